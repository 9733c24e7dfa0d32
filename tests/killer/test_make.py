"""The maker: the requested grade exactly, unique, verified, and the same puzzle for the same seed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.errors import InvalidPuzzle
from gridcraft.killer import grade, make, parse, solo_id, verify


def test_a_nine_is_made_at_its_grade_the_same_for_the_same_seed() -> None:
    made = make("Basic", 9, seed=1)
    assert made.grade.label == "Basic" and made.grade.solo_makes
    assert verify(made.puzzle, made.solution) == []
    assert made.puzzle.covered and all(len(cage.cells) >= 2 for cage in made.puzzle.cages)
    assert parse(solo_id(made.puzzle)) == made.puzzle
    assert make("b", 9, seed=1).puzzle == made.puzzle


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
