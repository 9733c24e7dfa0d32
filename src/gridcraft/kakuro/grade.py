"""The grade of a kakuro, and its solve explained: the core's ladder of runs with sums
(:mod:`gridcraft.latin.runs.ladder`; grades Easy, Medium, Hard, Extreme, Unreasonable), the
solutions counted by the core's search."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gridcraft.engine import Hint
from gridcraft.errors import InvalidPuzzle, NoSolution, WrongEntry
from gridcraft.kakuro.model import Grid, KakuroPuzzle, cell_name
from gridcraft.latin.runs import LEVELS, UNREASONABLE, count
from gridcraft.latin.runs import solve_by_ladder as solve

#: the grade labels, easiest first
GRADES = LEVELS


@dataclass(frozen=True, slots=True)
class Grade:
    """A puzzle's grade.

    Attributes:
        label: one of :data:`GRADES`, or ``Ambiguous`` (several solutions) or ``Impossible``.
        unique: exactly one solution (proven by the search).
        solutions: the solutions counted, up to 2.
        counts: how often each deduction was used, by name.
        solution: the solution when unique.
    """

    label: str
    unique: bool
    solutions: int
    counts: dict[str, int]
    solution: Grid | None


def grade(puzzle: KakuroPuzzle) -> Grade:
    """Grade ``puzzle``: its solutions counted, then the ladder's grade of the one solution."""
    board = puzzle.board()
    n, answers, _ = count(board, 2)
    if n != 1:
        return Grade("Impossible" if n == 0 else "Ambiguous", False, n, {}, None)
    out = solve(board, UNREASONABLE, solution=answers[0])
    label = LEVELS[max(out.level, 0)] if out.status == "solved" else "Impossible"
    return Grade(label, out.status == "solved", 1, dict(out.counts), puzzle.grid_of(answers[0]))


def explain(puzzle: KakuroPuzzle, state: Grid | None = None) -> Iterator[Hint]:
    """The ladder's steps from ``state`` (``None``: the givens) to the solution.

    Raises:
        NoSolution: the puzzle has none.
        InvalidPuzzle: it has several.
        WrongEntry: ``state`` holds a digit the solution does not have there.
    """
    board = puzzle.board()
    n, answers, _ = count(board, 2)
    if n == 0:
        raise NoSolution("the puzzle has no solution")
    if n > 1:
        raise InvalidPuzzle("the puzzle has several solutions: a step by step explanation needs one")
    solution = answers[0]
    start = list(board.givens)
    if state is not None:
        for i in range(board.size):
            r, c = board.cell(i)
            v = state[r][c]
            if v and v != solution[i]:
                raise WrongEntry(
                    f"{cell_name((r, c))} = {v} is wrong: the solution has another digit", (r, c)
                )
            if v:
                start[i] = v
    out = solve(board, UNREASONABLE, solution=solution, start=start, explain=True)
    for step in out.steps:
        yield Hint(
            step.text,
            step.rung.value,
            tuple(board.cell(i) for i in step.cells),
            tuple((board.cell(i), d) for i, d in step.placed),
            tuple((board.cell(i), d) for i, d in step.removed),
            guess=step.rung.value == "guess",
        )
