"""The record of one explained step of a solve, shared by every kind's explainer.

A kind explains a solve as a chain of :class:`Hint` values, each saying in plain words what is
deduced and why, with the cells it involves (for marking in a picture) and its effect on the grid,
so that a replay can check every step against the solution.
"""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]  # (row, col), 0-based


@dataclass(frozen=True, slots=True)
class Hint:
    """One step of an explained solve.

    Attributes:
        text: the step in plain words (``r2c3 = 3: cage 12× at r2c3–r2c4 allows only 3 and 4
            there, and 4 is already in row 2 at r2c1``).
        deduction: the name of the deduction (``naked single``, ``guess``).
        cells: the cells the reasoning reads, ``(row, col)`` 0-based (the cells a picture marks).
        placed: ``((row, col), value)`` the step fills in: a digit for KenKen, a letter for a
            fill-in puzzle (a word fills one entry per cell).
        removed: ``((row, col), value)`` candidates ruled out since the previous hint (KenKen:
            digits; for a fill-in puzzle, ``(first cell of the slot, (direction, word))`` for each
            word a slot loses).
        guess: True when no deduction applies and the step is a guess (the text says so).
    """

    text: str
    deduction: str
    cells: tuple[Cell, ...] = ()
    placed: tuple[tuple[Cell, object], ...] = ()
    removed: tuple[tuple[Cell, object], ...] = ()
    guess: bool = False
