"""Given letters that make a fill-in puzzle's answer its only solution.

A word-list puzzle handed out must have exactly one answer. When the empty grid has several fills,
some cells are printed with their letter (givens). :func:`unique_givens` finds the fewest:

1. Enumerate the fills with the solver, up to a limit. One fill: no givens are needed.
2. All fills known (the search was complete): a set of givens makes fill ``A`` the only solution
   exactly when, for every other fill ``B``, some given cell holds different letters in ``A`` and
   ``B``. That is a minimum hitting set over the sets of cells where the fills differ, solved
   exactly here by branch and bound (branch on the cells of the smallest set not yet hit; bound by
   a greedy count of pairwise disjoint sets still to hit), for the answer asked for and, when there
   are few fills, for every fill as ``A`` (any fill is as good an answer): proven minimal.
3. Too many fills to enumerate (more than ``2 ** k`` when ``k`` swaps of two words share no
   slot, or more than :data:`ENUMERATE_SHARE` of the budget's nodes, or without a node limit of
   the time left, needed to enumerate them): every
   swap of two words gets a given first (:func:`_swaps`), then givens are added in rounds until
   the solver proves one solution. Each round finds another solution of the puzzle so far and
   gives one cell for each independent way it differs from the answer (the words it moves,
   linked into swaps and cycles: see :func:`_breaks`). Then any given whose removal keeps the
   solution unique is dropped. The result is the best found, not proven minimal.

Every result is checked by the solver: the puzzle with its givens has exactly one solution
(search complete).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from gridcraft.engine import Budget, SearchStats, verdict
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.fillin.native import search_problem
from gridcraft.grid import Cell, Slot

#: fills enumerated before switching from the exact method to the incremental one
FILL_LIMIT = 5000
#: fills tried as the answer by the exact method (beyond it, only the answer asked for)
ANSWERS_TRIED = 64
#: share of the node limit (without one: of the time left) that the enumeration of fills may take
#: before the incremental method is used instead (a list of 300 words can have thousands of fills,
#: a few ms each)
ENUMERATE_SHARE = 1 / 3
#: branch-and-bound nodes of one hitting-set search before it settles for the best so far
HITTING_NODES = 200_000


@dataclass(frozen=True, slots=True)
class Givens:
    """Givens that make ``answer`` the only solution.

    Attributes:
        answer: the fill the givens single out (``height`` rows, a space for a block).
        cells: the given cells, ``(row, col)`` 0-based, in reading order.
        fills: the number of fills of the empty grid (a lower bound when not ``complete``).
        complete: every fill of the empty grid was enumerated.
        minimal: proven: no fewer givens single out ``answer`` (and, when the empty grid has at
            most :data:`ANSWERS_TRIED` fills, no fewer single out any fill).
    """

    answer: Grid
    cells: tuple[Cell, ...]
    fills: int
    complete: bool
    minimal: bool

    def puzzle(self, blank: FillinPuzzle) -> FillinPuzzle:
        """``blank`` with the letters of the given cells filled in."""
        return with_givens(blank, self.answer, self.cells)


def with_givens(blank: FillinPuzzle, answer: Grid, cells: tuple[Cell, ...] | list[Cell]) -> FillinPuzzle:
    """``blank`` with the letters of ``answer`` in ``cells`` (``(row, col)``, white cells)."""
    rows = [list(row) for row in blank.rows]
    for r, c in cells:
        rows[r][c] = answer[r][c]
    return FillinPuzzle(tuple("".join(row) for row in rows), blank.words)


def unique_givens(
    blank: FillinPuzzle, answer: Grid, *, budget: Budget | None = None, limit: int = FILL_LIMIT
) -> Givens | None:
    """The fewest givens found that make one fill of ``blank`` its only solution (see the module
    docstring), preferring ``answer`` when several fills need equally few.

    Args:
        blank: the puzzle without givens (its own given letters, if any, are kept).
        answer: a fill of ``blank``.
        budget: nodes for each of the solver's searches and seconds for all of them (``None``:
            no limit). With a node limit, what is found is the same on any machine unless the
            time limit cuts a search first (then ``budget.clock_cut``).
        limit: most fills enumerated for the exact method.

    Returns:
        The givens, or ``None`` when the budget ran out before uniqueness was proven.

    Raises:
        InvalidPuzzle: ``blank`` fails the fill-in checks.
    """
    budget = budget if budget is not None else Budget()
    swaps = _swaps(blank, answer)
    if 2 ** _disjoint(blank, swaps) > limit:  # more fills than are enumerated: no time spent on them
        many = _incremental(blank, answer, budget, swaps)
        return None if many is None else Givens(answer, many, limit + 1, False, False)
    stats = SearchStats()
    found = verdict(search_problem(blank), limit + 1, budget=_share(budget, ENUMERATE_SHARE), stats=stats)
    fills = list(found.found)
    if stats.budget_exhausted and budget.expired():
        return None
    if len(fills) <= 1 and stats.complete:
        return Givens(answer, (), len(fills), True, True)
    if stats.complete:
        best = _exact(blank, answer, fills)
        assert _unique(best.puzzle(blank), budget)  # proven by the solver, as the docstring says
        return best
    cells = _incremental(blank, answer, budget, swaps)  # too many fills, or too slow, to enumerate
    if cells is None:
        return None
    return Givens(answer, cells, len(fills), False, False)


def _exact(blank: FillinPuzzle, answer: Grid, fills: list[Grid]) -> Givens:
    """The fewest givens over the fills as the answer (``answer`` first; every fill when there are
    at most :data:`ANSWERS_TRIED`); minimal when every hitting-set search was exhaustive."""
    white = sorted((r, c) for r, row in enumerate(blank.rows) for c, ch in enumerate(row) if ch == EMPTY)
    order = sorted(fills, key=lambda fill: fill != tuple(answer))
    if len(order) > ANSWERS_TRIED:
        order = order[:1]
    best: tuple[Cell, ...] | None = None
    chosen = order[0]
    proven = True
    for fill in order:
        differ = [
            frozenset(cell for cell in white if other[cell[0]][cell[1]] != fill[cell[0]][cell[1]])
            for other in fills
            if other != fill
        ]
        cells, exhaustive = _hitting_set(differ, None if best is None else len(best))
        proven = proven and exhaustive
        if cells is not None and (best is None or len(cells) < len(best)):
            best, chosen = tuple(sorted(cells)), fill
    assert best is not None
    return Givens(chosen, best, len(fills), True, proven)


def _hitting_set(sets: list[frozenset[Cell]], below: int | None) -> tuple[set[Cell] | None, bool]:
    """A smallest set of cells meeting every one of ``sets`` with fewer than ``below`` cells
    (``None``: any size), or ``None`` when there is none that small; and whether the search was
    exhaustive (at most :data:`HITTING_NODES` nodes; else the best found). Branch and bound."""
    best: list[set[Cell] | None] = [None]
    bound = [below if below is not None else len({c for s in sets for c in s}) + 1]
    nodes = [0]

    def lower(left: list[frozenset[Cell]]) -> int:
        """Pairwise disjoint sets among ``left``, picked greedily smallest first: each needs its own cell."""
        taken: set[Cell] = set()
        count = 0
        for s in sorted(left, key=len):
            if not s & taken:
                taken |= s
                count += 1
        return count

    def search(chosen: set[Cell], left: list[frozenset[Cell]]) -> None:
        nodes[0] += 1
        if nodes[0] > HITTING_NODES:
            return
        if not left:
            if len(chosen) < bound[0]:
                best[0], bound[0] = set(chosen), len(chosen)
            return
        if len(chosen) + lower(left) >= bound[0]:
            return
        smallest = min(left, key=len)
        for cell in sorted(smallest, key=lambda c: (-sum(c in s for s in left), c)):
            chosen.add(cell)
            search(chosen, [s for s in left if cell not in s])
            chosen.remove(cell)

    search(set(), sets)
    if best[0] is None and below is None:  # out of nodes before any: every set's first cell hits all
        best[0] = {min(s) for s in sets}
    return best[0], nodes[0] <= HITTING_NODES


def _unique(puzzle: FillinPuzzle, budget: Budget) -> bool:
    """True when the solver proves ``puzzle`` has exactly one solution."""
    stats = SearchStats()
    return len(verdict(search_problem(puzzle), 2, budget=budget, stats=stats).found) == 1 and stats.complete


def _share(budget: Budget, share: float) -> Budget:
    """A budget for one search: ``share`` of ``budget``'s node limit, ending at its deadline at
    the latest, so that what the search finds is the same on any machine; without a node limit,
    ``share`` of the time it has left (no time limit when ``budget`` has none)."""
    if budget.node_limit is not None:
        return Budget.until(budget.deadline, max(1, int(share * budget.node_limit)))
    left = budget.remaining()
    if left is None:
        return Budget()
    return Budget(time_limit=share * left)


def _breaks(blank: FillinPuzzle, answer: Grid, other: Grid) -> list[Cell]:
    """Cells whose letters, given, rule ``other`` out, one for each independent way it differs
    from ``answer``: the slots whose words differ are linked where ``other`` puts in one slot the
    word ``answer`` has in another (a swap, or a longer cycle of words) and where two of them cross
    at a cell that differs; each linked group gets its first differing cell in reading order."""

    def word(fill: Grid, slot: Slot) -> str:
        return "".join(fill[r][c] for r, c in slot.cells)

    changed = [slot for slot in blank.slots if word(other, slot) != word(answer, slot)]
    parent = list(range(len(changed)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    holding: dict[str, list[int]] = {}  # an answer word -> the changed slots that hold it
    at: dict[Cell, int] = {}  # a differing cell -> a changed slot through it
    for i, slot in enumerate(changed):
        holding.setdefault(word(answer, slot), []).append(i)
    for i, slot in enumerate(changed):
        for j in holding.get(word(other, slot), []):
            parent[root(i)] = root(j)
        for r, c in slot.cells:
            if other[r][c] != answer[r][c]:
                if (r, c) in at:
                    parent[root(i)] = root(at[(r, c)])
                at[(r, c)] = i
    first: dict[int, Cell] = {}
    for cell in sorted(at):
        first.setdefault(root(at[cell]), cell)
    return sorted(first.values())


def _incremental(
    blank: FillinPuzzle, answer: Grid, budget: Budget, swaps: list[frozenset[Cell]] | None = None
) -> tuple[Cell, ...] | None:
    """Givens until the answer is the only solution, then the needless ones dropped; ``None`` when
    the budget runs out first. The first givens break every swap of two words (:func:`_swaps`);
    then rounds of the solver find what else differs (:func:`_breaks`). A given that alone breaks
    some swap is needed, so only the others are tried for dropping (``swaps``: :func:`_swaps`,
    when known)."""
    swaps = _swaps(blank, answer) if swaps is None else swaps
    cells: list[Cell] = []
    left = swaps
    while left:  # greedily, the cell that breaks the most swaps not yet broken (first in reading order)
        count = Counter(cell for differ in left for cell in differ)
        best = min(count, key=lambda cell: (-count[cell], cell))
        cells.append(best)
        left = [differ for differ in left if best not in differ]
    needed = {next(iter(hit)) for differ in swaps if len(hit := differ.intersection(cells)) == 1}
    while True:
        stats = SearchStats()
        found = verdict(search_problem(with_givens(blank, answer, cells)), 2, budget=budget, stats=stats)
        if stats.budget_exhausted:
            return None
        others = [fill for fill in found.found if fill != tuple(answer)]
        if not others:
            break
        cells += _breaks(blank, answer, others[0])
    for cell in list(cells):  # drop a given the others make needless
        if cell in needed:
            continue
        fewer = [c for c in cells if c != cell]
        if _unique(with_givens(blank, answer, fewer), budget):
            cells = fewer
    return tuple(sorted(cells))


def _disjoint(blank: FillinPuzzle, swaps: list[frozenset[Cell]]) -> int:
    """How many of ``swaps`` (:func:`_swaps`) share no slot, taken greedily: each can be made or
    not whatever the others do, so the grid has at least 2 to that power fills. (A swap's cells
    are its slots' uncrossed cells, each in one slot only.)"""
    owner = {cell: i for i, slot in enumerate(blank.slots) for cell in slot.cells}
    used: set[int] = set()
    count = 0
    for differ in swaps:
        slots = {owner[cell] for cell in differ}
        if not slots & used:
            used |= slots
            count += 1
    return count


def _swaps(blank: FillinPuzzle, answer: Grid) -> list[frozenset[Cell]]:
    """The swaps of two words that give another fill: for two slots of the same length that do not
    cross, whose words agree wherever another slot crosses either, the cells where they differ
    in either slot (a fill exactly when the two words differ; each set must hold a given)."""
    crossed: dict[Cell, int] = {}
    for slot in blank.slots:
        for cell in slot.cells:
            crossed[cell] = crossed.get(cell, 0) + 1
    by_length: dict[int, list[tuple[Slot, str, tuple[int, ...]]]] = {}
    for slot in blank.slots:
        text = "".join(answer[r][c] for r, c in slot.cells)
        fixed = tuple(i for i, cell in enumerate(slot.cells) if crossed[cell] > 1)
        by_length.setdefault(slot.length, []).append((slot, text, fixed))
    swaps = []
    for group in by_length.values():
        for i, (one, a, fixed_one) in enumerate(group):
            for two, b, fixed_two in group[i + 1 :]:
                if a == b or any(a[k] != b[k] for k in fixed_one) or any(a[k] != b[k] for k in fixed_two):
                    continue
                if set(one.cells).intersection(two.cells):
                    continue
                swaps.append(
                    frozenset(
                        cell for slot in (one, two) for k, cell in enumerate(slot.cells) if a[k] != b[k]
                    )
                )
    return swaps
