"""The model of a grid of runs with sums: white cells, and runs of them whose digits are distinct and
add up to a sum (kakuro's rule), as the core searches, grades and makes them.

A :class:`Board` is kind-neutral: a ``width`` x ``height`` grid whose white cells are numbered
``0..m-1`` in reading order (:attr:`Board.whites` holds their grid indices ``row * width + col``),
and runs of white cells, each with its sum (0: no sum, its digits only distinct) and the block that
holds its clue. Candidates are bitsets: bit ``d - 1`` for digit ``d`` (1 to 9).

:data:`COMBOS` is the table the search and the ladder read: for each run length and sum, the sets
of distinct digits (as bitsets) that have that length and add up to that sum.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations

Cell = tuple[int, int]  # (row, col), 0-based
FULL = 0x1FF  # the digits 1 to 9
MAX_SUM = 45


def _combos() -> tuple[tuple[tuple[int, ...], ...], ...]:
    table: list[list[list[int]]] = [[[] for _ in range(MAX_SUM + 1)] for _ in range(10)]
    for length in range(1, 10):
        for digits in combinations(range(1, 10), length):
            table[length][sum(digits)].append(sum(1 << (d - 1) for d in digits))
    return tuple(tuple(tuple(row) for row in by_length) for by_length in table)


#: ``COMBOS[length][total]``: every set of ``length`` distinct digits 1-9 adding up to ``total``
#: (bitsets, increasing); empty when there is none
COMBOS = _combos()


def combos(length: int, total: int) -> tuple[int, ...]:
    """The digit sets of a run of ``length`` cells adding up to ``total`` (see :data:`COMBOS`)."""
    if not 1 <= length <= 9 or not 0 <= total <= MAX_SUM:
        return ()
    return COMBOS[length][total]


def sum_range(length: int) -> tuple[int, int]:
    """The least and greatest sums of ``length`` distinct digits (1 to 9 cells)."""
    return length * (length + 1) // 2, length * (19 - length) // 2


def digits_of(mask: int) -> list[int]:
    """The digits of a candidate bitset, increasing."""
    return [d + 1 for d in range(9) if mask >> d & 1]


@dataclass(frozen=True, slots=True)
class Run:
    """A run of white cells.

    Attributes:
        cells: its white cells (indices into :attr:`Board.whites`), in reading order.
        total: the sum of its digits (0: no sum, only distinct digits).
        across: it runs across (else down).
        clue: the grid index of the block before it that holds its clue.
    """

    cells: tuple[int, ...]
    total: int
    across: bool
    clue: int


@dataclass(frozen=True, slots=True)
class Board:
    """A grid of runs with sums (see the module).

    Attributes:
        width: columns of the grid.
        height: rows of the grid.
        whites: the grid index (``row * width + col``) of each white cell, increasing.
        runs: the runs (across runs first, then down runs, each in reading order of their clue).
        givens: the given digit of each white cell (0: none).
    """

    width: int
    height: int
    whites: tuple[int, ...]
    runs: tuple[Run, ...]
    givens: tuple[int, ...]

    @property
    def size(self) -> int:
        """The number of white cells."""
        return len(self.whites)

    def cell(self, i: int) -> Cell:
        """The ``(row, col)`` of white cell ``i``."""
        return divmod(self.whites[i], self.width)

    def name(self, i: int) -> str:
        """White cell ``i`` named as a solver names it (``r2c3``, 1-based)."""
        r, c = self.cell(i)
        return f"r{r + 1}c{c + 1}"

    def runs_of(self) -> tuple[tuple[int, ...], ...]:
        """The runs (indices into :attr:`runs`) each white cell lies in."""
        out: list[list[int]] = [[] for _ in self.whites]
        for k, run in enumerate(self.runs):
            for i in run.cells:
                out[i].append(k)
        return tuple(tuple(r) for r in out)

    def run_name(self, k: int) -> str:
        """Run ``k`` named for explanations (``the across run 16 at r2c3-r2c5``)."""
        run = self.runs[k]
        way = "across" if run.across else "down"
        first, last = self.name(run.cells[0]), self.name(run.cells[-1])
        return (
            f"the {way} run {run.total} at {first}-{last}"
            if run.total
            else f"the {way} run at {first}-{last}"
        )


def board(
    width: int,
    height: int,
    white: Iterable[Cell],
    sums: Mapping[Cell, tuple[int, int]],
    givens: Mapping[Cell, int] | None = None,
) -> Board:
    """The board of a grid: its ``white`` cells, and the ``sums`` on its blocks (``(down, across)``;
    0: none). Every maximal line of 2 or more white cells is a run, its sum the clue of the block
    before it (0 when that block has none, or when the run starts at the grid's edge); a lone white
    cell between blocks is no run.
    """
    whites = sorted({r * width + c for r, c in white})
    index = {g: i for i, g in enumerate(whites)}
    given = givens or {}
    runs: list[Run] = []
    for across in (True, False):
        outer, inner = (height, width) if across else (width, height)
        for a in range(outer):
            b = 0
            while b < inner:
                r, c = (a, b) if across else (b, a)
                if r * width + c not in index:
                    b += 1
                    continue
                start = b
                cells: list[int] = []
                while b < inner:
                    r, c = (a, b) if across else (b, a)
                    if r * width + c not in index:
                        break
                    cells.append(index[r * width + c])
                    b += 1
                if len(cells) < 2:
                    continue
                br, bc = (a, start - 1) if across else (start - 1, a)
                clue = br * width + bc if start > 0 else -1
                down, right = sums.get((br, bc), (0, 0)) if start > 0 else (0, 0)
                runs.append(Run(tuple(cells), right if across else down, across, clue))
    return Board(
        width,
        height,
        tuple(whites),
        tuple(runs),
        tuple(given.get(divmod(g, width), 0) for g in whites),
    )
