"""``gridcraft print``: a two-page PDF sheet (the puzzle, then its solution) for any puzzle kind.

The input is a word list (a criss-cross layout is generated first), a fill-in puzzle or a KenKen
puzzle, detected from the file (``--kind`` forces it). Puzzles are solved first; a puzzle with
several solutions is printed with one of them and a note on stderr.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gridcraft.cli import (
    ARGS,
    EXIT_BUDGET,
    EXIT_NONE,
    EXIT_OK,
    CommandError,
    _Parser,
    add_generator_options,
    check_binary,
    check_not_input,
    check_output,
    emit_bytes,
    generate_layout,
    read_text,
    read_words,
)
from gridcraft.cli_solve import add_from_option, looks_like_json, read_puzzle
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import GridcraftError
from gridcraft.render.sheet import PAPERS

KINDS = ("auto", "words", "fillin", "kenken")


def add_print(commands: argparse._SubParsersAction[_Parser]) -> None:
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
    p.add_argument("--title", metavar="T", help="title at the top of each page (default: the kind)")
    p.add_argument("--kind", choices=KINDS, default="auto", help="input kind (default: detected)")
    add_from_option(p)
    add_generator_options(p, "seconds to generate or solve (default 10)")
    p.set_defaults(run=cmd_print, max_width=None, max_height=None)


def detect(text: str) -> str:
    """The input kind of ``text``: ``ipuz`` (JSON, see :func:`looks_like_json`); ``kenken``; ``fillin`` when the lines before the first blank line
    (``!`` comments aside) hold only grid characters (``#``, ``.``, ``_``, space, letters) and some
    ``.`` or ``_``; else ``words``."""
    from gridcraft import kenken

    if looks_like_json(text):
        return "ipuz"
    if kenken.looks_like(text):
        return "kenken"
    lines = text.splitlines()
    i = 0
    while i < len(lines) and (not lines[i].strip() or lines[i].lstrip().startswith("!")):
        i += 1
    rows = []
    while i < len(lines) and lines[i].strip():
        if not lines[i].lstrip().startswith("!"):
            rows.append(lines[i])
        i += 1
    grid_like = all(ch in "#._ " or ch.isalpha() for row in rows for ch in row)
    return "fillin" if grid_like and any(ch in row for row in rows for ch in "._") else "words"


def cmd_print(args: argparse.Namespace) -> int:
    """Run ``gridcraft print``; returns the exit code.

    Raises:
        CommandError: bad usage or input, no solution (exit 1), the time ran out (exit 3), an
            unwritable output.
        ParseError: a bad puzzle or word list.
    """
    from gridcraft import printing

    source = "<stdin>" if args.puzzle == "-" else args.puzzle
    text = read_text(args.puzzle)
    kind = args.kind
    if kind == "auto":
        kind = "fillin" if args.source_format == "kkck" else detect(text)
    if kind == "ipuz":
        kind = "auto"  # read_puzzle tells the kind
    if args.source_format == "kkck" and kind not in ("fillin", "auto"):
        raise CommandError(f"{ARGS}:0:0: --from kkck reads fill-in puzzles")
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    check_binary("pdf", target)
    if kind == "words":
        layout = generate_layout(read_words(text, source), source, args)
        pages = printing.layout_sheet(layout, paper=args.paper, title=args.title or "Criss-cross")
    else:
        kind, puzzle = read_puzzle(text, source, kind, args.source_format)
        pages = _sheet(kind, puzzle, source, args)
    from gridcraft.render.convert import ConverterMissing

    try:
        data = printing.sheet_pdf(pages)
    except ConverterMissing as e:
        raise CommandError(f"{ARGS}:0:0: {e}") from None
    emit_bytes(data, target)
    name = {"words": "criss-cross", "crisscross": "criss-cross", "fillin": "fill-in", "kenken": "KenKen"}[
        kind
    ]
    print(f"{name} sheet: 2 pages, {args.paper}", file=sys.stderr)
    return EXIT_OK


def _sheet(kind: str, puzzle: Any, source: str, args: argparse.Namespace) -> list[str]:
    """The pages for a puzzle read from a file (a layout from an ipuz file needs no search)."""
    from gridcraft import fillin, kenken, printing

    paper, title = args.paper, args.title
    if kind == "crisscross":
        return printing.layout_sheet(puzzle, paper=paper, title=title or "Criss-cross")
    if kind == "fillin":
        solution, note = _solve(fillin.solutions, puzzle, source, args.time_limit)
        return printing.fillin_sheet(
            puzzle, solution, paper=paper, title=title or "Fill-in", solution_note=note
        )
    values, note = _solve(kenken.solutions, puzzle, source, args.time_limit)
    default = f"KenKen {puzzle.size} x {puzzle.size}"
    return printing.kenken_sheet(puzzle, values, paper=paper, title=title or default, solution_note=note)


def _solve(solutions: Any, puzzle: Any, source: str, time_limit: float) -> tuple[Any, str]:
    """The first solution of ``puzzle`` and the caption of the solution page, which (like a note on
    stderr) says when there is more than one solution or uniqueness was not proven."""
    stats = SearchStats()
    try:
        found = list(solutions(puzzle, 2, budget=Budget(time_limit=time_limit), stats=stats))
    except GridcraftError as e:
        raise CommandError(f"{source}:0:0: {e}") from None
    if not found:
        if stats.complete:
            raise CommandError(f"{source}:0:0: the puzzle has no solution", EXIT_NONE)
        raise CommandError(
            f"{source}:0:0: time limit of {time_limit:g} s ran out after {stats.nodes:,} nodes "
            "before any solution was found",
            EXIT_BUDGET,
        )
    if len(found) > 1:
        print(f"{source}: note: the puzzle has more than one solution; page 2 shows one", file=sys.stderr)
        return found[0], "Solution (one of several: the puzzle is not unique)"
    if not stats.complete:
        print(f"{source}: note: the search stopped before proving the solution unique", file=sys.stderr)
        return found[0], "Solution (not proven unique)"
    return found[0], "Solution"
