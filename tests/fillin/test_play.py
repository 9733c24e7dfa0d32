"""A fill-in puzzle as the player shows it: its solution verifies, its entries are its slots."""

from __future__ import annotations

from fillin_gen import fillin_puzzles
from hypothesis import given, settings

from gridcraft.fillin import KIND, FillinPuzzle


@settings(max_examples=60, deadline=None)
@given(fillin_puzzles())
def test_the_model_holds_the_puzzle_and_its_solution(
    drawn: tuple[FillinPuzzle, tuple[str, ...] | None],
) -> None:
    puzzle, _ = drawn
    solution = next(iter(KIND.solutions(puzzle, 1)), None)
    if solution is None:
        return
    model = KIND.play(puzzle, solution, "t")
    rows = tuple(
        "".join(model.solution.get((r, c), " ") for c in range(puzzle.width)) for r in range(puzzle.height)
    )
    assert KIND.verify(puzzle, rows) == []  # the independent checker
    assert [e.cells for e in model.entries] == [s.cells for s in puzzle.slots]
    assert sorted(w for _, words in model.bank for _, w in words) == sorted(e.letters for e in puzzle.words)
    assert {cell: v for cell, v in puzzle.givens().items()} == {
        (r, c): v for r, row in enumerate(model.grid) for c, v in enumerate(row) if v
    }
