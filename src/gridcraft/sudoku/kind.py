"""The sudoku kind's entry in the registry (see :mod:`gridcraft.kinds`).

A table on the Latin-square core (:mod:`gridcraft.latin`): a sudoku is a Latin square whose boxes
(or a jigsaw's regions) and, in an X sudoku, both long diagonals are units too; every cell is free
but for the givens. It is searched by the core (in C where built), graded and explained by the
core's Solo ladder, made by the core's carving.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from gridcraft import latin
from gridcraft.draw import Drawing
from gridcraft.engine import Hint
from gridcraft.latin import LatinTable
from gridcraft.latin.solo import explain as explain_steps
from gridcraft.latin.solo import graded
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel
from gridcraft.sudoku.grade import grade
from gridcraft.sudoku.ipuz import IPUZ
from gridcraft.sudoku.lines import LINES
from gridcraft.sudoku.maker import MAKER, SudokuMaker, is_made, made_puzzle
from gridcraft.sudoku.model import Grid, SudokuPuzzle, diagonal_cells
from gridcraft.sudoku.parse import LINE_SIDES, SOLO_ID, dumps, line, looks_like, one_line, parse, value_of
from gridcraft.sudoku.play import play_model, rules
from gridcraft.sudoku.render import render_svg, render_text
from gridcraft.sudoku.solo_id import solo_id
from gridcraft.sudoku.verify import verify

State = Grid  # a partly filled grid: n rows of digits, 0 for an empty cell


def _text(puzzle: SudokuPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return dumps(puzzle) if grid is None else render_text(puzzle, grid)


def _line(puzzle: SudokuPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    if grid is None:
        return line(puzzle) + "\n"
    return "".join("123456789ABCDEFG"[v - 1] for row in grid for v in row) + "\n"


#: a sudoku's own output formats (the registry adds PNG, PDF, ipuz, the player and the printed sheet)
FORMATS: Mapping[str, Format[SudokuPuzzle, Grid]] = MappingProxyType(
    {
        "text": Format(
            "text", "txt", TEXT, _text, description="the solution as a boxed grid, or the puzzle's grid"
        ),
        "line": Format(
            "line",
            "txt",
            TEXT,
            _line,
            description="one line of n x n cells (81 for a 9 x 9), the puzzle or its solution",
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


class SudokuKind(LatinTable[SudokuPuzzle]):
    """Sudoku (classic boxes, X, jigsaw; sides 4 to 16): a Latin square whose boxes or regions
    (and an X's diagonals) hold each digit once. Solutions are grids of ``n`` rows of digits."""

    name = "sudoku"
    title = "sudoku"
    noun = "sudoku"  # in the core's messages
    grading = latin.SOLO
    input = "sudoku"  # the --kind value of its input
    dialects: tuple[str, ...] = (
        "gridcraft",
    )  # a line, a grid, a heading and Solo's IDs tell themselves apart
    solver = True
    help = Help(
        reads="a line of 81 cells (digits and . for empty), a grid of rows, a sudoku heading (sudoku 9 x, "
        "sudoku 9 jigsaw) with its grid, a Solo game ID, or ipuz",
        state="n rows of digits, . or 0 for an empty cell",
        grades="as Simon Tatham's Solo grades it: Trivial, Basic, Intermediate, Advanced, Extreme, "
        "or Unreasonable when a guess is needed",
    )
    formats = FORMATS
    ipuz = IPUZ
    puz = None
    #: its own JSON document (``make sudoku --format json``): recognised, and read back
    json_reader = (is_made, made_puzzle)
    maker: SudokuMaker = MAKER
    word_maker = None
    filler = None
    notes = None
    lines = LINES  # files of one-line puzzles: solve FILE --format jsonl
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(render_text)

    @staticmethod
    def argument(text: str) -> bool:
        """Whether a command-line argument naming no file is a sudoku written out: a Solo game ID
        of a sudoku, or one line of n x n cells."""
        given = text.strip()
        if SOLO_ID.fullmatch(given) or one_line(given):
            return True  # a line of digits and dots: a wrong length or a stray letter is the parser's to name
        n = LINE_SIDES.get(len(given))
        return n is not None and len(given) > 16 and all(value_of(ch, n) is not None for ch in given)

    def square(self, puzzle: SudokuPuzzle) -> latin.LatinSquare:
        """The core's square of ``puzzle``: every cell free, the givens kept."""
        return latin.square(puzzle.size, (), puzzle.givens)

    def boxes(self, puzzle: SudokuPuzzle) -> latin.Boxes | latin.Regions:
        """The boxes, or a jigsaw's regions."""
        return puzzle.box if puzzle.box is not None else puzzle.region_cells()

    def units(self, puzzle: SudokuPuzzle) -> tuple[tuple[latin.Cell, ...], ...]:
        """An X sudoku's two long diagonals."""
        return diagonal_cells(puzzle.size) if puzzle.diagonals else ()

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> SudokuPuzzle:
        """The puzzle in ``text`` (see :mod:`gridcraft.sudoku.parse`)."""
        return parse(text, source)

    def default_title(self, puzzle: SudokuPuzzle, lang: str | None = None) -> str:
        word = {
            "classic": "Sudoku",
            "X": "X sudoku",
            "jigsaw": "Jigsaw sudoku",
            "jigsaw X": "Jigsaw X sudoku",
        }
        return f"{word[puzzle.variant]} {puzzle.size} x {puzzle.size}"

    def solvable(self, puzzle: SudokuPuzzle) -> tuple[SudokuKind, SudokuPuzzle]:
        return self, puzzle

    def play(self, puzzle: SudokuPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.sudoku.play`)."""
        return play_model(puzzle, solution, title)

    def explain(self, puzzle: SudokuPuzzle, state: State | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution, as Solo's grader takes them."""
        found = grade(puzzle)
        return explain_steps(puzzle.ladder(), found.solution, state, several=found.label == "Ambiguous")

    def grade(self, puzzle: SudokuPuzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """The grade as Solo grades it (see :func:`gridcraft.sudoku.grade.grade`): its label,
        whether it is graded (one solution), its solutions counted up to 2 where known, and how
        often each deduction was used."""
        found = grade(puzzle)
        return graded(found.label, found.unique, found.counts)

    def hint_svg(self, puzzle: SudokuPuzzle, state: State | None, hint: Hint) -> Drawing:
        """The grid of ``state`` with the cells ``hint`` reads marked and the cells it fills marked
        more strongly."""
        grid = self.advance(puzzle, state, hint)
        return render_svg(puzzle, grid, marks=hint.cells, focus=[cell for cell, _ in hint.placed])

    def sheet_parts(
        self, puzzle: SudokuPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        """Page 1's drawing, caption and word list (none), and page 2's drawing."""
        caption = "Sudoku: " + " ".join(rules(puzzle))
        return render_svg(puzzle), caption, None, render_svg(puzzle, solution)


KIND = SudokuKind()
