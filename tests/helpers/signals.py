"""Running a command in a child process and interrupting it once it is searching."""

from __future__ import annotations

import os
import time
from pathlib import Path

#: ``python -c READY ARGS...`` runs the command line with ARGS, after printing ``ready`` to stderr
READY = "import sys; from gridcraft.cli import main; print('ready', file=sys.stderr, flush=True); sys.exit(main())"


def until_busy(pid: int, seconds: float = 1.5, wait: float = 30.0) -> None:
    """Wait until process ``pid`` has used ``seconds`` more CPU time (Linux's /proc), so that a
    loaded machine has let it start searching (building the command line alone takes about 0.6 s
    of CPU time); at most ``wait`` seconds."""

    def used() -> float:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime

    start, until = used(), time.monotonic() + wait
    while used() - start < seconds and time.monotonic() < until:
        time.sleep(0.05)
