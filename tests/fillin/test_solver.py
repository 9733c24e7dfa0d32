"""The fill-in solver: the samples, word multiplicities, budgets, random puzzles checked by the
independent verifier, and a differential test against python-constraint."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from fillin_random import differential, random_puzzle
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft import engine
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin import FillinProblem, FillinPuzzle, parse, solutions, verify
from gridcraft.words import entries_from_strings


def count(puzzle: FillinPuzzle, limit: int | None = None, **kwargs: Any) -> int:
    """The engine's count of a fill-in puzzle's solutions."""
    return engine.count(FillinProblem(puzzle), limit, **kwargs)


DATA = Path(__file__).parent.parent / "data" / "fillin"
SAMPLES = sorted(DATA.glob("*.txt"))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_samples_are_unique_and_complete(path: Path) -> None:
    puzzle = parse(path.read_text(encoding="utf-8"))
    stats = SearchStats()
    found = list(solutions(puzzle, limit=2, stats=stats))
    assert len(found) == 1 and stats.complete
    assert verify(puzzle, found[0]) == []


def test_kkck_sample_solution() -> None:
    puzzle = parse((DATA / "kkck-example.txt").read_text(encoding="utf-8"))
    assert next(solutions(puzzle)) == ("KRISS ", "R D   ", "O Y   ", "SOLVER", "S L   ")


def test_repeated_word_fills_two_slots() -> None:
    # two 2-letter down slots, both AB; the 3-letter across slot crosses both
    puzzle = parse("...\n.#.\n\nAAA, AB, AB\n")
    assert list(solutions(puzzle)) == [("AAA", "B B")]


def test_repeated_word_counts_grids_not_copies() -> None:
    puzzle = parse("..\n..\n\nAA, AA, AA, AA\n")
    assert count(puzzle) == 1


def test_no_solution_is_proven() -> None:
    stats = SearchStats()
    assert count(parse("...\n.#.\n\nABC, XY, CZ\n"), stats=stats) == 0
    assert stats.complete


def test_several_solutions() -> None:
    # a 2x2 square: across words must be the downs' letters; AB/BA and BA/AB both work
    puzzle = parse("..\n..\n\nAB, BA, AB, BA\n")
    stats = SearchStats()
    assert sorted(solutions(puzzle, stats=stats)) == [("AB", "BA"), ("BA", "AB")]
    assert stats.complete
    stats = SearchStats()
    assert count(puzzle, limit=1, stats=stats) == 1
    assert not stats.complete and not stats.budget_exhausted


def test_node_budget_stops_the_search() -> None:
    words = [a + b + c for a in "AB" for b in "AB" for c in "AB"]  # 8 three-letter words
    grid = "...#...\n.#.#.#.\n...#...\n"
    puzzle = parse(grid + "\n" + ", ".join(words))
    stats = SearchStats()
    count(puzzle, budget=Budget(node_limit=3), stats=stats)
    assert stats.budget_exhausted and not stats.complete and stats.nodes == 3


def test_invalid_puzzle_built_by_hand() -> None:
    puzzle = FillinPuzzle(("...",), tuple(entries_from_strings(["AB"])))
    with pytest.raises(InvalidPuzzle, match="slot and word lengths differ"):
        count(puzzle)


# -- random puzzles ---------------------------------------------------------------------------------
def test_differential_against_python_constraint() -> None:
    counts = differential(count, 2026, 250)
    assert counts[0] and counts[1] and counts[2]  # the sample has every kind of answer


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_every_solution_verifies_and_the_maker_is_among_them(seed: int) -> None:
    made = random_puzzle(random.Random(seed), "ABC")
    if made is None:
        return
    puzzle, solved = made
    try:
        found = list(solutions(puzzle, limit=500))
    except InvalidPuzzle:
        return
    for grid in found:
        assert verify(puzzle, grid) == []
    assert len(set(found)) == len(found)
    if not verify(puzzle, solved):  # unless a word was changed, the maker's grid is a solution
        assert solved in found or len(found) == 500


def test_hard_chains_get_a_first_solution() -> None:
    # 75 five-letter slots crossing only at their ends: depth-first search alone thrashes for
    # minutes here; the interleaved restart probes find a solution in a few thousand nodes
    puzzle = parse((DATA / "hard" / "chains-75.txt").read_text(encoding="utf-8"))
    stats = SearchStats()
    found = list(solutions(puzzle, limit=1, budget=Budget(node_limit=40000), stats=stats))
    assert len(found) == 1, stats
    assert verify(puzzle, found[0]) == []
