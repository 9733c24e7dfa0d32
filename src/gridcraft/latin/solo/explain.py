"""A solve on Solo's ladder explained step by step, as :class:`~gridcraft.engine.Hint` values: the
explanations of every kind graded by Solo (sudoku and its variants, killer sudoku).

The steps are those of Solo's grader (:mod:`gridcraft.latin.solo.solver`), in its order, each
recorded with the cells it reads and the digits it places or rules out. A placement says why the
other digits cannot go in its cell: a digit of a neighbouring cell, or the deduction that ruled it
out (``r3c4 = 7: the only digit left there: 1..6 and 9 ruled out by cage 15 at r3c4 r3c5 (only
7 and 8 make 15), 8 is in row 3 at r3c1``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Protocol

from gridcraft.engine import Hint
from gridcraft.errors import InvalidPuzzle, NoSolution, WrongEntry
from gridcraft.latin.model import Cell, Grid, cell_name
from gridcraft.latin.solo.board import Step, SumCage, SumSquare
from gridcraft.latin.solo.solver import Level, solve


class Explained(SumSquare, Protocol):
    """A puzzle Solo's ladder explains: a :class:`SumSquare` that names its units."""

    @property
    def cages(self) -> Sequence[SumCage]: ...

    def units(self) -> Sequence[tuple[str, tuple[Cell, ...]]]:
        """Every unit with its name (``row 1``, ``column 1``, ``box 1``...)."""
        ...


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _digits(values: list[int]) -> str:
    return _join([str(v) for v in sorted(values)])


class _Reasons:
    """Why each candidate left each cell, as the steps go by."""

    def __init__(self, puzzle: Explained, start: list[int]) -> None:
        self.puzzle, self.n = puzzle, puzzle.size
        self.grid = list(start)
        self.why: dict[tuple[int, int], str] = {}

    def cell(self, i: int) -> Cell:
        return divmod(i, self.n)

    def name(self, i: int) -> str:
        return cell_name(self.cell(i))

    def seen(self, i: int, d: int) -> str | None:
        """Where ``d`` already stands in a unit of cell ``i``, or None."""
        r, c = self.cell(i)
        for unit, cells in self.puzzle.units():
            if (r, c) not in cells:
                continue
            for rr, cc in cells:
                if self.grid[rr * self.n + cc] == d and (rr, cc) != (r, c):
                    return f"{d} is in {unit} at {cell_name((rr, cc))}"
        return None

    def printed(self, i: int) -> tuple[str, int, int] | None:
        """The printed cage of cell ``i``: (its cells named, its sum, its size); None: no cage."""
        cell = self.cell(i)
        cage = next((c for c in self.puzzle.cages if cell in c.cells), None)
        if cage is None:
            return None
        return " ".join(cell_name(x) for x in cage.cells), cage.total, len(cage.cells)

    def part(self, step: Step) -> str | None:
        """When ``step`` reads fewer cells of a printed cage than it has (its other cells are
        filled, or a region split them off), how the step's cells stand in it; else None."""
        found = self.printed(step.cells[0])
        if found is None or found[2] == len(step.cells):
            return None
        cells, total, _ = found
        names = " ".join(self.name(i) for i in step.cells)
        return (
            f"of the cage {total} in {cells}, {names} must add up to {step.total} (what the digits placed and "
            "the rows', columns' and boxes' sums leave)"
        )

    def where(self, step: Step) -> str:
        if step.deduction in ("killer minmax", "killer sums") and step.where.startswith("cage"):
            names = " ".join(self.name(i) for i in step.cells)
            found = self.printed(step.cells[0])
            if found is not None and found[2] > len(step.cells):  # part of a printed cage
                return f"{names} of the cage {found[1]} in {found[0]}"
            return f"the cage {step.total} in {names}"
        return step.where or "a forcing chain"

    def text(self, step: Step) -> str:
        place = step.placed[0] if step.placed else None
        if step.deduction == "guess":
            return f"No deduction applies: guess a digit at {self.name(step.cells[0])} and follow it through."
        if place is None:
            cells: dict[int, list[int]] = {}
            for i, d in step.removed:
                cells.setdefault(i, []).append(d)
            gone = _join([f"{_digits(ds)} from {self.name(i)}" for i, ds in sorted(cells.items())])
            if step.deduction == "killer sums":
                where = self.where(step)
                made = where if where.startswith("the cage") else f"{where}, adding up to {step.total},"
                why = f"{made} can only be made of {_digits(list(step.keep))}"
            elif step.deduction == "killer minmax" and step.where.startswith("cage"):
                cells_text = " ".join(self.name(i) for i in step.cells)
                whole = f"the cage in {cells_text} adds up to {step.total}"
                why = (
                    f"{self.part(step) or whole}; with any of them there, the other cells could not make "
                    "up the rest"
                    if len(step.cells) > 1
                    else f"{self.part(step) or whole}"
                )
            elif step.deduction == "killer minmax":
                why = f"{self.where(step)} cannot add up to {step.total} with any of them"
            elif step.deduction == "forcing chain":
                chain = " -> ".join(self.name(i) for i in step.cells)
                why = f"a forcing chain of two-candidate cells ({chain}) leads to a contradiction"
            elif step.deduction == "subset" and step.removed:
                held = sorted({d for _, d in step.removed})
                why = (
                    f"a subset in {self.where(step)}: as many of its other cells as there are digits"
                    f" {_digits(held)} can hold only those digits, so they go there"
                )
            else:
                why = f"{step.deduction} in {self.where(step)}"
            for i, d in step.removed:
                self.why.setdefault((i, d), why)
            return f"{why}: rule out {gone}."
        i, d = place
        head = f"{self.name(i)} must be {d}"
        if step.deduction == "hidden single":
            return f"{head}: it is the only place for {d} in {step.where}."
        if step.deduction == "killer single cage":
            found = self.printed(i)
            if found is not None and found[2] > 1:  # the last open cell of a larger cage
                return f"{head}: the cage {found[1]} in {found[0]} leaves {d} for it."
            return f"{head}: it is a cage of one cell with sum {d}."
        if step.deduction == "killer deduced single":
            return (
                f"{head}: {step.where} adds up to {self.n * (self.n + 1) // 2}, and the cages lying "
                f"wholly inside it leave {d} for this cell."
            )
        reasons = []
        for other in range(1, self.n + 1):
            if other == d:
                continue
            reason = self.seen(i, other) or self.why.get((i, other), "ruled out earlier")
            reasons.append((reason, other))
        grouped: dict[str, list[int]] = {}
        for reason, other in reasons:
            grouped.setdefault(reason, []).append(other)
        parts = [
            reason if reason.split(" ", 1)[0].isdigit() else f"{_digits(ds)}: {reason}"
            for reason, ds in grouped.items()
        ]
        return f"{head}: the other digits are ruled out ({'; '.join(parts)})."

    def hint(self, step: Step) -> Hint:
        text = self.text(step)
        for i, d in step.placed:
            self.grid[i] = d
        return Hint(
            text,
            step.deduction,
            cells=tuple(self.cell(i) for i in step.cells),
            placed=tuple((self.cell(i), d) for i, d in step.placed),
            removed=tuple((self.cell(i), d) for i, d in step.removed),
            guess=step.deduction == "guess",
        )


