"""The kakuro maker's table in the registry: its options, the requests it takes, one puzzle per
seed, what a batch of them is written as, and its summary (see :class:`gridcraft.kinds.Maker`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.kakuro.grade import GRADES
from gridcraft.kakuro.make import MAX_MADE, MIN_MADE, Made, grade_label, make
from gridcraft.kakuro.model import KakuroPuzzle
from gridcraft.kakuro.parse import dumps, parse, rows
from gridcraft.options import Option


def read_size(text: str) -> tuple[int, int]:
    """A size: ``N`` (N x N) or ``WxH`` (W columns, H rows), each 5 to 16 (the first row and column
    are blocks).

    Raises:
        ValueError: anything else.
    """
    parts = [p.strip() for p in text.strip().lower().replace("\u00d7", "x").split("x")]
    if all(p.isdigit() for p in parts) and len(parts) in (1, 2):
        width, height = int(parts[0]), int(parts[-1])
        if MIN_MADE <= width <= MAX_MADE and MIN_MADE <= height <= MAX_MADE:
            return width, height
    raise ValueError(f"{text!r} is not a kakuro size: N or WxH, each {MIN_MADE} to {MAX_MADE}")


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: the size and the grade."""

    width: int
    height: int
    grade: str

    @property
    def title(self) -> str:
        """``Kakuro 9 x 9``."""
        return f"Kakuro {self.width} x {self.height}"


Batch = list[tuple[str, Made]]


def _json(request: Request, made: Batch) -> str:
    """The batch as JSON: each puzzle's seed, size, grade, text form and solution rows."""
    out = [
        {
            "seed": seed,
            "width": m.puzzle.width,
            "height": m.puzzle.height,
            "grade": m.grade,
            "kakuro": dumps(m.puzzle),
            "solution": rows(m.puzzle, m.solution).splitlines(),
        }
        for seed, m in made
    ]
    return json.dumps({"puzzles": out}, ensure_ascii=False, indent=1) + "\n"


class KakuroMaker:
    """Makes kakuros of a size and grade, each with one solution and a symmetric block pattern."""

    input: str | None = None
    noun = "kakuros"
    description = (
        "Kakuros (5 x 5 to 16 x 16) with exactly one solution, their blocks symmetric, graded by the "
        "deductions their solve needs (Easy, Medium, Hard, Extreme, Unreasonable)."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            f"N (N x N) or WxH, each {MIN_MADE} to {MAX_MADE}, the first row and column blocks (default 9)",
            "9",
            read_size,
            metavar="N|WxH",
            label="Size",
            offered=tuple((str(n), f"{n} x {n}") for n in (6, 7, 8, 9, 10, 11, 12)),
        ),
        Option(
            "difficulty",
            "Easy, Medium (default), Hard, Extreme or Unreasonable (large grids are slower to make Easy)",
            "Medium",  # the page shows it first, as the command line takes it
            metavar="GRADE",
            label="Grade",
            offered=tuple((g, g) for g in GRADES),
        ),
    )
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n".join(
                f"# {r.title}, {m.grade}, seed {seed} (gridcraft make)\n" + dumps(m.puzzle)
                for seed, m in made
            ),
            "json": _json,
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values.

        Raises:
            InvalidPuzzle: a grade that is not one of :data:`GRADES` (naming ``difficulty``).
        """
        found = values.get("size") or (9, 9)
        assert isinstance(found, tuple)
        try:
            label = grade_label(str(values.get("difficulty") or "Medium"))
        except InvalidPuzzle:
            raise InvalidPuzzle(
                f"{{difficulty}} {values.get('difficulty')!r} is not a grade: one of {', '.join(GRADES)}",
                settings=("difficulty",),
            ) from None
        return Request(int(found[0]), int(found[1]), label)

    def make(self, request: Request, seed: str, budget: Budget) -> Made:
        """One puzzle of ``request`` made with ``seed``, trying at most ``budget``'s node limit of
        fills (``None``: the maker's bounds); its time limit is an outer safety limit."""
        return make(request.grade, request.width, request.height, seed, budget=budget)

    def check_format(self, request: Request, name: str) -> str | None:
        """Every format holds every kakuro made here."""
        return None

    def summary(self, request: Request, n: int) -> str:
        """``3 9 x 9 Easy kakuros, each with one solution``."""
        what = f"{request.width} x {request.height} {request.grade} kakuro"
        return f"1 {what} with one solution" if n == 1 else f"{n} {what}s, each with one solution"

    def per_page(self, request: Request) -> int:
        """Puzzles on a booklet's page: 2 up to 9 x 9, else 1."""
        return 2 if max(request.width, request.height) <= 9 else 1

    def per_page_of(self, puzzle: object) -> int:
        """Puzzles on a booklet's page of puzzles like ``puzzle``."""
        if isinstance(puzzle, KakuroPuzzle):
            return 2 if max(puzzle.width, puzzle.height) <= 9 else 1
        return 1

    def label(self, request: Request, i: int) -> str:
        """``3. Easy``."""
        return f"{i}. {request.grade}"

    def titles(self, request: Request) -> tuple[str, str, str]:
        """The booklet's page title, its PDF title and one puzzle's file title."""
        return request.title, f"{request.title}, {request.grade}", f"{request.title} ({request.grade})"

    def shown(self, made: Made) -> tuple[object, object]:
        """The puzzle and solution of a made puzzle."""
        return made.puzzle, made.solution

    def grade(self, made: Made) -> str:
        """The grade of a made puzzle: the one asked for."""
        return made.grade


MAKER = KakuroMaker()


def is_made(doc: Any) -> bool:
    """Whether the JSON value ``doc`` is the document ``make kakuro --format json`` writes."""
    puzzles = doc.get("puzzles") if isinstance(doc, dict) else None
    return (
        isinstance(puzzles, list)
        and bool(puzzles)
        and all(isinstance(p, dict) and isinstance(p.get("kakuro"), str) for p in puzzles)
    )


def made_puzzle(doc: Any, source: str = "<string>") -> KakuroPuzzle:
    """The puzzle of a ``make kakuro --format json`` document holding one.

    Raises:
        ParseError: several puzzles, or a bad text form.
    """
    puzzles = doc["puzzles"]
    if len(puzzles) != 1:
        raise ParseError(f"the document holds {len(puzzles)} puzzles: give one at a time", 0, 0, source)
    return parse(puzzles[0]["kakuro"], source)
