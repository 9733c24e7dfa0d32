"""The maker: the requested grade exactly (by the Python reference ladder, independently of the
grader the maker used), unique, verified, and the same puzzle for the same seed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.engine import Budget
from gridcraft.killer import KillerLevel, Level, grade, make, parse, solo_id, verify
from gridcraft.latin.solo.count import count_python
from gridcraft.latin.solo.solver import solve_python


def test_a_nine_is_made_at_its_grade_the_same_for_the_same_seed() -> None:
    made = make("Basic", 9, seed=1)
    assert made.grade.label == "Basic" and made.grade.solo_makes
    assert verify(made.puzzle, made.solution) == []
    assert made.puzzle.covered and all(len(cage.cells) >= 2 for cage in made.puzzle.cages)
    assert parse(solo_id(made.puzzle)) == made.puzzle
    assert make("b", 9, seed=1).puzzle == made.puzzle
    assert made.grids >= 1 and made.graded >= 2


@pytest.mark.parametrize("label", ["Trivial", "Basic", "Intermediate", "Advanced"])
def test_nines_are_graded_as_asked_by_the_reference_ladder(label: str) -> None:
    level = Level[label.upper()]
    for seed in range(2):
        made = make(label, 9, seed=seed)
        out = solve_python(made.puzzle)  # the Python reference, whatever graded the walk
        assert out.level == level and out.killer == KillerLevel.INTERSECT
        assert solve_python(made.puzzle, level).level == level  # the deductions solve it: unique
        if level > Level.TRIVIAL:
            assert solve_python(made.puzzle, Level(level - 1)).level == Level.IMPOSSIBLE
        rows = tuple(tuple(out.grid[r * 9 : r * 9 + 9]) for r in range(9))
        assert rows == made.solution and verify(made.puzzle, rows) == []


@pytest.mark.slow
@pytest.mark.parametrize("label", ["Extreme", "Unreasonable"])
def test_hard_nines_are_graded_as_asked_and_unique(label: str) -> None:
    made = make(label, 9, seed=0)
    assert solve_python(made.puzzle).level == Level[label.upper()]
    assert count_python(made.puzzle, 2) == 1


@pytest.mark.parametrize(
    ("label", "size", "box"), [("Trivial", 4, (2, 2)), ("Basic", 6, (2, 3)), ("t", 6, (3, 2))]
)
def test_small_sizes(label: str, size: int, box: tuple[int, int]) -> None:
    made = make(label, size, seed=0, box=box)
    assert made.puzzle.box == box
    result = grade(made.puzzle)
    assert result.unique and result.solution == made.solution
    assert result.label.startswith(label.upper()[0])


@settings(max_examples=10)
@given(st.integers(0, 10**6))
def test_made_fours_verify(seed: int) -> None:
    made = make("Trivial", 4, seed=seed)
    assert verify(made.puzzle, made.solution) == []
    assert grade(made.puzzle).label == "Trivial"


def test_bad_requests() -> None:
    with pytest.raises(InvalidPuzzle, match="unknown grade"):
        make("Hard")
    with pytest.raises(InvalidPuzzle, match="do not tile"):
        make("Basic", 6, box=(2, 2))
    with pytest.raises(BudgetExceeded, match="no Basic killer sudoku: the time limit cut the making"):
        make("Basic", 9, budget=Budget(time_limit=0))
