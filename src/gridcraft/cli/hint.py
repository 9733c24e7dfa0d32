"""``gridcraft hint``: the next step of a solve of any solved kind of the registry, in plain words
(and, for ``solve --explain``, every step). A picture (SVG, PNG, PDF) shows the sentence under the
grid, and says it on stderr. Its help names the kinds it serves, from their tables."""

from __future__ import annotations

import argparse
import sys

from gridcraft.cli.args import (
    Commands,
    Parser,
    add_format_option,
    add_from_option,
    add_output_option,
    output_format,
)
from gridcraft.cli.explained import read_explained
from gridcraft.cli.helps import hint_help
from gridcraft.cli.io import check_binary, check_not_input, check_output
from gridcraft.cli.output import emit, emit_written
from gridcraft.cli.report import failure
from gridcraft.documents import convert_picture
from gridcraft.draw import captioned
from gridcraft.errors import GridcraftError
from gridcraft.outcome import ARGS, EXIT_OK

FORMATS = {"text": "txt", "svg": "svg", "png": "png", "pdf": "pdf"}  # a hint's text, or its picture


def add_hint(commands: Commands[Parser]) -> None:
    """Add the ``hint`` sub-command to ``commands``."""
    line, description, state = hint_help()
    p = commands.add_parser("hint", help=line, description=description)
    p.add_argument("puzzle", metavar="PUZZLE", help="puzzle file, or - for standard input")
    p.add_argument("--state", metavar="STATE", help=state)
    add_from_option(p)
    add_format_option(
        p, FORMATS, "text (default), or a picture with the cells marked (or as -o's extension says)"
    )
    p.set_defaults(format_choices=FORMATS)
    add_output_option(p)
    p.set_defaults(run=run_hint)


def run_hint(args: argparse.Namespace) -> int:
    """Run ``gridcraft hint``; returns the exit code.

    Raises:
        Failure: bad input, a wrong entry in the state, a full grid, an unwritable output.
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
        drawing = explained.solver.hint_svg(explained.puzzle, explained.state, hint)
        emit_written(picture(captioned(drawing, hint.text).document(), args.format), target)
        print(hint.text, file=sys.stderr)  # the picture's sentence, said
    return EXIT_OK


def picture(document: str, fmt: str) -> str | bytes:
    """An SVG ``document`` as ``fmt`` (``svg``, ``png`` or ``pdf``).

    Raises:
        Failure: a letter no installed font draws, or no converter.
    """
    try:
        return convert_picture(document, fmt)
    except GridcraftError as e:
        raise failure(e, ARGS) from None
