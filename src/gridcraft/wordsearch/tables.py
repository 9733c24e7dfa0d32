"""The tables of a word list's search (:class:`~gridcraft.wordsearch.search.Tables`): the letters
as codes, the trie of the words and the trie of the offensive words that the clash check walks,
and the filler's letters. The words' tables are built once per list, the offensive words' trie
once per process.
"""

from __future__ import annotations

import functools
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence

from gridcraft.wordsearch.model import DIRECTIONS
from gridcraft.wordsearch.search import Tables

#: letters a cell gets only where no letter of the words can go without spelling a word (an
#: ASCII list such as AB, BA, AAB has such cells); never for a list in another script
EXTRA_LETTERS = "ETAOINSHRDLU"


def direction_bits(names: Iterable[str]) -> int:
    """The bits of the named directions (bit ``i``: ``DIRECTIONS[i]``)."""
    return sum(1 << DIRECTIONS.index(name) for name in set(names))


@functools.lru_cache(maxsize=16)
def tables(
    words: tuple[str, ...],
    word_dirs: tuple[tuple[str, ...], ...],
    reader: tuple[str, ...],
    message: str,
    weighted: bool,
    banned: frozenset[str],
) -> Tables:
    """The tables of ``words`` (each a string of cell codes, one character per cell), each placed
    in its ``word_dirs``, read in the ``reader``'s directions, with a ``message`` (cell codes;
    empty: none), filler letters ``weighted`` by use in the words (else alike), and the offensive
    words ``banned`` (upper-case)."""
    counts = Counter(ch for word in words for ch in word)
    letters = list(counts)  # in order of first use
    extras = [ch for ch in EXTRA_LETTERS if ch not in counts] if all(ch.isascii() for ch in counts) else []
    alphabet = {ch: i for i, ch in enumerate(dict.fromkeys([*letters, *message, *extras]))}
    patterns: list[tuple[Sequence[str], tuple[int, int]]] = []
    for k, word in enumerate(words):
        patterns += [(word, (k, 1)), (word[::-1], (k, -1))]
    nxt, tagged, longest = flat_trie(patterns, alphabet)
    first, count, tag_word, tag_sign = array("i"), array("i"), array("i"), array("i")
    for tags in tagged:
        first.append(len(tag_word))
        count.append(len(tags))
        for k, sign in tags:
            tag_word.append(k)
            tag_sign.append(sign)
    bad = offensive_trie(banned)
    return Tables(
        words=tuple(tuple(alphabet[ch] for ch in word) for word in words),
        word_dirs=tuple(direction_bits(dirs) for dirs in word_dirs),
        reader=direction_bits(reader),
        alphabet=len(alphabet),
        nxt=nxt,
        tag_first=first,
        tag_count=count,
        tag_word=tag_word,
        tag_sign=tag_sign,
        bad_nxt=bad.nxt,
        bad_alphabet=len(bad.letters),
        bad_end=bad.end,
        bad_code=array("i", (bad.letters.get(ch, -1) for ch in alphabet)),
        longest=max(longest, bad.longest),
        letters=tuple(alphabet[ch] for ch in letters),
        weights=tuple(counts[ch] if weighted else 1 for ch in letters),
        extras=tuple(alphabet[ch] for ch in extras),
        symbols=tuple(alphabet),
    )


class BadTrie:
    """The offensive words' trie: its letters (letter -> index), children, whether each node
    ends a word, and the longest word."""

    def __init__(self, letters: dict[str, int], nxt: array[int], end: array[int], longest: int) -> None:
        self.letters, self.nxt, self.end, self.longest = letters, nxt, end, longest


@functools.lru_cache(maxsize=4)
def offensive_trie(banned: frozenset[str]) -> BadTrie:
    """The trie of ``banned`` read forward and backward (built once per process)."""
    letters = {ch: i for i, ch in enumerate(sorted({ch for word in banned for ch in word}))}
    words = sorted(banned)
    nxt, tagged, longest = flat_trie(
        [(w, (0, 0)) for w in words] + [(w[::-1], (0, 0)) for w in words], letters
    )
    return BadTrie(letters, nxt, array("i", (1 if tags else 0 for tags in tagged)), longest)


def flat_trie(
    patterns: Sequence[tuple[Sequence[str], tuple[int, int]]], letters: dict[str, int]
) -> tuple[array[int], list[list[tuple[int, int]]], int]:
    """The trie of ``patterns`` (each a string and a tag) over ``letters``: its children in one
    flat array (``nxt[node * len(letters) + letter]``, 0: none; node 0 the root, the nodes
    numbered as first reached), each node's tags, and the longest pattern."""
    width = len(letters)
    children: list[dict[int, int]] = [{}]
    tagged: list[list[tuple[int, int]]] = [[]]
    longest = 0
    for text, tag in patterns:
        node = 0
        for ch in text:
            code = letters[ch]
            child = children[node].get(code)
            if child is None:
                child = children[node][code] = len(children)
                children.append({})
                tagged.append([])
            node = child
        tagged[node].append(tag)
        longest = max(longest, len(text))
    nxt = array("i", bytes(4 * width * len(children)))
    for node, kids in enumerate(children):
        for code, child in kids.items():
            nxt[node * width + code] = child
    return nxt, tagged, longest
