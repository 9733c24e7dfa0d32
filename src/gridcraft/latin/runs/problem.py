"""The runs-with-sums search as the engine's problem (:class:`gridcraft.engine.Solvable`), in C
where built (``_runs.c``) and in Python beside it (:mod:`gridcraft.latin.runs.search`, the
reference): so solve, count and uniqueness work through :class:`gridcraft.engine.Solver` as for
every kind. A solution is a digit per white cell (:attr:`gridcraft.latin.runs.model.Board.whites`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from gridcraft.engine import CLOCK, NODES, Budget, SearchStats, native
from gridcraft.latin.runs.model import Board
from gridcraft.latin.runs.search import Doms, Tables, branch_cell, digits, propagate, start

if TYPE_CHECKING:
    from gridcraft.latin.runs import _runs
else:
    _runs = native.load("gridcraft.latin.runs._runs")

Choice = tuple[int, int]  # (white cell, digit)
Answer = tuple[int, ...]  # a digit per white cell
Shape = Callable[[Answer], Any]  # a kind's answer of the digits (a grid of rows)


def available() -> bool:
    """True when the extension is built and ``GRIDCRAFT_PURE_PYTHON`` is not set to ``1``."""
    return native.enabled(_runs)


class RunsProblem:
    """The pure Python problem: states are tuples of candidate bitsets."""

    def __init__(self, board: Board, shape: Shape | None = None) -> None:
        self.board = board
        self.shape = shape
        self.tables = Tables(board)
        self.propagations = 0

    def root(self) -> tuple[int, ...] | None:
        self.propagations += 1
        found = propagate(self.tables, start(self.board))
        return None if found is None else tuple(found)

    def branch(self, state: tuple[int, ...]) -> list[Choice] | None:
        i = branch_cell(state)
        if i < 0:
            return None
        return [(i, d + 1) for d in range(9) if state[i] >> d & 1]

    def child(self, state: tuple[int, ...], choice: Choice) -> tuple[int, ...] | None:
        self.propagations += 1
        doms: Doms = list(state)
        doms[choice[0]] &= 1 << (choice[1] - 1)
        if not doms[choice[0]]:
            return None
        found = propagate(self.tables, doms)
        return None if found is None else tuple(found)

    def answer(self, state: tuple[int, ...]) -> Any:
        """The digits of a solution state (as ``shape`` shapes them, when given)."""
        found = digits(state)
        return found if self.shape is None else self.shape(found)

    def candidates(self, state: tuple[int, ...]) -> list[int]:
        """The candidate bitset of each white cell in ``state``."""
        return list(state)


class NativeRunsProblem:
    """The problem propagated in C: states are ``bytes``; deciding (a first solution, or whether
    there is a second) runs the whole depth-first search in C (:meth:`decide`)."""

    def __init__(self, board: Board, shape: Shape | None = None) -> None:
        if _runs is None:
            raise RuntimeError("the native runs search is not built")
        self.board = board
        self.shape = shape
        self.core = _runs.new(board.size, [(run.cells, run.total) for run in board.runs])
        self.propagations = 0

    def root(self) -> bytes | None:
        assert _runs is not None
        self.propagations += 1
        return _runs.propagate(self.core, start(self.board))

    def branch(self, state: bytes) -> list[Choice] | None:
        assert _runs is not None
        i = _runs.branch(self.core, state)
        if i < 0:
            return None
        dom = _runs.doms(self.core, state)[i]
        return [(i, d + 1) for d in range(9) if dom >> d & 1]

    def child(self, state: bytes, choice: Choice) -> bytes | None:
        assert _runs is not None
        self.propagations += 1
        return _runs.child(self.core, state, choice[0], choice[1])

    def answer(self, state: bytes) -> Any:
        """The digits of a solution state (as ``shape`` shapes them, when given)."""
        assert _runs is not None
        found = digits(_runs.doms(self.core, state))
        return found if self.shape is None else self.shape(found)

    def candidates(self, state: bytes) -> list[int]:
        """The candidate bitset of each white cell in ``state``."""
        assert _runs is not None
        return _runs.doms(self.core, state)

    def decide(self, limit: int, budget: Budget, stats: SearchStats) -> Iterator[bytes]:
        """Up to ``limit`` solution states by the depth-first search in C, bounded by ``budget``'s
        node limit and deadline; ``stats`` as :func:`gridcraft.engine.search` fills it in."""
        assert _runs is not None
        stats.nodes = 1
        root = self.root()
        if root is None:
            stats.backtracks += 1
            stats.complete = True
            return
        found, nodes, failures, complete = _runs.solve(
            self.core, root, limit, budget.node_limit or 0, budget.deadline or 0.0
        )
        stats.nodes = nodes
        stats.backtracks += failures
        self.propagations += nodes
        stats.complete = complete
        stats.budget_exhausted = not complete and len(found) < limit
        if stats.budget_exhausted:
            budget.exhaust(NODES if budget.node_limit and nodes >= budget.node_limit else CLOCK)
        for state in found:
            stats.solutions += 1
            yield state


def problem(board: Board, shape: Shape | None = None) -> RunsProblem | NativeRunsProblem:
    """The fastest problem for ``board``: in C when built (and ``GRIDCRAFT_PURE_PYTHON`` is not
    ``1``), else in Python; its answers are the digits of the white cells, as ``shape`` shapes
    them when given."""
    return NativeRunsProblem(board, shape) if available() else RunsProblem(board, shape)


def count(board: Board, limit: int = 2, *, node_limit: int = 0) -> tuple[int, tuple[Answer, ...], bool]:
    """The solutions of ``board`` counted up to ``limit``, the first of them, and whether the count
    is complete (the search space exhausted or ``limit`` reached; a ``node_limit`` reached first
    leaves it incomplete). In C where built."""
    if available():
        native_problem = NativeRunsProblem(board)
        assert _runs is not None
        root = native_problem.root()
        if root is None:
            return 0, (), True
        states, _, _, complete = _runs.solve(native_problem.core, root, limit, node_limit, 0.0)
        answers = tuple(digits(_runs.doms(native_problem.core, s)) for s in states)
        return len(answers), answers, complete or len(answers) >= limit
    from gridcraft.latin.runs.search import solve

    stats = SearchStats()
    budget = Budget(node_limit=node_limit or None)
    answers = tuple(solve(board, limit, budget=budget, stats=stats))
    return len(answers), answers, stats.complete or len(answers) >= limit


def freedom(board: Board) -> int:
    """The candidates left beyond one a cell when propagation alone has run (0: propagation solves
    ``board``; -1: it finds a contradiction). In C where built."""
    doms = candidates(board)
    if doms is None:
        return -1
    return sum(d.bit_count() - 1 for d in doms)


def candidates(board: Board) -> list[int] | None:
    """Each white cell's candidates when propagation alone has run (``None``: a contradiction)."""
    doms: list[int] | None
    if available():
        assert _runs is not None
        native_problem = NativeRunsProblem(board)
        root = native_problem.root()
        doms = None if root is None else _runs.doms(native_problem.core, root)
    else:
        doms = propagate(Tables(board), start(board))
    return doms
