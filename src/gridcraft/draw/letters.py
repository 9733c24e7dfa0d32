"""Letter grids and word lists as drawings: a criss-cross layout or a fill-in puzzle, solved or
empty beside its word list.

Our own small template, no SVG library. All coordinates are integers in SVG user units, so the
output is the same byte for byte for the same layout.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from gridcraft.draw.svg import Drawing, escape
from gridcraft.grid import Cell
from gridcraft.words import cells as clusters
from gridcraft.words import shown

CELL = 40  # side of a grid cell, user units
PAD = 4  # margin around the picture, user units
MARK_COLOUR, FOCUS_COLOUR = "#fff3b0", "#ffd54f"  # backgrounds of cells a hint reads and fills
LETTER_SIZE = 24  # font size of grid letters
LETTER_BASELINE = 29  # baseline of a letter below its cell's top edge (centres the capitals)
LIST_GAP = 24  # between the grid and the word list
LIST_SIZE = 14  # font size of the word list
LINE = 20  # line height of the word list
COLUMN_GAP = 24  # between word-list columns
MIN_LINES = 10  # a word-list column holds at least this many lines
SHADE = "#d9d9d9"  # fill of an empty cell beside a letter cell
MARKED_SHADE = "#ebebeb"  # fill of a shaded letter cell (a crossword's theme, say)
REBUS_ROOM = CELL - 6  # user units a cell's text may take before it is drawn smaller (a rebus)
# Widths of word-list characters in hundredths of an em, erring wide: the picture must hold the list.
# Measured in DejaVu Sans (bold about 1.2 times wider): the letters in WIDE_LETTERS up to 1.09 em,
# other Latin, Greek and Cyrillic letters and digits at most 0.79 em, the letters of other scripts
# it covers at most 1.63 em (Canadian syllabics); CJK characters are 1 em.
EM_NARROW = 50  # the characters in NARROW
EM_OTHER = 80  # the other basic Latin, Greek and Cyrillic letters and digits, accented or not
EM_WIDE = 112  # the letters in WIDE_LETTERS (accented or not), East Asian wide and full-width ones
EM_UNKNOWN = 165  # any other character
BOLD = 125  # percent: a bold line is this much wider
NARROW = frozenset("iIjJlfrt.,'’ -\u2010\u2011")
WIDE_LETTERS = frozenset("MWmwÆŒæœЖШЩЮЫФМЪжшщюыфмъΜΦΨΩω")
BASIC = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
    "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρςστυφχψω"
)

Item = tuple[str, str]  # ("heading" | "entry", text)
Groups = list[tuple[int, list[str]]] | list[tuple[str, list[str]]]  # (length or heading, lines)
NUMBER_SIZE = 11  # font size of a cell's crossword number
WRAP = 600  # user units: a longer line of a list (a long clue) is wrapped between words
NUMBER_X, NUMBER_Y = 3, 12  # the number's baseline from the cell's top-left corner


def letter_grid(
    letters: Mapping[Cell, str],
    height: int,
    width: int,
    *,
    show: bool = True,
    shown: Mapping[Cell, str] | None = None,
    words: Groups | None = None,
    blocks: bool = True,
    numbers: Mapping[Cell, int] | None = None,
    marks: Iterable[Cell] = (),
    focus: Iterable[Cell] = (),
    circled: Iterable[Cell] = (),
    shaded: Iterable[Cell] = (),
) -> Drawing:
    """A grid of letter cells, as criss-cross layouts and fill-in puzzles are drawn.

    Args:
        letters: ``(row, col) -> letter`` (0-based) of every letter cell, inside ``height`` x
            ``width`` cells.
        height, width: the grid's size in cells.
        show: draw the letters in their cells (the solution); ``False``: the cells stay empty
            except for the letters of ``shown`` (such as a puzzle's given letters).
        shown: letters drawn with ``show=False``, ``(row, col) -> letter``.
        words: the word list beside the grid, as ``(length, entries)`` groups (see
            :func:`gridcraft.words.group_by_length`), headed ``3 letters`` and so on (a group whose
            key is a string is headed by it, as ``Across`` over clues), and flowing
            into more columns when it is taller than the grid; the picture is made wide enough for
            it (see :func:`text_width`). Only drawn with ``show=False``.
        blocks: shade every empty cell of the box (the default), as the blocks of a fill-in grid,
            so that no white square inside the grey reads as a hole; ``False``: only the empty
            cells beside a letter cell are shaded (so an empty square enclosed by letter cells is
            still never taken for a cell), the rest left white.
        numbers: crossword numbers, ``(row, col) -> number``, drawn small in the cells' top-left
            corners.
        marks, focus: cells given a pale and a deeper yellow background (the cells a hint reads,
            and those it fills).
        circled: cells with a circle inscribed in them, behind the letter and the number.
        shaded: cells on a light grey ground (``MARKED_SHADE``, lighter than an empty cell's).

    Each letter cell is a ``CELL`` x ``CELL`` square (40 user units) outlined by a thin line, a
    letter centred in it (a rebus, several letters in one cell, at a size that fits the cell); an
    empty cell is a light grey square without a border. The drawing's size is in user units. Cost
    O(height * width + letters).
    """
    grid_w, grid_h = width * CELL, height * CELL
    focused = set(focus)
    body = [_shades(letters, height, width, every=blocks), _cells(letters)]
    for colour, cells in ((MARK_COLOUR, sorted(set(marks) - focused)), (FOCUS_COLOUR, sorted(focused))):
        body += [
            f'<rect x="{PAD + c * CELL + 1}" y="{PAD + r * CELL + 1}" width="{CELL - 2}" height="{CELL - 2}" '
            f'fill="{colour}"/>\n'
            for r, c in cells
        ]
    body.append(_marked(set(circled), set(shaded)))
    if numbers:
        body.append(_numbers(numbers))
    pic_w, pic_h = grid_w, grid_h
    if not show and words is None:
        body.append(_letters(dict(shown or {})))
    elif not show:
        columns = _flow(_items(words or []), max(grid_h // LINE, MIN_LINES))
        x = PAD + grid_w + LIST_GAP
        for column in columns:
            body.append(_list_column(column, x))
            x += _column_width(column) + COLUMN_GAP
        pic_w = x - COLUMN_GAP - PAD
        pic_h = max(grid_h, max(len(c) for c in columns) * LINE)
        if shown:
            body.append(_letters(dict(shown)))
    else:
        body.append(_letters(dict(letters)))
    return Drawing(pic_w + 2 * PAD, pic_h + 2 * PAD, "".join(body))


def word_list(groups: Groups, max_width: int) -> Drawing:
    """The word list alone as an SVG document: headings such as ``3 letters`` over each group of
    entries (``(length, entries)`` pairs, e.g. from :func:`gridcraft.formats.word_groups`), flowed
    into the fewest lines per column whose columns fit ``max_width`` user units side by side (one
    column per group at the least, if nothing narrower fits). Font size ``LIST_SIZE`` (14 units).
    """
    items = _items(groups)
    total = sum(len(g) + 1 for g in items)
    columns = _flow(items, total)
    for lines in range(MIN_LINES, total + 1):
        trial = _flow(items, lines)
        if sum(_column_width(c) for c in trial) + COLUMN_GAP * (len(trial) - 1) <= max_width:
            columns = trial
            break
    body, x = [], PAD
    for column in columns:
        body.append(_list_column(column, x))
        x += _column_width(column) + COLUMN_GAP
    return Drawing(x - COLUMN_GAP + PAD, max(len(c) for c in columns) * LINE + 2 * PAD, "".join(body))


def _shades(letters: Mapping[Cell, str], height: int, width: int, *, every: bool = False) -> str:
    """Grey squares, without a border, on the empty cells that touch a letter cell side by side
    (``every``: on all empty cells of the box).

    An empty cell enclosed by letter cells would otherwise look like a cell to fill in.
    """
    shaded = [
        (r, c)
        for r in range(height)
        for c in range(width)
        if (r, c) not in letters
        and (every or any(n in letters for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))))
    ]
    if not shaded:
        return ""
    rects = "".join(
        f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}"/>\n'
        for r, c in shaded
    )
    return f'<g fill="{SHADE}" stroke="none">\n{rects}</g>\n'


def _cells(letters: Mapping[Cell, str]) -> str:
    """The outlined letter cells, row by row."""
    cells = sorted(letters)
    rects = "".join(
        f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}"/>\n'
        for r, c in cells
    )
    return f'<g fill="white" stroke="black" stroke-width="1">\n{rects}</g>\n'


def _marked(circled: set[Cell], shaded: set[Cell]) -> str:
    """Shaded cells' grey grounds, then circles inscribed in the circled cells."""
    out = [
        f'<rect x="{PAD + c * CELL + 1}" y="{PAD + r * CELL + 1}" width="{CELL - 2}" height="{CELL - 2}" '
        f'fill="{MARKED_SHADE}"/>\n'
        for r, c in sorted(shaded)
    ]
    if circled:
        rings = "".join(
            f'<circle cx="{PAD + c * CELL + CELL // 2}" cy="{PAD + r * CELL + CELL // 2}" r="{CELL // 2 - 1}"/>\n'
            for r, c in sorted(circled)
        )
        out.append(f'<g fill="none" stroke="black" stroke-width="1">\n{rings}</g>\n')
    return "".join(out)


def _letters(letters: dict[Cell, str]) -> str:
    """The letters, centred in their cells; a rebus (several letters in one cell) smaller, so that
    it fits its cell."""
    texts = []
    for (r, c), ch in sorted(letters.items()):
        text = shown(ch)
        room = text_width(text, size=LETTER_SIZE) if len(clusters(text)) > 1 else 0
        size = "" if room <= REBUS_ROOM else f' font-size="{max(6, LETTER_SIZE * REBUS_ROOM // room)}"'
        x, y = PAD + c * CELL + CELL // 2, PAD + r * CELL + LETTER_BASELINE
        texts.append(f'<text x="{x}" y="{y}"{size}>{escape(text)}</text>\n')
    return f'<g font-size="{LETTER_SIZE}" text-anchor="middle" fill="black">\n{"".join(texts)}</g>\n'


def _items(groups: Groups) -> list[list[Item]]:
    """The word list (``(length, entries)`` groups, or ``(heading, lines)``) as groups of lines: a
    heading, then its entries."""
    return [
        [
            ("heading", f"{n} letters" if isinstance(n, int) else n),
            *(("entry", line) for e in entries for line in wrap(e)),
        ]
        for n, entries in groups
    ]


def wrap(text: str, width: int = WRAP, size: int = LIST_SIZE) -> list[str]:
    """``text`` broken between words into lines of at most ``width`` user units at font size
    ``size`` (see :func:`text_width`); a word wider than that keeps a line of its own.

    >>> wrap("short")
    ['short']
    """
    if text_width(text, size=size) <= width:
        return [text]
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size=size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _numbers(numbers: Mapping[Cell, int]) -> str:
    """Crossword numbers, small in the top-left corners of their cells."""
    texts = "".join(
        f'<text x="{PAD + c * CELL + NUMBER_X}" y="{PAD + r * CELL + NUMBER_Y}">{n}</text>\n'
        for (r, c), n in sorted(numbers.items())
    )
    return f'<g font-size="{NUMBER_SIZE}" fill="black">\n{texts}</g>\n'


def _flow(groups: list[list[Item]], max_lines: int) -> list[list[Item | None]]:
    """Flow groups into columns of at most ``max_lines`` lines (``None`` is a blank line).

    A group that fits in a fresh column is not split; a split group never leaves its heading alone
    at the foot of a column.
    """
    columns: list[list[Item | None]] = [[]]
    for group in groups:
        col = columns[-1]
        if col:
            move = len(col) + 1 + len(group) > max_lines and len(group) <= max_lines
            if move or len(col) + 3 > max_lines:  # no room for the gap, the heading and an entry
                columns.append([])
            else:
                col.append(None)
        for item in group:
            if len(columns[-1]) >= max_lines:
                columns.append([])
            columns[-1].append(item)
    return columns


def _column_width(column: list[Item | None]) -> int:
    """Width of a word-list column in user units (an estimate from the longest line, see :func:`text_width`)."""
    return max((text_width(text, bold=kind == "heading") for kind, text in filter(None, column)), default=0)


def text_width(text: str, *, bold: bool = False, size: float = LIST_SIZE) -> int:
    """A generous estimate of the width of ``text`` at font size ``size``, in whole user units.

    Each character counts :func:`_em` hundredths of an em, a bold line ``BOLD`` percent of that:
    at least the true width in DejaVu Sans (regular and bold) for every letter and digit it has
    (the usual fallback fonts are narrower), so the word list is not clipped.

    >>> text_width("Мул"), text_width("ЩШЖ"), text_width("3 letters", bold=True)
    (39, 48, 100)
    """
    hundredths = sum(_em(ch) for ch in text)
    if bold:
        hundredths = hundredths * BOLD // 100
    return int(-(-hundredths * size // 100))  # rounded up


def _em(ch: str) -> int:
    """The width allowed for character ``ch``, in hundredths of an em."""
    if unicodedata.combining(ch):
        return 0
    if ch in NARROW:
        return EM_NARROW
    if ch in WIDE_LETTERS or unicodedata.east_asian_width(ch) in ("W", "F"):
        return EM_WIDE
    parts = unicodedata.normalize("NFD", ch)
    if parts[0] in WIDE_LETTERS or "\u031b" in parts:  # a horn (Ơ, Ư) sticks out to the right
        return EM_WIDE
    if len(parts) > 1 and "Α" <= parts[0] <= "Ω":  # a Greek capital's accent stands before it
        return EM_WIDE
    if parts[0] in BASIC or parts[0] in NARROW:
        return EM_OTHER
    return EM_UNKNOWN


def _list_column(column: list[Item | None], x: int) -> str:
    """One column of the word list with its left edge at ``x``."""
    out = []
    for i, item in enumerate(column):
        if item is None:
            continue
        kind, text = item
        weight = ' font-weight="bold"' if kind == "heading" else ""
        out.append(f'<text x="{x}" y="{PAD + i * LINE + LIST_SIZE}"{weight}>{escape(text)}</text>\n')
    return f'<g font-size="{LIST_SIZE}" fill="black">\n{"".join(out)}</g>\n'
