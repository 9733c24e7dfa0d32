"""The killer sudoku model: an n x n sudoku (every row, column and box holds each digit 1..n once)
whose cages each give the sum of their cells, no digit twice in a cage.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each value in 1..n (0: an empty cell)
    Box = tuple[int, int]               # (rows, cols) of a box; rows * cols == n

Models are frozen, slotted dataclasses validated in ``__post_init__`` and kept in a canonical order
(a cage's cells row-major, the cages by their first cell, the givens by cell), so two puzzles with
the same cages compare equal however they were written. The canonical order is also the order in
which Simon Tatham's Solo numbers its cages, which its grader (:mod:`gridcraft.latin.solo.solver`)
depends on.

**Coverage.** Solo's killer puzzles cage every cell. A cage list may leave cells out of every cage:
such a cell is a plain sudoku cell (any digit that the rows, columns and boxes allow). The grader
and the maker handle such puzzles; only the Solo game-ID writer refuses them, since Solo cannot
read them (:attr:`KillerPuzzle.covered`).
"""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.latin import checked_givens
from gridcraft.grid import components

Cell = tuple[int, int]
Grid = tuple[tuple[int, ...], ...]
Box = tuple[int, int]

MAX_SIZE = 16


def cell_name(cell: Cell) -> str:
    """The 1-based name of a 0-based cell: ``(0, 2)`` is ``r1c3``."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def default_box(n: int) -> Box:
    """The usual box of an n x n sudoku: the most nearly square ``(rows, cols)`` with
    ``rows <= cols`` and ``rows * cols == n`` (9: (3, 3); 6: (2, 3); 8: (2, 4); 7: (1, 7))."""
    rows = max(d for d in range(1, int(n**0.5) + 1) if n % d == 0)
    return rows, n // rows


def given_clash(
    n: int, box: Box, cages: tuple[Cage, ...], givens: tuple[tuple[Cell, int], ...]
) -> tuple[Cell, Cell, str] | None:
    """The first given (in ``givens``' order) that repeats an earlier given's digit in a row, a
    column, a box or a cage: ``(earlier cell, cell, message)``, or ``None``."""
    rows, cols = box
    cage_of = {cell: i for i, cage in enumerate(cages) for cell in cage.cells}
    for i, ((r, c), v) in enumerate(givens):
        for (r2, c2), v2 in givens[:i]:
            if v2 != v:
                continue
            if r2 == r:
                where = f"row {r + 1}"
            elif c2 == c:
                where = f"column {c + 1}"
            elif (r2 // rows, c2 // cols) == (r // rows, c // cols):
                where = "its box"
            elif cage_of.get((r, c), -1) == cage_of.get((r2, c2), -2):
                where = "its cage"
            else:
                continue
            message = f"the given {cell_name((r, c))} = {v} repeats the given {cell_name((r2, c2))} = {v} in {where}"
            return (r2, c2), (r, c), message
    return None


def sum_range(cells: int, n: int) -> tuple[int, int]:
    """The least and greatest sums of ``cells`` distinct digits from 1..n."""
    return cells * (cells + 1) // 2, cells * (2 * n - cells + 1) // 2


@dataclass(frozen=True, slots=True)
class Cage:
    """A cage: connected cells whose digits are all different and add up to ``total``.

    Attributes:
        cells: (row, col) 0-based, sorted row-major (sorted on construction).
        total: the sum, a positive integer.

    Raises:
        InvalidPuzzle: no cells, a repeated cell, a total below 1, or cells not edge-connected.
    """

    cells: tuple[Cell, ...]
    total: int

    def __post_init__(self) -> None:
        cells = tuple(sorted((int(r), int(c)) for r, c in self.cells))
        object.__setattr__(self, "cells", cells)
        if not cells:
            raise InvalidPuzzle("a cage needs at least one cell")
        if len(set(cells)) != len(cells):
            raise InvalidPuzzle(f"cage {self.total} at {cell_name(cells[0])} repeats a cell")
        if not isinstance(self.total, int) or isinstance(self.total, bool) or self.total < 1:
            raise InvalidPuzzle(f"cage sum must be a positive integer, not {self.total!r}")
        if len(components(cells)) != 1:
            raise InvalidPuzzle(f"cage {self.total} at {cell_name(cells[0])}: its cells are not connected")


@dataclass(frozen=True, slots=True)
class KillerPuzzle:
    """A killer sudoku of side ``size`` with boxes of ``box`` = (rows, cols).

    Attributes:
        size: n, the side; digits run 1..n.
        box: (rows, cols) of each box, ``rows * cols == n`` (9: (3, 3); 6: (2, 3); 4: (2, 2)).
        cages: sorted by their first cell; disjoint; they need not cover the grid (see the module).
        givens: ``((row, col), digit)`` sorted by cell, digits printed in the grid.

    Raises:
        InvalidPuzzle: a size outside 1..16, a box that does not tile the grid, a cell outside the
            grid or in two cages, a cage of more than n cells or whose sum no n distinct digits
            make, a given outside the grid, outside 1..n or given twice.
    """

    size: int
    box: Box
    cages: tuple[Cage, ...]
    givens: tuple[tuple[Cell, int], ...] = ()

    def __post_init__(self) -> None:
        n = self.size
        if not isinstance(n, int) or not 1 <= n <= MAX_SIZE:
            raise InvalidPuzzle(f"size must be between 1 and {MAX_SIZE}, not {n!r}")
        rows, cols = int(self.box[0]), int(self.box[1])
        object.__setattr__(self, "box", (rows, cols))
        if rows < 1 or cols < 1 or rows * cols != n:
            raise InvalidPuzzle(f"boxes of {rows} x {cols} do not tile a {n} x {n} grid")
        cages = tuple(sorted(self.cages, key=lambda cage: cage.cells[0]))
        object.__setattr__(self, "cages", cages)
        seen: set[Cell] = set()
        for cage in cages:
            where = f"cage {cage.total} at {cell_name(cage.cells[0])}"
            if len(cage.cells) > n:
                raise InvalidPuzzle(f"{where} has {len(cage.cells)} cells: a cage holds at most {n}")
            low, high = sum_range(len(cage.cells), n)
            if not low <= cage.total <= high:
                raise InvalidPuzzle(
                    f"{where}: {len(cage.cells)} different digits 1 to {n} add up to {low}..{high}"
                )
            for r, c in cage.cells:
                if not (0 <= r < n and 0 <= c < n):
                    raise InvalidPuzzle(f"cell {cell_name((r, c))} is outside the {n} x {n} grid")
                if (r, c) in seen:
                    raise InvalidPuzzle(f"cell {cell_name((r, c))} is in two cages")
                seen.add((r, c))
        object.__setattr__(self, "givens", checked_givens(self.givens, n))  # as a KenKen's givens
        if clash := given_clash(n, self.box, cages, self.givens):
            raise InvalidPuzzle(clash[2])

    @property
    def regions(self) -> None:
        """No jigsaw regions: a killer sudoku has the boxes of :attr:`box` (what Solo's ladder,
        :class:`gridcraft.latin.solo.SumSquare`, reads)."""
        return None

    @property
    def diagonals(self) -> bool:
        """No X diagonals in a killer sudoku (what Solo's ladder reads)."""
        return False

    @property
    def covered(self) -> bool:
        """True when the cages cover every cell (as in every Solo killer puzzle)."""
        return sum(len(cage.cells) for cage in self.cages) == self.size * self.size

    def box_of(self, cell: Cell) -> int:
        """The index of the box holding ``cell``, boxes numbered in reading order."""
        rows, cols = self.box
        return (cell[0] // rows) * (self.size // cols) + cell[1] // cols

    def cage_map(self) -> list[list[int]]:
        """The index of each cell's cage in :attr:`cages` (-1: in no cage), as ``n`` rows of ``n``."""
        out = [[-1] * self.size for _ in range(self.size)]
        for i, cage in enumerate(self.cages):
            for r, c in cage.cells:
                out[r][c] = i
        return out

    def units(self) -> list[tuple[str, tuple[Cell, ...]]]:
        """Every row, column and box with its name (``row 1``, ``column 1``, ``box 1``, 1-based,
        boxes in reading order), each unit's cells in reading order."""
        n, (rows, cols) = self.size, self.box
        out = [(f"row {r + 1}", tuple((r, c) for c in range(n))) for r in range(n)]
        out += [(f"column {c + 1}", tuple((r, c) for r in range(n))) for c in range(n)]
        for b in range(n):
            r0, c0 = (b // (n // cols)) * rows, (b % (n // cols)) * cols
            cells = tuple((r0 + i, c0 + j) for i in range(rows) for j in range(cols))
            out.append((f"box {b + 1}", cells))
        return out
