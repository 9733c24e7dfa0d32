"""Every output format of every kind in one table: a kind's own formats (``KIND.formats``) and
the ones all kinds share, made here from its table: PNG and PDF of its SVG picture, its ipuz and
``.puz`` files where it has those forms (``KIND.ipuz``, ``KIND.puz``: the kind's body in the
container of :mod:`gridcraft.formats`), a crossword's ``.jpz`` and ``.xd`` files beside its
``.puz`` (its ipuz crossword converted), the player and the printed sheet.

A format name means one thing in every front end: ``svg``, ``png`` and ``pdf`` are the picture
(the solution, or the empty puzzle with ``blank``); ``sheet`` is the printable PDF of ``gridcraft
print`` (page 1 the puzzle, page 2 its solution).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from gridcraft import printing
from gridcraft.draw import missing_glyph, svg_to_pdf, svg_to_png
from gridcraft.errors import GridcraftError, InvalidPuzzle, MissingFont
from gridcraft.formats.ipuz import CROSSWORD, Credits, Document, IpuzForm, write_document
from gridcraft.formats.jpz import ipuz_to_jpz
from gridcraft.formats.puz import PuzForm, entries_problem
from gridcraft.formats.xd import ipuz_to_xd
from gridcraft.kinds import Kind, filler, read_ipuz
from gridcraft.outputs import TEXT, Format, WriteOptions, Written
from gridcraft.player import PlayOptions, PlayStep, player_html
from gridcraft.words import Entry, shown

_TEXT = re.compile(r">([^<]+)</text>")


def refuse_undrawn(document: str) -> None:
    """Refuse an SVG ``document`` showing letters that no installed font draws (cairo would draw
    boxes in PNG and PDF).

    Raises:
        MissingFont: such a letter, with the Debian package of a font that has it.
    """
    found = missing_glyph(_TEXT.findall(document))
    if found is not None:
        raise MissingFont(*found)


def convert_picture(document: str, fmt: str) -> Written:
    """An SVG ``document`` as picture format ``fmt``: ``svg`` (itself), ``png`` or ``pdf``.

    Raises:
        MissingFont: a letter no installed font draws. ConverterMissing: no cairo.
    """
    if fmt == "svg":
        return document
    refuse_undrawn(document)
    return svg_to_png(document) if fmt == "png" else svg_to_pdf(document)


def _converted(
    svg: Format[Any, Any], convert: Callable[[str], bytes]
) -> Callable[[Any, Any, WriteOptions], bytes]:
    def write(puzzle: Any, solution: Any, options: WriteOptions) -> bytes:
        document = svg.write(puzzle, solution, options)
        assert isinstance(document, str)
        refuse_undrawn(document)
        return convert(document)

    return write


def _credits(options: WriteOptions) -> Credits:
    return Credits(options.title, options.author, options.copyright)


def _ipuz(form: IpuzForm[Any, Any]) -> Callable[[Any, Any, WriteOptions], str]:
    def write(puzzle: Any, solution: Any, options: WriteOptions) -> str:
        return write_document(form, puzzle, None if options.blank else solution, _credits(options))

    return write


def _puz(form: PuzForm[Any]) -> Callable[[Any, Any, WriteOptions], bytes]:
    def write(puzzle: Any, solution: Any, options: WriteOptions) -> bytes:
        data = form.write(puzzle, _credits(options))
        for line in form.losses(puzzle):  # what the file could not hold, said as it is written
            print(f"gridcraft: {line}", file=sys.stderr)
        return data

    return write


def _from_ipuz(
    form: IpuzForm[Any, Any], convert: Callable[[Document], str]
) -> Callable[[Any, Any, WriteOptions], str]:
    """A writer of another crossword file (``.jpz``, ``.xd``): the kind's ipuz crossword, converted."""

    def write(puzzle: Any, solution: Any, options: WriteOptions) -> str:
        return convert(json.loads(write_document(form, puzzle, solution, _credits(options))))

    return write


def _sheet(kind: Kind) -> Callable[[Any, Any, WriteOptions], bytes]:
    def write(puzzle: Any, solution: Any, options: WriteOptions) -> bytes:
        title = options.title or kind.default_title(puzzle, options.lang)
        pages = printing.sheet(
            kind, puzzle, solution, paper=options.paper, title=title, lang=options.lang, key=not options.blank
        )
        for page in pages:
            refuse_undrawn(page.document())
        return printing.sheet_pdf(pages, title=title, author=options.author)

    return write


def explained_steps(kind: Kind, puzzle: Any) -> tuple[tuple[PlayStep, ...], str]:
    """The explained steps of ``puzzle`` from its empty grid (a layout: its fill-in puzzle's), and
    why there are none (``""``: there are): no solution, several, or a kind without steps."""
    try:
        solver, solvable = kind.solvable(puzzle)
        hints = list(solver.explain(solvable, None))
    except GridcraftError as e:  # several solutions, or a right-to-left layout (no fill-in puzzle)
        return (), f"No hints for this puzzle: {e}."
    steps = tuple(
        PlayStep(shown(h.text), h.cells, tuple((cell, shown(str(v))) for cell, v in h.placed)) for h in hints
    )
    return steps, ""


