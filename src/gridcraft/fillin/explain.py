"""A fill-in solve explained in plain words, step by step, and the next step as a hint.

Slots are named as the player and the printed clues name them, with the cell they start in, since
a fill-in grid shows no numbers (``4 Down (r1c5)``: numbered in reading order where an entry
starts).
The deductions, easiest first, after each step starting again from the first:

1. **only word**: a slot that only one word still fits (by its length, the letters in its cells
   and the words left) takes it: ``4 Down (r1c5): PLANET is the only 6-letter word that fits _L_N__``.
2. **only slot**: a word that fits only one open slot (and appears once in the list) goes there:
   ``PLANET can only go in 4 Down (r1c5)``.
3. **crossing**: a word leaves a slot's candidates when, put there, it would leave a crossing slot
   without a word (its letter at the crossing fits none of that slot's candidates); such removals
   show in the reasons of the placements that use them.
4. **guess**, when none applies: the slot with the fewest candidates takes the solution's word,
   and the text says it is a guess.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from gridcraft.engine import Hint, only_solution
from gridcraft.errors import InvalidPuzzle, WrongEntry, expect
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.fillin.native import search_problem
from gridcraft.grid import Cell, Direction, number_cells

#: words named in a reason before the rest are only counted
EXAMPLES = 3


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


class _Explainer:
    def __init__(self, puzzle: FillinPuzzle, solution: Grid, state: Grid | None) -> None:
        self.puzzle, self.solution = puzzle, solution
        rows = state if state is not None else puzzle.rows
        self.letters: dict[Cell, str] = {
            (r, c): ch
            for r, row in enumerate(rows)
            for c, ch in enumerate(row)
            if ch not in (BLOCK, EMPTY, " ")
        }
        numbers = number_cells(puzzle.white(), puzzle.height, puzzle.width)
        self.slots = list(puzzle.slots)
        self.names = [
            f"{numbers[(s.row, s.col)]} {'Across' if s.direction is Direction.ACROSS else 'Down'} (r{s.row + 1}c{s.col + 1})"
            for s in self.slots
        ]
        self.left: Counter[str] = puzzle.word_counts()
        self.entry = {e.letters: e.text for e in puzzle.words}
        self.filled: dict[int, str] = {}
        # slots already complete in the state take their words
        for i, slot in enumerate(self.slots):
            word = "".join(self.letters.get(cell, "") for cell in slot.cells)
            if len(word) == slot.length and self.left[word] > 0:
                self.filled[i] = word
                self.left[word] -= 1
        self.cand: dict[int, list[str]] = {
            i: self._fitting(i) for i in range(len(self.slots)) if i not in self.filled
        }
        self.crossed: dict[int, str] = {}  # "slot:word" -> reason it was removed by a crossing
        self.why: dict[tuple[int, str], str] = {}
        self.pending: list[tuple[Cell, object]] = []
        self.at: dict[Cell, list[tuple[int, int]]] = {}
        for i, slot in enumerate(self.slots):
            for pos, cell in enumerate(slot.cells):
                self.at.setdefault(cell, []).append((i, pos))

    def _fitting(self, i: int) -> list[str]:
        slot = self.slots[i]
        pattern = [self.letters.get(cell) for cell in slot.cells]
        return sorted(
            w
            for w, k in self.left.items()
            if k > 0
            and len(w) == slot.length
            and all(p is None or p == ch for p, ch in zip(pattern, w, strict=True))
        )

    def pattern(self, i: int) -> str:
        return "".join(self.letters.get(cell, "_") for cell in self.slots[i].cells)

    def _place(self, i: int, word: str) -> tuple[tuple[Cell, object], ...]:
        slot = self.slots[i]
        placed = tuple(
            (cell, ch) for cell, ch in zip(slot.cells, word, strict=True) if cell not in self.letters
        )
        for cell, ch in zip(slot.cells, word, strict=True):
            self.letters[cell] = ch
        self.filled[i] = word
        del self.cand[i]
        self.left[word] -= 1
        for j in list(self.cand):  # the slots it crosses and the word's other slots
            kept = self._fitting(j)
            for w in self.cand[j]:
                if w not in kept:
                    self._drop(j, w, None)
            self.cand[j] = [w for w in self.cand[j] if w in kept]
        return placed

    def _drop(self, j: int, w: str, reason: str | None) -> None:
        slot = self.slots[j]
        self.pending.append(((slot.row, slot.col), (slot.direction.value, w)))
        if reason is not None:
            self.why[(j, w)] = reason

    def _crossings(self) -> bool:
        """Remove each candidate that would leave a crossing slot without a word; True if any."""
        changed = False
        for i in sorted(self.cand):
            slot = self.slots[i]
            keep = []
            for w in self.cand[i]:
                blocked = None
                for pos, cell in enumerate(slot.cells):
                    if cell in self.letters:
                        continue
                    for j, q in self.at[cell]:
                        if (
                            j != i
                            and j in self.cand
                            and not any(v[q] == w[pos] for v in self.cand[j] if v != w or self.left[w] > 1)
                        ):
                            blocked = (j, pos)
                            break
                    if blocked:
                        break
                if blocked is None:
                    keep.append(w)
                else:
                    j, pos = blocked
                    self._drop(
                        i,
                        w,
                        f"{w} would leave {self.names[j]} no word (its letter {w[pos]} there "
                        "fits none of its candidates)",
                    )
                    changed = True
            self.cand[i] = keep
            if not keep:
                raise InvalidPuzzle(f"{self.names[i]} has no word left")
        return changed

    def steps(self) -> Iterator[Hint]:
        while self.cand:
            hint = self._only_word() or self._only_slot()
            if hint is not None:
                yield hint
            elif not self._crossings():
                yield self._guess()

    def _hint(
        self, text: str, deduction: str, i: int, placed: tuple[tuple[Cell, object], ...], guess: bool = False
    ) -> Hint:
        removed, self.pending = tuple(self.pending), []
        return Hint(text, deduction, self.slots[i].cells, placed, removed, guess)

    def _only_word(self) -> Hint | None:
        for i in sorted(
            self.cand, key=lambda i: (self.slots[i].row, self.slots[i].col, self.slots[i].direction.value)
        ):
            if len(self.cand[i]) != 1:
                continue
            word, slot, name = self.cand[i][0], self.slots[i], self.names[i]
            pattern = self.pattern(i)
            others = sorted({w for w in self.puzzle.word_counts() if len(w) == slot.length and w != word})
            text = f"{name}: {self.entry[word]} is the only {slot.length}-letter word that fits"
            if "_" in pattern and pattern != "_" * slot.length:
                text += f" {pattern}"
            reasons = self._others(i, others)
            if reasons:
                text += f" ({reasons})"
            return self._hint(text, "only word", i, self._place(i, word))
        return None

    def _others(self, i: int, others: list[str]) -> str:
        used = [w for w in others if self.left[w] == 0]
        crossed = [self.why[(i, w)] for w in others if w not in used and (i, w) in self.why]
        clash = [w for w in others if w not in used and (i, w) not in self.why]
        parts = []
        if used:
            parts.append(f"{_join(self._few(used))} {'is' if len(used) == 1 else 'are'} placed")
        if clash:
            parts.append(
                f"{_join(self._few(clash))} {'does' if len(clash) == 1 else 'do'} not fit its letters"
            )
        parts += crossed[:EXAMPLES]
        if len(crossed) > EXAMPLES:
            parts.append(f"{len(crossed) - EXAMPLES} more would each leave a crossing slot without a word")
        return "; ".join(parts)

    def _few(self, words: list[str]) -> list[str]:
        if len(words) <= EXAMPLES + 1:
            return [self.entry[w] for w in words]
        return [self.entry[w] for w in words[:EXAMPLES]] + [f"{len(words) - EXAMPLES} more"]

    def _only_slot(self) -> Hint | None:
        for word in sorted(w for w, k in self.left.items() if k == 1):
            where = [i for i in self.cand if word in self.cand[i]]
            if len(where) != 1:
                continue
            i = where[0]
            length = len(word)
            other = [j for j in range(len(self.slots)) if j != i and self.slots[j].length == length]
            reasons = []
            full = [self.names[j] for j in other if j in self.filled]
            if full:
                reasons.append(
                    f"{_join(full[:EXAMPLES])}{' and more' if len(full) > EXAMPLES else ''} "
                    f"{'is' if len(full) == 1 else 'are'} filled"
                )
            for j in other:
                if j in self.cand and (j, word) in self.why:
                    reasons.append(f"in {self.names[j]}, {self.why[(j, word)]}")
                elif j in self.cand:
                    reasons.append(f"it does not fit {self.names[j]} ({self.pattern(j)})")
            text = f"{self.entry[word]} can only go in {self.names[i]}"
            if reasons:
                text += " (" + "; ".join(reasons[: EXAMPLES + 1]) + ")"
            return self._hint(text, "only slot", i, self._place(i, word))
        return None

    def _guess(self) -> Hint:
        i = min(self.cand, key=lambda i: (len(self.cand[i]), i))
        word = "".join(self.solution[r][c] for r, c in self.slots[i].cells)
        options = [self.entry[w] for w in self.cand[i]]
        text = (
            f"{self.names[i]}: {self.entry[word]}, a guess: no deduction applies; it may take "
            f"{_join(options)}, and only {self.entry[word]} leads to a solution"
        )
        return self._hint(text, "guess", i, self._place(i, word), guess=True)


def check_state(puzzle: FillinPuzzle, state: Grid, solution: Grid | None) -> tuple[Cell, str] | None:
    """The first wrong letter of ``state`` and why, or None: a letter in a slot that no word of the
    list fits with it, or (with ``solution``) a letter the solution does not have there."""
    letters = {
        (r, c): ch for r, row in enumerate(state) for c, ch in enumerate(row) if ch not in (BLOCK, EMPTY)
    }
    givens = puzzle.givens()
    numbers = number_cells(puzzle.white(), puzzle.height, puzzle.width)
    counts = puzzle.word_counts()

    def fits(slot_cells: tuple[Cell, ...], pattern: dict[Cell, str]) -> bool:
        return any(
            len(w) == len(slot_cells)
            and all(pattern.get(cell, ch) == ch for cell, ch in zip(slot_cells, w, strict=True))
            for w in counts
        )

    for slot in puzzle.slots:
        pattern = {cell: letters[cell] for cell in slot.cells if cell in letters}
        if not pattern or fits(slot.cells, pattern):
            continue
        written = [cell for cell in slot.cells if cell in pattern and cell not in givens] or list(pattern)
        # the letter without which a word fits, else the first the solver wrote
        cell = next(
            (x for x in written if fits(slot.cells, {k: v for k, v in pattern.items() if k != x})), written[0]
        )
        name = f"{numbers[(slot.row, slot.col)]} {slot.direction.value.capitalize()} (r{slot.row + 1}c{slot.col + 1})"
        shown = "".join(pattern.get(x, "_") for x in slot.cells)
        return (
            cell,
            f"r{cell[0] + 1}c{cell[1] + 1} = {letters[cell]}: no word of the list fits {name} ({shown})",
        )
    if solution is not None:
        for (r, c), ch in sorted(letters.items()):
            if solution[r][c] != ch:
                return (r, c), f"r{r + 1}c{c + 1} = {ch} is wrong: no solution has {ch} there"
    return None


def explain(puzzle: FillinPuzzle, state: Grid | None = None) -> Iterator[Hint]:
    """The steps from ``state`` (the puzzle's rows with letters filled in; ``None``: the puzzle as
    given) to the solution, each a :class:`~gridcraft.engine.Hint` whose ``placed`` are the
    letters it writes.

    Raises:
        NoSolution: the puzzle has no solution (proven).
        InvalidPuzzle: the puzzle has several solutions.
        WrongEntry: ``state`` has a wrong letter (the message names the cell and why).
    """
    expect(puzzle, FillinPuzzle, "fillin.explain(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    answer = only_solution(search_problem(puzzle), "a step by step explanation")
    if state is not None:
        wrong = check_state(puzzle, state, answer)
        if wrong is not None:
            raise WrongEntry(wrong[1], wrong[0])
    yield from _Explainer(puzzle, answer, state).steps()
