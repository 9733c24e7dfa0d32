"""Killer sudoku pictures: an SVG drawing (:func:`render_svg`) and a boxed text grid (:func:`render_text`).

In the SVG, thin grey lines part the cells, thick black lines the boxes, and each cage is outlined
by a dashed line drawn ``INSET`` user units inside its cells, with its sum small in the top-left
corner of its first cell (reading order). Digits are centred in their cells; givens in bold.
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import FOCUS_COLOUR, MARK_COLOUR, Drawing
from gridcraft.killer.model import Cell, Grid, KillerPuzzle

CELL = 48  # side of a cell, user units
PAD = 4  # margin around the grid, user units
INSET = 4  # distance of a cage outline inside its cells, user units
SUM_SIZE = 10  # font size of a cage sum, user units
SUM_X, SUM_Y = 3, 12  # sum baseline from the cell's top-left corner
VALUE_SIZE = 24  # font size of a digit
VALUE_Y = 33  # digit baseline below the cell's top edge
THIN, THICK, CAGE = 1, 3, 1  # stroke widths: cell lines, box lines, cage outlines
THIN_COLOUR = "#b0b0b0"
DASH = "3 2"  # the cage outline's dash pattern


def _check_grid(puzzle: KillerPuzzle, grid: Grid | None) -> None:
    """Raises: ValueError: ``grid`` is not ``n`` rows of ``n`` values (naming the parameter)."""
    n = puzzle.size
    if grid is not None and (len(grid) != n or any(len(row) != n for row in grid)):
        raise ValueError(f"grid must be {n} rows of {n} values")


def render_text(puzzle: KillerPuzzle, grid: Grid | None = None) -> str:
    """A boxed text grid: ``+``, ``-`` and ``|`` outline the boxes, each cell shows its digit from
    ``grid`` (rows of values; 0 or ``None``: the givens only) or ``.`` when empty; digits are
    separated by spaces (two columns each when n > 9). Ends in a newline.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n, (rows, cols) = puzzle.size, puzzle.box
    given = dict(puzzle.givens)
    width = len(str(n))
    rule = "+" + "+".join("-" * ((width + 1) * cols + 1) for _ in range(n // cols)) + "+"
    lines = [rule]
    for r in range(n):
        parts = []
        for start in range(0, n, cols):
            cells = []
            for c in range(start, start + cols):
                v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
                cells.append(str(v).rjust(width) if v else ".".rjust(width))
            parts.append(" " + " ".join(cells) + " ")
        lines.append("|" + "|".join(parts) + "|")
        if (r + 1) % rows == 0:
            lines.append(rule)
    return "\n".join(lines) + "\n"


def _cage_lines(puzzle: KillerPuzzle) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """The dashed outline of every cage as horizontal ``(y, x0, x1)`` and vertical ``(x, y0, y1)``
    segments, inset inside the cells and joined where they meet in a line."""
    owner = puzzle.cage_map()
    n = puzzle.size

    def same(r: int, c: int, k: int) -> bool:
        return 0 <= r < n and 0 <= c < n and owner[r][c] == k

    horizontal: dict[int, list[tuple[int, int]]] = {}
    vertical: dict[int, list[tuple[int, int]]] = {}
    for r in range(n):
        for c in range(n):
            k = owner[r][c]
            if k < 0:
                continue
            left, top = PAD + c * CELL, PAD + r * CELL
            for dr in (-1, 1):  # the top and bottom walls
                if same(r + dr, c, k):
                    continue
                y = top + INSET if dr < 0 else top + CELL - INSET
                x0 = (
                    left + INSET
                    if not same(r, c - 1, k)
                    else left - INSET
                    if same(r + dr, c - 1, k)
                    else left
                )
                x1 = (
                    left + CELL - INSET
                    if not same(r, c + 1, k)
                    else left + CELL + INSET
                    if same(r + dr, c + 1, k)
                    else left + CELL
                )
                horizontal.setdefault(y, []).append((x0, x1))
            for dc in (-1, 1):  # the left and right walls
                if same(r, c + dc, k):
                    continue
                x = left + INSET if dc < 0 else left + CELL - INSET
                y0 = top + INSET if not same(r - 1, c, k) else top - INSET if same(r - 1, c + dc, k) else top
                y1 = (
                    top + CELL - INSET
                    if not same(r + 1, c, k)
                    else top + CELL + INSET
                    if same(r + 1, c + dc, k)
                    else top + CELL
                )
                vertical.setdefault(x, []).append((y0, y1))
    return _joined(horizontal), _joined(vertical)


def _joined(lines: dict[int, list[tuple[int, int]]]) -> list[tuple[int, int, int]]:
    out = []
    for at in sorted(lines):
        spans = sorted(lines[at])
        start, end = spans[0]
        for a, b in spans[1:]:
            if a <= end:
                end = max(end, b)
            else:
                out.append((at, start, end))
                start, end = a, b
        out.append((at, start, end))
    return out


def render_svg(
    puzzle: KillerPuzzle, grid: Grid | None = None, *, marks: Iterable[Cell] = (), focus: Iterable[Cell] = ()
) -> Drawing:
    """A drawing of ``puzzle`` in user units: ``CELL`` (48) units a cell, ``PAD`` (4) around.

    Shows the cage outlines and sums, the givens (bold) and the digits of ``grid`` (``None``: the
    empty puzzle; 0: an empty cell). ``marks`` get a pale yellow background and ``focus`` a deeper
    one (the cells a hint reads and the cell it fills; ``(row, col)``, 0-based). All coordinates are
    integers, so the output is byte-for-byte stable.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n, (rows, cols) = puzzle.size, puzzle.box
    side, end = n * CELL + 2 * PAD, PAD + n * CELL
    out: list[str] = []
    focused = set(focus)
    for colour, cells in ((MARK_COLOUR, sorted(set(marks) - focused)), (FOCUS_COLOUR, sorted(focused))):
        for r, c in cells:
            out.append(
                f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}" fill="{colour}"/>\n'
            )
    thin = "".join(f"M{PAD} {PAD + i * CELL}H{end}M{PAD + i * CELL} {PAD}V{end}" for i in range(1, n))
    if thin:
        out.append(f'<path d="{thin}" stroke="{THIN_COLOUR}" stroke-width="{THIN}" fill="none"/>\n')
    horizontal, vertical = _cage_lines(puzzle)
    dashed = "".join(f"M{x0} {y}H{x1}" for y, x0, x1 in horizontal)
    dashed += "".join(f"M{x} {y0}V{y1}" for x, y0, y1 in vertical)
    if dashed:
        out.append(
            f'<path d="{dashed}" stroke="black" stroke-width="{CAGE}" stroke-dasharray="{DASH}" fill="none"/>\n'
        )
    thick = [f"M{PAD} {PAD}H{end}V{end}H{PAD}Z"]
    thick += [f"M{PAD} {PAD + i * CELL}H{end}" for i in range(rows, n, rows)]
    thick += [f"M{PAD + i * CELL} {PAD}V{end}" for i in range(cols, n, cols)]
    out.append(f'<path d="{"".join(thick)}" stroke="black" stroke-width="{THICK}" fill="none"/>\n')
    for cage in puzzle.cages:
        r, c = cage.cells[0]
        x, y = PAD + c * CELL, PAD + r * CELL
        label = str(cage.total)
        out.append(
            f'<rect x="{x + 2}" y="{y + 2}" width="{len(label) * 6 + 3}" height="{SUM_SIZE + 2}" fill="white"/>\n'
        )
        out.append(f'<text x="{x + SUM_X}" y="{y + SUM_Y}" font-size="{SUM_SIZE}">{label}</text>\n')
    given = dict(puzzle.givens)
    for r in range(n):
        for c in range(n):
            v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
            if not v:
                continue
            weight = ' font-weight="bold"' if (r, c) in given else ""
            x, y = PAD + c * CELL + CELL // 2, PAD + r * CELL + VALUE_Y
            out.append(
                f'<text x="{x}" y="{y}" font-size="{VALUE_SIZE}" text-anchor="middle"{weight}>{v}</text>\n'
            )
    return Drawing(side, side, "".join(out))
