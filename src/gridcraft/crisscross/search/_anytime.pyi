"""Types of the anytime criss-cross search in C (``_anytime.c``), so that ``mypy --strict`` checks
:func:`gridcraft.crisscross.search.anytime.search`."""

from collections.abc import Callable

def pack(
    codes: list[list[int]],
    ratio: float | None,
    max_width: int,
    max_height: int,
    state: int,
    node_budget: int,
    deadline: float,
    on_found: Callable[[dict[int, tuple[int, int, int]], int, int], None] | None,
    on_tick: Callable[[int], None] | None,
    on_placed: Callable[[int], None] | None,
    first_only: bool = ...,
    scan: int = ...,
    /,
) -> tuple[dict[int, tuple[int, int, int]], int]:
    """(layout, nodes): the best layout found, ``word -> (direction, row, col)`` normalised ({}:
    none), and the steps spent. ``state``: the SplitMix64 state; ``deadline``: a budget's deadline
    on the clock of ``time.monotonic``."""
    ...
