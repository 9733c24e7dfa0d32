"""The Latin-square solver: cage and relation tables and Latin propagation on the shared engine.

A search state holds one candidate bitset per cell (bit ``v`` set while value ``v`` is possible;
cells indexed ``row * n + col``) and, per cage and per relation, the bitset of its surviving tuples
(see :mod:`gridcraft.latin.search.tuples` and :mod:`gridcraft.latin.search.relations`). The cages
partition the grid; the relations (inequalities, sightlines, tables: see
:class:`gridcraft.latin.model.Relation`) overlap them, and rules 2 and 4 treat a relation as a cage
(a cell's change wakes its cage and each of its relations). Propagation runs to a fixpoint over six
rules:

1. naked singles: a cell with one candidate removes it from its row and column;
2. cage consistency (generalised arc consistency on the cage's table): a cage keeps the tuples whose
   every value is still a candidate, and each cell keeps the values some surviving tuple gives it
   (a sightline too large for a table keeps the same values by
   :func:`gridcraft.latin.search.relations.seen_rule`);
3. hidden singles: a value with one place left in a row or column goes there (no place: wipe-out);
4. cage lines (the "Hard" rule of Simon Tatham's Keen): when every surviving tuple of a cage puts
   value ``v`` in the cage's cells of some row or column, ``v`` leaves the rest of that line;
5. all-different on each row and column, by matching (:func:`gridcraft.latin.search.lines.all_different`);
6. each line's sum less its sum cages, and the exponents of each prime up to ``n/2`` in its product
   less its product cages, on bounds (:func:`gridcraft.latin.search.lines.line_sum`; the cages of
   the partition only: a relation has no sum).

The rules on rows and columns hold for every *unit*: the rows and columns, and optionally the boxes
(regular, or a jigsaw sudoku's regions), the extra units of ``n`` cells (an X sudoku's diagonals)
and (for killer sudoku) the cages too large for a table whose values must differ (see
:class:`LatinProblem`'s ``boxes``, ``units`` and ``distinct_cages``). Rule 3 applies to units of ``n`` cells only;
in a cage's unit of fewer cells, rule 5 keeps a value that is free in the matching or that its cell
can pass on to a free value; the box and extra units' sums and the distinct cages' sums are part of
rule 6.

A cage of three or more cells whose table would be large (an estimated :data:`TABLE_LIMIT` tuples
or more, which takes many cells; Keen's cages have at most six) starts without one and prunes by
bounds instead: a sum's cells keep the values that the others' smallest and largest candidates can
complete, a product's cells keep divisors of the target within the others' bounds (both exact once
every cell is fixed). It gets its table, enumerated from the current candidates, in the first search
state where the product of its cells' candidate counts is at most :data:`TABLE_LIMIT`; the table
then lives in that state and its descendants.

The engine branches on the cell whose decision last failed while it is open, else on the cell
with the fewest candidates per unit of weight (dom/wdeg: each wipe-out adds one to the weight of
the cage, relation or unit that caused it; a cell weighs its cage's, its relations' and its units'
weights together): set its smallest candidate, or take it out (a cell with two
candidates gets one child per candidate), so every solution is found exactly once. Undo is
copy-on-branch.

:func:`gridcraft.latin.search.native.problem` gives the same search with the propagation in C when the
optional extension was built, and this pure Python one otherwise.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from gridcraft.latin.model import (
    Boxes,
    Cell,
    Grid,
    Op,
    Regions,
    Square,
    checked_relations,
    checked_units,
    is_boxes,
    regions,
    relations_of,
)
from gridcraft.latin.model import CageLike as Cage
from gridcraft.latin.search.lines import (
    Linear,
    all_different,
    box_cells,
    cage_sum,
    line_sum,
    line_sums,
    watchers,
)
from gridcraft.latin.search.relations import Tuple, by_table, relation_tuples, seen_rule
from gridcraft.latin.search.tuples import cage_tuples, estimate, tuple_masks

MATCHING_FROM = 10  # side from which the pure propagation uses rules 5 and 6 by default
TABLE_LIMIT = 20_000  # tuples: a cage with more (estimated) prunes by bounds until its table is smaller

# Rule 4 data of a cage, per line: (the line's other cells, [(value bit, tuples without the value)])
Lines = list[tuple[tuple[int, ...], list[tuple[int, int]]]]
Table = tuple[list[list[int]], Lines]  # (masks[pos][value], rule-4 data) of one cage
# A state: candidates per cell, surviving tuples per cage, the table of each cage (None: by bounds)
State = tuple[list[int], list[int], list[Table | None]]
Choice = tuple[int, int]  # (cell index, value), or (cell index, -value): without the value


class _Values(dict[int, tuple[int, ...]]):
    """Memo: bitset -> the values of its set bits, ascending."""

    def __missing__(self, bits: int) -> tuple[int, ...]:
        out = tuple(v for v in range(bits.bit_length()) if bits >> v & 1)
        self[bits] = out
        return out


_VALUES = _Values()  # shared by all problems: a pure function's memo


Geometry = tuple[list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]]]


class _CellQueue(list[int]):
    """The cells whose candidates changed, last in first out, each held once: a cell queued again
    keeps its place, as the C propagation's queue does (so both take the cells in one order)."""

    __slots__ = ("held",)

    def __init__(self, cells: Iterable[int]) -> None:
        super().__init__()
        self.held: set[int] = set()
        for k in cells:
            self.append(k)

    def append(self, k: int) -> None:
        if k not in self.held:
            self.held.add(k)
            super().append(k)

    def pop(self) -> int:  # type: ignore[override]
        k = super().pop()
        self.held.discard(k)
        return k


