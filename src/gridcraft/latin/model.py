"""What a Latin-square kind describes to the core: its digits, its cages and its givens.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each in 1..n
    Boxes = tuple[int, int]             # (rows, columns) of each box; rows * columns == n

A kind hands the core a :class:`Square`: any object with a ``size``, ``cages`` (each with
``target``, ``op`` and ``cells``) and ``givens``. A KenKen puzzle is one as it stands; a killer
sudoku gives its sum cages as :class:`Cage` s of :attr:`Op.ADD` and marks each cell in no cage
with a cage of :attr:`Op.ANY` (:func:`square`). The core never imports a kind.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import Cell as Cell  # the glossary's Cell, re-exported

Grid = tuple[tuple[int, ...], ...]  # rows of values 1..n
Boxes = tuple[int, int]  # (rows, columns) of each box of a grid with boxes; rows * columns == n


class Op(str, Enum):
    """A cage operation, valued by its canonical symbol."""

    ADD = "+"  # the sum of the cage's values
    SUB = "-"  # the difference of a two-cell cage's values, larger minus smaller
    MUL = "x"  # the product of the cage's values
    DIV = "/"  # the exact quotient of a two-cell cage's values, larger over smaller
    EQ = "="  # the value of a one-cell cage
    ANY = "?"  # a cell in no cage: any value its units allow (the core's own, never written)

    def __str__(self) -> str:
        return self.value


class CageLike(Protocol):
    """A cage as the core reads it: cells whose values combine to ``target`` under ``op``
    (``None``: any operation that fits the cell count)."""

    @property
    def target(self) -> int: ...
    @property
    def op(self) -> Op | None: ...
    @property
    def cells(self) -> tuple[Cell, ...]: ...


class Square(Protocol):
    """A puzzle as the core reads it: side ``size``, cages covering every cell once, givens."""

    @property
    def size(self) -> int: ...
    @property
    def cages(self) -> Sequence[CageLike]: ...
    @property
    def givens(self) -> tuple[tuple[Cell, int], ...]: ...


@dataclass(frozen=True, slots=True)
class Cage:
    """A cage of the core: ``cells`` (sorted row-major) whose values meet ``target`` under ``op``;
    :attr:`Op.ANY` (target 0) for a single cell in no cage."""

    target: int
    op: Op | None
    cells: tuple[Cell, ...]


@dataclass(frozen=True, slots=True)
class LatinSquare:
    """A :class:`Square` built by a kind for the core (see :func:`square`)."""

    size: int
    cages: tuple[Cage, ...]
    givens: tuple[tuple[Cell, int], ...] = ()


def square(
    size: int, cages: Iterable[tuple[int, Op | None, Iterable[Cell]]], givens: Iterable[tuple[Cell, int]] = ()
) -> LatinSquare:
    """A :class:`LatinSquare` of ``cages`` (``(target, op, cells)``), each cell in no cage given a
    cage of :attr:`Op.ANY` of its own, in the order of the first cells.

    Raises:
        InvalidPuzzle: a cell outside the grid or in two cages.
    """
    built: list[Cage] = []
    seen: set[Cell] = set()
    for target, op, cells in cages:
        ordered = tuple(sorted(cells))
        for r, c in ordered:
            if not (0 <= r < size and 0 <= c < size):
                raise InvalidPuzzle(f"cell {cell_name((r, c))} is outside the {size} x {size} grid")
            if (r, c) in seen:
                raise InvalidPuzzle(f"cell {cell_name((r, c))} is in two cages")
            seen.add((r, c))
        built.append(Cage(target, Op.EQ if len(ordered) == 1 and op is not Op.ANY else op, ordered))
    built += [Cage(0, Op.ANY, ((r, c),)) for r in range(size) for c in range(size) if (r, c) not in seen]
    built.sort(key=lambda cage: cage.cells[0])
    return LatinSquare(size, tuple(built), checked_givens(tuple(givens), size))


def checked_givens(givens: tuple[tuple[Cell, int], ...], n: int) -> tuple[tuple[Cell, int], ...]:
    """``givens`` (``((row, col), digit)``, 0-based) sorted by cell, checked for an ``n x n``
    Latin square's digits 1..n.

    Raises:
        InvalidPuzzle: a given outside the grid, not a digit 1 to n, or given twice.
    """
    found = tuple(sorted(givens))
    for i, ((r, c), v) in enumerate(found):
        if not (0 <= r < n and 0 <= c < n):
            raise InvalidPuzzle(f"given cell {cell_name((r, c))} is outside the {n} x {n} grid")
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
            raise InvalidPuzzle(f"given {cell_name((r, c))} = {v!r} is not a digit 1 to {n}")
        if i and found[i - 1][0] == (r, c):
            raise InvalidPuzzle(f"cell {cell_name((r, c))} is given twice")
    return found


def cell_name(cell: Cell) -> str:
    """The 1-based name of a 0-based cell: ``(0, 2)`` is ``r1c3``."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"
