"""Entry point of the criss-cross generator: exact for small lists, anytime for large ones.

The search is sized in nodes, never in seconds: the budget's node limit, or by default
:func:`default_nodes` (about 10 s of search on a 2-core machine), so that the
same words, settings and seed give the same layout on any machine and under any load. The time
limit (:data:`DEFAULT_TIME` by default) is only an outer safety limit: when it cuts a search, the
layout says so (``info.clock_cut``; the summary's second line, JSON ``"time_limit_cut": true``).

Schedule within the node budget:

1. Checks that need no search: every word must share a letter with another, and the words must form
   one group under "shares a letter" (else :class:`NoLayout` names the groups); the longest word must
   fit the page caps.
2. Lists of up to :data:`EXACT_MAX` words (:data:`EXACT_MAX_NATIVE` with the exact search in C):
   exact branch and bound (:mod:`.exact`) on one thread (two threads would find their layouts in
   an order the machine decides) for :data:`EXACT_NODE_SHARE` of the node budget, and the two
   anytime searches of step 3 at once beside it, one after the other in a worker on the other
   core, for the rest. If the exact search exhausts its space the layout is proven optimal (or no
   layout exists) and the anytime searches are stopped.
3. Otherwise: two seeded searches side by side (:mod:`.restarts`), each a large-neighbourhood
   search in ever smaller boxes (:mod:`.lns`); the best layout of either, or of the exact search,
   wins.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import replace

from gridcraft.crisscross.alternative import unique_alternative
from gridcraft.crisscross.answer import count_fills, single_answer, unchecked
from gridcraft.crisscross.search import anytime
from gridcraft.crisscross.search.board import ORIGIN, STRIDE, Board, Move, cell_rc
from gridcraft.crisscross.search.prng import Rng
from gridcraft.crisscross.search.exact import ExactSearch, native_for
from gridcraft.crisscross.layout import ACROSS, DOWN, Layout, Placement, SearchInfo
from gridcraft.crisscross.search.restarts import Restarts, node_rate
from gridcraft.crisscross.search.shape import Shape
from gridcraft.engine import CLOCK, OUTER_TIME, Budget, Progress, SearchStats
from gridcraft.errors import BudgetExceeded, InvalidPuzzle, NoLayout, described
from gridcraft.words import Entry, check_direction, entries_from_strings, is_rtl

#: largest list for which the exact search is tried first (in Python, and with the C search)
EXACT_MAX, EXACT_MAX_NATIVE = 12, 14
#: exact-search nodes budgeted per second of the time limit (a fixed rate, so results repeat), in
#: Python and with the C search (a node of the C search also checks that every word has a place,
#: and its moves leave no run of letters that no unplaced word holds)
EXACT_RATE, EXACT_RATE_NATIVE = 28000, 250000
#: share of the time limit after which the exact search stops at the latest, and of the node budget
#: it is given
EXACT_SHARE, EXACT_NODE_SHARE = 0.9, 0.7
#: the outer time limit in seconds when the budget sets none: a safety limit, not the search's
#: length (the node budget sets that); the default search ends long before it on a 2-core machine
DEFAULT_TIME = OUTER_TIME
#: seconds of search at the budgeted rates (:func:`node_rate`) that the default node budget
#: (:func:`default_nodes`) gives a list of more than :data:`EXACT_MAX_NATIVE` words, and the exact
#: search's nodes in the default budget of a shorter one (with the C search; in Python
#: :data:`EXACT_RATE` a second for :data:`DEFAULT_SECONDS`). This project's 2-core machine runs
#: the anytime search 1.4 to 2 times as fast as :func:`node_rate` budgets and the exact search at
#: 380,000 to 470,000 nodes a second (processor time of one search, random lists of
#: ``benchmarks/wordlists.py``, seeds 6100 and 6101): so the default search takes about 6 to 10 s
#: at 20 to 200 words there (processor time of the longer of its two searches), 12 s at 400 (its
#: first layout included), 6 to 8 s at 12 to 14 words, and 4 s for ``--example english-19``;
#: before, a time limit of 10 s cut random lists of 20 to 200 words at 8 to 9 s
DEFAULT_SECONDS, DEFAULT_EXACT_NODES = 15.0, 3_000_000
#: fill-in solver nodes each search of the answer's check may take (counting two fills; the fills
#: enumerated for the givens take a third of it): the check is sized in nodes too, its time only a
#: safety limit (the fill-in solver's propagation settles a 400-word layout's fills in tens of nodes)
ANSWER_NODES = 200_000
#: the ways to make the answer unique: "auto" adds givens, "none" only counts the fills
GIVENS = ("auto", "none")
#: share of the time limit, and least seconds, the answer's uniqueness check may take beyond it
ANSWER_SHARE, ANSWER_MIN = 0.5, 2.0
#: seconds of search steps (at the anytime search's budgeted rate) spent looking for an equally
#: small layout with one answer before givens are added
ALTERNATIVE_SECONDS = 1.0
#: with a hard deadline (a command's budget, :attr:`Budget.hard`), the share of the time limit, and least seconds, kept
#: for the answer's check after the searches; never more than ANSWER_RESERVE_MAX of the limit
ANSWER_RESERVE, ANSWER_RESERVE_MIN, ANSWER_RESERVE_MAX = 0.05, 0.5, 0.25
#: and at least this many seconds per word (the answer's layout is built and checked in Python,
#: its givens found by a few solves of the fill-in puzzle: 0.6 s for the givens of a 400-word
#: layout, measured; without this much, lists of 300 words and more came with answers not counted)
ANSWER_RESERVE_PER_WORD = 0.004
#: with a hard deadline, the answer's check is not begun with less than this many seconds per word
#: left (its fill-in solver is set up in about 0.4 ms per word, three times): a long list's answer
#: then comes unchecked rather than late
ANSWER_CHECK_PER_WORD = 0.0015
#: most nodes a budget derived from a time limit gives a search (beyond any search's length)
MAX_NODES = 1 << 62
#: the settings a message may name (as ``{max_aspect}``: see :meth:`gridcraft.errors.GridcraftError.worded`)
SETTINGS = ("max_aspect", "max_width", "max_height", "time_limit", "nodes")
#: most share of the main process's time spent checking the anytime searches' layouts as they come
#: (a check of 2,000 words takes about a second): a layout that comes sooner is passed over
OFFER_SHARE = 0.2
#: steps the first layout of a short list may take before the exact search starts (under tight
#: page caps there may be none)
FIRST_NODES = 200
#: the longest list whose first layout is built in the main process before the anytime searches
#: start (400 words: about 10 ms in C), so that it is shown at once; a longer list's construction
#: runs in the searches' workers, the progress line counting the words it has placed
FIRST_IN_MAIN_MAX = 1000
#: the note of a layout handed over on an interrupt
INTERRUPTED = "interrupted; the best layout so far"


def layouts(
    words: Iterable[str | Entry],
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
    seed: int = 0,
    max_aspect: float | None = 2.0,
    max_width: int | None = None,
    max_height: int | None = None,
    givens: str = "auto",
) -> Iterator[Layout]:
    """Yield valid criss-cross layouts of ``words`` as the search finds them, each better than the
    ones before, and the answer last (the best layout found, proven optimal when
    ``layout.info.optimal``; it may repeat the layout before it, with the search's final figures).

    Words in a right-to-left script (Hebrew, Arabic) give a right-to-left layout: each across word
    reads leftwards from its rightmost cell (see :meth:`Layout.mirrored`).

    Best means: least bounding-box area (cells) among boxes whose long side is at most
    ``max_aspect`` times the short side (None: no cap) and that fit ``max_width x max_height``;
    ties go to more crossings, then a squarer box. An interrupt (``KeyboardInterrupt``) first
    yields the best layout so far, if it is better than the last one yielded, then propagates.
    The arguments are checked at the call; the search runs as the iterator is read.

    Args:
        words: entries (:class:`~gridcraft.words.Entry`) or strings (normalised here).
        budget: the node limit of the searches (``None``: :func:`default_nodes`), which alone
            decides what they find, and the time limit in seconds (``None``:
            :data:`DEFAULT_TIME`), an outer safety limit: when it stops a search first, the
            layout's ``info.clock_cut`` is set (what it found then depends on the machine's
            speed); its ``progress`` is called now and then with a
            :class:`~gridcraft.engine.Progress`. A hard budget
            (:meth:`Budget.for_command`: a command's whole time limit) is a deadline for
            everything, the answer's check included: the searches stop :data:`ANSWER_RESERVE` of
            the time limit before it (at least :data:`ANSWER_RESERVE_MIN` seconds, at most
            :data:`ANSWER_RESERVE_MAX` of the limit), and the check stops at it (the answer then
            comes without givens, its note saying so); otherwise the check may take its own time
            beyond the time limit. The check's searches are sized in nodes too
            (:data:`ANSWER_NODES` each).
        stats: filled in when the iterator ends: ``nodes``, ``seconds``, ``solutions`` (layouts
            yielded), ``complete`` (the search space was exhausted: the last layout is optimal) and
            ``budget_exhausted`` (the time limit stopped the search: ``info.clock_cut``).
        seed: seed of the anytime search's random choices.
        max_aspect, max_width, max_height: footprint rules (cells).
        givens: for a list without clues, ``"auto"``: the answer gets the fewest given letters
            that make its empty puzzle's fill unique (:func:`~gridcraft.crisscross.answer.single_answer`, within
            :data:`ANSWER_NODES` nodes a search, and at most :data:`ANSWER_SHARE` of the time
            limit more, at least :data:`ANSWER_MIN` seconds);
            ``"none"``: its fills are only counted (``info.fills``).

    Raises:
        TypeError: at the call: ``words`` is one string or holds something other than strings and
            entries, or an option has the wrong type (the message names it).
        ValueError: at the call: ``max_aspect`` below 1 or NaN, ``max_width`` or ``max_height``
            below 1, ``givens`` not in :data:`GIVENS`, the budget's ``time_limit`` not a finite
            number of seconds above 0 or its ``node_limit`` below 1.
        ParseError: a bad word (when given strings), or a list mixing right-to-left and
            left-to-right words.
        NoLayout: proven that no valid connected layout exists; the message names the words.
        BudgetExceeded: the time ran out before every word was placed.
        InvalidPuzzle: a word longer than :data:`MAX_LETTERS`.
    """
    given = _words(words, "layouts")
    _check_options(seed, max_aspect, max_width, max_height, givens)
    budget = budget if budget is not None else Budget()
    if budget.time_limit is not None:
        _check_time_limit(budget.time_limit, "budget.time_limit")
    _check_node_limit(budget.node_limit, "budget.node_limit")
    stats = stats if stats is not None else SearchStats()
    shape = Shape(max_aspect, max_width, max_height)
    return _layouts(given, budget, stats, seed, shape, givens == "auto")


def _layouts(
    words: list[str | Entry],
    budget: Budget,
    stats: SearchStats,
    seed: int,
    shape: Shape,
    givens: bool,
) -> Iterator[Layout]:
    """:func:`layouts` once its arguments are checked."""
    stats.reset()
    entries = _entries(words)
    check_direction(entries, "<words>")
    rtl = any(is_rtl(e.letters) for e in entries)
    run = _Run(entries, shape, budget, stats, givens)
    try:
        # a right-to-left list is laid out as if it read left to right (the rules are symmetric;
        # the answer's uniqueness is checked so), then mirrored: across words then read leftwards
        for layout in run.layouts(seed):
            yield layout.mirrored() if rtl else layout
    finally:
        stats.seconds = run.clock.elapsed()
        if run.clock_cut:  # the caller's budget says so too (``budget.cut``)
            budget.exhaust(CLOCK)


def generate(
    words: Iterable[str | Entry],
    *,
    time_limit: float = DEFAULT_TIME,
    seed: int = 0,
    max_aspect: float | None = 2.0,
    max_width: int | None = None,
    max_height: int | None = None,
    progress: Callable[[Progress], None] | None = None,
    node_limit: int | None = None,
    budget: Budget | None = None,
    givens: str = "auto",
) -> Layout:
    """The smallest-footprint valid criss-cross layout of ``words``: the last of :func:`layouts`.

    ``time_limit`` (seconds, finite and above 0), ``node_limit`` (search nodes, at least 1;
    ``None``: derived from the time) and ``progress`` make the budget when ``budget`` is not given.
    Raises as :func:`layouts`, and ``TypeError`` or ``ValueError`` naming ``time_limit`` or
    ``node_limit`` for a bad one.
    """
    words = _words(words, "generate")
    _check_time_limit(time_limit, "time_limit")
    _check_node_limit(node_limit, "node_limit")
    if budget is None:
        budget = Budget(time_limit=time_limit, node_limit=node_limit, progress=progress)
    last: Layout | None = None
    for last in layouts(
        words,
        budget=budget,
        seed=seed,
        max_aspect=max_aspect,
        max_width=max_width,
        max_height=max_height,
        givens=givens,
    ):
        pass
    assert last is not None  # layouts() raises rather than ending empty
    return last


def _words(words: Iterable[str | Entry], call: str) -> list[str | Entry]:
    """``words`` as a list (an iterator is read once here); ``call``: the function, for messages.

    Raises:
        TypeError: ``words`` is not an iterable (``None``), is one string, or holds something
            other than strings and entries: ``generate(words=...): expected an iterable of
            strings, got None``.
    """
    expected = f"{call}(words=...): expected an iterable of strings (or Entry objects)"
    if isinstance(words, str | bytes) or not isinstance(words, Iterable):
        one = isinstance(words, str)
        hint = " (one string: parse a word list with gridcraft.words.parse_word_list)" * one
        raise TypeError(f"{expected}, got {described(words)}{hint}")
    given = list(words)
    for i, word in enumerate(given):
        if not isinstance(word, (str, Entry)):
            raise TypeError(f"{expected}, got {described(word)} at words[{i}]")
    return given


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_options(
    seed: int, max_aspect: float | None, max_width: int | None, max_height: int | None, givens: str
) -> None:
    """Raise TypeError or ValueError, naming the parameter, for a bad option of :func:`layouts`."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"seed must be an int, not {type(seed).__name__}")
    if max_aspect is not None:
        if not _is_number(max_aspect):
            raise TypeError(f"max_aspect must be a number or None, not {type(max_aspect).__name__}")
        if math.isnan(max_aspect) or max_aspect < 1:
            raise ValueError(
                f"max_aspect must be a number >= 1 (long side over short side) or None, not {max_aspect!r}"
            )
    for name, cap in (("max_width", max_width), ("max_height", max_height)):
        if cap is None:
            continue
        if not isinstance(cap, int) or isinstance(cap, bool):
            raise TypeError(f"{name} must be a whole number of cells or None, not {type(cap).__name__}")
        if cap < 1:
            raise ValueError(f"{name} must be at least 1 cell or None, not {cap}")
    if givens not in GIVENS:
        raise ValueError(f"givens must be one of {', '.join(GIVENS)}, not {givens!r}")


