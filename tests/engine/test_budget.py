"""Budgets: work decides, the clock only stops, and a budget remembers which of the two exhausted it."""

from __future__ import annotations

import pytest

from gridcraft.engine import CLOCK, NODES, Budget, clock_cut_warning
from gridcraft.engine import budget as budget_module


class Clock:
    """A clock that reads ``now`` and moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_node_limit_exhausts_a_budget_as_nodes_whatever_the_clock() -> None:
    clock = Clock()
    budget = Budget(time_limit=10.0, node_limit=100, clock=clock)
    assert not budget.spent(99) and budget.cut is None
    clock.now += 5.0  # the clock moves, far from the limit: nothing changes
    assert budget.spent(100) and budget.cut == NODES and not budget.clock_cut
    clock.now += 100.0  # once exhausted, the first cause stays
    assert budget.expired() and budget.cut == NODES


def test_the_time_limit_exhausts_a_budget_as_the_clock() -> None:
    clock = Clock()
    budget = Budget(time_limit=10.0, node_limit=10**9, clock=clock)
    assert not budget.expired()
    clock.now += 10.0
    assert budget.expired() and budget.clock_cut and budget.cut == CLOCK
    other = Budget(time_limit=10.0, clock=clock)
    clock.now += 11.0
    assert other.spent(256) and other.clock_cut  # read at the node where the clock is looked at


def test_a_search_that_reads_the_deadline_elsewhere_marks_its_budget() -> None:
    budget = Budget(node_limit=5)
    budget.exhaust(CLOCK)
    budget.exhaust(NODES)  # the first cause stays
    assert budget.exhausted and budget.clock_cut


def test_the_default_clock_is_looked_up_when_the_budget_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    # a jumping clock put in place of time.monotonic reaches every budget made afterwards (the
    # tests of the makers' determinism rely on it)
    class Jumping:
        def __init__(self) -> None:
            self.now = 0.0

        def monotonic(self) -> float:
            self.now += 1000.0
            return self.now

    monkeypatch.setattr(budget_module, "time", Jumping())
    budget = Budget(time_limit=1500.0)
    assert budget.elapsed() == 1000.0 and budget.expired() and budget.clock_cut


def test_the_warning_names_the_work_and_the_way_to_repeat() -> None:
    assert clock_cut_warning(1234) == (
        "the time limit cut the search at 1,234 nodes; the result depends on the machine's speed: "
        "give --nodes for a repeatable result"
    )
    assert clock_cut_warning(None, "steps", "nodes", "its making") == (
        "the time limit cut its making; the result depends on the machine's speed: give nodes for a "
        "repeatable result"
    )
