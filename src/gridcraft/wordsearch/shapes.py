"""The grids a word search is tried in: a fixed size, a mask (the shape), or the automatic size's
squares (and, with a hidden message, the rectangles whose leftover cells the message fills)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

from gridcraft.wordsearch.model import NoFit

Size = Literal["auto"] | tuple[int, int]
Mask = str | Sequence[str] | Sequence[Sequence[bool]]
Shape = tuple[int, int, bytes]  # height, width, whether each cell (row-major) exists (1) or not (0)
HOLES = frozenset(". _-0")  # the mask characters of a cell the shape leaves out
#: sizes tried upwards from the first (and one more per 4 words) before giving up
UPWARDS = 12
#: with a message, sizes whose words must share more than this part of their letters are tried last
MAX_SHARED = 0.2


def read_mask(mask: Mask) -> list[list[bool]]:
    """The mask as rows of booleans (True: a cell), padded to a rectangle.

    Raises:
        NoFit: a mask with no cell.
    """
    rows: list[list[bool]]
    if isinstance(mask, str):
        lines = [line for line in mask.splitlines() if line.strip()]
        rows = [[ch not in HOLES for ch in line.rstrip()] for line in lines]
    else:
        rows = [
            [ch not in HOLES for ch in row] if isinstance(row, str) else [bool(x) for x in row]
            for row in mask
        ]
    width = max((len(r) for r in rows), default=0)
    rows = [r + [False] * (width - len(r)) for r in rows]
    if not any(any(r) for r in rows):
        raise NoFit("the mask has no cell")
    return rows


def full(height: int, width: int) -> Shape:
    """A rectangle of ``height`` x ``width`` cells."""
    return height, width, bytes([1]) * (height * width)


def shapes(
    lengths: Sequence[int],
    allowed: Sequence[str],
    size: Size,
    mask: Mask | None,
    secret: int | None,
    density: float,
) -> list[Shape]:
    """The grids to try, smallest first, for words of ``lengths`` read in ``allowed``, with a
    message of ``secret`` letters (``None``: no message); the automatic size starts at the square
    of ``density`` letters per cell.

    Raises:
        NoFit: no grid can hold the words (or the message).
    """
    longest, letters = max(lengths), sum(lengths)
    found: list[Shape]
    if mask is not None:
        rows = read_mask(mask)
        height, width = len(rows), len(rows[0])
        if size != "auto" and tuple(size) != (width, height):
            raise NoFit(f"the size {size[0]} x {size[1]} is not the mask's {width} x {height}")
        found = [(height, width, bytes(int(x) for r in rows for x in r))]
    elif size != "auto":
        width, height = size
        if width < 1 or height < 1:
            raise NoFit(f"the size {width} x {height} holds no cell")
        found = [full(height, width)]
    else:
        low = max(2, math.ceil(math.sqrt(letters / density if secret is None else longest + secret)))
        sides = [(n, n) for n in range(low, max(low, longest) + UPWARDS + len(lengths) // 4)]
        if secret is not None:
            more = [(n, n + k) for n, _ in sides for k in (1, 2)]
            sides = sorted(sides + more, key=lambda s: (s[0] * s[1], s))
        found = [full(h, w) for h, w in sides if reach(h, w, allowed) >= longest]
    if secret is not None:
        fits = [s for s in found if longest <= sum(s[2]) - secret <= letters]
        if not fits:
            cells = sum(found[0][2]) if size != "auto" or mask is not None else None
            raise NoFit(_message_misfit(secret, letters, longest, cells))
        if size == "auto" and mask is None:  # few shared letters first: the exact count is then easy to meet
            fits.sort(key=lambda s: (letters - (sum(s[2]) - secret) > letters * MAX_SHARED, len(s[2])))
        found = fits
    if size != "auto" or mask is not None:
        h, w, _ = found[0]
        if reach(h, w, allowed) < longest:
            raise NoFit(
                f"a word of {longest} letters does not fit a {w} x {h} grid in directions {', '.join(allowed)}"
            )
    return found


def reach(height: int, width: int, allowed: Sequence[str]) -> int:
    """The longest word a height x width box holds in one of ``allowed``."""
    across = width if {"right", "left"} & set(allowed) else 0
    down = height if {"down", "up"} & set(allowed) else 0
    diagonal = min(height, width) if {"down-right", "down-left", "up-right", "up-left"} & set(allowed) else 0
    return max(across, down, diagonal)


def _message_misfit(length: int, letters: int, longest: int, cells: int | None) -> str:
    if cells is not None:
        return (
            f"a message of {length} letters leaves {cells - length} of the {cells} cells for the words, "
            f"which need between {longest} and {letters}"
        )
    return f"no grid leaves the words ({letters} letters, the longest {longest}) exactly the cells a message of {length} letters does not fill"
