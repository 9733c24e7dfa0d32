"""Explained steps: each hint's cells, placement and removals, and the words of its reason."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gridcraft.errors import InvalidPuzzle, WrongEntry
from gridcraft.killer import explain, grade, parse

DATA = Path(__file__).parent / "data"
GRADED = dict(line.split(" ", 1) for line in (DATA / "solo-9-graded.txt").read_text().splitlines())


def test_hints_fill_the_grid_with_the_solution() -> None:
    puzzle = parse(GRADED["basic"])
    solution = grade(puzzle).solution
    assert solution is not None
    hints = list(explain(puzzle))
    placed = [p for hint in hints for p in hint.placed]
    assert sorted(placed) == sorted(((r, c), solution[r][c]) for r in range(9) for c in range(9))
    assert all(hint.cells for hint in hints)
    sums = next(h for h in hints if h.deduction == "killer sums")
    assert "can only be made of" in sums.text and sums.removed
    single = next(h for h in hints if h.deduction == "naked single")
    ((cell, digit),) = single.placed
    assert single.text.startswith(
        f"r{cell[0] + 1}c{cell[1] + 1} must be {digit}: the other digits are ruled out"
    )
    deduced = next(h for h in hints if h.deduction == "killer deduced single")
    assert "adds up to 45" in deduced.text
    # regression: a cage's min-max step read "the cage 4 in r1c1 r2c1 cannot make 4 with them"
    for hint in (h for h in hints if h.deduction == "killer minmax"):
        assert "cannot make" not in hint.text
        assert " add up to " in hint.text or " adds up to " in hint.text
        if hint.text.startswith("the cage in "):  # a cage the puzzle prints, with its printed sum
            named = hint.text.removeprefix("the cage in ").split(" adds up to ")[0].split()
            total = int(hint.text.split(" adds up to ")[1].split(";")[0].split(":")[0])
            printed = {
                (tuple(f"r{r + 1}c{c + 1}" for r, c in cage.cells), cage.total) for cage in puzzle.cages
            }
            assert (tuple(named), total) in printed, hint.text


def test_a_partly_filled_grid_continues_and_a_wrong_entry_is_named() -> None:
    puzzle = parse(GRADED["trivial"])
    solution = grade(puzzle).solution
    assert solution is not None
    state = tuple(tuple(v if r < 4 else 0 for v in row) for r, row in enumerate(solution))
    hints = list(explain(puzzle, state))
    assert len([p for h in hints for p in h.placed]) == 81 - 36
    wrong = tuple(
        tuple((v % 9) + 1 if (r, c) == (0, 0) else 0 for c, v in enumerate(row))
        for r, row in enumerate(solution)
    )
    with pytest.raises(WrongEntry) as caught:
        list(explain(puzzle, wrong))
    assert caught.value.cell == (0, 0)


def test_an_unreasonable_puzzle_ends_in_a_guess_and_an_ambiguous_one_is_refused() -> None:
    hints = list(explain(parse(GRADED["unreasonable"])))
    assert hints[-1].guess
    with pytest.raises(InvalidPuzzle, match="several solutions"):
        list(explain(parse("4\n")))


def test_a_hint_never_names_a_cage_the_puzzle_does_not_print() -> None:
    """Regression: "the cage in r5c6 adds up to 1" and "r5c6 must be 1: it is a cage of one cell
    with sum 1", where the printed cage is 12 in r5c6 r6c5 r6c6 (split by a region's sum)."""
    from gridcraft.killer import make

    puzzle = make("Intermediate", 6, seed=0).puzzle
    printed = {(" ".join(f"r{r + 1}c{c + 1}" for r, c in cage.cells), cage.total) for cage in puzzle.cages}
    texts = [h.text for h in explain(puzzle)]
    parts = [t for t in texts if t.startswith("of the cage ")]
    assert parts  # this puzzle has a cage read in part
    for text in texts:
        for named, total in re.findall(r"the cage (?:in )?(r\d+c\d+(?: r\d+c\d+)*) adds up to (\d+)", text):
            assert (named, int(total)) in printed, text
        for total, named in re.findall(r"cage (\d+) in (r\d+c\d+(?: r\d+c\d+)*)", text):
            assert (named, int(total)) in printed, text
        assert "it is a cage of one cell" not in text or any(
            len(named.split()) == 1 for named, _ in printed
        ), text
