"""Unequal's own rules (Tatham's unequal.c) restated: the bounds of each inequality (Easy), in
adjacent mode what a placed value allows its neighbours (Easy) and what a cell's candidates allow
its neighbours (Tricky); and the check of a finished grid.

Inequalities are taken as unequal.c keeps its links: by the greater cell, column by column and down
each column, then by direction up, right, down, left.
"""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.latin.ladder import Rung
from gridcraft.latin.rules.board import Board, Cube, Step, name, spell, values

Rec = list[Step] | None

#: up, right, down, left as (dx, dy): Tatham's order of a cell's four sides
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


@dataclass(frozen=True, slots=True)
class Rules:
    """An Unequal board's rules as the solver reads them.

    Attributes:
        links: ``(greater, lesser)`` cells in unequal.c's order.
        adjacent: adjacent mode.
        marks: (adjacent mode) per cell, per side (up, right, down, left), whether the neighbour
            there differs by 1; ``None`` for a side off the grid.
    """

    n: int
    links: tuple[tuple[int, int], ...]
    adjacent: bool
    marks: tuple[tuple[bool | None, ...], ...]


def rules_of(board: Board) -> Rules:
    """The rules of ``board`` in unequal.c's order."""
    n = board.n
    flags = [0] * (n * n)
    for a, b in board.less:
        flags[b] |= 1 << side_of(n, b, a)
    for a, b in board.pairs:
        flags[a] |= 1 << side_of(n, a, b)
        flags[b] |= 1 << side_of(n, b, a)
    return rules_of_flags(n, flags, board.adjacent)


def side_of(n: int, a: int, b: int) -> int:
    """The side (0 up, 1 right, 2 down, 3 left) of cell ``a`` that neighbour ``b`` is on."""
    ya, xa = divmod(a, n)
    yb, xb = divmod(b, n)
    return SIDES.index((xb - xa, yb - ya))


def rules_of_flags(n: int, flags: list[int], adjacent: bool) -> Rules:
    """The rules of unequal.c's flags (per cell, bit s for side s: greater than that neighbour, or
    in adjacent mode differing from it by 1)."""
    links: list[tuple[int, int]] = []
    marks = []
    for x in range(n):
        for y in range(n):
            i = y * n + x
            for side, (dx, dy) in enumerate(SIDES):
                if not adjacent and flags[i] >> side & 1:
                    links.append((i, (y + dy) * n + x + dx))
    for i in range(n * n):
        y, x = divmod(i, n)
        row: list[bool | None] = []
        for side, (dx, dy) in enumerate(SIDES):
            inside = 0 <= x + dx < n and 0 <= y + dy < n
            row.append(bool(flags[i] >> side & 1) if inside and adjacent else (False if inside else None))
        marks.append(tuple(row))
    return Rules(n, tuple(links), adjacent, tuple(marks))


def easy(cube: Cube, rules: Rules, rec: Rec) -> int:
    """solver_easy: adjacent mode's placed values, else the inequalities' bounds."""
    return adjacent(cube, rules, rec) if rules.adjacent else links(cube, rules, rec)


def tricky(cube: Cube, rules: Rules, rec: Rec) -> int:
    """solver_set: adjacent mode's candidates rule; nothing otherwise."""
    return adjacent_set(cube, rules, rec) if rules.adjacent else 0


def _bounds(cube: Cube, i: int) -> tuple[int, int]:
    """solver_nminmax: the least and largest value (0-based) of cell ``i``; a placed cell's value;
    ``(n, 0)`` with no candidate."""
    if cube.grid[i]:
        return cube.grid[i] - 1, cube.grid[i] - 1
    c = cube.cand[i]
    if not c:
        return cube.n, 0
    return (c & -c).bit_length() - 1, c.bit_length() - 1


