"""Kind-agnostic drawing: the :class:`Drawing` value, letter grids and word lists, printable sheets,
and PNG/PDF conversion.

Renderers of every puzzle kind return a :class:`Drawing` (size in SVG user units and a body);
:meth:`Drawing.document` is the one SVG preamble, and :func:`sheet_page` places drawings on paper.
"""

from gridcraft.draw.convert import (
    ConversionFailed,
    ConverterMissing,
    check_converter,
    svg_to_pdf,
    svg_to_png,
    svgs_to_pdf,
)
from gridcraft.draw.fonts import FONT, family_for, missing_glyph
from gridcraft.draw.letters import FOCUS_COLOUR, MARK_COLOUR, Groups, letter_grid, text_width, word_list
from gridcraft.draw.sheet import (
    MAX_FONT_SIZE,
    MIN_CELL,
    MIN_FONT_SIZE,
    PAPERS,
    WordBank,
    captioned,
    grid_page,
    sheet_page,
    sheet_pages,
)
from gridcraft.draw.svg import Drawing, escape

__all__ = [
    "FOCUS_COLOUR",
    "FONT",
    "MARK_COLOUR",
    "MAX_FONT_SIZE",
    "MIN_CELL",
    "MIN_FONT_SIZE",
    "PAPERS",
    "ConversionFailed",
    "ConverterMissing",
    "Drawing",
    "Groups",
    "WordBank",
    "captioned",
    "check_converter",
    "escape",
    "family_for",
    "grid_page",
    "letter_grid",
    "missing_glyph",
    "sheet_page",
    "sheet_pages",
    "svg_to_pdf",
    "svg_to_png",
    "svgs_to_pdf",
    "text_width",
    "word_list",
]
