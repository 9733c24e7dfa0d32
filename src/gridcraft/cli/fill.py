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
from gridcraft.cli.fill_inputs import (
    Clues,
    dictionaries,
    read_clues,
    region,
    score,
    warn_unused,
    weight,
    weighted_file,
)
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output, read_text
from gridcraft.cli.output import emit, emit_written
from gridcraft.cli.report import failure, finish
from gridcraft.dictionary import (
    BUILTIN_NAME,
)
from gridcraft.documents import crossword_written, formats_of
from gridcraft.engine import OUTER_TIME, Budget, SearchStats, clock_cut_warning
from gridcraft.errors import BudgetExceeded, GridcraftError, InvalidPuzzle, NoSolution
from gridcraft.kinds import Filler, Kind, SolverKind, fill_grid, filler
from gridcraft.outcome import ARGS, EXIT_NONE, EXIT_OK, Failure, Outcome, solve_summary
from gridcraft.outputs import WriteOptions

#: seconds: an outer safety limit; the search's length is its node budget (--nodes; by default the
#: filler's, about 10 s of a 2-core machine), so that the same grid gives the same fill anywhere
DEFAULT_TIME = OUTER_TIME
#: formats that only the crossword of a fill has (read back as every ipuz crossword is read)
CROSSWORD_ONLY = {"puz": "puz", "jpz": "jpz", "xd": "xd"}
#: formats that always write the crossword (empty clues without --clues): the files a setter
#: opens in a crossword app, prints and plays
CROSSWORD = frozenset({"ipuz", "puz", "jpz", "xd", "sheet", "html"})


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
    p.add_argument("--words", action="append", type=weighted_file, metavar="DICT[@W]",
                   help=f"a dictionary file added to {BUILTIN_NAME}: ENTRY or ENTRY;SCORE a line, phrases "
                   "with spaces or hyphens; @W multiplies its scores (e.g. theme.txt@2; repeatable)")  # fmt: skip
    p.add_argument("--no-builtin", action="store_true",
                   help=f"use only the --words files, not {BUILTIN_NAME}")  # fmt: skip
    p.add_argument("--builtin-weight", type=weight, default=1.0, metavar="W",
                   help=f"multiply the scores of {BUILTIN_NAME} by W (default 1)")  # fmt: skip
    p.add_argument("--never", action="append", metavar="LIST",
                   help="a list of entries never to use, one a line (repeatable)")  # fmt: skip
    p.add_argument("--with-builtin", action="store_true", help=argparse.SUPPRESS)  # the default now
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
                   help=f"an outer safety limit in seconds (default {DEFAULT_TIME:g}); when it cuts the search "
                   "first, the fill depends on the machine's speed, and a line says so")  # fmt: skip
    p.add_argument("--nodes", type=positive, metavar="N", help="search nodes for better fills (default: "
                   "about 10 s of a 2-core machine): the same fill on every machine and load")  # fmt: skip
    add_lang_option(p)
    counting = p.add_mutually_exclusive_group()
    counting.add_argument("--count", action="store_true", help="count fills up to 2: is the fill unique?")
    counting.add_argument("--all", action="store_true", help="count every fill")
    add_quiet_option(p)
    p.add_argument("--clues", metavar="FILE", help="the clues of the crossword: ENTRY: clue a line, "
                   "entries matched by their letters (ice cream: Cold treat clues ICECREAM)")  # fmt: skip
    own = {n: f.extension for n, f in formats_of(kind).items()}
    add_format_option(p, {"json": "json", **own, **CROSSWORD_ONLY})
    add_output_option(p)
    p.set_defaults(run=run_fill)


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
    clues = None if args.clues is None else read_clues(args.clues, args.lang, args.fold_accents)
    dictionary = dictionaries(args)
    try:
        request = found.request(text, source, dictionary.scores, min_score=args.min_score,
                                min_length=args.min_length, seed=args.seed, lang=args.lang,
                                fold=args.fold_accents, max_shared=args.max_shared, region=args.region,
                                forms=dictionary.forms)  # fmt: skip
    except InvalidPuzzle as e:  # a region outside the grid
        raise failure(e, source) from None
    target = check_output(args.output)
    check_not_input(args.grid, target)
    check_not_input(args.clues, target)
    check_binary(fmt, target)
    # the time limit is the search's (as --help says), from now: the start-up and the reading of
    # the dictionaries before it do not use it up, so a short limit still gives a first fill
    budget = Budget(time_limit=args.time_limit, node_limit=args.nodes)
    budget.hard = True
    stats = SearchStats()
    if args.count or args.all:
        try:
            result = found.count(request, None if args.all else 2, budget, stats)
        except GridcraftError as e:
            raise failure(e, source) from None
        if fmt == "json":
            fills = [
                found.document(found.fill(request, grid), None if clues is None else clues.entries)
                for grid in result.found
            ]
            if clues is not None and fills:
                warn_unused(clues, {entry["entry"] for entry in fills[0]["entries"]})
            doc = {"count": len(result.found), "complete": stats.complete, "fills": fills}
            emit(json.dumps(doc, ensure_ascii=False, indent=2) + "\n", target)
        elif result.found:  # the first fill
            _write(kind, found, request, found.fill(request, result.found[0]), fmt, target, clues, args.lang)
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
    cut = budget.clock_cut  # the outer time limit stopped a search: the fill depends on the machine
    _write(kind, found, request, best, fmt, target, clues, args.lang, cut=cut)
    lines = found.summary(best, stats, interrupted).split("\n") + [clock_cut_warning(stats.nodes)] * cut
    return finish(Outcome(lines, interrupted=interrupted))


