"""A towers puzzle as the player shows it (see :mod:`gridcraft.player`): the n x n grid inside a
ring of clue places, so the player's grid is ``(n + 2) x (n + 2)``: the ring's cells are blocks
labelled with their clues (the corners and the places without a clue blank), the puzzle's cell
``(r, c)`` is the player's ``(r + 1, c + 1)`` (the model's ``origin``). The heights 1 to n with
pencil marks; Tab visits the rows in turn."""

from __future__ import annotations

from gridcraft.player import PlayEntry, PlayModel
from gridcraft.towers.model import Grid, TowersPuzzle
from gridcraft.towers.render import clue_places


def rules(puzzle: TowersPuzzle) -> tuple[str, ...]:
    """How the puzzle is played, a sentence each."""
    n = puzzle.size
    return (
        f"Fill each row and each column with towers of heights 1 to {n}, each height once.",
        (
            "A clue outside the grid says how many towers are seen from there along its row or column:"
            " a tower is seen when it is taller than every tower before it."
        ),
    )


def play_model(puzzle: TowersPuzzle, solution: Grid, title: str) -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution`` (rows of heights 1..n)."""
    n = puzzle.size
    givens = dict(puzzle.givens)
    grid = tuple(
        tuple(
            None
            if not (0 < r <= n and 0 < c <= n)
            else (str(givens[(r - 1, c - 1)]) if (r - 1, c - 1) in givens else "")
            for c in range(n + 2)
        )
        for r in range(n + 2)
    )
    labels = {(r, c): ("", "") for r in range(n + 2) for c in range(n + 2) if not (0 < r <= n and 0 < c <= n)}
    for r, c, k in clue_places(puzzle):
        labels[(r, c)] = (str(k), "")
    return PlayModel(
        mode="cages",
        title=title,
        grid=grid,
        entries=tuple(
            PlayEntry(f"row {r + 1}", tuple((r + 1, c + 1) for c in range(n)), "cage") for r in range(n)
        ),
        solution={(r + 1, c + 1): str(solution[r][c]) for r in range(n) for c in range(n)},
        values=tuple(str(v) for v in range(1, n + 1)),
        rules=rules(puzzle),
        unit="row",
        labels=labels,
        origin=(1, 1),
    )
