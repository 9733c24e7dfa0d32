"""``gridcraft solve``: the solvers on the command line, for every solver kind in the registry.

Thin: parse the arguments, read the puzzle, search through the engine, print. The result goes to
stdout (or ``-o FILE``) and a summary line to stderr, e.g. ``unique (search complete), 1 node``;
a crossword (a layout with clues) is solved as the fill-in puzzle its grid and entries make, and
its line says so: ``the crossword's grid, filled from its 6 entries: 1 fill, unique (search complete), 1
node``.
Exit codes: 0 a solution was found; 1 proven: no solution; 2 bad input or usage; 3 the time ran
out before any solution; 130 interrupted (Ctrl-C, SIGTERM), after printing the solutions found so
far.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gridcraft.cli.args import (
    Commands,
    Parser,
    add_format_option,
    add_from_option,
    add_output_option,
    add_quiet_option,
    output_format,
    positive,
    seconds_or_none,
)
from gridcraft.cli.explained import Explained, refuse_word_list
from gridcraft.cli.helps import prose, solve_help
from gridcraft.cli.lines import run_lines
from gridcraft.cli.io import check_binary, check_not_input, check_output, read_puzzle_input
from gridcraft.cli.output import emit, emit_written
from gridcraft.cli.report import failure, finish
from gridcraft.cli.searching import search, stream
from gridcraft.documents import formats_of
from gridcraft.engine import SearchStats, Verdict
from gridcraft.errors import GridcraftError
from gridcraft.kinds import Kind, SolverKind, dialect_kind, read_puzzle, solvers
from gridcraft.outcome import Failure, Outcome, notes_of, out_of_time, solve_summary
from gridcraft.outputs import WriteOptions
from gridcraft.solved import DOCUMENTS, solved_document

DEFAULT_LIMIT = 2  # solutions: enough to tell a unique solution
DEFAULT_TIME = 60.0  # seconds: nothing runs forever unseen (--time-limit none lifts it)


def add_solve(commands: Commands[Parser]) -> None:
    """Add the ``solve`` sub-command to ``commands``."""
    line, description = solve_help()
    p = commands.add_parser("solve", help=line, description=description)
    p.add_argument("puzzle", metavar="PUZZLE", help="puzzle file (UTF-8), or - for standard input")
    kinds = ("auto", *sorted(k.name for k in solvers()))
    p.add_argument("--kind", choices=kinds, default="auto", help="puzzle kind (default: detected)")
    add_from_option(p)
    limits = p.add_mutually_exclusive_group()
    limits.add_argument("--limit", type=positive, metavar="N", help="stop after N solutions (default 2)")
    limits.add_argument("--all", action="store_true", help="find every solution")
    p.add_argument("--time-limit", type=seconds_or_none, default=DEFAULT_TIME, metavar="S|none",
                   help=f"stop after S seconds (default {DEFAULT_TIME:g}; none: no limit)")  # fmt: skip
    add_quiet_option(p)
    # every format some solver kind writes: the solve's document, then each kind's formats
    add_format_option(
        p,
        {
            "json": "json",
            **({"jsonl": "jsonl"} if any(k.lines is not None for k in solvers()) else {}),
            **{n: f.extension for k in solvers() for n, f in formats_of(k).items()},
        },
    )
    p.add_argument(
        "--blank",
        action="store_true",
        help=f"the empty puzzle, not its solution (--format {prose(_blank(solvers()))})",
    )
    p.add_argument("--stats", action="store_true", help="print search statistics to stderr")
    p.add_argument("--explain", action="store_true",
                   help="with --format text: every deduction from the empty grid to the solution, in plain words")  # fmt: skip
    add_output_option(p)
    p.set_defaults(run=run_solve)


def run_solve(args: argparse.Namespace) -> int:
    """Run ``gridcraft solve``; returns the exit code. An interrupt during the search prints the
    solutions found so far, as a finished search would, and returns 130.

    Raises:
        Failure: bad usage, unreadable input, unwritable output, a puzzle that cannot be
            solved as written (exit 2), or no solution before the time ran out (exit 3).
        ParseError: a bad puzzle file.
        KeyboardInterrupt: an interrupt before any solution was found (or with ``--explain``).
    """
    fmt = output_format(args)
    if fmt == "jsonl":  # a file of one-line puzzles, answered as it is read
        return run_lines(args)
    if args.blank and fmt in DOCUMENTS and fmt != "text":  # the solve's own document: solutions only
        raise Failure(f"--blank needs a format of the empty puzzle: --format {prose(_blank(solvers()))}")
    if args.explain and fmt != "text":
        raise Failure(f"--explain writes text: leave out --format {fmt}")
    kind = None if args.kind == "auto" else next(k for k in solvers() if k.name == args.kind)
    reader = dialect_kind(args.source_format)  # None for gridcraft's own layout, which every kind reads
    if reader is not None and kind is not None and kind is not reader:
        raise Failure(f"--from {args.source_format} reads {reader.title} puzzles, not {kind.title}")
    source, text = read_puzzle_input(args.puzzle)
    if kind is None and reader is None:
        refuse_word_list(text, source)
    found_kind, original, credits = read_puzzle(text, source, kind, args.source_format)
    try:
        solver, puzzle = found_kind.solvable(original)
    except GridcraftError as e:  # a layout that makes no fill-in puzzle (right to left)
        raise failure(e, source) from None
    formats = formats_of(solver)
    if fmt not in (*DOCUMENTS, *formats):
        raise Failure(f"--format {fmt} does not write {solver.title} puzzles")
    if args.blank and formats[fmt].shows == "solution":  # the player: a solved puzzle only
        raise Failure(f"--blank needs a format of the empty puzzle: --format {prose(_blank((solver,)))}")
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    check_binary(fmt, target)
    limit = None if args.all else DEFAULT_LIMIT if args.limit is None else args.limit
    if (limit is None or limit > DEFAULT_LIMIT) and fmt in DOCUMENTS and not (args.explain or args.blank):
        outcome, stats = stream(solver, puzzle, limit, fmt, time_limit=args.time_limit, quiet=args.quiet,
                                source=source, target=target)  # fmt: skip
        _print_stats(args, stats)
        counted = Verdict(tuple([None] * stats.solutions), stats, limit)
        line = (
            _grid_line(found_kind, original, counted, outcome.interrupted)
            if found_kind is not solver
            else None
        )
        outcome.lines[0] = line or outcome.lines[0]  # a crossword: what was solved, in its own words
        return finish(outcome)
    result, interrupted = search(solver, puzzle, limit, args.time_limit, source, args.quiet)
    if interrupted and args.explain:
        raise KeyboardInterrupt  # the steps need the whole search
    _print_stats(args, result.stats)
    found, stats = result.found, result.stats
    if args.explain and found:
        if len(found) > 1 or not stats.complete:
            raise Failure(f"cannot explain: the puzzle has {_several(result)}", source)
        steps = Explained(solver, puzzle, source, None).hints()
        lines = [f"{i}. {hint.text}\n" for i, hint in enumerate(steps, 1)]
        guesses = sum(hint.guess for hint in steps)
        tail = f" ({guesses} of them guesses)" if guesses else ""
        emit(
            "".join(lines) + f"\n{len(steps)} steps{tail}; the solution:\n" + solver.text(puzzle, found[0]),
            target,
        )
        return finish(Outcome.solved(result))
    alone = fmt in formats and formats[fmt].shows == "puzzle"  # a game ID: the puzzle, solved or not
    if found or args.blank or fmt == "json" or alone:  # JSON says count 0
        grid = None if args.blank or not found else found[0]  # pictures and ipuz: the first solution
        if fmt in DOCUMENTS and not args.blank:
            emit(solved_document(solver, puzzle, found, stats, fmt), target)
        else:  # a layout (a crossword) is written as itself in ipuz: clues and letters kept
            own = fmt == "ipuz" and found_kind is not solver
            writer = formats_of(found_kind)[fmt] if own else formats[fmt]
            options = WriteOptions(blank=args.blank, title=credits.title, author=credits.author,
                                   copyright=credits.copyright)  # fmt: skip
            try:
                emit_written(writer.write(original if own else puzzle, grid, options), target)
            except GridcraftError as e:  # a Keen ID of a puzzle with givens; a missing font
                raise failure(e, source) from None
    if not found and not stats.complete:
        raise out_of_time(source, args.time_limit, stats.nodes)
    outcome = Outcome.solved(result, interrupted=interrupted)
    line = _grid_line(found_kind, original, result, interrupted) if found_kind is not solver else None
    outcome.lines[0] = line or outcome.lines[0]  # a crossword: solved as the fill-in puzzle it makes
    outcome.lines += [f"note: {note}" for note in notes_of(solver, puzzle)]
    return finish(outcome)


def _grid_line(kind: Kind, layout: Any, verdict: Verdict[Any], interrupted: bool) -> str | None:
    """The summary of a crossword (a layout whose entries have clues) solved as the fill-in
    puzzle its grid and its own entries make: what was solved and how many fills the grid has,
    e.g. ``the crossword's grid, filled from its 6 entries: 1 fill, unique (search complete), 3
    nodes``; ``None`` for a layout without clues (a word-list puzzle's), whose line is the solve's."""
    entries = kind.words(layout) or []
    if not any(entry.clue for entry in entries):
        return None
    count = solve_summary(verdict, interrupted=interrupted, noun="fill")
    if count.startswith("unique"):
        count = f"1 fill, {count}"
    return f"the crossword's grid, filled from its {len(entries)} entries: {count}"


def _blank(kinds: tuple[SolverKind, ...]) -> list[str]:
    """The formats of ``kinds`` that write the empty puzzle (``--blank``), from their tables: all
    but the solve's JSON document and those that show a solved puzzle only (the player)."""
    names = {n: f for k in kinds for n, f in formats_of(k).items() if n not in DOCUMENTS or n == "text"}
    return [n for n, f in names.items() if f.shows != "solution"]


def _print_stats(args: argparse.Namespace, stats: SearchStats) -> None:
    if args.stats:
        print(f"nodes {stats.nodes}, backtracks {stats.backtracks}, propagation passes {stats.propagations}, "
              f"seconds {stats.seconds:.4f}", file=sys.stderr)  # fmt: skip


def _several(result: Verdict[Any]) -> str:
    """``several solutions`` or ``solutions not counted to the end`` (the search was cut short)."""
    return (
        "several solutions"
        if len(result.found) > 1
        else "more solutions unless the search ends (--time-limit none)"
    )
