"""The grade of a sudoku as Simon Tatham's Solo grades it (:mod:`gridcraft.latin.solo`): the
hardest of Solo's deductions its solver needs, X diagonals and jigsaw regions included."""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.latin.solo import DEDUCTIONS, Level, solve
from gridcraft.sudoku.model import Grid, SudokuPuzzle
from gridcraft.sudoku.verify import verify

#: the grade labels, easiest first, as Solo names its levels
GRADES = ("Trivial", "Basic", "Intermediate", "Advanced", "Extreme", "Unreasonable")
#: the letters of the grades in Solo's parameters (``3x3d`` + letter)
LETTERS = dict(zip("tbiaeu", GRADES, strict=True))


@dataclass(frozen=True, slots=True)
class Grade:
    """A puzzle's grade.

    Attributes:
        label: one of :data:`GRADES`, or ``Ambiguous`` (more than one solution) or ``Impossible``.
        level: the same as a :class:`~gridcraft.latin.solo.Level`.
        unique: True when the puzzle has exactly one solution (proven by the deductions, or by
            Solo's guessing at Unreasonable).
        counts: how often each deduction fired, by name, in the order of
            :data:`gridcraft.latin.solo.DEDUCTIONS`.
        solution: the solution when ``unique``, else ``None``.
    """

    label: str
    level: Level
    unique: bool
    counts: dict[str, int]
    solution: Grid | None

    @property
    def letter(self) -> str:
        """The grade's letter in Solo's parameters (``t b i a e u``), ``""`` when not unique."""
        return self.level.letter


def grade(puzzle: SudokuPuzzle) -> Grade:
    """Grade ``puzzle`` as Solo does: its solver with every level allowed (guessing included).

    Cost: for a 9 x 9, tens of microseconds to a few milliseconds with the C ladder; up to a
    second or two in pure Python (Unreasonable puzzles, which need guessing, are the slowest).
    """
    out = solve(puzzle.ladder())
    n = puzzle.size
    rows = tuple(tuple(out.grid[r * n : r * n + n]) for r in range(n))
    unique = out.level <= Level.UNREASONABLE and not verify(puzzle, rows)
    label = GRADES[out.level] if unique else ("Ambiguous" if out.level == Level.AMBIGUOUS else "Impossible")
    counts = {name: out.counts[name] for name in DEDUCTIONS if out.counts.get(name)}
    return Grade(label, out.level, unique, counts, rows if unique else None)


def grade_at_most(puzzle: SudokuPuzzle, level: Level) -> Level:
    """Solo's level of ``puzzle`` when it is at most ``level``; :attr:`Level.IMPOSSIBLE` when the
    deductions up to ``level`` do not solve it. Cheaper than :func:`grade` below Unreasonable."""
    return solve(puzzle.ladder(), level).level
