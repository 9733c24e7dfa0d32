"""Making sudokus with sum cages (killer sudoku) at a Solo grade: the walk of the killer maker, in
Python (the reference) and in C (``_maker.c``, draw for draw the same).

Algorithm (our own, after the outline of Simon Tatham's Solo generator, whose killer loop grades
random cages over random grids until one lands on the grade):

1. Cages as Solo draws them (:func:`solo_cages`): cells in reading order each start a cage and,
   three times in four, take their right or lower neighbour; a cell left alone then joins a
   neighbouring cage.
2. A random filled grid whose cages repeat no digit (:func:`filled_grid`).
3. Sums from the grid; the puzzle is graded with Solo's deductions up to the requested grade and
   scored (:func:`score`): 0 at the grade, the levels short when easier, above 10 when those
   deductions leave it unsolved (the more candidates left, the higher). For Unreasonable, a puzzle
   the deductions up to Extreme leave unsolved scores 0 when it has one solution.
4. A walk of random moves (:func:`moved`), each kept when the score does not rise: two neighbouring
   cages with no digit in common merge, a cell moves to a neighbouring cage, or a cage of four or
   more cells splits in two. After ``moves`` moves without a lower score (on a 9 x 9 per grade,
   :data:`MOVES`: few where fresh draws often land on the grade, more where they seldom do), new
   cages and a new grid are drawn.
5. A puzzle scoring 0 is graded by Solo's whole ladder (guessing included) and kept when that grade
   is the requested one and the grid it reaches is valid (:func:`~.count.valid`).

Every random draw is ``random.Random._randbelow`` (through ``randrange``, ``randint``, ``choice`` and
``shuffle``), which the C loop restates on the same Mersenne Twister: the same seed gives the same
puzzle with and without C. Cells are ``(row, col)`` here and ``row * n + col`` in the results.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gridcraft.engine import Budget, native
from gridcraft.grid import components
from gridcraft.latin.model import Boxes, Cell
from gridcraft.latin.solo.count import count_solutions, valid
from gridcraft.latin.solo.solver import DEDUCTIONS, KillerLevel, Level, Outcome, solve

if TYPE_CHECKING:  # the types of what C returns: _solo.pyi
    from gridcraft.latin.solo import _solo
else:
    _solo = native.load("gridcraft.latin.solo._solo")  # None: built without a C compiler

#: moves tried without a lower score before a new grid is drawn, per grade, on a 9 x 9: none at
#: Trivial (a fresh draw is Trivial one time in five), more where fresh draws seldom land on the
#: grade (measured with the C loop over 60 to 200 seeds per value, 20 at Extreme and Unreasonable:
#: Trivial 0 to 20, Basic 0 to 20, Intermediate 5 to 100, Advanced 5 to 100, Extreme 20 to 1000,
#: Unreasonable 20 to 200)
MOVES = {
    Level.TRIVIAL: 0,
    Level.BASIC: 5,
    Level.INTERMEDIATE: 20,
    Level.ADVANCED: 30,
    Level.EXTREME: 200,
    Level.UNREASONABLE: 20,
}
#: the same on other sides, every grade: fresh 6 x 6 draws are nearly all Trivial and fresh 12 x 12
#: ones seldom are, so the walk does the work there (with 9 x 9's table some 6 x 6 Basic seeds need
#: 385 of the 400 grids, and 9 of 40 12 x 12 Trivial seeds find none)
OTHER_MOVES = 100
#: what a walk ended with
MADE, LATE, GAVE_UP = 0, 1, 2
_PYTHON = 3  # the C loop drew a cage beyond its arrays (it cannot): the Python loop runs instead


@dataclass(frozen=True, slots=True)
class WalkCage:
    """A cage of the walk: its cells (sorted) and the sum of their digits."""

    cells: tuple[Cell, ...]
    total: int


@dataclass(frozen=True, slots=True)
class WalkSquare:
    """A sudoku with sum cages as the walk grades it (a :class:`~.board.SumSquare`): the cages
    sorted by their first cell, as the killer model keeps them (Solo's grade depends on the order)."""

    size: int
    box: Boxes
    cages: tuple[WalkCage, ...]
    givens: tuple[tuple[Cell, int], ...] = ()

    @property
    def regions(self) -> None:
        """The walk makes killer sudoku with boxes only: no jigsaw regions."""
        return None

    @property
    def diagonals(self) -> bool:
        """No X diagonals."""
        return False


@dataclass(frozen=True, slots=True)
class Walked:
    """How a walk ended: ``status`` :data:`MADE` (then ``cages``, (cell indices, total) sorted by
    their first cell, ``solution``, n * n digits row by row, and what Solo's whole ladder found
    on the puzzle: its ``killer`` level and ``counts``, the steps of each deduction in the order
    of :data:`~.solver.DEDUCTIONS`), :data:`LATE` (the budget ran out) or :data:`GAVE_UP` (no
    puzzle in ``attempts`` grids); ``grids`` drawn and puzzles ``graded`` (the last grade by the
    whole ladder not counted)."""

    status: int
    grids: int
    graded: int
    cages: tuple[tuple[tuple[int, ...], int], ...] = ()
    solution: tuple[int, ...] = ()
    killer: KillerLevel = KillerLevel.SINGLE
    counts: tuple[tuple[str, int], ...] = ()


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


def filled_grid(n: int, box: Boxes, cages: list[list[Cell]], rng: random.Random) -> tuple[int, ...] | None:
    """A random solved sudoku whose ``cages`` repeat no digit (n * n digits row by row), or None
    when none is found within 20 n^3 nodes: a depth-first search on the first open cell with the
    fewest free digits, its digits in random order."""
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

    return tuple(grid) if search() else None


def moved(
    cages: list[list[Cell]], solution: tuple[int, ...], max_cage: int, rng: random.Random
) -> list[list[Cell]] | None:
    """The cages after one random move, or None when the move drawn cannot be made: a merge of two
    neighbouring cages, a cell moved from its cage to a neighbouring one, or a cage split in two
    (every cage keeps two cells or more, connected, with no digit twice)."""
    n = math.isqrt(len(solution))
    if not cages:  # a 1 x 1 grid: nothing to move (and nothing drawn)
        return None
    owner = {cell: k for k, cells in enumerate(cages) for cell in cells}
    k = rng.randrange(len(cages))
    cells = cages[k]
    kind = rng.randrange(3)
    if kind == 2:  # split
        if len(cells) < 4:
            return None
        part = [rng.choice(cells)]
        size = rng.randint(2, len(cells) - 2)
        while len(part) < size:
            grow = [c for c in cells if c not in part and any(_next(c, p) for p in part)]
            part.append(rng.choice(grow))
        rest = [c for c in cells if c not in part]
        if len(components(rest)) != 1:
            return None
        return [c for i, c in enumerate(cages) if i != k] + [sorted(part), sorted(rest)]
    border = [(cell, owner[o]) for cell in cells for o in _around(cell) if owner.get(o, k) != k]
    if not border:
        return None
    cell, j = rng.choice(border)
    other = cages[j]
    held = {solution[r * n + c] for r, c in other}
    if kind == 0:  # merge
        if len(cells) + len(other) > max_cage:
            return None
        if {solution[r * n + c] for r, c in cells} & held:
            return None
        return [c for i, c in enumerate(cages) if i not in (k, j)] + [sorted(cells + other)]
    rest = [c for c in cells if c != cell]  # move ``cell`` to the neighbouring cage
    if len(rest) < 2 or len(other) >= max_cage or solution[cell[0] * n + cell[1]] in held:
        return None
    if len(components(rest)) != 1:
        return None
    return [c for i, c in enumerate(cages) if i not in (k, j)] + [rest, sorted([*other, cell])]


def _around(cell: Cell) -> list[Cell]:
    r, c = cell
    return [(r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)]


def _next(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def square(n: int, box: Boxes, cages: list[list[Cell]], solution: tuple[int, ...]) -> WalkSquare:
    """The puzzle of ``cages`` over ``solution``: sums from the grid, cages by their first cell."""
    made = (WalkCage(tuple(cells), sum(solution[r * n + c] for r, c in cells)) for cells in cages)
    return WalkSquare(n, box, tuple(sorted(made, key=lambda cage: cage.cells[0])))


def score(puzzle: WalkSquare, target: Level, strict: bool) -> float:
    """0 when ``puzzle`` is graded ``target``; the levels it falls short when easier (a killer level
    below Solo's counts half a level when ``strict``); above 10 when the deductions up to ``target``
    do not solve it, the more so the more candidates they leave."""
    out = solve(puzzle, min(target, Level.EXTREME))
    stuck = 10 + out.left / (puzzle.size**3)
    if target == Level.UNREASONABLE and out.level > Level.EXTREME:  # Solo would guess: unique?
        if out.contradiction or count_solutions(puzzle) != 1:
            return stuck
        return 0.5 if strict and out.killer != KillerLevel.INTERSECT else 0.0
    if out.level > target:
        return stuck
    short = float(target - out.level)
    if strict and out.killer != KillerLevel.INTERSECT:
        short += 0.5
    return short


def at_grade(puzzle: WalkSquare, target: Level) -> Outcome | None:
    """What Solo's whole ladder (guessing included) finds on ``puzzle`` when it grades it
    ``target`` and reaches a valid grid (Solo's own verdict, as the killer grader gives it); else
    None."""
    out = solve(puzzle)
    return out if out.level == target and valid(puzzle, out.grid) else None


def ordered(counts: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    """The steps of each deduction that fired, in the order of :data:`~.solver.DEDUCTIONS` (the
    same whichever ladder counted them)."""
    return tuple((name, counts[name]) for name in DEDUCTIONS if counts.get(name))


def walk(
    n: int,
    box: Boxes,
    target: Level,
    seed: str,
    *,
    strict: bool = True,
    max_cage: int | None = None,
    moves: int | None = None,
    attempts: int = 400,
    budget: Budget | None = None,
) -> Walked:
    """The walk from ``random.Random(seed)`` to a puzzle of side ``n`` graded ``target`` (see the
    module): in C where it is built (:func:`walk_native`), else :func:`walk_python`, the same
    draws either way. ``max_cage`` (default ``n // 2 + 1``) bounds a cage a move makes; ``moves``
    defaults to :data:`MOVES` on a 9 x 9, :data:`OTHER_MOVES` otherwise; ``budget`` is read
    between grades. Cost (9 x 9): a millisecond or a few per puzzle in C up to Advanced, tenths of
    a second at Extreme; a few hundred times as long in Python."""
    limit = max(max_cage or n // 2 + 1, 2)
    steps = moves if moves is not None else MOVES[target] if n == 9 else OTHER_MOVES
    if native.enabled(_solo):
        found = walk_native(n, box, target, seed, strict, limit, steps, attempts, budget)
        if found is not None:
            return found
    return walk_python(n, box, target, seed, strict, limit, steps, attempts, budget)


def walk_native(
    n: int,
    box: Boxes,
    target: Level,
    seed: str,
    strict: bool,
    max_cage: int,
    moves: int,
    attempts: int,
    budget: Budget | None,
) -> Walked | None:
    """:func:`walk_python` in C; ``None`` when the C loop is not built or does not take the request
    (a side below 2, moves making cages above ``n`` cells, a budget on a clock other than
    ``time.monotonic``)."""
    if _solo is None or n < 2 or max_cage > n:
        return None
    if budget is not None and budget.clock is not time.monotonic:  # C reads time.monotonic's clock
        return None
    if budget is not None and budget.expired():
        return Walked(LATE, 1, 0)
    deadline = budget.deadline if budget is not None and budget.deadline is not None else math.inf
    status, grids, count, cages, solution, counts, killer = _solo.make(
        n, box[0], box[1], int(target), strict, max_cage, moves, attempts, seed_key(seed), deadline
    )
    if status == _PYTHON:
        return None
    if status == LATE and budget is not None:
        budget.expired()  # marks it exhausted, as the Python loop's reading does
    if cages is None or solution is None or counts is None:
        return Walked(status, grids, count)
    steps = ordered(dict(zip(DEDUCTIONS, counts, strict=True)))
    return Walked(status, grids, count, tuple(cages), tuple(solution), KillerLevel(killer), steps)


def walk_python(
    n: int,
    box: Boxes,
    target: Level,
    seed: str,
    strict: bool,
    max_cage: int,
    moves: int,
    attempts: int,
    budget: Budget | None,
) -> Walked:
    """The walk in Python: the reference."""
    rng = random.Random(seed)
    count = 0
    for attempt in range(1, attempts + 1):
        if budget is not None and budget.expired():
            return Walked(LATE, attempt, count)
        cages = solo_cages(n, rng)
        solution = filled_grid(n, box, cages, rng)
        if solution is None:
            continue
        now = score(square(n, box, cages, solution), target, strict)
        count += 1
        stale = 0
        while now and stale < moves:
            if budget is not None and budget.expired():
                return Walked(LATE, attempt, count)
            stale += 1
            changed = moved(cages, solution, max_cage, rng)
            if changed is None:
                continue
            then = score(square(n, box, changed, solution), target, strict)
            count += 1
            if then <= now:
                if then < now:
                    stale = 0
                cages, now = changed, then
        if not now:
            puzzle = square(n, box, cages, solution)
            out = at_grade(puzzle, target)
            if out is not None:
                coded = tuple((tuple(r * n + c for r, c in cage.cells), cage.total) for cage in puzzle.cages)
                return Walked(MADE, attempt, count, coded, solution, out.killer, ordered(out.counts))
    return Walked(GAVE_UP, attempts, count)


def seed_key(seed: str) -> bytes:
    """The bytes of the integer ``random.Random(seed)`` seeds its Mersenne Twister with (version 2
    seeding), big-endian: ``seed``'s UTF-8 bytes and their SHA-512."""
    text = seed.encode()
    return text + hashlib.sha512(text).digest()
