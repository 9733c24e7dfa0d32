"""Printable sheets: a puzzle drawing, a title and a word list laid out on a paper-sized SVG page.

Page coordinates are points (1/72 in); the page SVG carries the paper size in millimetres or
inches, so a PDF made from it (see :mod:`gridcraft.draw.convert`) has the right page size.
"""

from __future__ import annotations

from collections.abc import Callable

from gridcraft.draw.convert import measured_width
from gridcraft.draw.fonts import DEJAVU_BELOW
from gridcraft.draw.letters import CELL, Groups, text_width
from gridcraft.draw.svg import Drawing, escape
from gridcraft.words import cells

# paper -> (width pt, height pt, SVG width, SVG height)
PAPERS = {"a4": (595, 842, "210mm", "297mm"), "letter": (612, 792, "8.5in", "11in")}
MARGIN = 42  # points, all round
TITLE_SIZE = 20  # points
CAPTION_SIZE = 11  # points
TITLE_LINES, CAPTION_LINES = 3, 4  # lines of a title and of a caption, at most (longer: shortened, "…")
GAP = 18  # points between the parts of a page
MAX_SCALE = 0.8  # a drawing's user unit is at most this many points (40-unit cells: 32 pt)
MIN_CELL_MM = 7.0  # a grid cell of a sheet with a word list is kept at least this wide
MIN_CELL = MIN_CELL_MM * 72 / 25.4  # the same in points (19.8 pt)
FONT_SIZES = (12, 11, 10)  # points: the word list's type, largest first, when it leaves the grid room
MIN_FONT_SIZE, MAX_FONT_SIZE = 6.0, 18.0  # points: the sizes a caller may choose
LEADING = 1.25  # line height of the word list, in font sizes
LIST_COLUMN_GAP = 16  # points between the columns of the word list
MAX_COLUMNS = 6  # columns of a word list of short entries, at most
WIDTH_MARGIN = 1.03  # a measured line is allowed 3% more than cairo's advance (kerning, rounding)
INDENT = 1.2  # the lines of a wrapped entry after the first are indented this many font sizes

CONTINUED = "{heading} (continued)"  # a group's heading repeated on a continuation page
BANK_SPACE = "\u2003\u2003"  # between the words of a word bank's line: two em spaces
Headed = list[tuple[int | str, list[str]]]  # a word list's groups, headed by a length or a heading
Block = tuple[bool, list[str]]  # (a heading, its lines): what stays together in a column


class WordBank(str):
    """The heading of a word list's group that is a word bank (a crossword's answers, listed for
    younger solvers): a sheet sets its entries several to a line, :data:`BANK_SPACE` between
    them, rather than one to a line. Elsewhere it is the heading it spells."""

    __slots__ = ()


def sheet_page(
    drawing: Drawing,
    *,
    paper: str = "a4",
    title: str = "",
    caption: str = "",
    words: Groups | None = None,
    name_line: str = "",
    font_size: float | None = None,
) -> Drawing:
    """The first page of :func:`sheet_pages`: the whole sheet when there is no word list (a
    solution page) or when the list fits beside the grid.

    Raises:
        ValueError: an unknown ``paper`` (see :data:`PAPERS`) or a ``font_size`` out of range.
    """
    return sheet_pages(
        drawing,
        paper=paper,
        title=title,
        caption=caption,
        words=words,
        name_line=name_line,
        font_size=font_size,
    )[0]


