"""A fill-in puzzle as the player shows it (see :mod:`gridcraft.player`): its grid, its slots as
the entries (across first, as the explained steps number them), its word bank grouped by length."""

from __future__ import annotations

from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.grid import Direction, number_cells
from gridcraft.player import PlayEntry, PlayModel, word_bank
from gridcraft.words import shown


def play_model(puzzle: FillinPuzzle, solution: Grid, title: str, lang: str = "", caps: str = "") -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution`` (rows of letters, a space for a block)."""
    grid = tuple(
        tuple(None if ch == BLOCK else "" if ch == EMPTY else shown(ch) for ch in row) for row in puzzle.rows
    )
    numbers = number_cells(puzzle.white(), puzzle.height, puzzle.width)
    entries = tuple(
        PlayEntry(
            f"{numbers[(s.row, s.col)]} {'Across' if s.direction is Direction.ACROSS else 'Down'}",
            s.cells,
            s.direction.value,
            numbers[(s.row, s.col)],
        )
        for s in puzzle.slots
    )
    letters = {(r, c): shown(ch) for r, row in enumerate(solution) for c, ch in enumerate(row) if ch != " "}
    return PlayModel(
        mode="words",
        title=title,
        grid=grid,
        entries=entries,
        solution=letters,
        numbers=numbers,
        lang=lang,
        caps=caps,
        bank=word_bank((e.letters, e.text) for e in puzzle.words),
    )
