"""The parts of an ipuz crossword (``http://ipuz.org/crossword#1``) that every kind written as one
shares: its dimensions, its grid of LabeledCells, its solution's letters, its clues, gridcraft's
word list (``org.gridcraft:words``), and the word list an app shows above the grid. A fault is a
:class:`~gridcraft.errors.FieldError` naming the field, which the registry locates in the text.

Source: the ipuz specification v2 (http://ipuz.org): the crossword kind (``dimensions``,
``puzzle`` of LabeledCells, ``solution`` of CrosswordValues, ``clues``, ``block``, ``empty``).
"""

from __future__ import annotations

import html
import json
import unicodedata
from typing import Any

from gridcraft.errors import FieldError, ParseError
from gridcraft.formats.ipuz.common import EXT_WORDS, Document, as_int
from gridcraft.grid import ACROSS, DOWN, Cell, Direction
from gridcraft.words import (
    Entry,
    display_upper,
    encode,
    is_letter,
    letter_language,
    make_entry,
    setters_enumeration,
)

#: the clue lists' names of each direction
DIRECTIONS = {Direction.ACROSS: "Across", Direction.DOWN: "Down"}


def dimensions(doc: Document) -> tuple[int, int]:
    """``(width, height)`` of the ``dimensions`` field.

    Raises:
        FieldError: not two positive whole numbers.
    """
    dims = doc.get("dimensions")
    if not isinstance(dims, dict):
        raise FieldError("dimensions", "must be {'width': W, 'height': H}")
    size: list[int] = []
    for key in ("width", "height"):
        value = as_int(dims.get(key))
        if value is None or value < 1:
            raise FieldError("dimensions", f"{key} must be a positive integer, not {dims.get(key)!r}")
        size.append(value)
    return size[0], size[1]


def crossword_grid(doc: Document, width: int, height: int, block: Any) -> list[str]:
    """``puzzle`` as fill-in rows: ``#`` a block (the block value or null), ``.`` a white cell, a
    letter a given (a LabeledCell's ``value``).

    Raises:
        FieldError: a grid of another size, or a cell that is not a LabeledCell.
    """
    grid = grid_field(doc, "puzzle", width, height)
    rows = []
    for r, cells in enumerate(grid):
        row = []
        for c, cell in enumerate(cells):
            label, given = (
                (cell.get("cell", 0), cell.get("value")) if isinstance(cell, dict) else (cell, None)
            )
            if label is None or label == block or label == "#":
                row.append("#")
            elif isinstance(label, (dict, list, bool)):
                raise FieldError("puzzle", f"cell ({r}, {c}) holds {cell!r}, not a LabeledCell")
            elif given in (None, "", 0, "0"):
                row.append(".")
            else:
                row.append(letter(given, "puzzle", (r, c)))
        rows.append("".join(row))
    return rows


def crossword_solution(doc: Document, rows: list[str], block: Any, empty: Any) -> dict[Cell, str]:
    """The letters of ``solution`` (cells with no letter, the ``empty`` value, left out), checked
    against the grid.

    Raises:
        FieldError: a grid of another size, a block where the grid has a white cell (or the other
            way round), a cell that is not one letter, or a letter that differs from a given.
    """
    grid = grid_field(doc, "solution", len(rows[0]), len(rows))
    letters: dict[Cell, str] = {}
    for r, cells in enumerate(grid):
        for c, cell in enumerate(cells):
            value = cell.get("value") if isinstance(cell, dict) else cell
            is_block = value is None or value == block or value == "#"
            if is_block != (rows[r][c] == "#"):
                what = "a block" if rows[r][c] == "#" else "a white cell"
                written = json.dumps(value, ensure_ascii=False)
                raise FieldError(
                    "solution", f"cell r{r + 1}c{c + 1} holds {written} but 'puzzle' has {what} there"
                )
            if not is_block and value not in (0, "0", "", empty):
                letters[(r, c)] = letter(value, "solution", (r, c))
                if rows[r][c] not in ".#" and rows[r][c] != letters[(r, c)]:
                    raise FieldError(
                        "solution", f"cell r{r + 1}c{c + 1} differs from the given {rows[r][c]!r}"
                    )
    return letters


