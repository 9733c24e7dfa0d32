"""A futoshiki as the player shows it (see :mod:`gridcraft.player`): the givens, the signs (or
bars) on the borders between cells, the digits 1 to n with pencil marks; Tab visits the rows in
turn."""

from __future__ import annotations

from gridcraft.futoshiki.model import FutoshikiPuzzle, Grid
from gridcraft.player import PlayEntry, PlayModel


def rules(puzzle: FutoshikiPuzzle) -> tuple[str, ...]:
    """How the puzzle is played, a sentence each."""
    n = puzzle.size
    out = [f"Fill each row and each column with the digits 1 to {n}, each once."]
    if puzzle.adjacent:
        out.append(
            "A bar between two cells means their digits differ by 1; two neighbouring cells without "
            "a bar differ by more than 1."
        )
    else:
        out.append("A sign between two cells points towards the smaller digit.")
    return tuple(out)


def play_model(puzzle: FutoshikiPuzzle, solution: Grid, title: str) -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution`` (rows of digits 1..n)."""
    n = puzzle.size
    givens = dict(puzzle.givens)
    grid = tuple(tuple(str(givens[(r, c)]) if (r, c) in givens else "" for c in range(n)) for r in range(n))
    signs = tuple((a, b, "<") for a, b in puzzle.less) + tuple((a, b, "|") for a, b in puzzle.bars)
    return PlayModel(
        mode="cages",
        title=title,
        grid=grid,
        entries=tuple(PlayEntry(f"row {r + 1}", tuple((r, c) for c in range(n)), "cage") for r in range(n)),
        solution={(r, c): str(solution[r][c]) for r in range(n) for c in range(n)},
        values=tuple(str(v) for v in range(1, n + 1)),
        rules=rules(puzzle),
        unit="row",
        signs=signs,
    )
