"""A toy puzzle kind, registered only by tests: a row of ``n`` cells holding ``1..n`` once each,
some given. It exists to show that a new kind needs a package with a ``KIND`` and one registry
line, and no edit of any front end.

Its file::

    TOY 3
    1 . .
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

from gridcraft.draw import Drawing, letter_grid
from gridcraft.engine import Budget, Hint, Solver
from gridcraft.errors import FieldError, ParseError
from gridcraft.formats.ipuz import Document, IpuzForm, is_kind
from gridcraft.options import Help, Option
from gridcraft.outputs import TEXT, Format
from gridcraft.player import PlayEntry, PlayModel

Puzzle = tuple[int, ...]  # the givens, 0 for an empty cell
Row = tuple[int, ...]  # a solution: the values, 1..n
State = tuple[int, ...]  # a bitset of candidates per cell (bit v: value v)


class RowProblem:
    """Candidates per cell; a value taken by a cell leaves the others; branch on the fewest."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.n, self.givens, self.propagations = len(puzzle), puzzle, 0

    def _propagate(self, cells: list[int]) -> State | None:
        self.propagations += 1
        changed = True
        while changed:
            changed = False
            for i, bits in enumerate(cells):
                if bits == 0:
                    return None
                if bits & (bits - 1) == 0:
                    for j in range(self.n):
                        if j != i and cells[j] & bits:
                            cells[j] &= ~bits
                            changed = True
        return tuple(cells)

    def root(self) -> State | None:
        full = sum(1 << v for v in range(1, self.n + 1))
        return self._propagate([1 << g if g else full for g in self.givens])

    def branch(self, state: State) -> Iterable[tuple[int, int]] | None:
        open_cells = [i for i, bits in enumerate(state) if bits & (bits - 1)]
        if not open_cells:
            return None
        i = min(open_cells, key=lambda c: bin(state[c]).count("1"))
        return [(i, v) for v in range(1, self.n + 1) if state[i] >> v & 1]

    def child(self, state: State, choice: tuple[int, int]) -> State | None:
        cells = list(state)
        cells[choice[0]] = 1 << choice[1]
        return self._propagate(cells)

    def answer(self, state: State) -> Row:
        return tuple(bits.bit_length() - 1 for bits in state)


def parse(text: str, source: str = "<string>", dialect: str = "gridcraft") -> Puzzle:
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines or lines[0].split()[:1] != ["TOY"] or len(lines) != 2:
        raise ParseError("a toy puzzle is a line 'TOY n' and a line of n cells", 1, 1, source)
    n = int(lines[0].split()[1])
    cells = lines[1].split()
    if len(cells) != n or any(c != "." and not (c.isdigit() and 1 <= int(c) <= n) for c in cells):
        raise ParseError(f"the row must hold {n} cells, each '.' or 1 to {n}", 2, 1, source)
    return tuple(0 if c == "." else int(c) for c in cells)


def dumps(puzzle: Puzzle) -> str:
    return f"TOY {len(puzzle)}\n" + " ".join(str(v) if v else "." for v in puzzle) + "\n"


def drawing(puzzle: Puzzle, row: Row | None = None) -> Drawing:
    values = row if row is not None else puzzle
    return letter_grid({(0, c): str(v) for c, v in enumerate(values) if v}, 1, len(puzzle))


FORMATS: Mapping[str, Format[Puzzle, Row]] = MappingProxyType(
    {
        "text": Format(
            "text", "txt", TEXT, lambda p, r, o: dumps(p) if r is None else " ".join(map(str, r)) + "\n"
        ),
        "svg": Format("svg", "svg", "image/svg+xml", lambda p, r, o: drawing(p, r).document(), picture=True),
        "dots": Format("dots", "dots", TEXT, lambda p, r, o: "".join("." * v + "\n" for v in (r or p))),
    }
)


class ToyMaker:
    """Makes toy rows from options alone: a random row of ``size`` with one cell left empty (one
    solution). It exists to show that a maker reaches ``make``, a book and the page through its door."""

    input = None
    noun = "toy rows"
    description = "Toy rows of numbers, each with one cell to fill."
    options = (Option("size", "cells in the row, 2 to 9 (default 4)", "4", int, metavar="N"),)
    writers: Mapping[str, object] = MappingProxyType(
        {"text": lambda r, made: "".join(dumps(p) for _, (p, _) in made)}
    )

    def request(self, values: Mapping[str, object]) -> int:
        size = values.get("size") or 4
        assert isinstance(size, int)
        if not 2 <= size <= 9:
            from gridcraft.errors import InvalidPuzzle

            raise InvalidPuzzle(f"size must be 2 to 9, not {size}", settings=("size",))
        return size

    def make(self, request: int, seed: str, budget: Budget) -> tuple[Puzzle, Row]:
        rng = random.Random(f"toy:{request}:{seed}")
        row = tuple(rng.sample(range(1, request + 1), request))
        hole = rng.randrange(request)
        return tuple(0 if i == hole else v for i, v in enumerate(row)), row

    def check_format(self, request: int, name: str) -> None:
        return None

    def summary(self, request: int, n: int) -> str:
        return f"{n} toy rows of {request}"

    def per_page(self, request: int) -> int:
        return 6

    def per_page_of(self, puzzle: object) -> int:
        return 6

    def label(self, request: int, i: int) -> str:
        return f"{i}."

    def titles(self, request: int) -> tuple[str, str, str]:
        return ("Toy rows", "Toy rows", "Toy row")

    def shown(self, made: tuple[Puzzle, Row]) -> tuple[Puzzle, Row]:
        return made

    def grade(self, made: tuple[Puzzle, Row]) -> None:
        return None


