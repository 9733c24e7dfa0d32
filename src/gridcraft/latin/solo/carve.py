"""Making sudokus (classic, X, jigsaw) at a Solo grade: a random filled grid, then its givens
carved away, in the manner of Simon Tatham's Solo generator.

Algorithm (our own, after the outline of Solo's): for each attempt,

1. a jigsaw draws new regions (:func:`random_regions`: the boxes, or the rows where the side has no
   boxes, reshaped by random swaps of two cells between neighbouring regions that keep both
   connected);
2. a random filled grid (:func:`random_fill`: random digits in a few random cells, completed by the
   core's units solver, the digits relabelled at random);
3. the cells are grouped in orbits of the symmetry (:func:`orbits`), the orbits shuffled, and each
   orbit's givens are taken away in turn and put back unless the grid is still solved by Solo's
   deductions up to the requested grade (at Unreasonable: unless it still has one solution);
4. the attempt is kept when Solo's ladder grades what is left exactly at the requested grade (at
   Unreasonable: its deductions up to Extreme do not solve it).

Every random draw is Python's; step 3 runs in C where the ladder is built (``_carve.c``: the same
grid, as it runs the same ladder), so the same seed gives the same puzzle with and without C.
Cells are indices ``row * n + col``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from typing import TYPE_CHECKING

from gridcraft.engine import Budget, native
from gridcraft.latin.model import Boxes, Cell
from gridcraft.latin.solo.board import SumCage, box_index
from gridcraft.latin.solo.count import count_solutions
from gridcraft.latin.solo.make import GAVE_UP, LATE, MADE
from gridcraft.latin.solo.solver import DEDUCTIONS, Level, solve
from gridcraft.latin.units import Units, solve_grid, units_of

#: states the units solver may visit completing a fill, per cell of the side (a jigsaw's regions
#: may admit no Latin square at all, and proving so can take long: new regions are drawn instead)
FILL_NODES = 200

if TYPE_CHECKING:  # the types of what C returns: _solo.pyi
    from gridcraft.latin.solo import _solo
else:
    _solo = native.load("gridcraft.latin.solo._solo")  # None: built without a C compiler

#: the symmetries of the givens, by name: ``rot2`` (a half turn, the default as printed puzzles
#: have), ``rot4`` (a quarter turn), ``mirror`` (left to right), ``mirror2`` (left to right and top
#: to bottom), ``diagonal`` (about the main diagonal), ``none``
SYMMETRIES = ("rot2", "rot4", "mirror", "mirror2", "diagonal", "none")


@dataclass(frozen=True, slots=True)
class Shape:
    """A sudoku's units without its givens, as Solo's ladder reads it: side, boxes (a placeholder
    when ``regions`` are given), a jigsaw's regions, X diagonals."""

    size: int
    box: Boxes
    regions: tuple[tuple[Cell, ...], ...] | None = None
    diagonals: bool = False
    cages: tuple[SumCage, ...] = ()
    givens: tuple[tuple[Cell, int], ...] = ()

    def unit_cells(self) -> list[list[int]]:
        """Every unit as cell indices: rows, columns, regions (or boxes), diagonals."""
        n = self.size
        units = [[r * n + c for c in range(n)] for r in range(n)]
        units += [[r * n + c for r in range(n)] for c in range(n)]
        if self.regions is not None:
            units += [[r * n + c for r, c in region] for region in self.regions]
        else:
            rows, cols = self.box
            for top in range(0, n, rows):
                for left in range(0, n, cols):
                    units.append([(top + i) * n + left + j for i in range(rows) for j in range(cols)])
        if self.diagonals:
            units += [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]]
        return units


@dataclass(frozen=True, slots=True)
class Carved:
    """What :func:`carve` ended with: ``status`` (``MADE``, ``LATE``, ``GAVE_UP`` of the killer's walk), the
    shape (a jigsaw's regions as drawn), the givens' grid and the solution (cell indices, 0 empty;
    empty when not made), Solo's level reached, how often each deduction fired, and the attempts."""

    status: int
    shape: Shape
    grid: tuple[int, ...] = ()
    solution: tuple[int, ...] = ()
    level: Level = Level.IMPOSSIBLE
    counts: dict[str, int] = field(default_factory=dict)
    attempts: int = 0


