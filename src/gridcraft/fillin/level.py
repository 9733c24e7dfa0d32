"""A fill-in puzzle's level, measured on the finished puzzle: what makes it hard for a solver.

Four measures, each from 0 (helps the solver most) to 1, weighed into a score from 0 to 1:

- **forced first placements** (weight 0.35): the share of slots a solver can fill before any
  crossing letter is known, because one word alone fits them (its length, and the given letters
  in the slot), or because a word fits that slot alone. Few forced slots: the solver must try;
- **givens** (0.2): the letters shown, as a share of the white cells; a quarter of them shown
  helps fully;
- **word-bank size** (0.25): the words to place, from 4 (no weight) to 64 and more (full
  weight), on a logarithmic scale;
- **crossings** (0.2): the share of white cells where two slots cross; each crossing is a check
  on both words, and half the cells crossing helps fully.

Givens and crossings help to place the words that are not forced: their weights count in the
share of slots not forced (a puzzle whose every slot is forced is easy however few letters it
shows).

The grade is ``easy`` below :data:`EASY_BELOW`, ``hard`` from :data:`HARD_FROM`, else
``medium``. The same thresholds grade a criss-cross (:mod:`gridcraft.crisscross.level`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from gridcraft import levels
from gridcraft.fillin.model import EMPTY, FillinPuzzle
from gridcraft.grid import Slot
from gridcraft.levels import Level as Level

EASY_BELOW, HARD_FROM = 0.35, 0.6  # score thresholds of the grades
WEIGHTS = {"forced": 0.35, "givens": 0.2, "words": 0.25, "crossings": 0.2}
FEW_WORDS, MANY_WORDS = 4, 64  # a word bank's size at no weight and at full weight


def graded(measures: Mapping[str, float], weights: Mapping[str, float], score: float | None = None) -> Level:
    """The level of ``measures`` graded with the fill-in's thresholds (see
    :func:`gridcraft.levels.graded`)."""
    return levels.graded(measures, weights, (EASY_BELOW, HARD_FROM), score)


def size_measure(n: int) -> float:
    """How much ``n`` words (or clues) weigh: 0 up to :data:`FEW_WORDS`, 1 from
    :data:`MANY_WORDS`, logarithmic between."""
    if n <= FEW_WORDS:
        return 0.0
    return min(1.0, math.log(n / FEW_WORDS) / math.log(MANY_WORDS / FEW_WORDS))


def forced_slots(puzzle: FillinPuzzle) -> int:
    """The slots a solver fills before knowing any crossing letter: one word alone fits the slot
    (by length and the given letters in it), or a word that is in the list once fits this slot
    alone. Cost O(slots * words * length)."""
    counts = puzzle.word_counts()
    words = sorted(counts)
    fits: dict[Slot, set[str]] = {}
    for slot in puzzle.slots:
        pattern = [puzzle.rows[r][c] for r, c in slot.cells]
        fits[slot] = {
            w
            for w in words
            if len(w) == slot.length and all(p == EMPTY or p == ch for p, ch in zip(pattern, w))
        }
    forced = {slot for slot, found in fits.items() if len(found) == 1}
    for w in words:
        places = [slot for slot, found in fits.items() if w in found]
        if len(places) == 1 and counts[w] == 1:
            forced.add(places[0])
    return len(forced)


def level(puzzle: FillinPuzzle) -> Level:
    """The level of ``puzzle`` (see the module docstring). Cost O(slots * words * length)."""
    white = puzzle.white()
    slots = puzzle.slots
    in_slots: dict[tuple[int, int], int] = {}
    for slot in slots:
        for cell in slot.cells:
            in_slots[cell] = in_slots.get(cell, 0) + 1
    crossing = sum(1 for n in in_slots.values() if n > 1)
    measures = {
        "forced": 1 - forced_slots(puzzle) / max(len(slots), 1),
        "givens": 1 - min(1.0, 4 * len(puzzle.givens()) / max(len(white), 1)),
        "words": size_measure(len(puzzle.words)),
        "crossings": 1 - min(1.0, 2 * crossing / max(len(white), 1)),
    }
    w, unforced = WEIGHTS, measures["forced"]
    checks = w["givens"] * measures["givens"] + w["crossings"] * measures["crossings"]
    return graded(measures, w, w["forced"] * unforced + w["words"] * measures["words"] + unforced * checks)
