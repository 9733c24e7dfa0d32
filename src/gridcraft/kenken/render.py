"""KenKen pictures: a boxed text grid, an SVG drawing, and the rows of the JSON output.

Cage outlines are drawn where two neighbouring cells lie in different cages (and around the grid);
each cage's clue sits in its first cell in reading order (its top-left cell).
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import FOCUS_COLOUR, MARK_COLOUR, Drawing
from gridcraft.errors import expect
from gridcraft.kenken.model import Cell, Grid, KenKenPuzzle, Op

CELL = 48  # side of a cell in the SVG, user units
PAD = 4  # margin around the SVG grid, user units
CLUE_SIZE = 12  # font size of a clue, user units
CLUE_FITS = 6  # characters of a clue that fit in a cell at CLUE_SIZE; longer clues get smaller
CLUE_X, CLUE_Y = 4, 14  # clue baseline from the cell's top-left corner
VALUE_SIZE = 24  # font size of a value
VALUE_Y = 35  # value baseline below the cell's top edge
THIN, THICK = 1, 3  # stroke widths of cell lines and cage outlines
THIN_COLOUR = "#b0b0b0"


def grid_rows(puzzle: KenKenPuzzle, grid: Grid) -> list[str]:
    """The rows of ``grid`` as strings: digits run together, or numbers separated by single spaces
    when the puzzle is larger than 9 x 9 (the JSON ``solutions`` format)."""
    sep = " " if puzzle.size > 9 else ""
    return [sep.join(str(v) for v in row) for row in grid]


PRETTY = {Op.ADD: "+", Op.SUB: "\u2212", Op.MUL: "\u00d7", Op.DIV: "\u00f7"}  # + − × ÷


def _clues(puzzle: KenKenPuzzle, *, pretty: bool = False) -> dict[tuple[int, int], str]:
    """Each cage's clue by its first cell; ``pretty``: with the signs − × ÷ instead of - x /."""
    out = {}
    for cage in puzzle.cages:
        sign = "" if cage.op is None or cage.op is Op.EQ else (PRETTY[cage.op] if pretty else cage.op.value)
        out[cage.cells[0]] = f"{cage.target}{sign}"
    return out


def _check_grid(puzzle: KenKenPuzzle, grid: Grid | None) -> None:
    """Refuse a grid of the wrong shape.

    Raises:
        ValueError: ``grid`` is not ``n`` rows of ``n`` values (naming the parameter).
    """
    n = puzzle.size
    if grid is not None and (len(grid) != n or any(len(row) != n for row in grid)):
        raise ValueError(
            f"grid must be {n} rows of {n} values, not {len(grid)} rows of "
            f"{sorted({len(row) for row in grid})} values"
        )


def _given_grid(puzzle: KenKenPuzzle) -> Grid | None:
    """The puzzle's given digits as a grid (0 elsewhere), or None when it has none."""
    if not puzzle.givens:
        return None
    at = dict(puzzle.givens)
    return tuple(tuple(at.get((r, c), 0) for c in range(puzzle.size)) for r in range(puzzle.size))


