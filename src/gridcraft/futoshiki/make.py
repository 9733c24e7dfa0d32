"""Making futoshikis at an Unequal grade, each with exactly one solution.

The making is the core's (:func:`gridcraft.latin.rules.make`, as Tatham's Unequal makes puzzles: a
random Latin square, clues added where the solver at the grade is most stuck, then taken away
while the puzzle stays solvable at the grade, kept when Unequal's whole ladder grades it exactly
at the grade). This module reads the request and builds the model. The same side, grade, mode
and seed give the same puzzle on any machine.
"""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.futoshiki.grade import GRADES, LETTERS, from_board
from gridcraft.futoshiki.model import MAKE_SIZES, FutoshikiPuzzle, Grid
from gridcraft.latin import rules

__all__ = ["Made", "grade_label", "make"]


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle: the puzzle, its only solution (``n`` rows of digits) and its grade (one of
    :data:`~gridcraft.futoshiki.grade.GRADES`)."""

    puzzle: FutoshikiPuzzle
    solution: Grid
    grade: str


def grade_label(text: str) -> str:
    """The grade named by ``text`` (a label or its letter in Unequal's parameters, any case).

    Raises:
        InvalidPuzzle: no such grade.
    """
    word = text.strip()
    label = LETTERS.get(word.lower(), word.capitalize())
    if label not in GRADES:
        raise InvalidPuzzle(f"unknown grade {text!r}: one of {', '.join(GRADES)}")
    return label


def refusal(size: int, label: str, adjacent: bool) -> str | None:
    """Why a futoshiki of ``size``, grade ``label`` and mode cannot be made, or ``None``: a side
    outside 4..9, or an adjacent puzzle under 5 x 5 above Easy (Unequal refuses it too)."""
    if size not in MAKE_SIZES:
        return f"futoshikis are made {MAKE_SIZES[0]} x {MAKE_SIZES[0]} to {MAKE_SIZES[-1]} x {MAKE_SIZES[-1]}, not {size}"
    if adjacent and size < 5 and GRADES.index(label) > GRADES.index("Easy"):
        return f"adjacent futoshikis under 5 x 5 are made at Trivial or Easy, not {label}"
    return None


def make(
    grade: str = "Easy",
    size: int = 5,
    seed: int | str = 0,
    *,
    adjacent: bool = False,
    tries: int | None = None,
) -> Made:
    """Make a futoshiki of side ``size`` graded ``grade`` (one of
    :data:`~gridcraft.futoshiki.grade.GRADES`, or its letter ``t e k x r``) by Unequal's grader,
    with exactly one solution; ``adjacent``: Tatham's adjacent mode; ``tries``: Latin squares tried
    at most (``None``: the core's :data:`~gridcraft.latin.rules.make.TRIES`), a count, so the same
    on any machine.

    Raises:
        InvalidPuzzle: an unknown grade, a side outside 4..9, an adjacent puzzle under 5 x 5 above
            Easy.
        BudgetExceeded: the core's bound on its attempts was reached.
    """
    label = grade_label(grade)
    if why := refusal(size, label, adjacent):
        raise InvalidPuzzle(why)
    board, solution = rules.make(
        "inequalities", size, GRADES.index(label), str(seed), adjacent=adjacent, tries=tries
    )
    n = size
    return Made(from_board(board), tuple(tuple(solution[r * n : r * n + n]) for r in range(n)), label)
