"""Shrink a layout into a smaller box: keep the words that still fit, re-grow the rest.

One round (our own large-neighbourhood step): pick a box of smaller area than the best layout's, lay
the current layout into it at a random offset, keep the largest connected group of words that lie
wholly inside (less some at random, for room), and let
:class:`~gridcraft.crisscross.boxcsp.BoxSearch` place every other word inside the box under a node
budget. Success gives a strictly smaller layout. A few rounds are walks instead: a box of about the
current area in another shape, whose layout becomes the current one (the best is kept apart), which
lets the search leave shapes it cannot shrink.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from gridcraft.crisscross.boxcsp import BoxProblem, BoxSearch, Spot
from gridcraft.crisscross.layout import ACROSS, DOWN, Placement, check_layout

#: chance that a round tries a box near the current shape (else any box of 80-100% of the area)
NEAR = 0.5
#: chance that a round is a walk: a box of about the current area in another shape, kept if filled;
#: for lists of up to SMALL words walks are more frequent but kept only when the layout keeps or gains
#: crossings (a denser layout shrinks further); measured on the benchmark lists
WALK = 0.1
WALK_SMALL = 0.3
SMALL = 30
#: at most this share of the words (at least 3) is taken out of the box at random each round
DROP = 0.4
#: nodes per round: ROUND_NODES + PER_WORD per word
ROUND_NODES = 2000
PER_WORD = 200
Layout3 = dict[int, Spot]  # word -> (direction, row, col), bounding box at (0, 0)


def _cells(word: str, spot: Spot) -> list[tuple[int, int]]:
    d, r, c = spot
    return [(r, c + k) if d == 0 else (r + k, c) for k in range(len(word))]


def normalise(words: list[str], lay: Layout3) -> tuple[Layout3, int, int]:
    """Move ``lay`` so its bounding box starts at (0, 0); return it with its width and height."""
    cells = [x for w, sp in lay.items() for x in _cells(words[w], sp)]
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    out = {w: (d, r - r0, c - c0) for w, (d, r, c) in lay.items()}
    h = max(r for r, _ in cells) - r0 + 1
    wd = max(c for _, c in cells) - c0 + 1
    return out, wd, h


def _largest_group(words: list[str], lay: Layout3, keep: set[int]) -> set[int]:
    owner: dict[tuple[int, int], list[int]] = {}
    for w in keep:
        for x in _cells(words[w], lay[w]):
            owner.setdefault(x, []).append(w)
    best: set[int] = set()
    seen: set[int] = set()
    for w0 in sorted(keep):
        if w0 in seen:
            continue
        group = {w0}
        todo = [w0]
        while todo:
            w = todo.pop()
            for x in _cells(words[w], lay[w]):
                for v in owner[x]:
                    if v not in group:
                        group.add(v)
                        todo.append(v)
        seen |= group
        if len(group) > len(best):
            best = group
    return best


def shrink(
    words: list[str],
    lay: Layout3,
    fits: Callable[[int, int], bool],
    rng: random.Random,
    node_budget: int,
    deadline: float,
    on_found: Callable[[Layout3, int, int], None] | None = None,
) -> tuple[Layout3, int]:
    """Rounds of shrinking until ``node_budget`` nodes are spent or ``deadline`` passes.

    Returns:
        The best layout (normalised) that ``fits``, or an empty dict if none was found, and the
        nodes spent.
    """
    lay, width, height = normalise(words, lay)
    # the starting layout may break the footprint rules (growth caps the box, not its shape):
    # it is then only a starting point, never the answer
    best = (lay, width, height) if fits(width, height) else ({}, width, height + 1)
    longest = max(len(w) for w in words)
    small = len(words) <= SMALL
    walk = WALK_SMALL if small else WALK
    problems: dict[tuple[int, int], BoxProblem] = {}
    memo: dict[tuple[int, int, int, bool], tuple[list[tuple[int, int]], list[tuple[int, int]]]] = {}
    spent = 0
    while spent < node_budget and time.monotonic() < deadline:
        bw, bh = _pick_box(width, height, longest, fits, rng, best[1] * best[2], memo, walk)
        if bw == 0:
            break
        dr = rng.randint(min(0, bh - height), max(0, bh - height))
        dc = rng.randint(min(0, bw - width), max(0, bw - width))
        moved = {w: (d, r + dr, c + dc) for w, (d, r, c) in lay.items()}
        inside = {w for w, sp in moved.items()
                  if all(0 <= r < bh and 0 <= c < bw for r, c in _cells(words[w], sp))}
        for w in rng.sample(sorted(inside), min(len(inside), rng.randint(0, max(3, int(len(words) * DROP))))):
            inside.discard(w)
        fixed_words = _largest_group(words, moved, inside)
        spent += len(words)  # the round's own work, so that nodes keep pace with seconds
        if not fixed_words:
            continue
        prob = problems.get((bw, bh))
        if prob is None:
            prob = problems[(bw, bh)] = BoxProblem(words, bw, bh)
        fixed = {w: prob.index(w, moved[w]) for w in fixed_words}
        limit = min(node_budget - spent, ROUND_NODES + PER_WORD * len(words))
        search = BoxSearch(prob, rng, limit, deadline)
        got = search.run(fixed)
        spent += search.nodes
        if got is not None:
            cand = {w: prob.spot(w, i) for w, i in enumerate(got)}
            if not _valid(words, cand):
                # kept words may lie side by side where a word that crossed both was taken out
                # and placed elsewhere; such a filling is not a layout
                continue
            if small and bw * bh >= width * height and crossings(words, cand) < crossings(words, lay):
                continue
            lay, width, height = normalise(words, cand)
            if width * height < best[1] * best[2] or not best[0]:
                best = (lay, width, height)
                if on_found:
                    on_found(lay, width, height)
    return best[0], spent


def _valid(words: list[str], lay: Layout3) -> bool:
    """Every run of 2+ letters is exactly one placed word (the checker's rule, for a layout
    known to be connected and clash-free)."""
    lay, width, height = normalise(words, lay)
    ps = [Placement(words[w], r, c, ACROSS if d == 0 else DOWN) for w, (d, r, c) in lay.items()]
    return not check_layout(ps, width, height)


def crossings(words: list[str], lay: Layout3) -> int:
    """Cells shared by two words."""
    cells = {x for w, sp in lay.items() for x in _cells(words[w], sp)}
    return sum(len(words[w]) for w in lay) - len(cells)


def _pick_box(width: int, height: int, longest: int, fits: Callable[[int, int], bool],
              rng: random.Random, best_area: int,
              memo: dict[tuple[int, int, int, bool], tuple[list[tuple[int, int]], list[tuple[int, int]]]],
              walk_share: float) -> tuple[int, int]:
    """The next box to try: usually one of smaller area than the best, near the current shape;
    sometimes (a walk) one of about the current area in another shape. (0, 0): none left."""
    area = min(width * height, best_area)  # walks drift from the best area, never far above it
    walk = rng.random() < walk_share
    top = int(area * 1.08) + 1 if walk else area
    key = (width, height, top, walk)
    if key not in memo:
        low = 0.9 * area if walk else 0.8 * area
        boxes = [(w, h) for w in range(2, top) for h in range(max(2, -int(-low // w)), (top - 1) // w + 1)
                 if max(w, h) >= longest and (w, h) != (width, height) and fits(w, h)]
        near = [(w, h) for w in range(max(2, width - 2), width + 3) for h in range(max(2, height - 2), height + 3)
                if w * h < top and max(w, h) >= longest and (w, h) != (width, height) and fits(w, h)]
        near.sort(key=lambda b: (-b[0] * b[1], abs(b[0] - b[1]), b))
        memo[key] = (sorted(boxes), near[:4])
    boxes, near = memo[key]
    if near and rng.random() < NEAR:
        return rng.choice(near)
    if boxes:
        return rng.choice(boxes)
    if near:
        return rng.choice(near)
    if walk:
        return _pick_box(width, height, longest, fits, rng, best_area, memo, walk_share)
    return (0, 0)
