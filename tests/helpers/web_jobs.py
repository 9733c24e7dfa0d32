"""The page's API in the tests: a Starlette test client of the app, and a job waited for."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from gridcraft.web.app import create_app


@pytest.fixture
def client() -> Iterator[TestClient]:
    """A test client of the page's app (its job table closed at the end)."""
    with TestClient(create_app()) as c:
        yield c


def finished(client: TestClient, job_id: str, seconds: float = 60) -> dict[str, Any]:
    """The state of job ``job_id`` once it is no longer running (at most ``seconds`` of waiting)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        state = client.get(f"/api/jobs/{job_id}").json()
        if state["state"] != "running":
            return dict(state)
        time.sleep(0.1)
    raise AssertionError("the job did not end")
