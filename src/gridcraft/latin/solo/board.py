"""The board of the Solo grader: candidates, placements and the cages as the grader reshapes them.

Cells are indices ``i = row * n + col``; candidates are bitsets with bit ``d`` for digit ``d``
(1..n). A :class:`Step` records one deduction as it was made, for explanations.

The third units are regular boxes or a jigsaw's regions, numbered as Solo numbers its blocks: by
their first cell in reading order, each one's cells in reading order (:func:`box_index`). An X
sudoku adds its two long diagonals: ``\\`` (cells ``(i, i)``) and ``/`` (cells ``(i, n - 1 - i)``),
each in reading order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Protocol

from gridcraft.errors import InvalidPuzzle
from gridcraft.latin.model import Boxes, Cell

Regions = tuple[tuple[Cell, ...], ...]  # a jigsaw's n regions of n cells, covering the grid once


class SumCage(Protocol):
    """A cage as Solo's ladder reads it: its cells and the sum of their distinct digits."""

    @property
    def cells(self) -> tuple[Cell, ...]: ...
    @property
    def total(self) -> int: ...


class SumSquare(Protocol):
    """A sudoku of side ``size`` with boxes of ``box`` (rows, columns), sum cages (none for a
    plain sudoku; a cell may be in none) and givens: what Solo's ladder reads (a killer sudoku as
    it stands). ``regions``: a jigsaw's ``n`` regions of ``n`` cells, which replace the boxes
    (``None``: the boxes of ``box``); ``diagonals``: both long diagonals hold every digit once too
    (X sudoku)."""

    @property
    def size(self) -> int: ...
    @property
    def box(self) -> Boxes: ...
    @property
    def regions(self) -> Regions | None: ...
    @property
    def diagonals(self) -> bool: ...
    @property
    def cages(self) -> Sequence[SumCage]: ...
    @property
    def givens(self) -> tuple[tuple[Cell, int], ...]: ...


