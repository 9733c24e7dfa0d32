"""A book's manifest: every fault is one ``FILE:LINE:COL: message`` line and exit 2 before any
work, with nothing written; a good manifest gives the tasks in book order with the seed scheme."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from books import copy_small

from gridcraft.book import read_manifest

GOOD = """\
[book]
title = "Book"
trim = "6x9"

[[section]]
heading = "Words"
kind = "crisscross"
words = ["a.txt"]

[[section]]
heading = "KenKen"
kind = "kenken"
size = 4
difficulty = "easy"
count = 3
"""


def write(tmp: Path, text: str) -> Path:
    (tmp / "a.txt").write_text("cat\ncar\ntub\n", encoding="utf-8")
    path = tmp / "book.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "place", "words"),
    [
        (
            'kind = "kenken"',
            'kind = "nonogram"',
            "12:8",
            (
                "unknown kind 'nonogram': one of sudoku, towers, futoshiki, kakuro, killer, kenken, wordsearch,"
                " crisscross, fillin"
            ),
        ),
        ("count = 3", "count = 3\ncolour = 1", "16:1", "unknown key 'colour' in [section]"),
        ('trim = "6x9"', 'trim = "7x7"', "3:8", "trim '7x7' is not one of 8.5x11"),
        ("count = 3", "count = 0", "15:9", "count must be a whole number of puzzles from 1 to 10,000, not 0"),
        ('words = ["a.txt"]', 'words = ["a.txt", "missing.txt"]', "8:19", "no word list 'missing.txt'"),
        ('title = "Book"', 'title = "Book"\npages = 3', "3:1", "unknown key 'pages' in [book]"),
        ("size = 4", "size = 40", "13:8", "size must be between 3 and 16, not 40"),
        ('difficulty = "easy"', 'difficulty = "tough"', "14:14", "'tough' is not a grade"),
        ('trim = "6x9"', 'trim = "6x9"\nper_page = 3', "4:12", "per_page must be one of 1, 2, 4, 6, not 3"),
        (
            'title = "Book"',
            'title = "Book',
            "2:14",
            "a string must end on its line: a closing quote is missing",
        ),
        ('words = ["a.txt"]', "", "5:1", "a section of word puzzles needs words"),
        ('trim = "6x9"', 'trim = "6x9"\nlanguage = "xx"', "4:12", "language 'xx' is not one of en, ru, de"),
        ('trim = "6x9"', 'trim = "6x9"\nseed = true', "4:8", "seed must be text or a whole number, not True"),
        ('trim = "6x9"', 'trim = "6x9"\ntrim = "a5"', "4:1", "this key (or table) is given twice"),
        ('trim = "6x9"', "trim = 6x9", "3:9", "unexpected text after the value (text needs quotes"),
        ("", "", "", ""),  # the good manifest
    ],
)
def test_each_fault_is_one_located_line_and_nothing_is_written(
    run: Callable[..., Any], tmp_path: Path, old: str, new: str, place: str, words: str
) -> None:
    write(tmp_path, GOOD.replace(old, new) if old else GOOD)
    if not old:  # the good manifest reads (no build here: that is test_build's)
        book = read_manifest(tmp_path / "book.toml")
        assert [len(s.tasks) for s in book.sections] == [1, 3]
        return
    result = run("book", "book.toml", "-o", "book.pdf")
    assert result.code == 2 and result.out == ""
    assert result.err.count("\n") == 1 and result.err.startswith(f"book.toml:{place}: "), result.err
    assert words in result.err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "book.toml"]  # nothing written


def test_a_bad_word_list_is_named_in_its_own_file(run: Callable[..., Any], tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    (tmp_path / "a.txt").write_text("cat\nc4t\n", encoding="utf-8")
    result = run("book", "book.toml", "-o", "book.pdf")
    assert result.code == 2 and result.err.startswith("a.txt:2:2: '4' in 'c4t' is not a letter"), result.err
    assert not (tmp_path / "book.pdf").exists() and not (tmp_path / "book-puzzles").exists()


def test_a_folder_gives_its_lists_in_name_order(tmp_path: Path) -> None:
    lists = tmp_path / "lists"
    lists.mkdir()
    for name in ("b.txt", "a.txt", "notes.md"):
        (lists / name).write_text("cat\ncar\ntub\n", encoding="utf-8")
    write(tmp_path, GOOD.replace('words = ["a.txt"]', 'words = "lists/"'))
    (section, _) = read_manifest(tmp_path / "book.toml").sections
    assert [Path(t.source).name for t in section.tasks] == ["a.txt", "b.txt"]


def test_seeds_follow_the_batch_scheme(tmp_path: Path) -> None:
    write(tmp_path, GOOD.replace('trim = "6x9"', 'trim = "6x9"\nseed = "s"'))
    words, kenken = read_manifest(tmp_path / "book.toml").sections
    assert [t.seed for t in words.tasks] == ["s:1:0"]
    assert [t.seed for t in kenken.tasks] == ["s:2:0", "s:2:1", "s:2:2"]
    assert kenken.per_page == 4  # the maker's booklet policy for 4 x 4
    assert len({t.key for t in kenken.tasks}) == 3


def test_the_small_book_reads(tmp_path: Path) -> None:
    book = read_manifest(copy_small(tmp_path))
    assert (book.trim, book.bleed) == ("6x9", True)
    assert [s.kind for s in book.sections] == ["crisscross", "crisscross", "fillin", "kenken", "kenken"]


def test_right_to_left_words_make_no_fill_in_and_are_refused_at_once(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    write(tmp_path, GOOD.replace('kind = "crisscross"', 'kind = "fillin"'))
    (tmp_path / "a.txt").write_text("שלום\nשמש\nמים\n", encoding="utf-8")
    result = run("book", "book.toml", "-o", "book.pdf")
    assert result.code == 2 and result.err.startswith(
        "book.toml:8:10: a.txt: a fill-in puzzle reads left to right"
    )
    assert "(choose another kind)" in result.err


def test_a_list_with_some_clues_needs_them_all(run: Callable[..., Any], tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    (tmp_path / "a.txt").write_text("sun: a star\nmoon\nstar: it twinkles\n", encoding="utf-8")
    result = run("book", "book.toml", "-o", "book.pdf")
    assert result.code == 2 and result.err.startswith(
        "a.txt:2:1: 'moon' has no clue, as every entry of a clued list must"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "book.toml"]


def test_the_book_is_a_pdf_file(run: Callable[..., Any], tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    result = run("book", "book.toml", "-o", "book.txt")
    assert (
        result.code == 2
        and result.err == "<command line>: -o names the book's PDF: 'book.txt' does not end in .pdf\n"
    )


@pytest.mark.parametrize(
    ("given", "why"),
    [
        ("../secret.txt", "is outside the book's folder"),
        ("lists/../../secret.txt", "is outside the book's folder"),
        ("ABSOLUTE", "is an absolute path"),
        ("link.txt", "is a link out of the book's folder"),
        ("linked/", "is a link out of the book's folder"),
        ("lists/", "'leak.txt' in the folder 'lists/' is a link out of the book's folder"),
    ],
)
def test_a_word_list_outside_the_books_folder_is_refused_unread(
    run: Callable[..., Any], tmp_path: Path, given: str, why: str
) -> None:
    # regression: a manifest's words = "../secret.txt" was read, and its lines shown in the error
    outside = tmp_path / "elsewhere"
    (outside / "more").mkdir(parents=True)
    for secret in (outside / "secret.txt", outside / "more" / "secret.txt"):
        secret.write_text("p4ssw0rd\n", encoding="utf-8")
    book = tmp_path / "book"
    (book / "lists").mkdir(parents=True)
    (book / "lists" / "a.txt").write_text("cat\ncar\ntub\n", encoding="utf-8")
    (book / "link.txt").symlink_to(outside / "secret.txt")
    (book / "linked").symlink_to(outside / "more")
    (book / "lists" / "leak.txt").symlink_to(outside / "secret.txt")
    given = str(outside / "secret.txt") if given == "ABSOLUTE" else given
    if given.startswith(".."):
        (tmp_path / "secret.txt").write_text("p4ssw0rd\n", encoding="utf-8")
    write(book, GOOD.replace('words = ["a.txt"]', f"words = [{given!r}]"))
    result = run("book", "book/book.toml", "-o", "book/book.pdf")
    assert result.code == 2 and result.out == "" and result.err.count("\n") == 1, result.err
    assert result.err.startswith("book/book.toml:8:10: ") and why in result.err, result.err
    assert "p4ssw0rd" not in result.err  # nothing of the file is shown
    assert given.startswith("/") or "elsewhere" not in result.err  # nor where a link leads
    assert not (book / "book.pdf").exists()
