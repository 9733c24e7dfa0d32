"""The futoshiki maker's table in the registry: its options, the requests it takes, one puzzle per
seed, what a batch of them is written as, and its summary (see :class:`gridcraft.kinds.Maker`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.futoshiki.grade import GRADES
from gridcraft.futoshiki.make import Made, grade_label, make, refusal
from gridcraft.futoshiki.model import MAKE_SIZES, FutoshikiPuzzle
from gridcraft.futoshiki.parse import dumps
from gridcraft.futoshiki.sgt_id import UNEQUAL_ID, parse_unequal_id, unequal_id
from gridcraft.options import Option, yes_no

DEFAULT_SIZE = 5
DEFAULT_GRADE = "Easy"  # as Unequal's


def read_size(text: str) -> int:
    """A side 4 to 9 (``5``, or ``5x5``).

    Raises:
        ValueError: anything else.
    """
    parts = [p.strip() for p in text.strip().lower().replace("\u00d7", "x").split("x")]
    if all(p.isdigit() for p in parts) and len(parts) in (1, 2) and len(set(parts)) == 1:
        n = int(parts[0])
        if n in MAKE_SIZES:
            return n
    raise ValueError(f"{text!r} is not a futoshiki size: a side {MAKE_SIZES[0]} to {MAKE_SIZES[-1]}")


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: side, mode (``adjacent``) and grade (one of :data:`GRADES`)."""

    size: int
    adjacent: bool
    grade: str

    @property
    def variant(self) -> str:
        """``Futoshiki`` or ``Adjacent futoshiki``."""
        return "Adjacent futoshiki" if self.adjacent else "Futoshiki"

    @property
    def title(self) -> str:
        """``Futoshiki 5 x 5``: the title of a booklet of them."""
        return f"{self.variant} {self.size} x {self.size}"


Batch = list[tuple[str, Made]]  # (seed, puzzle) pairs in seed order


def _json(request: Request, made: Batch) -> str:
    """The batch as JSON: ``kind`` and each puzzle's seed, size, mode, grade, Unequal game ID
    (``sgt``), text and solution."""
    out = []
    for seed, m in made:
        p = m.puzzle
        out.append(
            {
                "seed": seed,
                "size": p.size,
                "adjacent": p.adjacent,
                "grade": m.grade,
                "sgt": unequal_id(p),
                "text": dumps(p).splitlines(),
                "solution": ["".join(str(v) for v in row) for row in m.solution],
            }
        )
    return json.dumps({"kind": "futoshiki", "puzzles": out}, ensure_ascii=False, indent=1) + "\n"


class FutoshikiMaker:
    """Makes futoshikis (inequality signs, or Tatham's adjacent mode) of a side and grade, graded
    as Simon Tatham's Unequal grades them, each with one solution."""

    input: str | None = None  # made from its options alone
    noun = "futoshikis"
    description = (
        "Futoshikis (4 x 4 to 9 x 9; inequality signs, or the adjacent mode's bars) with exactly one "
        "solution, graded as Simon Tatham's Unequal grades them (Trivial to Recursive)."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            f"side {MAKE_SIZES[0]} to {MAKE_SIZES[-1]} (default {DEFAULT_SIZE})",
            str(DEFAULT_SIZE),
            read_size,
            metavar="N",
            label="Size",
            offered=tuple((str(n), f"{n} x {n}") for n in MAKE_SIZES),
        ),
        Option(
            "difficulty",
            "Trivial, Easy (default), Tricky, Extreme or Recursive, as Unequal grades",
            DEFAULT_GRADE,  # the page shows it first, as the command line takes it
            metavar="GRADE",
            label="Grade",
            offered=tuple((g, g) for g in GRADES),
        ),
        Option(
            "adjacent",
            "adjacent mode: bars where neighbours differ by 1, and no signs",
            "no",
            yes_no,
            label="Adjacent mode",
            offered=(("no", "No"), ("yes", "Yes")),
            switch=True,
            said="adjacent mode",
        ),
    )
    #: how a batch is written, by format name: the text form, Unequal game IDs, JSON
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n".join(
                f"# {r.title}, {m.grade}, seed {seed} (gridcraft make)\n" + dumps(m.puzzle)
                for seed, m in made
            ),
            "sgt": lambda r, made: "".join(unequal_id(m.puzzle) + "\n" for _, m in made),
            "json": _json,
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values.

        Raises:
            InvalidPuzzle: a grade that is not one of :data:`GRADES` (naming ``difficulty``), an
                adjacent puzzle under 5 x 5 above Easy.
        """
        size = values.get("size") or DEFAULT_SIZE
        assert isinstance(size, int)
        adjacent = bool(values.get("adjacent"))
        try:
            label = grade_label(str(values.get("difficulty") or DEFAULT_GRADE))
        except InvalidPuzzle:
            raise InvalidPuzzle(
                f"{{difficulty}} {values.get('difficulty')!r} is not a grade: one of {', '.join(GRADES)}",
                settings=("difficulty",),
            ) from None
        if why := refusal(size, label, adjacent):
            raise InvalidPuzzle(f"{{size}} {why}", settings=("size", "difficulty", "adjacent"))
        return Request(size, adjacent, label)

    def make(self, request: Request, seed: str, budget: Budget) -> Made:
        """One puzzle of ``request`` made with ``seed`` (the core's making is bounded by counts: at
        most ``budget``'s node limit of Latin squares, ``None``: the core's default; one call in C
        that the time limit does not stop, so the same seed gives the same puzzle on any machine).

        Raises:
            BudgetExceeded: the core's bound on its attempts was reached.
        """
        return make(request.grade, request.size, seed, adjacent=request.adjacent, tries=budget.node_limit)

    def check_format(self, request: Request, name: str) -> str | None:
        """Every format holds futoshikis of every size made here."""
        return None

    def summary(self, request: Request, n: int) -> str:
        """``12 5 x 5 Easy futoshikis, each with one solution``."""
        what = f"{request.size} x {request.size} {request.grade} {request.variant.lower()}"
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


MAKER = FutoshikiMaker()


def is_made(doc: Any) -> bool:
    """Whether the JSON value ``doc`` is the document ``make futoshiki --format json`` writes: an
    object of ``kind`` ``futoshiki`` whose ``puzzles`` are objects with an Unequal game ID (``sgt``)."""
    puzzles = doc.get("puzzles") if isinstance(doc, dict) else None
    return (
        isinstance(doc, dict)
        and doc.get("kind") == "futoshiki"
        and isinstance(puzzles, list)
        and bool(puzzles)
        and all(isinstance(p, dict) and isinstance(p.get("sgt"), str) for p in puzzles)
    )


def made_puzzle(doc: Any, source: str = "<string>") -> FutoshikiPuzzle:
    """The puzzle of a ``make futoshiki --format json`` document (:func:`is_made`) that holds one
    (its Unequal game ID).

    Raises:
        ParseError: a document of several puzzles, or a bad game ID.
    """
    puzzles = doc["puzzles"]
    if len(puzzles) != 1:
        raise ParseError(f"the document holds {len(puzzles)} puzzles: give one at a time", 0, 0, source)
    found = puzzles[0]["sgt"]
    if not UNEQUAL_ID.fullmatch(found.strip()):
        raise ParseError(f"'sgt': {found!r:.40} is not an Unequal game ID", 0, 0, source)
    return parse_unequal_id(found, source)
