"""A new kind is a package with a ``KIND`` and one registry line: the toy kind of
``tests/helpers/toykind``, registered here, appears in ``solve --kind``, in ``solve``'s formats and
on the page's solve page, and is solved by both, with no edit of any front end."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import toykind

from gridcraft import kinds

PUZZLE = "TOY 3\n2 . .\n"  # two solutions: 2 1 3 and 2 3 1


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The registry line of the toy kind, as a new kind would add it to ``kinds.KINDS``."""
    monkeypatch.setattr(kinds, "KINDS", (toykind.KIND, *kinds.KINDS))
    yield


def test_the_toy_kind_is_not_there_unregistered(run: Callable[..., Any]) -> None:
    assert "toy" not in run("solve", "--help").out


def test_solve_offers_and_solves_the_toy_kind(
    run: Callable[..., Any], registered: None, tmp_path: Path
) -> None:
    helped = run("solve", "--help").out
    assert "toy" in helped.split("--kind")[1].split("\n")[0] or "toy," in helped  # a choice of --kind
    assert "dots" in helped  # its own output format is one of solve's
    path = tmp_path / "p.toy"
    path.write_text(PUZZLE)
    code, out, err = run("solve", str(path), "--kind", "toy", "--all", "--format", "json")
    doc = json.loads(out)
    assert (code, doc["kind"], doc["count"], doc["complete"]) == (0, "toy", 2, True)
    assert sorted(doc["solutions"]) == [["213"], ["231"]]
    assert all(
        toykind.KIND.verify(toykind.parse(PUZZLE), tuple(map(int, s[0]))) == [] for s in doc["solutions"]
    )
    code, out, err = run("solve", str(path), "--format", "dots")  # detected, and its own format
    assert code == 0 and out == "..\n.\n...\n" and "not unique" in err  # the first of two


def test_the_page_reads_and_solves_the_toy_kind(registered: None) -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        assert {"name": "toy", "title": "toy row"} in client.get("/api/kinds").json()["solve"]
        job = client.post("/api/solve", data={"puzzle": "TOY 2\n. 1\n", "time_limit": "5"}).json()
        deadline = time.monotonic() + 30
        while (state := client.get(f"/api/jobs/{job['id']}").json())["state"] == "running":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        result = state["result"]
        assert (result["kind"], result["count"], result["unique"]) == ("toy", 1, True)
        assert "<svg" in result["solutions"][0] and ">2<" in result["solutions"][0]


def test_play_makes_the_toy_kinds_player(run: Callable[..., Any], registered: None, tmp_path: Path) -> None:
    from gridcraft.player.seal import unseal

    path, out = tmp_path / "p.toy", tmp_path / "p.html"
    path.write_text("TOY 2\n. 1\n")
    code, _, err = run("play", str(path), "-o", str(out))
    assert code == 0 and "toy row player" in err
    html = out.read_text(encoding="utf-8")
    data = json.loads(html.split('<script type="application/json" id="gc-data">')[1].split("</script>")[0])
    assert data["title"] == "Toy row of 2" and data["entries"][0]["label"] == "the row"
    secret = json.loads(unseal(data["sealed"], data["salt"]))
    assert secret["solution"] == [["2", "1"]]
    assert [s["text"] for s in secret["steps"]] == ["cell 1 is 2: the only value left"]


def test_a_book_makes_the_toy_kinds_puzzles_through_its_maker(
    run: Callable[..., Any], registered: None, tmp_path: Path
) -> None:
    (tmp_path / "toy.toml").write_text(
        '[book]\ntitle = "Toys"\ntrim = "a5"\n\n[[section]]\nheading = "Rows"\nkind = "toy"\nsize = 5\ncount = 3\n',
        encoding="utf-8",
    )
    code, _, err = run(
        "book", "toy.toml", "-o", "toy.pdf", "--jobs", "1"
    )  # in this process: the toy is registered here
    assert code == 0, err
    assert err.startswith("3 puzzles in 1 section, 24 pages (A5, inside margin 0.375 in)")
    index = json.loads((tmp_path / "toy-puzzles" / "book.json").read_text(encoding="utf-8"))
    assert [(p["kind"], p["seed"]) for p in index["puzzles"]] == [
        ("toy", "0:1:0"),
        ("toy", "0:1:1"),
        ("toy", "0:1:2"),
    ]
    bad = run("book", "toy.toml", "-o", "toy.pdf")
    assert bad.code == 0  # kept: nothing made again
    (tmp_path / "toy.toml").write_text((tmp_path / "toy.toml").read_text().replace("size = 5", "size = 12"))
    refused = run("book", "toy.toml", "-o", "toy.pdf")
    assert refused.code == 2 and refused.err == "toy.toml:8:8: size must be 2 to 9, not 12\n"


def test_make_offers_the_toy_kinds_maker(run: Callable[..., Any], registered: None) -> None:
    code, out, err = run("make", "toy", "--size", "3", "--count", "2", "--seed", "s")
    assert code == 0 and err == "2 toy rows of 3\n" and out.count("TOY 3\n") == 2
