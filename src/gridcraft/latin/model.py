"""What a Latin-square kind describes to the core: its digits, its cages, its givens and its relations.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each in 1..n
    Boxes = tuple[int, int]             # (rows, columns) of each box; rows * columns == n
    Regions = tuple[tuple[Cell, ...], ...]  # n regions of n cells covering the grid once (jigsaw)

The third units of a grid are its boxes, given as :data:`Boxes` (regular boxes) or as
:data:`Regions` (a jigsaw sudoku's irregular ones): :func:`regions` reads and checks either. A kind
may add units of its own, each of ``n`` cells holding every value once like a row (X sudoku's two
long diagonals): :func:`checked_units` checks them.

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
from typing import Protocol, TypeGuard, cast

from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import Cell as Cell  # the glossary's Cell, re-exported

Grid = tuple[tuple[int, ...], ...]  # rows of values 1..n
Boxes = tuple[int, int]  # (rows, columns) of each box of a grid with boxes; rows * columns == n
Regions = tuple[tuple[Cell, ...], ...]  # n regions of n cells each, covering the grid once (jigsaw)


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


def regions(n: int, boxes: Boxes | Regions) -> Regions:
    """The ``n`` boxes of an ``n x n`` grid as regions: regular boxes ``(h, w)`` in reading order,
    or jigsaw regions as given, checked; each region's cells in reading order, the regions ordered
    by their first cells (so regions shaped as boxes come out as the boxes do).

    >>> regions(4, (2, 2))[1]
    ((0, 2), (0, 3), (1, 2), (1, 3))
    >>> regions(2, [[(1, 1), (0, 1)], [(0, 0), (1, 0)]])
    (((0, 0), (1, 0)), ((0, 1), (1, 1)))

    Cost: O(n * n).

    Raises:
        InvalidPuzzle (a ``ValueError``): boxes whose sides do not multiply to ``n``; regions not
            ``n`` regions of ``n`` cells, a cell outside the grid, or a cell in two regions (which
            leaves another in none), named.
    """
    if is_boxes(boxes):
        h, w = boxes
        if h < 1 or w < 1 or h * w != n:
            raise InvalidPuzzle(f"boxes of {h} x {w} cells do not tile a {n} x {n} grid")
        return tuple(
            tuple((top + r, left + c) for r in range(h) for c in range(w))
            for top in range(0, n, h)
            for left in range(0, n, w)
        )
    found = _cells_of(cast(Regions, boxes), n, "region")
    if len(found) != n:
        raise InvalidPuzzle(f"a {n} x {n} grid has {n} regions, not {len(found)}")
    owner: dict[Cell, int] = {}
    for i, region in enumerate(found):
        if len(region) != n:
            raise InvalidPuzzle(f"region {i + 1} has {len(region)} cells, not {n}")
        for cell in region:
            if cell in owner:
                where = "twice" if owner[cell] == i else f"in regions {owner[cell] + 1} and {i + 1}"
                raise InvalidPuzzle(f"cell {cell_name(cell)} is {where}")
            owner[cell] = i
    return tuple(sorted(tuple(sorted(region)) for region in found))


def is_boxes(boxes: Boxes | Regions) -> TypeGuard[Boxes]:
    """Whether ``boxes`` are regular boxes ``(h, w)`` (two numbers), not regions (groups of cells)."""
    return len(boxes) == 2 and all(isinstance(side, int) for side in boxes)


def checked_units(n: int, units: Iterable[Iterable[Cell]]) -> Regions:
    """Extra units of an ``n x n`` grid (beyond its rows, columns and boxes), each ``n`` distinct
    cells that hold every value once, as X sudoku's two long diagonals do: as given, each unit's
    cells in reading order. Units may overlap each other and the boxes.

    >>> checked_units(3, [[(2, 0), (1, 1), (0, 2)]])
    (((0, 2), (1, 1), (2, 0)),)

    Raises:
        InvalidPuzzle (a ``ValueError``): a unit of other than ``n`` cells, a cell outside the grid
            or twice in a unit, named.
    """
    found = _cells_of(units, n, "unit")
    for i, unit in enumerate(found):
        if len(unit) != n:
            raise InvalidPuzzle(f"unit {i + 1} has {len(unit)} cells, not {n}: a unit holds every value once")
        if len(set(unit)) != n:
            twice = next(cell for cell in unit if unit.count(cell) > 1)
            raise InvalidPuzzle(f"cell {cell_name(twice)} is twice in unit {i + 1}")
    return tuple(tuple(sorted(unit)) for unit in found)


def _cells_of(groups: Iterable[Iterable[Cell]], n: int, noun: str) -> Regions:
    """``groups`` of cells as tuples, each cell checked to lie in the ``n x n`` grid."""
    out = tuple(tuple((int(r), int(c)) for r, c in group) for group in groups)
    for i, group in enumerate(out):
        for r, c in group:
            if not (0 <= r < n and 0 <= c < n):
                raise InvalidPuzzle(
                    f"{noun} {i + 1}'s cell {cell_name((r, c))} is outside the {n} x {n} grid"
                )
    return out
