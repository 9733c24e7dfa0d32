"""An independent counter of kakuro solutions for the tests: plain backtracking over the white
cells in reading order, written from the rules alone (no code of the core's search or ladder)."""

from __future__ import annotations

from gridcraft.kakuro import KakuroPuzzle


def count(puzzle: KakuroPuzzle, limit: int = 2) -> int:
    """The solutions of ``puzzle``, counted up to ``limit``."""
    cells = sorted(puzzle.white)
    sums = {cell: (d, a) for cell, d, a in puzzle.sums}
    runs: dict[tuple[int, int], list[tuple[list[tuple[int, int]], int]]] = {c: [] for c in cells}
    for dr, dc, k in ((0, 1, 1), (1, 0, 0)):
        for r, c in cells:
            if (r - dr, c - dc) in puzzle.white:
                continue
            line = []
            rr, cc = r, c
            while (rr, cc) in puzzle.white:
                line.append((rr, cc))
                rr, cc = rr + dr, cc + dc
            if len(line) < 2:
                continue
            total = sums[(r - dr, c - dc)][k]
            for cell in line:
                runs[cell].append((line, total))
    grid: dict[tuple[int, int], int] = dict(puzzle.givens)
    found = 0

    def fits(cell: tuple[int, int], v: int) -> bool:
        for line, total in runs[cell]:
            placed = [grid[x] for x in line if x in grid]
            if v in placed:
                return False
            s = sum(placed) + v
            left = len(line) - len(placed) - 1
            if left == 0 and s != total:
                return False
            if left and (s + left * (left + 1) // 2 > total or s + sum(range(10 - left, 10)) < total):
                return False
        return True

    def walk(at: int) -> None:
        nonlocal found
        if found >= limit:
            return
        if at == len(cells):
            found += 1
            return
        cell = cells[at]
        if cell in dict(puzzle.givens):
            v = grid.pop(cell)
            if fits(cell, v):
                grid[cell] = v
                walk(at + 1)
            grid[cell] = v
            return
        for v in range(1, 10):
            if fits(cell, v):
                grid[cell] = v
                walk(at + 1)
                del grid[cell]

    walk(0)
    return found
