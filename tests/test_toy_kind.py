"""A new kind is a package with a ``KIND`` and one registry line: the toy kind of
``tests/helpers/toykind``, registered here, appears in ``solve --kind``, in ``solve``'s formats and
on the page's solve page, and is solved by both; its table's ipuz form downloads from the page, its
help reaches the help of ``solve``, ``hint``, ``grade`` and ``make``, its maker reaches ``make``,
a book's section and the page's maker form; all with no edit of any front end."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import toykind
from toykind import toywords

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


def test_the_toy_kind_reads_its_own_ipuz_kind_through_its_door(
    run: Callable[..., Any], registered: None, tmp_path: Path
) -> None:
    path = tmp_path / "row.ipuz"
    path.write_text(
        '{"version": "http://ipuz.org/v2",\n "kind": ["http://example.org/toy#1"],\n "row": [2, 0, 1]}'
    )
    code, out, err = run("solve", str(path))
    assert (code, out) == (0, "2 3 1\n"), err
    path.write_text(
        '{"version": "http://ipuz.org/v2",\n "kind": ["http://example.org/toy#1"],\n "row": "2 0 1"}'
    )
    bad = run("solve", str(path))
    assert (bad.code, bad.err) == (2, f"{path}:3:2: 'row': must be a list of whole numbers, not '2 0 1'\n")


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


@pytest.fixture
def both_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The registry lines of both toy kinds: the toy row, and the word row made from a word list."""
    monkeypatch.setattr(kinds, "KINDS", (toykind.KIND, toywords.KIND, *kinds.KINDS))
    yield


