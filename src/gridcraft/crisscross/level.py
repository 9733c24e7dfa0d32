"""A criss-cross layout's level, measured on the puzzle as it is handed out.

A layout without clues is solved as the fill-in puzzle it makes (its empty grid, givens and word
list): its level is that puzzle's (:func:`gridcraft.fillin.level`). A crossword (clued) is
measured on four things, each from 0 (helps the solver most) to 1, weighed into a score from 0
to 1 and graded with the fill-in's thresholds:

- **word bank** (weight 0.35): 0 when the answers are listed beside the clues, else 1;
- **letters shown** (0.25): the share of entries without a shown letter (a given, or a letter
  given away);
- **clue count** (0.2): the clues to answer, from 4 (no weight) to 64 and more (full weight),
  on a logarithmic scale;
- **density** (0.2): the share of letter cells where two entries cross; each crossing checks an
  answer with another, and half the cells crossing helps fully.
"""

from __future__ import annotations

from gridcraft import fillin
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.write import blank_puzzle, is_clued

WEIGHTS = {"word_bank": 0.35, "shown": 0.25, "clues": 0.2, "density": 0.2}


def level(layout: Layout) -> fillin.Level:
    """The level of ``layout`` as handed out (see the module docstring). Cost O(cells) for a
    crossword; a fill-in's cost for a layout without clues."""
    if not is_clued(layout):
        return fillin.level(blank_puzzle(layout.mirrored() if layout.rtl else layout))
    letters = layout.letters()
    shown = set(layout.givens)
    entries = len(layout.placements)
    helped = sum(1 for p in layout.placements if shown.intersection(p.cells()))
    covered: dict[tuple[int, int], int] = {}
    for p in layout.placements:
        for cell in p.cells():
            covered[cell] = covered.get(cell, 0) + 1
    crossing = sum(1 for n in covered.values() if n > 1)
    measures = {
        "word_bank": 0.0 if layout.word_bank else 1.0,
        "shown": 1 - helped / max(entries, 1),
        "clues": fillin.size_measure(entries),
        "density": 1 - min(1.0, 2 * crossing / max(len(letters), 1)),
    }
    return fillin.graded(measures, WEIGHTS)
