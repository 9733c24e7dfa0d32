"""gridcraft's KenKen solution counts against python-constraint's, on 340 seeded random small puzzles.

The reference model is written here from the rules, sharing no code with gridcraft: one variable per
cell, AllDifferent on rows and columns, and one constraint per cage with its own clue check.
"""

from __future__ import annotations

import random
from math import prod
from typing import Any

import pytest
from constraint import AllDifferentConstraint, FunctionConstraint, Problem
from kenken_gen import random_puzzle

from gridcraft import engine
from gridcraft.engine import SearchStats
from gridcraft.kenken import KenKenProblem, KenKenPuzzle, Op, solutions, verify


def count(puzzle: KenKenPuzzle, limit: int | None = None, **kwargs: Any) -> int:
    """The engine's count of a KenKen puzzle's solutions."""
    return engine.count(KenKenProblem(puzzle), limit, **kwargs)


SEED = 20260404
CASES = [(n, max_size, no_op) for n in (2, 3, 4, 5, 6) for max_size, no_op in ((2, 0.0), (3, 0.0), (4, 0.25))]
CASES += [(4, 6, 0.5), (5, 5, 0.5)]  # big cages, many without an operation: many solutions
PER_CASE = 20  # 17 cases x 20 = 340 puzzles


def clue_holds(values: tuple[int, ...], op: Op | None, target: int) -> bool:
    if len(values) == 1:
        return values[0] == target
    a, b = (max(values), min(values)) if len(values) == 2 else (0, 0)
    checks = {
        Op.ADD: lambda: sum(values) == target,
        Op.MUL: lambda: prod(values) == target,
        Op.SUB: lambda: len(values) == 2 and a - b == target,
        Op.DIV: lambda: len(values) == 2 and a == b * target,
    }
    if op is None:
        return any(check() for check in checks.values())
    return checks[op]()


def reference_count(puzzle: KenKenPuzzle) -> int:
    n = puzzle.size
    problem = Problem()
    names = {(r, c): f"r{r}c{c}" for r in range(n) for c in range(n)}
    problem.addVariables(list(names.values()), list(range(1, n + 1)))
    for i in range(n):
        problem.addConstraint(AllDifferentConstraint(), [names[i, c] for c in range(n)])
        problem.addConstraint(AllDifferentConstraint(), [names[r, i] for r in range(n)])
    for cage in puzzle.cages:
        op, target = cage.op, cage.target
        problem.addConstraint(
            FunctionConstraint(lambda *v, op=op, target=target: clue_holds(v, op, target)),
            [names[cell] for cell in cage.cells],
        )
    return len(problem.getSolutions())


@pytest.mark.parametrize(("n", "max_size", "no_op"), CASES)
def test_counts_match_python_constraint(n: int, max_size: int, no_op: float) -> None:
    rng = random.Random(f"{SEED}-{n}-{max_size}-{no_op}")
    several = 0
    for _ in range(PER_CASE):
        puzzle, planted = random_puzzle(n, rng, max_size=max_size, no_op=no_op)
        stats = SearchStats()
        ours = list(solutions(puzzle, stats=stats))
        assert stats.complete
        assert len(ours) == reference_count(puzzle), puzzle
        assert len(set(ours)) == len(ours)
        assert planted in ours
        for grid in ours:
            assert verify(puzzle, grid) == []
        several += len(ours) > 1
    if n >= 3:
        assert several > 0  # the sample exercises puzzles with more than one solution too


def test_count_agrees_with_solutions_and_limit() -> None:
    rng = random.Random(SEED)
    for _ in range(20):
        puzzle, _ = random_puzzle(4, rng, max_size=4, no_op=0.3)
        total = count(puzzle)
        assert total == len(list(solutions(puzzle)))
        assert count(puzzle, limit=2) == min(total, 2)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_cages_without_tables_count_the_same(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a table limit of one tuple, every cage of 3+ cells prunes by bounds until it is fixed."""
    monkeypatch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", 1)
    rng = random.Random(f"{SEED}-bounds-{n}")
    for _ in range(PER_CASE):
        puzzle, planted = random_puzzle(n, rng, max_size=5, no_op=0.3)
        ours = list(solutions(puzzle))
        assert len(ours) == reference_count(puzzle), puzzle
        assert planted in ours and all(verify(puzzle, grid) == [] for grid in ours)
