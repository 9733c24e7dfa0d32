"""The placement search of the word-search maker: words into a grid, then filler or a message,
so that every word reads exactly once and no offensive word appears.

Cells are numbered ``row * width + col``; each holds one character ("" while empty; a cluster
of several characters has a one-character code, see :func:`gridcraft.words.cell_code`). The grid
is cut into lines along four axes (across, down, and the two diagonals), each line a maximal run
of existing cells listed in the axis's forward direction.

For each axis a table maps a string to what it means read forward along that axis: a listed
word reading forward (its direction is the axis's forward one and is allowed), a listed word
reading backwards (the reverse direction is allowed), or an offensive word (either way, whatever
the directions). Writing letters can only make a new occurrence in a line through a changed cell,
so after each write the search looks up, in each axis, every substring of the run of filled cells
through the changed cells that contains one of them (lengths from the table only). An occurrence
is allowed when it is the word's own placement, or (offensive words) lies inside one placed word.
Each start is read one letter further while what it reads begins some entry, so a write costs
a few set lookups per start on each axis.

The search: words longest first, each tried at every place of its allowed directions that agrees
with the letters already there (tested on bitsets of the filled cells and of each letter's cells), most shared letters first (ties in a seeded random order);
chronological backtracking; then each empty cell gets a filler letter (the words' letters,
weighted by frequency, in a seeded order, backtracking over cells), or the message's letters in
reading order. Undo is by copy of nothing: each step undoes its own writes. The node limit
(placement and filler steps) and the budget stop it; the result is then unknown, not proven none.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence

from gridcraft.engine import Budget

#: each axis as (forward direction, backward direction), with its (row, col) step forward
AXES = (
    ("right", "left", 0, 1),
    ("down", "up", 1, 0),
    ("down-right", "up-left", 1, 1),
    ("down-left", "up-right", 1, -1),
)
AXIS_OF = {
    name: (a, sign) for a, (fwd, back, _, _) in enumerate(AXES) for name, sign in ((fwd, 1), (back, -1))
}
OFFENSIVE = -1  # the word index of an offensive word's tag
#: a place of a word: cells in reading order, direction, the cells' bits, (letter, its cells' bits)
Place = tuple[tuple[int, ...], str, int, tuple[tuple[str, int], ...]]


Tables = list[dict[str, list[tuple[int, int]]]]


@functools.lru_cache(maxsize=8)
def _tables(
    words: tuple[str, ...], directions: frozenset[str], banned: frozenset[str]
) -> tuple[Tables, list[set[str]], list[int]]:
    """See :meth:`Search._tables`."""
    tables: Tables = [{} for _ in AXES]
    for a, (fwd, back, _, _) in enumerate(AXES):
        table = tables[a]
        for k, word in enumerate(words):
            if fwd in directions:
                table.setdefault(word, []).append((k, 1))
            if back in directions:
                table.setdefault(word[::-1], []).append((k, -1))
        for word in banned:
            table.setdefault(word, []).append((OFFENSIVE, 1))
            table.setdefault(word[::-1], []).append((OFFENSIVE, -1))
    prefixes = [{key[:n] for key in table for n in range(1, len(key) + 1)} for table in tables]
    longest = [max((len(key) for key in table), default=0) for table in tables]
    return tables, prefixes, longest


class Stop(Exception):
    """The node limit or the budget ran out (not proof that no placement exists)."""


class Search:
    """One grid's search. ``run()`` returns True (the grid is in ``cells`` and the places in
    ``placed``), False (proven: no placement, for these directions and this filler or message) or
    raises :class:`Stop`.

    Args:
        height, width: the grid's size.
        exists: per cell (row-major), whether the shape has it.
        words: each word's letters, one character per cell.
        word_directions: per word, the directions it may be placed in.
        directions: the directions a reader searches (all words).
        banned: offensive words (upper-case), never spelt in any direction.
        letters: filler letters and their weights (ignored with ``message``).
        message: letters for the leftover cells in reading order, or ``None``.
        rtl: reading order right to left (the message's order).
        rng: the seeded random source.
        budget, node_limit: the budget (read every node) and this search's node limit.
        base: nodes counted before this search (the budget's node count goes on from it).
    """

    def __init__(
        self,
        height: int,
        width: int,
        exists: Sequence[bool],
        words: Sequence[str],
        word_directions: Sequence[Sequence[str]],
        directions: Iterable[str],
        banned: Iterable[str],
        letters: dict[str, int],
        message: str | None,
        rtl: bool,
        rng: random.Random,
        budget: Budget | None = None,
        node_limit: int | None = None,
        base: int = 0,
    ) -> None:
        self.h, self.w, self.exists = height, width, list(exists)
        self.words, self.rng, self.budget, self.node_limit = list(words), rng, budget, node_limit
        self.letters, self.message, self.rtl = letters, message, rtl
        self.cells = [""] * (height * width)
        self.placed: list[tuple[int, str] | None] = [None] * len(words)
        self.spans: list[tuple[int, int, int, int] | None] = [None] * len(words)  # axis, line, lo, hi
        self.nodes, self.base = 0, base
        self._lines()
        self._tables(set(directions), banned)
        self.filled = 0  # bit x: cell x holds a letter (placement stage)
        self.by_letter: dict[str, int] = {}  # letter -> bits of the cells holding it
        self.candidates = [
            self._places(word, dirs) for word, dirs in zip(words, word_directions, strict=True)
        ]
        for places in self.candidates:
            rng.shuffle(places)

    def _lines(self) -> None:
        """Each axis's lines, and each cell's line and position on each axis."""
        n = self.h * self.w
        self.line_of = [[-1] * n for _ in AXES]
        self.pos_of = [[-1] * n for _ in AXES]
        self.lines: list[list[list[int]]] = [[] for _ in AXES]
        for a, (_, _, dr, dc) in enumerate(AXES):
            for i in range(n):
                r, c = divmod(i, self.w)
                if not self.exists[i] or self._has(r - dr, c - dc):
                    continue
                run = []
                while self._has(r, c):
                    run.append(r * self.w + c)
                    r, c = r + dr, c + dc
                for p, x in enumerate(run):
                    self.line_of[a][x], self.pos_of[a][x] = len(self.lines[a]), p
                self.lines[a].append(run)

    def _has(self, r: int, c: int) -> bool:
        return 0 <= r < self.h and 0 <= c < self.w and self.exists[r * self.w + c]

    def _tables(self, directions: set[str], banned: Iterable[str]) -> None:
        """Per axis: string read forward -> its meanings ``(word index, sign)``, every beginning
        of an entry, and the longest entry (cached: the same for every grid of one list)."""
        self.tables, self.prefixes, self.longest = _tables(
            tuple(self.words), frozenset(directions), frozenset(banned)
        )

    def _places(self, word: str, directions: Sequence[str]) -> list[Place]:
        """Every place of ``word`` in ``directions``: its cells in reading order, the direction,
        the cells' bits, and per letter of the word the bits of its cells."""
        out = []
        n = len(word)
        for name in directions:
            a, sign = AXIS_OF[name]
            for line in self.lines[a]:
                run = line if sign > 0 else line[::-1]
                for i in range(len(run) - n + 1):
                    cells = tuple(run[i : i + n])
                    groups: dict[str, int] = {}
                    for x, ch in zip(cells, word):
                        groups[ch] = groups.get(ch, 0) | 1 << x
                    out.append((cells, name, sum(1 << x for x in cells), tuple(groups.items())))
        return out

    def tick(self) -> None:
        """Count a node; raise :class:`Stop` past the node limit or the budget."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise Stop
        if self.budget is not None and self.budget.spent(self.base + self.nodes):
            raise Stop

    def clash(self, new: Sequence[int]) -> bool:
        """True when a substring through the cells ``new`` (just written, contiguous where they
        share a line, or the grid full) is a listed word not at its own place or an offensive
        word outside every placed word. Each start is extended one letter at a time while the
        text read is the beginning of some table entry (a walk down the entries' prefixes)."""
        g = self.cells
        for a in range(4):
            table, prefixes, line_of, pos_of = (
                self.tables[a],
                self.prefixes[a],
                self.line_of[a],
                self.pos_of[a],
            )
            longest = self.longest[a]
            seen: set[int] = set()
            for x in new:
                li = line_of[x]
                if li in seen:
                    continue
                seen.add(li)
                line = self.lines[a][li]
                if len(new) > 1:
                    ps = [pos_of[y] for y in new if line_of[y] == li]
                    lo, hi = min(ps), max(ps)
                else:
                    lo = hi = pos_of[x]
                s, e = lo, hi
                while s > 0 and g[line[s - 1]]:
                    s -= 1
                while e < len(line) - 1 and g[line[e + 1]]:
                    e += 1
                text = "".join([g[line[i]] for i in range(s, e + 1)])
                end = e - s + 1
                for i in range(max(0, lo - s - longest + 1), hi - s + 1):
                    j = i + 1
                    while j <= end and text[i:j] in prefixes:
                        if j > lo - s:  # the window holds a new cell
                            tags = table.get(text[i:j])
                            if tags is not None and not self._allowed(tags, a, li, s + i, j - i):
                                return True
                        j += 1
        return False

    def _allowed(self, tags: list[tuple[int, int]], a: int, li: int, at: int, n: int) -> bool:
        line = self.lines[a][li]
        for k, sign in tags:
            if k == OFFENSIVE:
                inside = any(
                    sp is not None and sp[:2] == (a, li) and sp[2] <= at and at + n - 1 <= sp[3]
                    for sp in self.spans
                )
                if not inside:
                    return False
                continue
            start = line[at] if sign > 0 else line[at + n - 1]
            if self.placed[k] != (start, AXES[a][0] if sign > 0 else AXES[a][1]):
                return False
        return True

    def run(self, order: Sequence[int], overlaps: int | None = None) -> bool:
        """Place the words in ``order`` (indices), then fill. ``overlaps``: the exact number of
        shared letters the placement must have (a message's cell count fixes it), or ``None``.

        Raises:
            Stop: the node limit or the budget ran out.
        """
        return self._place(order, 0, overlaps)

    def _place(self, order: Sequence[int], k: int, overlaps: int | None) -> bool:
        if k == len(order):
            if overlaps not in (None, 0):
                return False
            return self._message() if self.message is not None else self._fill()
        self.tick()
        word_index = order[k]
        word = self.words[word_index]
        room = None if overlaps is None else overlaps
        if room is not None and room > sum(len(self.words[j]) - 1 for j in order[k:]):
            return False
        g, filled = self.cells, self.filled
        bad = {ch: filled & ~self.by_letter.get(ch, 0) for ch in set(word)}
        fitting: list[tuple[int, tuple[int, ...], str]] = []  # places sharing letters
        apart: list[tuple[int, tuple[int, ...], str]] = []  # places on empty cells only
        for cells, name, mask, groups in self.candidates[word_index]:
            hit = filled & mask
            if not hit:
                apart.append((0, cells, name))
                continue
            for ch, m in groups:
                if m & bad[ch]:
                    break
            else:
                shared = hit.bit_count()
                if shared < len(word) and (room is None or shared <= room):
                    fitting.append((shared, cells, name))
        if room is None:  # most shared letters first: compact grids
            fitting.sort(key=lambda f: -f[0])
            fitting += apart
        else:  # shares spread evenly over the words left, so that the count comes out exact
            share = room / (len(order) - k)
            fitting += apart
            fitting.sort(key=lambda f: abs(f[0] - share))
        a_of = AXIS_OF
        for shared, cells, name in fitting:
            new = [x for x in cells if not g[x]]
            for x, ch in zip(cells, word):
                g[x] = ch
            self._mark(new, word, cells)
            a = a_of[name][0]
            ends = (self.pos_of[a][cells[0]], self.pos_of[a][cells[-1]])
            self.placed[word_index] = (cells[0], name)
            self.spans[word_index] = (a, self.line_of[a][cells[0]], min(ends), max(ends))
            if not self.clash(new) and self._place(order, k + 1, None if room is None else room - shared):
                return True
            for x in new:
                g[x] = ""
            self._mark(new, word, cells)
            self.placed[word_index] = self.spans[word_index] = None
        return False

    def _mark(self, new: list[int], word: str, cells: tuple[int, ...]) -> None:
        """Flip the bits of the cells ``new`` (of ``word`` at ``cells``) in the filled and letter masks."""
        for x, ch in zip(cells, word):
            if x in new:
                bit = 1 << x
                self.filled ^= bit
                self.by_letter[ch] = self.by_letter.get(ch, 0) ^ bit

    def empty_cells(self) -> list[int]:
        """The existing cells no word fills, in reading order."""
        cols = range(self.w - 1, -1, -1) if self.rtl else range(self.w)
        return [
            r * self.w + c
            for r in range(self.h)
            for c in cols
            if self.exists[r * self.w + c] and not self.cells[r * self.w + c]
        ]

    def _message(self) -> bool:
        empty = self.empty_cells()
        assert self.message is not None and len(empty) == len(self.message)
        for x, ch in zip(empty, self.message):
            self.cells[x] = ch
        if empty and self.clash(empty):
            for x in empty:
                self.cells[x] = ""
            return False
        return True

    def _options(self) -> list[str]:
        """The filler letters in a seeded order weighted by frequency, the first to try last
        (Efraimidis and Spirakis' weighted random sampling, 2006: key u ** (1 / weight))."""
        rng = self.rng
        return sorted(self.letters, key=lambda ch: rng.random() ** (1.0 / self.letters[ch]))

    def _fill(self) -> bool:
        """Filler letters in every empty cell, backtracking over cells; False (and the cells
        emptied again) when no filling exists."""
        empty = self.empty_cells()
        g = self.cells
        stack: list[list[str]] = []
        k = 0
        while k < len(empty):
            if k == len(stack):
                stack.append(self._options())
            x = empty[k]
            options = stack[k]
            while options:
                g[x] = options.pop()
                self.tick()
                if not self.clash([x]):
                    break
                g[x] = ""
            else:
                stack.pop()
                k -= 1
                if k < 0:
                    return False
                g[empty[k]] = ""
                continue
            k += 1
        return True
