"""The makers of Unequal and Towers puzzles: each puzzle made has exactly one solution by the core's
exhaustive search (independent of Tatham's ladder), is graded exactly the level asked with that
solution, and comes out the same for the same seed, with C or without."""

from __future__ import annotations

import importlib
import random

import pytest

from gridcraft.engine import native
from gridcraft.errors import BudgetExceeded
from gridcraft.latin.rules import grade, make
from gridcraft.latin.rules import native as rules_native
from gridcraft.latin.rules.make import latin_square
from gridcraft.latin.rules.search import count

make_module = importlib.import_module("gridcraft.latin.rules.make")  # the package binds make to the function

CASES = [
    ("inequalities", 4, 0, False),
    ("inequalities", 4, 1, False),
    ("inequalities", 5, 2, False),
    ("inequalities", 5, 3, False),
    ("inequalities", 5, 4, False),
    ("inequalities", 5, 1, True),
    ("inequalities", 5, 2, True),
    ("inequalities", 6, 3, True),
    ("inequalities", 6, 4, True),
    ("sightlines", 4, 0, False),
    ("sightlines", 4, 3, False),
    ("sightlines", 5, 1, False),
    ("sightlines", 5, 2, False),
    ("sightlines", 5, 3, False),
    ("sightlines", 6, 0, False),
]


@pytest.mark.parametrize(("kind", "n", "level", "adjacent"), CASES)
def test_made_puzzles_are_unique_and_graded_as_asked(kind: str, n: int, level: int, adjacent: bool) -> None:
    for seed in ("1", "2"):
        board, solution = make(kind, n, level, seed, adjacent=adjacent)
        assert board.n == n and board.adjacent == adjacent and bool(board.clues) == (kind == "sightlines")
        found = grade(board)
        assert (found.status, found.level, found.grid) == ("solved", level, solution)
        assert count(board, 2) == 1
        assert all(v in (0, solution[i]) for i, v in enumerate(board.givens))


def test_the_same_seed_makes_the_same_puzzle() -> None:
    assert make("inequalities", 5, 3, "x") == make("inequalities", 5, 3, "x")
    assert make("sightlines", 5, 2, "x") == make("sightlines", 5, 2, "x")
    assert make("inequalities", 5, 3, "x") != make("inequalities", 5, 3, "y")


@pytest.mark.skipif(not rules_native.available(), reason="the C ladder is not built")
@pytest.mark.parametrize(
    ("kind", "n", "level", "adjacent"),
    [
        *(case for case in CASES[::2] if case[0] == "inequalities"),
        ("sightlines", 5, 1, False),
        ("sightlines", 6, 0, False),
        pytest.param("sightlines", 4, 3, False, marks=pytest.mark.slow),
        pytest.param("sightlines", 5, 2, False, marks=pytest.mark.slow),
    ],
)
def test_c_and_python_make_the_same_puzzle(
    kind: str, n: int, level: int, adjacent: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = make(kind, n, level, "same", adjacent=adjacent)
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    assert make(kind, n, level, "same", adjacent=adjacent) == made


@pytest.mark.skipif(not rules_native.available(), reason="the C ladder is not built")
@pytest.mark.parametrize(
    ("kind", "n", "level", "adjacent"),
    [
        ("inequalities", 4, 0, False),
        ("inequalities", 4, 1, False),
        ("inequalities", 5, 1, True),
        ("sightlines", 4, 0, False),
    ],
)
def test_c_and_python_make_the_same_puzzles_seed_by_seed(
    kind: str, n: int, level: int, adjacent: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fast sizes, where C makes the whole puzzle in one call: seed after seed."""
    made = [make(kind, n, level, str(seed), adjacent=adjacent) for seed in range(8)]
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    assert [make(kind, n, level, str(seed), adjacent=adjacent) for seed in range(8)] == made


def test_the_seed_key_is_the_integer_random_seeds_with() -> None:
    for text in ("inequalities:4:0:0:0", "sightlines:9:3:0:é ü", ""):
        key = make_module.seed_key(text)
        assert random.Random(int.from_bytes(key, "big")).getstate() == random.Random(text).getstate()


@pytest.mark.parametrize("pure", [False, True])
def test_no_puzzle_after_the_tries_is_a_budget_exceeded(pure: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(make_module, "TRIES", 3)
    if pure:
        monkeypatch.setenv(native.PURE_PYTHON, "1")
    with pytest.raises(BudgetExceeded, match="after 3 squares"):
        make("inequalities", 3, 3, "s")  # no Extreme 3 x 3 puzzle
    with pytest.raises(BudgetExceeded, match="after 3 squares"):
        make("sightlines", 2, 1, "s")  # no Hard 2 x 2 puzzle


def test_random_latin_squares_are_latin_and_varied() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        grid = latin_square(4, rng)
        for k in range(4):
            assert sorted(grid[k * 4 : k * 4 + 4]) == [1, 2, 3, 4]
            assert sorted(grid[k::4]) == [1, 2, 3, 4]
        seen.add(tuple(grid))
    assert len(seen) > 150  # of the 576 squares of side 4


@pytest.mark.parametrize(
    ("args", "kwargs", "match"),
    [
        (("sudoku", 5, 1, "s"), {}, "unknown rules"),
        (("inequalities", 5, 5, "s"), {}, "level 5"),
        (("inequalities", 4, 2, "s"), {"adjacent": True}, "at least 5"),
        (("sightlines", 3, 2, "s"), {}, "at least 4"),
        (("sightlines", 10, 1, "s"), {}, "size 10"),
        (("sightlines", 5, 1, "s"), {"adjacent": True}, "no adjacent"),
    ],
)
def test_impossible_requests_are_refused(
    args: tuple[str, int, int, str], kwargs: dict[str, bool], match: str
) -> None:
    with pytest.raises(ValueError, match=match):
        make(*args, adjacent=kwargs.get("adjacent", False))
