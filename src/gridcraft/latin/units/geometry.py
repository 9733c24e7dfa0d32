"""The geometry of a grid of units: its side and the units whose cells hold ``1..n`` once.

A geometry is a frozen value made once (:func:`units_of`) and handed to every solve; it keeps the
compiled topology (peers, intersections) of the C solver and the Python reference's beside it, each
made the first time it is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gridcraft.engine import native
from gridcraft.latin.units import search

if TYPE_CHECKING:  # the types of what C returns: _units.pyi
    from gridcraft.latin.units import _units
else:
    _units = native.load("gridcraft.latin.units._units")  # None: built without a C compiler

Cells = tuple[int, ...]  # cell indices row * n + col, 0-based

#: the largest side the solver takes (a digit is one bit of 32, a line's symbol one of 1-9, A-P)
MAX_SIDE = 25


@dataclass(frozen=True, slots=True)
class Units:
    """A grid of side ``n`` whose ``units`` (rows first, then columns, then the extra units) each
    hold the digits ``1..n`` once.

    ``intersections``: whether the search also uses unit intersections (a digit whose places in one
    unit all lie in another leaves the rest of the other: pointing and claiming); on by default,
    as it makes 17-clue sudokus faster (``benchmarks/sudoku_bulk.py``).

    Raises:
        ValueError: a side outside ``1..25``, or a unit that is not ``n`` distinct cells of the grid.
    """

    n: int
    units: tuple[Cells, ...]
    intersections: bool = True
    _compiled: list[object] = field(default_factory=list, init=False, repr=False, compare=False)
    _reference: list[search.Topology] = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 1 <= self.n <= MAX_SIDE:
            raise ValueError(f"a side of 1 to {MAX_SIDE}, not {self.n}")
        cells = self.n * self.n
        for i, unit in enumerate(self.units):
            if len(unit) != self.n or len(set(unit)) != self.n or not all(0 <= c < cells for c in unit):
                raise ValueError(f"unit {i} is not {self.n} distinct cells of the grid: {unit}")

    def compiled(self) -> object | None:
        """The C solver's topology (made on first use), or None when C is off or not built."""
        if not native.enabled(_units):
            return None
        if not self._compiled:
            assert _units is not None
            self._compiled.append(_units.topology(self.n, self.units, self.intersections))
        return self._compiled[0]

    def reference(self) -> search.Topology:
        """The Python reference's topology (made on first use)."""
        if not self._reference:
            self._reference.append(search.topology(self.n, self.units, self.intersections))
        return self._reference[0]


def units_of(
    n: int,
    boxes: tuple[int, int] | None = None,
    regions: Sequence[Sequence[int]] | None = None,
    diagonals: bool = False,
    intersections: bool = True,
) -> Units:
    """The geometry of an ``n`` x ``n`` grid: its rows and columns, then boxes of ``r`` x ``c``
    cells (``boxes=(r, c)``, ``r * c == n``), then ``regions`` (jigsaw: ``n`` regions of ``n`` cell
    indices ``row * n + col`` that tile the grid), then the two diagonals (sudoku X).

    >>> g = units_of(9, boxes=(3, 3), diagonals=True)
    >>> len(g.units), g.units[18][:4], g.units[27][:3], g.units[28][:3]
    (29, (0, 1, 2, 9), (0, 10, 20), (8, 16, 24))

    Raises:
        ValueError: a side outside ``1..25``; boxes whose sides do not multiply to ``n``; regions
            that are not ``n`` sets of ``n`` cells covering every cell once (the message names the
            first cell missing or covered twice).
    """
    if not 1 <= n <= MAX_SIDE:
        raise ValueError(f"a side of 1 to {MAX_SIDE}, not {n}")
    units: list[Cells] = [tuple(r * n + c for c in range(n)) for r in range(n)]
    units += [tuple(r * n + c for r in range(n)) for c in range(n)]
    if boxes is not None:
        rows, cols = boxes
        if rows < 1 or cols < 1 or rows * cols != n:
            raise ValueError(f"boxes of {rows} x {cols} cells do not fill a side of {n}")
        units += [
            tuple((top + r) * n + left + c for r in range(rows) for c in range(cols))
            for top in range(0, n, rows)
            for left in range(0, n, cols)
        ]
    if regions is not None:
        units += _tiling(n, regions)
    if diagonals:
        units.append(tuple(i * n + i for i in range(n)))
        units.append(tuple(i * n + n - 1 - i for i in range(n)))
    return Units(n, tuple(units), intersections)


def _tiling(n: int, regions: Sequence[Sequence[int]]) -> list[Cells]:
    """``regions`` as units, checked to tile the ``n`` x ``n`` grid."""
    if len(regions) != n:
        raise ValueError(f"{len(regions)} regions; a side of {n} has {n}")
    owner: dict[int, int] = {}
    for i, region in enumerate(regions):
        if len(region) != n:
            raise ValueError(f"region {i} has {len(region)} cells, not {n}")
        for c in region:
            if not 0 <= c < n * n:
                raise ValueError(f"region {i} has cell {c}, outside the grid")
            if c in owner:
                raise ValueError(
                    f"cell (row {c // n + 1}, column {c % n + 1}) is in regions {owner[c]} and {i}"
                )
            owner[c] = i
    return [tuple(r) for r in regions]
