"""A layout as the player shows it: a crossword when clued, a word-list puzzle when not."""

from __future__ import annotations

from dataclasses import replace

from samples import mul_layout

from gridcraft.crisscross import KIND


def test_an_unclued_layout_is_a_word_list_puzzle() -> None:
    layout = mul_layout()
    model = KIND.play(layout, None, "t")
    assert model.mode == "words" and model.numbers  # numbered: labels and hints name entries
    assert sorted("".join(model.solution[c] for c in e.cells) for e in model.entries) == sorted(
        p.word for p in layout.placements
    )
    assert sorted(letters for _, words in model.bank for _, letters in words) == sorted(
        p.word for p in layout.placements
    )
    assert set(model.solution) == set(layout.letters())


def test_a_clued_layout_is_a_crossword_numbered_across_first() -> None:
    layout = mul_layout()
    clued = replace(
        layout, placements=tuple(replace(p, clue=f"clue {i}") for i, p in enumerate(layout.placements))
    )
    model = KIND.play(clued, None, "t")
    assert model.mode == "clued" and model.bank == ()
    directions = [e.direction for e in model.entries]
    assert directions == sorted(directions)  # across, then down
    for e in model.entries:
        assert model.numbers[e.cells[0]] == e.number and e.label.startswith(f"{e.number} ")
        assert e.clue.startswith("clue ") and e.enumeration
