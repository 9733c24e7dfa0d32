"""Types of the C propagation of the Latin core (``_core.c``): what each function takes and returns, so that
``mypy --strict`` checks :mod:`gridcraft.latin.search.native`. A state is the bytes of every
cell's candidate bitset; ``None`` is a wipe-out (no solution below)."""

from collections.abc import Sequence
from typing import Final, final

BY_TABLE: Final[int]
BY_SUM: Final[int]
BY_PRODUCT: Final[int]
BY_EITHER: Final[int]
BY_SEEN: Final[int]
MAXUNITS: Final[int]  # units in all, the rows and columns included
MAXOF: Final[int]  # units of one cell

@final
class Core:
    """The C side's puzzle (an opaque capsule)."""

def new(
    n: int,
    cages: Sequence[tuple[tuple[int, ...], int, int, object]],
    linears: Sequence[tuple[object, ...]],
    cage_lines: bool,
    alldiff: bool,
    units: Sequence[tuple[int, ...]] = ...,
    relations: Sequence[tuple[tuple[int, ...], int, int, object]] = ...,
    /,
) -> Core:
    """``units``: the units after the rows and columns (boxes or regions, extra units, distinct
    cages' units), each 1 to n
    cells; ``relations``: constraints over any cells beside the cages, as cages are given (``BY_TABLE``
    with its tuples, or ``BY_SEEN`` over a whole line with the count seen as target)."""

def root(core: Core, doms: list[int], /) -> bytes | None: ...
def child(core: Core, state: bytes, cell: int, value: int, /) -> bytes | None: ...
def branch(core: Core, state: bytes, /) -> tuple[tuple[int, int], tuple[int, int]] | None: ...
def doms(core: Core, state: bytes, /) -> list[int]: ...
def cdcl_begin(core: Core, root_state: bytes, /) -> None: ...
def cdcl_run(core: Core, nodes: int, want: int, /) -> tuple[int, list[bytes], int, int, int, int]:
    """(status, solution states, nodes, conflicts, faults, learned literals)."""
