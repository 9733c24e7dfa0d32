"""``gridcraft packet WORDS -o packet.pdf``: one word list, one packet for a class (see
:mod:`gridcraft.packet`): a crossword (clued when the list has clues, else a word-list
criss-cross), a word search and a fill-in of the same words as one PDF, the puzzles first and the
keys at the end; ``--versions N`` makes each puzzle in N versions, A to Z.

The crossword's layout is searched as ``generate`` searches it (``--seed``, ``--nodes``,
``--time-limit``, progress on stderr); an interrupt leaves nothing written (exit 130).
"""

from __future__ import annotations

import argparse

from gridcraft.cli.args import (
    Commands,
    Parser,
    add_clues_option,
    add_generator_options,
    add_givens_option,
    add_lang_option,
    add_output_option,
    source_name,
    text,
)
from gridcraft.cli.io import check_binary, check_not_input, check_output, read_text
from gridcraft.cli.layouts import cut_lines, make_layout, read_entries, refuse_entries
from gridcraft.cli.output import emit_bytes
from gridcraft.cli.report import failure, finish
from gridcraft.cli.versions import add_versions_option, sheet_pdf
from gridcraft.draw import PAPERS
from gridcraft.errors import GridcraftError
from gridcraft.kinds import word_maker
from gridcraft.outcome import EXIT_OK, Failure, Outcome
from gridcraft.packet import assemble, pages, refused


def add_packet(commands: Commands[Parser]) -> None:
    """Add the ``packet`` sub-command to ``commands``."""
    p = commands.add_parser(
        "packet",
        help="one word list, one packet: a crossword, a word search and a fill-in as one PDF",
        description="Make a packet for a class from one word list: a crossword (clued when the list has "
        "clues, else a word-list criss-cross), a word search and a fill-in of other layout, as one PDF: the "
        "puzzles first, each with a line for the name and the date, then their keys.",
    )
    p.add_argument("words", metavar="WORDS", help="word-list file (UTF-8), or - for standard input")
    add_output_option(p, "the PDF file (whole or not at all); else stdout")
    p.add_argument("--title", metavar="T", type=text, help="the packet's title, before each puzzle's name")
    p.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="paper size (default a4)")
    add_versions_option(p, "each puzzle")
    add_generator_options(p, "seconds to lay out the crossword")
    add_givens_option(p)
    add_clues_option(p)
    add_lang_option(p)
    p.set_defaults(run=run_packet, max_width=None, max_height=None)


def run_packet(args: argparse.Namespace) -> int:
    """Run ``gridcraft packet``; returns the exit code.

    Raises:
        Failure: bad usage or input, a list the packet's puzzles refuse, no layout (exit 1), the
            time ran out (exit 3), an unwritable output.
        ParseError: a bad word list.
    """
    target = check_output(args.output)
    check_not_input(args.words, target)
    check_binary("pdf", target, "packet (a PDF)")
    source = source_name(args.words)
    entries, _ = read_entries(read_text(args.words), source, args)
    refuse_entries("sheet", entries, source, other="")  # a letter no font draws
    try:
        why = refused(entries)
    except GridcraftError as e:  # a maker of word lists refuses the list (a word inside another)
        raise failure(e, source) from None
    if why is not None:
        raise Failure(why, source)
    layout, interrupted = make_layout(entries, source, args)
    if interrupted:  # a packet is written whole or not at all
        raise KeyboardInterrupt
    settings = {"max_aspect": args.max_aspect, "givens": args.givens}
    try:
        packet = assemble(
            entries,
            layout,
            args.versions or 1,
            seed=args.seed,
            title=args.title or "",
            lang=args.lang,
            settings=settings,
        )
    except GridcraftError as e:  # a version not made within its maker's budget
        raise failure(e, source) from None
    drawn, front = pages(packet, paper=args.paper, lang=args.lang)
    emit_bytes(sheet_pdf(drawn, args.title or ""), target)
    names = ", ".join(part.kind.default_title(part.puzzle, "en").lower() for part in packet.sets[0])
    sets = len(packet.sets)
    versions = f" in {sets} versions" if sets > 1 else ""
    lines = [
        word_maker()[1].summary(layout),
        *cut_lines(layout),
        *packet.warnings,
        f"packet: {names}{versions}; {front} pages of puzzles, {len(drawn) - front} of keys, {args.paper}",
    ]
    return finish(Outcome(lines, EXIT_OK))
