"""Entry point of the criss-cross generator: exact for small lists, anytime for large ones.

Schedule within ``time_limit`` seconds:

1. Checks that need no search: every word must share a letter with another, and the words must form
   one group under "shares a letter" (else :class:`NoLayout` names the groups); the longest word must
   fit the page caps.
2. Lists of up to :data:`EXACT_MAX` words: exact branch and bound (:mod:`.exact`) for up to 70% of the
   budget (as nodes, :data:`EXACT_RATE` per second). If it exhausts the search space the layout is
   proven optimal (or no layout exists).
3. Otherwise, or if the exact search ran out of budget: two seeded searches side by side
   (:mod:`.restarts`), each a large-neighbourhood search in ever smaller boxes (:mod:`.lns`); the
   best layout of either, or of the exact search, wins.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from gridcraft.crisscross.board import ORIGIN, STRIDE, Board, Move
from gridcraft.crisscross.exact import ExactSearch
from gridcraft.crisscross.layout import Layout, SearchInfo
from gridcraft.crisscross.restarts import RestartResult, anytime_layout
from gridcraft.crisscross.shape import Shape
from gridcraft.errors import BudgetExceeded, Interrupted, InvalidPuzzle, NoLayout
from gridcraft.words import Entry, entries_from_strings

#: largest list for which the exact search is tried first
EXACT_MAX = 12
#: exact-search nodes budgeted per second of the time limit (a fixed rate, so results repeat)
EXACT_RATE = 28000


def generate(
    words: Iterable[str | Entry],
    *,
    time_limit: float = 10.0,
    seed: int = 0,
    max_aspect: float | None = 2.0,
    max_width: int | None = None,
    max_height: int | None = None,
    progress: Callable[[str], None] | None = None,
    node_limit: int | None = None,
) -> Layout:
    """Build the smallest-footprint valid criss-cross layout of ``words``.

    Best means: least bounding-box area (cells) among boxes whose long side is at most
    ``max_aspect`` times the short side (None: no cap) and that fit ``max_width x max_height``;
    ties go to more crossings, then a squarer box.

    Args:
        words: entries (:class:`~gridcraft.words.Entry`) or strings (normalised here).
        time_limit: wall-clock budget in seconds.
        seed: seed of the anytime search's random choices.
        max_aspect, max_width, max_height: footprint rules (cells).
        progress: called now and then with a one-line status.
        node_limit: search nodes for the anytime search instead of a budget derived from
            ``time_limit`` (the time limit still stops it); makes results independent of speed.

    Returns:
        The layout; ``layout.info.optimal`` is True only when the minimum was proven.

    Raises:
        ParseError: a bad word (when given strings).
        NoLayout: proven that no valid connected layout exists; the message names the words.
        BudgetExceeded: the time ran out before every word was placed.
        Interrupted: a ``KeyboardInterrupt`` came after a layout was found; its ``result`` is the
            best layout so far (before that, the ``KeyboardInterrupt`` itself is raised).
    """
    if isinstance(words, str):
        raise TypeError(
            "words must be a list of words, not one string (parse a word list with "
            "gridcraft.words.parse_word_list)"
        )
    given = list(words)
    if given and all(isinstance(e, Entry) for e in given):
        ents: list[Entry] = [e for e in given if isinstance(e, Entry)]
    else:  # strings (or a mix) are normalised and checked here; an empty list is a ParseError
        ents = entries_from_strings([e.text if isinstance(e, Entry) else e for e in given])
    letters = [e.letters for e in ents]
    shape = Shape(max_aspect, max_width, max_height)
    start = time.monotonic()
    deadline = start + time_limit
    _precheck(ents, shape)
    if len(ents) == 1:
        return _layout(ents, [(0, 0, ORIGIN)], SearchInfo(0, 0.0, True, "exact", "one word"), shape)

    nodes = 0
    exact_best: list[Move] | None = None
    if len(ents) <= EXACT_MAX:
        es = ExactSearch(
            letters,
            shape,
            start + 0.7 * time_limit,
            progress=progress,
            node_limit=int(EXACT_RATE * 0.7 * time_limit),
        )
        try:
            done = es.run()
        except KeyboardInterrupt:
            _interrupted(ents, es.best_moves, es.nodes, start, shape)
            raise
        nodes += es.nodes
        if done:
            secs = time.monotonic() - start
            if es.best_moves is None:
                raise NoLayout(_no_layout_message(ents, es, shape))
            info = SearchInfo(nodes, secs, True, "exact", f"search space exhausted, {nodes} nodes")
            return _layout(ents, es.best_moves, info, shape)
        exact_best = es.best_moves
        if progress:
            progress(f"exact search stopped after {es.nodes} nodes; anytime search")

    remaining = max(0.0, deadline - time.monotonic())
    try:
        best, n2, restarts = anytime_layout(
            letters, shape, seed, remaining, deadline, progress, node_limit=node_limit
        )
    except Interrupted as e:
        got: RestartResult = e.result  # type: ignore[assignment]
        found = _better(letters, exact_best, None if got.layout is None else _moves(got.layout))
        _interrupted(ents, found, nodes, start, shape)
        raise KeyboardInterrupt from None  # nothing found yet: a plain interrupt
    nodes += n2
    secs = time.monotonic() - start
    clock = " (stopped by the time limit)" if time.monotonic() >= deadline else ""
    note = f"{restarts} searches side by side, {nodes} nodes{clock}"
    moves = _better(letters, exact_best, None if best.layout is None else _moves(best.layout))
    if moves is None:
        what = "time limit" if time.monotonic() >= deadline else "search budget"
        raise BudgetExceeded(
            f"the {what} ran out before all {len(ents)} words were placed ({nodes} nodes in "
            f"{secs:.1f} s; --time-limit {time_limit:g}); no layout was found, none was ruled out",
            nodes,
            secs,
        )
    return _layout(ents, moves, SearchInfo(nodes, secs, False, "anytime", note), shape)


def _moves(lay: dict[int, tuple[int, int, int]]) -> list[Move]:
    """Board moves of a layout given as ``word -> (direction, row, col)``."""
    return [(w, d, ORIGIN + r * STRIDE + c) for w, (d, r, c) in lay.items()]


def _better(words: list[str], exact: list[Move] | None, anytime: list[Move] | None) -> list[Move] | None:
    """The better of the exact search's and the anytime search's layouts (ties: the exact one)."""
    if exact is not None and (anytime is None or _key(words, exact) <= _key(words, anytime)):
        return exact
    return anytime


def _interrupted(ents: list[Entry], moves: list[Move] | None, nodes: int, start: float, shape: Shape) -> None:
    """Raise :class:`Interrupted` with the layout of ``moves``, if there is one (else return)."""
    if moves is None:
        return
    secs = time.monotonic() - start
    info = SearchInfo(nodes, secs, False, "anytime", "interrupted; the best layout so far")
    raise Interrupted(_layout(ents, moves, info, shape)) from None


def _key(words: list[str], moves: list[Move]) -> tuple[int, int, int]:
    b = Board(words)
    for m in moves:
        b.place(*m)
    r0, r1, c0, c1 = b.box
    w, h = c1 - c0 + 1, r1 - r0 + 1
    return (w * h, -(sum(len(x) for x in words) - len(b.letters)), abs(w - h))


def _layout(ents: list[Entry], moves: list[Move], info: SearchInfo, shape: Shape) -> Layout:
    """Turn board moves into a normalised :class:`Layout`, turned to landscape (or to the page)."""
    words = [e.letters for e in ents]
    b = Board(words)
    for m in moves:
        b.place(*m)
    lay = Layout.from_placements(b.placements([e.text for e in ents]), info)
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
        raise NoLayout(
            f"no layout: {longest.text!r} ({n} letters) does not fit in any grid that "
            "--max-width, --max-height and --max-aspect allow"
        )
    if len(ents) == 1:
        if not shape.fits(n, 1):
            raise NoLayout(
                f"no layout: one word makes a {n} x 1 box, longer than --max-aspect allows "
                "(use --max-aspect none)"
            )
        return
    # groups of words linked by shared letters: union-find over letters, linear in the letters
    parent = list(range(len(ents)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first_with: dict[str, int] = {}
    for i, e in enumerate(ents):
        for ch in set(e.letters):
            j = first_with.setdefault(ch, i)
            parent[find(i)] = find(j)
    by_root: dict[int, list[int]] = {}
    for i in range(len(ents)):
        by_root.setdefault(find(i), []).append(i)
    groups = sorted(by_root.values())
    if len(groups) == 1:
        return
    lonely = [ents[g[0]].text for g in groups if len(g) == 1]
    if len(lonely) == len(groups) - 1 and len(lonely) > 0:
        raise NoLayout(
            "no layout: "
            + ", ".join(repr(t) for t in lonely)
            + (" shares" if len(lonely) == 1 else " share")
            + " no letter with the other words"
        )
    names = "; ".join("{" + ", ".join(ents[k].text for k in g) + "}" for g in groups)
    raise NoLayout(f"no layout: the words fall into groups that share no letter: {names}")


def _no_layout_message(ents: list[Entry], es: ExactSearch, shape: Shape) -> str:
    """Why an exhausted exact search found nothing: the footprint rules, or words that cannot join."""
    head = f"no layout (search space exhausted, {es.nodes} nodes): "
    if es.deepest == len(ents):
        rules = []
        if shape.ratio is not None:
            rules.append(f"--max-aspect {shape.ratio:g}")
        if shape.mw < 1 << 30 or shape.mh < 1 << 30:
            rules.append("--max-width/--max-height")
        return head + f"every layout of the {len(ents)} words breaks " + " and ".join(rules)
    missing = ", ".join(repr(ents[w].text) for w in es.left_out)
    return head + (
        f"at most {es.deepest} of the {len(ents)} words fit together without touching; "
        f"{missing} could not be added"
    )
