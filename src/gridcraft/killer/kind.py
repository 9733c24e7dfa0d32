"""The killer sudoku kind's entry in the registry (see :mod:`gridcraft.kinds`).

A table on the Latin-square core (:mod:`gridcraft.latin`): a killer is a Latin square with boxes
whose cages are sums of distinct digits, searched by the core (in C where built, with its
conflict-driven decider) with ``boxes`` and ``distinct_cages``; a cell in no cage takes any digit
its row, column and box allow.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from gridcraft import latin
from gridcraft.draw import Drawing
from gridcraft.engine import Hint
from gridcraft.killer.explain import explain
from gridcraft.killer.grade import grade
from gridcraft.killer.ipuz import IPUZ
from gridcraft.killer.maker import MAKER, KillerMaker, is_made, made_puzzle
from gridcraft.killer.model import Grid, KillerPuzzle
from gridcraft.killer.parse import dumps, looks_like, parse
from gridcraft.killer.play import play_model
from gridcraft.killer.render import render_svg, render_text
from gridcraft.killer.solo_id import SOLO_ID, solo_id
from gridcraft.killer.verify import verify
from gridcraft.latin import LatinTable
from gridcraft.latin.solo import graded
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel

State = Grid  # a partly filled grid: n rows of digits, 0 for an empty cell


def _text(puzzle: KillerPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return dumps(puzzle) if grid is None else render_text(puzzle, grid)


#: a killer's own output formats (the registry adds PNG, PDF, ipuz, the player and the printed sheet)
FORMATS: Mapping[str, Format[KillerPuzzle, Grid]] = MappingProxyType(
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
        "solo": Format(
            "solo",
            "txt",
            TEXT,
            lambda p, g, o: solo_id(p) + "\n",
            description="Simon Tatham's Solo game ID",
            shows="puzzle",
        ),
    }
)


def as_square(puzzle: KillerPuzzle) -> latin.LatinSquare:
    """``puzzle`` as the core reads it: each cage a sum (a one-cell cage fixes its cell), each cell in
    no cage free, the givens kept."""
    return latin.square(
        puzzle.size, ((cage.total, latin.Op.ADD, cage.cells) for cage in puzzle.cages), puzzle.givens
    )


class KillerKind(LatinTable[KillerPuzzle]):
    """Killer sudoku: a Latin square with boxes whose cages give the sums of their distinct digits.

    Solutions are grids of ``n`` rows of digits 1..n, found by the Latin-square core.
    """

    name = "killer"
    title = "killer sudoku"
    noun = "killer sudoku"  # in the core's messages
    distinct_cages = True  # no digit twice in a cage, in every service
    grading = latin.SOLO
    input = "killer"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)  # the cage list and Solo's game IDs tell themselves apart
    solver = True
    help = Help(
        reads="a cage list (killer N, then SUM CELL CELL ... per cage), a Solo game ID, or ipuz",
        state="n rows of digits, . or 0 for an empty cell",
        grades="as Simon Tatham's Solo grades it: Trivial, Basic, Intermediate, Advanced, Extreme, "
        "or Unreasonable when a guess is needed",
    )
    formats = FORMATS
    ipuz = IPUZ  # a sudoku with + cages and its boxes on
    puz = None
    #: its own JSON document (``make killer --format json``): recognised, and read back
    json_reader = (is_made, made_puzzle)
    maker: KillerMaker = MAKER
    word_maker = None
    filler = None
    notes = None
    lines = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(render_text)

    @staticmethod
    def argument(text: str) -> bool:
        """Whether a command-line argument naming no file is a Solo game ID of a killer."""
        return SOLO_ID.fullmatch(text.strip()) is not None

    def square(self, puzzle: KillerPuzzle) -> latin.LatinSquare:
        """The core's square of ``puzzle`` (see :func:`as_square`)."""
        return as_square(puzzle)

    def boxes(self, puzzle: KillerPuzzle) -> latin.Boxes:
        return puzzle.box

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> KillerPuzzle:
        """The puzzle in ``text``: a cage list or a Solo game ID."""
        return parse(text, source)

    def default_title(self, puzzle: KillerPuzzle, lang: str | None = None) -> str:
        return f"Killer sudoku {puzzle.size} x {puzzle.size}"

    def solvable(self, puzzle: KillerPuzzle) -> tuple[KillerKind, KillerPuzzle]:
        return self, puzzle

    def play(self, puzzle: KillerPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.killer.play`)."""
        return play_model(puzzle, solution, title)

    def explain(self, puzzle: KillerPuzzle, state: State | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution, as Solo's grader takes them."""
        return explain(puzzle, state)

    def grade(self, puzzle: KillerPuzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """The grade as Solo grades it (see :func:`gridcraft.killer.grade.grade`): its label,
        whether it is graded (one solution), its solutions counted up to 2 where known, and how
        often each deduction was used."""
        found = grade(puzzle)
        return graded(found.label, found.unique, found.counts)

    def hint_svg(self, puzzle: KillerPuzzle, state: State | None, hint: Hint) -> Drawing:
        """The grid of ``state`` with the cells ``hint`` reads marked and the cells it fills (shown
        filled) marked more strongly."""
        grid = self.advance(puzzle, state, hint)
        return render_svg(puzzle, grid, marks=hint.cells, focus=[cell for cell, _ in hint.placed])

    def sheet_parts(
        self, puzzle: KillerPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        """Page 1's drawing, caption and word list (none), and page 2's drawing."""
        n = puzzle.size
        caption = (
            f"Killer sudoku: fill each row, column and box with 1 to {n} once each; "
            "the digits of each dashed cage add up to its number, none repeated."
        )
        return render_svg(puzzle), caption, None, render_svg(puzzle, solution)


KIND = KillerKind()
