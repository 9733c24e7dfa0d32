"""Towers' own rules (Tatham's towers.c) restated: the sightline clues' simple bounds (Easy), each
clue's line enumerated against the candidates (Hard), and the check of a finished grid.

A clue's line runs from its end of the grid inwards. Clues are in Tatham's order: above the
columns, below them, left of the rows, right of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from gridcraft.latin.ladder import Rung
from gridcraft.latin.rules.board import Cube, Step, name, spell, values

Rec = list[Step] | None


def line(n: int, c: int) -> tuple[int, ...]:
    """The cells clue ``c`` sees, nearest first (towers.c's STARTSTEP)."""
    return lines(n)[c]


@cache
def lines(n: int) -> tuple[tuple[int, ...], ...]:
    """The cells each of the ``4 n`` clues sees, nearest first."""
    out = []
    for c in range(4 * n):
        if c < n:
            out.append(tuple(c + i * n for i in range(n)))
        elif c < 2 * n:
            out.append(tuple((n - 1) * n + (c - n) - i * n for i in range(n)))
        elif c < 3 * n:
            out.append(tuple(n * (c - 2 * n) + i for i in range(n)))
        else:
            out.append(tuple(n * (c - 3 * n) + n - 1 - i for i in range(n)))
    return tuple(out)


def clue_name(n: int, c: int) -> str:
    """``the clue 3 above column 2``-style place of clue ``c`` (without its value)."""
    side = ("above column", "below column", "left of row", "right of row")[c // n]
    return f"{side} {c % n + 1}"


@dataclass(slots=True)
class Sightlines:
    """A Towers board's clues as the solver reads them, and whether the one-off rule on facing
    clues has run (once per solve, guesses included, as towers.c keeps it in its context)."""

    n: int
    clues: tuple[int, ...]
    lines: tuple[tuple[int, ...], ...] = field(default=())
    started: bool = False

    def __post_init__(self) -> None:
        self.lines = lines(self.n)


def easy(cube: Cube, ctx: Sightlines, rec: Rec) -> int:
    """solver_easy: facing clues summing to n + 1 place n (once); a clue one more than the
    increasing run of the highest values placed strips the nearest cell; each clue bounds how near
    it the high values may stand."""
    n, cand, grid, clues = cube.n, cube.cand, cube.grid, ctx.clues
    top = 1 << (n - 1)
    if not ctx.started:
        ctx.started = True
        ret = 0
        for c in list(range(n)) + list(range(2 * n, 3 * n)):
            a, b = clues[c], clues[c + n]
            if a and b and a + b == n + 1:
                pos = ctx.lines[c][a - 1]
                if cand[pos] & top:
                    cube.place(pos, n)
                    ret = 1
                    if rec is not None:
                        text = (
                            f"the clues {a} {clue_name(n, c)} and {b} {clue_name(n, c + n)} sum to {n + 1},"
                            f" so {n} stands {a} in, at {name(n, pos)}"
                        )
                        rec.append(Step(Rung.SIGHTLINE_BOUNDS.value, text, tuple(ctx.lines[c]), ((pos, n),)))
                else:
                    ret = -1
        if ret:
            return ret
    ret = 0
    for c in range(4 * n):
        clue = clues[c]
        if not clue:
            continue
        cells = ctx.lines[c]
        where = [n] * n
        for i in range(n):
            if grid[cells[i]]:
                where[grid[cells[i]] - 1] = i
        seen = 0
        furthest = n
        for v in range(n, 0, -1):
            if where[v - 1] == n:
                break
            if where[v - 1] < furthest:
                furthest = where[v - 1]
                seen += 1
        if clue == seen + 1 and furthest > 1:
            left = furthest - 1
            gone = []
            v = 1
            while v <= n and left > 0:
                if not (where[v - 1] < n and where[v - 1] >= furthest):
                    left -= 1
                    if cand[cells[0]] >> (v - 1) & 1:
                        cand[cells[0]] &= ~(1 << (v - 1))
                        gone.append(v)
                        ret = 1
                v += 1
            if gone and rec is not None:
                text = (
                    f"the clue {clue} {clue_name(n, c)} already sees {seen} of the highest values,"
                    f" so the nearest cell {name(n, cells[0])} must be the last one seen and loses {spell(gone)}"
                )
                rec.append(
                    Step(Rung.SIGHTLINE_BOUNDS.value, text, cells, (), tuple((cells[0], u) for u in gone))
                )
        if ret:
            return ret
        counted = 0
        removed: list[tuple[int, int]] = []
        for v in range(n, 0, -1):
            if where[v - 1] < n and any(where[m] < where[v - 1] for m in range(v + 1, n)):
                continue  # a value beyond v + 1 stands nearer: v does not count
            for j in range(clue - counted - 1):
                if cand[cells[j]] >> (v - 1) & 1:
                    cand[cells[j]] &= ~(1 << (v - 1))
                    removed.append((cells[j], v))
                    ret = 1
            counted += 1
        if removed and rec is not None:
            text = (
                f"the clue {clue} {clue_name(n, c)} needs room for a rising run before each high value, so "
                + ", ".join(f"{name(n, i)} loses {v}" for i, v in removed)
            )
            rec.append(Step(Rung.SIGHTLINE_BOUNDS.value, text, cells, (), tuple(removed)))
    return ret


def hard(cube: Cube, ctx: Sightlines, rec: Rec) -> int:
    """solver_hard: each clue in turn, its line's arrangements of distinct candidates that show
    exactly the clue's count; a cell keeps the values some arrangement puts there. Stops at the
    first cell (of the first clue) that loses a value."""
    n, cand, clues = cube.n, cube.cand, ctx.clues
    for c in range(4 * n):
        clue = clues[c]
        if not clue:
            continue
        cells = ctx.lines[c]
        possible = _arrangements(n, clue, [cand[i] for i in cells])
        for k in range(n):
            drop = cand[cells[k]] & ~possible[k]
            if drop:
                cand[cells[k]] &= ~drop
                if rec is not None:
                    text = (
                        f"no arrangement of the line {clue_name(n, c)} that shows {clue} puts"
                        f" {spell(values(drop))} at {name(n, cells[k])}"
                    )
                    rec.append(
                        Step(
                            Rung.SIGHTLINE_ENUMERATION.value,
                            text,
                            cells,
                            (),
                            tuple((cells[k], v) for v in values(drop)),
                        )
                    )
                return 1
    return 0


def _arrangements(n: int, clue: int, masks: list[int]) -> list[int]:
    """Per cell of a line, the values some arrangement of distinct candidates showing ``clue``
    puts there (towers.c's enumeration: once the clue is reached, only lower values follow)."""
    possible = [0] * n
    chosen = [0] * n

    def walk(i: int, used: int, best: int, seen: int) -> None:
        if i == n:
            if seen == clue:
                for k in range(n):
                    possible[k] |= 1 << (chosen[k] - 1)
            return
        limit = best if seen == clue else n
        free = masks[i] & ~used & ((1 << limit) - 1)
        while free:
            low = free & -free
            free ^= low
            v = low.bit_length()
            chosen[i] = v
            if v > best:
                walk(i + 1, used | low, v, seen + 1)
            else:
                walk(i + 1, used | low, best, seen)

    walk(0, 0, 0, 0)
    return possible


def valid(grid: list[int], ctx: Sightlines) -> bool:
    """towers_valid: every clue sees its count in the finished grid."""
    for c, clue in enumerate(ctx.clues):
        if clue and visible([grid[i] for i in ctx.lines[c]]) != clue:
            return False
    return True


def visible(heights: list[int]) -> int:
    """How many of ``heights`` (nearest first) are seen: each higher than all before it."""
    best = seen = 0
    for h in heights:
        if h > best:
            best = h
            seen += 1
    return seen
