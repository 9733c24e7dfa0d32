"""The fill-in solver: a word bank with bitset domains, propagated to a fixpoint, on the engine.

Model (after J. W. Shipman's kkck word bank): each slot keeps the bitset of the words that may
still fill it, each white cell the bitset of the letters it may still hold. Word types are the
distinct words of the list; a word listed ``m`` times has ``m`` copies to place.

Propagation (every rule prunes only; a wipe-out returns ``None``):

* crossing: a cell keeps the letters that some candidate of each of its slots puts there, and a
  slot keeps the candidates whose letters are all still possible in its cells. Only slots whose
  candidates changed are re-examined (a work queue).
* word count, per length: a word assigned to as many slots as it has copies leaves every other
  slot; a word whose copies have exactly as many possible slots as copies goes there; a word with
  fewer possible slots than copies is a wipe-out.

Branching: the slot with the fewest candidates (ties: the most crossings, then the first slot),
one child per candidate word, as in the seed solver's MRV search.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from gridcraft.engine import Budget, SearchStats, bit_indices, lowest_index
from gridcraft.engine import solutions as engine_solutions
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin.diagnose import diagnose
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid

State = tuple[list[int], list[int]]  # (candidates per slot, letters per cell), bitsets
Choice = tuple[int, int]  # (slot index, word index)


class FillinProblem:
    """A :class:`FillinPuzzle` as an engine :class:`~gridcraft.engine.Problem`.

    Raises:
        InvalidPuzzle: the puzzle fails :func:`~gridcraft.fillin.diagnose.diagnose`.
    """

    def __init__(self, puzzle: FillinPuzzle) -> None:
        problems = diagnose(puzzle)
        if problems:
            raise InvalidPuzzle(problems[0].message)
        self.puzzle = puzzle
        self.propagations = 0
        counts = puzzle.word_counts()
        self.words: list[str] = sorted(counts, key=lambda w: (len(w), w))
        self.copies: list[int] = [counts[w] for w in self.words]
        letters = sorted({ch for w in self.words for ch in w})
        self.alphabet: list[str] = letters
        index = {ch: a for a, ch in enumerate(letters)}
        slots = puzzle.slots
        cells = sorted({cell for s in slots for cell in s.cells})
        self.cells = cells
        cell_id = {cell: k for k, cell in enumerate(cells)}
        self.slot_cells: list[list[int]] = [[cell_id[c] for c in s.cells] for s in slots]
        # per length: masks[length][position][letter] = words of that length with that letter there
        masks: dict[int, list[list[int]]] = {}
        for w, word in enumerate(self.words):
            table = masks.setdefault(len(word), [[0] * len(letters) for _ in word])
            for i, ch in enumerate(word):
                table[i][index[ch]] |= 1 << w
        self.masks: list[list[list[int]]] = [masks[s.length] for s in slots]
        on_cell: dict[int, list[tuple[int, int]]] = {}
        for s, ids in enumerate(self.slot_cells):
            for i, c in enumerate(ids):
                on_cell.setdefault(c, []).append((s, i))
        # crossings[s] = (position in s, cell, crossing slot t, position in t)
        self.crossings: list[list[tuple[int, int, int, int]]] = [
            [(i, c, t, j) for i, c in enumerate(ids) for t, j in on_cell[c] if t != s]
            for s, ids in enumerate(self.slot_cells)
        ]
        self.group_of: list[int] = [s.length for s in slots]
        self.groups: dict[int, list[int]] = {}
        for s, slot in enumerate(slots):
            self.groups.setdefault(slot.length, []).append(s)
        self.single_copy: dict[int, int] = {}  # length -> words listed once
        self.multi_copy: dict[int, list[int]] = {}  # length -> words listed more than once
        for w, word in enumerate(self.words):
            if self.copies[w] == 1:
                self.single_copy[len(word)] = self.single_copy.get(len(word), 0) | (1 << w)
            else:
                self.multi_copy.setdefault(len(word), []).append(w)
        self.order = sorted(range(len(slots)), key=lambda s: -len(self.crossings[s]))

    # -- the engine's Problem ------------------------------------------------------------------
    def root(self) -> State | None:
        """All words of each slot's length that agree with the given letters, propagated."""
        full = (1 << len(self.alphabet)) - 1
        letters = [full] * len(self.cells)
        givens = self.puzzle.givens()
        index = {ch: a for a, ch in enumerate(self.alphabet)}
        doms = []
        for s, ids in enumerate(self.slot_cells):
            d = sum(1 << w for w, word in enumerate(self.words) if len(word) == len(ids))
            for i, c in enumerate(ids):
                ch = givens.get(self.cells[c], EMPTY)
                if ch != EMPTY:
                    d &= self.masks[s][i][index[ch]]
                    letters[c] = 1 << index[ch]
            doms.append(d)
        if not all(doms):
            return None
        state = (doms, letters)
        return state if self._propagate(state, set(range(len(doms)))) else None

    def branch(self, state: State) -> Iterable[Choice] | None:
        """The candidates of the open slot with the fewest (ties: most crossings), or ``None``."""
        doms = state[0]
        best, best_n = -1, 1 << 30
        for s in self.order:
            d = doms[s]
            if d & (d - 1):
                n = d.bit_count()
                if n < best_n:
                    best, best_n = s, n
                    if n == 2:
                        break
        if best < 0:
            return None
        return [(best, w) for w in bit_indices(doms[best])]

    def child(self, state: State, choice: Choice) -> State | None:
        """A copy of ``state`` with word ``choice[1]`` in slot ``choice[0]``, propagated."""
        s, w = choice
        doms = state[0][:]
        doms[s] = 1 << w
        new = (doms, state[1][:])
        return new if self._propagate(new, {s}) else None

    # -- propagation ---------------------------------------------------------------------------
    def _propagate(self, state: State, queue: set[int]) -> bool:
        """Prune ``state`` in place to the fixpoint of both rules; False on a wipe-out."""
        doms, letters = state
        masks, crossings, group_of = self.masks, self.crossings, self.group_of
        dirty: set[int] = set()
        while True:
            self.propagations += 1
            while queue:
                s = queue.pop()
                dirty.add(group_of[s])
                d = doms[s]
                table = masks[s]
                for i, c, t, j in crossings[s]:
                    had = letters[c]
                    at = table[i]
                    keep = 0
                    x = had
                    while x:
                        low = x & -x
                        if d & at[low.bit_length() - 1]:
                            keep |= low
                        x ^= low
                    if keep == had:
                        continue
                    if not keep:
                        return False
                    letters[c] = keep
                    other = masks[t][j]
                    allowed = 0
                    while keep:
                        low = keep & -keep
                        allowed |= other[low.bit_length() - 1]
                        keep ^= low
                    dt = doms[t]
                    if dt & ~allowed:
                        dt &= allowed
                        if not dt:
                            return False
                        doms[t] = dt
                        queue.add(t)
            if not dirty:
                return True
            for length in dirty:
                if not self._count_words(doms, length, queue):
                    return False
            dirty.clear()
            if not queue:
                return True

    def _count_words(self, doms: list[int], length: int, queue: set[int]) -> bool:
        """The word-count rule on the slots of one length; changed slots go into ``queue``."""
        group = self.groups[length]
        need = self.single_copy.get(length, 0)
        once = twice = taken = 0
        for s in group:
            d = doms[s]
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if taken & d & need:
                    return False  # one copy, two slots
                taken |= d
        if need & ~once:
            return False  # a word no slot can take
        taken &= need
        if taken & twice:  # assigned words leave the other slots
            for s in group:
                d = doms[s]
                if d & (d - 1) and d & taken:
                    d &= ~taken
                    if not d:
                        return False
                    doms[s] = d
                    queue.add(s)
        hidden = need & once & ~twice & ~taken
        if hidden:  # a word with one possible slot goes there
            for s in group:
                d = doms[s]
                if d & (d - 1) and d & hidden:
                    h = d & hidden
                    if h & (h - 1):
                        return False  # two words that need this one slot
                    doms[s] = h
                    queue.add(s)
        for w in self.multi_copy.get(length, ()):
            if not self._count_copies(doms, group, w, queue):
                return False
        return True

    def _count_copies(self, doms: list[int], group: list[int], w: int, queue: set[int]) -> bool:
        bit, m = 1 << w, self.copies[w]
        holding = [s for s in group if doms[s] & bit]
        placed = sum(1 for s in holding if doms[s] == bit)
        if placed > m or len(holding) < m:
            return False
        if placed == m and len(holding) > m:
            for s in holding:
                if doms[s] != bit:
                    doms[s] &= ~bit
                    queue.add(s)
        elif len(holding) == m and placed < m:
            for s in holding:
                if doms[s] != bit:
                    doms[s] = bit
                    queue.add(s)
        return True

    # -- results -------------------------------------------------------------------------------
    def grid(self, state: State) -> Grid:
        """The filled grid of a solution state: ``height`` rows, a space for a block."""
        rows = [[" " if ch == BLOCK else ch for ch in row] for row in self.puzzle.rows]
        for s, ids in enumerate(self.slot_cells):
            word = self.words[lowest_index(state[0][s])]
            for c, ch in zip(ids, word):
                r, col = self.cells[c]
                rows[r][col] = ch
        return tuple("".join(row) for row in rows)


def solutions(
    puzzle: FillinPuzzle,
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> Iterator[Grid]:
    """Yield the solutions of ``puzzle`` as filled grids, at most ``limit`` (``None``: all).

    Each grid is ``puzzle.height`` strings of ``puzzle.width`` characters, a space for a block.
    Two solutions differ in at least one cell. ``stats`` (the engine's :class:`SearchStats`) says
    whether the search was complete and why it stopped.

    Raises:
        InvalidPuzzle: the puzzle fails the checks of :func:`~gridcraft.fillin.diagnose.diagnose`.
        ValueError: ``limit`` below 1.
    """
    problem = FillinProblem(puzzle)
    for state in engine_solutions(problem, limit, budget=budget, stats=stats):
        yield problem.grid(state)


def count(
    puzzle: FillinPuzzle,
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> int:
    """The number of solutions of ``puzzle``, counting at most ``limit``; exact when
    ``stats.complete`` (``count(p, 2) == 1`` with a complete search proves uniqueness).

    Raises:
        InvalidPuzzle, ValueError: as :func:`solutions`.
    """
    return sum(1 for _ in solutions(puzzle, limit, budget=budget, stats=stats))
