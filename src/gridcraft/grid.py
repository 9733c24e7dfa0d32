"""Grid vocabulary shared by the puzzle kinds: cells, directions and slots.

Glossary::

    Cell = tuple[int, int]   # (row, col), 0-based, row 0 at the top
    Direction                # ACROSS (left to right) or DOWN (top to bottom); ACROSS == "across"
    Slot                     # a maximal run of 2 or more white cells, across or down
    components(...)          # the connected pieces of a set of cells (or of any graph)
    number_cells(...)        # crossword numbering: the cells that start an entry, in reading order

Slots are found as in J. W. Shipman's kkck: scan each row, then each column, for runs of white
cells; a run of 2 or more cells is a slot.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Final, TypeVar

Cell = tuple[int, int]  # (row, col), 0-based
T = TypeVar("T", bound=Hashable)


class Direction(str, Enum):
    """The direction of a slot or word: ``ACROSS`` (left to right) or ``DOWN`` (top to bottom)."""

    ACROSS = "across"
    DOWN = "down"

    def __str__(self) -> str:
        return self.value


ACROSS: Final = Direction.ACROSS.value  # "across", as models and JSON spell it
DOWN: Final = Direction.DOWN.value  # "down"


@dataclass(frozen=True, slots=True)
class Slot:
    """A maximal run of 2+ white cells.

    Attributes:
        row: 0-based row of the first cell.
        col: 0-based column of the first cell.
        direction: :class:`Direction` of the run.
        length: number of cells (>= 2).
    """

    row: int
    col: int
    direction: Direction
    length: int

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The ``(row, col)`` cells of the slot, first cell first."""
        if self.direction is Direction.ACROSS:
            return tuple((self.row, self.col + i) for i in range(self.length))
        return tuple((self.row + i, self.col) for i in range(self.length))


def find_slots(white: Collection[Cell], height: int, width: int) -> list[Slot]:
    """All slots of a grid, across slots first (row by row), then down slots (column by column).

    Args:
        white: the white cells, ``(row, col)`` 0-based, inside ``height`` x ``width``.
        height: rows of the grid.
        width: columns of the grid.

    Cost O(height * width).

    >>> [(s.row, s.col, str(s.direction), s.length) for s in find_slots({(0, 0), (0, 1), (1, 0)}, 2, 2)]
    [(0, 0, 'across', 2), (0, 0, 'down', 2)]
    """
    slots: list[Slot] = []
    for r in range(height):
        slots += [Slot(r, i, Direction.ACROSS, n) for i, n in _runs([(r, c) in white for c in range(width)])]
    for c in range(width):
        slots += [Slot(i, c, Direction.DOWN, n) for i, n in _runs([(r, c) in white for r in range(height)])]
    return slots


def _runs(line: list[bool]) -> list[tuple[int, int]]:
    """``(start, length)`` of each run of 2+ ``True`` values in ``line``."""
    found = []
    start = None
    for i, on in enumerate([*line, False]):
        if on and start is None:
            start = i
        elif not on and start is not None:
            if i - start >= 2:
                found.append((start, i - start))
            start = None
    return found


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells sharing an edge with ``cell`` (some may lie outside any grid)."""
    r, c = cell
    return ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))


def components(
    items: Iterable[T],
    linked: Callable[[T], Iterable[T]] = neighbours,  # type: ignore[assignment]
) -> list[list[T]]:
    """The connected pieces of ``items`` (a flood fill, depth first).

    Args:
        items: the nodes; by default ``(row, col)`` cells.
        linked: a node's neighbours (default: the four cells sharing an edge, :func:`neighbours`);
            neighbours that are not in ``items`` are ignored, and links are taken both ways.

    Returns:
        The pieces, in the order of their first node in ``items``; each piece lists its nodes in
        the order the fill reached them (sort it for a canonical order). Cost O(nodes + links).

    >>> components([(0, 0), (0, 1), (2, 2)])
    [[(0, 0), (0, 1)], [(2, 2)]]
    """
    nodes = list(dict.fromkeys(items))
    if linked is neighbours:  # cells: a flood fill over the set, with no adjacency lists built
        return _cell_components(nodes)  # type: ignore[arg-type,return-value]
    adjacent: dict[T, list[T]] = {n: [] for n in nodes}
    for n in nodes:
        for m in linked(n):
            if m in adjacent and m != n:
                adjacent[n].append(m)
                adjacent[m].append(n)
    seen: set[T] = set()
    pieces: list[list[T]] = []
    for start in nodes:
        if start in seen:
            continue
        seen.add(start)
        piece, stack = [start], [start]
        while stack:
            for m in adjacent[stack.pop()]:
                if m not in seen:
                    seen.add(m)
                    piece.append(m)
                    stack.append(m)
        pieces.append(piece)
    return pieces


def _cell_components(cells: list[Cell]) -> list[list[Cell]]:
    """:func:`components` of ``(row, col)`` cells under :func:`neighbours` (each piece in the order
    its flood fill reached it)."""
    left = set(cells)
    pieces: list[list[Cell]] = []
    for start in cells:
        if start not in left:
            continue
        left.discard(start)
        piece, stack = [start], [start]
        while stack:
            r, c = stack.pop()
            for m in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if m in left:
                    left.discard(m)
                    piece.append(m)
                    stack.append(m)
        pieces.append(piece)
    return pieces


def number_cells(white: Collection[Cell], height: int, width: int, *, rtl: bool = False) -> dict[Cell, int]:
    """Crossword numbering: the cells that start an across or a down run of 2+ white cells,
    numbered 1, 2, ... in reading order (row by row, left to right; with ``rtl``, right to left,
    an across run starting at its rightmost cell).

    Args:
        white: the white ``(row, col)`` cells, 0-based.
        height, width: the grid's size in cells.
        rtl: the grid of a right-to-left script.

    Returns:
        ``(row, col) -> number`` for the numbered cells only. Cost O(height * width).

    >>> number_cells({(0, 0), (0, 1), (1, 0)}, 2, 2)
    {(0, 0): 1}
    >>> number_cells({(0, 0), (0, 1), (1, 1)}, 2, 2, rtl=True)
    {(0, 1): 1}
    """
    numbers: dict[Cell, int] = {}
    back = -1 if rtl else 1  # the step towards the start of an across run
    for r in range(height):
        for c in range(width - 1, -1, -1) if rtl else range(width):
            if (r, c) not in white:
                continue
            across = (r, c - back) not in white and (r, c + back) in white
            down = (r - 1, c) not in white and (r + 1, c) in white
            if across or down:
                numbers[(r, c)] = len(numbers) + 1
    return numbers
