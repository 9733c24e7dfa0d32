"""An equally small layout with one answer, looked for before givens are added."""

from __future__ import annotations

from dataclasses import replace

from gridcraft import crisscross
from gridcraft.crisscross import Layout, Placement
from gridcraft.crisscross.alternative import unique_alternative
from gridcraft.crisscross.answer import count_fills

from .test_answer import COMMON_15, one_solution

WORDS = [e.letters for e in COMMON_15]


def test_two_words_that_swap_are_crossed_where_they_cannot() -> None:
    swap = Layout.from_placements([Placement("AAAB", 0, 0, "down"), Placement("AAAA", 2, 0, "across")])
    assert count_fills(swap, 5) == (2, True)
    # one round in about ten finds it (AAAB taken out, put back at the last column): 3,000 steps are
    # about 30 rounds
    other = unique_alternative(swap, steps=3000)
    # the only layouts in the 4 x 4 box with one fill cross AAAA's end or start with AAAB's third A
    assert other is not None and one_solution(other) and other.check(["AAAB", "AAAA"]) == []
    down, across = other.placements
    assert (other.width, other.height) == (4, 4) and down.direction == "down" and across.row == 2


def test_words_that_swap_wherever_they_cross_have_no_alternative() -> None:
    same = Layout.from_placements([Placement("ABA", 0, 0, "down"), Placement("ACA", 0, 0, "across")])
    assert count_fills(same, 5) == (2, True)
    assert unique_alternative(same, steps=500) is None


def test_the_15_word_list_seed_11_gets_an_equally_small_layout_without_givens() -> None:
    # at 8,000 nodes, seed 11 chooses a layout of 128 cells whose empty grid has two fills (of seeds
    # 0 to 11, seeds 7 and 11 give two fills; the others one or four)
    chosen = crisscross.generate(COMMON_15, time_limit=60, node_limit=8000, seed=11, givens="none")
    assert chosen.info.fills == 2 and chosen.width * chosen.height == 128
    other = unique_alternative(chosen, steps=8000, seed=11)
    assert other is not None and other.check(WORDS) == [] and one_solution(other)
    assert other.width * other.height <= 128 and other.letters() != chosen.letters()
    assert [p.entry for p in other.placements] == [p.entry for p in chosen.placements]
    answer = crisscross.generate(COMMON_15, time_limit=60, node_limit=8000, seed=11)
    assert answer.givens == () and answer.info.fills == 1 and one_solution(answer)
    assert answer.width * answer.height == 128 and "equally small layout" in answer.info.note


def test_a_smaller_box_must_be_allowed() -> None:
    chosen = crisscross.generate(COMMON_15, time_limit=60, node_limit=8000, seed=11, givens="none")
    assert unique_alternative(chosen, steps=8000, seed=11, fits=lambda w, h: False) is None
    same = replace(chosen, givens=((0, 0),))  # the chosen layout's givens are ignored
    assert unique_alternative(same, steps=8000, seed=1) == unique_alternative(chosen, steps=8000, seed=1)
