"""The grade of a killer sudoku as Simon Tatham's Solo grades it (see :mod:`solo_solver`)."""

from __future__ import annotations

from dataclasses import dataclass

from gridcraft.killer.model import Grid, KillerPuzzle
from gridcraft.latin.solo import DEDUCTIONS, KillerLevel, Level, solve
from gridcraft.killer.verify import verify

#: the grade labels, easiest first, as Solo names its levels
GRADES = ("Trivial", "Basic", "Intermediate", "Advanced", "Extreme", "Unreasonable")
#: the letters of the grades in Solo's parameters (``3x3kd`` + letter)
LETTERS = dict(zip("tbiaeu", GRADES, strict=True))


@dataclass(frozen=True, slots=True)
class Grade:
    """A puzzle's grade.

    Attributes:
        label: one of :data:`GRADES`, or ``Ambiguous`` (more than one solution) or ``Impossible``.
        level: the same as a :class:`Level`.
        killer: Solo's killer level reached (its generator makes only puzzles at
            :attr:`KillerLevel.INTERSECT`; see :attr:`solo_makes`).
        unique: True when the puzzle has exactly one solution (proven by the deductions, or by
            Solo's guessing at Unreasonable).
        counts: how often each deduction fired, by name (``guess`` counts guesses), in the order of
            :data:`gridcraft.latin.solo.DEDUCTIONS`.
        solution: the solution when ``unique``, else ``None``.
    """

    label: str
    level: Level
    killer: KillerLevel
    unique: bool
    counts: dict[str, int]
    solution: Grid | None

    @property
    def letter(self) -> str:
        """The grade's letter in Solo's parameters (``t b i a e u``), ``""`` when not unique."""
        return self.level.letter

    @property
    def solo_makes(self) -> bool:
        """True when Solo's generator, asked for this grade, would accept this puzzle: unique, and
        its killer level the highest (a region's leftover cell placed at least once)."""
        return self.unique and self.killer == KillerLevel.INTERSECT


def grade(puzzle: KillerPuzzle) -> Grade:
    """Grade ``puzzle`` as Solo does: its solver with every level allowed (guessing included).

    Cost: for a 9 x 9, a tenth of a millisecond to a few milliseconds with the C ladder;
    milliseconds to a second or two in pure Python (Unreasonable puzzles, which need guessing, are
    the slowest).
    """
    out = solve(puzzle)
    n = puzzle.size
    rows = tuple(tuple(out.grid[r * n : r * n + n]) for r in range(n))
    unique = out.level <= Level.UNREASONABLE and not verify(puzzle, rows)
    label = GRADES[out.level] if unique else ("Ambiguous" if out.level == Level.AMBIGUOUS else "Impossible")
    counts = {name: out.counts[name] for name in DEDUCTIONS if out.counts.get(name)}  # one order, C or not
    return Grade(label, out.level, out.killer, unique, counts, rows if unique else None)


def grade_at_most(puzzle: KillerPuzzle, level: Level) -> Level:
    """Solo's level of ``puzzle`` when it is at most ``level``; :attr:`Level.IMPOSSIBLE` when the
    deductions up to ``level`` do not solve it (it is harder, ambiguous or has no solution).
    Cheaper than :func:`grade` below Unreasonable, since it never guesses."""
    return solve(puzzle, level).level
