"""The towers maker's table in the registry: its options, the requests it takes, one puzzle per
seed, what a batch of them is written as, and its summary (see :class:`gridcraft.kinds.Maker`)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.options import Option
from gridcraft.towers.grade import GRADES
from gridcraft.towers.make import Made, grade_label, make
from gridcraft.towers.model import MAX_SIZE, MIN_SIZE, SIDES, TowersPuzzle
from gridcraft.towers.parse import dumps
from gridcraft.towers.sgt_id import parse_towers_id, towers_id


def read_size(text: str) -> int:
    """``N`` or ``NxN`` (``5``, ``5x5``), 3 to 9.

    Raises:
        ValueError: anything else.
    """
    parts = re.fullmatch(r"\s*(\d+)\s*(?:[xX\u00d7]\s*(\d+)\s*)?", text)
    if parts is None or (parts.group(2) is not None and parts.group(2) != parts.group(1)):
        raise ValueError(f"{text!r} is not a size such as 5 or 5x5")
    n = int(parts.group(1))
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise ValueError(f"{text!r}: a towers puzzle's side is {MIN_SIZE} to {MAX_SIZE}")
    return n


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: the side and the grade (one of :data:`~gridcraft.towers.grade.GRADES`)."""

    size: int
    grade: str

    @property
    def title(self) -> str:
        """``Towers 5 x 5``: the title of a booklet of them."""
        return f"Towers {self.size} x {self.size}"


Batch = list[tuple[str, Made]]  # (seed, puzzle) pairs in seed order


def _json(request: Request, made: Batch) -> str:
    """The batch as JSON: each puzzle's seed, size, grade, Towers game ID, clues by side and
    solution."""
    out = []
    for seed, m in made:
        p = m.puzzle
        item: dict[str, Any] = {"seed": seed, "size": p.size, "grade": m.grade, "towers": towers_id(p)}
        item["clues"] = {side: list(p.side(side)) for side in SIDES}
        item["givens"] = [[r, c, v] for (r, c), v in p.givens]
        item["solution"] = ["".join(str(v) for v in row) for row in m.solution]
        out.append(item)
    return json.dumps({"puzzles": out}, ensure_ascii=False, indent=1) + "\n"


class TowersMaker:
    """Makes towers puzzles of a side and grade, graded as Simon Tatham's Towers grades them, each
    with one solution."""

    input: str | None = None  # made from its options alone
    noun = "towers puzzles"
    description = (
        "Towers puzzles (skyscrapers; 3 x 3 to 9 x 9) with exactly one solution, graded as Simon "
        "Tatham's Towers grades them (Easy, Hard, Extreme or Unreasonable)."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            "side 3 to 9 (default 5)",
            "5",
            read_size,
            metavar="N",
            label="Size",
            offered=tuple((str(n), f"{n} x {n}") for n in range(MIN_SIZE, MAX_SIZE + 1)),
        ),
        Option(
            "difficulty",
            "Easy (default), Hard, Extreme or Unreasonable, as Towers grades",
            "Easy",
            metavar="GRADE",
            label="Grade",
            offered=tuple((g, g) for g in GRADES),
        ),
    )
    #: how a batch is written, by format name: framed grids, Towers game IDs, JSON
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n".join(
                f"# {r.title}, {m.grade}, seed {seed} (gridcraft make)\n" + dumps(m.puzzle)
                for seed, m in made
            ),
            "sgt": lambda r, made: "".join(towers_id(m.puzzle) + "\n" for _, m in made),
            "json": _json,
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values.

        Raises:
            InvalidPuzzle: a grade that is not one of the grades (naming ``difficulty``), a 3 x 3
                above Hard.
        """
        size = values.get("size") or 5
        assert isinstance(size, int)
        try:
            label = grade_label(str(values.get("difficulty") or "Easy"))
        except InvalidPuzzle:
            raise InvalidPuzzle(
                f"{{difficulty}} {values.get('difficulty')!r} is not a grade: one of {', '.join(GRADES)}",
                settings=("difficulty",),
            ) from None
        if size <= 3 and GRADES.index(label) > 1:
            raise InvalidPuzzle(
                f"{{size}} 3: 3 x 3 towers puzzles are Easy or Hard (as Towers makes them), not {label}",
                settings=("size", "difficulty"),
            )
        return Request(size, label)

    def make(self, request: Request, seed: str, budget: Budget) -> Made:
        """One puzzle of ``request`` made with ``seed`` (the making is bounded by counts: at most
        ``budget``'s node limit of Latin squares, ``None``: the core's default; not by its time
        limit: the same seed gives the same puzzle on any machine).

        Raises:
            BudgetExceeded: the core's bound was reached first.
        """
        return make(request.grade, request.size, seed, tries=budget.node_limit)

    def check_format(self, request: Request, name: str) -> str | None:
        """Every format holds towers puzzles of every size made here."""
        return None

    def summary(self, request: Request, n: int) -> str:
        """``12 5 x 5 Easy towers puzzles, each with one solution``."""
        what = f"{request.size} x {request.size} {request.grade} towers puzzle"
        return f"1 {what} with one solution" if n == 1 else f"{n} {what}s, each with one solution"

    def per_page(self, request: Request) -> int:
        """Puzzles on a booklet's page: 4."""
        return 4

    def per_page_of(self, puzzle: object) -> int:
        """Puzzles on a booklet's page of puzzles like ``puzzle``: 4."""
        return 4

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
        """The grade of a made puzzle: exactly the one asked for."""
        return made.grade


MAKER = TowersMaker()


def is_made(doc: Any) -> bool:
    """Whether the JSON value ``doc`` is the document ``make towers --format json`` writes: an
    object whose ``puzzles`` are objects with a Towers game ID (``towers``)."""
    puzzles = doc.get("puzzles") if isinstance(doc, dict) else None
    return (
        isinstance(puzzles, list)
        and bool(puzzles)
        and all(isinstance(p, dict) and isinstance(p.get("towers"), str) for p in puzzles)
    )


def made_puzzle(doc: Any, source: str = "<string>") -> TowersPuzzle:
    """The puzzle of a ``make towers --format json`` document (:func:`is_made`) that holds one (its
    Towers game ID).

    Raises:
        ParseError: a document of several puzzles, or a bad game ID.
    """
    puzzles = doc["puzzles"]
    if len(puzzles) != 1:
        raise ParseError(f"the document holds {len(puzzles)} puzzles: give one at a time", 0, 0, source)
    return parse_towers_id(puzzles[0]["towers"], source)
