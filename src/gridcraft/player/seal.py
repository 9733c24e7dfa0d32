"""Answers kept out of sight in a player file.

The solution, the explained steps and where a word search's words lie are *sealed*: their
UTF-8 JSON XORed with a SHA-256 keystream (block ``i`` is ``SHA-256(salt ":" i)``, ``i`` a
4-byte big-endian counter), then
written in :data:`ALPHABET`, 32 digits and signs and no letter, so that no word of any script
can appear in it by chance (base64 would hold short words, found by a search in the page). That
keeps the answers from being read in the page's source or found by searching in it; it is not
encryption (the key is in the file, and the player's script unseals it).

With check-only files the solution is not in the file at all: each entry keeps a salted hash of
its values (:func:`entry_hash`), SHA-256 iterated :data:`ROUNDS` times so that guessing an entry
costs as many hashes per guess. Short entries (and KenKen cages, whose values the puzzle's
arithmetic narrows) can still be found by trying every value.

``player.js`` computes the same keystream and hashes; ``tests/player/test_seal.py`` runs both.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

ROUNDS = 1000  # SHA-256 rounds of an entry's hash: a guess costs this many hashes
SEP = "\x00"  # between the salt, the entry's index and its values
JOIN = "\x01"  # between an entry's values (a value may be several characters)
#: the 32 digits of sealed text and hashes: no letter, nothing JSON or HTML would escape
ALPHABET = "0123456789!#$%()*+,-./:;=?@[]^_~"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}


def encode32(data: bytes) -> str:
    """``data`` in :data:`ALPHABET`, 5 bits a digit, most significant first, the last digit
    padded with zero bits."""
    out, acc, bits = [], 0, 0
    for byte in data:
        acc, bits = (acc << 8) | byte, bits + 8
        while bits >= 5:
            bits -= 5
            out.append(ALPHABET[(acc >> bits) & 31])
    if bits:
        out.append(ALPHABET[(acc << (5 - bits)) & 31])
    return "".join(out)


def decode32(text: str) -> bytes:
    """The bytes :func:`encode32` wrote.

    Raises:
        ValueError: a character outside :data:`ALPHABET`.
    """
    out, acc, bits = bytearray(), 0, 0
    for ch in text:
        if ch not in _VALUE:
            raise ValueError(f"{ch!r} is not a digit of a sealed text")
        acc, bits = ((acc << 5) | _VALUE[ch]) & 0xFFFF, bits + 5
        if bits >= 8:
            bits -= 8
            out.append((acc >> bits) & 255)
    return bytes(out)


def salt_of(public: str) -> str:
    """A salt for a puzzle: 16 decimal digits from the SHA-256 of its public part (what the file
    shows), so that the same puzzle always gives the same file."""
    return f"{int(hashlib.sha256(public.encode('utf-8')).hexdigest(), 16) % 10**16:016d}"


def _keystream(salt: str, n: int) -> bytes:
    """The first ``n`` bytes of the keystream of ``salt``."""
    out = bytearray()
    i = 0
    while len(out) < n:
        out += hashlib.sha256(salt.encode("utf-8") + b":" + i.to_bytes(4, "big")).digest()
        i += 1
    return bytes(out[:n])


def seal(text: str, salt: str) -> str:
    """``text`` sealed with ``salt``: its UTF-8 bytes XORed with the keystream, in :data:`ALPHABET`."""
    data = text.encode("utf-8")
    return encode32(bytes(a ^ b for a, b in zip(data, _keystream(salt, len(data)), strict=True)))


def unseal(sealed: str, salt: str) -> str:
    """The text :func:`seal` sealed (the inverse; the player's script does the same).

    Raises:
        ValueError: ``sealed`` is not written in :data:`ALPHABET`, or not UTF-8 once unsealed.
    """
    data = decode32(sealed)
    return bytes(a ^ b for a, b in zip(data, _keystream(salt, len(data)))).decode("utf-8")


def entry_hash(salt: str, index: int, values: Sequence[str]) -> str:
    """The check-only hash of entry ``index`` holding ``values`` (one per cell, in the entry's
    order): the first 16 bytes of SHA-256 iterated :data:`ROUNDS` times over ``salt``, the index
    and the values, in :data:`ALPHABET`."""
    digest = hashlib.sha256(f"{salt}{SEP}{index}{SEP}{JOIN.join(values)}".encode()).digest()
    for _ in range(ROUNDS - 1):
        digest = hashlib.sha256(digest).digest()
    return encode32(digest[:16])
