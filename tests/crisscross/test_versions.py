"""Versions of a word list's layout: each another valid layout whose grid differs from every
earlier version's (and from its transpose), its answer unique, the same for the same seed."""

from __future__ import annotations

import functools
from dataclasses import replace

from gridcraft.crisscross import generate
from gridcraft.crisscross.answer import count_fills
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.search.shape import Shape
from gridcraft.crisscross.versions import _shared, other_layout
from gridcraft.words import entries_from_strings

ANIMALS = ["cat", "tiger", "rat", "horse", "sheep", "mouse"]
SHAPE = Shape(2.0, None, None)


@functools.cache
def animals() -> Layout:
    """The six animals' smallest layout (its fills only counted: the look for givens takes a second)."""
    return generate(ANIMALS, node_limit=10_000, givens="none")


def grid(layout: Layout) -> frozenset[tuple[tuple[int, int], str]]:
    return frozenset(layout.letters().items())


def test_another_layout_differs_is_valid_and_has_one_answer() -> None:
    first = animals()
    other = other_layout(first, [first], steps=500, seed="0:1", shape=SHAPE)
    assert other is not None
    assert other.check() == []  # every rule of a valid layout, by the independent checker
    assert sorted(p.word for p in other.placements) == sorted(p.word for p in first.placements)
    assert grid(other) not in (grid(first), grid(first.transposed()))
    assert count_fills(other, 2) == (1, True)  # its empty puzzle (with its givens) has one answer
    assert SHAPE.fits(other.width, other.height)
    # the same seed, the same layout; another seed may give another
    assert other_layout(first, [first], steps=500, seed="0:1", shape=SHAPE) == other


def test_each_version_differs_from_every_earlier_one() -> None:
    first = animals()
    made = [first]
    for k in (1, 2):
        found = other_layout(first, made, steps=500, seed=f"0:{k}", shape=SHAPE)
        assert found is not None
        made.append(found)
    grids = [grid(x) for x in made] + [grid(x.transposed()) for x in made]
    assert len(set(grids)) == 6  # three layouts, none another's transpose


def test_a_list_with_one_layout_has_no_other() -> None:
    two = generate(["cab", "bed"], node_limit=1_000)  # one crossing: one layout, and its transpose
    assert other_layout(two, [two], steps=500, seed="0:1", shape=SHAPE) is None
    one = generate(["cat"], node_limit=1_000, max_aspect=None)
    assert other_layout(one, [one], steps=500, seed="0:1", shape=Shape(None, None, None)) is None


def test_right_to_left_words_stay_right_to_left() -> None:
    first = generate(["שלום", "מים", "לחם"], node_limit=10_000)
    other = other_layout(first, [first], steps=500, seed="0:1", shape=SHAPE)
    assert other is not None and other.rtl and other.check() == []
    assert grid(other) != grid(first)


def test_plain_drops_the_clues_and_checks_the_answer() -> None:
    entries = [replace(e, clue=f"clue {i}") for i, e in enumerate(entries_from_strings(ANIMALS))]
    first = generate(entries, node_limit=10_000)
    assert first.info.fills is None  # a clued crossword's fills are not counted
    other = other_layout(first, [first], steps=500, seed="0:1", shape=SHAPE, plain=True)
    assert other is not None and not any(p.clue for p in other.placements)
    assert other.info.fills is not None and count_fills(other, 2) == (1, True)


def test_shared_counts_words_shifted_together() -> None:
    first = animals()
    moved = replace(first, placements=tuple(replace(p, row=p.row + 1) for p in first.placements))
    assert _shared(moved, first) == len(ANIMALS)  # the same layout one row down shares every word
    other = other_layout(first, [first], steps=500, seed="0:1", shape=SHAPE)
    assert other is not None
    assert other.info.note == (
        f"{max(_shared(other, v) for v in (first, first.transposed()))} of 6 words placed as in an "
        "earlier version, shifted or not"
    )
