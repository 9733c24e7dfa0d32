"""Grading a KenKen as Keen does, and the chain of deductions that solves it.

Source: the solver of Simon Tatham's Keen (``keen.c``, ``latin.c``), reimplemented here on our own
board (:mod:`gridcraft.kenken.ladder.deduce`). Keen's loop: try the deductions of each grade in turn,
easiest first, up to the highest grade allowed; after any step, start again from the easiest. A
puzzle's grade is the lowest grade whose deductions alone fill the grid; a puzzle they cannot fill
but which has exactly one solution (proven by :class:`~gridcraft.latin.search.solver.LatinProblem`'s
complete search) is Unreasonable: it needs a guess.

Every deduction here removes only candidates that no solution has, so the candidates left by the
deductions of one grade do not depend on the order of the steps; :func:`grade` therefore goes on
from the board that the grade below left, instead of starting again.

The same climb runs in C when the optional extension ``_ladder.c`` is built (:func:`climb` picks
it; :func:`climb_python` is the reference it follows step for step, and the tests compare the two:
the same grade, the same candidates left, the same steps of each kind).
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gridcraft.engine import Budget, SearchStats, native, verdict
from gridcraft.errors import expect
from gridcraft.kenken.ladder.deduce import (
    Board,
    Contradiction,
    Deduction,
    Level,
    Step,
    cage_combinations,
    cage_digits,
    cage_line,
    fish,
    forcing_chain,
    hidden_single,
    naked_single,
    subset,
)
from gridcraft.kenken.model import Cage, Grid, KenKenPuzzle, Op
from gridcraft.kenken.verify import verify
from gridcraft.latin import problem

if TYPE_CHECKING:  # the types of what C returns: _ladder.pyi
    from gridcraft.kenken.ladder import _ladder
else:
    _ladder = native.load("gridcraft.kenken.ladder._ladder")  # None: built without a C compiler

Technique = Callable[[Board], "Step | None"]

#: the deductions of each grade in the order Keen tries them (Easy's cage rule only when Easy is
#: the highest grade allowed: see :func:`techniques`)
LADDER: dict[Level, tuple[Technique, ...]] = {
    Level.EASY: (cage_digits, hidden_single, naked_single),
    Level.NORMAL: (cage_combinations,),
    Level.HARD: (cage_line, subset),
    Level.EXTREME: (fish, forcing_chain),
}


def techniques(highest: Level) -> list[tuple[Level, Technique]]:
    """The deductions allowed up to grade ``highest``, easiest first. As in Keen, the Easy cage
    rule (:func:`~gridcraft.kenken.ladder.deduce.cage_digits`) is left out above Easy, where Normal's
    stronger rule replaces it."""
    out = []
    for level in Level:
        if level > min(highest, Level.EXTREME):
            break
        for technique in LADDER[level]:
            if technique is cage_digits and highest > Level.EASY:
                continue
            out.append((level, technique))
    return out


def deduce(board: Board, highest: Level) -> Iterator[Step]:
    """Apply the deductions up to grade ``highest`` to ``board`` until the grid is full or none
    applies, yielding each step as it is made (easiest first, starting again after each step).

    Raises:
        Contradiction: the candidates admit no solution.
    """
    allowed = techniques(highest)
    while not board.solved():
        for _level, technique in allowed:
            step = technique(board)
            if step is not None:
                yield step
                break
        else:
            return


@dataclass(frozen=True, slots=True)
class Grade:
    """What grading found.

    Attributes:
        level: the grade (``None`` when the puzzle has no solution or several, or when grading
            stopped below its grade).
        solutions: 0, 1, or 2 meaning "two or more"; ``None`` when grading stopped below the
            puzzle's grade without counting.
        counts: how often each deduction was used, on the way to the grid the grade's deductions
            fill (a guess counts once for an Unreasonable puzzle).
    """

    level: Level | None
    solutions: int | None
    counts: dict[Deduction, int] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """``hard``, ``no solution``, ``several solutions`` or ``not graded``."""
        if self.level is not None:
            return self.level.label
        return {0: "no solution", 2: "several solutions"}.get(
            -1 if self.solutions is None else self.solutions, "not graded"
        )


def grade(
    puzzle: KenKenPuzzle, *, highest: Level = Level.UNREASONABLE, deadline: float | None = None
) -> Grade:
    """The puzzle's grade: the lowest of Keen's grades whose deductions fill the grid, or
    Unreasonable when only a guess does and the solution is unique.

    Args:
        puzzle: the puzzle.
        highest: stop trying above this grade; a puzzle not filled by then gets ``level`` and
            ``solutions`` ``None`` (unless a contradiction showed it has no solution).
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` after which the search for solutions (the
            unreasonable grade) gives up; the result is then ``level`` and ``solutions`` ``None``.
    """
    expect(puzzle, KenKenPuzzle, "kenken.grade(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    return climb(puzzle, highest, deadline)[0]


def climb(
    puzzle: KenKenPuzzle, highest: Level = Level.UNREASONABLE, deadline: float | None = None
) -> tuple[Grade, Board | None]:
    """:func:`grade`, and the board its deductions left (``None`` after a contradiction): the
    maker reads where the deductions got stuck from it. In C when it is built
    (:func:`climb_native`; its deductions run without looking at ``deadline``)."""
    if native_fits(puzzle):
        return climb_native(puzzle, highest, deadline)
    return climb_python(puzzle, highest, deadline)


#: the deductions in the order of the C ladder's counts
NATIVE_ORDER = (
    Deduction.CAGE_DIGITS,
    Deduction.HIDDEN_SINGLE,
    Deduction.NAKED_SINGLE,
    Deduction.CAGE_COMBINATIONS,
    Deduction.CAGE_LINE,
    Deduction.SUBSET,
    Deduction.FISH,
    Deduction.FORCING_CHAIN,
)
_NATIVE_OPS = {None: 0, Op.ADD: 1, Op.SUB: 2, Op.MUL: 3, Op.DIV: 4, Op.EQ: 5}
#: the operation of each of the C ladder's codes (the inverse of its coding, hidden left out)
OP_OF_CODE = {code: op for op, code in _NATIVE_OPS.items() if op is not None}
if _ladder is not None:  # the classes and operations the C maker builds its puzzles of
    _ladder.set_model(Cage, KenKenPuzzle, tuple(sorted(_NATIVE_OPS, key=_NATIVE_OPS.__getitem__)))
#: cage targets the C ladder takes (its products are 64-bit)
NATIVE_TARGETS = 2**58


def native_fits(puzzle: KenKenPuzzle) -> bool:
    """The C ladder is built, not turned off (``GRIDCRAFT_PURE_PYTHON=1``), and takes ``puzzle``."""
    return native.enabled(_ladder) and all(cage.target < NATIVE_TARGETS for cage in puzzle.cages)


def climb_native(
    puzzle: KenKenPuzzle, highest: Level = Level.UNREASONABLE, deadline: float | None = None
) -> tuple[Grade, Board | None]:
    """:func:`climb_python` with the deductions in C (the extension must be built: see
    :func:`native_fits`); ``deadline`` bounds only the search for solutions at Unreasonable."""
    assert _ladder is not None
    n = puzzle.size
    cages = [
        (tuple(r * n + c for r, c in cage.cells), _NATIVE_OPS[cage.op], cage.target) for cage in puzzle.cages
    ]
    givens = [(r * n + c, v) for (r, c), v in puzzle.givens]
    outcome, reached, cand, value, raw = _ladder.climb(n, cages, givens, min(highest, Level.EXTREME))
    counts = {d: c for d, c in zip(NATIVE_ORDER, raw, strict=True) if c}
    if outcome == _ladder.CONTRADICTION:
        return Grade(None, 0, counts), None
    board = Board.restored(puzzle, cand, value)
    if outcome == _ladder.SOLVED:
        if verify(puzzle, board.grid()):
            return Grade(None, 0, {}), None
        return Grade(Level(reached), 1, counts), board
    if highest >= Level.UNREASONABLE:
        found = _count(puzzle, deadline)
        if found is None:
            return Grade(None, None, counts), board
        if found == 1:
            counts[Deduction.GUESS] = 1
            return Grade(Level.UNREASONABLE, 1, counts), board
        return Grade(None, found, counts), board
    return Grade(None, None, counts), board


def deductions(
    n: int, cages: Sequence[tuple[tuple[int, ...], Op | None, int]], highest: Level
) -> tuple[Level | None, list[int], list[int]] | None:
    """The deductions of the grades up to ``highest`` (at most Extreme) in C, on an ``n`` x ``n``
    puzzle given as its cages (cell indices ``row * n + col``, operation, target) without givens,
    for a maker that grades many: the grade whose deductions filled the grid (``None``: they got
    stuck), and the candidates and placed digits per cell where they stopped. ``None`` when the C
    ladder is not built or is turned off (then build the puzzle and :func:`climb`).

    Raises:
        Contradiction: the cages admit no solution.
    """
    coded = _coded(cages)
    if coded is None:
        return None
    assert _ladder is not None
    outcome, reached, cand, value, _ = _ladder.climb(n, coded, (), min(highest, Level.EXTREME))
    if outcome == _ladder.CONTRADICTION:
        raise Contradiction("the cages admit no solution")
    return (Level(reached) if outcome == _ladder.SOLVED else None), cand, value


def _coded(
    cages: Sequence[tuple[tuple[int, ...], Op | None, int]],
) -> list[tuple[tuple[int, ...], int, int]] | None:
    """``cages`` with the C ladder's operation codes, or ``None`` when the ladder is not built, is
    turned off, or cannot take a target."""
    if not native.enabled(_ladder) or any(target >= NATIVE_TARGETS for _, _, target in cages):
        return None
    return [(cells, _NATIVE_OPS[op], target) for cells, op, target in cages]


#: nodes the C count of solutions may visit before it gives the question back
NATIVE_COUNT_NODES = 200_000
#: largest side whose Unreasonable puzzles the maker's loop in C makes (it counts each candidate
#: to the end; Keen's sizes, whose counts take milliseconds)
NATIVE_MAKE_UNREASONABLE = 9


def count_cages(
    n: int, cages: Sequence[tuple[tuple[int, ...], Op | None, int]], deadline: float | None = None
) -> int | None:
    """Solutions of the puzzle of ``cages`` (as for :func:`deductions`) by a complete search in C:
    0, 1 or 2 (two or more). Each node applies Normal's deductions (singles and the cage rule, each
    removing only candidates that no solution has) until none applies, and then tries each
    candidate of an open cell with the fewest; a filled grid counts when every cage holds one of
    its combinations. ``None`` when the C ladder is not built or is turned off, or after
    :data:`NATIVE_COUNT_NODES` nodes or at ``deadline`` (a budget's; then ask :func:`count_solutions`)."""
    coded = _coded(cages)
    if coded is None:
        return None
    assert _ladder is not None
    found = _ladder.count(n, coded, (), 2, NATIVE_COUNT_NODES, deadline or 0.0)
    return None if found < 0 else found


def native_candidate(
    square: Grid,
    groups: Sequence[Sequence[tuple[int, int]]],
    order: Sequence[int],
    level: Level,
    mode: int,
    count: bool,
    deadline: float | None = None,
) -> tuple[list[int], int, int, list[int], list[int], int] | None:
    """The maker's candidate in C (see :func:`gridcraft.kenken.make.candidate`): operations per
    group (codes 1 + 2 - 3 x 4 / 5 =), outcome (0 filled, 1 stuck, 2 contradiction), the last grade
    tried, candidates and placed digits per cell, and (``count``, when stuck) the solutions counted
    (-1: gave up after :data:`NATIVE_COUNT_NODES` nodes or at ``deadline``, a budget's; -2: not
    counted). ``None`` when the C ladder is not built or is turned off."""
    if not native.enabled(_ladder):
        return None
    assert _ladder is not None
    flat = [digit for row in square for digit in row]
    return _ladder.candidate(
        flat, groups, order, int(level), mode, NATIVE_COUNT_NODES if count else 0, deadline or 0.0
    )


def native_make(
    n: int,
    level: Level,
    mode: int,
    max_cage: int,
    max_givens: int,
    pairing: float,
    moves: int,
    seed: str,
    deadline: float | None,
    steps: int = 0,
) -> tuple[int, int, int, int, tuple[KenKenPuzzle, Grid] | None] | None:
    """The maker's whole loop in C (:func:`gridcraft.kenken.make.make`, draw for draw from
    ``random.Random(seed)``, whose seeding the C restates): (0 made, 1 out of time or 2 out of
    ``steps`` (0: no limit; steps counted as the Python loop counts them), Latin squares drawn,
    repair moves, steps spent, and when made the puzzle and its square). The puzzle is built without the
    model's checks (as :meth:`~gridcraft.kenken.model.Cage.unchecked`): cells ``(row, col)`` in
    row-major order, the cages in the order of their first cells, operations hidden on cages of
    more than one cell in mode 2. ``deadline``: a budget's deadline (``time.monotonic()`` seconds;
    None: none). ``None`` when the C ladder is not built or is turned off, or ``level`` is
    Unreasonable above :data:`NATIVE_MAKE_UNREASONABLE` (there the C loop's complete counts would
    take long where the Python loop's give up after :data:`NATIVE_COUNT_NODES` nodes and ask the
    solver)."""
    if not native.enabled(_ladder) or (level is Level.UNREASONABLE and n > NATIVE_MAKE_UNREASONABLE):
        return None
    assert _ladder is not None
    status, squares, moves_made, spent, puzzle, square = _ladder.make(
        n, int(level), mode, max_cage, max_givens, pairing, moves, steps, seed_key(seed),
        math.inf if deadline is None else deadline,
    )  # fmt: skip
    if status != 0 or puzzle is None or square is None:
        return status, squares, moves_made, spent, None
    return status, squares, moves_made, spent, (puzzle, square)


def seed_key(seed: str) -> bytes:
    """The bytes of the integer ``random.Random(seed)`` seeds its Mersenne Twister with (Python 3.2
    and later, version 2 seeding), big-endian: ``seed``'s UTF-8 bytes and their SHA-512."""
    text = seed.encode()
    return text + hashlib.sha512(text).digest()


def count_solutions(puzzle: KenKenPuzzle, deadline: float | None = None) -> int | None:
    """Solutions of ``puzzle`` by the complete search: 0, 1 or 2 (two or more); None when the
    deadline (a budget's) came first."""
    return _count(puzzle, deadline)


def climb_python(
    puzzle: KenKenPuzzle, highest: Level = Level.UNREASONABLE, deadline: float | None = None
) -> tuple[Grade, Board | None]:
    """:func:`climb` in Python: the reference."""
    counts: Counter[Deduction] = Counter()
    board: Board | None = None
    clock = Budget.until(deadline)  # the one clock: read through a budget
    try:
        board = Board(puzzle)
        for level in Level:
            if level > highest:
                break
            if level is Level.UNREASONABLE:
                found = _count(puzzle, deadline)
                if found is None:
                    return Grade(None, None, dict(counts)), board
                if found == 1:
                    counts[Deduction.GUESS] += 1
                    return Grade(Level.UNREASONABLE, 1, dict(counts)), board
                return Grade(None, found, dict(counts)), board
            for step in deduce(board, level):
                counts[step.deduction] += 1
                if deadline is not None and clock.expired():
                    return Grade(None, None, dict(counts)), board
            if board.solved():
                if verify(puzzle, board.grid()):
                    return Grade(None, 0, {}), None
                return Grade(level, 1, dict(counts)), board
    except Contradiction:
        return Grade(None, 0, dict(counts)), None
    return Grade(None, None, dict(counts)), board


def _count(puzzle: KenKenPuzzle, deadline: float | None = None) -> int | None:
    """Solutions of ``puzzle`` by the complete search: 0, 1 or 2 (two or more); None when the
    deadline came first."""
    stats = SearchStats()
    budget = None if deadline is None else Budget.until(deadline, least=0.001)
    found = verdict(problem(puzzle), 2, budget=budget, stats=stats).found
    if stats.budget_exhausted and len(found) < 2:
        return None
    return len(found)


def solution(puzzle: KenKenPuzzle) -> Grid | None:
    """The puzzle's only solution, or ``None`` when it has none or several."""
    found = verdict(problem(puzzle), 2).found
    return found[0] if len(found) == 1 else None
