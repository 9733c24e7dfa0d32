"""The dictionary index of the filler: per entry length, the entries in the order they are tried
and, per position and letter, the bitset of the entries with that letter there.

Glossary::

    Words = int   # a bitset over one length's entries: bit i is entry i of LengthIndex.words
"""

from __future__ import annotations

import zlib
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
        alphabet: letter -> index; the entries' letters are added to it.
        min_score: leave out entries scoring below it (``None``: keep all).
        seed: orders entries of equal score.
        tables: build :attr:`LengthIndex.at` (False: leave it empty, for the C search, which
            builds its own from the entries).

    Cost O(total letters of the kept entries).
    """
    pool = [w for w in scores if len(w) in lengths]
    if min_score is not None:
        pool = [w for w in pool if scores[w] >= min_score]
    out: dict[int, LengthIndex] = {}
    ordered: dict[int, tuple[str, ...]] = {}
    crc = zlib.crc32
    for n in sorted(lengths):  # score down, then in an order drawn from the seed
        start = crc(f"{seed}-{n}".encode())
        chosen = [w for w in pool if len(w) == n]
        chosen.sort(key=lambda w: (-scores[w] << 32) | crc(w.encode(), start))
        ordered[n] = tuple(chosen)
    for ch in sorted(set("".join("".join(ws) for ws in ordered.values())) - set(alphabet)):
        alphabet[ch] = len(alphabet)
    for n, words in ordered.items():
        ranks = tuple(scores[w] for w in words)
        if not tables:
            out[n] = LengthIndex(words, ranks, (), (1 << len(words)) - 1)
            continue
        pairs = list(zip(ranks, words))
        nbytes = len(pairs) // 8 + 1
        places: list[list[bytearray | None]] = [[None] * len(alphabet) for _ in range(n)]
        for i, (_, word) in enumerate(pairs):
            byte, bit = i >> 3, 1 << (i & 7)
            for pos, ch in enumerate(word):
                row, a = places[pos], alphabet[ch]
                bits = row[a]
                if bits is None:
                    bits = row[a] = bytearray(nbytes)
                bits[byte] |= bit
        at = tuple(tuple(0 if b is None else int.from_bytes(b, "little") for b in row) for row in places)
        out[n] = LengthIndex(
            tuple(w for _, w in pairs), tuple(s for s, _ in pairs), at, (1 << len(pairs)) - 1
        )
    return out


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