def made(client: Any, data: dict[str, str], api: str = "/api/make", **files: Any) -> Any:
    """The answer to a make request: the finished job's state, or the 400 answer itself."""
    answer = client.post(api, data=data, files=files or None)
    if answer.status_code != 200:
        return answer
    deadline = time.monotonic() + 30
    while (state := client.get(f"/api/jobs/{answer.json()['id']}").json())["state"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    return state


def test_the_page_has_a_page_for_the_toy_maker(both_registered: None) -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        toy = client.get("/api/kinds").json()["make"][0]
        assert toy == {
            "name": "toy",
            "title": "toy row",
            "noun": "toy rows",
            "description": "Toy rows of numbers, each with one cell to fill.",
            "input": None,
            "page": "/make/toy",
            "ipuz": True,  # its table's ipuz form: the page offers its puzzles' ipuz download
            "options": [
                {
                    "name": "size",
                    "label": "Size",
                    "help": "cells in the row, 2 to 9 (default 4)",
                    "default": "4",
                    "values": [],
                }
            ],
        }
        page = client.get("/make/toy").text
        assert "<h1>Make toy rows</h1>" in page and 'data-maker="toy"' in page
        assert '<a href="/make/toy" aria-current="page">Make toy rows</a>' in page
        assert '<a href="/make/toy">' in client.get("/").text.split("<main>")[1]  # its card on the home page
        state = made(client, {"kind": "toy", "size": "3", "count": "2", "seed": "s"})
        result = state["result"]
        assert [toykind.parse(p) for p in result["puzzles"]] == [
            toykind.parse(p) for p in result["text"].split("\n\n")
        ]
        assert result["summary"] == "2 toy rows of 3" and len(result["puzzles"]) == 2
        assert made(client, {"size": "3", "count": "2", "seed": "s"}, "/api/toy")["result"] == result
        bad = made(client, {"kind": "toy", "size": "12"})
        assert (bad.status_code, bad.json()) == (
            400,
            {"error": "size must be 2 to 9, not 12", "field": "size"},
        )


def test_the_page_makes_word_rows_from_a_word_list(both_registered: None) -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        rows = client.get("/api/kinds").json()["make"][1]
        assert (rows["name"], rows["input"], rows["page"]) == ("toywords", "words", "/make/toywords")
        assert rows["options"][0]["values"][1] == {"value": "first", "label": "the first"}
        state = made(client, {"kind": "toywords", "words": "CAT, DOG\nEMU", "count": "3", "hole": "last"})
        result = state["result"]
        assert all(p.endswith(" .\n\nCAT\nDOG\nEMU") for p in result["puzzles"])
        assert result["text"] == "\n\n\n".join(result["puzzles"]) and "two blank lines" in result["label"]
        listed = {"puzzles": json.dumps(result["puzzles"]), "kind": "toywords", "title": result["title"]}
        book = client.post("/api/booklet", data=listed)
        assert book.status_code == 200 and 'filename="word-rows.pdf"' in book.headers["content-disposition"]
        broken = [*result["puzzles"][:2], result["puzzles"][2].replace("WORDROW 3\n", "WORDROW 3\n. .\n")]
        bad = client.post("/api/booklet", data={**listed, "puzzles": json.dumps(broken)})
        assert bad.json() == {  # at its line in the page's box
            "error": "line 18, column 1: the row must hold 3 cells, each '.' or 1 to 3",
            "field": "ids",
        }
        played = client.post("/api/play", data={"puzzle": result["puzzles"][0], "kind": "toywords"})
        assert played.status_code == 200 and played.json()["name"] == "word-row-of-3.html"
        for data, files, error, field in [
            ({}, {}, "the word list is empty: paste words or choose a file", "words"),
            ({"words": "CAT"}, {}, "a word row takes 2 to 9 words, not 1", "words"),
            ({"words": "CAT\nELEPHANTINE"}, {}, "line 2, column 1: 'ELEPHANTINE' is longer than 8 letters", "words"),
            ({}, {"upload": ("w.txt", b"CAT\nD0G")}, "w.txt, line 2, column 2: '0' in 'D0G' is not a letter", "upload"),
            ({"words": "CAT, DOG", "hole": "middle"}, {}, "'middle' is not one of random, first, last", "hole"),
        ]:  # fmt: skip
            bad = made(client, {"kind": "toywords", **data}, **files)
            assert (bad.status_code, bad.json()) == (400, {"error": error, "field": field})


def test_no_page_for_a_maker_not_registered() -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        assert client.get("/make/toy").status_code == 404 and client.get("/toy").status_code == 404
        assert client.post("/api/toy", data={"size": "3"}).status_code == 404
        assert "toy" not in json.dumps(client.get("/api/kinds").json())


def test_the_toy_kinds_ipuz_downloads_from_its_pages(both_registered: None) -> None:
    """Its table's ipuz form reaches the solve page's and the maker page's download; a kind whose
    table has none (the word row) is refused in one line."""
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        job = client.post("/api/solve", data={"puzzle": "TOY 3\n2 . 1\n"}).json()
        deadline = time.monotonic() + 30
        while (state := client.get(f"/api/jobs/{job['id']}").json())["state"] == "running":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert state["result"]["ipuz"] is True  # the solve page shows its download button
        answer = client.post("/api/solved.ipuz", data={"puzzle": "TOY 3\n2 . 1\n"})
        assert (
            answer.status_code == 200
            and 'filename="toy-solved.ipuz"' in answer.headers["content-disposition"]
        )
        doc = json.loads(answer.text)
        assert (doc["kind"], doc["title"], doc["row"], doc["solution"]) == (
            [toykind.TOY_IPUZ],
            "Toy row",
            [2, 0, 1],
            [2, 3, 1],
        )
        assert kinds.read_ipuz(answer.text).puzzle == (2, 0, 1)
        views = {m["name"]: m for m in client.get("/api/kinds").json()["make"]}
        assert (views["toy"]["ipuz"], views["toywords"]["ipuz"]) == (True, False)
        puzzle = made(client, {"kind": "toy", "size": "3", "count": "1", "seed": "s"})["result"]["puzzles"][0]
        answer = client.post("/api/solved.ipuz", data={"puzzle": puzzle, "kind": "toy"})
        assert answer.status_code == 200 and kinds.read_ipuz(answer.text).puzzle == toykind.parse(puzzle)
        refused = client.post("/api/solved.ipuz", data={"puzzle": "WORDROW 2\n. 1\n\nCAT\nDOG\n"})
        assert (refused.status_code, refused.json()) == (
            400,
            {"error": "word row puzzles have no ipuz form", "field": "puzzle"},
        )


def test_the_toy_kinds_help_lines_come_from_its_table(
    run: Callable[..., Any], registered: None, tmp_path: Path
) -> None:
    def said(*argv: str) -> str:
        return " ".join(run(*argv, "--help").out.split())

    help = toykind.KIND.help
    assert (
        f"toy row: {help.reads}" in said("solve")
        and "solve a toy row, sudoku, towers, futoshiki, kakuro, killer sudoku," in said()
    )
    assert (
        f"toy row: {help.state}" in said("hint")
        and "step of a toy row, sudoku, towers, futoshiki, kakuro, killer sudoku," in said()
    )
    assert (
        f"a toy row puzzle {help.grades}" in said("grade")
        and "grade a toy row, sudoku, towers, futoshiki, kakuro, killer sudoku or KenKen puzzle" in said()
    )
    assert (
        "make toy rows, sudokus, towers puzzles, futoshikis, kakuros, killer sudokus," in said()
        and toykind.KIND.maker.description in said("make")
    )
    path = tmp_path / "p.toy"
    path.write_text("TOY 3\n2 . 1\n")
    assert run("grade", str(path)) == (0, "trivial\n  single  1\n", "")
    assert run("hint", str(path)).out == "cell 2 is 3: the only value left\n"


def test_the_toy_makers_options_read_alike_on_every_front_end(
    run: Callable[..., Any], both_registered: None, tmp_path: Path
) -> None:
    """One reading of a maker's options (its table's): a choice in any case, the same refusal."""
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    (tmp_path / "w.txt").write_text("CAT\nDOG\nEMU\n")
    made_here = run("make", "toywords", str(tmp_path / "w.txt"), "--hole", "LAST", "--seed", "s")
    assert (
        made_here.code == 0
        and made_here.out.startswith("WORDROW 3\n")
        and made_here.out.split("\n")[1].endswith(" .")
    )
    refused = run("make", "toywords", str(tmp_path / "w.txt"), "--hole", "middle")
    assert refused.err == (
        "<command line>: argument --hole: 'middle' is not one of random, first, last "
        "(gridcraft make --help shows the usage)\n"
    )
    with TestClient(create_app()) as client:
        state = made(
            client, {"kind": "toywords", "words": "CAT\nDOG\nEMU", "hole": "LAST", "seed": "s", "count": "1"}
        )
        assert state["result"]["puzzles"][0] + "\n" == made_here.out
        bad = made(client, {"kind": "toywords", "words": "CAT\nDOG", "hole": "middle"})
        assert bad.json() == {"error": "'middle' is not one of random, first, last", "field": "hole"}
    (tmp_path / "w.toml").write_text(
        '[book]\ntitle = "Rows"\n\n[[section]]\nheading = "Words"\nkind = "toywords"\nwords = "w.txt"\nhole = "middle"\n',
        encoding="utf-8",
    )
    book = run("book", "w.toml", "-o", "w.pdf")
    assert book.err == "w.toml:8:8: hole: 'middle' is not one of random, first, last\n"
