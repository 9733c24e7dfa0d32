"""A packet's puzzles: the crossword, the word search and the fill-in of one list, each version's
grids all different, the fill-in's layout never the crossword's; the puzzle pages, then the keys."""

from __future__ import annotations

import pytest

from gridcraft.engine import Budget
from gridcraft.kinds import read_words, word_maker
from gridcraft.packet import assemble, pages, titled

ANIMALS = "cat\ntiger\nrat\nhorse\nsheep\nmouse\n"


def test_titles() -> None:
    assert titled("Animals", "Word search", None, [], "en") == "Animals: Word search"
    assert titled("", "Fill-in", 1, [], "en") == "Fill-in — version B"
    assert titled("Animals", "Crossword", 0, [], None) == "Animals: Crossword — version A"


@pytest.mark.slow
def test_every_grid_of_a_packet_differs() -> None:
    entries = read_words(ANIMALS, "animals.txt")
    layout = None
    for layout in word_maker()[1].layouts(entries, budget=Budget(node_limit=10_000), seed=0):
        pass
    packet = assemble(entries, layout, 2, seed=0, title="Animals")
    assert packet.warnings == ()
    assert [[part.title for part in parts] for parts in packet.sets] == [
        [f"Animals: {name} — version {v}" for name in ("Criss-cross", "Word search", "Fill-in")] for v in "AB"
    ]
    assert packet.sets[0][0].puzzle == layout  # version A's crossword is the layout itself
    letters = []  # each grid's letters, blanks as spaces, to compare the crosswords with the fill-ins
    for crossword, search, fill in packet.sets:
        letters.append(tuple(crossword.puzzle.rows()))
        letters.append(tuple(row.replace("#", " ") for row in fill.kind.rows(fill.puzzle, fill.solution)))
        assert fill.kind.verify(fill.puzzle, fill.solution) == []  # the fill-in's key solves it
        assert search.kind.verify(search.puzzle, search.solution) == []
    assert len(set(letters)) == 4  # two crosswords and two fill-ins, no two alike
    assert packet.sets[0][1].puzzle != packet.sets[1][1].puzzle  # nor the word searches
    drawn, front = pages(packet, paper="letter")
    assert (len(drawn), front) == (12, 6)  # six puzzle pages, then six keys
