"""The options the commands share, and their validators (each bad value one usage error line)."""

from __future__ import annotations

import argparse
import math
import sys
import unicodedata
from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any, TypeVar

from gridcraft.captions import LANGUAGES
from gridcraft.engine import OUTER_TIME
from gridcraft.kinds import DEFAULT_DIALECT, solvers, word_maker
from gridcraft.options import free_text
from gridcraft.outcome import Failure
from gridcraft.outputs import Format

T = TypeVar("T")
Commands = argparse._SubParsersAction  # the sub-parser collection (argparse names it privately)


class Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one :class:`~gridcraft.outcome.Failure` line, exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        prog = self.prog
        if " " not in prog:  # the top-level parser reports a command's unknown options: name the command
            argv = getattr(self, "argv", sys.argv[1:])
            command = next((a for a in argv if not a.startswith("-")), None)
            if command in getattr(self, "commands", ()):
                prog = f"{prog} {command}"
        raise Failure(f"{message} ({prog} --help shows the usage)")


def _checked(text: str, convert: Callable[[str], T], what: str, ok: Callable[[T], bool], must: str) -> T:
    """``text`` converted; a usage error ``'text' is not WHAT`` or ``'text' must be MUST`` otherwise."""
    try:
        value = convert(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
    if not ok(value):
        raise argparse.ArgumentTypeError(f"{text!r} must be {must}")
    return value


def aspect(text: str) -> float | None:
    """``--max-aspect`` value: a number >= 1, or ``none`` for no limit."""
    if text.strip().lower() == "none":
        return None
    return _checked(
        text, float, "a number or 'none'", lambda v: math.isfinite(v) and v >= 1, "a number >= 1 or 'none'"
    )


def seconds(text: str) -> float:
    """``--time-limit`` value: a finite number of seconds greater than 0 (not ``inf`` or ``nan``)."""
    must = "a finite number of seconds greater than 0"
    return _checked(text, float, "a number", lambda v: math.isfinite(v) and v > 0, must)


def text(value: str) -> str:
    """A free-text option (a title, an author, a maker's seed): UTF-8 text without control
    characters, NFC (see :func:`gridcraft.options.free_text`).

    Raises:
        argparse.ArgumentTypeError: empty or blank text (leaving the option out gives the
            default), bytes that are not UTF-8 (the shell passed them through as surrogate escapes),
            a control character, or a bidirectional embedding, override or isolate (named by its
            code point).
    """
    if all(ch.isspace() or unicodedata.category(ch) == "Cf" for ch in value):  # zero-width ones too
        raise argparse.ArgumentTypeError(f"{value!r} is blank: give some text, or leave the option out")
    try:
        return free_text(value)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def seconds_or_none(text: str) -> float | None:
    """``solve --time-limit`` value: seconds as :func:`seconds`, or ``none`` for no limit."""
    return None if text.strip().lower() == "none" else seconds(text)


def add_quiet_option(p: argparse.ArgumentParser) -> None:
    """``--quiet``: no progress lines on stderr off a terminal (the summary line stays)."""
    p.add_argument("--quiet", action="store_true", help="no progress lines off a terminal")


def positive(text: str) -> int:
    """``--max-width`` / ``--max-height`` / ``--limit`` value: a whole number greater than 0."""
    return _checked(text, int, "a whole number", lambda v: v > 0, "greater than 0")


#: the bundled example word lists (package data ``gridcraft/data/NAME.txt``); the folder holds
#: other data too (the word search's list of offensive words is no example)
EXAMPLES = ("animals-ru", "english-19")


def examples() -> list[str]:
    """Names of the bundled example word lists (:data:`EXAMPLES`)."""
    return list(EXAMPLES)


def example_text(name: str) -> str:
    """The text of bundled example word list ``name``."""
    return resources.files("gridcraft").joinpath("data", f"{name}.txt").read_text(encoding="utf-8")


def add_generator_options(p: argparse.ArgumentParser, time_help: str) -> None:
    """``--time-limit`` (help ``time_help``, then what the limit is), ``--nodes``, ``--seed`` and
    ``--max-aspect``, as ``generate`` reads them."""
    p.add_argument("--time-limit", type=seconds, default=OUTER_TIME, metavar="S",
                   help=f"{time_help}: an outer safety limit (default {OUTER_TIME:g}); when it cuts the search "
                   "first, the result depends on the machine's speed, and a line says so")  # fmt: skip
    p.add_argument(
        "--nodes",
        type=positive,
        metavar="N",
        help="search nodes (default: about 10 s of search on a 2-core machine, sized from the words): the "
        "same layout on every machine and load, unless the time limit cuts the search first",
    )
    add_quiet_option(p)
    p.add_argument("--seed", type=int, default=0, metavar="N", help="generator seed (default 0)")
    p.add_argument(
        "--max-aspect",
        type=aspect,
        default=2.0,
        metavar="R|none",
        help="generator: largest ratio of the long side to the short side (default 2)",
    )


def add_givens_option(p: argparse.ArgumentParser) -> None:
    """``--givens auto|none``: whether a layout's empty puzzle gets letters that make its answer unique."""
    givens = word_maker()[1].givens
    p.add_argument(
        "--givens",
        choices=givens,
        default=givens[0],
        help="auto (default): show the fewest letters that leave the puzzle one answer; none: only count answers",
    )


def add_clues_option(p: argparse.ArgumentParser) -> None:
    """``--clues required|optional``: whether every entry of a list with clues must have one."""
    p.add_argument(
        "--clues",
        choices=("required", "optional"),
        default="required",
        help="in a list with clues, every entry needs one (required, default) or not (optional)",
    )


def add_lang_option(p: argparse.ArgumentParser) -> None:
    """``--lang``: the language of captions (Across, Down, 3 letters, the instruction line) and of
    the capitals (tr, az: i is İ, ı is I); ``--fold-accents``: letters without accents in the grid."""
    p.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="language of the captions and capitals (default: guessed from the words)",
    )
    p.add_argument(
        "--fold-accents",
        action="store_true",
        help="write letters without their accents in the grid (É as E; Ñ stays), as French, Spanish, "
        "Italian and Portuguese crosswords do; word lists and clues keep the spelling",
    )


