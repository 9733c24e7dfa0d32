"""latin.c's loop restated (``latin_solver_top``): for level i = 0, 1, ... up to the level asked, the
kind's own rule of level i first, then latin.c's rule of level i; any progress restarts at level 0;
the grade is the highest level that made progress. At the last level a guess: the cell with fewest
candidates (the first in reading order), each candidate in turn solved on a fresh board from the
grid, stopping at a second solution.

Unequal's levels: 0 Trivial (singles), 1 Easy (inequality bounds, or adjacent mode's placed
values), 2 Tricky (adjacent mode's candidates rule, then subsets in rows and columns), 3 Extreme
(fish, then forcing chains), 4 Recursive. Towers' levels: 0 Easy (sightline bounds, then
singles), 1 Hard (each clue's line enumerated, then subsets), 2 Extreme (fish, then forcing
chains), 3 Unreasonable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gridcraft.latin.ladder import Rung
from gridcraft.latin.rules import latin, towers, unequal
from gridcraft.latin.rules.board import Board, Cube, Step, name, spell, values

Rec = list[Step] | None
Rule = Callable[[Cube, Any, Rec], int]

IMPOSSIBLE, AMBIGUOUS, UNFINISHED = 10, 11, 12  # latin.h's diff_impossible, diff_ambiguous, diff_unfinished


def _simple(cube: Cube, ctx: Any, rec: Rec) -> int:
    return latin.singles(cube, rec)


def _subsets(cube: Cube, ctx: Any, rec: Rec) -> int:
    return latin.subsets(cube, rec)


def _fish(cube: Cube, ctx: Any, rec: Rec) -> int:
    return latin.fish(cube, rec)


def _forcing(cube: Cube, ctx: Any, rec: Rec) -> int:
    return latin.forcing(cube, rec)


@dataclass(frozen=True, slots=True)
class Ladder:
    """A kind's levels: per level, the rules tried in order (the kind's first)."""

    levels: tuple[tuple[Rule, ...], ...]
    valid: Callable[[list[int], Any], bool]

    @property
    def recursive(self) -> int:
        return len(self.levels)


UNEQUAL = Ladder(
    (
        (_simple,),
        (unequal.easy,),
        (unequal.tricky, _subsets),
        (_fish, _forcing),
    ),
    unequal.valid,
)
TOWERS = Ladder(
    (
        (towers.easy, _simple),
        (towers.hard, _subsets),
        (_fish, _forcing),
    ),
    towers.valid,
)


def context(board: Board) -> tuple[Ladder, Any]:
    """The ladder and the rules' context of ``board``: Towers' when it has clues, else Unequal's."""
    if board.clues:
        return TOWERS, towers.Sightlines(board.n, tuple(board.clues))
    return UNEQUAL, unequal.rules_of(board)


def run(
    n: int, givens: list[int], ladder: Ladder, ctx: Any, max_level: int, rec: Rec = None
) -> tuple[int, int, list[int], list[int]]:
    """The solver on a grid and a kind's prepared rules: (Tatham's result: the level reached, or
    IMPOSSIBLE, AMBIGUOUS, UNFINISHED; the highest level used, -1 for none; the grid reached; the
    candidates left per cell). Givens that clash are IMPOSSIBLE (latin.c would stop on them)."""
    cube = Cube(n, givens)
    if not cube.consistent:
        return IMPOSSIBLE, -1, list(givens), cube.cand
    diff, used = _top(cube, max_level, ladder, ctx, rec)
    return diff, used, cube.grid, cube.cand


