"""One grid's search for a word search: place every word (longest first), then fill the other
cells, so that every word reads exactly once and no offensive word reads anywhere.

This is the reference of the C search (``_search.c``): the same steps, the same random draws
(SplitMix64, :class:`Rng`) and the same node counts, so that the same grid, tables and seed give
the same puzzle from either; ``GRIDCRAFT_PURE_PYTHON=1`` runs this one, and
``tests/wordsearch/test_native.py`` compares the two. A change here must be made there too.

Letters are small ints (codes, see :class:`~gridcraft.wordsearch.tables.Tables`); a cell holds a
code or :data:`EMPTY`. Directions are indices of :data:`gridcraft.wordsearch.model.DIRECTIONS`:
0 right, 1 down, 2 down-right, 3 down-left, then their reverses 4 to 7, so that direction ``d``
lies on axis ``d % 4`` and reads forward along it when ``d < 4``.

The search (one restart; :func:`attempt` runs restarts until one ends it):

1. **Placing**, in the plan's order. Each word's places (start cell and direction, inside the
   shape) are shuffled at the restart's start. At a word, every place whose cells are empty or
   hold the same letters (not all of them) is a candidate, scored ``share * shared letters +
   aim * (its direction is the word's target)`` (with a message: ordered by how far its shared
   letters are from an even share of the shared letters still needed); the candidates are tried
   best first, the shuffled order breaking ties (only the best ``branch`` of them, when the plan
   says so), depth first, undoing a word's letters on the way back. With ``look``, a word is
   kept only while every word still to place has a place that fits (forward checking).
2. **The clash check** after each word and each filler letter: every run of letters through a
   new cell, along each of the four axes, is walked down a trie of the listed words (both ways)
   and one of the offensive words (both ways); a listed word read in a searched direction
   anywhere but at its own place, or an offensive word not inside one placed word, is a clash.
3. **Decoys** (a grade's near misses): the first letters of a word (3 to all but its last one;
   2 of a word of 3) in one of its directions, on empty or equal cells, kept when they clash
   with nothing.
4. **Filling** every empty cell in reading order with a letter drawn by weight from the words'
   letters without replacement, backtracking over the cells; the extra letters only where no
   letter of the words can go; without the decoys again when no filling exists with them. Or,
   with a message, its letters in the empty cells in reading order.

Undo: each step undoes its own writes (no copies). Nodes: one per word tried and one per filler
letter tried; past the cap of words tried, or of letters tried (:data:`FILL_NODES_PER_CELL`),
the restart stops (:data:`STOPPED`); past the budget's node limit or deadline, the search ends
(:data:`OUT`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from gridcraft.engine import Budget

EMPTY = -1
MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
#: (row step, column step) of each direction, in the order of DIRECTIONS
STEPS = ((0, 1), (1, 0), (1, 1), (1, -1), (0, -1), (-1, 0), (-1, -1), (-1, 1))
#: a restart's outcome
FOUND, NONE, STOPPED, OUT = 1, 0, -1, -2
#: a decoy's places tried before it is given up
DECOY_TRIES = 24
#: nodes between two readings of the deadline in C (the Python reads it through its budget)
CLOCK_EVERY = 256
#: a restart's cap on filler letters tried: so many per cell of the grid, and more
FILL_NODES_PER_CELL, FILL_NODES = 8, 100


class Rng:
    """SplitMix64 (Steele, Lea and Flood, OOPSLA 2014; the constants of Vigna's ``splitmix64.c``):
    the same draws in C. ``below(n)`` is the remainder modulo ``n``."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    def next(self) -> int:
        self.state = z = (self.state + GOLDEN) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        return self.next() % n


@dataclass(frozen=True, slots=True)
class Tables:
    """One word list's tables, the same for every grid tried.

    Attributes:
        words: each word's letter codes.
        word_dirs: per word, the bits of the directions it may be placed in.
        reader: the bits of the directions a reader searches.
        alphabet: how many letter codes there are.
        nxt: the trie of the listed words, forward and reversed: ``nxt[node * alphabet + letter]``
            is the child (0: none; node 0 is the root).
        tag_first, tag_count: per node, its tags' span in ``tag_word`` and ``tag_sign``.
        tag_word, tag_sign: a tag: the word, and ``1`` when the pattern reads as the word
            forward along an axis, ``-1`` reversed.
        bad_nxt, bad_alphabet, bad_end: the trie of the offensive words, forward and reversed,
            over letters of its own (the same for every list), and whether a node ends one.
        bad_code: per letter code, the offensive trie's letter (-1: none).
        longest: the longest pattern of either trie.
        letters, weights: the filler's letters (the words' letters) and their weights.
        extras: letters for a cell where no letter of ``letters`` can go.
        symbols: each code's cell code (a character), by code.
    """

    words: tuple[tuple[int, ...], ...]
    word_dirs: tuple[int, ...]
    reader: int
    alphabet: int
    nxt: Sequence[int]
    tag_first: Sequence[int]
    tag_count: Sequence[int]
    tag_word: Sequence[int]
    tag_sign: Sequence[int]
    bad_nxt: Sequence[int]
    bad_alphabet: int
    bad_end: Sequence[int]
    bad_code: Sequence[int]
    longest: int
    letters: tuple[int, ...]
    weights: tuple[int, ...]
    extras: tuple[int, ...]
    symbols: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Plan:
    """How one grid is searched.

    Attributes:
        order: the words' indices in placing order.
        targets: per word, the direction it is steered to (-1: none).
        share, aim: the candidate score's weights of shared letters and of the target direction.
        decoys: near misses to try before filling.
        message: the message's letter codes (empty: filler), and ``rtl`` its reading order.
        overlaps: with a message, the exact number of shared letters the words must have.
        branch: the candidates tried at a word, best first (0: all). A restart that leaves some
            out and finds nothing proves nothing (:data:`STOPPED`).
        look: look ahead after each word: every word still to place must have a place that fits.
    """

    order: tuple[int, ...]
    targets: tuple[int, ...]
    share: int
    aim: int
    decoys: int
    message: tuple[int, ...] = ()
    rtl: bool = False
    overlaps: int = -1
    branch: int = 0
    look: bool = True


@dataclass(slots=True)
class Result:
    """A restart's outcome (:data:`FOUND`, :data:`NONE`: proven none, :data:`STOPPED`,
    :data:`OUT`), the cells (codes), each word's start cell and direction (-1 when not placed),
    the nodes spent and the generator's state after it."""

    status: int
    cells: list[int]
    starts: list[int]
    dirs: list[int]
    nodes: int
    state: int


@functools.lru_cache(maxsize=256)
def starts(height: int, width: int, exists: bytes, length: int, d: int) -> tuple[int, ...]:
    """The cells (row-major) where a run of ``length`` cells in direction ``d`` starts inside the shape."""
    dr, dc = STEPS[d]
    out = []
    for x in range(height * width):
        r, c = divmod(x, width)
        er, ec = r + (length - 1) * dr, c + (length - 1) * dc
        if not (0 <= er < height and 0 <= ec < width):
            continue
        if all(exists[(r + i * dr) * width + c + i * dc] for i in range(length)):
            out.append(x)
    return tuple(out)


class Stop(Exception):
    """The restart's cap or the budget ran out."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def attempt(
    height: int,
    width: int,
    exists: bytes,
    tables: Tables,
    plan: Plan,
    state: int,
    cap: int,
    tries: int,
    budget: Budget | None = None,
    base: int = 0,
) -> Result:
    """Up to ``tries`` restarts on one grid, each of at most ``cap`` nodes, from the generator
    state ``state``: the first restart that finds the puzzle, proves there is none or runs out
    of budget gives the result; else :data:`STOPPED`. ``base``: nodes the budget counted before."""
    rng = Rng(state)
    places = [
        [
            (x, d)
            for d in range(8)
            if tables.word_dirs[k] >> d & 1
            for x in starts(height, width, exists, len(word), d)
        ]
        for k, word in enumerate(tables.words)
    ]
    total = 0
    search = None
    for _ in range(tries):
        search = Search(height, width, exists, tables, plan, rng, places, cap, budget, base + total)
        status = search.run()
        total += search.nodes
        if status != STOPPED:
            return Result(status, search.g, search.start, search.dir, total, rng.state)
    n = len(tables.words)
    return Result(STOPPED, [EMPTY] * (height * width), [-1] * n, [-1] * n, total, rng.state)


class Search:
    """One restart on one grid (see the module docstring): ``run()`` gives its status, and the
    grid is in ``g``, each word's start cell and direction in ``start`` and ``dir``."""

    def __init__(
        self,
        height: int,
        width: int,
        exists: bytes,
        tables: Tables,
        plan: Plan,
        rng: Rng,
        places: list[list[tuple[int, int]]],
        cap: int,
        budget: Budget | None,
        base: int,
    ) -> None:
        self.h, self.w, self.exists, self.t, self.plan = height, width, exists, tables, plan
        self.rng, self.cap, self.budget, self.base = rng, cap, budget, base
        n = len(tables.words)
        self.g = [EMPTY] * (height * width)
        self.start = [-1] * n
        self.dir = [-1] * n
        self.nodes = 0
        self.filled = 0  # the nodes of filler letters, which have a cap of their own
        self.cut = False  # some candidates were left out
        # each word's places, shuffled (Fisher-Yates from the end): (start, direction)
        self.places: list[list[tuple[int, int]]] = []
        for found in places:
            found = list(found)
            for i in range(len(found) - 1, 0, -1):
                j = rng.below(i + 1)
                found[i], found[j] = found[j], found[i]
            self.places.append(found)

    # ---- the run ---------------------------------------------------------------------------------

    def run(self) -> int:
        """:data:`FOUND`, :data:`NONE`, :data:`STOPPED` or :data:`OUT`."""
        try:
            if self._place(0, self.plan.overlaps):
                return FOUND
            return STOPPED if self.cut else NONE
        except Stop as stop:
            return stop.status

    def tick(self, filler: bool = False) -> None:
        """Count a node (a word tried, or a ``filler`` letter tried); past the restart's cap of
        either kind stop (:data:`STOPPED`), past the budget end (:data:`OUT`)."""
        self.nodes += 1
        if filler:
            self.filled += 1
            if self.filled > FILL_NODES_PER_CELL * self.h * self.w + FILL_NODES:
                raise Stop(STOPPED)
        elif self.nodes - self.filled > self.cap:
            raise Stop(STOPPED)
        if self.budget is not None and self.budget.spent(self.base + self.nodes):
            raise Stop(OUT)

    def step(self, d: int) -> int:
        dr, dc = STEPS[d]
        return dr * self.w + dc

    # ---- placing ---------------------------------------------------------------------------------

    def _candidates(self, k: int, left: int, room: int) -> list[tuple[int, int, int]]:
        """The places of word ``k`` that fit, as ``(start, direction, shared)``, best first
        (``left``: the words still to place, this one too; ``room``: the shared letters still
        needed with a message, else -1)."""
        word, plan = self.t.words[k], self.plan
        n = len(word)
        target = plan.targets[k]
        scored = []
        for i, (x, d) in enumerate(self.places[k]):
            shared = self._shared(word, x, self.step(d))
            if shared < 0 or shared == n:
                continue
            if room >= 0:
                if shared > room:
                    continue
                key = abs(shared * left - room)  # an even share of the shared letters still needed
            else:
                key = -(plan.share * shared + plan.aim * (d == target))
            scored.append((key, i, x, d, shared))
        scored.sort()
        return [(x, d, shared) for _, _, x, d, shared in scored]

    def _place(self, depth: int, room: int) -> bool:
        plan = self.plan
        if depth == len(plan.order):
            if room > 0:
                return False
            return self._message() if plan.message else self._finish()
        self.tick()
        k = plan.order[depth]
        if room >= 0 and room > sum(len(self.t.words[j]) - 1 for j in plan.order[depth:]):
            return False
        word = self.t.words[k]
        g = self.g
        found = self._candidates(k, len(plan.order) - depth, room)
        if plan.branch and len(found) > plan.branch:
            found = found[: plan.branch]
            self.cut = True
        for x, d, shared in found:
            step = self.step(d)
            new = [x + j * step for j in range(len(word)) if g[x + j * step] == EMPTY]
            for j in range(len(word)):
                g[x + j * step] = word[j]
            self.start[k], self.dir[k] = x, d
            if (
                not self.clash(new)
                and (not plan.look or self._room_for(depth + 1))
                and self._place(depth + 1, room - shared if room >= 0 else -1)
            ):
                return True
            for y in new:
                g[y] = EMPTY
            self.start[k] = self.dir[k] = -1
        return False

    def _shared(self, word: tuple[int, ...], x: int, step: int) -> int:
        """The letters ``word`` shares with the grid at ``x`` going by ``step``; -1 where a letter
        of the grid differs from the word's."""
        g, shared = self.g, 0
        for j in range(len(word)):
            c = g[x + j * step]
            if c == EMPTY:
                continue
            if c != word[j]:
                return -1
            shared += 1
        return shared

    def _room_for(self, depth: int) -> bool:
        """Whether every word still to place from ``depth`` on has a place that fits."""
        for k in self.plan.order[depth:]:
            word = self.t.words[k]
            n = len(word)
            for x, d in self.places[k]:
                if 0 <= self._shared(word, x, self.step(d)) < n:
                    break
            else:
                return False
        return True

    # ---- the clash check -------------------------------------------------------------------------

    def clash(self, new: Sequence[int]) -> bool:
        """True when a run of letters through a cell of ``new`` spells a listed word read in a
        searched direction anywhere but at its own place, or an offensive word outside every
        placed word (see the module docstring)."""
        t, g, h, w, exists = self.t, self.g, self.h, self.w, self.exists
        nxt, alphabet, tag_count, longest = t.nxt, t.alphabet, t.tag_count, t.longest
        bad_nxt, bad_alphabet, bad_end, bad_code = t.bad_nxt, t.bad_alphabet, t.bad_end, t.bad_code
        for x in new:
            r, c = divmod(x, w)
            for a in range(4):
                dr, dc = STEPS[a]
                back = 0
                rr, cc = r, c
                while back < longest - 1:
                    pr, pc = rr - dr, cc - dc
                    if (
                        not (0 <= pr < h and 0 <= pc < w)
                        or not exists[pr * w + pc]
                        or g[pr * w + pc] == EMPTY
                    ):
                        break
                    rr, cc = pr, pc
                    back += 1
                for b in range(back, -1, -1):
                    sr, sc = r - b * dr, c - b * dc
                    node, bad, i, yr, yc = 0, 0, 0, sr, sc  # -1: the walk left the trie
                    while 0 <= yr < h and 0 <= yc < w and exists[yr * w + yc]:
                        letter = g[yr * w + yc]
                        if letter == EMPTY:
                            break
                        if node >= 0:
                            node = nxt[node * alphabet + letter] or -1
                        if bad >= 0:
                            code = bad_code[letter]
                            bad = (bad_nxt[bad * bad_alphabet + code] or -1) if code >= 0 else -1
                        if node < 0 and bad < 0:
                            break
                        if i >= b:
                            first = sr * w + sc
                            if node > 0 and tag_count[node] and not self._allowed(node, a, first, i + 1):
                                return True
                            if (
                                bad > 0
                                and bad_end[bad]
                                and not self._inside(a, first, first + i * self.step(a))
                            ):
                                return True
                        i += 1
                        yr += dr
                        yc += dc
        return False

    def _allowed(self, node: int, a: int, first: int, length: int) -> bool:
        """Whether the listed words ending at trie ``node``, read along axis ``a`` from cell
        ``first`` for ``length`` cells, may stand there."""
        t = self.t
        step = self.step(a)
        last = first + (length - 1) * step
        for i in range(t.tag_first[node], t.tag_first[node] + t.tag_count[node]):
            k, sign = t.tag_word[i], t.tag_sign[i]
            d = a if sign > 0 else a + 4
            if not t.reader >> d & 1:
                continue  # a direction the reader does not search
            if (self.start[k], self.dir[k]) != ((first, d) if sign > 0 else (last, d)):
                return False
        return True

    def _inside(self, a: int, first: int, last: int) -> bool:
        """Whether cells ``first`` and ``last`` of axis ``a`` both lie on one placed word."""
        for k, d in enumerate(self.dir):
            if d < 0 or d % 4 != a:
                continue
            step, n, s = self.step(d), len(self.t.words[k]), self.start[k]
            if _on(s, step, n, first) and _on(s, step, n, last):
                return True
        return False

    # ---- decoys, filler and the message -----------------------------------------------------------

    def _finish(self) -> bool:
        """Decoys, then the filler; without decoys again when the filler finds no filling."""
        planted = self._decoys()
        if self._fill():
            return True
        if not planted:
            return False
        for y in planted:
            self.g[y] = EMPTY
        return self._fill()

    def _decoys(self) -> list[int]:
        """Plant the plan's near misses; the cells written."""
        plan, t, g, rng = self.plan, self.t, self.g, self.rng
        written: list[int] = []
        n = len(plan.order)
        for i in range(plan.decoys):
            k = plan.order[i % n]
            word = t.words[k]
            if len(word) < 3:
                continue
            length = min(len(word) - 1, 3) + rng.below(max(1, len(word) - 3))  # 3 to all but one
            places = [
                (x, d)
                for d in range(8)
                if t.word_dirs[k] >> d & 1
                for x in starts(self.h, self.w, self.exists, length, d)
            ]
            if not places:
                continue
            at = rng.below(len(places))
            for tries in range(min(DECOY_TRIES, len(places))):
                x, d = places[(at + tries) % len(places)]
                step = self.step(d)
                cells = [x + j * step for j in range(length)]
                if any(g[y] != EMPTY and g[y] != word[j] for j, y in enumerate(cells)):
                    continue
                new = [y for y in cells if g[y] == EMPTY]
                if not new:
                    continue
                for j, y in enumerate(cells):
                    g[y] = word[j]
                if self.clash(new):
                    for y in new:
                        g[y] = EMPTY
                    continue
                written += new
                break
        return written

    def empty_cells(self) -> list[int]:
        """The shape's empty cells in reading order (right to left for a right-to-left message)."""
        cols = range(self.w - 1, -1, -1) if self.plan.rtl else range(self.w)
        return [
            r * self.w + c
            for r in range(self.h)
            for c in cols
            if self.exists[r * self.w + c] and self.g[r * self.w + c] == EMPTY
        ]

    def _message(self) -> bool:
        empty = self.empty_cells()
        message = self.plan.message
        if len(empty) != len(message):
            return False
        for y, letter in zip(empty, message, strict=True):
            self.g[y] = letter
        if self.clash(empty):
            for y in empty:
                self.g[y] = EMPTY
            return False
        return True

    def _fill(self) -> bool:
        """A filler letter in every empty cell (see the module docstring), or False with the cells
        emptied again."""
        t, g, rng = self.t, self.g, self.rng
        empty = self.empty_cells()
        total = sum(t.weights)
        # per cell: the weights of the letters not tried yet there, their sum, the extras tried
        left: list[list[int]] = []
        k = 0
        while k < len(empty):
            if k == len(left):
                left.append([*t.weights, total, 0])
            state = left[k]
            x = empty[k]
            placed = False
            while True:
                letter = self._draw(state, rng)
                if letter == EMPTY:
                    break
                g[x] = letter
                self.tick(filler=True)
                if not self.clash((x,)):
                    placed = True
                    break
                g[x] = EMPTY
            if placed:
                k += 1
                continue
            left.pop()
            k -= 1
            if k < 0:
                return False
            g[empty[k]] = EMPTY
        return True

    def _draw(self, state: list[int], rng: Rng) -> int:
        """The next letter to try at a cell (``state``: the letters' weights left, their sum, the
        extras tried), drawn by weight without replacement; then the extras in order; EMPTY when
        none is left."""
        t = self.t
        n = len(t.letters)
        if state[n] > 0:
            x = rng.below(state[n])
            for i in range(n):
                if x < state[i]:
                    state[n] -= state[i]
                    state[i] = 0
                    return t.letters[i]
                x -= state[i]
        if state[n + 1] < len(t.extras):
            state[n + 1] += 1
            return t.extras[state[n + 1] - 1]
        return EMPTY


def _on(start: int, step: int, n: int, cell: int) -> bool:
    """Whether ``cell`` is one of the ``n`` cells from ``start`` by ``step``."""
    q, rem = divmod(cell - start, step)
    return rem == 0 and 0 <= q < n
