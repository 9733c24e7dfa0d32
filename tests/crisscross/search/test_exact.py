"""The exact search in C against the same search in Python, and its proofs."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.crisscross.search import exact
from gridcraft.crisscross.search.board import Board
from gridcraft.crisscross.search.exact import ExactSearch
from gridcraft.crisscross.layout import Layout, check_layout
from gridcraft.crisscross.search.shape import Shape
from gridcraft.words import parse_word_list

ENGLISH_14 = ["BAG", "SACKFUL", "SENDOFF", "FANG", "LAMB", "GRANDSON", "SQUAW", "GAB", "ABLE", "BAROQUE",
              "BEWARED", "FOWL", "OARS", "LACED"]  # fmt: skip

native = pytest.mark.skipif(exact._native is None, reason="the C exact search is not built")


def test_the_c_search_is_built_where_required() -> None:
    """CI sets GRIDCRAFT_REQUIRE_NATIVE=1: there the extension must have been compiled."""
    if os.environ.get("GRIDCRAFT_REQUIRE_NATIVE") == "1":
        assert exact._native is not None


def run(words: list[str], shape: Shape, native: bool, **kwargs: object) -> ExactSearch:
    es = ExactSearch(words, shape, time.monotonic() + 600, **kwargs)  # type: ignore[arg-type]
    assert es.run(native)
    return es


SHAPES = [Shape(2.0, None, None), Shape(None, None, None), Shape(1.5, 9, 7), Shape(3.0, 12, None)]


@native
@pytest.mark.parametrize("shape", SHAPES, ids=["aspect-2", "free", "1.5-9x7", "3-w12"])
@pytest.mark.parametrize("allow_pending", [True, False], ids=["dense", "strict"])
def test_without_viability_the_c_search_visits_the_same_nodes(shape: Shape, allow_pending: bool) -> None:
    words = ENGLISH_14[:8]
    py = run(words, shape, False, allow_pending=allow_pending)
    c = run(words, shape, True, allow_pending=allow_pending, viability=False)
    assert (c.nodes, c.best, c.best_moves, c.deepest) == (py.nodes, py.best, py.best_moves, py.deepest)


@native
def test_viability_keeps_the_optimum_and_cuts_nodes() -> None:
    words = ENGLISH_14[:10]
    py = run(words, Shape(2.0, None, None), False)
    c = run(words, Shape(2.0, None, None), True)
    assert c.best == py.best == (70, -12, 3)
    assert c.nodes < py.nodes


@native
def test_a_word_square_is_found_through_its_pending_runs() -> None:
    # a move may leave a run of letters no placed word covers only when an unplaced word holds those
    # letters; the 3 x 3 square needs such runs at every step, and only other words of it hold them
    words = ["SAD", "ORE", "TEN", "SOT", "ARE", "DEN"]
    c = run(words, Shape(2.0, None, None), True)
    py = run(words, Shape(2.0, None, None), False)
    assert c.best == py.best == (9, -9, 0)
    assert c.nodes < py.nodes


short_lists = st.lists(st.text(st.sampled_from("AEIRST"), min_size=2, max_size=5), min_size=2, max_size=7,
                       unique_by=str.upper)  # fmt: skip


@native
@settings(max_examples=40, deadline=None)
@given(words=short_lists, aspect=st.sampled_from([None, 1.0, 2.0]), pending=st.booleans())
def test_c_and_python_agree_on_random_lists(words: list[str], aspect: float | None, pending: bool) -> None:
    shape = Shape(aspect, None, None)
    py = ExactSearch(words, shape, time.monotonic() + 600, allow_pending=pending)
    c = ExactSearch(words, shape, time.monotonic() + 600, allow_pending=pending)
    assert py.run(False) and c.run(True)
    assert c.best[:2] == py.best[:2]
    if c.best_moves is None:
        assert py.best_moves is None and c.deepest == py.deepest and c.left_out == py.left_out
        return
    board = Board(words)  # replay the best layout on a fresh board and check it independently
    for m in c.best_moves:
        board.place(*m)
    placements = board.placements(words)
    rows = [p.row for p in placements] + [
        p.row + len(p.word) - 1 for p in placements if p.direction == "down"
    ]
    cols = [p.col for p in placements] + [
        p.col + len(p.word) - 1 for p in placements if p.direction == "across"
    ]
    width, height = max(cols) - min(cols) + 1, max(rows) - min(rows) + 1
    assert width * height == c.best[0]
    lay = Layout.from_placements(placements)
    assert check_layout(lay.placements, lay.width, lay.height, words) == []


@native
def test_fourteen_words_proven_within_the_default_budget() -> None:
    # the default 10 s gives the exact search EXACT_SHARE * 10 s of nodes at the C rate
    from gridcraft.crisscross.generator import EXACT_RATE_NATIVE, EXACT_SHARE

    es = ExactSearch(ENGLISH_14, Shape(2.0, None, None), time.monotonic() + 600,
                     node_limit=int(EXACT_RATE_NATIVE * EXACT_SHARE * 10))  # fmt: skip
    assert es.run(True)
    assert es.best[:2] == (98, -17)


@native
def test_an_exception_inside_keeps_the_best_so_far() -> None:
    calls = []

    def progress(nodes: int, best: float) -> None:
        calls.append((nodes, best))
        raise KeyboardInterrupt

    es = ExactSearch(ENGLISH_14, Shape(2.0, None, None), time.monotonic() + 600, progress=progress)
    with pytest.raises(KeyboardInterrupt):
        es.run(True)
    assert calls == [(65536, es.best[0])] and es.nodes == 65536
    assert es.best_moves is not None and len(es.best_moves) == len(ENGLISH_14)


@native
def test_the_node_limit_and_the_deadline_stop_the_c_search() -> None:
    es = ExactSearch(ENGLISH_14, Shape(2.0, None, None), time.monotonic() + 600, node_limit=5000)
    assert not es.run(True) and es.nodes == 5001
    es = ExactSearch(ENGLISH_14, Shape(2.0, None, None), time.monotonic() + 0.2)
    start = time.monotonic()
    assert not es.run(True) and time.monotonic() - start < 1.0


@native
def test_animals_proven_in_c() -> None:
    path = Path(__file__).parents[3] / "src" / "gridcraft" / "data" / "animals-ru.txt"
    animals = [e.letters for e in parse_word_list(path.read_text(encoding="utf-8"))]
    es = run(animals, Shape(2.0, None, None), True)
    assert es.best[0] == 80


def replayed_area(words: list[str], moves: list[tuple[int, int, int]]) -> int:
    """The area of ``moves`` placed on a fresh board, after the independent layout checker passed."""
    board = Board(words)
    for m in moves:
        board.place(*m)
    placements = board.placements(words)
    lay = Layout.from_placements(placements)
    assert check_layout(lay.placements, lay.width, lay.height, words) == []
    return lay.width * lay.height


@native
@settings(max_examples=40, deadline=None)
@given(words=st.lists(st.text(st.sampled_from("AEIRST"), min_size=2, max_size=5), min_size=3, max_size=8,
                      unique_by=str.upper),
       pending=st.booleans())  # fmt: skip
def test_two_threads_prove_the_same_optimum_as_one(words: list[str], pending: bool) -> None:
    shape = Shape(2.0, None, None)
    one = ExactSearch(words, shape, time.monotonic() + 600, allow_pending=pending)
    two = ExactSearch(words, shape, time.monotonic() + 600, allow_pending=pending, threads=2)
    assert one.run(True) and two.run(True)
    assert two.best[:2] == one.best[:2]
    if one.best_moves is None:
        assert two.best_moves is None
    else:
        assert two.best_moves is not None and replayed_area(words, two.best_moves) == two.best[0]


@native
def test_two_threads_prove_the_fourteen_words() -> None:
    es = run(ENGLISH_14, Shape(2.0, None, None), True, threads=2)
    assert es.best[:2] == (98, -17)
    assert es.best_moves is not None and replayed_area(ENGLISH_14, es.best_moves) == 98


@native
def test_two_threads_look_only_for_a_better_layout_than_the_incumbent() -> None:
    words = ENGLISH_14[:10]  # optimum (70, -12, 3): see test_viability_keeps_the_optimum_and_cuts_nodes
    es = run(words, Shape(2.0, None, None), True, threads=2, incumbent=(70, -12, 3))
    assert es.best_moves is None and es.best == (70, -12, 3)
    es = run(words, Shape(2.0, None, None), True, threads=2, incumbent=(71, 0, 0))
    assert es.best[:2] == (70, -12) and es.best_moves is not None


@native
def test_two_threads_stop_at_the_node_limit_and_on_an_exception() -> None:
    es = ExactSearch(
        ENGLISH_14, Shape(2.0, None, None), time.monotonic() + 600, node_limit=200_000, threads=2
    )
    assert not es.run(True)
    assert 200_000 < es.nodes <= 200_000 + 2 * 1024 + 1  # the threads add their nodes in batches of 1024
    assert es.best_moves is not None and replayed_area(ENGLISH_14, es.best_moves) == es.best[0]

    def progress(nodes: int, best: float) -> None:
        raise KeyboardInterrupt

    es = ExactSearch(ENGLISH_14, Shape(2.0, None, None), time.monotonic() + 600, progress=progress, threads=2)
    with pytest.raises(KeyboardInterrupt):
        es.run(True)
    assert 65536 <= es.nodes < 1_000_000


@native
@pytest.mark.parametrize("threads", [1, 2])
def test_a_search_resumed_at_its_checkpoint_finds_what_it_had_not_reached(threads: int) -> None:
    """A split search stopped by its node limit says how many items it searched to their end; a
    search of the same words and incumbent resumed there still finds the better layout the first
    had not reached (so no unfinished item is counted as done), in fewer nodes than from the start."""
    words = ENGLISH_14[:11]  # optimum (91, -13, 6), first reached after about 3% of the nodes
    shape = Shape(2.0, None, None)
    whole = run(words, shape, True, incumbent=(92, 0, 0), resume=0)
    assert whole.best[:2] == (91, -13) and whole.items_done == whole.items and whole.items
    checked = 0
    for share in (0.002, 0.005, 0.01, 0.02, 0.05, 0.2, 0.5):
        limit = int(whole.nodes * share)
        first = ExactSearch(words, shape, time.monotonic() + 600, incumbent=(92, 0, 0), node_limit=limit,
                            threads=threads, resume=0)  # fmt: skip
        assert not first.run(True)
        assert first.items == whole.items and first.items_done is not None and first.items_done >= 0
        if first.best_moves is not None:
            continue  # found already: nothing left to find
        rest = run(words, shape, True, incumbent=(92, 0, 0), resume=first.items_done)
        assert rest.best[:2] == (91, -13) and rest.best_moves is not None
        assert replayed_area(words, rest.best_moves) == 91
        assert rest.nodes <= whole.nodes
        checked += 1
    assert checked >= 2


@native
def test_a_resumed_proof_is_a_proof() -> None:
    """Looking for an area below the optimum (none exists), a proof stopped part of the way and
    resumed at its checkpoint ends exhausted, having searched fewer nodes than from the start."""
    words = ENGLISH_14[:10]
    shape = Shape(2.0, None, None)
    whole = run(words, shape, True, incumbent=(70, -(2**30), 0), resume=0)
    assert whole.best_moves is None
    first = ExactSearch(words, shape, time.monotonic() + 600, incumbent=(70, -(2**30), 0),
                        node_limit=whole.nodes // 2, resume=0)  # fmt: skip
    assert not first.run(True)
    assert first.items_done is not None and 0 < first.items_done < whole.items  # type: ignore[operator]
    rest = run(words, shape, True, incumbent=(70, -(2**30), 0), resume=first.items_done)
    assert rest.best_moves is None and rest.nodes < whole.nodes


@native
def test_resume_is_refused_past_the_last_item_and_without_c() -> None:
    words = ENGLISH_14[:6]
    whole = run(words, Shape(2.0, None, None), True, resume=0)
    assert whole.items is not None
    with pytest.raises(ValueError, match="resume at item"):
        ExactSearch(words, Shape(2.0, None, None), time.monotonic() + 600, resume=whole.items + 1).run(True)
    with pytest.raises(ValueError, match="needs the C search"):
        ExactSearch(words, Shape(2.0, None, None), time.monotonic() + 600, resume=0).run(False)


@native
def test_an_exception_raised_after_the_other_thread_stopped_is_raised() -> None:
    """Regression: when the other thread stopped at the deadline while ``progress`` was running, the
    exception ``progress`` then raised was lost and the call failed with a SystemError."""
    deadline = time.monotonic() + 1.5

    def progress(nodes: int, best: float) -> None:
        time.sleep(max(0.0, deadline - time.monotonic()) + 0.3)  # the other thread meets the deadline
        raise KeyboardInterrupt

    es = ExactSearch(ENGLISH_14, Shape(2.0, None, None), deadline, progress=progress, threads=2)
    with pytest.raises(KeyboardInterrupt):
        es.run(True)
