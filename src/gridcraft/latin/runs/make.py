"""Making grids of runs with sums (kakuro) in the core: a block pattern, a random fill, the sums
written, uniqueness by the search, the grade by the ladder.

- :func:`pattern`: a ``width`` x ``height`` grid whose first row and column are blocks (they hold
  the first clues), its other blocks symmetric under a half turn of the rest, every white cell in
  an across run and a down run of 2 to 9 cells, the white cells connected;
- :func:`fill`: distinct digits in every run, from the search with the digits in random order;
- :func:`make`: the sums of a fill written, its uniqueness counted by the search; while a second
  solution is found, one cell where the two differ takes another digit its runs do not hold (its
  two sums change), and the count runs again (the change is the best of a few drawn: the one
  whose sums leave propagation the fewest candidates); a unique puzzle is graded and kept at the
  grade asked for, else the next fill (and after a few, the next pattern) is tried. Only after
  :data:`GIVEN_FREE_FILLS` fills may a fill that the changes do not make unique get givens (a cell
  where two solutions differ given its digit), the last resort.

Every draw comes from one ``random.Random`` and every loop is bounded by counts, never the clock:
the same seed gives the same puzzle on any machine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.latin.runs.ladder import EASY, LEVELS, MEDIUM, Outcome
from gridcraft.latin.runs.ladder import solve as ladder_solve
from gridcraft.latin.runs.model import Board, Cell, board, combos
from gridcraft.latin.runs.problem import candidates, count, freedom
from gridcraft.latin.runs.search import solve as search_solve

#: patterns drawn before giving up on a size
PATTERN_ATTEMPTS = 200
#: fills tried on one pattern before drawing another
FILLS_PER_PATTERN = 8
#: patterns tried (each with its fills) before giving up on a grade
PATTERNS = 60
#: changes of one cell's digit tried to make one fill's sums unique (a random fill of 12 x 12 or
#: more often needs 60 to 180)
CHANGES = 200
#: the same for an Easy puzzle, whose fills are more often dropped for their grade than kept
EASY_CHANGES = 40
#: changes drawn for each one made
TRIALS = 8
#: solutions counted at most when comparing changes
CAP = 8
#: fills tried without givens before a fill may get some
GIVEN_FREE_FILLS = 60
#: givens added at most when the changes did not make a fill unique
GIVENS = 12
#: changes before the same cell may change again
TABU = 4
#: search nodes of one count (beyond them the fill is dropped)
COUNT_NODES = 20_000
#: search nodes of one random fill
FILL_NODES = 20_000
#: the longest run
MAX_RUN = 9
#: the longest run of an Easy or Medium puzzle's pattern up to 11 x 11 (half the side beyond):
#: short runs have fewer combinations
SHORT_RUN = 5


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle: its board (sums written, no givens), its one solution (a digit per white
    cell), the ladder's outcome, and how many fills were tried."""

    board: Board
    solution: tuple[int, ...]
    outcome: Outcome
    fills: int


def _mirror(width: int, height: int, cell: Cell) -> Cell:
    r, c = cell
    return height - r, width - c


def _runs_of_line(white: set[Cell], width: int, height: int) -> list[list[Cell]]:
    """Every maximal line of white cells, across and down (lone cells too)."""
    out: list[list[Cell]] = []
    for across in (True, False):
        outer, inner = (height, width) if across else (width, height)
        for a in range(outer):
            line: list[Cell] = []
            for b in range(inner + 1):
                cell = (a, b) if across else (b, a)
                if b < inner and cell in white:
                    line.append(cell)
                elif line:
                    out.append(line)
                    line = []
    return out


def _connected(white: set[Cell]) -> bool:
    if not white:
        return False
    first = next(iter(sorted(white)))
    seen, todo = {first}, [first]
    while todo:
        r, c = todo.pop()
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb in white and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return len(seen) == len(white)


