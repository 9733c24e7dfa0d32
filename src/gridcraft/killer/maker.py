"""The killer sudoku maker's table in the registry: its options, the requests it takes, one puzzle
per seed, what a batch of them is written as, and its summary (see :class:`gridcraft.kinds.Maker`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.killer.grade import GRADES
from gridcraft.killer.make import Made, make
from gridcraft.killer.model import KillerPuzzle, default_box
from gridcraft.killer.parse import dumps
from gridcraft.killer.solo_id import parse_solo_id, solo_id
from gridcraft.options import Option

#: the sides a killer is made at, with their boxes (rows x columns): 4 (2 x 2), 6 (2 x 3), 9 (3 x 3)
SIZES = (4, 6, 9)


def read_size(text: str) -> int:
    """``4``, ``6`` or ``9`` (also ``9x9``).

    Raises:
        ValueError: anything else.
    """
    parts = text.strip().lower().replace("\u00d7", "x").split("x")
    if (
        len(parts) in (1, 2)
        and all(p.strip().isdigit() for p in parts)
        and len({p.strip() for p in parts}) == 1
    ):
        n = int(parts[0])
        if n in SIZES:
            return n
    raise ValueError(f"{text!r} is not a killer size: 4, 6 or 9")


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: the side ``size`` and the grade ``grade`` (one of :data:`GRADES`)."""

    size: int
    grade: str

    @property
    def title(self) -> str:
        """``Killer sudoku 9 x 9``: the title of a booklet of them."""
        return f"Killer sudoku {self.size} x {self.size}"


Batch = list[tuple[str, Made]]  # (seed, puzzle) pairs in seed order


