"""Grid vocabulary shared by the puzzle kinds: cells, directions and slots.

Glossary::

    Cell = tuple[int, int]   # (row, col), 0-based, row 0 at the top
    a slot                   # a maximal run of 2 or more white cells, across or down

Slots are found as in J. W. Shipman's kkck: scan each row, then each column, for runs of white
cells; a run of 2 or more cells is a slot.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum

Cell = tuple[int, int]  # (row, col), 0-based


class Direction(str, Enum):
    """The direction of a slot or word: ``ACROSS`` (left to right) or ``DOWN`` (top to bottom)."""

    ACROSS = "across"
    DOWN = "down"

    def __str__(self) -> str:
        return self.value


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
