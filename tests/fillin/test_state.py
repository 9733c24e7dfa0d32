"""A partly filled fill-in grid as text: read, written, read back, and bad grids located."""

from __future__ import annotations

import pytest
from fillin_gen import fillin_puzzles
from hypothesis import given

from gridcraft.errors import ParseError
from gridcraft.fillin import FillinPuzzle, parse
from gridcraft.fillin.state import dumps_state, entry_position, read_state

PUZZLE = parse("D..#\n...#\n\nDOG, ORE, DO, OR, GE\n")


def test_letters_in_any_case_are_read_upper_case() -> None:
    assert read_state(PUZZLE, "Do.#\n...#\n") == ("DO.#", "...#")


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("D.#\n...#\n", "s:1:4:", "row 1 has 3 cells, not 4"),
        ("D...\n...#\n", "s:1:4:", "r1c4 is a block in the puzzle"),
        ("#..#\n...#\n", "s:1:1:", "r1c1 is a white cell"),
        ("E..#\n...#\n", "s:1:1:", "holds the given letter D, not E"),
        ("D.4#\n...#\n", "s:1:3:", "'4' is not a letter"),
        ("D..#\n", "s:", "has 2 rows, not 1"),
    ],
)
def test_bad_grids_name_their_place(text: str, where: str, words: str) -> None:
    with pytest.raises(ParseError) as caught:
        read_state(PUZZLE, text, "s")
    assert str(caught.value).startswith(where) and words in str(caught.value)


@given(fillin_puzzles())
def test_read_of_dumps_is_the_state(case: tuple[FillinPuzzle, tuple[str, ...] | None]) -> None:
    puzzle, _ = case
    assert read_state(puzzle, dumps_state(puzzle.rows)) == puzzle.rows


def test_entry_positions() -> None:
    assert entry_position("! progress\nD..#\n\n.O.#\n", (1, 1)) == (4, 2)
