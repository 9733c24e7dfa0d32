"""A number kind declared on the core gets its services from :class:`gridcraft.latin.LatinTable`:
the search, a solution's rows, partly filled grids read and located, and hints' grids."""

from __future__ import annotations

from itertools import permutations

import pytest

from gridcraft import engine, latin
from gridcraft.engine import Hint
from gridcraft.errors import ParseError

Puzzle = tuple[tuple[int, ...], ...]  # a plain sudoku: rows of digits, 0 for an empty cell


class Sudoku4(latin.LatinTable[Puzzle]):
    """A toy kind: a 4 x 4 sudoku of givens, declared by its square and its boxes alone."""

    noun = "sudoku"

    def square(self, puzzle: Puzzle) -> latin.LatinSquare:
        givens = [((r, c), v) for r, row in enumerate(puzzle) for c, v in enumerate(row) if v]
        return latin.square(4, [], givens)

    def boxes(self, puzzle: Puzzle) -> latin.Boxes:
        return (2, 2)


PUZZLE = ((1, 0, 0, 0), (0, 0, 3, 0), (0, 4, 0, 0), (0, 0, 0, 2))


def test_the_declared_rules_give_the_search() -> None:
    kind = Sudoku4()
    found = list(kind.solutions(PUZZLE))
    assert len(found) == 1
    grid = found[0]
    assert all(sorted(row) == [1, 2, 3, 4] for row in grid)
    assert all(sorted(grid[r][c] for r in range(4)) == [1, 2, 3, 4] for c in range(4))
    assert all(grid[r][c] == v for r, row in enumerate(PUZZLE) for c, v in enumerate(row) if v)
    assert kind.rows(PUZZLE, grid) == ["".join(map(str, row)) for row in grid]
    assert engine.count(Sudoku4().problem(((0,) * 4,) * 4), 300) == 288  # every 4 x 4 sudoku


class XJigsaw4(latin.LatinTable[Puzzle]):
    """A toy kind: a 4 x 4 jigsaw sudoku with both diagonals, declared by its regions and units."""

    noun = "X jigsaw"
    REGIONS = (  # A A B B / A C B B / A C D D / C C D D
        ((0, 0), (0, 1), (1, 0), (2, 0)),
        ((0, 2), (0, 3), (1, 2), (1, 3)),
        ((1, 1), (2, 1), (3, 0), (3, 1)),
        ((2, 2), (2, 3), (3, 2), (3, 3)),
    )

    def square(self, puzzle: Puzzle) -> latin.LatinSquare:
        givens = [((r, c), v) for r, row in enumerate(puzzle) for c, v in enumerate(row) if v]
        return latin.square(4, [], givens)

    def boxes(self, puzzle: Puzzle) -> latin.Regions:
        return self.REGIONS

    def units(self, puzzle: Puzzle) -> tuple[tuple[latin.Cell, ...], ...]:
        return (tuple((i, i) for i in range(4)), tuple((i, 3 - i) for i in range(4)))


def test_regions_and_units_are_declared_by_the_table() -> None:
    """A kind's regions and units reach the search: it finds the 4 x 4 Latin squares (enumerated
    here) whose regions and diagonals hold 1..4 once; a kind that declares none has none."""
    kind = XJigsaw4()
    empty = ((0,) * 4,) * 4
    groups = [*kind.REGIONS, *kind.units(empty)]
    squares = [
        rows
        for rows in permutations(permutations(range(1, 5)), 4)
        if all(len({row[c] for row in rows}) == 4 for c in range(4))
    ]
    expected = [grid for grid in squares if all(len({grid[r][c] for r, c in g}) == 4 for g in groups)]
    assert len(squares) == 576 and 0 < len(expected) < 576
    assert sorted(engine.solutions(kind.problem(empty))) == sorted(expected)
    assert Sudoku4().units(empty) == ()
    top = expected[0][:2] + ((0,) * 4,) * 2
    assert [grid for grid in expected if grid[:2] == top[:2]] == list(kind.solutions(top))


def test_states_hints_and_messages_come_from_the_core() -> None:
    kind = Sudoku4()
    assert kind.start(PUZZLE) == PUZZLE
    state = kind.read_state(PUZZLE, "1...\n..3.\n.4..\n...2\n")
    assert state == PUZZLE
    assert kind.entry_position(PUZZLE, "1...\n..3.\n.4..\n...2\n", (2, 1)) == (3, 2)
    with pytest.raises(ParseError, match="a 4 x 4 sudoku has 4 rows, not 3"):
        kind.read_state(PUZZLE, "1...\n..3.\n.4..\n")
    hint = Hint("r1c2 must be 3", "naked single", ((0, 1),), (((0, 1), 3),))
    assert kind.advance(PUZZLE, None, hint)[0] == (1, 3, 0, 0)


def test_a_cage_operation_may_be_its_symbol_and_nothing_else() -> None:
    by_symbol = latin.square(2, [(3, "+", [(0, 0), (0, 1)])])
    assert engine.count(latin.problem(by_symbol), 5) == 2
    assert by_symbol == latin.square(2, [(3, latin.Op.ADD, [(0, 0), (0, 1)])])
    with pytest.raises(ValueError, match="42"):
        latin.square(2, [(3, 42, [(0, 0), (0, 1)])])  # type: ignore[list-item]
