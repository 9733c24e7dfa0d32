"""Solo's grader for sudoku (classic, X, jigsaw) and killer sudoku: Simon Tatham's solo.c solver,
restated in Python.

Solo grades a puzzle by the hardest sudoku deduction its solver needs, trying its deductions from
the easiest and starting again from the top after every success:

=============  ====  =====================================================================
level          ID    deductions first allowed at the level (in the order they are tried)
=============  ====  =====================================================================
Trivial        ``t`` hidden singles in boxes, and all the killer deductions (below)
Basic          ``b`` hidden singles in rows, then columns; naked singles
Intermediate   ``i`` pointing and claiming (rows, then columns, against boxes)
Advanced       ``a`` subsets in boxes, rows, columns
Extreme        ``e`` fish (rows against columns for one digit); forcing chains
Unreasonable   ``u`` guessing: the empty cell with fewest candidates, each candidate in turn,
                     solving each guess from scratch with every deduction (uniqueness included)
=============  ====  =====================================================================

An X sudoku's two diagonals join in from Basic: hidden singles in the ``\\`` diagonal, then the
``/`` one, after the columns; pointing between each diagonal and the boxes, after the columns';
subsets in each diagonal, after the columns'; a forcing chain's cells see along the diagonals
through them. A jigsaw's regions stand in for the boxes everywhere, numbered by their first cell.

The killer deductions (on a square with cages only) run after the hidden singles in boxes, in
this order: cells leave their cages as they fill; one-cell cages are filled; the regions' deduced
cages are rebuilt (a single cell left over is placed: Solo's killer level "Advanced"); minmax; sum
sets. Solo's own killer level (single, minmax, sums, region intersections) is reported beside the
grade; Solo's generator makes killer puzzles only when that level is the highest, "region
intersections", which it reaches when a deduced single is placed, and the sudoku level is the
requested one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING

from gridcraft.engine import native
from gridcraft.latin.solo import sudoku as sr
from gridcraft.latin.solo import sums as kr
from gridcraft.latin.solo.board import Board, Contradiction, Step, SumSquare, box_index

if TYPE_CHECKING:  # the types of what C returns: _solo.pyi
    from gridcraft.latin.solo import _solo
else:
    _solo = native.load("gridcraft.latin.solo._solo")  # None: built without a C compiler

#: the deductions by name, in the order the C ladder counts them
DEDUCTIONS = (
    "hidden single",
    "naked single",
    "pointing",
    "subset",
    "fish",
    "forcing chain",
    "killer single cage",
    "killer deduced single",
    "killer minmax",
    "killer sums",
    "guess",
)


class Level(IntEnum):
    """Solo's difficulty levels (its ``DIFF_*``), with the outcomes beyond them."""

    TRIVIAL = 0
    BASIC = 1
    INTERMEDIATE = 2
    ADVANCED = 3
    EXTREME = 4
    UNREASONABLE = 5
    AMBIGUOUS = 6  # more than one solution
    IMPOSSIBLE = 7  # no solution (or, below Unreasonable, none found by the allowed deductions)

    @property
    def letter(self) -> str:
        """The letter of the level in Solo's parameters (``3x3kd`` + letter), or ``""``."""
        return "tbiaeu"[self] if self <= Level.UNREASONABLE else ""


class KillerLevel(IntEnum):
    """Solo's killer levels (its ``DIFF_K*``)."""

    SINGLE = 0
    MINMAX = 1
    SUMS = 2
    INTERSECT = 3


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the grader reached: the level, the killer level, the grid as far as it got (0: empty,
    indices ``row * n + col``), how often each deduction fired (all branches of a guess included)
    and, when recorded, the steps of the top level; ``left``: the candidates left in the empty
    cells of the top level when its deductions stopped (0 when they solved it), and ``candidates``
    each cell's candidates then (bitsets, bit ``d`` for digit ``d``); ``contradiction``: the top
    level's deductions proved that no solution exists."""

    level: Level
    killer: KillerLevel
    grid: tuple[int, ...]
    counts: Counter[str]
    steps: tuple[Step, ...]
    left: int = 0
    candidates: tuple[int, ...] = ()
    contradiction: bool = False