@functools.cache
def _geometry(n: int, boxes: Boxes | Regions | None = None, extra: Regions = ()) -> Geometry:
    """The units (rows 0..n-1, then columns n..2n-1, then with ``boxes`` the boxes 2n..3n-1 in
    reading order or the regions ordered by their first cells, then the ``extra`` units) as cell
    indices, each cell's units (row, column, box, extra units), and each cell's peers (the other
    cells of its units, each once, in the order of its units); read-only."""
    rows = [tuple(r * n + c for c in range(n)) for r in range(n)]
    cols = [tuple(r * n + c for r in range(n)) for c in range(n)]
    units = rows + cols
    if boxes is not None:
        units += [tuple(r * n + c for r, c in box) for box in box_cells(n, boxes)]
    units += [tuple(r * n + c for r, c in unit) for unit in extra]
    return _with_units(n, units)


def _with_units(n: int, units: list[tuple[int, ...]]) -> Geometry:
    """The geometry of ``units`` (see :func:`_geometry`)."""
    units_of: list[list[int]] = [[] for _ in range(n * n)]
    for u, cells in enumerate(units):
        for k in cells:
            units_of[k].append(u)
    peers = [tuple(dict.fromkeys(p for u in units_of[k] for p in units[u] if p != k)) for k in range(n * n)]
    return units, [tuple(of) for of in units_of], peers


