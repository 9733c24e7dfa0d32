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
  aspect and page caps then give a least area (:class:`~gridcraft.crisscross.search.shape.Shape`). Crossings
  are at most (letters of all words) - (letters on the board). Nodes that cannot beat the best
  ``(area, -crossings)`` found so far are cut.
* Viability (C search): once a layout is known, a node is cut when some unplaced word has no place
  at all (crossing or not) inside any box the area bound still allows: a place must agree with every
  letter on the board, leave the cells before and after it empty, and lengthen no placed word. Each
  of these holds in every layout that completes the board, and adding words only takes places away,
  so the cut is sound. A word's last place found is tried first at the next node. A move forbidden
  in the node's subtree (explored at an ancestor) is no place either.
* Runs (C search, with viability and dense blocks allowed): a move that leaves a run of 2+ letters
  no placed word covers (a pending run, across the move) is kept only when some other unplaced word
  holds that run's letters in a row: whatever word covers the run later holds them, as a run only
  grows. A table of every word's runs (hashes, with the words that hold each) answers in one look-up.
  The same rule narrows the places the viability cut accepts.

Cost: exponential in the number of words. The same search exists in C (``_exact.c``, an optional
extension, move for move the same nodes in the same order, about 30 times faster); :meth:`run` uses
it when it is built (:func:`native_available`), and ``GRIDCRAFT_PURE_PYTHON=1`` forces Python.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gridcraft.crisscross.search.board import ORIGIN, STEP, STRIDE, Board, Move
from gridcraft.crisscross.search.shape import Shape
from gridcraft.engine import Budget, native

if TYPE_CHECKING:  # the types of what C returns: _exact.pyi
    from gridcraft.crisscross.search import _exact as _native
else:
    _native = native.load(
        "gridcraft.crisscross.search._exact"
    )  # None: built without a C compiler  # None: built without a C compiler

#: most letters in a list the C search takes (its board and tables grow with the square of this)
NATIVE_MAX_LETTERS = 400


def native_available() -> bool:
    """True when the C search is built and ``GRIDCRAFT_PURE_PYTHON`` is not set to ``1``."""
    return native.enabled(_native)


def native_for(words: list[str]) -> bool:
    """True when :meth:`ExactSearch.run` searches ``words`` in C by default: the C search is
    available and the list has at most :data:`NATIVE_MAX_LETTERS` letters."""
    return native_available() and sum(len(w) for w in words) <= NATIVE_MAX_LETTERS


class _OutOfTime(Exception):
    pass


Score = tuple[float, int, int]  # (area, -crossings, |width - height|)


class ExactSearch:
    """Branch-and-bound search for the best layout of ``words`` (letters, upper-case).

    Args:
        words: the words as placed.
        shape: allowed footprints.
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` at which to stop (the result is then not proven).
        incumbent: score of a layout already known; only strictly better ones are looked for.
        progress: called now and then with the nodes searched and the best area so far.
        allow_pending: let runs of two or more letters wait for a word (dense blocks); False keeps
            every partial layout strict (nothing touches except at crossings).
        node_limit: stop after this many nodes (the result is then not proven).
        viability: (C search only) cut a node where some unplaced word has no place left in any box
            the area bound still allows; it changes how many nodes are searched, never the result.
        threads: (C search only) 2 searches the subtrees below the root's grandchildren on two
            threads sharing the best layout: the same proven optimum in less time, but which of
            several equally good layouts is returned, and what an unfinished search returns, then
            depend on timing. 1 (the default) gives the same nodes in the same order every run.
        resume: (C search only) split the search into items as ``threads`` 2 does (the subtrees
            below the root's grandchildren, in a fixed order) and skip the first ``resume`` of
            them: an earlier search of the same words, shape and incumbent that found no better
            layout (the items depend on the bound) searched them to their end (its
            :attr:`items_done`). None: no split on one thread.

    Attributes:
        items_done: after :meth:`run` with ``threads`` 2 or ``resume``: how many items from the
            first are searched to their end (all of them when the search was exhausted), the
            ``resume`` of a search that goes on from here; -1 when it stopped before the items
            were known; None without the split.
        items: how many items the split has (None without it).

    Raises:
        ValueError: (from :meth:`run`) ``resume`` without the C search, or past the last item.
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
        viability: bool = True,
        threads: int = 1,
        resume: int | None = None,
    ) -> None:
        self.words = words
        self.resume = resume
        self.items_done: int | None = None
        self.items: int | None = None
        self.allow_pending = allow_pending
        self.viability = viability
        self.threads = threads
        self.node_limit = node_limit if node_limit is not None else 1 << 62
        self.shape = shape
        self.deadline = deadline
        self._clock = Budget.until(deadline)  # the one clock: read through a budget
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

    def run(self, native: bool | None = None) -> bool:
        """Search from the longest word across at the origin; return True when the search space
        was exhausted (the best is then proven).

        Args:
            native: run the C search (None: when :func:`native_for` the words).

        Raises:
            KeyboardInterrupt: (or what ``progress`` raised) with :attr:`best_moves` and
                :attr:`nodes` kept up to date.
        """
        if native is None:
            native = native_for(self.words)
        if native:
            return self._run_native()
        if self.resume is not None:
            raise ValueError("resume needs the C search")
        first = max(range(len(self.words)), key=lambda w: (len(self.words[w]), -w))
        self.board.place(first, 0, ORIGIN)
        try:
            self._dfs()
            self.complete = True
        except _OutOfTime:
            self.complete = False
        return self.complete

    def _run_native(self) -> bool:
        assert _native is not None
        ids: dict[str, int] = {}
        words = [[ids.setdefault(ch, len(ids) + 1) for ch in word] for word in self.words]
        sh = self.shape
        resume = -1 if self.resume is None else self.resume
        status, nodes, best, moves, deepest, left_out, error, (done, items) = _native.search(
            words, sh.ratio, sh.mw, sh.mh, self.best, self.allow_pending,
            min(self.node_limit, 1 << 62), self.deadline, self.progress, self.viability, self.threads, resume,
        )  # fmt: skip
        self.nodes = nodes
        if self.threads >= 2 or self.resume is not None:
            self.items_done, self.items = done, items
        if moves is not None:
            self.best = (int(best[0]), best[1], best[2])
            self.best_moves = [(w, d, ORIGIN + r * STRIDE + c) for w, d, r, c in moves]
        self.deepest, self.left_out = deepest, left_out
        if error is not None:
            raise error
        self.complete = status == 0
        return self.complete

    # -- bound -----------------------------------------------------------------------------------
    def _cut(self, bound: Score) -> bool:
        return bound[:2] >= self.best[:2]

    def _longest_unplaced(self) -> tuple[int, int, int]:
        """(length of the longest unplaced word, that word, length of the next longest)."""
        b = self.board
        lens = sorted(
            ((len(self.words[w]), w) for w in range(len(self.words)) if b.placed[w] is None), reverse=True
        )
        if not lens:
            return (0, -1, 0)
        return (lens[0][0], lens[0][1], lens[1][0] if len(lens) > 1 else 0)

    # -- search ----------------------------------------------------------------------------------
    def _dfs(self) -> None:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _OutOfTime
        if self.nodes & 1023 == 0:
            if self._clock.expired():
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

    def _options(
        self, pend: tuple[int, int, int] | None
    ) -> list[tuple[tuple[float, int, int, int, int], Move, Score]]:
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
        clock = self._clock
        for k, m in enumerate(cands):
            if k & 255 == 255 and clock.expired():  # long words: many candidates
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
