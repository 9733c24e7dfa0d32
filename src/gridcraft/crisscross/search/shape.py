"""Footprint rules: aspect-ratio cap, page width and height, and area lower bounds."""

from __future__ import annotations

import math
from functools import lru_cache


class Shape:
    """Which bounding boxes a layout may have.

    A box ``width x height`` (cells) is allowed when its long side is at most ``max_aspect`` times
    its short side (None: no cap) and it fits ``max_width x max_height`` either as it is or
    transposed (the searches fix the first word across, so a layout and its transpose are one).
    """

    def __init__(self, max_aspect: float | None, max_width: int | None, max_height: int | None) -> None:
        self.ratio = max_aspect
        self._args = (max_aspect, max_width, max_height)
        big = 1 << 30  # no cap: caps above it (no layout is so large) are none too
        self.mw = min(max_width or big, big)
        self.mh = min(max_height or big, big)
        self.min_area = lru_cache(maxsize=None)(self._min_area)

    def __reduce__(self) -> tuple[type[Shape], tuple[float | None, int | None, int | None]]:
        return (Shape, self._args)

    def aspect_ok(self, w: int, h: int) -> bool:
        """True when ``max(w, h) <= ratio * min(w, h)``."""
        return self.ratio is None or max(w, h) <= self.ratio * min(w, h) + 1e-9

    def fits(self, w: int, h: int) -> bool:
        """True when a ``w x h`` box is allowed (as it is or transposed)."""
        return self.aspect_ok(w, h) and ((w <= self.mw and h <= self.mh) or (h <= self.mw and w <= self.mh))

    def orient(self, w: int, h: int) -> bool:
        """True when the layout should be transposed for output (portrait that fits as landscape,
        or a box that only fits the page caps transposed)."""
        as_is = w <= self.mw and h <= self.mh
        flipped = h <= self.mw and w <= self.mh
        if as_is and flipped:
            return h > w
        return not as_is

    def _min_area(self, w0: int, h0: int) -> float:
        """Smallest allowed area of a box at least ``w0`` wide and ``h0`` high (inf if none)."""
        r = self.ratio
        limit = max(self.mw, self.mh)
        if limit >= 1 << 30:
            limit = w0 + h0 + 4 * max(w0, h0) + 8
        best = math.inf
        for w in range(w0, limit + 1):
            h = h0 if r is None else max(h0, math.ceil(w / r - 1e-9))
            if r is not None and h > r * w + 1e-9:
                continue
            # the height must fit the page in the orientation the width allows
            hmax = -1
            if w <= self.mw:
                hmax = max(hmax, self.mh)
            if w <= self.mh:
                hmax = max(hmax, self.mw)
            if h > hmax:
                continue
            best = min(best, w * h)
            if w * h0 >= best:
                break
        return best

    def lower_bound(self, w: int, h: int, longest: int) -> float:
        """Area lower bound for a layout whose box is at least ``w x h`` and which must still hold a
        word of ``longest`` letters across or down."""
        if longest <= w or longest <= h:
            return self.min_area(w, h)
        return min(self.min_area(longest, h), self.min_area(w, longest))
