"""``gridcraft generate``: the smallest valid criss-cross layout of a word list (the maker of the
kind made from word lists, found through the registry). A file that already holds a layout (an
ipuz or ``.puz`` crossword, a layout's JSON) keeps its grid: it is written in the format asked for,
not laid out again.

The layout goes to stdout (or ``-o FILE``) and a summary line to stderr. An interrupt (Ctrl-C,
SIGTERM) prints the best layout found so far and exits 130.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from gridcraft.cli.args import (
    Commands,
    Parser,
    add_clues_option,
    add_format_option,
    add_generator_options,
    add_givens_option,
    add_lang_option,
    add_output_option,
    example_text,
    examples,
    extensions,
    output_format,
    output_path,
    positive,
    source_name,
    text,
)
from gridcraft.cli.handout import add_handout_options, check_handout, handed_out, handout_note
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output, read_text
from gridcraft.cli.layouts import cut_lines, kept_layout, make_layout, read_entries, refuse_entries
from gridcraft.cli.output import emit_written
from gridcraft.cli.report import failure, finish
from gridcraft.cli.versions import LAYOUT_FORMATS, add_versions_option, generate_versions, set_format
from gridcraft.documents import formats_of
from gridcraft.errors import GridcraftError, InvalidPuzzle
from gridcraft.kinds import word_maker
from gridcraft.outcome import ARGS, EXIT_INTERRUPTED, EXIT_OK, Failure, Outcome
from gridcraft.outputs import WriteOptions
from gridcraft.words import Entry, letter_language


def add_generate(commands: Commands[Parser]) -> None:
    """Add the ``generate`` sub-command to ``commands``."""
    names = examples()
    p = commands.add_parser(
        "generate",
        help="the smallest valid criss-cross layout of a word list",
        description="Build the smallest-footprint valid criss-cross layout of a word list "
        "(entries one per line or separated by commas; a line starting with # is a comment).",
        epilog="bundled examples (--example NAME): " + ", ".join(names),
    )
    p.add_argument(
        "words", nargs="?", metavar="WORDS", help="word-list file (UTF-8), or - for standard input"
    )
    p.add_argument(
        "--example", choices=names, metavar="NAME", help="a bundled word list: " + ", ".join(names)
    )
    add_generator_options(p, "seconds")
    add_givens_option(p)
    add_clues_option(p)
    add_lang_option(p)
    add_handout_options(p)
    p.add_argument("--max-width", type=positive, metavar="W", help="at most W columns")
    p.add_argument("--max-height", type=positive, metavar="H", help="at most H rows")
    add_format_option(p, extensions(formats_of(word_maker()[0])))
    p.add_argument(
        "--blank",
        action="store_true",
        help="with --format svg, png or pdf: the empty grid beside its word list",
    )
    p.add_argument(
        "--key",
        metavar="FILE",
        type=output_path,
        help="with a picture format and -o: write the empty puzzle to -o and its solution here (- for "
        "standard output), from one layout",
    )
    p.add_argument("--title", metavar="T", type=text, help="ipuz and .puz: the puzzle's title")
    p.add_argument("--author", metavar="A", type=text, help="ipuz and .puz: the puzzle's author")
    p.add_argument("--copyright", metavar="C", type=text, help="ipuz and .puz: the copyright line")
    add_versions_option(p, "the layout (a fill-in too: --format fillin)")
    add_output_option(p)
    p.set_defaults(run=run_generate)


def check_usage(args: argparse.Namespace, picture: bool, credited: bool) -> None:
    """Refuse options that do not go together.

    Raises:
        Failure: the usage error.
    """
    if args.words is None and args.example is None:
        raise Failure("give a word-list file (or - for standard input) or --example NAME")
    if args.words is not None and args.example is not None:
        raise Failure("give a word-list file or --example NAME, not both")
    if args.blank and not picture:
        raise Failure("--blank needs --format svg, png or pdf (--format fillin is the blank puzzle as text)")
    titled = ("author", "copyright") if args.versions else ("title", "author", "copyright")  # a set's titles
    given = [flag for flag in titled if vars(args)[flag] is not None]
    if given and not credited:
        raise Failure(f"--{given[0]} is written only with --format ipuz, puz, jpz, xd, html or sheet")
    if args.key is not None and (not picture or args.output is None):
        raise Failure("--key FILE needs --format svg, png or pdf and -o FILE for the puzzle")


def run_generate(args: argparse.Namespace) -> int:
    """Run ``gridcraft generate``; returns the exit code.

    Raises:
        Failure: bad usage, an unreadable or undecodable file, an unwritable output, no
            layout (exit 1) or no layout before the time ran out (exit 3).
        ParseError: a bad word list.
    """
    kind, maker = word_maker()
    fmt = formats_of(kind)[output_format(args)]
    if args.versions:
        fmt = formats_of(kind)[set_format(args, fmt.name, LAYOUT_FORMATS)]
    check_usage(args, fmt.picture, fmt.credited)
    if args.example:
        source, text = f"<example {args.example}>", example_text(args.example)
    else:
        source, text = source_name(args.words), read_text(args.words)
    kept = None if args.example else kept_layout(text, source)
    if kept is None:
        entries, given = read_entries(text, source, args)
        refuse_entries(fmt.name, entries, source)
        check_handout(args, entries)  # a word bank needs clues
    else:  # a crossword with its grid: written as it is, not laid out again
        (layout, given), interrupted = kept, False
        entries = kind.words(layout) or []
    why = maker.refused(entries, fmt.name)
    if why is not None:
        raise failure(InvalidPuzzle(why, settings=("format",)), source)
    target, key = _targets(args, fmt.name)
    if kept is None:
        layout, interrupted = make_layout(entries, source, args)
    shown = handed_out(layout, args)  # a word bank, letters given away
    if args.versions:  # a set for a class: A is this layout (an interrupt leaves no half set)
        if kept is not None:
            raise Failure("--versions lays out a word list, and this file holds a grid", source)
        if interrupted:
            raise KeyboardInterrupt
        words = [e.text for e in entries]
        return generate_versions(args, kind, layout, fmt.name, target, words, lambda x: handed_out(x, args))
    # another layout's ipuz file: its title, author and copyright go on, unless the options give others
    options = WriteOptions(
        blank=args.blank or args.key is not None,
        lang=args.lang,
        title=args.title or given.title or kind.default_title(layout, args.lang),
        author=args.author or given.author,
        copyright=args.copyright or given.copyright,
    )
    _write(fmt.write, shown, options, target)
    if args.key is not None:  # the key to the puzzle just written, from the same layout
        _write(fmt.write, shown, WriteOptions(lang=args.lang), key)
    made = (
        maker.summary(layout)
        if kept is None
        else f"kept the grid of {source}: {maker.kept(layout)} (not laid out again)"
    )
    line = made + handout_note(args) + letters_note(entries, args.lang)
    warned = cut_lines(layout) if kept is None else []
    return finish(Outcome([line, *warned], EXIT_INTERRUPTED if interrupted else EXIT_OK))


def _targets(args: argparse.Namespace, fmt: str) -> tuple[Target | None, Target | None]:
    """Where the puzzle and its key (``--key``) go, checked before the search.

    Raises:
        Failure: an unwritable output, the input file, or the key over the puzzle.
    """
    target = check_output(args.output)
    check_not_input(args.words, target)
    check_binary(fmt, target)
    key = check_output(args.key) if args.key is not None else None  # None: standard output
    check_not_input(args.words, key)
    if args.key is not None:
        check_binary(fmt, key)
    if key is not None and target is not None and os.path.realpath(key.path) == os.path.realpath(target.path):
        raise Failure("cannot write: --key names the puzzle's own file (-o)", args.key)
    return target, key


def _write(write: Any, layout: Any, options: WriteOptions, target: Target | None) -> None:
    """Write ``layout`` with a format's writer to ``target``.

    Raises:
        Failure: an unwritable output, or a title that a ``.puz`` file cannot hold.
    """
    try:
        data = write(layout, None, options)
    except GridcraftError as e:  # a title or copyright line that Latin-1 cannot hold; a missing font
        raise failure(e, ARGS) from None
    emit_written(data, target)


def letters_note(entries: list[Entry], lang: str | None) -> str:
    """What the summary line says of the capitals: Turkish or Azerbaijani dotted and dotless i
    kept apart, when the words or ``--lang`` say so."""
    found = letter_language([e.text for e in entries], lang)
    if found is None:
        return ""
    name = {"tr": "Turkish", "az": "Azerbaijani"}[found]
    return f"; {name} capitals: i is İ and ı is I"
