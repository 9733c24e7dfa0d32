"""Solutions, counts, first and verdicts over any problem (engine/solve.py), on n queens and a
real kind."""

from __future__ import annotations

import pytest
from queens import QUEENS, Queens, State

from gridcraft import engine, fillin, kenken
from gridcraft.engine import Budget, SearchStats, Uniqueness, Verdict
from gridcraft.engine.search import Problem


class AnsweredQueens(Queens):
    """n queens whose answers are the column of the queen in each row."""

    def answer(self, state: State) -> tuple[int, ...]:
        return tuple(domain.bit_length() - 1 for domain in state)


def is_queens(columns: tuple[int, ...]) -> bool:
    n = len(columns)
    return sorted(columns) == list(range(n)) and all(
        abs(columns[i] - columns[j]) != j - i for i in range(n) for j in range(i + 1, n)
    )


@pytest.mark.parametrize("n", [4, 5, 6])
def test_solutions_are_answers_and_count_agrees(n: int) -> None:
    found = list(engine.solutions(AnsweredQueens(n)))
    assert len(found) == len(set(found)) == QUEENS[n] == engine.count(AnsweredQueens(n))
    assert all(is_queens(columns) for columns in found)


def test_first() -> None:
    stats = SearchStats()
    assert is_queens(engine.first(AnsweredQueens(8), stats=stats) or ()) and not stats.complete
    assert engine.first(AnsweredQueens(3), stats=stats) is None and stats.complete


@pytest.mark.parametrize(
    ("n", "limit", "expected"),
    [
        (3, 2, Uniqueness.NONE),
        (1, 2, Uniqueness.UNIQUE),
        (6, 2, Uniqueness.SEVERAL),
        (6, 1, Uniqueness.UNKNOWN),
    ],
)
def test_verdicts(n: int, limit: int, expected: Uniqueness) -> None:
    verdict = engine.verdict(AnsweredQueens(n), limit)
    assert verdict.uniqueness is expected and len(verdict.found) == min(limit, QUEENS[n])


def test_a_budget_leaves_the_verdict_unknown() -> None:
    verdict = engine.verdict(AnsweredQueens(10), None, budget=Budget(node_limit=5))
    assert verdict.out_of_budget and verdict.uniqueness in (Uniqueness.UNKNOWN, Uniqueness.SEVERAL)


def test_found_receives_answers_as_they_come() -> None:
    seen: list[tuple[int, ...]] = []
    verdict = engine.verdict(AnsweredQueens(6), None, found=seen)
    assert seen == list(verdict.found) and len(seen) == 4 and verdict.stats.complete


def test_kinds_solve_through_the_engine() -> None:
    puzzle = fillin.parse("....\n.#.#\n\nLOVE, LO, VA")
    verdict: Verdict[fillin.Grid] = fillin.KIND.verdict(puzzle)
    assert verdict.uniqueness is Uniqueness.UNIQUE and fillin.verify(puzzle, verdict.found[0]) == []
    square = kenken.parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2")
    assert kenken.KIND.verdict(square).uniqueness is Uniqueness.SEVERAL
    assert list(kenken.solutions(square)) == list(engine.solutions(kenken.KenKenProblem(square)))


def test_a_problem_without_answers_still_counts() -> None:
    problem: Problem[State, tuple[int, int]] = Queens(5)
    assert engine.count(problem) == QUEENS[5]
