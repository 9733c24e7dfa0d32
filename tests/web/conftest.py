"""A live ``gridcraft serve`` on a free port, and Playwright driving Debian's chromium.

The browser is the system's (``/usr/bin/chromium``, or ``GRIDCRAFT_CHROMIUM``), launched with
``--no-sandbox``: ``playwright install`` is never needed. Without it the browser tests skip and
say why.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'gridcraft[web]'")

CHROMIUM = (
    os.environ.get("GRIDCRAFT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """A ``gridcraft serve`` process and its URL."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gridcraft", "serve", "--port", str(self.port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(self.url + "/", timeout=1).read()
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise RuntimeError("gridcraft serve did not start") from None
                time.sleep(0.1)

    def children(self) -> list[int]:
        """The server's child processes (its jobs)."""
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text()
                except OSError:
                    continue
                if int(stat.rsplit(")", 1)[1].split()[1]) == self.process.pid:
                    found.append(int(entry.name))
        return found

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    live = Server()
    yield live
    live.stop()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch options: the system's chromium, without its sandbox."""
    if CHROMIUM is None:
        pytest.skip("no chromium to drive: apt-get install chromium (or set GRIDCRAFT_CHROMIUM)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": ["--no-sandbox"]}


@pytest.fixture
def shots(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """Where screenshots go: ``GRIDCRAFT_SCREENSHOTS`` (such as ``docs/web``), else a temporary folder."""
    folder = Path(os.environ.get("GRIDCRAFT_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
