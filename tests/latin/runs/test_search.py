"""The runs-with-sums search: its combination tables, its count against a plain brute force, the C
search against its Python reference (the same states, solutions in the same order), and the
engine's solve, count and uniqueness through it."""

from __future__ import annotations

import random
from itertools import combinations, product

import pytest

from gridcraft.engine import Uniqueness, verdict
from gridcraft.latin.runs import COMBOS, Board, board, combos, count
from gridcraft.latin.runs import make as mk
from gridcraft.latin.runs.problem import NativeRunsProblem, RunsProblem, available
from gridcraft.latin.runs.search import Tables, propagate, solve, start


def test_the_combination_tables_hold_every_set_of_distinct_digits() -> None:
    for length in range(1, 10):
        for total in range(46):
            expected = sorted(
                sum(1 << (d - 1) for d in ds) for ds in combinations(range(1, 10), length) if sum(ds) == total
            )
            assert sorted(COMBOS[length][total]) == expected
    assert combos(2, 3) == (0b11,) and combos(2, 18) == () and combos(10, 45) == ()


def _boards(n: int, seed: int) -> list[Board]:
    """Small boards: a pattern's sums from a random fill, and the same with one sum moved by 1 or 2
    (often no solution, or several)."""
    out = []
    for k in range(n):
        rng = random.Random(f"{seed}:{k}")
        side = 5
        white = mk.pattern(side, side, rng)
        assert white is not None
        empty = mk.shape(side, side, white)
        digits = mk.fill(empty, rng)
        assert digits is not None
        made = mk.with_sums(empty, digits)
        out.append(made)
        runs = list(made.runs)
        j = rng.randrange(len(runs))
        runs[j] = type(runs[j])(
            runs[j].cells, runs[j].total + rng.choice([-2, -1, 1, 2]), runs[j].across, runs[j].clue
        )
        out.append(Board(made.width, made.height, made.whites, tuple(runs), made.givens))
    return out


def _brute(b: Board, limit: int) -> list[tuple[int, ...]]:
    """Every digit assignment checked against every run: small boards only."""
    found = []
    for digits in product(range(1, 10), repeat=b.size):
        if all(
            len({digits[i] for i in run.cells}) == len(run.cells)
            and sum(digits[i] for i in run.cells) == run.total
            for run in b.runs
        ):
            found.append(digits)
            if len(found) >= limit:
                break
    return found


def test_the_search_counts_as_a_brute_force_does() -> None:
    _against_brute_force(random.Random(3), 2, 12)  # a 2 x 2 block of white cells: 9**4 assignments


@pytest.mark.slow
def test_the_search_counts_as_a_brute_force_does_on_wider_blocks() -> None:
    _against_brute_force(random.Random(4), 3, 3)  # a 2 x 3 block: 9**6 assignments


def _against_brute_force(rng: random.Random, cols: int, cases: int) -> None:
    for _ in range(cases):
        digits = [rng.randint(1, 9) for _ in range(2 * cols)]
        while any(len(set(row)) < cols for row in (digits[:cols], digits[cols:])) or any(
            digits[c] == digits[c + cols] for c in range(cols)
        ):
            digits = [rng.randint(1, 9) for _ in range(2 * cols)]
        sums = {(1, 0): (0, sum(digits[:cols])), (2, 0): (0, sum(digits[cols:]))}
        for c in range(cols):
            sums[(0, c + 1)] = (digits[c] + digits[c + cols], 0)
        b = board(cols + 1, 3, [(r, c) for r in (1, 2) for c in range(1, cols + 1)], sums)
        expected = _brute(b, 1000)
        assert sorted(solve(b, None)) == sorted(expected)
        assert count(b, 1000)[0] == len(expected) and tuple(digits) in expected


@pytest.mark.skipif(not available(), reason="the C search is not built")
def test_the_c_search_agrees_with_its_python_reference() -> None:
    for b in _boards(8, 7):
        native = NativeRunsProblem(b)
        root = native.root()
        reference = propagate(Tables(b), start(b))
        assert (None if root is None else native.candidates(root)) == reference
        assert count(b, 30)[1] == tuple(solve(b, 30))


def test_the_engine_solves_counts_and_proves_uniqueness() -> None:
    for b in _boards(3, 11):
        expected = list(solve(b, 3))
        for problem in (RunsProblem(b), *([NativeRunsProblem(b)] if available() else [])):
            found = verdict(problem, 2)
            assert list(found.found) == expected[:2]
            want = {0: Uniqueness.NONE, 1: Uniqueness.UNIQUE}.get(len(expected), Uniqueness.SEVERAL)
            assert found.uniqueness is want
