"""The command line as a whole (``gridcraft.cli.main`` and ``python -m gridcraft``): every error one
line on stderr from a real process, and the version."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any


def test_errors_from_a_real_process(tmp_path: Path, one_error_line: re.Pattern[str]) -> None:
    for argv, prefix in [
        (["generate", "missing.txt"], "missing.txt:0:0: cannot read: "),
        (["generate", "--max-aspect", "wide", "-"], "<command line>:0:0: "),
        (["generate", "-"], "<stdin>:1:6: "),
    ]:
        proc = subprocess.run(
            [sys.executable, "-m", "gridcraft", *argv],
            input="Мул, Я".encode(),
            check=False,
            capture_output=True,
            cwd=tmp_path,
            timeout=60,
        )
        err = proc.stderr.decode("utf-8")
        assert proc.returncode == 2 and proc.stdout == b""
        assert one_error_line.match(err) and err.startswith(prefix), err


def test_version(run: Callable[..., Any]) -> None:
    code, out, _ = run("--version")
    assert code == 0 and re.fullmatch(r"gridcraft \d+\.\d+\.\d+\n", out)
