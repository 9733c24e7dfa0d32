"""The fill-in kind's entry in the registry (see :mod:`gridcraft.kinds`): what the command line,
the sheets and the ipuz reader call, and nothing else."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from gridcraft.captions import captions
from gridcraft.draw import Drawing
from gridcraft.engine import Hint, Solver
from gridcraft.fillin.autofill.door import FILLER
from gridcraft.fillin.explain import explain
from gridcraft.fillin.ipuz import IPUZ
from gridcraft.fillin.level import level
from gridcraft.fillin.model import FillinPuzzle, Grid
from gridcraft.fillin.native import search_problem
from gridcraft.fillin.parse import dumps, looks_like, parse, parse_kkck
from gridcraft.fillin.play import play_model
from gridcraft.fillin.render import hint_svg, to_json_rows, to_svg, word_list
from gridcraft.fillin.render import to_text as grid_text
from gridcraft.fillin.solver import FillinProblem
from gridcraft.fillin.state import entry_position, read_state
from gridcraft.fillin.verify import verify
from gridcraft.grid import Cell
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel, languages
from gridcraft.words import Entry, entries_from_strings


def _text(puzzle: FillinPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return dumps(puzzle) if grid is None else grid_text(grid)


#: a fill-in's own output formats (the registry adds PNG, PDF, ipuz, the player and the printed sheet)
FORMATS: Mapping[str, Format[FillinPuzzle, Grid]] = MappingProxyType(
    {
        "text": Format("text", "txt", TEXT, _text, description="the filled grid, or the puzzle"),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda p, g, o: to_svg(p, g).document(),
            picture=True,
            description="a picture of the grid, filled or empty",
        ),
    }
)


class FillinKind(Solver[FillinPuzzle, Grid]):
    """Fill-in (Kriss Kross) puzzles: a grid of slots and a word list to write into it.

    Solutions are filled grids: ``height`` strings of ``width`` characters, a space for a block;
    two solutions differ in at least one cell. Searching raises ``InvalidPuzzle`` when the puzzle
    fails the checks of :func:`~gridcraft.fillin.diagnose.diagnose`.
    """

    name = "fillin"
    title = "fill-in"
    puzzle_type = FillinPuzzle  # the solutions' and verdict's puzzle, checked at the call
    input = "fillin"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft", "kkck")  # input layouts: gridcraft's, and kkck's ('#' white)
    solver = True
    help = Help(
        reads="a grid ('#' a block, '.' a cell to fill), a blank line and its word list (kkck's layout "
        "with --from kkck), or an ipuz crossword",
        state="the grid with letters written in",
    )
    formats = FORMATS
    ipuz = IPUZ  # a crossword
    puz = None
    json_reader = None
    maker = None  # fill-ins are made from layouts: gridcraft.crisscross's maker, --format fillin
    word_maker = None
    argument = None
    grade = None
    filler = FILLER  # a crossword grid filled from dictionaries (gridcraft fill)
    notes = None
    lines = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(to_svg)

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> FillinPuzzle:
        """The puzzle in ``text``, in gridcraft's layout or (``dialect="kkck"``) in kkck's."""
        return parse_kkck(text, source) if dialect == "kkck" else parse(text, source)

    def problem(self, puzzle: FillinPuzzle) -> FillinProblem:
        return search_problem(puzzle)

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

    def read_state(self, puzzle: FillinPuzzle, text: str, source: str = "<string>") -> Grid:
        """A partly filled grid of ``puzzle`` (see :mod:`gridcraft.fillin.state`)."""
        return read_state(puzzle, text, source)

    def entry_position(self, puzzle: FillinPuzzle, text: str, cell: Cell) -> tuple[int, int]:
        """The 1-based ``(line, column)`` of ``cell`` in a state's ``text``."""
        return entry_position(text, cell)

    def play(self, puzzle: FillinPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.fillin.play`)."""
        return play_model(puzzle, solution, title, *languages((e.text for e in puzzle.words), lang))

    def explain(self, puzzle: FillinPuzzle, state: Grid | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution (see :func:`gridcraft.fillin.explain.explain`)."""
        return explain(puzzle, state)

    def advance(self, puzzle: FillinPuzzle, state: Grid | None, hint: Hint) -> Grid:
        """The grid after ``hint``'s letters are written (``None``: the puzzle as given)."""
        rows = [list(row) for row in (state if state is not None else puzzle.rows)]
        for (r, c), letter in hint.placed:
            rows[r][c] = str(letter)
        return tuple("".join(row) for row in rows)

    def hint_svg(self, puzzle: FillinPuzzle, state: Grid | None, hint: Hint) -> Drawing:
        """The grid of ``state`` with the slot ``hint`` reads marked and the letters it writes shown."""
        rows = [list(row) for row in (state if state is not None else puzzle.rows)]
        for (r, c), letter in hint.placed:
            rows[r][c] = str(letter)
        placed = [cell for cell, _ in hint.placed]
        return hint_svg(puzzle, tuple("".join(row) for row in rows), hint.cells, placed)

    def text(self, puzzle: FillinPuzzle, grid: Grid) -> str:
        return grid_text(grid)

    def rows(self, puzzle: FillinPuzzle, grid: Grid) -> list[str]:
        return to_json_rows(grid)

    def sheet_parts(
        self, puzzle: FillinPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, list[tuple[str, list[str]]] | None, Drawing]:
        """Page 1's drawing, caption and word list (under headings such as ``3 letters``), and page
        2's drawing; the words in ``lang`` (default: the language of the words). The caption's
        second line is the puzzle's measured level (``Level: medium``, see
        :mod:`gridcraft.fillin.level`)."""
        names = captions(lang, (e.text for e in puzzle.words))
        caption = f"{names.fillin.format(n=len(puzzle.words))}\n{names.level_line(level(puzzle).grade)}"
        groups = [(names.length(n), entries) for n, entries in word_list(puzzle)]
        return to_svg(puzzle, with_words=False), caption, groups, to_svg(puzzle, solution)


KIND = FillinKind()
solutions = KIND.solutions  # the solutions of a puzzle: see gridcraft.engine.Solver.solutions
