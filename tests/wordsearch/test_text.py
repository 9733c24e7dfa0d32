"""The text file: reading, located errors, the round trip (a hypothesis property), and the kind test."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from wordsearch_check import check

from gridcraft.errors import ParseError
from gridcraft.wordsearch import WordConflict, dumps, looks_like, make, parse

FILE = """# a small one
# directions: right down
CATX
DOGQ
EMUZ

cat
dog, emu
"""


def test_parse_finds_each_word_and_its_place() -> None:
    puzzle = parse(FILE, "zoo.txt")
    assert puzzle.words == ("cat", "dog", "emu") and puzzle.directions == ("right", "down")
    assert [p.start for p in puzzle.placements] == [(0, 0), (1, 0), (2, 0)]
    assert puzzle.grid[0] == ("C", "A", "T", "X")
    assert parse(dumps(puzzle)) == puzzle


def test_default_directions_are_all_eight_and_presets_read() -> None:
    assert len(parse("CAT\nXYZ\n\nCAT\n").directions) == 8
    assert parse("# directions: easy\nCAT\nXYZ\n\nCAT\n").directions == ("right", "down")


def test_holes_and_spaced_cells() -> None:
    puzzle = parse("C A T\n. O .\n\nCAT\n")
    assert puzzle.grid[1] == (None, "O", None)


@pytest.mark.parametrize(
    ("text", "line", "column", "message"),
    [
        ("CAT\nDO\n\nCAT\n", 2, 1, "this row has 2 cells, the first 3"),
        ("CAT\nD1G\n\nCAT\n", 2, 2, "one letter or '.'"),
        ("CAT\nDOG\n", 3, 1, "no word list"),
        ("\n\n", 3, 1, "no grid"),
        ("CAT\nDOG\n\nCAT\nEMU\n", 5, 1, "'EMU' is not in the grid"),
        ("CAT\nDOG\n\nCAT\nEMU\nYAK\n", 5, 1, "'EMU', 'YAK' are not in the grid"),
        ("# directions: right sideways\nCAT\nDOG\n\nCAT\n", 1, 21, "unknown direction 'sideways'"),
        ("# message: HI\nCATX\nDOGY\n\nCAT\nDOG\n", 1, 1, "spell 'XY', not the message"),
        ("CAT\nDOG\n\nCAT\nC4T\n", 5, 2, "not a letter"),
    ],
)
def test_every_fault_is_located(text: str, line: int, column: int, message: str) -> None:
    with pytest.raises(ParseError, match=message) as caught:
        parse(text, "bad.txt")
    assert (caught.value.source, caught.value.line, caught.value.column) == ("bad.txt", line, column)


def test_a_word_found_twice_keeps_its_first_place() -> None:
    puzzle = parse("CAT\nCAT\n\nCAT\n")  # solving it finds both (see tests/wordsearch/test_kind.py)
    assert puzzle.placements[0].start == (0, 0)


def test_a_message_is_read_and_checked() -> None:
    puzzle = parse("# message: Hi\nCATH\nDOGI\n\nCAT\nDOG\n")
    assert puzzle.message == "Hi" and parse(dumps(puzzle)) == puzzle


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        (FILE, True),
        ("CAT\nDOG\nEMU\n", False),  # a word list
        ("CAT\nDOG\n\nEMU\nYAK\n", False),  # a word list with a blank line: EMU is not in the "grid"
        ("4\n3 + r1c1 r1c2\n", False),  # a KenKen cage list
        ("aab\nacb\nccb\n\na 3+\nb 6x\nc 9+\n", False),  # a KenKen cage map and legend
        ("#....\n..#..\n...A.\n\nCAT\nDOGS\n", False),  # a fill-in grid
        ("....\n.CAT\n....\n\nCAT\n", False),  # a fill-in grid of dots with a given word
        ("C A T\nO W L\n\nCAT\n", True),
    ],
)
def test_looks_like(text: str, claimed: bool) -> None:
    assert looks_like(text) is claimed


WORDS = st.lists(st.text("ABCDEFGHIJKLMNOP", min_size=2, max_size=6), min_size=1, max_size=6, unique=True)


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(WORDS, st.sampled_from(["easy", "medium", "hard"]), st.integers(0, 3), st.booleans())
def test_every_made_puzzle_verifies_and_reads_back(
    words: list[str], directions: str, seed: int, hole: bool
) -> None:
    mask = None
    if hole:
        side = max(max(map(len, words)), math.isqrt(sum(map(len, words)))) + 2
        rows = ["#" * side for _ in range(side)]
        rows[side // 2] = "#" * (side // 2) + "." + "#" * (side - side // 2 - 1)
        mask = "\n".join(rows)
    try:
        puzzle = make(words, directions=directions, seed=seed, mask=mask)
    except WordConflict:
        assume(False)
        return
    assert check(puzzle) == []
    assert parse(dumps(puzzle)) == puzzle
