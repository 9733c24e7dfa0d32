"""Hypothesis strategies of sudokus with sum cages for the Solo ladder's tests (importable as
``solo_strategies``): written without the ladder and without any kind, so that the C ladder and
the Python reference meet puzzles neither made."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import strategies as st

Cell = tuple[int, int]
BOXES = [(1, 1), (1, 2), (2, 1), (2, 2), (2, 2), (2, 3), (3, 2), (2, 3), (3, 3), (2, 4)]


@dataclass(frozen=True, slots=True)
class Cage:
    cells: tuple[Cell, ...]
    total: int


@dataclass(frozen=True, slots=True)
class Square:
    """A :class:`gridcraft.latin.solo.SumSquare`: cages need not cover the grid, and a total or a
    given may be wrong (the ladder then finds a contradiction, or several solutions)."""

    size: int
    box: tuple[int, int]
    cages: tuple[Cage, ...]
    givens: tuple[tuple[Cell, int], ...] = ()
    regions: tuple[tuple[Cell, ...], ...] | None = None
    diagonals: bool = False


def solved_grid(box: tuple[int, int], rng: random.Random) -> list[list[int]]:
    """A random solved sudoku with boxes of ``box``: the pattern (cols * (r % rows) + r // rows + c)
    mod n, with its digits, the rows within a band, the bands, the columns within a stack and the
    stacks shuffled."""
    rows, cols = box
    n = rows * cols
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    bands = list(range(cols))  # n // rows bands of `rows` rows
    rng.shuffle(bands)
    order_r = [b * rows + i for b in bands for i in rng.sample(range(rows), rows)]
    stacks = list(range(rows))  # n // cols stacks of `cols` columns
    rng.shuffle(stacks)
    order_c = [s * cols + j for s in stacks for j in rng.sample(range(cols), cols)]
    return [[digits[(cols * (r % rows) + r // rows + c) % n] for c in order_c] for r in order_r]


def random_cages(grid: list[list[int]], rng: random.Random, most: int) -> list[list[Cell]]:
    """Connected groups of cells with no digit twice, of 1 to ``most`` cells, covering the grid."""
    n = len(grid)
    owner: dict[Cell, int] = {}
    cages: list[list[Cell]] = []
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    for cell in cells:
        if cell in owner:
            continue
        cage, held = [cell], {grid[cell[0]][cell[1]]}
        owner[cell] = len(cages)
        want = rng.randint(1, most)
        while len(cage) < want:
            grow = [
                (r + dr, c + dc)
                for r, c in cage
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= r + dr < n and 0 <= c + dc < n and (r + dr, c + dc) not in owner
                and grid[r + dr][c + dc] not in held
            ]  # fmt: skip
            if not grow:
                break
            pick = rng.choice(grow)
            owner[pick] = len(cages)
            cage.append(pick)
            held.add(grid[pick[0]][pick[1]])
        cages.append(sorted(cage))
    return cages


@st.composite
def squares(draw: st.DrawFn, boxes: list[tuple[int, int]] = BOXES) -> tuple[Square, list[list[int]]]:
    """A random sudoku with sum cages and a solution of its cages: most cells caged, the cages in
    reading order or shuffled, now and then a total one off or a wrong given."""
    box = draw(st.sampled_from(boxes))
    n = box[0] * box[1]
    rng = random.Random(draw(st.integers(0, 2**32)))
    grid = solved_grid(box, rng)
    cages = random_cages(grid, rng, draw(st.integers(1, min(n, 5))))
    keep = draw(st.floats(0.5, 1.0))
    made = []
    for cells in sorted(cages):
        if rng.random() > keep:
            continue
        total = sum(grid[r][c] for r, c in cells)
        if rng.random() < 0.03:
            total = max(1, total + rng.choice((-1, 1)))
        made.append(Cage(tuple(cells), total))
    if draw(st.booleans()):  # the ladder reads the cages in the order given
        rng.shuffle(made)
    givens = []
    for _ in range(draw(st.integers(0, 3))):
        r, c = rng.randrange(n), rng.randrange(n)
        wrong = rng.random() < 0.1
        givens.append(((r, c), rng.randint(1, n) if wrong else grid[r][c]))
    unique_givens = tuple(sorted(dict(givens).items()))
    return Square(n, box, tuple(made), unique_givens), grid


def starts(grid: list[list[int]], rng: random.Random) -> list[tuple[int, ...]]:
    """Grids to start from (indices row * n + col, 0: empty): part of the solution, and the same with
    two cells changed (a digit, or emptied)."""
    n = len(grid)
    flat = [v for row in grid for v in row]
    part = [v if rng.random() < 0.3 else 0 for v in flat]
    spoilt = list(part)
    for _ in range(2):
        spoilt[rng.randrange(n * n)] = rng.randint(0, n)
    return [tuple(part), tuple(spoilt)]


def scattered_regions(n: int, rng: random.Random) -> tuple[tuple[Cell, ...], ...]:
    """``n`` regions of ``n`` cells drawn at random (not connected: the ladder does not need it),
    in a random order, each one's cells shuffled."""
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    return tuple(tuple(cells[k * n : (k + 1) * n]) for k in range(n))


@st.composite
def unit_squares(draw: st.DrawFn) -> Square:
    """A small sudoku with no cages and a few givens (wrong ones too): jigsaw regions drawn at
    random or boxes, with or without the X diagonals."""
    box = draw(st.sampled_from([(2, 2), (2, 3), (3, 2), (1, 5)]))
    n = box[0] * box[1]
    rng = random.Random(draw(st.integers(0, 2**32)))
    regions = scattered_regions(n, rng) if draw(st.booleans()) else None
    givens = {}
    for _ in range(draw(st.integers(0, n))):
        givens[(rng.randrange(n), rng.randrange(n))] = rng.randint(1, n)
    return Square(n, box, (), tuple(sorted(givens.items())), regions, draw(st.booleans()))
