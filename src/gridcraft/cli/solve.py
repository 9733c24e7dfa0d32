"""``gridcraft solve``: the solvers on the command line, for every solver kind in the registry.

Thin: parse the arguments, read the puzzle, search through the engine, print. The result goes to
stdout (or ``-o FILE``) and a summary line to stderr, e.g. ``unique (search complete), 1 node``.
Exit codes: 0 a solution was found; 1 proven: no solution; 2 bad input or usage; 3 the time ran
out before any solution; 130 interrupted (Ctrl-C, SIGTERM), after printing the solutions found so
far.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
from collections.abc import Iterator
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
    source_name,
)
from gridcraft.cli.hint import Explained, refuse_word_list
from gridcraft.cli.interrupt import EXIT_INTERRUPTED, INTERRUPTED_LINE
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output, read_text
from gridcraft.cli.outcome import (
    ARGS,
    EXIT_NONE,
    EXIT_OK,
    CommandError,
    located,
    out_of_time,
    solve_summary,
)
from gridcraft.cli.output import StreamOut, emit, emit_drawing
from gridcraft.cli.progress import StatusProgress, describe, time_left
from gridcraft.engine import Budget, SearchStats, Verdict, solutions, verdict
from gridcraft.errors import GridcraftError
from gridcraft.formats.ipuz import looks_like_ipuz, write_ipuz
from gridcraft.kinds import SOLVERS, SolverKind, dialect_kind, read_puzzle

FORMATS_OF_ALL = ("text", "svg", "json", "png", "pdf", "ipuz")  # every solver kind writes these
FORMATS = (*FORMATS_OF_ALL, *sorted({f for k in SOLVERS for f in k.writers}))  # and some kinds more
PICTURES = ("svg", "png", "pdf")
BLANKABLE = (*PICTURES, "ipuz")  # formats that --blank applies to
DEFAULT_LIMIT = 2  # solutions: enough to tell a unique solution
DEFAULT_TIME = 60.0  # seconds: nothing runs forever unseen (--time-limit none lifts it)


def add_solve(commands: Commands[Parser]) -> None:
    """Add the ``solve`` sub-command to ``commands``."""
    p = commands.add_parser(
        "solve",
        help="solve a fill-in (Kriss Kross) or KenKen puzzle",
        description="Find the solutions of a fill-in (Kriss Kross) or KenKen puzzle; the kind is "
        "detected from the file (--kind forces it). By default the search stops at 2 solutions, "
        "enough to say whether the solution is unique.",
    )
    p.add_argument("puzzle", metavar="PUZZLE", help="puzzle file (UTF-8), or - for standard input")
    kinds = ("auto", *sorted(k.name for k in SOLVERS))
    p.add_argument("--kind", choices=kinds, default="auto", help="puzzle kind (default: detected)")
    add_from_option(p)
    limits = p.add_mutually_exclusive_group()
    limits.add_argument("--limit", type=positive, metavar="N", help="stop after N solutions (default 2)")
    limits.add_argument("--all", action="store_true", help="find every solution")
    p.add_argument(
        "--time-limit",
        type=seconds_or_none,
        default=DEFAULT_TIME,
        metavar="S|none",
        help=f"stop after S seconds (default {DEFAULT_TIME:g}; none: no limit)",
    )
    add_quiet_option(p)
    add_format_option(p, FORMATS)
    p.set_defaults(format_choices=FORMATS)
    p.add_argument(
        "--blank", action="store_true", help="with --format svg, png, pdf or ipuz: the empty puzzle"
    )
    p.add_argument("--stats", action="store_true", help="print search statistics to stderr")
    p.add_argument(
        "--explain",
        action="store_true",
        help="with --format text: every deduction from the empty grid to the solution, in plain words",
    )
    add_output_option(p)
    p.set_defaults(run=run_solve)


def run_solve(args: argparse.Namespace) -> int:
    """Run ``gridcraft solve``; returns the exit code. An interrupt during the search prints the
    solutions found so far, as a finished search would, and returns 130.

    Raises:
        CommandError: bad usage, unreadable input, unwritable output, a puzzle that cannot be
            solved as written (exit 2), or no solution before the time ran out (exit 3).
        ParseError: a bad puzzle file.
        KeyboardInterrupt: an interrupt before any solution was found (or with ``--explain``).
    """
    args.format = output_format(args)
    if args.blank and args.format not in (*BLANKABLE, "text"):
        raise CommandError(f"{ARGS}:0:0: --blank needs --format text, svg, png, pdf or ipuz")
    if args.explain and args.format != "text":
        raise CommandError(f"{ARGS}:0:0: --explain writes text: leave out --format {args.format}")
    kind = None if args.kind == "auto" else next(k for k in SOLVERS if k.name == args.kind)
    reader = dialect_kind(args.source_format)  # None for gridcraft's own layout, which every kind reads
    if reader is not None and kind is not None and kind is not reader:
        raise CommandError(
            f"{ARGS}:0:0: --from {args.source_format} reads {reader.title} puzzles, not {kind.title}"
        )
    source = source_name(args.puzzle)
    text = read_text(args.puzzle)
    if (
        kind is None
        and reader is None
        and not looks_like_ipuz(text)
        and not any(k.looks_like(text) for k in SOLVERS)
    ):
        refuse_word_list(text, source)
    found_kind, original, credits = read_puzzle(text, source, kind, args.source_format)
    try:
        solver, puzzle = found_kind.solvable(original)
    except GridcraftError as e:  # a layout that makes no fill-in puzzle (right to left)
        raise located(e, source) from None
    if args.format not in (*FORMATS_OF_ALL, *solver.writers):
        raise CommandError(f"{ARGS}:0:0: --format {args.format} does not write {solver.title} puzzles")
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    check_binary(args.format, target)
    limit = None if args.all else DEFAULT_LIMIT if args.limit is None else args.limit
    if (
        (limit is None or limit > DEFAULT_LIMIT)
        and args.format in ("text", "json")
        and not (args.explain or args.blank)
    ):
        return _stream(solver, puzzle, limit, args, source, target)  # many solutions: written as found
    result, interrupted = search(solver, puzzle, limit, args.time_limit, source, args.quiet)
    if interrupted and args.explain:
        raise KeyboardInterrupt  # the steps need the whole search
    stats = result.stats
    if args.stats:
        print(
            f"nodes {stats.nodes}, backtracks {stats.backtracks}, propagation passes {stats.propagations}, "
            f"seconds {stats.seconds:.4f}",
            file=sys.stderr,
        )
    found = result.found
    if args.explain and found:
        if len(found) > 1 or not stats.complete:
            raise CommandError(f"{source}:0:0: cannot explain: the puzzle has {_several(result)}")
        steps = Explained(solver, puzzle, source, None).hints()
        lines = [f"{i}. {hint.text}\n" for i, hint in enumerate(steps, 1)]
        guesses = sum(hint.guess for hint in steps)
        tail = f" ({guesses} of them guesses)" if guesses else ""
        emit(
            "".join(lines) + f"\n{len(steps)} steps{tail}; the solution:\n" + solver.text(puzzle, found[0]),
            target,
        )
        print(solve_summary(result), file=sys.stderr)
        return EXIT_OK
    if found or args.blank or args.format == "json" or args.format in solver.writers:  # JSON says count 0
        grid = None if args.blank or not found else found[0]  # pictures and ipuz: the first solution
        if args.format in PICTURES:
            emit_drawing(solver.svg(puzzle, grid), args.format, target)
        elif args.format in solver.writers:
            try:
                written = solver.writers[args.format](puzzle)
            except GridcraftError as e:  # a Keen ID of a puzzle with givens
                raise located(e, source) from None
            emit(written, target)
        elif args.format == "ipuz":  # a layout (a crossword) is written as itself: clues and letters kept
            emit(write_ipuz(puzzle if found_kind is solver else original, grid, credits), target)
        elif args.blank:  # the empty puzzle as text, in the kind's own spelling
            emit(solver.dumps(puzzle), target)
        else:
            emit(render(solver, puzzle, result, args.format), target)
    if not found and not stats.complete:
        raise out_of_time(source, args.time_limit, stats.nodes)
    print(solve_summary(result, interrupted=interrupted), file=sys.stderr)
    if interrupted:
        print(INTERRUPTED_LINE, file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_OK if found else EXIT_NONE


def _several(result: Verdict[Any]) -> str:
    """``several solutions`` or ``solutions not counted to the end`` (the search was cut short)."""
    return (
        "several solutions"
        if len(result.found) > 1
        else "more solutions unless the search ends (--time-limit none)"
    )


def search(
    kind: SolverKind,
    puzzle: Any,
    limit: int | None,
    time_limit: float | None,
    source: str,
    quiet: bool = False,
) -> tuple[Verdict[Any], bool]:
    """Search for at most ``limit`` solutions within ``time_limit`` seconds, showing progress on a
    terminal (off one, a line every few seconds unless ``quiet``): what the search proved, and whether an interrupt (Ctrl-C, SIGTERM) cut it short (the
    verdict then holds the solutions found so far, and ``stats.complete`` is false).

    Raises:
        CommandError: the library's checks of the puzzle failed (exit 2).
        KeyboardInterrupt: an interrupt before any solution was found.
    """
    found: list[Any] = []
    stats = SearchStats()
    try:
        with StatusProgress.for_stderr(quiet) as progress:
            budget = Budget(
                time_limit=time_left(time_limit), progress=lambda e: progress.update(describe(e, len(found)))
            )
            return verdict(kind.problem(puzzle), limit, budget=budget, stats=stats, found=found), False
    except KeyboardInterrupt:
        if not found:
            raise
        return Verdict(tuple(found), stats, limit), True
    except GridcraftError as e:  # InvalidPuzzle: the library's checks of a puzzle built by hand
        raise located(e, source) from None


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM while the block runs; one that came meanwhile is taken after it."""
    held = {signal.SIGINT, signal.SIGTERM}
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, held)


