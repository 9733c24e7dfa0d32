"""What a Latin-square kind describes to the core: its digits, its cages, its givens and its relations.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each in 1..n
    Boxes = tuple[int, int]             # (rows, columns) of each box; rows * columns == n

A kind hands the core a :class:`Square`: any object with a ``size``, ``cages`` (each with
``target``, ``op`` and ``cells``) and ``givens``. A KenKen puzzle is one as it stands; a killer
sudoku gives its sum cages as :class:`Cage` s of :attr:`Op.ADD` and marks each cell in no cage
with a cage of :attr:`Op.ANY` (:func:`square`). The core never imports a kind.

The cages partition the grid (each cell in exactly one). A square may also have ``relations``
(:class:`Relation`: futoshiki's inequalities, towers' sightlines, any table of allowed tuples), which
overlap the cages and each other freely: a cell may be in one cage and in many relations. A square
without the attribute has none (:func:`relations_of`), so a kind with cages only need not know of them.
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


class Rel(str, Enum):
    """A relation's kind, valued by a short name."""

    LESS = "<"  # two cells, the first's value below the second's (futoshiki's inequality)
    SEEN = "seen"  # a row or column from one end: ``target`` cells are taller than all before them
    TABLE = "table"  # any cells whose values form one of the relation's ``tuples``

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Relation:
    """A constraint over an ordered tuple of ``cells`` that may overlap the cages and other relations.

    * :attr:`Rel.LESS`: two cells, the first's value smaller than the second's (futoshiki's "<").
    * :attr:`Rel.SEEN`: the cells of one whole row or column in order from a viewer at one end, who
      sees ``target`` of them: a cell is seen when its value exceeds every value before it (towers'
      sightline clue; the line holds 1..n once, so the tallest, n, is always seen).
    * :attr:`Rel.TABLE`: the cells' values, in order, form one of ``tuples`` (any relation given
      by its allowed tuples).

    Build one with :func:`less`, :func:`seen` or :func:`table`; :func:`square` checks it against
    the grid (:func:`checked_relations`).

    Raises:
        InvalidPuzzle: cells repeated, a :attr:`Rel.LESS` of other than two cells, a sightline's
            ``target`` outside 1..len(cells), a table's tuple of the wrong length.
    """

    kind: Rel
    cells: tuple[Cell, ...]
    target: int = 0
    tuples: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        names = ", ".join(cell_name(cell) for cell in self.cells)
        if len(set(self.cells)) != len(self.cells) or not self.cells:
            raise InvalidPuzzle(f"a relation's cells must be distinct and not none: {names}")
        if self.kind is Rel.LESS and len(self.cells) != 2:
            raise InvalidPuzzle(f"an inequality relates two cells, not {len(self.cells)}: {names}")
        if self.kind is Rel.SEEN and not 1 <= self.target <= len(self.cells):
            raise InvalidPuzzle(f"a sightline over {len(self.cells)} cells cannot see {self.target}")
        if self.kind is Rel.TABLE and any(len(t) != len(self.cells) for t in self.tuples):
            raise InvalidPuzzle(f"a table's tuples over {names} need {len(self.cells)} values each")


def less(smaller: Cell, larger: Cell) -> Relation:
    """The inequality ``smaller < larger`` (values of the two cells)."""
    return Relation(Rel.LESS, (smaller, larger))


def seen(cells: Iterable[Cell], target: int) -> Relation:
    """The sightline along ``cells`` (a whole row or column, nearest the viewer first) seeing
    ``target`` cells."""
    return Relation(Rel.SEEN, tuple(cells), target)


def table(cells: Iterable[Cell], tuples: Iterable[Iterable[int]]) -> Relation:
    """The relation whose allowed values of ``cells`` (in order) are ``tuples``."""
    return Relation(Rel.TABLE, tuple(cells), 0, tuple(tuple(t) for t in tuples))


def relations_of(puzzle: object) -> tuple[Relation, ...]:
    """The relations of a square: its ``relations`` attribute, or none when it has no such attribute."""
    found: tuple[Relation, ...] = tuple(getattr(puzzle, "relations", ()))
    return found


def checked_relations(relations: Iterable[Relation], n: int) -> tuple[Relation, ...]:
    """``relations`` as a tuple, each checked against an ``n x n`` grid.

    Raises:
        InvalidPuzzle: a cell outside the grid, a sightline that is not a whole row or column in
            order from one end, a table value not a digit 1 to n.
    """
    out = tuple(relations)
    for rel in out:
        if not isinstance(rel, Relation):
            raise InvalidPuzzle(f"{rel!r} is not a relation")
        for r, c in rel.cells:
            if not (0 <= r < n and 0 <= c < n):
                raise InvalidPuzzle(f"relation cell {cell_name((r, c))} is outside the {n} x {n} grid")
        if rel.kind is Rel.SEEN and not _is_line(rel.cells, n):
            raise InvalidPuzzle(
                f"a sightline runs along a whole row or column from one end: "
                f"{', '.join(cell_name(cell) for cell in rel.cells)}"
            )
        if rel.kind is Rel.TABLE and any(not 1 <= v <= n for t in rel.tuples for v in t):
            raise InvalidPuzzle(f"a table's values are digits 1 to {n}")
    return out


def _is_line(cells: tuple[Cell, ...], n: int) -> bool:
    """``cells`` are a whole row or column of an ``n x n`` grid in order, from either end."""
    forward = cells if cells[0] <= cells[-1] else cells[::-1]
    r, c = forward[0]
    return forward in (tuple((r, j) for j in range(n)), tuple((i, c) for i in range(n)))


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
    """A puzzle as the core reads it: side ``size``, cages covering every cell once, givens (and,
    optionally, ``relations``: see :func:`relations_of`)."""

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
    """A :class:`Square` built by a kind for the core (see :func:`square`), with its relations."""

    size: int
    cages: tuple[Cage, ...]
    givens: tuple[tuple[Cell, int], ...] = ()
    relations: tuple[Relation, ...] = ()


def square(
    size: int,
    cages: Iterable[tuple[int, Op | str | None, Iterable[Cell]]],
    givens: Iterable[tuple[Cell, int]] = (),
    *,
    relations: Iterable[Relation] = (),
) -> LatinSquare:
    """A :class:`LatinSquare` of ``cages`` (``(target, op, cells)``), each cell in no cage given a
    cage of :attr:`Op.ANY` of its own, in the order of the first cells, and ``relations``.

    >>> futoshiki = square(2, [], relations=[less((0, 0), (0, 1))])
    >>> len(futoshiki.cages), futoshiki.relations[0].kind
    (4, <Rel.LESS: '<'>)

    An operation may be given by its symbol (``"+"``, ``"x"``, ...).

    Raises:
        InvalidPuzzle: a cell outside the grid or in two cages, or a relation the grid refuses
            (see :func:`checked_relations`).
        ValueError: an operation that is neither an :class:`Op`, its symbol, nor ``None``.
    """
    built: list[Cage] = []
    seen: set[Cell] = set()
    for target, given_op, cells in cages:
        op = None if given_op is None else Op(given_op)  # "+" is Op.ADD; anything else is refused
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
    return LatinSquare(
        size, tuple(built), checked_givens(tuple(givens), size), checked_relations(relations, size)
    )


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
