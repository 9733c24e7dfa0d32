"""The word search through its door: ``make wordsearch WORDS``, ``solve`` (every place of every
word, the words found twice named), ipuz both ways, the player, a book's section and the page,
with no front end naming the kind."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from wordsearch_check import check

from gridcraft import kinds
from gridcraft.wordsearch import KIND, parse

ANIMALS = "cat\ndog\nhorse\nzebra\nmouse\ntiger\nlion\nsheep\n"


def test_the_kind_is_registered_and_detected() -> None:
    assert KIND in kinds.kinds() and "wordsearch" in kinds.makers()
    assert kinds.detect("CAT\nDOG\n\nCAT\nDOG\n") is KIND
    assert kinds.detect("CAT\nDOG\n") is not KIND  # a plain word list
    assert kinds.detect("#..#\n....\n\nCAT\n") is not KIND  # a fill-in grid


def test_make_and_solve_on_the_command_line(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    made = run("make", "wordsearch", "animals.txt", "--directions", "hard", "--seed", "3", "-o", "ws.txt")
    assert made.code == 0 and made.err == "1 word search of 8 words, each found exactly once\n", made.err
    puzzle = parse((tmp_path / "ws.txt").read_text(encoding="utf-8"))
    assert check(puzzle) == []  # the independent finder: every word once, nothing offensive
    solved = run("solve", "ws.txt", "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["kind"], doc["count"], doc["complete"]) == (0, "wordsearch", 1, True)
    assert len(doc["solutions"][0]) == 8 and doc["solutions"][0][0].startswith("cat: r")
    again = run("make", "wordsearch", "animals.txt", "--directions", "hard", "--seed", "3")
    assert again.out == (tmp_path / "ws.txt").read_text(encoding="utf-8")  # the seed repeats the puzzle


def test_solve_names_a_word_found_twice_and_a_missing_one(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "twice.txt").write_text("CATX\nQCAT\n\ncat\n", encoding="utf-8")
    twice = run("solve", "twice.txt")
    assert twice.code == 0 and "2 solutions found" in twice.err
    assert (
        "note: 'cat' is found 2 times: r1c1 to r1c3, reading right; r2c2 to r2c4, reading right" in twice.err
    )
    (tmp_path / "gone.txt").write_text("CATX\nQCAT\n\ncat\nowl\nemu\n", encoding="utf-8")
    gone = run("solve", "gone.txt")
    assert (gone.code, gone.err.splitlines()[-1]) == (
        2,
        "gone.txt:5:1: 'owl', 'emu' are not in the grid, reading right, down, down-right, down-left, left, up, "
        "up-left, up-right",
    )


def test_make_refuses_a_word_inside_another_and_a_missing_list(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    (tmp_path / "cats.txt").write_text("cat\ncats\ndog\n", encoding="utf-8")
    refused = run("make", "wordsearch", "cats.txt")
    assert refused.code == 2 and "cat" in refused.err and "cats" in refused.err, refused.err
    assert "Traceback" not in refused.err and len(refused.err.splitlines()) == 1
    missing = run("make", "wordsearch")
    assert missing.code == 2 and "needs a word list" in missing.err
    assert run("make", "kenken", "cats.txt").code == 2  # a maker of options alone takes no list


def test_ipuz_is_written_and_read_back(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    assert run("make", "wordsearch", "animals.txt", "--seed", "1", "-o", "ws.txt").code == 0
    assert run("solve", "ws.txt", "-o", "ws.ipuz").code == 0
    import ipuz

    doc = ipuz.read((tmp_path / "ws.ipuz").read_text(encoding="utf-8"))  # the ipuz package validates it
    assert doc["kind"] == ["http://ipuz.org/wordsearch#1"] and set(doc["solution"]) == set(ANIMALS.split())
    back = run("solve", "ws.ipuz")
    assert back.code == 0 and back.out == run("solve", "ws.txt").out
    bad = (tmp_path / "ws.ipuz").read_text(encoding="utf-8").replace('"cat"', '"owl"')
    (tmp_path / "bad.ipuz").write_text(bad, encoding="utf-8")
    wrong = run("solve", "bad.ipuz")
    assert wrong.code == 2 and "'solution': 'owl' is not in the grid" in wrong.err


def test_the_player_finds_words(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    assert run("make", "wordsearch", "animals.txt", "--seed", "1", "-o", "ws.txt").code == 0
    played = run("play", "ws.txt", "-o", "ws.html")
    assert played.code == 0, played.err
    html = (tmp_path / "ws.html").read_text(encoding="utf-8")
    assert '"mode": "find"' in html or '"mode":"find"' in html


def test_a_book_section_of_word_searches(run: Callable[..., Any], tmp_path: Path) -> None:
    lists = tmp_path / "lists"
    lists.mkdir()
    (lists / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    (lists / "fruit.txt").write_text("apple\npear\nplum\nlemon\nmango\n", encoding="utf-8")
    (tmp_path / "b.toml").write_text(
        '[book]\ntitle = "Finds"\ntrim = "a5"\n\n[[section]]\nheading = "Word searches"\n'
        'kind = "wordsearch"\nwords = "lists"\ndirections = "easy"\n',
        encoding="utf-8",
    )
    built = run("book", "b.toml", "-o", "b.pdf", "--jobs", "1")
    assert built.code == 0, built.err
    index = json.loads((tmp_path / "b-puzzles" / "book.json").read_text(encoding="utf-8"))
    assert [p["kind"] for p in index["puzzles"]] == ["wordsearch", "wordsearch"]
    (tmp_path / "b.toml").write_text(
        (tmp_path / "b.toml").read_text(encoding="utf-8").replace('"easy"', '"sideways"'), encoding="utf-8"
    )
    refused = run("book", "b.toml", "-o", "b.pdf")
    assert refused.code == 2 and refused.err.startswith("b.toml:9:14: directions:"), refused.err


def test_the_page_makes_word_searches() -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        makers = {m["name"]: m for m in client.get("/api/kinds").json()["make"]}
        assert makers["wordsearch"]["input"] == "words"
        assert {o["name"] for o in makers["wordsearch"]["options"]} >= {"size", "directions"}
        job = client.post("/api/make", data={"kind": "wordsearch", "words": ANIMALS, "count": "1"}).json()
        deadline = time.monotonic() + 60
        while (state := client.get(f"/api/jobs/{job['id']}").json())["state"] == "running":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert state["state"] == "done", state
        assert parse(state["result"]["puzzles"][0]).words == tuple(ANIMALS.split())
        bad = client.post("/api/make", data={"kind": "wordsearch", "words": "cat\ncats\n", "count": "1"})
        assert bad.status_code == 400 and bad.json()["field"] == "words" and "cats" in bad.json()["error"]


def test_faults_a_first_user_met(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "edited.txt").write_text("# directions: right down\nXYZ\nQRS\n\ncat\ndog\n", encoding="utf-8")
    edited = run("solve", "edited.txt")  # a word search's header: its own reader names the words
    assert (edited.code, edited.err) == (
        2,
        "edited.txt:5:1: 'cat', 'dog' are not in the grid, reading right, down\n",
    )
    (tmp_path / "ragged.txt").write_text("# directions: right\nABC\nDE\n\nabc\n", encoding="utf-8")
    assert run("solve", "ragged.txt").err == "ragged.txt:3:1: this row has 2 cells, the first 3\n"
    (tmp_path / "he.txt").write_text("שלום\nספר\nילד\nבית\n", encoding="utf-8")
    assert run("make", "wordsearch", "he.txt", "--seed", "2", "-o", "he.svg").code == 0
    svg = (tmp_path / "he.svg").read_text(encoding="utf-8")
    # the bank shows each word as it is seen, right to left: its letters reversed, the order kept
    assert 'unicode-bidi="bidi-override">םולש</text>' in svg


def test_make_s_json_is_read_back(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: `solve ws.json` of `make wordsearch --format json` said "'version': None is not an
    # ipuz version"
    (tmp_path / "four.txt").write_text("cat\ndog\nbird\nfish\n", encoding="utf-8")
    made = run("make", "wordsearch", "four.txt", "--message", "hi", "--seed", "2", "-o", "ws.json")
    assert made.code == 0
    text = run("make", "wordsearch", "four.txt", "--message", "hi", "--seed", "2").out
    found = kinds.read_container((tmp_path / "ws.json").read_text(encoding="utf-8"), "ws.json")
    assert found.kind is KIND and found.puzzle == parse(text)
    solved = run("solve", "ws.json")
    assert solved.code == 0 and solved.err.startswith("unique")
    assert run("make", "wordsearch", "four.txt", "--count", "2", "-o", "two.json").code == 0
    two = run("solve", "two.json")
    assert two.code == 2 and two.err == "two.json: the document holds 2 puzzles: give one at a time\n"
    doc = json.loads((tmp_path / "ws.json").read_text(encoding="utf-8"))
    doc["puzzles"][0]["grid"][0][0] = 5
    (tmp_path / "bad.json").write_text(json.dumps(doc), encoding="utf-8")
    bad = run("solve", "bad.json")
    assert bad.code == 2 and bad.err == "bad.json: 'grid': every cell must be a letter or null\n"
