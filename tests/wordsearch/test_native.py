"""The C search (``_search.c``) against its Python reference (``search.py``): the same puzzles from
the same words, options and seed, the same node counts and generator states, the same refusals."""

from __future__ import annotations

import random
from typing import Any

import pytest
from wordsearch_lists import OCTAGON, POOL, word_list

from gridcraft.engine import Budget
from gridcraft.engine.native import PURE_PYTHON, load
from gridcraft.errors import BudgetExceeded, GridcraftError
from gridcraft.wordsearch import make, resolve_directions, word_directions
from gridcraft.wordsearch.find import offensive_words
from gridcraft.wordsearch.grades import grade_of
from gridcraft.wordsearch.make import seed_state
from gridcraft.wordsearch.model import word_entries
from gridcraft.wordsearch.search import FOUND, NONE, STOPPED, Plan, attempt
from gridcraft.wordsearch.shapes import full
from gridcraft.wordsearch.tables import tables

NATIVE = load("gridcraft.wordsearch._search")
pytestmark = pytest.mark.skipif(NATIVE is None, reason="the C search is not built")

CASES: list[tuple[list[str], dict[str, Any]]] = [
    (word_list(1, 8), {"directions": "easy", "seed": 1}),
    (word_list(2, 9), {"directions": "medium", "seed": 2}),
    (word_list(3, 10), {"directions": "hard", "seed": 3}),
    (word_list(4, 7), {"directions": "hard", "size": (9, 9), "seed": 4}),
    (word_list(5, 8), {"directions": "medium", "mask": OCTAGON, "seed": 5}),
    (word_list(6, 6), {"directions": "easy", "message": "Well done, you found them all", "seed": 6}),
    (["שלום", "בית", "ספר", "ילד", "מים"], {"directions": "medium", "message": "תודה", "seed": 7}),
    (["नमस्ते", "भारत", "दिल्ली", "पानी"], {"directions": "hard", "seed": 8}),
    (["LEVEL", "DOG", "GOD", "TIGER", "NOON"], {"directions": "medium", "seed": 9}),
    (["ONSET", "NOTES", "STENO", "TONES"], {"directions": "hard", "seed": 10}),
    (["ABC", "DEF", "GHI", "JKL"], {"directions": "easy", "size": (3, 3)}),
]


def both(monkeypatch: pytest.MonkeyPatch, words: list[str], options: dict[str, Any]) -> tuple[Any, Any]:
    """What ``make`` gives (a puzzle, or the error's type and message) with the C search, then
    with the Python one."""
    out = []
    for pure in ("0", "1"):
        monkeypatch.setenv(PURE_PYTHON, pure)
        try:
            out.append(make(words, **options))
        except GridcraftError as e:
            out.append((type(e).__name__, str(e)))
    return out[0], out[1]


@pytest.mark.parametrize(("words", "options"), CASES, ids=[f"case {i}" for i in range(len(CASES))])
def test_the_same_puzzle_from_c_and_python(
    monkeypatch: pytest.MonkeyPatch, words: list[str], options: dict[str, Any]
) -> None:
    native, python = both(monkeypatch, words, options)
    assert native == python


def test_a_node_budget_ends_both_at_the_same_node(monkeypatch: pytest.MonkeyPatch) -> None:
    words = word_list(7, 12)  # 63 letters in 49 cells
    spent = []
    for pure in ("0", "1"):
        monkeypatch.setenv(PURE_PYTHON, pure)
        with pytest.raises(BudgetExceeded) as caught:
            make(words, directions="hard", size=(7, 7), budget=Budget(node_limit=777))
        spent.append(caught.value.nodes)
    assert spent[0] == spent[1] and spent[0] >= 777


@pytest.mark.parametrize("cap", [5, 40, 400])
def test_restarts_spend_the_same_nodes_and_draws(cap: int) -> None:
    words = word_list(8, 12)
    entries = word_entries(words, unique=True)
    allowed = resolve_directions("hard")
    t = tables(
        tuple(e.letters for e in entries),
        tuple(word_directions(entries, allowed)),
        allowed,
        "",
        True,
        offensive_words(),
    )
    order = tuple(sorted(range(len(words)), key=lambda k: -len(words[k])))
    rng = random.Random(cap)
    targets = tuple(rng.randrange(8) for _ in words)
    plan = Plan(order, targets, grade_of(allowed).share, 3, len(words), branch=3)
    height, width, exists = full(8, 8)
    state = seed_state(cap)
    python = attempt(height, width, exists, t, plan, state, cap, 6)
    assert NATIVE is not None
    native = NATIVE.attempt(height, width, exists, t, plan, state, cap, 6, -1, 0, float("inf"))
    assert native == (python.status, python.cells, python.starts, python.dirs, python.nodes, python.state)
    assert python.status in (FOUND, STOPPED, NONE)


def test_bad_tables_are_refused_not_read_out_of_bounds() -> None:
    words = POOL[:3]
    entries = word_entries(words, unique=True)
    allowed = resolve_directions("easy")
    t = tables(tuple(e.letters for e in entries), tuple(word_directions(entries, allowed)), allowed, "", True,
               offensive_words())  # fmt: skip
    plan = Plan((0, 1, 2), (0, 1, 0), 1, 3, 0)
    assert NATIVE is not None
    with pytest.raises(ValueError, match="exists"):
        NATIVE.attempt(5, 5, b"\1" * 24, t, plan, 1, 100, 1, -1, 0, float("inf"))
    with pytest.raises(ValueError, match="order"):
        NATIVE.attempt(5, 5, b"\1" * 25, t, Plan((0, 1), (0, 1), 1, 3, 0), 1, 100, 1, -1, 0, float("inf"))
    with pytest.raises(ValueError, match="order names no such word"):
        NATIVE.attempt(
            5, 5, b"\1" * 25, t, Plan((0, 1, 5), (0, 1, 0), 1, 3, 0), 1, 100, 1, -1, 0, float("inf")
        )


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_same_puzzles_of_twenty_words(monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    for seed in range(2):
        native, python = both(monkeypatch, word_list(20 + seed, 20), {"directions": level, "seed": seed})
        assert native == python
