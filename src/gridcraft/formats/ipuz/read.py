"""The ipuz reader: a crossword becomes a fill-in puzzle or a criss-cross layout, a sudoku with cages a
KenKen puzzle.

Which model a file becomes:

- ``http://ipuz.org/sudoku`` kinds with ``cages``: :class:`KenKenPuzzle` (the KenKen kind), see
  :mod:`gridcraft.formats.ipuz.cages` for the cage coordinates.
- ``http://ipuz.org/crossword`` kinds: with ``org.gridcraft:kind`` ``"crisscross"``, the
  :class:`Layout` written by :func:`~gridcraft.formats.ipuz_write.layout_to_ipuz`; with
  ``"fillin"``, the :class:`FillinPuzzle` (word list from ``org.gridcraft:words``); any other
  crossword with a complete ``solution`` is read as a fill-in puzzle whose word list is the words
  of its solution (kind ``"fillin"``): its grid and given letters come from ``puzzle``.
- anything else: :class:`ParseError`.

Source: the ipuz specification v2 (http://ipuz.org): ``version``, ``kind``, ``block``/``empty``,
LabeledCell, CrosswordValue, SudokuGiven, SudokuValue, CalcSpec; JSONP (``ipuz({...})``), which
the spec has deprecated, is still read.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from dataclasses import replace
from typing import Any

from gridcraft.crisscross import Layout, Placement
from gridcraft.errors import ParseError
from gridcraft.fillin import FillinPuzzle, diagnose
from gridcraft.fillin import Grid as FillinGrid
from gridcraft.fillin import verify as verify_fillin
from gridcraft.formats.ipuz.cages import read_kenken
from gridcraft.formats.ipuz.common import (
    CRISSCROSS,
    EXT_CLUES,
    EXT_KIND,
    EXT_RTL,
    EXT_WORDS,
    FILLIN,
    KIND_PREFIX,
    Credits,
    Fields,
    IpuzPuzzle,
    as_int,
    position,
)
from gridcraft.grid import ACROSS, DOWN, Cell, Slot, find_slots, number_cells
from gridcraft.words import (
    Entry,
    display_upper,
    encode,
    enumeration,
    is_letter,
    letter_language,
    make_entry,
    setters_enumeration,
    shown,
)

_JSONP = re.compile(r"\s*[A-Za-z_$][\w$]*\s*\((.*)\)\s*;?\s*", re.DOTALL)
_VERSION = re.compile(r"http://ipuz\.org/v[1-9][0-9]*")


def unwrap(text: str) -> tuple[str, int]:
    """The JSON inside ``text`` and its offset in ``text``: a leading byte-order mark is skipped and a
    JSONP wrapper ``name( ... )`` (optionally followed by ``;``) removed."""
    start = 1 if text.startswith("\ufeff") else 0
    m = _JSONP.fullmatch(text, start)
    if m and not text[start:].lstrip().startswith("{"):
        return m.group(1), m.start(1)
    return text[start:], start


def looks_like_ipuz(text: str) -> bool:
    """True when ``text`` is to be read as ipuz: it starts (after a byte-order mark and white space)
    like JSON (``{``, ``[``) or JSONP (``ipuz(``). :func:`read_ipuz` then says what is wrong with
    one that is not an ipuz puzzle; no other input of gridcraft starts so. Cost O(1) beyond the
    leading white space; never raises.

    >>> looks_like_ipuz('  {"kind": []}'), looks_like_ipuz("ipuz({})"), looks_like_ipuz("CAT, DOG")
    (True, True, False)
    """
    return text.lstrip("\ufeff \t\r\n").startswith(("{", "[", "ipuz("))


def read_ipuz(text: str, source: str = "<string>") -> IpuzPuzzle:
    """Read an ipuz file (see the module docstring for which model each kind becomes).

    Args:
        text: the file's contents (JSON, or JSONP ``ipuz({...})``).
        source: the file name used in error messages.

    Returns:
        An :class:`IpuzPuzzle`: kind ``"fillin"``, ``"crisscross"`` or ``"kenken"``, the model, and
        the solution when the file has a complete one.

    Raises:
        ParseError: bad JSON (at the line and column the JSON parser gives; JSON nested too deeply
            for Python's parser at line 1, column 1), or a missing or bad
            field: the one-line message names the field, and the line and column point at the
            field's name in the text (line 0 when it is missing).
    """
    doc, fields = _document(text, source)
    kinds = doc["kind"]
    if any(k.startswith(KIND_PREFIX + "sudoku") for k in kinds):
        found = read_kenken(doc, fields)
    elif any(k.startswith(KIND_PREFIX + "crossword") for k in kinds):
        found = _read_crossword(doc, fields)
    else:
        raise fields.error("kind", f"{kinds!r}: only crosswords and sudoku with cages (KenKen) are read")
    return replace(found, credits=_credits(doc, fields))


def read_ipuz_grid(text: str, source: str = "<string>") -> list[str]:
    """The grid of an ipuz crossword as the rows of a fill-in grid: ``#`` a block, ``.`` an empty
    cell, a letter where ``puzzle`` gives one or ``solution`` (complete or not) holds one (each
    cell's letter as written, a cluster of several characters too).

    Raises:
        ParseError: as :func:`read_ipuz`, or an ipuz file of another kind than a crossword.
    """
    doc, fields = _document(text, source)
    if not any(k.startswith(KIND_PREFIX + "crossword") for k in doc["kind"]):
        raise fields.error("kind", f"{doc['kind']!r}: a grid to fill is a crossword")
    width, height = _dimensions(doc, fields)
    block = doc.get("block", "#")
    rows = _crossword_grid(doc, fields, width, height, block)
    letters = _crossword_solution(doc, fields, rows, block, doc.get("empty", 0)) if "solution" in doc else {}
    return ["".join(shown(letters.get((r, c), ch)) for c, ch in enumerate(row)) for r, row in enumerate(rows)]


def ipuz_document(text: str, source: str = "<string>") -> tuple[dict[str, Any], Fields, Credits]:
    """The ipuz file's JSON object (its version and ``kind`` list checked), its fields for located
    messages, and its credits: what a kind that reads its own ipuz kind (``from_ipuz``) starts from.

    Raises:
        ParseError: bad JSON, or a bad ``version``, ``kind``, ``title``, ``author`` or
            ``copyright`` field (at the field's line and column).
    """
    doc, fields = _document(text, source)
    return doc, fields, _credits(doc, fields)


def _document(text: str, source: str) -> tuple[dict[str, Any], Fields]:
    """The ipuz file's JSON object, its version and kinds checked, and its fields for messages."""
    body, offset = unwrap(text)
    fields = Fields(text, source)
    try:
        doc = json.loads(body)
    except json.JSONDecodeError as err:
        line, column = position(text, offset + err.pos)
        raise ParseError(f"not valid JSON: {err.msg}", line, column, source) from None
    except RecursionError:  # arrays or objects nested thousands deep: no puzzle is
        raise ParseError("not valid JSON for a puzzle: nested too deeply", 1, 1, source) from None
    if not isinstance(doc, dict):
        raise ParseError("an ipuz file is a JSON object ({...})", 1, 1, source)
    version = doc.get("version")
    if not isinstance(version, str) or not _VERSION.fullmatch(version):
        raise fields.error("version", f"{version!r} is not an ipuz version such as 'http://ipuz.org/v2'")
    kinds = doc.get("kind")
    if not isinstance(kinds, list) or not kinds or not all(isinstance(k, str) for k in kinds):
        raise fields.error("kind", "must be a non-empty list of PuzzleKind URIs")
    return doc, fields


_TAG = re.compile(r"<[^>]*>")


def _credits(doc: dict[str, Any], fields: Fields) -> Credits:
    """The ``title``, ``author`` and ``copyright`` fields as plain text (the spec allows HTML in
    them: tags are dropped, entities decoded, white space collapsed)."""
    found = {}
    for name in ("title", "author", "copyright"):
        value = doc.get(name, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise fields.error(name, f"must be a string, not {value!r}")
        found[name] = " ".join(html.unescape(_TAG.sub(" ", value)).split())
    return Credits(**found)


# -- crosswords ---------------------------------------------------------------------------------


def _read_crossword(doc: dict[str, Any], fields: Fields) -> IpuzPuzzle:
    width, height = _dimensions(doc, fields)
    block = doc.get("block", "#")
    rows = _crossword_grid(doc, fields, width, height, block)
    empty = doc.get("empty", 0)
    letters = _crossword_solution(doc, fields, rows, block, empty) if "solution" in doc else None
    kind = doc.get(EXT_KIND)
    if kind == CRISSCROSS.name:
        if letters is None or len(letters) != sum(ch != "#" for row in rows for ch in row):
            raise fields.error("solution", "a criss-cross layout needs a letter in every white cell")
        rtl = doc.get(EXT_RTL, False)
        if not isinstance(rtl, bool):
            raise fields.error(EXT_RTL, "must be true or false")
        layout = _layout(letters, _entries(doc, fields), width, height, fields, rtl)
        layout = replace(layout, placements=_clued(doc, fields, layout.placements))
        layout = _with_clues(layout, _standard_clues(doc, fields))
        givens = tuple((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in "#.")
        if any(rows[r][c] != letters[(r, c)] for r, c in givens):
            raise fields.error("puzzle", "a given letter differs from the solution's")
        return IpuzPuzzle(CRISSCROSS, replace(layout, givens=givens))
    if kind not in (None, FILLIN.name):
        raise fields.error(EXT_KIND, f"{kind!r} is neither {FILLIN.name!r} nor {CRISSCROSS.name!r}")
    white = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#"}
    complete = letters is not None and set(letters) == white
    if kind is None and complete and letters is not None:
        crossword = _crossword_layout(letters, white, width, height, _standard_clues(doc, fields))
        if crossword is not None:  # a clued crossword whose runs are its entries: a clued layout
            givens = tuple((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in "#.")
            return IpuzPuzzle(CRISSCROSS, replace(crossword, givens=givens))
    if kind == FILLIN.name:
        words = _entries(doc, fields)
    elif complete and letters is not None:
        words = [make_entry(letters_of(letters, s.cells)) for s in find_slots(white, height, width)]
    else:
        raise fields.error("solution", "a crossword without a complete solution gives no word list")
    puzzle = FillinPuzzle(tuple(rows), tuple(words))
    problems = diagnose(puzzle)
    if problems:
        raise fields.error("puzzle", problems[0].message)
    if not complete or letters is None:
        return IpuzPuzzle(FILLIN, puzzle, None)
    grid: FillinGrid = tuple("".join(letters.get((r, c), " ") for c in range(width)) for r in range(height))
    broken = verify_fillin(puzzle, grid)
    if broken:
        raise fields.error("solution", f"does not solve the puzzle: {broken[0]}")
    return IpuzPuzzle(FILLIN, puzzle, grid)


def letters_of(letters: dict[Cell, str], cells: tuple[Cell, ...]) -> str:
    """The letters of ``cells``, in order."""
    return "".join(letters[cell] for cell in cells)


def _dimensions(doc: dict[str, Any], fields: Fields) -> tuple[int, int]:
    dims = doc.get("dimensions")
    if not isinstance(dims, dict):
        raise fields.error("dimensions", "must be {'width': W, 'height': H}")
    size: list[int] = []
    for key in ("width", "height"):
        value = as_int(dims.get(key))
        if value is None or value < 1:
            raise fields.error("dimensions", f"{key} must be a positive integer, not {dims.get(key)!r}")
        size.append(value)
    return size[0], size[1]


def _crossword_grid(doc: dict[str, Any], fields: Fields, width: int, height: int, block: Any) -> list[str]:
    """``puzzle`` as fill-in rows: ``#`` a block (the block value or null), ``.`` a white cell, a
    letter a given (a LabeledCell's ``value``)."""
    grid = _grid(doc, fields, "puzzle", width, height)
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
                raise fields.error("puzzle", f"cell ({r}, {c}) holds {cell!r}, not a LabeledCell")
            elif given in (None, "", 0, "0"):
                row.append(".")
            else:
                row.append(_letter(given, fields, "puzzle", (r, c)))
        rows.append("".join(row))
    return rows


def _crossword_solution(
    doc: dict[str, Any], fields: Fields, rows: list[str], block: Any, empty: Any
) -> dict[Cell, str]:
    """The letters of ``solution`` (cells with no letter, the ``empty`` value, left out), checked
    against the grid."""
    grid = _grid(doc, fields, "solution", len(rows[0]), len(rows))
    letters: dict[Cell, str] = {}
    for r, cells in enumerate(grid):
        for c, cell in enumerate(cells):
            value = cell.get("value") if isinstance(cell, dict) else cell
            is_block = value is None or value == block or value == "#"
            if is_block != (rows[r][c] == "#"):
                what = "a block" if rows[r][c] == "#" else "a white cell"
                written = json.dumps(value, ensure_ascii=False)
                raise fields.error(
                    "solution", f"cell r{r + 1}c{c + 1} holds {written} but 'puzzle' has {what} there"
                )
            if not is_block and value not in (0, "0", "", empty):
                letters[(r, c)] = _letter(value, fields, "solution", (r, c))
                if rows[r][c] not in ".#" and rows[r][c] != letters[(r, c)]:
                    raise fields.error(
                        "solution", f"cell r{r + 1}c{c + 1} differs from the given {rows[r][c]!r}"
                    )
    return letters


def _grid(doc: dict[str, Any], fields: Fields, name: str, width: int, height: int) -> list[list[Any]]:
    grid = doc.get(name)
    if (
        not isinstance(grid, list)
        or len(grid) != height
        or any(not isinstance(row, list) or len(row) != width for row in grid)
    ):
        raise fields.error(name, f"must be {height} rows of {width} cells")
    return grid


def _letter(value: Any, fields: Fields, name: str, cell: Cell) -> str:
    """One letter (a grapheme cluster: see :func:`gridcraft.words.cell_code`), NFC and upper-case,
    from a cell's value."""
    text = display_upper(unicodedata.normalize("NFC", value)) if isinstance(value, str) else ""
    code = encode(text)
    if len(code) != 1 or not is_letter(code):
        raise fields.error(name, f"cell {cell} holds {value!r}, not one letter")
    return code


def _entries(doc: dict[str, Any], fields: Fields) -> list[Entry]:
    words = doc.get(EXT_WORDS)
    if not isinstance(words, list) or not words or not all(isinstance(w, str) for w in words):
        raise fields.error(EXT_WORDS, "must be a non-empty list of words")
    entries = []
    lang = letter_language(words)  # Turkish capitals when the words hold ı or İ
    for i, word in enumerate(words):
        try:
            entries.append(make_entry(word, lang=lang))
        except ParseError as err:
            raise fields.error(EXT_WORDS, f"word {i + 1}: {err.message}") from None
    return entries


def _standard_clues(doc: dict[str, Any], fields: Fields) -> dict[tuple[int, str], str]:
    """The texts of the standard ``clues`` field by ``(number, "across" | "down")``; clues given as
    ``[number, "text"]`` pairs or ``{"number": n, "clue": "text", "enumeration": "2,2"}`` objects
    (ipuz Clue; the enumeration put at the text's end, in brackets, unless it ends in one, to be
    dropped by :func:`_with_clues` when it is the entry's own); empty texts left out."""
    clues = doc.get("clues", {})
    if not isinstance(clues, dict):
        raise fields.error("clues", "must be an object of clue lists by direction")
    found: dict[tuple[int, str], str] = {}
    for name, items in clues.items():
        direction = str(name).split(":")[0].strip().lower()
        if direction not in (ACROSS, DOWN):
            continue
        if not isinstance(items, list):
            raise fields.error("clues", f"{name!r} must be a list of clues")
        for item in items:
            if isinstance(item, list) and len(item) >= 2:
                number, text = as_int(item[0]), item[1]
            elif isinstance(item, dict):
                number, text = as_int(item.get("number")), item.get("clue", "")
            else:
                raise fields.error("clues", f"{item!r} is not a clue ([number, text] or an object)")
            if number is None or not isinstance(text, str):
                raise fields.error("clues", f"{item!r} needs a number and a text")
            text = html.unescape(text).strip()
            enum = item.get("enumeration") if isinstance(item, dict) else None
            if text and isinstance(enum, str) and enum.strip() and not setters_enumeration(text)[1]:
                text = f"{text} ({enum.strip()})"
            if text:
                found[(number, direction)] = text
    return found


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
    letters: dict[Cell, str], white: set[Cell], width: int, height: int, clues: dict[tuple[int, str], str]
) -> Layout | None:
    """A third-party crossword with clues as a clued layout: every run of its solution an entry
    with the clue of its number; ``None`` when it has no clues or is not a valid layout (a word
    twice, say)."""
    if not clues:
        return None
    at = number_cells(white, height, width)
    placements = []
    for slot in find_slots(white, height, width):
        word = letters_of(letters, slot.cells)
        if not all(is_letter(ch) for ch in word):
            return None
        direction = slot.direction.value
        placements.append(
            Placement(
                word,
                slot.row,
                slot.col,
                direction,
                word,
                clues.get((at[(slot.row, slot.col)], direction), ""),
            )
        )
    try:
        layout = Layout.from_placements(placements)
    except ValueError:
        return None
    return layout if layout.check() == [] else None


def _clued(doc: dict[str, Any], fields: Fields, placements: tuple[Placement, ...]) -> tuple[Placement, ...]:
    """The placements with the clues of ``org.gridcraft:clues`` (word-list order), if present."""
    clues = doc.get(EXT_CLUES)
    if clues is None:
        return placements
    if (
        not isinstance(clues, list)
        or len(clues) != len(placements)
        or not all(isinstance(c, str) for c in clues)
    ):
        raise fields.error(EXT_CLUES, f"must be a list of {len(placements)} clues, one per word")
    return tuple(replace(p, clue=clue) for p, clue in zip(placements, clues, strict=True))


def _layout(
    letters: dict[Cell, str], entries: list[Entry], width: int, height: int, fields: Fields, rtl: bool = False
) -> Layout:
    """Match each entry to a run of the solution with its letters (runs in numbering order; with
    ``rtl``, across runs read right to left)."""
    slots = find_slots(set(letters), height, width)
    free = sorted(slots, key=lambda s: (s.row, s.col, s.direction.value))

    def reading(slot: Slot) -> tuple[Cell, ...]:
        return slot.cells[::-1] if rtl and slot.direction.value == ACROSS else slot.cells

    placements = []
    for e in entries:
        slot = next((s for s in free if letters_of(letters, reading(s)) == e.letters), None)
        if slot is None:
            raise fields.error(EXT_WORDS, f"{e.text!r} is not a word of the solution")
        free.remove(slot)
        (row, col), *_ = reading(slot)
        placements.append(Placement(e.letters, row, col, slot.direction.value, e.text, rtl=rtl))
    if free:
        extra = letters_of(letters, free[0].cells)
        raise fields.error(EXT_WORDS, f"the solution's word {extra} is not in the list")
    layout = Layout(tuple(placements), width, height)
    broken = layout.check()
    if broken:
        raise fields.error("solution", f"not a valid criss-cross layout: {broken[0]}")
    return layout
