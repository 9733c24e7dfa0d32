"""A layout as it is handed out to a class (``generate`` and ``print``): a crossword's answers in a
word bank (``--word-bank``), and letters given away to make it easier (``--reveal N``,
``--reveal-cells R,C;R,C``), through the word maker's table."""

from __future__ import annotations

import argparse
import re

from gridcraft.cli.report import failure
from gridcraft.errors import GridcraftError
from gridcraft.kinds import word_maker
from gridcraft.outcome import ARGS, Failure
from gridcraft.words import Entry

Cell = tuple[int, int]  # (row, col), 0-based


def add_handout_options(p: argparse.ArgumentParser) -> None:
    """``--word-bank``, ``--reveal N`` and ``--reveal-cells R,C;R,C``."""
    p.add_argument(
        "--word-bank",
        action="store_true",
        help="a crossword: list its answers in alphabetical order under the clues (for younger solvers)",
    )
    p.add_argument(
        "--reveal",
        type=letters,
        default=0,
        metavar="N",
        help="give N letters away, spread over the entries (one each while an entry has none), "
        "chosen by --seed",
    )
    p.add_argument(
        "--reveal-cells",
        type=reveal_cells,
        default=(),
        metavar="R,C;R,C",
        help="give the letters of these cells (row and column counted from 1, cells separated by ;)",
    )


def letters(value: str) -> int:
    """A ``--reveal`` value: a whole number, 0 or more.

    Raises:
        argparse.ArgumentTypeError: anything else.
    """
    if not re.fullmatch(r"\s*\d+\s*", value):
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of letters (0 or more)")
    return int(value)


def reveal_cells(value: str) -> tuple[Cell, ...]:
    """A ``--reveal-cells`` value: ``row,column`` pairs counted from 1, separated by ``;``
    (``3,4;5,1``), as 0-based cells.

    Raises:
        argparse.ArgumentTypeError: a part that is not two whole numbers from 1, naming it.
    """
    cells = []
    for part in (p.strip() for p in value.split(";")):
        if not part:
            continue
        found = re.fullmatch(r"(\d+)\s*,\s*(\d+)", part)
        row, col = (int(found.group(1)), int(found.group(2))) if found else (0, 0)
        if row < 1 or col < 1:
            raise argparse.ArgumentTypeError(
                f"{part!r} is not a cell: give its row and column counted from 1, such as 3,4"
            )
        cells.append((row - 1, col - 1))
    if not cells:
        raise argparse.ArgumentTypeError("give one cell or more, such as 3,4;5,1")
    return tuple(cells)


def asked(args: argparse.Namespace) -> bool:
    """Whether the command line asks for a word bank or letters given away."""
    return bool(args.word_bank or args.reveal or args.reveal_cells)


def check_handout(args: argparse.Namespace, entries: list[Entry]) -> None:
    """Refuse, before the search, a word bank for a list without clues.

    Raises:
        Failure: the usage error.
    """
    if args.word_bank and not any(e.clue for e in entries):
        raise Failure(
            "--word-bank lists a crossword's answers: these words have no clues, and the puzzle lists "
            "them already"
        )


def handed_out(layout: object, args: argparse.Namespace) -> object:
    """``layout`` as the options hand it out (see :meth:`gridcraft.kinds.WordMaker.handed_out`).

    Raises:
        Failure: a word bank without clues, a cell without a letter, more letters than are left.
    """
    if not asked(args):
        return layout
    try:
        return word_maker()[1].handed_out(
            layout, word_bank=args.word_bank, reveal=args.reveal, cells=args.reveal_cells, seed=args.seed
        )
    except GridcraftError as e:
        raise failure(e, ARGS) from None


def handout_note(args: argparse.Namespace) -> str:
    """What the summary line adds: ``; a word bank; 4 letters given away`` (``""``: nothing asked)."""
    note = "; a word bank" if args.word_bank else ""
    n = args.reveal + len(args.reveal_cells)
    return note + (f"; {n} letter{'s' * (n != 1)} given away" if n else "")
