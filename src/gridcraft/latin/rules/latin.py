"""latin.c's rules restated on a :class:`~gridcraft.latin.rules.board.Cube`: singles, subsets within
rows and columns, the same per value over rows and columns (fish), forcing chains.

Each rule returns 1 when it made progress (it stops at its first), 0 when it found nothing, -1 when
it found a contradiction; ``rec`` (a list, or ``None``) collects the :class:`Step` it made. The
scanning orders are latin.c's: rows, then columns, then cells column by column for singles; for
subsets the candidate sets of columns in the order of a binary count; forcing chains from each
two-candidate cell in reading order, each of its values in turn, breadth first along its column
then its row.
"""

from __future__ import annotations

from gridcraft.latin.ladder import Rung
from gridcraft.latin.rules.board import Cube, Step, name, spell, values

Rec = list[Step] | None


def singles(cube: Cube, rec: Rec) -> int:
    """A value with one place left in a row, then in a column; then a cell with one candidate."""
    n, cand, grid = cube.n, cube.cand, cube.grid
    for y in range(n):
        done = cube.row_done[y]
        for v in range(1, n + 1):
            bit = 1 << (v - 1)
            if done & bit:
                continue
            where = [y * n + x for x in range(n) if cand[y * n + x] & bit]
            ret = _one(cube, where, v, rec, f"{v} has one place left in row {y + 1}")
            if ret:
                return ret
    for x in range(n):
        done = cube.col_done[x]
        for v in range(1, n + 1):
            bit = 1 << (v - 1)
            if done & bit:
                continue
            where = [y * n + x for y in range(n) if cand[y * n + x] & bit]
            ret = _one(cube, where, v, rec, f"{v} has one place left in column {x + 1}")
            if ret:
                return ret
    for x in range(n):
        for y in range(n):
            i = y * n + x
            if grid[i]:
                continue
            c = cand[i]
            if c == 0:
                if rec is not None:
                    rec.append(Step(Rung.NAKED_SINGLE.value, f"{name(n, i)} has no candidate left", (i,)))
                return -1
            if c & (c - 1) == 0:
                v = c.bit_length()
                cube.place(i, v)
                if rec is not None:
                    text = f"{name(n, i)} has one candidate left, {v}"
                    rec.append(Step(Rung.NAKED_SINGLE.value, text, (i,), ((i, v),)))
                return 1
    return 0


def _one(cube: Cube, where: list[int], v: int, rec: Rec, text: str) -> int:
    """latin_solver_elim on a line: place ``v`` at its single place, or fail with none."""
    if len(where) == 1:
        i = where[0]
        if not cube.grid[i]:
            cube.place(i, v)
            if rec is not None:
                rec.append(Step(Rung.HIDDEN_SINGLE.value, f"{text}, {name(cube.n, i)}", (i,), ((i, v),)))
            return 1
        return 0
    if not where:
        if rec is not None:
            rec.append(Step(Rung.HIDDEN_SINGLE.value, text.replace("one place", "no place"), ()))
        return -1
    return 0


def subsets(cube: Cube, rec: Rec) -> int:
    """latin_solver_set on each row, then each column: the cells x values of one line."""
    n = cube.n
    for y in range(n):
        cells = [y * n + x for x in range(n)]
        ret = _set(cube, [(i, v) for i in cells for v in range(1, n + 1)], f"row {y + 1}", False, rec)
        if ret:
            return ret
    for x in range(n):
        cells = [y * n + x for y in range(n)]
        ret = _set(cube, [(i, v) for i in cells for v in range(1, n + 1)], f"column {x + 1}", False, rec)
        if ret:
            return ret
    return 0


def fish(cube: Cube, rec: Rec) -> int:
    """latin_solver_set per value: columns x rows of the places of that value."""
    n = cube.n
    for v in range(1, n + 1):
        entries = [(y * n + x, v) for x in range(n) for y in range(n)]
        ret = _set(cube, entries, f"value {v}", True, rec)
        if ret:
            return ret
    return 0