class LatinProblem:
    """A :class:`gridcraft.engine.Problem` for one puzzle.

    Args:
        puzzle: the puzzle.
        cage_lines: apply rule 4 above (on by default; off only to measure its effect).
        matching: apply rules 5 and 6 (``None``: from side :data:`MATCHING_FROM` up, where they pay
            for themselves in Python; the native propagation always applies them).
        boxes: ``(h, w)`` with ``h * w == n``: the grid is also cut into ``n`` boxes of ``h`` rows and
            ``w`` columns (in reading order), each holding every value once like a row (sudoku's
            rule); or :data:`~gridcraft.latin.model.Regions`, ``n`` jigsaw regions of ``n`` cells
            covering the grid once, which act exactly as boxes do (regions shaped as the boxes
            search as the boxes do, node for node). Every rule on rows and columns applies to boxes
            too: singles, the matching, the cage-line rule on a cage's part of a box, the tables'
            Latin rule, and the box's sum less its sum cages (the killer sudoku "45 rule"; the
            prime exponents stay with the rows and columns).
        units: extra units of ``n`` cells each (X sudoku's two long diagonals), after the boxes,
            each holding every value once like a row, in every rule as a box.
        distinct_cages: no value twice in a cage (killer sudoku). Cage tables hold only tuples of
            distinct values; a cage of 3+ cells too large for a table (one of 7 or more cells in a
            9 x 9 grid whose sum several sets of values meet, say) is also a unit of its own, no value twice in its cells, and a sum
            cage's cells sum to its target as distinct values (a linear of rule 6), unless one row,
            column or box holds all its cells already. A cage of more than ``n`` cells has no
            solution.

    The puzzle's relations (:func:`gridcraft.latin.model.relations_of`) are constraints beside
    the cages, numbered after them (``c = len(cages) + r`` for relation ``r``: in ``scopes``,
    ``weight`` and a state's tables).

    The first :meth:`root` enumerates every cage's and relation's tuples (see :func:`cage_tuples`
    and :func:`~gridcraft.latin.search.relations.relation_tuples`), so the engine's budget and
    statistics include that work.

    Raises:
        ValueError: ``boxes`` do not tile the grid, or a unit is not ``n`` distinct cells of it (an
            ``InvalidPuzzle`` naming the fault; see :func:`gridcraft.latin.model.regions` and
            :func:`~gridcraft.latin.model.checked_units`).
        InvalidPuzzle: a relation the grid refuses (see
            :func:`gridcraft.latin.model.checked_relations`).
    """

    def __init__(
        self,
        puzzle: Square,
        *,
        cage_lines: bool = True,
        matching: bool | None = None,
        boxes: Boxes | Regions | None = None,
        units: Sequence[tuple[Cell, ...]] = (),
        distinct_cages: bool = False,
    ) -> None:
        n = self.n = puzzle.size
        self.matching = n >= MATCHING_FROM if matching is None else matching
        self.propagations = 0
        self.full = (1 << (n + 1)) - 2
        cells = n * n
        self.values = _VALUES
        # regular boxes stay (h, w) (their tables' Latin rule by arithmetic); regions come checked
        self.boxes: Boxes | Regions | None = boxes if boxes is None or is_boxes(boxes) else regions(n, boxes)
        self.units = checked_units(n, units)
        self.distinct = distinct_cages
        self.lines, self.lines_of, self.peers = _geometry(n, self.boxes, self.units)
        self.cage_lines = cage_lines
        self.puzzle = puzzle
        self.cages = puzzle.cages
        self.givens = puzzle.givens
        self.cage_cells: list[tuple[int, ...]] = []
        self.cage_of = [0] * cells
        for c, cage in enumerate(puzzle.cages):
            idx = tuple(r * n + col for r, col in cage.cells)
            self.cage_cells.append(idx)
            for k in idx:
                self.cage_of[k] = c
        self.relations = checked_relations(relations_of(puzzle), n)
        # every constraint with a table: the cages, then the relations
        self.scopes = self.cage_cells + [tuple(r * n + col for r, col in rel.cells) for rel in self.relations]
        rels_of: list[list[int]] = [[] for _ in range(cells)]
        for c in range(len(self.cage_cells), len(self.scopes)):
            for k in self.scopes[c]:
                rels_of[k].append(c)
        self.rels_of = [tuple(of) for of in rels_of]  # per cell, its relations (as constraints)
        # the cages that prune by bounds (no table at the start)
        self.by_bounds = [
            len(idx) >= 3 and estimate(cage, n, distinct_cages) >= TABLE_LIMIT
            for cage, idx in zip(self.cages, self.cage_cells, strict=True)
        ]
        self.cage_sums = self._cage_units()  # the linears of the distinct cages by bounds
        self.tables: list[Table | None] = []
        self.all_tuples: list[int] = []
        self.deferred = False
        # branching ties: one weight per cage and relation, then per unit, plus one per wipe-out it caused
        self.weight = [1] * (len(self.scopes) + len(self.lines))
        self.failed = 0  # the constraint behind the last wipe-out
        self.conflict = -1  # the cell whose decision last failed
        self.linears = self._linears() if self.matching else []
        self.linears_of = watchers(self.linears, cells)

    def _linears(self) -> list[Linear]:
        """The linears of rule 6: the lines' sums and prime exponents, the boxes' and extra units'
        sums, then the distinct cages' sums."""
        found = line_sums(self.puzzle, primes=True, boxes=self.boxes, units=self.units)
        return found + self.cage_sums

    def _cage_units(self) -> list[Linear]:
        """With distinct cages, make each cage that prunes by bounds a unit (unless a unit holds it
        already) and return the linears of those that are sums (see the class docstring)."""
        if not self.distinct:
            return []
        n = self.n
        extra: list[tuple[int, ...]] = []
        linears: list[Linear] = []
        for c, idx in enumerate(self.cage_cells):
            if not self.by_bounds[c] or len(idx) > n:
                continue
            held = [u for u in self.lines_of[idx[0]] if set(idx) <= set(self.lines[u])]
            unit = held[0] if held else len(self.lines) + len(extra)
            if not held:
                extra.append(idx)
            if self.cages[c].op is Op.ADD:
                linears.append(cage_sum(idx, self.cages[c].target, n, unit))
        if extra:
            self.lines, self.lines_of, self.peers = _with_units(n, self.lines + extra)
        return linears

    def _build_tables(self) -> None:
        """Enumerate the cage and relation tables (once; called by :meth:`root`, so a budget's clock
        covers it)."""
        for c, (cage, idx) in enumerate(zip(self.cages, self.cage_cells, strict=True)):
            if not self.by_bounds[c]:  # sums and products of many cells may wait
                table, everything = self._table(cage, idx, None)
                self.tables.append(table)
                self.all_tuples.append(everything)
            else:
                self.tables.append(None)
                self.all_tuples.append(-1)  # no table yet: every tuple alive
        self.deferred = None in self.tables
        for rel, idx in zip(self.relations, self.scopes[len(self.cage_cells) :], strict=True):
            if by_table(rel, self.n):
                table, everything = self._masks(
                    relation_tuples(rel, self.n, boxes=self.boxes, units=self.units), idx
                )
                self.tables.append(table)
                self.all_tuples.append(everything)
            else:  # a long sightline: by seen_rule, never a table
                self.tables.append(None)
                self.all_tuples.append(-1)

    def _table(self, cage: Cage, idx: tuple[int, ...], domains: list[int] | None) -> tuple[Table, int]:
        """The table of ``cage`` (cells ``idx``) over ``domains`` and the bitset of all its tuples."""
        return self._masks(
            cage_tuples(cage, self.n, domains, boxes=self.boxes, distinct=self.distinct, units=self.units),
            idx,
        )

    def _masks(self, tuples: list[Tuple], idx: tuple[int, ...]) -> tuple[Table, int]:
        """The table of ``tuples`` over cells ``idx`` and the bitset of all its tuples."""
        masks = tuple_masks(tuples, len(idx), self.n)
        everything = (1 << len(tuples)) - 1
        lines = self._cage_lines(idx, masks, everything) if self.cage_lines else []
        return (masks, lines), everything

    def _cage_lines(self, idx: tuple[int, ...], masks: list[list[int]], everything: int) -> Lines:
        """Rule 4 data of a cage: per line holding 2+ of its cells, the line's other cells and, per
        value, (bit of the value, tuples that do NOT put the value in the cage's part of the line)."""
        by_line: dict[int, list[int]] = {}
        for pos, k in enumerate(idx):
            for line in self.lines_of[k]:
                by_line.setdefault(line, []).append(pos)
        n = self.n
        out = []
        for line, inside in sorted(by_line.items()):
            if len(inside) < 2:
                continue
            others = tuple(k for k in self.lines[line] if k not in idx)
            if not others:
                continue
            avoid = []
            for v in range(1, n + 1):
                having = 0
                for pos in inside:
                    having |= masks[pos][v]
                if having:
                    avoid.append((1 << v, everything & ~having))
            out.append((others, avoid))
        return out

    def _bounds(self, c: int, doms: list[int], queue: list[int]) -> bool:
        """Prune the cells of cage ``c`` (no table) by bounds; False on a wipe-out."""
        cage, idx, n = self.cages[c], self.cage_cells[c], self.n
        t = cage.target
        lows = [(doms[k] & -doms[k]).bit_length() - 1 for k in idx]
        highs = [doms[k].bit_length() - 1 for k in idx]
        low_sum, high_sum = sum(lows), sum(highs)
        low_prod = high_prod = 1
        for lo, hi in zip(lows, highs, strict=True):
            low_prod *= lo
            high_prod *= hi
        ops = (cage.op,) if cage.op is not None else (Op.ADD, Op.MUL)
        for pos, k in enumerate(idx):
            d = doms[k]
            keep = 0
            if Op.ADD in ops:  # the others sum to t - v, within their bounds
                lo = max(1, t - (high_sum - highs[pos]))
                hi = min(n, t - (low_sum - lows[pos]))
                if lo <= hi:
                    keep |= ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1)
            if Op.MUL in ops:  # the others multiply to t / v, within their bounds
                others_low, others_high = low_prod // lows[pos], high_prod // highs[pos]
                for v in self.values[d]:
                    if t % v == 0 and others_low <= t // v <= others_high:
                        keep |= 1 << v
            nd = d & keep
            if nd != d:
                if not nd:
                    return False
                doms[k] = nd
                queue.append(k)
        return True

    def root(self) -> State | None:
        """The propagated start: every candidate open, every tuple alive; ``None`` if that fails.
        The first call enumerates the cage tables."""
        n = self.n
        if len(self.tables) != len(self.cages):
            self._build_tables()
        doms = [self.full] * (n * n)
        for (r, c), v in self.givens:  # printed digits: fixed from the start
            doms[r * n + c] = 1 << v
        surv = list(self.all_tuples)
        tables = list(self.tables)
        if not all(surv):
            return None
        if not self._propagate(doms, surv, tables, list(range(n * n)), force=True):
            return None
        return doms, surv, tables

    def branch(self, state: State) -> list[Choice] | None:
        """How to split ``state``; ``None`` when every cell is fixed.

        The cell: the one whose decision last failed, while it is open (last-conflict reasoning of
        Lecoutre et al., *Reasoning from last conflict(s) in constraint programming*, AIJ 2009),
        else the open cell with the fewest candidates per unit of weight (its cage's, relations',
        row's and column's wipe-outs so far, each starting at 1: the dom/wdeg rule of Boussemart et al.,
        *Boosting Systematic Search by Weighting Constraints*, ECAI 2004), the first in reading
        order on ties. The choices: ``(cell, v)`` and ``(cell, -v)`` (set its smallest candidate
        ``v``, or take ``v`` out) when it has more than two candidates, else one per candidate.
        """
        doms = state[0]
        best = self.conflict
        if best < 0 or not doms[best] & (doms[best] - 1):
            weight, cage_of, lines_of, ncages = self.weight, self.cage_of, self.lines_of, len(self.scopes)
            rels_of = self.rels_of
            best, best_score = -1, 0.0
            for k, d in enumerate(doms):
                if d & (d - 1):
                    total = weight[cage_of[k]]  # then its relations' and units' in order, as C sums them
                    for c in rels_of[k]:
                        total += weight[c]
                    for unit in lines_of[k]:
                        total += weight[ncages + unit]
                    score = d.bit_count() / total
                    if best < 0 or score < best_score:
                        best, best_score = k, score
            if best < 0:
                return None
        values = self.values[doms[best]]
        if len(values) > 2:
            return [(best, values[0]), (best, -values[0])]
        return [(best, v) for v in values]

    def child(self, state: State, choice: Choice) -> State | None:
        """``state`` with cell ``choice[0]`` set to value ``choice[1]`` (or, for a negative
        ``choice[1]``, without value ``-choice[1]``), propagated; ``None`` on a wipe-out."""
        doms, surv = state[0][:], state[1][:]
        tables = state[2][:] if self.deferred else state[2]  # only deferred cages change tables
        k, v = choice
        if not doms[k] >> abs(v) & 1:
            return None
        if v < 0:
            doms[k] &= ~(1 << -v)
        else:
            doms[k] = 1 << v
        if not self._propagate(doms, surv, tables, [k]):
            self.weight[self.failed] += 1
            self.conflict = k
            return None
        return doms, surv, tables

    def answer(self, state: State) -> Grid:
        """The filled grid of a solution state (see :meth:`grid`)."""
        return self.grid(state)

    def candidates(self, state: State) -> list[int]:
        """The candidate bitset of each cell (index ``row * n + col``) in ``state``."""
        return state[0]

    def grid(self, state: State) -> Grid:
        """The solution grid of a solved state: rows of values 1..n."""
        n, doms = self.n, self.candidates(state)
        return tuple(tuple(doms[r * n + c].bit_length() - 1 for c in range(n)) for r in range(n))

    def _propagate(
        self,
        doms: list[int],
        surv: list[int],
        tables: list[Table | None],
        queue: list[int],
        force: bool = False,
    ) -> bool:
        """Apply the rules until nothing changes; False on a wipe-out. Changes ``doms``, ``surv``
        and ``tables`` in place. ``queue`` holds the cells whose candidates changed; ``force`` has
        every cage and relation recompute its cells' supports once even if no tuple died (the root)."""
        self.propagations += 1
        queue = _CellQueue(queue)
        peers, cage_of, lines_of, lines = self.peers, self.cage_of, self.lines_of, self.lines
        cage_cells, values, full = self.scopes, self.values, self.full
        ncages, npart, rels_of = len(cage_cells), len(self.cage_cells), self.rels_of
        fresh = set(range(ncages)) if force else set()  # recompute supports even if no tuple died
        linears, linears_of = self.linears, self.linears_of
        lin_dirty = [force] * len(linears)
        dirty_lins = list(range(len(linears))) if force else []
        cage_dirty = [force] * ncages
        dirty_cages = list(range(ncages)) if force else []
        line_dirty = [False] * len(lines)
        dirty_lines: list[int] = []
        while True:
            while queue:
                k = queue.pop()
                d = doms[k]
                c = cage_of[k]
                if not cage_dirty[c]:
                    cage_dirty[c] = True
                    dirty_cages.append(c)
                for c in rels_of[k]:
                    if not cage_dirty[c]:
                        cage_dirty[c] = True
                        dirty_cages.append(c)
                for j in linears_of[k]:
                    if not lin_dirty[j]:
                        lin_dirty[j] = True
                        dirty_lins.append(j)
                for line in lines_of[k]:
                    if not line_dirty[line]:
                        line_dirty[line] = True
                        dirty_lines.append(line)
                if not d & (d - 1):  # a single candidate: remove it from its units
                    for p in peers[k]:
                        dp = doms[p]
                        if dp & d:
                            dp ^= d
                            if not dp:
                                self.failed = ncages + next(u for u in lines_of[k] if p in lines[u])
                                return False
                            doms[p] = dp
                            queue.append(p)
            if dirty_cages:
                c = dirty_cages.pop()
                cage_dirty[c] = False
                idx = cage_cells[c]
                table = tables[c]
                if table is None:
                    if c >= npart:  # a sightline without a table
                        if not seen_rule(idx, self.relations[c - npart].target, doms, queue, values):
                            self.failed = c
                            return False
                        continue
                    if not self._bounds(c, doms, queue):
                        self.failed = c
                        return False
                    size = 1
                    for k in idx:
                        size *= doms[k].bit_count()
                    if size <= TABLE_LIMIT:
                        table, surv[c] = self._table(self.cages[c], idx, [doms[k] for k in idx])
                        tables[c] = table
                        fresh.add(c)
                        cage_dirty[c] = True
                        dirty_cages.append(c)
                    continue
                cm, hard = table
                old = surv[c]
                s = old
                for pos, k in enumerate(idx):
                    support = 0
                    mp = cm[pos]
                    for v in values[doms[k]]:
                        support |= mp[v]
                    s &= support
                if s == old and c not in fresh:
                    continue
                if not s:
                    self.failed = c
                    return False
                fresh.discard(c)
                surv[c] = s
                for pos, k in enumerate(idx):
                    d = doms[k]
                    mp = cm[pos]
                    nd = 0
                    for v in values[d]:
                        if s & mp[v]:
                            nd |= 1 << v
                    if nd != d:
                        doms[k] = nd
                        queue.append(k)
                for others, avoid in hard:
                    for bit, without in avoid:
                        if not s & without:  # every surviving tuple puts this value in the line
                            for p in others:
                                dp = doms[p]
                                if dp & bit:
                                    dp ^= bit
                                    if not dp:
                                        self.failed = c
                                        return False
                                    doms[p] = dp
                                    queue.append(p)
                continue
            if dirty_lines:
                line = dirty_lines.pop()
                line_dirty[line] = False
                once = twice = 0
                cells = lines[line]
                for k in cells:
                    d = doms[k]
                    twice |= once & d
                    once |= d
                whole = len(cells) == self.n  # every value once (a cage's unit may hold fewer cells)
                if whole and once != full:
                    self.failed = ncages + line
                    return False
                single = once & ~twice if whole else 0  # hidden singles, then the matching, as in C
                while single:
                    bit = single & -single
                    single ^= bit
                    for k in cells:
                        if doms[k] & bit:
                            if doms[k] != bit:
                                doms[k] = bit
                                queue.append(k)
                            break
                if self.matching and not all_different(cells, doms, queue, values, whole):
                    self.failed = ncages + line
                    return False
                continue
            if dirty_lins:
                j = dirty_lins.pop()
                lin_dirty[j] = False
                if not line_sum(linears[j], doms, queue, values):
                    self.failed = ncages + linears[j][5]
                    return False
                continue
            return True
