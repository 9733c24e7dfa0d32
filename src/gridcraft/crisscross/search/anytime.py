"""The anytime search, in C when it is built (``_anytime.c``, typed by ``_anytime.pyi``), else in
Python (:func:`~gridcraft.crisscross.search.lns.pack`, the reference).

Both make the same random draws (:class:`~gridcraft.crisscross.search.prng.Rng`) in the same order,
so the same words, rules, seed and node budget give the same layout and node count either way;
``GRIDCRAFT_PURE_PYTHON=1`` forces the Python search. The C search takes the rules as numbers
(:class:`~gridcraft.crisscross.search.shape.Shape`), not as a callable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gridcraft.crisscross.search import lns
from gridcraft.crisscross.search.lns import Layout3, letter_codes, pack
from gridcraft.crisscross.search.prng import Rng
from gridcraft.crisscross.search.shape import Shape
from gridcraft.engine import native

if TYPE_CHECKING:  # the types of what C returns: _anytime.pyi
    from gridcraft.crisscross.search import _anytime as _native
else:
    _native = native.load("gridcraft.crisscross.search._anytime")


def native_available() -> bool:
    """True when the C search is built and not turned off (``GRIDCRAFT_PURE_PYTHON=1``)."""
    return native.enabled(_native)


def search(
    words: list[str],
    shape: Shape,
    rng: Rng,
    node_budget: int,
    deadline: float,
    on_found: Callable[[Layout3, int, int], None] | None = None,
    on_tick: Callable[[int], None] | None = None,
    on_placed: Callable[[int], None] | None = None,
    *,
    first_only: bool = False,
    native: bool | None = None,
) -> tuple[Layout3, int]:
    """:func:`~gridcraft.crisscross.search.lns.pack` under ``shape``'s rules, in C when ``native``
    (None: when it is built). The C search calls ``on_tick`` every 64 steps, not after each.

    Returns:
        The best layout (normalised; empty if none) and the steps spent; ``rng`` is not advanced
        by the C search (it starts from a copy of the state).
    """
    if native is None:
        native = native_available()
    if not native:
        return pack(words, shape.fits, rng, node_budget, deadline, on_found, on_tick, on_placed, first_only)
    assert _native is not None
    return _native.pack(
        [list(c) for c in letter_codes(words)],
        shape.ratio,
        min(shape.mw, 1 << 30),
        min(shape.mh, 1 << 30),
        rng.state,
        min(node_budget, (1 << 62)),
        deadline,
        on_found,
        on_tick,
        on_placed,
        first_only,
        lns.CONSTRUCT_SCAN,
    )
