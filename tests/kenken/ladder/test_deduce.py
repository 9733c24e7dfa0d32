"""Each deduction on its own: a hand-made case it must catch, and a property that no deduction ever
removes a digit of the solution (so every grade's deductions are sound)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_puzzle

from gridcraft.kenken import Cage, KenKenPuzzle, Op, parse_keen_id, verify
from gridcraft.kenken.ladder.deduce import (
    Board,
    Contradiction,
    Deduction,
    Level,
    fish,
    forcing_chain,
    hidden_single,
    naked_single,
    subset,
)
from gridcraft.kenken.ladder.grade import deduce, techniques

ALL = [t for _, t in techniques(Level.EXTREME)] + [t for _, t in techniques(Level.EASY)]


def free_board(n: int) -> Board:
    """A board of an n x n puzzle whose cages say nothing (one n x 1 sum per row: 1..n)."""
    total = n * (n + 1) // 2
    return Board(
        KenKenPuzzle(n, tuple(Cage(total, Op.ADD, tuple((r, c) for c in range(n))) for r in range(n)))
    )


def test_a_digit_with_one_place_in_a_row_goes_there() -> None:
    board = free_board(4)
    for c in (1, 2, 3):
        board.cand[c] &= ~(1 << 3)  # 3 can only go in r1c1
    step = hidden_single(board)
    assert step is not None and step.deduction is Deduction.HIDDEN_SINGLE
    assert step.placed == (((0, 0), 3),) and board.value[0] == 3 and not board.cand[4] >> 3 & 1


def test_a_cell_with_one_candidate_takes_it() -> None:
    board = free_board(4)
    board.cand[5] = 1 << 2
    step = naked_single(board)
    assert step is not None and step.placed == (((1, 1), 2),)


def test_a_naked_pair_keeps_its_digits() -> None:
    board = free_board(5)
    board.cand[0] = board.cand[1] = (1 << 1) | (1 << 2)  # r1c1 and r1c2 hold 1 and 2
    step = subset(board)
    assert step is not None and step.cells == ((0, 0), (0, 1))
    assert all(board.cand[c] & 0b110 == 0 for c in (2, 3, 4))


def test_an_x_wing_clears_its_columns() -> None:
    n = 5
    board = free_board(n)
    for r in (0, 2):  # 4 in rows 1 and 3 only in columns 1 and 2
        for c in range(2, n):
            board.cand[r * n + c] &= ~(1 << 4)
    step = fish(board)
    assert step is not None and step.detail["digit"] == 4 and step.detail["rows"] == [0, 2]
    assert all(not board.cand[r * n + c] >> 4 & 1 for r in (1, 3, 4) for c in (0, 1))


def test_a_forcing_chain_removes_what_both_ends_see() -> None:
    n = 4
    board = free_board(n)
    board.cand[0] = 0b0110  # r1c1: 1 or 2
    board.cand[1] = 0b1100  # r1c2: 2 or 3 (r1c1 = 2 forces r1c2 = 3)
    board.cand[5] = 0b1010  # r2c2: 1 or 3 (r1c2 = 3 forces r2c2 = 1)
    step = forcing_chain(board)
    # either r1c1 = 1, or the chain makes r2c2 = 1: r2c1 and r1c2's row-mates seeing both lose 1
    assert step is not None and step.deduction is Deduction.FORCING_CHAIN and step.detail["digit"] == 1
    assert ((1, 0), 1) in step.removed


def test_an_empty_cell_is_a_contradiction() -> None:
    board = free_board(3)
    board.cand[4] = 0
    try:
        naked_single(board)
    except Contradiction as e:
        assert "r2c2" in str(e)
    else:
        raise AssertionError("no contradiction")


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 7), st.integers(0, 10**6))
def test_no_deduction_removes_a_digit_of_the_solution(n: int, seed: int) -> None:
    puzzle, solution = random_puzzle(n, random.Random(seed), max_size=4)
    board = Board(puzzle)
    try:
        for _ in deduce(board, Level.EXTREME):
            for k in range(n * n):
                r, c = divmod(k, n)
                # a puzzle may have several solutions: a digit removed is in none of them, so the
                # known one always keeps its digit
                assert board.cand[k] >> solution[r][c] & 1, f"r{r + 1}c{c + 1} lost {solution[r][c]}"
    except Contradiction as e:  # impossible: the puzzle has a solution
        raise AssertionError(str(e)) from None
    if board.solved():
        assert verify(puzzle, board.grid()) == []


def test_a_keen_extreme_puzzle_needs_extreme_deductions() -> None:
    board = Board(parse_keen_id("6:baa_3a__aa__ab_aba_a6b_a_3a3,m180m2s2m40m90a27a8a2a5a16a12"))
    for _ in deduce(board, Level.HARD):
        pass
    assert not board.solved()
    used = [step.deduction for step in deduce(board, Level.EXTREME)]
    assert board.solved() and {Deduction.FISH, Deduction.FORCING_CHAIN} & set(used)
