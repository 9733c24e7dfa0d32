"""A futoshiki in the player's model: its signs and bars as the model's ``signs`` (checked, and in
the page's data only when there are some), its rows as entries, its rules in words."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gridcraft.futoshiki import KIND, parse_unequal_id
from gridcraft.player import public_data

SIGNS = "5:0R,0R,0,0,0,0,0,0,0,0,0,0U,0UD,0UD,0DL,0,0,0,0,0,0,0,2,0,0,"
ADJACENT = "5a:0,0,0,0R,0L,0RD,0L,5,0R,0L,0U,0R,0DL,0R,0L,0R,0RL,0UDL,0R,0L,0R,0L,0UR,0L,5,"


def test_signs_and_bars_reach_the_page_data() -> None:
    puzzle = parse_unequal_id(SIGNS)
    model = KIND.play(puzzle, next(iter(KIND.solutions(puzzle, 1))), "t")
    assert model.signs == tuple((a, b, "<") for a, b in puzzle.less)
    assert [e.label for e in model.entries] == [f"row {r}" for r in range(1, 6)]
    data = public_data(model)
    assert data["signs"] == [[a[0], a[1], b[0], b[1], "<"] for a, b in puzzle.less]
    assert "points towards the smaller digit" in " ".join(model.rules)
    bars = parse_unequal_id(ADJACENT)
    adjacent = KIND.play(bars, next(iter(KIND.solutions(bars, 1))), "t")
    assert {mark for _, _, mark in adjacent.signs} == {"|"} and len(adjacent.signs) == len(bars.bars)
    assert "signs" not in public_data(replace(model, signs=()))  # none: the data as before


@pytest.mark.parametrize(
    ("sign", "words"),
    [
        (((0, 0), (1, 1), "<"), "not neighbours"),
        (((0, 0), (0, 1), ">"), "a sign's mark is one of <, |"),
        (((0, 4), (0, 5), "<"), "not between open cells"),
    ],
)
def test_the_player_refuses_a_bad_sign(sign: tuple[object, ...], words: str) -> None:
    puzzle = parse_unequal_id(SIGNS)
    model = KIND.play(puzzle, next(iter(KIND.solutions(puzzle, 1))), "t")
    with pytest.raises(ValueError, match=words):
        replace(model, signs=(sign,))
