"""Command-line arguments: option values checked before the search, usage errors as one line, the
list of bundled examples in ``--help``."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from samples import MUL_WORDS, write

from gridcraft.cli import args as cli_args


@pytest.mark.parametrize("value", ["abc", "0.5", "-2", "nan", "inf", ""])
def test_bad_max_aspect(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None], value: str
) -> None:
    result = run("generate", write("w.txt", MUL_WORDS), "--max-aspect", value, "-o", "out.txt")
    assert_one_error(result, 2, "<command line>: argument --max-aspect: ")
    assert not os.path.exists("out.txt") and "words" not in stub


@pytest.mark.parametrize(
    "argv",
    [
        ["frob"],  # no arguments at all: the help first (tests/cli/test_main.py)
        ["generate"],
        ["generate", "w.txt", "--example", "animals-ru"],
        ["generate", "--example", "no-such-example"],
        ["generate", "w.txt", "--time-limit", "0"],
        ["generate", "w.txt", "--time-limit", "soon"],
        ["generate", "w.txt", "--seed", "x"],
        ["generate", "w.txt", "--max-width", "0"],
        ["generate", "w.txt", "--max-height", "2.5"],
        ["generate", "w.txt", "--format", "gif"],
        ["generate", "w.txt", "--blank"],
        ["generate", "w.txt", "--unknown"],
    ],
)
def test_usage_errors(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None], argv: list[str]
) -> None:
    write("w.txt", MUL_WORDS)
    result = run(*argv, "-o", "out.txt") if argv else run()
    assert_one_error(result, 2, "<command line>: ")
    assert not os.path.exists("out.txt") and "words" not in stub


@pytest.mark.parametrize("value", ["inf", "Infinity", "-inf", "nan", "0", "-1"])
def test_time_limit_must_be_finite_and_positive(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None], value: str
) -> None:
    result = run("generate", write("w.txt", MUL_WORDS), f"--time-limit={value}")
    assert_one_error(
        result,
        2,
        f"<command line>: argument --time-limit: {value!r} must be a finite number of seconds greater than 0",
    )
    assert "words" not in stub


@pytest.mark.parametrize("command", ["generate", "solve"])
def test_an_empty_output_name_is_a_usage_error(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None], command: str
) -> None:
    # regression: -o '' got ":0:0: cannot write: not a regular file", without a file name
    result = run(command, write("w.txt", MUL_WORDS), "-o", "")
    assert_one_error(result, 2, "<command line>: argument -o/--output: the file name is empty (")
    assert "words" not in stub


def test_help_lists_the_examples(run: Callable[..., Any]) -> None:
    result = run("generate", "--help")
    assert result.code == 0 and "animals-ru" in result.out
    assert cli_args.examples() == ["animals-ru"] or "animals-ru" in cli_args.examples()


def test_free_text_options_are_utf8_without_control_characters(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    words = write("w.txt", "CAT, ACT, TAB\n")
    assert_one_error(
        run("print", words, "-o", "s.pdf", "--title", "A\x01B"),
        2,
        "<command line>: argument --title: 'A\\x01B' holds the control character U+0001",
    )
    assert_one_error(
        run("generate", words, "--format", "ipuz", "--author", "A\udcffB"),
        2,
        "<command line>: argument --author: b'A\\xffB' is not UTF-8 text",
    )
    assert run("print", words, "-o", "s.pdf", "--title", "Cafe\u0301").code == 0  # NFC, printed
    # regression: --title '' was taken as no title, and the ipuz file got the default one
    assert_one_error(
        run("generate", words, "--format", "ipuz", "--title", ""),
        2,
        "<command line>: argument --title: '' is blank: give some text, or leave the option out",
    )
    assert_one_error(
        run("print", words, "-o", "s.pdf", "--author", "  "),
        2,
        "<command line>: argument --author: '  ' is blank",
    )
    assert_one_error(
        run("generate", words, "--format", "ipuz", "--title", "\u200b"),
        2,
        "<command line>: argument --title: '\\u200b' is blank",
    )  # zero-width: blank too


def test_free_text_options_refuse_bidirectional_overrides(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    # regression: --title "\u202eABC" was accepted, and printed as "CBA" beside the puzzle
    words = write("w.txt", "CAT, ACT, TAB\n")
    assert_one_error(run("generate", words, "--format", "ipuz", "--title", "\u202eABC"), 2,
                     "<command line>: argument --title: '\\u202eABC' holds the bidirectional control "
                     "U+202E, which would reorder")  # fmt: skip
    assert run("generate", words, "--format", "ipuz", "--title", "\u05e9\u05dc\u05d5\u05dd \u200eA").code == 0
    # regression: the Unicode line and paragraph separators passed where a newline did not
    assert_one_error(
        run("generate", words, "--format", "ipuz", "--title", "A\u2028B"),
        2,
        "<command line>: argument --title: 'A\\u2028B' holds the line break U+2028",
    )


def test_a_files_control_characters_never_break_a_picture() -> None:
    from gridcraft.draw import escape

    assert escape("Title\x01\x1b") == "Title" and escape("tab\tok") == "tab\tok"


def test_every_example_the_readme_and_the_manual_name_is_bundled() -> None:
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    text = "\n".join(
        p.read_text(encoding="utf-8") for p in [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    )
    named = set(re.findall(r"--example ([a-z0-9-]+)", text))
    assert named == {"animals-ru", "english-19"} and named <= set(cli_args.examples())


def test_a_usage_error_names_the_commands_help(run: Callable[..., Any]) -> None:
    words = write("w.txt", "CAT, ACT, TAB\n")
    assert run("generate", words, "--time-limt", "5").err.endswith(
        "(gridcraft generate --help shows the usage)\n"
    )
    assert run("make", "kenken", "--size", "6x5").err == (
        "<command line>: argument --size: '6x5' is not a size such as 6 or 6x6 (gridcraft make --help shows the usage)\n"
    )
    assert run("make", "kenken", "--size", "4x4", "--format", "keen").out.startswith("4:")


@pytest.mark.parametrize("command", ["generate", "solve"])
def test_a_format_that_contradicts_the_output_extension_is_refused(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None], command: str
) -> None:
    # regression: --format svg -o out.png wrote SVG into out.png
    result = run(command, write("w.txt", MUL_WORDS), "--format", "svg", "-o", "out.png")
    assert_one_error(result, 2, "<command line>: --format svg writes .svg, but -o out.png names a .png file")
    assert not os.path.exists("out.png") and "words" not in stub


def test_a_format_with_an_unknown_extension_or_none_is_allowed(
    run: Callable[..., Any], stub: dict[str, Any]
) -> None:
    for name in ("out.picture", "out"):
        result = run("generate", write("w.txt", MUL_WORDS), "--format", "svg", "-o", name)
        assert result.code == 0, result.err
        with open(name, encoding="utf-8") as f:
            assert f.read().lstrip().startswith("<")
