"""A book's pages: the title page, a page about the book, the contents, each section's heading
page and its puzzles (numbered through the book), the answers at the back (each under its
puzzle's number with the page it is on), and blank pages up to KDP's least.

Each section and the answers start on a right-hand (odd) page. A page takes as many puzzles as
its section asks for when the first of them fits there legibly (:func:`gridcraft.draw.book.fit`),
else fewer; the inside margin follows the page count, which is found again until it holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gridcraft.captions import BOOK_WORDS
from gridcraft.draw import Drawing
from gridcraft.draw.book import (
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
from gridcraft.errors import GridcraftError


class Unprintable(GridcraftError):
    """A puzzle too large to print legibly on the book's trim, or more pages than a paperback holds."""


TOO_LARGE = "too large to print legibly on {trim} page (its cells would be under 0.25 in)"

ANSWERS_PER_PAGE = 6  # answers a page takes at most
TITLE, HEADING, BODY = 24, 20, 11  # points


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


def lay_out(book: Any, sections: list[tuple[str, int, list[Item]]]) -> Laid:
    """The pages of ``book`` (a :class:`~gridcraft.book.manifest.Manifest`) whose sections are
    ``(heading, puzzles per page, items)``.

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


class _Book:
    def __init__(self, book: Any, inches: float) -> None:
        self.book, self.inches = book, inches
        self.words = BOOK_WORDS[book.language or "en"]
        self.bodies: list[tuple[str, bool]] = []  # (body, numbered) per page

    def frame(self, number: int) -> Frame:
        return frame(self.book.trim, self.book.bleed, self.inches, number)

    def add(self, body: str, numbered: bool = True) -> int:
        self.bodies.append((body, numbered))
        return len(self.bodies)

    def recto(self) -> None:
        """A blank page, when the next page would be a left-hand one."""
        if len(self.bodies) % 2 == 1:
            self.add("", numbered=False)

    def lay(self, sections: list[tuple[str, int, list[Item]]]) -> Laid:
        sections = [s for s in sections if s[2]]  # a section whose puzzles are all missing is left out
        laid = Laid(gutter=self.inches, sections=[heading for heading, _, _ in sections])
        self.title_page()
        about = self.add("", numbered=False)
        contents_pages = -(-(len(sections) + 2) // self.contents_lines())
        contents_at = len(self.bodies) + 1
        for _ in range(contents_pages):
            self.add("")
        starts: list[tuple[str, str, int]] = []
        for n, (heading, per_page, items) in enumerate(sections, 1):
            self.recto()
            first = items[0].number if items else 0
            w = self.words
            span = (
                w.puzzles.format(a=first, b=items[-1].number) if len(items) > 1 else w.puzzle.format(a=first)
            )
            starts.append((heading, span, len(self.bodies) + 1))
            shared = {i.caption for i in items}
            caption = shared.pop() if len(shared) == 1 else ""
            self.heading_page(heading, span, caption)
            for placed in self.fill(
                [(i, i.puzzle, i.words, str(i.number), "" if caption else i.caption) for i in items], per_page
            ):
                for item, at in placed:
                    laid.page_of[item.number] = at
        everything = [i for _, _, items in sections for i in items]
        self.recto()
        answers_at = len(self.bodies) + 1
        self.heading_page(self.words.answers, "", "")
        for placed in self.fill(
            [
                (i, i.solution, None, f"{i.number} ({self.words.page.format(p=laid.page_of[i.number])})", "")
                for i in everything
            ],
            ANSWERS_PER_PAGE,
        ):
            for item, at in placed:
                laid.answer_page_of[item.number] = at
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

    def heading_page(self, heading: str, span: str, caption: str) -> None:
        f = self.frame(len(self.bodies) + 1)
        body, y = lines(f, f.top + (f.bottom - f.top) * 0.3, heading, HEADING, bold=True)
        for text, size in ((span, 12.0), (caption, BODY)):
            if text:
                more, y = lines(f, y + 12, text, size, fill="#444444")
                body += more
        self.add(body)

    def fill(
        self, items: list[tuple[Item, Drawing, Any, str, str]], per_page: int
    ) -> list[list[tuple[Item, int]]]:
        """``items`` (item, drawing, words, label, caption) on pages of up to ``per_page``; each
        page's items with its number."""
        placed: list[list[tuple[Item, int]]] = []
        counts = [c for c in sorted(SHAPES, reverse=True) if c <= per_page]
        k = 0
        while k < len(items):
            number = len(self.bodies) + 1
            f = self.frame(number)
            count = next((c for c in counts if self.fits(f, c, items[k])), None)
            if count is None:
                item = items[k][0]
                raise Unprintable(
                    f"{item.name or f'puzzle {item.number}'}: {TOO_LARGE.format(trim=_with_article(trim_name(self.book.trim)))}"
                )
            page: list[tuple[tuple[Item, Drawing, Any, str, str], Fitted]] = []
            while (
                k < len(items) and len(page) < count and (fitted := self.fits(f, count, items[k])) is not None
            ):
                page.append((items[k], fitted))
                k += 1
            # the puzzles of a page drawn alike: the smallest grid and list scale among them
            most = min(fitted.grid_scale for _, fitted in page)
            list_most = min(
                (fitted.list_scale for _, fitted in page if fitted.listing is not None), default=1.0
            )
            body = "".join(
                self.box(entry, box, most, list_most) for (entry, _), box in zip(page, boxes(f, count, f.top))
            )
            self.add(body)
            placed.append([(entry[0], number) for entry, _ in page])
        return placed

    def fits(self, f: Frame, count: int, entry: tuple[Item, Drawing, Any, str, str]) -> Fitted | None:
        _, d, words, _, caption = entry
        _, _, w, h = boxes(f, count, f.top)[0]
        return fit(d, words, w, h - header_height(caption, w))

    def box(
        self,
        entry: tuple[Item, Drawing, Any, str, str],
        box: tuple[float, float, float, float],
        most: float,
        list_most: float,
    ) -> str:
        _, d, words, label, caption = entry
        x, y, w, h = box
        body, top = header(label, caption, x, y, w)
        fitted = fit(d, words, w, h - (top - y), most=most, list_most=list_most)
        assert fitted is not None
        return body + boxed(d, fitted, x, top, w)


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


def printable(book: Any, item: Item) -> str | None:
    """Why ``item`` cannot be printed on ``book``'s trim even alone on a page (the narrowest inside
    margin), or ``None``: checked as each puzzle arrives, so that it fails by its name."""
    f = frame(book.trim, book.bleed, gutter(MIN_PAGES), 1)
    _, _, w, h = boxes(f, 1, f.top)[0]
    if fit(item.puzzle, item.words, w, h - header_height(item.caption, w)) is None:
        return TOO_LARGE.format(trim=_with_article(trim_name(book.trim)))
    return None


def _with_article(name: str) -> str:
    """``a 6 x 9 in``, ``an 8.5 x 11 in``, ``an A5``."""
    return f"{'an' if name[0] in '8AEIOU' else 'a'} {name}"
