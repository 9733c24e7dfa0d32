"""Renderers: a criss-cross layout as plain text or as an SVG picture.

Each renderer takes a :class:`~gridcraft.crisscross.layout.Layout` and returns a ``str``; none does I/O.
"""

from gridcraft.render.svg import layout_svg
from gridcraft.render.text import layout_text

__all__ = ["layout_svg", "layout_text"]
