"""Fill-in puzzles and solutions as text, JSON rows and SVG."""

from __future__ import annotations

from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.fillin.model import BLOCK, FillinPuzzle, Grid
from gridcraft.render.svg import layout_svg
from gridcraft.words import group_by_length


def to_text(grid: Grid) -> str:
    """A filled grid as text in the generator's style: cells separated by single spaces, a block
    shown as a space, trailing spaces stripped, one line per row, ending with a newline."""
    return "".join(" ".join(row).rstrip() + "\n" for row in grid)


def to_json_rows(grid: Grid) -> list[str]:
    """A filled grid as JSON rows (DESIGN.md section 4): one string per row, a space for a block."""
    return [row.replace(BLOCK, " ") for row in grid]


def word_list(puzzle: FillinPuzzle) -> list[tuple[int, list[str]]]:
    """The word list grouped by length: ``(length, entries)`` pairs, shortest first, entries as
    written and sorted by their letters (then spelling), each as often as it is listed."""
    return group_by_length((e.letters, e.text) for e in puzzle.words)


def to_svg(puzzle: FillinPuzzle, grid: Grid | None = None, *, with_words: bool = True) -> str:
    """An SVG picture (40-unit square cells, blocks grey; see :func:`gridcraft.render.svg.layout_svg`).

    With ``grid``: the filled grid. Without: the empty puzzle, its given letters shown, beside its
    word list grouped by length (``with_words=False``: without the list). The picture's top-left cell is the top-left white cell's row and
    column (rows and columns of blocks only at the edges are left out).

    Raises:
        ValueError: the puzzle has no slot.
    """
    givens = puzzle.givens()
    placements = []
    by_length: dict[int, list[tuple[str, str]]] = {}
    for e in puzzle.words:
        by_length.setdefault(len(e.letters), []).append((e.letters, e.text))
    for slot in puzzle.slots:
        cells = slot.cells
        if grid is not None:
            word = "".join(grid[r][c] for r, c in cells)
            entry = next((t for w, t in by_length.get(slot.length, []) if w == word), word)
        else:  # the letters are not drawn: any word of the right length keeps the list whole
            word, entry = (
                by_length[slot.length].pop() if by_length.get(slot.length) else ("?" * slot.length, "")
            )
        placements.append(Placement(word, slot.row, slot.col, str(slot.direction), entry))
    layout = Layout.from_placements(placements)
    if grid is not None:
        return layout_svg(layout, blocks=True)
    r0 = min(p.row for p in placements)
    c0 = min(p.col for p in placements)
    shown = {(r - r0, c - c0): ch for (r, c), ch in givens.items()}
    return layout_svg(layout, blank=True, shown=shown, word_list=with_words, blocks=True)
