"""The shared engine on a small problem of known solution counts: n queens."""

from __future__ import annotations

import pytest
from queens import QUEENS, Queens, State

from gridcraft.engine import Budget, Progress, SearchStats, count, lowest_index
from gridcraft.engine import search as solutions


@pytest.mark.parametrize("n", sorted(QUEENS))
def test_counts_all_solutions(n: int) -> None:
    stats = SearchStats()
    assert count(Queens(n), stats=stats) == QUEENS[n]
    assert stats.complete and not stats.budget_exhausted
    assert stats.solutions == QUEENS[n]
    assert stats.nodes >= 1 and stats.seconds >= 0


def test_solutions_are_distinct_and_valid() -> None:
    found = [tuple(lowest_index(d) for d in s) for s in solutions(Queens(6))]
    assert len(set(found)) == 4
    for cols in found:
        assert all(
            cols[a] != cols[b] and abs(cols[a] - cols[b]) != b - a for a in range(6) for b in range(a + 1, 6)
        )


def test_limit_stops_early_and_says_incomplete() -> None:
    stats = SearchStats()
    assert count(Queens(8), limit=2, stats=stats) == 2
    assert not stats.complete and not stats.budget_exhausted


def test_limit_above_the_count_is_complete() -> None:
    stats = SearchStats()
    assert count(Queens(6), limit=5, stats=stats) == 4
    assert stats.complete


def test_no_solution_is_complete() -> None:
    stats = SearchStats()
    assert count(Queens(3), stats=stats) == 0
    assert stats.complete


def test_node_budget_runs_out() -> None:
    stats = SearchStats()
    found = count(Queens(8), budget=Budget(node_limit=10), stats=stats)
    assert found < 92
    assert stats.budget_exhausted and not stats.complete
    assert stats.nodes == 10


def test_time_budget_with_a_fake_clock() -> None:
    ticks = iter(range(10**6))
    stats = SearchStats()
    count(Queens(8), budget=Budget(time_limit=0.5, clock=lambda: next(ticks)), stats=stats)
    assert stats.budget_exhausted and not stats.complete


class SlowQueens(Queens):
    """Queens whose every node takes 20 ms, like a fill-in of 400 words."""

    def child(self, state: State, choice: int) -> State | None:  # type: ignore[override]
        import time

        time.sleep(0.02)
        return super().child(state, choice)


def test_slow_nodes_stop_near_the_time_limit() -> None:
    # regression: the clock was read every 256 nodes only, so 0.25 s lasted 2 s on a 400-word fill-in
    import time

    stats = SearchStats()
    start = time.monotonic()
    count(SlowQueens(10), budget=Budget(time_limit=0.25), stats=stats)
    assert stats.budget_exhausted and time.monotonic() - start < 0.6


def test_bad_limit() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        count(Queens(4), limit=0)


def test_progress_is_called_with_node_counts() -> None:
    seen: list[Progress] = []
    count(Queens(8), budget=Budget(progress=seen.append))
    nodes = [event.nodes for event in seen]
    assert nodes and all(n % 256 == 0 for n in nodes) and nodes == sorted(nodes)
    assert all(event.elapsed >= 0 and event.limit is None for event in seen)


class KeyedQueens(Queens):
    """Queens with a solution key: the engine interleaves random restart probes."""

    def key(self, state: State) -> State:
        return state


@pytest.mark.parametrize("n", [6, 8, 9, 10])
def test_probes_keep_counts_exact(n: int) -> None:
    expected = {6: 4, 8: 92, 9: 352, 10: 724}[n]
    stats = SearchStats()
    found = list(solutions(KeyedQueens(n), limit=10_000, stats=stats))  # a limit: probes run
    assert len(found) == len(set(found)) == expected
    assert stats.complete and stats.solutions == expected


class UnkeyedQueens(KeyedQueens):
    """A keyed problem whose keys must not be asked for."""

    def key(self, state: State) -> State:
        raise AssertionError("an enumeration of all solutions keeps no keys")


def test_enumerating_all_keeps_no_keys() -> None:
    # regression: `solve --all` on a fill-in kept every solution's key for the probes, so memory grew
    # with the solutions (84 MB for 362,880 solutions against 30 MB without)
    stats = SearchStats()
    assert len(list(solutions(UnkeyedQueens(8), stats=stats))) == 92 and stats.complete


def test_probes_are_deterministic_and_seeded() -> None:
    def first(seed: int) -> list[State]:
        return list(solutions(KeyedQueens(10), limit=3, seed=seed))

    assert first(1) == first(1)
    assert len(set(first(1)) | set(first(2))) >= 3


def test_luby_sequence() -> None:
    from gridcraft.engine.search import _luby

    assert [_luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def test_reused_stats_start_from_zero() -> None:
    # regression: counters carried over from an earlier search made a limited count stop early
    stats = SearchStats()
    assert count(Queens(6), limit=2, stats=stats) == 2
    assert count(Queens(6), limit=2, stats=stats) == 2
    assert stats.solutions == 2 and not stats.complete
    assert count(Queens(6), stats=stats) == 4 and stats.complete
