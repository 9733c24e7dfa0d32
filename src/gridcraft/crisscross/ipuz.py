"""A criss-cross layout as an ipuz crossword (``http://ipuz.org/crossword#1``) that crossword apps
open: the body the kind writes in the container (:mod:`gridcraft.formats.ipuz`) and reads back
(its table's ``ipuz`` form).

Written: ``puzzle`` with numbered cells (``null``, an omitted cell, where the layout has no letter,
so that apps draw only the words; a given ``{"cell": number, "value": letter}``), ``solution``
with every letter, and one clue per word under ``Across`` or ``Down`` whose text is the entry as
written, with its ``answer`` (the placed letters) and ``enumeration`` (``"3,5"`` for ``ICE
CREAM``); a clued layout's clues as Clue objects, and ``org.gridcraft:clues`` holds them as
written, in word-list order. A right-to-left layout is numbered right to left, each clue gives the
``location`` of its first letter (an across entry's rightmost cell), and ``org.gridcraft:rtl`` is
true. A layout's notes are ipuz's ``notes``, and a diagramless crossword has
``org.gridcraft:diagramless`` true. The extension fields ``org.gridcraft:kind``
(``"crisscross"``) and ``org.gridcraft:words`` (the entries in word-list order) let the reader
rebuild the :class:`Layout` exactly. A
crossword's own grid (:attr:`Layout.crossword`) is written as crossword apps write one (see
:func:`~gridcraft.formats.ipuz.crossword.crossword_body`: ``"#"`` blocks, a Clue object with its
enumeration per entry, empty or not, no word list and no extension fields).

Read: a crossword whose ``org.gridcraft:kind`` is ``"crisscross"``; or a crossword of another
program (or of ``gridcraft fill``) with a complete solution whose runs are its entries and make a
valid layout, and whose clues give a text or an enumeration: a crossword with its own grid, its
entries written with the word breaks of their enumerations, its empty clues kept empty (solved as
the fill-in puzzle it makes).

Source: the ipuz specification v2 (http://ipuz.org), the crossword kind.
"""

from __future__ import annotations

import html
from dataclasses import replace
from typing import Any

from gridcraft.crisscross.layout import ACROSS, Layout, Placement
from gridcraft.errors import FieldError
from gridcraft.formats.crossword_file import plain_text
from gridcraft.formats.ipuz import (
    BLOCK,
    CROSSWORD,
    EMPTY,
    EXT_CLUES,
    EXT_DIAGRAMLESS,
    EXT_KIND,
    EXT_RTL,
    EXT_WORDS,
    Credits,
    Document,
    IpuzForm,
    is_kind,
    write_document,
    xy,
)
from gridcraft.formats.ipuz.crossword import (
    crossword_body,
    crossword_cells,
    crossword_clues,
    enumeration_faults,
    crossword_marks,
    entries,
    letters_of,
    spelled,
    standard_clues,
    styled,
    word_list_html,
)
from gridcraft.grid import Cell, Slot, find_slots, number_cells
from gridcraft.words import Entry, clue_enumeration, enumeration, is_letter, shown

NAME = "crisscross"  # the kind's name, written in org.gridcraft:kind


