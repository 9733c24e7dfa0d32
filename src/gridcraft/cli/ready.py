"""A puzzle ready to hand out (``print`` and ``play``): a puzzle file of any kind, solved first,
or a word list, made into a layout first. The kind is detected from the file (``--kind`` forces
it); a puzzle with several solutions gets one of them and a note on stderr."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import Any

from gridcraft.cli.args import (
    add_clues_option,
    add_from_option,
    add_generator_options,
    add_givens_option,
    add_lang_option,
)
from gridcraft.cli.io import Target, check_not_input, check_output, read_puzzle_input
from gridcraft.cli.layouts import cut_lines, make_layout, read_entries, refuse_entries
from gridcraft.cli.report import failure
from gridcraft.engine import Budget, SearchStats, verdict
from gridcraft.errors import GridcraftError
from gridcraft.formats.ipuz import looks_like_ipuz
from gridcraft.kinds import (
    Kind,
    SolverKind,
    detect,
    dialect_kind,
    is_solver,
    kinds,
    named,
    read_puzzle,
    word_maker,
)
from gridcraft.outcome import EXIT_NONE, Failure, out_of_time, solution_note


@dataclass(frozen=True, slots=True)
class Ready:
    """A puzzle to hand out.

    Attributes:
        kind: its kind (a layout's, not its fill-in puzzle's: a clued layout stays a crossword).
        puzzle, solution: the kind's puzzle and solution (a layout is its own: ``None``).
        caption: the solution's caption (``""``: the kind's), which says when there are several.
        title, author: from the command line, else from the file (ipuz), else empty.
        made: the summary line of a layout made from a word list (``""``: read from a file).
        name: what it is, for the closing line (``criss-cross``, ``crossword``, ``KenKen``).
        target: where the output goes (``None``: stdout).
        interrupted: an interrupt cut the search for the layout short; it is the best so far.
    """

    kind: Kind
    puzzle: Any
    solution: Any
    caption: str
    title: str
    author: str
    made: str
    name: str
    target: Target | None
    interrupted: bool = False


def add_input_options(p: argparse.ArgumentParser) -> None:
    """The options of a command that takes a puzzle or a word list: ``--kind``, ``--from``, the
    generator's options, ``--givens``, ``--clues``, ``--lang``."""
    # the inputs generated first (a word list), then the puzzles solved, by name
    inputs = (
        "auto",
        *(k.input for k in kinds() if not k.solver),
        *sorted(k.input for k in kinds() if k.solver),
    )
    p.add_argument("--kind", choices=inputs, default="auto", help="input kind (default: detected)")
    add_from_option(p)
    add_generator_options(p, "seconds to generate or solve")
    add_givens_option(p)
    add_clues_option(p)
    add_lang_option(p)
    p.set_defaults(max_width=None, max_height=None)


def read_ready(args: argparse.Namespace, fmt: str, *, keep_interrupted: bool = False) -> Ready:
    """The puzzle of ``args.puzzle``, solved (or made from a word list) for output format ``fmt``,
    whose refusals (a letter no font draws in a PDF) are found before any search.
    ``keep_interrupted``: a layout search cut short by an interrupt hands out its best layout so
    far (``Ready.interrupted`` set) instead of raising.

    Raises:
        Failure: bad usage or input, no solution (exit 1), the time ran out (exit 3), an
            unwritable output. ParseError: a bad puzzle or word list. KeyboardInterrupt: an
            interrupt during the search (no half-finished layout is handed out, unless
            ``keep_interrupted``), or before any layout was found.
    """
    source, text = read_puzzle_input(args.puzzle)
    reader = dialect_kind(args.source_format)  # None for gridcraft's own layout, which every kind reads
    kind: Kind | None = None if args.kind == "auto" else named(args.kind)
    if kind is None and not looks_like_ipuz(text):
        kind = reader or detect(text)
    if reader is not None and kind is not None and kind is not reader:
        raise Failure(f"--from {args.source_format} reads {reader.title} puzzles")
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    title, author = args.title or "", vars(args).get("author") or ""
    if kind is not None and not kind.solver:  # a word list: a layout is made first
        entries, _ = read_entries(text, source, args)
        refuse_entries(fmt, entries, source, other="")
        layout, interrupted = make_layout(entries, source, args)
        if interrupted and not keep_interrupted:
            raise KeyboardInterrupt
        # the layout, and its answers: what is handed out (and a line when the time limit cut it)
        made = "".join(f"{line}\n" for line in [word_maker()[1].summary(layout), *cut_lines(layout)])
        name = kind.default_title(layout, "en").lower()  # criss-cross, or crossword when clued
        return Ready(kind, layout, None, "", title, author, made, name, target, interrupted)
    found, puzzle, credits = read_puzzle(
        text, source, kind if kind is not None and is_solver(kind) else None, args.source_format
    )
    title, author = title or credits.title, author or credits.author  # the file's own, unless given
    if not found.solver:  # a layout read from a file (ipuz, .puz) is its own solution
        name = found.default_title(puzzle, "en").lower()  # crossword when clued, as for a word list
        return Ready(found, puzzle, None, "", title, author, "", name, target)
    solver, puzzle = found.solvable(puzzle)
    solution, caption = first_solution(solver, puzzle, source, args.time_limit)
    return Ready(solver, puzzle, solution, caption, title, author, "", solver.title, target)


def first_solution(kind: SolverKind, puzzle: Any, source: str, time_limit: float) -> tuple[Any, str]:
    """The first solution of ``puzzle`` and the caption of its solution, which (like a note on
    stderr) says when there is more than one solution or uniqueness was not proven.

    Raises:
        Failure: no solution (exit 1), or the time ran out first (exit 3).
    """
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
