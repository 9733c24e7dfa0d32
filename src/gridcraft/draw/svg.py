"""The SVG document every picture shares, and the :class:`Drawing` value renderers return.

A renderer returns a :class:`Drawing`: the picture's size in SVG user units and its body (SVG
elements, one per line). :meth:`Drawing.document` wraps it in the one preamble (XML declaration,
root ``<svg>`` with a ``viewBox``, white background); :meth:`Drawing.nested` places it inside
another drawing, scaled, without reading SVG text back.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from gridcraft.draw.fonts import FONT, runs_for

_TEXT = re.compile(r"<text([^>]*)>([^<]+)</text>")


def _fonts(body: str) -> str:
    """``body`` with each text element whose letters DejaVu Sans lacks given an installed family
    that has them, or, when no one family has them all, a ``tspan`` per run of letters with the
    family that has those (cairo, which draws PNG and PDF, does not fall back glyph by glyph)."""

    def choose(m: re.Match[str]) -> str:
        attrs, content = m.group(1), m.group(2)
        if "font-family" in attrs:
            return m.group(0)
        runs = runs_for(html.unescape(content))
        if len(runs) > 1:  # no one font has every letter: a family per run
            spans = "".join(f'<tspan font-family="{family}">{escape(run)}</tspan>' for run, family in runs)
            return f"<text{attrs}>{spans}</text>"
        family = runs[0][1]
        return m.group(0) if family == FONT else f'<text{attrs} font-family="{family}">{content}</text>'

    return _TEXT.sub(choose, body) if any(ord(ch) >= 0x0700 for ch in body) else body


_ILLEGAL = dict.fromkeys([*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])  # not allowed in XML


def escape(text: str) -> str:
    """``text`` escaped for XML character data: ``&``, ``<`` and ``>``, as ``xml.sax.saxutils.escape``
    does (the standard library's ``html.escape`` without quotes: the same result, and it does not
    load ``urllib``, which ``xml.sax.saxutils`` imports, about 30 ms at start-up); control
    characters XML does not allow (from a puzzle file's title, say) are dropped.

    >>> escape("A&B <C>\x01")
    'A&amp;B &lt;C&gt;'
    """
    return html.escape(text.translate(_ILLEGAL), quote=False)


@dataclass(frozen=True, slots=True)
class Drawing:
    """A picture: ``width`` x ``height`` SVG user units and the elements drawn on it.

    Attributes:
        width, height: the picture's size in user units (its ``viewBox``).
        body: SVG elements in user units, each ending in a newline; drawn over a white background.
        size: the root element's ``width`` and ``height`` attributes when they differ from the
            user units (a paper size such as ``("210mm", "297mm")``); ``None``: the user units.
    """

    width: int | float
    height: int | float
    body: str
    size: tuple[str, str] | None = None

    def _root(self, place: str, width: str, height: str) -> str:
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" {place}width="{width}" height="{height}" '
            f'viewBox="0 0 {self.width} {self.height}" font-family="{FONT}">\n'
        )

    def _background(self) -> str:
        return f'<rect width="{self.width}" height="{self.height}" fill="white"/>\n'

    def document(self) -> str:
        """The drawing as an SVG document (UTF-8 text with an XML declaration, ending in a newline)."""
        w, h = self.size or (str(self.width), str(self.height))
        head = '<?xml version="1.0" encoding="UTF-8"?>\n' + self._root("", w, h)
        return head + self._background() + _fonts(self.body) + "</svg>\n"

    def nested(self, x: float, y: float, scale: float) -> str:
        """The drawing as a nested ``<svg>`` element, its top-left corner at ``(x, y)`` (user units of
        the outer drawing) and each of its user units ``scale`` outer units."""
        place = f'x="{x:.2f}" y="{y:.2f}" '
        w, h = f"{float(self.width) * scale:.2f}", f"{float(self.height) * scale:.2f}"
        return self._root(place, w, h) + self._background() + _fonts(self.body) + "</svg>\n"

    def _repr_svg_(self) -> str:
        """The SVG document, so that a notebook cell shows the picture."""
        return self.document()