def solve(
    puzzle: SumSquare,
    max_level: Level = Level.UNREASONABLE,
    record: bool = False,
    start: tuple[int, ...] | None = None,
) -> Outcome:
    """Run Solo's solver on ``puzzle`` allowing deductions up to ``max_level``.

    ``start`` is a grid (indices ``row * n + col``, 0: empty) to start from instead of the givens;
    ``record`` keeps each step of the top level (not inside guesses). The level is Solo's: the
    hardest deduction used, :attr:`Level.AMBIGUOUS` or :attr:`Level.IMPOSSIBLE`. Without
    ``record`` the C ladder runs where it is built (:func:`solve_native`: the same outcome), else
    :func:`solve_python`. Cost: each step rescans from the easiest deduction; a subset scan is
    O(2^n n) per region; guessing may take exponential time on puzzles far from unique. A 9 x 9
    takes tens of microseconds to a millisecond in C, milliseconds to a second in Python.
    """
    if not record and native.enabled(_solo):
        found = solve_native(puzzle, max_level, start)
        if found is not None:
            return found
    return solve_python(puzzle, max_level, record, start)


def start_grid(puzzle: SumSquare, start: tuple[int, ...] | None = None) -> list[int]:
    """The grid a solve starts from: ``start``, or the givens (indices ``row * n + col``, 0: empty)."""
    n = puzzle.size
    grid = list(start) if start is not None else [0] * (n * n)
    if start is None:
        for (r, c), v in puzzle.givens:
            grid[r * n + c] = v
    return grid


def coded_cages(puzzle: SumSquare) -> list[tuple[tuple[int, ...], int]]:
    """The cages as the C ladder reads them: (cell indices ``row * n + col``, total)."""
    n = puzzle.size
    return [(tuple(r * n + c for r, c in cage.cells), cage.total) for cage in puzzle.cages]


def solve_native(
    puzzle: SumSquare, max_level: Level = Level.UNREASONABLE, start: tuple[int, ...] | None = None
) -> Outcome | None:
    """:func:`solve` in C (no steps recorded): the same level, killer level, grid, counts, candidates
    left and contradiction as :func:`solve_python`. ``None`` when the C ladder is not built or
    does not take the puzzle (a side above 16, a cage of more than ``size`` cells, cells in two
    cages, a start value outside 0..``size``)."""
    if _solo is None:
        return None
    found = _solo.solve(
        puzzle.size,
        box_index(puzzle),
        puzzle.diagonals,
        coded_cages(puzzle),
        start_grid(puzzle, start),
        int(max_level),
    )
    if found is None:
        return None
    level, killer, grid, counts, left, candidates, contradiction = found
    return Outcome(
        Level(level),
        KillerLevel(killer),
        tuple(grid),
        Counter({name: k for name, k in zip(DEDUCTIONS, counts) if k}),
        (),
        left,
        tuple(candidates),
        contradiction,
    )


def solve_python(
    puzzle: SumSquare,
    max_level: Level = Level.UNREASONABLE,
    record: bool = False,
    start: tuple[int, ...] | None = None,
) -> Outcome:
    """:func:`solve` in Python: the reference (and the one that records steps)."""
    n = puzzle.size
    grid = start_grid(puzzle, start)
    counts: Counter[str] = Counter()
    board = Board.of(puzzle, record)
    board.counts = counts
    level, killer, final, steps = _solve(board, puzzle, grid, max_level)
    left = sum(board.cand[x].bit_count() for x in range(n * n) if not board.grid[x])
    return Outcome(
        level, killer, tuple(final), counts, tuple(steps or ()), left, tuple(board.cand), board.broken
    )


