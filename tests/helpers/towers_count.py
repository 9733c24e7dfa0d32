"""An independent count of a towers puzzle's solutions, for tests: rows chosen one at a time among
the permutations of 1..n that keep the givens and their row's clues, the columns kept distinct,
the column clues checked on the finished grid. Written from the rules alone (no solver code)."""

from __future__ import annotations

from itertools import permutations

from gridcraft.towers import TowersPuzzle


def _seen(heights: tuple[int, ...] | list[int]) -> int:
    count, tallest = 0, 0
    for h in heights:
        if h > tallest:
            count, tallest = count + 1, h
    return count


def count(puzzle: TowersPuzzle, limit: int = 2) -> int:
    """The number of solutions of ``puzzle``, counted up to ``limit`` (every one for n up to 6)."""
    n = puzzle.size
    given = dict(puzzle.givens)
    rows = []
    for r in range(n):
        left, right = puzzle.left[r], puzzle.right[r]
        rows.append(
            [
                p
                for p in permutations(range(1, n + 1))
                if all(given.get((r, c), p[c]) == p[c] for c in range(n))
                and (not left or _seen(p) == left)
                and (not right or _seen(p[::-1]) == right)
            ]
        )
    found = 0
    chosen: list[tuple[int, ...]] = []

    def columns_ok() -> bool:
        for c in range(n):
            column = [row[c] for row in chosen]
            top, bottom = puzzle.top[c], puzzle.bottom[c]
            if (top and _seen(column) != top) or (bottom and _seen(column[::-1]) != bottom):
                return False
        return True

    def place(r: int, used: list[set[int]]) -> None:
        nonlocal found
        if found >= limit:
            return
        if r == n:
            found += columns_ok()
            return
        for p in rows[r]:
            if all(p[c] not in used[c] for c in range(n)):
                chosen.append(p)
                place(r + 1, [used[c] | {p[c]} for c in range(n)])
                chosen.pop()

    place(0, [set() for _ in range(n)])
    return found
