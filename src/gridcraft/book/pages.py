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
    page,
    text_line,
)
from gridcraft.draw.convert import measured_width
from gridcraft.errors import GridcraftError


class Unprintable(GridcraftError):
    """A puzzle too large to print legibly on the book's trim, or more pages than a paperback holds."""


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


@dataclass
class Laid:
    """The book laid out: its pages, the inside margin (inches) and each puzzle's page and answer
    page by number; ``padded`` the blank pages added to reach :data:`MIN_PAGES`."""

    pages: list[Drawing] = field(default_factory=list)
    gutter: float = 0.0
    page_of: dict[int, int] = field(default_factory=dict)
    answer_page_of: dict[int, int] = field(default_factory=dict)
    padded: int = 0


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
        laid = Laid(gutter=self.inches)
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
            span = (
                f"puzzles {first} to {items[-1].number}"
                if len(items) > 1
                else f"puzzle {first}"
                if items
                else ""
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
        self.heading_page("Answers", "", "")
        for placed in self.fill(
            [(i, i.solution, None, f"{i.number} (page {laid.page_of[i.number]})", "") for i in everything],
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
        if proven == puzzles:
            unique = "Each has exactly one answer, proven by a complete search"
        else:
            unique = f"{proven} of them have exactly one answer, proven by a complete search, and the clues decide the rest"
        text = (
            f"{puzzles} puzzle{'s' * (puzzles != 1)} in {sections} section{'s' * (sections != 1)}, numbered through "
            f"the book. {unique}; the answers begin on page {answers}."
        )
        body, _ = lines(f, f.bottom - 80, text, 9, fill="#444444")
        self.bodies[at - 1] = (body, False)

    def contents_lines(self) -> int:
        f = self.frame(3)
        return max(1, int((f.bottom - f.top - HEADING - 60) // (BODY * 2)))

    def contents(self, at: int, count: int, starts: list[tuple[str, str, int]], answers: int) -> None:
        rows = [*starts, ("Answers", "", answers)]
        per = self.contents_lines()
        for k in range(count):
            f = self.frame(at + k)
            body, y = lines(f, f.top, "Contents" if k == 0 else "Contents (continued)", HEADING, bold=True)
            y += 18
            for heading, span, number in rows[k * per : (k + 1) * per]:
                y += BODY * 2
                label = f"{heading}, {span}" if span else heading
                body += _row(f, y, label, str(number))
            self.bodies[at + k - 1] = (body, True)

    def heading_page(self, heading: str, span: str, caption: str) -> None:
        f = self.frame(len(self.bodies) + 1)
        body, y = lines(f, f.top + (f.bottom - f.top) * 0.3, heading, HEADING, bold=True)
        for text, size in ((span[:1].upper() + span[1:], 12.0), (caption, BODY)):
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
                raise ValueError(
                    f"puzzle {items[k][0].number} is too large to print legibly on a {self.book.trim} page"
                )
            body, here = "", []
            for box in boxes(f, count, f.top):
                if k == len(items) or not self.fits(f, count, items[k]):
                    break
                body += self.box(items[k], box)
                here.append((items[k][0], number))
                k += 1
            self.add(body)
            placed.append(here)
        return placed

    def fits(self, f: Frame, count: int, entry: tuple[Item, Drawing, Any, str, str]) -> bool:
        _, d, words, _, caption = entry
        _, _, w, h = boxes(f, count, f.top)[0]
        return fit(d, words, w, h - header_height(caption, w)) is not None

    def box(self, entry: tuple[Item, Drawing, Any, str, str], box: tuple[float, float, float, float]) -> str:
        _, d, words, label, caption = entry
        x, y, w, h = box
        body, top = header(label, caption, x, y, w)
        fitted = fit(d, words, w, h - (top - y))
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
