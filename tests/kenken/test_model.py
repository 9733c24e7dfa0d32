"""The KenKen model: validation, canonical order, labels."""

from __future__ import annotations

import pytest

from gridcraft.errors import InvalidPuzzle
from gridcraft.kenken import Cage, KenKenPuzzle, Op


def test_canonical_order_makes_equal_puzzles() -> None:
    a = KenKenPuzzle(2, (Cage(3, Op.ADD, ((1, 1), (1, 0))), Cage(3, Op.ADD, ((0, 1), (0, 0)))))
    b = KenKenPuzzle(2, (Cage(3, Op.ADD, ((0, 0), (0, 1))), Cage(3, Op.ADD, ((1, 0), (1, 1)))))
    assert a == b and hash(a) == hash(b)
    assert a.cages[0].cells == ((0, 0), (0, 1))
    assert a.cage_map() == [[0, 0], [1, 1]]


def test_single_cells_are_equalities_and_labels() -> None:
    assert Cage(3, Op.MUL, ((0, 0),)).op is Op.EQ
    assert Cage(3, None, ((0, 0),)).label() == "3"
    assert Cage(12, None, ((0, 0), (0, 1))).label() == "12"
    assert Cage(12, Op.MUL, ((0, 0), (0, 1))).label() == "12x"
    assert str(Op.DIV) == "/"


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Cage(0, Op.ADD, ((0, 0), (0, 1))), "positive integer"),
        (lambda: Cage(3, Op.SUB, ((0, 0), (0, 1), (0, 2))), "two cells"),
        (lambda: Cage(3, Op.DIV, ((0, 0),)), None),  # a single cell: fine, it becomes '='
        (lambda: Cage(3, Op.EQ, ((0, 0), (0, 1))), "one cell"),
        (lambda: Cage(3, Op.ADD, ((0, 0), (1, 1))), "not connected"),
        (lambda: Cage(3, Op.ADD, ((0, 0), (0, 0))), "repeats"),
        (lambda: Cage(3, Op.ADD, ()), "at least one"),
        (lambda: KenKenPuzzle(0, ()), "between 1 and 16"),
        (lambda: KenKenPuzzle(17, ()), "between 1 and 16"),
        (lambda: KenKenPuzzle(1, (Cage(1, Op.EQ, ((0, 1),)),)), "outside"),
        (lambda: KenKenPuzzle(2, (Cage(3, Op.ADD, ((0, 0), (0, 1))),)), "r2c1 is in no cage"),
        (
            lambda: KenKenPuzzle(1, (Cage(1, Op.EQ, ((0, 0),)), Cage(1, Op.EQ, ((0, 0),)))),
            "in two cages",
        ),
    ],
)
def test_validation(make: object, words: str | None) -> None:
    if words is None:
        make()  # type: ignore[operator]
        return
    with pytest.raises(InvalidPuzzle, match=words):
        make()  # type: ignore[operator]


def test_package_doctest() -> None:
    import doctest

    import gridcraft.kenken

    result = doctest.testmod(gridcraft.kenken)
    assert result.attempted >= 4 and result.failed == 0
