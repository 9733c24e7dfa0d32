"""``gridcraft make kenken``: KenKen puzzles of a chosen size and grade, one or many.

Puzzle ``i`` of a run (0-based) is made with the seed ``SEED:i``, so the same options give the same
puzzles whatever ``--jobs`` is; ``--jobs`` makes them in a process pool, and a puzzle that runs out
of time is reported without losing the others (exit 3 after the others are written).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

from gridcraft import kenken, printing
from gridcraft.cli.args import (
    Commands,
    Parser,
    add_format_option,
    add_output_option,
    output_format,
    positive,
    seconds,
    text,
)
from gridcraft.cli.interrupt import EXIT_INTERRUPTED, INTERRUPTED_LINE
from gridcraft.cli.io import check_binary, check_output
from gridcraft.cli.outcome import (
    ARGS,
    EXIT_BUDGET,
    EXIT_OK,
    CommandError,
    located,
    made_summary,
)
from gridcraft.cli.output import emit, emit_bytes, emit_drawing
from gridcraft.errors import BudgetExceeded, GridcraftError
from gridcraft.formats.ipuz import kenken_to_ipuz
from gridcraft.kenken import Level, Made

FORMATS = ("text", "keen", "json", "ipuz", "svg", "png", "pdf")
ONE_ONLY = ("ipuz", "svg", "png")  # formats that hold one puzzle
DEFAULT_TIME = 60.0  # seconds per puzzle
MAX_COUNT = 10_000  # puzzles one run makes at most


def add_make(commands: Commands[Parser]) -> None:
    """Add the ``make`` sub-command to ``commands``."""
    p = commands.add_parser(
        "make",
        help="make KenKen puzzles of a size and grade",
        description="Make KenKen puzzles with exactly one solution, graded as Simon Tatham's Keen grades "
        "them (easy, normal, hard, extreme, unreasonable): the puzzle's deductions need exactly that grade.",
    )
    p.add_argument("kind", choices=(kenken.KIND.name,), help="the kind of puzzle to make")
    p.add_argument(
        "--size", type=_size, default=6, metavar="N", help="side of the grid, 3 to 16 (default 6; 6x6 also)"
    )
    p.add_argument(
        "--difficulty",
        default="normal",
        metavar="GRADE",
        help="easy, normal (default, as Keen's), hard, extreme or unreasonable",
    )
    p.add_argument(
        "--ops",
        choices=kenken.OPS,
        default="all",
        help="all (default): + - x /; add-mul: + and x only; hidden: cages show no operation",
    )
    p.add_argument(
        "--max-cage", type=positive, metavar="K", help="most cells in a cage (default 6, 4 above 9 x 9)"
    )
    p.add_argument(
        "--seed",
        default="0",
        type=text,
        metavar="S",
        help="seed (default 0): the same seed, the same puzzles",
    )
    p.add_argument(
        "--count",
        type=positive,
        default=1,
        metavar="C",
        help=f"how many puzzles (default 1, at most {MAX_COUNT})",
    )
    p.add_argument("--jobs", type=positive, default=1, metavar="J", help="processes making them (default 1)")
    p.add_argument(
        "--time-limit",
        type=seconds,
        default=DEFAULT_TIME,
        metavar="S",
        help=f"seconds per puzzle before giving up (default {DEFAULT_TIME:g})",
    )
    add_format_option(p, FORMATS)
    p.set_defaults(format_choices=FORMATS)
    add_output_option(p)
    p.set_defaults(run=run_make)


def _size(text: str) -> int:
    """``--size``: ``N`` or ``NxN``."""
    parts = re.fullmatch(r"\s*(\d+)\s*(?:[xX\u00d7]\s*(\d+)\s*)?", text)
    if parts is None or (parts.group(2) is not None and parts.group(2) != parts.group(1)):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 6 or 6x6")
    return int(parts.group(1))


def _level(name: str) -> Level:
    try:
        return Level[name.strip().upper()]
    except KeyError:
        names = ", ".join(level.label for level in Level)
        raise CommandError(f"{ARGS}:0:0: --difficulty {name!r} is not a grade: one of {names}") from None


def run_make(args: argparse.Namespace) -> int:
    """Run ``gridcraft make``; returns the exit code.

    Raises:
        CommandError: bad usage, a request that cannot be met, an unwritable output, or every
            puzzle out of time (exit 3).
    """
    args.format = output_format(args)
    level = _level(args.difficulty)
    try:
        kenken.check_request(args.size, level, args.max_cage)
    except GridcraftError as e:
        raise located(e, ARGS) from None
    if args.count > MAX_COUNT:
        raise CommandError(f"{ARGS}:0:0: --count {args.count} is more than {MAX_COUNT:,} puzzles in one run")
    if args.ops == "hidden" and args.format == "keen":
        raise CommandError(
            f"{ARGS}:0:0: a Keen game ID gives every cage its operation: "
            "--ops hidden needs another --format (text, json, ipuz, svg, png, pdf)"
        )
    if args.count > 1 and args.format in ONE_ONLY:
        raise CommandError(
            f"{ARGS}:0:0: --format {args.format} holds one puzzle; use pdf, text, keen or json with --count"
        )
    target = check_output(args.output)
    check_binary(args.format, target)
    made, failed, interrupted = _make_all(args, level)
    if interrupted and not made:
        raise KeyboardInterrupt  # nothing finished: "interrupted", exit 130
    if not made:
        raise CommandError(
            f"{ARGS}:0:0: no puzzle was made within {args.time_limit:g} s each (--time-limit); "
            f"{args.size} x {args.size} {level.label} may need more time, or a smaller size",
            EXIT_BUDGET,
        )
    _write(made, args, level, target)
    n = len(made)
    print(
        made_summary(n, args.size, level.label)
        + (
            f"; {len(failed)} not made within {args.time_limit:g} s (seeds {', '.join(failed)})"
            if failed
            else ""
        )
        + (f"; {args.count - n - len(failed)} not made: interrupted" if interrupted else ""),
        file=sys.stderr,
    )
    if interrupted:
        print(INTERRUPTED_LINE, file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_BUDGET if failed else EXIT_OK


def _seed(args: argparse.Namespace, i: int) -> str:
    return f"{args.seed}:{i}"


def _job(
    size: int, level: Level, seed: str, ops: str, max_cage: int | None, time_limit: float
) -> Made | None:
    """One puzzle, or None when the time ran out (in a worker process)."""
    try:
        return kenken.make(size, level, seed=seed, ops=ops, max_cage=max_cage, time_limit=time_limit)
    except BudgetExceeded:
        return None


def _make_all(args: argparse.Namespace, level: Level) -> tuple[list[tuple[str, Made]], list[str], bool]:
    """The puzzles made, in seed order, the seeds that ran out of time, and whether an interrupt
    (Ctrl-C, SIGTERM) stopped the run (the puzzles finished by then are kept)."""
    jobs = [
        (args.size, level, _seed(args, i), args.ops, args.max_cage, args.time_limit)
        for i in range(args.count)
    ]
    results: list[Made | None] = [None] * len(jobs)
    finished = [False] * len(jobs)
    interrupted = False
    with _Bar(args.count) as bar:
        try:
            if args.jobs == 1 or args.count == 1:
                for i, job in enumerate(jobs):
                    results[i] = _job(*job)
                    finished[i] = True
                    bar.advance()
            else:
                with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                    futures: list[Future[Made | None]] = [pool.submit(_job, *job) for job in jobs]
                    for future in futures:
                        future.add_done_callback(lambda _f: bar.advance())
                    try:
                        for i, future in enumerate(futures):
                            results[i] = future.result()
                            finished[i] = True
                    except KeyboardInterrupt:
                        for future in futures:
                            future.cancel()
                        for i, future in enumerate(futures):  # the ones that ended before it
                            if future.done() and not future.cancelled() and future.exception() is None:
                                results[i], finished[i] = future.result(), True
                        raise
        except KeyboardInterrupt:
            interrupted = True
    made = [(job[2], r) for job, r in zip(jobs, results, strict=True) if r is not None]
    failed = [job[2] for job, r, done in zip(jobs, results, finished, strict=True) if r is None and done]
    return made, failed, interrupted


class _Bar:
    """A progress bar on stderr (rich), only on a terminal and only for more than one puzzle."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.bar: Progress | None = None
        self.task: TaskID | None = None

    def __enter__(self) -> Self:
        if self.total > 1 and sys.stderr.isatty():
            from rich.progress import Progress

            bar = self.bar = Progress(transient=True)
            bar.start()
            self.task = bar.add_task("making puzzles", total=self.total)
        return self

    def advance(self) -> None:
        if self.bar is not None and self.task is not None:
            self.bar.advance(self.task)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def _write(made: list[tuple[str, Made]], args: argparse.Namespace, level: Level, target: Any) -> None:
    """The puzzles in ``args.format`` to ``target``."""
    n = args.size
    head = f"{n} x {n} KenKen, {level.label}"
    if args.format == "keen":
        emit("".join(kenken.to_keen_id(m.puzzle) + "\n" for _, m in made), target)
    elif args.format == "text":
        parts = [f"# {head}, seed {seed} (gridcraft make)\n" + kenken.dumps(m.puzzle) for seed, m in made]
        emit("\n".join(parts), target)
    elif args.format == "json":
        emit(
            json.dumps({"puzzles": [_json(seed, m) for seed, m in made]}, ensure_ascii=False, indent=2)
            + "\n",
            target,
        )
    elif args.format == "ipuz":
        ((_, m),) = made
        emit(kenken_to_ipuz(m.puzzle, m.solution, title=f"KenKen {n} x {n} ({level.label})"), target)
    elif args.format in ("svg", "png"):
        ((_, m),) = made
        emit_drawing(kenken.render_svg(m.puzzle), args.format, target)
    else:
        per_page = 4 if n <= 7 else 2 if n <= 12 else 1
        items = [(m.puzzle, m.solution, f"{i}. {level.label}") for i, (_, m) in enumerate(made, 1)]
        pages = printing.booklet(kenken.KIND, items, title=f"KenKen {n} x {n}", per_page=per_page)
        emit_bytes(printing.sheet_pdf(pages, title=f"KenKen {n} x {n}, {level.label}"), target)


def _json(seed: str, m: Made) -> dict[str, Any]:
    return {
        "seed": seed,
        "size": m.puzzle.size,
        "grade": m.level.label,
        "keen": kenken.to_keen_id(m.puzzle),
        "cages": [
            {
                "target": c.target,
                "op": None if c.op is None else c.op.value,
                "cells": [list(cell) for cell in c.cells],
            }
            for c in m.puzzle.cages
        ],
        "solution": [list(row) for row in m.solution],
        "seconds": round(m.seconds, 3),
    }
