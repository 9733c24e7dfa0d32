"""The filler's search with its propagation and branching in C (``_autofill.c``, an optional
extension): the same rules and the same dom/wdeg branching as
:class:`~gridcraft.fillin.autofill.search.FillProblem`, whose pure Python code is the reference
(tests compare the two). The rules only prune, so every state reaches the same candidates as in
Python; the order in which they run decides which crossing a wipe-out weighs, so the two searches
may branch differently after the first wipe-out. A state is an immutable ``bytes`` object (each
slot's candidates, then each cell's letters).
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from gridcraft.engine import Budget, SearchStats, native
from gridcraft.engine.search import decided_in_chunks
from gridcraft.fillin.autofill.index import LengthIndex, SharedRuns
from gridcraft.fillin.autofill.search import Choice, FillProblem
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.grid import Slot

if TYPE_CHECKING:  # the types of what C returns: _autofill.pyi
    from gridcraft.fillin.autofill import _autofill
else:
    _autofill = native.load("gridcraft.fillin.autofill._autofill")  # None: built without a C compiler

CHUNK = 64  # decisions of the conflict-driven search between two looks at the budget
MAX_LETTERS = 64  # a cell's letters are one 64-bit word in C
NativeState = bytes


def _positions(blob: bytes) -> Iterator[int]:
    """The set bits of ``blob`` (little-endian 64-bit words), lowest first, read lazily."""
    for k, word in enumerate(array("Q", blob)):
        while word:
            low = word & -word
            yield 64 * k + low.bit_length() - 1
            word ^= low


def _choices(slot: int, bits: bytes) -> Iterator[Choice]:
    """``(slot, entry)`` for each bit of ``bits`` (little-endian 64-bit words), lowest first."""
    return ((slot, w) for w in _positions(bits))


def _indices(bits: int) -> Iterator[int]:
    """The set bits of ``bits``, lowest first."""
    return _positions(bits.to_bytes(8 * (bits.bit_length() // 64 + 1), "little"))


def _runs(shared: SharedRuns, length: int) -> tuple[bytes, bytes, bytes, bytes]:
    """The runs of one length for C: (per entry, offsets into) its runs, and (per run, offsets into)
    the entries holding it, as native ints."""
    word_off, word_runs = array("i", [0]), array("i")
    for runs in shared.word_runs[length]:
        word_runs.extend(runs)
        word_off.append(len(word_runs))
    holders = shared.run_words[length]
    run_off, run_words = array("i", [0]), array("i")
    for r in range(len(shared.ids)):
        run_words.extend(holders.get(r, ()))
        run_off.append(len(run_words))
    return word_off.tobytes(), word_runs.tobytes(), run_off.tobytes(), run_words.tobytes()


def available(alphabet: int) -> bool:
    """True when the extension is built, ``GRIDCRAFT_PURE_PYTHON`` is not ``1``, and an alphabet of
    ``alphabet`` letters fits it."""
    return native.enabled(_autofill) and alphabet <= MAX_LETTERS


class NativeFill(FillProblem):
    """A :class:`FillProblem` propagated and branched in C; the arguments are the same, and the
    index needs no tables (:func:`~gridcraft.fillin.autofill.index.build_index` with
    ``tables=False``).

    Raises:
        RuntimeError: the extension is not built.
        ValueError: more than :data:`MAX_LETTERS` letters.
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
        if _autofill is None:
            raise RuntimeError("the native filler is not built")
        if len(alphabet) > MAX_LETTERS:
            raise ValueError(f"the native filler takes at most {MAX_LETTERS} letters")
        super().__init__(puzzle, slots, index, alphabet, taken, floor, shared)
        lengths = sorted({s.length for s in self.slots})
        where = {n: k for k, n in enumerate(lengths)}
        codes = {ch: chr(a) for ch, a in alphabet.items()}
        table = str.maketrans(codes)
        spec = []
        for n in lengths:
            words = index[n].words
            spec.append((n, len(words), _letters(words, alphabet, table)))
        slot_spec = [
            (
                where[slot.length],
                tuple(x for crossing in self.crossings[s] for x in crossing),
                tuple(self.same_length[s]),
            )
            for s, slot in enumerate(self.slots)
        ]
        runs = None if shared is None else (len(shared.ids), [_runs(shared, n) for n in lengths])
        scores = [_scores(index[n].scores) for n in lengths]
        self.fill: _autofill.Fill = _autofill.new(
            len(alphabet), len(self.cells), spec, slot_spec, [float(w) for w in self.weight], runs, scores
        )

    @property
    def propagations(self) -> int:
        """Passes of the propagation loop so far."""
        fill = getattr(self, "fill", None)
        return 0 if fill is None or _autofill is None else int(_autofill.propagations(fill))

    @propagations.setter
    def propagations(self, value: int) -> None:  # the base class sets 0 before the C side exists
        pass

    @property
    def wipeouts(self) -> list[int]:
        """Wipe-outs met at each slot so far."""
        fill = getattr(self, "fill", None)
        return [0] * len(self.slots) if fill is None or _autofill is None else _autofill.wipeouts(fill)

    @wipeouts.setter
    def wipeouts(self, value: list[int]) -> None:  # the base class sets zeros before the C side exists
        pass

    def start(self) -> NativeState | None:  # type: ignore[override]
        """See :meth:`FillProblem.start`."""
        assert _autofill is not None
        counts = tuple(self.index[s.length].at_least(self.floor).bit_length() for s in self.slots)
        givens = self.puzzle.givens()
        found: list[int] = []
        for s, ids in enumerate(self.slot_cells):
            for i, c in enumerate(ids):
                ch = givens.get(self.cells[c], EMPTY)
                if ch != EMPTY:
                    found += (s, i, self.alphabet[ch], c)
        taken: list[int] = []
        for s, slot in enumerate(self.slots):
            words = self.index[slot.length].words
            for word in self.taken:
                if len(word) == slot.length and word in words:
                    taken += (s, words.index(word))
                if self.shared is not None:
                    for w in _indices(self.clashes(word, slot.length)):
                        taken += (s, w)
        state: NativeState | None = _autofill.start(self.fill, counts, tuple(found), tuple(taken))
        return state

    def root(self) -> NativeState | None:  # type: ignore[override]
        """See :meth:`FillProblem.root`."""
        assert _autofill is not None
        start = self.start()
        if start is None:
            return None
        state: NativeState | None = _autofill.root(self.fill, start)
        return state

    def branch(self, state: NativeState) -> Iterator[Choice] | None:  # type: ignore[override]
        """See :meth:`FillProblem.branch`; the choices are read lazily from the slot's bitset (a
        slot may hold tens of thousands of candidates, of which a search tries few)."""
        assert _autofill is not None
        found = _autofill.branch(self.fill, state)
        return None if found is None else _choices(*found)

    def child(self, state: NativeState, choice: Choice) -> NativeState | None:  # type: ignore[override]
        """See :meth:`FillProblem.child`."""
        assert _autofill is not None
        made: NativeState | None = _autofill.child(self.fill, state, choice[0], choice[1])
        return made

    def decide(self, limit: int, budget: Budget, stats: SearchStats) -> Iterator[NativeState]:
        """Yield up to ``limit`` solution states by the conflict-driven search in C (conflict-directed
        backjumping over the same propagation and branching; see
        :class:`gridcraft.engine.search.Deciding`). ``stats.nodes`` counts the root and the
        decisions, ``stats.backtracks`` the failures. When the search is exhausted without a
        solution, :attr:`core` holds the slots whose rules alone leave no fill."""
        assert _autofill is not None
        stats.nodes = 1
        self.core = None
        start = self.start()
        if start is None or not _autofill.cbj_begin(self.fill, start):
            stats.backtracks += 1
            stats.complete = True
            self.core = _autofill.core(self.fill)
            return
        found = decided_in_chunks(
            lambda n, want: _autofill.cbj_run(self.fill, n, want), limit, budget, stats, CHUNK
        )
        for state in found:
            yield state
        if stats.complete and not stats.solutions:
            self.core = _autofill.core(self.fill)

    def improve(
        self, budget: Budget, stats: SearchStats, total: int, patience: int | None = None
    ) -> Iterator[NativeState]:
        """Yield fills whose entries' scores sum to more than ``total``, each more than the one
        before: one conflict-driven search with a bound (branch and bound: a state fails when the
        best score left in each slot sums to no more than the last fill's). ``stats.complete``
        when the search ends: no fill sums to more than the last one yielded. With ``patience``,
        the search also stops (incomplete) once it has gone more than ``patience`` nodes without a
        better fill."""
        assert _autofill is not None
        stats.nodes = 1
        start = self.start()
        if start is None or not _autofill.cbj_begin(self.fill, start):
            stats.complete = True
            return
        last = 0  # the nodes at the last better fill
        try:
            while True:
                if patience is not None and stats.nodes - last > patience:
                    return
                _autofill.cbj_bound(self.fill, total)
                left = CHUNK if budget.node_limit is None else min(CHUNK, budget.node_limit - stats.nodes)
                if left <= 0 or budget.spent(stats.nodes, read=True):
                    stats.budget_exhausted = True
                    return
                done, states, nodes, failures = _autofill.cbj_run(self.fill, left, 1)
                stats.nodes += nodes
                stats.backtracks += failures
                for state in states:
                    total, last = self.total(state), stats.nodes
                    yield state
                if done:
                    stats.complete = True
                    return
        finally:
            _autofill.cbj_bound(self.fill, -1)

    def total(self, state: NativeState) -> int:
        """The sum of the scores of the entries of a solution state."""
        assert _autofill is not None
        words = _autofill.words(self.fill, state)
        return sum(self.index[slot.length].scores[w] for slot, w in zip(self.slots, words))

    def entry(self, state: NativeState, s: int) -> str:  # type: ignore[override]
        """The entry of slot ``s`` in a solution state."""
        assert _autofill is not None
        return self.index[self.slots[s].length].words[_autofill.words(self.fill, state)[s]]

    def answer(self, state: NativeState) -> Grid:  # type: ignore[override]
        """See :meth:`FillProblem.answer`."""
        assert _autofill is not None
        rows = [list(row.replace(BLOCK, " ")) for row in self.puzzle.rows]
        for s, w in enumerate(_autofill.words(self.fill, state)):
            for c, ch in zip(self.slot_cells[s], self.index[self.slots[s].length].words[w]):
                r, col = self.cells[c]
                rows[r][col] = ch
        return tuple("".join(row) for row in rows)


