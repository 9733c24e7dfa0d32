"""The ``gridcraft`` command line: a thin layer of argparse, file reading and printing.

Exit codes: 0 a result was found; 1 proven: no layout or no solution; 2 bad input or usage; 3 the
time budget ran out before any result; 70 an internal error; 130 interrupted. Every error is one
line on stderr, ``FILE:LINE:COL: message`` (line and column 0 when the whole file is at fault; the
file is ``<command line>`` for usage errors, ``<example NAME>`` for a bundled word list and
``<stdout>`` when standard output cannot be written); an internal error (an unexpected exception:
a bug) is ``gridcraft: internal error: TYPE: message (please report this)``, never a traceback.
One module per command (``generate``, ``solve``, and ``sheet`` for ``print``); what happened
becomes the exit code in :mod:`gridcraft.cli.outcome`.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence

from gridcraft import __version__
from gridcraft.cli.args import Parser
from gridcraft.cli.generate import add_generate
from gridcraft.cli.grade import add_grade
from gridcraft.cli.hint import add_hint
from gridcraft.cli.make import add_make
from gridcraft.cli.outcome import (
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    INTERRUPTED_LINE,
    CommandError,
    exit_code,
    internal_error,
    located,
    one_line,
)
from gridcraft.cli.progress import command_entered
from gridcraft.cli.serve import add_serve
from gridcraft.cli.sheet import add_print
from gridcraft.cli.solve import add_solve
from gridcraft.errors import GridcraftError

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser: one sub-parser per command (``generate``, ``solve``, ``print``)."""
    parser = Parser(prog="gridcraft", description="Generate and solve grid puzzles.")
    parser.add_argument("--version", action="version", version=f"gridcraft {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_generate(commands)
    add_solve(commands)
    add_print(commands)
    add_make(commands)
    add_grade(commands)
    add_hint(commands)
    add_serve(commands)
    parser.commands = tuple(commands.choices)  # type: ignore[attr-defined]  # named in usage errors
    return parser


def _terminated(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # unwind, so that search workers are stopped with the main process


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); returns the exit code.
    Without arguments it prints its help and the usage error on stderr (exit 2)."""
    command_entered()  # a time limit counts from here (or from the process's start, when just begun)
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        return _run(argv)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run(argv: Sequence[str] | None) -> int:
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
    except CommandError as e:
        print(one_line(e.line), file=sys.stderr)
        return e.code
    except GridcraftError as e:  # ParseError carries its place; anything else is about the input
        print(one_line(located(e, "<input>").line), file=sys.stderr)
        return exit_code(e)
    except KeyboardInterrupt:
        print(INTERRUPTED_LINE, file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as e:  # noqa: BLE001 (a bug: one line that names it, not a traceback)
        print(internal_error(e), file=sys.stderr)
        return EXIT_INTERNAL
