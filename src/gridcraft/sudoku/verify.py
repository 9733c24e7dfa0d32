"""An independent check of a sudoku solution, written from the rules alone (no solver code)."""

from __future__ import annotations

from collections.abc import Sequence

from gridcraft.sudoku.model import SudokuPuzzle, cell_name


def verify(puzzle: SudokuPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """The rules ``grid`` breaks, as short sentences; an empty list when it solves ``puzzle``.

    ``grid`` is ``n`` rows of ``n`` values (any sequences). Checks: the shape; every value a digit
    1..n; each digit once in every row, column, box or region, and diagonal of an X sudoku; the
    givens. Cost O(n^2).
    """
    n = puzzle.size
    if len(grid) != n or any(len(row) != n for row in grid):
        return [f"the grid must be {n} rows of {n} values"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
                problems.append(f"{cell_name((r, c))} holds {v!r}, not a digit 1 to {n}")
    if problems:
        return problems
    for name, cells in puzzle.units():
        values = sorted(grid[r][c] for r, c in cells)
        if values != list(range(1, n + 1)):
            repeated = sorted({v for v in values if values.count(v) > 1})
            problems.append(f"{name} repeats {', '.join(map(str, repeated))}")
    for (r, c), v in puzzle.givens:
        if grid[r][c] != v:
            problems.append(f"{cell_name((r, c))} is given as {v}, not {grid[r][c]}")
    return problems