def sheet_pages(
    drawing: Drawing,
    *,
    paper: str = "a4",
    title: str = "",
    caption: str = "",
    words: Groups | None = None,
    name_line: str = "",
    font_size: float | None = None,
    cell: float = CELL,
    continued: str = CONTINUED,
) -> list[Drawing]:
    """The pages, in points, with the paper's size, of a puzzle and its word list.

    Page 1: ``title`` (centred, bold) and ``caption`` at the top (wrapped between words when wider
    than the page; each line after the caption's first, such as a level line ``Level: medium``,
    on lines of its own), ``name_line`` (such as ``Name: ____  Date: ____``) on the left under them,
    then ``drawing`` scaled to fit the page width and the height left (never above
    ``MAX_SCALE`` points per user unit) and centred, then the word list (``(length, entries)`` or
    ``(heading, lines)`` groups) flowed into columns under it: two or three columns of wrapped
    entries (long clues), up to ``MAX_COLUMNS`` of short ones; a group headed by a
    :class:`WordBank` has its entries several to a line. The list's type is the largest of
    ``FONT_SIZES`` (12, 11, 10 pt) that leaves the grid's cells (``cell`` user units wide) at
    least ``MIN_CELL`` points (7 mm; a grid too wide for that: as wide as the page allows), or
    ``font_size`` points when given. When no size leaves the grid that room, the grid takes page 1 at its full size and the list follows it there and on
    continuation pages (under the title) in ``font_size`` or 12 pt type; a group that goes on
    at the top of a continuation page has its heading repeated there as ``continued`` says it
    (``{heading} (continued)``, in the sheet's language). Nothing is drawn outside the margins
    (``MARGIN`` points).

    Raises:
        ValueError: an unknown ``paper`` (see :data:`PAPERS`), or a ``font_size`` outside
            ``MIN_FONT_SIZE`` to ``MAX_FONT_SIZE`` points.
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}: one of {', '.join(PAPERS)}")
    if font_size is not None and not MIN_FONT_SIZE <= font_size <= MAX_FONT_SIZE:
        raise ValueError(
            f"font size {font_size:g} pt is out of range: {MIN_FONT_SIZE:g} to {MAX_FONT_SIZE:g}"
        )
    pw, ph, svg_w, svg_h = PAPERS[paper]
    width, bottom = pw - 2 * MARGIN, float(ph - MARGIN)
    body, y = _header(pw, width, title, caption, name_line)
    gw, gh = max(float(drawing.width), 1.0), max(float(drawing.height), 1.0)
    groups: Headed = [(head, entries) for head, entries in words or [] if entries]
    if not groups:
        scale = max(min(width / gw, (bottom - y) / gh, MAX_SCALE), 0.0)
        body.append(drawing.nested((pw - gw * scale) / 2, y, scale))
        return [Drawing(pw, ph, "".join(body), size=(svg_w, svg_h))]
    sizes = FONT_SIZES if font_size is None else (font_size,)
    alone = max(min(width / gw, (bottom - y) / gh, MAX_SCALE), 0.0)  # the grid's scale on a page of its own
    least = min(MIN_CELL, alone * cell) * 0.999  # a grid too wide for 7 mm cells: as wide as the page
    best: tuple[float, float, list[list[Block]], float] | None = None  # scale, size, columns, width
    for size in sizes:
        for columns, column_w in _arrangements(groups, size, width):
            blocks = _blocks(groups, column_w, size)
            height = _shortest(blocks, columns, size)
            scale = min(width / gw, (bottom - y - height - GAP) / gh, MAX_SCALE)
            whole = _whole(blocks, columns, size, height)  # no group split, if the grid keeps its size
            if whole is not None and min(width / gw, (bottom - y - whole - GAP) / gh, MAX_SCALE) >= scale:
                height = whole
            if scale * cell >= least and (best is None or scale > best[0]):
                best = (scale, size, _flow_blocks(blocks, [height] * columns, size), column_w)
        if best is not None:
            break
    pages: list[list[str]] = [body]
    if best is not None:  # one page: the grid, the list under it
        scale, size, flowed, column_w = best
        body.append(drawing.nested((pw - gw * scale) / 2, y, scale))
        top = y + gh * scale + GAP
        flowed = [column for column in flowed if column]
        n = len(flowed)  # the columns used, centred
        x0 = (pw - n * column_w - (n - 1) * LIST_COLUMN_GAP) / 2
        for i, column in enumerate(flowed):
            body.append(_list_column(column, x0 + i * (column_w + LIST_COLUMN_GAP), top, size))
    else:  # the grid at its full size; the list after it, over as many pages as it takes
        scale = alone
        body.append(drawing.nested((pw - gw * scale) / 2, y, scale))
        size = font_size or FONT_SIZES[0]
        columns, column_w = _arrangements(groups, size, width)[0]
        blocks = _blocks(groups, column_w, size)
        top = y + gh * scale + GAP
        next_body, next_top = _header(pw, width, title, "", "")
        first = [bottom - top if bottom - top >= 3 * size * LEADING else 0.0] * columns
        pages_most = 1 + sum(len(lines) + 1 for _, lines in blocks)  # each column holds a line at least
        fresh = frozenset(range(columns, columns * (pages_most + 1), columns))  # a page's first column

        def again(heading: list[str]) -> list[str]:
            return wrap_words(continued.format(heading=" ".join(heading)), column_w, size, bold=True)

        flowed = _flow_blocks(
            blocks, first + [bottom - next_top] * columns * pages_most, size, fresh=fresh, again=again
        )
        n = columns
        x0 = (pw - n * column_w - (n - 1) * LIST_COLUMN_GAP) / 2
        for i, column in enumerate(flowed):
            page, place = divmod(i, n)
            if not column:
                continue
            while len(pages) <= page:
                pages.append(list(next_body))
            x = x0 + place * (column_w + LIST_COLUMN_GAP)
            pages[page].append(_list_column(column, x, top if page == 0 else next_top, size))
    return [Drawing(pw, ph, "".join(page), size=(svg_w, svg_h)) for page in pages]


def _header(pw: float, width: float, title: str, caption: str, name_line: str) -> tuple[list[str], float]:
    """The title, caption and name line at the top of a page, and the height they leave free
    (from the top edge, points)."""
    body: list[str] = []
    y = float(MARGIN)
    for line in at_most(
        wrap_words(title, width, TITLE_SIZE, bold=True), TITLE_LINES, width, TITLE_SIZE, bold=True
    ):
        body.append(
            f'<text x="{pw / 2:.2f}" y="{y + TITLE_SIZE:.2f}" font-size="{TITLE_SIZE}" font-weight="bold" '
            f'text-anchor="middle">{escape(line)}</text>\n'
        )
        y += TITLE_SIZE + 6
    if title:
        y += 4
    first, *more = caption.split("\n")  # a line after the first: a line of its own (the level)
    lines = at_most(wrap_words(first, width, CAPTION_SIZE), CAPTION_LINES, width, CAPTION_SIZE)
    for line in lines + [line for part in more for line in wrap_words(part, width, CAPTION_SIZE)]:
        body.append(
            f'<text x="{pw / 2:.2f}" y="{y + CAPTION_SIZE:.2f}" font-size="{CAPTION_SIZE}" '
            f'text-anchor="middle" fill="#444444">{escape(line)}</text>\n'
        )
        y += CAPTION_SIZE + 4
    if caption:
        y += 4
    if name_line:
        body.append(
            f'<text x="{MARGIN:.2f}" y="{y + CAPTION_SIZE + 4:.2f}" font-size="{CAPTION_SIZE}">{escape(name_line)}</text>\n'
        )
        y += CAPTION_SIZE + 12
    if title or caption:
        y += GAP / 2
    return body, y


def at_most(lines: list[str], most: int, width: float, size: float, *, bold: bool = False) -> list[str]:
    """The first ``most`` of ``lines`` (wrapped to ``width`` points at ``size`` points), the last
    shortened to end in an ellipsis when some are left out: a long title keeps a few lines of its
    page.

    >>> at_most(["one", "two", "three"], 2, 100, 10)
    ['one', 'two …']
    """
    if len(lines) <= most:
        return lines
    kept = lines[:most]
    while kept[-1] and _width(f"{kept[-1]} …", size, bold=bold) > width:
        kept[-1] = kept[-1][:-1].rstrip()
    kept[-1] = f"{kept[-1]} …" if kept[-1] else "…"
    return kept


def _arrangements(groups: Headed, size: float, width: float) -> list[tuple[int, float]]:
    """The ways to set the word list in columns across ``width`` points at ``size`` points:
    ``(columns, column width)``, as many columns as the longest line allows (at most
    ``MAX_COLUMNS``), else two and three columns in which long lines wrap."""
    natural = max(
        [_width(_heading(head), size, bold=True) for head, _ in groups]
        + [_width(e, size) + INDENT * size for _, entries in groups for e in entries]
    )
    fit = int((width + LIST_COLUMN_GAP) // (natural + LIST_COLUMN_GAP))
    share = {n: (width - (n - 1) * LIST_COLUMN_GAP) / n for n in range(1, MAX_COLUMNS + 1)}
    if fit >= 3:
        n = min(fit, MAX_COLUMNS)
        return [(n, min(float(natural), share[n]))]
    return [(2, share[2]), (3, share[3])]


def _blocks(groups: Headed, width: float, size: float) -> list[Block]:
    """The headings and entries of the list as blocks of lines at most ``width`` points wide at
    ``size`` points, the lines of an entry after its first indented by ``INDENT`` sizes."""
    blocks: list[Block] = []
    for head, entries in groups:
        blocks.append((True, wrap_words(_heading(head), width, size, bold=True)))
        if isinstance(head, WordBank):
            blocks += [(False, [line]) for line in _bank_lines(entries, width, size)]
            continue
        for entry in entries:
            lines = wrap_words(entry, width - INDENT * size, size) or [""]
            blocks.append((False, lines))
    return blocks


def _bank_lines(entries: list[str], width: float, size: float) -> list[str]:
    """A word bank's entries set several to a line of at most ``width`` points at ``size`` points,
    :data:`BANK_SPACE` between them, in their order (an entry wider than a line: wrapped alone)."""
    lines: list[str] = []
    for entry in entries:
        if lines and _width(f"{lines[-1]}{BANK_SPACE}{entry}", size) <= width:
            lines[-1] += f"{BANK_SPACE}{entry}"
        else:
            lines += wrap_words(entry, width, size) or [""]
    return lines


def _heading(head: int | str) -> str:
    """A group's heading: ``3 letters`` for a length, else the heading given (``Across``)."""
    return f"{head} letters" if isinstance(head, int) else head


