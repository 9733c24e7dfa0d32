"""The deductions a person makes in a KenKen, one step at a time, on a board of candidates.

The ladder follows Simon Tatham's Keen (``keen.c`` and ``latin.c`` in his Portable Puzzle
Collection), whose five grades each allow the deductions of the grades below plus their own:

=============  ==================================================================================
Easy           a cage limits each of its cells to the digits of any of its combinations
               (:attr:`Deduction.CAGE_DIGITS`, used only when Easy is the highest grade allowed,
               as in Keen); a digit with one place left in a row or column goes there
               (:attr:`Deduction.HIDDEN_SINGLE`); a cell with one candidate takes it
               (:attr:`Deduction.NAKED_SINGLE`)
Normal         a cage limits each cell to the digits that cell takes in some combination
               (:attr:`Deduction.CAGE_COMBINATIONS`)
Hard           a digit that every combination of a cage puts in the cage's part of a row or
               column leaves the rest of that line (:attr:`Deduction.CAGE_LINE`); k cells of a
               line whose candidates lie within k digits keep those digits to themselves (naked
               and hidden subsets, :attr:`Deduction.SUBSET`)
Extreme        k rows whose places for a digit lie within k columns keep the digit out of the
               rest of those columns, and the same with rows and columns swapped (X-wing,
               swordfish: :attr:`Deduction.FISH`); forcing chains through cells of two
               candidates (:attr:`Deduction.FORCING_CHAIN`)
Unreasonable   a guess (:attr:`Deduction.GUESS`)
=============  ==================================================================================

Each function here finds one step of its deduction on a :class:`Board` (or ``None``), applies it
and returns it; a board left with a cell of no candidates, a digit with no place in a line or a
cage with no combination raises :class:`Contradiction`. The order in which steps are tried is
:mod:`gridcraft.kenken.ladder.grade`'s.
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from itertools import combinations

from gridcraft.kenken.model import Cage, Cell, KenKenPuzzle
from gridcraft.latin import cage_tuples, tuple_masks


class Level(IntEnum):
    """The grades of Keen, easiest first."""

    EASY = 0
    NORMAL = 1
    HARD = 2
    EXTREME = 3
    UNREASONABLE = 4

    @property
    def label(self) -> str:
        """The grade's name in lower case (``hard``)."""
        return self.name.lower()


class Deduction(Enum):
    """A kind of deduction, valued by its name in reports; :attr:`level` is its grade."""

    CAGE_DIGITS = "cage digits"
    HIDDEN_SINGLE = "hidden single"
    NAKED_SINGLE = "naked single"
    CAGE_COMBINATIONS = "cage combinations"
    CAGE_LINE = "cage line"
    SUBSET = "subset"
    FISH = "fish"
    FORCING_CHAIN = "forcing chain"
    GUESS = "guess"

    @property
    def level(self) -> Level:
        """The grade that first allows this deduction."""
        return _LEVELS[self]


_LEVELS = {
    Deduction.CAGE_DIGITS: Level.EASY,
    Deduction.HIDDEN_SINGLE: Level.EASY,
    Deduction.NAKED_SINGLE: Level.EASY,
    Deduction.CAGE_COMBINATIONS: Level.NORMAL,
    Deduction.CAGE_LINE: Level.HARD,
    Deduction.SUBSET: Level.HARD,
    Deduction.FISH: Level.EXTREME,
    Deduction.FORCING_CHAIN: Level.EXTREME,
    Deduction.GUESS: Level.UNREASONABLE,
}


class Contradiction(Exception):
    """The candidates admit no solution (the message says where)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One deduction and its effect.

    Attributes:
        deduction: what kind of deduction.
        placed: ``((row, col), value)`` placed by the step (0-based cells).
        removed: ``((row, col), value)`` candidates the step removed.
        cells: the cells whose candidates the reasoning reads (the cage, line or chain).
        detail: the facts of the reasoning, for the explanation (see :mod:`gridcraft.kenken.ladder.explain`):
            ``cage`` (index in ``puzzle.cages``), ``line`` (``"row 2"``), ``digits``, ``combinations``
            and so on, by deduction.
    """

    deduction: Deduction
    placed: tuple[tuple[Cell, int], ...] = ()
    removed: tuple[tuple[Cell, int], ...] = ()
    cells: tuple[Cell, ...] = ()
    detail: dict[str, object] = field(default_factory=dict, compare=False)


