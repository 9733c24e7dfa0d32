"""The KenKen kind's entry in the registry (see :mod:`gridcraft.kinds`), and the cage-list writer."""

from __future__ import annotations

from gridcraft.draw import Drawing
from gridcraft.engine import Solver
from gridcraft.kenken.model import Grid, KenKenPuzzle, cell_name
from gridcraft.kenken.parse import looks_like, parse
from gridcraft.kenken.render import grid_rows, render_svg, render_text
from gridcraft.kenken.solver import KenKenProblem
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


class KenKenKind(Solver[KenKenPuzzle, Grid]):
    """KenKen: a Latin square whose cages' values give their targets under their operations.

    Solutions are grids of ``n`` rows of values 1..n, found depth first in a fixed order.
    """

    name = "kenken"
    title = "KenKen"
    input = "kenken"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)  # one input layout: the three spellings tell themselves apart
    solver = True
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(render_text)
    rows = staticmethod(grid_rows)

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> KenKenPuzzle:
        """The puzzle in ``text``, in any of the three spellings."""
        return parse(text, source)

    def problem(self, puzzle: KenKenPuzzle) -> KenKenProblem:
        return KenKenProblem(puzzle)

    def default_title(self, puzzle: KenKenPuzzle) -> str:
        return f"KenKen {puzzle.size} x {puzzle.size}"

    def words(self, puzzle: KenKenPuzzle) -> None:
        """A KenKen has no words."""
        return

    def solvable(self, puzzle: KenKenPuzzle) -> tuple[KenKenKind, KenKenPuzzle]:
        return self, puzzle

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
solutions = KIND.solutions  # the solutions of a puzzle: see gridcraft.engine.Solver.solutions
