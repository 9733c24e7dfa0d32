"""The independent verifier rejects every kind of wrong grid."""

from __future__ import annotations

from pathlib import Path

from gridcraft.fillin import parse, verify

DATA = Path(__file__).parent.parent / "data" / "fillin"
PUZZLE = parse((DATA / "kkck-example.txt").read_text(encoding="utf-8"))
SOLVED = ("KRISS ", "R D   ", "O Y   ", "SOLVER", "S L   ")


def test_solution_passes() -> None:
    assert verify(PUZZLE, SOLVED) == []
    assert verify(PUZZLE, [row.replace(" ", "#") for row in SOLVED]) == []


def test_wrong_shape() -> None:
    assert verify(PUZZLE, SOLVED[:-1]) == ["the grid is not 5 rows of 6 cells"]
    assert verify(PUZZLE, (*SOLVED[:-1], "S L")) == ["the grid is not 5 rows of 6 cells"]


def test_letter_on_a_block_and_empty_white_cell() -> None:
    grid = ("KRISSX", "R D   ", "O Y   ", "SOLVER", "S     ")
    assert verify(PUZZLE, grid) == [
        "cell (0, 5) is a block but holds 'X'",
        "white cell (4, 2) holds no letter",
    ]


def test_swapped_words_break_the_list() -> None:
    grid = ("KRISS ", "R D   ", "O Y   ", "SOLVES", "S L   ")
    assert verify(PUZZLE, grid) == [
        "SOLVES is in the grid 1 times but listed 0 times",
        "SOLVER is listed 1 times but in the grid 0 times",
    ]


def test_given_letter_must_stay() -> None:
    puzzle = parse("A.\n\nAB\n")
    assert verify(puzzle, ("BB",)) == [
        "cell (0, 0) holds 'B', not the given 'A'",
    ]


def test_repeated_word_must_appear_as_often_as_listed() -> None:
    puzzle = parse("..\n..\n\nAA, AA, AA, AA\n")
    assert verify(puzzle, ("AA", "AA")) == []
    puzzle = parse("..\n..\n\nAA, AA, AA, AB\n")
    assert verify(puzzle, ("AA", "AA")) == [
        "AA is in the grid 4 times but listed 3 times",
        "AB is listed 1 times but in the grid 0 times",
    ]
