"""Sudoku as an ipuz sudoku (``http://ipuz.org/sudoku#1``): the body the kind writes in the
container (:mod:`gridcraft.formats.ipuz`) and reads back (its table's ``ipuz`` form).

Written: ``charset`` (the digits, up to 9 x 9), ``boxes`` (true for boxes, false for a jigsaw),
``puzzle`` (n rows of the givens, 0 for an empty cell) and ``solution`` when given. What the spec's
sudoku has no field for goes in extension fields, which other readers pass over: boxes of another
shape than the usual ones of the side (``org.gridcraft:box``, ``[rows, columns]``), a jigsaw's
regions (``org.gridcraft:regions``, n rows of region numbers 1..n; each region's cells also carry
the spec's ``barred`` style on the sides where a region ends, so other programs draw its walls), X
diagonals (``org.gridcraft:diagonals``, true).

The kind's name is written in ``org.gridcraft:kind``. Read: a sudoku document without cages (a
document with cages, or naming another kind, is a killer's or a KenKen's), with
boxes on (``boxes`` absent or true; absent, the side must be 4, 6, 9, 12 or 16 unless the box is
given), or off with regions given. Cells may be numbers, digit strings or objects with a ``cell``
value.

Source: the ipuz specification v2 (http://ipuz.org), the sudoku kind and the StyleSpec's ``barred``.
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import EXT_KIND, SUDOKU, Credits, Document, IpuzForm, is_kind, write_document
from gridcraft.sudoku.model import Box, Cell, Grid, SudokuPuzzle, default_box
from gridcraft.sudoku.verify import verify

SIZES = (4, 6, 9, 12, 16)  # the sides read from ipuz without a box field
BOX_FIELDS = ("org.gridcraft:box", "gridcraft:box")  # written, and also read (a killer's)
REGIONS_FIELD = "org.gridcraft:regions"
DIAGONALS_FIELD = "org.gridcraft:diagonals"


def body(puzzle: SudokuPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``) after the envelope (see the module docstring).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    n = puzzle.size
    if solution is not None and (broken := verify(puzzle, solution)):
        raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    doc: Document = {EXT_KIND: "sudoku"}
    if n <= 9:
        doc["charset"] = "123456789"[:n]
    doc["boxes"] = puzzle.box is not None
    if puzzle.box is not None and (n not in SIZES or puzzle.box != default_box(n)):
        doc[BOX_FIELDS[0]] = list(puzzle.box)
    givens = dict(puzzle.givens)
    if puzzle.box is None:
        owner = puzzle.region_map()
        doc[REGIONS_FIELD] = [[k + 1 for k in row] for row in owner]
        doc["puzzle"] = [[_barred(owner, r, c, givens.get((r, c), 0)) for c in range(n)] for r in range(n)]
    else:
        doc["puzzle"] = [[givens.get((r, c), 0) for c in range(n)] for r in range(n)]
    if puzzle.diagonals:
        doc[DIAGONALS_FIELD] = True
    if solution is not None:
        doc["solution"] = [list(row) for row in solution]
    return doc


def _barred(owner: list[list[int]], r: int, c: int, value: int) -> Any:
    """A jigsaw cell: its value, with the sides where its region ends barred (inner sides only)."""
    n = len(owner)
    sides = ""
    for side, (dr, dc) in (("T", (-1, 0)), ("R", (0, 1)), ("B", (1, 0)), ("L", (0, -1))):
        rr, cc = r + dr, c + dc
        if 0 <= rr < n and 0 <= cc < n and owner[rr][cc] != owner[r][c]:
            sides += side
    return {"cell": value, "style": {"barred": sides}} if sides else value


def read(doc: Document) -> tuple[SudokuPuzzle, Grid | None] | None:
    """The sudoku of an ipuz document and its solution when the file has one (checked), or
    ``None`` when it holds none (see the module).

    Raises:
        FieldError: a bad ``puzzle``, region, box or ``solution`` field of a sudoku document.
    """
    puzzle = from_ipuz(doc)
    if puzzle is None:
        return None
    solution = _solution(doc["solution"], puzzle) if doc.get("solution") is not None else None
    return puzzle, solution


def from_ipuz(doc: Document) -> SudokuPuzzle | None:
    """The sudoku of an ipuz document, or ``None`` when it holds none (see the module).

    Raises:
        FieldError: a bad field of a sudoku document.
    """
    if not is_kind(doc, SUDOKU) or doc.get("cages") or doc.get(EXT_KIND, "sudoku") != "sudoku":
        return None  # a killer's or a KenKen's
    grid = doc.get("puzzle")
    n = len(grid) if isinstance(grid, list) else 0
    boxes = doc.get("boxes", True)
    regions = None
    box: Box | None = None
    said = doc.get(EXT_KIND) == "sudoku"  # ours: a fault is the sudoku's to name
    if boxes is True:
        box = _box(doc, n)
        if box is None and said:
            raise FieldError(
                "puzzle", f"a sudoku's puzzle is n rows of n cells (n 4, 6, 9, 12 or 16), not {n} rows"
            )
        if box is None:
            return None  # no boxes said, and none of a sudoku's sides
    elif REGIONS_FIELD in doc:
        regions = _regions(doc[REGIONS_FIELD], n)
    else:
        return None
    if not isinstance(grid, list) or not all(isinstance(row, list) and len(row) == n for row in grid):
        raise FieldError("puzzle", f"a sudoku's puzzle is n rows of n cells, not {grid!r:.60}")
    givens: list[tuple[Cell, int]] = []
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if isinstance(v, dict):
                v = v.get("cell", 0)
            if v in (0, None, "", "0", "#"):
                continue
            value = _digit(v, n)
            if value is None:
                raise FieldError("puzzle", f"row {r + 1}, cell {c + 1}: {v!r} is not a digit 1 to {n}")
            givens.append(((r, c), value))
    diagonals = doc.get(DIAGONALS_FIELD, False) is True
    try:
        SudokuPuzzle(n, box, (), regions, diagonals)  # the shape alone: a fault of the regions is theirs
    except InvalidPuzzle as e:
        raise FieldError(REGIONS_FIELD if regions is not None else "puzzle", str(e)) from None
    try:
        return SudokuPuzzle(n, box, tuple(givens), regions, diagonals)
    except InvalidPuzzle as e:
        raise FieldError("puzzle", str(e)) from None


def _digit(v: Any, n: int) -> int | None:
    if isinstance(v, str) and v.isdigit():
        v = int(v)
    if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= n:
        return v
    return None


def _box(doc: Document, n: int) -> Box | None:
    said = next((doc[name] for name in BOX_FIELDS if name in doc), None)
    if said is None:
        return default_box(n) if n in SIZES else None
    if (
        not isinstance(said, list)
        or len(said) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 2 for v in said)
        or said[0] * said[1] != n
    ):
        raise FieldError(
            BOX_FIELDS[0], f"the boxes are [rows, columns] whose product is the side {n}, not {said!r:.40}"
        )
    return said[0], said[1]


def _regions(said: Any, n: int) -> tuple[tuple[Cell, ...], ...]:
    if (
        not isinstance(said, list)
        or len(said) != n
        or not all(isinstance(row, list) and len(row) == n for row in said)
    ):
        raise FieldError(REGIONS_FIELD, f"the regions are {n} rows of {n} region numbers")
    found: dict[Any, list[Cell]] = {}
    for r, row in enumerate(said):
        for c, k in enumerate(row):
            if not isinstance(k, (int, str)) or isinstance(k, bool):
                raise FieldError(REGIONS_FIELD, f"row {r + 1}, cell {c + 1}: {k!r} is not a region number")
            found.setdefault(k, []).append((r, c))
    return tuple(tuple(cells) for cells in found.values())


def _solution(grid: Any, puzzle: SudokuPuzzle) -> Grid:
    """The ``solution`` field: n rows of n digits that solve ``puzzle``.

    Raises:
        FieldError: another shape, a value that is no digit, or a grid that breaks a rule.
    """
    n = puzzle.size
    if (
        not isinstance(grid, list)
        or len(grid) != n
        or not all(isinstance(row, list) and len(row) == n for row in grid)
    ):
        raise FieldError("solution", f"must be {n} rows of {n} digits")
    rows = []
    for r, row in enumerate(grid):
        values = []
        for c, v in enumerate(row):
            value = _digit(v.get("value") if isinstance(v, dict) else v, n)
            if value is None:
                raise FieldError("solution", f"row {r + 1}, cell {c + 1}: {v!r} is not a digit 1 to {n}")
            values.append(value)
        rows.append(tuple(values))
    found = tuple(rows)
    if broken := verify(puzzle, found):
        raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return found


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[SudokuPuzzle, Grid] = IpuzForm(
    SUDOKU, "Sudoku", body, read, description="an ipuz file (a sudoku)"
)


def to_ipuz(
    puzzle: SudokuPuzzle,
    solution: Grid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text (title ``Sudoku`` unless given).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    return write_document(IPUZ, puzzle, solution, Credits(title, author, copyright))
