"""A word search's grades: what ``easy``, ``medium`` and ``hard`` mean beside their directions.

A grade is three things a solver feels:

- **directions**, spread: each word is steered to a target direction, the targets dealt out
  evenly over the allowed directions. At ``easy`` and ``medium`` the target comes before shared
  letters (``medium`` puts over half of the words on diagonals, about a fifth left to right); at
  ``hard`` it decides between places sharing as many letters (about half the words read
  backwards and a quarter diagonally; the longest word, placed first, always diagonally);
- **density**, how many letters the words share: ``easy`` keeps the words apart where it can in
  a roomier grid, ``medium`` crosses some, ``hard`` crosses them as much as it can in the
  smallest grid it finds;
- **filler that resembles the words**: ``easy`` draws each of the words' letters alike,
  ``medium`` and ``hard`` as often as the words use them and add near misses (a word's first
  letters, not all of them, in one of its directions): a third as many as words at ``medium``,
  one per word at ``hard``.

A list of directions takes the grade of what it holds: a backwards direction (one not in the
``medium`` preset, mirrored for a right-to-left script) makes it ``hard``, a diagonal ``medium``,
else ``easy``. ``tests/wordsearch/test_grades.py`` measures all three on made grids.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gridcraft.wordsearch.model import DIRECTIONS, MIRROR, PRESETS


@dataclass(frozen=True, slots=True)
class Grade:
    """What a grade asks of the maker.

    Attributes:
        name: ``easy``, ``medium`` or ``hard``.
        density: letters per cell of the first square the automatic size tries (more than 1:
            the words must share letters).
        shrink: after the first square that holds the words, try smaller ones while they do.
        share, aim: a candidate place's score: ``share`` per shared letter (negative: apart
            first), ``aim`` when it reads in the word's target direction (less than ``share``:
            the target only breaks ties).
        decoys_every: one near miss per so many words (0: none).
        weighted: filler letters as often as the words use them (else each letter alike).
        diagonals_first: place the words steered to a diagonal before the others (a diagonal
            holds fewest places: in a roomy grid this keeps them there; in the tightest grids
            it costs room, so ``hard`` places the longest words first whatever their target).
    """

    name: str
    density: float
    shrink: bool
    share: int
    aim: int
    decoys_every: int
    weighted: bool
    diagonals_first: bool


GRADES = {
    "easy": Grade("easy", 0.75, False, -1, 2, 0, False, True),
    "medium": Grade("medium", 0.95, False, 1, 3, 3, True, True),
    "hard": Grade("hard", 1.0, True, 2, 1, 1, True, False),
}


def grade_of(directions: Sequence[str], rtl: bool = False) -> Grade:
    """The grade of a set of allowed directions (see the module docstring)."""
    forward = {MIRROR.get(d, d) if rtl else d for d in PRESETS["medium"]}
    if any(d not in forward for d in directions):
        return GRADES["hard"]
    if any("-" in d for d in directions):
        return GRADES["medium"]
    return GRADES["easy"]


def deal_targets(order: Sequence[int], word_dirs: Sequence[int], draw: object) -> tuple[int, ...]:
    """Each word's target direction (an index of DIRECTIONS; -1 for none), dealt in ``order``
    (longest first): the word's allowed direction that fewest words have so far, a diagonal first
    among those (so that the longest word, placed first into an empty grid, reads diagonally),
    other ties broken by ``draw(n)`` (a seeded int below ``n``)."""
    assert callable(draw)
    counts = [0] * len(DIRECTIONS)
    targets = [-1] * len(word_dirs)
    for k in order:
        mine = [d for d in range(len(DIRECTIONS)) if word_dirs[k] >> d & 1]
        if not mine:
            continue
        least = min(counts[d] for d in mine)
        tied = [d for d in mine if counts[d] == least]
        tied = [d for d in tied if "-" in DIRECTIONS[d]] or tied
        d = tied[draw(len(tied))] if len(tied) > 1 else tied[0]
        counts[d] += 1
        targets[k] = d
    return tuple(targets)
