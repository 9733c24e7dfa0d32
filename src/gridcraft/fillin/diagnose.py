"""Checks of a fill-in puzzle made before any search, each naming where the problem is."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

from gridcraft.errors import expect
from gridcraft.fillin.model import EMPTY, FillinPuzzle
from gridcraft.grid import Cell
from gridcraft.words import Entry

LENGTHS = "slot and word lengths differ"  # the start of the length problem's message


@dataclass(frozen=True, slots=True)
class Flaw:
    """One reason a puzzle cannot be solved as written.

    Attributes:
        message: one line, e.g. ``"white cell (2, 3) belongs to no slot"``.
        cell: the ``(row, col)`` at fault, or ``None``.
        entry: the word-list entry at fault, or ``None``.
    """

    message: str
    cell: Cell | None = None
    entry: Entry | None = None


def diagnose(puzzle: FillinPuzzle) -> list[Flaw]:
    """The problems that make ``puzzle`` unsolvable before any search, in this order:

    1. a white cell that belongs to no slot (one problem per cell, row by row);
    2. slot lengths and word lengths that differ as multisets (one problem naming every length
       with too many or too few words, and the words that fit no slot at all; its entry is the
       first entry of a length with too many words, else the list's first entry; an entry of
       several words that fits no slot gets a hint to put one word on a line, and is the entry);
    3. a given letter that no word of the slot's length has at that position.

    An empty list does not mean the puzzle has a solution. Cost O(cells + letters of the words).
    """
    expect(puzzle, FillinPuzzle, "fillin.diagnose(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    problems = _lonely_cells(puzzle)
    lengths = _lengths(puzzle)
    if lengths:
        problems.append(lengths)
    return problems + _impossible_givens(puzzle)


def _lonely_cells(puzzle: FillinPuzzle) -> list[Flaw]:
    covered = {cell for slot in puzzle.slots for cell in slot.cells}
    return [
        Flaw(
            f"white cell at row {r + 1}, column {c + 1} belongs to no slot (a run of 2+ white cells)", (r, c)
        )
        for r, c in sorted(puzzle.white() - covered)
    ]


def _lengths(puzzle: FillinPuzzle) -> Flaw | None:
    slots = Counter(s.length for s in puzzle.slots)
    by_length: dict[int, list[Entry]] = defaultdict(list)
    for e in puzzle.words:
        by_length[len(e.letters)].append(e)
    parts = []
    first: Entry | None = None
    for n in sorted(set(slots) | set(by_length)):
        have, want = len(by_length[n]), slots[n]
        if have == want:
            continue
        if not want:
            names = ", ".join(e.text for e in by_length[n])
            parts.append(f"{n} letters: no slot for {names}")
        else:
            diff = f"{have - want} too many" if have > want else f"{want - have} too few"
            parts.append(
                f"{n} letters: {want} slot{'s' * (want != 1)}, {have} word{'s' * (have != 1)} ({diff})"
            )
        if first is None and by_length[n]:
            first = by_length[n][0]
    if not parts:
        return None
    spaced = next((e for e in puzzle.words if not slots[len(e.letters)] and len(e.text.split()) > 1), None)
    if spaced is not None:  # words written on one line, as in a newspaper's list
        parts.append(
            f"put one word on a line: {spaced.text!r} is read as one entry of {len(spaced.letters)} letters"
        )
        first = spaced
    if first is None and puzzle.words:
        first = puzzle.words[0]
    return Flaw(f"{LENGTHS}: " + "; ".join(parts), None, first)


def _impossible_givens(puzzle: FillinPuzzle) -> list[Flaw]:
    letters_at: dict[tuple[int, int], set[str]] = defaultdict(set)  # (length, position) -> letters
    for e in puzzle.words:
        for i, ch in enumerate(e.letters):
            letters_at[len(e.letters), i].add(ch)
    problems = []
    givens = puzzle.givens()
    for slot in puzzle.slots:
        for i, cell in enumerate(slot.cells):
            ch = givens.get(cell, EMPTY)
            if ch != EMPTY and ch not in letters_at[slot.length, i]:
                problems.append(
                    Flaw(
                        f"given letter {ch} at row {cell[0] + 1}, column {cell[1] + 1}: no {slot.length}-letter "
                        f"word has it as letter {i + 1} (the {slot.direction} slot there)",
                        cell,
                    )
                )
    return problems
