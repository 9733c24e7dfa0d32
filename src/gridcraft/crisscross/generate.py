"""Entry point of the criss-cross generator (exact for small lists, anytime for large ones)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from gridcraft.crisscross.layout import Layout
from gridcraft.words import Entry, entries_from_strings


def generate(
    words: Iterable[str | Entry],
    *,
    time_limit: float = 10.0,
    seed: int = 0,
    max_aspect: float | None = 2.0,
    max_width: int | None = None,
    max_height: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> Layout:
    """Build the smallest-footprint valid criss-cross layout of ``words``.

    Placeholder signature; the search is being written.
    """
    raise NotImplementedError
