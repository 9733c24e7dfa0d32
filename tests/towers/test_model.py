"""The towers model: its checks, Tatham's order of the clues, the core's square and board, and
the verifier, each against a puzzle worked by hand."""

from __future__ import annotations

import pytest

from gridcraft import latin
from gridcraft.errors import InvalidPuzzle
from gridcraft.latin.rules import Board
from gridcraft.towers import TowersPuzzle, seen_count, verify
from gridcraft.towers.model import line_cells

#: a 4 x 4 worked by hand: rows 1 3 4 2 / 2 1 3 4 / 4 2 1 3 / 3 4 2 1
SOLUTION = ((1, 3, 4, 2), (2, 1, 3, 4), (4, 2, 1, 3), (3, 4, 2, 1))
FULL = TowersPuzzle(4, (3, 2, 1, 2), (2, 1, 3, 3), (3, 3, 1, 2), (2, 1, 2, 3))


def test_seen_counts_the_towers_taller_than_all_before() -> None:
    assert [seen_count(h) for h in ((1, 2, 3, 4), (4, 3, 2, 1), (2, 1, 4, 3), (1, 3, 2, 4))] == [4, 1, 2, 3]


def test_lines_run_from_the_clue_inwards() -> None:
    assert line_cells(3, "top", 1) == ((0, 1), (1, 1), (2, 1))
    assert line_cells(3, "bottom", 0) == ((2, 0), (1, 0), (0, 0))
    assert line_cells(3, "left", 2) == ((2, 0), (2, 1), (2, 2))
    assert line_cells(3, "right", 0) == ((0, 2), (0, 1), (0, 0))


def test_the_clues_are_in_tatham_order_and_read_back() -> None:
    assert FULL.clues == (3, 2, 1, 2, 2, 1, 3, 3, 3, 3, 1, 2, 2, 1, 2, 3)
    assert TowersPuzzle.of_clues(4, FULL.clues) == FULL
    assert TowersPuzzle(4, top=(None, 2, None, 0)).top == (0, 2, 0, 0)  # None and 0: no clue
    assert TowersPuzzle(4).clues == (0,) * 16


def test_the_square_has_a_sightline_for_each_clue() -> None:
    puzzle = TowersPuzzle(4, top=(0, 2, 0, 0), right=(0, 0, 3, 0), givens=(((1, 1), 1),))
    square = puzzle.square()
    assert square.givens == (((1, 1), 1),)
    assert [(rel.kind, rel.cells, rel.target) for rel in square.relations] == [
        (latin.Rel.SEEN, ((0, 1), (1, 1), (2, 1), (3, 1)), 2),
        (latin.Rel.SEEN, ((2, 3), (2, 2), (2, 1), (2, 0)), 3),
    ]


def test_the_board_both_ways() -> None:
    puzzle = TowersPuzzle(4, top=(0, 2, 0, 0), givens=(((1, 1), 1), ((3, 0), 3)))
    board = puzzle.board()
    assert board == Board(4, (0,) * 5 + (1,) + (0,) * 6 + (3, 0, 0, 0), clues=(0, 2) + (0,) * 14)
    assert TowersPuzzle.of_board(board) == puzzle
    with pytest.raises(InvalidPuzzle, match="12 clue places, not 0"):
        TowersPuzzle.of_board(Board(3, (0,) * 9))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"size": 2}, "side is 3 to 9, not 2"),
        ({"size": 10}, "side is 3 to 9, not 10"),
        ({"size": 4, "top": (1, 2)}, "the top side has 4 clue places, not 2"),
        ({"size": 4, "left": (0, 5, 0, 0)}, "the left clue 2 is 5: a clue sees 1 to 4 towers"),
        ({"size": 4, "givens": (((0, 0), 5),)}, "not a digit 1 to 4"),
        ({"size": 4, "givens": (((0, 0), 2), ((2, 0), 2))}, "repeats the given r1c1 = 2 in column 1"),
    ],
)
def test_bad_puzzles_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidPuzzle, match=message):
        TowersPuzzle(**kwargs)  # type: ignore[arg-type]


def test_verify_names_what_is_broken() -> None:
    assert verify(FULL, SOLUTION) == []
    swapped = (SOLUTION[1], SOLUTION[0], *SOLUTION[2:])
    problems = verify(FULL, swapped)
    assert "the top clue over column 1 is 3, but 2 towers are seen" in problems
    assert "the right clue of row 1 is 2, but 1 tower is seen" in problems
    assert all("repeats" not in p for p in problems)  # still a Latin square
    assert verify(FULL, ((1, 1, 1, 1),) * 4)[0] == "row 1 repeats 1"
    assert verify(FULL, ((1, 2),)) == ["the grid must be 4 rows of 4 heights"]
    given = TowersPuzzle(4, givens=(((0, 0), 2),))
    assert verify(given, SOLUTION) == ["r1c1 is given as 2, not 1"]
