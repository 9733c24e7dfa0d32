"""Types of the word-search search in C (``_search.c``), so that ``mypy --strict`` checks
:func:`gridcraft.wordsearch.make.search`."""

from gridcraft.wordsearch.search import Plan, Tables

def attempt(
    height: int,
    width: int,
    exists: bytes,
    tables: Tables,
    plan: Plan,
    state: int,
    cap: int,
    tries: int,
    limit: int,
    base: int,
    deadline: float,
    /,
) -> tuple[int, list[int], list[int], list[int], int, int]:
    """(status, cells, starts, dirs, nodes, state) as :class:`gridcraft.wordsearch.search.Result`:
    :func:`gridcraft.wordsearch.search.attempt` in C. ``limit``: the budget's node limit (-1:
    none); ``deadline``: a budget's deadline on the clock of ``time.monotonic``."""
    ...
