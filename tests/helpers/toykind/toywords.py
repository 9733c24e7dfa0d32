"""A second toy kind, registered only by tests, whose maker takes a word list (``input = "words"``):
a row of one cell per word holding ``1..n`` once each, one cell left empty, the words printed under
it. It exists to show that a maker of word lists reaches the page (its word box and file field)
through its door, with no edit of any front end; its puzzle's text holds a blank line (the row, a
blank line, the words), as a word search's does.

Its file::

    WORDROW 3
    2 . 1

    CAT
    DOG
    EMU
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.options import Help, Option
from gridcraft.outputs import TEXT, Format
from gridcraft.words import Entry
from toykind import Puzzle, Row, ToyKind, drawing

#: the longest word a word row takes
LONGEST = 8


def parse(text: str, source: str = "<string>", dialect: str = "gridcraft") -> Puzzle:
    """A word row: ``WORDROW n``, its ``n`` cells, then (after a blank line) any words."""
    lines = text.splitlines()
    head = lines[0].split() if lines else []
    if len(head) != 2 or head[0] != "WORDROW" or not head[1].isdigit() or len(lines) < 2:
        raise ParseError("a word row is a line 'WORDROW n' and a line of n cells", 1, 1, source)
    n = int(head[1])
    cells = lines[1].split()
    if len(cells) != n or any(c != "." and not (c.isdigit() and 1 <= int(c) <= n) for c in cells):
        raise ParseError(f"the row must hold {n} cells, each '.' or 1 to {n}", 2, 1, source)
    if len(lines) > 2 and lines[2].strip():
        raise ParseError("a blank line comes between the row and its words", 3, 1, source)
    return tuple(0 if c == "." else int(c) for c in cells)


def dumps(puzzle: Puzzle, words: tuple[str, ...] = ()) -> str:
    """A word row's text: its row and, after a blank line, its words."""
    row = " ".join(str(v) if v else "." for v in puzzle)
    return f"WORDROW {len(puzzle)}\n{row}\n" + ("\n" + "".join(w + "\n" for w in words) if words else "")


FORMATS: Mapping[str, Format[Puzzle, Row]] = MappingProxyType(
    {
        "text": Format(
            "text", "txt", TEXT, lambda p, r, o: dumps(p) if r is None else " ".join(map(str, r)) + "\n"
        ),
        "svg": Format("svg", "svg", "image/svg+xml", lambda p, r, o: drawing(p, r).document(), picture=True),
    }
)


@dataclass(frozen=True)
class Request:
    """The words of a word row, and which cell is left empty (``random``, ``first``, ``last``)."""

    words: tuple[str, ...]
    hole: str


class ToyWordsMaker:
    """Makes word rows from a word list: one cell per word (2 to 9 words of at most
    :data:`LONGEST` letters), one cell left empty."""

    input = "words"
    noun = "word rows"
    description = "Rows of numbers with a cell for each word of your list, one cell left to fill."
    options = (
        Option(
            "hole",
            "the cell left empty: random (default), first or last",
            "random",
            choices=("random", "first", "last"),
            label="Empty cell",
            offered=(("random", "any"), ("first", "the first"), ("last", "the last")),
        ),
    )
    writers: Mapping[str, object] = MappingProxyType(
        {"text": lambda r, made: "\n\n".join(dumps(p, r.words) for _, (p, _) in made)}
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of a word list (raises InvalidPuzzle for too few or many words, ParseError
        at a word that is too long)."""
        words = values.get("words")
        assert isinstance(words, list) and all(isinstance(w, Entry) for w in words)
        if not 2 <= len(words) <= 9:
            raise InvalidPuzzle(f"a word row takes 2 to 9 words, not {len(words)}")
        for word in words:
            if len(word.letters) > LONGEST:
                raise ParseError(
                    f"{word.text!r} is longer than {LONGEST} letters", word.line, word.column, "words"
                )
        return Request(tuple(w.letters for w in words), str(values.get("hole") or "random"))

    def make(self, request: Request, seed: str, budget: Budget) -> tuple[Puzzle, Row]:
        n = len(request.words)
        rng = random.Random(f"toywords:{n}:{seed}")
        row = tuple(rng.sample(range(1, n + 1), n))
        hole = {"first": 0, "last": n - 1}.get(request.hole, rng.randrange(n))
        return tuple(0 if i == hole else v for i, v in enumerate(row)), row

    def check_format(self, request: Request, name: str) -> None:
        return None

    def summary(self, request: Request, n: int) -> str:
        return f"{n} word rows of {len(request.words)} words"

    def per_page(self, request: Request) -> int:
        return 6

    def per_page_of(self, puzzle: object) -> int:
        return 6

    def label(self, request: Request, i: int) -> str:
        return f"{i}."

    def titles(self, request: Request) -> tuple[str, str, str]:
        return ("Word rows", "Word rows", "Word row")

    def shown(self, made: tuple[Puzzle, Row]) -> tuple[Puzzle, Row]:
        return made

    def grade(self, made: tuple[Puzzle, Row]) -> None:
        return None


class ToyWordsKind(ToyKind):
    name, title, input = "toywords", "word row", "toywords"
    help = Help(
        reads="WORDROW n, a row of n cells, a blank line and the words",
        state="the row with values written in",
    )
    formats = FORMATS
    ipuz = None  # a kind without an ipuz form
    maker = ToyWordsMaker()  # type: ignore[assignment]
    grade = None  # type: ignore[assignment]

    def looks_like(self, text: str) -> bool:
        return text.lstrip().startswith("WORDROW")

    parse = staticmethod(parse)
    dumps = staticmethod(dumps)

    def read_state(self, puzzle: Puzzle, text: str, source: str = "<string>") -> Puzzle:
        return parse(text, source)

    def default_title(self, puzzle: Puzzle, lang: str | None = None) -> str:
        return f"Word row of {len(puzzle)}"


KIND = ToyWordsKind()
