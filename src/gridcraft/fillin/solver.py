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
  fewer possible slots than copies is a wipe-out. Once these rules are quiet, and when no word of
  the length is listed twice, a Hall check: the open slots of the length must be able to take
  distinct words (Kuhn's augmenting paths).
* letter count, per length and crossed position: the slots hold there the letters the words have
  there, as many times each; a letter possible in exactly as many cells as needed goes into all of
  them, a letter fixed in as many cells as needed leaves the others.

Branching: the slot with the fewest candidates per unit of weight (its crossings plus the
wipe-outs its crossings have caused so far: Boussemart et al.'s dom/wdeg), one child per candidate
word, as in the seed solver's MRV search; or a crossing cell, one child per possible letter, when
its letters per unit of its slots' weights are fewer still. The engine interleaves seeded random-order restarts with this search (see
:func:`gridcraft.engine.solutions`), which finds first solutions where depth-first search thrashes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gridcraft.engine import bit_indices, lowest_index
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin.diagnose import LENGTHS, diagnose
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid

State = tuple[list[int], list[int]]  # (candidates per slot, letters per cell), bitsets
Choice = tuple[int, int]  # (slot index, word index), or (-1 - cell index, letter index)


class FillinProblem:
    """A :class:`FillinPuzzle` as an engine :class:`~gridcraft.engine.Problem`.

    Args:
        puzzle: the puzzle.
        every_word: True (a fill-in puzzle): every word of the list is placed as many times as it
            is listed. False (filling a grid from a dictionary, as when making a crossword): each
            word is placed at most as many times as it is listed, and the list may be longer.

    Raises:
        InvalidPuzzle: the puzzle fails :func:`~gridcraft.fillin.diagnose.diagnose` (without
            ``every_word``, slot and word lengths may differ).
    """

    def __init__(self, puzzle: FillinPuzzle, *, every_word: bool = True) -> None:
        problems = [p for p in diagnose(puzzle) if every_word or not p.message.startswith(LENGTHS)]
        if problems:
            raise InvalidPuzzle(problems[0].message)
        self.puzzle = puzzle
        self.every_word = every_word
        self.propagations = 0
        counts = puzzle.word_counts()
        self.words: list[str] = sorted(counts, key=lambda w: (len(w), w))
        self.copies: list[int] = [counts[w] for w in self.words]
        letters = sorted({ch for w in self.words for ch in w})
        self.alphabet: list[str] = letters
        index = self.index = {ch: a for a, ch in enumerate(letters)}
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
        for slot in slots:  # a length with no word (possible without every_word): no candidates
            masks.setdefault(slot.length, [[0] * len(letters) for _ in range(slot.length)])
        self.masks: list[list[list[int]]] = [masks[slot.length] for slot in slots]
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
        self.on_cell = on_cell
        self.junctions = sorted(c for c, on in on_cell.items() if len(on) > 1)  # cells where slots cross
        # tie-break weights: crossings, plus one per wipe-out at the slot's crossings
        self.weight = [1 + len(x) for x in self.crossings]
        self.letter_rules = self._letter_rules() if every_word else {}

    def _letter_rules(self) -> dict[int, list[tuple[int, list[tuple[int, int, bool]], list[int]]]]:
        """Per length, per crossed position ``i``: the group's ``(slot, cell, crossed)`` at ``i``
        and how many words of the length have each letter at ``i`` (copies counted)."""
        rules: dict[int, list[tuple[int, list[tuple[int, int, bool]], list[int]]]] = {}
        for length, group in self.groups.items():
            for i in range(length):
                crossed = [len(self.on_cell[self.slot_cells[s][i]]) > 1 for s in group]
                if not any(crossed):
                    continue
                need = [0] * len(self.alphabet)
                for w, word in enumerate(self.words):
                    if len(word) == length:
                        need[self.index[word[i]]] += self.copies[w]
                entries = [(s, self.slot_cells[s][i], x) for s, x in zip(group, crossed)]
                rules.setdefault(length, []).append((i, entries, need))
        return rules

    # -- the engine's Problem ------------------------------------------------------------------
    def root(self) -> State | None:
        """All words of each slot's length that agree with the given letters, propagated."""
        state = self.start()
        return state if state is not None and self._propagate(state, set(range(len(state[0])))) else None

    def start(self) -> State | None:
        """All words of each slot's length that agree with the given letters, before propagation
        (``None`` when a slot has none)."""
        full = (1 << len(self.alphabet)) - 1
        letters = [full] * len(self.cells)
        givens = self.puzzle.givens()
        index = self.index
        doms = []
        for s, ids in enumerate(self.slot_cells):
            d = _words_with(self.masks[s][0], full)  # every word of the slot's length
            for i, c in enumerate(ids):
                ch = givens.get(self.cells[c], EMPTY)
                if ch != EMPTY:
                    d &= self.masks[s][i][index[ch]]
                    letters[c] = 1 << index[ch]
            doms.append(d)
        return (doms, letters) if all(doms) else None

    def branch(self, state: State) -> Iterable[Choice] | None:
        """How to split ``state``, or ``None`` when every slot holds one word.

        Each open slot scores its candidate count over its weight, each open crossing cell its
        possible letters over the weights of its slots (dom/wdeg, Boussemart et al., ECAI 2004);
        the lowest score wins, slots first on ties. A slot splits into its candidate words, a cell
        into its letters. Branching on letters where slots cross finds fills that branching on
        words thrashes on: in grids whose words cross only at their ends, a slot keeps dozens of
        words while each end cell keeps a few letters, and a letter prunes both slots at once.
        Either way each solution lies under exactly one child.
        """
        doms, letters = state
        weight = self.weight
        best, best_score = -1, 0.0
        for s in self.order:
            d = doms[s]
            if d & (d - 1):
                score = d.bit_count() / weight[s]
                if best < 0 or score < best_score:
                    best, best_score = s, score
        if best < 0:
            return None
        cell = -1
        for c in self.junctions:
            x = letters[c]
            if x & (x - 1):
                score = x.bit_count() / sum(weight[t] for t, _ in self.on_cell[c])
                if score < best_score:
                    cell, best_score = c, score
        if cell >= 0:
            return [(-1 - cell, a) for a in bit_indices(letters[cell])]
        return [(best, w) for w in bit_indices(doms[best])]

    def child(self, state: State, choice: Choice) -> State | None:
        """A copy of ``state`` with word ``choice[1]`` in slot ``choice[0]`` (or, for a negative
        ``choice[0]``, letter ``choice[1]`` in cell ``-1 - choice[0]``), propagated."""
        s, w = choice
        doms = state[0][:]
        if s < 0:
            letters, queue = state[1][:], set[int]()
            if not self._set_cell(doms, letters, -1 - s, 1 << w, queue):
                return None
            new = (doms, letters)
            return new if self._propagate(new, queue) else None
        doms[s] = 1 << w
        new = (doms, state[1][:])
        return new if self._propagate(new, {s}) else None

    def key(self, state: State) -> tuple[int, ...]:
        """A solution's identity (its word per slot), for the engine's restart probes."""
        return tuple(state[0])

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
                    keep = _support(d, table[i], had)
                    if keep == had:
                        continue
                    if not keep:
                        self.weight[s] += 1
                        self.weight[t] += 1
                        return False
                    letters[c] = keep
                    allowed = _words_with(masks[t][j], keep)
                    dt = doms[t]
                    if dt & ~allowed:
                        dt &= allowed
                        if not dt:
                            self.weight[s] += 1
                            self.weight[t] += 1
                            return False
                        doms[t] = dt
                        queue.add(t)
            if not dirty:
                return True
            for length in dirty:
                if not self._count_words(doms, length, queue):
                    return False
                if length in self.letter_rules and not self._count_letters(state, length, queue):
                    return False
            dirty.clear()
            if not queue:
                return True

    def _count_words(self, doms: list[int], length: int, queue: set[int]) -> bool:
        """The word-count rule on the slots of one length; changed slots go into ``queue``."""
        group = self.groups[length]
        one_copy = self.single_copy.get(length, 0)
        need = one_copy if self.every_word else 0
        once = twice = taken = 0
        for s in group:
            d = doms[s]
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if taken & d & one_copy:
                    return False  # one copy, two slots
                taken |= d
        if need & ~once:
            return False  # a word no slot can take
        taken &= one_copy
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
        if self.every_word and not queue and not self.multi_copy.get(length):
            return _perfect_matching(doms, group)
        return True

    def _count_letters(self, state: State, length: int, queue: set[int]) -> bool:
        """The letter-count rule: the slots of one length hold, at each position, the letters the
        words of that length have there, as many times each (a global cardinality constraint).

        A letter possible in exactly as many of these cells as it is needed goes into all of them;
        a letter already fixed in as many cells as needed leaves the others.
        """
        doms, letters = state
        masks = self.masks
        n_letters = len(self.alphabet)
        for i, entries, need in self.letter_rules[length]:
            possible = [0] * n_letters
            fixed = [0] * n_letters
            sets = []
            for s, c, crossed in entries:
                x = letters[c] if crossed else _support(doms[s], masks[s][i], letters[c])
                sets.append(x)
                if not x & (x - 1):
                    fixed[x.bit_length() - 1] += 1
                while x:
                    low = x & -x
                    possible[low.bit_length() - 1] += 1
                    x ^= low
            for a in range(n_letters):
                n, p, f = need[a], possible[a], fixed[a]
                if p < n or f > n:
                    return False
                if p == f:
                    continue
                bit = 1 << a
                if p == n:  # every cell that may hold the letter holds it
                    for (s, c, _), x in zip(entries, sets):
                        if x & bit and x != bit and not self._set_cell(doms, letters, c, bit, queue):
                            return False
                elif f == n:  # the letter is used up: the other cells lose it
                    for (s, c, _), x in zip(entries, sets):
                        if (
                            x & bit
                            and x != bit
                            and not self._set_cell(doms, letters, c, letters[c] & ~bit, queue)
                        ):
                            return False
        return True

    def _set_cell(self, doms: list[int], letters: list[int], c: int, new: int, queue: set[int]) -> bool:
        """Restrict cell ``c`` to the letters ``new`` and its slots to the words that agree."""
        new &= letters[c]
        if not new:
            return False
        letters[c] = new
        for s, j in self.on_cell[c]:
            allowed = _words_with(self.masks[s][j], new)
            d = doms[s]
            if d & ~allowed:
                d &= allowed
                if not d:
                    return False
                doms[s] = d
                queue.add(s)
        return True

    def _count_copies(self, doms: list[int], group: list[int], w: int, queue: set[int]) -> bool:
        bit, m = 1 << w, self.copies[w]
        holding = [s for s in group if doms[s] & bit]
        placed = sum(1 for s in holding if doms[s] == bit)
        if placed > m or (len(holding) < m and self.every_word):
            return False
        if placed == m and len(holding) > m:
            for s in holding:
                if doms[s] != bit:
                    doms[s] &= ~bit
                    queue.add(s)
        elif len(holding) == m and placed < m and self.every_word:
            for s in holding:
                if doms[s] != bit:
                    doms[s] = bit
                    queue.add(s)
        return True

    # -- results -------------------------------------------------------------------------------
    def answer(self, state: State) -> Grid:
        """The filled grid of a solution state (see :meth:`grid`)."""
        return self.grid(state)

    def grid(self, state: State) -> Grid:
        """The filled grid of a solution state: ``height`` rows, a space for a block."""
        rows = [[" " if ch == BLOCK else ch for ch in row] for row in self.puzzle.rows]
        for s, ids in enumerate(self.slot_cells):
            word = self.words[lowest_index(state[0][s])]
            for c, ch in zip(ids, word):
                r, col = self.cells[c]
                rows[r][col] = ch
        return tuple("".join(row) for row in rows)


def _perfect_matching(doms: list[int], group: list[int]) -> bool:
    """True when the open slots of ``group`` can take distinct words of their candidates (Kuhn's
    augmenting paths on the slot-word graph; Hall's condition for the word-count rule)."""
    open_slots = [s for s in group if doms[s] & (doms[s] - 1)]
    if not open_slots:
        return True
    used = 0
    for s in group:
        d = doms[s]
        if not d & (d - 1):
            used |= d
    owner: dict[int, int] = {}  # word bit -> slot
    free = ~used
    for s in sorted(open_slots, key=lambda s: doms[s].bit_count()):
        d = doms[s] & free
        if d:
            low = d & -d
            owner[low] = s
            free &= ~low
            continue
        seen = used

        def augment(s: int) -> bool:
            nonlocal seen, free
            d = doms[s] & ~seen
            while d:
                low = d & -d
                d ^= low
                seen |= low
                if free & low:
                    free &= ~low
                    owner[low] = s
                    return True
                if augment(owner[low]):
                    owner[low] = s
                    return True
            return False

        if not augment(s):
            return False
    return True


def _words_with(at: Sequence[int], letters: int) -> int:
    """The words that have one of ``letters`` at the position ``at`` describes (``at[letter]``:
    the words with that letter there)."""
    words = 0
    while letters:
        low = letters & -letters
        words |= at[low.bit_length() - 1]
        letters ^= low
    return words


def _support(d: int, at: Sequence[int], letters: int) -> int:
    """The letters of ``letters`` that some word of ``d`` has at the position ``at`` describes."""
    keep = 0
    while letters:
        low = letters & -letters
        if d & at[low.bit_length() - 1]:
            keep |= low
        letters ^= low
    return keep
