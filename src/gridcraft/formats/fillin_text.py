"""A criss-cross layout written as a fill-in (Kriss Kross) puzzle, DESIGN.md section 3."""

from __future__ import annotations

from gridcraft.crisscross.layout import Layout
from gridcraft.words import group_by_length

BLOCK = "#"
WHITE = "."


def word_groups(layout: Layout) -> list[tuple[int, list[str]]]:
    """The layout's entries grouped by word length, as fill-in puzzles print their word lists.

    Returns:
        ``(length, entries)`` pairs, shortest length first; ``length`` counts the placed letters
        (``"ICE CREAM"`` has 8) and each group lists the entries as written, sorted alphabetically
        by their placed letters (then by spelling, so the order is total).
    """
    return group_by_length((p.word, p.entry) for p in layout.placements)


def layout_fillin(layout: Layout) -> str:
    """Write ``layout`` as an empty fill-in puzzle.

    The text is a ``!`` comment line, the grid (``layout.height`` rows of ``layout.width`` cells:
    ``#`` a block, ``.`` an empty white cell), one blank line, then the word list one entry per line,
    sorted by length and then alphabetically (see :func:`word_groups`). Ends with a newline.
    """
    n = len(layout.placements)
    lines = [f"! fill-in puzzle: {n} word{'s' if n != 1 else ''}, {layout.width} x {layout.height}"]
    lines += ["".join(BLOCK if ch == " " else WHITE for ch in row) for row in layout.rows()]
    lines.append("")
    lines += [entry for _, entries in word_groups(layout) for entry in entries]
    return "\n".join(lines) + "\n"
