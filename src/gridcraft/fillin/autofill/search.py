"""The filler's search: a crossword grid's slots filled from a dictionary, as an engine problem.

Model (the fill-in solver's word bank, after J. W. Shipman's kkck, over a dictionary index): each
slot keeps the bitset of the entries of its length that may still fill it, each white cell the
bitset of the letters it may still hold.

Propagation (prunes only; a wipe-out returns ``None``):

* crossing (arc consistency): a cell keeps the letters some candidate of each of its slots puts
  there, and a slot keeps the candidates whose letters are all still possible in its cells;
* no repeats: an entry that fills one slot leaves every other slot (an entry written whole in the
  grid too).

Branching: the open slot with the fewest candidates per unit of weight (its crossings plus the
wipe-outs its crossings caused: Boussemart et al.'s dom/wdeg), one child per candidate, the
highest-scored first (the index's order), so the first fill found is a well-scored one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gridcraft.engine import bit_indices, lowest_index
from gridcraft.fillin.autofill.index import LengthIndex, SharedRuns
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.fillin.solver import _support, _words_with
from gridcraft.grid import Slot

State = tuple[list[int], list[int]]  # (candidates per slot, letters per cell), bitsets
Choice = tuple[int, int]  # (slot, entry index in its length's index)


class FillProblem:
    """A crossword grid and a dictionary index as an engine :class:`~gridcraft.engine.Problem`.

    Args:
        puzzle: the grid (its word list unused): ``#`` blocks, ``.`` empty cells, letters fixed.
        slots: the slots to fill (a subset of ``puzzle.slots``; the rest are not checked).
        index: the dictionary index of the slots' lengths (see
            :func:`~gridcraft.fillin.autofill.index.build_index`).
        alphabet: letter -> index, every letter of the index and of the grid.
        taken: entries that may fill no slot (those written whole in the grid elsewhere).
        floor: only entries scoring at least this (``None``: every entry of the index).
        shared: the runs of ``max_shared + 1`` letters: no two entries (nor an entry and one
            written whole in the grid) share one (``None``: no such rule).
    """

    def __init__(
        self,
        puzzle: FillinPuzzle,
        slots: Sequence[Slot],
        index: dict[int, LengthIndex],
        alphabet: dict[str, int],
        taken: frozenset[str] = frozenset(),
        floor: int | None = None,
        shared: SharedRuns | None = None,
    ) -> None:
        self.puzzle = puzzle
        self.shared = shared
        self._clashes: dict[tuple[str, int], int] = {}
        self.slots = list(slots)
        self.index = index
        self.alphabet = alphabet
        self.taken = taken
        self.floor = floor
        self.propagations = 0
        cells = sorted({c for s in self.slots for c in s.cells})
        self.cells = cells
        cell_id = {c: k for k, c in enumerate(cells)}
        self.slot_cells = [[cell_id[c] for c in s.cells] for s in self.slots]
        self.tables = [index[s.length].at for s in self.slots]
        on_cell: dict[int, list[tuple[int, int]]] = {}
        for s, ids in enumerate(self.slot_cells):
            for i, c in enumerate(ids):
                on_cell.setdefault(c, []).append((s, i))
        self.on_cell = on_cell
        self.crossings = [
            [(i, c, t, j) for i, c in enumerate(ids) for t, j in on_cell[c] if t != s]
            for s, ids in enumerate(self.slot_cells)
        ]
        self.same_length: list[list[int]] = [
            [t for t, other in enumerate(self.slots) if t != s and other.length == slot.length]
            for s, slot in enumerate(self.slots)
        ]
        self.weight = [1 + len(x) for x in self.crossings]
        self.wipeouts = [0] * len(self.slots)  # wipe-outs at each slot, for the report of a dead end
        #: after an exhausted search without a fill, the slots (indices into :attr:`slots`) whose rules
        #: alone leave no fill, when the search kept explanations (the C search does); else ``None``
        self.core: list[int] | None = None

    # -- the engine's Problem ------------------------------------------------------------------
    def start(self) -> State | None:
        """Each slot's entries that agree with the fixed letters and are not taken, before
        propagation (``None`` when a slot has none)."""
        full = (1 << len(self.alphabet)) - 1
        letters = [full] * len(self.cells)
        givens = self.puzzle.givens()
        doms = []
        for s, ids in enumerate(self.slot_cells):
            length = self.index[self.slots[s].length]
            d = length.at_least(self.floor)
            for i, c in enumerate(ids):
                ch = givens.get(self.cells[c], EMPTY)
                if ch != EMPTY:
                    a = self.alphabet[ch]
                    d &= self.tables[s][i][a]
                    letters[c] = 1 << a
            for word in self.taken:
                if len(word) == self.slots[s].length and d:
                    d &= ~_bit_of(length, word)
                if self.shared is not None:
                    d &= ~self.clashes(word, self.slots[s].length)
            if not d:
                self.wipeouts[s] += 1
                return None
            doms.append(d)
        return doms, letters

    def root(self) -> State | None:
        """:meth:`start`, propagated."""
        state = self.start()
        if state is None:
            return None
        queue = set(range(len(self.slots)))
        return state if self._propagate(state, queue) else None

    def branch(self, state: State) -> Iterable[Choice] | None:
        """The open slot with the fewest candidates per unit of weight, its candidates in the
        index's order (highest score first); ``None`` when every slot holds one entry."""
        doms = state[0]
        best, best_score = -1, 0.0
        for s, d in enumerate(doms):
            if d & (d - 1):
                score = d.bit_count() / self.weight[s]
                if best < 0 or score < best_score:
                    best, best_score = s, score
        if best < 0:
            return None
        return [(best, w) for w in bit_indices(doms[best])]

    def child(self, state: State, choice: Choice) -> State | None:
        """A copy of ``state`` with entry ``choice[1]`` in slot ``choice[0]``, propagated."""
        s, w = choice
        doms = state[0][:]
        doms[s] = 1 << w
        new = (doms, state[1][:])
        return new if self._propagate(new, {s}) else None

    def answer(self, state: State) -> Grid:
        """The filled grid: ``height`` rows, a space for a block (cells of no slot filled as
        written)."""
        rows = [[" " if ch == BLOCK else ch for ch in row] for row in self.puzzle.rows]
        for s, ids in enumerate(self.slot_cells):
            word = self.entry(state, s)
            for c, ch in zip(ids, word):
                r, col = self.cells[c]
                rows[r][col] = ch
        return tuple("".join(row) for row in rows)

    def entry(self, state: State, s: int) -> str:
        """The entry of slot ``s`` in a solution state."""
        return self.index[self.slots[s].length].words[lowest_index(state[0][s])]

    # -- propagation ---------------------------------------------------------------------------
    def _propagate(self, state: State, queue: set[int]) -> bool:
        """Prune ``state`` in place to the fixpoint of both rules; False on a wipe-out."""
        doms, letters = state
        tables, crossings = self.tables, self.crossings
        self.propagations += 1
        while queue:
            s = queue.pop()
            d = doms[s]
            if not d & (d - 1) and not self._no_repeat(doms, s, d, queue):
                return False
            table = tables[s]
            for i, c, t, j in crossings[s]:
                had = letters[c]
                keep = _support(d, table[i], had)
                if keep == had:
                    continue
                if not keep:
                    return self._wiped(s, t)
                letters[c] = keep
                dt = doms[t] & _words_with(tables[t][j], keep)
                if dt != doms[t]:
                    if not dt:
                        return self._wiped(s, t)
                    doms[t] = dt
                    queue.add(t)
        return True

    def clashes(self, word: str, length: int) -> int:
        """The entries of ``length`` sharing a run with ``word`` (see :attr:`shared`), cached."""
        assert self.shared is not None
        key = (word, length)
        found = self._clashes.get(key)
        if found is None:
            found = self._clashes[key] = self.shared.clashes(word, length)
        return found

    def _no_repeat(self, doms: list[int], s: int, d: int, queue: set[int]) -> bool:
        if self.shared is not None:  # every other slot loses the entries sharing a run with this one
            word = self.index[self.slots[s].length].words[lowest_index(d)]
            for t, slot in enumerate(self.slots):
                dt = doms[t]
                if t != s and dt & self.clashes(word, slot.length):
                    dt &= ~self.clashes(word, slot.length)
                    if not dt:
                        return self._wiped(s, t)
                    doms[t] = dt
                    queue.add(t)
        for t in self.same_length[s]:
            dt = doms[t]
            if dt & d:
                if dt == d:
                    return self._wiped(s, t)
                doms[t] = dt & ~d
                queue.add(t)
        return True

    def _wiped(self, s: int, t: int) -> bool:
        self.weight[s] += 1
        self.weight[t] += 1
        self.wipeouts[s] += 1
        self.wipeouts[t] += 1
        return False


def _bit_of(length: LengthIndex, word: str) -> int:
    """The bit of ``word`` in its length's index (0 when it is not there)."""
    try:
        return 1 << length.words.index(word)
    except ValueError:
        return 0