def _check_time_limit(value: float, name: str) -> None:
    """Raise TypeError or ValueError naming ``name`` unless ``value`` is finite seconds above 0."""
    if not _is_number(value):
        raise TypeError(f"{name} must be a number of seconds, not {type(value).__name__}")
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"{name} must be a finite number of seconds greater than 0, not {value!r}")


def _check_node_limit(value: int | None, name: str) -> None:
    """Raise TypeError or ValueError naming ``name`` unless ``value`` is None or a whole number >= 1."""
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be a whole number of nodes or None, not {type(value).__name__}")
    if value < 1:
        raise ValueError(f"{name} must be at least 1, not {value}")


def _entries(given: list[str | Entry]) -> list[Entry]:
    if given and all(isinstance(e, Entry) for e in given):
        return [e for e in given if isinstance(e, Entry)]
    # strings (or a mix) are normalised and checked here; an empty list is a ParseError
    return entries_from_strings([e.text if isinstance(e, Entry) else e for e in given])


class _Run:
    """One run of the schedule (see the module docstring) under one budget."""

    def __init__(
        self,
        ents: list[Entry],
        shape: Shape,
        budget: Budget,
        stats: SearchStats,
        givens: bool,
    ) -> None:
        self.ents, self.shape, self.budget, self.stats = ents, shape, budget, stats
        self.givens = givens
        self.clued = any(e.clue for e in ents)  # clues say which word goes where: no givens needed
        self.letters = [e.letters for e in ents]
        #: the node budget: the caller's, else the default one (the same on every machine)
        self.nodes = budget.node_limit if budget.node_limit is not None else default_nodes(ents)
        #: the node budget is the caller's own (``--nodes``), not the default
        self.asked = budget.node_limit is not None
        #: the time limit stopped some search before its nodes were spent (see info.clock_cut)
        self.clock_cut = False
        self.time_limit = budget.time_limit if budget.time_limit is not None else DEFAULT_TIME
        self.clock = Budget(time_limit=self.time_limit)  # the run's own time: from now
        self.start = self.clock.started
        #: a hard deadline for everything, the answer's check too (a command's), or None
        self.ends_at = budget.deadline if budget.hard else None
        if self.ends_at is not None:  # the searches leave the answer's check its share of the time
            reserve = max(
                ANSWER_RESERVE_MIN, ANSWER_RESERVE * self.time_limit, ANSWER_RESERVE_PER_WORD * len(ents)
            )
            self.clock.cap(self.ends_at - min(reserve, ANSWER_RESERVE_MAX * self.time_limit))
        assert self.clock.deadline is not None
        self.deadline: float = self.clock.deadline
        self.best: list[Move] | None = None  # the best layout yielded so far
        self.seed = 0

    def _offer(self, moves: list[Move] | None, info: SearchInfo) -> Layout | None:
        """The layout of ``moves`` when it is better than the best so far (then the new best) and
        passes the checker (a layout read from a search while it was writing may not)."""
        if moves is None or _better(self.letters, self.best, moves) is self.best:
            return None
        layout = _layout(self.ents, moves, info, self.shape)
        if layout.check() != []:
            return None
        self.best = moves
        self.stats.solutions += 1
        return layout

    def _answer(self, moves: list[Move], info: SearchInfo) -> Layout:
        """The answer, always yielded last: the layout of ``moves`` with its fills counted and,
        when asked, the givens that make it unique."""
        self.best = moves
        self.stats.solutions += 1
        layout = _layout(self.ents, moves, info, self.shape)
        if self.clued:
            return self._cut(layout)
        seconds = max(ANSWER_MIN, ANSWER_SHARE * self.time_limit)
        if self.ends_at is not None:
            left = Budget.until(self.ends_at).remaining() or 0.0
            if left < ANSWER_CHECK_PER_WORD * len(self.ents):  # its set-up alone would overrun
                self.clock_cut = True
                return self._cut(unchecked(layout))
            seconds = max(0.01, min(seconds, left))
        # every search of the check is sized in nodes; its time is a safety limit (counting two
        # fills takes half of it at most, the rest is for the givens)
        budget = Budget(time_limit=seconds, node_limit=ANSWER_NODES)
        counting = Budget(time_limit=seconds / 2, node_limit=ANSWER_NODES)
        if self.givens and count_fills(layout, 2, counting)[0] == 2:
            other = unique_alternative(
                layout,
                steps=int(node_rate(self.letters, native=False) * ALTERNATIVE_SECONDS),
                seed=self.seed,
                # its steps, not a clock, end the look: the deadline only stops one that would take
                # half the answer's time (and says so)
                deadline=Budget.after(seconds / 2),
                fits=self.shape.fits,
                on_cut=self._clock_cut,
            )
            if other is not None:
                note = "; ".join(filter(None, [info.note, "an equally small layout with one answer"]))
                layout = replace(other, info=replace(info, note=note))
        answer = single_answer(layout, givens=self.givens, budget=budget)
        self.clock_cut = self.clock_cut or counting.clock_cut or budget.clock_cut
        return self._cut(answer)

    def _clock_cut(self) -> None:
        self.clock_cut = True

    def _cut(self, layout: Layout) -> Layout:
        """``layout`` marked ``info.clock_cut`` when the time limit stopped a search of this run."""
        if not self.clock_cut:
            return layout
        return replace(layout, info=replace(layout.info, clock_cut=True))

    def _interim(self, note: str) -> SearchInfo:
        return SearchInfo(self.stats.nodes, self.clock.elapsed(), False, "anytime", note)

    def layouts(self, seed: int) -> Iterator[Layout]:
        ents, shape, stats = self.ents, self.shape, self.stats
        self.seed = seed
        _precheck(ents, shape)
        if len(ents) == 1:
            stats.complete = True
            yield self._answer([(0, 0, ORIGIN)], SearchInfo(0, 0.0, True, "exact", "one word"))
            return
        native = native_for(self.letters)
        if len(ents) > (EXACT_MAX_NATIVE if native else EXACT_MAX):
            if anytime.native_available() and len(ents) <= FIRST_IN_MAIN_MAX:  # shown at once
                first = self._first(seed, "first layout; anytime search")
                if first is not None:
                    yield first
            yield from self._anytime(self._restarts(seed))
            return
        first = self._first(seed)  # the exact search yields nothing before it ends
        if first is not None:
            yield first
        exact_nodes = self._exact_nodes()
        # the anytime searches start at the exact search's first progress report, on the other core
        beside: list[Restarts] = []

        def start_beside(nodes: int) -> None:
            if not beside:
                beside.append(self._restarts(seed, exact_nodes))

        try:
            if (yield from self._exact(native, exact_nodes, start_beside)):
                return
            start_beside(exact_nodes)
            yield from self._anytime(beside[0])
        except KeyboardInterrupt:  # what the anytime searches found beside the exact search
            found = None
            if beside:
                beside[0].close()
                found = beside[0].best_so_far().layout
            better = None if found is None else self._offer(_moves(found), self._interim(INTERRUPTED))
            if better is not None:
                yield better
            raise
        finally:
            if beside:
                beside[0].close()

    def _first(self, seed: int, phase: str = "first layout; exact search") -> Layout | None:
        """A first layout at once: the anytime search's greedy construction
        (:func:`~gridcraft.crisscross.search.lns.construct`, a millisecond for a short list), or
        None when it finds none within :data:`FIRST_NODES` steps (tight page caps) or its box
        breaks the rules. The same seed gives the same layout."""
        lay, _ = anytime.search(
            self.letters, self.shape, Rng.for_restart(seed, 0), FIRST_NODES, self.deadline, first_only=True
        )
        found = None if not lay else self._offer(_moves(lay), self._interim("a first layout"))
        if found is not None and self.budget.progress is not None:
            self.budget.progress(Progress(0, best=found.area, phase=phase, elapsed=self._elapsed()))
        return found

    def _restarts(self, seed: int, exact_nodes: int | None = None) -> Restarts:
        """The anytime searches, started: beside an exact search of ``exact_nodes`` nodes one after
        the other, else side by side. Their node budget is what the exact search leaves of the run's
        (:attr:`nodes`), so that a whole-command deadline (a hard budget) changes no layout on a
        machine fast enough to finish it in time."""
        beside = exact_nodes is not None
        seconds = self.time_limit if beside else max(0.0, self.time_limit - self.clock.elapsed())
        node_limit = max(1, self.nodes - (exact_nodes or 0))
        return Restarts(
            self.letters,
            self.shape,
            seed,
            seconds,
            self.deadline,
            self.budget.progress,
            one_after_another=beside,
            node_limit=node_limit,
        )

    def _exact_nodes(self) -> int:
        """The exact search's node budget: :data:`EXACT_NODE_SHARE` of the run's (:attr:`nodes`)."""
        return max(1, int(EXACT_NODE_SHARE * self.nodes))

    def _exact(self, native: bool, nodes: int, busy: Callable[[int], None]) -> Generator[Layout, None, bool]:
        """The exact search (in C when ``native``) for ``nodes`` nodes on one thread; returns True
        when it exhausted the search space (and yielded the optimum). ``busy`` is called with the
        nodes spent at each progress report (every 65,536 nodes): a search that ends sooner starts
        no other work."""
        ents, stats, budget = self.ents, self.stats, self.budget

        def report(nodes: int, best: float) -> None:
            busy(nodes)
            if budget.progress is not None:
                area = None if best == float("inf") else int(best)
                budget.progress(Progress(nodes, best=area, phase="exact search", elapsed=self._elapsed()))

        es = ExactSearch(
            self.letters,
            self.shape,
            min(self.start + EXACT_SHARE * self.time_limit, self.deadline),
            progress=report,
            node_limit=nodes,
        )
        try:
            done = es.run(native)
        except KeyboardInterrupt:
            stats.nodes += es.nodes
            found = self._offer(es.best_moves, self._interim(INTERRUPTED))
            if found is not None:
                yield found
            raise
        stats.nodes += es.nodes
        if not done and es.nodes < nodes:  # stopped by the clock before its nodes were spent
            self.clock_cut = True
        if done:
            if es.best_moves is None:
                stats.complete = True
                raise NoLayout(_no_layout_message(ents, es, self.shape), settings=SETTINGS)
            secs = self.clock.elapsed()
            info = SearchInfo(
                stats.nodes, secs, True, "exact", f"search space exhausted, {stats.nodes:,} nodes"
            )
            stats.complete = True
            yield self._answer(es.best_moves, info)
            return True
        found = self._offer(es.best_moves, self._interim("the exact search's best layout"))
        if found is not None:
            yield found
        if budget.progress is not None:
            budget.progress(
                Progress(stats.nodes, phase="exact search stopped; anytime search", elapsed=self._elapsed())
            )
        return False

    def _elapsed(self) -> float:
        return self.clock.elapsed()

    def _anytime(self, restarts: Restarts) -> Iterator[Layout]:
        """The anytime searches (started): their improving layouts as they report them, then the best."""
        ents, stats = self.ents, self.stats
        exact_best = self.best
        search = restarts.layouts()
        quiet_until = 0.0  # a long list's checks are not repeated back to back (see OFFER_SHARE)
        try:
            while True:
                try:
                    interim = next(search)
                except StopIteration as stop:
                    best, nodes, ran = stop.value
                    break
                began = self.clock.elapsed()
                if began < quiet_until:
                    continue  # a better layout comes later, or the answer
                found = self._offer(_moves(interim.layout), self._interim(interim.note))
                ended = self.clock.elapsed()
                quiet_until = ended + (ended - began) * (1 - OFFER_SHARE) / OFFER_SHARE
                if found is not None:
                    yield found
        finally:
            search.close()
        stats.nodes += nodes
        secs = self.clock.elapsed()
        # the clock stopped a search before its nodes were spent (this one, or the exact search)
        stopped = self.clock_cut = self.clock_cut or restarts.cut
        stats.budget_exhausted = stopped
        clock = " (stopped by the time limit)" if stopped else ""
        if stats.nodes > nodes:  # the exact search ran beside them and did not finish
            note = f"an exact search beside {ran} searches, {stats.nodes:,} nodes in all{clock}"
        else:
            note = f"{ran} searches side by side, {stats.nodes:,} nodes{clock}"
        moves = _better(self.letters, exact_best, None if best.layout is None else _moves(best.layout))
        if moves is None:
            what = "time limit" if stopped else "search budget"
            # no node counted: the first greedy placement of every word did not finish (long lists)
            spent = (
                f"{stats.nodes:,} nodes in "
                if stats.nodes
                else "the first placement of every word unfinished after "
            )
            # more time helps when the clock stopped the search; more nodes when the default node
            # budget ran out (one asked for is the caller's choice)
            more = (
                "; a longer {time_limit} may find one"
                if stopped
                else ""
                if self.asked
                else "; a larger {nodes} may find one"
            )
            caps = _caps(self.shape)
            if caps:  # the page caps may be what leaves no room
                room = f"{' and '.join(caps)} may leave no room: loosen {'them' if len(caps) > 1 else 'it'}"
                more += f" (or {room})" if more else f"; {room}"
            limit = f"{{time_limit}} {self.time_limit:g}" if stopped else f"{{nodes}} {self.nodes:,}"
            raise BudgetExceeded(
                f"the {what} ran out before all {len(ents)} words were placed ({spent}"
                f"{secs:.1f} s; {limit}); no layout was found, none was ruled out{more}",
                stats.nodes,
                secs,
                settings=SETTINGS,
            )
        yield self._answer(moves, SearchInfo(stats.nodes, secs, False, "anytime", note))


