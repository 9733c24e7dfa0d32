"""Cage tuple tables: every assignment of values to a cage's cells that meets its clue.

A cage's tuples are enumerated once, in lexicographic order, respecting the Latin rule inside the
cage (two cells of the cage in one row or one column never share a value; with boxes, nor two in one
box or jigsaw region; with extra units, nor two in one unit; in a cage with distinct values, as
killer sudoku's, no two of its cells). For the propagation the
table is stored column-wise as bitsets over tuple indices (the "compact table" idea of Demeulenaere
et al., *Compact-Table: Efficiently Filtering Table Constraints with Reversible Sparse Bit-Sets*,
CP 2016): ``masks[pos][v]`` has bit ``t`` set when tuple ``t`` puts value ``v`` at position ``pos``.
The surviving tuples of a cage are then one ``int``, filtered by AND/OR of these masks.
"""

from __future__ import annotations

from itertools import combinations, permutations
from math import factorial, prod

from gridcraft.latin.model import Boxes, Op, Regions
from gridcraft.latin.model import CageLike as Cage
from gridcraft.latin.search.lines import clash_test

Tuple = tuple[int, ...]  # one value (1..n) per cage cell, in the cage's cell order

_ZERO_ONE = [bytes(49 if i == v else 48 for i in range(256)) for v in range(17)]  # "1" at v, "0" elsewhere


def conflicts(
    cage: Cage, boxes: Boxes | Regions | None = None, distinct: bool = False, units: Regions = ()
) -> list[tuple[int, ...]]:
    """For each position of ``cage.cells``, the earlier positions in the same row or column (or box
    or region, with ``boxes``; or one of ``units``; every earlier position when ``distinct``)."""
    cells = cage.cells
    clash = clash_test(boxes, units)
    return [tuple(j for j in range(i) if distinct or clash(cells[j], cells[i])) for i in range(len(cells))]


