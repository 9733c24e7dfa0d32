"""The model's checks and canonical order."""

from __future__ import annotations

import pytest

from gridcraft.errors import InvalidPuzzle
from gridcraft.killer import Cage, KillerPuzzle, default_box


def test_canonical_order_makes_equal_puzzles_equal() -> None:
    a = KillerPuzzle(4, (2, 2), (Cage(((1, 1), (1, 0)), 3), Cage(((0, 1), (0, 0)), 7)))
    b = KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 7), Cage(((1, 0), (1, 1)), 3)))
    assert a == b and a.cages[0].cells == ((0, 0), (0, 1))


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: KillerPuzzle(6, (2, 2), ()), "do not tile"),
        (lambda: KillerPuzzle(17, (1, 17), ()), "size"),
        (
            lambda: KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 3), Cage(((0, 1), (0, 2)), 5))),
            "two cages",
        ),
        (lambda: KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 8),)), "3..7"),
        (lambda: KillerPuzzle(4, (2, 2), (Cage(((4, 0), (3, 0)), 3),)), "outside"),
        (lambda: KillerPuzzle(4, (2, 2), (), (((0, 0), 5),)), "digit 1 to 4"),
        (lambda: Cage(((0, 0), (1, 1)), 3), "not connected"),
        (lambda: Cage((), 3), "at least one cell"),
        (lambda: Cage(((0, 0),), 0), "positive"),
    ],
)
def test_invalid_models_are_refused(make: object, words: str) -> None:
    with pytest.raises(InvalidPuzzle, match=words):
        make()  # type: ignore[operator]


def test_boxes_and_units() -> None:
    assert default_box(9) == (3, 3) and default_box(6) == (2, 3) and default_box(4) == (2, 2)
    puzzle = KillerPuzzle(6, (2, 3), ())
    assert puzzle.box_of((1, 4)) == 1 and puzzle.box_of((2, 0)) == 2
    units = dict(puzzle.units())
    assert units["box 2"] == ((0, 3), (0, 4), (0, 5), (1, 3), (1, 4), (1, 5))
    assert puzzle.covered is False
