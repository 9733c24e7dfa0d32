"""Layouts inside a fixed box as a binary constraint problem on bitset domains.

Under the strict rules (nothing touches except at crossings) validity is pairwise: two placements
are compatible when they cross at one cell with the same letter, or share no cell and no cell of one
is beside a cell of the other (a word that ends beside another, runs alongside it, or continues it
in the same line breaks the rules). So inside a ``width x height`` box every word is a variable whose
domain is a bitset (a Python ``int``) over its placements in the box, and placing word ``w`` at
``p`` is forward-checked by one AND per unplaced word with ``compat(p)``, built from per-cell
bitsets. Connectivity is kept by growth: a word may only be placed where it crosses a placed word.

Search: most-constrained word first (fewest placements crossing the board); each of those
placements in turn (most crossings first, then least-constraining); after they are all tried they
are removed from the word's domain and the search goes on without it (it may cross a later word),
which keeps the search complete over connected strict layouts in the box. Node budgets and seeded
random tie-breaks make it an anytime component; :func:`search_box` is one attempt.
"""

from __future__ import annotations

import random
import time

Spot = tuple[int, int, int]  # (direction 0 across / 1 down, row, col), 0-based inside the box


class _Stop(Exception):
    pass


class BoxProblem:
    """Static tables for one word list in one ``width x height`` box (cells ``r * width + c``)."""

    def __init__(self, words: list[str], width: int, height: int) -> None:
        self.words = words
        self.width = width
        self.height = height
        n = len(words)
        self.spots: list[list[Spot]] = []
        self.cells: list[list[list[int]]] = []  # word -> spot -> cells
        self.full: list[int] = []
        self.cover: list[dict[int, int]] = [dict() for _ in range(n)]  # word -> cell -> bits
        self.cover_dir: list[tuple[dict[int, int], dict[int, int]]] = [({}, {}) for _ in range(n)]
        self.cross_at: list[tuple[dict[int, dict[str, int]], dict[int, dict[str, int]]]] = [
            ({}, {}) for _ in range(n)
        ]  # word -> direction -> cell -> letter -> bits
        for w, word in enumerate(words):
            spots: list[Spot] = []
            cells: list[list[int]] = []
            L = len(word)
            for d in (0, 1):
                rows = height if d == 0 else height - L + 1
                cols = width - L + 1 if d == 0 else width
                for r in range(max(rows, 0)):
                    for c in range(max(cols, 0)):
                        i = len(spots)
                        spots.append((d, r, c))
                        cs = [r * width + c + k for k in range(L)] if d == 0 else \
                            [(r + k) * width + c for k in range(L)]
                        cells.append(cs)
                        bit = 1 << i
                        for x, ch in zip(cs, word):
                            self.cover[w][x] = self.cover[w].get(x, 0) | bit
                            self.cover_dir[w][d][x] = self.cover_dir[w][d].get(x, 0) | bit
                            per = self.cross_at[w][d].setdefault(x, {})
                            per[ch] = per.get(ch, 0) | bit
            self.spots.append(spots)
            self.cells.append(cells)
            self.full.append((1 << len(spots)) - 1)
        self._compat: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
        self.index: list[dict[Spot, int]] = [{sp: i for i, sp in enumerate(sps)} for sps in self.spots]

    def _neighbours(self, x: int, d: int) -> list[int]:
        """Cells beside ``x`` across the direction ``d`` (above/below for across), inside the box."""
        w = self.width
        if d == 0:
            return [y for y in (x - w, x + w) if 0 <= y < w * self.height]
        c = x % w
        return [y for y, ok in ((x - 1, c > 0), (x + 1, c < w - 1)) if ok]

    def _ends(self, w: int, i: int) -> list[int]:
        d, r, c = self.spots[w][i]
        L = len(self.words[w])
        if d == 0:
            return [r * self.width + cc for cc in (c - 1, c + L) if 0 <= cc < self.width]
        return [rr * self.width + c for rr in (r - 1, r + L) if 0 <= rr < self.height]

    def compat(self, w: int, i: int) -> tuple[list[int], list[int]]:
        """For spot ``i`` of word ``w``: per word, the bits of its spots compatible with it, and of
        its spots that cross it. Memoised."""
        key = (w, i)
        got = self._compat.get(key)
        if got is not None:
            return got
        d = self.spots[w][i][0]
        e = 1 - d
        word = self.words[w]
        cells = self.cells[w][i]
        sides = [self._neighbours(x, d) for x in cells]
        ends = self._ends(w, i)
        ok_list: list[int] = []
        cross_list: list[int] = []
        for v in range(len(self.words)):
            if v == w:
                ok_list.append(0)
                cross_list.append(0)
                continue
            cov = self.cover[v]
            perp = self.cover_dir[v][e]
            xat = self.cross_at[v][e]
            bad = 0
            cross = 0
            for x, ch, side in zip(cells, word, sides):
                good = xat.get(x, {}).get(ch, 0)
                cross |= good
                bad |= cov.get(x, 0) & ~good
                for y in side:
                    # a perpendicular word that reaches the side of x without crossing at x ends
                    # beside it; a parallel word alongside is legal only where a perpendicular
                    # word crosses both, which the search checks when it places words
                    bad |= perp.get(y, 0) & ~good
            for y in ends:
                bad |= cov.get(y, 0)
            ok = self.full[v] & ~bad
            ok_list.append(ok)
            cross_list.append(cross & ok)
        got = (ok_list, cross_list)
        self._compat[key] = got
        return got


