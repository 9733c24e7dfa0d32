"""Printable puzzle sheets for every kind: page 1 the puzzle, page 2 its solution.

:func:`sheet` asks the puzzle's kind for its parts (see :meth:`gridcraft.kinds.Kind.sheet_parts`)
and lays them out on paper with :func:`gridcraft.draw.sheet_page`; :func:`sheet_pdf` turns the
pages into one PDF.
"""

from __future__ import annotations

from typing import Any

from gridcraft.captions import captions
from gridcraft.draw import Drawing, grid_page, sheet_page, sheet_pages, svgs_to_pdf
from gridcraft.kinds import Kind


def sheet(
    kind: Kind,
    puzzle: Any,
    solution: Any = None,
    *,
    paper: str = "a4",
    title: str = "",
    solution_note: str | None = None,
    lang: str | None = None,
    name_line: bool = False,
    key: bool = True,
    font_size: float | None = None,
) -> list[Drawing]:
    """The pages of ``puzzle`` (of ``kind``): the puzzle with its caption and word list (on
    continuation pages when it does not fit beside the grid, see
    :func:`gridcraft.draw.sheet_pages`, a group's heading repeated, ``(continued)``, at the top of
    a new page), then ``solution`` under ``solution_note`` (default: the
    kind's caption of a solution page in ``lang``). Pages are in points, of the paper's size.
    ``name_line`` puts a line for the solver's name and the date on page 1; ``key=False`` leaves
    the solution page out; ``font_size`` (points) sets the word list's type (default: the largest
    of 12, 11 and 10 pt that leaves the grid's cells 7 mm wide).

    Raises:
        ValueError: an unknown paper (see :data:`gridcraft.draw.PAPERS`), a font size out of range.
    """
    first, caption, words, filled = kind.sheet_parts(puzzle, solution, lang)
    if solution_note is None:
        solution_note = kind.solution_title(lang, puzzle)
    words_of = kind.words(puzzle) or []
    language = captions(lang, [text for e in words_of for text in (e.text, e.clue)])
    pages = sheet_pages(
        first,
        paper=paper,
        title=title,
        caption=caption,
        words=words,
        name_line=language.name_line if name_line else "",
        font_size=font_size,
        continued=language.continued,
    )
    if key:
        pages.append(sheet_page(filled, paper=paper, title=title, caption=solution_note))
    return pages


def sheet_pdf(
    pages: list[Drawing],
    *,
    title: str = "",
    author: str = "",
    trim_boxes: list[tuple[float, float, float, float]] | None = None,
) -> bytes:
    """The pages as one PDF, ``title`` and ``author`` in its metadata, each page's TrimBox from
    ``trim_boxes`` when given (see :func:`gridcraft.draw.svgs_to_pdf`).

    Raises:
        gridcraft.draw.ConverterMissing: cairosvg or the cairo library is missing.
    """
    return svgs_to_pdf([page.document() for page in pages], title=title, author=author, trim_boxes=trim_boxes)


def booklet(
    kind: Kind,
    items: list[tuple[Any, Any, str]],
    *,
    paper: str = "a4",
    title: str = "",
    per_page: int = 4,
    name_line: str = "",
) -> list[Drawing]:
    """The pages of a booklet: the puzzles of ``items`` (``(puzzle, solution, label)``),
    ``per_page`` to a page (1, 2, 4, 6 or 9), each page of puzzles with ``name_line`` under its
    title (empty: none), then their solutions at the back, four times as many to a page (at most
    16). Pages are in points, of the paper's size.

    Raises:
        ValueError: an unknown paper, or ``per_page`` not one of 1, 2, 4, 6, 9.
    """
    shapes = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3), 9: (3, 3), 16: (4, 4)}
    if per_page not in shapes or per_page == 16:
        raise ValueError(f"per_page must be 1, 2, 4, 6 or 9, not {per_page}")
    back = {1: 4, 2: 6, 4: 16, 6: 16, 9: 16}[per_page]
    pages = []
    for count, solved, head in (
        (per_page, False, title),
        (back, True, f"{title}: solutions" if title else "Solutions"),
    ):
        columns, rows = shapes[count]
        drawings = [
            (kind.svg(puzzle, solution if solved else None), label) for puzzle, solution, label in items
        ]
        for start in range(0, len(drawings), count):
            pages.append(
                grid_page(
                    drawings[start : start + count],
                    paper=paper,
                    title=head,
                    columns=columns,
                    rows=rows,
                    name_line="" if solved else name_line,
                )
            )
    return pages
