"""The deduction board under a hypothesis state machine: Keen's deductions step by step, copies,
and digits of the solution placed by hand, with the board's ``_check()`` and the soundness of
every deduction (the only solution's digits stay candidates) after each step."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from gridcraft.kenken import Level, make
from gridcraft.kenken.ladder.deduce import Board, Contradiction
from gridcraft.kenken.ladder.grade import techniques

# puzzles with one solution, made once: (puzzle, solution) of every grade Keen's ladder climbs
PUZZLES = [(m.puzzle, m.solution) for m in (make(n, lv, seed="machine") for n, lv in
           ((4, Level.EASY), (5, Level.NORMAL), (5, Level.HARD), (6, Level.EXTREME)))]  # fmt: skip


class DeductionBoardMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.puzzle, self.solution = PUZZLES[0]
        self.board = Board(self.puzzle)
        self.copies: list[tuple[Board, list[int], list[int]]] = []

    @initialize(which=st.integers(0, len(PUZZLES) - 1))
    def start(self, which: int) -> None:
        self.puzzle, self.solution = PUZZLES[which]
        self.board = Board(self.puzzle)

    @rule(pick=st.integers(0, 10**6), level=st.sampled_from(list(Level)[:4]))
    def deduce_once(self, pick: int, level: Level) -> None:
        """One deduction of grade ``level`` or below, the ``pick``-th that applies, as the grader makes it."""
        allowed = techniques(level)
        for i in range(len(allowed)):
            step = allowed[(pick + i) % len(allowed)][1](self.board)
            if step is not None:
                return

    @precondition(lambda self: not self.board.solved())
    @rule(pick=st.integers(0, 10**6))
    def place_the_solution(self, pick: int) -> None:
        """A digit of the only solution written in by hand."""
        n = self.board.n
        open_cells = [k for k in range(n * n) if not self.board.value[k]]
        k = open_cells[pick % len(open_cells)]
        self.board.place(k, self.solution[k // n][k % n])

    @rule()
    def copy(self) -> None:
        """A copy that goes on alone: the original must not see what happens to it."""
        self.copies.append((self.board, list(self.board.cand), list(self.board.value)))
        self.board = self.board.copy()

    @invariant()
    def checked(self) -> None:
        self.board._check()
        for original, cand, value in self.copies:
            assert original.cand == cand and original.value == value  # untouched by its copy

    @invariant()
    def sound(self) -> None:
        n = self.board.n
        for k in range(n * n):
            assert self.board.cand[k] >> self.solution[k // n][k % n] & 1, f"cell {k} lost its solution digit"


TestDeductionBoard = DeductionBoardMachine.TestCase
TestDeductionBoard.settings = settings(
    max_examples=40, stateful_step_count=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def test_the_check_catches_a_broken_board() -> None:
    puzzle, solution = PUZZLES[1]
    board = Board(puzzle)
    board._check()
    board.place(0, solution[0][0])
    board._check()
    board.cand[1] |= 1 << solution[0][0]  # the placed digit back as a candidate of its row
    with pytest.raises(AssertionError, match="still a candidate"):
        board._check()
    board = Board(puzzle)
    board.cand[3] |= 1 << (board.n + 1)  # a digit above n
    with pytest.raises(AssertionError, match="outside"):
        board._check()
    board = Board(puzzle)
    board.value[2] = 1  # placed without its candidates being one
    with pytest.raises(AssertionError):
        board._check()


def test_a_wrong_digit_is_found_out() -> None:
    puzzle, solution = PUZZLES[0]
    board = Board(puzzle)
    wrong = 1 + solution[0][0] % board.n
    board.place(0, wrong)
    with pytest.raises(Contradiction):
        for _ in range(200):
            if not any(t(board) for _, t in techniques(Level.EXTREME)):
                break
        assert board.solved() and board.grid() != solution  # never reached: a contradiction first
        raise Contradiction("solved wrongly")
