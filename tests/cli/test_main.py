"""The command line as a whole (``gridcraft.cli.main`` and ``python -m gridcraft``): every error one
line on stderr from a real process, and the version."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft.cli import solve


def test_errors_from_a_real_process(tmp_path: Path, one_error_line: re.Pattern[str]) -> None:
    for argv, prefix in [
        (["generate", "missing.txt"], "missing.txt: cannot read: "),
        (["generate", "--max-aspect", "wide", "-"], "<command line>: "),
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


def test_no_arguments_print_the_usage(run: Callable[..., Any], one_error_line: re.Pattern[str]) -> None:
    # regression: a bare gridcraft said only that a command is required, not which ones there are
    code, out, err = run()
    assert (code, out) == (2, "")
    assert err.startswith("usage: gridcraft ")
    assert all(
        f"\n    {command} " in err for command in ("generate", "solve", "print", "make", "grade", "hint")
    )
    last = err.splitlines(keepends=True)[-1]
    assert one_error_line.match(last) and last.startswith("<command line>: "), err


def test_version(run: Callable[..., Any]) -> None:
    code, out, _ = run("--version")
    assert code == 0 and re.fullmatch(r"gridcraft \d+\.\d+\.\d+\n", out)


def test_an_unexpected_exception_is_an_internal_error(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # regression: a bug ended in a traceback and exit code 1
    def broken(args: object) -> int:
        raise RuntimeError("boom\nagain")

    monkeypatch.setattr(solve, "run_solve", broken)
    code, out, err = run("solve", str(tmp_path / "p.txt"))
    assert (code, out) == (70, "")
    assert err == "gridcraft: internal error: RuntimeError: boom again (please report this)\n"


def test_an_interrupt_while_the_commands_load_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # regression: Ctrl-C or SIGTERM in the first half second of a command, while its modules loaded,
    # printed a traceback (SIGTERM: nothing, exit 143)
    import importlib.abc

    from gridcraft.cli import main

    class Interrupting(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: object, target: object = None) -> None:
            if name == "gridcraft.cli.commands":
                raise KeyboardInterrupt

    monkeypatch.delitem(sys.modules, "gridcraft.cli.commands", raising=False)
    monkeypatch.setattr(sys, "meta_path", [Interrupting(), *sys.meta_path])
    assert main(["generate", "words.txt"]) == 130
    assert capsys.readouterr().err == "gridcraft: interrupted\n"