@lru_cache(maxsize=64)
def orbits(n: int, symmetry: str) -> tuple[tuple[int, ...], ...]:
    """The cells grouped in orbits of ``symmetry`` (see :data:`SYMMETRIES`), each orbit's cells
    ascending, the orbits by their first cell.

    Raises:
        ValueError: an unknown symmetry.
    """
    if symmetry not in SYMMETRIES:
        raise ValueError(f"symmetry {symmetry!r} is not one of {', '.join(SYMMETRIES)}")

    def images(r: int, c: int) -> set[Cell]:
        if symmetry == "rot2":
            return {(r, c), (n - 1 - r, n - 1 - c)}
        if symmetry == "rot4":
            return {(r, c), (c, n - 1 - r), (n - 1 - r, n - 1 - c), (n - 1 - c, r)}
        if symmetry == "mirror":
            return {(r, c), (r, n - 1 - c)}
        if symmetry == "mirror2":
            return {(r, c), (r, n - 1 - c), (n - 1 - r, c), (n - 1 - r, n - 1 - c)}
        if symmetry == "diagonal":
            return {(r, c), (c, r)}
        return {(r, c)}

    seen: set[int] = set()
    out = []
    for i in range(n * n):
        if i in seen:
            continue
        orbit = tuple(sorted(r * n + c for r, c in images(*divmod(i, n))))
        seen.update(orbit)
        out.append(orbit)
    return tuple(out)


