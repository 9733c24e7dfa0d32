"""The KenKen puzzle model: an n x n Latin square split into cages, each with a target and an operation.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each value in 1..n

Models are frozen, slotted dataclasses validated in ``__post_init__``. They are kept in a canonical
order (the cells of a cage row-major, the cages by their first cell), so two puzzles with the same
cages compare equal however they were written. A one-cell cage always has the operation
:attr:`Op.EQ`: whatever operation it was written with, it fixes its cell to its target.
"""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import Cell as Cell  # the glossary's Cell, re-exported
from gridcraft.grid import components
from gridcraft.latin import Op as Op  # re-exported: the kenken door's Op
from gridcraft.latin import cell_name as cell_name
from gridcraft.latin import checked_givens as checked_givens

from gridcraft.latin import Grid as Grid  # rows of values 1..n

MAX_SIZE = 16
MAX_TARGET_DIGITS = 310  # 16 ** 256, the largest product a 16 x 16 grid holds, has 309 digits


OP_SYMBOLS: dict[str, Op] = {
    "+": Op.ADD,
    "-": Op.SUB,
    "\u2212": Op.SUB,  # minus sign
    "x": Op.MUL,
    "X": Op.MUL,
    "*": Op.MUL,
    "\u00d7": Op.MUL,  # multiplication sign
    "/": Op.DIV,
    "\u00f7": Op.DIV,  # division sign
    "=": Op.EQ,
}


@dataclass(frozen=True, slots=True)
class Cage:
    """A cage: connected cells whose values combine to ``target`` under ``op``.

    Attributes:
        target: a positive integer.
        op: the operation, or ``None`` when the puzzle gives only the target (then any operation that
            fits the cell count may be meant: ``+ x`` for three or more cells, ``+ - x /`` for two).
        cells: the cells, (row, col) 0-based, sorted row-major (sorted on construction).

    Raises:
        InvalidPuzzle: no cells, a repeated cell, a target below 1, ``-`` or ``/`` on other than two
            cells, ``=`` on more than one, or cells that are not edge-connected.
    """

    target: int
    op: Op | None
    cells: tuple[Cell, ...]

    def __post_init__(self) -> None:
        cells = tuple(sorted(self.cells))
        object.__setattr__(self, "cells", cells)
        if not cells:
            raise InvalidPuzzle("a cage needs at least one cell")
        if len(set(cells)) != len(cells):
            raise InvalidPuzzle(f"cage {self.label()} repeats a cell")
        if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 1:
            raise InvalidPuzzle(f"cage target must be a positive integer, not {self.target!r}")
        if len(cells) == 1:
            object.__setattr__(self, "op", Op.EQ)
        elif self.op is Op.EQ:
            raise InvalidPuzzle(f"cage {self.label()}: '=' needs exactly one cell, not {len(cells)}")
        elif self.op in (Op.SUB, Op.DIV) and len(cells) != 2:
            raise InvalidPuzzle(f"cage {self.label()}: '{self.op}' needs exactly two cells, not {len(cells)}")
        if not connected(cells):
            raise InvalidPuzzle(f"cage {self.label()}: its cells are not connected")

    @classmethod
    def unchecked(cls, target: int, op: Op | None, cells: tuple[Cell, ...]) -> Cage:
        """A cage built without :meth:`__post_init__`'s checks, for a maker whose output its tests
        check: ``cells`` already sorted row-major and connected, ``op`` already ``=`` for one cell."""
        cage = object.__new__(cls)
        object.__setattr__(cage, "target", target)
        object.__setattr__(cage, "op", op)
        object.__setattr__(cage, "cells", cells)
        return cage

    def label(self) -> str:
        """The clue as printed, e.g. ``11+``, ``3`` for a one-cell cage, ``12`` without an operation."""
        if self.op is None or self.op is Op.EQ:
            return str(self.target)
        return f"{self.target}{self.op.value}"


@dataclass(frozen=True, slots=True)
class KenKenPuzzle:
    """A KenKen puzzle of side ``size`` (1..16) whose ``cages`` cover every cell exactly once.

    Attributes:
        size: n, the side of the grid; values run 1..n.
        cages: the cages, sorted by their first cell (sorted on construction).
        givens: digits printed in cells of larger cages, ``((row, col), value)`` sorted by cell
            (a one-cell cage is a given already).

    Raises:
        InvalidPuzzle: a size outside 1..16, a cell outside the grid, a cell in two cages or in
            none, a given outside the grid, outside 1..n, or given twice.
    """

    size: int
    cages: tuple[Cage, ...]
    givens: tuple[tuple[Cell, int], ...] = ()

    def __post_init__(self) -> None:
        n = self.size
        if not 1 <= n <= MAX_SIZE:
            raise InvalidPuzzle(f"size must be between 1 and {MAX_SIZE}, not {n}")
        cages = tuple(sorted(self.cages, key=lambda cage: cage.cells[0]))
        object.__setattr__(self, "cages", cages)
        seen: set[Cell] = set()
        for cage in cages:
            for r, c in cage.cells:
                if not (0 <= r < n and 0 <= c < n):
                    raise InvalidPuzzle(f"cell {cell_name((r, c))} is outside the {n} x {n} grid")
                if (r, c) in seen:
                    raise InvalidPuzzle(f"cell {cell_name((r, c))} is in two cages")
                seen.add((r, c))
        if len(seen) != n * n:
            missing = next((r, c) for r in range(n) for c in range(n) if (r, c) not in seen)
            raise InvalidPuzzle(f"cell {cell_name(missing)} is in no cage")
        givens = checked_givens(self.givens, n)
        object.__setattr__(self, "givens", givens)
        for i, ((r, c), v) in enumerate(givens):
            for (r2, c2), v2 in givens[:i]:
                if v2 == v and (r2 == r or c2 == c):
                    line = f"row {r + 1}" if r2 == r else f"column {c + 1}"
                    raise InvalidPuzzle(
                        f"the given {cell_name((r, c))} = {v} repeats the given "
                        f"{cell_name((r2, c2))} = {v} in {line}"
                    )

    @classmethod
    def unchecked(cls, size: int, cages: tuple[Cage, ...]) -> KenKenPuzzle:
        """A puzzle without givens built without :meth:`__post_init__`'s checks, for a maker whose
        output its tests check: ``cages`` already in the order of their first cells, covering every
        cell once."""
        puzzle = object.__new__(cls)
        object.__setattr__(puzzle, "size", size)
        object.__setattr__(puzzle, "cages", cages)
        object.__setattr__(puzzle, "givens", ())
        return puzzle

    def cage_map(self) -> list[list[int]]:
        """The index of each cell's cage in :attr:`cages`, as ``n`` rows of ``n`` ints."""
        out = [[0] * self.size for _ in range(self.size)]
        for i, cage in enumerate(self.cages):
            for r, c in cage.cells:
                out[r][c] = i
        return out


def connected(cells: tuple[Cell, ...]) -> bool:
    """True when ``cells`` (non-empty) form one piece through shared edges; cost O(len(cells))."""
    if len(cells) == 2:  # most cages: two cells side by side
        (r, c), (r2, c2) = cells
        return abs(r - r2) + abs(c - c2) == 1
    return len(cells) == 1 or len(components(cells)) == 1
