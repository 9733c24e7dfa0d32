"""An independent check of a filled fill-in grid, written without the solver or the slot finder."""

from __future__ import annotations

from collections import Counter

from gridcraft.errors import expect
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle
from gridcraft.words import is_letter


def verify(puzzle: FillinPuzzle, grid: tuple[str, ...] | list[str]) -> list[str]:
    """The rules ``grid`` breaks as a solution of ``puzzle``; an empty list when it is one.

    Args:
        puzzle: the puzzle.
        grid: ``puzzle.height`` strings of ``puzzle.width`` characters, a space (or ``#``) for a
            block and a letter in every white cell.

    Checks: the shape; blocks where the puzzle has blocks and letters in its white cells; the
    given letters; and that the runs of 2+ letters, read across and down, are the word list
    (as multisets, so each word is used as many times as it is listed). Cost O(cells).
    """
    expect(puzzle, FillinPuzzle, "fillin.verify(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        return [f"the grid is not {puzzle.height} rows of {puzzle.width} cells"]
    broken = []
    for r, (want, got) in enumerate(zip(puzzle.rows, grid)):
        for c, (w, g) in enumerate(zip(want, got)):
            if w == BLOCK and g not in (" ", BLOCK):
                broken.append(f"cell ({r}, {c}) is a block but holds {g!r}")
            elif w != BLOCK and not is_letter(g):
                broken.append(f"white cell ({r}, {c}) holds no letter")
            elif w not in (BLOCK, EMPTY) and g != w:
                broken.append(f"cell ({r}, {c}) holds {g!r}, not the given {w!r}")
    if broken:
        return broken
    columns = ["".join(row[c] for row in grid) for c in range(puzzle.width)]
    runs = Counter(run for line in [*grid, *columns] for run in _runs(line) if len(run) >= 2)
    wanted = Counter(e.letters for e in puzzle.words)
    for word in sorted((runs - wanted).keys()):
        broken.append(f"{word} is in the grid {runs[word]} times but listed {wanted[word]} times")
    for word in sorted((wanted - runs).keys()):
        broken.append(f"{word} is listed {wanted[word]} times but in the grid {runs[word]} times")
    return broken


def _runs(line: str) -> list[str]:
    return line.replace(BLOCK, " ").split()