def random_regions(
    n: int, box: Boxes | None, rng: random.Random, swaps: int | None = None
) -> tuple[tuple[Cell, ...], ...]:
    """``n`` connected regions of ``n`` cells: the boxes of ``box`` (the rows when ``None``),
    reshaped by ``swaps`` (default ``8 n^2`` from boxes, ``24 n^2`` from rows, whose straight lines
    take more swaps to bend) tries of a swap: a random cell and a random neighbour
    in another region, and a cell of that region beside the first one's region, traded when both
    regions stay connected."""
    owner = [0] * (n * n)
    if box is None:
        for i in range(n * n):
            owner[i] = i // n
    else:
        rows, cols = box
        for i in range(n * n):
            r, c = divmod(i, n)
            owner[i] = (r // rows) * (n // cols) + c // cols
    members: list[set[int]] = [set() for _ in range(n)]
    for i, k in enumerate(owner):
        members[k].add(i)

    links = [
        [
            rr * n + cc
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if 0 <= rr < n and 0 <= cc < n
        ]
        for r, c in (divmod(i, n) for i in range(n * n))
    ]

    def connected(cells: set[int]) -> bool:
        start = next(iter(cells))
        seen, stack = {start}, [start]
        while stack:
            for j in links[stack.pop()]:
                if j in cells and j not in seen:
                    seen.add(j)
                    stack.append(j)
        return len(seen) == len(cells)

    for _ in range((8 if box is not None else 24) * n * n if swaps is None else swaps):
        a = rng.randrange(n * n)
        ka = owner[a]
        out = [j for j in links[a] if owner[j] != ka]
        if not out:
            continue
        kb = owner[out[rng.randrange(len(out))]]
        backs = sorted(j for j in members[kb] if any(owner[x] == ka for x in links[j]) and j != a)
        if not backs:
            continue
        b = backs[rng.randrange(len(backs))]
        new_a, new_b = (members[ka] - {a}) | {b}, (members[kb] - {b}) | {a}
        if connected(new_a) and connected(new_b):
            members[ka], members[kb] = new_a, new_b
            owner[a], owner[b] = kb, ka
    return tuple(tuple(divmod(i, n) for i in sorted(cells)) for cells in members)


@lru_cache(maxsize=64)
def _fill_units(shape: Shape) -> tuple[Units, tuple[frozenset[int], ...]]:
    """The units solver's geometry of ``shape`` and each cell's peers (cached: a jigsaw's regions
    change with every attempt, the rest do not)."""
    n = shape.size
    units = shape.unit_cells()
    peers: list[set[int]] = [set() for _ in range(n * n)]
    for unit in units:
        for i in unit:
            peers[i].update(unit)
    for i in range(n * n):
        peers[i].discard(i)
    regions = units[2 * n : 3 * n]  # the boxes or the jigsaw's regions, then the diagonals
    return units_of(n, regions=regions, diagonals=shape.diagonals), tuple(frozenset(p) for p in peers)


def random_fill(shape: Shape, rng: random.Random, tries: int = 4) -> list[int] | None:
    """A random grid of ``shape`` with every unit full (n * n digits row by row), or None when
    ``tries`` draws find none: each draw seeds ``n`` random cells with random digits their units
    allow, completes them with the core's units solver (:func:`gridcraft.latin.units.solve_grid`,
    its first solution: the same with and without C) and relabels the digits by a random
    permutation."""
    n = shape.size
    geometry, peers = _fill_units(shape)
    for _ in range(tries):
        grid = [0] * (n * n)
        for _ in range(n):
            i = rng.randrange(n * n)
            if grid[i]:
                continue
            used = {grid[j] for j in peers[i]}
            free = [d for d in range(1, n + 1) if d not in used]
            if free:
                grid[i] = free[rng.randrange(len(free))]
        found, first = solve_grid(geometry, grid, 1, nodes=FILL_NODES * n)
        if first is not None:
            labels = list(range(1, n + 1))
            rng.shuffle(labels)
            return [labels[v - 1] for v in first]
    return None


def _solved(shape: Shape, grid: Sequence[int], target: Level) -> bool:
    """Whether ``grid``'s givens still make a puzzle of at most ``target`` (at Unreasonable: of one
    solution)."""
    if target >= Level.UNREASONABLE:
        return count_solutions(shape, 2, tuple(grid)) == 1
    return solve(shape, target, start=tuple(grid)).level <= target


def carve_native(
    shape: Shape, full: Sequence[int], order: Sequence[Sequence[int]], target: Level
) -> list[int] | None:
    """Step 3 of the module in C (``_carve.c``): the same grid as the Python loop of :func:`carve`;
    ``None`` when the C ladder is not built or does not take the shape."""
    if not native.enabled(_solo):
        return None
    assert _solo is not None
    return _solo.carve(shape.size, box_index(shape), shape.diagonals, full, order, int(target))


def carve(
    n: int,
    box: Boxes | None,
    target: Level,
    rng: random.Random,
    *,
    jigsaw: bool = False,
    diagonals: bool = False,
    symmetry: str = "rot2",
    attempts: int = 1000,
    budget: Budget | None = None,
    regions_from: Boxes | None = None,
) -> Carved:
    """A sudoku of side ``n`` graded exactly ``target`` by Solo's ladder (see the module), with
    boxes of ``box`` or (``jigsaw``) random regions, X with ``diagonals``, givens symmetric under
    ``symmetry``; up to ``attempts`` filled grids, ``budget`` checked between orbits. A jigsaw's
    regions are grown from the boxes of ``regions_from`` (``None``: from the rows).

    Cost (9 x 9, with the C ladder): about a millisecond an attempt; most attempts succeed up to
    Intermediate, fewer at Advanced and Extreme.

    Raises:
        ValueError: an unknown symmetry, or boxes that do not tile the grid.
    """
    cells = orbits(n, symmetry)
    placeholder = box or (1, n)
    if placeholder[0] * placeholder[1] != n:
        raise ValueError(f"boxes of {placeholder[0]} x {placeholder[1]} do not tile a {n} x {n} grid")
    shape = Shape(n, placeholder, None, diagonals)
    for attempt in range(1, attempts + 1):
        if budget is not None and budget.expired():
            return Carved(LATE, shape, attempts=attempt - 1)
        if jigsaw:
            shape = Shape(n, placeholder, random_regions(n, regions_from, rng), diagonals)
        full = random_fill(shape, rng)
        if full is None:
            continue
        order = list(cells)
        rng.shuffle(order)
        grid = carve_native(shape, full, order, target)
        if grid is None:
            grid = list(full)
            for orbit in order:
                if budget is not None and budget.expired():
                    return Carved(LATE, shape, attempts=attempt)
                for i in orbit:
                    grid[i] = 0
                if not _solved(shape, grid, target):
                    for i in orbit:
                        grid[i] = full[i]
        if target >= Level.UNREASONABLE:
            if solve(shape, Level.EXTREME, start=tuple(grid)).level != Level.IMPOSSIBLE:
                continue
        out = solve(shape, start=tuple(grid))
        if out.level != target or list(out.grid) != full:
            continue
        counts = {name: out.counts[name] for name in DEDUCTIONS if out.counts.get(name)}
        return Carved(MADE, shape, tuple(grid), tuple(full), out.level, counts, attempt)
    return Carved(GAVE_UP, shape, attempts=attempts)
