"""The cage list and Solo game IDs: examples, located errors, and round trips."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from killer_strategies import puzzles_and_solutions

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.killer import Cage, KillerPuzzle, dumps, looks_like, parse, parse_solo_id, solo_id

DATA = Path(__file__).parent / "data"
#: Solo's own IDs (sgt-solo --generate 1 3x3kdt, 2x2k, 2x3k, 3x2k)
SOLO_9 = (DATA / "solo-9-trivial.txt").read_text().strip()
SOLO_4 = "2x2k:p,_a_a_____ba_a_c_,3_7a8a6b7_3_6e"
SOLO_6_WIDE = "2x3k:zj,_a__a______a___aa_aabaa___a__aaa___a___aaa,9_9a5_8_8b9c7_7a5a6b6_10b10b3a7_4a13c"
SOLO_6_TALL = "3x2k:zj,_aa_a__________a_aa_acaa_a___a__a___a__aaa,10_8a7a6a6a8_4a4_6_10b8c7b7_4a9a14a8d"


def test_cage_list_reads_sizes_boxes_cells_and_givens() -> None:
    text = "# a 4 x 4\n4\n3 r1c1 r1c2  # two cells\n7 C1, D1\n\nr2c2 = 4, B3=1\n"
    puzzle = parse(text)
    assert puzzle.size == 4 and puzzle.box == (2, 2)
    assert puzzle.cages == (Cage(((0, 0), (0, 1)), 3), Cage(((0, 2), (0, 3)), 7))
    assert puzzle.givens == (((1, 1), 4), ((2, 1), 1))
    assert not puzzle.covered
    assert parse("6 3x2\n3 r1c1 r1c2\n").box == (3, 2)
    assert parse("6\n3 r1c1 r1c2\n").box == (2, 3)
    assert parse("9x9\n15+ r1c1 r1c2\n").cages[0].total == 15


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 0, 0, "empty"),
        ("nine\n", 1, 1, "size"),
        ("6 2x2\n", 1, 3, "do not tile"),
        ("4\n3 r1c1 r5c1\n", 2, 8, "outside"),
        ("4\n3 r1c1 r1c2\n5 r1c2 r2c2\n", 3, 3, "already in the cage at r1c1"),
        ("4\n3 r1c1 r1c1\n", 2, 8, "twice"),
        ("4\nx r1c1\n", 2, 1, "sum"),
        ("4\n3\n", 2, 1, "no cells"),
        ("4\n4 r1c1 r2c2\n", 2, 1, "not connected"),
        ("4\n9 r1c1 r1c2\n", 2, 1, "3..7"),
        ("4\nr1c1 = 5\n", 2, 8, "digit 1 to 4"),
        ("4\nr1c1 = 2 r1c1 = 3\n", 2, 10, "given twice"),
        ("4\nr1c1 = 2 zz\n", 2, 10, "expected a given"),
        ("killer 9\n12 r1c1 r2c1 r3c1\nr1c1 = 4\nr2c1 = 4\n", 4, 1, "repeats the given r1c1 = 4 in column 1"),
        ("killer 4\nr1c1 = 3 r2c2 = 3\n", 2, 10, "in its box"),
        ("killer 4\n7 r2c2 r2c3 r3c3\nr2c2 = 1\nr3c3 = 1\n", 4, 1, "in its cage"),
        ("killer 6\n7 r1c1 r2c1 r3c1\nr1c1 = 2\nr3c1 = 2\n", 4, 1, "in column 1"),
        ("killer 9\n3 r1c1 r1c2\nkiller 9\n", 3, 1, "another puzzle starts here"),
        ("killer\n3 r1c1 r1c2\n", 1, 7, "the size after killer"),
        ("killer 7\n3 r1c1 r1c2\n", 1, 8, "no boxes of two rows or more"),
        ("2x2k:p,_a_a\n", 1, 6, "GIVENS,CAGEWALLS,SUMS"),
        ("2x2k:p,_a_a_____ba_a_c_q,3_7a8a6b7_3_6e\n", 1, 24, "too much data in the cage walls"),
        ("2x2k:p,_a_a_____ba_a_c_,3_7a8a6b7_3_6e_3\n", 1, 40, "too much data for the grid"),
        ("2x2k:p,_a_a_____ba_a_c_,a7a8a6b7_3_6e\n", 1, 25, "r1c1 has no sum"),
        ("2x2k:p,_a_a_____ba_a_c_,3_7a8a6b7_3_6e\n4\n", 2, 1, "alone"),
    ],
)
def test_every_fault_is_located(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text, "k.txt")
    assert (caught.value.line, caught.value.column) == (line, column), str(caught.value)
    assert words in caught.value.message
    assert str(caught.value).startswith(f"k.txt:{line}:{column}: " if line else "k.txt: ")  # no :0:0:


@pytest.mark.parametrize("game_id", [SOLO_9, SOLO_4, SOLO_6_WIDE, SOLO_6_TALL])
def test_solo_ids_round_trip_and_match_their_cage_lists(game_id: str) -> None:
    puzzle = parse(game_id)
    assert solo_id(puzzle) == game_id
    assert parse(dumps(puzzle)) == puzzle
    assert puzzle.covered
    assert looks_like(game_id) and looks_like(dumps(puzzle))


def test_solo_box_shapes() -> None:
    assert parse(SOLO_4).box == (2, 2)
    assert parse(SOLO_6_WIDE).box == (2, 3)  # Solo's 2x3: boxes 2 rows tall, 3 columns wide
    assert parse(SOLO_6_TALL).box == (3, 2)
    assert parse_solo_id("3x3kdi:" + SOLO_9.split(":", 1)[1]) == parse(SOLO_9)


def test_solo_ids_refuse_what_solo_cannot_hold() -> None:
    partial = KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 3),))
    with pytest.raises(InvalidPuzzle, match="is in none"):
        solo_id(partial)
    with pytest.raises(ParseError, match="jigsaw"):
        parse("3jk:" + SOLO_9.split(":", 1)[1])


@given(puzzles_and_solutions())
def test_dumps_then_parse_is_the_identity(made: tuple[KillerPuzzle, object]) -> None:
    puzzle, _ = made
    assert parse(dumps(puzzle)) == puzzle
    if puzzle.covered and puzzle.size > 1 and all(len(c.cells) > 1 for c in puzzle.cages):
        assert parse(solo_id(puzzle)) == puzzle
