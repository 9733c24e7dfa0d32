"""The grade of a towers puzzle as Simon Tatham's Towers grades it, and its explained steps: the
core's restatement of his ladder (:mod:`gridcraft.latin.rules`: latin.c's deductions with Towers'
sightline rules) on the puzzle's board.

Grades, easiest first (:data:`GRADES`): Easy (the sightlines' simple bounds and singles), Hard
(each clue's line enumerated against the candidates, sets), Extreme (fish and forcing chains) and
Unreasonable (a guess followed through).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gridcraft.engine import Hint
from gridcraft.errors import InvalidPuzzle, NoSolution, WrongEntry
from gridcraft.latin import Rung
from gridcraft.latin.rules import TOWERS_LEVELS, Board, Step, solve
from gridcraft.towers.model import Cell, Grid, TowersPuzzle, cell_name
from gridcraft.towers.verify import verify

#: the grade labels, easiest first, as Towers names its levels
GRADES = TOWERS_LEVELS
#: the letters of the grades in Towers' parameters (``5d`` + letter)
LETTERS = dict(zip("ehxu", GRADES, strict=True))
UNREASONABLE = len(GRADES) - 1


@dataclass(frozen=True, slots=True)
class Grade:
    """A puzzle's grade.

    Attributes:
        label: one of :data:`GRADES`, or ``Ambiguous`` (more than one solution) or ``Impossible``.
        level: its index in :data:`GRADES` (-1 when not graded).
        unique: True when the puzzle has exactly one solution (proven by the deductions, or by
            the guessing at Unreasonable, which finds a second solution where there is one).
        counts: how often each rung of deduction was used, by its name.
        solution: the solution when ``unique``, else ``None``.
    """

    label: str
    level: int
    unique: bool
    counts: dict[str, int]
    solution: Grid | None


def _rows(n: int, grid: tuple[int, ...]) -> Grid:
    return tuple(tuple(grid[r * n : r * n + n]) for r in range(n))


def grade(puzzle: TowersPuzzle) -> Grade:
    """Grade ``puzzle`` as Towers does: its solver with every level allowed (guessing included).

    Cost: milliseconds for most puzzles up to 9 x 9 (Unreasonable ones, which guess, the slowest).
    """
    out = solve(puzzle.board(), UNREASONABLE, explain=True)
    n = puzzle.size
    counts: dict[str, int] = {}
    for step in out.steps:
        counts[step.rung] = counts.get(step.rung, 0) + 1
    rows = _rows(n, out.grid)
    if out.status == "solved" and not verify(puzzle, rows):
        return Grade(GRADES[max(out.level, 0)], max(out.level, 0), True, counts, rows)
    label = "Ambiguous" if out.status == "ambiguous" else "Impossible"
    return Grade(label, -1, False, counts, None)


def _cell(n: int, i: int) -> Cell:
    return divmod(i, n)


def hint_of(n: int, step: Step) -> Hint:
    """A step of the ladder as a :class:`~gridcraft.engine.Hint` (cells as ``(row, col)``)."""
    return Hint(
        step.text,
        step.rung,
        tuple(_cell(n, i) for i in step.cells),
        tuple((_cell(n, i), v) for i, v in step.placed),
        tuple((_cell(n, i), v) for i, v in step.removed),
        guess=step.rung == Rung.GUESS.value,
    )


def explain(puzzle: TowersPuzzle, state: Grid | None = None) -> Iterator[Hint]:
    """The steps from ``state`` (``n`` rows of heights, 0 for an empty cell; ``None``: the givens
    only) as Towers' grader takes them, each a :class:`~gridcraft.engine.Hint`. Where no deduction
    up to Extreme applies (an Unreasonable puzzle), a guess is made at the first empty cell, with
    the solution's height there, and the deductions go on from it.

    Raises:
        NoSolution: the puzzle has no solution.
        InvalidPuzzle: the puzzle has several solutions.
        WrongEntry: ``state`` has a height the solution does not have there (the message names it).
    """
    found = grade(puzzle)
    if found.solution is None:
        if found.label == "Ambiguous":
            raise InvalidPuzzle("the puzzle has several solutions: a step by step explanation needs one")
        raise NoSolution("the puzzle has no solution")
    solution = found.solution
    n = puzzle.size
    start = list(puzzle.board().givens)
    if state is not None:
        for r in range(n):
            for c in range(n):
                v = state[r][c]
                if v and v != solution[r][c]:
                    raise WrongEntry(
                        f"{cell_name((r, c))} = {v} is wrong: the solution has another height", (r, c)
                    )
                if v:
                    start[r * n + c] = v
    return _steps(puzzle, solution, start)


def _steps(puzzle: TowersPuzzle, solution: Grid, start: list[int]) -> Iterator[Hint]:
    n = puzzle.size
    while True:
        out = solve(Board(n, tuple(start), clues=puzzle.clues), UNREASONABLE - 1, explain=True)
        for step in out.steps:
            yield hint_of(n, step)
        empty = [i for i, v in enumerate(out.grid) if not v]
        if not empty:
            return
        r, c = divmod(empty[0], n)
        v = solution[r][c]
        yield Hint(
            f"No deduction applies: guess {cell_name((r, c))} = {v} and follow it through.",
            Rung.GUESS.value,
            ((r, c),),
            (((r, c), v),),
            guess=True,
        )
        start = list(out.grid)
        start[empty[0]] = v