def cage_tuples(
    cage: Cage,
    n: int,
    domains: list[int] | None = None,
    *,
    boxes: Boxes | Regions | None = None,
    distinct: bool = False,
    units: Regions = (),
) -> list[Tuple]:
    """All value tuples of ``cage`` in an ``n`` x ``n`` grid, lexicographically sorted.

    A tuple gives one value in 1..n per cell of ``cage.cells``; values of cells that share a row or
    a column differ, and with ``boxes`` (rows, columns of each box, or the jigsaw regions) those of
    cells in one box, and with ``units`` (extra units, checked already) those in one unit; with
    ``distinct`` every value of the tuple differs (killer sudoku's cages); with ``domains`` (one
    bitset per cell, bit ``v`` set when value ``v`` is allowed) only allowed values appear. A cage without an operation takes the union over the operations that
    fit its size (``+ x`` for three or more cells, ``+ - x /`` for two). Cost: proportional to the
    number of tuples times the cage size, with sums and products pruned by bounds and divisibility
    (see :func:`estimate` for a quick upper bound on the count).
    """
    k, t = len(cage.cells), cage.target
    doms = domains if domains is not None else [(1 << (n + 1)) - 2] * k
    if cage.op is Op.ANY:  # a cell in no cage: every value its domain allows
        return [(v,) for v in range(1, n + 1) if doms[0] >> v & 1]
    if k == 1:
        return [(t,)] if t <= n and doms[0] >> t & 1 else []
    if distinct and k > n:
        return []  # more cells than values
    ops = _ops(cage)
    found: list[Tuple] = []
    for op in ops:
        if op is Op.SUB:
            pairs = [p for a in range(1, n + 1 - t) for p in ((a, a + t), (a + t, a))]
            found += [(a, b) for a, b in pairs if doms[0] >> a & 1 and doms[1] >> b & 1]
        elif op is Op.DIV:
            pairs = [p for a in range(1, n // t + 1) if t > 1 for p in ((a, a * t), (a * t, a))]
            found += [(a, b) for a, b in pairs if doms[0] >> a & 1 and doms[1] >> b & 1]
        elif distinct:
            found += _distinct(op, t, k, n, doms)
        elif op is Op.ADD:
            found += _sums(t, k, n, conflicts(cage, boxes, units=units), doms)
        elif op is Op.MUL:
            found += _products(t, k, n, conflicts(cage, boxes, units=units), doms)
    return sorted(set(found)) if len(ops) > 1 or cage.op in (Op.SUB, Op.DIV) else found


def _ops(cage: Cage) -> list[Op]:
    """The operations a cage may mean: its own, or every one that fits its size when it has none."""
    if cage.op is not None:
        return [cage.op]
    return [Op.ADD, Op.SUB, Op.MUL, Op.DIV] if len(cage.cells) == 2 else [Op.ADD, Op.MUL]


def estimate(cage: Cage, n: int, distinct: bool = False) -> int:
    """An upper bound on ``len(cage_tuples(cage, n))``: the tuples of values 1..n meeting the clue,
    ignoring the Latin rule inside the cage (with ``distinct``, the smaller of that and the count
    of tuples of distinct values, ``k!`` times the sets of ``k`` values meeting a sum, for a sum).
    Cost O(k * n * target) for sums, less for products."""
    k, t = len(cage.cells), cage.target
    if k == 1:
        return 1
    if distinct and k > n:
        return 0
    if n**k <= 4096:
        return int(n**k)  # small enough to need no closer look
    if distinct and cage.op is Op.ADD:
        return min(_estimate(cage, n), _distinct_sums(t, k, n) * factorial(k))
    return _estimate(cage, n)


def _distinct_sums(t: int, k: int, n: int) -> int:
    """The number of sets of ``k`` values in 1..n summing to ``t``; cost O(n * k * t)."""
    ways = [[0] * (t + 1) for _ in range(k + 1)]  # ways[j][s]: sets of j values so far summing to s
    ways[0][0] = 1
    for v in range(1, n + 1):
        for j in range(min(k, v), 0, -1):
            for s in range(t, v - 1, -1):
                ways[j][s] += ways[j - 1][s - v]
    return ways[k][t]


def _estimate(cage: Cage, n: int) -> int:
    k, t = len(cage.cells), cage.target
    total = 0
    for op in _ops(cage):
        if op in (Op.SUB, Op.DIV):
            total += 2 * n
        elif op is Op.ADD:
            ways = [1] + [0] * t
            for _ in range(k):
                ways = [sum(ways[s - v] for v in range(1, min(n, s) + 1)) for s in range(t + 1)]
            total += ways[t]
        else:
            products = {1: 1}
            for _ in range(k):
                step: dict[int, int] = {}
                for p, w in products.items():
                    for v in range(1, n + 1):
                        if t % (p * v) == 0:
                            step[p * v] = step.get(p * v, 0) + w
                products = step
            total += products.get(t, 0)
    return total


def _distinct(op: Op, target: int, k: int, n: int, doms: list[int]) -> list[Tuple]:
    """The tuples of ``k`` distinct values meeting a sum or product: every order of every set of
    values that meets it (far fewer sets than partial tuples to try), sorted."""
    out: list[Tuple] = []
    full = (1 << (n + 1)) - 2
    for values in combinations(range(1, n + 1), k):
        if (sum(values) if op is Op.ADD else prod(values)) != target:
            continue
        if all(doms[i] & full == full for i in range(k)):
            out += permutations(values)
        else:
            _orders(sum(1 << v for v in values), doms, out)
    return sorted(out)


def _orders(values: int, doms: list[int], out: list[Tuple]) -> None:
    """Append to ``out`` every order of the values of the bitset ``values`` that gives each position
    ``i`` a value of ``doms[i]``, lexicographically."""
    k = len(doms)
    vals = [0] * k

    def place(i: int, left: int) -> None:
        allowed = doms[i] & left
        while allowed:
            bit = allowed & -allowed
            allowed ^= bit
            vals[i] = bit.bit_length() - 1
            if i + 1 < k:
                place(i + 1, left ^ bit)
            else:
                out.append(tuple(vals))

    place(0, values)


def _sums(target: int, k: int, n: int, clash: list[tuple[int, ...]], doms: list[int]) -> list[Tuple]:
    out: list[Tuple] = []
    vals = [0] * k

    def place(i: int, rem: int) -> None:
        left = k - 1 - i
        allowed = doms[i]
        for j in clash[i]:  # no value twice in a row or column of the cage
            allowed &= ~(1 << vals[j])
        for v in range(max(1, rem - left * n), min(n, rem - left) + 1):
            if not allowed >> v & 1:
                continue
            vals[i] = v
            if left:
                place(i + 1, rem - v)
            else:
                out.append(tuple(vals))

    place(0, target)
    return out


def _products(target: int, k: int, n: int, clash: list[tuple[int, ...]], doms: list[int]) -> list[Tuple]:
    out: list[Tuple] = []
    vals = [0] * k
    powers = [n**e for e in range(k)]

    def place(i: int, rem: int) -> None:
        left = k - 1 - i
        allowed = doms[i]
        for j in clash[i]:  # no value twice in a row or column of the cage
            allowed &= ~(1 << vals[j])
        if not left:
            if rem <= n and allowed >> rem & 1:
                vals[i] = rem
                out.append(tuple(vals))
            return
        for v in range(1, n + 1):
            if rem % v or rem // v > powers[left] or not allowed >> v & 1:
                continue
            vals[i] = v
            place(i + 1, rem // v)

    place(0, target)
    return out


def tuple_masks(tuples: list[Tuple], k: int, n: int) -> list[list[int]]:
    """Column bitsets of a table: ``masks[pos][v]`` has bit ``t`` set when ``tuples[t][pos] == v``.

    ``masks[pos]`` has ``n + 1`` entries (index 0 unused). Cost: O(k * n * len(tuples)) byte
    operations, done in C (each mask is read from a string of ``0``/``1`` digits).
    """
    masks = [[0] * (n + 1) for _ in range(k)]
    if not tuples:
        return masks
    for pos, column in enumerate(zip(*tuples, strict=True)):
        reverse = bytes(column)[::-1]  # tuple 0 becomes the lowest bit
        row = masks[pos]
        for v in set(column):
            row[v] = int(reverse.translate(_ZERO_ONE[v]), 2)
    return masks
