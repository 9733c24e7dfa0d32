"""First layouts for the anytime search: growth under a bounding-box cap.

Algorithm (our own): depth-first growth under strict rules (nothing touches except at crossings),
inside a bounding-box cap ``width x height`` that floats with the layout. At each node the unplaced
word with the fewest legal placements crossing the board is placed next (most constrained first);
its placements are tried by most crossings, then least growth of the box, ties broken by a seeded
random order; once they are all tried the search goes on without that word for now. Each attempt
has a node budget; :func:`improve` first finds any layout, then asks for layouts inside boxes of
smaller area. :mod:`gridcraft.crisscross.shrink` takes over from there.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from gridcraft.crisscross.board import ORIGIN, Board, Move


class _Stop(Exception):
    pass


class GrowSearch:
    """One attempt: find a layout of all ``words`` whose box is at most ``width x height``.

    Args:
        words: letters as placed.
        width, height: the box cap in cells.
        rng: the source of tie-breaking randomness.
        node_limit: nodes for this attempt.
        deadline: a ``time.monotonic()`` value after which the attempt stops.
    """

    def __init__(self, words: list[str], width: int, height: int, rng: random.Random,
                 node_limit: int, deadline: float) -> None:
        self.words = words
        self.width = width
        self.height = height
        self.rng = rng
        self.node_limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        self.board = Board(words)
        self.noise = [rng.random() for _ in range(len(words))]
        self.forbidden: set[Move] = set()

    def run(self, first: int, first_dir: int) -> list[Move] | None:
        """Place ``first`` at the origin in direction ``first_dir`` and grow; the moves or None."""
        if len(self.words[first]) > (self.width if first_dir == 0 else self.height):
            return None
        self.board.place(first, first_dir, ORIGIN)
        try:
            if self._dfs():
                return [m for m in self.board.placed if m is not None]
        except _Stop:
            pass
        return None

    def _fits(self, box: tuple[int, int, int, int]) -> bool:
        return box[3] - box[2] < self.width and box[1] - box[0] < self.height

    def _dfs(self) -> bool:
        self.nodes += 1
        if self.nodes > self.node_limit or time.monotonic() > self.deadline:  # nodes are costly here
            raise _Stop
        b = self.board
        if b.n_placed == len(self.words):
            return True
        by_word: dict[int, list[tuple[int, int, Move]]] = {}
        forbidden = self.forbidden
        for m, shared in b.moves_touching(False).items():
            if m in forbidden:
                continue
            box = b.box_after(*m)
            if self._fits(box):
                grow = (box[1] - box[0] + 1) * (box[3] - box[2] + 1)
                by_word.setdefault(m[0], []).append((shared, grow, m))
        if not by_word:
            return False
        w = min(by_word, key=lambda k: (len(by_word[k]), -len(self.words[k]), self.noise[k]))
        rng = self.rng
        opts = sorted(by_word[w], key=lambda t: (-t[0], t[1], rng.random()))
        done = []
        try:
            for _, _, m in opts:
                b.place(*m)
                if self._dfs():
                    return True
                b.undo()
                forbidden.add(m)
                done.append(m)
            # the word may cross words placed later: look on without it for now
            return len(by_word) > 1 and self._dfs()
        finally:
            for m in done:
                forbidden.discard(m)


def improve(
    words: list[str],
    fits: Callable[[int, int], bool],
    deadline: float,
    rng: random.Random,
    best: tuple[int, int] | None = None,
    on_found: Callable[[list[Move], int, int], None] | None = None,
    progress: Callable[[str], None] | None = None,
    node_budget: int = 1 << 62,
) -> tuple[int, int]:
    """Search for ever smaller layouts until ``node_budget`` nodes are spent or ``deadline`` passes;
    return (nodes, attempts).

    Args:
        words: letters as placed.
        fits: ``fits(width, height)``, whether a box is allowed.
        deadline: ``time.monotonic()`` value to stop at.
        rng: seeded randomness.
        best: ``(width, height)`` of the best layout already known, if any.
        on_found: called with ``(moves, width, height)`` for each improvement. The box cap bounds
            the layout's box, not its shape: the caller checks the footprint rules.
        progress: called with a one-line status after each attempt.
    """
    longest = max(len(w) for w in words)
    first = max(range(len(words)), key=lambda w: (len(words[w]), -w))
    nodes = attempts = 0
    total = sum(len(w) for w in words)
    budget = 2000
    while nodes < node_budget and time.monotonic() < deadline:
        area = best[0] * best[1] if best else None
        boxes = _boxes(longest, total, area, fits)
        if not boxes:
            break
        # try the boxes just below the best area first, a few at random among the nearest
        pick = boxes[: max(1, min(len(boxes), 6))]
        w, h = rng.choice(pick) if best else boxes[0]
        attempts += 1
        s = GrowSearch(words, w, h, rng, min(budget, node_budget - nodes), deadline)
        moves = s.run(first, 0 if w >= longest else 1)
        nodes += s.nodes
        if moves is not None:
            b = s.board
            r0, r1, c0, c1 = b.box
            best = (c1 - c0 + 1, r1 - r0 + 1)
            if on_found:
                on_found(moves, *best)
        elif s.nodes > budget:
            budget = min(int(budget * 1.3) + 1, 200000)
        if progress:
            progress(f"box search: best {best[0] * best[1] if best else '-'}, {attempts} boxes, {nodes} nodes")
    return nodes, attempts


def _boxes(longest: int, total: int, below: int | None,
           fits: Callable[[int, int], bool]) -> list[tuple[int, int]]:
    """Allowed boxes with area below ``below`` (largest first), or one generous box when None."""
    if below is None:
        side = max(longest, int((total * 3) ** 0.5) + 2)
        for extra in range(4 * side):
            for w, h in ((side + extra, side + extra), (side + extra, side), (side, side + extra)):
                if fits(w, h):
                    return [(w, h)]
        # tight page caps: the roomiest allowed box
        roomy = [(w, h) for w in range(longest, 8 * side) for h in range(2, 8 * side)
                 if fits(w, h) or fits(h, w)]
        return [max(roomy, key=lambda b: (b[0] * b[1], b))] if roomy else []
    out = []
    for w in range(2, below):
        for h in range(2, below // w + 1):
            if w * h < below and max(w, h) >= longest and w * h >= total // 2 and fits(w, h):
                out.append((w, h))
    out.sort(key=lambda b: (-b[0] * b[1], abs(b[0] - b[1])))
    return out
