"""An independent check of a futoshiki solution, written from the rules alone (no solver code)."""

from __future__ import annotations

from collections.abc import Sequence

from gridcraft.futoshiki.model import FutoshikiPuzzle, cell_name, neighbours


def verify(puzzle: FutoshikiPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """The rules ``grid`` breaks, as short sentences; an empty list when it solves ``puzzle``.

    ``grid`` is ``n`` rows of ``n`` values (any sequences). Checks: the shape; every value a digit
    1..n; each digit once in every row and column; the givens; every sign; in adjacent mode,
    neighbours 1 apart across each bar and more than 1 apart elsewhere. Cost O(n^2).
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
    lines = [(f"row {r + 1}", [grid[r][c] for c in range(n)]) for r in range(n)]
    lines += [(f"column {c + 1}", [grid[r][c] for r in range(n)]) for c in range(n)]
    for name, values in lines:
        if sorted(values) != list(range(1, n + 1)):
            repeated = sorted({v for v in values if values.count(v) > 1})
            problems.append(f"{name} repeats {', '.join(map(str, repeated))}")
    for (r, c), v in puzzle.givens:
        if grid[r][c] != v:
            problems.append(f"{cell_name((r, c))} is given as {v}, not {grid[r][c]}")
    for (ra, ca), (rb, cb) in puzzle.less:
        if not grid[ra][ca] < grid[rb][cb]:
            problems.append(
                f"{cell_name((ra, ca))} = {grid[ra][ca]} is not less than {cell_name((rb, cb))} = {grid[rb][cb]}"
            )
    if puzzle.adjacent:
        barred = set(puzzle.bars)
        for (ra, ca), (rb, cb) in neighbours(n):
            a, b = grid[ra][ca], grid[rb][cb]
            names = f"{cell_name((ra, ca))} = {a} and {cell_name((rb, cb))} = {b}"
            if ((ra, ca), (rb, cb)) in barred and abs(a - b) != 1:
                problems.append(f"{names} differ by {abs(a - b)} across a bar")
            elif ((ra, ca), (rb, cb)) not in barred and abs(a - b) == 1:
                problems.append(f"{names} differ by 1 with no bar between them")
    return problems
