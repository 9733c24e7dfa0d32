"""The fixed-box board of the anytime search: strict legality, undo, pieces."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.crisscross.boxstate import BoxState
from gridcraft.crisscross.layout import Placement, check_layout


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


word_lists = st.lists(st.text(st.sampled_from("AEIRSTN"), min_size=2, max_size=6), min_size=3,
                      max_size=12, unique_by=str.upper)


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