def _stream(
    solver: SolverKind,
    puzzle: Any,
    limit: int | None,
    args: argparse.Namespace,
    source: str,
    target: Target | None,
) -> int:
    """Search and write each solution as it is found (text or JSON, as :func:`render` writes them
    whole), so that memory stays flat however many there are; returns the exit code.

    Raises:
        CommandError: the library's checks of the puzzle failed, or the time ran out before any
            solution (exit 3); an unwritable output.
    """
    out = StreamOut(target)
    stats = SearchStats()
    count, first = 0, None
    as_json = args.format == "json"

    def head() -> None:
        out.write("{\n" + f'  "kind": {json.dumps(solver.name)},\n  "solutions": [')

    interrupted = False
    try:
        with StatusProgress.for_stderr(args.quiet) as progress:
            budget = Budget(
                time_limit=time_left(args.time_limit), progress=lambda e: progress.update(describe(e, count))
            )
            for grid in solutions(solver.problem(puzzle), limit, budget=budget, stats=stats):
                with _signals_held():  # a solution is written and counted whole, or not at all
                    if as_json:
                        if not count:
                            head()
                        row = json.dumps(solver.rows(puzzle, grid), ensure_ascii=False)
                        out.write(("," if count else "") + "\n    " + row)
                    elif not count:
                        first = grid  # one solution is written bare, several each under its number
                    else:
                        if count == 1:
                            out.write("solution 1:\n" + solver.text(puzzle, first))
                        out.write(f"\nsolution {count + 1}:\n" + solver.text(puzzle, grid))
                    count += 1
    except KeyboardInterrupt:
        if not count:
            out.abort()
            raise
        interrupted = True
    except GridcraftError as e:  # InvalidPuzzle: the library's checks of a puzzle built by hand
        out.abort()
        raise located(e, source) from None
    if not count and not stats.complete and not interrupted:
        out.abort()
        raise out_of_time(source, args.time_limit, stats.nodes)
    if as_json:
        if not count:
            head()
        tail = {
            "count": count,
            "complete": stats.complete and not interrupted,
            "stats": {
                "nodes": stats.nodes,
                "backtracks": stats.backtracks,
                "propagations": stats.propagations,
                "seconds": round(stats.seconds, 6),
            },
        }
        rest = json.dumps(tail, ensure_ascii=False, indent=2)[1:]  # the keys after "solutions"
        out.write(("\n  ]," if count else "],") + rest + "\n")
    elif count == 1:
        out.write(solver.text(puzzle, first))
    out.commit()
    if args.stats:
        print(
            f"nodes {stats.nodes}, backtracks {stats.backtracks}, propagation passes {stats.propagations}, "
            f"seconds {stats.seconds:.4f}",
            file=sys.stderr,
        )
    result: Verdict[Any] = Verdict(tuple([None] * count), stats, limit)  # the summary needs the count
    print(solve_summary(result, interrupted=interrupted), file=sys.stderr)
    if interrupted:
        print(INTERRUPTED_LINE, file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_OK if count else EXIT_NONE


def render(kind: SolverKind, puzzle: Any, result: Verdict[Any], fmt: str) -> str:
    """The solutions in text output format ``fmt`` (``json`` or ``text``)."""
    found, stats = result.found, result.stats
    if fmt == "json":
        doc = {
            "kind": kind.name,
            "count": len(found),
            "complete": stats.complete,
            "solutions": [kind.rows(puzzle, grid) for grid in found],
            "stats": {
                "nodes": stats.nodes,
                "backtracks": stats.backtracks,
                "propagations": stats.propagations,
                "seconds": round(stats.seconds, 6),
            },
        }
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    if len(found) == 1:
        return kind.text(puzzle, found[0])
    return "\n".join(f"solution {i}:\n" + kind.text(puzzle, grid) for i, grid in enumerate(found, 1))
