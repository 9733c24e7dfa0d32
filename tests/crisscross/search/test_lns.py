"""The anytime search: filling a box, shrinking, restarts; every layout valid, results repeat."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft import crisscross, generate
from gridcraft.crisscross.search import anytime, lns
from gridcraft.crisscross.search.boxstate import BoxState
from gridcraft.crisscross.layout import Layout, Placement, check_layout
from gridcraft.crisscross.search.lns import Packer, normalise, pack
from gridcraft.crisscross.search.prng import Rng
from gridcraft.crisscross.search.restarts import one_restart
from gridcraft.crisscross.search.shape import Shape

ENGLISH_12 = [
    "BAG",
    "BEWARED",
    "SACKFUL",
    "LAMB",
    "GRANDSON",
    "SENDOFF",
    "SQUAW",
    "FANG",
    "GAB",
    "BAROQUE",
    "ABLE",
    "FOWL",
]
word_lists = st.lists(
    st.text(st.sampled_from("AEIRSTNLO"), min_size=2, max_size=8),
    min_size=13,
    max_size=24,
    unique_by=str.upper,
)


@settings(max_examples=10, deadline=None)
@given(word_lists, st.integers(0, 5))
def test_restarts_give_valid_layouts(words: list[str], index: int) -> None:
    result = one_restart(words, Shape(2.0, None, None), 0, index, 2000, float("inf"))
    if result.layout is None:
        return
    ps = [Placement(words[w], r, c, "across" if d == 0 else "down") for w, (d, r, c) in result.layout.items()]
    assert check_layout(ps, result.width, result.height, words) == []


def test_same_seed_and_node_limit_give_the_same_layout() -> None:
    words = ENGLISH_12 + ["EDIFY", "OARS", "LACED", "REDIRECT", "PRO", "DAFT", "ODORS"]
    a = generate(words, time_limit=120, seed=7, node_limit=6000)
    b = generate(words, time_limit=120, seed=7, node_limit=6000)
    assert a.check(words) == [] and not a.optimal
    assert crisscross.to_json(a) == crisscross.to_json(b)


def test_an_unfinished_search_never_returns_a_layout_that_breaks_the_aspect_cap() -> None:
    # regression: growth caps the box, not its shape; a 15 x 7 layout came back under a 2:1 cap
    words = [
        "AA",
        "NILITSL",
        "SALT",
        "TINS",
        "RAIL",
        "LINT",
        "SIRE",
        "TEAR",
        "NEAT",
        "RENT",
        "STAIN",
        "LITRE",
        "INERT",
        "TRAIN",
    ]
    for index in range(6):
        result = one_restart(words, Shape(2.0, None, None), 0, index, 1500, float("inf"))
        if result.layout is not None:
            assert max(result.width, result.height) <= 2 * min(result.width, result.height)


ENGLISH_19 = ENGLISH_12 + ["EDIFY", "OARS", "LACED", "REDIRECT", "PRO", "DAFT", "ODORS"]


def as_placements(words: list[str], lay: dict[int, tuple[int, int, int]]) -> list[Placement]:
    return [Placement(words[w], r, c, "across" if d == 0 else "down") for w, (d, r, c) in lay.items()]


def test_fill_places_every_word_in_a_roomy_box() -> None:
    p = Packer(ENGLISH_12, random.Random(3), 10**6, float("inf"))
    st = p.board(16, 12)
    st.place(4, 0, st.cell(5, 4))  # GRANDSON across the middle
    assert p.fill(st)
    lay, width, height = normalise(ENGLISH_12, st.spots())
    assert len(lay) == 12 and width <= 16 and height <= 12
    assert check_layout(as_placements(ENGLISH_12, lay), width, height, ENGLISH_12) == []


def test_fill_gives_up_on_a_box_too_small_for_the_words() -> None:
    p = Packer(ENGLISH_12, random.Random(3), 10**6, float("inf"))
    st = p.board(8, 8)  # 64 cells; the 12 words have 67 letters and at most ~12 crossings
    st.place(4, 0, st.cell(3, 0))
    assert not p.fill(st)
    assert 0 < p.nodes < 10**6


def test_pack_improves_and_reports_each_better_layout() -> None:
    found: list[int] = []
    lay, spent = pack(
        ENGLISH_19,
        Shape(2.0, None, None).fits,
        random.Random("0:0"),
        6000,
        float("inf"),
        on_found=lambda _, w, h: found.append(w * h),
    )
    lay, width, height = normalise(ENGLISH_19, lay)
    assert check_layout(as_placements(ENGLISH_19, lay), width, height, ENGLISH_19) == []
    assert len(found) >= 3 and found == sorted(found, reverse=True) and len(set(found)) == len(found)
    assert found[-1] == width * height and spent == 6001


def test_pack_with_no_budget_finds_nothing() -> None:
    assert pack(ENGLISH_19, Shape(2.0, None, None).fits, random.Random(1), 0, float("inf")) == ({}, 1)


def test_english_19_reaches_the_hand_made_area() -> None:
    # the seed's second picture is 10 x 12 = 120 with 25 crossings; seed 0 with this node budget gets there
    lay = generate(ENGLISH_19, time_limit=600, seed=0, node_limit=60000)
    assert lay.check(ENGLISH_19) == [] and lay.area <= 120, crisscross.to_text(lay)


def test_the_anytime_search_reports_its_best_area_while_it_runs() -> None:
    import time

    from gridcraft.crisscross.search.restarts import Restarts
    from gridcraft.engine import Progress

    events: list[Progress] = []
    start = time.monotonic()
    search = Restarts(
        ENGLISH_19, Shape(2.0, None, None), 0, 2.0, start + 2.0, progress=events.append
    ).layouts()
    interim = []
    while True:
        try:
            interim.append(next(search))
        except StopIteration as stop:
            best, nodes, searches = stop.value
            break
    assert searches == 2 and best.layout is not None and nodes > 0
    searching = [e for e in events if e.phase == "anytime search"]  # after the first layout's events
    assert len(searching) >= 2 and all(e.phase.startswith(("anytime search", "first layout")) for e in events)
    areas = [e.best for e in events if e.best is not None]
    assert areas and areas == sorted(areas, reverse=True) and areas[-1] >= best.width * best.height
    assert interim  # the searches' layouts are handed on while they run


def test_layouts_improve_and_the_last_is_the_answer() -> None:
    from gridcraft.crisscross import layouts
    from gridcraft.engine import Budget, SearchStats

    stats = SearchStats()
    found = list(layouts(ENGLISH_19, budget=Budget(time_limit=60, node_limit=20000), stats=stats))
    keys = [(lay.area, -lay.crossings) for lay in found]
    assert all(lay.check(ENGLISH_19) == [] for lay in found)
    assert keys[:-1] == sorted(keys[:-1], reverse=True) and keys[-1] <= keys[0]
    answer = generate(ENGLISH_19, time_limit=60, node_limit=20000)
    assert crisscross.to_json(found[-1]) == crisscross.to_json(answer)
    assert stats.solutions == len(found) and stats.nodes == answer.info.nodes and not stats.complete


def test_layouts_of_a_small_list_end_in_the_proven_optimum() -> None:
    from gridcraft.crisscross import layouts
    from gridcraft.engine import SearchStats

    stats = SearchStats()
    found = list(layouts(["Мул", "Лемур", "Крот"], stats=stats))
    assert found[-1].optimal and stats.complete and stats.nodes == found[-1].info.nodes


# the first 14 words take the C exact search about 13 s to prove (ENGLISH_12: 0.5 s), Python far longer
@pytest.mark.parametrize("words", [ENGLISH_19[:14], ENGLISH_19], ids=["exact-phase", "anytime-phase"])
def test_an_interrupt_hands_over_the_best_layout_so_far(words: list[str]) -> None:
    import _thread
    import threading

    from gridcraft.crisscross import layouts
    from gridcraft.engine import Budget

    found: list[Layout] = []
    timer = threading.Timer(2.0, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            for layout in layouts(words, budget=Budget(time_limit=60), seed=0):
                found.append(layout)  # noqa: PERF402 (the list must survive the interrupt)
    finally:
        timer.cancel()
    assert found and all(lay.check(words) == [] and not lay.optimal for lay in found)


def test_an_interrupt_before_any_layout_is_a_plain_interrupt(monkeypatch: pytest.MonkeyPatch) -> None:
    # regression: the searches' empty result was handed on as if it were a layout
    import importlib

    from gridcraft.crisscross import layouts

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    gen = importlib.import_module("gridcraft.crisscross.generator")
    monkeypatch.setattr(gen, "Restarts", interrupted)
    monkeypatch.setattr(gen, "FIRST_IN_MAIN_MAX", 0)  # no first layout before the searches
    found = []
    with pytest.raises(KeyboardInterrupt):
        for layout in layouts(ENGLISH_19, seed=0):
            found.append(layout)  # noqa: PERF402 (the list must survive the interrupt)
    assert found == []


@pytest.mark.skipif(
    not anytime.native_available(), reason="the first construction in the main process is C's"
)
def test_a_long_lists_first_layout_comes_before_the_searches_start(monkeypatch: pytest.MonkeyPatch) -> None:
    # the construction runs in the main process, so a first layout is shown at once (not after the
    # workers have started and their layout has been read back)
    import importlib

    from gridcraft.crisscross import layouts

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    gen = importlib.import_module("gridcraft.crisscross.generator")
    monkeypatch.setattr(gen, "Restarts", interrupted)
    found = []
    with pytest.raises(KeyboardInterrupt):
        for layout in layouts(ENGLISH_19, seed=0):
            found.append(layout)  # noqa: PERF402 (the list must survive the interrupt)
    assert len(found) == 1 and found[0].check(ENGLISH_19) == [] and not found[0].optimal


short_lists = st.lists(
    st.text(st.sampled_from("AEIRS"), min_size=2, max_size=4), min_size=4, max_size=12, unique_by=str.upper
)


@settings(max_examples=20, deadline=None)
@given(short_lists, st.integers(0, 1000))
def test_every_state_of_the_search_is_a_valid_layout(words: list[str], seed: int) -> None:
    # regression: taking out a word with two crossings in a row left a run no word covers; short
    # words over few letters make such side-by-side pairs common
    seen = 0

    class Checked(Packer):
        def repair(self, st: BoxState) -> None:
            nonlocal seen
            assert valid(st)
            super().repair(st)
            assert valid(st)
            seen += 1

    def valid(st: BoxState) -> bool:
        return not st.placed() or check_layout(*shifted(words, st.spots())) == []

    construct = lns.construct

    def checked_construct(p: Packer, fits: Any, on_placed: Any = None) -> dict[int, tuple[int, int, int]]:
        nonlocal seen
        lay = construct(p, fits, on_placed)  # a first layout placed by the greedy passes alone
        assert check_layout(*shifted(words, lay)) == []
        seen += 1
        return lay

    monkey = pytest.MonkeyPatch()
    monkey.setattr(lns, "Packer", Checked)
    monkey.setattr(lns, "construct", checked_construct)
    try:
        lay, _ = lns.pack(words, Shape(2.0, None, None).fits, random.Random(seed), 300, float("inf"))
    finally:
        monkey.undo()
    assert seen > 0
    if lay:
        assert check_layout(*shifted(words, lay), words) == []


def shifted(words: list[str], lay: dict[int, tuple[int, int, int]]) -> tuple[list[Placement], int, int]:
    """The placements of ``lay`` moved to their bounding box at (0, 0), with its width and height."""
    lay, width, height = normalise(words, lay)
    return as_placements(words, lay), width, height


COMMON_15 = [
    "TIME",
    "YEAR",
    "PEOPLE",
    "WAY",
    "DAY",
    "MAN",
    "THING",
    "WOMAN",
    "LIFE",
    "CHILD",
    "WORLD",
    "SCHOOL",
    "STATE",
    "FAMILY",
    "STUDENT",
]


def test_a_layout_found_just_before_the_budget_ends_is_kept() -> None:
    # regression: every word was placed at step 477, the budget ended during the polish of that
    # box, and the layout was dropped ("no layout was found")
    lay, spent = pack(COMMON_15, Shape(2.0, None, None).fits, random.Random("0:0"), 500, float("inf"))
    assert spent == 501 and lay
    assert check_layout(*shifted(COMMON_15, lay), COMMON_15) == []


def test_a_filled_box_whose_layout_breaks_the_aspect_cap_is_not_the_answer() -> None:
    # regression: a filled 9-wide box held a 9 x 4 layout, returned under a 2:1 cap
    words = ["ABC", "ACABCABA", "ACCBBCAC", "BA", "BAC", "BC"]
    shape = Shape(2.0, None, None)
    lay, _ = pack(words, shape.fits, random.Random(32), 2000, float("inf"))
    _, width, height = normalise(words, lay)
    assert shape.fits(width, height)


@settings(max_examples=12, deadline=None)
@given(
    st.lists(
        st.text(st.sampled_from("ABCD"), min_size=2, max_size=8), min_size=6, max_size=12, unique_by=str.upper
    ),
    st.integers(0, 1000),
    st.sampled_from([1.0, 1.5, 2.0]),
)
def test_pack_only_returns_boxes_the_rules_allow(words: list[str], seed: int, ratio: float) -> None:
    shape = Shape(ratio, None, None)
    lay, _ = pack(words, shape.fits, random.Random(seed), 400, float("inf"))
    if lay:
        _, width, height = normalise(words, lay)
        assert shape.fits(width, height)
        assert check_layout(*shifted(words, lay), words) == []


def test_the_first_box_stops_growing_when_no_layout_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    # regression: the box grew by 15% after every failure, to 739 x 780 after 7,000 steps
    words = ["Q" + ch for ch in "ABCDEFGHIJKLM"]  # only Q is shared: at most two words can meet
    asked: list[float] = []
    first_box = lns._first_box

    def recording(p: Packer, fits: object, area: float) -> tuple[int, int]:
        asked.append(area)
        return first_box(p, fits, area)  # type: ignore[arg-type]

    monkeypatch.setattr(lns, "_first_box", recording)
    lay, spent = pack(words, Shape(2.0, None, None).fits, random.Random(1), 5000, float("inf"))
    assert lay == {} and spent == 5001
    assert len(asked) > 20 and max(asked) <= 26**2 / 2


def test_a_short_list_gets_a_first_layout_before_its_exact_search() -> None:
    from gridcraft.crisscross import layouts
    from gridcraft.engine import Budget, Progress

    events: list[Progress] = []
    found = []
    for lay in layouts(ENGLISH_12, budget=Budget(time_limit=60, node_limit=2000, progress=events.append)):
        found.append(lay)
    assert found[0].info.note == "a first layout" and found[0].check(ENGLISH_12) == []
    assert events[0].phase == "first layout; exact search" and events[0].best == found[0].area
    assert found[-1].area <= found[0].area


def test_the_first_layout_of_a_long_list_reports_the_words_placed() -> None:
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "benchmarks" / "lists" / "common-80.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    words = [w.strip().upper() for w in lines if w.strip() and not w.startswith("#")]
    placed: list[int] = []
    lay, _ = lns.pack(words, Shape(2.0, None, None).fits, Rng(0), 10**6, float("inf"),
                      on_placed=placed.append, first_only=True)  # fmt: skip
    assert len(lay) == len(words) and placed == sorted(placed) and placed[-1] == len(words)
    assert placed[0] == lns.REPORT_EVERY
    assert check_layout(*shifted(words, lay), words) == []