def _moves(lay: dict[int, tuple[int, int, int]]) -> list[Move]:
    """Board moves of a layout given as ``word -> (direction, row, col)``."""
    return [(w, d, ORIGIN + r * STRIDE + c) for w, (d, r, c) in lay.items()]


def _better(words: list[str], exact: list[Move] | None, anytime: list[Move] | None) -> list[Move] | None:
    """The better of the exact search's and the anytime search's layouts (ties: the exact one)."""
    if exact is not None and (anytime is None or _key(words, exact) <= _key(words, anytime)):
        return exact
    return anytime


def _key(words: list[str], moves: list[Move]) -> tuple[int, int, int]:
    b = Board(words)
    for m in moves:
        b.place(*m)
    r0, r1, c0, c1 = b.box
    w, h = c1 - c0 + 1, r1 - r0 + 1
    return (w * h, -(sum(len(x) for x in words) - len(b.letters)), abs(w - h))


def _layout(ents: list[Entry], moves: list[Move], info: SearchInfo, shape: Shape) -> Layout:
    """Turn board moves into a normalised :class:`Layout`, turned to landscape (or to the page)."""
    at = {w: (d, pos) for w, d, pos in moves}
    placed = []
    for w, e in enumerate(ents):  # in word-list order; every word is placed once
        d, pos = at[w]
        r, c = cell_rc(pos)
        placed.append(Placement(e.letters, r, c, ACROSS if d == 0 else DOWN, e.text, e.clue))
    lay = Layout.from_placements(placed, info)
    if shape.orient(lay.width, lay.height):
        lay = lay.transposed()
    return lay