def add_from_option(p: argparse.ArgumentParser) -> None:
    """``--from``: the input layout of a puzzle (``args.source_format``), one of the dialects the
    solver kinds read (gridcraft's, or kkck's for fill-in puzzles)."""
    dialects = tuple(dict.fromkeys(d for kind in solvers() for d in kind.dialects))
    p.add_argument(
        "--from",
        dest="source_format",
        choices=dialects,
        default=DEFAULT_DIALECT,
        help="input layout of a fill-in puzzle: gridcraft's (default) or kkck's (# white, space block)",
    )


def add_output_option(
    p: argparse.ArgumentParser, what: str = "write to FILE (whole or not at all), not stdout"
) -> None:
    """``-o FILE``: where the result goes (default standard output)."""
    p.add_argument("-o", "--output", metavar="FILE", type=output_path, help=what)


def output_path(text: str) -> str:
    """``-o`` value: a file name (not empty)."""
    if not text:
        raise argparse.ArgumentTypeError("the file name is empty")
    return text


def add_format_option(p: argparse.ArgumentParser, formats: Mapping[str, str], what: str = "") -> None:
    """``--format``: one of ``formats`` (name: file extension); when left out, the first whose
    extension is ``-o``'s (``-o sheet.pdf``), else ``text`` (see :func:`output_format`)."""
    default = "text (default, or as -o's extension says)"
    p.add_argument("--format", choices=tuple(formats), default=None, help=f"output format: {what or default}")
    p.set_defaults(format_extensions=dict(formats))


def output_format(args: argparse.Namespace) -> str:
    """The output format: ``--format``, else the first format the command writes whose file
    extension is that of ``-o FILE``, else ``text``.

    Raises:
        Failure: ``--format`` contradicts ``-o``'s extension (``--format svg -o out.png``: the
            extension is another format's); without ``--format``, ``-o`` names a file of a kind
            gridcraft writes elsewhere but this command does not (``-o out.puz`` where there is no
            ``.puz``). Any other extension, or none, is written as text.
    """
    output = vars(args).get("output") or ""
    extension = output.rsplit(".", 1)[-1].lower() if "." in output.rsplit("/", 1)[-1] else ""
    formats: dict[str, str] = args.format_extensions
    if args.format is not None:
        chosen = str(args.format)
        if extension and formats.get(chosen) != extension and extension in formats.values():
            other = next(name for name, ext in formats.items() if ext == extension)
            raise Failure(
                f"--format {chosen} writes .{formats.get(chosen, 'txt')}, but -o {output} names a .{extension} "
                f"file ({other}): drop --format or change the name"
            )
        return chosen
    found = next((name for name, ext in formats.items() if ext == extension), None)
    if found is None and extension in WRITTEN_EXTENSIONS:
        names = ", ".join(sorted(set(formats) | {"text"}))
        raise Failure(f"-o {output}: this command writes no .{extension} file (its formats: {names})")
    return found or "text"


#: the file extensions of every format some gridcraft command writes
WRITTEN_EXTENSIONS = frozenset({"json", "svg", "png", "pdf", "ipuz", "puz", "jpz", "xd", "html"})


def extensions(formats: Mapping[str, Format[Any, Any]]) -> dict[str, str]:
    """Each format's file extension, by name (for :func:`add_format_option`)."""
    return {name: f.extension for name, f in formats.items()}


def source_name(path: str) -> str:
    """The name of an input in messages: ``<stdin>`` for ``-``."""
    return "<stdin>" if path == "-" else path
