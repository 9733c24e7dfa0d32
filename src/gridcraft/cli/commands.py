"""The commands of the ``gridcraft`` command line: the argument parser and one run (see
:mod:`gridcraft.cli` for the exit codes and the shape of error lines)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from gridcraft import __version__
from gridcraft.cli.args import Parser
from gridcraft.cli.book import add_book
from gridcraft.cli.fill import add_fill
from gridcraft.cli.generate import add_generate
from gridcraft.cli.grade import add_grade
from gridcraft.cli.hint import add_hint
from gridcraft.cli.make import add_make
from gridcraft.cli.packet import add_packet
from gridcraft.cli.play import add_play
from gridcraft.cli.report import failure
from gridcraft.cli.serve import add_serve
from gridcraft.cli.sheet import add_print
from gridcraft.cli.solve import add_solve
from gridcraft.errors import GridcraftError
from gridcraft.outcome import (
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    INTERRUPTED_LINE,
    Failure,
    internal_error,
    one_line,
)

__all__ = ["build_parser", "run"]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser: one sub-parser per command (``generate``, ``solve``, ``print``)."""
    parser = Parser(prog="gridcraft", description="Generate and solve grid puzzles.")
    parser.add_argument("--version", action="version", version=f"gridcraft {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_generate(commands)
    add_solve(commands)
    add_print(commands)
    add_play(commands)
    add_make(commands)
    add_packet(commands)
    add_fill(commands)
    add_book(commands)
    add_grade(commands)
    add_hint(commands)
    add_serve(commands)
    parser.commands = tuple(commands.choices)  # type: ignore[attr-defined]  # named in usage errors
    return parser


def run(argv: Sequence[str] | None) -> int:
    """Parse and run one command; every failure becomes one line on stderr and its exit code (an
    unexpected exception, a bug, too: exit 70)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        parser = build_parser()
        parser.argv = argv  # type: ignore[attr-defined]  # a usage error names the command's --help
        if not argv:  # no command: how to use gridcraft, then the usage error as its last line
            print(parser.format_help(), file=sys.stderr)
        args = parser.parse_args(argv)
        code: int = args.run(args)
        return code
    except SystemExit as e:  # --help, --version
        return e.code if isinstance(e.code, int) else EXIT_OK
    except GridcraftError as e:  # a located error carries its place; anything else is about the input
        found = e if isinstance(e, Failure) else failure(e, "<input>")
        print(one_line(str(found)), file=sys.stderr)
        return found.code
    except KeyboardInterrupt:
        print(INTERRUPTED_LINE, file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as e:  # noqa: BLE001 (a bug: one line that names it, not a traceback)
        print(internal_error(e), file=sys.stderr)
        return EXIT_INTERNAL
