"""Versions of one word list's puzzle: other layouts of the same words, so that neighbours in a
class who get version A and version B cannot copy.

:func:`other_layout` looks for them with the anytime search's own moves
(:class:`~gridcraft.crisscross.search.lns.Packer`): each restart puts one word, drawn at random,
at a random place of a box and fills the box around it (:meth:`~gridcraft.crisscross.search.lns.Packer.fill`).
Of the complete layouts met whose letter grid differs from every earlier version's (and from its
transpose, which the searches count as the same layout), the smallest that shares at most a
quarter of its words' places with an earlier version is kept (else the one sharing fewest). The
box of the chosen layout is tried first, then boxes a cell or two larger: a list's smallest box
often holds one layout only (the ten animals of ``--example animals-ru`` have one in 10 x 8, and
others in 11 x 8). Steps are counted, so the same seed and step budget give the same layout on any
machine.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from gridcraft.crisscross.answer import single_answer
from gridcraft.crisscross.layout import Layout, SearchInfo
from gridcraft.crisscross.search.lns import Packer, Stop
from gridcraft.crisscross.search.shape import Shape
from gridcraft.engine import Budget
from gridcraft.grid import ACROSS, DOWN

#: boxes tried at most: the chosen layout's, then up to two cells wider or higher
BOXES = 5
Rank = tuple[int, int, int, int]  # (words shared beyond ENOUGH, area, words shared, -crossings)

#: a layout sharing at most this share of its words' places with an earlier version ends the look
ENOUGH = 0.25


def other_layout(
    layout: Layout,
    earlier: Sequence[Layout],
    *,
    steps: int,
    seed: str,
    shape: Shape,
    givens: bool = True,
    plain: bool = False,
    answer_budget: Budget | None = None,
    deadline: float | None = None,
) -> Layout | None:
    """A valid layout of ``layout``'s words whose letter grid differs from each of ``earlier``'s
    (and from their transposes), sharing as few placed words with them as the search finds, in
    ``layout``'s box or a slightly larger one that ``shape`` allows; ``None`` when none was found
    (a list with a single layout, or too few steps).

    Args:
        layout: the first version's layout (its entries and clues are kept; its givens dropped).
        earlier: the layouts of the versions before this one (``layout`` among them).
        steps: search steps per box tried; ``seed``: the seed of the random choices.
        shape: the footprint rules (aspect ratio, page caps) the new layout keeps.
        givens: give the new layout of a list without clues the fewest letters that make its
            empty puzzle's answer unique (else its fills are only counted).
        plain: drop the clues (a clued list's fill-in puzzle), so that the answer is checked.
        answer_budget: the answer check's budget (``None``: no limit).
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` after which the look gives up.
    """
    clock = Budget()  # the seconds the look took, for the summary line
    if len(layout.placements) < 2:  # one word: one layout
        return None
    rtl = layout.rtl  # searched as if left to right (the rules are symmetric), mirrored back
    start = _ltr(layout)
    if plain:
        start = replace(start, placements=tuple(replace(p, clue="") for p in start.placements))
    before = [_ltr(e) for e in earlier]
    seen = {_grid(v) for e in before for v in (e, e.transposed())}
    taken = [v for e in before for v in (e, e.transposed())]
    words = [p.word for p in start.placements]
    best: tuple[Rank, Layout] | None = None
    spent = 0
    for width, height in _boxes(start, shape):
        packer = Packer(
            words,
            random.Random(f"version:{seed}:{width}x{height}"),
            steps,
            deadline if deadline is not None else float("inf"),
        )
        found = _restarts(packer, start, width, height, seen, taken, shape)
        spent += packer.nodes
        if found is not None and (best is None or found[0] < best[0]):
            best = found
        if best is not None and not best[0][0]:  # one that differs enough: the smallest box wins
            break
    if best is None:
        return None
    chosen = best[1]
    optimal = start.info.optimal and chosen.area == start.area  # as small as a proven optimum
    info = SearchInfo(
        spent,
        clock.elapsed(),
        optimal,
        "anytime",
        f"{best[0][2]} of {len(words)} words placed as in an earlier version, shifted or not",
    )
    chosen = replace(chosen, info=info)
    if not any(p.clue for p in chosen.placements):
        chosen = single_answer(chosen, givens=givens, budget=answer_budget)
    return chosen.mirrored() if rtl else chosen


def _ltr(layout: Layout) -> Layout:
    return layout.mirrored() if layout.rtl else layout


def _grid(layout: Layout) -> frozenset[tuple[tuple[int, int], str]]:
    return frozenset(layout.letters().items())


def _shared(layout: Layout, other: Layout) -> int:
    """How many of ``layout``'s words stand as in ``other`` moved by one shift: the most words
    in the same direction whose places differ by the same number of rows and columns."""
    shifts = Counter(
        (p.row - q.row, p.col - q.col)
        for p, q in zip(layout.placements, other.placements, strict=True)
        if p.direction == q.direction
    )
    return max(shifts.values(), default=0)


def _boxes(layout: Layout, shape: Shape) -> list[tuple[int, int]]:
    """The boxes to look in: ``layout``'s, then up to two cells wider or higher, smallest first
    (squarer first among equals), those ``shape`` allows."""
    w, h = layout.width, layout.height
    grown = sorted(
        ((w + a, h + b) for a in range(3) for b in range(3)),
        key=lambda box: (box[0] * box[1], abs(box[0] - box[1])),
    )
    return [box for box in grown if box == (w, h) or shape.fits(*box)][:BOXES]


def _restarts(
    packer: Packer,
    start: Layout,
    width: int,
    height: int,
    seen: set[frozenset[tuple[tuple[int, int], str]]],
    taken: list[Layout],
    shape: Shape,
) -> tuple[Rank, Layout] | None:
    """The best new layout found by restarts in a ``width x height`` box, with its rank, or
    ``None``: each restart puts one word, drawn at random, at a random place and fills the box
    around it. The rank (:data:`Rank`, lowest best): the words placed as in an earlier version beyond
    :data:`ENOUGH` of the list, the area, those words, fewer crossings."""
    words = packer.words
    enough = int(ENOUGH * len(words))
    best: tuple[Rank, Layout] | None = None
    try:
        while best is None or best[0][0]:  # until one differs enough
            packer.tick()
            state = packer.board(width, height)
            w = packer.rng.below(len(words))
            d = packer.rng.below(2)
            room = (width, height) if d == 0 else (height, width)  # along and across the word
            if len(words[w]) > room[0]:
                continue
            along, across = packer.rng.below(room[0] - len(words[w]) + 1), packer.rng.below(room[1])
            state.place(w, d, state.cell(across, along) if d == 0 else state.cell(along, across))
            if not packer.fill(state):
                continue
            spots = state.spots()
            moved = Layout.from_placements(
                [
                    replace(
                        p, row=spots[i][1], col=spots[i][2], direction=ACROSS if spots[i][0] == 0 else DOWN
                    )
                    for i, p in enumerate(start.placements)
                ],
                start.info,
            )
            if shape.orient(moved.width, moved.height):
                moved = moved.transposed()
            grid = _grid(moved)
            if grid in seen or not shape.fits(moved.width, moved.height) or moved.check():
                continue
            seen.add(grid)
            shared = max((_shared(moved, t) for t in taken), default=0)
            rank = (max(0, shared - enough), moved.area, shared, -moved.crossings)
            if best is None or rank < best[0]:
                best = (rank, replace(moved, givens=()))
    except Stop:
        pass
    return best
