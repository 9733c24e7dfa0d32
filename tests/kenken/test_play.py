"""A KenKen as the player shows it: its solution verifies, its cages cover the grid once."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_puzzle

from gridcraft.kenken import KIND


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 9), st.integers(0, 10**6))
def test_the_model_holds_the_puzzle_and_its_solution(n: int, seed: int) -> None:
    puzzle, solution = random_puzzle(n, random.Random(seed))
    model = KIND.play(puzzle, solution, "t")
    grid = tuple(tuple(int(model.solution[(r, c)]) for c in range(n)) for r in range(n))
    assert KIND.verify(puzzle, grid) == []  # the independent checker
    covered = [cell for _, cells in model.cages for cell in cells]
    assert sorted(covered) == [(r, c) for r in range(n) for c in range(n)]
    assert [e.cells for e in model.entries] == [cells for _, cells in model.cages]
    assert model.values == tuple(str(v) for v in range(1, n + 1))


def test_clues_are_printed_with_their_signs() -> None:
    puzzle = KIND.parse("4:_a_7a4_a3,a3a5m12d2s1s1d2m4")
    solution = next(iter(KIND.solutions(puzzle, 1)))
    labels = {label for label, _ in KIND.play(puzzle, solution, "t").cages}
    assert labels == {"3+", "5+", "12×", "2÷", "1−", "4×"}
