"""The KenKen solver: the samples and Keen's puzzles unique, limits and budgets, properties."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_puzzle

from gridcraft import engine
from gridcraft.engine import Budget, SearchStats
from gridcraft.engine import count as engine_count
from gridcraft.kenken import KenKenProblem, KenKenPuzzle, parse, parse_keen_id, solutions, verify


def count(puzzle: KenKenPuzzle, limit: int | None = None, **kwargs: Any) -> int:
    """The engine's count of a KenKen puzzle's solutions."""
    return engine.count(KenKenProblem(puzzle), limit, **kwargs)


KK = Path(__file__).resolve().parents[2] / "data" / "kenken"
CORPUS = Path(__file__).resolve().parents[3] / "benchmarks" / "kenken_corpus"


def unique_solution(text: str) -> tuple[tuple[int, ...], ...]:
    puzzle = parse(text)
    stats = SearchStats()
    found = list(solutions(puzzle, stats=stats))
    assert stats.complete and not stats.budget_exhausted
    assert len(found) == 1
    assert verify(puzzle, found[0]) == []
    assert stats.nodes >= 1 and stats.propagations >= 1
    return found[0]


def test_wikipedia_sample_solves_to_the_published_grid() -> None:
    text = (KK / "wikipedia-6x6.txt").read_text(encoding="utf-8")
    published = text.split("# solution: ")[1].split()[0]
    grid = unique_solution(text)
    assert "".join(str(v) for row in grid for v in row) == published


def test_tatham_sample_in_every_spelling() -> None:
    grids = {
        unique_solution((KK / name).read_text(encoding="utf-8"))
        for name in ("tatham-4x4-easy.txt", "tatham-4x4-easy-cages.txt", "tatham-4x4-easy-map.txt")
    }
    assert grids == {((1, 3, 2, 4), (2, 1, 4, 3), (4, 2, 3, 1), (3, 4, 1, 2))}


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.txt")), ids=lambda p: p.stem)
def test_keen_puzzles_are_unique(path: Path) -> None:
    for game_id in path.read_text().split():
        puzzle = parse_keen_id(game_id)
        stats = SearchStats()
        found = list(solutions(puzzle, limit=2, stats=stats))
        assert len(found) == 1 and stats.complete, game_id
        assert verify(puzzle, found[0]) == []


def test_hard_keen_puzzles() -> None:
    lines = (KK / "keen-hard.txt").read_text().splitlines()
    ids = [line for line in lines if line and not line.startswith("#")]
    assert len(ids) == 2
    for game_id in ids:
        puzzle = parse_keen_id(game_id)
        stats = SearchStats()
        found = list(solutions(puzzle, limit=2, stats=stats))
        assert len(found) == 1 and stats.complete and stats.nodes > 20  # these need real search
        assert verify(puzzle, found[0]) == []


def test_no_solution() -> None:
    stats = SearchStats()
    assert count(parse("2\n5 + r1c1 r1c2\n3 + r2c1 r2c2\n"), stats=stats) == 0  # root wipe-out
    assert stats.complete
    assert count(parse("2\n1 / r1c1 r1c2\n3 + r2c1 r2c2\n")) == 0  # an empty table
    assert count(parse("3\n4 + r1c1 r2c1\n4 + r1c2 r1c3 r2c3 r2c2 r3c1 r3c2 r3c3\n")) == 0


def row_cages(n: int) -> str:
    """Each row one sum cage of 1 + ... + n: the solutions are all Latin squares of order n."""
    rows = [" ".join(f"r{r}c{c}" for c in range(1, n + 1)) for r in range(1, n + 1)]
    return f"{n}\n" + "".join(f"{n * (n + 1) // 2} + {row}\n" for row in rows)


def test_latin_squares() -> None:
    assert count(parse(row_cages(4))) == 576  # Latin squares of order 4 (OEIS A002860)
    cells = " ".join(f"r{r}c{c}" for r in range(1, 5) for c in range(1, 5))
    assert count(parse(f"4\n40 + {cells}\n")) == 576  # one big cage: no table until late


def test_big_cages_wait_for_their_tables() -> None:
    problem = KenKenProblem(parse(row_cages(9)))
    assert problem.root() is not None
    assert problem.tables == [None] * 9  # 9! = 362880 tuples per row: too many to list up front
    stats = SearchStats()
    assert engine_count(problem, 2, stats=stats) == 2 and stats.nodes < 1000
    puzzle = parse(row_cages(16))
    (grid,) = solutions(puzzle, limit=1)
    assert verify(puzzle, grid) == []


def test_limit_and_budget() -> None:
    puzzle = parse(row_cages(5))  # 161280 solutions
    stats = SearchStats()
    assert count(puzzle, limit=3, stats=stats) == 3
    assert not stats.complete and not stats.budget_exhausted
    stats = SearchStats()
    found = count(puzzle, budget=Budget(node_limit=100), stats=stats)
    assert stats.budget_exhausted and not stats.complete and 0 < found < 100 and stats.nodes == 100
    stats = SearchStats()
    assert count(puzzle, budget=Budget(time_limit=0.0), stats=stats) < 161280
    assert stats.budget_exhausted
    with pytest.raises(ValueError):
        count(puzzle, limit=0)


def test_deterministic_order() -> None:
    puzzle, _ = random_puzzle(5, random.Random(7), max_size=4, no_op=0.5)
    assert list(solutions(puzzle)) == list(solutions(puzzle))


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 7), st.integers(0, 2**32), st.integers(1, 5), st.sampled_from([0.0, 0.3]))
def test_every_solution_verifies_and_the_planted_one_is_found(
    n: int, seed: int, size: int, no_op: float
) -> None:
    puzzle, planted = random_puzzle(n, random.Random(seed), max_size=size, no_op=no_op)
    found = list(solutions(puzzle, limit=50))
    assert found and all(verify(puzzle, grid) == [] for grid in found)
    assert len(set(found)) == len(found)
    if len(found) < 50:
        assert planted in found


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32))
def test_cage_line_rule_changes_no_count(n: int, seed: int) -> None:
    puzzle, _ = random_puzzle(n, random.Random(seed), max_size=4, no_op=0.2)
    with_rule = engine_count(KenKenProblem(puzzle), 100)
    assert engine_count(KenKenProblem(puzzle, cage_lines=False), 100) == with_rule
