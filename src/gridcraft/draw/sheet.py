"""Printable sheets: a puzzle drawing, a title and a word list laid out on a paper-sized SVG page.

Page coordinates are points (1/72 in); the page SVG carries the paper size in millimetres or
inches, so a PDF made from it (see :mod:`gridcraft.draw.convert`) has the right page size.
"""

from __future__ import annotations

from gridcraft.draw.letters import Groups, text_width, word_list
from gridcraft.draw.svg import Drawing, escape
from gridcraft.words import cells

# paper -> (width pt, height pt, SVG width, SVG height)
PAPERS = {"a4": (595, 842, "210mm", "297mm"), "letter": (612, 792, "8.5in", "11in")}
MARGIN = 42  # points, all round
TITLE_SIZE = 20  # points
CAPTION_SIZE = 11  # points
GAP = 18  # points between the parts of a page
MAX_SCALE = 0.8  # a drawing's user unit is at most this many points (40-unit cells: 32 pt)
MIN_LIST_SCALE = 0.5  # the word list shrinks to at most half size before the grid gives way
LIST_SHARE = 0.4  # of the height below the title, the most the word list should take


def sheet_page(
    drawing: Drawing,
    *,
    paper: str = "a4",
    title: str = "",
    caption: str = "",
    words: Groups | None = None,
    name_line: str = "",
) -> Drawing:
    """One page, in points, with the paper's size: ``title`` (centred, bold) and ``caption`` at the top, then
    ``drawing`` scaled to fit the page width and the
    height left (never above ``MAX_SCALE`` points per user unit) and centred, then the word list
    (``(length, entries)`` groups) flowed into columns across the page, shrunk (down to half size)
    when it would take more than ``LIST_SHARE`` of the height. A title or caption wider than the
    page is wrapped between words. ``name_line`` (such as ``Name: ____  Date: ____``) goes on the
    left under the caption, for the solver to fill in.

    Raises:
        ValueError: an unknown ``paper`` (see :data:`PAPERS`).
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}: one of {', '.join(PAPERS)}")
    pw, ph, svg_w, svg_h = PAPERS[paper]
    width, bottom = pw - 2 * MARGIN, ph - MARGIN
    body: list[str] = []
    y = float(MARGIN)
    for line in wrap_words(title, width, TITLE_SIZE, bold=True):
        body.append(
            f'<text x="{pw / 2:.2f}" y="{y + TITLE_SIZE:.2f}" font-size="{TITLE_SIZE}" font-weight="bold" '
            f'text-anchor="middle">{escape(line)}</text>\n'
        )
        y += TITLE_SIZE + 6
    if title:
        y += 4
    for line in wrap_words(caption, width, CAPTION_SIZE):
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
    listing, list_w, list_h, list_scale = Drawing(0, 0, ""), 0.0, 0.0, 1.0
    if words:  # the largest list scale whose columns fit the width and leave the grid room
        for step in range(10, int(MIN_LIST_SCALE * 10) - 1, -1):
            list_scale = step / 10
            listing = word_list(words, int(width / list_scale))
            list_w, lh = float(listing.width), float(listing.height)
            list_scale = min(list_scale, width / list_w)
            list_h = lh * list_scale
            if list_h <= (bottom - y) * LIST_SHARE:
                break
    gw, gh = float(drawing.width), float(drawing.height)
    room = bottom - y - (list_h + GAP if words else 0)
    scale = min(width / gw, room / gh, MAX_SCALE)
    body.append(drawing.nested((pw - gw * scale) / 2, y, scale))
    y += gh * scale + GAP
    if words:  # centred under the grid
        body.append(listing.nested((pw - list_w * list_scale) / 2, y, list_scale))
    return Drawing(pw, ph, "".join(body), size=(svg_w, svg_h))


def wrap_words(text: str, width: float, size: int, *, bold: bool = False) -> list[str]:
    """``text`` broken between words into lines that fit ``width`` points at font size ``size``; a
    word wider than a line (a run of emoji, a title in a script written without spaces) is broken
    between its grapheme clusters."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size=size, bold=bold) <= width:
            lines[-1] += f" {word}"
            continue
        lines.append("")
        for cluster in cells(word) if text_width(word, size=size, bold=bold) > width else [word]:
            if lines[-1] and text_width(lines[-1] + cluster, size=size, bold=bold) > width:
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
) -> Drawing:
    """One page, in points, of up to ``columns`` x ``rows`` drawings in reading order, each with
    its label above it (``3. hard``), scaled alike to fit its box (never above ``MAX_SCALE``
    points per user unit) and centred in it, under ``title``: the pages of a booklet.

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
    if title:
        body.append(
            f'<text x="{pw / 2:.2f}" y="{y + TITLE_SIZE:.2f}" font-size="{TITLE_SIZE}" font-weight="bold" '
            f'text-anchor="middle">{escape(title)}</text>\n'
        )
        y += TITLE_SIZE + GAP
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
