"""Word search: make a grid in which each listed word is found exactly once (and no offensive word
anywhere), find words in a grid, read and write the text file, draw it, write JSON and ipuz.

Glossary::

    Cell = tuple[int, int]                       # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[str | None, ...], ...]    # rows of cells: one grapheme cluster, upper-case;
                                                 # None where a shaped grid has no cell
    Placement(word, start, direction)            # start: the cell of the word's first letter in its
                                                 # reading order; direction: a name of DIRECTIONS

>>> puzzle = make(["CAT", "DOG", "EMU"], directions="easy", seed=1)
>>> [find(puzzle.grid, [w], puzzle.directions).found[w] == (p,) for w, p in zip(puzzle.words, puzzle.placements)]
[True, True, True]
>>> parse(dumps(puzzle)) == puzzle
True
"""

from gridcraft.wordsearch.find import Findings, find, offensive_in, offensive_words, problems
from gridcraft.wordsearch.make import make, read_mask, word_directions
from gridcraft.wordsearch.model import (
    DIRECTIONS,
    PRESETS,
    VECTORS,
    Cell,
    Grid,
    NoFit,
    Placement,
    WordConflict,
    WordSearch,
    resolve_directions,
)
from gridcraft.wordsearch.render import render_svg
from gridcraft.wordsearch.text import dumps, looks_like, parse
from gridcraft.wordsearch.kind import KIND, WordSearchKind
from gridcraft.wordsearch.write import IPUZ_KIND, render_text, to_ipuz, to_json

__all__ = [
    "DIRECTIONS",
    "IPUZ_KIND",
    "KIND",
    "PRESETS",
    "VECTORS",
    "Cell",
    "Findings",
    "Grid",
    "NoFit",
    "Placement",
    "WordConflict",
    "WordSearch",
    "WordSearchKind",
    "dumps",
    "find",
    "looks_like",
    "make",
    "offensive_in",
    "offensive_words",
    "parse",
    "problems",
    "read_mask",
    "render_svg",
    "render_text",
    "resolve_directions",
    "to_ipuz",
    "to_json",
    "word_directions",
]
