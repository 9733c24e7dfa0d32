"""Fill a fixed box: depth-first growth with forward checking on placement domains.

Every word keeps the set of its placements inside a ``width x height`` box that are not yet ruled
out (its domain). Placing a word rules out, for every other word, the placements that put a
different letter on one of its cells, run along it in the same direction, or put a letter just
before or after it; a word left with an empty domain ends the branch at once. These removals are
permanent within a branch (letters are never taken back there), so the pruning is sound; whatever
else a placement needs (nothing touching its sides) is tested when it is tried.

Branching: the unplaced word with the fewest legal placements crossing the board goes next; its
placements are tried by most crossings, then a seeded random order.
"""

from __future__ import annotations

import random
import time

from gridcraft.crisscross.board import ORIGIN, STEP, STRIDE, Board, Move


class _Stop(Exception):
    pass


class BoxFill:
    """One box: ``width x height`` cells whose top-left corner is the board origin.

    Args:
        words: letters as placed.
        width, height: box size in cells.
        rng: seeded randomness for tie-breaks.
    """

    def __init__(self, words: list[str], width: int, height: int, rng: random.Random) -> None:
        self.words = words
        self.width = width
        self.height = height
        self.rng = rng
        self.moves: list[Move] = []
        self.domain: list[set[int]] = [set() for _ in words]
        # cell -> [(placement id, letter or "" for an end cell)]
        self.index: dict[int, list[tuple[int, str]]] = {}
        for w, word in enumerate(words):
            n = len(word)
            for d in (0, 1):
                span_w, span_h = (n, 1) if d == 0 else (1, n)
                for r in range(height - span_h + 1):
                    for c in range(width - span_w + 1):
                        pid = len(self.moves)
                        start = ORIGIN + r * STRIDE + c
                        self.moves.append((w, d, start))
                        self.domain[w].add(pid)
                        step = STEP[d]
                        for k, ch in enumerate(word):
                            self.index.setdefault(start + k * step, []).append((pid, ch))
                        for e in (start - step, start + n * step):
                            self.index.setdefault(e, []).append((pid, ""))
        self.board = Board(words)
        self.trail: list[tuple[int, int]] = []  # (word, placement id) removed
        self.nodes = 0

    def _place(self, m: Move) -> bool:
        """Place and forward-check; False on a wiped-out domain (caller still undoes)."""
        b = self.board
        w, d, start = m
        b.place(w, d, start)
        step = STEP[d]
        n = len(self.words[w])
        moves = self.moves
        dom = self.domain
        trail = self.trail
        ok = True
        for k in range(-1, n + 1):
            y = start + k * step
            inside = 0 <= k < n
            ch = b.letters.get(y) if inside else None
            for pid, pch in self.index.get(y, ()):
                pw, pd, _ = moves[pid]
                if pw == w or pid not in dom[pw]:
                    continue
                if inside:
                    bad = pch == "" or pd == d or pch != ch
                else:
                    bad = pch != ""
                if bad:
                    dom[pw].discard(pid)
                    trail.append((pw, pid))
                    if not dom[pw] and b.placed[pw] is None:
                        ok = False
        return ok

    def _undo(self, mark: int) -> None:
        self.board.undo()
        trail = self.trail
        while len(trail) > mark:
            pw, pid = trail.pop()
            self.domain[pw].add(pid)

    def run(self, first: Move, node_limit: int, deadline: float) -> list[Move] | None:
        """Place ``first`` then grow until every word is placed; the moves, or None."""
        self.node_limit = self.nodes + node_limit
        self.deadline = deadline
        mark = len(self.trail)
        try:
            if self._place(first) and self._dfs():
                return [m for m in self.board.placed if m is not None]
        except _Stop:
            pass
        while self.board.n_placed:
            self._undo(mark)
        return None

    def _dfs(self) -> bool:
        self.nodes += 1
        if self.nodes > self.node_limit or (self.nodes & 127 == 0 and time.monotonic() > self.deadline):
            raise _Stop
        b = self.board
        if b.n_placed == len(self.words):
            return True
        unplaced = [w for w in range(len(self.words)) if b.placed[w] is None]
        by_word: dict[int, list[tuple[int, float, Move]]] = {}
        moves_ok = set()
        for w in unplaced:
            for pid in self.domain[w]:
                moves_ok.add(self.moves[pid])
        for m, shared in b.moves_touching(False, unplaced).items():
            if m in moves_ok:
                by_word.setdefault(m[0], []).append((shared, self.rng.random(), m))
        if not by_word:
            return False
        w = min(by_word, key=lambda k: (len(by_word[k]), len(self.domain[k]), -len(self.words[k])))
        for _, _, m in sorted(by_word[w], key=lambda t: (-t[0], t[1])):
            mark = len(self.trail)
            if self._place(m) and self._dfs():
                return True
            self._undo(mark)
        return False
