"""The fixed-box board of the anytime search: strict legality, undo, pieces."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from gridcraft.crisscross.search.boxstate import BoxState
from gridcraft.crisscross.layout import Placement, check_layout
from gridcraft.crisscross.search.lns import Packer


def board(words: list[str], width: int, height: int) -> BoxState:
    codes: dict[str, int] = {}
    return BoxState([tuple(codes.setdefault(ch, len(codes) + 1) for ch in w) for w in words], width, height)


def placements(words: list[str], b: BoxState) -> list[Placement]:
    return [Placement(words[w], r, c, "across" if d == 0 else "down") for w, (d, r, c) in b.spots().items()]


WORDS = ["CAT", "ACT", "TAN", "NAP", "CAN"]


def test_crossing_counts_shared_letters_and_clashes_are_illegal() -> None:
    b = board(WORDS, 6, 6)
    b.place(0, 0, b.cell(2, 1))  # CAT across row 2, cols 1-3
    assert b.check(1, 1, b.cell(2, 1)) == -1  # ACT down from CAT's C: A on C
    assert b.check(1, 1, b.cell(1, 2)) == -1  # ACT down col 2 from row 1: C on CAT's A
    assert b.check(1, 1, b.cell(2, 2)) == 1  # ACT down from CAT's A
    assert b.check(1, 1, b.cell(1, 1)) == 1  # ACT down col 1 from row 1: its C on CAT's C
    assert b.check(2, 1, b.cell(2, 3)) == 1  # TAN down from CAT's T
    assert b.check(0, 0, b.cell(2, 1)) == -1  # CAT again across over itself
    assert b.crossings == 0 and b.unplaced == 12


def test_touching_words_and_words_that_continue_another_are_illegal() -> None:
    b = board(WORDS, 8, 6)
    b.place(0, 0, b.cell(2, 1))  # CAT at row 2, cols 1-3
    assert b.check(2, 0, b.cell(3, 1)) == -1  # TAN just below CAT, side by side
    assert b.check(2, 0, b.cell(2, 4)) == -1  # TAN right after CAT: one run "CATTAN"
    assert b.check(2, 0, b.cell(2, 5)) == 0  # one cell apart: legal but crossing nothing
    assert b.check(3, 1, b.cell(3, 4)) == 0  # NAP down diagonal to T: legal
    assert b.check(3, 1, b.cell(3, 3)) == -1  # NAP down just under T: one run "TNAP"
    assert b.check(2, 1, b.cell(0, 0)) == -1  # TAN down at col 0 ends beside C
    assert b.check(4, 0, b.cell(2, 6)) == -1  # CAN across from col 6 runs past the right wall
    assert b.check(4, 1, b.cell(4, 7)) == -1  # CAN down from row 4 runs past the bottom wall


def test_remove_and_restore_give_back_the_same_board() -> None:
    b = board(WORDS, 6, 6)
    b.place(0, 0, b.cell(2, 1))
    b.place(2, 1, b.cell(2, 3))  # TAN down from T
    assert b.crossings == 1
    snap = b.snapshot()
    grid = list(b.grid)
    b.remove(0)
    assert b.crossings == 0 and b.pos[0] is None
    assert b.grid[b.cell(2, 3)] != 0  # TAN keeps its T
    b.keep_largest_piece()
    assert b.placed() == [2]
    b.restore(snap)
    assert b.grid == grid and b.crossings == 1 and b.unplaced == 9


def side_by_side(words: list[str]) -> BoxState:
    """ABX over YCD, held together by the down word XY (two crossings in a row on XY)."""
    b = board(words, 5, 4)
    b.place(0, 0, b.cell(1, 0))  # ABX across row 1
    b.place(1, 1, b.cell(1, 2))  # XY down from its X
    assert b.check(2, 0, b.cell(2, 2)) == 1  # YCD across through Y, right under ABX's X: legal
    b.place(2, 0, b.cell(2, 2))
    assert check_layout(*in_own_box(placements(words, b))) == []
    return b


def test_taking_out_the_word_that_holds_parallel_words_together_takes_one_of_them_too() -> None:
    # regression: taking XY out left X over Y, a run no word covers
    words = ["ABX", "XY", "YCD"]
    b = side_by_side(words)
    assert b.take_out(1) == [1, 2]
    assert b.placed() == [0] and check_layout(*in_own_box(placements(words, b))) == []
    b = side_by_side(words)
    assert b.take_out(0) == [0] and b.placed() == [1, 2]  # no crossings in a row left


def test_part_of_a_layout_without_the_word_holding_it_together_is_pruned() -> None:
    words = ["ABX", "XY", "YCD"]
    b = side_by_side(words)
    b.remove(1)  # the bare removal leaves the run "XY" uncovered
    assert check_layout(*in_own_box(placements(words, b))) != []
    assert b.prune_uncovered() != []
    assert check_layout(*in_own_box(placements(words, b))) == []


word_lists = st.lists(
    st.text(st.sampled_from("AEIRSTN"), min_size=2, max_size=6), min_size=3, max_size=12, unique_by=str.upper
)


@settings(max_examples=60, deadline=None)
@given(word_lists, st.integers(0, 10**6))
def test_random_legal_moves_always_give_a_valid_layout(words: list[str], seed: int) -> None:
    rng = random.Random(seed)
    b = board(words, 9, 7)
    if len(words[0]) > 9:
        return
    b.place(0, 0, b.cell(3, 0))
    for _ in range(30):
        todo = [w for w in range(len(words)) if b.pos[w] is None]
        moves = [(w, d, s) for w in todo for _, d, s in b.options(w)]
        if not moves or rng.random() < 0.3:
            placed = b.placed()
            if len(placed) <= 1:
                continue
            b.take_out(rng.choice(placed))
            b.keep_largest_piece()
        else:
            b.place(*rng.choice(moves))
        assert check_layout(*in_own_box(placements(words, b))) == []
        assert b.unplaced == sum(len(words[w]) for w in range(len(words)) if b.pos[w] is None)
        cells = {x for p in placements(words, b) for x in p.cells()}
        assert b.crossings == sum(len(words[w]) for w in b.placed()) - len(cells)


def in_own_box(ps: list[Placement]) -> tuple[list[Placement], int, int]:
    """The placements moved to their bounding box at (0, 0), with its width and height."""
    rows = [r for p in ps for r, _ in p.cells()]
    cols = [c for p in ps for _, c in p.cells()]
    shifted = [Placement(p.word, p.row - min(rows), p.col - min(cols), p.direction) for p in ps]
    return shifted, max(cols) - min(cols) + 1, max(rows) - min(rows) + 1


# -- the bookkeeping against a recomputation, under every operation the anytime search uses ----------

MACHINE_WORDS = ["CAT", "ACT", "TAN", "NAP", "CAN", "ANT", "TEA", "EAT", "NET", "TENT", "ANTE", "AT"]


def box_state(b: BoxState) -> Any:
    """Everything the board keeps, copied (the cells of each letter as a set: their order may change)."""
    return copy.deepcopy((b.grid, b.own, [set(cells) for cells in b.at], b.pos, b.crossings, b.unplaced))


def uncovered_runs(b: BoxState) -> list[tuple[int, int]]:
    """Runs of two or more letters (direction, first cell) that are not exactly one placed word."""
    words = {(d, s, len(b.codes[w])) for w, (d, s) in ((w, p) for w, p in enumerate(b.pos) if p is not None)}
    out = []
    for d, step in ((0, 1), (1, b.W)):
        for x in range(b.size):
            if b.grid[x] > 0 and b.grid[x - step] <= 0 and b.grid[x + step] > 0:
                n = 1
                while b.grid[x + n * step] > 0:
                    n += 1
                if (d, x, n) not in words:
                    out.append((d, x))
    return out


def pieces(b: BoxState) -> int:
    """Connected pieces of the placed words (words joined where they cross)."""
    seen: set[int] = set()
    count = 0
    for w0 in b.placed():
        if w0 not in seen:
            count += 1
            seen.add(w0)
            todo = [w0]
            while todo:
                for v in b.crossed(todo.pop()):
                    if v not in seen:
                        seen.add(v)
                        todo.append(v)
    return count


class BoxStateMachine(RuleBasedStateMachine):
    """Placements, bare removal, take-out, pruning, piece keeping, loading and snapshot/restore on one
    box. ``valid`` says whether the board must be a strict layout (every run exactly a placed word):
    every operation but a bare :meth:`BoxState.remove` keeps that, and pruning brings it back."""

    def __init__(self) -> None:
        super().__init__()
        self.board = board(MACHINE_WORDS, 5, 5)
        self.valid = True
        self.snaps: list[tuple[list[tuple[int, int] | None], Any, bool]] = []

    @initialize(width=st.integers(4, 8), height=st.integers(4, 8), w=st.integers(0, len(MACHINE_WORDS) - 1))
    def box(self, width: int, height: int, w: int) -> None:
        """A box with a first word across its middle, as the search starts."""
        self.board = board(MACHINE_WORDS, width, height)
        self.board.place(w, 0, self.board.cell(height // 2, (width - len(MACHINE_WORDS[w])) // 2))

    @rule(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=4))
    def grow(self, picks: list[int]) -> None:
        """Moves of the greedy repair: unplaced words crossing the board (on an empty board, any
        legal move)."""
        b = self.board
        for i in picks:
            todo = [w for w in range(len(MACHINE_WORDS)) if b.pos[w] is None]
            if b.placed():
                moves = sorted((w, d, s) for w in todo for _, d, s in b.options(w))
            else:
                moves = [
                    (w, d, s) for w in todo for d in (0, 1) for s in range(b.size) if b.check(w, d, s) >= 0
                ]
            if not moves:
                return
            w, d, s = moves[i % len(moves)]
            hits = b.check(w, d, s)
            assert hits >= 0 and (hits > 0 or not b.placed())
            crossings = b.crossings
            b.place(w, d, s)
            assert b.crossings == crossings + hits

    @rule(
        w=st.integers(0, len(MACHINE_WORDS) - 1),
        d=st.integers(0, 1),
        r=st.integers(0, 7),
        c=st.integers(0, 7),
    )
    def place_anywhere(self, w: int, d: int, r: int, c: int) -> None:
        """Any legal move, crossing the board or not (a piece of its own)."""
        b = self.board
        if b.pos[w] is None and r < b.height and c < b.width and b.check(w, d, b.cell(r, c)) >= 0:
            b.place(w, d, b.cell(r, c))

    @rule(seed=st.integers(0, 10**6))
    def repair(self, seed: int) -> None:
        Packer(MACHINE_WORDS, random.Random(seed), 0, 0.0).repair(self.board)

    @precondition(lambda self: len(self.board.placed()) >= 2)
    @rule(seed=st.integers(0, 10**6))
    def destroy(self, seed: int) -> None:
        Packer(MACHINE_WORDS, random.Random(seed), 0, 0.0).destroy(self.board)
        assert pieces(self.board) <= 1

    @precondition(lambda self: len(self.board.placed()) >= 2)
    @rule(i=st.integers(0, 10**6))
    def remove(self, i: int) -> None:
        b = self.board
        placed = b.placed()
        b.remove(placed[i % len(placed)])
        self.valid = self.valid and not uncovered_runs(b)

    @precondition(lambda self: len(self.board.placed()) >= 2)
    @rule(i=st.integers(0, 10**6))
    def take_out(self, i: int) -> None:
        b = self.board
        placed = b.placed()
        w = placed[i % len(placed)]
        out = b.take_out(w)
        assert out[0] == w and len(set(out)) == len(out)
        assert all(b.pos[v] is None for v in out)

    @rule()
    def prune_uncovered(self) -> None:
        out = self.board.prune_uncovered()
        assert all(self.board.pos[v] is None for v in out)
        self.valid = True

    @rule()
    def keep_largest_piece(self) -> None:
        self.board.keep_largest_piece()
        assert pieces(self.board) <= 1

    @precondition(lambda self: self.valid)
    @rule(drop=st.sets(st.integers(0, len(MACHINE_WORDS) - 1), max_size=3))
    def load_part(self, drop: set[int]) -> None:
        """As the shrinking loads part of a layout into a new box (the words that stick out of it
        dropped): place the rest of its words, prune."""
        old = self.board
        b = BoxState(old.codes, old.width, old.height)
        for w, p in enumerate(old.pos):
            if p is not None and w not in drop:
                b.place(w, *p)
        b.prune_uncovered()
        b.keep_largest_piece()
        self.board = b
        self.snaps = []  # snapshots belong to the old board

    @rule()
    def snapshot(self) -> None:
        self.snaps.append((self.board.snapshot(), box_state(self.board), self.valid))

    @precondition(lambda self: bool(self.snaps))
    @rule(i=st.integers(0, 10**6))
    def restore(self, i: int) -> None:
        """Back to a snapshot (the latest, as the search does, or an older one)."""
        k = i % len(self.snaps)
        snap, kept, self.valid = self.snaps[k]
        del self.snaps[k + 1 :]
        self.board.restore(snap)
        assert box_state(self.board) == kept

    @invariant()
    def bookkeeping_matches_a_recomputation(self) -> None:
        self.board._check()

    @invariant()
    def strict_layout_unless_barely_removed(self) -> None:
        if self.valid:
            assert uncovered_runs(self.board) == []


BoxStateMachine.TestCase.settings = settings(max_examples=75, stateful_step_count=40, deadline=None)
TestBoxStateMachine = BoxStateMachine.TestCase


def _corruptions() -> list[tuple[str, Callable[[BoxState], None]]]:
    def letter(b: BoxState) -> None:
        b.grid[b.cell(2, 1)] = b.grid[b.cell(2, 2)]

    def wall(b: BoxState) -> None:
        b.grid[0] = 0

    def stray(b: BoxState) -> None:
        b.grid[b.cell(5, 5)] = 1

    def owner(b: BoxState) -> None:
        b.own[1][b.cell(2, 3)] = -1

    def at(b: BoxState) -> None:
        b.at[b.grid[b.cell(2, 3)]].remove(b.cell(2, 3))

    def crossings(b: BoxState) -> None:
        b.crossings += 1

    def unplaced(b: BoxState) -> None:
        b.unplaced -= 1

    def pos(b: BoxState) -> None:
        b.pos[0] = (0, b.cell(0, 0))

    return [(f.__name__, f) for f in (letter, wall, stray, owner, at, crossings, unplaced, pos)]


@pytest.mark.parametrize("corrupt", [f for _, f in _corruptions()], ids=[n for n, _ in _corruptions()])
def test_check_catches_a_corrupted_box(corrupt: Callable[[BoxState], None]) -> None:
    b = board(WORDS, 6, 6)
    b.place(0, 0, b.cell(2, 1))  # CAT across row 2, cols 1-3
    b.place(2, 1, b.cell(2, 3))  # TAN down from its T
    b._check()
    corrupt(b)
    with pytest.raises(AssertionError):
        b._check()
