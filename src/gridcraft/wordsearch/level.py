"""A word search's level, measured on the finished puzzle (its grid and its words' places), not
on the settings it was made with: what makes it hard for a solver.

Four measures, each from 0 (helps the solver most) to 1, weighed into a score from 0 to 1:

- **directions** (weight 0.3): how many of the eight directions the words read in (one: 0,
  all eight: 1), and the share of words read diagonally, half each;
- **backwards** (0.25): the share of words read against the script's reading order (up, or
  leftwards in a left-to-right script), half of them backwards counting fully;
- **overlaps** (0.15): the share of the words' cells that two words share, a quarter counting
  fully, and the share of the grid's cells that the words cover, half each: words crossing in a
  full grid hide one another, words apart in a roomy one stand out;
- **near misses** (0.3): places where the first letters of a word (three, or all but the last of
  a shorter word) read in an allowed direction but the word does not follow; one for each word
  counts fully. Filler that resembles the words makes the solver look twice.

The grade is ``easy`` below :data:`EASY_BELOW`, ``hard`` from :data:`HARD_FROM`, else ``medium``.
"""

from __future__ import annotations

from typing import Any

from gridcraft.levels import Level, graded
from gridcraft.wordsearch.model import MIRROR, VECTORS, WordSearch, word_cells

EASY_BELOW, HARD_FROM = 0.25, 0.5  # score thresholds of the grades
WEIGHTS = {"directions": 0.3, "backwards": 0.25, "overlaps": 0.15, "near_misses": 0.3}
#: the directions against a left-to-right script's reading order (a right-to-left one mirrors them)
BACKWARDS = frozenset({"left", "up", "up-left", "up-right"})


def near_misses(puzzle: WordSearch) -> int:
    """The places where a word's first letters (three, or all but the last of a shorter word) read
    in one of the puzzle's directions, other than the word's own place and not followed by the
    whole word. Cost O(cells * directions * words)."""
    grid, height, width = puzzle.grid, puzzle.height, puzzle.width
    own = {(p.start, p.direction) for p in puzzle.placements}
    count = 0
    for entry in puzzle.entries():
        letters = word_cells(entry)
        k = min(3, len(letters) - 1)
        if k < 2:
            continue
        for r in range(height):
            for c in range(width):
                if grid[r][c] != letters[0]:
                    continue
                for name in puzzle.directions:
                    dr, dc = VECTORS[name]
                    if ((r, c), name) in own or not _reads(grid, r, c, dr, dc, letters[:k]):
                        continue
                    count += not _reads(grid, r, c, dr, dc, letters)
    return count


def _reads(grid: Any, r: int, c: int, dr: int, dc: int, letters: tuple[str, ...]) -> bool:
    for i, letter in enumerate(letters):
        y, x = r + i * dr, c + i * dc
        if not (0 <= y < len(grid) and 0 <= x < len(grid[0])) or grid[y][x] != letter:
            return False
    return True


def level(puzzle: WordSearch) -> Level:
    """The level of ``puzzle`` (see the module docstring). Cost O(cells * directions * words)."""
    words = max(len(puzzle.placements), 1)
    used = [p.direction for p in puzzle.placements]
    backwards = {MIRROR.get(d, d) for d in BACKWARDS} if puzzle.rtl else BACKWARDS
    diagonal = sum("-" in d for d in used) / words
    shared: dict[tuple[int, int], int] = {}
    for cells in puzzle.cells_of().values():
        for cell in cells:
            shared[cell] = shared.get(cell, 0) + 1
    word_cells_n = sum(shared.values())
    overlap = sum(n - 1 for n in shared.values()) / max(word_cells_n, 1)
    grid_cells = sum(cell is not None for row in puzzle.grid for cell in row)
    measures = {
        "directions": 0.5 * (len(set(used)) - 1) / 7 + 0.5 * diagonal,
        "backwards": min(1.0, 2 * sum(d in backwards for d in used) / words),
        "overlaps": 0.5 * min(1.0, 4 * overlap) + 0.5 * len(shared) / max(grid_cells, 1),
        "near_misses": min(1.0, near_misses(puzzle) / words),
    }
    return graded(measures, WEIGHTS, (EASY_BELOW, HARD_FROM))
