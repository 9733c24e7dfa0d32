"""Random KenKen puzzles for the tests: a random Latin square cut into random connected cages.

Seeded with an explicit ``random.Random``, so every test run sees the same puzzles.
"""

from __future__ import annotations

import random
from math import prod

from gridcraft.kenken import Cage, KenKenPuzzle, Op

Grid = tuple[tuple[int, ...], ...]


def random_latin(n: int, rng: random.Random) -> Grid:
    """A random n x n Latin square (values 1..n), by backtracking in reading order with shuffled values."""
    grid = [[0] * n for _ in range(n)]

    def fill(k: int) -> bool:
        if k == n * n:
            return True
        r, c = divmod(k, n)
        values = list(range(1, n + 1))
        rng.shuffle(values)
        for v in values:
            if v in grid[r][:c] or any(grid[i][c] == v for i in range(r)):
                continue
            grid[r][c] = v
            if fill(k + 1):
                return True
        grid[r][c] = 0
        return False

    assert fill(0)
    return tuple(tuple(row) for row in grid)


def random_regions(n: int, rng: random.Random, max_size: int) -> list[list[tuple[int, int]]]:
    """A random partition of the n x n grid into connected regions of 1..max_size cells."""
    free = {(r, c) for r in range(n) for c in range(n)}
    order = sorted(free)
    rng.shuffle(order)
    regions = []
    for start in order:
        if start not in free:
            continue
        region = [start]
        free.discard(start)
        want = rng.randint(1, max_size)
        while len(region) < want:
            frontier = sorted(
                {(r + dr, c + dc) for r, c in region for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))} & free
            )
            if not frontier:
                break
            cell = rng.choice(frontier)
            free.discard(cell)
            region.append(cell)
        regions.append(region)
    return regions


def random_puzzle(
    n: int, rng: random.Random, *, max_size: int = 4, no_op: float = 0.0
) -> tuple[KenKenPuzzle, Grid]:
    """A random puzzle that ``solution`` solves, and that solution.

    Each cage gets an operation that fits its size and values (``-`` and ``/`` on two cells, ``/``
    only for an exact quotient), chosen at random; with probability ``no_op`` a cage of two or more
    cells shows only its target.
    """
    solution = random_latin(n, rng)
    cages = []
    for region in random_regions(n, rng, max_size):
        values = [solution[r][c] for r, c in region]
        if len(values) == 1:
            cages.append(Cage(values[0], Op.EQ, tuple(region)))
            continue
        ops = [Op.ADD, Op.MUL]
        if len(values) == 2:
            ops.append(Op.SUB)
            if max(values) % min(values) == 0:
                ops.append(Op.DIV)
        op = rng.choice(ops)
        target = {
            Op.ADD: sum(values),
            Op.MUL: prod(values),
            Op.SUB: max(values) - min(values),
            Op.DIV: max(values) // min(values),
        }[op]
        cages.append(Cage(target, None if rng.random() < no_op else op, tuple(region)))
    return KenKenPuzzle(n, tuple(cages)), solution
