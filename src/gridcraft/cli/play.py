"""``gridcraft play``: a puzzle of any kind as one HTML file to solve on a screen (the player).

The input is a puzzle of any kind, or a word list (a layout is made first), as for ``print``. The
file works offline, from ``file://`` or in an iframe; ``--no-check``, ``--no-reveal`` and
``--check-only`` choose what it offers.
"""

from __future__ import annotations

import argparse
import sys

from gridcraft.cli.args import Commands, Parser, source_name, text
from gridcraft.cli.output import emit
from gridcraft.cli.ready import add_input_options, read_ready
from gridcraft.cli.report import failure
from gridcraft.documents import play_file
from gridcraft.errors import GridcraftError
from gridcraft.outcome import EXIT_OK, Failure
from gridcraft.outputs import WriteOptions


def add_play(commands: Commands[Parser]) -> None:
    """Add the ``play`` sub-command to ``commands``."""
    p = commands.add_parser(
        "play",
        help="one HTML file to solve the puzzle on a screen",
        description="Make the player: one self-contained HTML file (no request of any kind) in which "
        "the puzzle is solved on a screen, with check, reveal, explained hints, a timer and progress "
        "kept in the browser. A word list gets a criss-cross layout generated first.",
    )
    p.add_argument(
        "puzzle", metavar="PUZZLE_OR_WORDS", help="puzzle or word-list file, or - for standard input"
    )
    p.add_argument("-o", "--output", metavar="FILE", help="the HTML file (whole or not at all); else stdout")
    p.add_argument("--title", metavar="T", type=text, help="the heading (default: the file's, or the kind)")
    p.add_argument("--no-check", dest="check", action="store_false", help="leave Check out")
    p.add_argument("--no-reveal", dest="reveal", action="store_false", help="leave Reveal out")
    p.add_argument(
        "--check-only",
        action="store_true",
        help="keep no answers in the file, only a salted hash per entry: Check works, Reveal and hints do not",
    )
    add_input_options(p)
    p.set_defaults(run=run_play)


def run_play(args: argparse.Namespace) -> int:
    """Run ``gridcraft play``; returns the exit code.

    Raises:
        Failure: bad usage or input, no solution (exit 1), the time ran out (exit 3), an
            unwritable output. ParseError: a bad puzzle or word list.
    """
    if args.check_only and not args.check:
        raise Failure("--check-only keeps only what Check needs: it cannot go with --no-check")
    ready = read_ready(args, "html")
    options = WriteOptions(
        lang=args.lang,
        title=ready.title,
        author=ready.author,
        check=args.check,
        reveal=args.reveal and not args.check_only,
        check_only=args.check_only,
    )
    try:
        document = play_file(ready.kind, ready.puzzle, ready.solution, options)
    except GridcraftError as e:
        raise failure(e, source_name(args.puzzle)) from None
    emit(document, ready.target)
    size = len(document.encode("utf-8"))
    offers = [name for name, on in (("check", args.check), ("reveal", options.reveal)) if on]
    if args.check_only:
        offers = ["check (hashes only)"]
    print(
        f"{ready.made}{ready.name} player: {size / 1024:.0f} KB; {', '.join(offers) or 'no check, no reveal'}",
        file=sys.stderr,
    )
    return EXIT_OK
