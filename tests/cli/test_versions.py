"""``--versions N`` of ``generate`` and ``make``: N different puzzles of one list, each titled
with its letter and followed by its own key in a sheet, each in turn in text and JSON; refused
where it cannot hold a set."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pypdf
import pytest

from gridcraft.crisscross import read_json

ANIMALS = "cat\ntiger\nrat\nhorse\nsheep\nmouse\n"


def pages_text(path: str) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(path).pages]


def test_word_search_versions_differ_each_with_its_key(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    made = run("make", "wordsearch", "animals.txt", "--versions", "3", "--title", "Animals", "-o", "set.pdf")
    assert made.code == 0, made.err
    assert made.err == "versions A to C: 3 word searches of 6 words, each found exactly once\n"
    texts = pages_text("set.pdf")
    assert len(texts) == 6  # each version: its puzzle page, then its key
    for k, name in enumerate("ABC"):
        puzzle, key = texts[2 * k], texts[2 * k + 1]
        assert f"Animals — version {name}" in puzzle and "Name:" in puzzle and "Solution" not in puzzle
        assert f"Animals — version {name}" in key and "Solution" in key
    doc = json.loads(run("make", "wordsearch", "animals.txt", "--versions", "3", "--format", "json").out)
    assert [v["version"] for v in doc["versions"]] == ["A", "B", "C"]
    assert [v["seed"] for v in doc["versions"]] == ["0:0", "0:1", "0:2"]  # version k: the seed SEED:k
    grids = [json.dumps(p["grid"]) for p in doc["puzzles"]]
    assert len(set(grids)) == 3  # neighbours cannot copy
    one = json.loads(run("make", "wordsearch", "animals.txt", "--format", "json").out)
    assert one["puzzles"][0]["grid"] == doc["puzzles"][0]["grid"]  # version A is the puzzle of the seed
    again = run("make", "wordsearch", "animals.txt", "--versions", "3", "--format", "json")
    assert json.loads(again.out) == doc  # the same seed, the same set


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--versions", "1"], "argument --versions: give 2 to 26 (A to Z), not 1"),
        (["--versions", "27"], "argument --versions: give 2 to 26 (A to Z), not 27"),
        (["--versions", "two"], "argument --versions: 'two' is not a whole number"),
        (["--versions", "2", "--count", "2"], "--versions makes one set of puzzles: leave --count out"),
        (
            ["--versions", "2", "--format", "ipuz"],
            "--format ipuz holds one puzzle; with --versions use text, json, sheet",
        ),
    ],
)
def test_make_refuses_what_holds_no_set(
    run: Callable[..., Any], tmp_path: Path, args: list[str], message: str, one_error_line: Any
) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    found = run("make", "wordsearch", "animals.txt", *args)
    assert found.code == 2 and found.out == "" and one_error_line.match(found.err)
    assert found.err.startswith(f"<command line>: {message}"), found.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--format", "svg"], "--format svg holds one puzzle; with --versions use text, json, fillin, sheet"),
        (["-o", "a.png"], "--format png holds one puzzle"),
        (["--author", "Me"], "--author is written only with --format ipuz, puz, jpz, xd, html or sheet"),
        (["--example", "animals-ru"], "give a word-list file or --example NAME, not both"),
    ],
)
def test_generate_refuses_what_holds_no_set(
    run: Callable[..., Any], tmp_path: Path, args: list[str], message: str
) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    found = run("generate", "animals.txt", "--versions", "2", *args)
    assert found.code == 2 and found.out == ""
    assert found.err.startswith(f"<command line>: {message}"), found.err


def test_a_file_that_holds_a_grid_makes_no_set(run: Callable[..., Any], tmp_path: Path) -> None:
    first = run("generate", "--example", "animals-ru", "--format", "json", "-o", "grid.json")
    assert first.code == 0
    found = run("generate", "grid.json", "--versions", "2")
    assert found.code == 2 and found.out == ""
    assert found.err == "grid.json: --versions lays out a word list, and this file holds a grid\n"


def test_a_list_with_one_layout_says_so(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "two.txt").write_text("cab\nbed\n", encoding="utf-8")
    found = run("generate", "two.txt", "--versions", "2")
    assert found.code == 0
    assert found.out == "Criss-cross — version A\nC A B\n    E\n    D\n"  # not silently duplicated
    assert found.err.splitlines()[-1] == (
        "version B left out: no other layout of these words differs from the versions before it (a short "
        "list may have one layout); only version A made"
    )


@pytest.mark.slow
def test_generate_versions_differ_each_with_its_key(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    found = run("generate", "animals.txt", "--versions", "3", "--format", "json")
    assert found.code == 0, found.err
    doc = json.loads(found.out)
    assert doc["versions"] == [{"version": name, "title": f"Criss-cross — version {name}"} for name in "ABC"]
    layouts = [read_json(json.dumps(p)) for p in doc["puzzles"]]  # each read back and checked
    grids = [frozenset(x.letters().items()) for x in layouts]
    flipped = [frozenset(x.transposed().letters().items()) for x in layouts]
    assert len(set(grids)) == 3 and not set(grids) & set(flipped[:1])  # none is another, nor A turned
    assert all(sorted(p.word for p in x.placements) == sorted(ANIMALS.upper().split()) for x in layouts)
    lines = found.err.splitlines()
    assert [line[:10] for line in lines[-3:]] == ["version A:", "version B:", "version C:"]
    assert run("generate", "animals.txt", "--versions", "3", "--format", "json").out == found.out  # seeded
    sheet = run("generate", "animals.txt", "--versions", "3", "--title", "Animals", "-o", "set.pdf")
    assert sheet.code == 0, sheet.err
    texts = pages_text("set.pdf")
    assert len(texts) == 6
    for k, (name, layout) in enumerate(zip("ABC", layouts, strict=True)):
        puzzle, key = texts[2 * k], texts[2 * k + 1]
        assert f"Animals — version {name}" in puzzle and "Solution" not in puzzle
        assert f"Animals — version {name}" in key and "Solution" in key
        # the key is this version's: its grid's rows, letter by letter
        assert [row.replace(" ", "") for row in layout.rows() if row.strip()] == [
            line.replace(" ", "") for line in key.splitlines()[2:] if line.strip()
        ][: len([row for row in layout.rows() if row.strip()])]


@pytest.mark.slow
def test_fill_in_versions_as_text(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    found = run("generate", "animals.txt", "--versions", "2", "--format", "fillin")
    assert found.code == 0, found.err
    first, second = found.out.split("\n\n! Fill-in — version B\n")
    assert first.startswith("! Fill-in — version A\n! fill-in puzzle: 6 words")
    grid_a = first.split("\n\n")[0].splitlines()[2:]
    grid_b = second.split("\n\n")[0].splitlines()[1:]
    assert grid_a != grid_b and all(
        set(row) <= set("#.ABCDEFGHIJKLMNOPQRSTUVWXYZ") for row in grid_a + grid_b
    )


BOOK = """[book]
title = "Class set"
trim = "a4"

