"""Random fill-in puzzles for the tests, as a Hypothesis strategy: a random filled grid whose runs of
two or more letters are the slots and, in a random order, the word list."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from gridcraft.fillin import FillinPuzzle
from gridcraft.grid import find_slots
from gridcraft.words import make_entry

LETTERS = "ABCEЁЖЯẞ"


@st.composite
def fillin_puzzles(draw: st.DrawFn) -> tuple[FillinPuzzle, tuple[str, ...] | None]:
    """A random filled grid whose runs of 2+ letters are the word list, some letters given."""
    h, w = draw(st.integers(1, 5)), draw(st.integers(2, 5))
    cells = [[draw(st.sampled_from(LETTERS + "  ")) for _ in range(w)] for _ in range(h)]
    white = {(r, c) for r in range(h) for c in range(w) if cells[r][c] != " "}
    slots = find_slots(white, h, w)
    in_slot = {cell for s in slots for cell in s.cells}
    assume(slots)
    grid = tuple("".join(cells[r][c] if (r, c) in in_slot else " " for c in range(w)) for r in range(h))
    words = [make_entry("".join(grid[r][c] for r, c in s.cells)) for s in slots]
    words = draw(st.permutations(words))
    shown = draw(st.sets(st.sampled_from(sorted(in_slot)), max_size=3))
    rows = tuple(
        "".join("#" if ch == " " else ch if (r, c) in shown else "." for c, ch in enumerate(row))
        for r, row in enumerate(grid)
    )
    return FillinPuzzle(rows, tuple(words)), grid if draw(st.booleans()) else None
