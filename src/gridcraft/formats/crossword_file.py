"""A crossword as the files of other crossword programs hold it (``.puz``, ``.jpz``, ``.xd``): its
cells (a block, or the cell's solution: a letter, or a rebus cell's whole text), its clues by
number and direction with their enumerations, its circled, shaded and given cells, its credits and
notes, and whether it is diagramless (its blocks hidden from the solver).

Each of those formats reads its files into a :class:`CrosswordFile` and writes one back; between
them and the kinds stands the ipuz crossword every front end reads: :func:`to_ipuz` writes it,
:func:`from_ipuz` reads the one a kind writes. ipuz has no diagramless flag: it is the extension
field ``org.gridcraft:diagramless``, the grid's blocks written as usual. The notes are ipuz's
``notes`` (HTML: a line break as ``<br>``).

Source: the ipuz specification v2 (http://ipuz.org): ``notes``, LabeledCell, Clue.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import BLOCK, CROSSWORD, EMPTY, EXT_DIAGRAMLESS, Document
from gridcraft.formats.ipuz.crossword import (
    REBUS_MAX,
    crossword_cells,
    crossword_clues,
    crossword_marks,
    letter,
    styled,
)
from gridcraft.grid import Cell, Slot, find_slots, number_cells
from gridcraft.words import shown

ACROSS, DOWN = "across", "down"
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")

Clues = Mapping[tuple[int, str], tuple[str, str]]  # (number, "across" | "down") -> (text, enumeration)


@dataclass(frozen=True, slots=True)
class CrosswordFile:
    """A crossword as a file holds it.

    Attributes:
        cells: ``height`` rows of ``width`` cells: ``None`` a block, else the cell's solution
            (``"A"``; a rebus cell's whole text, ``"HEART"``).
        clues: each entry's clue text and enumeration (``""``: none given) by its number and
            direction (``"across"``, ``"down"``); an entry missing here has an empty clue.
        circled, shaded: cells drawn with a circle in them, or on a shaded ground.
        givens: cells whose letters the empty grid shows.
        title, author, copyright, notes: the credits and the notes (plain text; the notes may
            hold line breaks).
        diagramless: the solver is not shown the blocks.
    """

    cells: tuple[tuple[str | None, ...], ...]
    clues: Clues = field(default_factory=dict)
    circled: frozenset[Cell] = frozenset()
    shaded: frozenset[Cell] = frozenset()
    givens: frozenset[Cell] = frozenset()
    title: str = ""
    author: str = ""
    copyright: str = ""
    notes: str = ""
    diagramless: bool = False

    @property
    def height(self) -> int:
        return len(self.cells)

    @property
    def width(self) -> int:
        return len(self.cells[0]) if self.cells else 0

    def white(self) -> set[Cell]:
        """The cells that are not blocks."""
        return {
            (r, c) for r, row in enumerate(self.cells) for c, value in enumerate(row) if value is not None
        }

    def numbers(self) -> dict[Cell, int]:
        """The numbered cells, numbered as crosswords are (see :func:`gridcraft.grid.number_cells`)."""
        return number_cells(self.white(), self.height, self.width)

    def entries(self) -> list[tuple[int, str, Slot]]:
        """Each entry as ``(number, direction, slot)``: the across entries by number, then the
        down entries."""
        at = self.numbers()
        slots = find_slots(self.white(), self.height, self.width)
        found = [(at[(s.row, s.col)], s.direction.value, s) for s in slots]
        return sorted(found, key=lambda e: (e[1] != ACROSS, e[0]))

    def answer(self, slot: Slot) -> str:
        """The letters of an entry (a rebus cell's whole text)."""
        return "".join(self.cells[r][c] or "" for r, c in slot.cells)


#: what a cell may hold, for messages
CELL_RULE = f"gridcraft reads a letter, or a rebus of up to {REBUS_MAX} letters and digits, in each cell"


def is_cell_value(value: str) -> bool:
    """Whether ``value`` is a cell's solution gridcraft reads: one letter (a grapheme cluster), or
    a rebus of letters and digits (see :func:`gridcraft.formats.ipuz.crossword.letter`)."""
    try:
        letter(value, "solution", (0, 0))
    except FieldError:
        return False
    return True


def tidy(text: str) -> str:
    """A multi-line text (notes) tidied: line breaks as ``\\n``, the spaces within each line
    collapsed, blank lines at the ends dropped.

    >>> tidy("  Two  lines\\r\\n of   notes \\n\\n")
    'Two lines\\nof notes'
    """
    lines = [" ".join(line.split()) for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n")


def plain_text(value: Any) -> str:
    """An ipuz text field (HTML allowed) as plain text: a ``<br>`` a line break, other tags
    dropped, entities decoded, then tidied (:func:`tidy`); ``""`` for anything but a string."""
    if not isinstance(value, str):
        return ""
    return tidy(html.unescape(_TAG.sub("", _BREAK.sub("\n", value))))


def to_ipuz(crossword: CrosswordFile) -> str:
    """The ipuz crossword of ``crossword`` (JSON text): its dimensions, credits, notes, the
    diagramless flag, ``puzzle`` (numbers, ``"#"`` blocks, styles of circled and shaded cells,
    givens), ``solution`` and ``clues`` (``[number, text]``, or a Clue object with its
    ``enumeration`` when the file gives one)."""
    numbers = crossword.numbers()
    width, height = crossword.width, crossword.height

    def label(r: int, c: int) -> Any:
        value = crossword.cells[r][c]
        if value is None:
            return BLOCK
        number = numbers.get((r, c), EMPTY)
        shown_value = {"cell": number, "value": value} if (r, c) in crossword.givens else number
        return styled(shown_value, (r, c) in crossword.circled, (r, c) in crossword.shaded)

    listed: dict[str, list[Any]] = {"Across": [], "Down": []}
    for number, direction, _ in crossword.entries():
        text, enum = crossword.clues.get((number, direction), ("", ""))
        escaped = html.escape(text, quote=False)
        item: Any = {"number": number, "clue": escaped, "enumeration": enum} if enum else [number, escaped]
        listed["Across" if direction == ACROSS else "Down"].append(item)
    doc: Document = {
        "version": "http://ipuz.org/v2",
        "kind": [CROSSWORD],
        "dimensions": {"width": width, "height": height},
        "title": crossword.title,
        "author": crossword.author,
        "copyright": crossword.copyright,
    }
    if crossword.notes:
        doc["notes"] = html.escape(crossword.notes, quote=False).replace("\n", "<br>")
    if crossword.diagramless:
        doc[EXT_DIAGRAMLESS] = True
    doc |= {
        "puzzle": [[label(r, c) for c in range(width)] for r in range(height)],
        "solution": [[BLOCK if v is None else v for v in row] for row in crossword.cells],
        "clues": listed,
    }
    return json.dumps(doc, ensure_ascii=False)


def from_ipuz(doc: Document) -> CrosswordFile:
    """The crossword of an ipuz crossword document (as a kind writes one: a complete solution; a
    cell outside a criss-cross layout's words, ``null``, is a block). The notes are the
    ``notes`` field, else the ``intro`` (a word-list puzzle's words).

    Raises:
        FieldError: a bad grid, solution, style or clue list (see
            :mod:`gridcraft.formats.ipuz.crossword`).
        InvalidPuzzle: a crossword without a letter in each of its white cells.
    """
    width, height, rows, letters = crossword_cells(doc)
    if letters is None or any(
        ch != "#" and (r, c) not in letters for r, row in enumerate(rows) for c, ch in enumerate(row)
    ):
        raise InvalidPuzzle("the crossword has no complete solution to write")
    cells = tuple(
        tuple(shown(letters[(r, c)]) if (r, c) in letters else None for c in range(width))
        for r in range(height)
    )
    circled, shaded = crossword_marks(doc, width, height)
    givens = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in "#.")
    return CrosswordFile(
        cells,
        crossword_clues(doc),
        frozenset(circled),
        frozenset(shaded),
        givens,
        title=plain_text(doc.get("title")),
        author=plain_text(doc.get("author")),
        copyright=plain_text(doc.get("copyright")),
        notes=plain_text(doc.get("notes")) or plain_text(doc.get("intro")),
        diagramless=doc.get(EXT_DIAGRAMLESS) is True,
    )