[[section]]
heading = "Animals"
kind = "crisscross"
words = "animals.txt"
nodes = 3000
versions = 2

[[section]]
heading = "KenKen"
kind = "kenken"
size = 4
count = 1
versions = 3
"""


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("1", "versions must be 2 to 26 (A to Z), not 1"),
        ("27", "versions must be 2 to 26 (A to Z), not 27"),
        ('"two"', "versions must be a whole number from 2 to 26, not 'two'"),
    ],
)
def test_a_book_section_with_bad_versions(
    run: Callable[..., Any], tmp_path: Path, value: str, message: str
) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    (tmp_path / "book.toml").write_text(BOOK.replace("versions = 2", f"versions = {value}"), encoding="utf-8")
    found = run("book", "book.toml", "-o", "book.pdf")
    assert found.code == 2 and found.err == f"book.toml:10:12: {message}\n"  # at the value


@pytest.mark.slow
def test_a_book_section_in_versions(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    (tmp_path / "book.toml").write_text(BOOK, encoding="utf-8")
    found = run("book", "book.toml", "-o", "book.pdf", "--jobs", "1", "--quiet")
    assert found.code == 0, found.err
    records = [json.loads((tmp_path / "book-puzzles" / f"{stem}.json").read_text("utf-8"))
               for stem in ("s01-001", "s01-002", "s02-001", "s02-002", "s02-003")]  # fmt: skip
    assert [r["title"] for r in records] == [
        "Animals 1 — version A", "Animals 2 — version B",
        "KenKen 1 — version A", "KenKen 2 — version B", "KenKen 3 — version C",
    ]  # fmt: skip
    assert all(f"Version {r['title'][-1]}." in r["print"]["caption"] for r in records)
    crosswords = [read_json(r["puzzle"]) for r in records[:2]]
    assert crosswords[0].letters() != crosswords[1].letters()  # the list's two layouts differ
    assert [r["seed"] for r in records[2:]] == ["0:2:0:0", "0:2:0:1", "0:2:0:2"]  # a maker's: SEED:k
    assert len({r["puzzle"] for r in records[2:]}) == 3


def test_every_version_of_a_clued_set_has_its_word_bank_and_letters_given_away(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    # regression: --versions handed out only version A (B had no word bank, no letter given away)
    clued = "".join(f"{w}: the word {w}\n" for w in ("lion", "zebra", "hippo", "rhino", "hyena", "cheetah"))
    (tmp_path / "clued.txt").write_text(clued, encoding="utf-8")
    made = run("generate", "clued.txt", "--versions", "2", "--word-bank", "--reveal", "2", "--format", "json")
    assert made.code == 0, made.err
    doc = json.loads(made.out)
    assert len(doc["puzzles"]) == 2
    for layout in doc["puzzles"]:
        assert layout["word_bank"] is True and len(layout["givens"]) >= 2
