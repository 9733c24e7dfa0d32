"""The exact search's board: its bookkeeping against a recomputation, undo, pending runs."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from gridcraft.crisscross.search.board import ORIGIN, STEP, STRIDE, Board, Move
from gridcraft.crisscross.layout import Placement, check_layout

# short words sharing letters, two-letter ones among them, so that crossings, pending runs and their
# covers (dense blocks) all come up within a few moves
WORDS = ["CAT", "ACT", "TAN", "NAP", "CAN", "ANT", "TEA", "EAT", "NET", "AT", "AN", "TE", "NE", "TA"]


def state(b: Board) -> Any:
    """Everything the board keeps, copied."""
    return copy.deepcopy((b.letters, b.owner, b.placed, b.n_placed, b.box, b.pending, b.at, b._trail))


def covers(b: Board, pend: tuple[int, int, int]) -> list[Move]:
    """The exact search's options for a pending run: unplaced words holding its letters, over it."""
    d, a, n = pend
    text = b.run_text(d, a, n)
    out = set()
    for w, word in enumerate(b.words):
        if b.placed[w] is None:
            i = word.find(text)
            while i >= 0:
                out.add((w, d, a - i * STEP[d]))
                i = word.find(text, i + 1)
    return sorted(out)


class BoardMachine(RuleBasedStateMachine):
    """Legal placements (as the exact search makes them) and undo on one board."""

    def __init__(self) -> None:
        super().__init__()
        self.board = Board(WORDS)
        self.before: list[Any] = []  # the state before each placement still on the board
        self.allow = True

    @initialize(allow=st.booleans())
    def rules(self, allow: bool) -> None:
        self.allow = allow

    def place(self, m: Move) -> None:
        b = self.board
        shared = b.check(*m, self.allow)
        assert shared >= 0
        self.before.append(state(b))
        n_letters = len(b.letters)
        b.place(*m)
        assert len(b.letters) == n_letters + len(WORDS[m[0]]) - shared

    @precondition(lambda self: self.board.n_placed == 0)
    @rule(w=st.integers(0, len(WORDS) - 1), d=st.integers(0, 1))
    def place_first(self, w: int, d: int) -> None:
        self.place((w, d, ORIGIN))

    @precondition(lambda self: self.board.n_placed > 0)
    @rule(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=4))
    def grow(self, picks: list[int]) -> None:
        """A few steps of the exact search: cover the first pending run if there is one, else place
        any legal word sharing a cell with the board."""
        b = self.board
        for i in picks:
            pend = b.first_pending()
            if pend is None:
                moves = sorted(b.moves_touching(self.allow))
            else:
                moves = [m for m in covers(b, pend) if b.check(*m, self.allow) >= 0]
            if not moves:
                return
            self.place(moves[i % len(moves)])

    @precondition(lambda self: self.board.n_placed > 0)
    @rule(i=st.integers(0, 10**6))
    def grow_beside_a_pending_run(self, i: int) -> None:
        """A legal move the exact search would not make while a run is pending."""
        moves = sorted(self.board.moves_touching(self.allow))
        if moves:
            self.place(moves[i % len(moves)])

    @precondition(lambda self: self.board.n_placed > 0)
    @rule()
    def undo(self) -> None:
        self.board.undo()
        assert state(self.board) == self.before.pop()

    @invariant()
    def bookkeeping_matches_a_recomputation(self) -> None:
        self.board._check()
        assert len(self.before) == self.board.n_placed
        if not self.allow:
            assert self.board.pending == []

    @invariant()
    def covered_boards_are_valid_layouts(self) -> None:
        b = self.board
        if b.n_placed == 0 or b.first_pending() is not None:
            return
        ps = b.placements(WORDS)
        rows = [r for p in ps for r, _ in p.cells()]
        cols = [c for p in ps for _, c in p.cells()]
        r0, c0 = min(rows), min(cols)
        assert b.box == (
            r0 + ORIGIN // STRIDE,
            max(rows) + ORIGIN // STRIDE,
            c0 + ORIGIN % STRIDE,
            max(cols) + ORIGIN % STRIDE,
        )
        shifted = [Placement(p.word, p.row - r0, p.col - c0, p.direction) for p in ps]
        assert check_layout(shifted, max(cols) - c0 + 1, max(rows) - r0 + 1) == []


BoardMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=40, deadline=None)
TestBoardMachine = BoardMachine.TestCase


def _corruptions() -> list[tuple[str, Callable[[Board], None]]]:
    def letter(b: Board) -> None:
        b.letters[ORIGIN] = "Z"

    def owner(b: Board) -> None:
        del b.owner[1][ORIGIN + 2]

    def at(b: Board) -> None:
        b.at["A"].discard(ORIGIN + 1)

    def box(b: Board) -> None:
        b.box = (b.box[0], b.box[1] + 1, b.box[2], b.box[3])

    def pending(b: Board) -> None:
        b.pending.append((ORIGIN, 1))

    def count(b: Board) -> None:
        b.n_placed += 1

    def placed(b: Board) -> None:
        b.placed[3] = (3, 0, ORIGIN + 5 * STRIDE)

    def trail(b: Board) -> None:
        b._trail[-1][1].pop()

    return [(f.__name__, f) for f in (letter, owner, at, box, pending, count, placed, trail)]


@pytest.mark.parametrize("corrupt", [f for _, f in _corruptions()], ids=[n for n, _ in _corruptions()])
def test_check_catches_a_corrupted_board(corrupt: Callable[[Board], None]) -> None:
    b = Board(WORDS)
    b.place(0, 0, ORIGIN)  # CAT across
    b.place(2, 1, ORIGIN + 2)  # TAN down from its T
    assert b.check(4, 0, ORIGIN + 2 * STRIDE, True) == 1  # CAN across through TAN's N
    b.place(4, 0, ORIGIN + 2 * STRIDE)
    b._check()
    corrupt(b)
    with pytest.raises(AssertionError):
        b._check()
