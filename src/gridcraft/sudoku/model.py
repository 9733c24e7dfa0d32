"""The sudoku model: an n x n grid in which every row, every column and every region holds each
digit 1..n once, with some digits given.

Three shapes of region, one model:

- **classic**: the regions are boxes of ``box`` = (rows, cols), ``rows * cols == n`` (9: 3 x 3,
  6: 2 x 3, 12: 3 x 4, 16: 4 x 4);
- **jigsaw**: ``regions`` lists n irregular regions of n cells each (``box`` is then ``None``);
- **X**: ``diagonals``: both long diagonals are units too (with boxes or with jigsaw regions).

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each value in 1..n (0: an empty cell)
    Box = tuple[int, int]               # (rows, cols) of a box; rows * cols == n

Models are frozen, slotted dataclasses validated in ``__post_init__`` and kept in a canonical order
(the givens by cell, each region's cells row-major, the regions by their first cell), so two
puzzles written differently compare equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gridcraft.errors import InvalidPuzzle
from gridcraft.latin import cell_name, checked_givens

Cell = tuple[int, int]
Grid = tuple[tuple[int, ...], ...]
Box = tuple[int, int]
Region = tuple[Cell, ...]

MIN_SIZE, MAX_SIZE = 4, 16

__all__ = [
    "MAX_SIZE",
    "MIN_SIZE",
    "Box",
    "Cell",
    "Grid",
    "SudokuPuzzle",
    "box_regions",
    "cell_name",
    "default_box",
]


def default_box(n: int) -> Box:
    """The usual box of an n x n sudoku: the most nearly square ``(rows, cols)`` with
    ``rows <= cols`` and ``rows * cols == n`` (9: (3, 3); 6: (2, 3); 8: (2, 4); 12: (3, 4))."""
    rows = max(d for d in range(1, int(n**0.5) + 1) if n % d == 0)
    return rows, n // rows


@lru_cache(maxsize=64)
def box_regions(n: int, box: Box) -> tuple[Region, ...]:
    """The boxes of ``box`` as regions, in reading order, each row-major."""
    rows, cols = box
    out = []
    for top in range(0, n, rows):
        for left in range(0, n, cols):
            out.append(tuple((top + i, left + j) for i in range(rows) for j in range(cols)))
    return tuple(out)


def diagonal_cells(n: int) -> tuple[Region, Region]:
    """The main diagonal (top left to bottom right) and the anti-diagonal (top right to bottom
    left), each from the top row down."""
    return tuple((i, i) for i in range(n)), tuple((i, n - 1 - i) for i in range(n))


@dataclass(frozen=True, slots=True)
class SudokuPuzzle:
    """A sudoku of side ``size``: classic (``box``), jigsaw (``regions``), either of them X
    (``diagonals``).

    Attributes:
        size: n, the side; digits run 1..n (4 to 16).
        box: (rows, cols) of each box, or ``None`` for a jigsaw.
        givens: ``((row, col), digit)`` sorted by cell.
        regions: a jigsaw's n regions of n cells (each sorted row-major, the regions by their first
            cell), or ``None`` for boxes.
        diagonals: both long diagonals hold each digit once too (X sudoku).

    Raises:
        InvalidPuzzle: a size outside 4..16, a box that does not tile the grid, neither or both of
            ``box`` and ``regions``, regions that are not n of n cells covering the grid once, a
            given outside the grid, outside 1..n, given twice or repeating a digit in a unit.
    """

    size: int
    box: Box | None
    givens: tuple[tuple[Cell, int], ...] = ()
    regions: tuple[Region, ...] | None = None
    diagonals: bool = False

    def __post_init__(self) -> None:
        n = self.size
        if not isinstance(n, int) or isinstance(n, bool) or not MIN_SIZE <= n <= MAX_SIZE:
            raise InvalidPuzzle(f"a sudoku's side is {MIN_SIZE} to {MAX_SIZE}, not {n!r}")
        if (self.box is None) == (self.regions is None):
            raise InvalidPuzzle("a sudoku has boxes or jigsaw regions, one of the two")
        if self.box is not None:
            rows, cols = int(self.box[0]), int(self.box[1])
            object.__setattr__(self, "box", (rows, cols))
            if rows < 1 or cols < 1 or rows * cols != n:
                raise InvalidPuzzle(f"boxes of {rows} x {cols} do not tile a {n} x {n} grid")
            if rows == 1 or cols == 1:
                raise InvalidPuzzle(
                    f"boxes of {rows} x {cols} are rows or columns: a sudoku's boxes are 2 x 2 or more"
                )
        else:
            object.__setattr__(self, "regions", _checked_regions(n, self.regions or ()))
        object.__setattr__(self, "diagonals", bool(self.diagonals))
        object.__setattr__(self, "givens", checked_givens(self.givens, n))
        if clash := self.given_clash():
            raise InvalidPuzzle(clash[2])

    @property
    def jigsaw(self) -> bool:
        """True when the regions are irregular (not boxes)."""
        return self.box is None

    @property
    def variant(self) -> str:
        """``classic``, ``X``, ``jigsaw`` or ``jigsaw X``."""
        base = "jigsaw" if self.jigsaw else "classic"
        return ("X" if base == "classic" else "jigsaw X") if self.diagonals else base

    def ladder(self) -> Ladder:
        """The puzzle as Solo's ladder reads it (:class:`Ladder`)."""
        return Ladder(self)

    def region_cells(self) -> tuple[Region, ...]:
        """The regions (boxes in reading order, or the jigsaw's regions)."""
        if self.regions is not None:
            return self.regions
        assert self.box is not None
        return box_regions(self.size, self.box)

    def region_map(self) -> list[list[int]]:
        """Each cell's region index, as ``n`` rows of ``n``."""
        return [list(row) for row in _owners(self.size, self.region_cells())]

    def units(self) -> list[tuple[str, Region]]:
        """Every unit with its name: rows, columns, then boxes (``box 1`` ... in reading order) or
        regions (``region 1`` ... by their first cell), then with X the two diagonals."""
        n = self.size
        out = [(f"row {r + 1}", tuple((r, c) for c in range(n))) for r in range(n)]
        out += [(f"column {c + 1}", tuple((r, c) for r in range(n))) for c in range(n)]
        word = "region" if self.jigsaw else "box"
        out += [(f"{word} {k + 1}", cells) for k, cells in enumerate(self.region_cells())]
        if self.diagonals:
            main, anti = diagonal_cells(n)
            out += [("the main diagonal", main), ("the anti-diagonal", anti)]
        return out

    def given_clash(
        self, givens: tuple[tuple[Cell, int], ...] | None = None
    ) -> tuple[Cell, Cell, str] | None:
        """The first given (in cell order) of ``givens`` (default: the puzzle's) that repeats an
        earlier given's digit in a unit: ``(earlier cell, cell, message)``, or ``None``."""
        n = self.size
        owner = _owners(n, self.region_cells())
        word = "region" if self.jigsaw else "box"
        seen: dict[tuple[int, int, int], Cell] = {}  # (kind of unit, its index, digit): the given there
        for cell, v in sorted(self.givens if givens is None else givens):
            r, c = cell
            keys = [(0, r, v), (1, c, v), (2, owner[r][c], v)]
            if self.diagonals and r == c:
                keys.append((3, 0, v))
            if self.diagonals and r + c == n - 1:
                keys.append((3, 1, v))
            for key in keys:
                earlier = seen.get(key)
                if earlier is not None:
                    kind, k, _ = key
                    name = (
                        f"row {k + 1}",
                        f"column {k + 1}",
                        f"{word} {k + 1}",
                        "the main diagonal" if k == 0 else "the anti-diagonal",
                    )[kind]
                    message = f"the given {cell_name(cell)} = {v} repeats the given {cell_name(earlier)} = {v} in {name}"
                    return earlier, cell, message
            for key in keys:
                seen[key] = cell
        return None