def _set(cube: Cube, entries: list[tuple[int, int]], where: str, per_value: bool, rec: Rec) -> int:
    """latin.c's set rule on an ``n x n`` matrix of (cell, value) entries (row-major): drop the
    rows with a single entry and its column; then, over the column sets in the order of a binary
    count (its first column the highest bit), a set of k columns (1 < k < m - 1, m the columns
    left) whose complement is the whole of ``m - k`` rows leaves every other row only the set's
    columns. More such rows than ``m - k`` is a contradiction."""
    n, cand = cube.n, cube.cand
    on = [[bool(cand[c] >> (v - 1) & 1) for c, v in entries[i * n : i * n + n]] for i in range(n)]
    rows_left = [True] * n
    cols_left = [True] * n
    for i in range(n):
        hits = [j for j in range(n) if on[i][j]]
        if not hits:
            return -1
        if len(hits) == 1:
            rows_left[i] = False
            cols_left[hits[-1]] = False
    rows = [i for i in range(n) if rows_left[i]]
    cols = [j for j in range(n) if cols_left[j]]
    m = len(rows)
    if m != len(cols):
        return -1
    # each kept row as a mask over the kept columns: column k of m is bit m - 1 - k
    masks = []
    for i in rows:
        mask = 0
        for k, j in enumerate(cols):
            if on[i][j]:
                mask |= 1 << (m - 1 - k)
        masks.append(mask)
    for chosen in range(1 << m):
        count = chosen.bit_count()
        if not 1 < count < m - 1:
            continue
        inside = [mask & chosen == 0 for mask in masks]
        free = sum(inside)
        if free > m - count:
            if rec is not None:
                rec.append(Step(_rung(per_value), f"{where}: contradiction in its candidates", ()))
            return -1
        if free < m - count:
            continue
        removed: list[tuple[int, int]] = []
        for r, mask in enumerate(masks):
            if inside[r]:
                continue
            out = mask & ~chosen
            for k in range(m):
                if out >> (m - 1 - k) & 1:
                    c, v = entries[rows[r] * n + cols[k]]
                    cand[c] &= ~(1 << (v - 1))
                    removed.append((c, v))
        if removed:
            if rec is not None:
                rec.append(
                    _set_step(cube, entries, rows, cols, masks, chosen, inside, where, per_value, removed)
                )
            return 1
    return 0


def _rung(per_value: bool) -> str:
    return str((Rung.FISH if per_value else Rung.SUBSET).value)


def _set_step(
    cube: Cube,
    entries: list[tuple[int, int]],
    rows: list[int],
    cols: list[int],
    masks: list[int],
    chosen: int,
    inside: list[bool],
    where: str,
    per_value: bool,
    removed: list[tuple[int, int]],
) -> Step:
    """The sentence of a set deduction: the rows confined to the columns outside the set."""
    n, m = cube.n, len(cols)
    outside = [cols[k] for k in range(m) if not chosen >> (m - 1 - k) & 1]
    held = [rows[r] for r in range(len(rows)) if inside[r]]
    lost: dict[int, list[int]] = {}
    for c, v in removed:
        lost.setdefault(c, []).append(v)
    gone = ", ".join(f"{name(n, c)} loses {spell(sorted(vs))}" for c, vs in lost.items())
    if per_value:
        v = entries[0][1]
        # matrix rows are columns of the grid, matrix columns its rows
        text = (
            f"{v} in columns {spell([x + 1 for x in held])} can only go in rows"
            f" {spell([y + 1 for y in outside])}, so {gone}"
        )
        cells = tuple(y * n + x for x in held for y in outside)
    else:
        cells = tuple(entries[r * n][0] for r in held)
        text = (
            f"in {where}, {spell([name(n, c) for c in cells])} hold only"
            f" {spell(sorted(values(sum(1 << (cols[k]) for k in range(m) if not chosen >> (m - 1 - k) & 1))))}"
            f" between them, so {gone}"
        )
    return Step(_rung(per_value), text, cells, (), tuple(removed))


def forcing(cube: Cube, rec: Rec) -> int:
    """latin.c's forcing chains: from a two-candidate cell assumed not to hold ``v``, follow the
    two-candidate cells each forcing the next (breadth first, along the column then the row); a
    cell reached holding ``v`` in a line with the start cell, at a link that forces ``v``, cannot
    hold ``v``."""
    n, cand = cube.n, cube.cand
    unseen = n + 1
    for y in range(n):
        for x in range(n):
            start = y * n + x
            c = cand[start]
            if c.bit_count() != 2:
                continue
            for orig in values(c):
                number = [unseen] * (n * n)
                prev = [-1] * (n * n)
                queue = [start]
                number[start] = (c & ~(1 << (orig - 1))).bit_length()
                head = 0
                while head < len(queue):
                    cur = queue[head]
                    head += 1
                    yy, xx = divmod(cur, n)
                    currn = number[cur]
                    bit = 1 << (currn - 1)
                    near = [yt * n + xx for yt in range(n)] + [yy * n + xt for xt in range(n)]
                    for nb in near:
                        if number[nb] <= n or not cand[nb] & bit or nb == cur:
                            continue
                        cc = cand[nb]
                        if cc.bit_count() == 2:
                            queue.append(nb)
                            prev[nb] = cur
                            number[nb] = (cc & ~bit).bit_length()
                        yt, xt = divmod(nb, n)
                        if currn == orig and (xt == x or yt == y):
                            cand[nb] &= ~(1 << (orig - 1))
                            if rec is not None:
                                chain = []
                                at = cur
                                while at >= 0:
                                    chain.append(at)
                                    at = prev[at]
                                chain.reverse()
                                text = (
                                    f"the chain of two-candidate cells {'-'.join(name(n, i) for i in chain)}"
                                    f" puts {orig} at one of its ends, {name(n, start)} or {name(n, cur)},"
                                    f" so {name(n, nb)} loses {orig}"
                                )
                                rec.append(
                                    Step(Rung.FORCING_CHAIN.value, text, tuple(chain), (), ((nb, orig),))
                                )
                            return 1
    return 0