def pattern(width: int, height: int, rng: random.Random, max_run: int = MAX_RUN) -> set[Cell] | None:
    """The white cells of a block pattern (see the module), or ``None`` when
    :data:`PATTERN_ATTEMPTS` draws found none."""
    interior = [(r, c) for r in range(1, height) for c in range(1, width)]
    for _ in range(PATTERN_ATTEMPTS):
        black: set[Cell] = set()
        target = int(len(interior) * rng.uniform(0.22, 0.32))
        while len(black) < target:
            cell = rng.choice(interior)
            black.add(cell)
            black.add(_mirror(width, height, cell))
        for _ in range(4 * len(interior)):
            white = {cell for cell in interior if cell not in black}
            changed = False
            for line in _runs_of_line(white, width, height):
                if len(line) == 1:
                    black.add(line[0])
                    black.add(_mirror(width, height, line[0]))
                    changed = True
                    break
                if len(line) > max_run:
                    cell = line[rng.randrange(1, len(line) - 1)]
                    black.add(cell)
                    black.add(_mirror(width, height, cell))
                    changed = True
                    break
            if not changed:
                break
        white = {cell for cell in interior if cell not in black}
        lines = _runs_of_line(white, width, height)
        if (
            len(white) >= len(interior) // 2
            and all(2 <= len(line) <= max_run for line in lines)
            and _connected(white)
            and {r for r, _ in white} == set(range(1, height))
            and {c for _, c in white} == set(range(1, width))
        ):
            return white
    return None


def shape(width: int, height: int, white: set[Cell], solution: dict[Cell, int] | None = None) -> Board:
    """The board of a pattern, its sums those of ``solution`` (none without)."""
    sums: dict[Cell, list[int]] = {}
    if solution is not None:
        for across in (True, False):
            for line in _runs_of_line(white, width, height):
                (r0, c0), (r1, _c1) = line[0], line[-1]
                if (r0 == r1) != across or len(line) < 2:
                    continue
                clue = (r0, c0 - 1) if across else (r0 - 1, c0)
                sums.setdefault(clue, [0, 0])[1 if across else 0] = sum(solution[cell] for cell in line)
    return board(width, height, white, {cell: (d, a) for cell, (d, a) in sums.items()})


def fill(empty: Board, rng: random.Random, extremes: bool = False) -> tuple[int, ...] | None:
    """Distinct digits in every run of ``empty`` (a board without sums), drawn at random, or
    ``None`` when the search found none within :data:`FILL_NODES` nodes. With ``extremes`` the
    digits near 1 and 9 are drawn first more often (:data:`WEIGHTS`): their sums have fewer
    combinations, which makes puzzles that simple deductions solve."""
    budget = Budget(node_limit=FILL_NODES)

    def weighted(bits: list[int]) -> None:  # a weighted random order (Efraimidis and Spirakis)
        keys = {bit: rng.random() ** (1.0 / WEIGHTS[bit.bit_length()]) for bit in bits}
        bits.sort(key=lambda bit: -keys[bit])

    order = weighted if extremes else None
    return next(search_solve(empty, 1, rng=rng, order=order, budget=budget, stats=SearchStats()), None)


#: the weight of each digit in a fill that favours the extremes (index: the digit)
WEIGHTS = (0.0, 6.0, 3.0, 1.5, 1.0, 1.0, 1.0, 1.5, 3.0, 6.0)


def with_sums(empty: Board, digits: tuple[int, ...], givens: frozenset[int] = frozenset()) -> Board:
    """``empty`` with the sums of ``digits`` written, and the digits of the cells ``givens`` given."""
    runs = tuple(replace(run, total=sum(digits[i] for i in run.cells)) for run in empty.runs)
    given = tuple(digits[i] if i in givens else 0 for i in range(empty.size)) if givens else empty.givens
    return replace(empty, runs=runs, givens=given)


def _ways(empty: Board, runs: tuple[int, ...], digits: list[int], i: int, d: int) -> int:
    """The combinations of the runs of cell ``i`` with ``d`` there (fewer: closer to unique)."""
    out = 1
    for k in runs:
        cells = empty.runs[k].cells
        total = sum(d if j == i else digits[j] for j in cells)
        out *= len(combos(len(cells), total))
    return out


