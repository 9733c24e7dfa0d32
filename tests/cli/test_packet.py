"""``gridcraft packet WORDS -o packet.pdf``: a crossword, a word search and a fill-in of one list as
one PDF, the puzzles first and the keys at the end, read back with pypdf and pdftotext."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pypdf
import pytest

ANIMALS = "cat\ntiger\nrat\nhorse\nsheep\nmouse\n"
CLUED = (
    "cat: a pet that purrs\ntiger: a striped big cat\nrat: a rodent\nhorse: you ride it\n"
    "sheep: it gives wool\nmouse: a small rodent\n"
)


def pages_text(path: str) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(path).pages]


def test_packet_is_a_command(run: Callable[..., Any]) -> None:
    found = run("--help")
    assert found.code == 0 and "packet" in found.out
    usage = run("packet", "--help").out
    for flag in ("--title", "--seed", "--paper", "--lang", "--versions"):
        assert flag in usage


@pytest.mark.parametrize(
    ("words", "args", "message"),
    [
        ("cat\ncats\ntiger\n", [], "words.txt: 'cat' is inside 'cats'"),
        ("שלום\nמים\nלחם\n", [], "words.txt: a fill-in puzzle reads left to right"),
        (ANIMALS, ["--versions", "1"], "<command line>: argument --versions: give 2 to 26 (A to Z), not 1"),
        (ANIMALS, ["--paper", "a3"], "<command line>: argument --paper: invalid choice: 'a3'"),
    ],
)
def test_a_list_the_packet_cannot_hold_is_refused_before_any_search(
    run: Callable[..., Any], tmp_path: Path, words: str, args: list[str], message: str
) -> None:
    (tmp_path / "words.txt").write_text(words, encoding="utf-8")
    found = run("packet", "words.txt", "-o", "packet.pdf", *args)
    assert found.code == 2 and found.out == "" and len(found.err.splitlines()) == 1
    assert found.err.startswith(message), found.err
    assert not (tmp_path / "packet.pdf").exists()


@pytest.mark.slow
def test_the_three_puzzles_then_the_keys(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "animals.txt").write_text(ANIMALS, encoding="utf-8")
    found = run("packet", "animals.txt", "--title", "Animals", "-o", "packet.pdf")
    assert found.code == 0, found.err
    assert found.err.splitlines()[-1] == (
        "packet: criss-cross, word search, fill-in; 3 pages of puzzles, 3 of keys, a4"
    )
    texts = pages_text("packet.pdf")
    assert len(texts) == 6
    names = ["Animals: Criss-cross", "Animals: Word search", "Animals: Fill-in"]
    captions = [
        "Criss-cross: place the 6 words",
        "Word search: find every word",
        "Fill-in: write each of the 6",
    ]
    for page, name, caption in zip(texts[:3], names, captions, strict=True):
        assert name in page and caption in page and "Name:" in page and "Solution" not in page
    for page, name in zip(texts[3:], names, strict=True):
        assert name in page and "Solution" in page and "Name:" not in page
    assert shutil.which("pdftotext"), "poppler-utils"
    text = subprocess.run(
        ["pdftotext", "-layout", "packet.pdf", "-"], capture_output=True, text=True, check=True
    ).stdout
    order = [text.index(f"{name}\n") for name in names] + [text.index("Solution")]
    assert order == sorted(order)  # the three puzzles first, then the keys
    assert text.count("Solution") == 3 and text.count("\f") == 6


@pytest.mark.slow
def test_a_clued_list_in_versions(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "clued.txt").write_text(CLUED, encoding="utf-8")
    found = run(
        "packet", "clued.txt", "--title", "Animals", "--versions", "2", "--paper", "letter", "-o", "p.pdf"
    )
    assert found.code == 0, found.err
    assert found.err.splitlines()[-1] == (
        "packet: crossword, word search, fill-in in 2 versions; 6 pages of puzzles, 6 of keys, letter"
    )
    reader = pypdf.PdfReader("p.pdf")
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages} == {
        (612, 792)
    }
    texts = [page.extract_text() for page in reader.pages]
    titles = [
        f"Animals: {name} — version {v}" for v in "AB" for name in ("Crossword", "Word search", "Fill-in")
    ]
    for page, title in zip(texts[:6], titles, strict=True):
        assert title in page and "Solution" not in page
    for page, title in zip(texts[6:], titles, strict=True):
        assert title in page and "Solution" in page
    assert "Across" in texts[0] and "a pet that purrs (3)" in texts[0]  # the crossword has its clues
    assert "Across" not in texts[2] and "3 letters" in texts[2]  # the fill-in has the words by length
