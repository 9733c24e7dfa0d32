"""The anytime driver's worker processes: they end with the main process, however it ends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

WORDS = Path(__file__).resolve().parents[3] / "benchmarks" / "lists" / "common-60.txt"
GENERATE = ["-m", "gridcraft", "generate", str(WORDS), "--time-limit", "20"]
# the same command with the kernel's notice of the parent's death unavailable: the fallback
NO_PRCTL = (
    "import sys; from gridcraft.crisscross.search import restarts; "
    "restarts._kill_on_parent_death = lambda: False; "
    "from gridcraft.cli import main; sys.exit(main(sys.argv[1:]))"
)
WITHOUT_PRCTL = ["-c", NO_PRCTL, *GENERATE[2:]]


def _status(pid: int) -> dict[str, str]:
    """The fields of ``/proc/PID/status`` (empty when the process is gone)."""
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except OSError:
        return {}
    return dict(line.split(":\t", 1) for line in text.splitlines() if ":\t" in line)


def _children(parent: int) -> list[int]:
    """Processes whose parent is ``parent``, found by a scan of ``/proc``."""
    pids = [int(name) for name in os.listdir("/proc") if name.isdigit()]
    return [pid for pid in pids if _status(pid).get("PPid", "").strip() == str(parent)]


def _alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie, dead but not yet reaped, does not count)."""
    state = _status(pid).get("State", "")
    return bool(state) and not state.startswith("Z")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds processes through /proc")
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGHUP, signal.SIGQUIT])
@pytest.mark.parametrize("argv", [GENERATE, WITHOUT_PRCTL], ids=["prctl", "watchdog"])
def test_workers_die_with_the_main_process(tmp_path: Path, sig: int, argv: list[str]) -> None:
    # regression: a main process killed by a signal it cannot catch left its search workers running
    # to the end of their budget, after which they failed with a BrokenPipeError traceback
    proc = subprocess.Popen(
        [sys.executable, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path
    )
    workers: list[int] = []
    try:
        wanted = min(2, os.cpu_count() or 1)
        give_up = time.monotonic() + 30
        while len(workers) < wanted and proc.poll() is None and time.monotonic() < give_up:
            time.sleep(0.05)
            workers = _children(proc.pid)
        assert len(workers) == wanted, "the search workers never started"
        os.kill(proc.pid, sig)
        proc.wait(timeout=10)
        time.sleep(1.0)
        assert [pid for pid in workers if _alive(pid)] == []
        out, err = proc.communicate(timeout=10)
        assert out == b""
        assert b"Traceback" not in err and b"BrokenPipeError" not in err, err.decode()
    finally:
        for pid in workers:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        if proc.poll() is None:
            proc.kill()
        proc.communicate()
