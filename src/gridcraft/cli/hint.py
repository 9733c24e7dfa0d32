"""``gridcraft hint``: the next step of a fill-in or KenKen solve, in plain words (and, for
``solve --explain``, every step)."""

from __future__ import annotations

import argparse
import itertools
from typing import Any

from gridcraft.cli.args import (
    Commands,
    Parser,
    add_format_option,
    add_from_option,
    add_output_option,
    output_format,
    source_name,
)
from gridcraft.cli.io import check_binary, check_not_input, check_output, read_text
from gridcraft.cli.outcome import EXIT_OK, CommandError, located
from gridcraft.cli.output import emit, emit_drawing
from gridcraft.engine import Hint
from gridcraft.errors import GridcraftError, WrongEntry
from gridcraft.formats.ipuz import looks_like_ipuz
from gridcraft.kinds import DEFAULT_DIALECT, SOLVERS, SolverKind, dialect_kind, read_puzzle, read_words

FORMATS = ("text", "svg", "png", "pdf")


def add_hint(commands: Commands[Parser]) -> None:
    """Add the ``hint`` sub-command to ``commands``."""
    p = commands.add_parser(
        "hint",
        help="the next step of a fill-in or KenKen solve, explained",
        description="Say the next deduction of a fill-in or KenKen puzzle in plain words, with the cells "
        "it involves, from the empty grid or from a partly filled one (--state).",
    )
    p.add_argument("puzzle", metavar="PUZZLE", help="puzzle file, or - for standard input")
    p.add_argument(
        "--state",
        metavar="STATE",
        help="a partly filled grid, in the puzzle's own spelling "
        "(KenKen: n rows of digits, . for empty; fill-in: the grid with letters written in)",
    )
    add_from_option(p)
    add_format_option(
        p, FORMATS, "text (default), or a picture with the cells marked (or as -o's extension says)"
    )
    p.set_defaults(format_choices=FORMATS)
    add_output_option(p)
    p.set_defaults(run=run_hint)


class Explained:
    """A puzzle and a partly filled grid of it, read from the command line's files."""

    def __init__(self, solver: SolverKind, puzzle: Any, source: str, state_path: str | None) -> None:
        self.solver, self.puzzle, self.source = solver, puzzle, source
        self.state_source = source_name(state_path) if state_path else None
        self.state_text = read_text(state_path) if state_path else None
        self.state = (
            None
            if self.state_text is None
            else solver.read_state(puzzle, self.state_text, self.state_source or "")
        )

    def hints(self, limit: int | None = None) -> list[Hint]:
        """The steps from the state to the solution (the first ``limit`` of them; ``None``: all).

        Raises:
            CommandError: no solution or several (about the puzzle), or a wrong entry of the state
                (at its line and column).
        """
        try:
            return list(itertools.islice(self.solver.explain(self.puzzle, self.state), limit))
        except WrongEntry as e:
            assert self.state_text is not None
            line, column = self.solver.entry_position(self.puzzle, self.state_text, e.cell)
            raise CommandError(f"{self.state_source}:{line}:{column}: {e}") from None
        except GridcraftError as e:
            raise located(e, self.source) from None


def read_explained(path: str, state_path: str | None, dialect: str = DEFAULT_DIALECT) -> Explained:
    """The puzzle of file ``path`` (any kind that is solved; a layout: its fill-in puzzle) and the
    state of ``state_path``.

    Raises:
        CommandError: unreadable files. ParseError: a bad puzzle or state.
    """
    source = source_name(path)
    text = read_text(path)
    if (
        dialect == DEFAULT_DIALECT
        and not looks_like_ipuz(text)
        and not any(k.looks_like(text) for k in SOLVERS)
    ):
        refuse_word_list(text, source)
    found = read_puzzle(text, source, dialect_kind(dialect), dialect)
    try:
        solver, puzzle = found.kind.solvable(found.puzzle)
    except GridcraftError as e:  # a right-to-left layout makes no fill-in puzzle
        raise located(e, source) from None
    return Explained(solver, puzzle, source, state_path)


def refuse_word_list(text: str, source: str) -> None:
    """Say so when ``text``, which no solver kind reads, is a word list: ``generate`` makes a
    puzzle of it (otherwise the kinds' parsers say what is wrong).

    Raises:
        CommandError: ``text`` is a word list.
    """
    if any(line.strip() and set(line.strip()) <= set("# ") for line in text.splitlines()):
        return  # a grid of '#' (kkck's layout): the fill-in parser says more
    try:
        words = read_words(text, source)
    except GridcraftError:
        return
    if len(words) < 2:
        return
    raise CommandError(
        f"{source}:0:0: this is a word list ({len(words)} words), not a puzzle: "
        f"gridcraft generate {source} makes a puzzle of it"
    )


def run_hint(args: argparse.Namespace) -> int:
    """Run ``gridcraft hint``; returns the exit code.

    Raises:
        CommandError: bad input, a wrong entry in the state, a full grid, an unwritable output.
    """
    args.format = output_format(args)
    explained = read_explained(args.puzzle, args.state, args.source_format)
    target = check_output(args.output)
    check_not_input(args.puzzle, target)
    check_binary(args.format, target)
    hints = explained.hints(1)  # only the next step is needed
    if not hints:
        emit("The grid is full and right: nothing is left to deduce.\n", target)
        return EXIT_OK
    hint = hints[0]
    if args.format == "text":
        emit(hint.text + "\n", target)
    else:
        emit_drawing(explained.solver.hint_svg(explained.puzzle, explained.state, hint), args.format, target)
    return EXIT_OK
