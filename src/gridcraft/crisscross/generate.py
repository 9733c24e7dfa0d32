"""Entry point of the criss-cross generator: exact for small lists, anytime for large ones.

Schedule within ``time_limit`` seconds:

1. Checks that need no search: every word must share a letter with another, and the words must form
   one group under "shares a letter" (else :class:`NoLayout` names the groups); the longest word must
   fit the page caps.
2. Lists of up to :data:`EXACT_MAX` words: exact branch and bound (:mod:`.exact`) for up to 70% of the
   budget. If it exhausts the search space the layout is proven optimal (or no layout exists).
3. Otherwise, or if the exact search ran out of time: box search (:mod:`.anytime`, :func:`improve`)
   then large-neighbourhood repair (:func:`repair`) until the budget ends, keeping the best layout.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable

from gridcraft.crisscross.anytime import _score, improve, repair
from gridcraft.crisscross.board import ORIGIN, Board, Move
from gridcraft.crisscross.exact import ExactSearch
from gridcraft.crisscross.layout import Layout, SearchInfo
from gridcraft.crisscross.shape import Shape
from gridcraft.errors import BudgetExceeded, NoLayout
from gridcraft.words import Entry, entries_from_strings

#: largest list for which the exact search is tried first
EXACT_MAX = 12
#: share of the anytime budget given to the box search; the rest goes to repair
BOX_SHARE = 0.4


def generate(
    words: Iterable[str | Entry],
    *,
    time_limit: float = 10.0,
    seed: int = 0,
    max_aspect: float | None = 2.0,
    max_width: int | None = None,
    max_height: int | None = None,
    progress: Callable[[str], None] | None = None,
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

    Returns:
        The layout; ``layout.info.optimal`` is True only when the minimum was proven.

    Raises:
        ParseError: a bad word (when given strings).
        NoLayout: proven that no valid connected layout exists; the message names the words.
        BudgetExceeded: the time ran out before every word was placed.
    """
    entries = [e if isinstance(e, Entry) else None for e in words]
    if any(e is None for e in entries):
        entries = entries_from_strings([e.text if isinstance(e, Entry) else e for e in words])  # type: ignore[misc]
    ents: list[Entry] = [e for e in entries if e is not None]
    letters = [e.letters for e in ents]
    shape = Shape(max_aspect, max_width, max_height)
    start = time.monotonic()
    deadline = start + time_limit
    _precheck(ents, shape)
    if len(ents) == 1:
        return _layout(ents, [(0, 0, ORIGIN)], SearchInfo(0, 0.0, True, "exact", "one word"), shape)

    best: list[Move] | None = None
    nodes = 0
    if len(ents) <= EXACT_MAX:
        es = ExactSearch(letters, shape, start + 0.7 * time_limit, progress=progress)
        done = es.run()
        nodes += es.nodes
        if done:
            secs = time.monotonic() - start
            if es.best_moves is None:
                raise NoLayout(_no_layout_message(ents, es))
            info = SearchInfo(nodes, secs, True, "exact", f"search space exhausted, {nodes} nodes")
            return _layout(ents, es.best_moves, info, shape)
        best = es.best_moves

    rng = random.Random(seed)
    found: dict[str, list[Move]] = {}

    def keep(moves: list[Move], *_: int) -> None:
        if "m" not in found or _score(letters, moves) < _score(letters, found["m"]):
            found["m"] = list(moves)

    if best is not None:
        keep(best)
    split = time.monotonic() + BOX_SHARE * max(0.0, deadline - time.monotonic())
    n1, _ = improve(letters, shape.fits, split, rng,
                    best=_wh(letters, best) if best else None, on_found=keep, progress=progress)
    nodes += n1
    if "m" in found:
        n2, rounds = repair(letters, found["m"], shape, deadline, rng, on_found=keep, progress=progress)
        nodes += n2
    secs = time.monotonic() - start
    if "m" not in found:
        raise BudgetExceeded(
            f"time limit of {time_limit:g} s reached before all {len(ents)} words were placed "
            f"({nodes} nodes searched)", nodes, secs)
    note = f"box search then repair, {nodes} nodes"
    return _layout(ents, found["m"], SearchInfo(nodes, secs, False, "anytime", note), shape)


def _wh(words: list[str], moves: list[Move]) -> tuple[int, int]:
    b = Board(words)
    for m in moves:
        b.place(*m)
    r0, r1, c0, c1 = b.box
    return (c1 - c0 + 1, r1 - r0 + 1)


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


def _precheck(ents: list[Entry], shape: Shape) -> None:
    """Raise :class:`NoLayout` for lists that cannot connect or cannot fit, before any search."""
    longest = max(ents, key=lambda e: len(e.letters))
    n = len(longest.letters)
    if not (shape.fits(n, 1) or shape.fits(1, n)) and len(ents) == 1:
        raise NoLayout(f"{longest.text!r} does not fit the page")
    if n > max(shape.mw, shape.mh):
        raise NoLayout(f"{longest.text!r} ({n} letters) is longer than the page allows")
    if len(ents) == 1:
        return
    sets = [set(e.letters) for e in ents]
    lonely = [e.text for i, e in enumerate(ents)
              if not any(sets[i] & sets[j] for j in range(len(ents)) if j != i)]
    if lonely:
        raise NoLayout("no layout: " + ", ".join(repr(t) for t in lonely)
                       + (" shares" if len(lonely) == 1 else " share") + " no letter with the other words")
    groups: list[list[int]] = []
    seen: set[int] = set()
    for i in range(len(ents)):
        if i in seen:
            continue
        todo, comp = [i], []
        seen.add(i)
        while todo:
            k = todo.pop()
            comp.append(k)
            for j in range(len(ents)):
                if j not in seen and sets[k] & sets[j]:
                    seen.add(j)
                    todo.append(j)
        groups.append(sorted(comp))
    if len(groups) > 1:
        names = "; ".join("{" + ", ".join(ents[k].text for k in g) + "}" for g in groups)
        raise NoLayout(f"no layout: the words fall into groups that share no letter: {names}")


def _no_layout_message(ents: list[Entry], es: ExactSearch) -> str:
    return (f"no layout: the search space was exhausted ({es.nodes} nodes) without a valid connected "
            f"layout of all {len(ents)} words within the footprint rules; at most {es.deepest} fit together, "
            f"and {', '.join(repr(ents[w].text) for w in es.left_out)} could not be added")
