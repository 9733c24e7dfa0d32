"""Making kakuros of a size at a grade, each with exactly one solution: the core's maker
(:func:`gridcraft.latin.runs.make_board`: a symmetric block pattern, a random fill, the sums
written, uniqueness by the search, the grade by the ladder). This module reads the request and
builds the model. The same seed gives the same puzzle on any machine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle
from gridcraft.kakuro.grade import GRADES
from gridcraft.kakuro.model import Grid, KakuroPuzzle
from gridcraft.latin.runs import make_board

MIN_MADE, MAX_MADE = 5, 16  # the sides made (the first row and column are blocks)


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
    """A ``width`` x ``height`` kakuro graded ``grade`` with exactly one solution.

    Raises:
        InvalidPuzzle: an unknown grade, a side outside 5..16, or none found within the maker's bounds.
        BudgetExceeded: ``budget`` ran out first.
    """
    label = grade_label(grade)
    for side in (width, height):
        if not MIN_MADE <= side <= MAX_MADE:
            raise InvalidPuzzle(f"a made kakuro's side is {MIN_MADE} to {MAX_MADE}, not {side}")
    rng = random.Random(f"kakuro:{width}x{height}:{label}:{seed}")
    found = make_board(width, height, GRADES.index(label), rng, budget)
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
