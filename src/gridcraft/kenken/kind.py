"""The KenKen kind's entry in the registry (see :mod:`gridcraft.kinds`), and the cage-list writer."""

from __future__ import annotations

from collections.abc import Iterator

from gridcraft.draw import Drawing
from gridcraft.engine import Budget, SearchStats
from gridcraft.kenken.model import Grid, KenKenPuzzle, cell_name
from gridcraft.kenken.parse import looks_like, parse
from gridcraft.kenken.render import grid_rows, render_svg, render_text
from gridcraft.kenken.solver import KenKenProblem, solutions
from gridcraft.kenken.verify import verify


def dumps(puzzle: KenKenPuzzle) -> str:
    """``puzzle`` as a cage list (DESIGN.md section 3, spelling 1), which :func:`parse` reads back
    equal: the size on the first line, then one cage per line, ``TARGET OP CELL ...`` with cells as
    ``r<row>c<col>`` (1-based), in the puzzle's cage order; a cage without an operation is written
    ``TARGET CELL ...``. Ends with a newline.

    >>> print(dumps(parse("2\\n3 + r1c1 r1c2\\n3 + r2c1 r2c2")), end="")
    2
    3 + r1c1 r1c2
    3 + r2c1 r2c2
    """
    lines = [str(puzzle.size)]
    for cage in puzzle.cages:
        op = "" if cage.op is None else f" {cage.op.value}"
        lines.append(f"{cage.target}{op} " + " ".join(cell_name(c) for c in cage.cells))
    return "\n".join(lines) + "\n"


class KenKenKind:
    """KenKen: a Latin square whose cages' values give their targets under their operations."""

    name = "kenken"
    title = "KenKen"
    input = "kenken"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)  # one input layout: the three spellings are told apart by themselves
    solver = True

    def looks_like(self, text: str) -> bool:
        return looks_like(text)

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> KenKenPuzzle:
        return parse(text, source)

    def dumps(self, puzzle: KenKenPuzzle) -> str:
        return dumps(puzzle)

    def default_title(self, puzzle: KenKenPuzzle) -> str:
        return f"KenKen {puzzle.size} x {puzzle.size}"

    def words(self, puzzle: KenKenPuzzle) -> None:
        """A KenKen has no words."""
        return

    def solvable(self, puzzle: KenKenPuzzle) -> tuple[KenKenKind, KenKenPuzzle]:
        return self, puzzle

    def problem(self, puzzle: KenKenPuzzle) -> KenKenProblem:
        return KenKenProblem(puzzle)

    def solutions(
        self,
        puzzle: KenKenPuzzle,
        limit: int | None = None,
        *,
        budget: Budget | None = None,
        stats: SearchStats | None = None,
    ) -> Iterator[Grid]:
        return solutions(puzzle, limit, budget=budget, stats=stats)

    def verify(self, puzzle: KenKenPuzzle, grid: Grid) -> list[str]:
        return verify(puzzle, grid)

    def text(self, puzzle: KenKenPuzzle, grid: Grid) -> str:
        return render_text(puzzle, grid)

    def rows(self, puzzle: KenKenPuzzle, grid: Grid) -> list[str]:
        return grid_rows(puzzle, grid)

    def svg(self, puzzle: KenKenPuzzle, grid: Grid | None = None) -> Drawing:
        return render_svg(puzzle, grid)

    def sheet_parts(
        self, puzzle: KenKenPuzzle, solution: Grid
    ) -> tuple[Drawing, str, list[tuple[int, list[str]]] | None, Drawing]:
        """Page 1's drawing, caption and word list (none), and page 2's drawing."""
        n = puzzle.size
        caption = (
            f"KenKen: fill each row and column with 1 to {n} once each; "
            "each cage's numbers give its target with its operation."
        )
        return render_svg(puzzle), caption, None, render_svg(puzzle, solution)


KIND = KenKenKind()