def play_file(kind: Kind, puzzle: Any, solution: Any, options: WriteOptions) -> str:
    """The player file of ``puzzle`` solved by ``solution`` (see :mod:`gridcraft.player`): the
    kind's model, its explained steps (not in a check-only file), the options' title (default:
    the kind's) and what it offers."""
    title = options.title or kind.default_title(puzzle, options.lang)
    model = kind.play(puzzle, solution, title, options.lang)
    if (
        not options.check_only and model.mode != "clued"
    ):  # a crossword's hint is a letter, not the fill-in's steps
        steps, note = explained_steps(kind, puzzle)
        model = replace(model, steps=steps, hint_note=note)
    return player_html(model, PlayOptions(options.check, options.reveal, options.check_only))


def formats_of(kind: Kind) -> dict[str, Format[Any, Any]]:
    """The output formats of ``kind``'s puzzles, by name: its own, then PNG and PDF (of its SVG),
    ipuz and ``.puz`` (where its table has those forms), ``.jpz`` and ``.xd`` (a crossword's, where
    it has a ``.puz`` form), the player (``html``) and ``sheet``, in that order (the first with an
    extension is the one ``-o FILE.EXT`` means)."""
    found: dict[str, Format[Any, Any]] = dict(kind.formats)
    svg = found.get("svg")
    if svg is not None:
        found["png"] = Format(
            "png",
            "png",
            "image/png",
            _converted(svg, svg_to_png),
            picture=True,
            description="the picture as PNG",
        )
        found["pdf"] = Format(
            "pdf",
            "pdf",
            "application/pdf",
            _converted(svg, svg_to_pdf),
            picture=True,
            description="the picture as PDF",
        )
    if kind.ipuz is not None:
        found["ipuz"] = Format(
            "ipuz",
            "ipuz",
            "application/json",
            _ipuz(kind.ipuz),
            credited=True,
            description=kind.ipuz.description,
        )
    if kind.puz is not None:
        found["puz"] = Format(
            "puz",
            "puz",
            "application/octet-stream",
            _puz(kind.puz),
            credited=True,
            description=kind.puz.description,
            shows="puzzle",
        )
    crossword = kind.ipuz is not None and kind.ipuz.kind == CROSSWORD
    if kind.puz is not None and kind.ipuz is not None and crossword:  # the other crossword files
        for name, media, convert, description in (
            ("jpz", "text/xml; charset=utf-8", ipuz_to_jpz, "a Crossword Compiler .jpz file"),
            ("xd", TEXT, ipuz_to_xd, "an .xd crossword (the text of public crossword archives)"),
        ):
            found[name] = Format(
                name,
                name,
                media,
                _from_ipuz(kind.ipuz, convert),
                credited=True,
                description=description,
                shows="puzzle",
            )
    found["html"] = Format(
        "html",
        "html",
        "text/html; charset=utf-8",
        lambda p, s, o: play_file(kind, p, s, o),
        credited=True,
        description="the player: one HTML file to solve the puzzle on a screen",
        shows="solution" if kind.solver else "either",
    )
    found["sheet"] = Format(
        "sheet",
        "pdf",
        "application/pdf",
        _sheet(kind),
        credited=True,
        description="the printable sheet: the puzzle, then its solution",
    )
    return found


def entries_refused(fmt: str, entries: list[Entry]) -> tuple[Entry, GridcraftError] | None:
    """The first entry of a word list that output format ``fmt`` cannot show, and why, found before
    any search: letters outside Latin-1 in a ``.puz`` file (InvalidPuzzle), letters no installed
    font draws in PNG and PDF (MissingFont: cairo draws a box for a missing letter)."""
    for entry in entries:
        if fmt == "puz":
            found = entries_problem([entry])
            if found is not None:
                ch = found[1]
                where = (
                    f"in {entry.text!r}"
                    if ch not in entry.clue or ch in entry.text
                    else f"in the clue of {entry.text!r}"
                )
                return entry, InvalidPuzzle(f".puz files hold Latin-1 text only, not {ch!r} ({where})")
        elif fmt in ("png", "pdf", "sheet"):
            glyph = missing_glyph([entry.text, entry.clue])
            if glyph is not None:
                ch, package = glyph
                return entry, MissingFont(ch, package, f" (in {entry.text!r})")
    return None


def written_bytes(data: Written) -> bytes:
    """What a writer returned, as the bytes of a file (text as UTF-8)."""
    return data.encode("utf-8") if isinstance(data, str) else data


def crossword_written(text: str, fmt: str, lang: str | None = None) -> Written:
    """An ipuz crossword's text (a fill's, :meth:`gridcraft.record.Filler.crossword`) in format
    ``fmt``: the text itself for ``ipuz``; else the crossword as every ipuz crossword is read (its
    kind's format ``fmt``: the ``.puz`` file, the sheet, the player, the pictures), titled as the
    ipuz is.

    Raises:
        InvalidPuzzle: the grid reads back as no crossword (white cells in several pieces, an
            entry twice); GridcraftError: what the format's writer raises (a letter no font
            draws, a ``.puz`` of letters Latin-1 lacks).
    """
    if fmt == "ipuz":
        return text
    crossword = read_ipuz(text, "<crossword>")
    if crossword.kind is filler()[0]:  # read back as a fill-in puzzle: its runs make no layout
        raise InvalidPuzzle(
            "the filled grid makes no crossword to print or play: its white cells must be one piece "
            "and its entries all different (ipuz writes it)"
        )
    options = WriteOptions(title=crossword.credits.title, lang=lang)
    return formats_of(crossword.kind)[fmt].write(crossword.puzzle, crossword.solution, options)
