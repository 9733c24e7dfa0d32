"""An independent check of a killer sudoku solution, written from the rules alone (no solver code)."""

from __future__ import annotations

from collections.abc import Sequence

from gridcraft.killer.model import KillerPuzzle, cell_name


def verify(puzzle: KillerPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """The rules ``grid`` breaks, as short sentences; an empty list when it solves ``puzzle``.

    ``grid`` is ``n`` rows of ``n`` values (any sequences). Checks: the shape; every value a digit
    1..n; each digit once in every row, column and box; every cage's sum, with no digit twice in a
    cage; the givens. Cost O(n^2).
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
    rows, cols = puzzle.box
    units = [(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
    units += [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)]
    for top in range(0, n, rows):
        for left in range(0, n, cols):
            cells = [(top + i, left + j) for i in range(rows) for j in range(cols)]
            units.append((f"the box at {cell_name((top, left))}", cells))
    for name, cells in units:
        values = sorted(grid[r][c] for r, c in cells)
        if values != list(range(1, n + 1)):
            repeated = sorted({v for v in values if values.count(v) > 1})
            problems.append(f"{name} repeats {', '.join(map(str, repeated))}")
    for cage in puzzle.cages:
        values = [grid[r][c] for r, c in cage.cells]
        where = f"the cage {cage.total} at {cell_name(cage.cells[0])}"
        if sum(values) != cage.total:
            problems.append(f"{where} adds up to {sum(values)}")
        if len(set(values)) != len(values):
            problems.append(f"{where} repeats a digit")
    for (r, c), v in puzzle.givens:
        if grid[r][c] != v:
            problems.append(f"{cell_name((r, c))} is given as {v}, not {grid[r][c]}")
    return problems
