"""``make wordsearch --title``: the title on the sheet's pages, its PDF, the ipuz file and the
player; the sheet's line for the solver's name and the date; the refusal of a list whose words
read the same backwards, naming every one."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pypdf

ANIMALS = "cat\ndog\nhorse\nzebra\nmouse\ntiger\nlion\nsheep\n"


def pages(path: Path) -> tuple[list[str], Any]:
    reader = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    return [page.extract_text() for page in reader.pages], reader.metadata


def test_the_sheet_has_the_title_and_a_name_line(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    made = run(
        "make", "wordsearch", "animals.txt", "--title", "Zoo animals", "--format", "sheet", "-o", "ws.pdf"
    )
    assert made.code == 0, made.err
    texts, meta = pages(tmp_path / "ws.pdf")
    assert len(texts) == 2 and meta.title == "Zoo animals"
    assert texts[0].startswith("Zoo animals\nName: ") and "Date: " in texts[0]
    assert texts[1].startswith("Zoo animals: solutions") and "Name:" not in texts[1]


def test_name_line_no_leaves_it_out(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    plain = run(
        "make", "wordsearch", "animals.txt", "--name-line", "no", "--format", "sheet", "-o", "plain.pdf"
    )
    assert plain.code == 0, plain.err
    first = pages(tmp_path / "plain.pdf")[0][0]
    assert first.startswith("Word search\n") and "Name:" not in first


def test_the_title_names_the_ipuz_file_and_the_player(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    assert run("make", "wordsearch", "animals.txt", "--title", "Zoo animals", "-o", "ws.ipuz").code == 0
    assert json.loads((tmp_path / "ws.ipuz").read_text(encoding="utf-8"))["title"] == "Zoo animals"
    assert run("make", "wordsearch", "animals.txt", "--title", "Zoo animals", "-o", "ws.html").code == 0
    assert "<title>Zoo animals</title>" in (tmp_path / "ws.html").read_text(encoding="utf-8")
    untitled = run("make", "wordsearch", "animals.txt", "-o", "plain.ipuz")
    assert untitled.code == 0
    assert json.loads((tmp_path / "plain.ipuz").read_text(encoding="utf-8"))["title"] == "Word search"


def test_title_and_name_line_are_the_word_search_s(run: Callable[..., Any], tmp_path: Path) -> None:
    refused = run("make", "kenken", "--title", "Sums")
    assert refused.code == 2 and "make kenken takes no --title" in refused.err
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    bad = run("make", "wordsearch", "animals.txt", "--name-line", "maybe")
    assert bad.code == 2 and "argument --name-line: 'maybe' is not yes or no" in bad.err


def test_every_word_that_reads_the_same_backwards_is_named(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: only the first palindrome was named, so fixing a list took a run per palindrome
    (tmp_path / "pal.txt").write_text("level\ntiger\nnoon\nradar\ndog\ngod\n", encoding="utf-8")
    refused = run("make", "wordsearch", "pal.txt", "--directions", "hard")
    assert refused.code == 2
    assert "'level', 'noon' and 'radar' read the same backwards; 'dog' is 'god' read backwards" in refused.err
    assert run("make", "wordsearch", "pal.txt", "--directions", "medium").code == 0  # handled one way
