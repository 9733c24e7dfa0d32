"""A partial criss-cross layout inside a fixed box, under the strict rules, with cheap undo.

The box ``width x height`` is stored with a one-cell wall around it, row-major with row stride
``W = width + 2``, so that a step across is ``+1``, a step down is ``+W`` and no bounds test is
needed inside the box. A placement is ``(direction, start)``: direction 0 across, 1 down; ``start``
is the padded cell index of the first letter. Letters are small positive integer codes (walls -1,
empty 0).

Strict rules (the anytime search's model): a new letter may not have a letter beside it across
its word's direction, nor may a letter lie just before or after a word. Every state reached by
:meth:`BoxState.place` from an empty or valid state is therefore a valid layout of the words placed
(nothing touches except at crossings). Parallel words can still lie side by side where a word
crosses both (two crossings in a row on that word); taking that word out would leave a run no word
covers, so :meth:`BoxState.take_out` also takes out one of the parallel words. Dense blocks (parallel
words side by side, every column also a word) are outside this model; the exact search reaches them.
"""

from __future__ import annotations

Spot = tuple[int, int, int]  # (direction 0 across / 1 down, row, col), 0-based inside the box


class BoxState:
    """Letters of placed words in a ``width x height`` box (cells), with owners per direction.

    Args:
        codes: each word as a tuple of letter codes (positive ints; equal letters, equal codes).
        width, height: the box in cells.
    """

    def __init__(self, codes: list[tuple[int, ...]], width: int, height: int) -> None:
        self.codes = codes
        self.width, self.height = width, height
        W = self.W = width + 2
        self.size = W * (height + 2)
        g = [0] * self.size
        for c in range(W):
            g[c] = g[self.size - W + c] = -1
        for r in range(height + 2):
            g[r * W] = g[r * W + W - 1] = -1
        self.grid = g
        self.own = ([-1] * self.size, [-1] * self.size)  # word covering a cell, per direction
        top = max((max(w) for w in codes), default=0)
        # letter code -> cells holding it, in a fixed order (the C search keeps the same order): a new
        # cell goes last, a cell that empties takes the place of the last one (``slot``: its index)
        self.at: list[list[int]] = [[] for _ in range(top + 1)]
        self.slot = [0] * self.size
        self.pos: list[tuple[int, int] | None] = [None] * len(codes)
        self.crossings = 0
        self.unplaced = sum(len(w) for w in codes)  # letters of the words not placed

    def cell(self, r: int, c: int) -> int:
        """Padded index of cell ``(row, col)`` of the box (0-based)."""
        return (r + 1) * self.W + c + 1

    def check(self, w: int, d: int, s: int) -> int:
        """Letters shared with the board if word ``w`` goes at ``(d, s)``, or -1 if illegal (outside
        the box, a clash, a cell already covered in direction ``d``, a letter touching it)."""
        word = self.codes[w]
        step = 1 if d == 0 else self.W
        if s < 0 or s + (len(word) - 1) * step >= self.size:
            return -1
        p = self.W if d == 0 else 1
        g = self.grid
        own = self.own[d]
        hits = 0
        x = s
        for ch in word:
            v = g[x]
            if v:
                if v != ch or own[x] >= 0:
                    return -1
                hits += 1
            elif g[x - p] > 0 or g[x + p] > 0:
                return -1
            x += step
        if g[s - step] > 0 or g[x] > 0:
            return -1
        return hits

    def place(self, w: int, d: int, s: int) -> None:
        """Put word ``w`` at ``(d, s)``; the move must have passed :meth:`check`."""
        step = 1 if d == 0 else self.W
        g = self.grid
        own = self.own[d]
        at = self.at
        x = s
        for ch in self.codes[w]:
            if g[x]:
                self.crossings += 1
            else:
                g[x] = ch
                self.slot[x] = len(at[ch])
                at[ch].append(x)
            own[x] = w
            x += step
        self.pos[w] = (d, s)
        self.unplaced -= len(self.codes[w])

    def remove(self, w: int) -> None:
        """Take word ``w`` off the board (its crossing cells keep the other word's letter)."""
        pos = self.pos[w]
        assert pos is not None
        d, s = pos
        step = 1 if d == 0 else self.W
        g = self.grid
        own = self.own[d]
        other = self.own[1 - d]
        x = s
        for ch in self.codes[w]:
            own[x] = -1
            if other[x] < 0:
                g[x] = 0
                cells = self.at[ch]
                last = cells.pop()
                if last != x:
                    cells[self.slot[x]] = last
                    self.slot[last] = self.slot[x]
            else:
                self.crossings -= 1
            x += step
        self.pos[w] = None
        self.unplaced += len(self.codes[w])

    def take_out(self, w: int) -> list[int]:
        """Remove word ``w`` and, where it held parallel words side by side (two crossings in a
        row), the word crossing it at the second cell, and so on; the board stays a valid layout.
        Returns the words removed (``w`` first)."""
        out = []
        todo = [w]
        while todo:
            v = todo.pop()
            pos = self.pos[v]
            if pos is None:
                continue
            d, s = pos
            step = 1 if d == 0 else self.W
            cells = [s + k * step for k in range(len(self.codes[v]))]
            self.remove(v)
            out.append(v)
            other = self.own[1 - d]
            kept = False
            for x in cells:
                if self.grid[x] > 0 and kept:
                    todo.append(other[x])  # its letter goes, so x is free again
                    kept = False
                else:
                    kept = self.grid[x] > 0
        return out

    def prune_uncovered(self) -> list[int]:
        """Take out words until every run of two or more letters is a placed word (needed after
        placing part of a valid layout, whose word holding parallel words together may be
        missing); returns the words taken out."""
        out: list[int] = []
        W = self.W
        g = self.grid
        for d, step in ((0, 1), (1, W)):
            own = self.own[d]
            other = self.own[1 - d]
            for x in range(W, self.size - W):
                y = x + step
                if g[x] > 0 and g[y] > 0 and (own[x] < 0 or own[x] != own[y]):
                    # y's letter belongs to a word across this line; without it the run is gone
                    out += self.take_out(other[y] if other[y] >= 0 else own[y])
        return out

    def options(self, w: int, limit: int = 0, since: list[int] | None = None) -> list[tuple[int, int, int]]:
        """Legal placements of word ``w`` that cross the board: ``(shared letters, d, start)``, for
        each letter of ``w`` in turn, the cells holding it in :attr:`at`'s order. With ``limit``
        above 0 the look stops once ``limit`` placements were checked and one was legal. With
        ``since`` (per letter of ``w``, a count of :attr:`at`'s cells), only placements through the
        cells put there since are looked at: after a look that found none, only those can be legal
        (letters only ever fill empty cells, and a placement that became legal holds one of them)."""
        out = []
        seen = set()
        W = self.W
        own0, own1 = self.own
        check = self.check
        checked = 0
        for i, ch in enumerate(self.codes[w]):
            cells = self.at[ch]
            for x in cells[since[i] :] if since else cells:
                for d, free, s in ((0, own0[x] < 0, x - i), (1, own1[x] < 0, x - i * W)):
                    if free and s >= 0 and (d, s) not in seen:  # s < 0: above the box
                        seen.add((d, s))
                        h = check(w, d, s)
                        if h > 0:
                            out.append((h, d, s))
                        checked += 1
                if limit and checked >= limit and out:
                    return out
        return out

    def crossed(self, w: int) -> list[int]:
        """The placed words that word ``w`` (placed) crosses."""
        pos = self.pos[w]
        assert pos is not None
        d, s = pos
        step = 1 if d == 0 else self.W
        other = self.own[1 - d]
        return [other[s + k * step] for k in range(len(self.codes[w])) if other[s + k * step] >= 0]

    def placed(self) -> list[int]:
        """Indices of the placed words, ascending."""
        return [w for w, p in enumerate(self.pos) if p is not None]

    def keep_largest_piece(self) -> None:
        """Remove every word outside the largest connected piece (ties: the piece of the lowest
        word index), so that the board is one piece again."""
        seen: set[int] = set()
        pieces = []
        for w0 in self.placed():
            if w0 in seen:
                continue
            piece = [w0]
            seen.add(w0)
            for w in piece:
                for v in self.crossed(w):
                    if v not in seen:
                        seen.add(v)
                        piece.append(v)
            pieces.append(piece)
        if len(pieces) > 1:
            keep = max(pieces, key=len)
            for piece in pieces:
                if piece is not keep:
                    for w in piece:
                        self.remove(w)

    def snapshot(self) -> list[tuple[int, int] | None]:
        """Where every word is (``(d, start)`` or None), for :meth:`restore`."""
        return list(self.pos)

    def restore(self, snap: list[tuple[int, int] | None]) -> None:
        """Return to a snapshot taken on this board."""
        for w, p in enumerate(self.pos):
            if p is not None and p != snap[w]:
                self.remove(w)
        for w, p in enumerate(snap):
            if p is not None and self.pos[w] is None:
                self.place(w, *p)

    def _check(self) -> None:
        """Recompute the whole board from ``pos`` (where each word is) and compare it with what is kept.

        Checks the box (``W``, ``size``, array lengths); that every placed word lies inside the box
        with no letter just before or after it; ``grid`` cell by cell (walls, the letters the placed
        words spell with no clash, empty elsewhere); both ``own`` arrays (one word per cell and
        direction, -1 elsewhere); ``at`` for every letter code (and ``slot``, each cell's index there); ``crossings`` (cells covered in both
        directions) and ``unplaced`` (letters of the words not placed). The other strict rules are not
        checked: a bare :meth:`remove` may leave a run no word covers, or the board in pieces.

        Only for tests; the search never calls it. Cost: O(size of the padded box + letters of the
        word list).

        Raises:
            AssertionError: on the first difference found, saying what differs.
        """
        W, size, codes = self.W, self.size, self.codes
        if W != self.width + 2 or size != W * (self.height + 2):
            raise AssertionError(f"W = {W}, size = {size} for a {self.width} x {self.height} box")
        if len(self.grid) != size or len(self.own[0]) != size or len(self.own[1]) != size:
            raise AssertionError(
                f"grid / own lengths {len(self.grid)}, {len(self.own[0])}, {len(self.own[1])}, not {size}"
            )
        if len(self.pos) != len(codes):
            raise AssertionError(f"pos has {len(self.pos)} slots for {len(codes)} words")
        if any(ch <= 0 for word in codes for ch in word):
            raise AssertionError("a letter code is not positive")

        def rc(x: int) -> tuple[int, int]:
            r, c = divmod(x, W)
            return (r - 1, c - 1)

        grid = [0] * size
        for x in range(size):
            r, c = divmod(x, W)
            if r in (0, self.height + 1) or c in (0, W - 1):
                grid[x] = -1
        own = ([-1] * size, [-1] * size)
        unplaced = 0
        for w, p in enumerate(self.pos):
            if p is None:
                unplaced += len(codes[w])
                continue
            d, s = p
            if d not in (0, 1):
                raise AssertionError(f"word {w}: bad direction {d}")
            step = 1 if d == 0 else W
            for k, ch in enumerate(codes[w]):
                x = s + k * step
                if not 0 <= x < size or grid[x] < 0:
                    raise AssertionError(f"word {w} at {p}: letter {k} outside the box")
                if grid[x] and grid[x] != ch:
                    raise AssertionError(f"word {w}: code {ch} clashes with {grid[x]} at {rc(x)}")
                if own[d][x] >= 0:
                    raise AssertionError(f"{rc(x)} covered in direction {d} by words {own[d][x]} and {w}")
                grid[x] = ch
                own[d][x] = w
        for w, p in enumerate(self.pos):
            if p is not None:
                d, s = p
                step = 1 if d == 0 else W
                for x in (s - step, s + len(codes[w]) * step):
                    if grid[x] > 0:
                        raise AssertionError(f"word {w} has a letter just before or after it at {rc(x)}")
        for name, kept, real in (
            ("grid", self.grid, grid),
            ("own[0]", self.own[0], own[0]),
            ("own[1]", self.own[1], own[1]),
        ):
            if kept != real:
                x = next(x for x in range(size) if kept[x] != real[x])
                raise AssertionError(f"{name} at {rc(x)} (index {x}) is {kept[x]}, recomputed {real[x]}")
        top = max((max(w) for w in codes), default=0)
        at: list[set[int]] = [set() for _ in range(top + 1)]
        for x in range(size):
            if grid[x] > 0:
                at[grid[x]].add(x)
        if len(self.at) != len(at):
            raise AssertionError(f"at has {len(self.at)} letter codes, not {len(at)}")
        for ch in range(len(at)):
            if len(self.at[ch]) != len(at[ch]) or set(self.at[ch]) != at[ch]:
                raise AssertionError(
                    f"at[{ch}] is {sorted(map(rc, self.at[ch]))}, recomputed {sorted(map(rc, at[ch]))}"
                )
            for i, x in enumerate(self.at[ch]):
                if self.slot[x] != i:
                    raise AssertionError(f"slot of {rc(x)} is {self.slot[x]}, not its index {i} in at[{ch}]")
        crossings = sum(1 for x in range(size) if own[0][x] >= 0 and own[1][x] >= 0)
        if self.crossings != crossings:
            raise AssertionError(f"crossings is {self.crossings}, recomputed {crossings}")
        if self.unplaced != unplaced:
            raise AssertionError(f"unplaced is {self.unplaced}, recomputed {unplaced}")

    def spots(self) -> dict[int, Spot]:
        """The placed words as ``word -> (direction, row, col)``, 0-based in the box."""
        out = {}
        for w, p in enumerate(self.pos):
            if p is not None:
                r, c = divmod(p[1], self.W)
                out[w] = (p[0], r - 1, c - 1)
        return out
