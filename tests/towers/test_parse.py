"""Reading towers puzzles: Tatham's game IDs, the framed grid (spaced, run together, with or
without its frame), ``make towers --format json`` read back, detection beside the other kinds,
and bad input as one located line (exit 2 through the command line)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from gridcraft import kinds
from gridcraft.errors import ParseError
from gridcraft.towers import KIND, TowersPuzzle, dumps, looks_like, parse, parse_towers_id, towers_id
from gridcraft.towers.maker import is_made, made_puzzle

ID = "5://///4//3//2/2///2///4///,m3k"
PUZZLE = TowersPuzzle(
    5, bottom=(4, 0, 3, 0, 2), left=(2, 0, 0, 2, 0), right=(0, 4, 0, 0, 0), givens=(((2, 3), 3),)
)
FRAMED = """\
# a towers puzzle
towers 5
    . . . . .
  +-----------+
2 | . . . . . | .
. | . . . . . | 4
. | . . . 3 . | .
2 | . . . . . | .
. | . . . . . | .
  +-----------+
    4 . 3 . 2
"""


def test_a_towers_id_is_read() -> None:
    assert parse(ID) == parse_towers_id(ID) == PUZZLE
    assert parse("  " + ID + "\n") == PUZZLE
    assert parse("5de:" + ID[2:]) == PUZZLE  # Towers' difficulty parameter is passed over
    assert parse("3:" + "/" * 11).clues == (0,) * 12


def test_the_framed_grid_in_its_spellings() -> None:
    assert parse(FRAMED) == PUZZLE
    assert parse(dumps(PUZZLE)) == PUZZLE
    spaced = "towers\n. . . . .\n2 . . . . . .\n. . . . . . 4\n. . . . 3 . .\n2 . . . . . .\n. . . . . . .\n4 . 3 . 2\n"
    assert parse(spaced) == PUZZLE  # the side read from the top clues, no frame
    packed = "Skyscrapers 5\n.....\n2......\n......4\n....3..\n2......\n.......\n4.3.2\n"
    assert parse(packed) == PUZZLE
    assert parse(packed.replace(".", "0").replace("Skyscrapers 5", "towers 5")) == PUZZLE


def test_the_json_of_make_is_read_back() -> None:
    doc = {"puzzles": [{"seed": "1:0", "size": 5, "grade": "Hard", "towers": ID}]}
    assert is_made(doc) and made_puzzle(doc) == PUZZLE
    assert not is_made({"puzzles": [{"solo": "3x3:..."}]})
    found = kinds.read_puzzle(json.dumps(doc), "t.json")
    assert found.kind is KIND and found.puzzle == PUZZLE
    with pytest.raises(ParseError, match="holds 2 puzzles"):
        made_puzzle({"puzzles": [doc["puzzles"][0]] * 2})


def test_detection_takes_towers_and_leaves_the_other_kinds_theirs() -> None:
    assert looks_like(ID) and looks_like(FRAMED) and looks_like("skyscrapers 4\n")
    assert kinds.detect(ID) is KIND and kinds.detect(FRAMED) is KIND
    assert kinds.argument_kind(ID) is KIND
    keen = "5:_aba_3a_4abb_a_aa__ab_,a8d2s1m30m8a8s2a13m18"
    unequal = "5:0D,0L,0,0,0,0,0,0,0D,0,0U,0U,0,0,0,0R,0,0UD,0R,0D,0R,0R,0R,0,0L,"
    for other in (
        keen,
        unequal,
        "3x3:c7_8_5a2a8d9_3b9f8_1b6a5_1a3a7a8c4a5a4a6_7a1b6_7f3b2_1d8a8a5_6_7c",
        "6#123456",
    ):
        assert (
            not looks_like(other)
            and kinds.detect(other) is not KIND
            and kinds.argument_kind(other) is not KIND
        )
    assert kinds.detect(keen).name == "kenken"
    assert not looks_like("sudoku 4\n1...\n....\n....\n....\n") and not looks_like("4\n1 + r1c1\n")
    words = "Towers\nBridges\nCastles\n"  # a word list that starts with the word
    assert not looks_like(words) and kinds.word_list_size(words) == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "<t>: no puzzle: the text is empty"),
        ("4:1/2/3", "<t>:1:1: Towers ID: 3 clues, a 4 x 4 grid has 16"),
        ("4:5///////////////", "<t>:1:1: Towers ID: clue 1 ('5') is not a number 1 to 4"),
        ("4:" + "/" * 15 + ",z", "<t>:1:19: Towers ID: character 19: more cells than a 4 x 4 grid has"),
        ("4:" + "/" * 15 + ",b", "<t>:1:1: Towers ID: the givens cover 2 cells, a 4 x 4 grid has 16"),
        ("2:///////", "<t>:1:1: a towers puzzle's side is 3 to 9, not 2"),
        (ID + "\nmore", "<t>:2:1: a Towers game ID stands alone: nothing may follow it"),
        ("towers 12\n", "<t>:1:8: a towers puzzle's side is 3 to 9, not 12"),
        ("towers five\n", "<t>:1:8: the heading gives the side after towers, such as towers 5"),
        ("towers 3\n. . .\n", "<t>:2:1: 1 line after the heading: a towers puzzle of side 3 has 5"),
        (
            "towers 3\n. . .\n. . . . .\n. 4 . . .\n. . . . .\n. . .\n",
            "<t>:4:3: '4' is not a height of a towers puzzle of side 3",
        ),
        ("towers 3\n. . .\n. . . .\n. . . . .\n. . . . .\n. . .\n", "<t>:3:1: 4 marks: row 1"),
        ("towers 3\n. . 4\n. . . . .\n. . . . .\n. . . . .\n. . .\n", "<t>:2:5: '4' is not a clue"),
        ("towers 3\n. . .\n. 1 . . .\n. 1 . . .\n. . . . .\n. . .\n", "<t>:4:3: the given r2c1 = 1 repeats"),
        (
            "towers 3\n. . .\n. . . . .\n. . . . .\n. . . . .\n. . .\n. . .\n",
            "<t>:7:1: the puzzle has 5 lines",
        ),
        ("sudoku 4\n", "<t>:1:1: a towers puzzle starts with its heading"),
    ],
)
def test_bad_input_is_one_located_line(text: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text, "<t>")
    assert str(caught.value).startswith(message), str(caught.value)
    assert "\n" not in str(caught.value)


def test_bad_input_exits_2_with_one_line_through_the_command_line(
    run: Callable[..., Any], tmp_path: Any
) -> None:
    (tmp_path / "bad.txt").write_text(
        "towers 3\n. . .\n. 1 . . .\n. 1 . . .\n. . . . .\n. . .\n", encoding="utf-8"
    )
    for argv in (
        ("solve", "bad.txt"),
        ("grade", "bad.txt"),
        ("solve", "4:1/2/3"),
        ("solve", "--kind", "towers", "bad.txt"),
    ):
        done = run(*argv)
        assert done.code == 2 and done.out == "" and done.err.count("\n") == 1, (argv, done.err)
        assert done.err.startswith(
            ("bad.txt:4:3: the given r2c1 = 1 repeats", "<argument>:1:1: Towers ID")
        ), done.err
    (tmp_path / "s.txt").write_text("sudoku 4\n1...\n....\n....\n....\n", encoding="utf-8")
    forced = run("solve", "--kind", "towers", "s.txt")
    assert (
        forced.code == 2
        and forced.err
        == "s.txt:1:1: a towers puzzle starts with its heading (towers 5) or is a Towers game ID\n"
    )


def test_towers_ids_are_written_as_towers_writes_them() -> None:
    assert towers_id(PUZZLE) == ID
    for given in ("5:3/1/4/2/2/1/2/2/3/3/2/2/3/3/1/2/2/1/3/5", "5:/2//2//3//////1////////2,k3_1h1c",
                  "6://1//3/3//3/3////2/2///4/1/4/2//1//,h2f3e1n", "4:1///////////////,1_2_3_4l"):  # fmt: skip
        assert towers_id(parse(given)) == given
