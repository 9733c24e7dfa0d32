"""The generator's JSON document (DESIGN.md section 4, "generate"); its keys are stable."""

from __future__ import annotations

import json
from typing import Any

from gridcraft.crisscross.layout import Layout


def layout_dict(layout: Layout) -> dict[str, Any]:
    """The JSON document as a ``dict``, keys in their documented order.

    Keys: ``words`` (the entries as written, word-list order), ``width``, ``height``, ``area``
    (cells), ``optimal``, ``crossings``, ``placements`` (``word`` upper-case letters as placed,
    ``entry`` as written, ``row``/``col`` 0-based of the first letter, ``direction`` ``"across"`` or
    ``"down"``) and ``grid`` (``height`` strings of ``width`` characters, a space for an empty cell).
    """
    return {
        "words": [p.entry for p in layout.placements],
        "width": layout.width,
        "height": layout.height,
        "area": layout.area,
        "optimal": layout.optimal,
        "crossings": layout.crossings,
        "placements": [
            {"word": p.word, "entry": p.entry, "row": p.row, "col": p.col, "direction": p.direction}
            for p in layout.placements
        ],
        "grid": layout.rows(),
    }


def layout_json(layout: Layout) -> str:
    """``layout`` as JSON text: UTF-8 letters kept as they are, 2-space indent, trailing newline."""
    return json.dumps(layout_dict(layout), ensure_ascii=False, indent=2) + "\n"
