"""Shrink a layout into a smaller box: keep the words that still fit, re-grow the rest.

One round (our own large-neighbourhood step): pick a box of smaller area than the best layout's, lay
the best layout into it at a random offset, keep the largest connected group of words that lie wholly
inside (less a few at random, for room), and let :class:`~gridcraft.crisscross.boxcsp.BoxSearch`
place every other word inside the box under a node budget. Success gives a strictly smaller layout.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from gridcraft.crisscross.boxcsp import BoxProblem, BoxSearch, Spot

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
        The best layout (normalised) and the nodes spent.
    """
    lay, width, height = normalise(words, lay)
    longest = max(len(w) for w in words)
    problems: dict[tuple[int, int], BoxProblem] = {}
    spent = 0
    while spent < node_budget and time.monotonic() < deadline:
        area = width * height
        boxes = [(w, h) for w in range(2, area) for h in range(2, area // w + 1)
                 if w * h < area and max(w, h) >= longest and fits(w, h)]
        if not boxes:
            break
        boxes.sort(key=lambda b: (-b[0] * b[1], abs(b[0] - b[1]), b))
        bw, bh = rng.choice(boxes[:4])
        dr = rng.randint(min(0, bh - height), max(0, bh - height))
        dc = rng.randint(min(0, bw - width), max(0, bw - width))
        moved = {w: (d, r + dr, c + dc) for w, (d, r, c) in lay.items()}
        inside = {w for w, sp in moved.items()
                  if all(0 <= r < bh and 0 <= c < bw for r, c in _cells(words[w], sp))}
        for w in rng.sample(sorted(inside), min(len(inside), rng.randint(0, 3))):
            inside.discard(w)
        fixed_words = _largest_group(words, moved, inside)
        if not fixed_words:
            continue
        prob = problems.get((bw, bh))
        if prob is None:
            prob = problems[(bw, bh)] = BoxProblem(words, bw, bh)
        fixed = {w: prob.index[w][moved[w]] for w in fixed_words}
        limit = min(node_budget - spent, 2000 + 200 * len(words))
        search = BoxSearch(prob, rng, limit, deadline)
        got = search.run(fixed)
        spent += search.nodes
        if got is not None:
            lay, width, height = normalise(words, {w: prob.spots[w][i] for w, i in enumerate(got)})
            if on_found:
                on_found(lay, width, height)
    return lay, spent
