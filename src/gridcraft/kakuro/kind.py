"""The kakuro kind's entry in the registry (see :mod:`gridcraft.kinds`).

Kakuro is no Latin square: its table fills in the :class:`~gridcraft.record.SolverKind` record
itself. It is searched by the core's runs-with-sums search (:mod:`gridcraft.latin.runs`, in C
where built), graded and explained by the core's ladder of runs, made by the core's maker.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any

from gridcraft.draw import Drawing
from gridcraft.engine import Hint, Solvable, Solver
from gridcraft.kakuro.grade import explain as explain_steps
from gridcraft.kakuro.grade import grade
from gridcraft.kakuro.ipuz import IPUZ
from gridcraft.kakuro.maker import MAKER, KakuroMaker, is_made, made_puzzle
from gridcraft.kakuro.model import Cell, Grid, KakuroPuzzle
from gridcraft.kakuro.parse import dumps, entry_position, looks_like, parse, read_state
from gridcraft.kakuro.play import RULES, play_model
from gridcraft.kakuro.render import render_svg, render_text
from gridcraft.kakuro.verify import verify
from gridcraft.latin.runs import problem
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel

State = Grid  # a partly filled grid: rows of digits, 0 for an empty cell (and on blocks)


def _text(puzzle: KakuroPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return render_text(puzzle, grid)


#: a kakuro's own output formats (the registry adds PNG, PDF, ipuz, the player and the printed sheet)
FORMATS: Mapping[str, Format[KakuroPuzzle, Grid]] = MappingProxyType(
    {
        "text": Format(
            "text",
            "txt",
            TEXT,
            _text,
            description="the puzzle's text form, its white cells filled when solved",
        ),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda p, g, o: render_svg(p, g).document(),
            picture=True,
            description="a picture of the grid, solved or empty",
        ),
    }
)


class KakuroKind(Solver[KakuroPuzzle, Grid]):
    """Kakuro (any size from 3 x 3): white cells and clue blocks; every run of white cells holds
    distinct digits adding up to its sum. Solutions are rows of digits, 0 on the blocks."""

    name = "kakuro"
    title = "kakuro"
    input = "kakuro"
    dialects: tuple[str, ...] = ("gridcraft",)
    solver = True
    help = Help(
        reads="a kakuro heading (kakuro 9x9) and its rows of cells: # a block, D\\A a clue block "
        "(16\\, \\23, 16\\23), . a white cell, a digit a given; or ipuz",
        state="the rows of cells, . or 0 for an empty white cell, blocks as in the puzzle",
        grades="by the deductions the solve needs: Easy (combinations and singles), Medium (sum "
        "partitions), Hard (subsets, run crossings), Extreme (forcing chains), Unreasonable (a guess)",
    )
    formats = FORMATS
    ipuz = IPUZ
    puz = None
    json_reader = (is_made, made_puzzle)
    maker: KakuroMaker = MAKER
    word_maker = None
    filler = None
    notes = None
    lines = None
    argument = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(render_text)

    def problem(self, puzzle: KakuroPuzzle) -> Solvable[Any, Any, Grid]:
        """The core's search problem of ``puzzle`` (in C where built); answers are grids."""
        return problem(puzzle.board(), puzzle.grid_of)

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> KakuroPuzzle:
        """The puzzle in ``text`` (see :mod:`gridcraft.kakuro.parse`)."""
        return parse(text, source)

    def default_title(self, puzzle: KakuroPuzzle, lang: str | None = None) -> str:
        return f"Kakuro {puzzle.width} x {puzzle.height}"

    def words(self, puzzle: KakuroPuzzle) -> None:
        """A kakuro has no words."""
        return

    def solvable(self, puzzle: KakuroPuzzle) -> tuple[KakuroKind, KakuroPuzzle]:
        return self, puzzle

    def rows(self, puzzle: KakuroPuzzle, grid: Grid) -> list[str]:
        """A solution as the JSON output's rows: a digit a white cell, ``#`` a block."""
        return [
            "".join(str(grid[r][c]) if (r, c) in puzzle.white else "#" for c in range(puzzle.width))
            for r in range(puzzle.height)
        ]

    def read_state(self, puzzle: KakuroPuzzle, text: str, source: str = "<string>") -> State:
        """A partly filled grid (see :func:`gridcraft.kakuro.parse.read_state`)."""
        return read_state(puzzle, text, source)

    def entry_position(self, puzzle: KakuroPuzzle, text: str, cell: Cell) -> tuple[int, int]:
        return entry_position(puzzle, text, cell)

    def start(self, puzzle: KakuroPuzzle) -> State:
        """The grid a solver starts from: the givens, 0 elsewhere."""
        givens = dict(puzzle.givens)
        return tuple(tuple(givens.get((r, c), 0) for c in range(puzzle.width)) for r in range(puzzle.height))

    def advance(self, puzzle: KakuroPuzzle, state: State | None, hint: Hint) -> State:
        """The grid after ``hint``'s placements (``None``: from the givens)."""
        grid = [list(row) for row in (state or self.start(puzzle))]
        for (r, c), value in hint.placed:
            grid[r][c] = value if isinstance(value, int) else 0
        return tuple(tuple(row) for row in grid)

    def explain(self, puzzle: KakuroPuzzle, state: State | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution, as the ladder takes them."""
        return explain_steps(puzzle, state)

    def grade(self, puzzle: KakuroPuzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """The grade (see :func:`gridcraft.kakuro.grade.grade`): its label, whether it is graded,
        its solutions counted up to 2, and how often each deduction was used."""
        found = grade(puzzle)
        if found.unique:
            return found.label, True, found.solutions, found.counts
        several = found.solutions is not None and found.solutions > 1
        return ("several solutions" if several else "no solution"), False, found.solutions, found.counts

    def hint_svg(self, puzzle: KakuroPuzzle, state: State | None, hint: Hint) -> Drawing:
        grid = self.advance(puzzle, state, hint)
        return render_svg(puzzle, grid, marks=hint.cells, focus=[cell for cell, _ in hint.placed])

    def sheet_parts(
        self, puzzle: KakuroPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        """Page 1's drawing, caption and word list (none), and page 2's drawing."""
        return render_svg(puzzle), "Kakuro: " + " ".join(RULES), None, render_svg(puzzle, solution)

    def solution_title(self, lang: str | None, puzzle: object) -> str:
        return "Solution"

    def play(self, puzzle: KakuroPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.kakuro.play`)."""
        return play_model(puzzle, solution, title)


KIND = KakuroKind()
