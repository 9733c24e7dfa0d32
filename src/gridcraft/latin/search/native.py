"""The Latin-square search problem with its propagation in C (``_core.c``, an optional extension).

:class:`NativeProblem` is a :class:`~gridcraft.latin.search.solver.LatinProblem` whose ``root``,
``branch`` and ``child`` run in C: the same six rules and the same dom/wdeg branching, relations
included (their tables, or a long sightline's rule without one, are the pure search's), except that
a cage too large for a table keeps pruning by bounds for the whole search instead of getting its
table once its cells' candidates are few. A state is an immutable ``bytes`` object (candidate
bitsets, then surviving-tuple bitsets); :meth:`NativeProblem.candidates` reads its candidates.

Deciding (a first solution, or whether there is a second) runs :meth:`NativeProblem.decide`
instead, a conflict-driven search in C on the same rules: it learns a nogood from every failure,
explained back through the rules' reasons (see the comment at "conflict-driven search" in
``_core.c``), and jumps back to where the nogood applies. A relation's table explains its removals
as a cage's does (a cover of its dead tuples); a sightline without a table by every removal from
the rest of its line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from gridcraft.engine import Budget, SearchStats, native
from gridcraft.engine.search import decided_in_chunks
from gridcraft.latin.model import Boxes, Cell, Op, Regions, Square
from gridcraft.latin.search.relations import by_table, relation_tuples
from gridcraft.latin.search.solver import LatinProblem
from gridcraft.latin.search.tuples import cage_tuples

if TYPE_CHECKING:  # the types of what C returns: _core.pyi
    from gridcraft.latin.search import _core
else:
    _core = native.load("gridcraft.latin.search._core")  # None: built without a C compiler

NativeState = bytes
Choice = tuple[int, int]  # (cell index, value), or (cell index, -value): without the value


def available() -> bool:
    """True when the extension is built and ``GRIDCRAFT_PURE_PYTHON`` is not set to ``1``."""
    return native.enabled(_core)


class NativeProblem(LatinProblem):
    """A :class:`gridcraft.engine.Problem` for one puzzle, propagated in C.

    Args:
        puzzle: the puzzle.
        cage_lines: apply Keen's cage-line rule (on by default; off only to measure its effect).
        boxes: ``(h, w)``: boxes of ``h`` rows and ``w`` columns, or jigsaw regions, each holding
            every value once (see :class:`~gridcraft.latin.search.solver.LatinProblem`).
        units: extra units of ``n`` cells, each holding every value once (X sudoku's diagonals;
            see the same).
        distinct_cages: no value twice in a cage (killer sudoku; see the same).

    Raises:
        RuntimeError: the extension is not built (see :func:`available`).
        OverflowError: a cage's target does not fit a C ``int``, or the units pass the C side's
            bounds (more than ``_core.MAXUNITS`` units, a cell in more than ``_core.MAXOF``): the
            pure propagation takes either.
        ValueError: ``boxes`` do not tile the grid, or a unit is not ``n`` cells of it.
    """

    def __init__(
        self,
        puzzle: Square,
        *,
        cage_lines: bool = True,
        boxes: Boxes | Regions | None = None,
        units: Sequence[tuple[Cell, ...]] = (),
        distinct_cages: bool = False,
    ) -> None:
        if _core is None:
            raise RuntimeError("the native KenKen propagation is not built")
        super().__init__(  # C has its own line rules
            puzzle,
            cage_lines=cage_lines,
            matching=False,
            boxes=boxes,
            units=units,
            distinct_cages=distinct_cages,
        )
        for cage in puzzle.cages:
            if cage.target >= 2**63:
                raise OverflowError(f"cage target {cage.target} is too large for the native propagation")
        if len(self.lines) > _core.MAXUNITS or max(map(len, self.lines_of), default=0) > _core.MAXOF:
            raise OverflowError("the native propagation takes fewer units")
        self.core: _core.Core | None = None

    def _build_core(self) -> _core.Core:
        """The C side's puzzle (cage and relation tables enumerated here, so a budget's clock covers
        them)."""
        assert _core is not None
        cages: list[tuple[tuple[int, ...], int, int, list[tuple[int, ...]] | None]] = []
        for cage, idx, by_bounds in zip(self.cages, self.cage_cells, self.by_bounds, strict=True):
            if not by_bounds:
                tuples = cage_tuples(cage, self.n, boxes=self.boxes, distinct=self.distinct, units=self.units)
                cages.append((idx, _core.BY_TABLE, cage.target, tuples))
            else:
                ops = {Op.ADD: _core.BY_SUM, Op.MUL: _core.BY_PRODUCT}
                kind: int = _core.BY_EITHER if cage.op is None else ops.get(cage.op, _core.BY_EITHER)
                cages.append((idx, kind, cage.target, None))
        relations: list[tuple[tuple[int, ...], int, int, list[tuple[int, ...]] | None]] = []
        for rel, idx in zip(self.relations, self.scopes[len(self.cages) :], strict=True):
            if by_table(rel, self.n):
                relations.append(
                    (idx, _core.BY_TABLE, 0, relation_tuples(rel, self.n, boxes=self.boxes, units=self.units))
                )
            else:
                relations.append((idx, _core.BY_SEEN, rel.target, None))
        linears = self._linears()
        units = self.lines[2 * self.n :]  # boxes, extra units, then the distinct cages' units
        return _core.new(self.n, cages, linears, self.cage_lines, True, units, relations)

    def root(self) -> NativeState | None:  # type: ignore[override]
        """The propagated start, or ``None`` if propagation alone finds no solution; the first call
        enumerates the cage tables."""
        assert _core is not None
        if self.core is None:
            self.core = self._build_core()
        doms = [self.full] * (self.n * self.n)
        for (r, c), v in self.givens:
            doms[r * self.n + c] = 1 << v
        self.propagations += 1
        state: NativeState | None = _core.root(self.core, doms)
        return state

    @property
    def built(self) -> _core.Core:
        """The C side's puzzle, built by :meth:`root` (every state comes from it).

        Raises:
            RuntimeError: :meth:`root` has not run.
        """
        if self.core is None:
            raise RuntimeError("the native problem has no root yet")
        return self.core

    def branch(self, state: NativeState) -> tuple[Choice, Choice] | None:  # type: ignore[override]
        """See :meth:`LatinProblem.branch` (a cell always splits in two there too)."""
        assert _core is not None
        choices: tuple[Choice, Choice] | None = _core.branch(self.built, state)
        return choices

    def child(self, state: NativeState, choice: Choice) -> NativeState | None:  # type: ignore[override]
        """See :meth:`LatinProblem.child`."""
        assert _core is not None
        self.propagations += 1
        made: NativeState | None = _core.child(self.built, state, choice[0], choice[1])
        return made

    def decide(self, limit: int, budget: Budget, stats: SearchStats) -> Iterator[NativeState]:
        """Yield up to ``limit`` distinct solution states by the conflict-driven search (see
        :class:`gridcraft.engine.search.Deciding`). ``stats.nodes`` counts the root, decisions and
        the propagations of learned nogoods; ``stats.backtracks`` counts failures.

        Raises:
            RuntimeError: an explanation was not found (a fault of the propagation's reasons: the
                answer could not be trusted).
            MemoryError: the learned nogoods outgrew memory.
        """
        assert _core is not None
        stats.nodes = 1
        root = self.root()
        if root is None:
            stats.backtracks += 1
            stats.complete = True
            return
        _core.cdcl_begin(self.built, root)

        def step(nodes: int, wanted: int) -> tuple[bool, list[NativeState], int, int]:
            assert _core is not None
            status, states, done_nodes, failures, faults, _ = _core.cdcl_run(self.built, nodes, wanted)
            self.propagations += done_nodes
            if faults:
                raise RuntimeError(f"the KenKen search met {faults} failures it could not explain")
            if status == 2:
                raise MemoryError("the KenKen search's learned nogoods outgrew memory")
            return status == 1, states, done_nodes, failures

        yield from decided_in_chunks(step, limit, budget, stats, CHUNK)

    def candidates(self, state: NativeState) -> list[int]:  # type: ignore[override]
        """The candidate bitset of each cell (index ``row * n + col``) in ``state``."""
        assert _core is not None
        doms: list[int] = _core.doms(self.built, state)
        return doms


CHUNK = 256  # nodes of the conflict-driven search between two looks at the budget


def problem(
    puzzle: Square,
    *,
    boxes: Boxes | Regions | None = None,
    units: Sequence[tuple[Cell, ...]] = (),
    distinct_cages: bool = False,
) -> LatinProblem:
    """The fastest search problem for ``puzzle``: :class:`NativeProblem` (the same rules and
    branching in C, and a conflict-driven search for deciding) when the extension is built and takes the puzzle,
    else the pure Python :class:`~gridcraft.latin.search.solver.LatinProblem`. Set the environment
    variable ``GRIDCRAFT_PURE_PYTHON=1`` to always use the latter.

    ``boxes`` (``(h, w)``, ``h * w == n``, or ``n`` jigsaw regions of ``n`` cells covering the grid
    once: :data:`~gridcraft.latin.model.Regions`) adds boxes that hold every value once, ``units``
    adds units of ``n`` cells that hold every value once (an X sudoku's two diagonals), and
    ``distinct_cages`` forbids a value twice in a cage: with one-cell cages for givens and no other
    cages the puzzle is then a sudoku (classic, jigsaw or X), with ``Op.ADD`` cages a killer sudoku
    (see :class:`~gridcraft.latin.search.solver.LatinProblem`). The puzzle's relations, if it has any
    (:func:`gridcraft.latin.model.relations_of`: futoshiki's inequalities, towers' sightlines,
    tables), are searched beside its cages.

    Raises:
        ValueError: ``boxes`` do not tile the grid, or a unit is not ``n`` distinct cells of it (an
            ``InvalidPuzzle`` naming the fault: a region of the wrong size, a cell in two regions,
            a cell outside the grid; see :func:`gridcraft.latin.model.regions` and
            :func:`~gridcraft.latin.model.checked_units`).
        InvalidPuzzle: a relation the grid refuses (see
            :func:`gridcraft.latin.model.checked_relations`).
    """
    if available():
        try:
            return NativeProblem(puzzle, boxes=boxes, units=units, distinct_cages=distinct_cages)
        except OverflowError:  # beyond the C integers or units: the pure propagation takes any
            pass
    return LatinProblem(puzzle, boxes=boxes, units=units, distinct_cages=distinct_cages)