@functools.cache
def _lines(n: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, int], ...]]:
    """The rows (0..n-1) then columns (n..2n-1) as cell indices, and each cell's two lines."""
    rows = tuple(tuple(r * n + c for c in range(n)) for r in range(n))
    cols = tuple(tuple(r * n + c for r in range(n)) for c in range(n))
    return rows + cols, tuple((k // n, n + k % n) for k in range(n * n))


def line_name(line: int, n: int) -> str:
    """``row 3`` or ``column 5`` (1-based) of a line index (rows first, then columns)."""
    return f"row {line + 1}" if line < n else f"column {line - n + 1}"


def digits(bits: int) -> list[int]:
    """The digits of a candidate bitset (bit ``v`` for digit ``v``), ascending."""
    return [v for v in range(1, bits.bit_length()) if bits >> v & 1]


class _Table:
    """A cage's combinations as column bitsets (see :func:`gridcraft.latin.search.tuples.tuple_masks`)."""

    __slots__ = ("cage", "cells", "everything", "masks", "parts", "tuples")

    def __init__(self, cage: Cage, n: int) -> None:
        self.cage = cage
        self.cells = tuple(r * n + c for r, c in cage.cells)
        self.tuples = cage_tuples(cage, n)
        self.masks = tuple_masks(self.tuples, len(self.cells), n)
        self.everything = (1 << len(self.tuples)) - 1
        lines, line_of = _lines(n)
        parts: dict[int, list[int]] = {}
        for pos, k in enumerate(self.cells):
            for line in line_of[k]:
                parts.setdefault(line, []).append(pos)
        #: per line the cage meets: (line, positions of the cage in it, the line's other cells)
        self.parts = [
            (line, tuple(inside), tuple(k for k in lines[line] if k not in self.cells))
            for line, inside in sorted(parts.items())
        ]

    def alive(self, cand: list[int]) -> int:
        """The combinations whose every digit is still a candidate of its cell."""
        alive = self.everything
        for pos, k in enumerate(self.cells):
            bits, masks, some = cand[k], self.masks[pos], 0
            v = 1
            while bits >> v:
                if bits >> v & 1:
                    some |= masks[v]
                v += 1
            alive &= some
            if not alive:
                break
        return alive


class Board:
    """Candidates of every cell of a puzzle, and the digits placed so far.

    Args:
        puzzle: the puzzle (every cage's combinations are listed once, here).

    Attributes:
        n: the side.
        cand: per cell (index ``row * n + col``), the bitset of its candidates (bit ``v``: digit v).
        value: per cell, its placed digit (0: not placed).
    """

    def __init__(self, puzzle: KenKenPuzzle) -> None:
        n = self.n = puzzle.size
        self.puzzle = puzzle
        self.cand = [(1 << (n + 1)) - 2] * (n * n)
        self.value = [0] * (n * n)
        self.lines, self.line_of = _lines(n)
        self._tables: list[_Table] | None = [_Table(cage, n) for cage in puzzle.cages]
        for (r, c), v in puzzle.givens:  # printed digits are placed before any deduction
            if not self.cand[r * n + c] >> v & 1:
                raise Contradiction(f"the given {v} at r{r + 1}c{c + 1} clashes with another given")
            self.place(r * n + c, v)

    def copy(self) -> Board:
        """A board with the same candidates and placements (the tables shared)."""
        other = object.__new__(Board)
        other.n, other.puzzle, other.lines, other.line_of = self.n, self.puzzle, self.lines, self.line_of
        other._tables = self._tables
        other.cand, other.value = list(self.cand), list(self.value)
        return other

    @classmethod
    def restored(cls, puzzle: KenKenPuzzle, cand: list[int], value: list[int]) -> Board:
        """A board of ``puzzle`` holding the candidates ``cand`` and the placed digits ``value``
        (per cell, as the attributes), such as the C ladder leaves them."""
        board = object.__new__(cls)
        board.n, board.puzzle = puzzle.size, puzzle
        board.cand, board.value = cand, value
        board.lines, board.line_of = _lines(puzzle.size)
        board._tables = None
        return board

    @property
    def tables(self) -> list[_Table]:
        """Every cage's combinations, in the order of ``puzzle.cages`` (listed on first use)."""
        if self._tables is None:
            self._tables = [_Table(cage, self.n) for cage in self.puzzle.cages]
        return self._tables

    def cell(self, k: int) -> Cell:
        """The ``(row, col)`` of cell index ``k``."""
        return divmod(k, self.n)

    def solved(self) -> bool:
        """Every cell placed."""
        return all(self.value)

    def place(self, k: int, v: int) -> None:
        """Put digit ``v`` in cell ``k``: its only candidate, and no longer one of its row's and
        column's other cells."""
        self.value[k] = v
        self.cand[k] = 1 << v
        bit = ~(1 << v)
        for line in self.line_of[k]:
            for j in self.lines[line]:
                if j != k:
                    self.cand[j] &= bit

    def _check(self) -> None:
        """Assert the board's invariants (as sortedcontainers' ``_check``): one candidate set and
        one placed digit per cell; candidates only among ``1..n``; a placed digit is its cell's only
        candidate, and no other cell of its row or column still has it, nor holds it placed; the
        lines are the ``n`` rows and ``n`` columns, each cell on one of each; a cage table per cage.

        Raises:
            AssertionError: the first invariant broken.
        """
        n, cells = self.n, self.n * self.n
        assert len(self.cand) == len(self.value) == len(self.line_of) == cells
        assert len(self.lines) == 2 * n
        assert len(self.tables) == len(self.puzzle.cages)
        full = (1 << (n + 1)) - 2
        for k in range(cells):
            r, c = divmod(k, n)
            assert self.line_of[k] == (r, n + c), f"cell {k} is not on row {r} and column {c}"
            assert self.lines[r] == tuple(range(r * n, r * n + n)) and self.lines[n + c] == tuple(
                range(c, cells, n)
            )
            assert self.cand[k] & ~full == 0, f"cell {k} has candidates outside 1..{n}"
            v = self.value[k]
            if v:
                assert 1 <= v <= n and self.cand[k] == 1 << v, f"cell {k} holds {v} beside other candidates"
                for line in self.line_of[k]:
                    for j in self.lines[line]:
                        if j != k:
                            assert not self.cand[j] >> v & 1, f"{v} at {k} is still a candidate of {j}"
                            assert self.value[j] != v, f"{v} placed twice in a line, at {k} and {j}"

    def grid(self) -> tuple[tuple[int, ...], ...]:
        """The placed digits as ``n`` rows (0 where none is placed)."""
        n = self.n
        return tuple(tuple(self.value[r * n : r * n + n]) for r in range(n))


def _restrict(board: Board, k: int, keep: int, removed: list[tuple[Cell, int]]) -> None:
    """Cell ``k`` keeps only the candidates in ``keep``, each removal recorded in ``removed``."""
    old = board.cand[k]
    gone = old & ~keep
    if gone:
        cell = board.cell(k)
        removed.extend((cell, v) for v in digits(gone))
        board.cand[k] = old & keep
        if not board.cand[k]:
            raise Contradiction(f"no digit is left for r{cell[0] + 1}c{cell[1] + 1}")


def cage_digits(board: Board) -> Step | None:
    """Easy's cage rule: every cell of a cage keeps only digits that some combination of the cage
    uses somewhere (all cages at once)."""
    return _cage_rule(board, Deduction.CAGE_DIGITS)


def cage_combinations(board: Board) -> Step | None:
    """Normal's cage rule: each cell of a cage keeps only the digits it takes in some combination
    that its cells' candidates still allow (all cages at once)."""
    return _cage_rule(board, Deduction.CAGE_COMBINATIONS)


def _cage_rule(board: Board, deduction: Deduction) -> Step | None:
    """Both cage rules over all cages: each cell keeps the digits live combinations give it
    (:attr:`Deduction.CAGE_COMBINATIONS`) or give any cell of its cage (:attr:`Deduction.CAGE_DIGITS`)."""
    removed: list[tuple[Cell, int]] = []
    cages = []
    for i, table in enumerate(board.tables):
        alive = _alive_or_fail(board, table)
        keeps = []
        for pos in range(len(table.cells)):
            keep = 0
            for v, mask in enumerate(table.masks[pos]):
                if mask & alive:
                    keep |= 1 << v
            keeps.append(keep)
        if deduction is Deduction.CAGE_DIGITS:
            union = 0
            for keep in keeps:
                union |= keep
            keeps = [union] * len(keeps)
        before = len(removed)
        for k, keep in zip(table.cells, keeps, strict=True):
            if not board.value[k]:
                _restrict(board, k, keep, removed)
        if len(removed) > before:
            cages.append(i)
    if not removed:
        return None
    return Step(deduction, removed=tuple(removed), detail={"cages": cages})


def _alive_or_fail(board: Board, table: _Table) -> int:
    alive = table.alive(board.cand)
    if not alive:
        raise Contradiction(
            f"cage {table.cage.label()} at {_cell_name(table.cage.cells[0])} has no combination left"
        )
    return alive


def cage_line(board: Board) -> Step | None:
    """Hard's cage rule, for the first cage where it removes something: a digit that every live
    combination of the cage puts in the cage's cells of one row or column leaves that line's other
    cells."""
    for i, table in enumerate(board.tables):
        if len(table.cells) < 2:
            continue
        alive = _alive_or_fail(board, table)
        removed: list[tuple[Cell, int]] = []
        lines: list[tuple[int, int]] = []
        for line, inside, others in table.parts:
            if not others:
                continue
            for v in range(1, board.n + 1):
                having = 0
                for pos in inside:
                    having |= table.masks[pos][v]
                if alive & ~having:
                    continue  # some combination leaves v out of this part of the line
                before = len(removed)
                for k in others:
                    if board.cand[k] >> v & 1:
                        _restrict(board, k, ~(1 << v), removed)
                if len(removed) > before:
                    lines.append((line, v))
        if removed:
            inside_cells = table.cage.cells
            return Step(
                Deduction.CAGE_LINE,
                removed=tuple(removed),
                cells=inside_cells,
                detail={"cage": i, "lines": lines},
            )
    return None


def hidden_single(board: Board) -> Step | None:
    """The first digit with one place left in a row (rows first, then columns) goes there."""
    n = board.n
    cand, value = board.cand, board.value
    for line, cells in enumerate(board.lines):
        placed = 0
        for k in cells:
            if value[k]:
                placed |= 1 << value[k]
        for v in range(1, n + 1):
            if placed >> v & 1:
                continue
            places = [k for k in cells if cand[k] >> v & 1]
            if not places:
                raise Contradiction(f"{v} has no place left in {line_name(line, n)}")
            if len(places) == 1:
                k = places[0]
                board.place(k, v)
                return Step(
                    Deduction.HIDDEN_SINGLE,
                    placed=((board.cell(k), v),),
                    cells=tuple(board.cell(j) for j in cells),
                    detail={"line": line},
                )
    return None


def naked_single(board: Board) -> Step | None:
    """The first cell (in reading order) with one candidate left takes it."""
    for k, bits in enumerate(board.cand):
        if not board.value[k]:
            if not bits:
                raise Contradiction(f"no digit is left for {_cell_name(board.cell(k))}")
            if bits & (bits - 1) == 0:
                v = bits.bit_length() - 1
                board.place(k, v)
                return Step(Deduction.NAKED_SINGLE, placed=((board.cell(k), v),), cells=(board.cell(k),))
    return None


def hall_groups(sets: list[int]) -> Iterator[tuple[tuple[int, ...], int]]:
    """Groups of k of the m items (2 <= k <= m/2) whose sets (bitsets) hold exactly k bits
    together, smallest groups first: ``(items, union)``. Items whose set has more than k bits
    cannot be in such a group and are skipped, which keeps the search small.

    Raises:
        Contradiction: k items whose sets hold fewer than k bits together.
    """
    m = len(sets)
    for size in range(2, m // 2 + 1):
        small = [i for i in range(m) if sets[i].bit_count() <= size]
        for group in combinations(small, size):
            union = 0
            for g in group:
                union |= sets[g]
            count = union.bit_count()
            if count < size:
                raise Contradiction(f"{size} cells share fewer than {size} digits")
            if count == size:
                yield group, union


def subset(board: Board) -> Step | None:
    """Naked and hidden subsets in the first line (rows first, then columns) where one removes
    something: k open cells of a line whose candidates lie within k digits keep those digits to
    themselves (naked), and k digits whose places lie within k cells keep those cells to
    themselves (hidden), for 2 <= k <= half the open cells (a larger naked subset is the hidden
    subset of the other cells, and the other way round)."""
    cand = board.cand
    n = board.n
    for line, cells in enumerate(board.lines):
        open_cells = [k for k in cells if not board.value[k]]
        m = len(open_cells)
        if m < 4:
            continue
        for group, union in hall_groups([cand[k] for k in open_cells]):  # naked
            removed: list[tuple[Cell, int]] = []
            for j, k in enumerate(open_cells):
                if j not in group and cand[k] & union:
                    _restrict(board, k, ~union, removed)
            if removed:
                inside = tuple(board.cell(open_cells[g]) for g in group)
                return Step(
                    Deduction.SUBSET,
                    removed=tuple(removed),
                    cells=inside,
                    detail={"line": line, "digits": digits(union)},
                )
        missing = [v for v in range(1, n + 1) if any(cand[k] >> v & 1 for k in open_cells)]
        places = [sum(1 << j for j, k in enumerate(open_cells) if cand[k] >> v & 1) for v in missing]
        for group, where in hall_groups(places):  # hidden
            keep = sum(1 << missing[g] for g in group)
            removed = []
            for j, k in enumerate(open_cells):
                if where >> j & 1 and cand[k] & ~keep:
                    _restrict(board, k, keep, removed)
            if removed:
                inside = tuple(board.cell(open_cells[j]) for j in range(m) if where >> j & 1)
                return Step(
                    Deduction.SUBSET,
                    removed=tuple(removed),
                    cells=inside,
                    detail={"line": line, "digits": digits(keep)},
                )
    return None


def fish(board: Board) -> Step | None:
    """X-wing, swordfish and larger, for the first digit where one removes something: when the
    places of digit v in k rows lie within k columns (2 <= k <= half the open rows), v leaves the
    other rows of those columns; the same with rows and columns swapped."""
    n = board.n
    cand, value = board.cand, board.value
    for v in range(1, n + 1):
        bit = 1 << v
        for across in (True, False):

            def at(base: int, cover: int, across: bool = across) -> int:
                return base * n + cover if across else cover * n + base

            bases = [b for b in range(n) if all(value[at(b, c)] != v for c in range(n))]
            if len(bases) < 4:
                continue
            places = [sum(1 << c for c in range(n) if cand[at(b, c)] & bit) for b in bases]
            for group, union in hall_groups(places):
                removed: list[tuple[Cell, int]] = []
                for j, b in enumerate(bases):
                    if j not in group:
                        for c in range(n):
                            if union >> c & 1 and cand[at(b, c)] & bit:
                                _restrict(board, at(b, c), ~bit, removed)
                if removed:
                    chosen = [bases[g] for g in group]
                    covers = [c for c in range(n) if union >> c & 1]
                    rows, cols = (chosen, covers) if across else (covers, chosen)
                    cells = tuple((r, c) for r in rows for c in cols if cand[r * n + c] & bit)
                    return Step(
                        Deduction.FISH,
                        removed=tuple(removed),
                        cells=cells,
                        detail={"digit": v, "rows": rows, "columns": cols, "across": across},
                    )
    return None


def forcing_chain(board: Board) -> Step | None:
    """A forcing chain (as in Keen's ``latin.c``): start at a cell ``s`` with two candidates
    ``{a, b}`` and suppose ``s = b``; a cell of two candidates that shares a row or column with a
    cell forced to ``w`` and holds ``w`` is forced to its other digit, and so on. When that forces
    a cell ``d`` to ``a``, either ``s`` or ``d`` holds ``a``, so a cell that shares a line with
    both loses ``a``. The first such removal is made."""
    n = board.n
    cand, value = board.cand, board.value
    line_of, lines = board.line_of, board.lines
    for s in range(n * n):
        bits = cand[s]
        if value[s] or (bits).bit_count() != 2:
            continue
        pair = digits(bits)
        for a, b in (pair, pair[::-1]):
            seen = {(s, b)}
            parent: dict[tuple[int, int], tuple[int, int]] = {}
            queue = deque([(s, b)])
            while queue:
                k, w = queue.popleft()
                for line in line_of[k]:
                    for d in lines[line]:
                        if d == k or value[d] or not cand[d] >> w & 1 or cand[d].bit_count() != 2:
                            continue
                        other = (cand[d] & ~(1 << w)).bit_length() - 1
                        if (d, other) in seen:
                            continue
                        seen.add((d, other))
                        parent[(d, other)] = (k, w)
                        queue.append((d, other))
                        if other != a or d == s:
                            continue
                        removed: list[tuple[Cell, int]] = []
                        for e in _common_peers(board, s, d):
                            if cand[e] >> a & 1:
                                _restrict(board, e, ~(1 << a), removed)
                        if removed:
                            chain = [(d, other)]
                            while chain[-1] in parent:
                                chain.append(parent[chain[-1]])
                            path = [(board.cell(c), x) for c, x in reversed(chain)]
                            return Step(
                                Deduction.FORCING_CHAIN,
                                removed=tuple(removed),
                                cells=tuple(c for c, _ in path),
                                detail={"digit": a, "chain": path},
                            )
    return None


def _common_peers(board: Board, s: int, d: int) -> list[int]:
    """Open cells other than ``s`` and ``d`` that share a row or column with each of them."""
    peers_s = {j for line in board.line_of[s] for j in board.lines[line]}
    return sorted(
        j
        for line in board.line_of[d]
        for j in board.lines[line]
        if j in peers_s and j not in (s, d) and not board.value[j]
    )


def _cell_name(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"
