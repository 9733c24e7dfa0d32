"""The fill-in kind's entry in the registry (see :mod:`gridcraft.kinds`): what the command line,
the sheets and the ipuz reader call, and nothing else."""

from __future__ import annotations

from collections.abc import Iterator

from gridcraft.draw import Drawing
from gridcraft.engine import Budget, SearchStats
from gridcraft.fillin.model import FillinPuzzle, Grid
from gridcraft.fillin.parse import dumps, looks_like, parse, parse_kkck
from gridcraft.fillin.render import to_json_rows, to_svg, to_text, word_list
from gridcraft.fillin.solver import FillinProblem, solutions
from gridcraft.fillin.verify import verify
from gridcraft.words import Entry, entries_from_strings


class FillinKind:
    """Fill-in (Kriss Kross) puzzles: a grid of slots and a word list to write into it."""

    name = "fillin"
    title = "fill-in"
    input = "fillin"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft", "kkck")  # input layouts: gridcraft's, and kkck's ('#' white)
    solver = True

    def looks_like(self, text: str) -> bool:
        return looks_like(text)

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> FillinPuzzle:
        return parse_kkck(text, source) if dialect == "kkck" else parse(text, source)

    def dumps(self, puzzle: FillinPuzzle) -> str:
        return dumps(puzzle)

    def default_title(self, puzzle: FillinPuzzle) -> str:
        return "Fill-in"

    def words(self, puzzle: FillinPuzzle) -> list[Entry]:
        """Each distinct entry once, sorted by spelling (a word list for the generator)."""
        return entries_from_strings(sorted({e.text for e in puzzle.words}))

    def solvable(self, puzzle: FillinPuzzle) -> tuple[FillinKind, FillinPuzzle]:
        return self, puzzle

    def problem(self, puzzle: FillinPuzzle) -> FillinProblem:
        return FillinProblem(puzzle)

    def solutions(
        self,
        puzzle: FillinPuzzle,
        limit: int | None = None,
        *,
        budget: Budget | None = None,
        stats: SearchStats | None = None,
    ) -> Iterator[Grid]:
        return solutions(puzzle, limit, budget=budget, stats=stats)

    def verify(self, puzzle: FillinPuzzle, grid: Grid) -> list[str]:
        return verify(puzzle, grid)

    def text(self, puzzle: FillinPuzzle, grid: Grid) -> str:
        return to_text(grid)

    def rows(self, puzzle: FillinPuzzle, grid: Grid) -> list[str]:
        return to_json_rows(grid)

    def svg(self, puzzle: FillinPuzzle, grid: Grid | None = None) -> Drawing:
        return to_svg(puzzle, grid)

    def sheet_parts(
        self, puzzle: FillinPuzzle, solution: Grid
    ) -> tuple[Drawing, str, list[tuple[int, list[str]]] | None, Drawing]:
        """Page 1's drawing, caption and word list, and page 2's drawing."""
        caption = f"Fill-in: write each of the {len(puzzle.words)} words into the grid; each is used once."
        return to_svg(puzzle, with_words=False), caption, word_list(puzzle), to_svg(puzzle, solution)


KIND = FillinKind()
