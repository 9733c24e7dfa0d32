"""The towers model (also known as skyscrapers): an n x n Latin square of tower heights 1..n, with
sightline clues around it and some heights given.

A clue outside the grid says how many towers are seen from there along its row or column: a tower
is seen when it is taller than every tower before it. Each side has ``n`` clue places (``0``: no
clue): the top and bottom rows of clues run left to right, the left and right columns top to
bottom, as Simon Tatham's Towers orders them.

Glossary::

    Cell = tuple[int, int]              # (row, col), 0-based, row 0 at the top
    Grid = tuple[tuple[int, ...], ...]  # n rows of n heights, each in 1..n (0: an empty cell)
    Side = "top" | "bottom" | "left" | "right"

Models are frozen, slotted dataclasses validated in ``__post_init__``, the givens sorted by cell,
so two puzzles written differently compare equal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gridcraft import latin
from gridcraft.errors import InvalidPuzzle
from gridcraft.latin import cell_name, checked_givens
from gridcraft.latin.rules import Board

Cell = tuple[int, int]
Grid = tuple[tuple[int, ...], ...]

MIN_SIZE, MAX_SIZE = 3, 9
#: the four sides, in the order of Tatham's clues
SIDES = ("top", "bottom", "left", "right")

__all__ = [
    "MAX_SIZE",
    "MIN_SIZE",
    "SIDES",
    "Cell",
    "Grid",
    "TowersPuzzle",
    "cell_name",
    "given_clash",
    "line_cells",
    "seen_count",
]


def line_cells(n: int, side: str, i: int) -> tuple[Cell, ...]:
    """The cells a clue sees along, nearest first: the ``i``-th clue place (0-based, left to right
    or top to bottom) of ``side``."""
    if side == "top":
        return tuple((r, i) for r in range(n))
    if side == "bottom":
        return tuple((r, i) for r in range(n - 1, -1, -1))
    if side == "left":
        return tuple((i, c) for c in range(n))
    if side == "right":
        return tuple((i, c) for c in range(n - 1, -1, -1))
    raise ValueError(f"side must be one of {', '.join(SIDES)}, not {side!r}")


def seen_count(heights: Iterable[int]) -> int:
    """How many of ``heights`` (nearest first) are seen: each taller than every one before it."""
    count, tallest = 0, 0
    for h in heights:
        if h > tallest:
            count, tallest = count + 1, h
    return count


def _side_clues(n: int, side: str, given: Iterable[int | None]) -> tuple[int, ...]:
    found = tuple(0 if v is None else v for v in given)
    if not found:
        return (0,) * n
    if len(found) != n:
        raise InvalidPuzzle(f"the {side} side has {n} clue places, not {len(found)}")
    for i, v in enumerate(found):
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= n:
            raise InvalidPuzzle(f"the {side} clue {i + 1} is {v!r}: a clue sees 1 to {n} towers")
    return found


@dataclass(frozen=True, slots=True)
class TowersPuzzle:
    """A towers puzzle of side ``size``.

    Attributes:
        size: n, the side; heights run 1..n (3 to 9, as Tatham's Towers has them).
        top, bottom: the clues above and below the grid, left to right (``0``: none; ``()`` or
            ``None`` entries are read as no clue).
        left, right: the clues beside the grid, top to bottom.
        givens: ``((row, col), height)`` sorted by cell.

    Raises:
        InvalidPuzzle: a size outside 3..9, a side of other than n clue places, a clue outside
            1..n, a given outside the grid or outside 1..n, given twice, or repeating a height in
            a row or column.
    """

    size: int
    top: tuple[int, ...] = ()
    bottom: tuple[int, ...] = ()
    left: tuple[int, ...] = ()
    right: tuple[int, ...] = ()
    givens: tuple[tuple[Cell, int], ...] = ()

    def __post_init__(self) -> None:
        n = self.size
        if not isinstance(n, int) or isinstance(n, bool) or not MIN_SIZE <= n <= MAX_SIZE:
            raise InvalidPuzzle(f"a towers puzzle's side is {MIN_SIZE} to {MAX_SIZE}, not {n!r}")
        for side in SIDES:
            object.__setattr__(self, side, _side_clues(n, side, getattr(self, side)))
        object.__setattr__(self, "givens", checked_givens(tuple(self.givens), n))
        if clash := self.given_clash():
            raise InvalidPuzzle(clash[2])

    @classmethod
    def of_clues(
        cls, size: int, clues: Iterable[int], givens: Iterable[tuple[Cell, int]] = ()
    ) -> TowersPuzzle:
        """The puzzle of ``4 * size`` clues in Tatham's order (top, bottom, left, right; ``0``:
        none) and ``givens``.

        Raises:
            InvalidPuzzle: other than ``4 * size`` clues, or as the class.
        """
        found = tuple(clues)
        n = size
        if len(found) != 4 * n:
            raise InvalidPuzzle(f"a towers puzzle of side {n} has {4 * n} clue places, not {len(found)}")
        return cls(n, found[:n], found[n : 2 * n], found[2 * n : 3 * n], found[3 * n :], tuple(givens))

    @property
    def clues(self) -> tuple[int, ...]:
        """The ``4n`` clues in Tatham's order: top, bottom (left to right), left, right (top to
        bottom); ``0``: none."""
        return self.top + self.bottom + self.left + self.right

    def side(self, name: str) -> tuple[int, ...]:
        """The clues of side ``name`` (one of :data:`SIDES`)."""
        return {"top": self.top, "bottom": self.bottom, "left": self.left, "right": self.right}[name]

    def sightlines(self) -> list[tuple[str, int, int, tuple[Cell, ...]]]:
        """Every clue: ``(side, place, clue, cells nearest first)``, in Tatham's order."""
        n = self.size
        out = []
        for side in SIDES:
            for i, k in enumerate(self.side(side)):
                if k:
                    out.append((side, i, k, line_cells(n, side, i)))
        return out

    def square(self) -> latin.LatinSquare:
        """The puzzle as the Latin core reads it: every cell free, the givens kept, a sightline
        relation (:func:`gridcraft.latin.seen`) for each clue."""
        return latin.square(
            self.size,
            (),
            self.givens,
            relations=[latin.seen(cells, k) for _, _, k, cells in self.sightlines()],
        )

    def board(self) -> Board:
        """The puzzle as Tatham's ladder reads it (:class:`gridcraft.latin.rules.Board`): the
        givens in reading order, the ``4n`` clues in Tatham's order."""
        n = self.size
        given = dict(self.givens)
        return Board(n, tuple(given.get((i // n, i % n), 0) for i in range(n * n)), clues=self.clues)

    @classmethod
    def of_board(cls, board: Board) -> TowersPuzzle:
        """The puzzle of a towers :class:`~gridcraft.latin.rules.Board` (its clues and givens).

        Raises:
            InvalidPuzzle: a board without sightline clues, or as :meth:`of_clues`.
        """
        n = board.n
        if len(board.clues) != 4 * n:
            raise InvalidPuzzle(f"a towers board of side {n} has {4 * n} clue places, not {len(board.clues)}")
        givens = tuple(((i // n, i % n), v) for i, v in enumerate(board.givens) if v)
        return cls.of_clues(n, board.clues, givens)

    def given_clash(self) -> tuple[Cell, Cell, str] | None:
        """The first given (in cell order) that repeats an earlier given's height in its row or
        column: ``(earlier cell, cell, message)``, or ``None`` (see :func:`given_clash`)."""
        return given_clash(self.givens)

    def clue_name(self, side: str, i: int) -> str:
        """A clue's name for messages: ``the top clue over column 3``."""
        if side in ("top", "bottom"):
            return f"the {side} clue {'over' if side == 'top' else 'under'} column {i + 1}"
        return f"the {side} clue of row {i + 1}"


def given_clash(givens: Iterable[tuple[Cell, int]]) -> tuple[Cell, Cell, str] | None:
    """The first of ``givens`` (in cell order) that repeats an earlier given's height in its row
    or column: ``(earlier cell, cell, message)``, or ``None``."""
    seen: dict[tuple[int, int, int], Cell] = {}
    for cell, v in sorted(givens):
        r, c = cell
        for key, name in (((0, r, v), f"row {r + 1}"), ((1, c, v), f"column {c + 1}")):
            earlier = seen.get(key)
            if earlier is not None:
                message = f"the given {cell_name(cell)} = {v} repeats the given {cell_name(earlier)} = {v} in {name}"
                return earlier, cell, message
            seen[key] = cell
    return None