MAX_LETTERS = 2000  # longest word: the search board spans 4096 cells each way around its centre


def _precheck(ents: list[Entry], shape: Shape) -> None:
    """Raise :class:`NoLayout` for lists that cannot connect or cannot fit, before any search, and
    :class:`InvalidPuzzle` for a word longer than :data:`MAX_LETTERS`."""
    longest = max(ents, key=lambda e: len(e.letters))
    n = len(longest.letters)
    if n > MAX_LETTERS:
        raise InvalidPuzzle(
            f"{longest.text[:20]}... ({n} letters) is too long: a word may have at most {MAX_LETTERS} letters"
        )
    if n > max(shape.mw, shape.mh) or shape.min_area(n, 1) == float("inf"):
        caps = _caps(shape)
        if n <= max(shape.mw, shape.mh) and shape.ratio is not None:
            caps.append(f"{{max_aspect}} {shape.ratio:g}")  # the caps leave room: the aspect is to blame too
        raise NoLayout(
            f"no layout: {longest.text!r} ({n} letters) does not fit in any grid that "
            + " and ".join(caps)
            + (" allows" if len(caps) == 1 else " allow"),
            settings=SETTINGS,
        )
    if len(ents) == 1:
        if not shape.fits(n, 1):
            several = len(longest.text.split()) > 1  # words written on one line, apart by spaces
            raise NoLayout(
                f"no layout: one word makes a {n} x 1 box, longer than {{max_aspect}} allows "
                + (
                    f"(put one word on a line, or commas between them: {longest.text!r} is one entry)"
                    if several
                    else "(use {max_aspect} none)"
                ),
                settings=SETTINGS,
            )
        return
    # groups of words linked by shared letters: the letters a word holds are joined (union-find)
    parent: dict[str, str] = {}

    def root(ch: str) -> str:
        while parent[ch] != ch:
            parent[ch] = parent[parent[ch]]
            ch = parent[ch]
        return ch

    for e in ents:
        first = root(parent.setdefault(e.letters[0], e.letters[0]))
        for ch in set(e.letters):
            other = root(parent.setdefault(ch, ch))
            if other != first:
                parent[other] = first
    by_root: dict[str, list[int]] = {}
    for i, e in enumerate(ents):
        by_root.setdefault(root(e.letters[0]), []).append(i)
    groups = sorted(by_root.values())
    if len(groups) == 1:
        return
    lonely = [ents[g[0]] for g in groups if len(g) == 1]
    if len(lonely) == len(groups) - 1 and len(lonely) > 0:
        raise NoLayout(
            "no layout: "
            + ", ".join(repr(e.text) for e in lonely)
            + (" shares" if len(lonely) == 1 else " share")
            + " no letter with the other words",
            line=lonely[0].line,
            column=lonely[0].column,
        )
    names = "; ".join("{" + ", ".join(ents[k].text for k in g) + "}" for g in groups)
    raise NoLayout(f"no layout: the words fall into groups that share no letter: {names}")


