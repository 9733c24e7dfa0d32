"""Towers in ipuz: the body the kind writes in the container (:mod:`gridcraft.formats.ipuz`) and
reads back (its table's ``ipuz`` form).

The ipuz specification defines no towers kind, so the document names an extension PuzzleKind of
gridcraft's own, :data:`TOWERS` (``http://gridcraft.org/ipuz/towers#1``), as the specification
allows for kinds it does not define. Written: the kind's name in ``org.gridcraft:kind``,
``dimensions``, ``charset`` (the heights), ``puzzle`` (n rows of the givens, 0 for an empty
cell), ``solution`` when given, and the clues in ``org.gridcraft:clues``: an object of four lists
``top``, ``bottom`` (left to right), ``left`` and ``right`` (top to bottom) of n numbers each, 0
for no clue. Read: a document of that kind; cells may be numbers, digit strings or objects with a
``cell`` value.

Source: the ipuz specification v2 (http://ipuz.org): PuzzleKind URIs and extensions.
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import EXT_KIND, Credits, Document, IpuzForm, is_kind, write_document
from gridcraft.towers.model import MAX_SIZE, MIN_SIZE, SIDES, Cell, Grid, TowersPuzzle
from gridcraft.towers.verify import verify

#: gridcraft's PuzzleKind of a towers puzzle
TOWERS = "http://gridcraft.org/ipuz/towers#1"
CLUES_FIELD = "org.gridcraft:clues"


def body(puzzle: TowersPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``) after the envelope (see the module docstring).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    n = puzzle.size
    if solution is not None and (broken := verify(puzzle, solution)):
        raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    givens = dict(puzzle.givens)
    doc: Document = {
        EXT_KIND: "towers",
        "dimensions": {"width": n, "height": n},
        "charset": "123456789"[:n],
        "puzzle": [[givens.get((r, c), 0) for c in range(n)] for r in range(n)],
    }
    if solution is not None:
        doc["solution"] = [list(row) for row in solution]
    doc[CLUES_FIELD] = {side: list(puzzle.side(side)) for side in SIDES}
    return doc


def _digit(v: Any, n: int) -> int | None:
    if isinstance(v, dict):
        v = v.get("cell", v.get("value", 0))
    if isinstance(v, str) and v.isdigit():
        v = int(v)
    if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= n:
        return v
    return None


def _rows(field: str, grid: Any, n: int | None, empty: bool) -> list[list[int]]:
    if not isinstance(grid, list) or not grid or not all(isinstance(row, list) for row in grid):
        raise FieldError(field, f"must be n rows of n heights (n {MIN_SIZE} to {MAX_SIZE})")
    n = n or len(grid)
    if not MIN_SIZE <= n <= MAX_SIZE or len(grid) != n or any(len(row) != n for row in grid):
        raise FieldError(field, f"must be {n} rows of {n} heights (n {MIN_SIZE} to {MAX_SIZE})")
    out = []
    for r, row in enumerate(grid):
        values = []
        for c, v in enumerate(row):
            value = 0 if v in (None, "", "0") else _digit(v, n)
            if value is None or (value == 0 and not empty):
                raise FieldError(field, f"row {r + 1}, cell {c + 1}: {v!r} is not a height 1 to {n}")
            values.append(value)
        out.append(values)
    return out


def read(doc: Document) -> tuple[TowersPuzzle, Grid | None] | None:
    """The towers puzzle of an ipuz document and its solution when the file has one (checked), or
    ``None`` when the document is not of :data:`TOWERS`.

    Raises:
        FieldError: a bad ``puzzle``, clues or ``solution`` field.
    """
    if not is_kind(doc, TOWERS):
        return None
    grid = _rows("puzzle", doc.get("puzzle"), None, True)
    n = len(grid)
    said = doc.get(CLUES_FIELD)
    if not isinstance(said, dict):
        raise FieldError(CLUES_FIELD, "must be an object of top, bottom, left and right clues")
    sides: dict[str, tuple[int, ...]] = {}
    for side in SIDES:
        found = said.get(side, [0] * n)
        if not isinstance(found, list) or len(found) != n:
            raise FieldError(CLUES_FIELD, f"{side}: must be {n} clues (0 for none)")
        values = [_digit(v, n) for v in found]
        if any(v is None for v in values):
            raise FieldError(CLUES_FIELD, f"{side}: a clue is 1 to {n}, or 0 for none")
        sides[side] = tuple(v or 0 for v in values)
    givens: tuple[tuple[Cell, int], ...] = tuple(
        ((r, c), v) for r, row in enumerate(grid) for c, v in enumerate(row) if v
    )
    try:
        puzzle = TowersPuzzle(n, sides["top"], sides["bottom"], sides["left"], sides["right"], givens)
    except InvalidPuzzle as e:
        raise FieldError("puzzle", str(e)) from None
    if doc.get("solution") is None:
        return puzzle, None
    solution = tuple(tuple(row) for row in _rows("solution", doc["solution"], n, False))
    if broken := verify(puzzle, solution):
        raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return puzzle, solution


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[TowersPuzzle, Grid] = IpuzForm(
    TOWERS, "Towers", body, read, description="an ipuz file (towers)"
)


def to_ipuz(
    puzzle: TowersPuzzle,
    solution: Grid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text (title ``Towers`` unless given).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    return write_document(IPUZ, puzzle, solution, Credits(title, author, copyright))
