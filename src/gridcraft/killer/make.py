"""Making killer sudoku of a chosen size and Solo grade, each with exactly one solution.

The walk is the Latin core's (:func:`gridcraft.latin.solo.walk`, in C where it is built, the same
draws in Python): Solo-style cages over a random grid, graded by Solo's deductions and moved
(merges, moves, splits) until the grade is the requested one, then confirmed by Solo's whole
ladder, as :func:`gridcraft.killer.grade.grade` grades (its outcome is the made puzzle's
:class:`Grade`). This module reads the request and builds the model.

A made puzzle is graded exactly at the requested grade; below Unreasonable the deductions solve
it, which proves it unique, and at Unreasonable Solo's guessing proves it unique. With
``strict`` (the default) its killer level is also the one Solo's generator insists on (a
region's leftover cell placed at least once). The same seed gives the same puzzle, with or
without the C loop.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.killer.grade import GRADES, LETTERS, Grade
from gridcraft.killer.model import Cage, Cell, Grid, KillerPuzzle, default_box
from gridcraft.latin.solo import LATE, MADE, Level, solo_cages, walk
from gridcraft.latin.solo import filled_grid as _filled

__all__ = ["ATTEMPTS", "Made", "filled_grid", "make", "solo_cages"]

#: grids drawn before giving up
ATTEMPTS = 400


@dataclass(frozen=True, slots=True)
class Made:
    """A made puzzle: the puzzle, its only solution (``n`` rows of digits), its :class:`Grade`,
    and how many grids were drawn and puzzles graded to make it."""

    puzzle: KillerPuzzle
    solution: Grid
    grade: Grade
    grids: int
    graded: int


def filled_grid(n: int, box: tuple[int, int], cages: list[list[Cell]], rng: random.Random) -> Grid | None:
    """A random solved sudoku whose ``cages`` repeat no digit, as ``n`` rows, or None when none is
    found within the search's node budget (:func:`gridcraft.latin.solo.filled_grid`)."""
    flat = _filled(n, box, cages, rng)
    return None if flat is None else tuple(flat[r * n : r * n + n] for r in range(n))


def make(
    grade_label: str = "Basic",
    size: int = 9,
    seed: int | str = 0,
    *,
    box: tuple[int, int] | None = None,
    max_cage: int | None = None,
    strict: bool = True,
    budget: Budget | None = None,
) -> Made:
    """Make a killer sudoku of ``size`` graded ``grade_label`` (one of :data:`GRADES`, or its
    letter ``t b i a e u``) by Solo's grader, with exactly one solution.

    ``box`` defaults to :func:`default_box`; ``max_cage`` (default ``size // 2 + 1``) bounds a
    cage a move makes. Cost (9 x 9, with the C loop): a few milliseconds up to Intermediate, tens
    of milliseconds at Advanced, more at Extreme and Unreasonable; in pure Python about a
    thousand times as long.

    ``budget`` (a :class:`gridcraft.engine.Budget`, ``None``: no limit): its node limit is the
    grids drawn at most (``None``: :data:`ATTEMPTS`), the same on any machine; its time limit an
    outer safety limit, checked between the grades of candidates.

    Raises:
        InvalidPuzzle: an unknown grade, a box that does not tile the grid, or no puzzle found
            after :data:`ATTEMPTS` grids (a grade the size cannot reach: 4 x 4 puzzles are all
            Trivial in Solo).
        BudgetExceeded: the grids of ``budget``'s node limit were drawn without a puzzle, or its
            time limit cut the making (``budget.cut``; the message says so).
    """
    label = LETTERS.get(grade_label.lower(), grade_label.capitalize())
    if label not in GRADES:
        raise InvalidPuzzle(f"unknown grade {grade_label!r}: one of {', '.join(GRADES)}")
    target = Level(GRADES.index(label))
    box = box or default_box(size)
    if box[0] * box[1] != size:
        raise InvalidPuzzle(f"boxes of {box[0]} x {box[1]} do not tile a {size} x {size} grid")
    seeded = f"killer:{size}:{box}:{label}:{seed}"
    asked = budget.node_limit if budget is not None else None
    attempts = ATTEMPTS if asked is None else asked
    found = walk(
        size, box, target, seeded, strict=strict, max_cage=max_cage, attempts=attempts, budget=budget
    )
    if found.status == LATE:
        raise BudgetExceeded(
            f"no {label} killer sudoku: the time limit cut the making at {found.grids:,} grids "
            f"({found.graded:,} graded)",
            found.grids,
        )
    if found.status != MADE and asked is not None:
        raise BudgetExceeded(
            f"no {size} x {size} killer sudoku graded {label} within {attempts:,} grids", found.grids
        )
    if found.status != MADE:
        raise InvalidPuzzle(f"no {size} x {size} killer sudoku graded {label} found in {ATTEMPTS} grids")
    n = size
    cages = tuple(Cage(tuple(divmod(i, n) for i in cells), total) for cells, total in found.cages)
    puzzle = KillerPuzzle(n, box, cages)
    solution = tuple(found.solution[r * n : r * n + n] for r in range(n))
    result = Grade(label, target, found.killer, True, dict(found.counts), solution)  # the walk's last grade
    return Made(puzzle, solution, result, found.grids, found.graded + 1)
