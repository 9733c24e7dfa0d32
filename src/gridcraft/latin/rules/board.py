"""The board of Tatham's Latin ladder: a puzzle as the grader reads it (:class:`Board`), one deduction
as it was made (:class:`Step`), a solve's result (:class:`Outcome`), and the candidates the rules
work on (:class:`Cube`).

Cells are indices ``i = row * n + col``; candidates are bitsets with bit ``v - 1`` for value ``v``
(1..n). Tatham's sources name a cell ``(x, y)`` (column, row); the rules here keep his orders of
scanning (which cell, line or value comes first), since the first deduction found is the one taken.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gridcraft.latin.model import cell_name

#: the rules :func:`gridcraft.latin.rules.make` makes puzzles of: inequalities between neighbours
#: (Tatham's Unequal), sightline clues around the grid (Tatham's Towers)
UNEQUAL_GAME, TOWERS_GAME = "inequalities", "sightlines"
#: the grades of Tatham's Unequal (futoshiki), easiest first: latin.c's levels with Unequal's rules
UNEQUAL_LEVELS = ("Trivial", "Easy", "Tricky", "Extreme", "Recursive")
#: the grades of Tatham's Towers, easiest first
TOWERS_LEVELS = ("Easy", "Hard", "Extreme", "Unreasonable")


@dataclass(frozen=True, slots=True)
class Board:
    """A Latin square with Tatham's Unequal or Towers decorations, kind-neutral.

    Attributes:
        n: the side (values 1..n).
        givens: ``n * n`` values in reading order, 0 for an empty cell.
        less: ``(a, b)``: cell ``a`` holds a smaller value than its neighbour ``b`` (Unequal).
        adjacent: Tatham's adjacent mode: ``pairs`` lists every pair of neighbours whose values
            differ by exactly 1; every other pair of neighbours differs by more.
        pairs: (adjacent mode) the neighbouring cells whose values differ by 1.
        clues: towers: ``4 n`` sightline clues in Tatham's order (top left to right, bottom left
            to right, left top to bottom, right top to bottom), 0 for none; ``()``: no sightlines.
    """

    n: int
    givens: tuple[int, ...]
    less: tuple[tuple[int, int], ...] = ()
    adjacent: bool = False
    pairs: tuple[tuple[int, int], ...] = ()
    clues: tuple[int, ...] = ()

    @property
    def towers(self) -> bool:
        """Whether the board has sightline clues (graded on Towers' levels)."""
        return bool(self.clues)


@dataclass(frozen=True, slots=True)
class Step:
    """One deduction, for explanations and hints.

    Attributes:
        rung: the :class:`gridcraft.latin.ladder.Rung` value it is an instance of.
        text: one sentence, cells named as the core names them (``r2c3``).
        cells: the cells it read.
        placed: ``(cell, value)`` it placed.
        removed: ``(cell, value)`` it struck from the candidates.
    """

    rung: str
    text: str
    cells: tuple[int, ...] = ()
    placed: tuple[tuple[int, int], ...] = ()
    removed: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """A solve's result.

    Attributes:
        status: ``"solved"``, ``"impossible"``, ``"ambiguous"`` (a guess found two solutions) or
            ``"stuck"`` (no rule up to the level asked applies and cells are still open).
        level: the highest level used (an index into the grading's labels); -1 when nothing was
            needed.
        grid: the grid reached, 0 where unsolved.
        steps: the deductions made, in order (only when explanations were asked for).
    """

    status: str
    level: int
    grid: tuple[int, ...]
    steps: tuple[Step, ...] = field(default=())


def name(n: int, cell: int) -> str:
    """The core's name of cell index ``cell`` of an ``n x n`` grid: ``r1c1`` for 0."""
    return cell_name(divmod(cell, n))


def values(mask: int) -> list[int]:
    """The values in a candidate bitset, ascending."""
    out = []
    v = 1
    while mask:
        if mask & 1:
            out.append(v)
        mask >>= 1
        v += 1
    return out


def spell(vals: Iterable[object]) -> str:
    """Values as text: ``3``, ``3 and 4``, ``1, 2 and 4``."""
    words = [str(v) for v in vals]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


class Cube:
    """The candidates and placements of one solve (latin.c's solver: its cube, grid and the values
    done per row and column).

    Attributes:
        n: the side.
        cand: per cell, the bitset of values still possible.
        grid: per cell, its value or 0.
        row_done, col_done: per row and column, the bitset of values placed in it.
        consistent: False when two givens clash (a given was no longer a candidate).
    """

    __slots__ = ("cand", "col_done", "consistent", "grid", "n", "row_done")

    def __init__(self, n: int, grid: list[int]) -> None:
        self.n = n
        full = (1 << n) - 1
        self.cand = [full] * (n * n)
        self.grid = [0] * (n * n)
        self.row_done = [0] * n
        self.col_done = [0] * n
        ok = True
        for x in range(n):  # latin.c places the givens column by column
            for y in range(n):
                v = grid[y * n + x]
                if v:
                    if not self.cand[y * n + x] >> (v - 1) & 1:
                        ok = False
                    self.place(y * n + x, v)
        self.consistent = ok

    def place(self, cell: int, v: int) -> None:
        """Put ``v`` in ``cell``: it leaves the cell's row and column and the cell keeps only it."""
        n = self.n
        y, x = divmod(cell, n)
        bit = 1 << (v - 1)
        keep = ~bit
        cand = self.cand
        for i in range(y * n, y * n + n):
            cand[i] &= keep
        for i in range(x, n * n, n):
            cand[i] &= keep
        cand[cell] = bit
        self.grid[cell] = v
        self.row_done[y] |= bit
        self.col_done[x] |= bit
