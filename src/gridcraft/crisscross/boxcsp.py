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
    """Static tables for one word list in one ``width x height`` box (cells ``r * width + c``).

    Spot ``i`` of a word of length ``L``: across spots first, ``i = r * (width - L + 1) + c``, then
    down spots, ``i = n_across + r * width + c``. The per-cell bitsets of a word are built the first
    time a search needs them (per cell), so a box costs little when most words stay where they are.
    """

    def __init__(self, words: list[str], width: int, height: int) -> None:
        self.words = words
        self.width = width
        self.height = height
        self.n_across = [max(0, width - len(w) + 1) * height for w in words]
        self.full = [(1 << (a + max(0, height - len(w) + 1) * width)) - 1
                     for a, w in zip(self.n_across, words)]
        self._at: dict[tuple[int, int, int], tuple[int, dict[str, int]]] = {}
        self._compat: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
        self._cells: dict[tuple[int, int], list[int]] = {}
        self._sides: list[list[list[int]]] | None = None

    def sides(self) -> list[list[list[int]]]:
        """Per direction, per cell: the cells beside it across that direction (memoised)."""
        if self._sides is None:
            self._sides = [[self._neighbours(x, d) for x in range(self.width * self.height)] for d in (0, 1)]
        return self._sides

    def spot(self, w: int, i: int) -> Spot:
        """``(direction, row, col)`` of spot ``i`` of word ``w``."""
        a = self.n_across[w]
        if i < a:
            r, c = divmod(i, self.width - len(self.words[w]) + 1)
            return (0, r, c)
        r, c = divmod(i - a, self.width)
        return (1, r, c)

    def index(self, w: int, spot: Spot) -> int:
        """Spot number of ``(direction, row, col)`` for word ``w`` (it must lie in the box)."""
        d, r, c = spot
        if d == 0:
            return r * (self.width - len(self.words[w]) + 1) + c
        return self.n_across[w] + r * self.width + c

    def cells(self, w: int, i: int) -> list[int]:
        """Cells of spot ``i`` of word ``w`` (memoised)."""
        got = self._cells.get((w, i))
        if got is None:
            d, r, c = self.spot(w, i)
            x = r * self.width + c
            step = 1 if d == 0 else self.width
            got = self._cells[(w, i)] = [x + k * step for k in range(len(self.words[w]))]
        return got

    def at(self, v: int, d: int, x: int) -> tuple[int, dict[str, int]]:
        """Spots of word ``v`` in direction ``d`` covering cell ``x``: all of them, and by the letter
        they put there (memoised)."""
        key = (v, d, x)
        got = self._at.get(key)
        if got is not None:
            return got
        word = self.words[v]
        L = len(word)
        r, c = divmod(x, self.width)
        bits = 0
        by: dict[str, int] = {}
        for k in range(L):
            if d == 0:
                rr, cc = r, c - k
                ok = 0 <= cc <= self.width - L
                i = rr * (self.width - L + 1) + cc
            else:
                rr, cc = r - k, c
                ok = 0 <= rr <= self.height - L
                i = self.n_across[v] + rr * self.width + cc
            if ok:
                bit = 1 << i
                bits |= bit
                by[word[k]] = by.get(word[k], 0) | bit
        got = self._at[key] = (bits, by)
        return got

    def _neighbours(self, x: int, d: int) -> list[int]:
        """Cells beside ``x`` across the direction ``d`` (above/below for across), inside the box."""
        w = self.width
        if d == 0:
            return [y for y in (x - w, x + w) if 0 <= y < w * self.height]
        c = x % w
        return [y for y, ok in ((x - 1, c > 0), (x + 1, c < w - 1)) if ok]

    def _ends(self, w: int, i: int) -> list[int]:
        d, r, c = self.spot(w, i)
        L = len(self.words[w])
        if d == 0:
            return [r * self.width + cc for cc in (c - 1, c + L) if 0 <= cc < self.width]
        return [rr * self.width + c for rr in (r - 1, r + L) if 0 <= rr < self.height]

    def compat(self, w: int, i: int, only: list[int] | None = None) -> tuple[list[int], list[int]]:
        """For spot ``i`` of word ``w``: per word ``v``, the bits of ``v``'s spots compatible with it
        and of ``v``'s spots that cross it. Entries are filled for the words in ``only`` (default
        all); others may be missing (-1). Memoised."""
        key = (w, i)
        got = self._compat.get(key)
        n = len(self.words)
        if got is None:
            got = ([-1] * n, [-1] * n)
            got[0][w] = got[1][w] = 0
            self._compat[key] = got
        ok_list, cross_list = got
        todo = [v for v in (range(n) if only is None else only) if ok_list[v] < 0]
        if not todo:
            return got
        d = self.spot(w, i)[0]
        e = 1 - d
        word = self.words[w]
        cells = self.cells(w, i)
        sides = [self._neighbours(x, d) for x in cells]
        ends = self._ends(w, i)
        for v in todo:
            at = self.at
            bad = 0
            cross = 0
            for x, ch, side in zip(cells, word, sides):
                perp_x, by = at(v, e, x)
                good = by.get(ch, 0)
                cross |= good
                bad |= (perp_x | at(v, d, x)[0]) & ~good
                for y in side:
                    # a perpendicular word that reaches the side of x without crossing at x ends
                    # beside it; a parallel word alongside is legal only where a perpendicular
                    # word crosses both, which the search checks when it places words
                    bad |= at(v, e, y)[0] & ~good
            for y in ends:
                bad |= at(v, 0, y)[0] | at(v, 1, y)[0]
            ok = self.full[v] & ~bad
            ok_list[v] = ok
            cross_list[v] = cross & ok
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
        self.sides = prob.sides()

    def _fill(self, w: int, i: int) -> list[int]:
        """Write spot ``i`` of word ``w`` into the grid; the cells that were empty."""
        new = []
        grid = self.grid
        for x, ch in zip(self.prob.cells(w, i), self.prob.words[w]):
            if not grid[x]:
                grid[x] = ch
                new.append(x)
        return new

    def _clear(self, new: list[int]) -> None:
        for x in new:
            self.grid[x] = ""

    def _legal(self, w: int, i: int) -> int:
        """Crossings with the board, or -1 if a new letter would have a letter beside it."""
        grid = self.grid
        side = self.sides[self.prob.spot(w, i)[0]]
        hits = 0
        for x in self.prob.cells(w, i):
            if grid[x]:
                hits += 1
            else:
                for y in side[x]:
                    if grid[y]:
                        return -1
        return hits

    def run(self, fixed: dict[int, int]) -> list[int] | None:
        """Place the words of ``fixed`` (word -> spot index; a connected valid partial layout), then
        grow; the spot index of every word, or None."""
        prob = self.prob
        n = len(prob.words)
        dom = list(prob.full)
        conn = [0] * n
        self.free = [v for v in range(n) if v not in fixed]
        for w, i in fixed.items():
            ok, cross = prob.compat(w, i, self.free)
            dom[w] = 1 << i
            for v in self.free:
                dom[v] &= ok[v]
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
        if self.nodes > self.node_limit or (self.nodes & 15 == 0 and time.monotonic() > self.deadline):
            raise _Stop
        free = self.free
        if not free:
            return True
        best = -1
        best_key: tuple[float, float] = (1e30, 0.0)
        noise = self.noise
        for v in free:
            k = (dom[v] & conn[v]).bit_count()
            if k and (k, noise[v]) < best_key:
                best, best_key = v, (k, noise[v])
        if best < 0:
            return False
        v = best
        options = dom[v] & conn[v]
        prob = self.prob
        free.remove(v)
        scored = []
        for i in _bits(options):
            hits = self._legal(v, i)
            if hits < 0:
                continue
            ok, cross = prob.compat(v, i, free)
            # crossings with the board, then how much room it leaves the others
            room = 0
            for u in free:
                left = dom[u] & ok[u]
                if not left:
                    break
                room += left.bit_count()
            else:
                scored.append((-hits, -room, self.rng.random(), i, ok, cross))
        scored.sort()
        assigned = self.assigned
        for _, _, _, i, ok, cross in scored:
            assigned[v] = i
            new = self._fill(v, i)
            ndom = dom.copy()
            nconn = conn.copy()
            for u in free:
                ndom[u] &= ok[u]
                nconn[u] |= cross[u]
            if self._dfs(ndom, nconn, placed + 1):
                return True
            self._clear(new)
            assigned[v] = -1
        free.append(v)
        rest = dom[v] & ~options
        if not rest:
            return False
        ndom = dom.copy()
        ndom[v] = rest
        return self._dfs(ndom, conn, placed)
