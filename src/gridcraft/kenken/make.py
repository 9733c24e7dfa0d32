"""Making KenKen puzzles of a chosen size and grade, each with exactly one solution.

Algorithm (our own, after the outline of Simon Tatham's Keen generator):

1. A random Latin square: each row a random perfect matching of columns to the digits not yet in
   them (augmenting paths from the columns in random order, trying digits in an order drawn for
   the row; a Latin rectangle always extends, by Hall's theorem).
2. A random partition into cages: cells in random order pair up with a free neighbour (with
   probability :data:`PAIRING`: always up to Normal, else 3/4), then each cell still alone joins
   the smallest neighbouring cage that has room (at most ``max_cage`` cells); a cell that finds
   no room stays a one-cell cage. A
   partition with more one-cell cages than ``max_givens`` is drawn again (Keen's generator, whose
   puzzles have no one-cell cage, starts again on any).
3. Operations (``ops="all"``): two-cell cages take subtraction or division where the digits
   allow, in turn with addition and multiplication so that the four are about equally common;
   larger cages take addition or multiplication. ``"add-mul"`` uses only those two; ``"hidden"``
   chooses as ``"all"`` and then writes the cages without their operations.
4. Repair: the puzzle is graded (:func:`gridcraft.kenken.ladder.grade.grade`). Too easy: two
   neighbouring cages whose cells fit in one cage merge (less information). Too hard or several
   solutions: the cage of the cell with the most candidates left is split (more information),
   into parts of two cells or more while the puzzle has ``max_givens`` one-cell cages already;
   where it cannot be, one cell moves across its border (other cages, no one-cell cage; at Easy
   only when no one-cell cage is allowed). After :data:`MOVES` moves without reaching the grade,
   a new partition and square are drawn.

The result is graded exactly at the requested grade and proven unique by a complete search. With
the C ladder built, each candidate is graded from its cages alone (no puzzle object is built
until one is kept) and the search that proves it unique is the ladder's own count
(:func:`~gridcraft.kenken.ladder.grade.count_cages`); without it, the Python grader and the
solver. The whole loop (squares, partitions, repairs, candidates) runs in C (at Unreasonable up to
9 x 9: :func:`~gridcraft.kenken.ladder.grade.native_make`), seeding a Mersenne Twister as
``random.Random(seed_text(...))`` does and drawing the same random numbers in the same order (every
draw below goes through ``rng.random()`` and :func:`_below`, which the C restates). Either way the
same seed gives the same puzzle.

The maker gives up after ``steps`` steps (:func:`default_steps` by default): a step is a candidate
graded, or a partition drawn again for its one-cell cages. The count, not a clock, decides, so a
request that is made is made alike on any machine and under any load; the time limit is only an
outer safety limit (a :class:`~gridcraft.errors.BudgetExceeded` that says so when it cuts).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from gridcraft.engine import CLOCK, Budget, SearchStats, verdict
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.grid import Cell, components
from gridcraft.kenken.ladder.deduce import Contradiction, Level
from gridcraft.kenken.ladder.grade import (
    OP_OF_CODE,
    climb,
    count_cages,
    count_solutions,
    deductions,
    native_candidate,
    native_make,
)
from gridcraft.kenken.model import Cage, Grid, KenKenPuzzle, Op
from gridcraft.latin import problem

T = TypeVar("T")

#: sizes the maker accepts
MIN_SIZE, MAX_SIZE = 3, 16
#: the operation sets of ``ops``
OPS = ("all", "add-mul", "hidden")
#: each operation set's code in the C ladder's candidate and maker loop
OP_MODES = {"all": 0, "add-mul": 1, "hidden": 2}
#: repair moves on one square before a new one is drawn
MOVES = 40
#: steps (candidates graded, partitions drawn again) before the maker gives up by default, at 9 x 9
#: (see :func:`default_steps`): a request that is met needs far fewer (a 9 x 9 Extreme KenKen a
#: hundred or so; the rarest, a 9 x 9 Normal one without operations or one-cell cages, up to about
#: 180,000). Steps of a request that is not met, measured with the C ladder on this project's
#: 2-core machine (processor time): 117,000 a second at 6 x 6, 40,000 at 8 x 8, 20,000 at 9 x 9,
#: 7,000 at 12 x 12, 2,500 at 16 x 16, about as the fourth power of the side; so such a request
#: gives up after about a minute there, as under the time limit of 60 s before
STEPS_AT_9 = 1_200_000
#: most steps by default, whatever the side (the small sides' steps are the fastest)
MOST_STEPS = 6_000_000


def default_steps(size: int) -> int:
    """The steps :func:`make` takes at most by default for a side of ``size``:
    :data:`STEPS_AT_9` times ``(9 / size) ** 4``, at most :data:`MOST_STEPS` (about a minute of a
    2-core machine's processor time for a request that is not met).

    >>> default_steps(9), default_steps(16), default_steps(4)
    (1200000, 120135, 6000000)
    """
    return min(MOST_STEPS, int(STEPS_AT_9 * (9 / size) ** 4))


#: largest cages the maker's candidate in C takes (16 ** 12 < 2 ** 58, the C ladder's targets)
NATIVE_MAX_CAGE = 12
#: chance that a cell pairs up with a free neighbour when cages are drawn, by grade: always up to
#: Normal (as Keen, whose cages are mostly such pairs), so that easy puzzles are met sooner
PAIRING = {level: 1.0 if level <= Level.NORMAL else 0.75 for level in Level}
#: largest cage by default: Keen's 6 up to 9 x 9, 4 above (bigger cages of big digits have
#: very many combinations)
DEFAULT_MAX_CAGE = {n: 6 if n <= 9 else 4 for n in range(MIN_SIZE, MAX_SIZE + 1)}
#: most one-cell cages (cells given away) by default: none up to 9 x 9, as in Keen's puzzles; above
#: (Keen makes none so large), no limit: the larger grids, of cages of at most 4 cells, need them
DEFAULT_MAX_GIVENS = {n: 0 if n <= 9 else n * n for n in range(MIN_SIZE, MAX_SIZE + 1)}
#: from these sides on, an Easy or Normal puzzle without operations may have ``n`` one-cell cages
#: by default: without them one is seldom met. Measured, seeds 0 to 4: Easy, 4 s each, none at
#: 8 x 8 and 9 x 9 with no one-cell cage, all ten with up to n of them, in 0.2 s and 4 s in all;
#: Normal at 9 x 9, 20 s each, one not met and the others in 3.4 to 8.9 s of processor time
#: without, each in 0.01 s or less with up to 9 (at 8 x 8 without: 0.28 s at most)
HIDDEN_GIVENS_FROM = {Level.EASY: 8, Level.NORMAL: 9}


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle and how it was made.

    Attributes:
        puzzle: the puzzle.
        solution: its only solution (``n`` rows of digits).
        level: its grade.
        squares: Latin squares drawn.
        moves: repair moves made (merges and splits), over all squares.
        seconds: time spent.
    """

    puzzle: KenKenPuzzle
    solution: Grid
    level: Level
    squares: int
    moves: int
    seconds: float


def max_givens_of(
    size: int, max_cage: int | None, max_givens: int | None, ops: str = "all", level: Level = Level.NORMAL
) -> int:
    """The most one-cell cages of a request: ``max_givens``, or by default none up to 9 x 9
    (:data:`DEFAULT_MAX_GIVENS`), or every cell when ``max_cage`` is 1, or ``size`` for an Easy
    or Normal puzzle without operations from :data:`HIDDEN_GIVENS_FROM` on (8 x 8 and 9 x 9)."""
    if max_givens is not None:
        return max_givens
    if max_cage == 1:
        return size * size
    if ops == "hidden" and size >= HIDDEN_GIVENS_FROM.get(level, MAX_SIZE + 1):
        return max(size, DEFAULT_MAX_GIVENS[size])
    return DEFAULT_MAX_GIVENS[size]


def check_request(
    size: int, level: Level, max_cage: int | None, max_givens: int | None = None, ops: str = "all"
) -> None:
    """Refuse a request that cannot be met, naming the nearest one that can.

    Raises:
        TypeError: ``size``, ``max_cage`` or ``max_givens`` not a whole number, or ``level`` not a
            :class:`Level`.
        InvalidPuzzle: a size outside 3..16, a 3 x 3 puzzle above normal (its cages leave too little
            to deduce) or normal with cages of at most 2 cells and operations shown (always
            easy), or ``max_cage`` below 1, or 1 (every cell given) for a grade above easy,
            ``max_givens`` below 0, or below every cell with ``max_cage`` 1, or cages of at most two
            cells and no one-cell cage on a grid of an odd number of cells.
    """
    for name, value in (("size", size), ("max_cage", max_cage), ("max_givens", max_givens)):
        if (value is not None or name == "size") and (not isinstance(value, int) or isinstance(value, bool)):
            raise TypeError(f"{name} must be a whole number, not {value!r}")
    if not isinstance(level, Level):
        raise TypeError(f"level must be a Level (such as Level.HARD), not {level!r}")
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise InvalidPuzzle(
            f"{{size}} must be between {MIN_SIZE} and {MAX_SIZE}, not {size}", settings=("size",)
        )
    if size == 3 and level > Level.NORMAL:
        raise InvalidPuzzle(
            f"a 3 x 3 KenKen is at most normal, not {level.label}; try {{size}} 4 or more", settings=("size",)
        )
    if max_cage is not None and max_cage < 1:
        raise InvalidPuzzle(f"{{max_cage}} must be at least 1, not {max_cage}", settings=("max_cage",))
    if max_cage == 1 and level > Level.EASY:
        raise InvalidPuzzle(
            f"{{max_cage}} 1 gives every cell as a one-cell cage: such a puzzle is easy, not {level.label}; "
            "try {max_cage} 2 or more",
            settings=("max_cage",),
        )
    if max_givens is not None and max_givens < 0:
        raise InvalidPuzzle(f"{{max_givens}} must be 0 or more, not {max_givens}", settings=("max_givens",))
    if max_cage == 1 and max_givens is not None and max_givens < size * size:
        raise InvalidPuzzle(
            f"{{max_cage}} 1 makes all {size * size} cells one-cell cages, more than {{max_givens}} "
            f"{max_givens}; try {{max_cage}} 2 or more",
            settings=("max_givens", "max_cage"),
        )
    if max_cage == 2 and size % 2 and max_givens_of(size, max_cage, max_givens, ops, level) == 0:
        raise InvalidPuzzle(
            f"{{max_cage}} 2 without one-cell cages cannot cover the {size * size} cells of a {size} x {size} "
            "grid (an odd number); try {max_cage} 3 or more, or {max_givens} 1",
            settings=("max_cage", "max_givens"),
        )
    if size == 3 and max_cage == 2 and level is Level.NORMAL and ops != "hidden":
        # every 3 x 3 KenKen of one- and two-cell cages with their operations shown and one
        # solution grades easy: all 131 such partitions, 12 Latin squares and every operation were
        # graded (benchmarks/kenken_small.py)
        raise InvalidPuzzle(
            "a 3 x 3 KenKen of cages of at most 2 cells is easy whenever its operations are shown; try "
            "{max_cage} 3 or more, {ops} hidden, or {difficulty} easy",
            settings=("max_cage", "ops", "difficulty"),
        )


def make(
    size: int,
    level: Level,
    *,
    seed: int | str = 0,
    ops: str = "all",
    max_cage: int | None = None,
    max_givens: int | None = None,
    time_limit: float | None = 60.0,
    steps: int | None = None,
    budget: Budget | None = None,
) -> Made:
    """A puzzle of side ``size`` graded exactly ``level`` with one solution.

    Args:
        size: n, 3 to 16.
        level: the grade asked for.
        seed: seed of every random choice (the same seed, the same puzzle).
        ops: ``"all"``, ``"add-mul"`` or ``"hidden"`` (see the module docstring).
        max_cage: most cells in a cage (default :data:`DEFAULT_MAX_CAGE`).
        max_givens: most one-cell cages (default :func:`max_givens_of`: none up to 9 x 9, as
            Keen's puzzles have, and no limit above; every cell with ``max_cage`` 1; ``size`` for
            an Easy puzzle without operations from 8 x 8 and a Normal one from 9 x 9).
        time_limit: seconds before giving up (``None``: none): an outer safety limit.
        steps: steps before giving up (``None``: :func:`default_steps`; see the module's text).
        budget: the clock to read instead of one of ``time_limit`` (a maker's budget, marked
            :attr:`~gridcraft.engine.Budget.cut` when it runs out).

    Raises:
        InvalidPuzzle: a request that cannot be met (see :func:`check_request`).
        TypeError: ``size``, ``max_cage`` or ``max_givens`` not a whole number, ``level`` not a
            :class:`Level`, or ``seed`` neither a whole number nor a text.
        ValueError: an unknown ``ops``, or a ``time_limit`` that is not a number of seconds, 0 or more
            (0: the time has run out already).
        BudgetExceeded: the steps ran out (the same on any machine), or the time limit first (the
            message says so).
    """
    if ops not in OPS:
        raise ValueError(f"ops must be one of {', '.join(OPS)}, not {ops!r}")
    check_request(size, level, max_cage, max_givens, ops)
    if time_limit is not None and not (isinstance(time_limit, (int, float)) and 0 <= time_limit < math.inf):
        raise ValueError(f"time_limit must be a number of seconds, 0 or more, or None, not {time_limit!r}")
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise TypeError(f"seed must be a whole number or a text, not {seed!r}")
    limit = max_cage if max_cage is not None else DEFAULT_MAX_CAGE[size]
    givens = min(max_givens_of(size, max_cage, max_givens, ops, level), size * size)  # more cannot be
    seeded = seed_text(size, level, ops, limit, seed)
    clock = budget if budget is not None else Budget(time_limit=time_limit)  # the one clock
    most = default_steps(size) if steps is None else steps
    if most < 1:
        raise ValueError(f"steps must be at least 1, not {most}")
    squares = moves = spent = 0
    native = limit <= NATIVE_MAX_CAGE  # the C candidate's products fit 64 bits
    whole = _made_in_c(size, level, ops, limit, givens, seeded, clock, most) if native else None
    if whole is not None:
        return whole
    rng = random.Random(seeded)
    while True:
        if clock.expired():
            raise _late(size, level, squares, moves, spent, clock)
        groups = partition(size, rng, limit, pair_singles=givens < size * size, pairing=PAIRING[level])
        if _singles(groups) > givens:
            if spent >= most:
                raise _late(size, level, squares, moves, spent, clock)
            spent += 1
            continue  # drawn again before any square is drawn for it
        squares += 1
        square = latin_square(size, rng)
        for _ in range(MOVES):
            if clock.expired() or spent >= most:
                raise _late(size, level, squares, moves, spent, clock)
            spent += 1
            deadline = clock.deadline
            order = _shuffled(range(len(groups)), rng)
            fast = candidate(square, groups, order, level, ops, deadline) if native else None
            if fast is not None:  # operations, cages and grade in C
                chosen, reached, cand, value = fast
                cages = _cages(square, groups, chosen, ops == "hidden") if reached is level else []
                puzzle = None
            else:
                held = _held(square, groups)
                chosen = _choose(order, held, size, ops, level)
                cages = _cages(square, groups, chosen, ops == "hidden", held)
                reached, cand, value, puzzle = _grade(size, cages, level, deadline)
            if reached is level and _unique(size, cages, deadline):
                puzzle = puzzle or _puzzle(size, cages)
                return Made(puzzle, square, level, squares, moves, clock.elapsed())
            moves += 1
            if reached is not None and reached < level:
                changed = merge(groups, size, limit, rng)
            else:
                cell = _open_cell(groups, size, cand, value, rng)
                spare = givens - _singles(groups)
                changed = split(groups, size, cell, rng, spare) or (
                    (level > Level.EASY or givens == 0) and shift(groups, size, cell, limit, rng)
                )
            if not changed:
                break


def seed_text(size: int, level: Level, ops: str, max_cage: int, seed: int | str) -> str:
    """The text :func:`make` seeds its random numbers with: every setting that shapes the puzzle,
    and ``seed``."""
    return f"kenken:{size}:{level.label}:{ops}:{max_cage}:{seed}"


def _made_in_c(
    size: int, level: Level, ops: str, limit: int, givens: int, seeded: str, clock: Budget, steps: int
) -> Made | None:
    """:func:`make`'s loop in C (draw for draw and step for step the Python loop from
    ``random.Random(seeded)``); None when it is not built or not used for this request
    (:func:`~gridcraft.kenken.ladder.grade.native_make`).

    Raises:
        BudgetExceeded: the steps ran out, or the clock's deadline came first.
    """
    whole = native_make(
        size, level, OP_MODES[ops], limit, givens, PAIRING[level], MOVES, seeded, clock.deadline, steps
    )
    if whole is None:
        return None
    status, squares, moves, spent, made = whole
    if made is None:
        if status == 1:
            clock.exhaust(CLOCK)
        raise _late(size, level, squares, moves, spent, clock)
    puzzle, square = made  # built by the C loop without the model's checks: its tests check them
    return Made(puzzle, square, level, squares, moves, clock.elapsed())


Coded = tuple[tuple[int, ...], Op | None, int]  # a cage: its cells' indices, operation, target


def candidate(
    square: Grid,
    groups: list[list[Cell]],
    order: list[int],
    level: Level,
    ops: str,
    deadline: float | None = None,
) -> tuple[list[Op], Level | None, list[int] | None, list[int] | None] | None:
    """One candidate in C: the operations :func:`_choose` chooses (the groups taken in ``order``),
    and what :func:`_grade` finds of its cages (the grade, and the candidates and placed digits
    where the deductions stopped). ``None`` when the C ladder is not built or is turned off, or
    when its count of solutions (at Unreasonable) gave up (too many nodes, or ``deadline``, a
    budget's): then ask :func:`_grade`."""
    mode = OP_MODES[ops]
    found = native_candidate(square, groups, order, level, mode, level is Level.UNREASONABLE, deadline)
    if found is None:
        return None
    codes, outcome, reached, cand, value, solutions = found
    chosen = [OP_OF_CODE[code] for code in codes]
    if outcome == 2:  # a contradiction
        return chosen, None, None, None
    if outcome == 0:
        return chosen, Level(reached), cand, value
    if level is Level.UNREASONABLE:
        if solutions < 0:
            return None
        return chosen, (level if solutions == 1 else None), cand, value
    return chosen, None, cand, value


def _grade(
    n: int, cages: list[Coded], level: Level, deadline: float | None
) -> tuple[Level | None, list[int] | None, list[int] | None, KenKenPuzzle | None]:
    """Grade the puzzle of ``cages`` up to ``level``: the grade found (``None``: not filled by
    ``level``'s deductions, or, at Unreasonable, not proven unique), the candidates and placed
    digits per cell where the deductions stopped (``None`` after a contradiction), and the puzzle
    when it was built on the way. The C ladder grades the cages without building the puzzle;
    without it, :func:`~gridcraft.kenken.ladder.grade.climb` grades the puzzle."""
    try:
        fast = deductions(n, cages, level)
    except Contradiction:
        return None, None, None, None
    if fast is None:
        built = _puzzle(n, cages)
        graded, board = climb(built, level, deadline)
        if board is None:
            return graded.level, None, None, built
        return graded.level, board.cand, board.value, built
    reached, cand, value = fast
    if reached is None and level is Level.UNREASONABLE:
        found = count_cages(n, cages, deadline)
        puzzle = None
        if found is None:
            puzzle = _puzzle(n, cages)
            found = count_solutions(puzzle, deadline)
        return (level if found == 1 else None), cand, value, puzzle
    return reached, cand, value, None


def _puzzle(n: int, cages: list[Coded]) -> KenKenPuzzle:
    return KenKenPuzzle(
        n, tuple(Cage(target, op, tuple(divmod(k, n) for k in idx)) for idx, op, target in cages)
    )


def _cages(
    square: Grid,
    groups: list[list[Cell]],
    chosen: list[Op],
    hidden: bool,
    held: list[tuple[int, ...]] | None = None,
) -> list[Coded]:
    """The cages of ``groups`` with the operations ``chosen`` (written without them when
    ``hidden``, one-cell cages excepted), targets from ``square`` (``held``: each group's digits
    on it, when known)."""
    n = len(square)
    if held is None:
        held = _held(square, groups)
    return [
        (
            tuple([r * n + c for r, c in cells]),
            None if hidden and len(cells) > 1 else op,
            _target_of(op, values),
        )
        for cells, op, values in zip(groups, chosen, held, strict=True)
    ]


def _held(square: Grid, groups: list[list[Cell]]) -> list[tuple[int, ...]]:
    """Each group's digits on ``square``."""
    return [tuple([square[r][c] for r, c in cells]) for cells in groups]


def _late(size: int, level: Level, squares: int, moves: int, spent: int, clock: Budget) -> BudgetExceeded:
    """The maker gave up: the time limit cut it (``clock`` exhausted), or its steps ran out."""
    what = f"{squares} squares, {moves} changes of cages"
    if clock.clock_cut:
        return BudgetExceeded(
            f"no {size} x {size} {level.label} KenKen: the time limit ({clock.time_limit or 0:g} s) cut the "
            f"making at {spent:,} steps ({what})",
            spent,
            clock.elapsed(),
        )
    return BudgetExceeded(
        f"no {size} x {size} {level.label} KenKen within {spent:,} steps ({what})", spent, clock.elapsed()
    )


def _singles(groups: list[list[Cell]]) -> int:
    """The one-cell cages of ``groups``."""
    return sum(1 for g in groups if len(g) == 1)


def _unique(n: int, cages: list[Coded], deadline: float | None = None) -> bool:
    """A complete search proves one solution (before ``deadline``, a budget's deadline): the C
    count (:func:`~gridcraft.kenken.ladder.grade.count_cages`), else the solver's."""
    found = count_cages(n, cages, deadline)
    if found is not None:
        return found == 1
    stats = SearchStats()
    budget = None if deadline is None else Budget.until(deadline, least=0.001)
    found_grids = verdict(problem(_puzzle(n, cages)), 2, budget=budget, stats=stats).found
    return stats.complete and len(found_grids) == 1


def _below(rng: random.Random, n: int) -> int:
    """A random whole number in ``0 .. n - 1`` (``n`` >= 1): ``n.bit_length()`` random bits, drawn
    again while they make ``n`` or more. Written out rather than ``rng.randrange`` so that the C
    maker (``_maker.c``) draws the same numbers, whatever Python's own method does."""
    bits = n.bit_length()
    drawn = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def _shuffled(items: Iterable[T], rng: random.Random) -> list[T]:
    """``items`` in a random order (sorted by random keys: one draw of ``rng`` per item, cheaper
    than ``rng.sample``)."""
    keyed = [(rng.random(), i, item) for i, item in enumerate(items)]
    keyed.sort()
    return [item for _, _, item in keyed]


def latin_square(n: int, rng: random.Random) -> Grid:
    """A random ``n`` x ``n`` Latin square of digits 1..n: row by row, a random perfect matching
    of the columns to the digits each column still lacks (Kuhn's augmenting paths, the columns in
    a random order and each column's digits in a random order drawn for the row)."""
    missing = [[True] * (n + 1) for _ in range(n)]  # per column, per digit: not yet in it
    rows = []
    for _ in range(n):
        owner = [-1] * (n + 1)  # digit -> column it is matched to in this row
        prefer = _shuffled(range(1, n + 1), rng)
        for col in _shuffled(range(n), rng):
            _augment(col, missing, owner, [False] * (n + 1), prefer)
        row = [0] * n
        for digit in range(1, n + 1):
            row[owner[digit]] = digit
            missing[owner[digit]][digit] = False
        rows.append(tuple(row))
    return tuple(rows)


def _augment(
    col: int, missing: list[list[bool]], owner: list[int], seen: list[bool], prefer: list[int]
) -> bool:
    lacks = missing[col]
    for digit in prefer:
        if seen[digit] or not lacks[digit]:
            continue
        seen[digit] = True
        if owner[digit] < 0 or _augment(owner[digit], missing, owner, seen, prefer):
            owner[digit] = col
            return True
    return False


def partition(
    n: int, rng: random.Random, max_cage: int, pair_singles: bool = True, pairing: float = 0.75
) -> list[list[Cell]]:
    """A random partition of the ``n`` x ``n`` grid into connected cages of at most ``max_cage``
    cells (see step 2 of the module docstring, with probability ``pairing`` for a pair); with
    ``pair_singles``, a cell left alone takes a neighbour whose cage keeps two cells or more in one
    piece."""
    cage_of: dict[Cell, int] = {}
    groups: list[list[Cell]] = []
    cells = [(r, c) for r in range(n) for c in range(n)]
    order = _shuffled(cells, rng)
    if max_cage >= 2:
        for cell in order:
            if cell in cage_of:
                continue
            free = [m for m in _neighbours(cell, n) if m not in cage_of]
            if free and rng.random() < pairing:
                other = free[_below(rng, len(free))]
                cage_of[cell] = cage_of[other] = len(groups)
                groups.append([cell, other])
    for cell in order:
        if cell in cage_of:
            continue
        roomy = [
            cage_of[m] for m in _neighbours(cell, n) if m in cage_of and len(groups[cage_of[m]]) < max_cage
        ]
        if roomy:
            g = min(roomy, key=lambda i: (len(groups[i]), rng.random()))
            groups[g].append(cell)
            cage_of[cell] = g
        else:
            cage_of[cell] = len(groups)
            groups.append([cell])
    for g, group in enumerate(groups):  # a cell alone: take a neighbour that its cage can spare
        if len(group) != 1 or not pair_singles:
            continue
        around = _neighbours(group[0], n)
        for m in _shuffled(around, rng):
            donor = groups[cage_of[m]]
            rest = [x for x in donor if x != m]
            if len(rest) >= 2 and len(components(rest)) == 1:
                donor.remove(m)
                group.append(m)
                cage_of[m] = g
                break
    return groups


def _neighbours(cell: Cell, n: int) -> tuple[Cell, ...]:
    return _NEIGHBOURS[n][cell]


def _neighbour_table(n: int) -> dict[Cell, tuple[Cell, ...]]:
    return {
        (r, c): tuple(
            (r + dr, c + dc)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < n and 0 <= c + dc < n
        )
        for r in range(n)
        for c in range(n)
    }


#: per side, each cell's neighbours inside the grid
_NEIGHBOURS = {n: _neighbour_table(n) for n in range(MIN_SIZE, MAX_SIZE + 1)}


def build(square: Grid, groups: list[list[Cell]], ops: str, rng: random.Random, level: Level) -> KenKenPuzzle:
    """The puzzle of ``groups`` on ``square``: operations chosen in turn (see step 3 of the module
    docstring), targets from the square."""
    return _puzzle(
        len(square), _cages(square, groups, choose_ops(square, groups, ops, rng, level), ops == "hidden")
    )


def choose_ops(
    square: Grid,
    groups: list[list[Cell]],
    ops: str,
    rng: random.Random,
    level: Level,
    held: list[tuple[int, ...]] | None = None,
) -> list[Op]:
    """An operation per group of cells on ``square`` (``=`` for one cell), chosen in turn: see
    step 3 of the module docstring (``"hidden"`` chooses as ``"all"``; ``held``: each group's
    digits on ``square``, when known)."""
    if held is None:
        held = _held(square, groups)
    return _choose(_shuffled(range(len(groups)), rng), held, len(square), ops, level)


def _choose(order: list[int], held: list[tuple[int, ...]], n: int, ops: str, level: Level) -> list[Op]:
    """:func:`choose_ops` with the groups taken in ``order`` (``held``: each group's digits)."""
    wanted = _WANTED[ops != "add-mul"]
    above = level > Level.NORMAL
    fits = [_fit_row(held[g], n, above) for g in order]  # per cage in ``order``, per op of _ALL_OPS
    # per operation in turn, the places in ``order`` of the cages it suits well, then of those it
    # suits, each with how far it has been read (cages read there are taken)
    queues = []
    for op in wanted:
        j = _ALL_OPS.index(op)
        queues.append(
            (
                op,
                [i for i, f in enumerate(fits) if f[j] == 2],
                [i for i, f in enumerate(fits) if f[j] == 1],
                [0, 0],
            )
        )
    open_ = [len(held[g]) > 1 for g in order]  # a one-cell cage takes no operation
    left = sum(open_)
    chosen: dict[int, Op] = {}
    turn, rounds, give_up = 0, len(queues), 4 * len(held) + 8
    while left:
        op, good, fair, read = queues[turn % rounds]
        turn += 1
        best = None
        i, end = read[0], len(good)
        while i < end and not open_[good[i]]:
            i += 1
        read[0] = i
        if i < end:  # the first open cage it suits well
            best = good[i]
        else:  # else the first it suits
            i, end = read[1], len(fair)
            while i < end and not open_[fair[i]]:
                i += 1
            read[1] = i
            if i < end:
                best = fair[i]
        if best is not None:
            chosen[order[best]] = op
            open_[best] = False
            left -= 1
        elif turn > give_up:
            break
    return [chosen.get(g, Op.ADD) if len(values) > 1 else Op.EQ for g, values in enumerate(held)]


_ALL_OPS = (Op.DIV, Op.SUB, Op.MUL, Op.ADD)
_WANTED = {True: [Op.DIV, Op.SUB, Op.MUL, Op.ADD], False: [Op.MUL, Op.ADD]}  # by: all four?


@functools.lru_cache(maxsize=1 << 16)
def _fit_row(values: tuple[int, ...], n: int, above_normal: bool) -> tuple[int, ...]:
    """:func:`_fit` of ``values`` for each operation of ``_ALL_OPS``."""
    return tuple(_fit(op, values, n, above_normal) for op in _ALL_OPS)


@functools.lru_cache(maxsize=1 << 16)
def _target_of(op: Op, values: tuple[int, ...]) -> int:
    return _target(op, list(values))


def _fits(op: Op, values: list[int], n: int, level: Level) -> int:
    """:func:`_fit` of ``values`` for a puzzle of grade ``level``."""
    return _fit(op, tuple(values), n, level > Level.NORMAL)


@functools.lru_cache(maxsize=1 << 16)
def _fit(op: Op, values: tuple[int, ...], n: int, above_normal: bool) -> int:
    """How well ``op`` suits a cage holding ``values``: 0 not at all, 1 if nothing better, 2 well
    (Keen's preferences: a two-cell sum of 4 or less or of 2n - 2 or more tells little; above
    normal, a product with one factor pair tells too much)."""
    if len(values) == 1:
        return 0
    if op in (Op.SUB, Op.DIV):
        if len(values) != 2:
            return 0
        high, low = max(values), min(values)
        if op is Op.SUB:
            return 2 if high - low < n - 1 else 0
        return 2 if high % low == 0 and high // low <= n // 2 else 0
    if len(values) > 2:
        return 2
    if op is Op.ADD:
        return 1 if sum(values) <= 4 or sum(values) >= 2 * n - 2 else 2
    return 1 if above_normal and _factor_pairs(n).get(values[0] * values[1]) == 1 else 2


@functools.cache
def _factor_pairs(n: int) -> dict[int, int]:
    """Per product of two different digits of 1..n, how many pairs of them give it."""
    pairs: dict[int, int] = {}
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            pairs[a * b] = pairs.get(a * b, 0) + 1
    return pairs


def _target(op: Op, values: list[int]) -> int:
    if op is Op.ADD:
        return sum(values)
    if op is Op.MUL:
        out = 1
        for v in values:
            out *= v
        return out
    if op is Op.SUB:
        return abs(values[0] - values[1])
    if op is Op.DIV:
        return max(values) // min(values)
    return values[0]


def merge(groups: list[list[Cell]], n: int, max_cage: int, rng: random.Random) -> bool:
    """Join two neighbouring cages (of an ``n`` x ``n`` grid) whose cells fit in one cage; False
    when no two fit."""
    cage_of = {cell: i for i, g in enumerate(groups) for cell in g}
    pairs = sorted(
        {
            (min(i, j), max(i, j))
            for i, g in enumerate(groups)
            for cell in g
            for m in _neighbours(cell, n)
            if (j := cage_of[m]) != i and len(g) + len(groups[j]) <= max_cage
        }
    )
    if not pairs:
        return False
    i, j = pairs[_below(rng, len(pairs))]
    groups[i].extend(groups[j])
    del groups[j]
    return True


def split(
    groups: list[list[Cell]], n: int, cell: Cell | None, rng: random.Random, spare: int | None = None
) -> bool:
    """Split the cage holding ``cell`` in two connected parts (a two-cell cage into two one-cell
    cages), making at most ``spare`` one-cell cages (``None``: any); False when ``cell`` is None,
    alone in its cage, or its cage has no such split."""
    if cell is None:
        return False
    g = next(i for i, group in enumerate(groups) if cell in group)
    group = groups[g]
    least = 1 if spare is None or spare >= 2 or (spare == 1 and len(group) > 2) else 2
    if len(group) < 2 * least:
        return False
    for _ in range(20):  # grow one part from a random cell; the rest must stay in one piece
        if least == 2:
            size = 2 + _below(rng, len(group) - 3)
        else:
            size = 1 + _below(rng, len(group) - 1) if len(group) > 3 else 1
        part = [group[_below(rng, len(group))]]
        while len(part) < size:
            edge = [m for p in part for m in _neighbours(p, n) if m in group and m not in part]
            if not edge:
                break
            part.append(edge[_below(rng, len(edge))])
        rest = [x for x in group if x not in part]
        if rest and len(components(rest)) == 1 and len(components(part)) == 1:
            groups[g] = part
            groups.append(rest)
            return True
    return False


def shift(groups: list[list[Cell]], n: int, cell: Cell | None, max_cage: int, rng: random.Random) -> bool:
    """Move one cell across the border of the cage holding ``cell``, out to a neighbouring cage with
    room (at most ``max_cage`` cells) or in from a neighbouring cage, each cage keeping two cells or
    more in one piece: the cages change without one-cell cages. False when ``cell`` is None or no
    cell can move."""
    if cell is None:
        return False
    cage_of = {x: i for i, g in enumerate(groups) for x in g}
    here = cage_of[cell]
    moves = []  # (cell, from cage, to cage)
    for x in groups[here]:
        for m in _neighbours(x, n):
            there = cage_of[m]
            if there != here:
                moves += [(x, here, there), (m, there, here)]
    moves = _shuffled(moves, rng)
    for x, a, b in moves:
        rest = [y for y in groups[a] if y != x]
        if len(rest) >= 2 and len(groups[b]) < max_cage and len(components(rest)) == 1:
            groups[a].remove(x)
            groups[b].append(x)
            return True
    return False


def _open_cell(
    groups: list[list[Cell]], n: int, cand: list[int] | None, value: list[int] | None, rng: random.Random
) -> Cell | None:
    """A cell with the most candidates left (``cand``, ``value``: where the grader's deductions
    stopped; ties at random), in a cage of two or more cells; None when there is no board (a
    contradiction) or no such cell."""
    if cand is None or value is None:
        return None
    big = sorted(r * n + c for group in groups if len(group) > 1 for r, c in group)
    options = [(cand[k].bit_count(), rng.random(), k) for k in big if not value[k]]
    if not options:
        options = [(0, rng.random(), k) for k in big]
    return divmod(max(options)[2], n) if options else None
