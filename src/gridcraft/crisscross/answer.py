"""One answer for a word-list puzzle: count the fills of a layout's empty grid, and add the fewest
given letters that leave one (see :func:`gridcraft.fillin.givens.unique_givens`).

A layout's empty puzzle is a fill-in puzzle; its words may fit the grid in more than one way
(two words of a length swapped where nothing tells them apart). Any fill is an equally valid
layout of the same words, so the answer may be another fill when that one needs fewer givens.
"""

from __future__ import annotations

from dataclasses import replace

from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.crisscross.write import blank_puzzle
from gridcraft.engine import NODES, Budget, SearchStats, verdict
from gridcraft.fillin import FILL_LIMIT, Grid, search_problem, unique_givens


def single_answer(layout: Layout, *, givens: bool = True, budget: Budget | None = None) -> Layout:
    """``layout`` with the fills of its empty grid counted and, with ``givens``, the fewest given
    letters that make its answer the only one (possibly another fill of the same grid, which is
    as valid a layout). ``layout.info`` records the fills and whether the givens are proven
    minimal; when the budget runs out first, the layout comes back without givens, ``info.fills``
    ``None`` and its note saying so.

    Args:
        layout: a valid layout (its own givens are replaced).
        givens: add givens; ``False`` only counts the fills (up to ``FILL_LIMIT``).
        budget: seconds and nodes for the solver's searches (``None``: no limit).
    """
    plain = replace(layout, givens=())
    blank, answer = blank_puzzle(plain), tuple(plain.rows())
    if not givens:
        stats = SearchStats()
        found = verdict(search_problem(blank), FILL_LIMIT, budget=budget, stats=stats)
        if stats.budget_exhausted:
            return _unchecked(plain, budget)
        info = replace(plain.info, fills=len(found.found), fills_complete=stats.complete)
        return replace(plain, info=info)
    result = unique_givens(blank, answer, budget=budget)
    if result is None:
        return _unchecked(plain, budget)
    chosen = plain if result.answer == answer else refill(plain, result.answer)
    info = replace(
        plain.info, fills=result.fills, fills_complete=result.complete, givens_minimal=result.minimal
    )
    return replace(chosen, info=info, givens=result.cells)


def count_fills(layout: Layout, limit: int, budget: Budget | None = None) -> tuple[int, bool]:
    """The fills of ``layout``'s empty puzzle (its givens shown) counted by the fill-in solver up
    to ``limit``: ``(count, complete)``, ``complete`` when the search space was exhausted (the
    count is exact)."""
    stats = SearchStats()
    found = verdict(search_problem(blank_puzzle(layout)), limit, budget=budget, stats=stats)
    return len(found.found), stats.complete


def unchecked(layout: Layout, why: str = "the time ran out") -> Layout:
    """``layout`` with its fills unknown (``info.fills`` None) and a note saying ``why``."""
    note = "; ".join(filter(None, [layout.info.note, f"answers not counted: {why}"]))
    return replace(layout, info=replace(layout.info, fills=None, note=note))


def _unchecked(layout: Layout, budget: Budget | None) -> Layout:
    """:func:`unchecked`, saying whether the time limit or the check's nodes ran out."""
    return unchecked(
        layout,
        "the check's nodes ran out" if budget is not None and budget.cut == NODES else "the time ran out",
    )


def refill(layout: Layout, fill: Grid) -> Layout:
    """The layout whose letters are ``fill``: the same slots, each holding the word ``fill`` puts
    there (``fill`` must be a fill of the layout's empty grid with its words), in word-list order.

    Raises:
        ValueError: ``fill`` puts a word in a slot that the layout's words do not have.
    """
    owners: dict[str, list[int]] = {}  # word -> indices of the placements (entries) that spell it
    for i, p in enumerate(layout.placements):
        owners.setdefault(p.word, []).append(i)
    moved: list[Placement | None] = [None] * len(layout.placements)
    for slot in layout.placements:  # each slot goes to the entry whose word the fill puts there
        word = "".join(fill[r][c] for r, c in slot.cells())
        if not owners.get(word):
            raise ValueError(f"{word!r} is not one of the layout's words")
        i = owners[word].pop(0)
        moved[i] = replace(layout.placements[i], row=slot.row, col=slot.col, direction=slot.direction)
    return replace(layout, placements=tuple(p for p in moved if p is not None))
