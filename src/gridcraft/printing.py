"""Printable puzzle sheets: page 1 the puzzle, page 2 its solution, for every puzzle kind.

Each function returns the pages as SVG documents (see :func:`gridcraft.render.sheet.sheet_page`);
:func:`sheet_pdf` turns them into one PDF.
"""

from __future__ import annotations

from gridcraft.crisscross.layout import Layout
from gridcraft.fillin import FillinPuzzle, Grid
from gridcraft.fillin.render import to_svg as fillin_svg
from gridcraft.fillin.render import word_list
from gridcraft.formats.fillin_text import word_groups
from gridcraft.kenken import KenKenPuzzle, render_svg
from gridcraft.render.convert import svgs_to_pdf
from gridcraft.render.sheet import sheet_page
from gridcraft.render.svg import layout_svg


def layout_sheet(layout: Layout, *, paper: str = "a4", title: str = "") -> list[str]:
    """A criss-cross layout: the empty grid and its word list, then the filled grid (every empty
    cell of the box grey, so that no white hole looks like a cell to fill).

    Raises:
        ValueError: an unknown paper.
    """
    n = len(layout.placements)
    caption = f"Criss-cross: place the {n} words so that they interlock; each is used once."
    return [
        sheet_page(
            layout_svg(layout, blank=True, word_list=False, blocks=True),
            paper=paper,
            title=title,
            caption=caption,
            words=word_groups(layout),
        ),
        sheet_page(layout_svg(layout, blocks=True), paper=paper, title=title, caption="Solution"),
    ]


def fillin_sheet(
    puzzle: FillinPuzzle,
    solution: Grid,
    *,
    paper: str = "a4",
    title: str = "",
    solution_note: str = "Solution",
) -> list[str]:
    """A fill-in puzzle: the empty grid (given letters shown) and its word list, then the solution
    under ``solution_note``.

    Raises:
        ValueError: an unknown paper.
    """
    caption = f"Fill-in: write each of the {len(puzzle.words)} words into the grid; each is used once."
    return [
        sheet_page(
            fillin_svg(puzzle, with_words=False),
            paper=paper,
            title=title,
            caption=caption,
            words=word_list(puzzle),
        ),
        sheet_page(fillin_svg(puzzle, solution), paper=paper, title=title, caption=solution_note),
    ]


def kenken_sheet(
    puzzle: KenKenPuzzle,
    solution: tuple[tuple[int, ...], ...],
    *,
    paper: str = "a4",
    title: str = "",
    solution_note: str = "Solution",
) -> list[str]:
    """A KenKen puzzle: the grid with its cages and clues, then the solution under ``solution_note``.

    Raises:
        ValueError: an unknown paper.
    """
    n = puzzle.size
    caption = (
        f"KenKen: fill each row and column with 1 to {n} once each; "
        "each cage's numbers give its target with its operation."
    )
    return [
        sheet_page(render_svg(puzzle), paper=paper, title=title, caption=caption),
        sheet_page(render_svg(puzzle, solution), paper=paper, title=title, caption=solution_note),
    ]


def sheet_pdf(pages: list[str]) -> bytes:
    """The pages (SVG documents) as one PDF.

    Raises:
        gridcraft.render.convert.ConverterMissing: cairosvg or the cairo library is missing.
    """
    return svgs_to_pdf(pages)
