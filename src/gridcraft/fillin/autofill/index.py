"""The dictionary index of the filler: per entry length, the entries in the order they are tried
and, per position and letter, the bitset of the entries with that letter there.

The orders of a dictionary's entries are kept between requests (:func:`ordered`): a server
orders its dictionary once, before it forks the processes that search, and a request finds the
order made, so that only the cheap part (the entries above a score, the letters) is done again.

Glossary::

    Words = int   # a bitset over one length's entries: bit i is entry i of LengthIndex.words
"""

from __future__ import annotations

import os
import threading
import zlib
from collections import OrderedDict
from dataclasses import dataclass

from gridcraft.dictionary import Scores


@dataclass(frozen=True, slots=True)
class LengthIndex:
    """The entries of one length.

    Attributes:
        words: the entries (one character per cell), highest score first; equal scores in an
            order drawn with the seed (by a CRC-32 of the entry started from one of the seed and
            the length), so that another seed gives other fills.
        scores: ``scores[i]`` is the score of ``words[i]``.
        at: ``at[position][letter]``: the entries with letter ``letter`` (an index of the
            alphabet) at ``position`` (0-based), as a bitset.
        full: every entry, as a bitset.
    """

    words: tuple[str, ...]
    scores: tuple[int, ...]
    at: tuple[tuple[int, ...], ...]
    full: int

    def at_least(self, score: int | None) -> int:
        """The entries scoring at least ``score`` (a prefix of :attr:`words`), as a bitset."""
        if score is None:
            return self.full
        low, high = 0, len(self.scores)  # the first entry scoring below ``score``
        while low < high:
            mid = (low + high) // 2
            if self.scores[mid] >= score:
                low = mid + 1
            else:
                high = mid
        return (1 << low) - 1


#: the dictionaries whose orders :func:`build_index` keeps (the most recently used)
KEEP_DICTIONARIES = 4
#: the orders (one length, one seed) kept per dictionary
KEEP_ORDERS = 200


@dataclass(frozen=True, slots=True)
class Ordered:
    """The entries of one length of a dictionary in one seed's order, every score kept.

    Attributes:
        words: highest score first; equal scores in the order drawn with the seed (see
            :attr:`LengthIndex.words`).
        scores: ``scores[i]`` is the score of ``words[i]``.
        first: letter -> the index of the first entry holding it (the entries scoring at least
            some score are a prefix of :attr:`words`; a letter is among them when its first
            entry is).
    """

    words: tuple[str, ...]
    scores: tuple[int, ...]
    first: dict[str, int]

    def kept(self, min_score: int | None) -> int:
        """How many entries score at least ``min_score`` (``None``: all): a prefix's length."""
        if min_score is None:
            return len(self.words)
        low, high = 0, len(self.scores)
        while low < high:
            mid = (low + high) // 2
            if self.scores[mid] >= min_score:
                low = mid + 1
            else:
                high = mid
        return low


class _Kept:
    """One dictionary's entries grouped by length, and its orders built so far."""

    def __init__(self, scores: Scores) -> None:
        self.scores = scores  # held, so that its id stays its own while it is kept
        groups: dict[int, list[str]] = {}
        for word in scores:  # in the dictionary's order: ties in a seed's order keep it
            group = groups.get(len(word))
            if group is None:
                groups[len(word)] = [word]
            else:
                group.append(word)
        self.groups = groups
        self.orders: OrderedDict[tuple[int, int], Ordered] = OrderedDict()


_kept: OrderedDict[int, _Kept] = OrderedDict()  # id(scores) -> its entries and orders
_lock = threading.Lock()


def _new_lock() -> None:
    """A forked process's own lock (a thread of the parent may have held it at the fork)."""
    global _lock
    _lock = threading.Lock()


os.register_at_fork(after_in_child=_new_lock)


