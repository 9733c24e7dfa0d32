"""Tatham's Unequal and Towers game IDs read into boards and written back."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft.latin.rules import Board, parse_towers_id, parse_unequal_id, towers_id, unequal_id

DATA = Path(__file__).resolve().parent / "data" / "graded.txt"


def sample() -> list[tuple[str, str]]:
    rows = [line.split() for line in DATA.read_text().splitlines() if line and not line.startswith("#")]
    return [(kind, text) for kind, _, _, text in rows]


def test_every_sample_id_round_trips() -> None:
    for kind, text in sample():
        if kind == "unequal":
            assert unequal_id(parse_unequal_id(text)) == text
        else:
            assert towers_id(parse_towers_id(text)) == text


def test_unequal_flags_read_as_inequalities_and_bars() -> None:
    # r1c2 > r1c3 (R on cell 1), r2c3 > r1c3 (U on cell 5)
    board = parse_unequal_id("3:1,0R,0,0,0,0U,0,0,0,")
    assert board.less == ((2, 1), (2, 5))
    assert board.givens == (1, 0, 0, 0, 0, 0, 0, 0, 0)
    bars = parse_unequal_id("3a:0R,0L,0D,0,0,0U,0,0,0,")
    assert bars.adjacent and bars.pairs == ((0, 1), (2, 5)) and bars.less == ()
    assert unequal_id(bars) == "3a:0R,0L,0D,0,0,0U,0,0,0,"


def test_unequal_runs_of_empty_cells_and_a_grade_in_the_parameters() -> None:
    board = parse_unequal_id("3dk:c2,d3,")
    assert board.givens == (0, 0, 0, 2, 0, 0, 0, 0, 3)


def test_towers_givens_run_length() -> None:
    board = parse_towers_id("3:1/2/2/2/2/1/1/2/3/3/2/1,b2_3d1")
    assert board.givens == (0, 0, 2, 3, 0, 0, 0, 0, 1)
    assert board.clues[:4] == (1, 2, 2, 2)
    assert towers_id(board) == "3:1/2/2/2/2/1/1/2/3/3/2/1,b2_3d1"
    assert towers_id(Board(3, (0,) * 9, clues=(0,) * 12)) == "3:///////////"


def test_a_last_token_without_its_comma_and_a_flag_into_the_grid_are_well_formed() -> None:
    assert parse_unequal_id("3:1,0R,0,0,0,0U,0,0,0").less == ((2, 1), (2, 5))
    assert parse_unequal_id("3:0,0,0,0R,0,0,0,0,0,").less == ((4, 3),)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("3:1,0R,0,0,!,0U,0,0,0,", "token 5 .*expected a number"),
        ("3:1,0R,0,0,4,0U,0,0,0,", "token 5 .*outside 0 to 3"),
        ("3:1,0R,0,0,0,0U,0,0,0,0,", "token 10 .*more cells"),
        ("3:1,0R0,0,0,0U,0,0,0,", "token 2 .*expected ','"),
        ("3:0,0,0R,0,0,0,0,0,0,", "token 3 .*off the grid"),
        ("3:0R,0L,0,0,0,0,0,0,0,", "token 1 .*contradicts"),
        ("3a:0R,0,0,0,0,0,0,0,0,", "token 1 .*not matched"),
    ],
)
def test_bad_unequal_ids_name_the_token(text: str, where: str) -> None:
    with pytest.raises(ValueError, match=where):
        parse_unequal_id(text)


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("3/1/2", "no ':'"),
        ("x:1", "parameters"),
        ("2:0,0,0,0,", "size 2"),
        ("3:1,0,0,", "3 cells given"),
        ("3:1/2/2/2/2/1/1/2/3/3/2", "11 clues"),
        ("3:1/2/2/2/9/1/1/2/3/3/2/1", "clue 5"),
        ("3:1/2/2/2/2/1/1/2/3/3/2/1,b2_3d", "cover 8 cells"),
        ("3:1/2/2/2/2/1/1/2/3/3/2/1,b2_3d1a", "more cells"),
        ("3:1/2/2/2/2/1/1/2/3/3/2/1,b2_3d!", "character 32"),
        ("3:1/2/2/2/2/1/1/2/3/3/2/1,b4_3d1", "given 4"),
    ],
)
def test_bad_ids_say_what_and_where(text: str, match: str) -> None:
    parse = parse_towers_id if "/" in text and text[0] == "3" else parse_unequal_id
    with pytest.raises(ValueError, match=match):
        parse(text)
