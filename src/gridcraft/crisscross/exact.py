"""Exact criss-cross search: branch and bound over placements, proving the minimum footprint.

Algorithm (our own; growth step after the published "place a word, cross unplaced words into placed
ones" generator design, made exact):

* Symmetry: the longest word is placed across at the origin. Every layout has it across or down, and
  the transpose of a layout is the same layout turned, so each layout is met once up to transposition.
* Branching: if some run of 2+ letters is *pending* (no placed word covers it), branch on the
  unplaced words that can cover exactly that run; otherwise branch on every legal placement of an
  unplaced word that shares a cell with the board. In that second case, after exploring placement
  ``m`` it is forbidden in the rest of the node's subtree, so every set of placements is met once.
  Every connected valid layout is reachable: some unplaced word of it always shares a cell with what
  is already placed (a letter next to the board lies in a run with a board letter, and that run is a
  word not yet placed).
* Bound: the bounding box only grows; a word still to place needs a side at least its length; the
  aspect and page caps then give a least area (:class:`~gridcraft.crisscross.shape.Shape`). Crossings
  are at most (letters of all words) - (letters on the board). Nodes that cannot beat the best
  ``(area, -crossings)`` found so far are cut.

Cost: exponential in the number of words; practical up to about a dozen words.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from gridcraft.crisscross.board import ORIGIN, STEP, STRIDE, Board, Move
from gridcraft.crisscross.shape import Shape


class _OutOfTime(Exception):
    pass


Score = tuple[float, int, int]  # (area, -crossings, |width - height|)


class ExactSearch:
    """Branch-and-bound search for the best layout of ``words`` (letters, upper-case).

    Args:
        words: the words as placed.
        shape: allowed footprints.
        deadline: ``time.monotonic()`` value at which to stop (the result is then not proven).
        incumbent: score of a layout already known; only strictly better ones are looked for.
        progress: called now and then with the nodes searched and the best area so far.
    """

    def __init__(
        self,
        words: list[str],
        shape: Shape,
        deadline: float,
        incumbent: Score | None = None,
        progress: Callable[[int, float], None] | None = None,
        *,
        allow_pending: bool = True,
        node_limit: int | None = None,
    ) -> None:
        self.words = words
        self.allow_pending = allow_pending
        self.node_limit = node_limit if node_limit is not None else 1 << 62
        self.shape = shape
        self.deadline = deadline
        self.best: Score = incumbent or (float("inf"), 0, 0)
        self.best_moves: list[Move] | None = None
        self.nodes = 0
        self.complete = False
        self.progress = progress
        self.total = sum(len(w) for w in words)
        self.board = Board(words)
        self.forbidden: set[Move] = set()
        self._lb_memo: dict[tuple[int, int, int], float] = {}
        self.deepest = 0  # most words placed at once in a valid partial layout
        self.left_out: list[int] = []  # the words missing at that deepest node

    def run(self) -> bool:
        """Search from the longest word across at the origin; return True when the search space
        was exhausted (the best is then proven)."""
        first = max(range(len(self.words)), key=lambda w: (len(self.words[w]), -w))
        self.board.place(first, 0, ORIGIN)
        try:
            self._dfs()
            self.complete = True
        except _OutOfTime:
            self.complete = False
        return self.complete

    # -- bound -----------------------------------------------------------------------------------
    def _cut(self, bound: Score) -> bool:
        return bound[:2] >= self.best[:2]

    def _longest_unplaced(self) -> tuple[int, int, int]:
        """(length of the longest unplaced word, that word, length of the next longest)."""
        b = self.board
        lens = sorted(((len(self.words[w]), w) for w in range(len(self.words)) if b.placed[w] is None),
                      reverse=True)
        if not lens:
            return (0, -1, 0)
        return (lens[0][0], lens[0][1], lens[1][0] if len(lens) > 1 else 0)

    # -- search ----------------------------------------------------------------------------------
    def _dfs(self) -> None:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _OutOfTime
        if self.nodes & 1023 == 0:
            if time.monotonic() > self.deadline:
                raise _OutOfTime
            if self.progress and self.nodes & 65535 == 0:
                self.progress(self.nodes, self.best[0])
        b = self.board
        pend = b.first_pending()
        if pend is None and b.n_placed > self.deepest:
            self.deepest = b.n_placed
            self.left_out = [w for w in range(len(self.words)) if b.placed[w] is None]
        if pend is None and b.n_placed == len(self.words):
            self._leaf()
            return
        options = self._options(pend)
        added = []
        for _, m, bound in options:
            if self._cut(bound):  # the best may have improved since the options were made
                continue
            b.place(*m)
            self._dfs()
            b.undo()
            if pend is None:  # covering a pending run: the options exclude each other already
                self.forbidden.add(m)
                added.append(m)
        for m in added:
            self.forbidden.discard(m)

    def _options(self, pend: tuple[int, int, int] | None) -> list[tuple[tuple[float, int, int, int, int], Move, Score]]:
        b = self.board
        if pend is not None:
            d, a, n = pend
            text = b.run_text(d, a, n)
            cands: set[Move] = set()
            for w, word in enumerate(self.words):
                if b.placed[w] is not None:
                    continue
                i = word.find(text)
                while i >= 0:
                    cands.add((w, d, a - i * STEP[d]))
                    i = word.find(text, i + 1)
        else:
            cands = b.candidates()
        top, top_word, second = self._longest_unplaced()
        best_area = self.best[0]
        lower_bound = self.shape.lower_bound
        lb_memo = self._lb_memo
        out = []
        nl = len(b.letters)
        a0, a1, b0, b1 = b.box  # rows a0..a1, cols b0..b1 (board codes)
        words = self.words
        forbidden = self.forbidden
        deadline = self.deadline
        for k, m in enumerate(cands):
            if k & 255 == 255 and time.monotonic() > deadline:  # long words: many candidates
                raise _OutOfTime
            if m in forbidden:
                continue
            w, d, start = m
            r, c = divmod(start, STRIDE)
            n = len(words[w]) - 1
            if d == 0:
                width = max(b1, c + n) - min(b0, c) + 1
                height = max(a1, r) - min(a0, r) + 1
            else:
                width = max(b1, c) - min(b0, c) + 1
                height = max(a1, r + n) - min(a0, r) + 1
            key = (width, height, second if w == top_word else top)
            area = lb_memo.get(key)
            if area is None:
                area = lb_memo[key] = lower_bound(*key)
            if area > best_area:
                continue
            shared = b.check(m[0], m[1], m[2], self.allow_pending)
            if shared < 0 or (shared == 0 and pend is None):
                continue
            bound: Score = (area, -(self.total - (nl + len(self.words[m[0]]) - shared)), 0)
            if self._cut(bound):
                continue
            out.append(((area, -shared, m[0], m[1], m[2]), m, bound))
        out.sort()
        return out

    def _leaf(self) -> None:
        b = self.board
        r0, r1, c0, c1 = b.box
        w, h = c1 - c0 + 1, r1 - r0 + 1
        if not self.shape.fits(w, h):
            return
        score: Score = (w * h, -(self.total - len(b.letters)), abs(w - h))
        if score < self.best:
            self.best = score
            self.best_moves = [m for m in b.placed if m is not None]
