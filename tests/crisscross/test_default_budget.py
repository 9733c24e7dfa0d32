"""The generator's default search is sized in nodes: the same words and seed give the same layout
whatever the time limit (both far from cutting) and whatever the clock does below it; when the
time limit cuts the search first, the layout says so (and so do the command line and the JSON)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft import crisscross
from gridcraft.crisscross import generator
from gridcraft.crisscross.layout import Layout
from gridcraft.engine import Budget
from gridcraft.engine import budget as budget_module
from gridcraft.words import entries_from_strings, parse_word_list

LISTS = Path(__file__).resolve().parents[2] / "benchmarks" / "lists"
#: 40 words: past the exact search, two anytime searches side by side
COMMON_40 = (LISTS / "common-40.txt").read_text(encoding="utf-8")
#: 12 words: the exact search with the anytime searches beside it
TWELVE = ["BAG", "SACKFUL", "SENDOFF", "FANG", "LAMB", "GRANDSON", "SQUAW", "GAB", "ABLE", "BAROQUE",
          "BEWARED", "FOWL"]  # fmt: skip


class Jumping:
    """``time`` with a monotonic clock that leaps ``step`` seconds at every reading, as a machine
    so busy that every look at the clock finds much time gone."""

    def __init__(self, step: float) -> None:
        self.step, self.now = step, time.monotonic()

    def monotonic(self) -> float:
        self.now += self.step
        return self.now

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


@pytest.fixture
def small_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """A default budget of a few thousand nodes, so that the default path runs in a test's time
    (the path is the same as with the real default, only shorter)."""
    monkeypatch.setattr(generator, "DEFAULT_SECONDS", 0.05)
    monkeypatch.setattr(generator, "DEFAULT_EXACT_NODES", 3000)


def words_of(text: str) -> list[str]:
    return [e.text for e in parse_word_list(text)]


def layout_of(words: list[str], budget: Budget | None = None, seed: int = 5) -> Layout:
    last = None
    for last in crisscross.layouts(words, budget=budget, seed=seed):
        pass
    assert last is not None
    return last


def same(a: Layout, b: Layout) -> bool:
    return (a.placements, a.givens, a.width, a.height) == (b.placements, b.givens, b.width, b.height)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(words_of(COMMON_40), marks=pytest.mark.slow, id="anytime"),
        pytest.param(TWELVE, id="exact"),
    ],
)  # the anytime searches start worker processes: a second or two
def test_the_default_budget_is_nodes_not_seconds(small_default: None, words: list[str]) -> None:
    entries = entries_from_strings(words)
    nodes = generator.default_nodes(entries)
    plain = layout_of(words)  # the default time limit
    far = layout_of(words, Budget(time_limit=1e9))  # a time limit no search comes near
    assert same(plain, far) and plain.info.nodes == far.info.nodes
    assert not plain.info.clock_cut and not far.info.clock_cut
    # the default is the node budget asked for by name: the same layout
    assert same(plain, layout_of(words, Budget(time_limit=1e9, node_limit=nodes)))


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(words_of(COMMON_40), marks=pytest.mark.slow, id="anytime"),
        pytest.param(TWELVE, id="exact"),
    ],
)  # the anytime searches start worker processes: a second or two
def test_the_clock_decides_nothing_below_the_limit(
    small_default: None, monkeypatch: pytest.MonkeyPatch, words: list[str]
) -> None:
    plain = layout_of(words, Budget(time_limit=1e12))
    # every reading of the clock now finds 1,000 s gone: a machine thousands of times slower
    monkeypatch.setattr(budget_module, "time", Jumping(1000.0))
    jumped = layout_of(words, Budget(time_limit=1e12))
    assert same(plain, jumped) and not jumped.info.clock_cut


def test_a_time_limit_that_cuts_the_search_says_so(
    small_default: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(budget_module, "time", Jumping(1000.0))
    budget = Budget(time_limit=generator.DEFAULT_TIME)
    try:
        cut: Layout | None = layout_of(words_of(COMMON_40), budget)
    except crisscross.BudgetExceeded as e:  # cut before any layout: the error says the time limit
        assert "time_limit" in str(e) and budget.clock_cut
        cut = None
    assert budget.clock_cut  # the caller's budget is marked too
    if cut is not None:
        assert cut.info.clock_cut
        assert json.loads(crisscross.to_json(cut))["time_limit_cut"] is True


def test_a_layout_not_cut_has_no_time_limit_cut_key(small_default: None) -> None:
    assert "time_limit_cut" not in json.loads(crisscross.to_json(layout_of(TWELVE)))


@pytest.mark.slow
def test_the_command_line_says_when_the_time_limit_cut_the_search(
    small_default: None, monkeypatch: pytest.MonkeyPatch, run: Callable[..., Any], tmp_path: Path
) -> None:
    words = tmp_path / "w.txt"
    words.write_text(COMMON_40, encoding="utf-8")
    quiet = run("generate", str(words), "--quiet", "--format", "json")
    assert quiet.code == 0 and "time limit" not in quiet.err and "time_limit_cut" not in quiet.out
    monkeypatch.setattr(budget_module, "time", Jumping(1000.0))
    cut = run("generate", str(words), "--quiet", "--format", "json")
    lines = cut.err.splitlines()
    assert lines[-1].startswith("the time limit cut the search at ") and lines[-1].endswith(
        "; the result depends on the machine's speed: give --nodes for a repeatable result"
    ), cut.err
    if cut.code == 0:
        assert json.loads(cut.out)["time_limit_cut"] is True


def test_the_default_is_sized_from_the_list() -> None:
    short = generator.default_nodes(entries_from_strings(TWELVE))
    long = generator.default_nodes(entries_from_strings(words_of(COMMON_40)))
    assert short == int(generator.DEFAULT_EXACT_NODES / generator.EXACT_NODE_SHARE)
    assert 100_000 < long < short  # two anytime searches of DEFAULT_SECONDS at their budgeted rate
