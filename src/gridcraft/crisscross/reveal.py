"""Letters given away to make a puzzle easier: a layout's letter cells shown in its empty grid
beside the givens that make its answer unique (they are givens too: the sheet, the text, ipuz and
the player show them as given letters).

:func:`give_away` spreads ``n`` letters over the entries so that each entry gets at most one while
an entry without a shown letter is left; :func:`give_cells` shows chosen cells.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace

from gridcraft.crisscross.layout import Layout
from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import Cell


def give_away(layout: Layout, n: int, seed: int = 0) -> Layout:
    """``layout`` with ``n`` more of its letters given, chosen by ``seed`` (the same layout, ``n``
    and seed give the same cells).

    Each letter goes to a cell whose entries have the fewest letters shown so far (counting the
    givens already there), a cell of one entry before a crossing (so that as many entries as
    possible get a letter before any gets a second), ties drawn from ``random.Random`` seeded
    with ``seed``. Cost O(n * cells).

    Raises:
        InvalidPuzzle: ``n`` negative, or more than the letter cells not yet shown (the message
            names the setting ``{reveal}``).
    """
    letters = layout.letters()
    shown = set(layout.givens)
    free = sorted(cell for cell in letters if cell not in shown)
    if n < 0:
        raise InvalidPuzzle(f"{{reveal}} {n}: give a number of letters, 0 or more", settings=("reveal",))
    if n > len(free):
        raise InvalidPuzzle(
            f"{{reveal}} {n}: the grid has {len(free)} letters that are not shown yet (of {len(letters)})",
            settings=("reveal",),
        )
    entries: dict[Cell, list[int]] = {}
    for i, p in enumerate(layout.placements):
        for cell in p.cells():
            entries.setdefault(cell, []).append(i)
    helped = [0] * len(layout.placements)  # letters shown in each entry
    for cell in shown:
        for i in entries.get(cell, ()):
            helped[i] += 1
    draw = random.Random(f"reveal:{seed}")
    given: list[Cell] = []
    for _ in range(n):
        rank = {cell: (max(helped[i] for i in entries[cell]), len(entries[cell])) for cell in free}
        best = min(rank.values())
        cell = draw.choice([c for c in free if rank[c] == best])
        free.remove(cell)
        given.append(cell)
        for i in entries[cell]:
            helped[i] += 1
    return replace(layout, givens=tuple(sorted(shown.union(given))))


def give_cells(layout: Layout, cells: Iterable[Cell]) -> Layout:
    """``layout`` with the letters of ``cells`` (``(row, col)``, 0-based) given; a cell already
    shown stays as it is.

    Raises:
        InvalidPuzzle: a cell that holds no letter, named by its row and column counted from 1
            (the message names the setting ``{reveal_cells}``).
    """
    letters = layout.letters()
    chosen = list(cells)
    for r, c in chosen:
        if (r, c) not in letters:
            inside = 0 <= r < layout.height and 0 <= c < layout.width
            raise InvalidPuzzle(
                f"{{reveal_cells}}: row {r + 1}, column {c + 1} is "
                f"{'not a letter cell of' if inside else 'outside'} the grid ({layout.width} wide, "
                f"{layout.height} high; rows and columns counted from 1)",
                settings=("reveal_cells",),
            )
    return replace(layout, givens=tuple(sorted(set(layout.givens).union(chosen))))
