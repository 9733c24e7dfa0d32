"""The fill-in kind's entry in the registry (see :mod:`gridcraft.kinds`): what the command line,
the sheets and the ipuz reader call, and nothing else."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from gridcraft.draw import Drawing
from gridcraft.engine import Solver
from gridcraft.fillin.model import FillinPuzzle, Grid
from gridcraft.fillin.parse import dumps, looks_like, parse, parse_kkck
from gridcraft.fillin.render import to_json_rows, to_svg, word_list
from gridcraft.fillin.render import to_text as grid_text
from gridcraft.fillin.solver import FillinProblem
from gridcraft.fillin.verify import verify
from gridcraft.words import Entry, entries_from_strings


class FillinKind(Solver[FillinPuzzle, Grid]):
    """Fill-in (Kriss Kross) puzzles: a grid of slots and a word list to write into it.

    Solutions are filled grids: ``height`` strings of ``width`` characters, a space for a block;
    two solutions differ in at least one cell. Searching raises ``InvalidPuzzle`` when the puzzle
    fails the checks of :func:`~gridcraft.fillin.diagnose.diagnose`.
    """

    name = "fillin"
    title = "fill-in"
    input = "fillin"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft", "kkck")  # input layouts: gridcraft's, and kkck's ('#' white)
    solver = True
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(to_svg)
    #: the kind's own output formats, beyond those of every kind (none)
    writers: Mapping[str, Callable[[FillinPuzzle], str]] = MappingProxyType({})

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> FillinPuzzle:
        """The puzzle in ``text``, in gridcraft's layout or (``dialect="kkck"``) in kkck's."""
        return parse_kkck(text, source) if dialect == "kkck" else parse(text, source)

    def problem(self, puzzle: FillinPuzzle) -> FillinProblem:
        return FillinProblem(puzzle)

    def solution_title(self, lang: str | None, puzzle: object) -> str:
        """The caption of the solution page (in English only, so far)."""
        return "Solution"

    def default_title(self, puzzle: FillinPuzzle, lang: str | None = None) -> str:
        return "Fill-in"

    def words(self, puzzle: FillinPuzzle) -> list[Entry]:
        """Each distinct entry once, sorted by spelling (a word list for the generator)."""
        return entries_from_strings(sorted({e.text for e in puzzle.words}))

    def solvable(self, puzzle: FillinPuzzle) -> tuple[FillinKind, FillinPuzzle]:
        return self, puzzle

    def text(self, puzzle: FillinPuzzle, grid: Grid) -> str:
        return grid_text(grid)

    def rows(self, puzzle: FillinPuzzle, grid: Grid) -> list[str]:
        return to_json_rows(grid)

    def sheet_parts(
        self, puzzle: FillinPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, list[tuple[int, list[str]]] | None, Drawing]:
        """Page 1's drawing, caption and word list, and page 2's drawing."""
        caption = f"Fill-in: write each of the {len(puzzle.words)} words into the grid; each is used once."
        return to_svg(puzzle, with_words=False), caption, word_list(puzzle), to_svg(puzzle, solution)


KIND = FillinKind()
solutions = KIND.solutions  # the solutions of a puzzle: see gridcraft.engine.Solver.solutions
