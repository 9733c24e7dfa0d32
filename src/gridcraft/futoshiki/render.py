"""Futoshiki pictures: an SVG drawing (:func:`render_svg`) and a text grid (:func:`render_text`).

In the SVG the cells are squares outlined in black with a gap between neighbours, as printed
futoshikis and Tatham's Unequal draw them; a sign sits in the gap between the two cells it
relates, a chevron whose point is towards the smaller digit (``<``, ``>``, ``∧``, ``∨``), and in
adjacent mode a bar across the gap marks two digits that differ by 1. Digits are centred in their
cells, givens in bold.
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import FOCUS_COLOUR, MARK_COLOUR, Drawing
from gridcraft.futoshiki.model import Cell, FutoshikiPuzzle, Grid
from gridcraft.futoshiki.parse import grid_text

CELL = 48  # side of a cell, user units
GAP = 20  # the gap between two neighbouring cells, where their sign is drawn
PAD = 4  # margin around the grid, user units
VALUE_SIZE = 26  # font size of a digit
VALUE_Y = 34  # digit baseline below the cell's top edge
LINE = 2  # stroke width of a cell's outline
SIGN = 2.5  # stroke width of a sign or a bar
ARM = 6  # half the width of a chevron across its axis, and half its depth along it
BAR = 14  # half the length of a bar


def _check_grid(puzzle: FutoshikiPuzzle, grid: Grid | None) -> None:
    """Raises: ValueError: ``grid`` is not ``n`` rows of ``n`` values (naming the parameter)."""
    n = puzzle.size
    if grid is not None and (len(grid) != n or any(len(row) != n for row in grid)):
        raise ValueError(f"grid must be {n} rows of {n} values")


def render_text(puzzle: FutoshikiPuzzle, grid: Grid | None = None) -> str:
    """The grid with its signs as the text form lays it out (see :mod:`gridcraft.futoshiki.parse`),
    without the heading: each cell shows its digit from ``grid`` (rows of values; 0 or ``None``:
    the givens only) or ``.`` when empty. Ends in a newline.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n = puzzle.size
    return grid_text(puzzle, grid if grid is not None else tuple((0,) * n for _ in range(n)))


def _corner(k: int) -> int:
    """The top or left edge of the ``k``-th cell, user units."""
    return PAD + k * (CELL + GAP)


def _sign_path(a: Cell, b: Cell) -> str:
    """A chevron in the gap between neighbours ``a`` (the smaller) and ``b``, its point towards ``a``."""
    (ra, ca), (rb, cb) = a, b
    if ra == rb:  # a row's sign: < or >
        x = _corner(min(ca, cb)) + CELL + GAP / 2
        y = _corner(ra) + CELL / 2
        d = -1 if ca < cb else 1  # the point's side
        tip, back = x + d * ARM, x - d * ARM
        return f"M{back:g} {y - ARM:g}L{tip:g} {y:g}L{back:g} {y + ARM:g}"
    x = _corner(ca) + CELL / 2
    y = _corner(min(ra, rb)) + CELL + GAP / 2
    d = -1 if ra < rb else 1
    tip, back = y + d * ARM, y - d * ARM
    return f"M{x - ARM:g} {back:g}L{x:g} {tip:g}L{x + ARM:g} {back:g}"


def _bar_path(a: Cell, b: Cell) -> str:
    """A bar across the gap between neighbours ``a`` and ``b`` (``a`` first in reading order)."""
    (ra, ca), (rb, _) = a, b
    if ra == rb:
        x = _corner(ca) + CELL + GAP / 2
        y = _corner(ra) + CELL / 2
        return f"M{x:g} {y - BAR:g}V{y + BAR:g}"
    x = _corner(ca) + CELL / 2
    y = _corner(ra) + CELL + GAP / 2
    return f"M{x - BAR:g} {y:g}H{x + BAR:g}"


def render_svg(
    puzzle: FutoshikiPuzzle,
    grid: Grid | None = None,
    *,
    marks: Iterable[Cell] = (),
    focus: Iterable[Cell] = (),
) -> Drawing:
    """A drawing of ``puzzle`` in user units: ``CELL`` (48) units a cell, ``GAP`` (20) between
    cells, ``PAD`` (4) around.

    Shows the signs (or bars), the givens (bold) and the digits of ``grid`` (``None``: the empty
    puzzle; 0: an empty cell). ``marks`` get a pale yellow background and ``focus`` a deeper one
    (the cells a hint reads and the cell it fills; ``(row, col)``, 0-based). The same puzzle
    always gives the same text.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n = puzzle.size
    side = 2 * PAD + n * CELL + (n - 1) * GAP
    focused = set(focus)
    marked = set(marks) - focused
    out: list[str] = []
    for r in range(n):
        for c in range(n):
            fill = FOCUS_COLOUR if (r, c) in focused else MARK_COLOUR if (r, c) in marked else "none"
            out.append(
                f'<rect x="{_corner(c)}" y="{_corner(r)}" width="{CELL}" height="{CELL}" '
                f'fill="{fill}" stroke="#000" stroke-width="{LINE}"/>\n'
            )
    signs = "".join(_sign_path(a, b) for a, b in puzzle.less)
    if signs:
        out.append(
            f'<path d="{signs}" fill="none" stroke="#000" stroke-width="{SIGN}" '
            'stroke-linecap="round" stroke-linejoin="round"/>\n'
        )
    bars = "".join(_bar_path(a, b) for a, b in puzzle.bars)
    if bars:
        out.append(f'<path d="{bars}" fill="none" stroke="#000" stroke-width="{SIGN * 1.6:g}"/>\n')
    given = dict(puzzle.givens)
    for r in range(n):
        for c in range(n):
            v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
            if not v:
                continue
            weight = ' font-weight="bold"' if (r, c) in given else ""
            x, y = _corner(c) + CELL // 2, _corner(r) + VALUE_Y
            out.append(
                f'<text x="{x}" y="{y}" font-size="{VALUE_SIZE}" text-anchor="middle"{weight}>{v}</text>\n'
            )
    return Drawing(side, side, "".join(out))
