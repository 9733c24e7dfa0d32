"""The exact solver of grids of units in pure Python: the reference of ``_units.c``.

A grid of side ``n`` whose units (rows, columns, boxes, regions, diagonals: ``n`` cells each) hold
``1..n`` once. Every cell keeps a candidate bitset (bit ``d - 1``: digit ``d``); the rules below run
to their fixed point, then the search branches on the cell with fewest candidates (the lowest index
among equals) and tries its digits in increasing order, each branch on a copy of the candidates
(copy on branch).

- naked single: a cell left with one candidate takes it out of its peers;
- hidden single: a digit with one place left in a unit goes there;
- unit intersection (when the topology keeps them): a digit whose places in unit A all lie where A
  meets unit B leaves the rest of B (pointing and claiming, for boxes against lines).

A contradiction (a cell without candidates, a unit without a place for a digit) is a return value,
never an exception. Every rule only removes candidates and removes more from fewer, so the fixed
point does not depend on the order the rules run in: the C solver, which runs them in another order,
reaches the same state, branches on the same cells and finds the same first solution and count.

The same rules and branching order as the fast sudoku solvers that tdoku's benchmarks compare
(JSolve, fsss: singles, box-line intersections, fewest candidates first), written for any units.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass

Grid = Sequence[int]  # n * n digits, row by row; 0 an empty cell

#: the symbols of the digits 1..25 in lines of puzzles and in their solutions
SYMBOLS = "123456789ABCDEFGHIJKLMNOP"


@dataclass(frozen=True, slots=True)
class Topology:
    """A geometry's units as the search reads them: the peers of each cell and the intersections.

    ``pairs`` holds, for each pair of units meeting in two cells or more (and not the same cells),
    the cells of both, of the first only and of the second only; empty when intersections are off.
    """

    n: int
    units: tuple[tuple[int, ...], ...]
    peers: tuple[tuple[int, ...], ...]
    pairs: tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...]

    @property
    def full(self) -> int:
        """The bitset of the ``n`` digits."""
        return (1 << self.n) - 1


def topology(n: int, units: Sequence[Sequence[int]], intersections: bool) -> Topology:
    """The :class:`Topology` of ``units`` (each ``n`` cell indices ``row * n + col``); O(units² n)."""
    unit_tuples = tuple(tuple(u) for u in units)
    peers: list[tuple[int, ...]] = []
    for c in range(n * n):
        seen = {c}
        mine: list[int] = []
        for unit in unit_tuples:
            if c in unit:
                for p in unit:
                    if p not in seen:
                        seen.add(p)
                        mine.append(p)
        peers.append(tuple(mine))
    pairs = []
    if intersections:
        for i, a in enumerate(unit_tuples):
            for b in unit_tuples[i + 1 :]:
                both = tuple(c for c in a if c in b)
                if 2 <= len(both) < n:
                    pairs.append((both, tuple(c for c in a if c not in b), tuple(c for c in b if c not in a)))
    return Topology(n, unit_tuples, tuple(peers), tuple(pairs))


def _single(m: int) -> bool:
    return m & (m - 1) == 0


def propagate(t: Topology, cand: list[int], done: list[bool]) -> bool:
    """Run the rules to their fixed point, pruning ``cand`` in place (``done[c]``: the digit of cell
    ``c`` is out of its peers); False on a contradiction."""
    while True:
        changed = False
        for c, m in enumerate(cand):  # naked singles
            if not done[c] and _single(m):
                done[c] = True
                changed = True
                for p in t.peers[c]:
                    if cand[p] & m:
                        cand[p] &= ~m
                        if not cand[p]:
                            return False
        if changed:
            continue
        for unit in t.units:  # hidden singles
            once = twice = 0
            for c in unit:
                twice |= once & cand[c]
                once |= cand[c]
            if once != t.full:
                return False
            for c in unit:
                alone = cand[c] & ~twice
                if alone and not _single(cand[c]):
                    if not _single(alone):
                        return False  # two digits with this cell their only place
                    cand[c] = alone
                    changed = True
        if changed:
            continue
        for both, a_only, b_only in t.pairs:  # unit intersections
            inside = _union(cand, both)
            for keep, rest in ((a_only, b_only), (b_only, a_only)):
                digits = inside & ~_union(cand, keep)
                for c in rest:
                    if cand[c] & digits:
                        cand[c] &= ~digits
                        changed = True
                        if not cand[c]:
                            return False
        if not changed:
            return True


def _union(cand: list[int], cells: tuple[int, ...]) -> int:
    out = 0
    for c in cells:
        out |= cand[c]
    return out


def solve(t: Topology, grid: Grid, limit: int, nodes: int = 0) -> tuple[int, tuple[int, ...] | None]:
    """The number of solutions of ``grid`` up to ``limit`` and the first one found (None when there
    is none). ``grid`` holds ``0..n``, ``limit`` is 1 or more (the caller checks both). ``nodes``
    bounds the states searched (0: no bound): past it, ``(-1, None)``.

    Cost: exponential in the worst case; each node copies the ``n * n`` candidates.
    """
    count, first, stop = search(t, grid, limit, nodes)
    return (-1, None) if stop else (count, first)


def search(
    t: Topology, grid: Grid, limit: int, nodes: int = 0, deadline: float = 0.0
) -> tuple[int, tuple[int, ...] | None, int]:
    """:func:`solve`'s search with the reason it stopped: ``(count, first, stop)``, ``stop`` 0 when
    it ended, 1 at the bound of ``nodes``, 2 at ``deadline`` (``time.monotonic()`` seconds, 0:
    none; read every 1,024 states, as the C search reads it), the count then the solutions found."""
    cand = [t.full if v == 0 else 1 << (v - 1) for v in grid]
    done = [False] * len(cand)
    found: list[tuple[int, ...]] = []
    count = 0
    if not propagate(t, cand, done):
        return 0, None, 0
    stack = [cand]
    searched = 0
    while stack:
        cand = stack.pop()
        searched += 1
        if nodes and searched > nodes:
            return count, (found[0] if found else None), 1
        if deadline and searched % 1024 == 0 and time.monotonic() > deadline:
            return count, (found[0] if found else None), 2
        best = _fewest(cand)
        if best < 0:
            count += 1
            if count == 1:
                found.append(tuple(m.bit_length() for m in cand))
            if count >= limit:
                break
            continue
        branches = []
        done = [_single(m) for m in cand]  # at the fixed point, every single is out of its peers
        left = cand[best]
        while left:
            bit = left & -left
            left ^= bit
            child = cand.copy()
            child[best] = bit
            if propagate(t, child, done.copy()):
                branches.append(child)
        stack.extend(reversed(branches))  # the smallest digit first
    return count, (found[0] if found else None), 0


def _fewest(cand: list[int]) -> int:
    """The unsolved cell with fewest candidates (lowest index among equals), or -1."""
    best, fewest = -1, 64
    for c, m in enumerate(cand):
        if not _single(m):
            k = m.bit_count()
            if k < fewest:
                best, fewest = c, k
                if k == 2:
                    break
    return best


def cell_of(ch: int, n: int) -> int:
    """The digit of a line's byte ``ch``: 0 for ``.`` or ``0``, -1 when it is not a cell of side ``n``."""
    if ch in b".0":
        return 0
    c = chr(ch).upper()
    v = SYMBOLS.find(c) + 1 if ch < 128 else 0
    return v if 0 < v <= n else -1


