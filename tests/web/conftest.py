"""A live ``gridcraft serve`` on a free port (``toy_server``: with the toy kinds of
``tests/helpers/toykind`` registered), and Playwright driving Debian's chromium.

The browser and the screenshots' folder are the root ``conftest.py``'s.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'gridcraft[web]'")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


HELPERS = Path(__file__).resolve().parents[1] / "helpers"


class Server:
    """A ``gridcraft serve`` process and its URL (``toys``: with the toy kinds registered, through
    ``python -m toykind.serve``)."""

    def __init__(self, toys: bool = False) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ)
        if toys:
            env["PYTHONPATH"] = os.pathsep.join(p for p in (str(HELPERS), env.get("PYTHONPATH")) if p)
        command = ["toykind.serve"] if toys else ["gridcraft", "serve"]
        self.process = subprocess.Popen(
            [sys.executable, "-m", *command, "--port", str(self.port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
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
def toy_server() -> Iterator[Server]:
    """A live server with the toy kinds registered (their makers' pages among the page's)."""
    live = Server(toys=True)
    yield live
    live.stop()
