"""The KenKen kind's entry in the registry (see :mod:`gridcraft.kinds`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from gridcraft.draw import Drawing
from gridcraft.engine import Hint
from gridcraft.kenken.ipuz import IPUZ
from gridcraft.kenken.keen import to_keen_id
from gridcraft.kenken.ladder.deduce import Deduction
from gridcraft.kenken.ladder.explain import explain
from gridcraft.kenken.ladder.grade import grade
from gridcraft.kenken.made import is_made, made_puzzle
from gridcraft.kenken.maker import MAKER, KenKenMaker
from gridcraft.kenken.model import Grid, KenKenPuzzle
from gridcraft.kenken.parse import dumps, looks_like, one_line, parse
from gridcraft.kenken.play import play_model
from gridcraft.kenken.render import render_svg, render_text
from gridcraft.kenken.verify import verify
from gridcraft.latin import KEEN, LatinTable, State
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel


def _text(puzzle: KenKenPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return dumps(puzzle) if grid is None else render_text(puzzle, grid)


#: a KenKen's own output formats (the registry adds PNG, PDF, ipuz and the printed sheet)
FORMATS: Mapping[str, Format[KenKenPuzzle, Grid]] = MappingProxyType(
    {
        "text": Format(
            "text", "txt", TEXT, _text, description="the solution as a boxed grid, or the cage list"
        ),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda p, g, o: render_svg(p, g).document(),
            picture=True,
            description="a picture of the grid, solved or empty",
        ),
        "keen": Format(
            "keen",
            "txt",
            TEXT,
            lambda p, g, o: to_keen_id(p) + "\n",
            description="Simon Tatham's Keen game ID",
            shows="puzzle",
        ),
    }
)


class KenKenKind(LatinTable[KenKenPuzzle]):
    """KenKen: a Latin square whose cages' values give their targets under their operations; a
    table on the Latin-square core (its square is the puzzle as it stands, graded on Keen's rungs).

    Solutions are grids of ``n`` rows of values 1..n, found depth first in a fixed order.
    """

    name = "kenken"
    title = "KenKen"
    puzzle_type = KenKenPuzzle  # the solutions' and verdict's puzzle, checked at the call
    noun = "KenKen"  # in the core's messages
    grading = KEEN
    input = "kenken"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)  # one input layout: the three spellings tell themselves apart
    solver = True
    help = Help(
        reads="a cage list, a cage map and its legend, a Keen game ID, or ipuz",
        state="n rows of digits, . for an empty cell",
        grades="as Simon Tatham's Keen grades it: the lowest of easy, normal, hard and extreme whose "
        "deductions alone fill the grid, or unreasonable when a guess is needed",
    )
    formats = FORMATS
    ipuz = IPUZ  # a sudoku with cages
    puz = None
    #: its own JSON document (``make --format json``): recognised, and read back
    json_reader = (is_made, made_puzzle)
    maker: KenKenMaker = MAKER
    word_maker = None
    argument = staticmethod(one_line)  # a puzzle given in place of a file name (a Keen game ID)
    filler = None
    notes = None
    lines = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(render_text)

    def square(self, puzzle: KenKenPuzzle) -> KenKenPuzzle:
        """A KenKen is the core's square as it stands."""
        return puzzle

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> KenKenPuzzle:
        """The puzzle in ``text``, in any of the three spellings."""
        return parse(text, source)

    def default_title(self, puzzle: KenKenPuzzle, lang: str | None = None) -> str:
        return f"KenKen {puzzle.size} x {puzzle.size}"

    def solvable(self, puzzle: KenKenPuzzle) -> tuple[KenKenKind, KenKenPuzzle]:
        return self, puzzle

    def play(self, puzzle: KenKenPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.kenken.play`)."""
        return play_model(puzzle, solution, title)

    def explain(self, puzzle: KenKenPuzzle, state: State | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution (see :func:`gridcraft.kenken.ladder.explain.explain`)."""
        return explain(puzzle, state)

    def grade(self, puzzle: KenKenPuzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """The grade as Keen grades it (see :func:`gridcraft.kenken.ladder.grade`): its label,
        whether the puzzle is graded (one solution), its solutions counted up to 2, and how often
        each deduction was used, by name, in the ladder's order."""
        found = grade(puzzle)
        counts = {d.value: found.counts[d] for d in Deduction if found.counts.get(d)}
        return found.label, found.level is not None, found.solutions, counts

    def hint_svg(self, puzzle: KenKenPuzzle, state: State | None, hint: Hint) -> Drawing:
        """The grid of ``state`` with the cells ``hint`` reads marked and the cell it fills
        (shown filled) marked more strongly."""
        grid = self.advance(puzzle, state, hint)
        cells = [cell for cell, _ in hint.placed]
        return render_svg(puzzle, grid, marks=hint.cells, focus=cells)

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
