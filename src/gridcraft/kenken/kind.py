"""The KenKen kind's entry in the registry (see :mod:`gridcraft.kinds`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from gridcraft.draw import Drawing
from gridcraft.engine import Solver
from gridcraft.kenken.keen import to_keen_id
from gridcraft.kenken.model import Grid, KenKenPuzzle
from gridcraft.kenken.parse import dumps, looks_like, parse
from gridcraft.kenken.render import grid_rows, render_svg, render_text
from gridcraft.kenken.solver import KenKenProblem
from gridcraft.kenken.verify import verify


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
    #: the kind's own output formats, beyond those of every kind: name -> writer of the puzzle
    writers: Mapping[str, Callable[[KenKenPuzzle], str]] = MappingProxyType(
        {"keen": lambda p: to_keen_id(p) + "\n"}
    )

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> KenKenPuzzle:
        """The puzzle in ``text``, in any of the three spellings."""
        return parse(text, source)

    def problem(self, puzzle: KenKenPuzzle) -> KenKenProblem:
        return KenKenProblem(puzzle)

    def solution_title(self, lang: str | None, puzzle: object) -> str:
        """The caption of the solution page (in English only, so far)."""
        return "Solution"

    def default_title(self, puzzle: KenKenPuzzle, lang: str | None = None) -> str:
        return f"KenKen {puzzle.size} x {puzzle.size}"

    def words(self, puzzle: KenKenPuzzle) -> None:
        """A KenKen has no words."""
        return

    def solvable(self, puzzle: KenKenPuzzle) -> tuple[KenKenKind, KenKenPuzzle]:
        return self, puzzle

    def sheet_parts(
        self, puzzle: KenKenPuzzle, solution: Grid, lang: str | None = None
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
