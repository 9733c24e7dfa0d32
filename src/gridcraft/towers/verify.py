"""An independent check of a towers solution, written from the rules alone (no solver code)."""

from __future__ import annotations

from collections.abc import Sequence

from gridcraft.towers.model import TowersPuzzle, cell_name


def verify(puzzle: TowersPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """The rules ``grid`` breaks, as short sentences; an empty list when it solves ``puzzle``.

    ``grid`` is ``n`` rows of ``n`` heights (any sequences). Checks: the shape; every value a
    height 1..n; each height once in every row and column; each clue's count of towers seen; the
    givens. Cost O(n^2).
    """
    n = puzzle.size
    if len(grid) != n or any(len(row) != n for row in grid):
        return [f"the grid must be {n} rows of {n} heights"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
                problems.append(f"{cell_name((r, c))} holds {v!r}, not a height 1 to {n}")
    if problems:
        return problems
    lines = [(f"row {r + 1}", [grid[r][c] for c in range(n)]) for r in range(n)]
    lines += [(f"column {c + 1}", [grid[r][c] for r in range(n)]) for c in range(n)]
    for name, values in lines:
        if sorted(values) != list(range(1, n + 1)):
            repeated = sorted({v for v in values if values.count(v) > 1})
            problems.append(f"{name} repeats {', '.join(map(str, repeated))}")
    for side, i, k, cells in puzzle.sightlines():
        count, tallest = 0, 0
        for r, c in cells:
            if grid[r][c] > tallest:
                count, tallest = count + 1, grid[r][c]
        if count != k:
            seen = "1 tower is" if count == 1 else f"{count} towers are"
            problems.append(f"{puzzle.clue_name(side, i)} is {k}, but {seen} seen")
    for (r, c), v in puzzle.givens:
        if grid[r][c] != v:
            problems.append(f"{cell_name((r, c))} is given as {v}, not {grid[r][c]}")
    return problems
