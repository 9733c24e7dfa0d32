"""The area lower bound against optima the exact search proves."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.crisscross.search import exact
from gridcraft.crisscross.search.bound import area_lower_bound, corner_pieces, crossings_upper_bound
from gridcraft.crisscross.search.exact import ExactSearch
from gridcraft.crisscross.search.shape import Shape

native = pytest.mark.skipif(exact._native is None, reason="the C exact search is not built")

ENGLISH_14 = ["BAG", "SACKFUL", "SENDOFF", "FANG", "LAMB", "GRANDSON", "SQUAW", "GAB", "ABLE", "BAROQUE",
              "BEWARED", "FOWL", "OARS", "LACED"]  # fmt: skip
# rows CAT ORE WED, columns COW ARE TED: a filled 3 x 3 square, density 1
SQUARE_3 = ["CAT", "ORE", "WED", "COW", "ARE", "TED"]
SHAPES = [Shape(2.0, None, None), Shape(None, None, None), Shape(3.0, 12, None)]


def optimum(words: list[str], shape: Shape) -> int:
    search = ExactSearch(words, shape, time.monotonic() + 60)
    assert search.run(True), "the exact search did not finish"
    return int(search.best[0])


def test_a_word_square_is_met_exactly() -> None:
    """Four words in a filled 2 x 2 block: every crossing is used, the bound is the area 4."""
    assert crossings_upper_bound(["AB", "CD", "AC", "BD"]) == 4
    assert area_lower_bound(["AB", "CD", "AC", "BD"], Shape(2.0, None, None)) == 4


def test_filled_blocks_are_allowed_for() -> None:
    """Without step 2 (filled 2 x 2 blocks) the faces would ask for 13 cells; the square has 9."""
    assert corner_pieces(SQUARE_3) >= 8
    assert area_lower_bound(SQUARE_3, Shape(2.0, None, None)) <= 9


def test_the_box_holds_the_longest_word() -> None:
    """Two words of 9 letters and one of 2 under aspect 2: the box is at least 9 x 5."""
    assert area_lower_bound(["ABCDEFGHI", "JKLMNOPQR", "AJ"], Shape(2.0, None, None)) >= 45
    with pytest.raises(ValueError):
        area_lower_bound(["ABCDEFGHIJ"], Shape(1.5, 5, 5))


@native
@pytest.mark.parametrize("shape", SHAPES, ids=["aspect-2", "free", "3-w12"])
@pytest.mark.parametrize(
    "words", [SQUARE_3, ENGLISH_14[:7], ENGLISH_14[5:12]], ids=["square", "first-7", "mid-7"]
)
def test_never_above_the_proven_optimum(words: list[str], shape: Shape) -> None:
    assert area_lower_bound(words, shape) <= optimum(words, shape)


@native
@settings(max_examples=40, deadline=None)
@given(st.lists(st.text("ABCE", min_size=2, max_size=4), min_size=2, max_size=6, unique=True))
def test_never_above_the_optimum_on_dense_alphabets(words: list[str]) -> None:
    """Over three or four letters, filled blocks and word squares are common: the hardest case."""
    search = ExactSearch(words, Shape(2.0, None, None), time.monotonic() + 10)
    if not search.run(True) or search.best_moves is None:
        return  # no layout (the words cannot all be joined) or not proven in time
    assert area_lower_bound(words, Shape(2.0, None, None)) <= search.best[0]
