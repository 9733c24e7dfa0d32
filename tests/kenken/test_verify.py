"""The independent verifier names each broken rule."""

from __future__ import annotations

from gridcraft.kenken import parse, verify

PUZZLE = parse("3\n3 + r1c1 r1c2\n1 - r1c3 r2c3\n6 x r2c1 r3c1\n4 r2c2 r3c2\n1 = r3c3\n")
SOLUTION = ((1, 2, 3), (3, 1, 2), (2, 3, 1))


def test_a_solution_breaks_nothing() -> None:
    assert verify(PUZZLE, SOLUTION) == []
    assert verify(PUZZLE, [list(row) for row in SOLUTION]) == []


def test_broken_rules_are_named() -> None:
    swapped = ((2, 1, 3), (3, 1, 2), (2, 3, 1))  # column repeats, the 3+ cage still holds
    assert verify(PUZZLE, swapped) == ["column 1 repeats 2", "column 2 repeats 1"]
    wrong = ((1, 2, 3), (3, 1, 2), (2, 3, 2))
    assert verify(PUZZLE, wrong) == [
        "row 3 repeats 2",
        "column 3 repeats 2",
        "cage 1 at r3c3 does not hold: its values are 2",
    ]
    sums = ((1, 2, 3), (2, 3, 1), (3, 1, 2))  # a Latin square that breaks two cages
    assert verify(PUZZLE, sums) == [
        "cage 1- at r1c3 does not hold: its values are 3, 1",
        "cage 1 at r3c3 does not hold: its values are 2",
    ]


def test_shape_and_range() -> None:
    assert verify(PUZZLE, ((1, 2, 3), (3, 1, 2))) == [
        "the grid must be 3 rows of 3 values, not 2 rows of [3, 3] values"
    ]
    assert verify(PUZZLE, ((1, 2, 3), (3, 1, 2), (2, 3, 4))) == ["r3c3 holds 4, not a value in 1..3"]
    assert verify(PUZZLE, ((1, 2, 3), (3, 1, 2), (2, 3, 0))) == ["r3c3 holds 0, not a value in 1..3"]


def test_a_cage_without_operation_accepts_any_fitting_operation() -> None:
    puzzle = parse("2\n2 r1c1 r1c2\n2 r2c1 r2c2\n")  # 2 = 2 x 1 = 2 / 1
    assert verify(puzzle, ((1, 2), (2, 1))) == []
    assert verify(parse("2\n3 r1c1 r1c2\n3 r2c1 r2c2\n"), ((1, 2), (2, 1))) == []  # 1 + 2
    assert verify(parse("2\n1 r1c1 r1c2\n1 r2c1 r2c2\n"), ((1, 2), (2, 1))) == []  # 2 - 1
    assert verify(parse("2\n4 r1c1 r1c2\n4 r2c1 r2c2\n"), ((1, 2), (2, 1))) != []
