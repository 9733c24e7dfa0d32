"""The futoshiki kind's entry in the registry (see :mod:`gridcraft.kinds`).

A table on the Latin-square core (:mod:`gridcraft.latin`): a futoshiki is a Latin square whose
signs are the core's ``less`` relations (and, in adjacent mode, a ``table`` relation on every pair
of neighbours: 1 apart across a bar, more elsewhere); every cell is free but for the givens. It
is searched by the core (in C where built), graded and explained by the core's restatement of
Tatham's Latin ladder with Unequal's rules (:mod:`gridcraft.latin.rules`), and made by its maker.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from gridcraft import latin
from gridcraft.draw import Drawing
from gridcraft.engine import Hint
from gridcraft.futoshiki.grade import explain, grade
from gridcraft.futoshiki.ipuz import IPUZ
from gridcraft.futoshiki.maker import MAKER, FutoshikiMaker, is_made, made_puzzle
from gridcraft.futoshiki.model import FutoshikiPuzzle, Grid
from gridcraft.futoshiki.parse import dumps, is_unequal_id, looks_like, parse
from gridcraft.futoshiki.play import play_model, rules
from gridcraft.futoshiki.render import render_svg, render_text
from gridcraft.futoshiki.sgt_id import unequal_id
from gridcraft.futoshiki.verify import verify
from gridcraft.latin import LatinTable
from gridcraft.latin.solo import graded
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel

State = Grid  # a partly filled grid: n rows of digits, 0 for an empty cell


def _text(puzzle: FutoshikiPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return dumps(puzzle) if grid is None else _solution_text(puzzle, grid)


def _solution_text(puzzle: FutoshikiPuzzle, grid: Grid | None = None) -> str:
    """The solved grid under the puzzle's heading, so that it reads back as a puzzle."""
    return dumps(puzzle).split("\n", 1)[0] + "\n" + render_text(puzzle, grid)


#: a futoshiki's own output formats (the registry adds PNG, PDF, ipuz, the player and the printed sheet)
FORMATS: Mapping[str, Format[FutoshikiPuzzle, Grid]] = MappingProxyType(
    {
        "text": Format(
            "text",
            "txt",
            TEXT,
            _text,
            description="the solution as a grid with its signs, or the puzzle's text",
        ),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda p, g, o: render_svg(p, g).document(),
            picture=True,
            description="a picture of the grid, solved or empty",
        ),
        "sgt": Format(
            "sgt",
            "txt",
            TEXT,
            lambda p, g, o: unequal_id(p) + "\n",
            description="Simon Tatham's Unequal game ID",
            shows="puzzle",
        ),
    }
)


class FutoshikiKind(LatinTable[FutoshikiPuzzle]):
    """Futoshiki (Tatham's Unequal; sides 3 to 9): a Latin square with signs between neighbours,
    or in adjacent mode bars where neighbours differ by 1. Solutions are grids of ``n`` rows of
    digits."""

    name = "futoshiki"
    title = "futoshiki"
    noun = "futoshiki"  # in the core's messages
    grading = latin.UNEQUAL
    input = "futoshiki"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)  # the grid and Unequal's IDs tell themselves apart
    solver = True
    help = Help(
        reads="a grid with signs between the cells (futoshiki N, then rows such as . < . . 3 with "
        "lines of ^ and v between them), an Unequal game ID (5:0,0,0U,... or 5a:...), or ipuz",
        state="n rows of digits, . or 0 for an empty cell",
        grades="as Simon Tatham's Unequal grades it: Trivial, Easy, Tricky, Extreme, "
        "or Recursive when a guess is needed",
    )
    formats = FORMATS
    ipuz = IPUZ
    puz = None
    #: its own JSON document (``make futoshiki --format json``): recognised, and read back
    json_reader = (is_made, made_puzzle)
    maker: FutoshikiMaker = MAKER
    word_maker = None
    filler = None
    notes = None
    lines = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(_solution_text)

    @staticmethod
    def argument(text: str) -> bool:
        """Whether a command-line argument naming no file is an Unequal game ID."""
        return is_unequal_id(text)

    def square(self, puzzle: FutoshikiPuzzle) -> latin.LatinSquare:
        """The core's square of ``puzzle``: every cell free, the givens kept, its relations."""
        return puzzle.square()

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> FutoshikiPuzzle:
        """The puzzle in ``text`` (see :mod:`gridcraft.futoshiki.parse`)."""
        return parse(text, source)

    def default_title(self, puzzle: FutoshikiPuzzle, lang: str | None = None) -> str:
        word = "Adjacent futoshiki" if puzzle.adjacent else "Futoshiki"
        return f"{word} {puzzle.size} x {puzzle.size}"

    def solvable(self, puzzle: FutoshikiPuzzle) -> tuple[FutoshikiKind, FutoshikiPuzzle]:
        return self, puzzle

    def play(self, puzzle: FutoshikiPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.futoshiki.play`)."""
        return play_model(puzzle, solution, title)

    def explain(self, puzzle: FutoshikiPuzzle, state: State | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution, as Unequal's solver takes them (see
        :func:`gridcraft.futoshiki.grade.explain`)."""
        return explain(puzzle, state)

    def grade(self, puzzle: FutoshikiPuzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """The grade as Unequal grades it (see :func:`gridcraft.futoshiki.grade.grade`): its
        label, whether it is graded (one solution), its solutions counted up to 2 where known, and
        how often each deduction was used."""
        found = grade(puzzle)
        return graded(found.label, found.unique, found.counts)

    def hint_svg(self, puzzle: FutoshikiPuzzle, state: State | None, hint: Hint) -> Drawing:
        """The grid of ``state`` with the cells ``hint`` reads marked and the cells it fills marked
        more strongly."""
        grid = self.advance(puzzle, state, hint)
        return render_svg(puzzle, grid, marks=hint.cells, focus=[cell for cell, _ in hint.placed])

    def sheet_parts(
        self, puzzle: FutoshikiPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        """Page 1's drawing, caption and word list (none), and page 2's drawing."""
        caption = ("Adjacent futoshiki: " if puzzle.adjacent else "Futoshiki: ") + " ".join(rules(puzzle))
        return render_svg(puzzle), caption, None, render_svg(puzzle, solution)


KIND = FutoshikiKind()
