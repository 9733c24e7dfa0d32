"""Futoshiki in ipuz: the body the kind writes in the container (:mod:`gridcraft.formats.ipuz`) and
reads back (its table's ``ipuz`` form).

The ipuz specification defines no futoshiki kind (its sudoku has no signs between cells), so the
document names an extension PuzzleKind of gridcraft's own, :data:`FUTOSHIKI`
(``http://gridcraft.org/ipuz/futoshiki#1``), as the specification allows for kinds it does not
define. Written: the kind's name in ``org.gridcraft:kind``, ``dimensions``, ``charset`` (the
digits), ``puzzle`` (n rows of the givens, 0 for an empty cell), ``solution`` when given, and the
signs in extension fields: ``org.gridcraft:less``, a list of ``[smaller, larger]`` pairs of
neighbouring cells, each cell an ipuz coordinate ``[column, row]`` counted from 1; in adjacent
mode ``org.gridcraft:adjacent`` true and ``org.gridcraft:bars``, the pairs of neighbours whose
digits differ by 1, in the same coordinates. Read: a document of that kind; cells may be numbers,
digit strings or objects with a ``cell`` value.

Source: the ipuz specification v2 (http://ipuz.org): PuzzleKind URIs and extensions.
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import EXT_KIND, Credits, Document, IpuzForm, is_kind, write_document, xy
from gridcraft.futoshiki.model import MAX_SIZE, MIN_SIZE, Cell, FutoshikiPuzzle, Grid, Pair
from gridcraft.futoshiki.verify import verify

#: gridcraft's PuzzleKind of a futoshiki
FUTOSHIKI = "http://gridcraft.org/ipuz/futoshiki#1"
LESS_FIELD = "org.gridcraft:less"
ADJACENT_FIELD = "org.gridcraft:adjacent"
BARS_FIELD = "org.gridcraft:bars"


def body(puzzle: FutoshikiPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``) after the envelope (see the module docstring).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    n = puzzle.size
    if solution is not None and (broken := verify(puzzle, solution)):
        raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    givens = dict(puzzle.givens)
    doc: Document = {
        EXT_KIND: "futoshiki",
        "dimensions": {"width": n, "height": n},
        "charset": "123456789"[:n],
        "puzzle": [[givens.get((r, c), 0) for c in range(n)] for r in range(n)],
    }
    if solution is not None:
        doc["solution"] = [list(row) for row in solution]
    if puzzle.adjacent:
        doc[ADJACENT_FIELD] = True
        doc[BARS_FIELD] = [[xy(a), xy(b)] for a, b in puzzle.bars]
    else:
        doc[LESS_FIELD] = [[xy(a), xy(b)] for a, b in puzzle.less]
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
        raise FieldError(field, f"must be n rows of n digits (n {MIN_SIZE} to {MAX_SIZE})")
    n = n or len(grid)
    if not MIN_SIZE <= n <= MAX_SIZE or len(grid) != n or any(len(row) != n for row in grid):
        raise FieldError(field, f"must be {n} rows of {n} digits (n {MIN_SIZE} to {MAX_SIZE})")
    out = []
    for r, row in enumerate(grid):
        values = []
        for c, v in enumerate(row):
            value = 0 if v in (None, "", "0") else _digit(v, n)
            if value is None or (value == 0 and not empty):
                raise FieldError(field, f"row {r + 1}, cell {c + 1}: {v!r} is not a digit 1 to {n}")
            values.append(value)
        out.append(values)
    return out


def _pairs(field: str, said: Any) -> tuple[Pair, ...]:
    """A list of ``[[x, y], [x, y]]`` pairs (1-based ipuz coordinates) as pairs of cells."""
    if not isinstance(said, list):
        raise FieldError(field, "must be a list of pairs of cells [[column, row], [column, row]]")
    out = []
    for k, pair in enumerate(said):
        if not (
            isinstance(pair, list)
            and len(pair) == 2
            and all(
                isinstance(p, list)
                and len(p) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in p)
                for p in pair
            )
        ):
            raise FieldError(
                field, f"item {k + 1}: {pair!r:.40} is not a pair of cells [[column, row], [column, row]]"
            )
        (xa, ya), (xb, yb) = pair
        out.append(((ya - 1, xa - 1), (yb - 1, xb - 1)))
    return tuple(out)


def read(doc: Document) -> tuple[FutoshikiPuzzle, Grid | None] | None:
    """The futoshiki of an ipuz document and its solution when the file has one (checked), or
    ``None`` when the document is not of :data:`FUTOSHIKI`.

    Raises:
        FieldError: a bad ``puzzle``, signs, bars or ``solution`` field.
    """
    if not is_kind(doc, FUTOSHIKI):
        return None
    grid = _rows("puzzle", doc.get("puzzle"), None, True)
    n = len(grid)
    adjacent = doc.get(ADJACENT_FIELD, False) is True
    less = _pairs(LESS_FIELD, doc.get(LESS_FIELD, []))
    bars = _pairs(BARS_FIELD, doc.get(BARS_FIELD, []))
    givens: tuple[tuple[Cell, int], ...] = tuple(
        ((r, c), v) for r, row in enumerate(grid) for c, v in enumerate(row) if v
    )
    try:
        FutoshikiPuzzle(n, (), less, adjacent, bars)
    except InvalidPuzzle as e:
        raise FieldError(BARS_FIELD if adjacent else LESS_FIELD, str(e)) from None
    try:
        puzzle = FutoshikiPuzzle(n, givens, less, adjacent, bars)
    except InvalidPuzzle as e:
        raise FieldError("puzzle", str(e)) from None
    if doc.get("solution") is None:
        return puzzle, None
    solution = tuple(tuple(row) for row in _rows("solution", doc["solution"], n, False))
    if broken := verify(puzzle, solution):
        raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return puzzle, solution


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[FutoshikiPuzzle, Grid] = IpuzForm(
    FUTOSHIKI, "Futoshiki", body, read, description="an ipuz file (a futoshiki)"
)


def to_ipuz(
    puzzle: FutoshikiPuzzle,
    solution: Grid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text (title ``Futoshiki`` unless given).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    return write_document(IPUZ, puzzle, solution, Credits(title, author, copyright))
