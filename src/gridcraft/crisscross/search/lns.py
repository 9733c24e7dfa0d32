"""Anytime criss-cross search: large-neighbourhood search inside ever smaller boxes.

Algorithm (our own, in the style of destroy-and-repair large-neighbourhood search):

- **In a fixed box** (:meth:`Packer.fill`), the state is a valid connected partial layout
  (:class:`~gridcraft.crisscross.search.boxstate.BoxState`). Its cost is the letters of the unplaced words
  minus :data:`CROSSING_WEIGHT` per crossing. One step takes some words out (a random few, a word
  and its neighbours, or every word meeting a random window), keeps the largest connected piece,
  and re-inserts words greedily (*repair*): the word with the fewest legal placements first, at the
  placement with the most crossings, ties at random. The step is kept when the cost does not rise,
  else undone. The box is filled when every word is placed; the search then goes on a little to
  gain crossings (a denser layout shrinks further), and gives up after :data:`STALL` steps without
  a lower cost (more for long lists, at most :data:`STALL_MAX`).
- **A first layout** (:func:`construct`): every word placed greedily, longest first, where it
  crosses most, in a box of about :data:`CONSTRUCT_DENSITY`; the few words left over by the fill.
- **Shrinking** (:func:`pack`): from the first layout, take a
  box of smaller area near the current shape (the step grows after a success and halves after a
  failure), lay the layout into it at the offset that cuts the fewest letters, drop the words that
  stick out, and fill the box. A run that has not improved for :data:`RESTART` steps plus its own
  length starts again from a new first layout; the best layout of any run is kept.

Steps are counted as nodes, so the same seed and node budget give the same layout. Every random
choice comes from :class:`~gridcraft.crisscross.search.prng.Rng`, so the C search (``_anytime.c``)
makes the same choices: this module is its reference, and a test compares the two.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from gridcraft.crisscross.search.boxstate import BoxState, Spot
from gridcraft.crisscross.search.prng import Rng
from gridcraft.engine import Budget

#: cost of a crossing, in unplaced letters (a crossing saves a cell)
CROSSING_WEIGHT = 1.0
#: steps without a lower cost before a box is given up
STALL = 100
#: more steps per word of the list beyond SMALL words before a box is given up
STALL_PER_WORD = 3.0
#: but never more steps than this (a step of a list of thousands of words takes milliseconds)
STALL_MAX = 1500
#: steps spent after a box is filled, to gain crossings before the next, smaller box
POLISH = 100
#: at most this share of the words (at least 3) is taken out by one step
TAKE = 0.25
#: and at most this many words
TAKE_MAX = 8
#: lists of up to this many words lose every word meeting a random window in one step out of three
SMALL = 30
#: first shrink step, as a share of the area
FIRST_STEP = 0.05
#: steps without improvement, beyond the run's own length, before a run starts again
RESTART = 2000
#: density (letter cells / area) of the box the first greedy construction starts in
CONSTRUCT_DENSITY = 0.3
#: placements the first construction checks for a word before it takes the best found (the cells of
#: each letter are looked at in the order they were filled, so from the first words outwards): a
#: list of thousands of words would otherwise check every cell of the board for every word
CONSTRUCT_SCAN = 3000
#: words placed between two reports of the first construction (and two readings of the clock)
REPORT_EVERY = 64

Layout3 = dict[int, Spot]  # word -> (direction, row, col), bounding box at (0, 0)


def letter_codes(words: list[str]) -> list[tuple[int, ...]]:
    """Each word as letter codes: 1, 2, ... in the order letters first appear in the list."""
    codes: dict[str, int] = {}
    return [tuple(codes.setdefault(ch, len(codes) + 1) for ch in w) for w in words]


class Stop(Exception):
    """Raised by :meth:`Packer.tick` when the step budget or the deadline is reached."""


class Packer:
    """Fills boxes with a word list; counts its steps in :attr:`nodes`.

    Args:
        words: the words as placed (letter strings).
        rng: the seeded source of every random choice (a ``random.Random`` seeds an :class:`Rng`).
        node_budget: steps after which :class:`Stop` is raised.
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` after which :class:`Stop` is raised.
        on_tick: called with :attr:`nodes` after each step.
    """

    def __init__(
        self,
        words: list[str],
        rng: Rng | random.Random,
        node_budget: int,
        deadline: float,
        on_tick: Callable[[int], None] | None = None,
    ) -> None:
        self.words = words
        self.on_tick = on_tick
        self.rng = Rng.of(rng)
        self.node_budget = node_budget
        self.deadline = deadline
        self._clock = Budget.until(deadline)  # the one clock: read through a budget
        self.nodes = 0
        #: the best full layout of the box being filled, if any (read when the budget ends)
        self.filled: Layout3 | None = None
        self.codes = letter_codes(words)
        self.lens = [len(w) for w in words]
        # per word: letter code -> positions of that letter in the word
        self.where: list[dict[int, list[int]]] = []
        for cw in self.codes:
            m: dict[int, list[int]] = {}
            for i, ch in enumerate(cw):
                m.setdefault(ch, []).append(i)
            self.where.append(m)

    def board(self, width: int, height: int) -> BoxState:
        """An empty ``width x height`` box for this word list."""
        return BoxState(self.codes, width, height)

    @staticmethod
    def cost(st: BoxState) -> float:
        """Unplaced letters minus :data:`CROSSING_WEIGHT` per crossing (lower is better)."""
        return st.unplaced - CROSSING_WEIGHT * st.crossings

    def repair(self, st: BoxState) -> None:
        """Place unplaced words greedily until none has a legal placement crossing the board: the word
        with the fewest placements first (ties: the longer, then a random order drawn once per call),
        at a placement with the most crossings (ties: one drawn at random, in the order found)."""
        rng = self.rng
        lens = self.lens
        W = st.W
        todo = [w for w in range(len(lens)) if st.pos[w] is None]
        tie = {w: rng.random() for w in todo}
        # per word: (d, start) -> (shared, first row, last row, first col, last col), padded; in the
        # order found (an update keeps an entry's place, a new entry goes last)
        opts: dict[int, dict[tuple[int, int], tuple[int, int, int, int, int]]] = {}
        for w in todo:
            last = lens[w] - 1
            o = opts[w] = {}
            for h, d, s in st.options(w):
                r, c = divmod(s, W)
                o[(d, s)] = (h, r, r + last * d, c, c + last * (1 - d))
        check = st.check
        g = st.grid
        while todo:
            pick = -1
            pick_key = (0, 0, 0.0)
            for w in todo:
                n_opts = len(opts[w])
                if n_opts:
                    k = (n_opts, -lens[w], tie[w])
                    if pick < 0 or k < pick_key:
                        pick, pick_key = w, k
            if pick < 0:
                return
            w = pick
            top = max(t[0] for t in opts[w].values())
            best = [m for m, t in opts[w].items() if t[0] == top]
            d, s = best[rng.below(len(best))] if len(best) > 1 else best[0]
            step = 1 if d == 0 else W
            last = lens[w] - 1
            new = [s + k * step for k in range(last + 1) if not g[s + k * step]]
            st.place(w, d, s)
            todo.remove(w)
            del opts[w]
            # only options within one cell of the new word can change; new ones cross its new letters
            r0, c0 = divmod(s, W)
            r0, c0 = r0 - 1, c0 - 1
            r1, c1 = r0 + 2 + last * d, c0 + 2 + last * (1 - d)
            e = 1 - d
            estep = 1 if e == 0 else W
            for v in todo:
                o = opts[v]
                for m, t in list(o.items()):
                    if t[1] > r1 or t[2] < r0 or t[3] > c1 or t[4] < c0:
                        continue
                    h = check(v, m[0], m[1])
                    if h > 0:
                        o[m] = (h, t[1], t[2], t[3], t[4])
                    else:
                        del o[m]
                lv = lens[v] - 1
                where = self.where[v]
                for x in new:
                    for i in where.get(g[x], ()):
                        s2 = x - i * estep
                        if (e, s2) not in o:
                            h = check(v, e, s2)
                            if h > 0:
                                r, c = divmod(s2, W)
                                o[(e, s2)] = (h, r, r + lv * e, c, c + lv * (1 - e))

    def destroy(self, st: BoxState) -> None:
        """Take some words out (up to :data:`TAKE` of the list, at most :data:`TAKE_MAX`): a random
        few, a word and words it crosses, or (lists of up to :data:`SMALL` words) every word meeting a
        random window, else the words nearest to a random cell; then keep the largest connected
        piece."""
        rng = self.rng
        placed = st.placed()
        k = rng.randint(1, min(TAKE_MAX, max(3, int(TAKE * len(self.words)))))
        mode = rng.random()
        if mode < 1 / 3:
            out = rng.sample(placed, min(k, len(placed)))
        elif mode < 2 / 3:
            out = [rng.choice(placed)]
            seen = set(out)
            for w in out:
                if len(out) >= k:
                    break
                near = st.crossed(w)
                rng.shuffle(near)
                for v in near:
                    if v not in seen and len(out) < k:
                        seen.add(v)
                        out.append(v)
        elif len(self.lens) > SMALL:
            # the k words nearest to a random cell (distance to the word's middle; ties: lower index)
            r0, c0 = rng.below(st.height), rng.below(st.width)
            lens = self.lens
            by_distance = sorted(
                (abs(2 * r + (lens[w] - 1) * d - 2 * r0) + abs(2 * c + (lens[w] - 1) * (1 - d) - 2 * c0), w)
                for w, (d, r, c) in st.spots().items()
            )
            out = [w for _, w in by_distance[:k]]
        else:
            # the words meeting a random window of up to half the box each way
            bw = rng.randint(1, max(1, st.width // 2))
            bh = rng.randint(1, max(1, st.height // 2))
            top = rng.randint(0, st.height - bh)
            left = rng.randint(0, st.width - bw)
            out = []
            for w, (d, r, c) in st.spots().items():
                last = self.lens[w] - 1
                if r < top + bh and r + last * d >= top and c < left + bw and c + last * (1 - d) >= left:
                    out.append(w)
        for w in out:
            st.take_out(w)
        st.keep_largest_piece()

    def tick(self) -> None:
        """Count one step; raise :class:`Stop` past the step budget or the deadline."""
        self.nodes += 1
        if self.on_tick is not None:
            self.on_tick(self.nodes)
        if self.nodes > self.node_budget or (self.nodes & 7 == 0 and self._clock.expired()):
            raise Stop

    def fill(self, st: BoxState) -> bool:
        """Search the box for a layout of every word; on success ``st`` holds the layout with the
        most crossings (lowest cost) seen, and True is returned. ``st`` must be connected. When
        the budget ends inside, :attr:`filled` holds the best full layout seen, if any."""
        self.repair(st)
        cur = self.cost(st)
        stall = 0
        polish = 0
        full: tuple[float, list[tuple[int, int] | None]] | None = None
        patience = min(STALL_MAX, STALL + STALL_PER_WORD * max(0, len(self.words) - SMALL))
        self.filled = None
        while stall < patience:
            if st.unplaced == 0 and (full is None or cur < full[0]):
                full = (cur, st.snapshot())
                self.filled = st.spots()  # kept if the budget ends during the polish
            if full is not None:
                if polish >= POLISH:
                    break
                polish += 1
            self.tick()
            snap = st.snapshot()
            self.destroy(st)
            self.repair(st)
            new = self.cost(st)
            stall = 0 if new < cur else stall + 1
            if new <= cur:
                cur = new
            else:
                st.restore(snap)
        if full is None:
            return False
        st.restore(full[1])
        return True


def normalise(words: list[str], lay: Layout3) -> tuple[Layout3, int, int]:
    """Move ``lay`` so its bounding box starts at (0, 0); return it with its width and height."""
    rows: list[int] = []
    cols: list[int] = []
    for w, (d, r, c) in lay.items():
        last = len(words[w]) - 1
        rows += (r, r + last * d)
        cols += (c, c + last * (1 - d))
    r0, c0 = min(rows), min(cols)
    out = {w: (d, r - r0, c - c0) for w, (d, r, c) in lay.items()}
    return out, max(cols) - c0 + 1, max(rows) - r0 + 1


def crossings(words: list[str], lay: Layout3) -> int:
    """Cells shared by two words."""
    cells: set[tuple[int, int]] = set()
    for w, (d, r, c) in lay.items():
        cells.update((r + k * d, c + k * (1 - d)) for k in range(len(words[w])))
    return sum(len(words[w]) for w in lay) - len(cells)


def _inside(
    lens: list[int], lay: Layout3, bw: int, bh: int, dr: int, dc: int
) -> list[tuple[int, int, int, int]]:
    """The words of ``lay`` (``lens``: word lengths) that lie wholly inside a ``bw x bh`` box when
    moved by (dr, dc), as ``(word, direction, row, col)``."""
    out = []
    for w, (d, r, c) in lay.items():
        last = lens[w] - 1
        r, c = r + dr, c + dc
        if r >= 0 and c >= 0 and r + last * d < bh and c + last * (1 - d) < bw:
            out.append((w, d, r, c))
    return out


def _cut(lens: list[int], lay: Layout3, bw: int, bh: int, dr: int, dc: int) -> int:
    """Letters of the words that stick out of a ``bw x bh`` box when ``lay`` moves by (dr, dc)."""
    return sum(lens[w] for w in lay) - sum(lens[w] for w, *_ in _inside(lens, lay, bw, bh, dr, dc))


def _load(p: Packer, lay: Layout3, bw: int, bh: int, dr: int, dc: int) -> BoxState:
    """A ``bw x bh`` box holding the words of ``lay`` (moved by (dr, dc)) that lie inside it, less
    those that would lie side by side without the word crossing both, and less any outside the
    largest connected piece."""
    st = p.board(bw, bh)
    for w, d, r, c in _inside(p.lens, lay, bw, bh, dr, dc):
        st.place(w, d, st.cell(r, c))
    st.prune_uncovered()
    st.keep_largest_piece()
    return st


def _first_box(p: Packer, fits: Callable[[int, int], bool], area: float) -> tuple[int, int]:
    """An allowed box of about ``area`` cells, as square as allowed, long enough for every word."""
    longest = max(p.lens)
    side = max(longest, round(math.sqrt(area)))
    best: tuple[float, int, int] | None = None
    for w in range(longest, 2 * side + 1):
        for h in range(2, 2 * side + 1):
            if fits(w, h):
                key = abs(w * h - area) + abs(w - h)
                if best is None or key < best[0]:
                    best = (key, w, h)
    if best is None:  # the page caps allow no box near that size: the largest allowed
        boxes = [(w * h, w, h) for w in range(longest, 4 * side) for h in range(2, 4 * side) if fits(w, h)]
        return max(boxes)[1:] if boxes else (longest, 1)
    return best[1], best[2]


def _greedy(p: Packer, st: BoxState, order: list[int], on_placed: Callable[[int], None] | None) -> bool:
    """Place the unplaced words, in passes over ``order``: each where it shares the most letters
    with the board (ties: the middle of the word nearest the middle of the box, then the first
    found) among the first :data:`CONSTRUCT_SCAN` placements checked; a word with no place waits for
    the next pass, which looks only through the cells filled since (see :meth:`BoxState.options`).
    True when every word is placed, False when a pass places none. ``on_placed`` hears the words
    placed every :data:`REPORT_EVERY`."""
    W = st.W
    lens = p.lens
    at, codes = st.at, st.codes
    since: dict[int, list[int]] = {}  # a word that found no place: the cells of each letter then
    todo = [w for w in order if st.pos[w] is None]
    placed = len(lens) - len(todo)
    mid_r, mid_c = st.height + 1, st.width + 1  # the box's middle, padded, in half cells
    while todo:
        left = []
        for w in todo:
            last = lens[w] - 1
            best = (0, 0, 0, 0)  # (shared, -distance, d, start); shared 0: none found
            for h, d, s in st.options(w, CONSTRUCT_SCAN, since.get(w)):
                r, c = divmod(s, W)
                far = abs(2 * r + last * d - mid_r) + abs(2 * c + last * (1 - d) - mid_c)
                if h > best[0] or (h == best[0] and -far > best[1]):
                    best = (h, -far, d, s)
            if best[0] == 0:
                left.append(w)
                since[w] = [len(at[ch]) for ch in codes[w]]
                continue
            st.place(w, best[2], best[3])
            placed += 1
            if placed % REPORT_EVERY == 0:
                if on_placed is not None:
                    on_placed(placed)
                if p._clock.expired():
                    raise Stop
        if len(left) == len(todo):
            return False
        todo = left
    return True


def construct(
    p: Packer, fits: Callable[[int, int], bool], on_placed: Callable[[int], None] | None = None
) -> Layout3:
    """A first layout of every word, quickly: the words longest first (ties in a random order), the
    first across the middle of an allowed box of about :data:`CONSTRUCT_DENSITY`, the others placed
    greedily (:func:`_greedy`); words left over are placed by :meth:`Packer.fill`. After a failure
    the box grows by 15% (up to half the square of the letter count) and keeps the words placed.
    One step is counted per box.

    Cost: per word, a legality check (its length) for each board cell holding one of its letters;
    so about (words x letters on the board / alphabet size) checks in all.

    Raises:
        Stop: the step budget or the deadline ends first.
    """
    lens = p.lens
    n = len(lens)
    letters = sum(lens) - n  # about one crossing per word
    area = max(2.0 * max(lens), letters / CONSTRUCT_DENSITY)
    cap = max(area, float(sum(lens)) ** 2 / 2)  # roomier boxes do not help a connected layout
    tie = [p.rng.random() for _ in range(n)]
    order = sorted(range(n), key=lambda w: (-lens[w], tie[w]))
    old: BoxState | None = None
    while True:
        p.tick()
        bw, bh = _first_box(p, fits, area)
        st = p.board(bw, bh)
        if old is not None and old.width <= bw and old.height <= bh:
            dr, dc = (bh - old.height) // 2, (bw - old.width) // 2
            for w, (d, r, c) in old.spots().items():
                st.place(w, d, st.cell(r + dr, c + dc))
        else:
            first = order[0]
            if lens[first] <= bw:
                st.place(first, 0, st.cell(bh // 2, (bw - lens[first]) // 2))
            else:
                st.place(first, 1, st.cell((bh - lens[first]) // 2, bw // 2))
        if _greedy(p, st, order, on_placed) or p.fill(st):
            if on_placed is not None:
                on_placed(n)
            return st.spots()
        old = st
        area = min(area * 1.15, cap)


def _next_box(
    p: Packer,
    width: int,
    height: int,
    step: float,
    fits: Callable[[int, int], bool],
    failed: dict[tuple[int, int], int],
) -> tuple[int, int] | None:
    """A box of smaller area than ``width x height``, near ``(1 - step)`` of it and near its shape,
    fewer failures first (weighted draw); None when no allowed box is smaller."""
    area = width * height
    target = area * (1 - step)
    longest = max(p.lens)
    boxes = [
        (w, h)
        for w in range(2, area)
        for h in range(2, (area - 1) // w + 1)
        if w * h >= 0.85 * target and max(w, h) >= longest and fits(w, h)
    ]
    if not boxes:
        return None
    scale = max(width, height)
    weights = []
    for w, h in boxes:
        near = 1 + abs(w * h - target) / scale
        weights.append(
            1 / (near * near * (1 + failed.get((w, h), 0)) * (1 + abs(w - width) + abs(h - height)))
        )
    return boxes[p.rng.weighted(weights)]


def pack(
    words: list[str],
    fits: Callable[[int, int], bool],
    rng: Rng | random.Random,
    node_budget: int,
    deadline: float,
    on_found: Callable[[Layout3, int, int], None] | None = None,
    on_tick: Callable[[int], None] | None = None,
    on_placed: Callable[[int], None] | None = None,
    first_only: bool = False,
) -> tuple[Layout3, int]:
    """The smallest layout found within ``node_budget`` steps or before ``deadline``.

    Args:
        words: the words as placed (at least two).
        fits: ``fits(width, height)``, whether a box is allowed.
        rng: the seeded source of every random choice (see :class:`Packer`).
        node_budget: steps (see :class:`Packer`).
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` to stop at.
        on_found: called with each new best layout and its width and height.
        on_tick: called with the steps so far after each step.
        on_placed: called with the words placed so far while a first layout is built (:func:`construct`).
        first_only: return after the first layout (:func:`construct`), allowed or not by ``fits``.

    Returns:
        The best layout (normalised, its box allowed by ``fits``) or an empty dict if none was
        found, and the steps spent.
    """
    p = Packer(words, rng, node_budget, deadline, on_tick)
    best: tuple[Layout3, int, int] | None = None

    def consider(run: tuple[Layout3, int, int]) -> None:
        nonlocal best
        if fits(run[1], run[2]) and (best is None or run[1] * run[2] < best[1] * best[2]):
            best = run
            if on_found:
                on_found(*best)

    try:
        while True:
            run = normalise(words, construct(p, fits, on_placed))
            consider(run)
            if first_only:
                break
            start = last = p.nodes
            failed: dict[tuple[int, int], int] = {}
            step = FIRST_STEP
            while p.nodes - last < RESTART + (last - start):
                lay, width, height = run
                box = _next_box(p, width, height, step, fits, failed)
                if box is None:
                    break
                bw, bh = box
                # the offset that cuts the fewest letters (ties: one drawn at random)
                cuts = [
                    (_cut(p.lens, lay, bw, bh, dr, dc), dr, dc)
                    for dr in range(min(0, bh - height), max(0, bh - height) + 1)
                    for dc in range(min(0, bw - width), max(0, bw - width) + 1)
                ]
                least = min(cut for cut, _, _ in cuts)
                ties = [(dr, dc) for cut, dr, dc in cuts if cut == least]
                dr, dc = ties[p.rng.below(len(ties))] if len(ties) > 1 else ties[0]
                st = _load(p, lay, bw, bh, dr, dc)
                if not st.placed():
                    p.tick()  # a box that keeps no word: counted, so that the budget still ends
                if not st.placed() or not p.fill(st):
                    failed[box] = failed.get(box, 0) + 1
                    step /= 2
                    continue
                # the layout inside the box may be smaller than the box, and of another shape
                run = normalise(words, st.spots())
                last = p.nodes
                step = min(0.2, step * 1.5)
                consider(run)
    except Stop:
        if p.filled:  # the budget ended while a filled box was being tightened
            consider(normalise(words, p.filled))
    return (best[0] if best else {}), p.nodes
