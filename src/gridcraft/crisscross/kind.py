"""The criss-cross kind's entry in the registry (see :mod:`gridcraft.kinds`).

Its input is a word list, which the generator turns into a layout; a layout read from an ipuz
file is solved as the fill-in puzzle it makes (:func:`~gridcraft.crisscross.write.blank_puzzle`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from gridcraft import fillin
from gridcraft.crisscross.ipuz import IPUZ
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.layout_json import is_layout, layout_of, to_json
from gridcraft.crisscross.level import level
from gridcraft.crisscross.maker import MAKER, LayoutMaker
from gridcraft.crisscross.play import play_model
from gridcraft.crisscross.puz import puz_losses, to_puz
from gridcraft.crisscross.summary import layout_summary
from gridcraft.crisscross.write import blank_puzzle, caps, is_clued, listing, to_svg, to_text
from gridcraft.draw import Drawing, Groups
from gridcraft.formats.puz import PuzForm
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel, languages
from gridcraft.words import Entry, entries_from_strings, parse_word_list


def _fillin(layout: Layout, solution: object, options: WriteOptions) -> str:
    unsure = "answers not counted" in layout.info.note  # the check did not run to its end
    notes = ("answers not counted: it may have more than one",) if unsure else ()
    return fillin.dumps(blank_puzzle(layout), notes)


#: a layout's own output formats (the registry adds PNG, PDF, ipuz, .puz, the player and the sheet)
FORMATS: Mapping[str, Format[Layout, object]] = MappingProxyType(
    {
        "text": Format(
            "text", "txt", TEXT, lambda lay, s, o: to_text(lay, o.lang), description="the grid as text"
        ),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda lay, s, o: to_svg(lay, blank=o.blank, lang=o.lang).document(),
            picture=True,
            description="a picture: the solution, or the empty grid beside its word list",
        ),
        "json": Format(
            "json", "json", "application/json", lambda lay, s, o: to_json(lay), description="the layout"
        ),
        fillin.KIND.name: Format(
            fillin.KIND.name,
            "txt",
            TEXT,
            _fillin,
            description="the empty grid and word list as a fill-in puzzle",
        ),
    }
)


class CrissCrossKind:
    """Criss-cross layouts: every word of a list placed once, interlocking, in the smallest box."""

    name = "crisscross"
    title = "criss-cross"
    input = "words"  # the --kind value of its input: a word list
    dialects: tuple[str, ...] = ("gridcraft",)
    solver = False  # it makes layouts (gridcraft.crisscross.generate); it does not solve them
    help = Help(
        reads="a word list (one entry per line or separated by commas, clues after a tab or a colon), "
        "a layout's JSON, or an ipuz or .puz crossword"
    )
    formats = FORMATS
    ipuz = IPUZ  # a crossword
    puz = PuzForm(to_puz, losses=puz_losses)
    #: its own JSON document (``generate --format json``): recognised, and read back
    json_reader = (is_layout, layout_of)
    maker = None  # its puzzles are made by a search from a word list (word_maker)
    word_maker: LayoutMaker = MAKER
    argument = None

    def looks_like(self, text: str) -> bool:
        """Any text may be a word list: the kind tried last."""
        return True

    def parse(
        self,
        text: str,
        source: str = "<string>",
        dialect: str = "gridcraft",
        *,
        lang: str | None = None,
        fold_accents: bool = False,
    ) -> list[Entry]:
        """The word list of ``text``, capitals in ``lang`` (see :func:`gridcraft.words.parse_word_list`).

        Raises:
            ParseError: a bad entry, a repeated word or an empty list.
        """
        return parse_word_list(text, source=source, lang=lang, fold_accents=fold_accents)

    def default_title(self, puzzle: Layout, lang: str | None = None) -> str:
        """A word-list puzzle's or a crossword's title in ``lang`` (default: the words' language)."""
        return caps(puzzle, lang).titles[is_clued(puzzle)]

    def words(self, puzzle: Layout) -> list[Entry]:
        """The layout's entries, in word-list order."""
        entries = entries_from_strings([p.entry for p in puzzle.placements])
        return [replace(e, clue=p.clue) for e, p in zip(entries, puzzle.placements, strict=True)]

    def play(self, puzzle: Layout, solution: object, title: str, lang: str | None = None) -> PlayModel:
        """The layout as the player shows it (see :mod:`gridcraft.crisscross.play`): a layout is its
        own solution."""
        texts = [t for p in puzzle.placements for t in (p.entry, p.clue)]
        return play_model(puzzle, title, *languages(texts, lang))

    def solvable(self, puzzle: Layout) -> tuple[fillin.FillinKind, fillin.FillinPuzzle]:
        """The fill-in puzzle the layout makes, to be solved as one."""
        return fillin.KIND, blank_puzzle(puzzle)

    def summary(self, puzzle: Layout) -> str:
        """The summary line of a layout (see :func:`gridcraft.crisscross.summary.layout_summary`)."""
        return layout_summary(puzzle)

    def text(self, puzzle: Layout, grid: object = None) -> str:
        return to_text(puzzle)

    def svg(self, puzzle: Layout, grid: object = None) -> Drawing:
        return to_svg(puzzle, blank=grid is None)

    def sheet_parts(
        self, puzzle: Layout, solution: object = None, lang: str | None = None
    ) -> tuple[Drawing, str, Groups | None, Drawing]:
        """Page 1: the empty grid (every empty cell of the box grey, so that no white hole looks
        like a cell to fill) and its word list, or for a clued layout its numbered cells and the
        Across and Down clues (and its word bank, when it has one); page 2: the filled grid.
        Captions in ``lang`` (default: the language of the words); a crossword file's notes follow
        page 1's caption, and its measured level (``Level: medium``, see
        :mod:`gridcraft.crisscross.level`) is the caption's second line."""
        names = caps(puzzle, lang)
        if is_clued(puzzle):
            caption = names.crossword
        else:
            caption = names.crisscross.format(n=len(puzzle.placements))
        if puzzle.notes:  # a crossword file's notes, under the title with the caption
            caption = f"{caption} \u2014 {' '.join(puzzle.notes.split())}"
        caption = f"{caption}\n{names.level_line(level(puzzle).grade)}"
        page1 = to_svg(puzzle, blank=True, word_list=False, blocks=True)
        return page1, caption, listing(puzzle, lang), to_svg(puzzle, blocks=True)

    def solution_title(self, lang: str | None, puzzle: Layout) -> str:
        """The caption of the solution page."""
        return caps(puzzle, lang).solution


KIND = CrissCrossKind()
