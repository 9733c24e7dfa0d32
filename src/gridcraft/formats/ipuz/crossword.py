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
import re
import unicodedata
from collections.abc import Collection, Iterator, Mapping
from typing import Any

from gridcraft.errors import FieldError, ParseError
from gridcraft.formats.ipuz.common import BLOCK, EMPTY, EXT_RTL, EXT_WORDS, Document, as_int
from gridcraft.grid import ACROSS, DOWN, Cell, Direction, find_slots, number_cells
from gridcraft.words import cells as grapheme_cells
from gridcraft.words import (
    Entry,
    cell_code,
    display_upper,
    encode,
    is_letter,
    letter_language,
    make_entry,
    setters_enumeration,
    shown,
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
    from a cell's value; a rebus, several letters or digits in one cell (``"HEART"``), is one cell
    code too (see :func:`is_rebus`), shown as its whole text.

    Raises:
        FieldError: anything else, at the field ``name``.
    """
    text = display_upper(unicodedata.normalize("NFC", value)) if isinstance(value, str) else ""
    code = encode(text)
    if len(code) > 1 and len(text) <= REBUS_MAX and all(ch.isalnum() for ch in text):
        return cell_code(text)  # a rebus: the whole text is the cell's one value
    if len(code) != 1 or not is_letter(code):
        raise FieldError(name, f"cell {cell} holds {value!r}, not one letter")
    return code


#: the most characters a rebus cell holds
REBUS_MAX = 12


def is_rebus(code: str) -> bool:
    """True when the cell code ``code`` stands for several letters or digits in one cell (a rebus,
    ``"HEART"``), not for one letter or grapheme cluster.

    >>> is_rebus(cell_code("HEART")), is_rebus("A"), is_rebus(encode("स्ते"))
    (True, False, False)
    """
    text = shown(code)
    return len(grapheme_cells(text)) > 1


def crossword_marks(doc: Document, width: int, height: int) -> tuple[frozenset[Cell], frozenset[Cell]]:
    """The circled and the shaded cells of ``puzzle``: a LabeledCell whose ``style`` (a StyleSpec,
    or the name of one in the ``styles`` field) has ``"shapebg": "circle"`` is circled; one with
    ``"highlight": true`` or a background ``"color"`` is shaded.

    Raises:
        FieldError: a ``style`` that is neither a StyleSpec nor the name of one.
    """
    styles = doc.get("styles")
    named: dict[str, Any] = styles if isinstance(styles, dict) else {}
    circled: set[Cell] = set()
    shaded: set[Cell] = set()
    for r, cells in enumerate(grid_field(doc, "puzzle", width, height)):
        for c, cell in enumerate(cells):
            style = cell.get("style") if isinstance(cell, dict) else None
            if isinstance(style, str):
                style = named.get(style, {})
            if style is None:
                continue
            if not isinstance(style, dict):
                raise FieldError("puzzle", f"cell r{r + 1}c{c + 1}: its style {style!r} is not a StyleSpec")
            if style.get("shapebg") == "circle":
                circled.add((r, c))
            if style.get("highlight") is True or style.get("color") not in (None, ""):
                shaded.add((r, c))
    return frozenset(circled), frozenset(shaded)


def styled(value: Any, circled: bool, shaded: bool) -> Any:
    """A ``puzzle`` cell ``value`` (a number, or a LabeledCell with its given) with the style of a
    circled or shaded cell (see :func:`crossword_marks`); ``value`` as it is for a plain cell."""
    if not (circled or shaded):
        return value
    style: dict[str, Any] = {"shapebg": "circle"} if circled else {}
    if shaded:
        style["highlight"] = True
    found = dict(value) if isinstance(value, dict) else {"cell": value}
    return found | {"style": style}


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
    found: dict[tuple[int, str], str] = {}
    for number, direction, text, enum in _clue_items(doc):
        if text and enum and not setters_enumeration(text)[1]:
            text = f"{text} ({enum})"
        if text:
            found[(number, direction)] = text
    return found


def crossword_clues(doc: Document) -> dict[tuple[int, str], tuple[str, str]]:
    """The clues of the standard ``clues`` field by ``(number, "across" | "down")`` as ``(text,
    enumeration)``: the enumeration the setter gave, at the text's end (``"Cold treat (3,5)"``) or
    in a Clue object's field, or the whole text when it is only one (``"(3,5)"``, a ``.puz`` file's
    empty clue), written as gridcraft writes one (``3,5``, ``1-5``); one enumeration only, never
    both. Where the solution gives the entry's letters, the setter's enumeration is kept when it
    adds up to them (the text's first, else the field's), else the entry's length is given
    instead (see :func:`enumeration_faults`). A clue with neither a text nor an enumeration is
    left out.

    Raises:
        FieldError: a ``clues`` field that is not an object of lists of clues.
    """
    return _resolved_clues(doc)[0]


def enumeration_faults(doc: Document) -> list[str]:
    """One line for each clue of the standard ``clues`` field whose setter's enumeration does not
    add up to its entry's letters in the solution (``3-Across: the clue's enumeration (4) does not
    fit BOT (3); the entry's own is shown``): what :func:`crossword_clues` mends.

    Raises:
        FieldError: a ``clues`` field that is not an object of lists of clues.
    """
    return _resolved_clues(doc)[1]


def _resolved_clues(doc: Document) -> tuple[dict[tuple[int, str], tuple[str, str]], list[str]]:
    """:func:`crossword_clues` and :func:`enumeration_faults`."""
    lights = _lights(doc)
    found: dict[tuple[int, str], tuple[str, str]] = {}
    faults: list[str] = []
    for number, direction, text, field in _clue_items(doc):
        body, enum = setters_enumeration(text)
        alone = setters_enumeration("_" + text)  # a text that is only an enumeration: "(3,5)"
        offered = []  # the setter's enumerations, the text's first
        if enum:
            text = body
            offered.append(enum)
        elif alone[0] == "_" and alone[1]:
            text = ""
            offered.append(alone[1])
        if field:
            read = setters_enumeration(f"_ ({field.strip('() ')})")[1]
            if read:
                offered.append(read)
            elif text:  # an enumeration gridcraft does not read: kept with the clue
                text = f"{text} ({field})"
        light = None if lights is None else lights.get((number, direction))
        enum = offered[0] if offered else ""
        if light is not None and offered:
            fits = [e for e in offered if spelled(light, e) is not None]
            if fits:
                enum = fits[0]
            else:
                own = str(len(grapheme_cells(shown(light))))
                faults.append(
                    f"{number}-{direction.title()}: the clue's enumeration ({offered[0]}) does not fit "
                    f"{shown(light)} ({own}); the entry's own is shown"
                )
                enum = own
        if text or enum:
            found[(number, direction)] = (text, enum)
    return found, faults


def _lights(doc: Document) -> dict[tuple[int, str], str] | None:
    """The letters (cell codes) of each entry of the solution by ``(number, direction)``, numbered
    as the grid is (right to left for gridcraft's right-to-left layouts); ``None`` when the
    document has no readable, complete solution."""
    try:
        width, height, rows, letters = crossword_cells(doc)
    except FieldError:
        return None
    white = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#"}
    if letters is None or set(letters) != white:
        return None
    rtl = doc.get(EXT_RTL) is True
    numbers = number_cells(white, height, width, rtl=rtl)
    lights: dict[tuple[int, str], str] = {}
    for slot in find_slots(white, height, width):
        cells = slot.cells[::-1] if rtl and slot.direction.value == ACROSS else slot.cells
        lights[(numbers[cells[0]], slot.direction.value)] = letters_of(letters, cells)
    return lights


def _clue_items(doc: Document) -> Iterator[tuple[int, str, str, str]]:
    """``(number, direction, text, enumeration field)`` of each clue of the standard ``clues``
    field (``direction`` ``"across"`` or ``"down"``; the text unescaped and stripped; the Clue
    object's ``enumeration``, or ``""``).

    Raises:
        FieldError: a ``clues`` field that is not an object of lists of clues.
    """
    clues = doc.get("clues", {})
    if not isinstance(clues, dict):
        raise FieldError("clues", "must be an object of clue lists by direction")
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
            enum = item.get("enumeration") if isinstance(item, dict) else None
            yield (
                number,
                direction,
                html.unescape(text).strip(),
                enum.strip() if isinstance(enum, str) else "",
            )


def spelled(letters: str, enum: str) -> str | None:
    """An entry's letters written with the word breaks of its enumeration (``"ICECREAM"``,
    ``"3,5"``: ``"ICE CREAM"``; ``"TSHIRT"``, ``"1-5"``: ``"T-SHIRT"``), or ``None`` when the
    enumeration does not add up to its letters (``letters`` may hold cell codes: a rebus cell's
    enumeration counts its letters, or the entry's cells).

    >>> spelled("ICECREAM", "3,5"), spelled("KNOCKOUT", "5-3"), spelled("CAT", "2")
    ('ICE CREAM', 'KNOCK-OUT', None)
    """
    counts, breaks = re.split(r"[,\-]", enum), re.findall(r"[,\-]", enum)
    if not all(n.isdigit() and int(n) > 0 for n in counts):
        return None
    clusters = grapheme_cells(shown(letters))  # a rebus counted by its letters, else by its cells
    if sum(map(int, counts)) != len(clusters):
        clusters = [shown(code) for code in encode(letters)]
    if sum(map(int, counts)) != len(clusters):
        return None
    words, at = [], 0
    for n in map(int, counts):
        words.append("".join(clusters[at : at + n]))
        at += n
    return words[0] + "".join((" " if mark == "," else "-") + word for mark, word in zip(breaks, words[1:]))


def crossword_body(
    letters: Mapping[Cell, str],
    width: int,
    height: int,
    clues: Mapping[tuple[Cell, str], tuple[str, str]],
    givens: Collection[Cell] = (),
    circled: Collection[Cell] = (),
    shaded: Collection[Cell] = (),
) -> Document:
    """The fields of a crossword with its own grid after the envelope, as crossword apps write
    one: ``puzzle`` (``"#"`` a block, a white cell its number or 0, a given letter as
    ``{"cell": number, "value": letter}``), ``solution`` (every letter, ``"#"`` a block) and
    ``clues``, one Clue object per entry (``{"number", "clue", "enumeration"}``, across then down,
    by number); no word list, so that no entry is given away.

    Args:
        letters: the letter of every white cell (``(row, col)``, 0-based); any other cell is a
            block.
        width, height: the grid's size in cells.
        clues: each entry's clue text and enumeration by its first cell and direction
            (``"across"`` or ``"down"``); an entry without one gets an empty clue and its length.
        givens: the cells whose letters the empty grid shows.
        circled, shaded: the cells drawn with a circle or on a shaded ground (see
            :func:`styled`); a rebus cell's solution is its whole text (``"HEART"``).
    """
    white = set(letters)
    numbers = number_cells(white, height, width)

    def cell(r: int, c: int) -> Any:
        if (r, c) not in white:
            return BLOCK
        number = numbers.get((r, c), EMPTY)
        value = {"cell": number, "value": shown(letters[(r, c)])} if (r, c) in givens else number
        return styled(value, (r, c) in circled, (r, c) in shaded)

    listed: dict[str, list[dict[str, Any]]] = {name: [] for name in DIRECTIONS.values()}
    for slot in sorted(find_slots(white, height, width), key=lambda s: numbers[(s.row, s.col)]):
        text, enum = clues.get(((slot.row, slot.col), slot.direction.value), ("", ""))
        listed[DIRECTIONS[slot.direction]].append(
            {
                "number": numbers[(slot.row, slot.col)],
                "clue": html.escape(text, quote=False),
                "enumeration": enum or str(slot.length),
            }
        )
    return {
        "block": BLOCK,
        "empty": EMPTY,
        "dimensions": {"width": width, "height": height},
        "puzzle": [[cell(r, c) for c in range(width)] for r in range(height)],
        "solution": [
            [shown(letters[(r, c)]) if (r, c) in white else BLOCK for c in range(width)]
            for r in range(height)
        ],
        "clues": listed,
    }


def word_list_html(texts: list[str]) -> str:
    """``"Words: 3 letters: CAT, DOG; 4 letters: ..."``, HTML-escaped, shortest words first: the
    word list crossword apps show above the grid (``intro``)."""
    groups: dict[int, list[str]] = {}
    for text in texts:
        groups.setdefault(sum(ch.isalpha() for ch in text), []).append(text)
    parts = [f"{n} letters: {', '.join(sorted(groups[n]))}" for n in sorted(groups)]
    return html.escape("Words: " + "; ".join(parts), quote=False)