def box_of(n: int, box: Boxes, cell: Cell) -> int:
    """The index of the box holding ``cell``, boxes numbered in reading order."""
    rows, cols = box
    return (cell[0] // rows) * (n // cols) + cell[1] // cols


def box_index(puzzle: SumSquare) -> tuple[int, ...]:
    """Each cell's box (indices ``row * n + col``): the regular boxes of ``puzzle.box`` or the
    regions of ``puzzle.regions``, numbered by their first cell in reading order, as Solo numbers
    its blocks (so that regions shaped as boxes number as the boxes do). Cached per shape.

    Raises:
        InvalidPuzzle: regions that are not ``n`` regions of ``n`` cells covering the grid once,
            or boxes that do not tile it.
    """
    return _box_index(puzzle.size, tuple(puzzle.box), puzzle.regions)


@cache
def _box_index(n: int, box: Boxes, given: Regions | None) -> tuple[int, ...]:
    out = [0] * (n * n)
    for b, cells in enumerate(checked_regions(n, box, given)):
        for r, c in cells:
            out[r * n + c] = b
    return tuple(out)


def checked_regions(n: int, box: Boxes, given: Regions | None = None) -> Regions:
    """The boxes of an ``n x n`` grid as regions: the regular boxes of ``box`` (rows, columns) or,
    when given, the jigsaw regions ``given``; each one's cells in reading order, the regions
    ordered by their first cells (Solo's numbering: regions shaped as boxes come out as the boxes
    do). Cost: O(n * n).

    >>> checked_regions(4, (2, 2))[1]
    ((0, 2), (0, 3), (1, 2), (1, 3))
    >>> checked_regions(2, (1, 2), (((1, 1), (0, 1)), ((0, 0), (1, 0))))
    (((0, 0), (1, 0)), ((0, 1), (1, 1)))

    Raises:
        InvalidPuzzle: boxes that do not tile the grid; regions not ``n`` regions of ``n`` cells,
            a cell outside the grid or in two regions, named.
    """
    if given is None:
        rows, cols = box
        if rows < 1 or cols < 1 or rows * cols != n:
            raise InvalidPuzzle(f"boxes of {rows} x {cols} cells do not tile a {n} x {n} grid")
        return tuple(
            tuple((top + r, left + c) for r in range(rows) for c in range(cols))
            for top in range(0, n, rows)
            for left in range(0, n, cols)
        )
    if len(given) != n:
        raise InvalidPuzzle(f"a {n} x {n} grid has {n} regions, not {len(given)}")
    owner: dict[Cell, int] = {}
    for i, region in enumerate(given):
        if len(region) != n:
            raise InvalidPuzzle(f"region {i + 1} has {len(region)} cells, not {n}")
        for r, c in region:
            name = f"r{r + 1}c{c + 1}"
            if not (0 <= r < n and 0 <= c < n):
                raise InvalidPuzzle(f"cell {name} of region {i + 1} is outside the {n} x {n} grid")
            if (r, c) in owner:
                raise InvalidPuzzle(f"cell {name} is in regions {owner[(r, c)] + 1} and {i + 1}")
            owner[(r, c)] = i
    return tuple(sorted(tuple(sorted((int(r), int(c)) for r, c in region)) for region in given))


def diagonal_cells(n: int) -> tuple[list[int], list[int]]:
    """The cells of the ``\\`` and ``/`` diagonals of an ``n x n`` grid, each in reading order."""
    return [i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]


class Contradiction(Exception):
    """Raised inside the grader when the candidates wipe out (never escapes :mod:`solo_solver`)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One deduction of the grader.

    Attributes:
        deduction: its name (one of :data:`gridcraft.latin.solo.solver.DEDUCTIONS`).
        where: the unit or cage it reads (``row 3``, ``box 5``, ``cage 15``, ``the cells left by
            whole cages in row 3``), or ``""``.
        cells: the cells it reads, as indices ``row * n + col``.
        placed: ``(cell index, digit)`` it places.
        removed: ``(cell index, digit)`` candidates it rules out.
        total: the sum of the cage or remainder it reads (0: none).
        keep: the digits the cells may still hold (the sum sets' digits of a ``killer sums``).
    """

    deduction: str
    where: str = ""
    cells: tuple[int, ...] = ()
    placed: tuple[tuple[int, int], ...] = ()
    removed: tuple[tuple[int, int], ...] = ()
    total: int = 0
    keep: tuple[int, ...] = ()


@dataclass(slots=True)
class Board:
    """The grader's mutable state (Solo's ``solver_usage``).

    ``kblocks`` are the cages as the grader sees them: filled cells leave their cage (its sum drops
    by their digit) and a cage may be split when a row, column or box holds part of it exactly
    (Solo's ``split_block``); ``kwhich`` maps a cell to its cage in ``kblocks`` (-1: none).
    """

    n: int
    boxes: list[list[int]]
    whichbox: list[int]
    diagonals: list[list[int]]  # the two diagonals' cells (X sudoku), else none
    jigsaw: bool  # the boxes are a jigsaw's regions
    caged: bool  # the square has cages: Solo runs its killer deductions on killer puzzles only
    cand: list[int]
    grid: list[int]
    kblocks: list[list[int]]
    kclues: list[int]
    kwhich: list[int]
    extra: list[tuple[list[int], int, str]] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    steps: list[Step] | None = None
    broken: bool = False  # a contradiction was found

    @classmethod
    def of(cls, puzzle: SumSquare, record: bool = False) -> Board:
        """A board with every candidate open and the puzzle's cages (givens not yet placed)."""
        n = puzzle.size
        whichbox = list(box_index(puzzle))
        boxes: list[list[int]] = [[] for _ in range(n)]
        for i in range(n * n):
            boxes[whichbox[i]].append(i)
        kblocks = [[r * n + c for r, c in cage.cells] for cage in puzzle.cages]
        kwhich = [-1] * (n * n)
        for b, cells in enumerate(kblocks):
            for i in cells:
                kwhich[i] = b
        full = ((1 << (n + 1)) - 1) ^ 1
        return cls(
            n,
            boxes,
            whichbox,
            list(diagonal_cells(n)) if puzzle.diagonals else [],
            puzzle.regions is not None,
            bool(puzzle.cages),
            [full] * (n * n),
            [0] * (n * n),
            kblocks,
            [cage.total for cage in puzzle.cages],
            kwhich,
            steps=[] if record else None,
        )

    def note(self, step: Step) -> None:
        """Count ``step`` and keep it when the board records steps."""
        self.counts[step.deduction] += 1
        if self.steps is not None:
            self.steps.append(step)

    def place(self, i: int, d: int) -> None:
        """Put ``d`` in cell ``i`` and rule it out of the cell's row, column, box and the diagonals
        through it (Solo's ``solver_place``). The cell must still have ``d`` as a candidate."""
        n = self.n
        bit = 1 << d
        r, c = divmod(i, n)
        self.cand[i] = bit
        for j in range(r * n, r * n + n):
            if j != i:
                self.cand[j] &= ~bit
        for j in range(c, n * n, n):
            if j != i:
                self.cand[j] &= ~bit
        for j in self.boxes[self.whichbox[i]]:
            if j != i:
                self.cand[j] &= ~bit
        for diagonal in self.diagonals:
            if i in diagonal:
                for j in diagonal:
                    if j != i:
                        self.cand[j] &= ~bit
        self.grid[i] = d

    def row_cells(self, r: int) -> list[int]:
        return list(range(r * self.n, r * self.n + self.n))

    def col_cells(self, c: int) -> list[int]:
        return list(range(c, self.n * self.n, self.n))

    def used(self, cells: list[int]) -> int:
        """The digits placed in ``cells``, as a bitset."""
        mask = 0
        for i in cells:
            mask |= 1 << self.grid[i]
        return mask & ~1

    def box_name(self, b: int) -> str:
        """``box 3`` (``region 3`` in a jigsaw), 1-based."""
        return f"{'region' if self.jigsaw else 'box'} {b + 1}"

    def regions(self) -> list[tuple[str, list[int]]]:
        """Rows, then columns, then boxes, with their names (Solo's region order; the diagonals,
        which its killer deductions do not read, are :meth:`diagonal_units`)."""
        n = self.n
        out = [(f"row {r + 1}", self.row_cells(r)) for r in range(n)]
        out += [(f"column {c + 1}", self.col_cells(c)) for c in range(n)]
        out += [(self.box_name(b), list(self.boxes[b])) for b in range(n)]
        return out

    def diagonal_units(self) -> list[tuple[str, list[int]]]:
        """The ``\\`` diagonal, then the ``/`` one, with their names; none unless X sudoku."""
        return list(zip(("the \\ diagonal", "the / diagonal"), self.diagonals, strict=False))

    def split(self, squares: list[int], total: int) -> None:
        """Split ``squares`` (all in one cage, fewer than all of it) off as a new cage of sum
        ``total`` (Solo's ``split_block``): the new cage goes last, the old keeps its order."""
        old = self.kwhich[squares[0]]
        new = len(self.kblocks)
        self.kblocks.append(list(squares))
        self.kclues.append(total)
        for i in squares:
            self.kwhich[i] = new
        self.kblocks[old] = [i for i in self.kblocks[old] if i not in squares]
        self.kclues[old] -= total


def popcount(x: int) -> int:
    return x.bit_count()


@cache
def digits(mask: int) -> tuple[int, ...]:
    """The digits of a candidate bitset, ascending (cached per bitset)."""
    return tuple(d for d in range(mask.bit_length()) if mask >> d & 1)
