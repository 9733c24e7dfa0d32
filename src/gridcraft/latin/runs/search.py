"""The exact search of a grid of runs with sums in pure Python: the reference of ``_runs.c``.

Every white cell keeps a candidate bitset (bit ``d - 1``: digit ``d``). A cell is *fixed* when one
candidate is left. The rules below run on every run to their fixed point:

- distinct digits: a fixed cell's digit leaves the other cells of its runs (two fixed cells of a
  run with the same digit are a contradiction);
- combinations: of the digit sets of the run's length and sum (:data:`~gridcraft.latin.runs.model.COMBOS`),
  a set stays when it holds every fixed digit of the run, meets every other cell's candidates, and
  its digits not fixed yet all have a place among those candidates; each open cell keeps only the
  digits of the sets that stay (none stays: a contradiction);
- needed digits: a digit every staying set holds, not fixed yet, with one place left in the run
  goes there (no place: a contradiction).

Every rule only removes candidates, and removes more from fewer, so the fixed point does not depend
on the order the rules run in: the C search, which visits the runs in another order, reaches the
same state. The search branches on the open cell with fewest candidates (the lowest index among
equals) and tries its digits in increasing order, each on a copy of the candidates (copy on branch).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from gridcraft.engine import Budget, SearchStats
from gridcraft.latin.runs.model import COMBOS, FULL, Board, Run

Doms = list[int]


class Tables:
    """What the propagation reads of a board: each run's cells and combinations, each cell's runs."""

    __slots__ = ("cells", "combos", "runs_of", "size")

    def __init__(self, board: Board) -> None:
        self.size = board.size
        self.cells = tuple(run.cells for run in board.runs)
        self.combos = tuple(
            None if not run.total else COMBOS[len(run.cells)][run.total] if _fits(run) else ()
            for run in board.runs
        )
        self.runs_of = board.runs_of()


def _fits(run: Run) -> bool:
    return len(run.cells) <= 9 and run.total <= 45


def start(board: Board) -> Doms:
    """The candidates before propagation: a given's digit, else 1 to 9."""
    return [1 << (g - 1) if g else FULL for g in board.givens]


def _run(tables: Tables, k: int, doms: Doms) -> list[int] | None:
    """Apply the rules to run ``k`` once: the cells it changed, or ``None`` on a contradiction."""
    cells = tables.cells[k]
    placed = 0
    for i in cells:
        d = doms[i]
        if d & (d - 1) == 0:
            if placed & d:
                return None
            placed |= d
    changed: list[int] = []
    open_cells = [i for i in cells if doms[i] & (doms[i] - 1)]
    for i in open_cells:
        if doms[i] & placed:
            doms[i] &= ~placed
            if not doms[i]:
                return None
            changed.append(i)
    if any(doms[i] & (doms[i] - 1) == 0 for i in changed):
        return changed  # a cell newly fixed: the run is visited again with its digit placed
    sets = tables.combos[k]
    if sets is None:
        if len(cells) > 9:
            return None
        return changed
    union = 0
    for i in open_cells:
        union |= doms[i]
    allowed, need = 0, FULL
    for m in sets:
        rest = m & ~placed
        if m & placed != placed or rest & ~union or any(not doms[i] & rest for i in open_cells):
            continue
        allowed |= m
        need &= m
    if not allowed:
        return None
    for i in open_cells:
        d = doms[i]
        if d & (d - 1) and d & ~allowed:
            doms[i] = d & allowed
            if not doms[i]:
                return None
            changed.append(i)
    placed = 0
    for i in cells:
        if doms[i] & (doms[i] - 1) == 0:
            placed |= doms[i]
    for digit in range(9):
        bit = 1 << digit
        if not need & bit or placed & bit:
            continue
        where = [i for i in cells if doms[i] & bit]
        if not where:
            return None
        if len(where) == 1 and doms[where[0]] != bit:
            doms[where[0]] = bit
            changed.append(where[0])
    return changed


def propagate(tables: Tables, doms: Doms) -> Doms | None:
    """``doms`` (changed in place) at the rules' fixed point, or ``None`` on a contradiction."""
    pending = list(range(len(tables.cells)))
    queued = [True] * len(pending)
    while pending:
        k = pending.pop()
        queued[k] = False
        changed = _run(tables, k, doms)
        if changed is None:
            return None
        for i in changed:
            for j in tables.runs_of[i]:
                if not queued[j]:
                    queued[j] = True
                    pending.append(j)
        if changed and not queued[k]:
            queued[k] = True
            pending.append(k)
    for d in doms:
        if not d:
            return None
    return doms


def branch_cell(doms: Sequence[int]) -> int:
    """The open cell with fewest candidates (lowest index among equals), or -1: all fixed."""
    best, best_count = -1, 10
    for i, d in enumerate(doms):
        if d & (d - 1):
            n = d.bit_count()
            if n < best_count:
                best, best_count = i, n
    return best


def digits(doms: Sequence[int]) -> tuple[int, ...]:
    """The digit of each cell of a solution state."""
    return tuple(d.bit_length() for d in doms)


def solve(
    board: Board,
    limit: int | None = 2,
    *,
    rng: random.Random | None = None,
    order: Callable[[list[int]], None] | None = None,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> Iterator[tuple[int, ...]]:
    """The solutions of ``board`` (a digit per white cell), at most ``limit``, depth first;
    ``rng`` tries each cell's digits in random order (a random fill), ``order`` in the order it
    puts their bits in (changing the list it is given). ``stats`` counts nodes and
    failures and says whether the search was complete."""
    tables = Tables(board)
    stats = stats if stats is not None else SearchStats()
    budget = budget if budget is not None else Budget()
    stats.nodes = 1
    root = propagate(tables, start(board))
    if root is None:
        stats.complete = True
        return
    stack: list[tuple[Doms, int, list[int]]] = []
    found = 0

    def frame(doms: Doms) -> tuple[Doms, int, list[int]] | None:
        i = branch_cell(doms)
        if i < 0:
            return None
        values = [1 << d for d in range(9) if doms[i] >> d & 1]
        if order is not None:
            order(values)
        elif rng is not None:
            rng.shuffle(values)
        values.reverse()
        return doms, i, values

    first = frame(root)
    if first is None:
        stats.solutions = 1
        stats.complete = True
        yield digits(root)
        return
    stack.append(first)
    while stack:
        doms, i, values = stack[-1]
        if not values:
            stack.pop()
            continue
        if budget.spent(stats.nodes):
            stats.budget_exhausted = True
            return
        bit = values.pop()
        child = list(doms)
        child[i] = bit
        stats.nodes += 1
        if propagate(tables, child) is None:
            stats.backtracks += 1
            continue
        more = frame(child)
        if more is not None:
            stack.append(more)
            continue
        found += 1
        stats.solutions = found
        yield digits(child)
        if limit is not None and found >= limit:
            return
    stats.complete = True