def _bits(x: int) -> list[int]:
    out = []
    while x:
        low = x & -x
        out.append(low.bit_length() - 1)
        x ^= low
    return out


class BoxSearch:
    """Depth-first search for a connected strict layout of every word in a :class:`BoxProblem`."""

    def __init__(self, prob: BoxProblem, rng: random.Random, node_limit: int, deadline: float) -> None:
        self.prob = prob
        self.rng = rng
        self.node_limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        n = len(prob.words)
        self.assigned: list[int] = [-1] * n
        self.noise = [rng.random() for _ in range(n)]
        self.grid: list[str] = [""] * (prob.width * prob.height)
        self.sides = [[prob._neighbours(x, d) for x in range(prob.width * prob.height)] for d in (0, 1)]

    def _fill(self, w: int, i: int) -> list[int]:
        """Write spot ``i`` of word ``w`` into the grid; the cells that were empty."""
        new = []
        grid = self.grid
        for x, ch in zip(self.prob.cells[w][i], self.prob.words[w]):
            if not grid[x]:
                grid[x] = ch
                new.append(x)
        return new

    def _clear(self, new: list[int]) -> None:
        for x in new:
            self.grid[x] = ""

    def _legal(self, w: int, i: int) -> bool:
        """Strict rule at placing time: a new letter has no letter beside it."""
        grid = self.grid
        side = self.sides[self.prob.spots[w][i][0]]
        for x in self.prob.cells[w][i]:
            if not grid[x]:
                for y in side[x]:
                    if grid[y]:
                        return False
        return True

    def run(self, fixed: dict[int, int]) -> list[int] | None:
        """Place the words of ``fixed`` (word -> spot index; a connected valid partial layout), then
        grow; the spot index of every word, or None."""
        prob = self.prob
        n = len(prob.words)
        dom = list(prob.full)
        conn = [0] * n
        for w, i in fixed.items():
            ok, cross = prob.compat(w, i)
            for v in range(n):
                dom[v] &= ok[v] if v != w else 1 << i
                conn[v] |= cross[v]
            self.assigned[w] = i
            self._fill(w, i)
        if any(dom[v] == 0 for v in range(n)):
            return None
        try:
            if self._dfs(dom, conn, len(fixed)):
                return list(self.assigned)
        except _Stop:
            pass
        return None

    def _dfs(self, dom: list[int], conn: list[int], placed: int) -> bool:
        self.nodes += 1
        if self.nodes > self.node_limit or (self.nodes & 255 == 0 and time.monotonic() > self.deadline):
            raise _Stop
        n = len(dom)
        if placed == n:
            return True
        assigned = self.assigned
        best = -1
        best_key: tuple[float, float] = (1e30, 0.0)
        for v in range(n):
            if assigned[v] < 0:
                k = (dom[v] & conn[v]).bit_count()
                if k:
                    key = (k, self.noise[v])
                    if key < best_key:
                        best, best_key = v, key
        if best < 0:
            return False
        v = best
        options = dom[v] & conn[v]
        prob = self.prob
        scored = []
        for i in _bits(options):
            if not self._legal(v, i):
                continue
            ok, cross = prob.compat(v, i)
            # crossings with the board, then how much room it leaves the others
            hits = 0
            room = 0
            dead = False
            for u in range(n):
                if assigned[u] >= 0:
                    if cross[u] >> assigned[u] & 1:
                        hits += 1
                elif u != v:
                    left = dom[u] & ok[u]
                    if not left:
                        dead = True
                        break
                    room += left.bit_count()
            if not dead:
                scored.append((-hits, -room, self.rng.random(), i, ok, cross))
        scored.sort()
        for _, _, _, i, ok, cross in scored:
            assigned[v] = i
            new = self._fill(v, i)
            ndom = [dom[u] & ok[u] if assigned[u] < 0 else dom[u] for u in range(n)]
            nconn = [conn[u] | cross[u] for u in range(n)]
            if self._dfs(ndom, nconn, placed + 1):
                return True
            self._clear(new)
            assigned[v] = -1
        rest = dom[v] & ~options
        if not rest:
            return False
        ndom = list(dom)
        ndom[v] = rest
        return self._dfs(ndom, conn, placed)