def _json(request: Request, made: Batch) -> str:
    """The batch as JSON: each puzzle's seed, size, grade, Solo game ID, cage list and solution."""
    return (
        json.dumps(
            {
                "puzzles": [
                    {
                        "seed": seed,
                        "size": m.puzzle.size,
                        "grade": m.grade.label,
                        "solo": solo_id(m.puzzle),
                        "cages": [
                            {"sum": c.total, "cells": [list(cell) for cell in c.cells]}
                            for c in m.puzzle.cages
                        ],
                        "solution": [list(row) for row in m.solution],
                    }
                    for seed, m in made
                ]
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    )


class KillerMaker:
    """Makes killer sudokus of a size and grade, graded as Simon Tatham's Solo grades them, each
    with one solution."""

    input: str | None = None  # made from its options alone
    noun = "killer sudokus"
    description = (
        "Killer sudokus (4 x 4, 6 x 6 or 9 x 9) with exactly one solution, graded as Simon Tatham's "
        "Solo grades them (Trivial to Unreasonable): the puzzle needs exactly that grade's deductions."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            "side of the grid: 4, 6 or 9 (default 9)",
            "9",
            read_size,
            metavar="N",
            label="Size",
            offered=(("4", "4 x 4"), ("6", "6 x 6"), ("9", "9 x 9")),
        ),
        Option(
            "difficulty",
            "Trivial, Basic (default; Trivial at 4 x 4), Intermediate, Advanced, Extreme or Unreasonable, as Solo grades",
            None,
            metavar="GRADE",
            label="Grade",
            # the page's first choice is the command line's default: left blank, the size decides
            offered=(("", "Basic (Trivial at 4 x 4)"), *((g, g) for g in GRADES)),
        ),
    )
    #: how a batch is written, by format name: cage lists, Solo game IDs, JSON
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n".join(
                f"# {r.title}, {m.grade.label}, seed {seed} (gridcraft make)\n" + dumps(m.puzzle)
                for seed, m in made
            ),
            "solo": lambda r, made: "".join(solo_id(m.puzzle) + "\n" for _, m in made),
            "json": _json,
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values.

        Raises:
            InvalidPuzzle: a grade that is not one of :data:`GRADES` (naming ``difficulty``).
        """
        size = values.get("size", 9)
        assert isinstance(size, int)
        name = str(values.get("difficulty") or ("Trivial" if size == 4 else "Basic")).strip()
        found = next((g for g in GRADES if name.lower() in (g.lower(), g[0].lower())), None)
        if found is None:
            raise InvalidPuzzle(
                f"{{difficulty}} {name!r} is not a grade: one of {', '.join(GRADES)}",
                settings=("difficulty",),
            )
        if size == 4 and found != "Trivial":
            raise InvalidPuzzle(
                f"{{size}} 4 x 4 killers are all Trivial as Solo grades them, not {found}",
                settings=("size", "difficulty"),
            )
        return Request(size, found)

    def make(self, request: Request, seed: str, budget: Budget) -> Made:
        """One puzzle of ``request`` made with ``seed``, drawing at most ``budget``'s node limit of
        grids (``None``: :data:`~gridcraft.killer.make.ATTEMPTS`); its time limit is an outer
        safety limit.

        Raises:
            BudgetExceeded: the grids asked for ran out, or the time limit cut the making (checked
                between the grades of candidates).
            InvalidPuzzle: no puzzle of that grade was found in the default grids.
        """
        return make(request.grade, request.size, seed, box=default_box(request.size), budget=budget)

    def check_format(self, request: Request, name: str) -> str | None:
        """Every format holds killer sudokus of every size made here."""
        return None

    def summary(self, request: Request, n: int) -> str:
        """``12 9 x 9 Basic killer sudokus, each with one solution``."""
        what = f"{request.size} x {request.size} {request.grade} killer sudoku"
        return f"1 {what} with one solution" if n == 1 else f"{n} {what}s, each with one solution"

    def per_page(self, request: Request) -> int:
        """Puzzles on a booklet's page: 4 up to 6 x 6, else 2."""
        return self.per_page_of(request.size)

    def per_page_of(self, puzzle: object) -> int:
        """Puzzles on a booklet's page of puzzles like ``puzzle`` (a puzzle, or its size)."""
        n = puzzle if isinstance(puzzle, int) else puzzle.size if isinstance(puzzle, KillerPuzzle) else 9
        return 4 if n <= 6 else 2

    def label(self, request: Request, i: int) -> str:
        """``3. Basic``."""
        return f"{i}. {request.grade}"

    def titles(self, request: Request) -> tuple[str, str, str]:
        """The booklet's page title, its PDF title and one puzzle's file title."""
        return request.title, f"{request.title}, {request.grade}", f"{request.title} ({request.grade})"

    def shown(self, made: Made) -> tuple[object, object]:
        """The puzzle and solution of a made puzzle."""
        return made.puzzle, made.solution

    def grade(self, made: Made) -> str:
        """The grade of a made puzzle: exactly the one asked for."""
        return made.grade.label


MAKER = KillerMaker()


def is_made(doc: Any) -> bool:
    """Whether the JSON value ``doc`` is the document ``make killer --format json`` writes: an
    object whose ``puzzles`` are objects with a Solo game ID (``solo``)."""
    puzzles = doc.get("puzzles") if isinstance(doc, dict) else None
    return (
        isinstance(puzzles, list)
        and bool(puzzles)
        and all(isinstance(p, dict) and "solo" in p for p in puzzles)
    )


def made_puzzle(doc: Any, source: str = "<string>") -> KillerPuzzle:
    """The puzzle of a ``make killer --format json`` document (:func:`is_made`) that holds one
    (its Solo game ID).

    Raises:
        ParseError: a document of several puzzles, or a bad game ID.
    """
    puzzles = doc["puzzles"]
    if len(puzzles) != 1:
        raise ParseError(f"the document holds {len(puzzles)} puzzles: give one at a time", 0, 0, source)
    found = puzzles[0]["solo"]
    if not isinstance(found, str):
        raise ParseError(f"'solo': {found!r} is not a Solo game ID", 0, 0, source)
    return parse_solo_id(found, source)
