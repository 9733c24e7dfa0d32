"""A layout as the player shows it (see :mod:`gridcraft.player`): a clued layout as a crossword
(numbered cells, Across and Down clues), else as a word-list puzzle (its word bank grouped by
length, its givens shown); its circled and shaded cells marked, a rebus cell's solution its whole
text; a crossword file's notes, and whether it is diagramless."""

from __future__ import annotations

from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.write import is_clued, numbers
from gridcraft.grid import ACROSS
from gridcraft.player import PlayEntry, PlayModel, word_bank
from gridcraft.words import clue_enumeration, shown


def play_model(layout: Layout, title: str, lang: str = "", caps: str = "") -> PlayModel:
    """The player's model of ``layout`` (its own letters are the solution)."""
    letters = {cell: shown(ch) for cell, ch in layout.letters().items()}
    givens = set(layout.givens)
    grid = tuple(
        tuple(
            (letters[(r, c)] if (r, c) in givens else "") if (r, c) in letters else None
            for c in range(layout.width)
        )
        for r in range(layout.height)
    )
    clued = is_clued(layout)
    at = numbers(layout)
    ordered = sorted(layout.placements, key=lambda p: (p.direction != ACROSS, at[(p.row, p.col)]))
    # a rebus cell's letters would be counted in its entry's enumeration, giving away where the
    # rebus squares are: a crossword with rebus cells shows no enumeration at all
    rebus = any(shown(ch) != ch for ch in layout.letters().values())
    shown_clues = {
        p: (clue_enumeration(p.clue, p.entry)[0], "")
        if rebus and clued
        else clue_enumeration(p.clue, p.entry)
        if clued
        else (p.clue, "")
        for p in ordered
    }
    entries = tuple(
        PlayEntry(
            f"{at[(p.row, p.col)]} {'Across' if p.direction == ACROSS else 'Down'}",
            tuple(p.cells()),
            p.direction,
            at[(p.row, p.col)],
            clue=shown_clues[p][0],
            enumeration=shown_clues[p][1],
            rtl=p.rtl and p.direction == ACROSS,
        )
        for p in ordered
    )
    return PlayModel(
        mode="clued" if clued else "words",
        title=title,
        grid=grid,
        entries=entries,
        solution=letters,
        lang=lang,
        caps=caps,
        numbers=at,
        bank=() if clued else word_bank((p.word, p.entry) for p in layout.placements),
        rtl=layout.rtl,
        shaded=tuple(sorted(layout.shaded)),
        circled=tuple(sorted(layout.circled)),
        diagramless=layout.diagramless,
        notes=layout.notes,
    )
