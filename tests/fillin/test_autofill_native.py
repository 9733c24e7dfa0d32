"""The filler's C search against its pure Python reference: the same fills, every one checked."""

from __future__ import annotations

import pytest
from fill_check import check_fill
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.dictionary import builtin
from gridcraft.engine import Budget, SearchStats, verdict
from gridcraft.fillin.autofill import FillRequest, Prepared, fills
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
@settings(max_examples=60, deadline=None)
@given(
    grid=st.sampled_from(GRIDS),
    words=st.sets(st.text("ABCD", min_size=2, max_size=4), min_size=4, max_size=40),
    floor=st.sampled_from([None, 30, 60]),
    data=st.data(),
)
def test_the_c_search_finds_the_python_searchs_fills(
    grid: str, words: set[str], floor: int | None, data: st.DataObject
) -> None:
    scores = {w: data.draw(st.integers(1, 100)) for w in sorted(words)}
    req = FillRequest(parse_grid(grid)[0], scores, min_score=floor, min_length=2)
    native, python = all_fills(req, False), all_fills(req, True)
    assert native == python
    for fill in native:
        assert check_fill(grid.split(), list(fill), scores, floor) == []


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
