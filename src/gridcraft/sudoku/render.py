"""Sudoku pictures: an SVG drawing (:func:`render_svg`) and a boxed text grid (:func:`render_text`).

In the SVG, thin grey lines part the cells and thick black lines the boxes (or a jigsaw's regions:
a thick line wherever two cells of different regions meet); an X sudoku's diagonal cells are
shaded pale grey. Digits are centred in their cells, givens in bold; 10 to 16 are written as
numbers in a smaller size.
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import FOCUS_COLOUR, MARK_COLOUR, Drawing
from gridcraft.sudoku.model import Cell, Grid, SudokuPuzzle

CELL = 48  # side of a cell, user units
PAD = 4  # margin around the grid, user units
VALUE_SIZE, SMALL_SIZE = 24, 18  # font sizes of a digit and of a two-digit number
VALUE_Y = 33  # digit baseline below the cell's top edge
THIN, THICK = 1, 3  # stroke widths: cell lines, box and region lines
THIN_COLOUR = "#b0b0b0"
DIAGONAL_COLOUR = "#e6e6e6"  # an X sudoku's diagonal cells


def _check_grid(puzzle: SudokuPuzzle, grid: Grid | None) -> None:
    """Raises: ValueError: ``grid`` is not ``n`` rows of ``n`` values (naming the parameter)."""
    n = puzzle.size
    if grid is not None and (len(grid) != n or any(len(row) != n for row in grid)):
        raise ValueError(f"grid must be {n} rows of {n} values")


def render_text(puzzle: SudokuPuzzle, grid: Grid | None = None) -> str:
    """A text grid: each cell shows its digit from ``grid`` (rows of values; 0 or ``None``: the
    givens only) or ``.`` when empty, parted by spaces (two columns each when n > 9). Boxes are
    outlined with ``+``, ``-`` and ``|``; a jigsaw's rows are followed by its regions as letters.
    Ends in a newline.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n = puzzle.size
    given = dict(puzzle.givens)
    width = len(str(n))

    def shown(r: int, c: int) -> str:
        v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
        return str(v).rjust(width) if v else ".".rjust(width)

    if puzzle.box is None:
        owner = puzzle.region_map()
        letters = "abcdefghijklmnop"
        return (
            "\n".join(
                " ".join(shown(r, c) for c in range(n))
                + "   "
                + "".join(letters[owner[r][c]] for c in range(n))
                for r in range(n)
            )
            + "\n"
        )
    rows, cols = puzzle.box
    rule = "+" + "+".join("-" * ((width + 1) * cols + 1) for _ in range(n // cols)) + "+"
    lines = [rule]
    for r in range(n):
        parts = [
            " " + " ".join(shown(r, c) for c in range(start, start + cols)) + " "
            for start in range(0, n, cols)
        ]
        lines.append("|" + "|".join(parts) + "|")
        if (r + 1) % rows == 0:
            lines.append(rule)
    return "\n".join(lines) + "\n"


def _region_walls(puzzle: SudokuPuzzle) -> str:
    """The thick lines between cells of different regions, as SVG path data (runs joined)."""
    n = puzzle.size
    owner = puzzle.region_map()
    out = []
    for r in range(1, n):  # horizontal walls above row r
        c = 0
        while c < n:
            if owner[r][c] != owner[r - 1][c]:
                start = c
                while c < n and owner[r][c] != owner[r - 1][c]:
                    c += 1
                out.append(f"M{PAD + start * CELL} {PAD + r * CELL}H{PAD + c * CELL}")
            else:
                c += 1
    for c in range(1, n):  # vertical walls left of column c
        r = 0
        while r < n:
            if owner[r][c] != owner[r][c - 1]:
                start = r
                while r < n and owner[r][c] != owner[r][c - 1]:
                    r += 1
                out.append(f"M{PAD + c * CELL} {PAD + start * CELL}V{PAD + r * CELL}")
            else:
                r += 1
    return "".join(out)


def render_svg(
    puzzle: SudokuPuzzle, grid: Grid | None = None, *, marks: Iterable[Cell] = (), focus: Iterable[Cell] = ()
) -> Drawing:
    """A drawing of ``puzzle`` in user units: ``CELL`` (48) units a cell, ``PAD`` (4) around.

    Shows the givens (bold) and the digits of ``grid`` (``None``: the empty puzzle; 0: an empty
    cell). ``marks`` get a pale yellow background and ``focus`` a deeper one (the cells a hint
    reads and the cell it fills; ``(row, col)``, 0-based). All coordinates are integers, so the
    output is byte-for-byte stable.

    Raises:
        ValueError: ``grid`` has the wrong shape.
    """
    _check_grid(puzzle, grid)
    n = puzzle.size
    side, end = n * CELL + 2 * PAD, PAD + n * CELL
    out: list[str] = []
    focused = set(focus)
    marked = set(marks) - focused
    if puzzle.diagonals:
        for i in range(n):
            for r, c in sorted({(i, i), (i, n - 1 - i)} - marked - focused):
                out.append(
                    f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}" fill="{DIAGONAL_COLOUR}"/>\n'
                )
    for colour, cells in ((MARK_COLOUR, sorted(marked)), (FOCUS_COLOUR, sorted(focused))):
        for r, c in cells:
            out.append(
                f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}" fill="{colour}"/>\n'
            )
    thin = "".join(f"M{PAD} {PAD + i * CELL}H{end}M{PAD + i * CELL} {PAD}V{end}" for i in range(1, n))
    out.append(f'<path d="{thin}" stroke="{THIN_COLOUR}" stroke-width="{THIN}" fill="none"/>\n')
    thick = f"M{PAD} {PAD}H{end}V{end}H{PAD}Z" + _region_walls(puzzle)
    out.append(
        f'<path d="{thick}" stroke="black" stroke-width="{THICK}" stroke-linecap="square" fill="none"/>\n'
    )
    given = dict(puzzle.givens)
    for r in range(n):
        for c in range(n):
            v = grid[r][c] if grid is not None and grid[r][c] else given.get((r, c), 0)
            if not v:
                continue
            weight = ' font-weight="bold"' if (r, c) in given else ""
            size = VALUE_SIZE if v < 10 else SMALL_SIZE
            x, y = PAD + c * CELL + CELL // 2, PAD + r * CELL + VALUE_Y - (VALUE_SIZE - size) // 2
            out.append(f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="middle"{weight}>{v}</text>\n')
    return Drawing(side, side, "".join(out))
