"""A layout's circled and shaded cells and rebus cells kept through its transformations, its
JSON document and the player's model."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.crisscross.layout_json import read_json, to_json
from gridcraft.crisscross.play import play_model
from gridcraft.errors import ParseError
from gridcraft.words import cell_code

HEART = cell_code("HEART")


def marked() -> Layout:
    """HEART A B over C D E, (0, 0) a rebus, (1, 1) circled, (0, 2) shaded."""
    layout = Layout.from_placements(
        [
            Placement(HEART + "AB", 0, 0, "across", "HEARTAB", "first"),
            Placement("CDE", 1, 0, "across", clue="second"),
            Placement(HEART + "C", 0, 0, "down", "HEARTC", "third"),
            Placement("AD", 0, 1, "down", clue="fourth"),
            Placement("BE", 0, 2, "down", clue="fifth"),
        ]
    )
    return replace(layout, crossword=True, circled=frozenset({(1, 1)}), shaded=frozenset({(0, 2)}))


def test_marks_follow_the_cells_when_mirrored_and_transposed() -> None:
    layout = marked()
    assert layout.check() == []
    mirrored, transposed = layout.mirrored(), layout.transposed()
    assert mirrored.circled == {(1, 1)} and mirrored.shaded == {(0, 0)}
    assert transposed.circled == {(1, 1)} and transposed.shaded == {(2, 0)}
    assert transposed.letters()[(0, 0)] == HEART


def test_a_mark_off_the_letters_is_a_broken_rule() -> None:
    assert replace(marked(), circled=frozenset({(5, 5)})).check() == [
        "marked cell (5, 5) is not a letter cell"
    ]


def test_json_keeps_rebus_cells_and_marks() -> None:
    text = to_json(marked())
    assert '"cells": [\n        "HEART"' in text and '"circled": [\n    [\n      1,\n      1' in text
    again = read_json(text)
    assert again == marked() and again.letters()[(0, 0)] == HEART


def test_json_cells_must_spell_the_word() -> None:
    text = to_json(marked()).replace('"HEART",', '"HEARD",', 1)
    with pytest.raises(ParseError, match="'cells' must spell the 'word'"):
        read_json(text)


def test_the_player_gets_the_whole_rebus_and_the_marks() -> None:
    model = play_model(marked(), "Marked")
    assert model.solution[(0, 0)] == "HEART"
    assert model.circled == ((1, 1),) and model.shaded == ((0, 2),)


def test_a_rebus_crossword_shows_no_enumeration_that_would_place_its_rebus() -> None:
    rebus = play_model(marked(), "Marked")
    assert [e.enumeration for e in rebus.entries] == [""] * 5  # not "(7)" on 3 squares
    plain = Layout.from_placements(
        [Placement("CAT", 0, 0, "across", clue="pet"), Placement("COW", 0, 0, "down", clue="cattle")]
    )
    assert [e.enumeration for e in play_model(replace(plain, crossword=True), "Plain").entries] == ["3", "3"]
