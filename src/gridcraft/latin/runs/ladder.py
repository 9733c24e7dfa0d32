"""The ladder of deductions of a grid of runs with sums (kakuro), and its grades
(:data:`gridcraft.latin.ladder.KAKURO`).

A solver by hand keeps each white cell's candidates and takes one step at a time, always the
easiest that makes progress, starting again from the easiest after each (the rungs, easiest first):

Easy
    - *naked single*: a cell with one candidate left takes it (and its runs' other cells lose it);
    - *run single*: a digit every combination of a run's length and sum needs (given the digits
      placed in it), with one cell of the run left that can take it, goes there;
    - *run combinations*: a run's cells keep only the digits of the combinations of its length and
      sum that hold the digits placed in it.
Medium
    - *sum partitions*: a run keeps only the combinations its cells' candidates can hold (each digit
      with a place, each cell with a digit); its cells keep their digits, and a digit they all need
      with one place left goes there.
Hard
    - *subset*: n cells of a run holding only n digits between them keep those digits from the
      run's other cells;
    - *run crossing*: a cell keeps a digit only if its across run and its down run can each be
      completed with it (a full assignment of distinct digits from their cells' candidates).
Extreme
    - *forcing chain*: a cell with two candidates: one of them, followed through the Easy rungs,
      empties a cell or a run, so the cell takes the other.
Unreasonable
    - *guess*: no deduction applies; the solution's digit is tried at the cell with fewest
      candidates (the puzzle's uniqueness is proven by the search, not here).

A puzzle's grade is the highest rung its solve needed. Because the solve always takes the easiest
step first, the solve limited to a grade follows the full solve step for step until the full solve
first needs a harder rung, and is stuck there: a puzzle graded G is solved by the ladder limited to
G and not by the ladder limited to the grade below (the tests check it on made puzzles).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from gridcraft.latin.ladder import KAKURO, Rung
from gridcraft.latin.runs.model import COMBOS, FULL, Board, digits_of

#: the grades, easiest first (level = index)
LEVELS = KAKURO.labels
EASY, MEDIUM, HARD, EXTREME, UNREASONABLE = range(5)


@dataclass(frozen=True, slots=True)
class Step:
    """One deduction, for explanations and hints.

    Attributes:
        rung: the deduction.
        text: one sentence, cells named ``r2c3``.
        cells: the white cells it read.
        placed: ``(cell, digit)`` it placed.
        removed: ``(cell, digit)`` it struck from candidates.
    """

    rung: Rung
    text: str
    cells: tuple[int, ...]
    placed: tuple[tuple[int, int], ...] = ()
    removed: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the ladder reached.

    Attributes:
        status: ``solved``, ``impossible`` (a contradiction: no solution), or ``stuck`` (no rung up
            to the limit applies).
        level: the highest level used (index into :data:`LEVELS`); -1 when nothing was needed.
        grid: the digit of each white cell reached (0: not placed).
        steps: the steps taken (when asked to explain).
        counts: how often each rung was used, by name.
    """

    status: str
    level: int
    grid: tuple[int, ...]
    steps: tuple[Step, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """The grade's label (``Easy``), or the status when not solved."""
        return LEVELS[max(self.level, 0)] if self.status == "solved" else self.status


class Contradiction(Exception):
    """A cell or a run left without a way to be filled."""


def _plus(mask: int) -> str:
    return "+".join(str(d) for d in digits_of(mask))


def _list(ds: Sequence[int], last: str = "and") -> str:
    words = [str(d) for d in ds]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


class _State:
    """The candidates of a solve and the rungs that read them."""

    def __init__(self, board: Board, start: Sequence[int]) -> None:
        self.board = board
        self.cells = tuple(run.cells for run in board.runs)
        self.totals = tuple(run.total for run in board.runs)
        self.runs_of = board.runs_of()
        self.doms = [FULL] * board.size
        self.placed = [False] * board.size
        for i, v in enumerate(start):
            if v:
                self.doms[i] = 1 << (v - 1)
                self.placed[i] = True
        for k, cells in enumerate(self.cells):
            seen = 0
            for i in cells:
                if self.placed[i]:
                    if seen & self.doms[i]:
                        raise Contradiction(f"{board.run_name(k)} holds {self.doms[i].bit_length()} twice")
                    seen |= self.doms[i]
            for i in cells:
                if not self.placed[i]:
                    self.doms[i] &= ~seen

    def copy(self) -> _State:
        other = _State.__new__(_State)
        other.board, other.cells, other.totals, other.runs_of = (
            self.board,
            self.cells,
            self.totals,
            self.runs_of,
        )
        other.doms, other.placed = list(self.doms), list(self.placed)
        return other

    def name(self, i: int) -> str:
        return self.board.name(i)

    # --- applying a step -------------------------------------------------------------------------

    def apply(self, step: Step) -> None:
        """Make ``step``'s placements and removals (raises Contradiction when a cell empties)."""
        for i, d in step.removed:
            self.doms[i] &= ~(1 << (d - 1))
            if not self.doms[i]:
                raise Contradiction(f"{self.name(i)} has no digit left")
        for i, d in step.placed:
            self.doms[i] = 1 << (d - 1)
            self.placed[i] = True

    def place(self, rung: Rung, i: int, d: int, text: str, read: Sequence[int]) -> Step:
        """The step placing ``d`` at ``i``, its runs' other open cells losing ``d``."""
        bit = 1 << (d - 1)
        removed = []
        for k in self.runs_of[i]:
            for j in self.cells[k]:
                if j == i:
                    continue
                if self.placed[j] and self.doms[j] == bit:
                    raise Contradiction(f"{d} stands twice in {self.board.run_name(k)}")
                if not self.placed[j] and self.doms[j] & bit:
                    removed.append((j, d))
        return Step(rung, text, tuple(dict.fromkeys((i, *read))), ((i, d),), tuple(removed))

    def placed_mask(self, k: int) -> int:
        out = 0
        for i in self.cells[k]:
            if self.placed[i]:
                out |= self.doms[i]
        return out

    def open_cells(self, k: int) -> list[int]:
        return [i for i in self.cells[k] if not self.placed[i]]

    def sets(self, k: int) -> list[int]:
        """The combinations of run ``k`` holding its placed digits."""
        cells, total = self.cells[k], self.totals[k]
        placed = self.placed_mask(k)
        if not total or len(cells) > 9 or total > 45:
            return [] if total else [FULL]
        return [m for m in COMBOS[len(cells)][total] if m & placed == placed]

    def fitting(self, k: int) -> list[int]:
        """The combinations of run ``k`` its cells' candidates can hold (each digit not placed with
        a place among the open cells, each open cell with a digit)."""
        placed = self.placed_mask(k)
        open_cells = self.open_cells(k)
        union = 0
        for i in open_cells:
            union |= self.doms[i]
        out = []
        for m in self.sets(k):
            rest = m & ~placed
            if rest & ~union or any(not self.doms[i] & rest for i in open_cells):
                continue
            out.append(m)
        return out

    # --- the rungs -------------------------------------------------------------------------------

    def naked_single(self) -> Step | None:
        for i, dom in enumerate(self.doms):
            if not self.placed[i] and dom & (dom - 1) == 0:
                d = dom.bit_length()
                return self.place(
                    Rung.NAKED_SINGLE, i, d, f"{self.name(i)} = {d}: the only digit left there", ()
                )
        return None

    def run_single(self) -> Step | None:
        for k, cells in enumerate(self.cells):
            if not self.totals[k]:
                continue
            sets = self.sets(k)
            if not sets:
                raise Contradiction(f"{self.board.run_name(k)} has no combination left")
            need = FULL
            for m in sets:
                need &= m
            need &= ~self.placed_mask(k)
            for d in digits_of(need):
                bit = 1 << (d - 1)
                where = [i for i in cells if not self.placed[i] and self.doms[i] & bit]
                if not where:
                    raise Contradiction(f"{self.board.run_name(k)} has no place for {d}")
                if len(where) == 1:
                    i = where[0]
                    why = (
                        f"{self.name(i)} = {d}: every combination of {self.board.run_name(k)} "
                        f"({', '.join(_plus(m) for m in sets)}) holds {d}, and {self.name(i)} is its only place"
                    )
                    return self.place(Rung.RUN_SINGLE, i, d, why, cells)
        return None

    def _restrict(self, rung: Rung, k: int, sets: list[int], what: str) -> Step | None:
        if not sets:
            raise Contradiction(f"{self.board.run_name(k)} has no combination left")
        allowed = 0
        for m in sets:
            allowed |= m
        removed = [(i, d) for i in self.open_cells(k) for d in digits_of(self.doms[i] & ~allowed)]
        if not removed:
            return None
        lost = "; ".join(
            f"{self.name(i)} loses {_list([d for j, d in removed if j == i])}"
            for i in dict.fromkeys(i for i, _ in removed)
        )
        text = f"{self.board.run_name(k)} {what} {', '.join(_plus(m) for m in sets)}: {lost}"
        return Step(rung, text, self.cells[k], (), tuple(removed))

    def run_combinations(self) -> Step | None:
        for k in range(len(self.cells)):
            if self.totals[k]:
                found = self._restrict(Rung.RUN_COMBINATIONS, k, self.sets(k), "can only be")
                if found:
                    return found
        return None

    def sum_partitions(self) -> Step | None:
        for k, cells in enumerate(self.cells):
            if not self.totals[k]:
                continue
            sets = self.fitting(k)
            found = self._restrict(Rung.SUM_PARTITIONS, k, sets, "with its cells' candidates can only be")
            if found:
                return found
            need = FULL
            for m in sets:
                need &= m
            need &= ~self.placed_mask(k)
            for d in digits_of(need):
                bit = 1 << (d - 1)
                where = [i for i in cells if not self.placed[i] and self.doms[i] & bit]
                if len(where) == 1:
                    i = where[0]
                    why = (
                        f"{self.name(i)} = {d}: the combinations of {self.board.run_name(k)} its cells can "
                        f"hold ({', '.join(_plus(m) for m in sets)}) all need {d}, and {self.name(i)} is its "
                        "only place"
                    )
                    return self.place(Rung.SUM_PARTITIONS, i, d, why, cells)
        return None

    def subset(self) -> Step | None:
        for k in range(len(self.cells)):
            open_cells = self.open_cells(k)
            for size in range(2, len(open_cells)):
                for group in combinations(open_cells, size):
                    union = 0
                    for i in group:
                        union |= self.doms[i]
                    if union.bit_count() != size:
                        continue
                    removed = [
                        (j, d) for j in open_cells if j not in group for d in digits_of(self.doms[j] & union)
                    ]
                    if removed:
                        names = " ".join(self.name(i) for i in group)
                        others = " ".join(self.name(j) for j in dict.fromkeys(j for j, _ in removed))
                        text = (
                            f"{names} of {self.board.run_name(k)} hold only {_list(digits_of(union))} between "
                            f"them: {others} lose them"
                        )
                        return Step(Rung.SUBSET, text, group, (), tuple(removed))
        return None

    def _completes(self, k: int, i: int, d: int) -> bool:
        """Whether run ``k`` can be completed with ``d`` at its open cell ``i``."""
        bit = 1 << (d - 1)
        placed = self.placed_mask(k)
        if placed & bit:
            return False
        rest_cells = [j for j in self.open_cells(k) if j != i]
        for m in self.sets(k):
            if not m & bit:
                continue
            if _matches(rest_cells, self.doms, m & ~placed & ~bit):
                return True
        return False

    def run_crossing(self) -> Step | None:
        for i, dom in enumerate(self.doms):
            if self.placed[i]:
                continue
            removed, read = [], set()
            for d in digits_of(dom):
                for k in self.runs_of[i]:
                    if self.totals[k] and not self._completes(k, i, d):
                        removed.append((i, d))
                        read.add(k)
                        break
            if removed:
                runs = " and ".join(self.board.run_name(k) for k in sorted(read))
                text = (
                    f"{self.name(i)} cannot be {_list([d for _, d in removed], 'or')}: with it, {runs} could not be "
                    "completed from its cells' candidates"
                )
                cells = tuple(dict.fromkeys(j for k in sorted(read) for j in self.cells[k]))
                return Step(Rung.RUN_CROSSING, text, cells, (), tuple(removed))
        return None

    def forcing_chain(self) -> Step | None:
        for i, dom in enumerate(self.doms):
            if self.placed[i] or dom.bit_count() != 2:
                continue
            for d in digits_of(dom):
                trial = self.copy()
                chain: list[int] = [i]
                why = ""
                try:
                    trial.apply(trial.place(Rung.NAKED_SINGLE, i, d, "", ()))
                    while True:
                        step = _first(trial, _EASY_RUNGS)
                        if step is None:
                            break
                        chain.extend(c for c, _ in step.placed)
                        trial.apply(step)
                except Contradiction as e:
                    why = str(e)
                if why:
                    other = digits_of(dom & ~(1 << (d - 1)))[0]
                    through = " ".join(trial.name(c) for c in dict.fromkeys(chain[1:]))
                    text = (
                        f"{self.name(i)} cannot be {d} (so it is {other}): with {d} there, the easy deductions"
                        + (f" through {through}" if through else "")
                        + f" find {why}"
                    )
                    return Step(Rung.FORCING_CHAIN, text, tuple(dict.fromkeys(chain)), (), ((i, d),))
        return None


def _matches(cells: Sequence[int], doms: Sequence[int], digits: int) -> bool:
    """Whether ``cells`` can take the digits of ``digits`` (as many), one each, from their candidates."""
    if len(cells) != digits.bit_count():
        return False
    if not cells:
        return True
    order = sorted(cells, key=lambda c: (doms[c] & digits).bit_count())
    first, rest = order[0], order[1:]
    options = doms[first] & digits
    while options:
        bit = options & -options
        options ^= bit
        if _matches(rest, doms, digits & ~bit):
            return True
    return False


Rungs = tuple[Callable[[_State], Step | None], ...]
_EASY_RUNGS: Rungs = (_State.naked_single, _State.run_single, _State.run_combinations)
#: the rungs of each level, easiest first
RUNGS: tuple[Rungs, ...] = (
    _EASY_RUNGS,
    (_State.sum_partitions,),
    (_State.subset, _State.run_crossing),
    (_State.forcing_chain,),
    (),
)


def _first(state: _State, rungs: Rungs) -> Step | None:
    for rung in rungs:
        step = rung(state)
        if step is not None:
            return step
    return None


def solve(
    board: Board,
    max_level: int = UNREASONABLE,
    *,
    solution: Sequence[int] | None = None,
    start: Sequence[int] | None = None,
    explain: bool = False,
) -> Outcome:
    """Solve ``board`` by the ladder, the rungs up to ``max_level`` allowed (a level of
    :data:`LEVELS`), from ``start`` (a digit per white cell, 0: open; default: the givens).

    At :data:`UNREASONABLE` a guess places ``solution``'s digit (required then: the puzzle's one
    solution, found by the search) at the open cell with fewest candidates.
    """
    counts: dict[str, int] = {}
    steps: list[Step] = []
    level = -1
    try:
        state = _State(board, start if start is not None else board.givens)
    except Contradiction:
        return Outcome("impossible", level, tuple(start or board.givens))
    status = "stuck"
    try:
        while True:
            if all(state.placed):
                status = "solved"
                break
            found: Step | None = None
            at = -1
            for lv in range(min(max_level, EXTREME) + 1):
                found = _first(state, RUNGS[lv])
                if found is not None:
                    at = lv
                    break
            if found is None and max_level >= UNREASONABLE and solution is not None:
                i = min(
                    (i for i in range(board.size) if not state.placed[i]),
                    key=lambda j: (state.doms[j].bit_count(), j),
                )
                d = solution[i]
                if not state.doms[i] >> (d - 1) & 1:
                    raise Contradiction(f"{board.name(i)} cannot hold the solution's {d}")
                text = f"{board.name(i)} = {d}: no deduction applies; {d} is tried there and followed through"
                found, at = state.place(Rung.GUESS, i, d, text, ()), UNREASONABLE
            if found is None:
                break
            level = max(level, at)
            counts[found.rung.value] = counts.get(found.rung.value, 0) + 1
            if explain:
                steps.append(found)
            state.apply(found)
    except Contradiction:
        status = "impossible"
    grid = tuple(d.bit_length() if placed else 0 for d, placed in zip(state.doms, state.placed, strict=True))
    return Outcome(status, level, grid, tuple(steps), counts)