#: the most entry lists whose codes :func:`_letters` and :func:`_scores` keep
KEEP = 64
_kept_letters: OrderedDict[tuple[int, tuple[tuple[str, int], ...]], tuple[tuple[str, ...], bytes]] = (
    OrderedDict()
)
_kept_scores: OrderedDict[int, tuple[tuple[int, ...], bytes]] = OrderedDict()


def _letters(words: tuple[str, ...], alphabet: dict[str, int], table: dict[int, str]) -> bytes:
    """``words`` joined, each letter as its code in ``alphabet``: kept for the same entries (the
    index keeps its tuples of entries, so a server's requests share them) and alphabet."""
    key = (id(words), tuple(alphabet.items()))
    found = _kept_letters.get(key)
    if found is not None and found[0] is words:
        _kept_letters.move_to_end(key)
        return found[1]
    coded = "".join(words).translate(table).encode("latin-1")
    _kept_letters[key] = (words, coded)
    while len(_kept_letters) > KEEP:
        _kept_letters.popitem(last=False)
    return coded


def _scores(scores: tuple[int, ...]) -> bytes:
    """``scores`` as C ints, kept as :func:`_letters` keeps its codes."""
    found = _kept_scores.get(id(scores))
    if found is not None and found[0] is scores:
        _kept_scores.move_to_end(id(scores))
        return found[1]
    coded = array("i", scores).tobytes()
    _kept_scores[id(scores)] = (scores, coded)
    while len(_kept_scores) > KEEP:
        _kept_scores.popitem(last=False)
    return coded
