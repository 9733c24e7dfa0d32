"""A book built on a real Dask cluster: a scheduler and two workers started as processes on
127.0.0.1, every puzzle a task; the files equal, byte for byte, those of the local pool."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from books import Book, copy_small, gridcraft

distributed = pytest.importorskip(
    "distributed", reason="the cluster extra (dask.distributed) is not installed"
)


def start(*argv: str, log: Path) -> subprocess.Popen[bytes]:
    with open(log, "wb") as out:
        return subprocess.Popen([sys.executable, "-m", "dask", *argv], stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)  # fmt: skip


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The scheduler's address, with two one-thread workers connected."""
    tmp_path = tmp_path_factory.mktemp("cluster")
    file = tmp_path / "scheduler.json"
    started = [start("scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard", "--scheduler-file",
                     str(file), log=tmp_path / "scheduler.log")]  # fmt: skip
    try:
        for n in range(2):
            started.append(start("worker", "--scheduler-file", str(file), "--host", "127.0.0.1", "--nworkers", "1",
                                 "--nthreads", "1", "--no-dashboard", log=tmp_path / f"worker-{n}.log"))  # fmt: skip
        with distributed.Client(scheduler_file=str(file), timeout=60) as client:
            client.wait_for_workers(2, timeout=60)
            yield json.loads(file.read_text(encoding="utf-8"))["address"]
    finally:
        for process in reversed(started):
            os.killpg(process.pid, signal.SIGTERM)
        for process in started:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def test_the_cluster_makes_the_same_files_as_the_local_pool(
    small_book: Book, cluster: str, tmp_path: Path
) -> None:
    copy_small(tmp_path)
    done = gridcraft("book", "book/small.toml", "-o", "small.pdf", "--scheduler", cluster, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    theirs = {p.name: p.read_bytes() for p in sorted((tmp_path / "small-puzzles").glob("*.json"))}
    ours = {p.name: p.read_bytes() for p in sorted(small_book.out.glob("*.json"))}
    assert len(theirs) == 10 and theirs == ours  # nine puzzles and book.json
    assert (tmp_path / "small.pdf").read_bytes() == small_book.pdf.read_bytes()


def test_an_unreachable_scheduler_is_one_line(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    from gridcraft import batch

    monkeypatch.setattr(batch, "CONNECT_SECONDS", 1.0)
    copy_small(Path.cwd())
    done = run("book", "book/small.toml", "-o", "small.pdf", "--scheduler", "tcp://127.0.0.1:9")
    assert done.code == 2 and done.err.startswith(
        "<command line>: no Dask scheduler answers at tcp://127.0.0.1:9"
    )
    assert done.err.count("\n") == 1 and not Path("small.pdf").exists() and not Path("small-puzzles").exists()


def test_make_kenken_count_runs_on_the_cluster_too(cluster: str, tmp_path: Path) -> None:
    argv = ("make", "kenken", "--size", "4", "--difficulty", "easy", "--count", "4", "--format", "keen")
    here = gridcraft(*argv, cwd=tmp_path)
    there = gridcraft(*argv, "--scheduler", cluster, cwd=tmp_path)
    assert there.returncode == 0 == here.returncode, there.stderr
    assert there.stdout == here.stdout and len(there.stdout.splitlines()) == 4
    assert there.stderr == "4 4 x 4 easy KenKens, each with one solution\n"
