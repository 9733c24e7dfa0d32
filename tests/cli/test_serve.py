"""``gridcraft serve``: the install hint without the extra, the local address by default, and a
warning when it listens on the network."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import pytest


def test_without_the_extra_it_says_what_to_install(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, assert_one_error: Callable[..., None]
) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn now fails
    result = run("serve")
    assert_one_error(
        result, 2, "<command line>:0:0: the web page needs uvicorn: pip install 'gridcraft[web]'"
    )


def test_it_binds_to_this_machine_unless_told(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    uvicorn = pytest.importorskip("uvicorn")
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: calls.append(kw))
    local = run("serve", "--port", "8123")
    assert local.code == 0 and calls[-1]["host"] == "127.0.0.1" and "warning" not in local.err
    assert local.err == "gridcraft: serving http://127.0.0.1:8123/ (Ctrl-C stops it)\n"
    wide = run("serve", "--host", "0.0.0.0")
    assert calls[-1]["host"] == "0.0.0.0" and wide.err.startswith(
        "warning: listening on 0.0.0.0: other machines"
    )
    assert run("serve", "--port", "70000").code == 2
