"""The kakuro model: a grid of white cells and blocks; a block may hold a down sum (of the run of
white cells below it) and an across sum (of the run to its right). Every run of two white cells
or more holds distinct digits 1 to 9 adding up to its sum.

A puzzle reads as the core's board of runs with sums (:meth:`KakuroPuzzle.board`,
:mod:`gridcraft.latin.runs`), which searches, grades and makes it. A solution (:data:`Grid`) is
``height`` rows of ``width`` values: the digit of each white cell, 0 on the blocks.
"""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.latin.runs import Board, board, sum_range

Cell = tuple[int, int]  # (row, col), 0-based
Grid = tuple[tuple[int, ...], ...]  # height rows of width values; 0 on blocks (and open cells)

MIN_SIDE, MAX_SIDE = 3, 40


def cell_name(cell: Cell) -> str:
    """``r2c3`` (1-based)."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


@dataclass(frozen=True, slots=True)
class KakuroPuzzle:
    """A kakuro.

    Attributes:
        width: columns.
        height: rows.
        white: the white cells.
        sums: the clue blocks, ``(cell, down, across)`` in reading order; 0: no such sum.
        givens: digits given in white cells (rare in kakuro; made puzzles have few or none).
    """

    width: int
    height: int
    white: frozenset[Cell]
    sums: tuple[tuple[Cell, int, int], ...]
    givens: tuple[tuple[Cell, int], ...] = ()

    def board(self) -> Board:
        """The core's board of runs with sums."""
        return board(
            self.width,
            self.height,
            self.white,
            {cell: (down, across) for cell, down, across in self.sums},
            dict(self.givens),
        )

    def grid_of(self, digits: tuple[int, ...]) -> Grid:
        """The solution grid of the core's digits (one per white cell, in reading order)."""
        at = dict(zip(sorted(self.white), digits, strict=True))
        return tuple(tuple(at.get((r, c), 0) for c in range(self.width)) for r in range(self.height))

    def digits_of(self, grid: Grid) -> tuple[int, ...]:
        """The core's digits (one per white cell, in reading order) of a grid."""
        return tuple(grid[r][c] for r, c in sorted(self.white))

    def runs(self) -> list[tuple[str, Cell, int, tuple[Cell, ...]]]:
        """Every run of two white cells or more: ``(across or down, its clue block, its sum,
        its cells)``, across runs first, in reading order."""
        out: list[tuple[str, Cell, int, tuple[Cell, ...]]] = []
        b = self.board()
        for run in b.runs:
            cells = tuple(b.cell(i) for i in run.cells)
            clue = divmod(run.clue, self.width) if run.clue >= 0 else (-1, -1)
            out.append(("across" if run.across else "down", clue, run.total, cells))
        return out


def check(puzzle: KakuroPuzzle) -> None:
    """Raises InvalidPuzzle for a grid that is not a kakuro: a run without its sum, a sum without
    its run or beyond its run's reach, a run of more than 9 cells, a white cell in no run of two
    cells or more."""
    sums = {cell: (down, across) for cell, down, across in puzzle.sums}
    in_run: set[Cell] = set()
    for way, clue, total, cells in puzzle.runs():
        first = cell_name(cells[0])
        if clue == (-1, -1) or total == 0:
            raise InvalidPuzzle(f"the {way} run from {first} has no sum on the block before it")
        if len(cells) > 9:
            raise InvalidPuzzle(f"the {way} run from {first} has {len(cells)} cells: 9 at most")
        low, high = sum_range(len(cells))
        if not low <= total <= high:
            raise InvalidPuzzle(
                f"the {way} sum {total} at {cell_name(clue)} is not one of {len(cells)} distinct digits ({low} to {high})"
            )
        in_run.update(cells)
    for (r, c), (down, across) in sums.items():
        if across and ((r, c + 1) not in puzzle.white or (r, c + 2) not in puzzle.white):
            raise InvalidPuzzle(
                f"the across sum {across} at {cell_name((r, c))} has no run of two cells or more"
            )
        if down and ((r + 1, c) not in puzzle.white or (r + 2, c) not in puzzle.white):
            raise InvalidPuzzle(f"the down sum {down} at {cell_name((r, c))} has no run of two cells or more")
    for cell in sorted(puzzle.white - in_run):
        raise InvalidPuzzle(f"the white cell {cell_name(cell)} lies in no run of two cells or more")
