"""Locked (scrambled) ``.puz`` solutions: the 4-digit key found by trying all 10,000, each
unscrambled solution checked against the checksum the file keeps of the real one.

Across Lite scrambles a solution with a key of four digits: the letters (blocks left out) are
read column by column, top to bottom, and four times, once per digit ``k`` of the key, each letter
is shifted forward in the alphabet by the key digit of its position (position ``i`` by digit ``i
mod 4``), the sequence is cut ``k`` letters in and its two parts swapped, and its halves are
interleaved (the second half's first letter first; an odd last letter stays last). The file keeps
the checksum (:func:`checksum`) of the letters before scrambling, and the unscrambled letters of
the right key have it.

Cost: the search is 10,000 unscramblings of the puzzle's letters, done on ``bytes`` (slices and
``bytes.translate``), and their checksums, all at once in the lanes of one integer: about a tenth
of a second for a 21 x 21 puzzle. The 16-bit checksum lets a wrong key pass now and then (about one puzzle in six
has a second key that matches); :func:`unlock` then keeps the solution whose letters are closest
to English letter frequencies.

Source: the ``.puz`` format as documented by the puzpy project (``FileFormat.md``) and the
Across Lite scrambling as puzpy implements it (read for the facts of the algorithm).
"""

from __future__ import annotations

from functools import cache

ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
KEYS = 10_000  # the keys 0000 to 9999
BLOCKS = ".:"  # a block in a .puz solution (":" in a diagramless puzzle)

#: English letter frequencies, per thousand letters (A to Z), to tell the right key from a wrong
#: one whose letters happen to have the same checksum
ENGLISH = (82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20, 1)
# the tables for un-shifting by 0 to 9 letters
_UNSHIFT = tuple(bytes.maketrans(ALPHABET[d:] + ALPHABET[:d], ALPHABET) for d in range(10))


@cache
def _rotation() -> list[int]:
    """The checksum's step as a table: the 16-bit value rotated right by one bit, for every value
    up to ``0xFFFF + 0xFF`` (a sum not yet cut to 16 bits)."""
    table = [(c >> 1) | ((c & 1) << 15) for c in range(0x10000)]
    return table + table[:0x100]


def checksum(data: bytes) -> int:
    """The ``.puz`` checksum of ``data``: for each byte, the 16-bit sum rotated right by one bit,
    plus the byte.

    >>> checksum(b"CAT"), checksum(b"")
    (16517, 0)
    """
    table, c = _rotation(), 0
    for b in data:
        c = table[c] + b
    return c & 0xFFFF


def column_order(solution: str, width: int, height: int) -> list[int]:
    """The indices of the solution's letters (blocks left out) read column by column."""
    return [
        r * width + c for c in range(width) for r in range(height) if solution[r * width + c] not in BLOCKS
    ]


def unscramble(letters: bytes, key: int) -> bytes:
    """``letters`` (upper-case A to Z, in column order) unscrambled with ``key`` (0 to 9999): the
    scrambling's four rounds undone, last first."""
    digits = (key // 1000, key // 100 % 10, key // 10 % 10, key % 10)
    size = len(letters)
    text = letters
    for k in reversed(digits):
        text = text[1::2] + text[::2]  # the halves, de-interleaved
        if k <= size:
            text = text[size - k :] + text[: size - k]  # the cut undone
        out = bytearray(size)
        for j in range(4):
            out[j::4] = text[j::4].translate(_UNSHIFT[digits[j]])
        text = bytes(out)
    return text


def keys(solution: str, width: int, height: int, sum16: int) -> list[tuple[int, str]]:
    """Every key whose unscrambled solution has the checksum ``sum16``, with that solution (the
    blocks where they were), in key order; ``[]`` when none has, or the solution holds anything
    but blocks and the letters A to Z (no scrambled solution does).

    Cost: 10,000 unscramblings and their checksums, all keys at once (see :func:`checksums`).
    """
    order = column_order(solution, width, height)
    letters = bytes(ord(solution[i]) if "A" <= solution[i] <= "Z" else 0 for i in order)
    if not letters or 0 in letters:
        return []
    plains = [unscramble(letters, key) for key in range(KEYS)]
    found = []
    for key, total in enumerate(checksums(plains)):
        if total == sum16:
            cells = list(solution)
            for i, b in zip(order, plains[key]):
                cells[i] = chr(b)
            found.append((key, "".join(cells)))
    return found


def checksums(texts: list[bytes]) -> list[int]:
    """:func:`checksum` of each of ``texts`` (all of one length), computed for all of them at once:
    one integer holds every text's running sum in a 32-bit lane of its own, and each step (rotate
    right by one bit, add the next byte) is a few operations on that integer, one step per byte.

    Cost: O(length) operations on integers of ``4 * len(texts)`` bytes.
    """
    count = len(texts)
    if not count:
        return []
    size = len(texts[0])

    def lanes(value: int) -> int:
        return int.from_bytes(value.to_bytes(4, "little") * count, "little")

    low15, bit0, low16 = lanes(0x7FFF), lanes(1), lanes(0xFFFF)
    joined = b"".join(texts)
    column = bytearray(4 * count)
    total = 0
    for i in range(size):
        column[0::4] = joined[i::size]  # the i-th byte of every text, one per lane
        total = (((total >> 1) & low15) | ((total & bit0) << 15)) + int.from_bytes(column, "little") & low16
    packed = total.to_bytes(4 * count, "little")
    return [int.from_bytes(packed[4 * k : 4 * k + 2], "little") for k in range(count)]


def english_distance(text: str) -> float:
    """How far the letter frequencies of ``text`` are from English ones (a chi-squared sum; lower
    is closer)."""
    letters = [ch for ch in text if "A" <= ch <= "Z"]
    total = len(letters) or 1
    counts = [0] * 26
    for ch in letters:
        counts[ord(ch) - 65] += 1
    expected = [max(f, 1) * total / 1000 for f in ENGLISH]
    return sum((n - e) ** 2 / e for n, e in zip(counts, expected, strict=True))


def unlock(solution: str, width: int, height: int, sum16: int) -> tuple[int, str] | None:
    """The key of a locked solution and the solution it unlocks (see :func:`keys`): of several
    keys that match the checksum, the one whose letters read most like English; ``None`` when no
    key matches."""
    found = keys(solution, width, height, sum16)
    if not found:
        return None
    return min(found, key=lambda kv: (english_distance(kv[1]), kv[0]))
