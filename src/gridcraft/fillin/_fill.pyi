"""Types of the C propagation of fill-in puzzles (``_fill.c``), so that ``mypy --strict`` checks
:mod:`gridcraft.fillin.native`. A state is the bytes of every slot's candidate words and every
crossing cell's candidate letters; ``None`` is a wipe-out."""

from collections.abc import Sequence
from typing import final

@final
class Fill:
    """The C side's puzzle (an opaque capsule)."""

def new(
    nwords: int,
    nletters: int,
    ncells: int,
    every: bool,
    slots: Sequence[tuple[object, ...]],
    groups: Sequence[tuple[object, ...]],
    copies: tuple[object, ...],
    junctions: tuple[object, ...],
    order: Sequence[object],
    /,
) -> Fill: ...
def root(fill: Fill, start: bytes, /) -> bytes | None: ...
def child(fill: Fill, state: bytes, slot: int, word: int, /) -> bytes | None: ...
def branch(fill: Fill, state: bytes, /) -> list[tuple[int, int]] | None:
    """Choices ``(slot, word)``, or ``(-1 - cell, letter)`` for a crossing cell; None: solved."""
    ...

def words(fill: Fill, state: bytes, /) -> list[int]: ...
def propagations(fill: Fill, /) -> int: ...
