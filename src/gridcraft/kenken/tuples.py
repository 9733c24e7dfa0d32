"""Cage tuple tables: every assignment of values to a cage's cells that meets its clue.

A cage's tuples are enumerated once, in lexicographic order, respecting the Latin rule inside the
cage (two cells of the cage in one row or one column never share a value). For the propagation the
table is stored column-wise as bitsets over tuple indices (the "compact table" idea of Demeulenaere
et al., *Compact-Table: Efficiently Filtering Table Constraints with Reversible Sparse Bit-Sets*,
CP 2016): ``masks[pos][v]`` has bit ``t`` set when tuple ``t`` puts value ``v`` at position ``pos``.
The surviving tuples of a cage are then one ``int``, filtered by AND/OR of these masks.
"""

from __future__ import annotations

from gridcraft.kenken.model import Cage, Op

Tuple = tuple[int, ...]  # one value (1..n) per cage cell, in the cage's cell order

_ZERO_ONE = [bytes(49 if i == v else 48 for i in range(256)) for v in range(17)]  # "1" at v, "0" elsewhere


def conflicts(cage: Cage) -> list[tuple[int, ...]]:
    """For each position of ``cage.cells``, the earlier positions in the same row or column."""
    cells = cage.cells
    return [
        tuple(j for j in range(i) if cells[j][0] == cells[i][0] or cells[j][1] == cells[i][1])
        for i in range(len(cells))
    ]


def cage_tuples(cage: Cage, n: int) -> list[Tuple]:
    """All value tuples of ``cage`` in an ``n`` x ``n`` grid, lexicographically sorted.

    A tuple gives one value in 1..n per cell of ``cage.cells``; values of cells that share a row or
    a column differ. A cage without an operation takes the union over the operations that fit its
    size (``+ x`` for three or more cells, ``+ - x /`` for two). Cost: proportional to the number of
    tuples times the cage size, with sums and products pruned by bounds and divisibility.
    """
    k, t = len(cage.cells), cage.target
    if k == 1:
        return [(t,)] if t <= n else []
    ops = (
        [cage.op]
        if cage.op is not None
        else ([Op.ADD, Op.SUB, Op.MUL, Op.DIV] if k == 2 else [Op.ADD, Op.MUL])
    )
    found: set[Tuple] = set()
    for op in ops:
        if op is Op.SUB:
            found.update(p for a in range(1, n + 1 - t) for p in ((a, a + t), (a + t, a)))
        elif op is Op.DIV:
            found.update(p for a in range(1, n // t + 1) if t > 1 for p in ((a, a * t), (a * t, a)))
        elif op is Op.ADD:
            found.update(_sums(t, k, n, conflicts(cage)))
        elif op is Op.MUL:
            found.update(_products(t, k, n, conflicts(cage)))
    return sorted(found)


def _sums(target: int, k: int, n: int, clash: list[tuple[int, ...]]) -> list[Tuple]:
    out: list[Tuple] = []
    vals = [0] * k

    def place(i: int, rem: int) -> None:
        left = k - 1 - i
        before = clash[i]
        for v in range(max(1, rem - left * n), min(n, rem - left) + 1):
            if any(vals[j] == v for j in before):
                continue
            vals[i] = v
            if left:
                place(i + 1, rem - v)
            else:
                out.append(tuple(vals))

    place(0, target)
    return out


def _products(target: int, k: int, n: int, clash: list[tuple[int, ...]]) -> list[Tuple]:
    out: list[Tuple] = []
    vals = [0] * k
    powers = [n**e for e in range(k)]

    def place(i: int, rem: int) -> None:
        left = k - 1 - i
        before = clash[i]
        if not left:
            if rem <= n and not any(vals[j] == rem for j in before):
                vals[i] = rem
                out.append(tuple(vals))
            return
        for v in range(1, n + 1):
            if rem % v or rem // v > powers[left] or any(vals[j] == v for j in before):
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
