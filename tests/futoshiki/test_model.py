"""The futoshiki model: its checks, its canonical order, the core's square of it (signs as ``less``
relations, adjacent mode as tables on every pair of neighbours), the independent verifier, the
core's board both ways, and the writers (SVG, ipuz) read back."""

from __future__ import annotations

import json

import pytest

from gridcraft import kinds
from gridcraft.errors import InvalidPuzzle
from gridcraft.futoshiki import (
    KIND,
    FutoshikiPuzzle,
    from_board,
    parse_unequal_id,
    render_svg,
    render_text,
    to_board,
    to_ipuz,
    verify,
)
from gridcraft.latin import Rel

ADJACENT = "5a:0,0,0,0R,0L,0RD,0L,5,0R,0L,0U,0R,0DL,0R,0L,0R,0RL,0UDL,0R,0L,0R,0L,0UR,0L,5,"
SIGNS = "5:0R,0R,0,0,0,0,0,0,0,0,0,0U,0UD,0UD,0DL,0,0,0,0,0,0,0,2,0,0,"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((2,), "a futoshiki's side is 3 to 9, not 2"),
        ((3, (((0, 0), 4),)), "is not a digit 1 to 3"),
        ((3, (), (((0, 0), (1, 1)),)), "which are not neighbours"),
        ((3, (), (((0, 0), (0, 3)),)), "outside the 3 x 3 grid"),
        ((3, (), (((0, 0), (0, 1)), ((0, 1), (0, 0)))), "is marked twice"),
        ((3, (), (((0, 0), (0, 1)),), True), "an adjacent futoshiki has bars"),
        ((3, (), (), False, (((0, 0), (0, 1)),)), "bars belong to adjacent mode"),
        ((3, (((0, 0), 2), ((0, 1), 1)), (((0, 0), (0, 1)),)), "break the sign r1c1 < r1c2"),
        ((3, (((0, 0), 1), ((0, 1), 2)), (), True), "differ by 1 with no bar"),
    ],
)
def test_the_model_refuses_what_breaks_a_rule(args: tuple[object, ...], words: str) -> None:
    with pytest.raises(InvalidPuzzle, match=words):
        FutoshikiPuzzle(*args)  # type: ignore[arg-type]


def test_two_spellings_of_one_puzzle_are_equal() -> None:
    a = FutoshikiPuzzle(3, (((2, 2), 1), ((0, 0), 1)), (((1, 0), (0, 0)), ((0, 1), (0, 2))))
    b = FutoshikiPuzzle(3, (((0, 0), 1), ((2, 2), 1)), (((0, 1), (0, 2)), ((1, 0), (0, 0))))
    assert a == b
    bars = FutoshikiPuzzle(3, (), (), True, (((0, 1), (0, 0)),))
    assert bars.bars == (((0, 0), (0, 1)),)


def test_the_square_holds_the_signs_and_the_adjacent_tables() -> None:
    signs = parse_unequal_id(SIGNS)
    relations = signs.square().relations
    assert all(rel.kind is Rel.LESS for rel in relations)
    assert {rel.cells for rel in relations} == set(signs.less)
    adjacent = parse_unequal_id(ADJACENT)
    tables = adjacent.square().relations
    assert len(tables) == 2 * 5 * 4 and all(rel.kind is Rel.TABLE for rel in tables)
    for rel in tables:
        apart = {abs(a - b) for a, b in rel.tuples}
        assert apart == ({1} if rel.cells in adjacent.bars else {2, 3, 4})


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = parse_unequal_id(SIGNS)
    solution = next(iter(KIND.solutions(puzzle, 1)))
    assert verify(puzzle, solution) == []
    swapped = tuple(row[::-1] for row in solution)
    assert any("is not less than" in p for p in verify(puzzle, swapped))
    assert verify(puzzle, solution[:4]) == ["the grid must be 5 rows of 5 values"]
    adjacent = parse_unequal_id(ADJACENT)
    grid = next(iter(KIND.solutions(adjacent, 1)))
    assert verify(adjacent, grid) == []
    moved = grid[1:] + grid[:1]  # still a Latin square, the bars no longer fit
    assert any("across a bar" in p or "no bar between" in p for p in verify(adjacent, moved))


def test_the_core_board_both_ways() -> None:
    for sgt in (SIGNS, ADJACENT):
        puzzle = parse_unequal_id(sgt)
        board = to_board(puzzle)
        assert board.n == 5 and board.adjacent == puzzle.adjacent and from_board(board) == puzzle


def test_the_svg_draws_every_sign_and_bar_and_the_text_grid_its_digits() -> None:
    puzzle = parse_unequal_id(SIGNS)
    empty = render_svg(puzzle).document()
    assert (
        empty.count("<rect") == 25 + 1 and empty.count("<text") == 1
    )  # the cells (and the ground), the given
    path = next(line for line in empty.splitlines() if line.startswith("<path"))
    assert path.count("M") == len(puzzle.less)
    solution = next(iter(KIND.solutions(puzzle, 1)))
    assert render_svg(puzzle, solution).document().count("<text") == 25
    bars = parse_unequal_id(ADJACENT)
    picture = render_svg(bars).document()
    assert next(line for line in picture.splitlines() if 'stroke-width="4"' in line).count("M") == len(
        bars.bars
    )
    text = render_text(puzzle, solution)
    assert text.splitlines()[0].startswith(" > ".join(str(v) for v in solution[0][:3]))


def test_ipuz_round_trip_in_gridcrafts_own_kind() -> None:
    for sgt in (SIGNS, ADJACENT):
        puzzle = parse_unequal_id(sgt)
        solution = next(iter(KIND.solutions(puzzle, 1)))
        text = to_ipuz(puzzle, solution, title="T")
        doc = json.loads(text)
        assert (
            doc["kind"] == ["http://gridcraft.org/ipuz/futoshiki#1"]
            and doc["org.gridcraft:kind"] == "futoshiki"
        )
        found = kinds.read_ipuz(text)
        assert (found.kind, found.puzzle, found.solution) == (KIND, puzzle, solution)
    with pytest.raises(InvalidPuzzle, match="does not solve"):
        to_ipuz(puzzle, tuple(row[::-1] for row in solution))
