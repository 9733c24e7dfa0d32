"""``gridcraft generate``: the smallest valid criss-cross layout of a word list.

The layout goes to stdout (or ``-o FILE``) and a summary line to stderr. An interrupt (Ctrl-C,
SIGTERM) prints the best layout found so far and exits 130.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace

from gridcraft import crisscross, fillin
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
    output_format,
    output_path,
    positive,
    source_name,
    text,
)
from gridcraft.cli.interrupt import EXIT_INTERRUPTED
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output, read_text
from gridcraft.cli.outcome import ARGS, EXIT_OK, CommandError, layout_summary, located
from gridcraft.cli.output import emit, emit_bytes, emit_drawing
from gridcraft.cli.progress import EXIT_RESERVE, StatusProgress, describe, process_started
from gridcraft.crisscross import Layout
from gridcraft.draw import missing_glyph
from gridcraft.engine import Budget
from gridcraft.errors import GridcraftError
from gridcraft.formats.ipuz import Credits, layout_to_ipuz
from gridcraft.formats.puz import entries_problem, layout_to_puz
from gridcraft.kinds import read_words_and_credits
from gridcraft.words import Entry, check_clues, is_rtl, letter_language

FORMATS = ("text", "svg", "json", fillin.KIND.name, "png", "pdf", "ipuz", "puz")  # fillin: the blank puzzle
PICTURES = ("svg", "png", "pdf")  # formats that --blank applies to
CREDITED = ("ipuz", "puz")  # formats that hold --title, --author and --copyright
INTERRUPTED = "interrupted; the best layout so far"


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
    add_generator_options(p, "seconds (default 10)")
    add_givens_option(p)
    add_clues_option(p)
    add_lang_option(p)
    p.add_argument("--max-width", type=positive, metavar="W", help="at most W columns")
    p.add_argument("--max-height", type=positive, metavar="H", help="at most H rows")
    add_format_option(p, FORMATS)
    p.set_defaults(format_choices=FORMATS)
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
    add_output_option(p)
    p.set_defaults(run=run_generate)


def run_generate(args: argparse.Namespace) -> int:
    """Run ``gridcraft generate``; returns the exit code.

    Raises:
        CommandError: bad usage, an unreadable or undecodable file, an unwritable output, no
            layout (exit 1) or no layout before the time ran out (exit 3).
        ParseError: a bad word list.
    """
    args.format = output_format(args)
    if args.words is None and args.example is None:
        raise CommandError(f"{ARGS}:0:0: give a word-list file (or - for standard input) or --example NAME")
    if args.words is not None and args.example is not None:
        raise CommandError(f"{ARGS}:0:0: give a word-list file or --example NAME, not both")
    if args.blank and args.format not in PICTURES:
        raise CommandError(
            f"{ARGS}:0:0: --blank needs --format svg, png or pdf (--format fillin is the blank puzzle as text)"
        )
    credits = [
        flag
        for flag, value in (
            ("--title", args.title),
            ("--author", args.author),
            ("--copyright", args.copyright),
        )
        if value is not None
    ]
    if credits and args.format not in CREDITED:
        sheet = (
            " (`gridcraft print --title` puts a title on a printable sheet)"
            if credits[0] == "--title"
            else ""
        )
        raise CommandError(f"{ARGS}:0:0: {credits[0]} is written only with --format ipuz or puz{sheet}")
    if args.key is not None and (args.format not in PICTURES or args.output is None):
        raise CommandError(
            f"{ARGS}:0:0: --key FILE needs --format svg, png or pdf and -o FILE for the puzzle"
        )
    if args.example:
        source, text = f"<example {args.example}>", example_text(args.example)
    else:
        source, text = source_name(args.words), read_text(args.words)
    entries, given = read_entries(text, source, args)
    # another layout's ipuz file: its title, author and copyright go on, unless the options give others
    args.title = args.title or given.title or None
    args.author = args.author or given.author or None
    args.copyright = args.copyright or given.copyright or None
    if args.format == "puz":
        refuse_non_latin(entries, source)
    if args.format in ("png", "pdf"):
        refuse_undrawable(entries, source)
    if args.format == fillin.KIND.name and any(is_rtl(e.letters) for e in entries):
        raise CommandError(
            f"{source}:0:0: a fill-in puzzle reads left to right: right-to-left words make none "
            "(choose another --format)"
        )
    target = check_output(args.output)  # before the search, not after it
    check_not_input(args.words, target)
    check_binary(args.format, target)
    key = check_output(args.key) if args.key is not None else None  # None: standard output
    check_not_input(args.words, key)
    if args.key is not None:
        check_binary(args.format, key)
    if key is not None and target is not None and os.path.realpath(key.path) == os.path.realpath(target.path):
        raise CommandError(f"{args.key}:0:0: cannot write: --key names the puzzle's own file (-o)")
    layout, interrupted = make_layout(entries, source, args)
    write_layout(layout, args, target)
    if args.key is not None:  # the key to the puzzle just written, from the same layout
        emit_drawing(crisscross.to_svg(layout, lang=args.lang), args.format, key)
    print(layout_summary(layout) + letters_note(entries, args.lang), file=sys.stderr)
    return EXIT_INTERRUPTED if interrupted else EXIT_OK


def write_layout(layout: Layout, args: argparse.Namespace, target: Target | None) -> None:
    """Write ``layout`` in ``args.format`` to ``target`` (pictures: blank with ``--blank`` or ``--key``).

    Raises:
        CommandError: an unwritable output, or a title that a ``.puz`` file cannot hold.
    """
    title = args.title if args.title else crisscross.KIND.default_title(layout, args.lang)
    meta = {"title": title, "author": args.author or "", "copyright": args.copyright or ""}
    if args.format in PICTURES:
        blank = args.blank or args.key is not None
        emit_drawing(crisscross.to_svg(layout, blank=blank, lang=args.lang), args.format, target)
    elif args.format == "puz":
        try:
            data = layout_to_puz(layout, **meta)
        except GridcraftError as e:  # a title or copyright line that Latin-1 cannot hold
            raise located(e, ARGS) from None
        emit_bytes(data, target)
    elif args.format == "ipuz":
        emit(layout_to_ipuz(layout, **meta), target)
    else:
        emit(render(layout, args.format, args.lang), target)


def letters_note(entries: list[Entry], lang: str | None) -> str:
    """What the summary line says of the capitals: Turkish or Azerbaijani dotted and dotless i
    kept apart, when the words or ``--lang`` say so."""
    found = letter_language([e.text for e in entries], lang)
    if found is None:
        return ""
    name = {"tr": "Turkish", "az": "Azerbaijani"}[found]
    return f"; {name} capitals: i is İ and ı is I"


def read_entries(text: str, source: str, args: argparse.Namespace) -> tuple[list[Entry], Credits]:
    """The word list of ``text`` (or of a layout's file), every entry with a clue when some have
    one, unless ``--clues optional``; and the file's credits (an ipuz file's title, author and
    copyright; empty for a word list).

    Raises:
        ParseError: a bad word list, or an entry without a clue in a clued list.
    """
    fold = getattr(args, "fold_accents", False)
    entries, credits = read_words_and_credits(text, source, lang=args.lang, fold_accents=fold)
    if args.clues == "required":
        check_clues(entries, source)
    return entries, credits


def refuse_undrawable(entries: list[Entry], source: str) -> None:
    """Refuse, before the search, letters that no installed font draws (PNG and PDF are drawn by
    cairo, which shows a box for a missing letter), naming the Debian package with a font.

    Raises:
        CommandError: at the first entry with such a letter.
    """
    for entry in entries:
        found = missing_glyph([entry.text, entry.clue])
        if found is not None:
            ch, package = found
            raise CommandError(
                f"{source}:{entry.line}:{entry.column}: no installed font draws {ch!r} (in {entry.text!r}): "
                f"apt-get install {package}, or choose --format svg"
            )


def refuse_non_latin(entries: list[Entry], source: str) -> None:
    """Refuse, before the search, a word list that a ``.puz`` file cannot hold.

    Raises:
        CommandError: at the first entry with a letter or clue outside ISO-8859-1, naming it.
    """
    found = entries_problem(entries)
    if found is not None:
        entry, ch = found
        where = (
            f"in {entry.text!r}"
            if ch not in entry.clue or ch in entry.text
            else f"in the clue of {entry.text!r}"
        )
        raise CommandError(
            f"{source}:{entry.line}:{entry.column}: .puz files hold Latin-1 text only, not {ch!r} ({where})"
        )


def render(layout: Layout, fmt: str, lang: str | None = None) -> str:
    """``layout`` in a text output format (``text``, ``json``, ``ipuz``, or the fill-in puzzle it makes)."""
    if fmt == "json":
        return crisscross.to_json(layout)
    if fmt == "ipuz":
        return layout_to_ipuz(layout)
    if fmt == fillin.KIND.name:
        return fillin.dumps(crisscross.blank_puzzle(layout))
    return crisscross.to_text(layout, lang)


def make_layout(entries: list[Entry], source: str, args: argparse.Namespace) -> tuple[Layout, bool]:
    """Run the generator with the options in ``args`` (time limit, seed, footprint caps), showing
    progress on a terminal: the layout, and whether an interrupt cut the search short (the layout
    is then the best so far).

    Raises:
        CommandError: no layout exists (exit 1), the time ran out first (exit 3), or the words and
            limits cannot make a puzzle (exit 2).
        KeyboardInterrupt: an interrupt before any layout was found.
    """
    layout: Layout | None = None
    try:
        with StatusProgress.for_stderr(getattr(args, "quiet", False)) as progress:
            budget = Budget(
                time_limit=args.time_limit,
                node_limit=getattr(args, "nodes", None),
                progress=lambda e: progress.update(describe(e)),
            )
            for layout in crisscross.layouts(
                entries,
                budget=budget,
                seed=args.seed,
                max_aspect=args.max_aspect,
                max_width=getattr(args, "max_width", None),
                max_height=getattr(args, "max_height", None),
                givens=args.givens,
                ends_at=process_started() + args.time_limit - EXIT_RESERVE,  # the whole command's limit
            ):
                pass
    except KeyboardInterrupt:
        if layout is None:
            raise
        info = replace(layout.info, optimal=False, note=f"{INTERRUPTED}; answers not counted", fills=None)
        return replace(layout, info=info), True
    except GridcraftError as e:
        raise located(e, source) from None
    assert layout is not None
    return layout, False
