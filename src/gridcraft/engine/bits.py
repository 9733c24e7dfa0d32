"""Helpers for ``int`` bitsets (bit ``i`` set: candidate ``i`` possible)."""

from __future__ import annotations

from collections.abc import Iterator


def bit_indices(bits: int) -> Iterator[int]:
    """The indices of the set bits of ``bits`` (>= 0), lowest first; cost O(set bits).

    >>> list(bit_indices(0b10110))
    [1, 2, 4]
    """
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def lowest_index(bits: int) -> int:
    """The index of the lowest set bit of ``bits`` (> 0).

    >>> lowest_index(0b1000)
    3
    """
    return (bits & -bits).bit_length() - 1
