"""Ten requests at once, each an 8 s search, against a live server: all ten answer with a valid
layout, and the home page answers within a second in the middle of the load.

The searches run at a lower priority than the server (and than the other tests running beside
this one), so each is given long enough to find a first layout on a loaded two-core machine."""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from gridcraft import crisscross

httpx = pytest.importorskip("httpx")

LIST = Path(__file__).resolve().parents[2] / "benchmarks" / "lists" / "common-40.txt"
WORDS = "\n".join([w for w in LIST.read_text(encoding="utf-8").splitlines() if w[:1].isalpha()][:24])


def one(url: str, seed: int) -> dict[str, Any]:
    """One page's search: start it, then ask about it until it ends."""
    with httpx.Client(timeout=60) as client:
        job = client.post(
            f"{url}/api/generate", data={"words": WORDS, "time_limit": "8", "seed": str(seed)}
        ).json()
        while True:
            time.sleep(0.4)
            state = client.get(f"{url}/api/jobs/{job['id']}").json()
            if state["state"] != "running":
                return dict(state)


def test_ten_searches_at_once_and_the_home_page_stays_quick(server: Any) -> None:
    with ThreadPoolExecutor(max_workers=10) as pool:  # threads: the browser tests own this thread's loop
        searches = [pool.submit(one, server.url, seed) for seed in range(10)]
        time.sleep(2.5)  # the searches are running
        took = []
        for _ in range(3):  # three visits half a second apart: the suite's other worker may load the machine
            start = time.monotonic()
            home = httpx.get(f"{server.url}/", timeout=10)
            took.append(time.monotonic() - start)
            assert home.status_code == 200
            time.sleep(0.5)
        results = [s.result() for s in searches]
    # alone the page takes about 0.15 s; a page held behind the searches (8 s each) would take seconds
    assert min(took) < 1.0 and max(took) < 4.0, took
    assert [r["state"] for r in results] == ["done"] * 10, [r.get("error") for r in results]
    for r in results:
        layout = crisscross.read_json(json.dumps(r["result"]["layout"]), "x")
        assert layout.check() == [] and len(layout.placements) == 24
