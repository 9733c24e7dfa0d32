"""A kakuro as the player shows it (see :mod:`gridcraft.player`): the white cells to fill, the
clue blocks labelled with their sums (split by a diagonal: the down sum bottom-left, the across
sum top-right), the runs as the entries Tab visits, the digits 1 to 9 with pencil marks."""

from __future__ import annotations

from gridcraft.kakuro.model import Grid, KakuroPuzzle, cell_name
from gridcraft.player import PlayEntry, PlayModel

RULES = (
    "Fill each white cell with a digit 1 to 9.",
    (
        "The digits of a run (a line of white cells across or down) are all different and add up to the "
        "sum on the block before it: a down sum bottom-left in its block, an across sum top-right."
    ),
)


def play_model(puzzle: KakuroPuzzle, solution: Grid, title: str) -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution``."""
    givens = dict(puzzle.givens)
    grid = tuple(
        tuple(
            (str(givens[(r, c)]) if (r, c) in givens else "") if (r, c) in puzzle.white else None
            for c in range(puzzle.width)
        )
        for r in range(puzzle.height)
    )
    entries = tuple(
        PlayEntry(f"{way} {total} at {cell_name(cells[0])}", cells, "cage")
        for way, _, total, cells in puzzle.runs()
    )
    return PlayModel(
        mode="cages",
        title=title,
        grid=grid,
        entries=entries,
        solution={cell: str(solution[cell[0]][cell[1]]) for cell in puzzle.white},
        values=tuple(str(v) for v in range(1, 10)),
        rules=RULES,
        unit="run",
        labels={
            cell: (str(down) if down else "", str(across) if across else "")
            for cell, down, across in puzzle.sums
        },
    )
