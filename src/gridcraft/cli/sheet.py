"""``gridcraft print``: a PDF sheet (the puzzle, its clues continued when they need more pages, then its solution) for any puzzle kind.

The input is a puzzle of any kind in the registry, detected from the file (``--kind`` forces it);
a word list gets a criss-cross layout generated first. Puzzles are solved first; a puzzle with
several solutions is printed with one of them and a note on stderr. An interrupt (Ctrl-C,
SIGTERM) while a layout is being made prints the sheet of the best layout so far and exits 130.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gridcraft import printing
from gridcraft.cli.args import Commands, Parser, source_name, text
from gridcraft.cli.handout import add_handout_options, asked, handed_out, handout_note
from gridcraft.cli.io import check_binary, check_output
from gridcraft.cli.output import emit_bytes
from gridcraft.cli.ready import add_input_options, read_ready
from gridcraft.cli.report import failure
from gridcraft.documents import refuse_undrawn
from gridcraft.draw import MAX_FONT_SIZE, MIN_FONT_SIZE, PAPERS, Drawing, missing_glyph
from gridcraft.errors import GridcraftError, MissingFont
from gridcraft.kinds import word_maker
from gridcraft.outcome import EXIT_INTERRUPTED, EXIT_OK, Failure


def add_print(commands: Commands[Parser]) -> None:
    """Add the ``print`` sub-command to ``commands``."""
    p = commands.add_parser(
        "print",
        help="a printable PDF: the puzzle, then its solution",
        description="Make a PDF sheet: page 1 the puzzle (criss-cross and fill-in: the empty "
        "grid and the word list grouped by length; KenKen: the grid with cages and clues; clues that do "
        "not fit go on to continuation pages), then the solution. A word list gets a criss-cross layout generated first.",
    )
    p.add_argument(
        "puzzle", metavar="PUZZLE_OR_WORDS", help="puzzle or word-list file, or - for standard input"
    )
    p.add_argument("-o", "--output", metavar="FILE", help="the PDF file (whole or not at all); else stdout")
    p.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="paper size (default a4)")
    p.add_argument(
        "--title", metavar="T", type=text, help="title at the top of each page (default: the kind)"
    )
    p.add_argument("--author", metavar="A", type=text, help="the author, in the PDF's metadata")
    p.add_argument("--name-line", action="store_true", help="a line for the solver's name and the date")
    p.add_argument("--no-key", dest="key", action="store_false", help="leave the solution page out")
    p.add_argument(
        "--font-size",
        metavar="PT",
        type=font_size,
        help=f"the word list's type size in points, {MIN_FONT_SIZE:g} to {MAX_FONT_SIZE:g} (default: 12, 11 "
        "or 10, the largest that leaves the grid's cells 7 mm wide)",
    )
    add_input_options(p)
    add_handout_options(p)
    p.set_defaults(run=run_print)


def run_print(args: argparse.Namespace) -> int:
    """Run ``gridcraft print``; returns the exit code.

    Raises:
        Failure: bad usage or input, no solution (exit 1), the time ran out (exit 3), an
            unwritable output.
        ParseError: a bad puzzle or word list.
    """
    check_binary("pdf", check_output(args.output), "print (a PDF)")
    ready = read_ready(args, "pdf", keep_interrupted=True)  # a sheet is a PDF: every letter must have a font
    title = ready.title or ready.kind.default_title(ready.puzzle, args.lang)
    if asked(args) and ready.kind is not word_maker()[0]:
        raise Failure(
            f"--word-bank and --reveal hand out a word list or a crossword, not a {ready.name} puzzle"
        )
    pages = printing.sheet(
        ready.kind,
        handed_out(ready.puzzle, args),  # a word bank, letters given away
        ready.solution,
        paper=args.paper,
        title=title,
        solution_note=ready.caption or None,
        **_options(args),
    )
    _refuse_undrawn(pages, args.title)
    try:
        data = printing.sheet_pdf(pages, title=ready.title, author=ready.author)
    except GridcraftError as e:  # ConverterMissing
        raise failure(e, source_name(args.puzzle)) from None
    emit_bytes(data, ready.target)
    n = len(pages)
    print(
        f"{ready.made}{ready.name} sheet: {n} page{'s' * (n != 1)}, {args.paper}{handout_note(args)}",
        file=sys.stderr,
    )
    return EXIT_INTERRUPTED if ready.interrupted else EXIT_OK  # interrupted: the best layout so far


def _refuse_undrawn(pages: list[Drawing], title: str | None) -> None:
    """Refuse a sheet showing letters no installed font draws; a letter of ``--title`` is named as
    the option's.

    Raises:
        Failure: such a letter, naming the Debian package with a font for it.
    """
    found = None if title is None else missing_glyph([title])
    try:
        if found is not None:
            raise MissingFont(*found)
        for page in pages:
            refuse_undrawn(page.document())
    except MissingFont as e:
        raise Failure(f"{'argument --title: ' * (found is not None)}{e}") from None


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """The sheet options of the command line: language, name line, key page, type size."""
    return {"lang": args.lang, "name_line": args.name_line, "key": args.key, "font_size": args.font_size}


def font_size(value: str) -> float:
    """A ``--font-size`` in points.

    Raises:
        argparse.ArgumentTypeError: not a number, or outside ``MIN_FONT_SIZE`` to ``MAX_FONT_SIZE``.
    """
    try:
        size = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of points") from None
    if not MIN_FONT_SIZE <= size <= MAX_FONT_SIZE:
        raise argparse.ArgumentTypeError(
            f"{value} pt is out of range: give {MIN_FONT_SIZE:g} to {MAX_FONT_SIZE:g} points"
        )
    return size