def check(board: Board) -> None:
    """Raise ``ValueError`` for a board whose parts do not fit its side."""
    n = board.n
    if not 1 <= n <= 31:
        raise ValueError(f"side {n} is outside 1 to 31")
    if len(board.givens) != n * n:
        raise ValueError(f"{len(board.givens)} givens for a {n} x {n} grid")
    if any(not 0 <= v <= n for v in board.givens):
        raise ValueError(f"a given is outside 0 to {n}")
    if board.clues and (len(board.clues) != 4 * n or any(not 0 <= c <= n for c in board.clues)):
        raise ValueError(f"towers clues must be {4 * n} numbers 0 to {n}")
    for a, b in (*board.less, *board.pairs):
        ya, xa = divmod(a, n)
        yb, xb = divmod(b, n)
        if not (0 <= a < n * n and 0 <= b < n * n and abs(ya - yb) + abs(xa - xb) == 1):
            raise ValueError(f"cells {a} and {b} are not neighbours in a {n} x {n} grid")


def _top(cube: Cube, max_level: int, ladder: Ladder, ctx: Any, rec: Rec) -> tuple[int, int]:
    """latin_solver_top: (Tatham's result: a level or IMPOSSIBLE, AMBIGUOUS, UNFINISHED; the
    highest level that made progress, -1 for none)."""
    used = -1
    top = min(max_level, len(ladder.levels) - 1)
    while True:
        progressed = False
        for level in range(top + 1):
            ret = 0
            for rule in ladder.levels[level]:
                ret = rule(cube, ctx, rec)
                if ret:
                    break
            if ret < 0:
                return IMPOSSIBLE, used
            if ret > 0:
                used = max(used, level)
                progressed = True
                break
        if not progressed:
            break
    diff = max(used, 0)
    if max_level == ladder.recursive:
        found = _guess(cube, ladder, ctx, rec)
        if found < 0:
            return IMPOSSIBLE, used
        if found == 1:
            diff = used = ladder.recursive
        elif found > 1:
            return AMBIGUOUS, ladder.recursive
    elif 0 in cube.grid:
        return UNFINISHED, used
    if not ladder.valid(cube.grid, ctx):
        if rec is not None:
            rec.append(Step(Rung.GUESS.value, "the finished grid breaks a clue", ()))
        return IMPOSSIBLE, used
    return diff, used


def _guess(cube: Cube, ladder: Ladder, ctx: Any, rec: Rec) -> int:
    """latin_solver_recurse: 0 when the grid is full, -1 no solution, 1 one, 2 at least two (the
    first solution found is left in the grid)."""
    n = cube.n
    best, fewest = -1, n + 1
    for i in range(n * n):
        if not cube.grid[i]:
            count = cube.cand[i].bit_count()
            if count < fewest:
                best, fewest = i, count
    if best < 0:
        return 0
    trials = values(cube.cand[best])
    start = list(cube.grid)
    solutions = 0
    kept: list[Step] = []
    good: list[int] = []
    for v in trials:
        grid = list(start)
        grid[best] = v
        sub = Cube(n, grid)
        sub_rec: Rec = [] if rec is not None else None
        if not sub.consistent:
            continue
        diff, _ = _top(sub, ladder.recursive, ladder, _fresh(ctx), sub_rec)
        if diff == IMPOSSIBLE:
            continue
        if solutions == 0:
            cube.grid[:] = sub.grid
            kept = sub_rec or []
        good.append(v)
        solutions += 2 if diff == AMBIGUOUS else 1
        if solutions > 1:
            break
    if rec is not None:
        if solutions == 1:
            text = (
                f"no rule applies: {name(n, best)} has candidates {spell(trials)}; trying each,"
                f" only {good[0]} leads to a solution"
            )
        elif solutions == 0:
            text = f"no rule applies: {name(n, best)} has candidates {spell(trials)}, and none leads to a solution"
        else:
            text = (
                f"no rule applies: {name(n, best)} has candidates {spell(trials)}, and two lead to solutions"
            )
        placed = ((best, good[0]),) if solutions == 1 else ()
        rec.append(Step(Rung.GUESS.value, text, (best,), placed))
        if solutions == 1:
            rec.extend(kept)
    return -1 if solutions == 0 else min(solutions, 2)


def _fresh(ctx: Any) -> Any:
    """The context of a guess's solve: Unequal's rules as they are (unequal.c clones them), Towers'
    shared (towers.c passes its own, so the facing-clue rule stays spent)."""
    return ctx