def unique(
    empty: Board,
    digits: tuple[int, ...],
    rng: random.Random,
    givens_allowed: int = 0,
    changes: int = CHANGES,
) -> tuple[Board, tuple[int, ...]] | None:
    """A fill near ``digits`` whose sums have one solution (see the module), with its board, or
    ``None`` after ``changes`` changes (:data:`CHANGES`; an Easy puzzle's maker gives
    :data:`EASY_CHANGES`).

    Each change is the best of :data:`TRIALS` drawn: a cell where a second solution differs from
    the fill (or, half the time, one of the cells propagation leaves most open) takes another digit
    its runs do not hold; the change kept is the one whose sums leave the fewest candidates after
    propagation (:func:`~gridcraft.latin.runs.problem.freedom`; ties: the fewer combinations of the
    cell's runs, then at random). After ``changes`` changes, a cell where two solutions differ
    becomes a given instead (at most ``givens_allowed``)."""
    current = list(digits)
    runs_of = empty.runs_of()
    givens: frozenset[int] = frozenset()
    recent: list[int] = []  # the cells changed last, not changed again so soon
    for step in range(changes + givens_allowed):
        found = with_sums(empty, tuple(current), givens)
        n, answers, complete = count(found, 2, node_limit=COUNT_NODES)
        if n == 1 and complete:
            return found, tuple(current)
        if n >= 2:
            other = answers[0] if list(answers[0]) != current else answers[1]
            differ = [i for i in range(empty.size) if other[i] != current[i]]
        else:  # the count gave up: any open cell
            differ = [i for i in range(empty.size) if i not in givens]
        if step >= changes:
            trials_given = [
                (freedom(with_sums(empty, tuple(current), givens | {i})), rng.random(), i)
                for i in (differ[rng.randrange(len(differ))] for _ in range(TRIALS))
            ]
            givens = givens | {min(trials_given)[2]}
            continue
        open_cells = _most_open(found)
        trials: list[tuple[int, int, float, int, int]] = []
        for t in range(TRIALS):
            pool = differ if t % 2 == 0 or not open_cells else open_cells
            i = pool[rng.randrange(len(pool))]
            taken = {current[j] for k in runs_of[i] for j in empty.runs[k].cells if j != i}
            options = [d for d in range(1, 10) if d not in taken and d != current[i]]
            if not options or i in givens or i in recent:
                continue
            d = options[rng.randrange(len(options))]
            trial = list(current)
            trial[i] = d
            free = freedom(with_sums(empty, tuple(trial), givens))
            trials.append((free, _ways(empty, runs_of[i], current, i, d), rng.random(), i, d))
        if trials:
            _, _, _, i, d = min(trials)
            current[i] = d
            recent = (recent + [i])[-TABU:]
    return None


def _most_open(made: Board) -> list[int]:
    """The cells propagation leaves with the most candidates."""
    doms = candidates(made)
    if not doms:
        return []
    most = max(d.bit_count() for d in doms)
    return [i for i, d in enumerate(doms) if most > 1 and d.bit_count() == most]


def make(width: int, height: int, level: int, rng: random.Random, budget: Budget | None = None) -> Made:
    """A puzzle of ``width`` x ``height`` cells (the first row and column blocks) with one
    solution, graded ``level`` (an index of :data:`~gridcraft.latin.runs.ladder.LEVELS`).

    ``budget``'s node limit is the fills tried at most (``None``: :data:`PATTERNS` times
    :data:`FILLS_PER_PATTERN`), the same on any machine; its time limit an outer safety limit,
    read between fills.

    Raises:
        InvalidPuzzle: no pattern of that size, or no puzzle of the grade within the default bounds.
        BudgetExceeded: the fills of ``budget``'s node limit were tried without a puzzle, or its
            time limit cut the making (``budget.cut``; the message says so).
    """
    fills = patterns = 0
    asked = budget.node_limit if budget is not None else None
    most = PATTERNS * FILLS_PER_PATTERN if asked is None else asked
    longest = min(MAX_RUN, max(SHORT_RUN, max(width, height) // 2)) if level <= MEDIUM else MAX_RUN
    for _ in range(max(PATTERNS, -(-most // FILLS_PER_PATTERN))):
        white = pattern(width, height, rng, longest)
        if white is None:
            continue
        patterns += 1
        empty = shape(width, height, white)
        for _ in range(FILLS_PER_PATTERN):
            if budget is not None and budget.expired():
                raise BudgetExceeded(
                    f"no {LEVELS[level]} kakuro: the time limit cut the making at {fills:,} fills", fills
                )
            if asked is not None and fills >= most:
                raise BudgetExceeded(
                    f"no {width} x {height} kakuro graded {LEVELS[level]} within {most:,} fills", fills
                )
            digits = fill(empty, rng, extremes=level <= MEDIUM)
            fills += 1
            if digits is None:
                continue
            givens = GIVENS if fills > GIVEN_FREE_FILLS else 0
            found = unique(empty, digits, rng, givens, EASY_CHANGES if level == EASY else CHANGES)
            if found is None:
                continue
            made, solution = found
            outcome = ladder_solve(made, level, solution=solution)
            if outcome.status == "solved" and outcome.level == level:
                return Made(made, solution, outcome, fills)
    if not patterns:
        raise InvalidPuzzle(f"no block pattern of {width} x {height} found")
    raise InvalidPuzzle(f"no {width} x {height} kakuro graded {LEVELS[level]} found in {fills} fills")
