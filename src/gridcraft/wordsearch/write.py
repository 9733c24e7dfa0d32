"""Word-search writers: the grid as text, the JSON document, and the ipuz file. Each takes a
:class:`~gridcraft.wordsearch.model.WordSearch` and returns a value; none does I/O.

Source of the ipuz layout: the ipuz specification v2 (http://ipuz.org), the Word Search kind
``http://ipuz.org/wordsearch#1``: ``dimensions``, ``puzzle`` (the letters, CrosswordValues,
``null`` for an omitted cell), ``solution`` (each word and its cells as a GroupSpec),
``showanswers``, ``zigzag``, ``retrace`` and ``useall``. ``dictionary`` (the spec allows a name
or ``false``) is left out: absent, only the listed words count, and the ``ipuz`` package (1.x)
refuses ``false``.
"""

from __future__ import annotations

from typing import Any

from gridcraft.formats.ipuz import EXT_KIND, WORDSEARCH, Credits, dump, header, xy
from gridcraft.words import cell_code, grid_lines
from gridcraft.wordsearch.level import level
from gridcraft.wordsearch.model import WordSearch

NAME = "wordsearch"  # the kind's name in documents
IPUZ_KIND = WORDSEARCH
FILLER = "\u00b7"  # a leftover cell in the solution's text: a middle dot
LRO, PDF = "\u202d", "\u202c"  # a right-to-left grid's row is shown in grid order
EXT_DIRECTIONS = "org.gridcraft:directions"
EXT_MESSAGE = "org.gridcraft:message"


def render_text(puzzle: WordSearch, *, solution: bool = False) -> str:
    """The grid as text, one line per row, cells separated by single spaces (two columns per cell
    when the grid holds East Asian wide letters), a cell the shape leaves out as a space; with
    ``solution``, only the words' letters, each other cell as ``·``. Rows of a right-to-left grid
    are wrapped in a left-to-right override so that a terminal shows them in grid order. Then a
    blank line and the words, one per line. Ends in a newline."""
    used = {cell for cells in puzzle.cells_of().values() for cell in cells}
    rows = []
    for r, row in enumerate(puzzle.grid):
        shown = []
        for c, x in enumerate(row):
            if x is None:
                shown.append(" ")
            elif solution and (r, c) not in used:
                shown.append(FILLER)
            else:
                shown.append(x)
        rows.append(shown)
    lines = [
        _row(line, puzzle.rtl)
        for line in grid_lines(["".join(" " if x == " " else cell_code(x) for x in row) for row in rows])
    ]
    return "\n".join([*lines, "", *puzzle.words]) + "\n"


def _row(line: str, rtl: bool) -> str:
    return f"{LRO}{line}{PDF}" if rtl and line else line


def to_json(puzzle: WordSearch) -> dict[str, Any]:
    """The puzzle as a JSON document (stable keys)::

        {"kind": "wordsearch", "width": W, "height": H, "directions": [...],
         "grid": [[cell or null, ...], ...], "words": [...],
         "placements": [{"word": ..., "row": r, "col": c, "direction": ..., "cells": [[r, c], ...]}],
         "message": text or null, "level": {"grade": ..., "score": ..., "measures": {...}}}

    Rows and columns are 0-based; a placement's cells are in the word's reading order; ``level``
    is the puzzle's measured level (see :mod:`gridcraft.wordsearch.level`).
    """
    cells_of = puzzle.cells_of()
    return {
        "kind": NAME,
        "width": puzzle.width,
        "height": puzzle.height,
        "directions": list(puzzle.directions),
        "grid": [list(row) for row in puzzle.grid],
        "words": list(puzzle.words),
        "placements": [
            {
                "word": p.word,
                "row": p.start[0],
                "col": p.start[1],
                "direction": p.direction,
                "cells": [list(cell) for cell in cells_of[p.word]],
            }
            for p in puzzle.placements
        ],
        "message": puzzle.message,
        "level": level(puzzle).to_json(),
    }


def ipuz_body(puzzle: WordSearch) -> dict[str, Any]:
    """The fields of ``puzzle`` after the ipuz container's envelope (see the module docstring).

    ``solution`` maps each word (as written) to ``{"cells": [[x, y], ...]}``, ipuz coordinates
    ``[column, row]`` counted from 1 as gridcraft's other ipuz files write them, in the word's
    reading order. ``showanswers`` ``"during"``, ``zigzag`` and ``retrace`` ``false``, ``useall``
    true when a message fills the leftover cells. The extension fields ``org.gridcraft:directions``
    and ``org.gridcraft:message`` keep what ipuz has no field for.
    """
    cells_of = puzzle.cells_of()
    doc: dict[str, Any] = {
        "dimensions": {"width": puzzle.width, "height": puzzle.height},
        "puzzle": [list(row) for row in puzzle.grid],
        "solution": {w: {"cells": [xy(cell) for cell in cells_of[w]]} for w in puzzle.words},
        "showanswers": "during",
        "zigzag": False,
        "retrace": False,
        "useall": puzzle.message is not None,
        EXT_KIND: NAME,
        EXT_DIRECTIONS: list(puzzle.directions),
    }
    if puzzle.message is not None:
        doc[EXT_MESSAGE] = puzzle.message
    return doc


def to_ipuz(puzzle: WordSearch, *, title: str = "", author: str = "", copyright: str = "") -> str:
    """The puzzle as an ipuz Word Search (see :func:`ipuz_body`), JSON text ending in a newline,
    titled ``Word search`` unless ``title`` is given."""
    credits = Credits(title, author, copyright)
    return dump(header(IPUZ_KIND, credits, "Word search") | ipuz_body(puzzle))
