"""A sudoku as the player shows it (see :mod:`gridcraft.player`): its boxes (or a jigsaw's
regions, outlined as solid cages without labels), the givens, the digits 1 to n with pencil
marks; Tab visits the boxes or regions in turn."""

from __future__ import annotations

from gridcraft.player import PlayEntry, PlayModel
from gridcraft.sudoku.model import Grid, SudokuPuzzle, diagonal_cells


def rules(puzzle: SudokuPuzzle) -> tuple[str, ...]:
    """How the puzzle is played, a sentence each."""
    n = puzzle.size
    where = "each box" if puzzle.box is not None else "each outlined region"
    out = [f"Fill each row, each column and {where} with the digits 1 to {n}, each once."]
    if puzzle.diagonals:
        out.append("The two long diagonals also hold each digit once.")
    return tuple(out)


def play_model(puzzle: SudokuPuzzle, solution: Grid, title: str) -> PlayModel:
    """The player's model of ``puzzle`` solved by ``solution`` (rows of digits 1..n)."""
    n = puzzle.size
    givens = dict(puzzle.givens)
    grid = tuple(tuple(str(givens[(r, c)]) if (r, c) in givens else "" for c in range(n)) for r in range(n))
    regions = puzzle.region_cells()
    word = "box" if puzzle.box is not None else "region"
    return PlayModel(
        mode="cages",
        title=title,
        grid=grid,
        entries=tuple(PlayEntry(f"{word} {k + 1}", cells, "cage") for k, cells in enumerate(regions)),
        solution={(r, c): str(solution[r][c]) for r in range(n) for c in range(n)},
        cages=() if puzzle.box is not None else tuple(("", cells) for cells in regions),
        values=tuple(str(v) for v in range(1, n + 1)),
        boxes=puzzle.box or (0, 0),
        cage_style="solid",
        rules=rules(puzzle),
        unit=word,
        shaded=tuple(sorted(set(diagonal_cells(n)[0]) | set(diagonal_cells(n)[1])))
        if puzzle.diagonals
        else (),
    )
