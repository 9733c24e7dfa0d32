"""``gridcraft serve``: the install hint without the extra, the local address by default, and a
warning when it listens on the network."""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable
from typing import Any

import pytest


def test_without_the_extra_it_says_what_to_install(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, assert_one_error: Callable[..., None]
) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn now fails
    result = run("serve")
    assert_one_error(result, 2, "<command line>: the web page needs uvicorn: pip install 'gridcraft[web]'")


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """The addresses ``serve`` listened on, its server stopped at once."""
    uvicorn = pytest.importorskip("uvicorn")
    calls: list[tuple[Any, ...]] = []

    def record(self: Any, sockets: list[socket.socket]) -> None:
        calls.append(sockets[0].getsockname())

    monkeypatch.setattr(uvicorn.Server, "run", record)
    return calls


def free() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_it_binds_to_this_machine_unless_told(run: Callable[..., Any], served: list[tuple[Any, ...]]) -> None:
    port = free()
    local = run("serve", "--port", str(port))
    assert local.code == 0 and served[-1] == ("127.0.0.1", port) and "warning" not in local.err
    assert local.err == f"gridcraft: serving http://127.0.0.1:{port}/ (Ctrl-C stops it)\n"
    wide = run("serve", "--host", "0.0.0.0", "--port", str(free()))
    assert served[-1][0] == "0.0.0.0" and wide.err.startswith("warning: listening on 0.0.0.0: other machines")
    assert run("serve", "--port", "70000").code == 2


def test_all_of_127_is_this_machine(run: Callable[..., Any], served: list[tuple[Any, ...]]) -> None:
    port = free()
    result = run("serve", "--host", "127.0.0.2", "--port", str(port))
    assert result.code == 0 and served[-1] == ("127.0.0.2", port)
    assert result.err == f"gridcraft: serving http://127.0.0.2:{port}/ (Ctrl-C stops it)\n"


def test_a_port_in_use_is_one_line_naming_a_free_one(
    run: Callable[..., Any], served: list[tuple[Any, ...]], assert_one_error: Callable[..., None]
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run("serve", "--port", str(port))
    assert served == []
    message = result.err.strip()
    assert message.startswith(f"<command line>: port {port} is in use by another program; try --port ")
    suggested = int(message.rsplit(" ", 1)[1])
    assert port < suggested <= port + 50
    assert_one_error(result, 2, message)


def test_a_host_that_is_not_this_machine_is_one_line(
    run: Callable[..., Any], served: list[tuple[Any, ...]], assert_one_error: Callable[..., None]
) -> None:
    result = run("serve", "--host", "192.0.2.1", "--port", str(free()))  # TEST-NET-1: nobody's
    assert served == []
    assert_one_error(result, 2, "<command line>: cannot listen on 192.0.2.1 port")
