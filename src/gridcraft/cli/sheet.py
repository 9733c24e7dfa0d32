"""``gridcraft print``: a two-page PDF sheet (the puzzle, then its solution) for any puzzle kind.

The input is a puzzle of any kind in the registry, detected from the file (``--kind`` forces it);
a word list gets a criss-cross layout generated first. Puzzles are solved first; a puzzle with
several solutions is printed with one of them and a note on stderr.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gridcraft import printing
from gridcraft.cli.args import (
    Commands,
    Parser,
    add_clues_option,
    add_from_option,
    add_generator_options,
    add_givens_option,
    add_lang_option,
    source_name,
    text,
)
from gridcraft.cli.io import check_binary, check_not_input, check_output, read_text
from gridcraft.cli.layouts import make_layout, read_entries, refuse_entries
from gridcraft.cli.output import emit_bytes
from gridcraft.cli.report import failure
from gridcraft.documents import refuse_undrawn
from gridcraft.draw import PAPERS, Drawing, missing_glyph
from gridcraft.engine import Budget, SearchStats, verdict
from gridcraft.errors import GridcraftError, MissingFont
from gridcraft.formats.ipuz import looks_like_ipuz
from gridcraft.kinds import (
    Kind,
    SolverKind,
    detect,
    dialect_kind,
    named,
    kinds,
    read_puzzle,
    word_maker,
)
from gridcraft.outcome import EXIT_NONE, EXIT_OK, Failure, out_of_time, solution_note


def add_print(commands: Commands[Parser]) -> None:
    """Add the ``print`` sub-command to ``commands``."""
    p = commands.add_parser(
        "print",
        help="a printable PDF: the puzzle, then its solution",
        description="Make a two-page PDF sheet: page 1 the puzzle (criss-cross and fill-in: the empty "
        "grid and the word list grouped by length; KenKen: the grid with cages and clues), page 2 the "
        "solution. A word list gets a criss-cross layout generated first.",
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
    # the inputs generated first (a word list), then the puzzles solved, by name
    inputs = (
        "auto",
        *(k.input for k in kinds() if not k.solver),
        *sorted(k.input for k in kinds() if k.solver),
    )
    p.add_argument("--kind", choices=inputs, default="auto", help="input kind (default: detected)")
    add_from_option(p)
    add_generator_options(p, "seconds to generate or solve (default 10)")
    add_givens_option(p)
    add_clues_option(p)
    add_lang_option(p)
    p.set_defaults(run=run_print, max_width=None, max_height=None)


def run_print(args: argparse.Namespace) -> int:
    """Run ``gridcraft print``; returns the exit code.

    Raises:
        Failure: bad usage or input, no solution (exit 1), the time ran out (exit 3), an
            unwritable output.
        ParseError: a bad puzzle or word list.
    """
    source = source_name(args.puzzle)
    text = read_text(args.puzzle)
    reader = dialect_kind(args.source_format)  # None for gridcraft's own layout, which every kind reads
    kind: Kind | None = None if args.kind == "auto" else named(args.kind)
    if kind is None and not looks_like_ipuz(text):
        kind = reader or detect(text)
    if reader is not None and kind is not None and kind is not reader:
        raise Failure(f"--from {args.source_format} reads {reader.title} puzzles")
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    check_binary("pdf", target, "print (a PDF)")
    title, author = args.title or "", args.author or ""
    if kind is not None and not kind.solver:  # a word list: a layout is generated first
        entries, _ = read_entries(text, source, args)
        refuse_entries("pdf", entries, source, other="")  # a sheet is a PDF: every letter must have a font
        layout, interrupted = make_layout(entries, source, args)
        if interrupted:  # a sheet is for handing out: no half-finished layout on it
            raise KeyboardInterrupt
        pages = printing.sheet(
            kind,
            layout,
            paper=args.paper,
            title=title or kind.default_title(layout, args.lang),
            **_options(args),
        )
        made = f"{word_maker()[1].summary(layout)}\n"  # the layout, and its answers: what the sheet shows
        name = kind.default_title(layout, "en").lower()  # criss-cross, or crossword when clued
    else:
        found, puzzle, credits = read_puzzle(
            text, source, kind if isinstance(kind, SolverKind) else None, args.source_format
        )
        kind = found
        title, author = title or credits.title, author or credits.author  # the file's own, unless given
        pages = _sheet(found, puzzle, source, args, title)
        made, name = "", kind.title
    _refuse_undrawn(pages, args.title)
    try:
        data = printing.sheet_pdf(pages, title=title, author=author)
    except GridcraftError as e:  # ConverterMissing
        raise failure(e, source) from None
    emit_bytes(data, target)
    n = len(pages)
    print(f"{made}{name} sheet: {n} page{'s' * (n != 1)}, {args.paper}", file=sys.stderr)
    return EXIT_OK


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
    """The sheet options of the command line: language, name line, key page."""
    return {"lang": args.lang, "name_line": args.name_line, "key": args.key}


def _sheet(kind: Kind, puzzle: Any, source: str, args: argparse.Namespace, title: str) -> list[Drawing]:
    """The pages of a puzzle read from a file, under ``title`` (empty: the kind's): solved first
    (a layout from an ipuz file needs no search)."""
    title = title or kind.default_title(puzzle, args.lang)
    if not kind.solver:
        return printing.sheet(kind, puzzle, paper=args.paper, title=title, **_options(args))
    solver, puzzle = kind.solvable(puzzle)
    solution, note = _solve(solver, puzzle, source, args.time_limit)
    return printing.sheet(
        solver, puzzle, solution, paper=args.paper, title=title, solution_note=note, **_options(args)
    )


def _solve(kind: SolverKind, puzzle: Any, source: str, time_limit: float) -> tuple[Any, str]:
    """The first solution of ``puzzle`` and the caption of the solution page, which (like a note on
    stderr) says when there is more than one solution or uniqueness was not proven."""
    stats = SearchStats()
    try:
        result = verdict(kind.problem(puzzle), 2, budget=Budget(time_limit=time_limit), stats=stats)
    except GridcraftError as e:
        raise failure(e, source) from None
    if not result.found:
        if stats.complete:
            raise Failure("the puzzle has no solution", source, code=EXIT_NONE)
        raise out_of_time(source, time_limit, stats.nodes)
    caption, note = solution_note(result)
    if note is not None:
        print(f"{source}: {note}", file=sys.stderr)
    return result.found[0], caption
