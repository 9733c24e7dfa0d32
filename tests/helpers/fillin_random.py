"""Random fill-in puzzles made from random filled grids (a solution by construction), and an
independent count of their solutions by python-constraint."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import constraint

from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin import FillinPuzzle
from gridcraft.grid import find_slots
from gridcraft.words import entries_from_strings


def random_puzzle(rng: random.Random, letters: str = "AB") -> tuple[FillinPuzzle, tuple[str, ...]] | None:
    """A random grid of up to 5 x 5 filled with random letters; its slots' words form the list.

    Returns the puzzle and the filled grid it was made from (a solution by construction), or None
    when no slot is left.
    """
    h, w = rng.randint(2, 5), rng.randint(2, 5)
    white = {(r, c) for r in range(h) for c in range(w) if rng.random() < 0.7}
    while True:  # cells in no slot become blocks, until every white cell is in a slot
        slots = find_slots(white, h, w)
        covered = {cell for s in slots for cell in s.cells}
        if covered == white:
            break
        white = covered
    if not slots:
        return None
    fill = {cell: rng.choice(letters) for cell in white}
    words = ["".join(fill[c] for c in s.cells) for s in slots]
    rows = ["".join("." if (r, c) in white else "#" for c in range(w)) for r in range(h)]
    for cell in rng.sample(sorted(white), k=min(len(white), rng.randint(0, 2))):  # a few givens
        r, c = cell
        rows[r] = rows[r][:c] + fill[cell] + rows[r][c + 1 :]
    if rng.random() < 0.3:  # sometimes change one word, so that some puzzles have no solution
        k = rng.randrange(len(words))
        words[k] = "".join(rng.choice(letters) for _ in words[k])
    solved = tuple("".join(fill.get((r, c), " ") for c in range(w)) for r in range(h))
    return FillinPuzzle(tuple(rows), tuple(entries_from_strings(words, unique=False))), solved


def constraint_count(puzzle: FillinPuzzle) -> int:
    """Solution count by python-constraint: one variable per slot, its domain the words of its
    length that agree with the givens; crossings agree; each length uses the list's words."""
    slots = puzzle.slots
    givens = puzzle.givens()
    words = sorted({e.letters for e in puzzle.words})
    p = constraint.Problem()
    for k, s in enumerate(slots):
        fits = [
            word
            for word in words
            if len(word) == s.length and all(givens.get(c, ch) == ch for c, ch in zip(s.cells, word))
        ]
        if not fits:
            return 0
        p.addVariable(k, fits)
    for k, s in enumerate(slots):
        for m, t in enumerate(slots):
            if k < m:
                for i, cell in enumerate(s.cells):
                    if cell in t.cells:
                        j = t.cells.index(cell)
                        p.addConstraint(lambda a, b, i=i, j=j: a[i] == b[j], (k, m))
    wanted = Counter(e.letters for e in puzzle.words)
    for length in {s.length for s in slots}:
        group = [k for k, s in enumerate(slots) if s.length == length]
        need = Counter({w: n for w, n in wanted.items() if len(w) == length})
        p.addConstraint(lambda *ws, need=need: Counter(ws) == need, group)
    return len(p.getSolutions())


def differential(count: Callable[[FillinPuzzle], int], seed: int, puzzles: int) -> Counter[int]:
    """Compare ``count`` with :func:`constraint_count` on ``puzzles`` random puzzles of up to ten
    slots (an invalid puzzle counts 0: a given no word can hold); returns how many had 0, 1 and 2+
    solutions."""
    rng = random.Random(seed)
    counts: Counter[int] = Counter()
    while sum(counts.values()) < puzzles:
        made = random_puzzle(rng, rng.choice(["AB", "ABC"]))
        if made is None or len(made[0].slots) > 10:
            continue
        puzzle, _ = made
        try:
            ours = count(puzzle)
        except InvalidPuzzle:
            ours = 0
        assert ours == constraint_count(puzzle), puzzle
        counts[min(ours, 2)] += 1
    return counts