@lru_cache(maxsize=256)
def _owners(n: int, regions: tuple[Region, ...]) -> tuple[tuple[int, ...], ...]:
    out = [[0] * n for _ in range(n)]
    for k, cells in enumerate(regions):
        for r, c in cells:
            out[r][c] = k
    return tuple(tuple(row) for row in out)


def _checked_regions(n: int, regions: tuple[Region, ...]) -> tuple[Region, ...]:
    out = []
    seen: dict[Cell, int] = {}
    if len(regions) != n:
        raise InvalidPuzzle(f"a jigsaw of side {n} has {n} regions, not {len(regions)}")
    for k, region in enumerate(regions):
        cells = tuple(sorted((int(r), int(c)) for r, c in region))
        if len(cells) != n:
            raise InvalidPuzzle(f"region {k + 1} has {len(cells)} cells: each has {n}")
        for cell in cells:
            if not (0 <= cell[0] < n and 0 <= cell[1] < n):
                raise InvalidPuzzle(f"cell {cell_name(cell)} of region {k + 1} is outside the {n} x {n} grid")
            if cell in seen:
                raise InvalidPuzzle(f"cell {cell_name(cell)} is in two regions")
            seen[cell] = k
        out.append(cells)
    return tuple(sorted(out))


@dataclass(frozen=True, slots=True)
class Ladder:
    """A sudoku as Solo's ladder reads it (a :class:`gridcraft.latin.solo.SumSquare` without sum
    cages, whose units are named as :meth:`SudokuPuzzle.units` names them): a jigsaw's ``box`` is
    a placeholder its ``regions`` override."""

    puzzle: SudokuPuzzle

    @property
    def size(self) -> int:
        return self.puzzle.size

    @property
    def box(self) -> Box:
        return self.puzzle.box or (1, self.puzzle.size)

    @property
    def cages(self) -> tuple[()]:
        return ()

    @property
    def givens(self) -> tuple[tuple[Cell, int], ...]:
        return self.puzzle.givens

    @property
    def regions(self) -> tuple[Region, ...] | None:
        return self.puzzle.regions

    @property
    def diagonals(self) -> bool:
        return self.puzzle.diagonals

    def units(self) -> list[tuple[str, Region]]:
        return self.puzzle.units()
