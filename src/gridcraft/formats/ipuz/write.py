"""ipuz writers: fill-in puzzles and criss-cross layouts as crosswords, KenKen as a sudoku with cages.

Each writer takes a model and returns the file's text (JSON, UTF-8 letters kept, a trailing
newline); none does I/O. Source: the ipuz specification v2 (http://ipuz.org): the crossword kind
(``dimensions``, ``puzzle`` of LabeledCells, ``solution`` of CrosswordValues, ``clues``) and the
sudoku kind (``puzzle`` of SudokuGivens, ``solution``, ``cages`` of CalcSpecs).
"""

from __future__ import annotations

import html
from typing import Any

from gridcraft import crisscross, fillin, kenken
from gridcraft.crisscross import ACROSS, Layout
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin import BLOCK as FILLIN_BLOCK
from gridcraft.fillin import EMPTY as FILLIN_EMPTY
from gridcraft.fillin import FillinPuzzle
from gridcraft.fillin import Grid as FillinGrid
from gridcraft.fillin import verify as verify_fillin
from gridcraft.formats.ipuz.common import (
    BLOCK,
    CRISSCROSS,
    CROSSWORD,
    EMPTY,
    EXT_CLUES,
    EXT_KIND,
    EXT_RTL,
    EXT_WORDS,
    FILLIN,
    ORIGIN,
    SUDOKU,
    VERSION,
    Credits,
    dump,
)
from gridcraft.grid import Cell, Direction, number_cells
from gridcraft.kenken import Grid as KenKenGrid
from gridcraft.kenken import KenKenPuzzle, Op
from gridcraft.kenken import verify as verify_kenken
from gridcraft.words import clue_enumeration, enumeration
from gridcraft.words import shown as shown_text

# The CalcSpec operators of the spec; a one-cell cage and a cage without an operation get none.
OPERATORS = {Op.ADD: "+", Op.SUB: "-", Op.MUL: "*", Op.DIV: "/"}
DIRECTIONS = {Direction.ACROSS: "Across", Direction.DOWN: "Down"}


def _header(kind: str, title: str, author: str = "", copyright: str = "") -> dict[str, Any]:
    doc = {"version": VERSION, "kind": [kind], "origin": ORIGIN, "title": title}
    return doc | ({"author": author} if author else {}) | ({"copyright": copyright} if copyright else {})


