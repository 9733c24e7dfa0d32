"""Reading input (files, standard input, errors as one line) and checking the output's place
before the search."""

from __future__ import annotations

import io
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import MUL_WORDS, mul_layout, write

from gridcraft import crisscross


def test_unreadable_file(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None]
) -> None:
    result = run("generate", "missing.txt", "-o", "out.txt")
    assert_one_error(result, 2, "missing.txt: cannot read: ")
    assert not os.path.exists("out.txt")
    os.mkdir("folder")
    assert_one_error(run("generate", "folder"), 2, "folder: cannot read: ")


def test_words_given_in_place_of_a_file_say_how_to_give_them(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    # regression: "cat, dog:0:0: cannot read: No such file or directory" and nothing more
    assert_one_error(
        run("make", "wordsearch", "cat, dog"),
        2,
        "cat, dog: cannot read: No such file or directory (the words are read from a file, or from "
        "standard input with '-')",
    )


def test_missing_file(run: Callable[..., Any], one_error_line: re.Pattern[str], tmp_path: Path) -> None:
    code, _, err = run("solve", str(tmp_path / "nope.txt"))
    assert code == 2 and one_error_line.match(err) and "cannot read" in err


def test_stdin(run: Callable[..., Any], stub: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(("\ufeff" + MUL_WORDS).encode())))
    result = run("generate", "-")
    assert result.code == 0 and result.out == crisscross.to_text(mul_layout())
    assert [e.text for e in stub["words"]] == ["Мул", "Лемур", "Крот"]


def test_closed_stdin_is_one_line(
    run: Callable[..., Any],
    stub: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
    assert_one_error: Callable[..., None],
) -> None:
    # regression: a closed standard input gave "'NoneType' object has no attribute 'buffer'"
    monkeypatch.setattr(sys, "stdin", None)
    assert_one_error(run("generate", "-"), 2, "<stdin>: cannot read: standard input is closed")


def test_output_into_a_missing_folder(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None]
) -> None:
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "no/such/out.txt")
    assert_one_error(result, 2, "no/such/out.txt: cannot write: ")


def test_output_checked_before_the_search(
    run: Callable[..., Any],
    stub: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
    assert_one_error: Callable[..., None],
) -> None:
    words = write("w.txt", MUL_WORDS)
    os.mkdir("folder")
    for output, reason in [
        ("no/such/out.txt", "directory 'no/such' does not exist"),
        ("w.txt/out.txt", "Not a directory"),
        ("folder", "is a directory"),
    ]:
        result = run("generate", words, "-o", output)
        assert_one_error(result, 2, f"{output}: cannot write: {reason}")
    os.symlink("loop", "loop")
    assert_one_error(run("generate", words, "-o", "loop"), 2, "loop: cannot write: ")
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: not str(p).endswith("folder") and real_access(p, mode))
    result = run("generate", words, "-o", "folder/out.txt")
    assert_one_error(result, 2, "folder/out.txt: cannot write: directory 'folder' is not writable")
    assert "words" not in stub  # the search never ran
    assert sorted(os.listdir()) == ["folder", "loop", "w.txt"] and os.listdir("folder") == []


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="no /proc file system")
def test_a_file_system_that_makes_no_new_files_is_found_before_the_search(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None]
) -> None:
    """``-o /proc/x.txt`` was found after the search, as "No such file or directory"."""
    words = write("w.txt", MUL_WORDS)
    result = run("generate", words, "-o", "/proc/x.txt")
    assert_one_error(result, 2, "/proc/x.txt: cannot write: directory '/proc' takes no new files")
    long_name = "x" * 300 + ".txt"
    named = run("generate", words, "-o", long_name)
    assert named.code == 2 and named.err.count("\n") == 1
    assert named.err.startswith("xxx") and named.err.endswith(".txt: cannot write: File name too long\n")
    assert "words" not in stub and sorted(os.listdir()) == ["w.txt"]


def test_stdout_closed_is_found_before_the_search(
    run: Callable[..., Any], stub: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    words = write("w.txt", MUL_WORDS)
    monkeypatch.setattr(sys, "stdout", None)
    result = run("generate", words)
    assert result.code == 2
    assert result.err == "<stdout>: cannot write: standard output is closed\n"
    assert "words" not in stub


def test_a_missing_cairo_is_found_before_the_search(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, assert_one_error: Callable[..., None]
) -> None:
    from gridcraft.draw import ConverterMissing, convert

    def missing() -> None:
        raise ConverterMissing(
            "PNG and PDF output need the cairo library (Debian: apt-get install libcairo2)"
        )

    monkeypatch.setattr(convert, "_cairosvg", missing)
    words = write("w.txt", "CAT, ACT, TAB\n")
    for argv in (["generate", words, "-o", "x.png"], ["print", words, "-o", "x.pdf"]):
        result = run(*argv)
        assert_one_error(result, 2, "<command line>: PNG and PDF output need the cairo library")
    assert run("generate", words, "-o", "x.svg").code == 0
