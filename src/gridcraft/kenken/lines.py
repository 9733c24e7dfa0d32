"""Rules on whole rows and columns, shared by both propagations (this pure Python one is used by
:class:`gridcraft.kenken.solver.KenKenProblem`; ``_core.c`` has the same rules in C).

* :func:`all_different`: generalised arc consistency of a line's all-different constraint (Régin,
  *A filtering algorithm for constraints of difference in CSPs*, AAAI 1994): a value stays in a
  cell only when some perfect matching of the line's open cells to its missing values uses it.
* :func:`line_sums` and :func:`line_sum`: a line's values sum to ``n(n+1)/2``. A sum cage that
  meets the line contributes its target less its cells outside the line, so each line gives
  ``sum(A) - sum(B) == R`` (A: the line's cells outside sum cages; B: the cells of its sum cages
  outside the line), the "innies and outies" of Killer Sudoku setters. It is propagated on bounds.

Candidates are bitsets (bit ``v`` set while value ``v`` is possible); cells are indices
``row * n + col``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gridcraft.kenken.model import KenKenPuzzle, Op

Linear = tuple[tuple[int, ...], tuple[int, ...], int]  # (A, B, R): sum(A) - sum(B) == R


def line_sums(puzzle: KenKenPuzzle) -> list[Linear]:
    """One ``(A, B, R)`` per row (rows first, then columns): see the module's docstring. One-cell
    cages (``=``) count as sum cages."""
    n = puzzle.size
    cage_of = {}
    for c, cage in enumerate(puzzle.cages):
        for cell in cage.cells:
            cage_of[cell] = c
    rows = [[(r, col) for col in range(n)] for r in range(n)]
    cols = [[(r, col) for r in range(n)] for col in range(n)]
    out = []
    for line in rows + cols:
        inside = set(line)
        a: list[int] = []
        b: list[int] = []
        r = n * (n + 1) // 2
        met: set[int] = set()
        for cell in line:
            c = cage_of[cell]
            cage = puzzle.cages[c]
            if cage.op not in (Op.ADD, Op.EQ):
                a.append(cell[0] * n + cell[1])
            elif c not in met:
                met.add(c)
                r -= cage.target
                b.extend(row * n + col for row, col in cage.cells if (row, col) not in inside)
        out.append((tuple(a), tuple(b), r))
    return out


def watchers(linears: Sequence[Linear], cells: int) -> list[list[int]]:
    """For each cell index below ``cells``, the indices of the linears it appears in."""
    out: list[list[int]] = [[] for _ in range(cells)]
    for j, (a, b, _) in enumerate(linears):
        for k in a + b:
            out[k].append(j)
    return out


def _range(low: int, high: int) -> int:
    """The bitset of the values ``low..high`` (empty when ``high < low``)."""
    low = max(low, 0)
    return ((1 << (high + 1)) - 1) & ~((1 << low) - 1) if high >= low else 0


def line_sum(linear: Linear, doms: list[int], queue: list[int], values: Mapping[int, tuple[int, ...]]) -> bool:
    """Bounds propagation of ``sum(A) - sum(B) == R``; narrows ``doms`` in place, appends each narrowed
    cell to ``queue``; False when no assignment within the bounds can meet it. ``values[bits]`` gives
    the values of a bitset, ascending."""
    a, b, r = linear
    lo_a = hi_a = lo_b = hi_b = 0
    union = 0
    for k in a:
        d = doms[k]
        union |= d
        lo_a += (d & -d).bit_length() - 1
        hi_a += d.bit_length() - 1
    for k in b:
        d = doms[k]
        lo_b += (d & -d).bit_length() - 1
        hi_b += d.bit_length() - 1
    low, high = lo_a, hi_a
    if a:  # A's cells share a line, so their values differ
        vs = values[union]
        if len(vs) < len(a):
            return False
        low, high = max(low, sum(vs[: len(a)])), min(high, sum(vs[-len(a) :]))
    if low - hi_b > r or high - lo_b < r:
        return False
    for side, k in [(True, k) for k in a] + [(False, k) for k in b]:
        d = doms[k]
        lo, hi = (d & -d).bit_length() - 1, d.bit_length() - 1
        if side:  # x = R + sum(B) - sum(A without x)
            mn, mx = r + lo_b - (hi_a - hi), r + hi_b - (lo_a - lo)
        else:  # y = sum(A) - R - sum(B without y)
            mn, mx = lo_a - r - (hi_b - hi), hi_a - r - (lo_b - lo)
        if mn <= lo and mx >= hi:
            continue
        nd = d & _range(mn, mx)
        if not nd:
            return False
        if nd != d:
            doms[k] = nd
            queue.append(k)
    return True


def all_different(
    cells: Sequence[int], doms: list[int], queue: list[int], values: Mapping[int, tuple[int, ...]]
) -> bool:
    """Régin's filtering on one line (see the module's docstring), once its naked singles have been
    propagated; narrows ``doms`` in place, appends each narrowed cell to ``queue``; False when the
    open cells cannot take the missing values one each."""
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
    if union.bit_count() != len(free):
        return union.bit_count() > len(free)
    owner: dict[int, int] = {}  # value -> cell
    mate: dict[int, int] = {}  # cell -> value
    for k in sorted(free, key=lambda k: doms[k].bit_count()):
        if not _augment(k, doms, owner, mate, values, set()):
            return False
    reach = {v: doms[owner[v]] & ~(1 << v) for v in owner}  # value graph: v -> its cell's other values
    order = list(reach)
    for w in order:  # Warshall's transitive closure
        bw, rw = 1 << w, reach[w]
        for v in order:
            if reach[v] & bw:
                reach[v] |= rw
    for k in free:
        m, d = mate[k], doms[k]
        keep = 1 << m
        for v in values[d & ~keep]:
            if reach[v] >> m & 1:  # v's cell can pass its value round a cycle back to k
                keep |= 1 << v
        if keep != d:
            doms[k] = keep
            queue.append(k)
    return True


def _augment(
    k: int, doms: list[int], owner: dict[int, int], mate: dict[int, int], values: Mapping[int, tuple[int, ...]], seen: set[int]
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
