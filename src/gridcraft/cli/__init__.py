"""The ``gridcraft`` command line: a thin layer of argparse, file reading and printing.

Exit codes: 0 a result was found; 1 proven: no layout or no solution; 2 bad input or usage; 3 the
time budget ran out before any result; 70 an internal error; 130 interrupted. Every error is one
line on stderr, ``FILE:LINE:COL: message`` (line and column 0 when the whole file is at fault; the
file is ``<command line>`` for usage errors, ``<example NAME>`` for a bundled word list and
``<stdout>`` when standard output cannot be written); an internal error (an unexpected exception:
a bug) is ``gridcraft: internal error: TYPE: message (please report this)``, never a traceback.
One module per command; the exit codes and summaries come from :mod:`gridcraft.outcome`.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Sequence
from typing import Any

from gridcraft.outcome import EXIT_INTERRUPTED, INTERRUPTED_LINE

__all__ = ["build_parser", "main"]


def _terminated(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # unwind, so that search workers are stopped with the main process


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); returns the exit code.
    Without arguments it prints its help and the usage error on stderr (exit 2). The commands are
    loaded here, once SIGTERM is turned into an interrupt: an interrupt while they load ends the
    command like any other (one line, exit 130)."""
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        try:
            from gridcraft.engine.budget import command_entered

            command_entered()  # a time limit counts from here (or the process's start, when just begun)
            from gridcraft.cli.commands import run
        except KeyboardInterrupt:
            print(INTERRUPTED_LINE, file=sys.stderr)
            return EXIT_INTERRUPTED
        return run(argv)
    finally:
        signal.signal(signal.SIGTERM, previous)


def __getattr__(name: str) -> Any:
    """``build_parser``, loaded with the commands when first asked for."""
    if name == "build_parser":
        from gridcraft.cli.commands import build_parser

        return build_parser
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
