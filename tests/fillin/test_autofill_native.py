"""The filler's C search against its pure Python reference: the same fills, every one checked."""

from __future__ import annotations

import pytest
from fill_check import check_fill
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.dictionary import builtin
from gridcraft.engine import Budget, SearchStats, verdict
from gridcraft.fillin.autofill import FillRequest, NoFill, Prepared, fills
from gridcraft.fillin.autofill.native import NativeFill, available
from gridcraft.fillin.autofill.search import FillProblem
from gridcraft.fillin.parse import parse_grid

needs_c = pytest.mark.skipif(not available(26), reason="the filler's C extension is not built")

GRIDS = ["...\n...\n...\n", "A..\n...\n..#\n", "....\n.#..\n....\n..#.\n", "#...\n....\n....\n...#\n"]


def all_fills(req: FillRequest, pure: bool) -> set[tuple[str, ...]]:
    prepared = Prepared(req, pure=pure)
    problem = prepared.problem()
    assert isinstance(problem, NativeFill) is prepared.native and isinstance(problem, FillProblem)
    assert not (pure and prepared.native)
    stats = SearchStats()
    found = verdict(problem, None, budget=Budget(), stats=stats).found
    assert stats.complete
    return set(found)


@needs_c
@settings(max_examples=80, deadline=None)
@given(
    grid=st.sampled_from(GRIDS),
    words=st.sets(st.text("ABCD", min_size=2, max_size=4), min_size=4, max_size=40),
    floor=st.sampled_from([None, 30, 60]),
    max_shared=st.sampled_from([None, None, 1, 2]),
    data=st.data(),
)
def test_the_c_search_finds_the_python_searchs_fills(
    grid: str, words: set[str], floor: int | None, max_shared: int | None, data: st.DataObject
) -> None:
    scores = {w: data.draw(st.integers(1, 100)) for w in sorted(words)}
    req = FillRequest(parse_grid(grid)[0], scores, min_score=floor, min_length=2, max_shared=max_shared)
    try:
        native, python = all_fills(req, False), all_fills(req, True)
    except NoFill:  # the grid's written entries already break a rule: both refuse it alike
        with pytest.raises(NoFill):
            all_fills(req, True)
        return
    assert native == python
    for fill in native:
        assert check_fill(grid.split(), list(fill), scores, floor, max_shared) == []


@needs_c
def test_a_15x15_first_fill_is_the_same_in_c_and_python() -> None:
    grid = open_grid()
    req = FillRequest(parse_grid(grid)[0], builtin())
    assert Prepared(req).native and not Prepared(req, pure=True).native
    first = [
        next(iter(verdict(Prepared(req, pure=p).problem(), 1, budget=Budget(node_limit=500)).found))
        for p in (False, True)
    ]
    assert first[0] == first[1]
    assert check_fill(grid.split(), list(first[0]), builtin()) == []


def open_grid() -> str:
    from pathlib import Path

    return (Path(__file__).resolve().parents[2] / "examples" / "fill" / "theme-15.txt").read_text()


@needs_c
def test_the_anytime_search_runs_on_c() -> None:
    req = FillRequest(parse_grid(".....\n" * 5)[0], builtin())
    best = None
    for best in fills(req, Budget(node_limit=4000)):
        pass
    assert best is not None and check_fill([".....\n"[:5]] * 5, list(best.grid), builtin()) == []


def test_the_extension_is_built_where_ci_requires_it() -> None:
    """CI sets GRIDCRAFT_REQUIRE_NATIVE=1: there the extension must have been compiled."""
    import os

    from gridcraft.fillin.autofill import native

    if os.environ.get("GRIDCRAFT_REQUIRE_NATIVE") == "1":
        assert native._autofill is not None


@needs_c
@settings(max_examples=80, deadline=None)
@given(
    grid=st.sampled_from(GRIDS),
    words=st.sets(st.text("ABC", min_size=2, max_size=4), min_size=3, max_size=30),
    limit=st.sampled_from([1, 2]),
)
def test_the_conflict_driven_search_decides_as_the_python_search(
    grid: str, words: set[str], limit: int
) -> None:
    scores = dict.fromkeys(sorted(words), 50)
    req = FillRequest(parse_grid(grid)[0], scores, min_length=2)
    every = all_fills(req, True)
    problem = Prepared(req).problem()
    assert isinstance(problem, NativeFill)
    stats = SearchStats()
    found = verdict(problem, limit, budget=Budget(), stats=stats).found  # the C decider (limit <= 2)
    assert len(found) == min(limit, len(every)) and set(found) <= every
    assert len(set(found)) == len(found)
    if len(every) < limit:  # fewer fills than asked: the search ran to its end
        assert stats.complete
    if stats.complete:  # complete means exhausted: every fill was found (the limit may be met too,
        assert set(found) == every  # when the root's propagation left the one fill and no choice)


@needs_c
@settings(max_examples=80, deadline=None)
@given(
    grid=st.sampled_from(GRIDS),
    words=st.sets(st.text("ABCD", min_size=2, max_size=4), min_size=3, max_size=25),
)
def test_the_core_of_an_exhausted_search_cannot_be_filled(grid: str, words: set[str]) -> None:
    # the slots the conflict-driven search blames are checked by the pure Python search alone
    req = FillRequest(parse_grid(grid)[0], dict.fromkeys(sorted(words), 50), min_length=2)
    prepared = Prepared(req)
    problem = prepared.problem()
    stats = SearchStats()
    if verdict(problem, 1, budget=Budget(), stats=stats).found:
        assert problem.core is None
        return
    assert stats.complete and problem.core is not None and problem.core
    core = prepared.core_of(problem)
    assert core is not None
    reference = Prepared(req, pure=True)
    assert not verdict(reference.problem(core), 1, budget=Budget()).found


@needs_c
def test_a_dead_corner_starts_from_the_searchs_core() -> None:
    # the corner with Q has no fill (QAT cannot fill both of its slots); the other corner can be
    # filled, so the core of the exhausted search leaves its slots out
    scores = {w: s for w, s in builtin().items() if len(w) == 3 and "Q" not in w} | {"QAT": 50}
    req = FillRequest(parse_grid("Q..#...\n...#...\n...#...\n")[0], scores)
    prepared = Prepared(req)
    problem = prepared.problem()
    stats = SearchStats()
    assert not verdict(problem, 1, budget=Budget(time_limit=30), stats=stats).found and stats.complete
    core = prepared.core_of(problem)
    slots = req.puzzle.slots
    assert core is not None and all(slots[i].col < 3 for i in core)
    with pytest.raises(NoFill, match=r"^no fill: 1-Across and 1-Down cannot all be entries \(Q at r1c1\)$"):
        list(fills(req, Budget(time_limit=20)))