def default_nodes(entries: list[Entry]) -> int:
    """The node budget of a search of ``entries`` that asks for none, a count that gives the same
    layout on any machine and under any load (about 10 s of search on a 2-core machine: see
    :data:`DEFAULT_SECONDS`): for a list the exact search takes first, the budget whose
    :data:`EXACT_NODE_SHARE` is :data:`DEFAULT_EXACT_NODES` (with the C search; in Python
    :data:`EXACT_RATE` nodes a second for :data:`DEFAULT_SECONDS`), the rest going to the anytime
    searches beside it; for a longer list, two anytime searches of :data:`DEFAULT_SECONDS` at
    :func:`~gridcraft.crisscross.search.restarts.node_rate`.

    >>> from gridcraft.words import entries_from_strings
    >>> default_nodes(entries_from_strings(["CAT", "ACT", "TAB"]))
    4285714
    """
    letters = [e.letters for e in entries]
    native = native_for(letters)
    if len(entries) > (EXACT_MAX_NATIVE if native else EXACT_MAX):  # two anytime searches side by side
        return max(1, int(2 * node_rate(letters) * DEFAULT_SECONDS))
    exact = DEFAULT_EXACT_NODES if native else EXACT_RATE * DEFAULT_SECONDS
    return max(1, int(exact / EXACT_NODE_SHARE))


