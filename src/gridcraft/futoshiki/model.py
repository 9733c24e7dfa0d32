"""The futoshiki model: an n x n grid in which every row and every column holds each digit 1..n
once, with some digits given and signs on the borders between neighbouring cells.

Two modes, one model (as Simon Tatham's Unequal has them):

- **inequality** (the usual futoshiki): a sign ``<`` between two neighbours says which holds the
  smaller digit (:attr:`FutoshikiPuzzle.less`); unmarked neighbours may hold any digits;
- **adjacent**: a bar between two neighbours says their digits differ by exactly 1
  (:attr:`FutoshikiPuzzle.bars`), and every pair of neighbours without a bar differs by more
  than 1; there are no inequality signs.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n values, each value in 1..n (0: an empty cell)
    Pair = tuple[Cell, Cell]            # two neighbouring cells

Models are frozen, slotted dataclasses validated in ``__post_init__`` and kept in a canonical
order (the givens by cell, the signs by their cells, each bar's cells in reading order), so two
puzzles written differently compare equal.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gridcraft import latin
from gridcraft.errors import InvalidPuzzle
from gridcraft.latin import cell_name, checked_givens

Cell = tuple[int, int]
Grid = tuple[tuple[int, ...], ...]
Pair = tuple[Cell, Cell]

#: the sides read (Tatham's Unequal makes 3 x 3 too); :data:`MAKE_SIZES` are the sides made
MIN_SIZE, MAX_SIZE = 3, 9
MAKE_SIZES = (4, 5, 6, 7, 8, 9)

__all__ = [
    "MAKE_SIZES",
    "MAX_SIZE",
    "MIN_SIZE",
    "Cell",
    "FutoshikiPuzzle",
    "Grid",
    "Pair",
    "cell_name",
    "neighbours",
]


def neighbours(n: int) -> Iterator[Pair]:
    """Every pair of neighbouring cells of an ``n x n`` grid, each once, the first cell above or
    left of the second, in reading order of the first (its right neighbour before the one below)."""
    for r in range(n):
        for c in range(n):
            if c + 1 < n:
                yield (r, c), (r, c + 1)
            if r + 1 < n:
                yield (r, c), (r + 1, c)


def _is_neighbour(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


@dataclass(frozen=True, slots=True)
class FutoshikiPuzzle:
    """A futoshiki of side ``size``, with inequality signs or, in adjacent mode, bars.

    Attributes:
        size: n, the side; digits run 1..n (3 to 9).
        givens: ``((row, col), digit)`` sorted by cell.
        less: the inequality signs, ``(smaller, larger)``: two neighbouring cells, the first's
            digit below the second's; sorted (none in adjacent mode).
        adjacent: Tatham's adjacent mode: :attr:`bars` mark the neighbours whose digits differ
            by 1, and every other pair of neighbours differs by more.
        bars: the bars of adjacent mode, each pair of neighbours in reading order; sorted.

    Raises:
        InvalidPuzzle: a side outside 3..9, a given outside the grid, outside 1..n, given twice
            or repeating a digit in a row or column, a sign or bar between cells that are not
            neighbours or outside the grid, a sign given twice or both ways, signs in adjacent
            mode or bars outside it, two givens that break the sign or bar between them.
    """

    size: int
    givens: tuple[tuple[Cell, int], ...] = ()
    less: tuple[Pair, ...] = ()
    adjacent: bool = False
    bars: tuple[Pair, ...] = ()

    def __post_init__(self) -> None:
        n = self.size
        if not isinstance(n, int) or isinstance(n, bool) or not MIN_SIZE <= n <= MAX_SIZE:
            raise InvalidPuzzle(f"a futoshiki's side is {MIN_SIZE} to {MAX_SIZE}, not {n!r}")
        object.__setattr__(self, "adjacent", bool(self.adjacent))
        object.__setattr__(self, "givens", checked_givens(tuple(self.givens), n))
        less = tuple(sorted(self._pair(p, "sign") for p in self.less))
        bars = tuple(sorted(tuple(sorted(self._pair(p, "bar"))) for p in self.bars))
        object.__setattr__(self, "less", less)
        object.__setattr__(self, "bars", bars)
        if self.adjacent and less:
            raise InvalidPuzzle(f"an adjacent futoshiki has bars, not inequality signs: {_sign(less[0])}")
        if not self.adjacent and bars:
            a, b = bars[0]
            raise InvalidPuzzle(
                f"a bar between {cell_name(a)} and {cell_name(b)}: bars belong to adjacent mode"
            )
        seen: set[frozenset[Cell]] = set()
        for pair in less + bars:
            key = frozenset(pair)
            if key in seen:
                a, b = pair
                raise InvalidPuzzle(f"the border of {cell_name(a)} and {cell_name(b)} is marked twice")
            seen.add(key)
        if clash := self.given_clash():
            raise InvalidPuzzle(clash)

    def _pair(self, pair: Pair, noun: str) -> Pair:
        a, b = (int(pair[0][0]), int(pair[0][1])), (int(pair[1][0]), int(pair[1][1]))
        n = self.size
        for cell in (a, b):
            if not (0 <= cell[0] < n and 0 <= cell[1] < n):
                raise InvalidPuzzle(f"a {noun} at {cell_name(cell)}, outside the {n} x {n} grid")
        if not _is_neighbour(a, b):
            raise InvalidPuzzle(
                f"a {noun} between {cell_name(a)} and {cell_name(b)}, which are not neighbours"
            )
        return a, b

    @property
    def variant(self) -> str:
        """``futoshiki`` or ``adjacent``."""
        return "adjacent" if self.adjacent else "futoshiki"

    def given_clash(self) -> str | None:
        """The first fault among the givens, as a sentence: a digit repeated in a row or column,
        or two neighbouring givens that break the sign or bar (or, in adjacent mode, the lack of
        a bar) between them; ``None`` when there is none."""
        givens = dict(self.givens)
        seen: dict[tuple[int, int, int], Cell] = {}
        for cell, v in self.givens:
            for key in ((0, cell[0], v), (1, cell[1], v)):
                earlier = seen.get(key)
                if earlier is not None:
                    unit = f"row {cell[0] + 1}" if key[0] == 0 else f"column {cell[1] + 1}"
                    return f"the given {cell_name(cell)} = {v} repeats the given {cell_name(earlier)} = {v} in {unit}"
                seen[key] = cell
        for a, b in self.less:
            if a in givens and b in givens and givens[a] >= givens[b]:
                return (
                    f"the givens {cell_name(a)} = {givens[a]} and {cell_name(b)} = {givens[b]} break the sign "
                    f"{_sign((a, b))}"
                )
        if self.adjacent:
            barred = set(self.bars)
            for a, b in neighbours(self.size):
                if a in givens and b in givens:
                    gap = abs(givens[a] - givens[b])
                    if (a, b) in barred and gap != 1:
                        return (
                            f"the givens {cell_name(a)} = {givens[a]} and {cell_name(b)} = {givens[b]} "
                            "differ by more than 1 across a bar"
                        )
                    if (a, b) not in barred and gap == 1:
                        return (
                            f"the givens {cell_name(a)} = {givens[a]} and {cell_name(b)} = {givens[b]} "
                            "differ by 1 with no bar between them"
                        )
        return None

    def relations(self) -> tuple[latin.Relation, ...]:
        """The rules beyond the Latin square as the core's relations: each sign a
        :func:`~gridcraft.latin.less`; in adjacent mode a :func:`~gridcraft.latin.table` on every
        pair of neighbours (pairs of digits 1 apart across a bar, more than 1 apart elsewhere)."""
        if not self.adjacent:
            return tuple(latin.less(a, b) for a, b in self.less)
        n = self.size
        near = tuple((x, y) for x in range(1, n + 1) for y in range(1, n + 1) if abs(x - y) == 1)
        far = tuple((x, y) for x in range(1, n + 1) for y in range(1, n + 1) if abs(x - y) > 1)
        barred = set(self.bars)
        return tuple(latin.table(pair, near if pair in barred else far) for pair in neighbours(n))

    def square(self) -> latin.LatinSquare:
        """The puzzle as the core's square: every cell free, the givens kept, its relations."""
        return latin.square(self.size, (), self.givens, relations=self.relations())


def _sign(pair: Pair) -> str:
    """``r1c1 < r1c2`` (the smaller cell first)."""
    return f"{cell_name(pair[0])} < {cell_name(pair[1])}"
