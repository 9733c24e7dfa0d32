"""Criss-cross generator: the smallest valid interlocking layout of a word list.

The door of the kind: everything outside ``gridcraft.crisscross`` uses only these names.
Public API: :func:`generate` (the best layout), :func:`layouts` (each improving layout as it is
found), :class:`Layout`, :class:`Placement`, :func:`check_layout`, and the writers.
"""

from gridcraft.crisscross.answer import refill, single_answer
from gridcraft.crisscross.generator import GIVENS, generate, layouts
from gridcraft.crisscross.ipuz import to_ipuz
from gridcraft.crisscross.kind import KIND, CrissCrossKind
from gridcraft.crisscross.layout import ACROSS, DOWN, Layout, Placement, SearchInfo, check_layout
from gridcraft.crisscross.layout_json import is_layout_json, layout_dict, read_json, to_json
from gridcraft.crisscross.puz import layout_to_puz
from gridcraft.crisscross.summary import answer_note, layout_summary
from gridcraft.crisscross.write import (
    blank_puzzle,
    clue_lists,
    is_clued,
    numbered_text,
    numbers,
    to_svg,
    to_text,
    word_groups,
)


def _repr_svg_(puzzle: Layout) -> str:
    """The picture a notebook cell shows for a Layout (see :meth:`gridcraft.draw.Drawing._repr_svg_`)."""
    return to_svg(puzzle).document()


Layout._repr_svg_ = _repr_svg_  # type: ignore[attr-defined]  # wired here, so that the model never imports its renderer

__all__ = [
    "ACROSS",
    "DOWN",
    "GIVENS",
    "KIND",
    "CrissCrossKind",
    "Layout",
    "Placement",
    "SearchInfo",
    "answer_note",
    "blank_puzzle",
    "check_layout",
    "clue_lists",
    "generate",
    "is_clued",
    "is_layout_json",
    "layout_dict",
    "layout_summary",
    "layout_to_puz",
    "layouts",
    "numbered_text",
    "numbers",
    "read_json",
    "refill",
    "single_answer",
    "to_ipuz",
    "to_json",
    "to_svg",
    "to_text",
    "word_groups",
]
