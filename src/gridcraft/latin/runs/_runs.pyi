"""Types of the runs-with-sums search in C (``_runs.c``), so that ``mypy --strict`` checks
:mod:`gridcraft.latin.runs.problem`."""

class Core:
    """A board as the C search reads it."""

def new(size: int, runs: list[tuple[tuple[int, ...], int]], /) -> Core:
    """The board of ``size`` white cells and its ``runs`` (cells, sum; 0: no sum)."""

def propagate(core: Core, doms: list[int], /) -> bytes | None:
    """``search.propagate``: the state at the rules' fixed point, or None on a contradiction."""

def child(core: Core, state: bytes, cell: int, digit: int, /) -> bytes | None:
    """``state`` with ``cell`` set to ``digit``, propagated; None on a contradiction."""

def branch(core: Core, state: bytes, /) -> int:
    """``search.branch_cell``: the open cell with fewest candidates, -1 when all are fixed."""

def doms(core: Core, state: bytes, /) -> list[int]:
    """The candidate bitset of each white cell of ``state``."""

def solve(
    core: Core, state: bytes, limit: int, node_limit: int, deadline: float, /
) -> tuple[list[bytes], int, int, bool]:
    """The solution states below ``state`` (at most ``limit``; 0: all), the nodes and failures,
    and whether the search was complete (``node_limit`` 0 and ``deadline`` 0: no bound)."""