def _write(
    kind: SolverKind,
    found: Filler,
    request: Any,
    fill: Any,
    fmt: str,
    target: Target | None,
    clues: Clues | None = None,
    lang: str | None = None,
    *,
    cut: bool = False,
) -> None:
    """Write ``fill`` in ``fmt``: the fill's JSON document (with ``"time_limit_cut": true`` when
    the time limit cut the search, ``cut``); the crossword (see :data:`CROSSWORD`, and every format
    with ``clues``); else the fill-in kind's formats (the filled grid). A clue for an entry the fill
    does not hold is a warning line."""
    by_letters = None if clues is None else clues.entries
    text = None
    if fmt != "json" and (by_letters is not None or fmt in CROSSWORD):
        try:
            text = found.crossword(request, fill, by_letters or {})
        except InvalidPuzzle as e:  # a region's fill that leaves cells empty
            if by_letters is not None or fmt in CROSSWORD_ONLY:
                raise failure(e, ARGS) from None
    document = found.document(fill, by_letters) | ({"time_limit_cut": True} if cut else {})
    if clues is not None:
        warn_unused(clues, {entry["entry"] for entry in document["entries"]})
    if fmt == "json":
        emit(json.dumps(document, ensure_ascii=False, indent=2) + "\n", target)
        return
    if text is None:  # the filled grid, or a region's grid to fill further, as it stands
        _emit(kind, *found.shown(request, fill), fmt, target)
        return
    try:
        emit_written(crossword_written(text, fmt, lang), target)
    except InvalidPuzzle as e:  # no crossword: white cells in pieces, an entry twice
        raise Failure(str(e).replace("(ipuz writes it)", "(--format ipuz writes it)")) from None
    except GridcraftError as e:  # a letter no font draws; a .puz of letters Latin-1 lacks
        raise failure(e, ARGS) from None


def _emit(
    kind: Kind, puzzle: Any, grid: Any, fmt: str, target: Target | None, options: WriteOptions | None = None
) -> None:
    try:
        emit_written(formats_of(kind)[fmt].write(puzzle, grid, options or WriteOptions()), target)
    except GridcraftError as e:  # a letter no font draws; a .puz of letters Latin-1 lacks
        raise failure(e, ARGS) from None
