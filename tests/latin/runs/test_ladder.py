"""The ladder of runs with sums: every step sound (it never places a wrong digit nor strikes the
right one), the grades monotone in the deductions (a puzzle graded G is solved by the ladder
limited to G and not by the ladder limited to the grade below), each rung within its grade."""

from __future__ import annotations

import random
from functools import cache

import pytest

from gridcraft.latin.ladder import KAKURO
from gridcraft.latin.runs import LEVELS, UNREASONABLE, Board, count, solve_by_ladder
from gridcraft.latin.runs import make as mk


@cache
def corpus(n: int, side: int, seed: int) -> tuple[tuple[Board, tuple[int, ...]], ...]:
    """``n`` puzzles of ``side`` with one solution each, made by the core's pieces without a grade
    asked for (so their grades fall as they may)."""
    out = []
    rng = random.Random(f"ladder:{side}:{seed}")
    while len(out) < n:
        white = mk.pattern(side, side, rng)
        assert white is not None
        empty = mk.shape(side, side, white)
        digits = mk.fill(empty, rng)
        found = None if digits is None else mk.unique(empty, digits, rng)
        if found is not None:
            out.append(found)
    return tuple(out)


def _check(b: Board, solution: tuple[int, ...]) -> int:
    assert count(b, 2)[0] == 1
    full = solve_by_ladder(b, UNREASONABLE, solution=solution, explain=True)
    assert full.status == "solved" and full.grid == solution
    for step in full.steps:
        assert step.text
        assert all(solution[i] == d for i, d in step.placed), step.text
        assert all(solution[i] != d for i, d in step.removed), step.text
    level = max(full.level, 0)
    assert KAKURO.check(LEVELS[level], [(s.rung.value, "") for s in full.steps]) == []
    limited = solve_by_ladder(b, level, solution=solution, explain=True)
    assert limited.status == "solved" and limited.steps == full.steps
    if level > 0:
        below = solve_by_ladder(b, level - 1, solution=solution, explain=True)
        assert below.status == "stuck"
        assert full.steps[: len(below.steps)] == below.steps  # the same solve up to where it sticks
        assert (
            full.steps[len(below.steps)].rung in dict(KAKURO.grades)[LEVELS[level]] or level == UNREASONABLE
        )
    return level


def test_steps_are_sound_and_grades_monotone_on_made_puzzles() -> None:
    levels = {_check(b, solution) for b, solution in corpus(8, 6, 1)}
    assert len(levels) >= 2  # the corpus holds more than one grade


@pytest.mark.slow
def test_grades_monotone_on_a_larger_corpus() -> None:
    levels = {_check(b, solution) for side in (7, 8, 9) for b, solution in corpus(10, side, 2)}
    assert len(levels) >= 3


def test_a_contradiction_is_found_and_a_stuck_solve_says_so() -> None:
    b, solution = corpus(8, 6, 1)[0]
    wrong = list(b.givens)
    wrong[0] = solution[0] % 9 + 1
    assert solve_by_ladder(b, UNREASONABLE, solution=solution, start=wrong).status == "impossible"
    assert solve_by_ladder(b, UNREASONABLE).status in ("solved", "stuck")  # no solution given: no guess
