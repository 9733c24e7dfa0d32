"""The fill-in propagation in C against the pure Python one, and the brick wall it must fill quickly."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from fillin_random import differential, random_puzzle
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft import engine
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin import (
    FillinProblem,
    FillinPuzzle,
    NativeFillin,
    native,
    parse,
    search_problem,
    solutions,
    verify,
)
from gridcraft.words import entries_from_strings

DATA = Path(__file__).parent.parent / "data" / "fillin"

needs_native = pytest.mark.skipif(not native.available(), reason="the C extension is not built")


def test_the_extension_is_built_where_required() -> None:
    """CI sets GRIDCRAFT_REQUIRE_NATIVE=1: there the extension must have been compiled."""
    if os.environ.get("GRIDCRAFT_REQUIRE_NATIVE") == "1":
        assert native.available()
        assert isinstance(search_problem(parse((DATA / "kkck-example.txt").read_text())), NativeFillin)


def test_pure_python_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRIDCRAFT_PURE_PYTHON", "1")
    puzzle = parse((DATA / "kkck-example.txt").read_text())
    assert type(search_problem(puzzle)) is FillinProblem
    assert next(solutions(puzzle)) == ("KRISS ", "R D   ", "O Y   ", "SOLVER", "S L   ")


@needs_native
def test_more_than_64_letters_fall_back_to_python() -> None:
    letters = [chr(0x4E00 + k) for k in range(70)]  # 70 distinct CJK letters
    words = [a + b for a, b in zip(letters[::2], letters[1::2])]  # 35 two-letter words
    few = FillinPuzzle(("..",), tuple(entries_from_strings(words[:1])))
    assert isinstance(search_problem(few), NativeFillin)
    rows = tuple(row for _ in words for row in ("..", "##"))[:-1]  # one across slot per word
    many = FillinPuzzle(rows, tuple(entries_from_strings(words)))
    assert type(search_problem(many)) is FillinProblem
    assert engine.count(search_problem(many), 2) == 2


def _seen(problem: FillinProblem, state: tuple[list[int], list[int]]) -> tuple[list[int], list[int]]:
    """A state's slot candidates and its crossed cells' letters. A cell in one slot only keeps
    whatever letters the letter-count rule happened to write there, which depends on the order
    the rules ran in; its slot's candidates say all there is."""
    return state[0], [state[1][c] for c in problem.junctions]


def _dives(puzzle: FillinPuzzle, rng: random.Random, dives: int = 8) -> int:
    """Random paths from the root: every child state of C equals Python's (the same fixpoint).
    Returns the number of children compared."""
    slow, fast = FillinProblem(puzzle), NativeFillin(puzzle)
    a, b = slow.root(), fast.root()
    assert (a is None) == (b is None)
    if a is None or b is None:
        return 0
    assert _seen(slow, fast.python_state(b)) == _seen(slow, a)
    compared = 0
    for _ in range(dives):
        x, y = a, b
        while (choices := slow.branch(x)) is not None:
            choice = rng.choice(list(choices))
            x2, y2 = slow.child(x, choice), fast.child(y, choice)
            compared += 1
            assert (x2 is None) == (y2 is None), choice
            if x2 is None or y2 is None:
                break
            assert _seen(slow, fast.python_state(y2)) == _seen(slow, x2), choice
            x, y = x2, y2
    return compared


@needs_native
@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["AB", "ABC", "ABCDE"]))
def test_native_and_pure_find_the_same_solutions(seed: int, letters: str) -> None:
    rng = random.Random(seed)
    made = random_puzzle(rng, letters)
    if made is None:
        return
    puzzle, _ = made
    try:
        slow = sorted(engine.solutions(FillinProblem(puzzle), 300))
    except InvalidPuzzle:
        return
    fast = sorted(engine.solutions(NativeFillin(puzzle), 300))
    assert fast == slow
    assert all(verify(puzzle, grid) == [] for grid in fast)
    _dives(puzzle, rng)


@needs_native
def test_a_cell_of_one_slot_may_keep_other_letters() -> None:
    # found by the property above: after the root, Python had written B into the uncrossed cell
    # (0, 1) and C had not, the slots' candidates being equal
    rng = random.Random(18931303)
    made = random_puzzle(rng, "ABC")
    assert made is not None
    puzzle = made[0]
    slow, fast = FillinProblem(puzzle), NativeFillin(puzzle)
    a, b = slow.root(), fast.root()
    assert a is not None and b is not None
    assert _seen(slow, fast.python_state(b)) == _seen(slow, a)
    assert sorted(engine.solutions(fast)) == sorted(engine.solutions(slow))
    _dives(puzzle, rng)


@needs_native
def test_native_against_python_constraint() -> None:
    counts = differential(lambda puzzle: engine.count(NativeFillin(puzzle)), 7, 150)
    assert counts[0] and counts[1] and counts[2]


@needs_native
@pytest.mark.parametrize("seed", range(6))
def test_dictionary_mode_counts_the_same(seed: int) -> None:
    """Without every_word (filling a grid from a longer dictionary) the counts agree too."""
    rng = random.Random(f"dictionary-{seed}")
    made = None
    while made is None:
        made = random_puzzle(rng, "ABC")
    puzzle, _ = made
    extra = ["".join(rng.choice("ABC") for _ in range(len(s.cells))) for s in puzzle.slots]
    bigger = FillinPuzzle(puzzle.rows, puzzle.words + tuple(entries_from_strings(extra, unique=False)))
    try:
        slow = engine.count(FillinProblem(bigger, every_word=False), 2000)
    except InvalidPuzzle:
        return
    assert engine.count(NativeFillin(bigger, every_word=False), 2000) == slow


@needs_native
@pytest.mark.parametrize("name", ["chains-75.txt"])
def test_child_states_match_on_a_hard_grid(name: str) -> None:
    assert _dives(parse((DATA / "hard" / name).read_text()), random.Random(5), dives=20) > 200


@needs_native
def test_brick_wall_gets_a_first_solution() -> None:
    """Five zigzag chains of 15 five-letter words crossing only at their ends (the stress
    reference): about 400,000 nodes and 2 s in C; the Python propagation needs minutes."""
    puzzle = parse((DATA / "hard" / "brick-5x15-s2.txt").read_text(encoding="utf-8"))
    stats = SearchStats()
    found = list(engine.solutions(NativeFillin(puzzle), 1, budget=Budget(node_limit=1_000_000), stats=stats))
    assert len(found) == 1, stats
    assert verify(puzzle, found[0]) == []
