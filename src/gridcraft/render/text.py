"""A layout as plain text, in the seed's style."""

from __future__ import annotations

from gridcraft.crisscross.layout import Layout


def layout_text(layout: Layout) -> str:
    """Render ``layout`` as text.

    One line per grid row (``layout.height`` lines), the row's ``layout.width`` cells separated by
    single spaces, an empty cell shown as a space; trailing spaces are stripped from each line and
    the text ends with a newline. A clash between crossing words is not detected here (later
    placements win, see :meth:`Layout.letters`); call :meth:`Layout.check` for that.

    >>> from gridcraft.crisscross.layout import Placement
    >>> print(layout_text(Layout.from_placements([Placement("AB", 0, 0, "across"),
    ...                                          Placement("BC", 0, 1, "down")])), end="")
    A B
      C
    """
    return "".join(" ".join(row).rstrip() + "\n" for row in layout.rows())
