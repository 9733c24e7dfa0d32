"""The independent checker: every rule broken is named; every random solution passes."""

from __future__ import annotations

from hypothesis import given
from killer_strategies import puzzles_and_solutions

from gridcraft.killer import Cage, KillerPuzzle, verify

SOLVED = ((1, 2, 3, 4), (3, 4, 1, 2), (2, 1, 4, 3), (4, 3, 2, 1))


def test_a_solution_passes_and_each_broken_rule_is_named() -> None:
    puzzle = KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 3), Cage(((3, 2), (3, 3)), 3)), (((1, 1), 4),))
    assert verify(puzzle, SOLVED) == []
    swapped = ((2, 1, 3, 4), *SOLVED[1:])
    problems = verify(puzzle, swapped)
    assert "column 1 repeats 2" in problems and "column 2 repeats 1" in problems
    wrong_sum = KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 4),))
    assert verify(wrong_sum, SOLVED) == ["the cage 4 at r1c1 adds up to 3"]
    wrong_given = KillerPuzzle(4, (2, 2), (), (((0, 0), 2),))
    assert verify(wrong_given, SOLVED) == ["r1c1 is given as 2, not 1"]
    assert verify(puzzle, ((1, 2, 3),)) == ["the grid must be 4 rows of 4 values"]
    assert verify(puzzle, ((0, 2, 3, 4), *SOLVED[1:])) == ["r1c1 holds 0, not a digit 1 to 4"]


def test_a_cage_may_not_repeat_a_digit() -> None:
    grid = ((2, 1, 3, 4, 5, 6),) * 6
    puzzle = KillerPuzzle(6, (2, 3), (Cage(((0, 0), (1, 0)), 4),))
    assert "the cage 4 at r1c1 repeats a digit" in verify(puzzle, grid)


@given(puzzles_and_solutions())
def test_every_random_solution_verifies(made: tuple[KillerPuzzle, tuple[tuple[int, ...], ...]]) -> None:
    puzzle, grid = made
    assert verify(puzzle, grid) == []