def _solve(
    board: Board, puzzle: SumSquare, grid: list[int], max_level: Level
) -> tuple[Level, KillerLevel, list[int], list[Step] | None]:
    counts = board.counts
    n = board.n
    level, killer = Level.TRIVIAL, KillerLevel.SINGLE
    try:
        for c in range(n):  # Solo places the givens column by column
            for r in range(n):
                v = grid[r * n + c]
                if v:
                    if not board.cand[r * n + c] >> v & 1:
                        raise Contradiction
                    board.place(r * n + c, v)
        level, killer = _loop(board, max_level)
    except Contradiction:
        board.broken = True
        return Level.IMPOSSIBLE, killer, board.grid, board.steps
    except _Stopped as stop:
        return stop.level, stop.killer, board.grid, board.steps
    if max_level < Level.UNREASONABLE:
        if not all(board.grid):
            level = Level.IMPOSSIBLE
        return level, killer, board.grid, board.steps
    empty = [x for x in range(n * n) if not board.grid[x]]
    if not empty:
        return level, killer, board.grid, board.steps
    best = min(empty, key=lambda x: (board.cand[x].bit_count(), x))
    result, solution = Level.IMPOSSIBLE, list(board.grid)
    counts["guess"] += 1
    if board.steps is not None:
        board.steps.append(Step("guess", "", (best,)))
    for d in range(1, n + 1):
        if not board.cand[best] >> d & 1:
            continue
        trial = list(board.grid)
        trial[best] = d
        child = Board.of(puzzle)
        child.counts = counts
        sub, _, out, _ = _solve(child, puzzle, trial, max_level)
        if result == Level.IMPOSSIBLE and sub != Level.IMPOSSIBLE:
            solution = out
        if sub == Level.AMBIGUOUS:
            result = Level.AMBIGUOUS
        elif sub != Level.IMPOSSIBLE:
            result = Level.UNREASONABLE if result == Level.IMPOSSIBLE else Level.AMBIGUOUS
        if result == Level.AMBIGUOUS:
            break
    return result, killer, solution, board.steps


class _Stopped(Exception):
    def __init__(self, level: Level, killer: KillerLevel) -> None:
        self.level, self.killer = level, killer


def _killer_step(board: Board, recursive: bool) -> KillerLevel | None:
    """The killer deductions in Solo's order, up to the first that changes the board: the killer
    level it counts as (a one-cell cage: :attr:`KillerLevel.SINGLE`), or ``None``. Solo runs them
    on killer puzzles only: a square without cages skips them (:attr:`Board.caged`)."""
    kr.cage_prep(board)
    if kr.single_cages(board):
        return KillerLevel.SINGLE
    if kr.region_cages(board, recursive):
        return KillerLevel.INTERSECT
    if kr.minmax(board):
        return KillerLevel.MINMAX
    if kr.sums(board):
        return KillerLevel.SUMS
    return None


def _loop(board: Board, max_level: Level) -> tuple[Level, KillerLevel]:
    """Solo's main loop; returns the level and killer level reached when nothing more applies."""
    level, killer = Level.TRIVIAL, KillerLevel.SINGLE
    recursive = max_level >= Level.UNREASONABLE
    while True:
        if sr.box_singles(board):
            continue
        if board.caged:
            try:
                found = _killer_step(board, recursive)
            except kr.SumQuirk:
                raise _Stopped(level, killer) from None
            if found is not None:
                killer = max(killer, found)
                continue
        stages = (
            (Level.BASIC, (sr.line_singles, sr.naked_singles)),
            (Level.INTERMEDIATE, (sr.intersections,)),
            (Level.ADVANCED, (sr.sets,)),
            (Level.EXTREME, (sr.fish, sr.forcing_chains)),
        )
        progressed = False
        for stage, rules in stages:
            if max_level < stage:
                break
            if any(rule(board) for rule in rules):
                level = max(level, stage)
                progressed = True
                break
        if not progressed:
            return level, killer


def graded(label: str, unique: bool, counts: dict[str, int]) -> tuple[str, bool, int | None, dict[str, int]]:
    """A Solo grade as a kind's table reports it (``Kind.grade``): the grade's label, whether it is
    graded (one solution), the solutions counted up to 2, and how often each deduction was used;
    a puzzle not graded says ``several solutions`` (``label`` ``Ambiguous``) or ``no solution``."""
    if unique:
        return label, True, 1, dict(counts)
    several = label == "Ambiguous"
    return ("several solutions" if several else "no solution"), False, 2 if several else 0, dict(counts)
