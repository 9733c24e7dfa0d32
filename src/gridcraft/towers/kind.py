"""The towers kind's entry in the registry (see :mod:`gridcraft.kinds`).

A table on the Latin-square core (:mod:`gridcraft.latin`): a towers puzzle is a Latin square of
heights whose every clue is a sightline relation (:func:`gridcraft.latin.seen`) over its row or
column; every cell is free but for the givens. It is searched by the core (in C where built),
graded and explained by the core's restatement of Tatham's Towers ladder
(:mod:`gridcraft.latin.rules`), made by the core's Towers maker.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from gridcraft import latin
from gridcraft.draw import Drawing
from gridcraft.engine import Hint
from gridcraft.latin import LatinTable
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayModel
from gridcraft.towers.grade import explain, grade
from gridcraft.towers.ipuz import IPUZ
from gridcraft.towers.maker import MAKER, TowersMaker, is_made, made_puzzle
from gridcraft.towers.model import Grid, TowersPuzzle
from gridcraft.towers.parse import dumps, looks_like, parse
from gridcraft.towers.play import play_model, rules
from gridcraft.towers.render import render_svg, render_text
from gridcraft.towers.sgt_id import looks_like_id, towers_id
from gridcraft.towers.verify import verify

State = Grid  # a partly filled grid: n rows of heights, 0 for an empty cell


def _text(puzzle: TowersPuzzle, grid: Grid | None, options: WriteOptions) -> str:
    return dumps(puzzle) if grid is None else _solution_text(puzzle, grid)


def _solution_text(puzzle: TowersPuzzle, grid: Grid | None = None) -> str:
    """The solved grid under the puzzle's heading, so that it reads back as a puzzle."""
    return dumps(puzzle).split("\n", 1)[0] + "\n" + render_text(puzzle, grid)


#: a towers puzzle's own output formats (the registry adds PNG, PDF, ipuz, the player and the
#: printed sheet)
FORMATS: Mapping[str, Format[TowersPuzzle, Grid]] = MappingProxyType(
    {
        "text": Format(
            "text",
            "txt",
            TEXT,
            _text,
            description="the solution in its frame of clues, or the puzzle's heading and framed grid",
        ),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda p, g, o: render_svg(p, g).document(),
            picture=True,
            description="a picture of the grid and its clues, solved or empty",
        ),
        "sgt": Format(
            "sgt",
            "txt",
            TEXT,
            lambda p, g, o: towers_id(p) + "\n",
            description="Simon Tatham's Towers game ID",
            shows="puzzle",
        ),
    }
)


class TowersKind(LatinTable[TowersPuzzle]):
    """Towers (skyscrapers; sides 3 to 9): a Latin square of heights whose clues around the grid
    count the towers seen along their rows and columns. Solutions are grids of ``n`` rows of
    heights."""

    name = "towers"
    title = "towers"
    noun = "towers puzzle"  # in the core's messages
    grading = latin.TOWERS
    input = "towers"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)  # the framed grid and Towers' IDs tell themselves apart
    solver = True
    help = Help(
        reads="a towers heading (towers 5) with its framed grid and clues around it, a Towers game ID, or ipuz",
        state="n rows of heights, . or 0 for an empty cell",
        grades="as Simon Tatham's Towers grades it: Easy, Hard, Extreme, or Unreasonable when a guess is needed",
    )
    formats = FORMATS
    ipuz = IPUZ
    puz = None
    #: its own JSON document (``make towers --format json``): recognised, and read back
    json_reader = (is_made, made_puzzle)
    maker: TowersMaker = MAKER
    word_maker = None
    argument = staticmethod(looks_like_id)  # a puzzle given in place of a file name (a Towers game ID)
    filler = None
    notes = None
    lines = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)
    svg = staticmethod(render_svg)
    text = staticmethod(_solution_text)

    def square(self, puzzle: TowersPuzzle) -> latin.LatinSquare:
        """The core's square of ``puzzle``: every cell free, the givens kept, a sightline relation
        for each clue."""
        return puzzle.square()

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> TowersPuzzle:
        """The puzzle in ``text`` (see :mod:`gridcraft.towers.parse`)."""
        return parse(text, source)

    def default_title(self, puzzle: TowersPuzzle, lang: str | None = None) -> str:
        return f"Towers {puzzle.size} x {puzzle.size}"

    def solvable(self, puzzle: TowersPuzzle) -> tuple[TowersKind, TowersPuzzle]:
        return self, puzzle

    def play(self, puzzle: TowersPuzzle, solution: Grid, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it (see :mod:`gridcraft.towers.play`)."""
        return play_model(puzzle, solution, title)

    def explain(self, puzzle: TowersPuzzle, state: State | None = None) -> Iterator[Hint]:
        """The steps from ``state`` to the solution, as Towers' grader takes them (see
        :func:`gridcraft.towers.grade.explain`)."""
        return explain(puzzle, state)

    def grade(self, puzzle: TowersPuzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """The grade as Towers grades it (see :func:`gridcraft.towers.grade.grade`): its label,
        whether it is graded (one solution), its solutions counted up to 2, and how often each
        deduction was used."""
        found = grade(puzzle)
        if found.unique:
            return found.label, True, 1, found.counts
        several = found.label == "Ambiguous"
        return ("several solutions" if several else "no solution"), False, 2 if several else 0, found.counts

    def hint_svg(self, puzzle: TowersPuzzle, state: State | None, hint: Hint) -> Drawing:
        """The grid of ``state`` with the cells ``hint`` reads marked and the cells it fills marked
        more strongly."""
        grid = self.advance(puzzle, state, hint)
        return render_svg(puzzle, grid, marks=hint.cells, focus=[cell for cell, _ in hint.placed])

    def sheet_parts(
        self, puzzle: TowersPuzzle, solution: Grid, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        """Page 1's drawing, caption and word list (none), and page 2's drawing."""
        caption = "Towers: " + " ".join(rules(puzzle))
        return render_svg(puzzle), caption, None, render_svg(puzzle, solution)


KIND = TowersKind()
