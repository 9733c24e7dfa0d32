"""A word list made into a layout on the command line (``generate`` and ``print``): reading the
entries, refusing before the search what the output cannot show, and the search with its progress;
and the layout a file already holds, which ``generate`` keeps."""

from __future__ import annotations

import argparse
from typing import Any

from gridcraft.cli.progress import EXIT_RESERVE, StatusProgress, describe
from gridcraft.cli.report import FONT_OTHER, failure
from gridcraft.documents import entries_refused
from gridcraft.engine import Budget, clock_cut_warning
from gridcraft.errors import GridcraftError, MissingFont
from gridcraft.formats.ipuz import Credits, looks_like_ipuz
from gridcraft.kinds import read_container, read_words_and_credits, word_maker
from gridcraft.outcome import Failure
from gridcraft.words import Entry, check_clues


def read_entries(text: str, source: str, args: argparse.Namespace) -> tuple[list[Entry], Credits]:
    """The word list of ``text`` (or of a layout's file), every entry with a clue when some have
    one, unless ``--clues optional``; and the file's credits (an ipuz file's title, author and
    copyright; empty for a word list).

    Raises:
        ParseError: a bad word list, or an entry without a clue in a clued list.
    """
    entries, credits = read_words_and_credits(text, source, lang=args.lang, fold_accents=args.fold_accents)
    if args.clues == "required":
        check_clues(entries, source)
    return entries, credits


def kept_layout(text: str, source: str) -> tuple[Any, Credits] | None:
    """The layout a file holds, with the file's credits: an ipuz or ``.puz`` crossword read as
    one (a filled grid's crossword, another program's clued crossword, a layout's ipuz) or a
    layout's JSON. A file that already holds a grid is written as it is, never laid out again;
    ``None`` for a word list or a puzzle of another kind (a fill-in puzzle's words are laid out).

    Raises:
        ParseError: a bad JSON or ipuz file.
    """
    if not looks_like_ipuz(text):
        return None
    found = read_container(text, source)
    return (found.puzzle, found.credits) if found.kind is word_maker()[0] else None


def refuse_entries(fmt: str, entries: list[Entry], source: str, *, other: str = FONT_OTHER) -> None:
    """Refuse, before the search, an entry that format ``fmt`` cannot show (a letter outside
    Latin-1 in ``.puz``, a letter no installed font draws in PNG and PDF), at its line and column;
    ``other``: the way round a missing font (another format) that the command offers.

    Raises:
        Failure: at the first such entry.
    """
    found = entries_refused(fmt, entries)
    if found is not None:
        entry, error = found
        raise Failure(
            f"{error}{other if isinstance(error, MissingFont) else ''}", source, entry.line, entry.column
        )


def cut_lines(layout: Any) -> list[str]:
    """The warning line of a layout whose search the time limit cut before its node budget was
    spent (the layout then depends on the machine's speed), or none."""
    nodes = word_maker()[1].clock_cut(layout)
    return [] if nodes is None else [clock_cut_warning(nodes)]


def make_layout(entries: list[Entry], source: str, args: argparse.Namespace) -> tuple[Any, bool]:
    """Run the word-list maker with the options of ``args`` (the generator options every command
    that makes a layout has: ``--time-limit``, ``--nodes``, ``--quiet``, ``--seed``,
    ``--max-aspect``, ``--max-width``, ``--max-height``, ``--givens``),
    showing progress on a terminal: the layout, and whether an interrupt cut the search short (the
    layout is then the best so far). The time limit covers the whole command.

    Raises:
        Failure: no layout exists (exit 1), the time ran out first (exit 3), or the words and
            limits cannot make a puzzle (exit 2).
        KeyboardInterrupt: an interrupt before any layout was found.
    """
    layout = None
    try:
        with StatusProgress.for_stderr(args.quiet) as progress:
            budget = Budget.for_command(
                args.time_limit,
                node_limit=args.nodes,
                progress=lambda e: progress.update(describe(e), found=e.best is not None),
                reserve=EXIT_RESERVE,
            )
            for layout in word_maker()[1].layouts(
                entries,
                budget=budget,
                seed=args.seed,
                max_aspect=args.max_aspect,
                max_width=args.max_width,
                max_height=args.max_height,
                givens=args.givens,
            ):
                pass
    except KeyboardInterrupt:
        if layout is None:
            raise
        return word_maker()[1].interrupted(layout), True
    except GridcraftError as e:
        raise failure(e, source) from None
    assert layout is not None
    return layout, False
