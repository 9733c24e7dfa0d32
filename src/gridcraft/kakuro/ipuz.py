"""Kakuro in ipuz: the body the kind writes in the container (:mod:`gridcraft.formats.ipuz`) and
reads back (its table's ``ipuz`` form).

The ipuz specification defines no kakuro kind, so the document names an extension PuzzleKind of
gridcraft's own, :data:`KAKURO` (``http://gridcraft.org/ipuz/kakuro#1``), as the specification
allows for kinds it does not define. Written: the kind's name in ``org.gridcraft:kind``,
``dimensions`` (``width``, ``height``), ``puzzle`` (``height`` rows of ``width`` cells: ``"#"`` a
plain block, an object ``{"cell": "#", "down": D, "across": A}`` a clue block (either sum left out
when it has none), 0 an empty white cell, a digit a given) and ``solution`` when given (rows of
digits, ``"#"`` on blocks). Read: a document of that kind.

Source: the ipuz specification v2 (http://ipuz.org): PuzzleKind URIs and extensions.
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import EXT_KIND, Credits, Document, IpuzForm, is_kind, write_document
from gridcraft.kakuro.model import MAX_SIDE, MIN_SIDE, Cell, Grid, KakuroPuzzle, check
from gridcraft.kakuro.verify import verify

#: gridcraft's PuzzleKind of a kakuro
KAKURO = "http://gridcraft.org/ipuz/kakuro#1"


def body(puzzle: KakuroPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``) after the envelope.

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    if solution is not None and (broken := verify(puzzle, solution)):
        raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    sums = {cell: (d, a) for cell, d, a in puzzle.sums}
    givens = dict(puzzle.givens)

    def cell(r: int, c: int) -> Any:
        if (r, c) in puzzle.white:
            return givens.get((r, c), 0)
        if (r, c) not in sums:
            return "#"
        down, across = sums[(r, c)]
        out: dict[str, Any] = {"cell": "#"}
        if down:
            out["down"] = down
        if across:
            out["across"] = across
        return out

    doc: Document = {EXT_KIND: "kakuro", "dimensions": {"width": puzzle.width, "height": puzzle.height}}
    doc["puzzle"] = [[cell(r, c) for c in range(puzzle.width)] for r in range(puzzle.height)]
    if solution is not None:
        doc["solution"] = [
            [solution[r][c] if (r, c) in puzzle.white else "#" for c in range(puzzle.width)]
            for r in range(puzzle.height)
        ]
    return doc


def _sum(value: Any, where: str) -> int:
    if value is None:
        return 0
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 3 <= value <= 45:
        raise FieldError("puzzle", f"{where}: {value!r} is not a sum 3 to 45")
    return value


def read(doc: Document) -> tuple[KakuroPuzzle, Grid | None] | None:
    """The kakuro of an ipuz document and its solution when it has one (checked), or ``None`` when
    the document is not a kakuro.

    Raises:
        FieldError: a bad ``puzzle`` or ``solution`` field.
    """
    if not is_kind(doc, KAKURO):
        return None
    grid = doc.get("puzzle")
    if not isinstance(grid, list) or not grid or not all(isinstance(row, list) for row in grid):
        raise FieldError("puzzle", "a kakuro's puzzle is rows of cells")
    height, width = len(grid), len(grid[0])
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE) or any(
        len(row) != width for row in grid
    ):
        raise FieldError(
            "puzzle", f"a kakuro's puzzle is {MIN_SIDE} to {MAX_SIDE} rows of as many cells each"
        )
    white: set[Cell] = set()
    sums: list[tuple[Cell, int, int]] = []
    givens: list[tuple[Cell, int]] = []
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            where = f"row {r + 1}, cell {c + 1}"
            if isinstance(v, dict):
                if v.get("cell", "#") not in ("#", None):
                    raise FieldError("puzzle", f"{where}: a clue block's cell is '#'")
                down, across = _sum(v.get("down"), where), _sum(v.get("across"), where)
                if down or across:
                    sums.append(((r, c), down, across))
            elif v in ("#", None):
                continue
            elif v in (0, "0", ""):
                white.add((r, c))
            elif isinstance(v, (int, str)) and not isinstance(v, bool) and str(v) in "123456789" and str(v):
                white.add((r, c))
                givens.append(((r, c), int(v)))
            else:
                raise FieldError("puzzle", f"{where}: {v!r} is not a block, a clue block, 0 or a digit")
    puzzle = KakuroPuzzle(width, height, frozenset(white), tuple(sums), tuple(givens))
    try:
        check(puzzle)
    except InvalidPuzzle as e:
        raise FieldError("puzzle", str(e)) from None
    solution = None
    said = doc.get("solution")
    if said is not None:
        if (
            not isinstance(said, list)
            or len(said) != height
            or any(not isinstance(row, list) or len(row) != width for row in said)
        ):
            raise FieldError("solution", f"must be {height} rows of {width} cells")
        rows = []
        for r, row in enumerate(said):
            values = []
            for c, v in enumerate(row):
                if (r, c) not in white:
                    values.append(0)
                elif isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 9:
                    values.append(v)
                else:
                    raise FieldError("solution", f"row {r + 1}, cell {c + 1}: {v!r} is not a digit 1 to 9")
            rows.append(tuple(values))
        solution = tuple(rows)
        if broken := verify(puzzle, solution):
            raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return puzzle, solution


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[KakuroPuzzle, Grid] = IpuzForm(
    KAKURO, "Kakuro", body, read, description="an ipuz file (a kakuro)"
)


def to_ipuz(puzzle: KakuroPuzzle, solution: Grid | None = None, *, title: str = "") -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text."""
    return write_document(IPUZ, puzzle, solution, Credits(title))
