"""An equally small layout whose empty puzzle has one answer, looked for before givens are added.

When the chosen layout's empty grid has several fills (words of one length that swap), another
layout of the same words in the same box may have none that swap. :func:`unique_alternative`
looks for one with the anytime search's own moves (:class:`~gridcraft.crisscross.search.lns.Packer`):
each round starts again from the chosen layout, takes out one or two groups of words
(:meth:`~gridcraft.crisscross.search.lns.Packer.destroy`) and fills the box again
(:meth:`~gridcraft.crisscross.search.lns.Packer.fill`). Each complete layout with a new set of letter
cells (a new empty grid) is checked with the fill-in solver, up to two fills; the first with one
fill is returned. Steps are counted, so the same seed and step budget give the same result.

This is a bounded search, not a proof: when it finds nothing, an equally small unique layout may
still exist, and the caller adds givens instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from gridcraft.crisscross.answer import count_fills
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.search.lns import Packer, Stop
from gridcraft.grid import ACROSS, DOWN

#: most groups of words taken out at the start of a round
GROUPS = 2


def unique_alternative(
    layout: Layout,
    *,
    steps: int,
    seed: int = 0,
    deadline: float | None = None,
    fits: Callable[[int, int], bool] | None = None,
    on_cut: Callable[[], None] | None = None,
) -> Layout | None:
    """A valid layout of ``layout``'s words, no larger (its box inside ``layout``'s), whose empty
    puzzle has exactly one fill (proven by the solver), or None when none was found.

    Args:
        layout: the chosen layout (its givens are ignored; its placements' entries and clues are
            kept, each word moved to its new place).
        steps: search steps (nodes of the anytime search's moves) before giving up.
        seed: seed of the random choices.
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` after which the search gives up (None: none).
        fits: ``fits(width, height)``, whether a smaller box is allowed (None: any).
        on_cut: called when the deadline, not the steps, ended the search (what it found then
            depends on the machine's speed).
    """
    words = [p.word for p in layout.placements]
    packer = Packer(
        words, random.Random(f"alternative:{seed}"), steps, deadline if deadline is not None else float("inf")
    )
    state = packer.board(layout.width, layout.height)
    for i, p in enumerate(layout.placements):
        state.place(i, 0 if p.direction == ACROSS else 1, state.cell(p.row, p.col))
    home = state.snapshot()
    seen = {frozenset(layout.letters())}
    try:
        while True:
            packer.tick()
            state.restore(home)
            for _ in range(packer.rng.randint(1, GROUPS)):
                if state.placed():
                    packer.destroy(state)
            if not state.placed() or not packer.fill(state):
                continue
            spots = state.spots()
            moved = Layout.from_placements(
                [
                    replace(p, row=r, col=c, direction=ACROSS if d == 0 else DOWN)
                    for p, (d, r, c) in zip(
                        layout.placements, (spots[i] for i in range(len(words))), strict=True
                    )
                ],
                layout.info,
            )
            cells = frozenset(moved.letters())
            if cells in seen or (fits is not None and not fits(moved.width, moved.height)):
                continue
            seen.add(cells)
            if count_fills(moved, 2) == (1, True):
                return replace(moved, givens=())
    except Stop:
        if on_cut is not None and packer.nodes <= steps:  # the deadline stopped it first
            on_cut()
        return None
