"""Making kakuros of a size at a grade, each with exactly one solution: the core's maker
(:func:`gridcraft.latin.runs.make_board`: a symmetric block pattern, a random fill, the sums
written, uniqueness by the search, the grade by the ladder). This module reads the request and
builds the model. The same seed gives the same puzzle on any machine: the maker tries at most
:func:`default_fills` fills (or a budget's node limit), a count, not a time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gridcraft.engine import CLOCK, Budget
from gridcraft.errors import InvalidPuzzle
from gridcraft.kakuro.grade import GRADES
from gridcraft.kakuro.model import Grid, KakuroPuzzle
from gridcraft.latin.runs import make_board

MIN_MADE, MAX_MADE = 5, 16  # the sides made (the first row and column are blocks)
#: fills tried at most by default at 12 x 12 (see :func:`default_fills`). A fill and the repair of
#: its sums took, in processor time on this project's 2-core machine (seed 0, Easy, Medium and
#: Unreasonable): 0.015 s at 9 x 9, 0.2 to 0.3 s at 12 x 12, 0.4 to 1.2 s at 14 x 14, 1.9 to 6.4 s
#: at 16 x 16, about as the cells' number to the power 4.35; so that a request that is not met
#: gives up after about a minute there, as under the time limit of 60 s before
FILLS_AT_144 = 240
#: most fills tried by default, whatever the size (the core's own bound: 60 patterns, 8 fills each)
MOST_FILLS = 480


def default_fills(width: int, height: int) -> int:
    """The fills :func:`make` tries at most by default for ``width`` x ``height`` cells:
    :data:`FILLS_AT_144` times ``(144 / cells) ** 4.35``, at most :data:`MOST_FILLS`.

    >>> default_fills(9, 9), default_fills(12, 12), default_fills(14, 14), default_fills(16, 16)
    (480, 240, 62, 19)
    """
    return max(1, min(MOST_FILLS, int(FILLS_AT_144 * (144 / (width * height)) ** 4.35)))


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle, its only solution, its grade and the fills tried to make it."""

    puzzle: KakuroPuzzle
    solution: Grid
    grade: str
    fills: int


def grade_label(text: str) -> str:
    """The grade named by ``text`` (a label or its first letter, any case).

    Raises:
        InvalidPuzzle: no such grade.
    """
    word = text.strip().lower()
    for label in GRADES:
        if word in (label.lower(), label[0].lower()):
            return label
    raise InvalidPuzzle(f"unknown grade {text!r}: one of {', '.join(GRADES)}")


def make(
    grade: str = "Medium",
    width: int = 9,
    height: int = 9,
    seed: int | str = 0,
    *,
    budget: Budget | None = None,
) -> Made:
    """A ``width`` x ``height`` kakuro graded ``grade`` with exactly one solution, trying at most
    ``budget``'s node limit of fills (``None``, or no budget: :func:`default_fills`); the budget's
    time limit is an outer safety limit.

    Raises:
        InvalidPuzzle: an unknown grade, a side outside 5..16, or none found within the maker's bounds.
        BudgetExceeded: the fills of ``budget``'s node limit were tried without a puzzle (the same
            on any machine), or its time limit, an outer safety limit, cut the making.
    """
    label = grade_label(grade)
    for side in (width, height):
        if not MIN_MADE <= side <= MAX_MADE:
            raise InvalidPuzzle(f"a made kakuro's side is {MIN_MADE} to {MAX_MADE}, not {side}")
    rng = random.Random(f"kakuro:{width}x{height}:{label}:{seed}")
    working = budget
    if budget is None or budget.node_limit is None:  # the default fills, within the budget's time
        working = Budget.until(None if budget is None else budget.deadline, default_fills(width, height))
    try:
        found = make_board(width, height, GRADES.index(label), rng, working)
    finally:
        if budget is not None and working is not None and working is not budget and working.clock_cut:
            budget.exhaust(CLOCK)  # the caller's budget says the time limit cut the making
    board = found.board
    white = frozenset(board.cell(i) for i in range(board.size))
    sums: dict[tuple[int, int], list[int]] = {}
    for run in board.runs:
        clue = divmod(run.clue, width)
        sums.setdefault(clue, [0, 0])[1 if run.across else 0] = run.total
    givens = tuple((board.cell(i), v) for i, v in enumerate(board.givens) if v)
    puzzle = KakuroPuzzle(
        width, height, white, tuple((cell, d, a) for cell, (d, a) in sorted(sums.items())), givens
    )
    return Made(puzzle, puzzle.grid_of(found.solution), label, found.fills)
