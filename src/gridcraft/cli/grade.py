"""``gridcraft grade``: a puzzle's grade as its kind grades it (KenKen: as Simon Tatham's Keen
grades it), with the deductions used, for every kind of the registry whose table has a grader (its
help names them, from their tables)."""

from __future__ import annotations

import argparse
import json

from gridcraft.cli.args import Commands, Parser, add_output_option
from gridcraft.cli.helps import grade_help
from gridcraft.cli.io import check_not_input, check_output, read_puzzle_input
from gridcraft.cli.output import emit
from gridcraft.formats.ipuz import looks_like_ipuz
from gridcraft.kinds import detect, grade, graders, read_puzzle
from gridcraft.outcome import EXIT_INPUT, EXIT_NONE, EXIT_OK, Failure


def add_grade(commands: Commands[Parser]) -> None:
    """Add the ``grade`` sub-command to ``commands``."""
    line, description, puzzle = grade_help()
    p = commands.add_parser("grade", help=line, description=description)
    p.add_argument("puzzle", metavar="PUZZLE", help=puzzle)
    p.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    add_output_option(p)
    p.set_defaults(run=run_grade)


def run_grade(args: argparse.Namespace) -> int:
    """Run ``gridcraft grade``; returns the exit code (1: no solution, or several; 2: bad input,
    or not a kind that is graded).

    Raises:
        Failure: unreadable input or unwritable output.
        ParseError: a bad puzzle, or a puzzle of another kind.
    """
    source, text = read_puzzle_input(args.puzzle)
    graded = graders()
    names = " or ".join(f"{k.title} puzzles" for k in graded)
    if looks_like_ipuz(text):  # ipuz or gridcraft's JSON: the file says its kind
        found = read_puzzle(text, source)
        kind, puzzle = found.kind.solvable(found.puzzle)
        if kind not in graded:
            raise Failure(f"grade reads {names}; this is a {kind.title} puzzle", source)
    else:
        kind = next((k for k in graded if k.looks_like(text)), graded[0])
        if not text.strip():
            raise Failure(f"grade reads {names}; this file is empty", source)
        if not kind.looks_like(text):
            other = detect(text)
            what = "a word list" if not other.solver else f"a {other.title} puzzle"
            raise Failure(f"grade reads {names}; this looks like {what}", source)
        _, puzzle, _ = read_puzzle(text, source, kind)
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    label, is_graded, solutions, counts = grade(kind, puzzle)
    if not is_graded:
        raise Failure(
            f"not graded: the puzzle has {label}", source, code=EXIT_INPUT if solutions is None else EXIT_NONE
        )
    if args.format == "json":
        emit(json.dumps({"grade": label, "deductions": counts}, indent=2) + "\n", target)
    else:
        width = max((len(name) for name in counts), default=0)  # a full grid needs none
        emit(label + "\n" + "".join(f"  {name:<{width}}  {n}\n" for name, n in counts.items()), target)
    return EXIT_OK
