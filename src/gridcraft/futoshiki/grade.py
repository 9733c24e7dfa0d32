"""The grade of a futoshiki as Simon Tatham's Unequal grades it, and its explained steps, through
the core's restatement of his Latin ladder with Unequal's own rules (:mod:`gridcraft.latin.rules`):
Trivial (singles), Easy (the bounds each sign sets), Tricky (adjacent mode's sets, then subsets),
Extreme (fish and forcing chains), Recursive (a guess followed through)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from gridcraft.engine import Hint
from gridcraft.errors import InvalidPuzzle, NoSolution, WrongEntry
from gridcraft.futoshiki.model import Cell, FutoshikiPuzzle, Grid, cell_name
from gridcraft.latin.rules import UNEQUAL_LEVELS, Board, Step, solve

#: the grade labels, easiest first, as Unequal names its levels
GRADES = UNEQUAL_LEVELS
#: the letters of the grades in Unequal's parameters (``5d`` + letter)
LETTERS = dict(zip("tekxr", GRADES, strict=True))
RECURSIVE = len(GRADES) - 1  # the level that guesses
EXTREME = RECURSIVE - 1  # the last level of deductions alone


def to_board(puzzle: FutoshikiPuzzle, grid: Grid | None = None) -> Board:
    """``puzzle`` as the core's :class:`~gridcraft.latin.rules.Board` (cells as indices
    ``row * n + col``), its givens, or the digits of ``grid`` where it has them."""
    n = puzzle.size
    values = [0] * (n * n)
    for (r, c), v in puzzle.givens:
        values[r * n + c] = v
    if grid is not None:
        for r in range(n):
            for c in range(n):
                if grid[r][c]:
                    values[r * n + c] = grid[r][c]
    return Board(
        n,
        tuple(values),
        tuple((a[0] * n + a[1], b[0] * n + b[1]) for a, b in puzzle.less),
        puzzle.adjacent,
        tuple((a[0] * n + a[1], b[0] * n + b[1]) for a, b in puzzle.bars),
    )


def from_board(board: Board) -> FutoshikiPuzzle:
    """The futoshiki of a core :class:`~gridcraft.latin.rules.Board` without sightlines.

    Raises:
        InvalidPuzzle: a board the model refuses (see :class:`FutoshikiPuzzle`).
    """
    n = board.n
    if board.clues:
        raise InvalidPuzzle("a board with sightline clues is a towers puzzle, not a futoshiki")

    def cell(i: int) -> Cell:
        return divmod(i, n)

    givens = tuple((cell(i), v) for i, v in enumerate(board.givens) if v)
    less = tuple((cell(a), cell(b)) for a, b in board.less)
    bars = tuple((cell(a), cell(b)) for a, b in board.pairs)
    return FutoshikiPuzzle(n, givens, less, board.adjacent, bars)


@dataclass(frozen=True, slots=True)
class Grade:
    """A puzzle's grade.

    Attributes:
        label: one of :data:`GRADES`, or ``Ambiguous`` (more than one solution) or ``Impossible``.
        level: the index of ``label`` in :data:`GRADES` (-1 when not graded).
        unique: True when the puzzle has exactly one solution (proven by the deductions, or by
            the guessing at Recursive).
        counts: how often each deduction was used, by rung name.
        solution: the solution when ``unique``, else ``None``.
    """

    label: str
    level: int
    unique: bool
    counts: dict[str, int]
    solution: Grid | None


def _rows(n: int, flat: tuple[int, ...]) -> Grid:
    return tuple(tuple(flat[r * n : r * n + n]) for r in range(n))


def grade(puzzle: FutoshikiPuzzle) -> Grade:
    """Grade ``puzzle`` as Unequal does: its solver with every level allowed (guessing included).

    Cost: milliseconds for a 5 x 5 to a 7 x 7; more for Recursive 9 x 9s.
    """
    out = solve(to_board(puzzle), RECURSIVE, explain=True)
    counts = dict(Counter(step.rung for step in out.steps))
    if out.status == "solved":
        return Grade(GRADES[max(out.level, 0)], max(out.level, 0), True, counts, _rows(puzzle.size, out.grid))
    label = "Ambiguous" if out.status == "ambiguous" else "Impossible"
    return Grade(label, -1, False, counts, None)


def level_of(puzzle: FutoshikiPuzzle) -> int:
    """Unequal's level of ``puzzle`` (an index into :data:`GRADES`), -1 when it is not graded
    (no solution, or several). Cheaper than :func:`grade`: no steps are recorded."""
    out = solve(to_board(puzzle), RECURSIVE)
    return max(out.level, 0) if out.status == "solved" else -1


def _hint(n: int, step: Step) -> Hint:
    def cell(i: int) -> Cell:
        return divmod(i, n)

    return Hint(
        step.text,
        step.rung,
        tuple(cell(i) for i in step.cells),
        tuple((cell(i), v) for i, v in step.placed),
        tuple((cell(i), v) for i, v in step.removed),
        guess=step.rung == "guess",
    )


def explain(puzzle: FutoshikiPuzzle, state: Grid | None = None) -> Iterator[Hint]:
    """The steps from ``state`` (``n`` rows of digits, 0 for an empty cell; ``None``: the givens
    only) as Unequal's solver takes them up to Extreme; where no deduction applies (a Recursive
    puzzle), a guess of the solution's digit in the empty cell with the fewest candidates left (the
    first in reading order), as Unequal guesses, and the steps go on from there.

    Raises:
        NoSolution: the puzzle has no solution.
        InvalidPuzzle: the puzzle has several solutions.
        WrongEntry: ``state`` has a digit the solution does not have there (the message names it).
    """
    found = grade(puzzle)
    if found.solution is None:
        if found.label == "Ambiguous":
            raise InvalidPuzzle("the puzzle has several solutions: a step by step explanation needs one")
        raise NoSolution("the puzzle has no solution")
    solution = found.solution
    n = puzzle.size
    grid = [list(row) for row in (state or tuple((0,) * n for _ in range(n)))]
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if v and v != solution[r][c]:
                raise WrongEntry(
                    f"{cell_name((r, c))} = {v} is wrong: the solution has another digit", (r, c)
                )
    while True:
        out = solve(to_board(puzzle, tuple(tuple(row) for row in grid)), EXTREME, explain=True)
        for step in out.steps:
            yield _hint(n, step)
        empty = [i for i, v in enumerate(out.grid) if not v]
        if not empty:
            return
        for i, v in enumerate(out.grid):
            grid[i // n][i % n] = v
        struck = {(i, v) for step in out.steps for i, v in step.removed}
        left = {
            i: [
                v
                for v in range(1, n + 1)
                if (i, v) not in struck and v not in grid[i // n] and v not in [row[i % n] for row in grid]
            ]
            for i in empty
        }
        r, c = divmod(min(empty, key=lambda i: (len(left[i]), i)), n)  # Tatham's choice of cell
        grid[r][c] = solution[r][c]
        yield Hint(
            f"no deduction applies: guess {cell_name((r, c))} = {solution[r][c]} and follow it through",
            "guess",
            ((r, c),),
            (((r, c), solution[r][c]),),
            guess=True,
        )
