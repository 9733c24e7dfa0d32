"""Any script: a cell is one grapheme cluster; right-to-left words read leftward; upper-casing
never changes a word's length."""

from __future__ import annotations

import pytest
from wordsearch_check import check

from gridcraft.wordsearch import dumps, make, parse


def test_hebrew_reads_leftward_and_down_in_easy() -> None:
    words = ["שלום", "בית", "ספר", "ילד", "מים"]
    puzzle = make(words, directions="easy", seed=2)
    assert puzzle.directions == ("down", "left") and puzzle.rtl
    assert {p.direction for p in puzzle.placements} <= {"left", "down"}
    assert check(puzzle) == []
    across = [p for p in puzzle.placements if p.direction == "left"]
    for p in across:  # the start is the word's first letter, the rightmost of its cells
        assert puzzle.grid[p.start[0]][p.start[1]] == p.word[0]
    assert parse(dumps(puzzle)) == puzzle
    assert make(words, directions="medium").directions == ("down", "down-right", "down-left", "left")


def test_hebrew_message_reads_right_to_left() -> None:
    puzzle = make(
        ["שלום", "בית", "ספר"], directions="easy", message="תודה לך", seed=1
    )  # 6 letters: a 4 x 4 grid, no letter shared
    assert check(puzzle) == []
    assert puzzle.leftover() == sorted(puzzle.leftover(), key=lambda rc: (rc[0], -rc[1]))


def test_devanagari_cells_hold_their_combining_marks() -> None:
    puzzle = make(["नमस्ते", "भारत", "दिल्ली", "पानी"], directions="medium", seed=1)
    cells = {x for row in puzzle.grid for x in row if x}
    assert {"स्ते", "ल्ली", "दि"} <= cells
    assert check(puzzle) == []
    text = dumps(puzzle)
    assert " " in text.splitlines()[1]  # cells of several characters: separated by spaces
    assert parse(text) == puzzle


def test_thai_and_cyrillic() -> None:
    thai = make(["สวัสดี", "ประเทศ", "ไทย", "ภาษา"], directions="easy", seed=3)
    assert check(thai) == [] and parse(dumps(thai)) == thai
    cyrillic = make(["Мул", "Сом", "Енот", "ёж"], directions="hard", seed=3)
    assert check(cyrillic) == [] and "Ё" in {x for row in cyrillic.grid for x in row}
    assert parse(dumps(cyrillic)) == cyrillic


def test_german_sharp_s_keeps_its_length() -> None:
    puzzle = make(["Straße", "Fuß", "groß", "Maß"], directions="medium", seed=1)
    assert check(puzzle) == []
    assert "ẞ" in {x for row in puzzle.grid for x in row}
    cells = puzzle.cells_of()
    assert len(cells["Straße"]) == 6 and len(cells["Fuß"]) == 3


@pytest.mark.parametrize("words", [["שלום", "cat"], ["cat", "שלום"]])
def test_mixed_directions_of_script_are_refused(words: list[str]) -> None:
    from gridcraft.errors import ParseError

    with pytest.raises(ParseError, match="mixes right-to-left and left-to-right"):
        make(words)
