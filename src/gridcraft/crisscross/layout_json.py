"""The generator's JSON document (DESIGN.md section 4): the writer (:func:`to_json`) and the reader
(:func:`read_json`), which takes its output (and any document with the same keys) back to a
:class:`Layout`, so that ``solve``, ``print`` and ``generate`` accept gridcraft's own JSON.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.crisscross.level import level
from gridcraft.crisscross.write import numbers
from gridcraft.errors import InvalidPuzzle, ParseError, expect
from gridcraft.formats.ipuz.crossword import is_rebus
from gridcraft.grid import Cell
from gridcraft.words import cell_code, encode, is_letter, shown


def layout_dict(layout: Layout) -> dict[str, Any]:
    """The generator's JSON document (DESIGN.md section 4) as a ``dict``, keys in their documented order.

    Keys: ``words`` (the entries as written, word-list order), ``width``, ``height``, ``area``
    (cells), ``optimal``, ``crossings``, ``placements`` (``word`` upper-case letters as placed,
    ``entry`` as written, ``row``/``col`` 0-based of the first letter, ``direction`` ``"across"`` or
    ``"down"``), ``grid`` (``height`` strings of ``width`` characters, a space for an empty cell) and
    ``givens`` (``[row, col]`` of each cell the empty puzzle shows, so that it has one answer).
    Each placement also has its crossword ``number`` and its ``clue`` (``""``: none). A layout of a
    right-to-left script also has ``"rtl": true``: its across words' ``col`` is their rightmost
    cell, and they read leftwards (``grid`` shows the cells as drawn). A crossword's own grid (see
    :attr:`Layout.crossword`) also has ``"crossword": true``. A placement holding a rebus (several
    letters in one cell) also has ``cells``, the text of each of its cells (``["HEART", "A", "C",
    "H", "E"]``); a layout with circled or shaded cells has ``circled`` and ``shaded``, lists of
    ``[row, col]``; a crossword file's ``notes`` and ``"diagramless": true`` where it has them. A
    layout whose search the time limit stopped before its node budget was spent
    has ``"time_limit_cut": true`` (it depends on the machine's speed: ``info.clock_cut``). A
    crossword handed out with a word bank has ``"word_bank": true``. Last, ``level``: the puzzle's
    measured level, ``{"grade": "medium", "score": 0.52, "measures": {...}}`` (see
    :mod:`gridcraft.crisscross.level`).
    """
    at = numbers(layout)
    doc = {
        "words": [p.entry for p in layout.placements],
        "width": layout.width,
        "height": layout.height,
        "area": layout.area,
        "optimal": layout.optimal,
        "crossings": layout.crossings,
        "placements": [
            {
                "word": shown(p.word),
                "entry": p.entry,
                "row": p.row,
                "col": p.col,
                "direction": p.direction,
                "number": at[(p.row, p.col)],
                "clue": p.clue,
            }
            | ({"cells": [shown(ch) for ch in p.word]} if any(is_rebus(ch) for ch in p.word) else {})
            for p in layout.placements
        ],
        "grid": [shown(row) for row in layout.rows()],
        "givens": [[r, c] for r, c in layout.givens],
    }
    marks = {name: [list(cell) for cell in sorted(cells)] for name, cells in _marks(layout) if cells}
    return (
        doc
        | ({"rtl": True} if layout.rtl else {})
        | ({"crossword": True} if layout.crossword else {})
        | ({"time_limit_cut": True} if layout.info.clock_cut else {})
        | marks
        | ({"notes": layout.notes} if layout.notes else {})
        | ({"diagramless": True} if layout.diagramless else {})
        | ({"word_bank": True} if layout.word_bank else {})
        | {"level": level(layout).to_json()}
    )


def _marks(layout: Layout) -> tuple[tuple[str, frozenset[Cell]], ...]:
    return (("circled", layout.circled), ("shaded", layout.shaded))


def to_json(layout: Layout) -> str:
    """:func:`layout_dict` as JSON text: UTF-8 letters kept as they are, 2-space indent, trailing newline."""
    expect(layout, Layout, "crisscross.to_json(layout=...)", "a Layout (from gridcraft.generate)")
    return json.dumps(layout_dict(layout), ensure_ascii=False, indent=2) + "\n"


def is_layout_json(text: str) -> bool:
    """True when ``text`` is a JSON object with the generator's ``placements`` and ``grid`` keys."""
    try:
        doc = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return False
    return is_layout(doc)


def is_layout(doc: Any) -> bool:
    """True when the JSON value ``doc`` is an object with the generator's ``placements`` and
    ``grid`` keys."""
    return isinstance(doc, dict) and "placements" in doc and "grid" in doc


def read_json(text: str, source: str = "<string>") -> Layout:
    """The layout of a generator JSON document: its placements (``word``, ``row``, ``col``,
    ``direction``, optional ``entry`` and ``clue``), ``givens``, ``rtl``, ``crossword`` and
    ``word_bank``, checked by the layout checker (``level`` is measured again, not read).

    Raises:
        ParseError: bad JSON (at its line and column), a missing or malformed field, or placements
            that break the layout rules (line 0 then; the message names the field).
    """
    try:
        doc = json.loads(text.lstrip("\ufeff"))
    except json.JSONDecodeError as err:
        raise ParseError(f"not valid JSON: {err.msg}", err.lineno, err.colno, source) from None
    return layout_of(doc, source)


def layout_of(doc: Any, source: str = "<string>") -> Layout:
    """The layout of a generator JSON document's parsed value ``doc`` (see :func:`read_json`).

    Raises:
        ParseError: a missing or malformed field, or placements that break the layout rules (line
            0; the message names the field).
    """
    if not isinstance(doc, dict) or not isinstance(doc.get("placements"), list) or not doc["placements"]:
        raise ParseError("'placements': a layout's JSON needs a non-empty list of placements", 0, 0, source)
    rtl, crossword = doc.get("rtl", False), doc.get("crossword", False)
    diagramless, notes = doc.get("diagramless", False), doc.get("notes", "")
    word_bank = doc.get("word_bank", False)
    flags = (("rtl", rtl), ("crossword", crossword), ("diagramless", diagramless), ("word_bank", word_bank))
    for name, value in flags:
        if not isinstance(value, bool):
            raise ParseError(f"'{name}': true or false", 0, 0, source)
    if not isinstance(notes, str):
        raise ParseError("'notes': a string", 0, 0, source)
    placements = [replace(_placement(p, i, source), rtl=rtl) for i, p in enumerate(doc["placements"])]
    try:
        layout = Layout.from_placements(placements)
    except InvalidPuzzle as e:
        raise ParseError(f"'placements': {e}", 0, 0, source) from None
    givens = doc.get("givens", [])
    if not isinstance(givens, list) or not all(_is_cell(g) for g in givens):
        raise ParseError("'givens': a list of [row, col] cells", 0, 0, source)
    marks = {}
    for name in ("circled", "shaded"):
        cells = doc.get(name, [])
        if not isinstance(cells, list) or not all(_is_cell(g) for g in cells):
            raise ParseError(f"'{name}': a list of [row, col] cells", 0, 0, source)
        marks[name] = frozenset((r, c) for r, c in cells)
    layout = Layout(
        layout.placements,
        layout.width,
        layout.height,
        layout.info,
        tuple(sorted(map(tuple, givens))),
        crossword,
        marks["circled"],
        marks["shaded"],
        notes,
        diagramless,
        word_bank,
    )
    broken = layout.check()
    if broken:
        raise ParseError(f"'placements': not a valid criss-cross layout: {broken[0]}", 0, 0, source)
    return layout


def _placement(p: Any, i: int, source: str) -> Placement:
    def fail(what: str) -> ParseError:
        return ParseError(f"'placements'[{i}]: {what}", 0, 0, source)

    if not isinstance(p, dict):
        raise fail("not an object")
    word, row, col, direction = p.get("word"), p.get("row"), p.get("col"), p.get("direction")
    if not isinstance(word, str) or not all(is_letter(ch) for ch in encode(word)) or len(encode(word)) < 2:
        raise fail("'word' must be two or more letters")
    word = encode(word)
    cells = p.get("cells")
    if cells is not None:  # a rebus: the text of each cell
        if not isinstance(cells, list) or not all(isinstance(x, str) and x.isalnum() for x in cells):
            raise fail("'cells' must be the text of each cell")
        if "".join(cells) != shown(word):
            raise fail("'cells' must spell the 'word'")
        word = "".join(encode(x) if len(encode(x)) == 1 else cell_code(x) for x in cells)
    if not (_is_int(row) and _is_int(col)):
        raise fail("'row' and 'col' must be whole numbers")
    assert isinstance(row, int) and isinstance(col, int)
    entry, clue = p.get("entry", ""), p.get("clue", "")
    if not isinstance(entry, str) or not isinstance(clue, str):
        raise fail("'entry' and 'clue' must be text")
    try:
        return Placement(word, row, col, str(direction), entry, clue)
    except InvalidPuzzle as e:
        raise fail(str(e)) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_cell(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )
