"""Types of the exact criss-cross search in C (``_exact.c``), so that ``mypy --strict`` checks
:meth:`gridcraft.crisscross.search.exact.ExactSearch._run_native`."""

from collections.abc import Callable

def search(
    words: list[list[int]],
    ratio: float | None,
    max_width: int,
    max_height: int,
    incumbent: tuple[float, int, int] | None,
    allow_pending: bool,
    node_limit: int,
    deadline: float,
    progress: Callable[[int, float], None] | None,
    viability: bool = ...,
    threads: int = ...,
    resume: int = ...,
    /,
) -> tuple[
    int,
    int,
    tuple[float, int, int],
    list[tuple[int, int, int, int]] | None,
    int,
    list[int],
    BaseException | None,
    tuple[int, int],
]:
    """(status: 0 when the search space was exhausted, nodes, best (area, -crossings, |w - h|),
    the best layout's moves (word, direction, row, col) or None, deepest words placed, words left
    out, an exception raised by ``progress`` or None, (items searched to their end from the first,
    or -1, and items, when the search was split: ``threads`` 2 or ``resume`` 0 or more; else -1
    and 0)). ``resume``: skip that many items (-1: no split on one thread). ``deadline``: a budget's deadline, on the
    clock of ``time.monotonic``."""
    ...
