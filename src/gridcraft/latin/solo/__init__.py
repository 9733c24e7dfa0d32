"""Simon Tatham's Solo ladder restated: the sudoku deductions (:mod:`.sudoku`) and the cage-sum
deductions of killer sudoku (:mod:`.sums`) on a board of candidates (:mod:`.board`), Solo's loop
that grades by the hardest deduction needed (:mod:`.solver`), and a count of solutions on the same
deductions (:mod:`.count`). A kind hands it a :class:`~gridcraft.latin.solo.board.SumSquare`."""

from gridcraft.latin.solo.board import Step, SumCage, SumSquare
from gridcraft.latin.solo.count import count_solutions, valid
from gridcraft.latin.solo.solver import KillerLevel, Level, Outcome, solve

__all__ = [
    "KillerLevel",
    "Level",
    "Outcome",
    "Step",
    "SumCage",
    "SumSquare",
    "count_solutions",
    "solve",
    "valid",
]