def repeatable_nodes(entries: list[Entry], time_limit: float, share: float = 0.5) -> int:
    """A node budget for ``entries`` that the searches spend in about ``share`` of ``time_limit``
    seconds at the budgeted rates (:data:`EXACT_RATE_NATIVE` for the one-thread exact search of a
    short list, :func:`~gridcraft.crisscross.search.restarts.node_rate` for the anytime searches):
    given as the budget's node limit, the same words, settings and seed give the same layout on a
    machine loaded to run at ``share`` of those rates, the time limit a mere backstop.

    Raises:
        ValueError: ``time_limit`` or ``share`` not above 0.
    """
    if not time_limit > 0 or not share > 0:
        raise ValueError(f"time_limit and share must be above 0, not {time_limit} and {share}")
    letters = [e.letters for e in entries]
    seconds = time_limit * share
    anytime = node_rate(letters) * seconds
    native = native_for(letters)
    if len(entries) > (EXACT_MAX_NATIVE if native else EXACT_MAX):  # two anytime searches side by side
        return max(1, int(2 * anytime))
    # the exact search (one thread) gets EXACT_NODE_SHARE; the anytime searches, one after the
    # other on the other core, the rest
    exact = (EXACT_RATE_NATIVE if native else EXACT_RATE) * seconds
    return max(1, int(min(exact / EXACT_NODE_SHARE, anytime / (1 - EXACT_NODE_SHARE))))


