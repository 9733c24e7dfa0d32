"""The sudoku model: its shapes (boxes, jigsaw regions, X), its units and the rules it refuses."""

from __future__ import annotations

import pytest

from gridcraft.errors import InvalidPuzzle
from gridcraft.sudoku import SudokuPuzzle, verify
from gridcraft.sudoku.model import box_regions, default_box

ROWS = tuple(tuple((r, c) for c in range(4)) for r in range(4))  # regions that are the rows


def test_the_usual_boxes_of_each_side() -> None:
    assert [default_box(n) for n in (4, 6, 8, 9, 12, 16)] == [(2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (4, 4)]
    assert box_regions(6, (2, 3))[1] == ((0, 3), (0, 4), (0, 5), (1, 3), (1, 4), (1, 5))


def test_units_are_named_rows_columns_boxes_or_regions_and_diagonals() -> None:
    x = SudokuPuzzle(4, (2, 2), diagonals=True)
    names = [name for name, _ in x.units()]
    assert names[-2:] == ["the main diagonal", "the anti-diagonal"] and len(names) == 14
    assert x.variant == "X"
    regions = (
        ((0, 0), (0, 1), (1, 0), (2, 0)),
        ((0, 2), (0, 3), (1, 1), (1, 2)),
        ((1, 3), (2, 2), (2, 3), (3, 3)),
        ((2, 1), (3, 0), (3, 1), (3, 2)),
    )
    jigsaw = SudokuPuzzle(4, None, regions=regions)
    assert jigsaw.variant == "jigsaw" and [n for n, _ in jigsaw.units()][8] == "region 1"
    assert jigsaw.region_map()[2] == [0, 3, 2, 2]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"size": 3, "box": (1, 3)}, "a sudoku's side is 4 to 16, not 3"),
        ({"size": 6, "box": (3, 3)}, "boxes of 3 x 3 do not tile a 6 x 6 grid"),
        ({"size": 4, "box": (1, 4)}, "boxes of 1 x 4 are rows or columns"),
        ({"size": 4, "box": None}, "a sudoku has boxes or jigsaw regions, one of the two"),
        ({"size": 4, "box": None, "regions": ROWS[:3]}, "a jigsaw of side 4 has 4 regions, not 3"),
        ({"size": 4, "box": None, "regions": (*ROWS[:3], ROWS[0])}, "cell r1c1 is in two regions"),
        (
            {"size": 4, "box": (2, 2), "givens": (((0, 0), 1), ((1, 1), 1))},
            "repeats the given r1c1 = 1 in box 1",
        ),
        ({"size": 4, "box": (2, 2), "givens": (((0, 0), 5),)}, "is not a digit 1 to 4"),
        (
            {"size": 4, "box": (2, 2), "givens": (((0, 0), 1), ((3, 3), 1)), "diagonals": True},
            "repeats the given r1c1 = 1 in the main diagonal",
        ),
    ],
)
def test_what_the_model_refuses(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidPuzzle, match=message):
        SudokuPuzzle(**kwargs)  # type: ignore[arg-type]


def test_the_verifier_names_the_broken_rule() -> None:
    x = SudokuPuzzle(4, (2, 2), (((0, 0), 1),), diagonals=True)
    good = ((1, 2, 3, 4), (3, 4, 1, 2), (4, 3, 2, 1), (2, 1, 4, 3))  # both diagonals hold 1 to 4
    assert verify(x, good) == []
    plain = ((1, 2, 3, 4), (3, 4, 1, 2), (2, 1, 4, 3), (4, 3, 2, 1))  # a sudoku, not an X
    assert verify(SudokuPuzzle(4, (2, 2)), plain) == []
    assert verify(x, plain) == ["the main diagonal repeats 1, 4", "the anti-diagonal repeats 1, 4"]
    assert verify(SudokuPuzzle(4, (2, 2)), ((1, 2, 3, 4),) * 4)[0] == "column 1 repeats 1"
    assert verify(SudokuPuzzle(4, (2, 2), (((0, 0), 2),)), good) == ["r1c1 is given as 2, not 1"]
