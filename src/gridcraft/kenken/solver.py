"""The KenKen solver: cage tables and Latin propagation on the shared engine.

A search state holds one candidate bitset per cell (bit ``v`` set while value ``v`` is possible;
cells indexed ``row * n + col``) and, per cage, the bitset of its surviving tuples (see
:mod:`gridcraft.kenken.tuples`). Propagation runs to a fixpoint over four rules:

1. naked singles: a cell with one candidate removes it from its row and column;
2. cage consistency (generalised arc consistency on the cage's table): a cage keeps the tuples whose
   every value is still a candidate, and each cell keeps the values some surviving tuple gives it;
3. hidden singles: a value with one place left in a row or column goes there (no place: wipe-out);
4. cage lines (the "Hard" rule of Simon Tatham's Keen): when every surviving tuple of a cage puts
   value ``v`` in the cage's cells of some row or column, ``v`` leaves the rest of that line.

The engine branches on the cell with the fewest candidates (first such cell in reading order), one
child per candidate, so every solution is found exactly once. Undo is copy-on-branch.
"""

from __future__ import annotations

from collections.abc import Iterator

from gridcraft.engine import Budget, SearchStats
from gridcraft.engine import count as engine_count
from gridcraft.engine import solutions as engine_solutions
from gridcraft.kenken.model import Grid, KenKenPuzzle
from gridcraft.kenken.tuples import cage_tuples, tuple_masks

State = tuple[list[int], list[int]]  # (candidates per cell, surviving tuples per cage)
Choice = tuple[int, int]  # (cell index, value)


class _Values(dict[int, tuple[int, ...]]):
    """Memo: bitset -> the values of its set bits, ascending."""

    def __missing__(self, bits: int) -> tuple[int, ...]:
        out = tuple(v for v in range(bits.bit_length()) if bits >> v & 1)
        self[bits] = out
        return out


