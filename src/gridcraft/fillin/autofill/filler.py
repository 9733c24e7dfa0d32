"""Filling a crossword grid from a dictionary: the checks before the search, the anytime search
for well-scored fills, counting fills, and the dead corner named when there is none.

Objective (anytime, lexicographic): first the lowest entry score, then the mean. First any fill (the
search tries the highest-scored entries first), then fills whose lowest entry score is higher,
each found by a new search that leaves out every entry scoring at or below the last fill's lowest;
when that search is exhausted, no fill has a higher lowest score (:attr:`Fill.proven`). Then, with
that lowest score kept, fills whose mean is higher, by branch and bound in the C search (a state
fails when the best score left in each of its slots sums to no more than the last fill's), until it
has gone :data:`MEAN_PATIENCE` nodes without a better one (a count of nodes, so the same request
and node budget still give the same fill; its gains come early: on ``examples/fill/theme-15.txt``
this step raised the mean from 42.3 to 43.9 in about a second with the earlier word list);
when it is exhausted, no fill with that lowest score has a higher mean (:attr:`Fill.mean_proven`).
The pure Python search does not do the second step.

Every search is sized in nodes: the budget's node limit, or :data:`DEFAULT_NODES`, so that the same
request gives the same fill on any machine and under any load; the budget's time limit is only an
outer safety limit, and when it cuts a search the budget says so (:attr:`Budget.cut`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace

from gridcraft.dictionary import Scores
from gridcraft.engine import CLOCK, Budget, SearchStats, Verdict, verdict
from gridcraft.errors import BudgetExceeded, InvalidPuzzle, NoSolution
from gridcraft.fillin.autofill import native
from gridcraft.fillin.autofill.index import build_index, ordered, shared_runs
from gridcraft.fillin.autofill.search import FillProblem
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.grid import Slot, number_cells
from gridcraft.words import Entry, shown


@dataclass(frozen=True, slots=True)
class FillRequest:
    """What to fill and how.

    Attributes:
        puzzle: the grid (``#`` blocks, ``.`` empty cells, letters kept); its word list is unused.
        scores: the dictionary: entry (one character per cell, upper case) -> score.
        min_score: entries scoring below it are not used (``None``: any score).
        min_length: the shortest slot allowed (2 or 3).
        seed: orders entries of equal score (another seed, another fill).
        max_shared: no two entries share a run of more than this many letters (``None``: no such
            rule; 2 keeps ATECROW away from EATERY).
        region: ``(top, left, bottom, right)``, 0-based and inclusive: write letters only there;
            the slots with a cell there must still take entries of the dictionaries (their cells
            outside keep what is written), every other cell and slot stays as written
            (``None``: the whole grid).
        forms: entry letters -> the entry as written with its word breaks (``"ON THE WHOLE"``),
            for the dictionary's entries that have breaks.
    """

    puzzle: FillinPuzzle
    scores: Scores
    min_score: int | None = None
    min_length: int = 3
    seed: int = 0
    max_shared: int | None = None
    region: tuple[int, int, int, int] | None = None
    forms: Mapping[str, str] = field(default_factory=dict)

    def form(self, letters: str) -> str:
        """The entry ``letters`` as written, with its word breaks where the dictionary has them."""
        return self.forms.get(letters, letters)

    def in_region(self, slot: Slot) -> bool:
        """True when ``slot`` has a cell in :attr:`region` (every slot when there is none)."""
        if self.region is None:
            return True
        top, left, bottom, right = self.region
        return any(top <= r <= bottom and left <= c <= right for r, c in slot.cells)


@dataclass(frozen=True, slots=True)
class Fill:
    """A filled grid.

    Attributes:
        grid: ``height`` rows, a space for a block.
        entries: ``(label, entry, score)`` per slot, in the grid's slot order (across first);
            ``label`` as ``1-Across``; ``score`` is ``None`` for an entry written whole in the grid
            that no dictionary holds (the setter's theme entry, kept as written).
        lowest: the lowest score of the entries the fill chose (entries written whole in the grid
            do not count: the search cannot change them).
        mean: the mean score of the entries the fill chose.
        proven: no fill has a higher lowest score (that search was exhausted).
        total: the sum of the scores of the entries the fill chose (``mean`` is it over their number).
        mean_proven: no fill with this lowest score has a higher mean (that search was exhausted).
        chosen: how many entries the fill chose (0: every slot was written whole). In a region's
            fill, the entries of its slots are listed whole, though their letters outside the
            region are not written in :attr:`grid`.
        written: the labels of the slots whose entries were written whole in the grid (or lie
            outside the region), not chosen by the fill.
        forms: the request's written forms of entries with word breaks (see
            :attr:`FillRequest.forms`).
    """

    grid: Grid
    entries: tuple[tuple[str, str, int | None], ...]
    lowest: int
    mean: float
    proven: bool = False
    total: int = 0
    mean_proven: bool = False
    chosen: int = 0
    written: frozenset[str] = frozenset()
    forms: Mapping[str, str] = field(default_factory=dict, compare=False)

    def worst(self, n: int = 3) -> list[tuple[str, str, int]]:
        """The ``n`` lowest-scored entries the fill chose (entries written whole aside; fewer when
        it chose fewer), lowest first: ``(label, entry, score)``."""
        chosen = [(score, label, word) for label, word, score in self.entries if score is not None]
        if self.chosen:
            chosen = [c for c in chosen if c[1] not in self.written]
        return [(label, word, score) for score, label, word in sorted(chosen)[:n]]

    @property
    def unlisted(self) -> list[tuple[str, str]]:
        """``(label, entry)`` of the entries written whole that no dictionary holds (kept)."""
        return [(label, word) for label, word, score in self.entries if score is None]

    def puzzle(self, of: FillinPuzzle) -> FillinPuzzle:
        """The fill-in puzzle of this fill: the grid ``of`` with the fill's entries as its word list."""
        words = tuple(Entry(shown(self.forms.get(word, word)), word) for _, word, _ in self.entries)
        return FillinPuzzle(of.rows, words)


class NoFill(NoSolution):
    """Proven: the grid has no fill; :attr:`slots` are labels of slots that cannot all be filled."""

    def __init__(self, message: str, slots: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.slots = slots


def slot_labels(puzzle: FillinPuzzle) -> list[str]:
    """``1-Across``, ``1-Down`` ... for each slot of ``puzzle``, in its slot order."""
    numbers = number_cells(puzzle.white(), puzzle.height, puzzle.width)
    return [f"{numbers[(s.row, s.col)]}-{str(s.direction).capitalize()}" for s in puzzle.slots]


def label_order(puzzle: FillinPuzzle, labels: list[str]) -> Callable[[int], tuple[str, int]]:
    """A sort key of slot indices of ``puzzle`` (with their :func:`slot_labels`): across before
    down, then by number."""
    return lambda i: (str(puzzle.slots[i].direction), int(labels[i].split("-")[0]))


def where(cell: tuple[int, int]) -> str:
    """A cell as ``r1c1`` (1-based)."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def _written(puzzle: FillinPuzzle, slot: Slot) -> str:
    return "".join(puzzle.rows[r][c] for r, c in slot.cells)


def check(request: FillRequest) -> frozenset[str]:
    """The entries written whole in the grid, once checked. An entry written whole is the
    setter's: it is kept whether or not a dictionary holds it, whatever its score.

    Raises:
        InvalidPuzzle: a slot shorter than ``min_length``.
        NoFill: two slots written whole hold the same entry, or share a run longer than
            ``max_shared``.
    """
    puzzle, labels = request.puzzle, slot_labels(request.puzzle)
    whole: dict[str, str] = {}
    for label, slot in zip(labels, puzzle.slots):
        if slot.length < request.min_length:
            raise InvalidPuzzle(
                f"{label} at {where((slot.row, slot.col))} has {slot.length} cells; every slot needs at "
                f"least {request.min_length}"
            )
        word = _written(puzzle, slot)
        if EMPTY in word:
            continue
        if word in whole:
            raise NoFill(f"no fill: {whole[word]} and {label} both hold {shown(word)}", (whole[word], label))
        n = request.max_shared
        for other, at in whole.items():
            run = None if n is None else _common_run(word, other, n + 1)
            if run is not None:
                raise NoFill(
                    f"no fill: {at} ({shown(other)}) and {label} ({shown(word)}) share {shown(run)}, "
                    f"a run of more than {n} letter{'s' * (n != 1)}",
                    (at, label),
                )
        whole[word] = label
    return frozenset(whole)


class Prepared:
    """A request checked and its dictionary indexed once, making search problems of it: in C
    (:class:`~gridcraft.fillin.autofill.native.NativeFill`) when the extension is built and the
    letters fit it, unless ``pure``; else in Python.

    Raises:
        InvalidPuzzle, NoFill: as :func:`check`.
    """

    def __init__(self, request: FillRequest, *, pure: bool = False) -> None:
        self.request = request
        puzzle = request.puzzle
        self.taken = check(request)
        self.open = [
            i for i, s in enumerate(puzzle.slots) if EMPTY in _written(puzzle, s) and request.in_region(s)
        ]
        self.alphabet: dict[str, int] = {}
        for ch in sorted(puzzle.givens().values()):
            self.alphabet.setdefault(ch, len(self.alphabet))
        lengths = {puzzle.slots[i].length for i in self.open}
        letters = set(self.alphabet).union(*(ordered(request.scores, n, request.seed).first for n in lengths))
        self.native = native.available(len(letters)) and not pure
        self.index = build_index(
            request.scores,
            lengths,
            self.alphabet,
            min_score=request.min_score,
            seed=request.seed,
            tables=not self.native,
        )
        shared = request.max_shared
        self.shared = None if shared is None else shared_runs(self.index, shared + 1)
        self._whole: FillProblem | None = None

    def core_of(self, problem: FillProblem) -> list[int] | None:
        """The core of ``problem`` (a problem of the open slots, made by :meth:`problem`) as indices
        of the grid's slots, or ``None`` when its search kept none."""
        return None if problem.core is None else [self.open[s] for s in problem.core]

    def problem(self, active: list[int] | None = None, floor: int | None = None) -> FillProblem:
        """The search problem of the open slots (or of the slots ``active``: indices of the grid's
        slots), with entries scoring at least ``floor`` (``None``: the request's floor)."""
        if active is None and self._whole is not None:  # the same slots: the C index is built once
            self._whole.floor = floor
            return self._whole
        slots = [self.request.puzzle.slots[i] for i in (self.open if active is None else active)]
        kind = native.NativeFill if self.native else FillProblem
        made = kind(self.request.puzzle, slots, self.index, self.alphabet, self.taken, floor, self.shared)
        if active is None:
            self._whole = made
        return made


def _common_run(a: str, b: str, n: int) -> str | None:
    """A run of ``n`` letters that ``a`` and ``b`` share, or ``None``."""
    runs = {a[i : i + n] for i in range(len(a) - n + 1)}
    return next((b[i : i + n] for i in range(len(b) - n + 1) if b[i : i + n] in runs), None)


def kept(request: FillRequest, grid: Grid) -> Grid:
    """``grid`` with the cells outside the request's region as written in its grid."""
    if request.region is None:
        return grid
    top, left, bottom, right = request.region
    rows = request.puzzle.rows
    return tuple(
        "".join(
            ch if top <= r <= bottom and left <= c <= right else (" " if rows[r][c] == BLOCK else rows[r][c])
            for c, ch in enumerate(row)
        )
        for r, row in enumerate(grid)
    )


def fill_of(request: FillRequest, grid: Grid, proven: bool = False) -> Fill:
    """The fill of ``request`` that a search's filled ``grid`` holds: its entries in the order of
    their labels (across, then down), and the grid with only the request's region written (see
    :func:`kept`). The scores are those of the entries the fill chose (of every entry when it
    chose none: the grid was written whole)."""
    puzzle = request.puzzle
    labels = slot_labels(puzzle)
    order = sorted(range(len(puzzle.slots)), key=label_order(puzzle, labels))
    entries: list[tuple[str, str, int | None]] = []
    filled = []  # the scores of the entries the fill chose (not those written whole in the grid)
    written = set()
    visible = kept(request, grid)
    for i in order:
        slot = puzzle.slots[i]
        chosen = EMPTY in _written(puzzle, slot) and request.in_region(slot)
        word = "".join((grid if chosen else visible)[r][c] for r, c in slot.cells)
        if EMPTY not in word:
            score = request.scores.get(word)
            entries.append((labels[i], word, score))
            if chosen and score is not None:
                filled.append(score)
            elif not chosen:
                written.add(labels[i])
    scores = filled or [s for _, _, s in entries if s is not None] or [0]
    return Fill(
        visible, tuple(entries), min(scores), sum(scores) / len(scores), proven, sum(scores),
        chosen=len(filled), written=frozenset(written), forms=request.forms,
    )  # fmt: skip


#: search nodes of a fill when the budget sets no node limit: about 10 s of processor time on this
#: project's 2-core machine for an American 15 x 15 grid (5,000 nodes a second measured; a themeless
#: 15 x 15 of 28 blocks 2,500, an open 7 x 7 9,000), its search's length as the time limit of 10 s
#: gave it before, now the same on any machine
DEFAULT_NODES = 50_000


def fills(request: FillRequest, budget: Budget, stats: SearchStats | None = None) -> Iterator[Fill]:
    """Fills of ``request``, each with a higher lowest score than the one before (see the module's
    text); the last one yielded is the best found (yielded again with ``proven`` set when no fill
    has a higher lowest score). Same request and node budget: same fills, on any machine; the
    node budget is ``budget``'s node limit, or :data:`DEFAULT_NODES`, and its time limit only an
    outer safety limit (``budget.cut`` is :data:`~gridcraft.engine.CLOCK` when it stopped a search).

    Raises:
        InvalidPuzzle, NoFill: as :func:`check`; NoFill also when the search proves that no fill
            exists (its message names a smallest set of slots that cannot all be filled).
        BudgetExceeded: the budget ran out before a first fill.
    """
    stats = stats if stats is not None else SearchStats()
    prepared = Prepared(request)
    if not prepared.open:  # nothing to fill: the grid as written is the only fill
        stats.complete = True
        whole = tuple(row.replace(BLOCK, " ") for row in request.puzzle.rows)
        yield replace(fill_of(request, whole, proven=True), mean_proven=True)
        return
    floor = request.min_score
    found: Fill | None = None
    fill_problem: FillProblem | None = None  # none when the budget ran out before a first search
    nodes = 0
    limit = DEFAULT_NODES if budget.node_limit is None else budget.node_limit
    probes = [p for p in PROBES if floor is None or p[0] > floor]
    while True:
        left = limit - nodes
        if left <= 0 or budget.expired():
            break
        probe = probes.pop(0) if found is None and probes else None
        if probe is not None:
            left = min(left, probe[1])
        part = SearchStats()
        fill_problem = prepared.problem(floor=floor if probe is None else probe[0])
        searching = Budget.until(budget.deadline, left)
        result = verdict(fill_problem, 1, budget=searching, stats=part)
        if searching.clock_cut:  # the outer time limit, not the nodes, stopped this search
            budget.exhaust(CLOCK)
        nodes += part.nodes
        stats.nodes, stats.backtracks = stats.nodes + part.nodes, stats.backtracks + part.backtracks
        if result.found:
            found = fill_of(request, result.found[0])
            yield found
            floor = found.lowest + 1
            continue
        if probe is not None:  # none at that floor (or none in its nodes): the next probe
            continue
        if part.complete:
            if found is None:
                raise dead_corner(prepared, budget, prepared.core_of(fill_problem))
            found = replace(found, proven=True)
            yield found
            yield from _raise_mean(prepared, found, budget, limit - nodes, stats)
        break
    if found is None:
        by_nodes = stats.nodes >= limit
        setting = "nodes" if by_nodes else "time_limit"
        raise BudgetExceeded(
            _tried(fill_problem, stats, setting, budget.elapsed()),
            stats.nodes,
            budget.elapsed(),
            settings=(setting,),
        )
    stats.complete = found.proven


#: the first searches, before one with every entry: ``(floor, nodes)``, each looking for a first fill
#: of entries scoring at least ``floor`` in at most ``nodes`` search nodes (quality first: a fill
#: from the setters' acceptable entries when one is quickly found, at the cost of those nodes when
#: none is)
PROBES = ((30, 300), (20, 700))
#: search nodes the mean's search may go without a better fill (about a second)
MEAN_PATIENCE = 20_000


def _raise_mean(
    prepared: Prepared, best: Fill, budget: Budget, left: int, stats: SearchStats
) -> Iterator[Fill]:
    """Fills with ``best``'s lowest score (proven the highest) and a higher mean, each better than
    the one before, by the C search's branch and bound; the last again with ``mean_proven`` when
    the search ends (nothing in pure Python). ``left``: the nodes left of the budget's."""
    problem = prepared.problem(floor=best.lowest)
    if not isinstance(problem, native.NativeFill):
        return
    if left <= 0 or budget.expired():
        return
    part = SearchStats()
    improving = Budget.until(budget.deadline, left)
    for state in problem.improve(improving, part, best.total, MEAN_PATIENCE):
        best = replace(fill_of(prepared.request, problem.answer(state)), proven=True)
        yield best
    if improving.clock_cut:  # the outer time limit, not the nodes, stopped it
        budget.exhaust(CLOCK)
    stats.nodes, stats.backtracks = stats.nodes + part.nodes, stats.backtracks + part.backtracks
    if part.complete:
        yield replace(best, mean_proven=True)


def _tried(
    fill_problem: FillProblem | None, stats: SearchStats, setting: str = "time_limit", elapsed: float = 0.0
) -> str:
    """What a search that found no fill tried: its nodes and the slots where it failed most; the
    budget that ran out is the setting ``setting`` (``time_limit`` or ``nodes``)."""
    limit = "the time limit ({time_limit})" if setting == "time_limit" else "the node budget ({nodes})"
    if fill_problem is None:
        return (
            f"no fill found before {limit} ran out, before the search began ({elapsed:.1f} s in: the "
            "dictionary is read and indexed first)"
        )
    labels = dict(zip(fill_problem.puzzle.slots, slot_labels(fill_problem.puzzle)))
    worst = sorted(range(len(fill_problem.slots)), key=lambda s: -fill_problem.wipeouts[s])[:3]
    named = [labels[fill_problem.slots[s]] for s in worst if fill_problem.wipeouts[s]]
    at = f"; it failed most often at {', '.join(named)}" if named else ""
    return f"no fill found before {limit} ran out, after {stats.nodes:,} node{'s' * (stats.nodes != 1)}{at}"


def count(request: FillRequest, limit: int | None, budget: Budget, stats: SearchStats) -> Verdict[Grid]:
    """The fills of ``request``, at most ``limit`` (``None``: all); ``stats.complete`` tells
    whether they are all of them (so a count of 1 proves the fill unique).

    Raises:
        InvalidPuzzle, NoFill: as :func:`check`; NoFill also when the count is complete and found
            none (its message names a smallest set of slots that cannot all be filled, as
            :func:`fills` does).
    """
    prepared = Prepared(request)
    problem = prepared.problem()
    result = verdict(problem, limit, budget=budget, stats=stats)
    if stats.complete and not result.found:
        raise dead_corner(prepared, budget, prepared.core_of(problem))
    return result


def unfillable(prepared: Prepared, active: list[int], budget: Budget) -> bool | None:
    """Whether the slots ``active`` (indices of the grid's slots) cannot all be filled: True
    (proven), False (a fill found), ``None`` (the budget ran out)."""
    return refuted(prepared, active, budget)[0]


def refuted(prepared: Prepared, active: list[int], budget: Budget) -> tuple[bool | None, list[int] | None]:
    """:func:`unfillable`, and when True the core of the search's refutation: the slots of
    ``active`` whose rules alone leave no fill (``None`` when the search keeps no explanations)."""
    stats = SearchStats()
    problem = prepared.problem(active)
    found = verdict(problem, 1, budget=budget, stats=stats).found
    if found or not stats.complete:
        return (False if found else None), None
    return True, None if problem.core is None else [active[s] for s in problem.core]


#: the most slots a dead corner names when its minimisation ran out of time (more say nothing useful)
NAMED_AT_MOST = 8
#: search nodes for each check of the dead corner's minimisation
CHECK_NODES = 20_000


def dead_corner(prepared: Prepared, budget: Budget, core: list[int] | None = None) -> NoFill:
    """The reason a grid with no fill has none: a set of slots that cannot all be filled, made
    minimal by deletion (each slot left out in turn: dropped when the rest still has no fill, and
    then only the core of that refutation kept; kept when the rest can be filled, or when the
    budget cannot tell), with the fixed letters in them.

    ``core`` (indices of the grid's slots): the slots whose rules the exhausted search used to
    refute every fill (its final conflict, from the explanations the C search keeps); the deletion
    starts from them (``None``: from every open slot). A core that a search fills (a fault of the
    explanations) is not used.

    Cost: one search of :data:`CHECK_NODES` nodes per slot of the starting set; the slots whose
    check ran out of nodes are checked again with four times as many, while a check's nodes stay
    within the budget's node limit (:data:`DEFAULT_NODES` without one) and ``budget`` has time.
    """
    puzzle = prepared.request.puzzle
    labels = slot_labels(puzzle)
    active = list(prepared.open)
    if core is not None and 0 < len(core) < len(active):
        answer, smaller = refuted(prepared, sorted(core), Budget.until(budget.deadline, CHECK_NODES))
        if answer is not False:
            active = sorted(smaller if smaller else core)
    kept: set[int] = set()  # left out, the rest can be filled: kept for good
    unknown: set[int] = set()  # left out, the check ran out of nodes: tried again with more
    nodes = CHECK_NODES
    most = DEFAULT_NODES if budget.node_limit is None else budget.node_limit
    while True:
        left = [i for i in active if i not in kept and i not in unknown]
        if not left or len(active) == 1:
            if not unknown or nodes * 4 > most or budget.expired():
                break
            unknown.clear()  # another pass over the undecided slots, with four times the nodes
            nodes *= 4
            continue
        i = max(left)
        rest = [j for j in active if j != i]
        answer, smaller = refuted(prepared, rest, Budget.until(budget.deadline, nodes))
        if answer:
            active = sorted(smaller) if smaller else rest
        elif answer is False:
            kept.add(i)
        else:
            unknown.add(i)
    exact = not unknown
    active.sort(key=label_order(puzzle, labels))
    named = [labels[i] for i in active]
    if not exact and len(named) > NAMED_AT_MOST:
        return NoFill(
            "no fill: every possibility was tried, but the time ran out before the slots to blame "
            f"were narrowed down ({len(named)} slots are left); a longer time limit may name them"
        )
    givens = puzzle.givens()
    fixed = sorted({c for i in active for c in puzzle.slots[i].cells if c in givens})
    letters = f" ({', '.join(f'{shown(givens[c])} at {where(c)}' for c in fixed)})" if fixed else ""
    slots = _and(named)
    verb = "cannot be an entry" if len(named) == 1 else "cannot all be entries"
    note = "" if exact else " (a smaller set may exist: some checks ran out of time)"
    return NoFill(f"no fill: {slots} {verb}{letters}{note}", tuple(named))


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