def _flow_blocks(
    blocks: list[Block],
    heights: list[float],
    size: float,
    *,
    fresh: frozenset[int] = frozenset(),
    again: Callable[[list[str]], list[str]] | None = None,
) -> list[list[Block]]:
    """``blocks`` flowed into columns of the given ``heights`` (points; a column of height 0 is
    skipped), each block whole in a column, a heading never alone at a column's foot and half a
    line before a heading not at a column's top; the columns filled, in order. Blocks taller
    than a column are split between lines, starting in the room left in the column they reach. A column of ``fresh`` (the first of a new page) that
    starts inside a group starts with the heading ``again`` makes of the group's heading lines."""
    line = size * LEADING
    columns: list[list[Block]] = [[] for _ in heights]
    i, used = 0, 0.0
    pending = list(blocks)
    group: list[str] | None = None  # the heading lines of the group being flowed
    repeated: Block | None = None  # a repeated heading, which starts no group of its own
    while pending and i < len(heights):
        if again is not None and i in fresh and not used and group is not None and not pending[0][0]:
            repeated = (True, again(group))
            pending.insert(0, repeated)
        head, lines = pending[0]
        if head and pending[0] is not repeated:
            group = lines
        need = len(lines) * line + (line / 2 if head and used else 0)
        if head and len(pending) > 1:
            need += len(pending[1][1]) * line  # with its first entry
        if used + need <= heights[i] + 0.01:
            columns[i].append(pending.pop(0))
            used += len(lines) * line + (line / 2 if head and used else 0)
        elif not used and len(lines) * line <= heights[i] + 0.01:  # alone in a column
            columns[i].append(pending.pop(0))
            used += len(lines) * line
        elif len(lines) * line > heights[i] + 0.01 and heights[i] - used >= line * (
            1.5 if head and used else 1
        ):
            # taller than a whole column: split it, its first lines in the room left in this one
            fit = int((heights[i] - used - (line / 2 if head and used else 0)) // line)
            columns[i].append((head, lines[:fit]))
            pending[0] = (head, lines[fit:])
            i, used = i + 1, 0.0
        else:
            i, used = i + 1, 0.0
    if pending:
        raise ValueError("the word list does not fit the columns given")
    return columns


def _shortest(blocks: list[Block], columns: int, size: float) -> float:
    """The least column height (points, whole lines) in which ``blocks`` flow into ``columns``
    columns."""
    line = size * LEADING
    total = sum(len(lines) for _, lines in blocks) + len(blocks)  # lines, and room for gaps
    lines = max(max(len(b[1]) for b in blocks) + 1, -(-sum(len(b[1]) for b in blocks) // columns))
    while lines <= total:
        try:
            _flow_blocks(blocks, [lines * line] * columns, size)
        except ValueError:
            lines += 1
            continue
        return lines * line
    return total * line


def _whole(blocks: list[Block], columns: int, size: float, least: float) -> float | None:
    """The least column height, from ``least`` points up (whole lines), in which ``blocks`` flow
    into ``columns`` columns each starting with a heading (no group split), or ``None``."""
    line = size * LEADING
    heads = sum(head for head, _ in blocks)
    lines = round(least / line)
    total = sum(len(b) for _, b in blocks) + heads
    while lines <= total:
        flowed = _flow_blocks(blocks, [lines * line] * columns, size)
        if all(column[0][0] for column in flowed if column):
            return lines * line
        lines += 1
    return None


def _list_column(column: list[Block], x: float, top: float, size: float) -> str:
    """One column of the word list, its left edge at ``x`` and its top at ``top`` (points)."""
    line = size * LEADING
    out, y = [], top
    for head, lines in column:
        if head and y > top:
            y += line / 2
        for k, text in enumerate(lines):
            weight = ' font-weight="bold"' if head else ""
            indent = INDENT * size if k and not head else 0.0
            out.append(f'<text x="{x + indent:.2f}" y="{y + size:.2f}"{weight}>{escape(text)}</text>\n')
            y += line
    return f'<g font-size="{size:g}" fill="black">\n{"".join(out)}</g>\n'


def _width(text: str, size: float, *, bold: bool = False) -> float:
    """The width of a line of clue text at font size ``size``, in points: as cairo draws it in
    DejaVu Sans (plus :data:`WIDTH_MARGIN`) when DejaVu draws every character, never more than
    :func:`~gridcraft.draw.letters.text_width`'s generous estimate, which is used alone when
    another font draws some of them."""
    estimate = float(text_width(text, size=size, bold=bold))
    if all(ord(ch) < DEJAVU_BELOW or "\u2010" <= ch <= "\u2027" for ch in text):  # and its dashes, quotes
        return min(estimate, measured_width(text, size, bold=bold) * WIDTH_MARGIN)
    return estimate


def wrap_words(text: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``text`` broken between words into lines that fit ``width`` points at font size ``size``; a
    word wider than a line (a run of emoji, a title in a script written without spaces) is broken
    between its grapheme clusters."""
    lines: list[str] = []
    width += 1e-6  # a column as wide as its longest line, less an indent, holds that line
    for word in text.split():
        if lines and _width(f"{lines[-1]} {word}", size, bold=bold) <= width:
            lines[-1] += f" {word}"
            continue
        lines.append("")
        for cluster in cells(word) if _width(word, size, bold=bold) > width else [word]:
            if lines[-1] and _width(lines[-1] + cluster, size, bold=bold) > width:
                lines.append("")
            lines[-1] += cluster
    return lines


def grid_page(
    drawings: list[tuple[Drawing, str]],
    *,
    paper: str = "a4",
    title: str = "",
    columns: int = 2,
    rows: int = 2,
    name_line: str = "",
) -> Drawing:
    """One page, in points, of up to ``columns`` x ``rows`` drawings in reading order, each with
    its label above it (``3. hard``), scaled alike to fit its box (never above ``MAX_SCALE``
    points per user unit) and centred in it, under ``title`` (wrapped, at most two lines) and
    ``name_line`` (such as ``Name: ____  Date: ____``, on the left): the pages of a booklet.

    Raises:
        ValueError: an unknown ``paper``, or more drawings than boxes.
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}: one of {', '.join(PAPERS)}")
    if len(drawings) > columns * rows:
        raise ValueError(f"{len(drawings)} drawings do not fit {columns} x {rows} boxes")
    pw, ph, svg_w, svg_h = PAPERS[paper]
    width = pw - 2 * MARGIN
    body: list[str] = []
    y = float(MARGIN)
    for line in at_most(wrap_words(title, width, TITLE_SIZE, bold=True), 2, width, TITLE_SIZE, bold=True):
        body.append(
            f'<text x="{pw / 2:.2f}" y="{y + TITLE_SIZE:.2f}" font-size="{TITLE_SIZE}" font-weight="bold" '
            f'text-anchor="middle">{escape(line)}</text>\n'
        )
        y += TITLE_SIZE + 6
    if title:
        y += GAP - 6
    if name_line:
        body.append(
            f'<text x="{MARGIN:.2f}" y="{y + CAPTION_SIZE:.2f}" font-size="{CAPTION_SIZE}">{escape(name_line)}</text>\n'
        )
        y += CAPTION_SIZE + GAP
    box_w = (width - GAP * (columns - 1)) / columns
    box_h = (ph - MARGIN - y - GAP * (rows - 1)) / rows
    room_h = box_h - CAPTION_SIZE - 6
    scale = min(
        [MAX_SCALE] + [min(box_w / d.width, room_h / d.height) for d, _ in drawings if d.width and d.height]
    )
    for i, (drawing, label) in enumerate(drawings):
        x0 = MARGIN + (i % columns) * (box_w + GAP)
        y0 = y + (i // columns) * (box_h + GAP)
        body.append(
            f'<text x="{x0:.2f}" y="{y0 + CAPTION_SIZE:.2f}" font-size="{CAPTION_SIZE}" '
            f'font-weight="bold">{escape(label)}</text>\n'
        )
        body.append(drawing.nested(x0 + (box_w - drawing.width * scale) / 2, y0 + CAPTION_SIZE + 6, scale))
    return Drawing(pw, ph, "".join(body), size=(svg_w, svg_h))


HINT_SIZE = 16  # user units: the type of a sentence under a picture (40-unit cells)


def captioned(drawing: Drawing, text: str, *, size: float = HINT_SIZE) -> Drawing:
    """``drawing`` with ``text`` under it, wrapped between words to the drawing's width (at least
    ten cells, 400 user units, so that a small grid keeps a readable line) at ``size`` user units,
    left-aligned: a hint's picture and its explanation. Sizes in the drawing's user units."""
    width = max(float(drawing.width), 400.0)
    lines = wrap_words(text, width - 8, size)
    line = size * LEADING
    body = [drawing.nested((width - drawing.width) / 2, 0, 1)]
    y = float(drawing.height) + size / 2
    for row in lines:
        body.append(
            f'<text x="4" y="{y + size:.2f}" font-size="{size:g}" fill="black">{escape(row)}</text>\n'
        )
        y += line
    return Drawing(round(width), round(y + size / 2), "".join(body))
