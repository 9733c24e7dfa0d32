"""Making sudokus (classic, X, jigsaw; sides 4 to 16) at a Solo grade, each with exactly one
solution, its givens symmetric (a half turn by default, as printed puzzles have them).

The carving is the Latin core's (:func:`gridcraft.latin.solo.carve`): a random filled grid whose
givens are taken away orbit by orbit while Solo's deductions up to the grade still solve it, kept
when Solo's whole ladder grades it exactly at the grade. Below Unreasonable the deductions solve
it, which proves it unique; at Unreasonable the core's count proves it. This module reads the
request and builds the model. The same seed gives the same puzzle on any machine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.latin.solo import GAVE_UP, LATE, SYMMETRIES, Level, carve
from gridcraft.sudoku.grade import GRADES, LETTERS, Grade
from gridcraft.sudoku.model import Box, Grid, SudokuPuzzle, default_box

__all__ = ["ATTEMPTS", "Made", "make"]

#: filled grids tried before giving up
ATTEMPTS = 2000


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle: the puzzle, its only solution (``n`` rows of digits), its :class:`Grade`,
    and how many filled grids were tried to make it."""

    puzzle: SudokuPuzzle
    solution: Grid
    grade: Grade
    attempts: int


def grade_label(text: str) -> str:
    """The grade named by ``text`` (a label or its letter, any case).

    Raises:
        InvalidPuzzle: no such grade.
    """
    word = text.strip()
    label = LETTERS.get(word.lower(), word.capitalize())
    if label not in GRADES:
        raise InvalidPuzzle(f"unknown grade {text!r}: one of {', '.join(GRADES)}")
    return label


def make(
    grade: str = "Basic",
    size: int = 9,
    seed: int | str = 0,
    *,
    box: Box | None = None,
    x: bool = False,
    jigsaw: bool = False,
    symmetry: str = "rot2",
    budget: Budget | None = None,
) -> Made:
    """Make a sudoku of side ``size`` graded ``grade`` (one of :data:`GRADES`, or its letter
    ``t b i a e u``) by Solo's grader, with exactly one solution.

    ``box`` defaults to the side's usual box (:func:`~gridcraft.sudoku.model.default_box`);
    ``jigsaw`` draws irregular regions instead (a side without boxes, such as 5 or 7, is always a
    jigsaw); ``x`` makes both long diagonals units; ``symmetry`` is one of
    :data:`gridcraft.latin.solo.SYMMETRIES`. ``budget``'s node limit is the filled grids tried at
    most (``None``: :data:`ATTEMPTS`), the same on any machine; its time limit an outer safety
    limit, checked between the carving's steps.
    Cost (9 x 9, with the C ladder): milliseconds up to Intermediate, more at Advanced and above.

    Raises:
        InvalidPuzzle: an unknown grade or symmetry, a side outside 4..16, boxes that do not tile
            the grid, or no puzzle found in :data:`ATTEMPTS` grids (a grade the side seldom
            reaches: 4 x 4 sudokus are Trivial or Basic).
        BudgetExceeded: the grids of ``budget``'s node limit were tried without a puzzle, or its
            time limit cut the making (``budget.cut``; the message says so).
    """
    label = grade_label(grade)
    target = Level(GRADES.index(label))
    if symmetry not in SYMMETRIES:
        raise InvalidPuzzle(f"symmetry {symmetry!r} is not one of {', '.join(SYMMETRIES)}")
    if not 4 <= size <= 16:
        raise InvalidPuzzle(f"a sudoku's side is 4 to 16, not {size}")
    if jigsaw:
        box = None
    else:
        box = box or default_box(size)
        if box[0] * box[1] != size:
            raise InvalidPuzzle(f"boxes of {box[0]} x {box[1]} do not tile a {size} x {size} grid")
        if box[0] == 1:
            jigsaw, box = True, None
    kind = "jigsaw" if jigsaw else f"{box}"
    rng = random.Random(f"sudoku:{size}:{kind}:{'x' if x else ''}:{symmetry}:{label}:{seed}")
    asked = budget.node_limit if budget is not None else None
    attempts = ATTEMPTS if asked is None else asked
    found = carve(
        size,
        None if jigsaw else box,
        target,
        rng,
        jigsaw=jigsaw,
        diagonals=x,
        symmetry=symmetry,
        attempts=attempts,
        budget=budget,
        regions_from=default_box(size) if jigsaw and default_box(size)[0] > 1 else None,
    )
    if found.status == LATE:
        raise BudgetExceeded(
            f"no {label} sudoku: the time limit cut the making at {found.attempts:,} grids tried",
            found.attempts,
        )
    if found.status == GAVE_UP and asked is not None:
        raise BudgetExceeded(f"no {size} x {size} sudoku graded {label} within {attempts:,} grids", attempts)
    if found.status == GAVE_UP:
        raise InvalidPuzzle(f"no {size} x {size} sudoku graded {label} found in {ATTEMPTS} grids")
    n = size
    givens = tuple(((i // n, i % n), v) for i, v in enumerate(found.grid) if v)
    puzzle = SudokuPuzzle(n, box, givens, found.shape.regions if jigsaw else None, x)
    solution = tuple(tuple(found.solution[r * n : r * n + n]) for r in range(n))
    result = Grade(label, target, True, dict(found.counts), solution)
    return Made(puzzle, solution, result, found.attempts)
