"""Rules on whole rows and columns, shared by both propagations (this pure Python one is used by
:class:`gridcraft.latin.search.solver.LatinProblem`; ``_core.c`` has the same rules in C).

* :func:`all_different`: generalised arc consistency of a line's all-different constraint (Régin,
  *A filtering algorithm for constraints of difference in CSPs*, AAAI 1994): a value stays in a
  cell only when some perfect matching of the line's open cells to its missing values uses it.
* :func:`line_sums` and :func:`line_sum`: a line's values sum to ``n(n+1)/2``. A sum cage that
  meets the line contributes its target less its cells outside the line, so each line gives
  ``sum(A) - sum(B) == R`` (A: the line's cells outside sum cages; B: the cells of its sum cages
  outside the line), the "innies and outies" of Killer Sudoku setters. It is propagated on bounds.
  Only the cages of the partition (``puzzle.cages``) count: a relation over the cells
  (:class:`gridcraft.latin.model.Relation`) has no sum.
  With boxes (regular or jigsaw regions), each box gives the same sum (the "45 rule" of killer
  sudoku on a 9 x 9 grid), and so does each extra unit (an X sudoku's diagonals).
* :func:`box_cells` and :func:`clash_test`: the units beyond the rows and columns, and whether two
  cells share one (the Latin rule inside a cage or a relation's table).

Candidates are bitsets (bit ``v`` set while value ``v`` is possible); cells are indices
``row * n + col``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence

from gridcraft.latin.model import Boxes, Cell, Op, Regions, Square, is_boxes, regions

# (A, B, R, f, distinct, line): sum of f over A less sum of f over B equals R; ``f[v]`` for v in 0..n;
# ``distinct``: A's cells share a line; ``line``: the row (0..n-1), column (n..2n-1) or other unit
# (boxes from 2n: see :func:`box_cells`, then the extra units) it is charged to
Linear = tuple[tuple[int, ...], tuple[int, ...], int, tuple[int, ...], bool, int]


def _exponent(v: int, p: int) -> int:
    """The exponent of the prime ``p`` in ``v`` (``v`` >= 1)."""
    e = 0
    while v % p == 0:
        v //= p
        e += 1
    return e


def box_cells(n: int, boxes: Boxes | Regions) -> list[tuple[Cell, ...]]:
    """The ``n`` boxes of an ``n`` x ``n`` grid, each its cells (row, col) in reading order: boxes of
    ``boxes[0]`` rows and ``boxes[1]`` columns in reading order, or jigsaw regions ordered by their
    first cells (see :func:`gridcraft.latin.model.regions`).

    Raises:
        ValueError: ``boxes[0] * boxes[1] != n`` or a side below 1; regions that do not cover the
            grid once with ``n`` regions of ``n`` cells (an ``InvalidPuzzle`` naming the fault).
    """
    return list(regions(n, boxes))


@functools.cache
def _zones(boxes: Regions | None, units: Regions) -> dict[Cell, frozenset[int]]:
    """Each cell's regions and units, numbered (regions first); read-only."""
    out: dict[Cell, set[int]] = {}
    for z, zone in enumerate((*(boxes or ()), *units)):
        for cell in zone:
            out.setdefault(cell, set()).add(z)
    return {cell: frozenset(zs) for cell, zs in out.items()}


