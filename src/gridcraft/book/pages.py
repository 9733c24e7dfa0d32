"""A book's pages: the title page, a page about the book, the contents, each section's puzzles
(numbered through the book) under its heading, the answers at the back (each under its puzzle's
number with the page it is on), and blank pages up to KDP's least.

A heading keeps with its section's first puzzle: it stands at the top of the puzzles' first page,
never on a page of its own. Where a section starts is the manifest's ``section_start``: on a new
page (``new``, the default), on a right-hand page (``right``: a blank left-hand page before it when
needed, the only blank pages besides KDP's least), or (``any``) right under the section before it
when its heading and first puzzle fit in the room that section's last page leaves, else on a new
page; the answers start as the book's ``section_start`` says. A page takes as many puzzles as its
section asks for when the first of them fits there legibly (:func:`gridcraft.draw.book.fit`),
else fewer; the inside margin follows the page count, which is found again until it holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gridcraft.captions import BOOK_WORDS
from gridcraft.draw import Drawing
from gridcraft.draw.book import (
    GAP,
    MIN_GRID_SCALE,
    MIN_PAGES,
    SHAPES,
    Frame,
    boxed,
    boxes,
    fit,
    frame,
    gutter,
    header,
    header_height,
    lines,
    Fitted,
    page,
    text_line,
    trim_name,
)
from gridcraft.draw.convert import measured_width
from gridcraft.draw.letters import CELL
from gridcraft.errors import GridcraftError


class Unprintable(GridcraftError):
    """A puzzle too large to print legibly on the book's trim, or more pages than a paperback holds."""


ANSWERS_PER_PAGE = 6  # answers a page takes at most
TITLE, HEADING, BODY = 24, 20, 11  # points
#: where a section starts (the manifest's ``section_start``; see the module's text)
NEW, RIGHT, ANY = "new", "right", "any"
#: a span of puzzles as long as a book's can be, for the room a heading takes
LONGEST_SPAN = (9999, 9999)


@dataclass(frozen=True)
class Item:
    """A puzzle as the book shows it: ``number`` through the book, its section (1-based), its
    puzzle and solution drawings, word list (or clues) and caption."""

    number: int
    section: int
    puzzle: Drawing
    solution: Drawing
    words: Any
    caption: str
    unique: bool | None = True
    name: str = ""  # in messages: its section, list and seed


@dataclass
class Laid:
    """The book laid out: its pages, the inside margin (inches) and each puzzle's page and answer
    page by number; ``padded`` the blank pages added to reach :data:`MIN_PAGES`."""

    pages: list[Drawing] = field(default_factory=list)
    gutter: float = 0.0
    page_of: dict[int, int] = field(default_factory=dict)
    answer_page_of: dict[int, int] = field(default_factory=dict)
    padded: int = 0
    sections: list[str] = field(default_factory=list)  # the headings of the sections printed


def drawing(d: dict[str, Any]) -> Drawing:
    """A drawing kept as JSON data (see :func:`gridcraft.book.tasks.drawing_dict`)."""
    return Drawing(d["width"], d["height"], d["body"])


def lay_out(book: Any, sections: list[tuple[str, int, list[Item], str]]) -> Laid:
    """The pages of ``book`` (a :class:`~gridcraft.book.manifest.Manifest`) whose sections are
    ``(heading, puzzles per page, items, where it starts)`` (:data:`NEW`, :data:`RIGHT` or
    :data:`ANY`).

    Raises:
        Unprintable: a puzzle too large to print legibly on the trim (the message names it), or
            more pages than a paperback holds.
    """
    inches = gutter(MIN_PAGES)
    for _ in range(5):
        laid = _Book(book, inches).lay(sections)
        try:
            needed = gutter(len(laid.pages))
        except ValueError as e:
            raise Unprintable(str(e)) from None
        if needed == inches:
            return laid
        inches = needed
    return laid


Entry = tuple[Item, Drawing, Any, str, str]  # a box's item, drawing, word list, label and caption


