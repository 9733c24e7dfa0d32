"""Fill-in puzzles and solutions as text, JSON rows and drawings."""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.draw import Drawing, letter_grid
from gridcraft.errors import InvalidPuzzle, expect
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.grid import Cell
from gridcraft.words import grid_lines, group_by_length, shown


def to_text(grid: Grid) -> str:
    """A filled grid as text in the generator's style: cells separated by single spaces, a block
    shown as a space, trailing spaces stripped, one line per row, ending with a newline."""
    return "".join(line + "\n" for line in grid_lines(grid))


def to_json_rows(grid: Grid) -> list[str]:
    """A filled grid as JSON rows (DESIGN.md section 4): one string per row, a space for a block."""
    return [shown(row.replace(BLOCK, " ")) for row in grid]


def word_list(puzzle: FillinPuzzle) -> list[tuple[int, list[str]]]:
    """The word list grouped by length: ``(length, entries)`` pairs, shortest first, entries as
    written and sorted by their letters (then spelling), each as often as it is listed."""
    return group_by_length((e.letters, e.text) for e in puzzle.words)


def _box(puzzle: FillinPuzzle) -> tuple[set[Cell], int, int, int, int]:
    """The cells of the slots, and the box drawn around them: top row, left column, height, width.

    Raises:
        InvalidPuzzle: the puzzle has no slot.
    """
    cells = {cell for slot in puzzle.slots for cell in slot.cells}
    if not cells:
        raise InvalidPuzzle("a fill-in puzzle without a slot has nothing to draw")
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return cells, r0, c0, max(r for r, _ in cells) - r0 + 1, max(c for _, c in cells) - c0 + 1


def hint_svg(puzzle: FillinPuzzle, state: Grid, marks: Iterable[Cell], focus: Iterable[Cell]) -> Drawing:
    """The grid of ``state`` (the puzzle's rows with letters written in; ``.`` empty) with
    ``marks`` on a pale and ``focus`` on a deeper yellow background, cells ``(row, col)`` 0-based,
    beside nothing (a hint's picture)."""
    cells, r0, c0, height, width = _box(puzzle)
    empty = {(r - r0, c - c0): "" for r, c in cells}
    shown = {(r - r0, c - c0): state[r][c] for r, c in cells if state[r][c] not in (BLOCK, EMPTY, " ")}
    return letter_grid(
        empty,
        height,
        width,
        show=False,
        shown=shown,
        blocks=True,
        marks=[(r - r0, c - c0) for r, c in marks],
        focus=[(r - r0, c - c0) for r, c in focus],
    )


def to_svg(puzzle: FillinPuzzle, grid: Grid | None = None, *, with_words: bool = True) -> Drawing:
    """A drawing (40-unit square cells, blocks grey; see :func:`gridcraft.draw.letter_grid`).

    With ``grid``: the filled grid. Without: the empty puzzle, its given letters shown, beside its
    word list grouped by length (``with_words=False``: without the list). The drawing's top-left
    cell is the top-left white cell's row and column (rows and columns of blocks only at the edges
    are left out).

    Raises:
        InvalidPuzzle: the puzzle has no slot.
        ValueError: ``grid`` is not ``puzzle.height`` rows of ``puzzle.width`` characters.
    """
    expect(puzzle, FillinPuzzle, "fillin.to_svg(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    if grid is not None and (len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid)):
        raise ValueError(f"grid must be {puzzle.height} rows of {puzzle.width} characters")
    cells, r0, c0, height, width = _box(puzzle)
    if grid is not None:
        letters = {(r - r0, c - c0): grid[r][c] for r, c in cells}
        return letter_grid(letters, height, width, blocks=True)
    empty = {(r - r0, c - c0): "" for r, c in cells}
    shown = {(r - r0, c - c0): ch for (r, c), ch in puzzle.givens().items()}
    words = word_list(puzzle) if with_words else None
    return letter_grid(empty, height, width, show=False, shown=shown, words=words, blocks=True)
