"""Word-search drawings: the grid of letters with the word bank below it in columns, and the
solution with each word circled by a capsule (a rounded outline along its cells, at any of the
eight angles).

Our own small template on :class:`gridcraft.draw.Drawing`, in SVG user units; the letters' font
is chosen by :meth:`gridcraft.draw.Drawing.document`, as for every kind (DejaVu Sans, or an
installed family that draws the script: Devanagari, Thai, CJK). Coordinates are integers or
rounded to two decimals, so the output is the same byte for byte.
"""

from __future__ import annotations

import math

from gridcraft.draw import Drawing, escape, text_width
from gridcraft.words import cells, is_rtl
from gridcraft.wordsearch.model import WordSearch

CELL = 32  # side of a cell, user units
PAD = 8  # margin around the picture
LETTER_SIZE = 20  # font size of the grid's letters
LETTER_BASELINE = 23  # baseline below a cell's top edge (centres the capitals)
CELL_LINE = "#d0d0d0"  # the faint outline of each cell (shows a shaped grid's shape)
BANK_GAP = 20  # between the grid and the word bank
BANK_SIZE = 14  # font size of the word bank
LINE = 20  # line height of the word bank
COLUMN_GAP = 24  # between word-bank columns
CAPSULE = 24  # thickness of a solution's capsule (less than a cell)
CAPSULE_COLOUR = "#d0342c"
CAPSULE_WIDTH = 2


def _n(value: float) -> str:
    """A coordinate rounded to two decimals, without trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def render_svg(
    puzzle: WordSearch, *, solution: bool = False, word_bank: bool = True, level: str = ""
) -> Drawing:
    """A drawing of ``puzzle``: ``CELL`` (32) unit cells with a faint outline (none where the
    shape has no cell), the letters centred, and (``word_bank``) the words below the grid in as
    many columns as fit its width (at least one), in list order; with ``solution``, a capsule
    around each word's cells; ``level``, a line under it all (``Level: medium``). Size in user
    units. Cost O(cells + words)."""
    grid_w, grid_h = puzzle.width * CELL, puzzle.height * CELL
    body = [_cells(puzzle), _letters(puzzle)]
    if solution:
        body.append(_capsules(puzzle))
    width, height = grid_w, grid_h
    if word_bank:
        bank, bank_w, bank_h = _bank(puzzle, grid_h + BANK_GAP, grid_w)
        body.append(bank)
        width, height = max(grid_w, bank_w), grid_h + BANK_GAP + bank_h
    if level:
        y = PAD + height + LINE // 2 + BANK_SIZE
        body.append(
            f'<text x="{PAD}" y="{y}" font-size="{BANK_SIZE}" fill="#444444">{escape(level)}</text>\n'
        )
        width, height = max(width, text_width(level, size=BANK_SIZE)), height + LINE // 2 + LINE
    return Drawing(width + 2 * PAD, height + 2 * PAD, "".join(body))


def _cells(puzzle: WordSearch) -> str:
    rects = "".join(
        f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}"/>\n'
        for r, row in enumerate(puzzle.grid)
        for c, x in enumerate(row)
        if x is not None
    )
    return f'<g fill="white" stroke="{CELL_LINE}" stroke-width="1">\n{rects}</g>\n'


def _letters(puzzle: WordSearch) -> str:
    texts = "".join(
        f'<text x="{PAD + c * CELL + CELL // 2}" y="{PAD + r * CELL + LETTER_BASELINE}">{escape(x)}</text>\n'
        for r, row in enumerate(puzzle.grid)
        for c, x in enumerate(row)
        if x is not None
    )
    return f'<g font-size="{LETTER_SIZE}" text-anchor="middle" fill="black">\n{texts}</g>\n'


def _capsules(puzzle: WordSearch) -> str:
    """A rounded rectangle around each word: as long as the word's cells (less a margin), as thick
    as :data:`CAPSULE`, turned to the word's angle about its middle."""
    out = []
    for cells in puzzle.cells_of().values():
        (r1, c1), (r2, c2) = cells[0], cells[-1]
        x1, y1 = PAD + c1 * CELL + CELL / 2, PAD + r1 * CELL + CELL / 2
        x2, y2 = PAD + c2 * CELL + CELL / 2, PAD + r2 * CELL + CELL / 2
        length = math.hypot(x2 - x1, y2 - y1) + CAPSULE
        angle = round(math.degrees(math.atan2(y2 - y1, x2 - x1)))
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
        out.append(
            f'<rect x="{_n(cx - length / 2)}" y="{_n(cy - CAPSULE / 2)}" width="{_n(length)}" '
            f'height="{CAPSULE}" rx="{CAPSULE // 2}" transform="rotate({angle} {_n(cx)} {_n(cy)})"/>\n'
        )
    return f'<g fill="none" stroke="{CAPSULE_COLOUR}" stroke-width="{CAPSULE_WIDTH}">\n{"".join(out)}</g>\n'


def _bank(puzzle: WordSearch, top: int, width: int) -> tuple[str, int, int]:
    """The word bank's elements, its width and its height: columns of equal width (the widest
    word, see :func:`gridcraft.draw.text_width`), as many as fit ``width`` (at least one),
    filled top to bottom."""
    words = list(puzzle.words)
    column = max(text_width(w, size=BANK_SIZE) for w in words)
    columns = max(1, min(len(words), (width + COLUMN_GAP) // (column + COLUMN_GAP)))
    rows = -(-len(words) // columns)
    texts = []
    for i, word in enumerate(words):
        col, row = divmod(i, rows)
        x, y = PAD + col * (column + COLUMN_GAP), PAD + top + row * LINE + BANK_SIZE
        texts.append(_word(x, y, word))
    bank_w = columns * column + (columns - 1) * COLUMN_GAP
    return f'<g font-size="{BANK_SIZE}" fill="black">\n{"".join(texts)}</g>\n', bank_w, rows * LINE


def _word(x: int, y: int, word: str) -> str:
    """A word of the bank at ``(x, y)`` (its baseline's left end). A right-to-left word is
    written in the order it is seen, its grapheme clusters reversed, with the bidirectional
    algorithm overridden: cairo (PNG, PDF) draws text in its string's order, and a browser then
    keeps that order too, so both show the word as its readers read it."""
    if not is_rtl(word):
        return f'<text x="{x}" y="{y}">{escape(word)}</text>\n'
    seen = "".join(reversed(cells(word)))
    return f'<text x="{x}" y="{y}" direction="ltr" unicode-bidi="bidi-override">{escape(seen)}</text>\n'
