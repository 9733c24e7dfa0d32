"""An independent count of a sudoku's solutions for the tests: plain backtracking over the units
of the rules (rows, columns, boxes or regions, diagonals), written from the rules alone, no code
of the Latin core."""

from __future__ import annotations

from gridcraft.sudoku import SudokuPuzzle


def count(puzzle: SudokuPuzzle, limit: int = 2) -> int:
    """How many solutions ``puzzle`` has, counting stops at ``limit``: each step fills the empty
    cell with the fewest digits its units allow."""
    n = puzzle.size
    units = [[r * n + c for r, c in cells] for _, cells in puzzle.units()]
    peers: list[set[int]] = [set() for _ in range(n * n)]
    for unit in units:
        for i in unit:
            peers[i].update(unit)
    grid = [0] * (n * n)
    for (r, c), v in puzzle.givens:
        grid[r * n + c] = v
    for i in range(n * n):
        peers[i].discard(i)
        if grid[i] and any(grid[j] == grid[i] for j in peers[i]):
            return 0
    found = 0

    def search() -> None:
        nonlocal found
        best, options = -1, set[int]()
        for i in range(n * n):
            if grid[i]:
                continue
            free = set(range(1, n + 1)) - {grid[j] for j in peers[i]}
            if best < 0 or len(free) < len(options):
                best, options = i, free
                if len(free) < 2:
                    break
        if best < 0:
            found += 1
            return
        for d in sorted(options):
            grid[best] = d
            search()
            if found >= limit:
                break
        grid[best] = 0

    search()
    return found