TOY_IPUZ = "http://example.org/toy#1"  # the toy's own ipuz kind


def ipuz_body(puzzle: Puzzle, row: Row | None) -> Document:
    """The toy's ipuz body: its ``row`` of givens (0 for an empty cell), and its ``solution``."""
    return {"row": list(puzzle), **({"solution": list(row)} if row is not None else {})}


def ipuz_read(doc: Document) -> tuple[Puzzle, Row | None] | None:
    """An ipuz document of the toy's own kind: its ``row`` of givens, 0 for an empty cell."""
    if not is_kind(doc, TOY_IPUZ):
        return None
    row = doc.get("row")
    if not isinstance(row, list) or not all(isinstance(v, int) for v in row):
        raise FieldError("row", f"must be a list of whole numbers, not {row!r}")
    solution = doc.get("solution")
    return tuple(row), tuple(solution) if isinstance(solution, list) else None


class ToyKind(Solver[Puzzle, Row]):
    name, title, input = "toy", "toy row", "toy"
    dialects: tuple[str, ...] = ("gridcraft",)
    solver = True
    help = Help(
        reads="TOY n, then a row of n cells (. an empty one)",
        state="TOY n and the row with values written in",
        grades="by the cells it leaves empty (one: trivial)",
    )
    formats = FORMATS
    ipuz: IpuzForm[Puzzle, Row] | None = IpuzForm(TOY_IPUZ, "Toy row", ipuz_body, ipuz_read)
    puz = None
    json_reader = None
    maker = ToyMaker()
    word_maker = None
    argument = None
    filler = None
    notes = None
    lines = None

    def looks_like(self, text: str) -> bool:
        return text.lstrip().startswith("TOY")

    def grade(self, puzzle: Puzzle) -> tuple[str, bool, int | None, dict[str, int]]:
        """``trivial`` with one empty cell, ``easy`` with more; graded when it has one solution."""
        count = len(list(self.solutions(puzzle, 2)))
        empty = puzzle.count(0)
        return ("trivial" if empty <= 1 else "easy"), count == 1, count, {"single": empty}

    parse = staticmethod(parse)
    dumps = staticmethod(dumps)

    def problem(self, puzzle: Puzzle) -> RowProblem:
        return RowProblem(puzzle)

    def verify(self, puzzle: Puzzle, grid: Row) -> list[str]:
        broken = [] if sorted(grid) == list(range(1, len(puzzle) + 1)) else ["not 1 to n once each"]
        return broken + [f"cell {i + 1} is not its given" for i, g in enumerate(puzzle) if g and grid[i] != g]

    def text(self, puzzle: Puzzle, grid: Row) -> str:
        return " ".join(map(str, grid)) + "\n"

    def rows(self, puzzle: Puzzle, grid: Row) -> list[str]:
        return ["".join(map(str, grid))]

    def svg(self, puzzle: Puzzle, grid: Row | None = None) -> Drawing:
        return drawing(puzzle, grid)

    def default_title(self, puzzle: Puzzle, lang: str | None = None) -> str:
        return f"Toy row of {len(puzzle)}"

    def words(self, puzzle: Puzzle) -> None:
        return None

    def solvable(self, puzzle: Puzzle) -> tuple[ToyKind, Puzzle]:
        return self, puzzle

    def sheet_parts(
        self, puzzle: Puzzle, solution: Row, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        return drawing(puzzle), "Write 1 to n once each.", None, drawing(puzzle, solution)

    def solution_title(self, lang: str | None, puzzle: Puzzle) -> str:
        return "Solution"

    def play(self, puzzle: Puzzle, solution: Row, title: str, lang: str | None = None) -> PlayModel:
        n = len(puzzle)
        cells = tuple((0, c) for c in range(n))
        return PlayModel(
            mode="cages",
            title=title,
            grid=(tuple(str(g) if g else "" for g in puzzle),),
            entries=(PlayEntry("the row", cells, "cage"),),
            solution={(0, c): str(v) for c, v in enumerate(solution)},
            cages=(("1..n", cells),),
            values=tuple(str(v) for v in range(1, n + 1)),
        )

    def read_state(self, puzzle: Puzzle, text: str, source: str = "<string>") -> Puzzle:
        return parse(text, source)

    def entry_position(self, puzzle: Puzzle, text: str, cell: tuple[int, int]) -> tuple[int, int]:
        return 2, 2 * cell[1] + 1

    def explain(self, puzzle: Puzzle, state: Puzzle | None = None) -> Iterator[Hint]:
        (row,) = self.solutions(puzzle, 1)
        for c, v in enumerate(row):
            if not (state or puzzle)[c]:
                yield Hint(
                    f"cell {c + 1} is {v}: the only value left",
                    "single",
                    cells=((0, c),),
                    placed=(((0, c), v),),
                )

    def hint_svg(self, puzzle: Puzzle, state: Puzzle | None, hint: Hint) -> Drawing:
        return drawing(self.advance(puzzle, state, hint))

    def advance(self, puzzle: Puzzle, state: Puzzle | None, hint: Hint) -> Puzzle:
        values = list(state or puzzle)
        for (_, c), v in hint.placed:
            values[c] = int(v)
        return tuple(values)


KIND = ToyKind()