def explain(
    puzzle: Explained, solution: Grid | None, state: Grid | None = None, *, several: bool = False
) -> Iterator[Hint]:
    """The steps from ``state`` (``n`` rows of digits, 0 for an empty cell; ``None``: the givens
    only) as Solo's grader takes them, each a :class:`~gridcraft.engine.Hint`; a guess where no
    deduction applies (Unreasonable puzzles) ends the steps. ``solution`` is the puzzle's only
    solution, ``None`` when it has none (``several``: it has more than one).

    Raises:
        NoSolution: the puzzle has no solution.
        InvalidPuzzle: the puzzle has several solutions.
        WrongEntry: ``state`` has a digit the solution does not have there (the message names it).
    """
    if solution is None:
        if several:
            raise InvalidPuzzle("the puzzle has several solutions: a step by step explanation needs one")
        raise NoSolution("the puzzle has no solution")
    n = puzzle.size
    start = [0] * (n * n)
    for (r, c), v in puzzle.givens:
        start[r * n + c] = v
    if state is not None:
        for r in range(n):
            for c in range(n):
                v = state[r][c]
                if v and v != solution[r][c]:
                    raise WrongEntry(
                        f"{cell_name((r, c))} = {v} is wrong: the solution has another digit", (r, c)
                    )
                if v:
                    start[r * n + c] = v
    out = solve(puzzle, Level.EXTREME, record=True, start=tuple(start))
    reasons = _Reasons(puzzle, start)
    for step in out.steps:
        yield reasons.hint(step)
    empty = [i for i in range(n * n) if not out.grid[i]]
    if empty:  # Solo guesses here: at the first cell with the fewest candidates left
        best = min(empty, key=lambda i: (out.candidates[i].bit_count(), i))
        yield reasons.hint(Step("guess", "", (best,)))