def links(cube: Cube, rules: Rules, rec: Rec) -> int:
    """Every inequality in one pass: the greater cell loses values up to the lesser's least
    candidate, the lesser loses values from the greater's largest."""
    n, cand = cube.n, cube.cand
    changed = 0
    for g, lo in rules.links:
        _, gmax = _bounds(cube, g)
        lmin, _ = _bounds(cube, lo)
        drop_g = cand[g] & ((1 << (lmin + 1)) - 1)
        drop_l = cand[lo] & ~((1 << gmax) - 1)
        if drop_g:
            cand[g] &= ~drop_g
            changed += drop_g.bit_count()
            if rec is not None:
                text = (
                    f"{name(n, g)} must be greater than {name(n, lo)}, whose least candidate is {lmin + 1},"
                    f" so {name(n, g)} loses {spell(values(drop_g))}"
                )
                rec.append(
                    Step(
                        Rung.INEQUALITY_CHAIN.value, text, (g, lo), (), tuple((g, v) for v in values(drop_g))
                    )
                )
        if drop_l:
            cand[lo] &= ~drop_l
            changed += drop_l.bit_count()
            if rec is not None:
                text = (
                    f"{name(n, lo)} must be less than {name(n, g)}, whose largest candidate is {gmax + 1},"
                    f" so {name(n, lo)} loses {spell(values(drop_l))}"
                )
                rec.append(
                    Step(
                        Rung.INEQUALITY_CHAIN.value, text, (g, lo), (), tuple((lo, v) for v in values(drop_l))
                    )
                )
    return changed


def _near(v: int, n: int, adjacent: bool) -> int:
    """The values 1..n a neighbour of value ``v`` may take: ``v +- 1`` when marked adjacent, else
    any other value not next to ``v`` (``v`` itself kept: the line rules see to it)."""
    out = 0
    for u in range(1, n + 1):
        if (abs(u - v) == 1) == adjacent:
            out |= 1 << (u - 1)
    return out


def adjacent(cube: Cube, rules: Rules, rec: Rec) -> int:
    """solver_adjacent: a placed value ``v`` leaves a marked neighbour only ``v +- 1`` and an
    unmarked one every value but ``v +- 1``."""
    n, cand, grid = cube.n, cube.cand, cube.grid
    changed = 0
    for x in range(n):
        for y in range(n):
            i = y * n + x
            v = grid[i]
            if not v:
                continue
            for side, (dx, dy) in enumerate(SIDES):
                mark = rules.marks[i][side]
                if mark is None:
                    continue
                j = (y + dy) * n + x + dx
                drop = cand[j] & ~_near(v, n, mark)
                if drop:
                    cand[j] &= ~drop
                    changed += drop.bit_count()
                    if rec is not None:
                        how = "differs by 1 from" if mark else "does not differ by 1 from"
                        text = f"{name(n, j)} {how} {name(n, i)} = {v}, so it loses {spell(values(drop))}"
                        rec.append(
                            Step(Rung.ADJACENCY.value, text, (i, j), (), tuple((j, u) for u in values(drop)))
                        )
    return changed


def adjacent_set(cube: Cube, rules: Rules, rec: Rec) -> int:
    """solver_adjacent_set: a neighbour keeps only the values some candidate of the cell allows
    (another value, next to it when marked, not next to it when unmarked)."""
    n, cand = cube.n, cube.cand
    changed = 0
    for x in range(n):
        for y in range(n):
            i = y * n + x
            for side, (dx, dy) in enumerate(SIDES):
                mark = rules.marks[i][side]
                if mark is None:
                    continue
                j = (y + dy) * n + x + dx
                allowed = 0
                for v in values(cand[i]):
                    allowed |= _near(v, n, mark) & ~(1 << (v - 1))
                drop = cand[j] & ~allowed
                if drop:
                    cand[j] &= ~drop
                    changed += drop.bit_count()
                    if rec is not None:
                        how = "differs by 1 from" if mark else "does not differ by 1 from"
                        text = (
                            f"{name(n, j)} {how} {name(n, i)}, whose candidates are {spell(values(cand[i]))},"
                            f" so it loses {spell(values(drop))}"
                        )
                        rec.append(
                            Step(
                                Rung.ADJACENCY_CANDIDATES.value,
                                text,
                                (i, j),
                                (),
                                tuple((j, u) for u in values(drop)),
                            )
                        )
    return changed


def valid(grid: list[int], rules: Rules) -> bool:
    """unequal_valid on a finished grid: in adjacent mode the marks (read, as unequal.c reads them,
    from every cell but those of the last row and the last column), else every inequality."""
    n = rules.n
    if rules.adjacent:
        for x in range(n - 1):
            for y in range(n - 1):
                i = y * n + x
                v = grid[i]
                for side, (dx, dy) in enumerate(SIDES):
                    mark = rules.marks[i][side]
                    if mark is None:
                        continue
                    if (abs(v - grid[(y + dy) * n + x + dx]) == 1) != mark:
                        return False
        return True
    return all(grid[g] > grid[lo] for g, lo in rules.links)
