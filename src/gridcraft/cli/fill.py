"""``gridcraft fill``: a crossword grid filled from dictionaries, through the filler of the kind
that has one (see :func:`gridcraft.kinds.filler`).

Thin: parse the arguments, read the grid and the dictionaries, run the anytime search or count
fills, write the best fill. A summary line goes to stderr. Exit codes: 0 a fill; 1 proven: no fill
(the message names slots that cannot all be filled); 2 bad input or usage; 3 the time ran out
before a first fill; 130 interrupted (after writing the best fill so far).
"""

from __future__ import annotations

import argparse
import json
import re
from typing import Any

from gridcraft.cli.args import (
    Commands,
    Parser,
    add_format_option,
    add_lang_option,
    add_output_option,
    add_quiet_option,
    output_format,
    positive,
    seconds_or_none,
    source_name,
)
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output, read_text
from gridcraft.cli.output import emit, emit_written
from gridcraft.cli.report import failure, finish
from gridcraft.dictionary import BUILTIN_NAME, SCORES, builtin, merge, parse_dictionary
from gridcraft.documents import formats_of
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import BudgetExceeded, GridcraftError, InvalidPuzzle, NoSolution
from gridcraft.kinds import Filler, SolverKind, fill_grid, filler
from gridcraft.outcome import ARGS, EXIT_NONE, EXIT_OK, Failure, Outcome, solve_summary
from gridcraft.outputs import WriteOptions

DEFAULT_TIME = 10.0  # seconds: a first fill at once, then better ones while time is left


def add_fill(commands: Commands[Parser]) -> None:
    """Add the ``fill`` sub-command to ``commands``."""
    kind, found = filler()
    p = commands.add_parser(
        "fill",
        help="fill a crossword grid from a dictionary",
        description="Fill every slot of a crossword grid ('#' block, '.' empty cell, a letter kept) with "
        "an entry of the dictionaries, no entry twice: a first fill at once, then fills whose lowest "
        "entry score is higher while time is left. With no fill, name the slots that cannot all be "
        "filled. --count or --all counts the fills instead (a themed fill proven unique).",
    )
    p.add_argument(
        "grid", metavar="GRID", help="grid file (UTF-8) or ipuz crossword, or - for standard input"
    )
    p.add_argument("--words", action="append", metavar="DICT",
                   help=f"dictionary file: ENTRY or ENTRY;SCORE a line (repeatable; default: {BUILTIN_NAME})")  # fmt: skip
    p.add_argument("--with-builtin", action="store_true",
                   help=f"use {BUILTIN_NAME} too, beside the --words files")  # fmt: skip
    p.add_argument("--min-score", type=score, metavar="S", help="use no entry scoring below S (0 to 100)")
    lengths = found.min_lengths
    p.add_argument("--min-length", type=int, choices=lengths, default=max(lengths),
                   help=f"the shortest slot allowed (default {max(lengths)})")  # fmt: skip
    p.add_argument("--max-shared", type=positive, metavar="N",
                   help="no two entries share a run of more than N letters (2 keeps ATECROW from EATERY)")  # fmt: skip
    p.add_argument("--region", type=region, metavar="r1c1:r5c5",
                   help="fill only the slots with a cell in this rectangle; keep the rest as written")  # fmt: skip
    p.add_argument("--seed", type=int, default=0, metavar="N", help="another seed, another fill (default 0)")
    p.add_argument("--time-limit", type=seconds_or_none, default=DEFAULT_TIME, metavar="S|none",
                   help=f"search for better fills for S seconds (default {DEFAULT_TIME:g})")  # fmt: skip
    p.add_argument(
        "--nodes", type=positive, metavar="N", help="stop after N search nodes (repeatable results)"
    )
    add_lang_option(p)
    counting = p.add_mutually_exclusive_group()
    counting.add_argument("--count", action="store_true", help="count fills up to 2: is the fill unique?")
    counting.add_argument("--all", action="store_true", help="count every fill")
    add_quiet_option(p)
    add_format_option(p, {"json": "json", **{n: f.extension for n, f in formats_of(kind).items()}})
    add_output_option(p)
    p.set_defaults(run=run_fill)