def render_text(puzzle: KenKenPuzzle, grid: Grid | None = None) -> str:
    """A boxed text picture of ``puzzle``: ``+``, ``-`` and ``|`` outline the cages, each cage's clue
    (``11+``, ``2/``, ``3``) starts its top-left cell, and each cell shows its value from ``grid``
    (rows of values; ``None``: the empty puzzle). Every cell takes two text lines. Ends in a newline.
    """
    expect(puzzle, KenKenPuzzle, "kenken.render_text(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    _check_grid(puzzle, grid)
    n = puzzle.size
    owner = puzzle.cage_map()
    clues = _clues(puzzle)
    grid = grid if grid is not None else _given_grid(puzzle)
    width = max([3, len(str(n)) + 2, *(len(label) for label in clues.values())])

    def wall_right(r: int, c: int) -> bool:  # the line right of cell (r, c), c in -1..n-1
        return c < 0 or c >= n - 1 or owner[r][c] != owner[r][c + 1]

    def wall_below(r: int, c: int) -> bool:  # the line below cell (r, c), r in -1..n-1
        return r < 0 or r >= n - 1 or owner[r][c] != owner[r + 1][c]

    def border(r: int) -> str:  # the horizontal line below row r (r = -1: the top)
        out = []
        for c in range(n + 1):
            joins = (
                (c > 0 and wall_below(r, c - 1))
                or (c < n and wall_below(r, c))
                or (r >= 0 and wall_right(r, c - 1))
                or (r < n - 1 and wall_right(r + 1, c - 1))
            )
            out.append("+" if joins else " ")
            if c < n:
                out.append(("-" if wall_below(r, c) else " ") * width)
        return "".join(out).rstrip()

    lines = [border(-1)]
    for r in range(n):
        top, middle = ["|"], ["|"]
        for c in range(n):
            wall = "|" if wall_right(r, c) else " "
            top.append(clues.get((r, c), "").ljust(width) + wall)
            value = "" if grid is None or not grid[r][c] else str(grid[r][c])
            middle.append(value.center(width) + wall)
        lines.append("".join(top).rstrip())
        lines.append("".join(middle).rstrip())
        lines.append(border(r))
    return "\n".join(lines) + "\n"


def render_svg(
    puzzle: KenKenPuzzle, grid: Grid | None = None, *, marks: Iterable[Cell] = (), focus: Iterable[Cell] = ()
) -> Drawing:
    """A drawing of ``puzzle``, in user units.

    Square cells of ``CELL`` (48) user units with thin grey lines, thick black cage outlines, the
    clue in the top-left corner of each cage's top-left cell (with the signs + − × ÷; a clue of more
    than six characters in a smaller font, so it stays in its cell), and the values of ``grid`` centred
    (``None``: the empty puzzle; a 0 in ``grid``: an empty cell). ``marks`` get a pale yellow
    background and ``focus`` a deeper one (the cells a hint reads, and the cell it fills; cells
    are ``(row, col)``, 0-based). All coordinates are integers, so the output is byte-for-byte stable.
    """
    expect(puzzle, KenKenPuzzle, "kenken.render_svg(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    _check_grid(puzzle, grid)
    n = puzzle.size
    owner = puzzle.cage_map()
    grid = grid if grid is not None else _given_grid(puzzle)
    side = n * CELL + 2 * PAD
    out: list[str] = []
    focused = set(focus)
    for colour, cells in ((MARK_COLOUR, sorted(set(marks) - focused)), (FOCUS_COLOUR, sorted(focused))):
        for r, c in cells:
            out.append(
                f'<rect x="{PAD + c * CELL}" y="{PAD + r * CELL}" width="{CELL}" height="{CELL}" fill="{colour}"/>\n'
            )
    thin = []
    for i in range(1, n):
        p = PAD + i * CELL
        thin.append(f"M{PAD} {p}H{PAD + n * CELL}M{p} {PAD}V{PAD + n * CELL}")
    if thin:
        out.append(f'<path d="{"".join(thin)}" stroke="{THIN_COLOUR}" stroke-width="{THIN}" fill="none"/>\n')
    thick = [f"M{PAD} {PAD}H{PAD + n * CELL}V{PAD + n * CELL}H{PAD}Z"]
    for r in range(n):
        for c in range(n):
            x, y = PAD + c * CELL, PAD + r * CELL
            if c < n - 1 and owner[r][c] != owner[r][c + 1]:
                thick.append(f"M{x + CELL} {y}V{y + CELL}")
            if r < n - 1 and owner[r][c] != owner[r + 1][c]:
                thick.append(f"M{x} {y + CELL}H{x + CELL}")
    out.append(
        f'<path d="{"".join(thick)}" stroke="black" stroke-width="{THICK}" '
        'stroke-linecap="square" fill="none"/>\n'
    )
    for (r, c), label in sorted(_clues(puzzle, pretty=True).items()):
        x, y = PAD + c * CELL + CLUE_X, PAD + r * CELL + CLUE_Y
        size = CLUE_SIZE if len(label) <= CLUE_FITS else max(6, CLUE_SIZE * CLUE_FITS // len(label))
        out.append(f'<text x="{x}" y="{y}" font-size="{size}">{label}</text>\n')
    if grid is not None:
        for r in range(n):
            for c in range(n):
                if not grid[r][c]:
                    continue
                x, y = PAD + c * CELL + CELL // 2, PAD + r * CELL + VALUE_Y
                out.append(
                    f'<text x="{x}" y="{y}" font-size="{VALUE_SIZE}" text-anchor="middle">{grid[r][c]}</text>\n'
                )
    return Drawing(side, side, "".join(out))
