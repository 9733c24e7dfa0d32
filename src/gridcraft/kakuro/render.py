"""Kakuro pictures: an SVG drawing (:func:`render_svg`) and the text form with digits
(:func:`render_text`).

In the SVG, blocks are grey; a clue block is split by a diagonal from its top-left corner, its down
sum in the bottom-left half and its across sum in the top-right half. Digits are centred in their
white cells, givens in bold.
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import FOCUS_COLOUR, MARK_COLOUR, Drawing
from gridcraft.kakuro.model import Cell, Grid, KakuroPuzzle
from gridcraft.kakuro.parse import dumps, rows

CELL = 48  # side of a cell, user units
PAD = 4  # margin around the grid
VALUE_SIZE, SUM_SIZE = 24, 14
VALUE_Y = 33  # digit baseline below the cell's top edge
BLOCK_COLOUR = "#8c8c8c"
LINE_COLOUR = "#404040"


def render_text(puzzle: KakuroPuzzle, grid: Grid | None = None) -> str:
    """The text form (see :mod:`gridcraft.kakuro.parse`) with ``grid``'s digits in the white
    cells (``None``: the puzzle as written)."""
    if grid is None:
        return dumps(puzzle)
    return f"kakuro {puzzle.width}x{puzzle.height}\n" + rows(puzzle, grid)


def render_svg(
    puzzle: KakuroPuzzle, grid: Grid | None = None, *, marks: Iterable[Cell] = (), focus: Iterable[Cell] = ()
) -> Drawing:
    """A drawing of ``puzzle`` in user units: ``CELL`` (48) a cell, ``PAD`` (4) around; with
    ``grid``'s digits (``None``: the empty puzzle). ``marks`` get a pale background and ``focus`` a
    deeper one (the cells a hint reads and fills). Integer coordinates: byte-for-byte stable."""
    w, h = puzzle.width, puzzle.height
    out: list[str] = []
    focused = set(focus)
    marked = set(marks) - focused
    sums = {cell: (d, a) for cell, d, a in puzzle.sums}
    for r in range(h):
        for c in range(w):
            x, y = PAD + c * CELL, PAD + r * CELL
            if (r, c) in puzzle.white:
                colour = FOCUS_COLOUR if (r, c) in focused else MARK_COLOUR if (r, c) in marked else "white"
                out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{colour}"/>\n')
                continue
            out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{BLOCK_COLOUR}"/>\n')
            if (r, c) in sums:
                down, across = sums[(r, c)]
                out.append(
                    f'<path d="M{x} {y}L{x + CELL} {y + CELL}" stroke="{LINE_COLOUR}" stroke-width="1"/>\n'
                )
                if down:
                    out.append(
                        f'<text x="{x + 4}" y="{y + CELL - 5}" font-size="{SUM_SIZE}" fill="white">{down}</text>\n'
                    )
                if across:
                    out.append(
                        f'<text x="{x + CELL - 4}" y="{y + 16}" font-size="{SUM_SIZE}" text-anchor="end" '
                        f'fill="white">{across}</text>\n'
                    )
    end_x, end_y = PAD + w * CELL, PAD + h * CELL
    lines = "".join(f"M{PAD} {PAD + r * CELL}H{end_x}" for r in range(1, h)) + "".join(
        f"M{PAD + c * CELL} {PAD}V{end_y}" for c in range(1, w)
    )
    out.append(f'<path d="{lines}" stroke="{LINE_COLOUR}" stroke-width="1" fill="none"/>\n')
    out.append(
        f'<path d="M{PAD} {PAD}H{end_x}V{end_y}H{PAD}Z" stroke="black" stroke-width="2" fill="none"/>\n'
    )
    given = dict(puzzle.givens)
    for r, c in sorted(puzzle.white):
        v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
        if v:
            weight = ' font-weight="bold"' if (r, c) in given else ""
            out.append(
                f'<text x="{PAD + c * CELL + CELL // 2}" y="{PAD + r * CELL + VALUE_Y}" font-size="{VALUE_SIZE}" '
                f'text-anchor="middle"{weight}>{v}</text>\n'
            )
    return Drawing(w * CELL + 2 * PAD, h * CELL + 2 * PAD, "".join(out))
