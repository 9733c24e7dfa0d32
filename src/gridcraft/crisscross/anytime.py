"""Anytime criss-cross search: dense layouts inside a shrinking box.

Algorithm (our own): depth-first growth under strict rules (nothing touches except at crossings),
inside a bounding-box cap ``width x height``. At each node the unplaced word with the fewest legal
placements crossing the board is placed next (most constrained first); its placements are tried
by most crossings, then least growth of the box, ties broken by a seeded random order. Each attempt
has a node budget; the driver (:func:`improve`) first finds any layout, then keeps asking for a
layout inside boxes of smaller area, so the footprint only improves while time remains.

The search is not complete (a word that crosses nothing yet is skipped, not branched on), which is
why it is anytime only; proofs come from :mod:`gridcraft.crisscross.exact`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from gridcraft.crisscross.board import ORIGIN, STEP, STRIDE, Board, Move
from gridcraft.crisscross.shape import Shape


class _Stop(Exception):
    pass


class BoxSearch:
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
        if self.nodes > self.node_limit or (self.nodes & 255 == 0 and time.monotonic() > self.deadline):
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
) -> tuple[int, int]:
    """Search for ever smaller layouts until ``deadline``; return (nodes, attempts).

    Args:
        words: letters as placed.
        fits: ``fits(width, height)``, whether a box is allowed.
        deadline: ``time.monotonic()`` value to stop at.
        rng: seeded randomness.
        best: ``(width, height)`` of the best layout already known, if any.
        on_found: called with ``(moves, width, height)`` for each improvement.
        progress: called with a one-line status after each attempt.
    """
    longest = max(len(w) for w in words)
    first = max(range(len(words)), key=lambda w: (len(words[w]), -w))
    nodes = attempts = 0
    total = sum(len(w) for w in words)
    budget = 2000
    while time.monotonic() < deadline:
        area = best[0] * best[1] if best else None
        boxes = _boxes(longest, total, area, fits)
        if not boxes:
            break
        # try the boxes just below the best area first, a few at random among the nearest
        pick = boxes[: max(1, min(len(boxes), 6))]
        w, h = rng.choice(pick) if best else boxes[0]
        attempts += 1
        s = BoxSearch(words, w, h, rng, budget, deadline)
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
        for extra in range(0, 4 * side):
            for w, h in ((side + extra, side + extra), (side + extra, side), (side, side + extra)):
                if fits(w, h):
                    return [(w, h)]
        return []
    out = []
    for w in range(2, below):
        for h in range(2, below // w + 1):
            if w * h < below and max(w, h) >= longest and w * h >= total // 2 and fits(w, h):
                out.append((w, h))
    out.sort(key=lambda b: (-b[0] * b[1], abs(b[0] - b[1])))
    return out


def _cells(words: list[str], m: Move) -> list[int]:
    w, d, start = m
    step = STEP[d]
    return [start + k * step for k in range(len(words[w]))]


def _connected(words: list[str], moves: list[Move]) -> bool:
    """True when the placements form one piece (crossing graph connected)."""
    if not moves:
        return False
    by_cell: dict[int, list[int]] = {}
    for i, m in enumerate(moves):
        for x in _cells(words, m):
            by_cell.setdefault(x, []).append(i)
    seen = {0}
    todo = [0]
    while todo:
        i = todo.pop()
        for x in _cells(words, moves[i]):
            for j in by_cell[x]:
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
    return len(seen) == len(moves)


def _score(words: list[str], moves: list[Move]) -> tuple[int, int, int]:
    cells = {x for m in moves for x in _cells(words, m)}
    rows = [x // STRIDE for x in cells]
    cols = [x % STRIDE for x in cells]
    w = max(cols) - min(cols) + 1
    h = max(rows) - min(rows) + 1
    return (w * h, len(cells) - sum(len(words[m[0]]) for m in moves), abs(w - h))


def _removal(words: list[str], moves: list[Move], k: int, rng: random.Random) -> set[int]:
    """Words to take out: those on one side of the box, then neighbours, up to about ``k``."""
    cells = {m[0]: _cells(words, m) for m in moves}
    rows = [x // STRIDE for c in cells.values() for x in c]
    cols = [x % STRIDE for c in cells.values() for x in c]
    side = rng.randrange(5)
    if side == 4:
        out = {rng.choice(moves)[0]}
    else:
        key, edge = [(lambda x: x // STRIDE, min(rows)), (lambda x: x // STRIDE, max(rows)),
                     (lambda x: x % STRIDE, min(cols)), (lambda x: x % STRIDE, max(cols))][side]
        out = {w for w, cs in cells.items() if any(key(x) == edge for x in cs)}
    owners: dict[int, list[int]] = {}
    for w, cs in cells.items():
        for x in cs:
            owners.setdefault(x, []).append(w)
    while len(out) < k:
        if rng.random() < 0.6:
            near = sorted({v for w in out for x in cells[w] for v in owners[x]} - out)
            if near:
                out.add(rng.choice(near))
                continue
        out.add(rng.choice(moves)[0])
    return out


def repair(
    words: list[str],
    moves: list[Move],
    shape: Shape,
    deadline: float,
    rng: random.Random,
    on_found: Callable[[list[Move]], None] | None = None,
    progress: Callable[[str], None] | None = None,
    plateau: float = 0.3,
    nodes_per_word: int = 400,
) -> tuple[int, int]:
    """Large-neighbourhood search: take out a few words (often those on one side of the box) and
    put them back by exact branch and bound, keeping any strictly better layout.

    Returns:
        ``(nodes, rounds)`` spent.
    """
    from gridcraft.crisscross.exact import ExactSearch

    cur = list(moves)
    score = _score(words, cur)
    nodes = rounds = 0
    n = len(words)
    while time.monotonic() < deadline and n > 2:
        rounds += 1
        k = rng.randint(2, min(n - 1, 7))
        out = _removal(words, cur, k, rng)
        if len(out) >= n or len(out) > 10:
            continue
        rest = [m for m in cur if m[0] not in out]
        if not _connected(words, rest):
            continue
        flat = frozenset(cur) if rng.random() < plateau else None
        es = ExactSearch(words, shape, deadline, incumbent=(score[0], score[1], 0),
                         allow_pending=False, node_limit=nodes_per_word * len(out), plateau=flat)
        es.run(fixed=rest)
        nodes += es.nodes
        if es.best_moves is not None:
            cur = es.best_moves
            score = _score(words, cur)
            if on_found:
                on_found(cur)
            if progress:
                progress(f"repair: area {score[0]}, {rounds} rounds, {nodes} nodes")
    return nodes, rounds
