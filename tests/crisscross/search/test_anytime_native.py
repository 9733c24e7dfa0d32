"""The anytime search in C (``_anytime.c``) against its Python reference (``lns.pack``): the same
words, rules, seed and node budget give the same layout, the same node count and the same
improving layouts on the way."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.crisscross.layout import check_layout
from gridcraft.crisscross.search import anytime, lns
from gridcraft.crisscross.search.lns import Layout3
from gridcraft.crisscross.search.prng import Rng
from gridcraft.crisscross.search.shape import Shape

from .test_lns import ENGLISH_19, shifted

pytestmark = pytest.mark.skipif(not anytime.native_available(), reason="the C anytime search is not built")

Trace = tuple[tuple[tuple[int, tuple[int, int, int]], ...], int, list[tuple[int, int, int]]]


def run(words: list[str], shape: Shape, seed: int, nodes: int, native: bool) -> Trace:
    """The final layout, the nodes spent and every improving layout's (area, width, height)."""
    found: list[tuple[int, int, int]] = []

    def on_found(lay: Layout3, width: int, height: int) -> None:
        found.append((width * height, width, height))

    lay, spent = anytime.search(
        words, shape, Rng.for_restart(seed, 0), nodes, float("inf"), on_found, native=native
    )
    return tuple(sorted(lay.items())), spent, found


word_lists = st.lists(
    st.text(st.sampled_from("AEIRSTNLOC"), min_size=2, max_size=8),
    min_size=2,
    max_size=16,
    unique_by=str.upper,
)
shapes = st.sampled_from(
    [
        Shape(2.0, None, None),
        Shape(1.0, None, None),
        Shape(1.5, None, None),
        Shape(None, None, None),
        Shape(2.0, 9, 7),
    ]  # fmt: skip
)


@settings(max_examples=150, deadline=None)
@given(word_lists, shapes, st.integers(-(2**63), 2**64), st.integers(0, 400))
def test_the_c_search_makes_the_same_layouts_as_the_python(
    words: list[str], shape: Shape, seed: int, nodes: int
) -> None:
    python = run(words, shape, seed, nodes, native=False)
    c = run(words, shape, seed, nodes, native=True)
    assert c == python
    if python[0]:
        placements, width, height = shifted(words, dict(python[0]))
        assert check_layout(placements, width, height, words) == [] and shape.fits(width, height)


@settings(max_examples=12, deadline=None)
@given(
    st.lists(st.text(st.sampled_from("ABCDEFGHILMNOPRSTU"), min_size=3, max_size=9), min_size=31, max_size=45,
             unique_by=str.upper),
    st.integers(0, 10**6),
)  # fmt: skip
def test_longer_lists_take_the_same_steps_too(words: list[str], seed: int) -> None:
    # beyond SMALL (30) words a step takes out the words nearest a random cell instead of a window
    shape = Shape(2.0, None, None)
    assert run(words, shape, seed, 300, native=True) == run(words, shape, seed, 300, native=False)


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_english_19_takes_the_same_path_for_thousands_of_steps(seed: int) -> None:
    shape = Shape(2.0, None, None)
    assert run(ENGLISH_19, shape, seed, 4000, native=True) == run(ENGLISH_19, shape, seed, 4000, native=False)


@settings(max_examples=6, deadline=None)
@given(
    st.lists(st.text(st.sampled_from("ABCDEFGHILMNOPRSTU"), min_size=3, max_size=9), min_size=60, max_size=120,
             unique_by=str.upper),
    st.integers(0, 10**6),
    st.integers(1, 40),
)  # fmt: skip
def test_a_first_layout_that_stops_looking_early_is_the_same(words: list[str], seed: int, scan: int) -> None:
    # lns.CONSTRUCT_SCAN cuts the look for a place short on boards of thousands of words; a small
    # value makes it cut on short lists too
    shape = Shape(2.0, None, None)
    monkey = pytest.MonkeyPatch()
    monkey.setattr(lns, "CONSTRUCT_SCAN", scan)
    try:
        c = anytime.search(words, shape, Rng(seed), 10**6, float("inf"), first_only=True, native=True)
        python = anytime.search(words, shape, Rng(seed), 10**6, float("inf"), first_only=True, native=False)
    finally:
        monkey.undo()
    assert c == python


def test_the_first_layout_alone() -> None:
    shape = Shape(2.0, None, None)
    for native in (False, True):
        lay, spent = anytime.search(
            ENGLISH_19, shape, Rng(5), 10**6, float("inf"), first_only=True, native=native
        )
        placements, width, height = shifted(ENGLISH_19, lay)
        assert len(lay) == 19 and spent >= 1 and check_layout(placements, width, height, ENGLISH_19) == []


def test_a_callback_error_propagates_from_c() -> None:
    def boom(lay: Layout3, width: int, height: int) -> None:
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom"):
        anytime.search(ENGLISH_19, Shape(2.0, None, None), Rng(1), 1000, float("inf"), boom, native=True)
