"""Killer sudoku as an ipuz sudoku with cages (``http://ipuz.org/sudoku#1``): the body the kind
writes in the container (:mod:`gridcraft.formats.ipuz`) and reads back (its table's ``ipuz`` form).

Written: the kind's name in ``org.gridcraft:kind`` (a killer of givens alone is read back as a
killer, not as a plain sudoku), ``puzzle`` (n rows of the givens, 0 for an empty cell), ``solution`` when given,
``boxes`` true, ``charset`` the digits, ``showoperators`` false, ``cageborder`` ``"dashed"``, and
each cage as a CalcSpec ``{"value": sum, "operator": "+", "cells": [[x, y], ...]}`` with cells as
``[column, row]``, 1-based. Read: a sudoku document with cages whose boxes are on (``boxes``
absent or true, as the spec's default; absent, the side must be 4, 6, 9 or 16) and whose cages
are sums (``+`` or no operator; none at all for a killer of givens alone, with ``boxes`` true);
boxes of another shape than the usual ones of the side (Solo's 3 x 2 boxes of a 6 x 6) are written
in the extension field ``gridcraft:box``, ``[rows, columns]``, and read back; anything else is left to the other kinds' forms (a KenKen is written with ``boxes`` false). Cells count from 1
unless a coordinate 0 appears (then from 0), as other programs write them either way.

Source: the ipuz specification v2 (http://ipuz.org), the sudoku kind.
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import EXT_KIND, SUDOKU, Credits, Document, IpuzForm, is_kind, write_document, xy
from gridcraft.killer.model import Cage, Grid, KillerPuzzle, default_box
from gridcraft.killer.verify import verify

SIZES = (4, 6, 9, 16)  # the sides of the killers read from ipuz without a box field
#: the box shape ``[rows, columns]`` of a killer whose boxes are not the usual ones of its side
#: (Solo's 3 x 2 boxes of a 6 x 6, say): an extension field, which other readers pass over
BOX_FIELD = "gridcraft:box"


def body(puzzle: KillerPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``) after the envelope (see the module docstring).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    n = puzzle.size
    if solution is not None and (broken := verify(puzzle, solution)):
        raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    doc: Document = {EXT_KIND: "killer"}
    if n <= 9:
        doc["charset"] = "123456789"[:n]
    doc |= {"boxes": True, "showoperators": False, "cageborder": "dashed"}
    if n not in SIZES or puzzle.box != default_box(n):  # the spec's boxes are the usual ones
        doc[BOX_FIELD] = list(puzzle.box)
    givens = dict(puzzle.givens)
    doc["puzzle"] = [[givens.get((r, c), 0) for c in range(n)] for r in range(n)]
    if solution is not None:
        doc["solution"] = [list(row) for row in solution]
    doc["cages"] = [
        {"value": cage.total, "operator": "+", "cells": [xy(cell) for cell in cage.cells]}
        for cage in puzzle.cages
    ]
    return doc


def read(doc: Document) -> tuple[KillerPuzzle, Grid | None] | None:
    """The killer sudoku of an ipuz document and its solution when the file has one (checked), or
    ``None`` when it holds none (see the module).

    Raises:
        FieldError: a bad ``puzzle``, ``cages`` or ``solution`` field of a killer document.
    """
    puzzle = from_ipuz(doc)
    if puzzle is None:
        return None
    solution = _solution(doc.get("solution"), puzzle) if "solution" in doc else None
    return puzzle, solution


def _solution(grid: Any, puzzle: KillerPuzzle) -> Grid:
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
            v = v.get("value") if isinstance(v, dict) else v
            if isinstance(v, str) and v.isdigit():
                v = int(v)
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
                raise FieldError("solution", f"row {r + 1}, cell {c + 1}: {v!r} is not a digit 1 to {n}")
            values.append(v)
        rows.append(tuple(values))
    found = tuple(rows)
    if broken := verify(puzzle, found):
        raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return found


def from_ipuz(doc: dict[str, Any]) -> KillerPuzzle | None:
    """The killer sudoku of an ipuz document, or ``None`` when it holds none (see the module).

    Raises:
        FieldError: a bad ``puzzle`` or ``cages`` field of a killer document.
    """
    if not is_kind(doc, SUDOKU):
        return None
    cages = doc.get("cages", [])
    if doc.get("boxes", True) is not True or not isinstance(cages, list):
        return None
    if not cages and "boxes" not in doc:
        return None  # a sudoku without cages nor boxes said: not a killer
    if any(not isinstance(c, dict) or c.get("operator", "+") not in ("+", "", None) for c in cages):
        return None  # a KenKen's operations
    grid = doc.get("puzzle")
    n = len(grid) if isinstance(grid, list) else 0
    if "boxes" not in doc and n not in SIZES:
        return None  # no boxes said, and none of a sudoku's sizes: a KenKen of sums
    box = _box(doc, n)
    if (
        not isinstance(grid, list)
        or box is None
        or not all(isinstance(row, list) and len(row) == n for row in grid)
    ):
        raise FieldError(
            "puzzle",
            f"a killer sudoku's puzzle is n rows of n cells (n 4, 6, 9 or 16, or any side whose boxes"
            f" {BOX_FIELD} gives), not {grid!r:.60}",
        )
    givens = []
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if isinstance(v, dict):
                v = v.get("cell", 0)
            if v in (0, None, "", "0", "#"):
                continue
            if isinstance(v, str) and v.isdigit():
                v = int(v)
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
                raise FieldError("puzzle", f"row {r + 1}, cell {c + 1}: {v!r} is not a digit 1 to {n}")
            givens.append(((r, c), v))
    coords = [xy for cage in cages for xy in cage.get("cells", []) if isinstance(xy, list)]
    base = 0 if any(0 in xy for xy in coords) else 1
    read: list[Cage] = []
    for i, cage in enumerate(cages, 1):
        value, cells = cage.get("value"), cage.get("cells")
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise FieldError("cages", f"cage {i}: its value {value!r} is not a whole number")
        if not isinstance(cells, list) or not all(
            isinstance(xy, list) and len(xy) == 2 and all(isinstance(v, int) for v in xy) for xy in cells
        ):
            raise FieldError("cages", f"cage {i}: cells must be a list of [column, row] pairs")
        try:
            read.append(Cage(tuple((y - base, x - base) for x, y in cells), value))
        except InvalidPuzzle as e:
            raise FieldError("cages", f"cage {i}: {e}") from None
    try:
        return KillerPuzzle(n, box, tuple(read), tuple(givens))
    except InvalidPuzzle as e:
        raise FieldError("cages", str(e)) from None


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[KillerPuzzle, Grid] = IpuzForm(
    SUDOKU, "Killer sudoku", body, read, description="an ipuz file (a sudoku with cages)"
)


def to_ipuz(
    puzzle: KillerPuzzle,
    solution: Grid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text (title ``Killer sudoku`` unless given).

    Raises:
        InvalidPuzzle: ``solution`` breaks a rule of ``puzzle``.
    """
    return write_document(IPUZ, puzzle, solution, Credits(title, author, copyright))


def _box(doc: dict[str, Any], n: int) -> tuple[int, int] | None:
    """The box shape of a killer document of side ``n``: its box field, else the usual boxes of
    the sides a sudoku has (:data:`SIZES`); ``None`` when there is none.

    Raises:
        FieldError: a box field that is not two whole numbers whose product is ``n``.
    """
    said = doc.get(BOX_FIELD)
    if said is None:
        return default_box(n) if n in SIZES else None
    if (
        not isinstance(said, list)
        or len(said) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in said)
        or said[0] * said[1] != n
    ):
        raise FieldError(
            BOX_FIELD, f"the boxes are [rows, columns] whose product is the side {n}, not {said!r:.40}"
        )
    return said[0], said[1]
