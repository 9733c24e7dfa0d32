"""Making killer sudoku of a chosen size and Solo grade, each with exactly one solution.

Algorithm (our own, after the outline of Simon Tatham's Solo generator):

1. Cages as Solo draws them: cells in reading order each start a cage and, three times in four,
   take their right or lower neighbour; a cell left alone then joins a neighbouring cage.
2. A random filled grid whose cages repeat no digit (depth-first search, the cell with the
   fewest candidates first, digits in random order).
3. Sums from the grid; the puzzle is graded with Solo's deductions up to the requested grade
   (:mod:`gridcraft.latin.solo.solver`) and scored: 0 at the grade, the levels short when easier,
   above 10 when those deductions leave it unsolved (the more candidates left, the higher). For
   Unreasonable, a puzzle the deductions up to Extreme leave unsolved scores 0 when it has one
   solution (:func:`gridcraft.latin.solo.count.count_solutions`); Solo's own guessing then confirms
   the grade before the puzzle is returned.
4. A walk of random moves, each kept when the score does not rise: two neighbouring cages with
   no digit in common merge (less information), a cell moves to a neighbouring cage, or a cage of
   four or more cells splits in two (more information). After :data:`MOVES` moves without a lower
   score, new cages and a new grid are drawn.

A made puzzle is graded exactly at the requested grade; below Unreasonable the deductions solve
it, which proves it unique, and at Unreasonable Solo's guessing proves it unique. With
``strict`` (the default) its killer level is also the one Solo's generator insists on (a
region's leftover cell placed at least once). The same seed gives the same puzzle.
"""

from __future__ import annotations

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded

import random
from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import components
from gridcraft.killer.grade import GRADES, LETTERS, Grade, grade
from gridcraft.killer.model import Cage, Cell, Grid, KillerPuzzle, default_box
from gridcraft.latin.solo import KillerLevel, Level, solve
from gridcraft.latin.solo import count_solutions

#: moves tried without a lower score before a new grid is drawn
MOVES = 100
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


def _moves(
    cages: list[list[Cell]], solution: Grid, max_cage: int, rng: random.Random
) -> list[list[Cell]] | None:
    """The cages after one random move, or None when the move drawn cannot be made: a merge of two
    neighbouring cages, a cell moved from its cage to a neighbouring one, or a cage split in two
    (every cage keeps two cells or more, connected, with no digit twice)."""
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
    digit = solution[cell[0]][cell[1]]
    if kind == 0:  # merge
        if len(cells) + len(other) > max_cage:
            return None
        if {solution[r][c] for r, c in cells} & {solution[r][c] for r, c in other}:
            return None
        return [c for i, c in enumerate(cages) if i not in (k, j)] + [sorted(cells + other)]
    rest = [c for c in cells if c != cell]  # move ``cell`` to the neighbouring cage
    if len(rest) < 2 or len(other) >= max_cage or digit in {solution[r][c] for r, c in other}:
        return None
    if len(components(rest)) != 1:
        return None
    return [c for i, c in enumerate(cages) if i not in (k, j)] + [rest, sorted([*other, cell])]


def _around(cell: Cell) -> list[Cell]:
    r, c = cell
    return [(r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)]


def _next(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _score(puzzle: KillerPuzzle, target: Level, strict: bool) -> float:
    """0 when ``puzzle`` is graded ``target``; the levels it falls short when easier (a killer level
    below Solo's counts half a level); above 10 when the deductions up to ``target`` do not solve it,
    the more so the more candidates they leave."""
    out = solve(puzzle, min(target, Level.EXTREME))
    if target == Level.UNREASONABLE and out.level > Level.EXTREME:  # Solo would guess: unique?
        if out.contradiction or count_solutions(puzzle) != 1:
            return 10 + out.left / (puzzle.size**3)
        return 0.5 if strict and out.killer != KillerLevel.INTERSECT else 0.0
    if out.level > target:
        return 10 + out.left / (puzzle.size**3)
    short = float(target - out.level)
    if strict and out.killer != KillerLevel.INTERSECT:
        short += 0.5
    return short


def make(
    grade_label: str = "Basic",
    size: int = 9,
    seed: int | str = 0,
    *,
    box: tuple[int, int] | None = None,
    max_cage: int | None = None,
    strict: bool = True,
    budget: Budget | None = None,
) -> Made:
    """Make a killer sudoku of ``size`` graded ``grade_label`` (one of :data:`GRADES`, or its
    letter ``t b i a e u``) by Solo's grader, with exactly one solution.

    ``box`` defaults to :func:`default_box`; ``max_cage`` (default ``size // 2 + 1``) bounds a
    cage a move makes. Cost: a fraction of a second to minutes in pure Python, most for Extreme.

    ``budget`` (a :class:`gridcraft.engine.Budget`, ``None``: no limit) is checked between the
    grades of candidates.

    Raises:
        InvalidPuzzle: an unknown grade, a box that does not tile the grid, or no puzzle found
            after :data:`ATTEMPTS` grids (a grade the size cannot reach: 4 x 4 puzzles are all
            Trivial in Solo).
        BudgetExceeded: ``budget`` ran out first.
    """
    label = LETTERS.get(grade_label.lower(), grade_label.capitalize())
    if label not in GRADES:
        raise InvalidPuzzle(f"unknown grade {grade_label!r}: one of {', '.join(GRADES)}")
    target = Level(GRADES.index(label))
    box = box or default_box(size)
    if box[0] * box[1] != size:
        raise InvalidPuzzle(f"boxes of {box[0]} x {box[1]} do not tile a {size} x {size} grid")
    limit = max(max_cage or size // 2 + 1, 2)
    rng = random.Random(f"killer:{size}:{box}:{label}:{seed}")
    graded = 0
    for attempt in range(1, ATTEMPTS + 1):
        if budget is not None and budget.expired():
            raise BudgetExceeded(f"the time ran out making a {label} killer sudoku ({graded:,} graded)")
        cages = solo_cages(size, rng)
        solution = filled_grid(size, box, cages, rng)
        if solution is None:
            continue
        score = _score(_puzzle(size, box, cages, solution), target, strict)
        graded += 1
        stale = 0
        while score and stale < MOVES:
            if budget is not None and budget.expired():
                raise BudgetExceeded(f"the time ran out making a {label} killer sudoku ({graded:,} graded)")
            stale += 1
            moved = _moves(cages, solution, limit, rng)
            if moved is None:
                continue
            new = _score(_puzzle(size, box, moved, solution), target, strict)
            graded += 1
            if new <= score:
                if new < score:
                    stale = 0
                cages, score = moved, new
        if not score:
            puzzle = _puzzle(size, box, cages, solution)
            result = grade(puzzle)  # Solo's own verdict (at Unreasonable, its guessing)
            if result.label == label:
                return Made(puzzle, solution, result, attempt, graded + 1)
    raise InvalidPuzzle(f"no {size} x {size} killer sudoku graded {label} found in {ATTEMPTS} grids")
