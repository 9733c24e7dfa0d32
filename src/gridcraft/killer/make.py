"""Making killer sudoku of a chosen size and Solo grade, each with exactly one solution.

Algorithm (our own, after the outline of Simon Tatham's Solo generator):

1. Cages as Solo draws them: cells in reading order each start a cage and, three times in four,
   take their right or lower neighbour; a cell left alone then joins a neighbouring cage.
2. A random filled grid whose cages repeat no digit (depth-first search, the cell with the
   fewest candidates first, digits in random order).
3. Sums from the grid; the puzzle is graded with Solo's deductions up to the requested grade
   (:mod:`gridcraft.killer.solo_solver`). Too easy: two neighbouring cages with no digit in common
   merge (less information). Too hard or not unique: the last merge is undone and another tried;
   after :data:`FAILURES` such failures in a row, or :data:`MOVES` moves, new cages and a new
   grid are drawn.

A made puzzle is graded exactly at the requested grade; below Unreasonable the deductions solve
it, which proves it unique, and at Unreasonable Solo's guessing proves it unique. With
``strict`` (the default) its killer level is also the one Solo's generator insists on (a
region's leftover cell placed at least once). The same seed gives the same puzzle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.killer.grade import GRADES, Grade, grade
from gridcraft.killer.model import Cage, Cell, Grid, KillerPuzzle, default_box
from gridcraft.killer.solo_solver import KillerLevel, Level, solve

#: moves on one grid before a new one is drawn
MOVES = 60
#: failed merges in a row before a new grid is drawn
FAILURES = 12
#: grids drawn before giving up
ATTEMPTS = 400


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle: the puzzle, its only solution (``n`` rows of digits), its :class:`Grade`,
    and how many grids were drawn and puzzles graded to make it."""

    puzzle: KillerPuzzle
    solution: Grid
    grade: Grade
    grids: int
    graded: int


def solo_cages(n: int, rng: random.Random) -> list[list[Cell]]:
    """Cages drawn as Solo draws them (its ``gen_killer_cages``, with one-cell cages removed):
    cages of two cells, and of three or more where a lone cell joined a neighbour."""
    owner = [[-1] * n for _ in range(n)]
    cages: list[list[Cell]] = []
    for r in range(n):
        for c in range(n):
            if owner[r][c] >= 0:
                continue
            owner[r][c] = len(cages)
            cages.append([(r, c)])
            if rng.randrange(16) >= 4:
                right = c + 1 < n and owner[r][c + 1] < 0
                if right and (r + 1 == n or rng.randrange(2)):
                    other = (r, c + 1)
                elif r + 1 < n:
                    other = (r + 1, c)
                else:
                    continue
                owner[other[0]][other[1]] = len(cages) - 1
                cages[-1].append(other)
    for k, cells in enumerate(cages):
        if len(cells) != 1:
            continue
        (r, c) = cells[0]
        if c + 1 < n and (r + 1 == n or rng.randrange(2)):
            other = (r, c + 1)
        elif r + 1 < n:
            other = (r + 1, c)
        else:
            other = (r, c - 1) if c else (r - 1, c)
        target = owner[other[0]][other[1]]
        cages[target].append((r, c))
        owner[r][c] = target
        cages[k] = []
    return [sorted(cells) for cells in cages if cells]


