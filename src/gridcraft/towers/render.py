"""Towers pictures: an SVG drawing (:func:`render_svg`) and a framed text grid
(:func:`render_text`).

In the SVG the n x n grid sits inside a ring of clue places one cell wide: thin grey lines part
the cells, a thick black line frames the grid, and each clue is centred in its place outside the
grid, beside the row or column it counts along. Heights are centred in their cells, givens in
bold.
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import FOCUS_COLOUR, MARK_COLOUR, Drawing
from gridcraft.towers.model import Cell, Grid, TowersPuzzle

CELL = 48  # side of a cell, user units
PAD = 4  # margin around the ring of clues, user units
VALUE_SIZE, CLUE_SIZE = 24, 20  # font sizes of a height and of a clue
VALUE_Y, CLUE_Y = 33, 31  # baselines below the cell's top edge
THIN, THICK = 1, 3  # stroke widths: cell lines, the grid's frame
THIN_COLOUR = "#b0b0b0"


def _check_grid(puzzle: TowersPuzzle, grid: Grid | None) -> None:
    """Raises: ValueError: ``grid`` is not ``n`` rows of ``n`` values (naming the parameter)."""
    n = puzzle.size
    if grid is not None and (len(grid) != n or any(len(row) != n for row in grid)):
        raise ValueError(f"grid must be {n} rows of {n} values")


def render_text(puzzle: TowersPuzzle, grid: Grid | None = None) -> str:
    """The framed grid with the clues around it (as :func:`gridcraft.towers.parse.dumps` writes it,
    without the heading): each cell shows its height from ``grid`` (0 or ``None``: the givens
    only) or ``.`` when empty. Ends in a newline.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n = puzzle.size
    given = dict(puzzle.givens)

    def mark(v: int) -> str:
        return str(v) if v else "."

    def shown(r: int, c: int) -> str:
        return mark(grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0))

    rule = "  +" + "-" * (2 * n + 1) + "+"
    out = ["    " + " ".join(mark(v) for v in puzzle.top), rule]
    for r in range(n):
        cells = " ".join(shown(r, c) for c in range(n))
        out.append(f"{mark(puzzle.left[r])} | {cells} | {mark(puzzle.right[r])}")
    out += [rule, "    " + " ".join(mark(v) for v in puzzle.bottom)]
    return "\n".join(out) + "\n"


def clue_places(puzzle: TowersPuzzle) -> list[tuple[int, int, int]]:
    """Every clue with its place in the ``(n + 2) x (n + 2)`` ring around the grid: ``(row, col,
    clue)``, the grid's cells at rows and columns 1..n."""
    n = puzzle.size
    out = []
    for i in range(n):
        out += [(0, i + 1, puzzle.top[i]), (n + 1, i + 1, puzzle.bottom[i])]
        out += [(i + 1, 0, puzzle.left[i]), (i + 1, n + 1, puzzle.right[i])]
    return [(r, c, k) for r, c, k in sorted(out) if k]


def render_svg(
    puzzle: TowersPuzzle, grid: Grid | None = None, *, marks: Iterable[Cell] = (), focus: Iterable[Cell] = ()
) -> Drawing:
    """A drawing of ``puzzle`` in user units: ``CELL`` (48) units a cell, the ring of clues one
    cell wide around the grid, ``PAD`` (4) around that.

    Shows the clues, the givens (bold) and the heights of ``grid`` (``None``: the empty puzzle;
    0: an empty cell). ``marks`` get a pale yellow background and ``focus`` a deeper one (the cells
    a hint reads and the cell it fills; ``(row, col)`` of the grid, 0-based). All coordinates are
    integers, so the output is byte-for-byte stable.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n = puzzle.size
    side = (n + 2) * CELL + 2 * PAD
    left = PAD + CELL  # the grid's top-left corner, both ways
    end = left + n * CELL
    out: list[str] = []
    focused = set(focus)
    marked = set(marks) - focused
    for colour, cells in ((MARK_COLOUR, sorted(marked)), (FOCUS_COLOUR, sorted(focused))):
        for r, c in cells:
            out.append(
                f'<rect x="{left + c * CELL}" y="{left + r * CELL}" width="{CELL}" height="{CELL}" fill="{colour}"/>\n'
            )
    thin = "".join(f"M{left} {left + i * CELL}H{end}M{left + i * CELL} {left}V{end}" for i in range(1, n))
    out.append(f'<path d="{thin}" stroke="{THIN_COLOUR}" stroke-width="{THIN}" fill="none"/>\n')
    out.append(
        f'<path d="M{left} {left}H{end}V{end}H{left}Z" stroke="black" stroke-width="{THICK}" '
        'stroke-linecap="square" fill="none"/>\n'
    )
    for r, c, k in clue_places(puzzle):
        x, y = PAD + c * CELL + CELL // 2, PAD + r * CELL + CLUE_Y
        out.append(f'<text x="{x}" y="{y}" font-size="{CLUE_SIZE}" text-anchor="middle">{k}</text>\n')
    given = dict(puzzle.givens)
    for r in range(n):
        for c in range(n):
            v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
            if not v:
                continue
            weight = ' font-weight="bold"' if (r, c) in given else ""
            x, y = left + c * CELL + CELL // 2, left + r * CELL + VALUE_Y
            out.append(
                f'<text x="{x}" y="{y}" font-size="{VALUE_SIZE}" text-anchor="middle"{weight}>{v}</text>\n'
            )
    return Drawing(side, side, "".join(out))