def crossword_cells(doc: Document) -> tuple[int, int, list[str], dict[Cell, str] | None]:
    """A crossword's ``(width, height)``, its grid as fill-in rows (see :func:`crossword_grid`) and
    its solution's letters (``None``: the file has no ``solution``).

    Raises:
        FieldError: as :func:`dimensions`, :func:`crossword_grid` and :func:`crossword_solution`.
    """
    width, height = dimensions(doc)
    block = doc.get("block", "#")
    rows = crossword_grid(doc, width, height, block)
    letters = crossword_solution(doc, rows, block, doc.get("empty", 0)) if "solution" in doc else None
    return width, height, rows, letters


def grid_field(doc: Document, name: str, width: int, height: int) -> list[list[Any]]:
    """The field ``name`` as ``height`` rows of ``width`` cells.

    Raises:
        FieldError: rows of another number or length.
    """
    grid = doc.get(name)
    if (
        not isinstance(grid, list)
        or len(grid) != height
        or any(not isinstance(row, list) or len(row) != width for row in grid)
    ):
        raise FieldError(name, f"must be {height} rows of {width} cells")
    return grid


def letter(value: Any, name: str, cell: Cell) -> str:
    """One letter (a grapheme cluster: see :func:`gridcraft.words.cell_code`), NFC and upper-case,
    from a cell's value.

    Raises:
        FieldError: anything else, at the field ``name``.
    """
    text = display_upper(unicodedata.normalize("NFC", value)) if isinstance(value, str) else ""
    code = encode(text)
    if len(code) != 1 or not is_letter(code):
        raise FieldError(name, f"cell {cell} holds {value!r}, not one letter")
    return code


def letters_of(letters: dict[Cell, str], cells: tuple[Cell, ...]) -> str:
    """The letters of ``cells``, in order."""
    return "".join(letters[cell] for cell in cells)


def entries(doc: Document) -> list[Entry]:
    """The entries of gridcraft's word list (``org.gridcraft:words``), in its order.

    Raises:
        FieldError: no such list, or a bad entry (naming its number).
    """
    words = doc.get(EXT_WORDS)
    if not isinstance(words, list) or not words or not all(isinstance(w, str) for w in words):
        raise FieldError(EXT_WORDS, "must be a non-empty list of words")
    found = []
    lang = letter_language(words)  # Turkish capitals when the words hold ı or İ
    for i, word in enumerate(words):
        try:
            found.append(make_entry(word, lang=lang))
        except ParseError as err:
            raise FieldError(EXT_WORDS, f"word {i + 1}: {err.message}") from None
    return found


def standard_clues(doc: Document) -> dict[tuple[int, str], str]:
    """The texts of the standard ``clues`` field by ``(number, "across" | "down")``; clues given as
    ``[number, "text"]`` pairs or ``{"number": n, "clue": "text", "enumeration": "2,2"}`` objects
    (ipuz Clue; the enumeration put at the text's end, in brackets, unless it ends in one); empty
    texts left out.

    Raises:
        FieldError: a ``clues`` field that is not an object of lists of clues.
    """
    clues = doc.get("clues", {})
    if not isinstance(clues, dict):
        raise FieldError("clues", "must be an object of clue lists by direction")
    found: dict[tuple[int, str], str] = {}
    for name, items in clues.items():
        direction = str(name).split(":")[0].strip().lower()
        if direction not in (ACROSS, DOWN):
            continue
        if not isinstance(items, list):
            raise FieldError("clues", f"{name!r} must be a list of clues")
        for item in items:
            if isinstance(item, list) and len(item) >= 2:
                number, text = as_int(item[0]), item[1]
            elif isinstance(item, dict):
                number, text = as_int(item.get("number")), item.get("clue", "")
            else:
                raise FieldError("clues", f"{item!r} is not a clue ([number, text] or an object)")
            if number is None or not isinstance(text, str):
                raise FieldError("clues", f"{item!r} needs a number and a text")
            text = html.unescape(text).strip()
            enum = item.get("enumeration") if isinstance(item, dict) else None
            if text and isinstance(enum, str) and enum.strip() and not setters_enumeration(text)[1]:
                text = f"{text} ({enum.strip()})"
            if text:
                found[(number, direction)] = text
    return found


def word_list_html(texts: list[str]) -> str:
    """``"Words: 3 letters: CAT, DOG; 4 letters: ..."``, HTML-escaped, shortest words first: the
    word list crossword apps show above the grid (``intro``)."""
    groups: dict[int, list[str]] = {}
    for text in texts:
        groups.setdefault(sum(ch.isalpha() for ch in text), []).append(text)
    parts = [f"{n} letters: {', '.join(sorted(groups[n]))}" for n in sorted(groups)]
    return html.escape("Words: " + "; ".join(parts), quote=False)
