"""A killer sudoku as the player shows it (see :mod:`gridcraft.player`): its boxes, its cages as
dashed outlines with their sums, the digits 1 to n with pencil marks."""

from __future__ import annotations

from gridcraft.killer.model import Grid, KillerPuzzle
from gridcraft.player import PlayEntry, PlayModel


def play_model(puzzle: KillerPuzzle, solution: Grid, title: str) -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution`` (rows of digits 1..n)."""
    n = puzzle.size
    givens = dict(puzzle.givens)
    grid = tuple(tuple(str(givens[(r, c)]) if (r, c) in givens else "" for c in range(n)) for r in range(n))
    cages = sorted(puzzle.cages, key=lambda cage: cage.cells[0])
    return PlayModel(
        mode="cages",
        title=title,
        grid=grid,
        entries=tuple(PlayEntry(f"cage {cage.total}", cage.cells, "cage") for cage in cages),
        solution={(r, c): str(solution[r][c]) for r in range(n) for c in range(n)},
        cages=tuple((str(cage.total), cage.cells) for cage in cages),
        values=tuple(str(v) for v in range(1, n + 1)),
        boxes=puzzle.box,
        cage_style="dashed",
        rules=(
            f"Fill each row, each column and each box with the digits 1 to {n}, each once.",
            "The digits of a cage add up to the number in its corner; no digit repeats in a cage.",
        ),
    )