def fillin_to_ipuz(
    puzzle: FillinPuzzle,
    solution: FillinGrid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """A fill-in puzzle as an ipuz crossword (kind ``http://ipuz.org/crossword#1``).

    The grid is the crossword's ``puzzle``: ``"#"`` a block, a white cell its clue number or 0, a
    given letter ``{"cell": number, "value": letter}``. Each slot is a clue with empty text and its
    length as the enumeration (a fill-in puzzle does not say which word goes where). The word list
    is written twice: readable in ``intro`` (grouped by length, shown by crossword apps above the
    grid), and exactly, in list order, in the extension field ``org.gridcraft:words``;
    ``org.gridcraft:kind`` is ``"fillin"``. ``solution`` (when given) becomes the crossword's
    ``solution``, ``"#"`` for a block. ``title`` (default ``Fill-in puzzle``), ``author`` and
    ``copyright`` when given.

    Args:
        puzzle: the puzzle; cells are ``(row, col)``, 0-based.
        solution: ``puzzle.height`` strings of ``puzzle.width`` letters, a space for a block.

    Raises:
        InvalidPuzzle: ``solution`` does not solve ``puzzle`` (the message says why).
    """
    if solution is not None:
        broken = verify_fillin(puzzle, solution)
        if broken:
            raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    white = puzzle.white()
    numbers = number_cells(white, puzzle.height, puzzle.width)
    grid: list[list[Any]] = []
    for r, row in enumerate(puzzle.rows):
        cells: list[Any] = []
        for c, ch in enumerate(row):
            if ch == FILLIN_BLOCK:
                cells.append(BLOCK)
            elif ch == FILLIN_EMPTY:
                cells.append(numbers.get((r, c), EMPTY))
            else:
                cells.append({"cell": numbers.get((r, c), EMPTY), "value": shown_text(ch)})
        grid.append(cells)
    clues: dict[str, list[dict[str, Any]]] = {"Across": [], "Down": []}
    for slot in sorted(puzzle.slots, key=lambda s: (numbers[(s.row, s.col)], s.direction.value)):
        clue = {"number": numbers[(slot.row, slot.col)], "clue": "", "enumeration": str(slot.length)}
        clues[DIRECTIONS[slot.direction]].append(clue)
    doc = _header(CROSSWORD, title or "Fill-in puzzle", author, copyright)
    if puzzle.words:  # a grid still to fill (a fill of a region) has none
        doc["intro"] = _word_list_html([e.text for e in puzzle.words])
    doc |= {"block": BLOCK, "empty": EMPTY}
    doc["dimensions"] = {"width": puzzle.width, "height": puzzle.height}
    doc["puzzle"] = grid
    if solution is not None:
        doc["solution"] = [
            [BLOCK if ch in (" ", FILLIN_BLOCK) else shown_text(ch) for ch in row] for row in solution
        ]
    doc["clues"] = clues
    doc[EXT_KIND] = FILLIN.name
    doc[EXT_WORDS] = [e.text for e in puzzle.words]
    return dump(doc)


def _word_list_html(entries: list[str]) -> str:
    """``"Words: 3 letters: CAT, DOG; 4 letters: ..."``, HTML-escaped, shortest words first."""
    groups: dict[int, list[str]] = {}
    for text in entries:
        groups.setdefault(sum(ch.isalpha() for ch in text), []).append(text)
    parts = [f"{n} letters: {', '.join(sorted(groups[n]))}" for n in sorted(groups)]
    return html.escape("Words: " + "; ".join(parts), quote=False)


def layout_to_ipuz(layout: Layout, *, title: str = "", author: str = "", copyright: str = "") -> str:
    """A criss-cross layout as an ipuz crossword (kind ``http://ipuz.org/crossword#1``) that
    crossword apps open: ``puzzle`` with numbered cells (``null``, an omitted cell, where the
    layout has no letter, so that apps draw only the words; a given
    ``{"cell": number, "value": letter}``), ``title`` (default ``Criss-cross``), ``author`` and
    ``copyright`` when given,
    ``solution`` with every letter, and one clue per word under ``Across`` or ``Down`` whose text
    is the entry as written, with its ``answer`` (the placed letters) and ``enumeration``
    (``"3,5"`` for ``ICE CREAM``). A right-to-left layout is numbered right to left, each clue
    gives the ``location`` of its first letter (an across entry's rightmost cell), and
    ``org.gridcraft:rtl`` is true. The extension fields ``org.gridcraft:kind`` (``"crisscross"``) and
    ``org.gridcraft:words`` (the entries in word-list order) let :func:`read_ipuz` rebuild the
    :class:`Layout` exactly. A clued layout's clues are ``[number, "clue (enumeration)"]`` pairs,
    and ``org.gridcraft:clues`` holds them as written, in word-list order.

    Args:
        layout: a valid layout; placements are ``(row, col)`` 0-based from the top-left corner.
    """
    letters = layout.letters()
    numbers = number_cells(set(letters), layout.height, layout.width, rtl=layout.rtl)
    shown = set(layout.givens)

    def cell(r: int, c: int) -> Any:
        if (r, c) not in letters:
            return None  # outside the words: omitted
        number = numbers.get((r, c), EMPTY)
        return {"cell": number, "value": shown_text(letters[(r, c)])} if (r, c) in shown else number

    grid = [[cell(r, c) for c in range(layout.width)] for r in range(layout.height)]
    solution = [
        [shown_text(letters[(r, c)]) if (r, c) in letters else None for c in range(layout.width)]
        for r in range(layout.height)
    ]
    clued = any(p.clue for p in layout.placements)
    clues: dict[str, list[Any]] = {"Across": [], "Down": []}
    for p in sorted(layout.placements, key=lambda p: (numbers.get((p.row, p.col), 0), p.direction)):
        number = numbers.get((p.row, p.col), 0)
        if clued:  # a Clue object: the enumeration in its own field (the setter's when it adds up)
            text, enum = clue_enumeration(p.clue, p.entry)
            clue: Any = {"number": number, "clue": html.escape(text, quote=False), "enumeration": enum}
        else:  # a word-list puzzle: no clue gives its answer away; the words are in the intro
            clue = {
                "number": number,
                "clue": "",
                "answer": shown_text(p.word),
                "enumeration": enumeration(p.entry),
            }
        if layout.rtl:  # the first letter's cell: an across entry's rightmost
            clue["location"] = _xy((p.row, p.col))
        clues["Across" if p.direction == ACROSS else "Down"].append(clue)
    doc = _header(CROSSWORD, title or "Criss-cross", author, copyright)
    if not clued:
        doc["intro"] = _word_list_html([p.entry for p in layout.placements])
    doc |= {"block": BLOCK, "empty": EMPTY}
    doc["dimensions"] = {"width": layout.width, "height": layout.height}
    doc["puzzle"] = grid
    doc["solution"] = solution
    doc["clues"] = clues
    doc[EXT_KIND] = CRISSCROSS.name
    doc[EXT_WORDS] = [p.entry for p in layout.placements]
    if clued:
        doc[EXT_CLUES] = [p.clue for p in layout.placements]
    if layout.rtl:
        doc[EXT_RTL] = True
    return dump(doc)


def kenken_to_ipuz(
    puzzle: KenKenPuzzle,
    solution: KenKenGrid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """A KenKen puzzle as an ipuz sudoku with cages (kind ``http://ipuz.org/sudoku#1``).

    ``puzzle`` is ``n`` rows of ``n`` zeros (no givens), ``boxes`` false (no sudoku boxes),
    ``charset`` the digits 1..n when n <= 9, ``showoperators`` true unless every cage of two or more
    cells is given without its operation, and ``cageborder`` ``"thick"``.
    Each cage is a CalcSpec ``{"value": target, "operator": op, "cells": [[x, y], ...]}`` with
    ``op`` one of ``+ - * /`` (none for a one-cell cage or a cage given without an operation) and
    cells as ``[column, row]``, 1-based (``[1, 1]`` the top-left cell), in the order of
    ``cage.cells``. ``solution`` (when given) is written as ``n`` rows of ints. ``title`` (default
    ``KenKen``), ``author`` and ``copyright`` when given.

    Args:
        puzzle: the puzzle; cage cells are ``(row, col)``, 0-based.
        solution: ``n`` rows of ``n`` values in 1..n.

    Raises:
        InvalidPuzzle: ``solution`` does not solve ``puzzle`` (the message says why).
    """
    n = puzzle.size
    if solution is not None:
        broken = verify_kenken(puzzle, solution)
        if broken:
            raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    doc = _header(SUDOKU, title or "KenKen", author, copyright)
    if n <= 9:
        doc["charset"] = "123456789"[:n]
    shown = any(
        cage.op is not None for cage in puzzle.cages if len(cage.cells) > 1
    )  # not with hidden operations
    doc |= {"boxes": False, "showoperators": shown, "cageborder": "thick"}
    doc["puzzle"] = [[EMPTY] * n for _ in range(n)]
    for (r, c), v in puzzle.givens:  # digits printed in cells of larger cages
        doc["puzzle"][r][c] = v
    if solution is not None:
        doc["solution"] = [list(row) for row in solution]
    cages = []
    for cage in puzzle.cages:
        spec: dict[str, Any] = {"value": cage.target}
        if cage.op in OPERATORS:
            spec["operator"] = OPERATORS[cage.op]
        spec["cells"] = [_xy(cell) for cell in cage.cells]
        cages.append(spec)
    doc["cages"] = cages
    return dump(doc)


def _xy(cell: Cell) -> list[int]:
    """The ipuz coordinate ``[x, y]`` (column, row; 1-based) of a 0-based ``(row, col)`` cell."""
    return [cell[1] + 1, cell[0] + 1]


#: the kinds whose puzzles :func:`write_ipuz` writes, by name
IPUZ_KINDS = frozenset({crisscross.KIND.name, fillin.KIND.name, kenken.KIND.name})


def write_ipuz(
    puzzle: FillinPuzzle | Layout | KenKenPuzzle, solution: Any = None, credits: Credits | None = None
) -> str:
    """An ipuz document of any puzzle gridcraft reads or makes, with ``solution`` when given (a
    layout is its own solution) and the title, author and copyright of ``credits``:
    :func:`fillin_to_ipuz`, :func:`layout_to_ipuz` or :func:`kenken_to_ipuz`, by the puzzle's model.

    Raises:
        TypeError: ``puzzle`` is none of the three models.
        InvalidPuzzle: as the writer of its kind.
    """
    credits = credits or Credits()
    named = {"title": credits.title, "author": credits.author, "copyright": credits.copyright}
    if isinstance(puzzle, Layout):
        return layout_to_ipuz(puzzle, **named)
    if isinstance(puzzle, FillinPuzzle):
        return fillin_to_ipuz(puzzle, solution, **named)
    if isinstance(puzzle, KenKenPuzzle):
        return kenken_to_ipuz(puzzle, solution, **named)
    raise TypeError(f"no ipuz writer for {type(puzzle).__name__}")
