"""A batch of made puzzles: the one seed scheme, whatever the number of processes."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft.batch import make_batch, seed_of
from gridcraft.kinds import makers


def test_the_same_puzzles_whatever_the_jobs() -> None:
    kind, maker = makers()["kenken"]
    request = maker.request({"size": 4, "difficulty": "easy"})
    one = make_batch(maker, request, seed="s", count=3, time_limit=30, jobs=1)
    two = make_batch(maker, request, seed="s", count=3, time_limit=30, jobs=2)
    assert [s for s, _ in one.made] == [seed_of("s", i) for i in range(3)] == ["s:0", "s:1", "s:2"]
    assert [m.puzzle for _, m in one.made] == [m.puzzle for _, m in two.made]
    assert not one.failed and not one.interrupted
    for _, made in one.made:
        assert kind.verify(made.puzzle, made.solution) == []


def test_counted_as_they_end() -> None:
    _, maker = makers()["kenken"]
    ended: list[int] = []
    make_batch(maker, maker.request({"size": 3}), seed="0", count=2, time_limit=30, done=ended.append)
    assert ended == [1, 2]


def test_no_more_processes_than_puzzles_or_cores() -> None:
    # regression: --jobs 100000 started 100,000 processes and exhausted the machine's memory
    import os

    from gridcraft.batch import workers

    assert workers(100_000, 2) == min(2, os.cpu_count() or 1)
    assert workers(100_000, 10**6) == (os.cpu_count() or 1) and workers(1, 5) == 1


def _dies_once(marker: str) -> str:
    """A task whose worker process dies the first time (as one killed or out of memory would)."""
    import os
    from pathlib import Path

    path = Path(marker)
    if not path.exists():
        path.write_text("died", encoding="utf-8")
        os._exit(9)
    return marker


def test_a_dead_local_worker_is_replaced_and_every_task_ends(tmp_path: Path) -> None:
    from gridcraft.batch import run_all

    tasks = [str(tmp_path / f"task-{i}") for i in range(4)]
    ended: dict[int, str] = {}
    run_all(_dies_once, tasks, ended.__setitem__, jobs=2)
    assert ended == dict(enumerate(tasks))


def test_without_dask_the_scheduler_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from gridcraft.batch import ClusterMissing, run_all

    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed: import fails
    with pytest.raises(ClusterMissing, match=r"pip install 'gridcraft\[cluster\]'"):
        run_all(str, ["a"], lambda i, r: None, scheduler="tcp://127.0.0.1:8786")


def test_a_refused_scheduler_address_is_refused_at_once() -> None:
    # regression: a port that refuses connections was tried for CONNECT_SECONDS (10 s) by Dask
    import socket
    import time

    pytest.importorskip("distributed")
    from gridcraft.batch import ClusterMissing, run_all

    with socket.socket() as probe:  # a port nothing listens on: bound here, never listened
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        start = time.monotonic()
        with pytest.raises(
            ClusterMissing, match=rf"no Dask scheduler answers at tcp://127.0.0.1:{port} \(.*refused"
        ):
            run_all(str, ["a"], lambda i, r: None, scheduler=f"tcp://127.0.0.1:{port}")
        assert time.monotonic() - start < 3
