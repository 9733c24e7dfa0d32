"""Types of the filler's C propagation (``_autofill.c``), so that ``mypy --strict`` checks
:mod:`gridcraft.fillin.autofill.native`. A state is the bytes of every slot's candidate entries and
every cell's candidate letters; ``None`` is a wipe-out."""

from collections.abc import Sequence
from typing import final

@final
class Fill:
    """The C side's problem (an opaque capsule)."""

def new(
    nletters: int,
    ncells: int,
    lengths: Sequence[tuple[int, int, bytes]],
    slots: Sequence[tuple[int, tuple[int, ...], tuple[int, ...]]],
    weights: Sequence[float],
    shared: tuple[int, Sequence[tuple[bytes, bytes, bytes, bytes]]] | None,
    scores: Sequence[bytes] | None = None,
    /,
) -> Fill: ...
def start(
    fill: Fill, counts: tuple[int, ...], givens: tuple[int, ...], taken: tuple[int, ...], /
) -> bytes | None: ...
def root(fill: Fill, start: bytes, /) -> bytes | None: ...
def child(fill: Fill, state: bytes, slot: int, word: int, /) -> bytes | None: ...
def branch(fill: Fill, state: bytes, /) -> tuple[int, bytes] | None:
    """The slot to branch on and its candidates' bitset; None: every slot holds one entry."""
    ...

def words(fill: Fill, state: bytes, /) -> list[int]: ...
def wipeouts(fill: Fill, /) -> list[int]: ...
def propagations(fill: Fill, /) -> int: ...
def cbj_begin(fill: Fill, start: bytes, /) -> bool:
    """Begin the conflict-driven search; False when the start state's propagation wipes out."""
    ...

def cbj_run(fill: Fill, nodes: int, limit: int, /) -> tuple[int, list[bytes], int, int]:
    """(exhausted, solution states, decisions, failures) after at most ``nodes`` decisions."""
    ...

def core(fill: Fill, /) -> list[int]:
    """The slots whose rules alone refuted the last exhausted search (or the start's empty slot)."""
    ...

def cbj_bound(fill: Fill, bound: int, /) -> None:
    """Children whose slots' best remaining scores sum to at most ``bound`` fail (-1: no bound)."""
    ...
