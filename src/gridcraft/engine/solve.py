"""Solutions, counts and uniqueness for any puzzle kind: written once, over the depth-first
:func:`~gridcraft.engine.search.search`.

A kind's search problem is a :class:`Solvable`: a :class:`~gridcraft.engine.search.Problem`
that also turns a solution state into the kind's answer (a filled grid). :func:`solutions` is the
one iterator; :func:`count`, :func:`first` and :func:`uniqueness` are built on it, as
python-constraint builds ``getSolution`` on its solution iterator.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from gridcraft.engine.budget import Budget
from gridcraft.engine.search import PROBLEM_METHODS, Problem, SearchStats, check_search, search
from gridcraft.errors import InvalidPuzzle, NoSolution, expect

S = TypeVar("S")
V = TypeVar("V")
G = TypeVar("G")
G_co = TypeVar("G_co", covariant=True)


class Solvable(Problem[S, V], Protocol[S, V, G_co]):
    """A search problem whose solution states become answers (``G``, e.g. a filled grid)."""

    def answer(self, state: S) -> G_co:
        """The answer a solution state stands for."""
        ...


def solutions(
    problem: Solvable[S, V, G],
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> Iterator[G]:
    """Yield the answers of ``problem``, at most ``limit`` (``None``: all), depth first.

    ``budget`` (seconds and nodes) and ``stats`` are those of :func:`~gridcraft.engine.search.search`;
    ``stats.complete`` tells afterwards whether the answers are all of them.

    Raises:
        TypeError: at the call: an argument of the wrong type (the message names it).
        ValueError: at the call: ``limit`` is below 1.
    """
    check_search(problem, limit, budget, stats, "engine.solutions", ANSWERING)
    return _answers(problem, search(problem, limit, budget=budget, stats=stats))


#: what a problem with answers has (see :class:`Solvable`)
ANSWERING = (*PROBLEM_METHODS, "answer")


def _answers(problem: Solvable[S, V, G], states: Iterator[S]) -> Iterator[G]:
    for state in states:
        yield problem.answer(state)


def count(
    problem: Problem[S, V],
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> int:
    """The number of answers of ``problem``, counting at most ``limit`` (``None``: all).

    Exact when ``stats.complete`` is true afterwards; otherwise a lower bound (the limit was
    reached, or the budget ran out: ``stats.budget_exhausted``).

    Raises:
        TypeError: an argument of the wrong type (the message names it).
        ValueError: ``limit`` is below 1.
    """
    check_search(problem, limit, budget, stats, "engine.count")
    return sum(1 for _ in search(problem, limit, budget=budget, stats=stats))


def first(
    problem: Solvable[S, V, G], *, budget: Budget | None = None, stats: SearchStats | None = None
) -> G | None:
    """The first answer of ``problem``, or ``None`` (no answer, or the budget ran out first:
    ``stats.complete`` tells which).

    Raises:
        TypeError: an argument of the wrong type (the message names it).
    """
    check_search(problem, None, budget, stats, "engine.first", ANSWERING)
    return next(solutions(problem, 1, budget=budget, stats=stats), None)


class Uniqueness(Enum):
    """What a search proved about the number of solutions."""

    NONE = "no solution"  # proven: none
    UNIQUE = "unique"  # proven: exactly one
    SEVERAL = "several"  # proven: more than one (two were found)
    UNKNOWN = "unknown"  # a limit or the budget stopped the search first


@dataclass(frozen=True, slots=True)
class Verdict(Generic[G]):
    """The outcome of a search for solutions, and what it proves.

    Attributes:
        found: the answers found, in search order.
        stats: the search's statistics (``complete`` is true when the space was exhausted).
        limit: the most answers asked for (``None``: all).
    """

    found: tuple[G, ...]
    stats: SearchStats = field(compare=False)
    limit: int | None = None

    @property
    def uniqueness(self) -> Uniqueness:
        """NONE or UNIQUE only when the search was complete; SEVERAL as soon as two were found."""
        n = len(self.found)
        if n >= 2:
            return Uniqueness.SEVERAL
        if not self.stats.complete:
            return Uniqueness.UNKNOWN
        return Uniqueness.UNIQUE if n == 1 else Uniqueness.NONE

    @property
    def out_of_budget(self) -> bool:
        """True when the time or node budget stopped the search."""
        return self.stats.budget_exhausted


def verdict(
    problem: Solvable[S, V, G],
    limit: int | None = 2,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
    found: list[G] | None = None,
) -> Verdict[G]:
    """Search for at most ``limit`` answers (default 2: enough to prove uniqueness) and say what
    the search proved. ``found``, when given, receives each answer as it is met (for a progress
    display that counts them).

    Raises:
        TypeError: an argument of the wrong type (the message names it).
        ValueError: ``limit`` is below 1.
    """
    check_search(problem, limit, budget, stats, "engine.verdict", ANSWERING)
    stats = stats if stats is not None else SearchStats()
    found = found if found is not None else []
    for answer in solutions(problem, limit, budget=budget, stats=stats):
        found.append(answer)
    return Verdict(tuple(found), stats, limit)


P = TypeVar("P")


class Solver(Generic[P, G]):
    """The solving half of a puzzle kind, written once: a kind says how a puzzle becomes a search
    problem (:meth:`problem`) and inherits :meth:`solutions` and :meth:`verdict` from it.

    Attributes:
        puzzle_type: the class of the kind's puzzles; :meth:`solutions` and :meth:`verdict` check
            their ``puzzle`` against it at the call (``None``: not checked).
    """

    puzzle_type: ClassVar[type | None] = None

    def check_puzzle(self, puzzle: object, call: str) -> None:
        """Raise ``TypeError`` naming ``call`` (``solutions``) and its parameter ``puzzle`` unless
        ``puzzle`` is one of the kind's puzzles (:attr:`puzzle_type`)."""
        kind = type(self).puzzle_type
        if kind is not None and not isinstance(puzzle, kind):
            name = getattr(self, "name", type(self).__name__)
            what = f"a {kind.__name__} (from {name}.parse)"
            expect(puzzle, kind, f"{name}.{call}(puzzle=...)", what)

    def problem(self, puzzle: P) -> Solvable[Any, Any, G]:
        """The engine's search problem of ``puzzle``.

        Raises:
            InvalidPuzzle: the puzzle cannot be solved as written (the kind's checks).
        """
        raise NotImplementedError

    def solutions(
        self,
        puzzle: P,
        limit: int | None = None,
        *,
        budget: Budget | None = None,
        stats: SearchStats | None = None,
    ) -> Iterator[G]:
        """Yield the solutions of ``puzzle``, at most ``limit`` (``None``: all); see :func:`solutions`.

        Raises:
            TypeError: at the call: ``puzzle`` is not one of the kind's puzzles.
            InvalidPuzzle: as :meth:`problem`, when the iteration starts.
            ValueError: ``limit`` is below 1.
        """
        self.check_puzzle(puzzle, "solutions")
        return self._solutions(puzzle, limit, budget, stats)

    def _solutions(
        self, puzzle: P, limit: int | None, budget: Budget | None, stats: SearchStats | None
    ) -> Iterator[G]:
        yield from solutions(self.problem(puzzle), limit, budget=budget, stats=stats)

    def verdict(
        self,
        puzzle: P,
        limit: int | None = 2,
        *,
        budget: Budget | None = None,
        stats: SearchStats | None = None,
    ) -> Verdict[G]:
        """What a search for at most ``limit`` solutions of ``puzzle`` proves; see :func:`verdict`.

        Raises:
            TypeError: ``puzzle`` is not one of the kind's puzzles.
        """
        self.check_puzzle(puzzle, "verdict")
        return verdict(self.problem(puzzle), limit, budget=budget, stats=stats)


def only_solution(problem: Solvable[Any, Any, Any], why: str) -> Any:
    """The one solution of ``problem``, proven the only one by the complete search.

    Args:
        problem: the search problem.
        why: what needs one solution, for the message (``a step by step explanation``).

    Raises:
        NoSolution: it has none (proven).
        InvalidPuzzle: it has several.
    """
    found = verdict(problem, 2).found
    if not found:
        raise NoSolution("the puzzle has no solution")
    if len(found) > 1:
        raise InvalidPuzzle(f"the puzzle has several solutions: {why} needs one")
    return found[0]