def line_error(n: int, column: int, bad: int | None, found: int) -> str:
    """The message of a malformed line: a byte ``bad`` at ``column`` (1-based) that is not a cell, or
    (``bad`` None) ``found`` cells where ``n * n`` are wanted, ``column`` the first missing or extra."""
    if n <= 9:
        digits = f"1-{n}"
    else:
        digits = "1-9, A" if n == 10 else f"1-9, A-{SYMBOLS[n - 1]}"
    if bad is None:
        return f"column {column}: the line has {found} cells; a {n} x {n} grid has {n * n}"
    what = f"'{chr(bad)}'" if 32 < bad < 127 and bad not in b'"\\' else f"byte 0x{bad:02X}"
    return f"column {column}: {what} is not a cell of a {n} x {n} grid ({digits}, '.' or '0')"


def solve_lines(t: Topology, data: bytes, limit: int, first_line: int, seconds: float = 0.0) -> bytes:
    """One JSON line per puzzle line of ``data`` (see :func:`gridcraft.latin.units.solve_lines`)."""
    out: list[str] = []
    n, cells = t.n, t.n * t.n
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    for number, raw in enumerate(lines, first_line):
        body = raw.strip(b" \t\r\f\v")
        if not body or body.startswith(b"#"):
            continue
        lead = len(raw) - len(raw.lstrip(b" \t\r\f\v"))
        grid, error = [], None
        for i, ch in enumerate(body[:cells]):  # as the C loop: a bad byte first when the length is
            v = cell_of(ch, n)  # right or the byte is not ASCII, else the wrong length
            if v < 0 and (len(body) == cells or ch >= 0x80):
                error = line_error(n, lead + i + 1, ch, 0)
            if v < 0:
                break
            grid.append(v)
        if error is None and len(body) != cells:
            error = line_error(n, lead + min(len(body), cells) + 1, None, len(body))
        if error is not None:
            out.append(f'{{"line": {number}, "error": {json.dumps(error)}}}\n')
            continue
        count, first, stop = search(t, grid, limit, 0, time.monotonic() + seconds if seconds > 0 else 0.0)
        solution = f', "solution": "{"".join(SYMBOLS[v - 1] for v in first)}"' if first else ""
        cut = ', "complete": false' if stop else ""
        out.append(f'{{"line": {number}, "solutions": {count}{solution}{cut}}}\n')
    return "".join(out).encode("ascii")