def _caps(shape: Shape) -> list[str]:
    """The page caps that ``shape`` sets, as the settings that set them (``{max_width} 8``: see
    :data:`SETTINGS`)."""
    return [f"{{max_{side}}} {v}" for side, v in (("width", shape.mw), ("height", shape.mh)) if v < 1 << 30]


def _no_layout_within(words: list[str], shape: Shape, nodes: int) -> bool:
    """True when an exact search of ``words`` under ``shape`` alone exhausts its space without a
    layout within ``10 * nodes + 10,000`` nodes and half a second."""
    search = ExactSearch(words, shape, Budget.after(0.5), node_limit=10 * nodes + 10_000)
    return search.run() and search.best_moves is None


def _no_layout_message(ents: list[Entry], es: ExactSearch, shape: Shape) -> str:
    """Why an exhausted exact search found nothing: the footprint rules, or words that cannot join."""
    head = f"no layout (search space exhausted, {es.nodes:,} nodes): "
    if es.deepest == len(ents):
        caps = _caps(shape)
        aspect = [f"{{max_aspect}} {shape.ratio:g}"] if shape.ratio is not None else []
        if aspect and caps:  # which rule alone leaves no layout? (a short search each)
            if _no_layout_within(es.words, Shape(None, shape.mw, shape.mh), es.nodes):
                aspect = []
            elif _no_layout_within(es.words, Shape(shape.ratio, None, None), es.nodes):
                caps = []
        rules = aspect + caps
        which = rules[0] if len(rules) == 1 else "at least one of " + ", ".join(rules)
        return head + f"every layout of the {len(ents)} words breaks {which}"
    missing = ", ".join(repr(ents[w].text) for w in es.left_out)
    return head + (
        f"at most {es.deepest} of the {len(ents)} words fit together without touching; "
        f"{missing} could not be added"
    )
