"""Simon Tatham's Solo game IDs of killer puzzles, read and written.

A killer ID is ``CxRk:GIVENS,CAGEWALLS,SUMS`` (as Solo prints it under "Game ID"; ``3x3k:`` for
9 x 9, ``2x2k:`` for 4 x 4, ``2x3k:`` and ``3x2k:`` for 6 x 6). The facts of the encoding, from
Solo's source (solo.c), restated:

- ``C`` and ``R``: the grid has side ``n = C * R``; a box is ``C`` rows tall and ``R`` columns wide
  (Solo's "columns of sub-blocks" is C). Letters after ``k`` in the parameters (a difficulty
  ``dt``..``du``, a symmetry) are accepted and ignored; ``x`` (X-diagonals) and ``j`` (jigsaw)
  are other puzzles and are refused.
- GIVENS and SUMS are grids in reading order: a number is a cell's value, a letter ``a``..``z`` a
  run of 1..26 empty cells, ``_`` separates two adjacent numbers. SUMS holds each cage's sum in
  its first cell (reading order), 0 elsewhere.
- CAGEWALLS lists the n(n-1) inner vertical cell edges in reading order (edge ``x`` of row ``y``
  lies between cells ``(y, x)`` and ``(y, x+1)``), then the n(n-1) inner horizontal edges column by
  column (the edge below ``(y, x)``), then one virtual edge that ends the list. Each letter
  ``a``..``y`` counts 1..25 edges that are not walls followed by a wall, ``_`` a wall alone, ``z``
  26 edges that are not walls and no wall. Cages are the cells joined through non-walls.

The grid and wall codecs are Solo's for every ID: :mod:`gridcraft.latin.solo.ids` (which also
reads and writes the IDs of classic, X and jigsaw sudoku).
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.killer.model import Cage, Cell, KillerPuzzle, cell_name
from gridcraft.latin.solo import IdError, read_grid, read_walls, write_grid, write_walls

#: the shape of a Solo killer game ID (checked in detail by :func:`parse_solo_id`)
SOLO_ID = re.compile(r"\d+x\d+[a-z0-9]*k[a-z0-9]*:[a-z_0-9]*,[a-z_]*,[a-z_0-9]*")
_PARAMS = re.compile(r"(\d+)(?:x(\d+))?([a-z0-9]*):")
#: what is read as a Solo ID (and so checked as one): digits, parameter letters, a colon
SOLO_LIKE = re.compile(r"\d+[a-z0-9]*:\S*")


class _Fail:
    def __init__(self, source: str, line: int, column: int) -> None:
        self.source, self.line, self.column = source, line, column

    def __call__(self, message: str, at: int = 0) -> ParseError:
        return ParseError(f"Solo game ID: {message}", self.line, self.column + at, self.source)


def parse_solo_id(text: str, source: str = "<string>", line: int = 1, column: int = 1) -> KillerPuzzle:
    """Read a Solo killer game ID (see the module docstring); ``line`` and ``column`` place it in
    its source for messages.

    Raises:
        ParseError: parameters that are not ``CxRk``, X or jigsaw parameters, a bad character,
            too much or too little data, a cage with no sum or with two, a sum outside the range
            of its cage, a cage of more than n cells, a given out of range.
    """
    fail = _Fail(source, line, column)
    m = _PARAMS.match(text)
    if m and ("x" in m.group(3) or "j" in m.group(3)):
        raise fail("X-diagonal and jigsaw puzzles are not killer sudoku")
    if not m or m.group(2) is None or "k" not in m.group(3):
        raise fail("expected parameters such as 3x3k before ':'")
    c, r = int(m.group(1)), int(m.group(2))
    n = c * r
    if not 2 <= n <= 9:
        raise fail(f"a grid of side {n}: Solo killer IDs are read for sides 2..9")
    parts = text[m.end() :].split(",")
    if len(parts) != 3:
        raise fail("expected GIVENS,CAGEWALLS,SUMS after ':'", m.end())
    offsets = [m.end(), m.end() + len(parts[0]) + 1, m.end() + len(parts[0]) + len(parts[1]) + 2]
    area = n * n
    part = 0
    try:
        givens = read_grid(parts[0], area)
        part = 1
        cage_of = read_walls(parts[1], n)
        part = 2
        sums = read_grid(parts[2], area)
    except IdError as error:
        message = error.message.replace("the walls", "the cage walls")
        raise fail(message, offsets[part] + error.at) from None
    members: dict[int, list[int]] = {}
    for i in range(area):
        members.setdefault(cage_of[i], []).append(i)
    cages = []
    for cells in members.values():
        totals = [sums[i] for i in cells if sums[i]]
        first = (cells[0] // n, cells[0] % n)
        if len(totals) != 1:
            what = "no sum" if not totals else f"{len(totals)} sums"
            raise fail(f"the cage at r{first[0] + 1}c{first[1] + 1} has {what}", offsets[2])
        cages.append(Cage(tuple((i // n, i % n) for i in cells), totals[0]))
    given_cells: list[tuple[Cell, int]] = [((i // n, i % n), v) for i, v in enumerate(givens) if v]
    try:
        return KillerPuzzle(n, (c, r), tuple(cages), tuple(given_cells))
    except InvalidPuzzle as error:
        raise fail(str(error)) from None


def solo_id(puzzle: KillerPuzzle) -> str:
    """The Solo game ID of ``puzzle`` (``3x3k:...``), which Solo's "Specific" dialog reads.

    Raises:
        InvalidPuzzle: the puzzle is not one Solo can hold: a side outside 2..9, cells in no
            cage, a cage of one cell (Solo's cages have 2..n cells).
    """
    n = puzzle.size
    if not 2 <= n <= 9:
        raise InvalidPuzzle(f"Solo killer IDs are written for sides 2..9, not {n}")
    if not puzzle.covered:
        raise InvalidPuzzle(
            f"a Solo game ID has every cell in a cage; {cell_name(_uncovered(puzzle))} is in none"
        )
    if any(len(cage.cells) < 2 for cage in puzzle.cages):
        raise InvalidPuzzle("a Solo game ID's cages have at least two cells; this puzzle has a one-cell cage")
    owner = [0] * (n * n)
    sums = [0] * (n * n)
    for k, cage in enumerate(puzzle.cages):
        for r, c in cage.cells:
            owner[r * n + c] = k
        r, c = cage.cells[0]
        sums[r * n + c] = cage.total
    givens = [0] * (n * n)
    for (r, c), v in puzzle.givens:
        givens[r * n + c] = v
    rows, cols = puzzle.box
    return f"{rows}x{cols}k:{write_grid(givens)},{write_walls(owner, n)},{write_grid(sums)}"


def _uncovered(puzzle: KillerPuzzle) -> Cell:
    """The first cell, in reading order, that no cage holds."""
    covered = {cell for cage in puzzle.cages for cell in cage.cells}
    n = puzzle.size
    return next((r, c) for r in range(n) for c in range(n) if (r, c) not in covered)