def filled_grid(n: int, box: tuple[int, int], cages: list[list[Cell]], rng: random.Random) -> Grid | None:
    """A random solved sudoku whose ``cages`` repeat no digit, or None when none is found within
    a node budget (a depth-first search, fewest candidates first, digits in random order)."""
    rows, cols = box
    peers: list[set[int]] = [set() for _ in range(n * n)]
    for i in range(n * n):
        r, c = divmod(i, n)
        for j in range(n * n):
            rr, cc = divmod(j, n)
            if j != i and (rr == r or cc == c or (rr // rows == r // rows and cc // cols == c // cols)):
                peers[i].add(j)
    for cells in cages:
        idx = [r * n + c for r, c in cells]
        for i in idx:
            peers[i].update(j for j in idx if j != i)
    grid = [0] * (n * n)
    budget = [20 * n * n * n]

    def search() -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        best, options = -1, list[int]()
        for i in range(n * n):
            if grid[i]:
                continue
            used = {grid[j] for j in peers[i]}
            free = [d for d in range(1, n + 1) if d not in used]
            if best < 0 or len(free) < len(options):
                best, options = i, free
                if len(free) <= 1:
                    break
        if best < 0:
            return True
        rng.shuffle(options)
        for d in options:
            grid[best] = d
            if search():
                return True
        grid[best] = 0
        return False

    if not search():
        return None
    return tuple(tuple(grid[r * n : r * n + n]) for r in range(n))


def _puzzle(n: int, box: tuple[int, int], cages: list[list[Cell]], solution: Grid) -> KillerPuzzle:
    return KillerPuzzle(
        n, box, tuple(Cage(tuple(cells), sum(solution[r][c] for r, c in cells)) for cells in cages)
    )


def _merges(cages: list[list[Cell]], solution: Grid, max_cage: int) -> list[tuple[int, int]]:
    """Pairs of neighbouring cages whose union repeats no digit and holds at most ``max_cage``."""
    owner = {cell: k for k, cells in enumerate(cages) for cell in cells}
    pairs = set()
    for k, cells in enumerate(cages):
        digits = {solution[r][c] for r, c in cells}
        for r, c in cells:
            for other in ((r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)):
                j = owner.get(other, k)
                if j <= k or len(cells) + len(cages[j]) > max_cage:
                    continue
                if not digits & {solution[rr][cc] for rr, cc in cages[j]}:
                    pairs.add((k, j))
    return sorted(pairs)


def make(
    grade_label: str = "Basic",
    size: int = 9,
    seed: int | str = 0,
    *,
    box: tuple[int, int] | None = None,
    max_cage: int | None = None,
    strict: bool = True,
) -> Made:
    """Make a killer sudoku of ``size`` graded ``grade_label`` (one of :data:`GRADES`, or its
    letter ``t b i a e u``) by Solo's grader, with exactly one solution.

    ``box`` defaults to :func:`default_box`; ``max_cage`` (default ``size // 2 + 1``) bounds a
    merged cage. Cost: a fraction of a second to minutes in pure Python, most for Extreme.

    Raises:
        InvalidPuzzle: an unknown grade, a box that does not tile the grid, or no puzzle found
            after :data:`ATTEMPTS` grids (a grade the size cannot reach: 4 x 4 puzzles are all
            Trivial in Solo).
    """
    label = {g[0].lower(): g for g in GRADES}.get(grade_label.lower(), grade_label.capitalize())
    if label not in GRADES:
        raise InvalidPuzzle(f"unknown grade {grade_label!r}: one of {', '.join(GRADES)}")
    target = Level(GRADES.index(label))
    box = box or default_box(size)
    if box[0] * box[1] != size:
        raise InvalidPuzzle(f"boxes of {box[0]} x {box[1]} do not tile a {size} x {size} grid")
    limit = max_cage or size // 2 + 1
    rng = random.Random(f"killer:{size}:{box}:{label}:{seed}")
    graded = 0
    for attempt in range(1, ATTEMPTS + 1):
        cages = solo_cages(size, rng)
        solution = filled_grid(size, box, cages, rng)
        if solution is None:
            continue
        base = cages
        failures = 0
        for _ in range(MOVES):
            puzzle = _puzzle(size, box, cages, solution)
            out = solve(puzzle, target)
            graded += 1
            done = out.level == target and (not strict or out.killer == KillerLevel.INTERSECT)
            if done:
                result = grade(puzzle)
                return Made(puzzle, solution, result, attempt, graded + 1)
            if out.level < target or out.level == target:
                base, failures = cages, 0  # too easy: merge on from here
            else:
                failures += 1  # too hard or not unique: undo, and try another merge
                if failures > FAILURES:
                    break
            pairs = _merges(base, solution, limit)
            if not pairs:
                break
            k, j = rng.choice(pairs)
            cages = [cells for i, cells in enumerate(base) if i not in (k, j)] + [sorted(base[k] + base[j])]
    raise InvalidPuzzle(f"no {size} x {size} killer sudoku graded {label} found in {ATTEMPTS} grids")