def ordered(scores: Scores, length: int, seed: int) -> Ordered:
    """The entries of ``length`` letters of ``scores`` in the order of ``seed`` (see
    :attr:`LengthIndex.words`), built once and kept while ``scores`` is among the
    :data:`KEEP_DICTIONARIES` most recently used dictionaries: a server indexes its dictionary
    once, and the processes it forks find the orders made before the fork. A dictionary is known
    by its identity: its scores must not change once used.

    Cost: O(entries of the dictionary) to group them by length, once; then O(k log k) for the k
    entries of the length, once per seed; O(1) when kept."""
    with _lock:
        kept = _kept.get(id(scores))
        if kept is None or kept.scores is not scores:
            kept = _kept[id(scores)] = _Kept(scores)
            while len(_kept) > KEEP_DICTIONARIES:
                _kept.popitem(last=False)
        _kept.move_to_end(id(scores))
        found = kept.orders.get((length, seed))
        if found is not None:
            kept.orders.move_to_end((length, seed))
            return found
        crc = zlib.crc32
        start = crc(f"{seed}-{length}".encode())
        chosen = list(kept.groups.get(length, ()))
        chosen.sort(key=lambda w: (-scores[w] << 32) | crc(w.encode(), start))
        joined = "".join(chosen)  # every entry has ``length`` characters
        first = {ch: joined.find(ch) // length for ch in set(joined)}
        found = Ordered(tuple(chosen), tuple(scores[w] for w in chosen), first)
        kept.orders[(length, seed)] = found
        while len(kept.orders) > KEEP_ORDERS:
            kept.orders.popitem(last=False)
        return found


def is_kept(scores: Scores, length: int, seed: int) -> bool:
    """Whether the order of the entries of ``length`` letters of ``scores`` for ``seed`` is kept
    (see :func:`ordered`)."""
    with _lock:
        kept = _kept.get(id(scores))
        return kept is not None and kept.scores is scores and (length, seed) in kept.orders


def build_index(
    scores: Scores,
    lengths: set[int],
    alphabet: dict[str, int],
    *,
    min_score: int | None,
    seed: int,
    tables: bool = True,
) -> dict[int, LengthIndex]:
    """The index of the entries of ``scores`` of the ``lengths`` asked for.

    Args:
        scores: entry -> score.
        lengths: the slot lengths of the grid.
        alphabet: letter -> index; the entries' letters are added to it (sorted).
        min_score: leave out entries scoring below it (``None``: keep all).
        seed: orders entries of equal score.
        tables: build :attr:`LengthIndex.at` (False: leave it empty, for the C search, which
            builds its own from the entries).

    The entries' orders are kept between calls (see :func:`ordered`): the same arguments give
    the same index whether or not they were. Cost O(total letters of the kept entries) for the
    tables; without them O(lengths) once the orders are kept.
    """
    chosen: dict[int, tuple[Ordered, int]] = {}
    for n in sorted(lengths):
        entries = ordered(scores, n, seed)
        chosen[n] = entries, entries.kept(min_score)
    letters = {ch for entries, k in chosen.values() for ch, i in entries.first.items() if i < k}
    for ch in sorted(letters - set(alphabet)):
        alphabet[ch] = len(alphabet)
    out: dict[int, LengthIndex] = {}
    for n, (entries, k) in chosen.items():
        words = entries.words if k == len(entries.words) else entries.words[:k]
        ranks = entries.scores if k == len(entries.scores) else entries.scores[:k]
        out[n] = LengthIndex(words, ranks, _tables(words, n, alphabet) if tables else (), (1 << k) - 1)
    return out


def _tables(words: tuple[str, ...], n: int, alphabet: dict[str, int]) -> tuple[tuple[int, ...], ...]:
    """:attr:`LengthIndex.at` of ``words`` (all of ``n`` letters)."""
    nbytes = len(words) // 8 + 1
    places: list[list[bytearray | None]] = [[None] * len(alphabet) for _ in range(n)]
    for i, word in enumerate(words):
        byte, bit = i >> 3, 1 << (i & 7)
        for pos, ch in enumerate(word):
            row, a = places[pos], alphabet[ch]
            bits = row[a]
            if bits is None:
                bits = row[a] = bytearray(nbytes)
            bits[byte] |= bit
    return tuple(tuple(0 if b is None else int.from_bytes(b, "little") for b in row) for row in places)


@dataclass(frozen=True, slots=True)
class SharedRuns:
    """For the rule that no two entries share a run of more than ``n - 1`` letters: every run of
    ``n`` letters of the index's entries, and per length which entries hold it.

    Attributes:
        n: the run length (``max_shared + 1``).
        ids: run -> its number.
        word_runs: per length, per entry, the numbers of its runs.
        run_words: per length, per run number, the entries holding it (ascending).
    """

    n: int
    ids: dict[str, int]
    word_runs: dict[int, list[list[int]]]
    run_words: dict[int, dict[int, list[int]]]
    sizes: dict[int, int]

    def runs(self, word: str) -> list[int]:
        """The numbers of the runs of ``word`` that some entry of the index holds."""
        found = {self.ids.get(word[i : i + self.n]) for i in range(len(word) - self.n + 1)}
        return sorted(r for r in found if r is not None)

    def clashes(self, word: str, length: int) -> int:
        """The entries of ``length`` sharing a run of ``n`` letters with ``word``, as a bitset."""
        marks = bytearray(self.sizes[length] // 8 + 1)
        holders = self.run_words[length]
        for r in self.runs(word):
            for w in holders.get(r, ()):
                marks[w >> 3] |= 1 << (w & 7)
        return int.from_bytes(marks, "little")


def shared_runs(index: dict[int, LengthIndex], n: int) -> SharedRuns:
    """The runs of ``n`` letters of every entry of ``index`` (see :class:`SharedRuns`). Cost
    O(total letters)."""
    ids: dict[str, int] = {}
    word_runs: dict[int, list[list[int]]] = {}
    run_words: dict[int, dict[int, list[int]]] = {}
    for length, entries in sorted(index.items()):
        k = max(0, length - n + 1)  # runs per entry
        slices = [word[i : i + n] for word in entries.words for i in range(k)]
        for run in dict.fromkeys(slices):  # new runs numbered in order of first appearance
            if run not in ids:
                ids[run] = len(ids)
        codes = list(map(ids.__getitem__, slices))
        per_word = [sorted(set(codes[w * k : w * k + k])) for w in range(len(entries.words))]
        holders: dict[int, list[int]] = {}
        for w, runs in enumerate(per_word):
            for r in runs:
                holders.setdefault(r, []).append(w)
        word_runs[length], run_words[length] = per_word, holders
    return SharedRuns(n, ids, word_runs, run_words, {n: len(e.words) for n, e in index.items()})