class _Book:
    def __init__(self, book: Any, inches: float) -> None:
        self.book, self.inches = book, inches
        self.words = BOOK_WORDS[book.language or "en"]
        self.bodies: list[tuple[str, bool]] = []  # (body, numbered) per page
        #: the last page with room left below its puzzles, and where that room begins (``None``: none)
        self.room: tuple[int, float] | None = None

    def frame(self, number: int) -> Frame:
        return frame(self.book.trim, self.book.bleed, self.inches, number)

    def add(self, body: str, numbered: bool = True) -> int:
        self.bodies.append((body, numbered))
        return len(self.bodies)

    def span(self, first: int, last: int) -> str:
        """``Puzzle 3`` or ``Puzzles 3 to 7``, in the book's language."""
        return (
            self.words.puzzle.format(a=first) if first == last else self.words.puzzles.format(a=first, b=last)
        )

    def lay(self, sections: list[tuple[str, int, list[Item], str]]) -> Laid:
        sections = [s for s in sections if s[2]]  # a section whose puzzles are all missing is left out
        laid = Laid(gutter=self.inches, sections=[heading for heading, _, _, _ in sections])
        self.title_page()
        about = self.add("", numbered=False)
        contents_pages = -(-(len(sections) + 2) // self.contents_lines())
        contents_at = len(self.bodies) + 1
        for _ in range(contents_pages):
            self.add("")
        starts: list[tuple[str, str, int]] = []
        for heading, per_page, items, start in sections:
            span = self.span(items[0].number, items[-1].number)
            shared = {i.caption for i in items}
            caption = shared.pop() if len(shared) == 1 else ""
            entries = [(i, i.puzzle, i.words, str(i.number), "" if caption else i.caption) for i in items]
            at, pages = self.section(heading, (span, caption), entries, per_page, start)
            starts.append((heading, span, at))
            for placed in pages:
                for item, at_page in placed:
                    laid.page_of[item.number] = at_page
        everything = [i for _, _, items, _ in sections for i in items]
        answers = [
            (i, i.solution, None, f"{i.number} ({self.words.page.format(p=laid.page_of[i.number])})", "")
            for i in everything
        ]
        start = self.book.section_start
        answers_at, pages = self.section(self.words.answers, ("", ""), answers, ANSWERS_PER_PAGE, start)
        for placed in pages:
            for item, at_page in placed:
                laid.answer_page_of[item.number] = at_page
        while len(self.bodies) < MIN_PAGES:
            self.add("", numbered=False)
            laid.padded += 1
        proven = sum(1 for i in everything if i.unique)
        self.about_page(about, len(everything), proven, len(sections), answers_at)
        self.contents(contents_at, contents_pages, starts, answers_at)
        laid.pages = [
            page(self.frame(n), body, n if numbered else None)
            for n, (body, numbered) in enumerate(self.bodies, 1)
        ]
        return laid

    def title_page(self) -> None:
        f = self.frame(1)
        y = f.top + (f.bottom - f.top) * 0.28
        body, y = lines(f, y, self.book.title, TITLE, bold=True)
        if self.book.subtitle:
            more, y = lines(f, y + 10, self.book.subtitle, 15)
            body += more
        if self.book.author:
            more, y = lines(f, y + 40, self.book.author, 14)
            body += more
        self.add(body, numbered=False)

    def about_page(self, at: int, puzzles: int, proven: int, sections: int, answers: int) -> None:
        f = self.frame(at)
        w = self.words
        text = f"{w.about.format(n=puzzles, s=sections, p=answers)} {w.unique_all if proven == puzzles else w.unique_some}"
        body, _ = lines(f, f.bottom - 80, text, 9, fill="#444444")
        self.bodies[at - 1] = (body, False)

    def contents_lines(self) -> int:
        f = self.frame(3)
        return max(1, int((f.bottom - f.top - HEADING - 60) // (BODY * 2)))

    def contents(self, at: int, count: int, starts: list[tuple[str, str, int]], answers: int) -> None:
        rows = [*starts, (self.words.answers, "", answers)]
        per = self.contents_lines()
        for k in range(count):
            f = self.frame(at + k)
            title = self.words.contents if k == 0 else self.words.contents_more
            body, y = lines(f, f.top, title, HEADING, bold=True)
            y += 18
            for heading, span, number in rows[k * per : (k + 1) * per]:
                y += BODY * 2
                label = f"{heading} \u00b7 {span}" if span else heading
                body += _row(f, y, label, str(number))
            self.bodies[at + k - 1] = (body, True)

    def heading(self, number: int, y: float, title: str, notes: tuple[str, str]) -> tuple[str, float]:
        """A section's heading (its title, then its span of puzzles and caption, ``notes``) from
        ``y`` down on page ``number``: the body, and the ``y`` where its puzzles begin."""
        f = self.frame(number)
        body, y = lines(f, y, title, HEADING, bold=True)
        for text, size in zip(notes, (12.0, float(BODY)), strict=True):
            if text:
                more, y = lines(f, y + 6, text, size, fill="#444444")
                body += more
        return body, y + GAP

    def section(
        self, title: str, notes: tuple[str, str], entries: list[Entry], per_page: int, start: str
    ) -> tuple[int, list[list[tuple[Item, int]]]]:
        """A section's heading and its ``entries`` on pages of up to ``per_page``, starting as
        ``start`` says (see the module's text): the heading's page, and each page's items with
        its number."""
        counts = [c for c in sorted(SHAPES, reverse=True) if c <= per_page]
        if start == ANY and self.room is not None:  # right under the section before, if it fits
            number, top = self.room
            head, below = self.heading(number, top, title, notes)
            if any(self.fits(self.frame(number), c, below, entries[0]) for c in counts):
                return number, self.fill(entries, counts, number, below, head)
        if start == RIGHT and len(self.bodies) % 2 == 1:
            self.add("", numbered=False)  # a blank left-hand page, asked for
        number = self.add("")
        head, below = self.heading(number, self.frame(number).top, title, notes)
        return number, self.fill(entries, counts, number, below, head)

    def fill(
        self, entries: list[Entry], counts: list[int], number: int, top: float, head: str
    ) -> list[list[tuple[Item, int]]]:
        """``entries`` in boxes of page ``number`` from ``top`` down, under ``head`` (the
        section's heading), then on new pages of up to ``counts[0]``; each page's items with its
        number. Sets :attr:`room`, the room the last page leaves below its boxes."""
        placed: list[list[tuple[Item, int]]] = []
        k = 0
        while k < len(entries):
            if placed:  # a new page for the rest
                number, head = self.add(""), ""
                top = self.frame(number).top
            f = self.frame(number)
            count = next((c for c in counts if self.fits(f, c, top, entries[k])), None)
            if count is None:
                item = entries[k][0]
                raise Unprintable(f"{item.name or f'puzzle {item.number}'}: {too_large(self.book, item)}")
            page: list[tuple[Entry, Fitted]] = []
            while (
                k < len(entries)
                and len(page) < count
                and (fitted := self.fits(f, count, top, entries[k])) is not None
            ):
                page.append((entries[k], fitted))
                k += 1
            # the puzzles of a page drawn alike: the smallest grid and list scale among them
            most = min(fitted.grid_scale for _, fitted in page)
            list_most = min(
                (fitted.list_scale for _, fitted in page if fitted.listing is not None), default=1.0
            )
            drawn = [
                self.box(entry, box, most, list_most) for (entry, _), box in zip(page, boxes(f, count, top))
            ]
            before, _ = self.bodies[number - 1]
            self.bodies[number - 1] = (before + head + "".join(body for body, _ in drawn), True)
            placed.append([(entry[0], number) for entry, _ in page])
            below = max(bottom for _, bottom in drawn) + GAP  # under the lowest puzzle drawn
            self.room = (number, below) if below < f.bottom else None
        return placed

    def fits(self, f: Frame, count: int, top: float, entry: Entry) -> Fitted | None:
        _, d, words, _, caption = entry
        _, _, w, h = boxes(f, count, top)[0]
        return fit(d, words, w, h - header_height(caption, w))

    def box(
        self,
        entry: Entry,
        box: tuple[float, float, float, float],
        most: float,
        list_most: float,
    ) -> tuple[str, float]:
        """The entry drawn in ``box``, and the ``y`` of its bottom."""
        _, d, words, label, caption = entry
        x, y, w, h = box
        body, top = header(label, caption, x, y, w)
        fitted = fit(d, words, w, h - (top - y), most=most, list_most=list_most)
        assert fitted is not None
        return body + boxed(d, fitted, x, top, w), top + fitted.height


def _row(f: Frame, y: float, label: str, number: str) -> str:
    """A contents line: the label on the left, its page number on the right, dots between (widths
    as cairo draws them; a label too long for the line is cut with an ellipsis)."""
    room = f.live_width - measured_width(number, BODY) - 16
    shown = label
    while measured_width(shown, BODY) > room and len(shown) > 4:
        shown = shown[:-2].rstrip() + "\u2026"
    start = f.left + measured_width(shown, BODY) + 4
    end = f.right - measured_width(number, BODY) - 4
    dots = "." * max(0, int((end - start) / measured_width(".", BODY)))
    return (
        text_line(f.left, y, shown, BODY, anchor="start")
        + text_line(end, y, dots, BODY, anchor="end", fill="#888888")
        + text_line(f.right, y, number, BODY, anchor="end")
    )


def _room(book: Any, item: Item, heading: str) -> tuple[float, float]:
    """The box (width, height in points) ``item`` has alone on a page under its section's
    ``heading`` (with the longest span of puzzles and its caption), with the narrowest inside
    margin, its own label and caption taken off."""
    laying = _Book(book, gutter(MIN_PAGES))
    f = laying.frame(1)
    _, below = laying.heading(1, f.top, heading, (laying.span(*LONGEST_SPAN), item.caption))
    _, _, w, h = boxes(f, 1, below)[0]
    return w, h - header_height(item.caption, w)


def printable(book: Any, item: Item, heading: str = "") -> str | None:
    """Why ``item`` cannot be printed on ``book``'s trim even alone on a page under its section's
    ``heading`` (the narrowest inside margin), or ``None``: checked as each puzzle arrives, so that
    it fails by its name."""
    w, h = _room(book, item, heading)
    if fit(item.puzzle, item.words, w, h) is None:
        return too_large(book, item, heading)
    return None


def too_large(book: Any, item: Item, heading: str = "") -> str:
    """Why ``item`` does not fit ``book``'s trim legibly, and what to change: its grid's size in
    cells beside the largest that fits (cells of at least 0.25 in), or its word list that does not
    fit under the grid at the least legible type; fewer or shorter words, or a larger trim (a
    puzzle without words: a smaller size)."""
    trim = _with_article(trim_name(book.trim))
    w, h = _room(book, item, heading)
    cell = CELL * MIN_GRID_SCALE  # points: the least legible cell, 0.25 in
    wide, high = round(item.puzzle.width / CELL), round(item.puzzle.height / CELL)
    what = (
        "use fewer or shorter words, or a larger trim"
        if item.words
        else "make it smaller, or use a larger trim"
    )
    if item.words and fit(item.puzzle, None, w, h) is not None:  # the grid fits: its list does not
        return (
            f"its word list does not fit under its {wide} x {high} grid legibly on {trim} page (type of "
            f"at least 7 pt): use fewer words or shorter clues, or a larger trim"
        )
    listed = 0.0
    if item.words:  # the room its word list takes at the least legible type
        probe = fit(Drawing(CELL, CELL, ""), item.words, w, h)
        listed = 0.0 if probe is None else probe.height - CELL * probe.grid_scale
    most_wide, most_high = int(w // cell), int(max(0.0, h - listed) // cell)
    return (
        f"its grid of {wide} x {high} cells is too large to print legibly on {trim} page: cells of at "
        f"least 0.25 in fit at most {most_wide} x {most_high} there; {what}"
    )


def _with_article(name: str) -> str:
    """``a 6 x 9 in``, ``an 8.5 x 11 in``, ``an A5``."""
    return f"{'an' if name[0] in '8AEIOU' else 'a'} {name}"
