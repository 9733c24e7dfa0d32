"""``gridcraft solve``: the solvers on the command line (fill-in and KenKen).

Thin: parse the arguments, read the puzzle, call the kind's library functions, print. The result
goes to stdout (or ``-o FILE``) and a summary line to stderr, e.g. ``unique (search complete),
1 node``. Exit codes as for ``generate``: 0 a solution was found; 1 proven: no solution; 2 bad
input or usage; 3 the time ran out before any solution.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from gridcraft.cli import (
    ARGS,
    EXIT_BUDGET,
    EXIT_INPUT,
    EXIT_NONE,
    EXIT_OK,
    PICTURES,
    CommandError,
    StatusProgress,
    _Parser,
    _positive,
    _seconds,
    check_binary,
    check_not_input,
    check_output,
    emit_format,
    read_text,
)
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import GridcraftError, ParseError

FORMATS = ("text", "svg", "json", "png", "pdf", "ipuz")
BLANKABLE = (*PICTURES, "ipuz")  # formats that --blank applies to
KINDS = ("auto", "fillin", "kenken")
DEFAULT_LIMIT = 2  # solutions: enough to tell a unique solution


@dataclass(frozen=True, slots=True)
class Kind:
    """What ``solve`` needs of a puzzle kind: its library functions, by role."""

    name: str
    solutions: Callable[..., Iterator[Any]]  # (puzzle, limit, *, budget, stats) -> grids
    text: Callable[[Any, Any], str]  # (puzzle, grid) -> text
    svg: Callable[[Any, Any], str]  # (puzzle, grid or None) -> SVG
    rows: Callable[[Any, Any], list[str]]  # (puzzle, grid) -> JSON rows
    ipuz: Callable[[Any, Any], str]  # (puzzle, grid or None) -> ipuz document


def _fillin() -> Kind:
    from gridcraft import fillin
    from gridcraft.formats import fillin_to_ipuz

    return Kind(
        "fillin",
        fillin.solutions,
        lambda puzzle, grid: fillin.to_text(grid),
        fillin.to_svg,
        lambda puzzle, grid: fillin.to_json_rows(grid),
        fillin_to_ipuz,
    )


def _kenken() -> Kind:
    from gridcraft import kenken
    from gridcraft.formats import kenken_to_ipuz

    return Kind(
        "kenken", kenken.solutions, kenken.render_text, kenken.render_svg, kenken.grid_rows, kenken_to_ipuz
    )


def add_solve(commands: argparse._SubParsersAction[_Parser]) -> None:
    """Add the ``solve`` sub-command to ``commands``."""
    p = commands.add_parser(
        "solve",
        help="solve a fill-in (Kriss Kross) or KenKen puzzle",
        description="Find the solutions of a fill-in (Kriss Kross) or KenKen puzzle; the kind is "
        "detected from the file (--kind forces it). By default the search stops at 2 solutions, "
        "enough to say whether the solution is unique.",
    )
    p.add_argument("puzzle", metavar="PUZZLE", help="puzzle file (UTF-8), or - for standard input")
    p.add_argument("--kind", choices=KINDS, default="auto", help="puzzle kind (default: detected)")
    add_from_option(p)
    limits = p.add_mutually_exclusive_group()
    limits.add_argument("--limit", type=_positive, metavar="N", help="stop after N solutions (default 2)")
    limits.add_argument("--all", action="store_true", help="find every solution")
    p.add_argument("--time-limit", type=_seconds, metavar="S", help="stop after S seconds (default: none)")
    p.add_argument("--format", choices=FORMATS, default="text", help="output format (default text)")
    p.add_argument(
        "--blank", action="store_true", help="with --format svg, png, pdf or ipuz: the empty puzzle"
    )
    p.add_argument("--stats", action="store_true", help="print search statistics to stderr")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (whole or not at all), not stdout")
    p.set_defaults(run=cmd_solve)


def add_from_option(p: argparse.ArgumentParser) -> None:
    """``--from gridcraft|kkck``: the input layout of a fill-in puzzle (``args.source_format``)."""
    p.add_argument(
        "--from",
        dest="source_format",
        choices=("gridcraft", "kkck"),
        default="gridcraft",
        help="input layout of a fill-in puzzle: gridcraft's (default) or kkck's (# white, space block)",
    )


def cmd_solve(args: argparse.Namespace) -> int:
    """Run ``gridcraft solve``; returns the exit code.

    Raises:
        CommandError: bad usage, unreadable input, unwritable output, or a puzzle that cannot be
            solved as written (exit 2).
        ParseError: a bad puzzle file.
    """
    if args.blank and args.format not in BLANKABLE:
        raise CommandError(f"{ARGS}:0:0: --blank needs --format svg, png, pdf or ipuz")
    if args.source_format == "kkck" and args.kind == "kenken":
        raise CommandError(f"{ARGS}:0:0: --from kkck reads fill-in puzzles, not KenKen")
    source = "<stdin>" if args.puzzle == "-" else args.puzzle
    text = read_text(args.puzzle)
    kind, puzzle = _read_puzzle(text, source, args)
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    check_binary(args.format, target)
    limit = None if args.all else DEFAULT_LIMIT if args.limit is None else args.limit
    stats = SearchStats()
    found: list[Any] = []
    try:
        with StatusProgress.for_stderr() as progress:

            def show(nodes: int) -> None:
                progress.update(f"searching: {nodes:,} nodes, {len(found)} solutions")

            budget = Budget(time_limit=args.time_limit, progress=show)
            for grid in kind.solutions(puzzle, limit, budget=budget, stats=stats):
                found.append(grid)  # noqa: PERF402 (the progress line reads len(found) meanwhile)
    except ParseError:
        raise
    except GridcraftError as e:  # InvalidPuzzle: the library's checks of a puzzle built by hand
        raise CommandError(f"{source}:0:0: {e}") from None
    if args.stats:
        print(
            f"nodes {stats.nodes}, backtracks {stats.backtracks}, propagation passes {stats.propagations}, "
            f"seconds {stats.seconds:.4f}",
            file=sys.stderr,
        )
    if found or args.blank or args.format == "json":  # JSON says count 0 as well
        emit_format(_render(kind, puzzle, found, args, stats), args.format, target)
    if not found and not stats.complete:
        raise CommandError(
            f"{source}:0:0: time limit of {args.time_limit:g} s ran out after {stats.nodes:,} nodes "
            "before any solution was found",
            EXIT_BUDGET,
        )
    print(summary(found, stats, limit), file=sys.stderr)
    return EXIT_OK if found else EXIT_NONE


def _read_puzzle(text: str, source: str, args: argparse.Namespace) -> tuple[Kind, Any]:
    name, puzzle = read_puzzle(text, source, args.kind, args.source_format)
    if name == "crisscross":  # an ipuz layout is solved as the fill-in puzzle it makes
        from gridcraft import fillin
        from gridcraft.formats import layout_fillin

        return _fillin(), fillin.parse(layout_fillin(puzzle), source)
    return (_kenken() if name == "kenken" else _fillin()), puzzle


def looks_like_json(text: str) -> bool:
    """True when ``text`` starts like JSON (``{``, ``[``) or JSONP (``ipuz(``): read it as ipuz,
    whose reader says what is wrong with a JSON file that is not an ipuz puzzle."""
    return text.lstrip("\ufeff \t\r\n").startswith(("{", "[", "ipuz("))


def read_puzzle(
    text: str, source: str, kind: str = "auto", source_format: str = "gridcraft"
) -> tuple[str, Any]:
    """Read a puzzle file: ``(kind, puzzle)`` with ``kind`` one of ``fillin``, ``kenken`` or (an
    ipuz file of a criss-cross layout) ``crisscross``. An ipuz file is recognised first; then a
    KenKen puzzle (``--kind auto``); else a fill-in puzzle, in kkck's layout with ``--from kkck``.

    Raises:
        ParseError: a bad puzzle.
        CommandError: an ipuz file whose kind is not ``kind``.
    """
    from gridcraft.formats import read_ipuz

    if source_format != "kkck" and looks_like_json(text):
        found = read_ipuz(text, source)
        wanted = {"fillin": ("fillin", "crisscross"), "kenken": ("kenken",)}.get(kind)
        if wanted and found.kind not in wanted:
            raise CommandError(f"{source}:0:0: the ipuz file holds a {found.kind} puzzle, not {kind}")
        return found.kind, found.puzzle
    if kind == "auto":
        from gridcraft import kenken

        kind = "fillin" if source_format == "kkck" or not kenken.looks_like(text) else "kenken"
    if kind == "kenken":
        from gridcraft import kenken

        return "kenken", kenken.parse(text, source)
    from gridcraft import fillin

    read = fillin.parse_kkck if source_format == "kkck" else fillin.parse
    return "fillin", read(text, source)


def _render(kind: Kind, puzzle: Any, found: list[Any], args: argparse.Namespace, stats: SearchStats) -> str:
    if args.format in PICTURES:
        return kind.svg(puzzle, None if args.blank or not found else found[0])
    if args.format == "ipuz":  # one solution per file: the first
        return kind.ipuz(puzzle, None if args.blank or not found else found[0])
    if args.format == "json":
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


def summary(found: list[Any], stats: SearchStats, limit: int | None) -> str:
    """One line on the result, e.g. ``unique (search complete), 1 node``."""
    n = len(found)
    nodes = f"{stats.nodes:,} node{'s' * (stats.nodes != 1)}"
    if stats.complete:
        what = {0: "no solution", 1: "unique"}.get(n, f"{n} solutions")
        return f"{what} (search complete), {nodes}"
    if stats.budget_exhausted:
        return f"{n} solution{'s' * (n != 1)} found before the time limit (search incomplete), {nodes}"
    if n == 1:
        return f"1 solution found, stopped at --limit 1: uniqueness not checked (search incomplete), {nodes}"
    return f"{n} solutions found, stopped at --limit {limit}: not unique (search incomplete), {nodes}"


__all__ = ["EXIT_INPUT", "add_solve", "cmd_solve", "summary"]