def region(text: str) -> tuple[int, int, int, int]:
    """``--region`` value: two cells ``rRcC`` (1-based) as ``(top, left, bottom, right)``, 0-based."""
    found = re.fullmatch(r"\s*r(\d+)c(\d+)\s*:\s*r(\d+)c(\d+)\s*", text, re.IGNORECASE)
    if found is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not two cells such as r1c1:r5c5")
    r1, c1, r2, c2 = (int(x) - 1 for x in found.groups())
    if min(r1, c1, r2, c2) < 0:
        raise argparse.ArgumentTypeError(f"{text!r}: rows and columns count from 1")
    return min(r1, r2), min(c1, c2), max(r1, r2), max(c1, c2)


def score(text: str) -> int:
    """``--min-score`` value: a whole number from 0 to 100 (the scale of dictionary scores)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value not in SCORES:
        raise argparse.ArgumentTypeError(
            f"{value} is outside {SCORES.start} to {SCORES.stop - 1}, the scale of scores"
        )
    return value


def _dictionary(args: argparse.Namespace) -> dict[str, int]:
    if not args.words:
        return builtin()
    files = [
        parse_dictionary(read_text(path), source_name(path), lang=args.lang, fold=args.fold_accents)
        for path in args.words
    ]
    return merge([*files, builtin()] if args.with_builtin else files)


def run_fill(args: argparse.Namespace) -> int:
    """Run ``gridcraft fill``; returns the exit code.

    Raises:
        Failure: bad usage, unreadable input or unwritable output (exit 2), no fill proven (1),
            or the time ran out before a first fill (3).
        ParseError: a bad grid or dictionary file.
    """
    kind, found = filler()
    fmt = output_format(args)
    if args.region is not None and (args.count or args.all):
        raise Failure("--count and --all count fills of the whole grid: leave out --region")
    source = source_name(args.grid)
    text = fill_grid(read_text(args.grid), source)
    scores = _dictionary(args)
    try:
        request = found.request(text, source, scores, min_score=args.min_score, min_length=args.min_length,
                                seed=args.seed, lang=args.lang, fold=args.fold_accents,
                                max_shared=args.max_shared, region=args.region)  # fmt: skip
    except InvalidPuzzle as e:  # a region outside the grid
        raise failure(e, source) from None
    target = check_output(args.output)
    check_not_input(args.grid, target)
    check_binary(fmt, target)
    budget = Budget.for_command(args.time_limit, node_limit=args.nodes, reserve=0.2)
    stats = SearchStats()
    if args.count or args.all:
        try:
            result = found.count(request, None if args.all else 2, budget, stats)
        except GridcraftError as e:
            raise failure(e, source) from None
        if fmt == "json":
            doc = {
                "count": len(result.found),
                "complete": stats.complete,
                "fills": [found.document(found.fill(request, grid)) for grid in result.found],
            }
            emit(json.dumps(doc, ensure_ascii=False, indent=2) + "\n", target)
        elif result.found:  # the first fill, as a fill-in's solution
            _emit(kind, *found.shown(request, result.found[0]), fmt, target)
        summary = solve_summary(result, limit_word="--count's limit of", noun="fill")  # fill has no --limit
        return finish(Outcome([summary], EXIT_OK if result.found else EXIT_NONE))
    best: Any = None
    interrupted = False
    try:
        for best in found.fills(request, budget, stats):
            pass
    except KeyboardInterrupt:
        if best is None:
            raise
        interrupted = True
    except (NoSolution, BudgetExceeded) as e:
        raise failure(e, source) from None
    _write(kind, found, request, best, fmt, target)
    outcome = Outcome([found.summary(best, stats, interrupted)], interrupted=interrupted)
    return finish(outcome)


def _write(kind: SolverKind, found: Filler, request: Any, fill: Any, fmt: str, target: Target | None) -> None:
    if fmt == "json":
        emit(json.dumps(found.document(fill), ensure_ascii=False, indent=2) + "\n", target)
        return
    _emit(kind, *found.shown(request, fill), fmt, target)


def _emit(kind: SolverKind, puzzle: Any, grid: Any, fmt: str, target: Target | None) -> None:
    try:
        emit_written(formats_of(kind)[fmt].write(puzzle, grid, WriteOptions()), target)
    except GridcraftError as e:  # a letter no font draws; a .puz of letters Latin-1 lacks
        raise failure(e, ARGS) from None
