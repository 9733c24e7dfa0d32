"""The services every number kind gets from the core by declaring its rules.

A number kind's table (its ``KIND``) subclasses :class:`LatinTable` and declares how its puzzle
reads as the core's :class:`~gridcraft.latin.model.Square` (:meth:`LatinTable.square`), its boxes
(:meth:`LatinTable.boxes`: regular boxes or jigsaw regions), its extra units
(:meth:`LatinTable.units`: an X sudoku's diagonals), whether a cage holds no digit twice (:attr:`LatinTable.distinct_cages`),
the noun of its puzzles and its :class:`~gridcraft.latin.ladder.Grading`. From that it gets the
search problem (so solve, count, all solutions and uniqueness, through
:class:`gridcraft.engine.Solver`), a solution's rows, partly filled grids read from text and
located, the grid a hint leads to, and the grid to start from (the givens). Explaining, hinting
and grading are the kind's ladder's, named by its grading's rungs.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

from gridcraft.engine import Hint, Solvable, Solver
from gridcraft.latin.ladder import Grading
from gridcraft.latin.model import Boxes, Cell, Grid, Regions, Square
from gridcraft.latin.search.native import problem
from gridcraft.latin.state import State, entry_position, read_state

P = TypeVar("P")


class LatinTable(Solver[P, Grid], Generic[P]):
    """The core's half of a number kind's table (see the module).

    Attributes:
        noun: the puzzle's name in messages (``KenKen``, ``killer sudoku``).
        distinct_cages: no digit twice in a cage (killer sudoku), in every service.
        grading: the kind's grades as rungs of the shared ladder.
    """

    noun: ClassVar[str]
    distinct_cages: ClassVar[bool] = False
    grading: ClassVar[Grading | None] = None

    def square(self, puzzle: P) -> Square:
        """``puzzle`` as the core reads it (digits, cages, givens)."""
        raise NotImplementedError

    def boxes(self, puzzle: P) -> Boxes | Regions | None:
        """The boxes of ``puzzle``: (rows, columns) of regular boxes, ``n`` jigsaw regions of ``n``
        cells, or ``None``: rows and columns only."""
        return None

    def units(self, puzzle: P) -> tuple[tuple[Cell, ...], ...]:
        """The extra units of ``puzzle``, each ``n`` cells holding every digit once (an X sudoku's
        two long diagonals); none by default."""
        return ()

    def problem(self, puzzle: P) -> Solvable[Any, Any, Grid]:
        """The core's search problem of ``puzzle`` (in C where built).

        Raises:
            ValueError: boxes or units that do not fit the grid (see
                :func:`gridcraft.latin.search.native.problem`).
        """
        return problem(
            self.square(puzzle),
            boxes=self.boxes(puzzle),
            units=self.units(puzzle),
            distinct_cages=self.distinct_cages,
        )

    def rows(self, puzzle: P, grid: Grid) -> list[str]:
        """A solution as the JSON output's rows: digits run together up to 9 x 9, else spaced."""
        sep = "" if len(grid) <= 9 else " "
        return [sep.join(str(v) for v in row) for row in grid]

    def start(self, puzzle: P) -> State:
        """The grid a solver starts from: the givens, 0 elsewhere."""
        square = self.square(puzzle)
        givens = dict(square.givens)
        n = square.size
        return tuple(tuple(givens.get((r, c), 0) for c in range(n)) for r in range(n))

    def read_state(self, puzzle: P, text: str, source: str = "<string>") -> State:
        """A partly filled grid of ``puzzle``: ``n`` rows of digits, ``.`` or ``0`` for an empty
        cell (see :func:`gridcraft.latin.state.read_state`).

        Raises:
            ParseError: at the entry that is not a digit of the puzzle, a row of the wrong
                length, or a wrong number of rows.
        """
        return read_state(self.square(puzzle).size, text, source, self.noun)

    def entry_position(self, puzzle: P, text: str, cell: Cell) -> tuple[int, int]:
        """The 1-based ``(line, column)`` of ``cell``'s entry in a state's ``text``."""
        return entry_position(text, cell, self.square(puzzle).size)

    def advance(self, puzzle: P, state: State | None, hint: Hint) -> State:
        """The grid after ``hint``'s placements (``None``: from the givens)."""
        grid = [list(row) for row in (state or self.start(puzzle))]
        for (r, c), value in hint.placed:
            grid[r][c] = value if isinstance(value, int) else 0
        return tuple(tuple(row) for row in grid)

    def words(self, puzzle: P) -> None:
        """A number puzzle has no words."""
        return

    def solution_title(self, lang: str | None, puzzle: object) -> str:
        """The caption of the solution page (in English only, so far)."""
        return "Solution"
