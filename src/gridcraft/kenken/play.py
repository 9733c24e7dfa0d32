"""A KenKen as the player shows it (see :mod:`gridcraft.player`): its cages as the entries Tab
visits, their clues in their first cells, the digits 1 to n."""

from __future__ import annotations

from gridcraft.kenken.model import Cage, Grid, KenKenPuzzle, Op
from gridcraft.kenken.render import PRETTY
from gridcraft.player import PlayEntry, PlayModel


def play_model(puzzle: KenKenPuzzle, solution: Grid, title: str) -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution`` (rows of values 1..n)."""
    n = puzzle.size
    givens = dict(puzzle.givens)
    grid = tuple(tuple(str(givens[(r, c)]) if (r, c) in givens else "" for c in range(n)) for r in range(n))
    cages = sorted(puzzle.cages, key=lambda cage: cage.cells[0])
    entries = tuple(PlayEntry(f"cage {_clue(cage)}", cage.cells, "cage") for cage in cages)
    return PlayModel(
        mode="cages",
        title=title,
        grid=grid,
        entries=entries,
        solution={(r, c): str(solution[r][c]) for r in range(n) for c in range(n)},
        cages=tuple((_clue(cage), cage.cells) for cage in cages),
        values=tuple(str(v) for v in range(1, n + 1)),
    )


def _clue(cage: Cage) -> str:
    """A cage's clue as printed: ``12×``, ``2÷``, ``1−``, ``3`` (one cell, or no operation)."""
    return f"{cage.target}{PRETTY[cage.op] if cage.op is not None and cage.op is not Op.EQ else ''}"
