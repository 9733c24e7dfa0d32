"""Crossword grids for the filler's benchmark and tests: rotationally symmetric block patterns in
the American style (every white cell in an across and a down entry of 3+ letters, the white cells
connected), drawn with a seed.

A grid of ``size`` and ``blocks`` with seed ``s`` is made by adding symmetric pairs of blocks at
cells drawn by ``random.Random(f"{size}-{blocks}-{s}")``, each kept only when the grid still obeys
the rules, until ``blocks`` are placed (a draw that gets stuck starts again with the next
sub-seed). Usage: ``python benchmarks/fill_grids.py SIZE BLOCKS SEED`` prints the grid.
"""

from __future__ import annotations

import random
import sys

from gridcraft.grid import components

Cell = tuple[int, int]


def _runs_ok(white: set[Cell], size: int, cells: list[Cell]) -> bool:
    """True when every run of white cells through the rows and columns of ``cells`` is 3+ long."""
    rows = {r for r, _ in cells}
    cols = {c for _, c in cells}
    lines = [[(r, c) for c in range(size)] for r in rows] + [[(r, c) for r in range(size)] for c in cols]
    for line in lines:
        run = 0
        for cell in [*line, None]:
            if cell is not None and cell in white:
                run += 1
                continue
            if 0 < run < 3:
                return False
            run = 0
    return True


def _connected(white: set[Cell]) -> bool:
    return len(components(sorted(white))) == 1


def make_grid(size: int, blocks: int, seed: int) -> list[str]:
    """A ``size`` x ``size`` grid of ``blocks`` blocks (``#``) and empty cells (``.``).

    Raises:
        ValueError: no such grid found in 200 draws.
    """
    for attempt in range(200):
        rng = random.Random(f"{size}-{blocks}-{seed}-{attempt}")
        white = {(r, c) for r in range(size) for c in range(size)}
        cells = sorted(white)
        tries = 0
        while size * size - len(white) < blocks and tries < 4000:
            tries += 1
            cell = rng.choice(cells)
            mate = (size - 1 - cell[0], size - 1 - cell[1])
            pair = {cell, mate}
            if not pair <= white or size * size - len(white) + len(pair) > blocks:
                continue
            trial = white - pair
            if _runs_ok(trial, size, list(pair)) and _connected(trial):
                white = trial
        if size * size - len(white) == blocks:
            return ["".join("." if (r, c) in white else "#" for c in range(size)) for r in range(size)]
    raise ValueError(f"no {size} x {size} grid with {blocks} blocks found for seed {seed}")


if __name__ == "__main__":
    print("\n".join(make_grid(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))))