def body(layout: Layout, solution: object = None) -> Document:
    """The fields of ``layout`` after the envelope (see the module docstring); a layout is its own
    solution (``solution`` is not read)."""
    if layout.crossword:  # a crossword's own grid: written as crossword apps write one
        texts = {((p.row, p.col), p.direction): clue_enumeration(p.clue, p.entry) for p in layout.placements}
        return _noted(layout) | crossword_body(
            layout.letters(), layout.width, layout.height, texts, layout.givens, layout.circled, layout.shaded
        )
    letters = layout.letters()
    numbers = number_cells(set(letters), layout.height, layout.width, rtl=layout.rtl)
    givens = set(layout.givens)

    def cell(r: int, c: int) -> Any:
        if (r, c) not in letters:
            return None  # outside the words: omitted
        number = numbers.get((r, c), EMPTY)
        value = {"cell": number, "value": shown(letters[(r, c)])} if (r, c) in givens else number
        return styled(value, (r, c) in layout.circled, (r, c) in layout.shaded)

    grid = [[cell(r, c) for c in range(layout.width)] for r in range(layout.height)]
    filled = [
        [shown(letters[(r, c)]) if (r, c) in letters else None for c in range(layout.width)]
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
                "answer": shown(p.word),
                "enumeration": enumeration(p.entry),
            }
        if layout.rtl:  # the first letter's cell: an across entry's rightmost
            clue["location"] = xy((p.row, p.col))
        clues["Across" if p.direction == ACROSS else "Down"].append(clue)
    doc: Document = _noted(layout)
    if not clued:
        doc["intro"] = word_list_html([p.entry for p in layout.placements])
    doc |= {"block": BLOCK, "empty": EMPTY}
    doc["dimensions"] = {"width": layout.width, "height": layout.height}
    doc["puzzle"] = grid
    doc["solution"] = filled
    doc["clues"] = clues
    doc[EXT_KIND] = NAME
    doc[EXT_WORDS] = [p.entry for p in layout.placements]
    if clued:
        doc[EXT_CLUES] = [p.clue for p in layout.placements]
    if layout.rtl:
        doc[EXT_RTL] = True
    return doc


def _noted(layout: Layout) -> Document:
    """The fields of a layout's notes (``notes``, HTML: a line break as ``<br>``) and of a
    diagramless crossword (``org.gridcraft:diagramless``), where it has them."""
    doc: Document = {}
    if layout.notes:
        doc["notes"] = html.escape(layout.notes, quote=False).replace("\n", "<br>")
    if layout.diagramless:
        doc[EXT_DIAGRAMLESS] = True
    return doc


