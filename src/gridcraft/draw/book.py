"""The pages of a printed book, as Amazon KDP's paperback interiors ask: trim sizes, bleed, the
inside (gutter) margin by page count, page numbers, text pages, and boxes that hold a puzzle
(its grid with its word list or clues under it) at a legible size.

Page coordinates are points (1/72 in). With bleed a page is :data:`BLEED_WIDTH` wider (on its
outside edge) and :data:`BLEED_HEIGHT` taller (half at the top, half at the bottom) than its trim;
nothing is drawn outside the live area, which is the trim less its margins. Every line drawn is
at least :data:`MIN_LINE` points wide and every text at least :data:`MIN_TEXT` points high
(:func:`legible`). Source of the rules: KDP's "Set trim size, bleed, and margins" help page.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from gridcraft.draw.letters import Groups, word_list
from gridcraft.draw.sheet import MAX_SCALE, at_most, wrap_words
from gridcraft.draw.svg import Drawing, escape

#: trim sizes by name, in inches (width, height); KDP's common sizes and the ISO and US papers
TRIMS: dict[str, tuple[float, float]] = {
    "8.5x11": (8.5, 11.0),
    "8x10": (8.0, 10.0),
    "6x9": (6.0, 9.0),
    "5.5x8.5": (5.5, 8.5),
    "letter": (8.5, 11.0),
    "a4": (210 / 25.4, 297 / 25.4),
    "a5": (148 / 25.4, 210 / 25.4),
}
BLEED_WIDTH, BLEED_HEIGHT = 0.125, 0.25  # inches a page with bleed is wider and taller than its trim
OUTSIDE = 0.5  # inches: the top, bottom and outside margins (KDP's least: 0.25 without bleed, 0.375 with)
#: the inside (gutter) margin by page count: (most pages, inches), KDP's table
GUTTERS: tuple[tuple[int, float], ...] = ((150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (828, 0.875))
MIN_PAGES = 24  # KDP's fewest pages of a paperback
MIN_TEXT = 7.0  # points: the smallest text drawn
MIN_LINE = 0.75  # points: the thinnest line drawn
ROUNDING = 1.0005  # the floors' margin for the sizes written in the page's SVG
MIN_GRID_SCALE = (
    0.45  # points per user unit of a puzzle: 40-unit cells of 18 pt (0.25 in), the least to write in
)
MIN_LIST_SCALE = 0.5  # points per user unit of a word list (14-unit type: 7 pt)
LIST_SHARE = 0.4  # of a box's height, the most its word list should take
LABEL_SIZE = 10  # points: a box's label (the puzzle's number)
NOTE_SIZE = 8  # points: a box's caption
FOLIO_SIZE = 9  # points: the page number
FOLIO_ROOM = 20  # points kept at the bottom of the live area for the page number
GAP = 14  # points between boxes and between a box's parts
PT = 72  # points per inch


def read_trim(text: str) -> str:
    """The trim named ``text`` (``6x9``, ``6 x 9``, ``6x9in``, ``A5``), as a key of :data:`TRIMS`.

    Raises:
        ValueError: not one of them.
    """
    key = re.sub(r"\s+|in(ches)?$|\"", "", text.strip().lower()).replace("\u00d7", "x")
    if key not in TRIMS:
        raise ValueError(f"trim {text!r} is not one of {', '.join(TRIMS)}")
    return key


def trim_name(trim: str) -> str:
    """A trim as prose: ``6 x 9 in``, ``A5``, ``Letter``."""
    if trim[0].isdigit():
        return trim.replace("x", " x ") + " in"
    return trim.capitalize() if trim == "letter" else trim.upper()


def gutter(pages: int) -> float:
    """The inside margin in inches of a book of ``pages`` pages (KDP's table).

    Raises:
        ValueError: more pages than KDP prints (828).
    """
    for most, inches in GUTTERS:
        if pages <= most:
            return inches
    raise ValueError(f"{pages} pages are more than a paperback holds ({GUTTERS[-1][0]})")


@dataclass(frozen=True, slots=True)
class Frame:
    """One page's geometry in points: the page's ``width`` x ``height`` (bleed included) and its
    live area ``left``..``right`` x ``top``..``bottom``; ``size`` the SVG root's size in inches."""

    width: float
    height: float
    left: float
    top: float
    right: float
    bottom: float
    size: tuple[str, str]

    @property
    def live_width(self) -> float:
        return self.right - self.left

    @property
    def middle(self) -> float:
        return (self.left + self.right) / 2


def frame(trim: str, bleed: bool, gutter_inches: float, page: int) -> Frame:
    """The frame of page ``page`` (1-based: odd pages are right-hand pages, their inside edge on
    the left) of a book of ``trim`` (a key of :data:`TRIMS`) with its inside margin."""
    tw, th = TRIMS[trim]
    width, height = (tw + BLEED_WIDTH, th + BLEED_HEIGHT) if bleed else (tw, th)
    x0 = BLEED_WIDTH if bleed and page % 2 == 0 else 0.0  # a left-hand page bleeds on its left
    y0 = BLEED_HEIGHT / 2 if bleed else 0.0
    inside_left = page % 2 == 1
    left = x0 + (gutter_inches if inside_left else OUTSIDE)
    right = x0 + tw - (OUTSIDE if inside_left else gutter_inches)
    return Frame(
        width * PT,
        height * PT,
        left * PT,
        (y0 + OUTSIDE) * PT,
        right * PT,
        (y0 + th - OUTSIDE) * PT,
        (f"{width:g}in", f"{height:g}in"),
    )


def trim_box(trim: str, bleed: bool, page: int) -> tuple[float, float, float, float]:
    """The trim of page ``page`` (1-based) as a PDF box ``(left, bottom, right, top)`` in points
    from the page's bottom-left corner: the whole page without bleed, else the page less its
    bleed (on the outside edge, the top and the bottom)."""
    tw, th = TRIMS[trim]
    x0 = BLEED_WIDTH if bleed and page % 2 == 0 else 0.0
    y0 = BLEED_HEIGHT / 2 if bleed else 0.0
    return (x0 * PT, y0 * PT, (x0 + tw) * PT, (y0 + th) * PT)


def text_line(x: float, y: float, text: str, size: float, *, bold: bool = False, anchor: str = "middle",
              fill: str = "") -> str:  # fmt: skip
    """One SVG text element with its baseline at ``(x, y)`` points."""
    weight = ' font-weight="bold"' if bold else ""
    colour = f' fill="{fill}"' if fill else ""
    return (
        f'<text x="{x:.2f}" y="{y:.2f}" font-size="{size:g}"{weight}{colour} '
        f'text-anchor="{anchor}">{escape(text)}</text>\n'
    )


def page(f: Frame, body: str, number: int | None) -> Drawing:
    """A page of ``f`` with ``body`` (points) and, unless ``number`` is ``None``, its page number
    centred at the foot of the live area."""
    if number is not None:
        body += text_line(f.middle, f.bottom - 2, str(number), FOLIO_SIZE)
    return Drawing(f.width, f.height, body, size=f.size)


def lines(
    f: Frame, y: float, text: str, size: float, *, bold: bool = False, fill: str = "", most: int = 4
) -> tuple[str, float]:
    """``text`` wrapped to the live width, centred, from ``y`` down, in at most ``most`` lines (a
    longer text is shortened, ending in an ellipsis); the body and the ``y`` below it."""
    body = ""
    wrapped = wrap_words(text, f.live_width, int(size), bold=bold)
    for line in at_most(wrapped, most, f.live_width, int(size), bold=bold):
        y += size
        body += text_line(f.middle, y, line, size, bold=bold, fill=fill)
        y += size * 0.35
    return body, y


def legible(drawing: Drawing, scale: float) -> Drawing:
    """``drawing`` to be shown at ``scale`` points per user unit, with every line at least
    :data:`MIN_LINE` points and every text at least :data:`MIN_TEXT` points high there (widths
    and sizes below those are raised; elements without their own take a group's)."""
    # raised with a margin of 0.05% and rounded up, so that the box's size written with two
    # decimals (the scale a reader of the page gets) never puts a line or text a rounding below
    least_line = math.ceil(MIN_LINE * ROUNDING / scale * 1e5) / 1e5
    least_text = math.ceil(MIN_TEXT * ROUNDING / scale * 1e5) / 1e5

    def line(m: re.Match[str]) -> str:
        return f'stroke-width="{max(float(m.group(1)), least_line):.10g}"'

    def size(m: re.Match[str]) -> str:
        return f'font-size="{max(float(m.group(1)), least_text):.10g}"'

    body = re.sub(r'stroke-width="([0-9.]+)"', line, drawing.body)
    body = re.sub(r'font-size="([0-9.]+)"', size, body)
    group = f'<g stroke-width="{max(1.0, least_line):g}" font-size="{max(16.0, least_text):g}">\n'
    return Drawing(drawing.width, drawing.height, group + body + "</g>\n", drawing.size)


@dataclass(frozen=True, slots=True)
class Fitted:
    """A puzzle fitted to a box: its grid's and word list's scales and the list drawing."""

    grid_scale: float
    listing: Drawing | None
    list_scale: float
    height: float  # points the grid and list take


def fit(
    drawing: Drawing,
    words: Groups | None,
    width: float,
    height: float,
    *,
    most: float = MAX_SCALE,
    list_most: float = 1.0,
) -> Fitted | None:
    """``drawing`` with its word list under it in a box of ``width`` x ``height`` points: the
    largest list scale (at most ``list_most``, down to :data:`MIN_LIST_SCALE`) whose list takes at
    most :data:`LIST_SHARE` of the height, then the largest grid scale (at most ``most``) that
    fits; ``None`` when the grid would fall below :data:`MIN_GRID_SCALE` or the list below its least."""
    listing, list_w, list_h, list_scale = None, 0.0, 0.0, 1.0
    if words:
        for step in range(round(list_most * 10), int(MIN_LIST_SCALE * 10) - 1, -1):
            list_scale = step / 10
            listing = word_list(words, int(width / list_scale))
            list_w, list_h = float(listing.width), float(listing.height) * list_scale
            if list_w * list_scale <= width and list_h <= height * LIST_SHARE:
                break
        if list_w * list_scale > width or list_h > height * LIST_SHARE * 1.5:
            return None
    room = height - (list_h + GAP if words else 0)
    if room <= 0 or not drawing.width or not drawing.height:
        return None
    scale = min(width / float(drawing.width), room / float(drawing.height), most)
    if scale < MIN_GRID_SCALE:
        return None
    return Fitted(scale, listing, list_scale, float(drawing.height) * scale + (list_h + GAP if words else 0))


def boxed(drawing: Drawing, fitted: Fitted, x: float, y: float, width: float) -> str:
    """The grid (centred in ``width`` from ``x``) and its list under it, from ``y``, as ``fitted``."""
    scale = fitted.grid_scale
    body = legible(drawing, scale).nested(x + (width - float(drawing.width) * scale) / 2, y, scale)
    if fitted.listing is not None:
        y += float(drawing.height) * scale + GAP
        ls, listing = fitted.list_scale, fitted.listing
        body += legible(listing, ls).nested(x + (width - float(listing.width) * ls) / 2, y, ls)
    return body


def header(label: str, caption: str, x: float, y: float, width: float) -> tuple[str, float]:
    """A box's label (bold, left) and caption (wrapped, grey) from ``y`` down; the body and the
    ``y`` below them."""
    body = text_line(x, y + LABEL_SIZE, label, LABEL_SIZE, bold=True, anchor="start")
    y += LABEL_SIZE + 4
    for line in wrap_words(caption, width, NOTE_SIZE) if caption else []:
        y += NOTE_SIZE
        body += text_line(x, y, line, NOTE_SIZE, anchor="start", fill="#444444")
        y += 2
    return body, y + 6


def header_height(caption: str, width: float) -> float:
    """Points :func:`header` takes."""
    return LABEL_SIZE + 10 + len(wrap_words(caption, width, NOTE_SIZE) if caption else []) * (NOTE_SIZE + 2)


#: boxes on a page: puzzles per page -> (columns, rows)
SHAPES = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3), 9: (3, 3), 12: (3, 4)}


def boxes(f: Frame, count: int, top: float) -> list[tuple[float, float, float, float]]:
    """The ``count`` boxes (a key of :data:`SHAPES`) of a page's live area below ``top``, in
    reading order, as ``(x, y, width, height)`` points."""
    columns, rows = SHAPES[count]
    w = (f.live_width - GAP * (columns - 1)) / columns
    h = (f.bottom - FOLIO_ROOM - top - GAP * (rows - 1)) / rows
    return [(f.left + c * (w + GAP), top + r * (h + GAP), w, h) for r in range(rows) for c in range(columns)]
