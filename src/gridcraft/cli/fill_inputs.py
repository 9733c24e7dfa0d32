"""What ``gridcraft fill`` reads besides its grid: its settings' values (``--region``,
``--min-score``, a list's weight), its dictionaries combined (``--words FILE@W``, the built-in
list, ``--never``) and the clue list of ``--clues``."""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import NamedTuple

from gridcraft.cli.args import source_name
from gridcraft.cli.io import read_text
from gridcraft.dictionary import (
    SCORES,
    WEIGHTS,
    Dictionary,
    builtin_dictionary,
    combine,
    read_dictionary,
    read_never,
    weighted,
)
from gridcraft.errors import ParseError, located_line
from gridcraft.outcome import Failure
from gridcraft.words import Entry, parse_word_list, shown


def region(text: str) -> tuple[int, int, int, int]:
    """``--region`` value: two cells ``rRcC`` (1-based) as ``(top, left, bottom, right)``, 0-based."""
    found = re.fullmatch(r"\s*r(\d+)c(\d+)\s*:\s*r(\d+)c(\d+)\s*", text, re.IGNORECASE)
    if found is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not two cells such as r1c1:r5c5")
    r1, c1, r2, c2 = (int(x) - 1 for x in found.groups())
    if min(r1, c1, r2, c2) < 0:
        raise argparse.ArgumentTypeError(f"{text!r}: rows and columns count from 1")
    return min(r1, r2), min(c1, c2), max(r1, r2), max(c1, c2)


def score(text: str) -> int:
    """``--min-score`` value: a whole number from 0 to 100 (the scale of dictionary scores)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value not in SCORES:
        raise argparse.ArgumentTypeError(
            f"{value} is outside {SCORES.start} to {SCORES.stop - 1}, the scale of scores"
        )
    return value


def weight(text: str) -> float:
    """A dictionary's weight: a number from 0 to 10 that multiplies its scores."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not WEIGHTS[0] <= value <= WEIGHTS[1]:
        raise argparse.ArgumentTypeError(f"the weight {text} is outside {WEIGHTS[0]:g} to {WEIGHTS[1]:g}")
    return value


def weighted_file(text: str) -> tuple[str, float]:
    """``--words`` value: a file, with ``@W`` after it to weight its scores (a file whose own name
    ends so is read whole when it exists)."""
    path, at, tail = text.rpartition("@")
    if not at or os.path.exists(text):
        return text, 1.0
    if not re.fullmatch(r"\d+(\.\d*)?|\.\d+", tail):
        if os.path.exists(path):
            raise argparse.ArgumentTypeError(
                f"{tail!r} after @ is not a weight: write {path}@W, W a number from {WEIGHTS[0]:g} to {WEIGHTS[1]:g}"
            )
        return text, 1.0
    return path, weight(tail)


def dictionaries(args: argparse.Namespace) -> Dictionary:
    """The dictionaries of the command line, combined (see :func:`gridcraft.dictionary.combine`)."""
    if args.no_builtin and not args.words:
        raise Failure("--no-builtin leaves no dictionary: give one or more --words files")
    read = [
        read_dictionary(read_text(path), source_name(path), lang=args.lang, fold=args.fold_accents, weight=w)
        for path, w in args.words or ()
    ]
    if not args.no_builtin:
        own = builtin_dictionary()
        if args.builtin_weight != 1.0:
            own = Dictionary({e: weighted(s, args.builtin_weight) for e, s in own.scores.items()}, own.forms)
        read.append(own)
    never = frozenset().union(
        *(
            read_never(read_text(path), source_name(path), lang=args.lang, fold=args.fold_accents)
            for path in args.never or ()
        )
    )
    return combine(read, never)


class Clues(NamedTuple):
    """The clues of ``--clues FILE``: the file's name and its entries by their letters."""

    source: str
    entries: dict[str, Entry]


def read_clues(path: str, lang: str | None, fold: bool) -> Clues:
    """The clues of ``--clues FILE``: lines ``ENTRY: clue`` (or ``ENTRY<tab>clue``, or a
    ``word,clue`` table), entries read as every word list (``ice cream`` is ICECREAM; capitals in
    ``lang``, accents dropped with ``fold``).

    Raises:
        ParseError: a bad line, an entry without a clue, or an entry twice (at its line and column).
    """
    source = source_name(path)
    entries = parse_word_list(read_text(path), source=source, lang=lang, fold_accents=fold)
    for entry in entries:
        if not entry.clue:
            raise ParseError(
                f"{entry.text!r} has no clue: each line of a clue list is ENTRY: clue",
                entry.line,
                entry.column,
                source,
            )
    return Clues(source, {entry.letters: entry for entry in entries})


def warn_unused(clues: Clues, held: set[str]) -> None:
    """A warning line for each clue whose entry the fill does not hold (``held``: its entries, shown)."""
    for entry in clues.entries.values():
        if shown(entry.letters) not in held:
            message = f"warning: the fill has no entry {shown(entry.letters)}: its clue is not used"
            print(located_line(clues.source, message, entry.line, entry.column), file=sys.stderr)
