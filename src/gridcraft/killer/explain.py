"""A killer sudoku solve explained step by step, as Solo's grader takes it (the core's
:mod:`gridcraft.latin.solo.explain`)."""

from __future__ import annotations

from collections.abc import Iterator

from gridcraft.engine import Hint
from gridcraft.killer.grade import grade
from gridcraft.killer.model import Grid, KillerPuzzle
from gridcraft.latin.solo import explain as explain_steps


def explain(puzzle: KillerPuzzle, state: Grid | None = None) -> Iterator[Hint]:
    """The steps from ``state`` (``n`` rows of digits, 0 for an empty cell; ``None``: the givens
    only) as Solo's grader takes them (see :func:`gridcraft.latin.solo.explain`).

    Raises:
        NoSolution: the puzzle has no solution.
        InvalidPuzzle: the puzzle has several solutions.
        WrongEntry: ``state`` has a digit the solution does not have there (the message names it).
    """
    found = grade(puzzle)
    return explain_steps(puzzle, found.solution, state, several=found.label == "Ambiguous")
