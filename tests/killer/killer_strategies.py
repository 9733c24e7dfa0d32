"""Hypothesis strategies of killer sudoku for the tests (importable as ``killer_strategies``)."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from gridcraft.killer import Cage, KillerPuzzle
from gridcraft.killer.make import filled_grid, solo_cages

BOXES = [(1, 1), (1, 2), (2, 2), (2, 3), (3, 2), (3, 3)]


@st.composite
def puzzles_and_solutions(draw: st.DrawFn) -> tuple[KillerPuzzle, tuple[tuple[int, ...], ...]]:
    """A random killer sudoku with its solution: Solo-like cages, some cells left out of every
    cage, some givens."""
    box = draw(st.sampled_from(BOXES))
    n = box[0] * box[1]
    rng = random.Random(draw(st.integers(0, 2**32)))
    cages = solo_cages(n, rng) if n > 1 else [[(0, 0)]]
    grid = filled_grid(n, box, cages, rng)
    if grid is None:  # pragma: no cover - the search has room for every small grid
        grid = filled_grid(n, box, [], rng)
        cages = [[cell] for cells in cages for cell in cells]
    assert grid is not None
    kept = [cells for cells in cages if draw(st.booleans()) or len(cages) == 1]
    made = tuple(Cage(tuple(cells), sum(grid[r][c] for r, c in cells)) for cells in kept)
    cells = [(r, c) for r in range(n) for c in range(n)]
    givens = draw(st.lists(st.sampled_from(cells), unique=True, max_size=3))
    puzzle = KillerPuzzle(n, box, made, tuple((cell, grid[cell[0]][cell[1]]) for cell in givens))
    return puzzle, grid