def read(doc: Document) -> tuple[Layout, None] | None:
    """The layout of a crossword (see the module docstring); ``None`` for another document.

    Raises:
        FieldError: a bad grid, solution, word list or clues of a layout's file; a layout's file
            whose solution lacks a letter, or whose words do not make a valid layout.
    """
    kind = doc.get(EXT_KIND)
    if not is_kind(doc, CROSSWORD) or kind not in (None, NAME):
        return None
    width, height, rows, letters = crossword_cells(doc)
    givens = tuple((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in "#.")
    circled, shaded = crossword_marks(doc, width, height)
    white = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#"}
    circled, shaded = circled & white, shaded & white  # a style on a block is not kept
    notes, diagramless = plain_text(doc.get("notes")), doc.get(EXT_DIAGRAMLESS) is True
    if kind is None:  # another program's crossword: a clued layout when its runs are its entries
        if letters is None or set(letters) != white:
            return None
        crossword = _crossword_layout(letters, white, width, height, crossword_clues(doc))
        if crossword is None:
            return None
        return replace(
            crossword, givens=givens, circled=circled, shaded=shaded, notes=notes, diagramless=diagramless
        ), None
    if letters is None or len(letters) != sum(ch != "#" for row in rows for ch in row):
        raise FieldError("solution", "a criss-cross layout needs a letter in every white cell")
    rtl = doc.get(EXT_RTL, False)
    if not isinstance(rtl, bool):
        raise FieldError(EXT_RTL, "must be true or false")
    layout = _layout(letters, entries(doc), width, height, rtl)
    layout = replace(layout, placements=_clued(doc, layout.placements))
    layout = _with_clues(layout, standard_clues(doc))
    if any(rows[r][c] != letters[(r, c)] for r, c in givens):
        raise FieldError("puzzle", "a given letter differs from the solution's")
    return replace(
        layout, givens=givens, circled=circled, shaded=shaded, notes=notes, diagramless=diagramless
    ), None


def _with_clues(layout: Layout, clues: dict[tuple[int, str], str]) -> Layout:
    """``layout`` with the clues of the standard field (an enumeration at the end, as gridcraft
    writes it, dropped); a layout the field gives no clue keeps its own."""
    at = number_cells(set(layout.letters()), layout.height, layout.width, rtl=layout.rtl)
    texts = [clues.get((at[(p.row, p.col)], p.direction), "") for p in layout.placements]
    if not any(texts):
        return layout
    placements = []
    for p, text in zip(layout.placements, texts, strict=True):
        suffix = f" ({enumeration(p.entry)})"
        placements.append(replace(p, clue=text.removesuffix(suffix) if text != suffix.strip() else ""))
    return replace(layout, placements=tuple(placements))


def _crossword_layout(
    letters: dict[Cell, str],
    white: set[Cell],
    width: int,
    height: int,
    clues: dict[tuple[int, str], tuple[str, str]],
) -> Layout | None:
    """A crossword with its own grid (another program's, or a filled grid's) as a layout: every
    run of its solution an entry with the clue of its number, written with the word breaks of its
    enumeration (``ICECREAM`` of ``3,5`` is ``ICE CREAM``); ``None`` when no clue has a text or
    an enumeration (a plain crossword, read as a fill-in puzzle) or the runs do not make a valid
    layout (a word twice, say)."""
    if not clues:
        return None
    at = number_cells(white, height, width)
    placements = []
    for slot in find_slots(white, height, width):
        word = letters_of(letters, slot.cells)
        if not all(is_letter(ch) for ch in word):
            return None
        direction = slot.direction.value
        text, enum = clues.get((at[(slot.row, slot.col)], direction), ("", ""))
        entry = spelled(word, enum) if enum else None  # the enumeration adds up (crossword_clues)
        placements.append(Placement(word, slot.row, slot.col, direction, entry or shown(word), text))
    try:
        layout = Layout.from_placements(placements)
    except ValueError:
        return None
    return replace(layout, crossword=True) if layout.check() == [] else None


def _clued(doc: Document, placements: tuple[Placement, ...]) -> tuple[Placement, ...]:
    """The placements with the clues of ``org.gridcraft:clues`` (word-list order), if present."""
    clues = doc.get(EXT_CLUES)
    if clues is None:
        return placements
    if (
        not isinstance(clues, list)
        or len(clues) != len(placements)
        or not all(isinstance(c, str) for c in clues)
    ):
        raise FieldError(EXT_CLUES, f"must be a list of {len(placements)} clues, one per word")
    return tuple(replace(p, clue=clue) for p, clue in zip(placements, clues, strict=True))


def _layout(
    letters: dict[Cell, str], words: list[Entry], width: int, height: int, rtl: bool = False
) -> Layout:
    """Match each entry to a run of the solution with its letters (runs in numbering order; with
    ``rtl``, across runs read right to left)."""
    slots = find_slots(set(letters), height, width)
    free = sorted(slots, key=lambda s: (s.row, s.col, s.direction.value))

    def reading(slot: Slot) -> tuple[Cell, ...]:
        return slot.cells[::-1] if rtl and slot.direction.value == ACROSS else slot.cells

    placements = []
    for e in words:
        slot = next((s for s in free if letters_of(letters, reading(s)) == e.letters), None)
        if slot is None:
            raise FieldError(EXT_WORDS, f"{e.text!r} is not a word of the solution")
        free.remove(slot)
        (row, col), *_ = reading(slot)
        placements.append(Placement(e.letters, row, col, slot.direction.value, e.text, rtl=rtl))
    if free:
        extra = letters_of(letters, free[0].cells)
        raise FieldError(EXT_WORDS, f"the solution's word {extra} is not in the list")
    layout = Layout(tuple(placements), width, height)
    broken = layout.check()
    if broken:
        raise FieldError("solution", f"not a valid criss-cross layout: {broken[0]}")
    return layout


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[Layout, object] = IpuzForm(
    CROSSWORD, "Criss-cross", body, read, description="an ipuz file", warnings=enumeration_faults
)


def to_ipuz(layout: Layout, *, title: str = "", author: str = "", copyright: str = "") -> str:
    """``layout`` as an ipuz file's text (title ``Criss-cross`` unless given)."""
    return write_document(IPUZ, layout, None, Credits(title, author, copyright))