def clash_test(boxes: Boxes | Regions | None = None, units: Regions = ()) -> Callable[[Cell, Cell], bool]:
    """Whether two cells share a row, a column, a box (``(h, w)``, or one of the regions given) or
    one of ``units``: then they never hold one value. Regions and units must be checked already
    (:func:`gridcraft.latin.model.regions`, :func:`~gridcraft.latin.model.checked_units`)."""
    if boxes is not None and is_boxes(boxes):
        h, w = boxes
        if not units:
            return lambda a, b: (
                a[0] == b[0] or a[1] == b[1] or (a[0] // h, a[1] // w) == (b[0] // h, b[1] // w)
            )
        boxes = regions(h * w, boxes)
    if boxes is None and not units:
        return lambda a, b: a[0] == b[0] or a[1] == b[1]
    zones = _zones(boxes, tuple(units))
    empty: frozenset[int] = frozenset()
    return lambda a, b: a[0] == b[0] or a[1] == b[1] or bool(zones.get(a, empty) & zones.get(b, empty))


def line_sums(
    puzzle: Square,
    bands: int = 1,
    primes: bool = False,
    boxes: Boxes | Regions | None = None,
    units: Regions = (),
) -> list[Linear]:
    """The linears of the module's docstring: per band of 1 to ``bands`` consecutive rows (then
    columns), one for the sum, and with ``primes`` one per prime ``p`` with ``2p <= n`` for the
    exponents of ``p`` (the band's product is ``(n!)^k``; product cages and one-cell cages stand
    for their cells as sum cages do for sums). Bands of one line come first, rows before columns,
    so linear ``j < 2n`` is line ``j``'s sum. With ``boxes`` (or regions), then one sum per box
    (charged to unit ``2n + b`` for box ``b`` of :func:`box_cells`); then one per extra unit of
    ``units`` (each ``n`` cells, checked already), charged to the units after the boxes.

    Raises:
        ValueError: ``boxes`` do not tile the grid."""
    n = puzzle.size
    cage_of = {}
    for c, cage in enumerate(puzzle.cages):
        for cell in cage.cells:
            cage_of[cell] = c
    functions: list[tuple[tuple[int, ...], tuple[Op, ...], int]] = [(tuple(range(n + 1)), (Op.ADD, Op.EQ), 0)]
    if primes:
        for p in (q for q in range(2, n // 2 + 1) if all(q % d for d in range(2, q))):
            functions.append(((0, *(_exponent(v, p) for v in range(1, n + 1))), (Op.MUL, Op.EQ), p))
    out = []
    for k in range(1, min(bands, n) + 1):
        for f, ops, p in functions:
            for across in (True, False):
                for first in range(n - k + 1):
                    band = [(r, c) if across else (c, r) for r in range(first, first + k) for c in range(n)]
                    line = first if across else n + first
                    out.append(_linear(puzzle, band, cage_of, f, ops, p, k, line))
        if k == 1:
            out.sort(key=lambda lin: lin[3] != tuple(range(n + 1)))  # the line sums first, in line order
    whole = box_cells(n, boxes) if boxes is not None else []
    identity = functions[0][0]
    for u, unit in enumerate([*whole, *units]):
        out.append(_linear(puzzle, list(unit), cage_of, identity, (Op.ADD, Op.EQ), 0, 1, 2 * n + u))
    return out


def cage_sum(cells: tuple[int, ...], target: int, n: int, unit: int) -> Linear:
    """The linear of a sum cage whose values differ (a killer cage): its cells (indices) sum to
    ``target``; charged to ``unit``."""
    return (cells, (), target, tuple(range(n + 1)), True, unit)


def _linear(
    puzzle: Square,
    band: list[tuple[int, int]],
    cage_of: dict[tuple[int, int], int],
    f: tuple[int, ...],
    ops: tuple[Op, ...],
    p: int,
    k: int,
    line: int,
) -> Linear:
    n = puzzle.size
    inside = set(band)
    a: list[int] = []
    b: list[int] = []
    total = sum(f[1:])
    r = k * total
    met: set[int] = set()
    for cell in band:
        c = cage_of[cell]
        cage = puzzle.cages[c]
        if cage.op not in ops:
            a.append(cell[0] * n + cell[1])
        elif c not in met:
            met.add(c)
            r -= cage.target if p == 0 else _exponent(cage.target, p)
            b.extend(row * n + col for row, col in cage.cells if (row, col) not in inside)
    return (tuple(a), tuple(b), r, f, k == 1, line)


def watchers(linears: Sequence[Linear], cells: int) -> list[list[int]]:
    """For each cell index below ``cells``, the indices of the linears it appears in."""
    out: list[list[int]] = [[] for _ in range(cells)]
    for j, lin in enumerate(linears):
        for k in lin[0] + lin[1]:
            out[k].append(j)
    return out


def line_sum(
    linear: Linear, doms: list[int], queue: list[int], values: Mapping[int, tuple[int, ...]]
) -> bool:
    """Bounds propagation of ``sum f(A) - sum f(B) == R``; narrows ``doms`` in place, appends each
    narrowed cell to ``queue``; False when no assignment within the bounds can meet it.
    ``values[bits]`` gives the values of a bitset, ascending."""
    a, b, r, f, distinct, _ = linear
    lo_a = hi_a = lo_b = hi_b = 0
    union = 0
    ranges = []
    for k in a + b:
        fs = [f[v] for v in values[doms[k]]]
        ranges.append((min(fs), max(fs)))
    for i, k in enumerate(a):
        union |= doms[k]
        lo_a += ranges[i][0]
        hi_a += ranges[i][1]
    for lo, hi in ranges[len(a) :]:
        lo_b += lo
        hi_b += hi
    low, high = lo_a, hi_a
    if a and distinct:  # A's cells share a line, so their values differ
        fs = sorted(f[v] for v in values[union])
        if len(fs) < len(a):
            return False
        low, high = max(low, sum(fs[: len(a)])), min(high, sum(fs[-len(a) :]))
    if low - hi_b > r or high - lo_b < r:
        return False
    for i, k in enumerate(a + b):
        lo, hi = ranges[i]
        if i < len(a):  # f(x) = R + sum f(B) - sum f(A without x)
            mn, mx = r + lo_b - (hi_a - hi), r + hi_b - (lo_a - lo)
        else:  # f(y) = sum f(A) - R - sum f(B without y)
            mn, mx = lo_a - r - (hi_b - hi), hi_a - r - (lo_b - lo)
        if mn <= lo and mx >= hi:
            continue
        d = doms[k]
        nd = 0
        for v in values[d]:
            if mn <= f[v] <= mx:
                nd |= 1 << v
        if not nd:
            return False
        if nd != d:
            doms[k] = nd
            queue.append(k)
    return True


def all_different(
    cells: Sequence[int],
    doms: list[int],
    queue: list[int],
    values: Mapping[int, tuple[int, ...]],
    whole: bool = True,
) -> bool:
    """Régin's filtering on one line (see the module's docstring), once its naked singles have been
    propagated; narrows ``doms`` in place, appends each narrowed cell to ``queue``; False when the
    open cells cannot take the missing values one each. ``whole``: the line holds every value (a
    row, column or box); else (a cage's unit of fewer cells) its open cells may have more values
    than cells among them, and a value also stays where it is free in the matching or its cell can
    pass it on along a path ending at a free value."""
    free = [k for k in cells if doms[k] & (doms[k] - 1)]
    if len(free) < 3:
        return True
    union = fixed = 0
    for k in cells:
        if k in free:
            union |= doms[k]
        else:
            fixed |= doms[k]
    if union & fixed:
        return True  # singles still pending: the line is looked at again once they are done
    if union.bit_count() < len(free):
        return False
    if union.bit_count() > len(free) and whole:
        return True
    owner: dict[int, int] = {}  # value -> cell
    mate: dict[int, int] = {}  # cell -> value
    for k in sorted(free, key=lambda k: doms[k].bit_count()):
        if not _augment(k, doms, owner, mate, values, set()):
            return False
    reach = {v: doms[owner[v]] & ~(1 << v) for v in owner}  # value graph: v -> its cell's other values
    freed = union & ~sum(1 << v for v in owner)  # free values, then the values that can pass to one
    grown = freed
    while grown:
        grown = 0
        for v in owner:
            if not freed >> v & 1 and reach[v] & freed:
                grown |= 1 << v
        freed |= grown
    order = list(reach)
    for w in order:  # Warshall's transitive closure
        bw, rw = 1 << w, reach[w]
        for v in order:
            if reach[v] & bw:
                reach[v] |= rw
    for k in free:
        m, d = mate[k], doms[k]
        keep = 1 << m | (d & freed)
        for v in values[d & ~keep]:
            if reach[v] >> m & 1:  # v's cell can pass its value round a cycle back to k
                keep |= 1 << v
        if keep != d:
            doms[k] = keep
            queue.append(k)
    return True


def _augment(
    k: int,
    doms: list[int],
    owner: dict[int, int],
    mate: dict[int, int],
    values: Mapping[int, tuple[int, ...]],
    seen: set[int],
) -> bool:
    """Kuhn's augmenting path from cell ``k``: True when it (re)matches every cell on the path."""
    for v in values[doms[k]]:
        if v in seen:
            continue
        seen.add(v)
        if v not in owner or _augment(owner[v], doms, owner, mate, values, seen):
            owner[v] = k
            mate[k] = v
            return True
    return False