class KenKenProblem:
    """A :class:`gridcraft.engine.Problem` for one puzzle.

    Args:
        puzzle: the puzzle.
        cage_lines: apply rule 4 above (on by default; off only to measure its effect).

    Building it enumerates every cage's tuples once (see :func:`cage_tuples`).
    """

    def __init__(self, puzzle: KenKenPuzzle, *, cage_lines: bool = True) -> None:
        n = self.n = puzzle.size
        self.propagations = 0
        self.full = (1 << (n + 1)) - 2
        cells = n * n
        self.values = _Values()
        rows = [tuple(r * n + c for c in range(n)) for r in range(n)]
        cols = [tuple(r * n + c for r in range(n)) for c in range(n)]
        self.lines = rows + cols
        self.lines_of = [(k // n, n + k % n) for k in range(cells)]
        self.peers = [tuple(p for p in rows[k // n] + cols[k % n] if p != k) for k in range(cells)]
        self.cage_cells: list[tuple[int, ...]] = []
        self.cage_of = [0] * cells
        self.masks: list[list[list[int]]] = []
        self.all_tuples: list[int] = []
        self.hard: list[list[tuple[tuple[int, ...], list[tuple[int, int]]]]] = []
        for c, cage in enumerate(puzzle.cages):
            idx = tuple(r * n + col for r, col in cage.cells)
            self.cage_cells.append(idx)
            for k in idx:
                self.cage_of[k] = c
            tuples = cage_tuples(cage, n)
            masks = tuple_masks(tuples, len(idx), n)
            self.masks.append(masks)
            everything = (1 << len(tuples)) - 1
            self.all_tuples.append(everything)
            self.hard.append(self._cage_lines(idx, masks, everything) if cage_lines else [])

    def _cage_lines(
        self, idx: tuple[int, ...], masks: list[list[int]], everything: int
    ) -> list[tuple[tuple[int, ...], list[tuple[int, int]]]]:
        """Rule 4 data of a cage: per line holding 2+ of its cells, the line's other cells and, per
        value, (bit of the value, tuples that do NOT put the value in the cage's part of the line)."""
        n = self.n
        out = []
        for line in range(2 * n):
            inside = [pos for pos, k in enumerate(idx) if self.lines_of[k][line >= n] == line]
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

    def root(self) -> State | None:
        """The propagated start: every candidate open, every tuple alive; ``None`` if that fails."""
        n = self.n
        doms = [self.full] * (n * n)
        surv = list(self.all_tuples)
        if not all(surv):
            return None
        if not self._propagate(doms, surv, list(range(n * n)), force=True):
            return None
        return doms, surv

    def branch(self, state: State) -> list[Choice] | None:
        """One choice per candidate of the open cell with the fewest; ``None`` when all are fixed."""
        doms = state[0]
        best, fewest = -1, 99
        for k, d in enumerate(doms):
            if d & (d - 1):
                size = d.bit_count()
                if size < fewest:
                    best, fewest = k, size
                    if size == 2:
                        break
        if best < 0:
            return None
        return [(best, v) for v in self.values[doms[best]]]

    def child(self, state: State, choice: Choice) -> State | None:
        """``state`` with cell ``choice[0]`` set to value ``choice[1]``, propagated; ``None`` on wipe-out."""
        doms, surv = state[0][:], state[1][:]
        k, v = choice
        doms[k] = 1 << v
        if not self._propagate(doms, surv, [k]):
            return None
        return doms, surv

    def grid(self, state: State) -> Grid:
        """The solution grid of a solved state: rows of values 1..n."""
        n, doms = self.n, state[0]
        return tuple(tuple(doms[r * n + c].bit_length() - 1 for c in range(n)) for r in range(n))

    def _propagate(self, doms: list[int], surv: list[int], queue: list[int], force: bool = False) -> bool:
        """Apply the four rules until nothing changes; False on a wipe-out. ``queue`` holds the cells
        whose candidates changed; ``force`` filters every cage even if no tuple died (the root)."""
        self.propagations += 1
        peers, cage_of, lines_of, lines = self.peers, self.cage_of, self.lines_of, self.lines
        cage_cells, masks, hard, values, full = self.cage_cells, self.masks, self.hard, self.values, self.full
        ncages = len(cage_cells)
        cage_dirty = [force] * ncages
        dirty_cages = list(range(ncages)) if force else []
        line_dirty = [False] * (2 * self.n)
        dirty_lines: list[int] = []
        while True:
            while queue:
                k = queue.pop()
                d = doms[k]
                c = cage_of[k]
                if not cage_dirty[c]:
                    cage_dirty[c] = True
                    dirty_cages.append(c)
                for line in lines_of[k]:
                    if not line_dirty[line]:
                        line_dirty[line] = True
                        dirty_lines.append(line)
                if not d & (d - 1):  # a single candidate: remove it from the row and column
                    for p in peers[k]:
                        dp = doms[p]
                        if dp & d:
                            dp ^= d
                            if not dp:
                                return False
                            doms[p] = dp
                            queue.append(p)
            if dirty_cages:
                c = dirty_cages.pop()
                cage_dirty[c] = False
                idx = cage_cells[c]
                cm = masks[c]
                old = surv[c]
                s = old
                for pos, k in enumerate(idx):
                    support = 0
                    mp = cm[pos]
                    for v in values[doms[k]]:
                        support |= mp[v]
                    s &= support
                if s == old and not force:
                    continue
                if not s:
                    return False
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
                for others, avoid in hard[c]:
                    for bit, without in avoid:
                        if not s & without:  # every surviving tuple puts this value in the line
                            for p in others:
                                dp = doms[p]
                                if dp & bit:
                                    dp ^= bit
                                    if not dp:
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
                if once != full:
                    return False
                single = once & ~twice
                while single:
                    bit = single & -single
                    single ^= bit
                    for k in cells:
                        if doms[k] & bit:
                            if doms[k] != bit:
                                doms[k] = bit
                                queue.append(k)
                            break
                continue
            return True


def solutions(
    puzzle: KenKenPuzzle,
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> Iterator[Grid]:
    """Yield the solutions of ``puzzle`` as grids (``n`` rows of values 1..n), at most ``limit``.

    Depth-first search on the shared engine (:func:`gridcraft.engine.solutions`); ``budget`` (seconds
    and nodes) and ``stats`` are passed through. The order is deterministic.

    Raises:
        ValueError: ``limit`` is below 1.
    """
    problem = KenKenProblem(puzzle)
    for state in engine_solutions(problem, limit, budget=budget, stats=stats):
        yield problem.grid(state)


def count(
    puzzle: KenKenPuzzle,
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> int:
    """The number of solutions of ``puzzle``, counting at most ``limit`` (``None``: all).

    Exact when ``stats.complete`` is true afterwards; unique means ``count(puzzle, 2) == 1``.

    Raises:
        ValueError: ``limit`` is below 1.
    """
    return engine_count(KenKenProblem(puzzle), limit, budget=budget, stats=stats)
