"""The criss-cross kind's entry in the registry (see :mod:`gridcraft.kinds`).

Its input is a word list, which the generator turns into a layout; a layout read from an ipuz
file is solved as the fill-in puzzle it makes (:func:`~gridcraft.crisscross.write.blank_puzzle`).
"""

from __future__ import annotations

from dataclasses import replace

from gridcraft import fillin
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.write import blank_puzzle, caps, is_clued, listing, to_svg, to_text
from gridcraft.draw import Drawing, Groups
from gridcraft.words import Entry, entries_from_strings, parse_word_list


class CrissCrossKind:
    """Criss-cross layouts: every word of a list placed once, interlocking, in the smallest box."""

    name = "crisscross"
    title = "criss-cross"
    input = "words"  # the --kind value of its input: a word list
    dialects: tuple[str, ...] = ("gridcraft",)
    solver = False  # it makes layouts (gridcraft.crisscross.generate); it does not solve them

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

    def solvable(self, puzzle: Layout) -> tuple[fillin.FillinKind, fillin.FillinPuzzle]:
        """The fill-in puzzle the layout makes, to be solved as one."""
        return fillin.KIND, blank_puzzle(puzzle)

    def text(self, puzzle: Layout, grid: object = None) -> str:
        return to_text(puzzle)

    def svg(self, puzzle: Layout, grid: object = None) -> Drawing:
        return to_svg(puzzle, blank=grid is None)

    def sheet_parts(
        self, puzzle: Layout, solution: object = None, lang: str | None = None
    ) -> tuple[Drawing, str, Groups | None, Drawing]:
        """Page 1: the empty grid (every empty cell of the box grey, so that no white hole looks
        like a cell to fill) and its word list, or for a clued layout its numbered cells and the
        Across and Down clues; page 2: the filled grid. Captions in ``lang`` (default: the language
        of the words)."""
        names = caps(puzzle, lang)
        if is_clued(puzzle):
            caption = names.crossword
        else:
            caption = names.crisscross.format(n=len(puzzle.placements))
        page1 = to_svg(puzzle, blank=True, word_list=False, blocks=True)
        return page1, caption, listing(puzzle, lang), to_svg(puzzle, blocks=True)

    def solution_title(self, lang: str | None, puzzle: Layout) -> str:
        """The caption of the solution page."""
        return caps(puzzle, lang).solution


KIND = CrissCrossKind()
