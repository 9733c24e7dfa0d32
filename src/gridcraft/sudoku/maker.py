"""The sudoku maker's table in the registry: its options, the requests it takes, one puzzle per
seed, what a batch of them is written as, and its summary (see :class:`gridcraft.kinds.Maker`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.latin.solo import SYMMETRIES
from gridcraft.options import Option, yes_no
from gridcraft.sudoku.grade import GRADES
from gridcraft.sudoku.make import Made, grade_label, make
from gridcraft.sudoku.model import Box, SudokuPuzzle, default_box
from gridcraft.sudoku.parse import dumps, line
from gridcraft.sudoku.solo_id import parse_solo_id, solo_id


def read_size(text: str) -> tuple[int, Box | None]:
    """A side and its boxes: ``9`` (the usual boxes), ``RxC`` (boxes of R rows and C columns, the
    side R x C: ``2x3`` is a 6 x 6, ``3x4`` a 12 x 12, ``4x4`` a 16 x 16, as Solo names them), or
    ``NxN`` for a side above 16 cells' boxes (``9x9``: a 9 x 9). Sides 4 to 16; a side without boxes
    (5, 7, 11, 13) is made as a jigsaw.

    Raises:
        ValueError: anything else.
    """
    parts = [p.strip() for p in text.strip().lower().replace("\u00d7", "x").split("x")]
    if all(p.isdigit() for p in parts) and len(parts) in (1, 2):
        if len(parts) == 1:
            n = int(parts[0])
            if 4 <= n <= 16:
                return n, None
        else:
            rows, cols = int(parts[0]), int(parts[1])
            if rows == cols and rows * cols > 16 and 4 <= rows <= 16:
                return rows, None
            if rows >= 2 and cols >= 2 and 4 <= rows * cols <= 16:
                return rows * cols, (rows, cols)
    raise ValueError(f"{text!r} is not a sudoku size: a side 4 to 16 (9), or boxes such as 2x3 or 3x4")


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: side, boxes (``None``: the usual ones, or a jigsaw's regions), X, jigsaw,
    symmetry and grade (one of :data:`GRADES`)."""

    size: int
    box: Box | None
    x: bool
    jigsaw: bool
    symmetry: str
    grade: str

    @property
    def variant(self) -> str:
        """``Sudoku``, ``X sudoku``, ``Jigsaw sudoku`` or ``Jigsaw X sudoku``."""
        return {
            (False, False): "Sudoku",
            (True, False): "X sudoku",
            (False, True): "Jigsaw sudoku",
            (True, True): "Jigsaw X sudoku",
        }[(self.x, self.jigsaw)]

    @property
    def title(self) -> str:
        """``Sudoku 9 x 9``: the title of a booklet of them."""
        return f"{self.variant} {self.size} x {self.size}"


Batch = list[tuple[str, Made]]  # (seed, puzzle) pairs in seed order


def _json(request: Request, made: Batch) -> str:
    """The batch as JSON: each puzzle's seed, size, grade, line of givens, Solo game ID, regions
    (a jigsaw's, as rows of region numbers) and solution."""
    out = []
    for seed, m in made:
        p = m.puzzle
        item: dict[str, Any] = {"seed": seed, "size": p.size, "variant": p.variant, "grade": m.grade.label}
        if p.box is not None:
            item["box"] = list(p.box)
        item["line"] = line(p)
        item["solo"] = solo_id(p)
        if p.box is None:
            item["regions"] = [[k + 1 for k in row] for row in p.region_map()]
        item["solution"] = [
            "".join(str(v) if v < 10 else chr(ord("A") + v - 10) for v in row) for row in m.solution
        ]
        out.append(item)
    return json.dumps({"puzzles": out}, ensure_ascii=False, indent=1) + "\n"


class SudokuMaker:
    """Makes sudokus (classic, X, jigsaw) of a side and grade, graded as Simon Tatham's Solo
    grades them, each with one solution and symmetric givens."""

    input: str | None = None  # made from its options alone
    noun = "sudokus"
    description = (
        "Sudokus (4 x 4 to 16 x 16; classic, X or jigsaw) with exactly one solution, graded as Simon "
        "Tatham's Solo grades them (Trivial to Unreasonable), their givens symmetric."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            "side 4 to 16 (default 9), or boxes RxC such as 2x3 (6 x 6) or 3x4 (12 x 12)",
            "9",
            read_size,
            metavar="N|RxC",
            label="Size",
            offered=(
                ("4", "4 x 4"),
                ("6", "6 x 6"),
                ("8", "8 x 8"),
                ("9", "9 x 9"),
                ("12", "12 x 12"),
                ("16", "16 x 16"),
            ),
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
        Option(
            "x",
            "X sudoku: both long diagonals hold each digit once too",
            "no",
            yes_no,
            label="X (diagonals)",
            offered=(("no", "No"), ("yes", "Yes")),
            switch=True,
            said="the diagonals",
        ),  # fmt: skip
        Option(
            "jigsaw",
            "jigsaw: irregular regions in place of boxes",
            "no",
            yes_no,
            label="Jigsaw regions",
            offered=(("no", "No"), ("yes", "Yes")),
            switch=True,
        ),  # fmt: skip
        Option(
            "symmetry",
            "symmetry of the givens: rot2 (a half turn, default), rot4, mirror, mirror2, diagonal or none",
            "rot2",
            choices=SYMMETRIES,
            metavar="S",
            label="Symmetry",
        ),
    )
    #: how a batch is written, by format name: grids, one line each, Solo game IDs, JSON
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n".join(
                f"# {r.title}, {m.grade.label}, seed {seed} (gridcraft make)\n" + dumps(m.puzzle)
                for seed, m in made
            ),
            "lines": lambda r, made: "".join(line(m.puzzle) + "\n" for _, m in made),
            "solo": lambda r, made: "".join(solo_id(m.puzzle) + "\n" for _, m in made),
            "json": _json,
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values.

        Raises:
            InvalidPuzzle: a grade that is not one of :data:`GRADES` (naming ``difficulty``), boxes
                with a jigsaw.
        """
        found = values.get("size") or (9, None)
        assert isinstance(found, tuple)
        size: int = found[0]
        box: Box | None = found[1]
        jigsaw, x = bool(values.get("jigsaw")), bool(values.get("x"))
        if box is not None and jigsaw:
            raise InvalidPuzzle(
                "{size} a jigsaw has regions, not boxes: give its side alone", settings=("size", "jigsaw")
            )
        if not jigsaw and default_box(size)[0] == 1 and box is None:
            jigsaw = True  # a side without boxes
        try:
            label = grade_label(str(values.get("difficulty") or ("Trivial" if size == 4 else "Basic")))
        except InvalidPuzzle:
            raise InvalidPuzzle(
                f"{{difficulty}} {values.get('difficulty')!r} is not a grade: one of {', '.join(GRADES)}",
                settings=("difficulty",),
            ) from None
        if size == 4 and label != "Trivial":
            raise InvalidPuzzle(
                f"{{size}} 4: 4 x 4 sudokus are made at Trivial only (no carving of 2,000 grids reached Basic,"
                f" and Solo's own 4 x 4 Basic puzzles grade Trivial), not {label}",
                settings=("size", "difficulty"),
            )
        symmetry = str(values.get("symmetry") or "rot2")
        return Request(size, None if jigsaw else (box or default_box(size)), x, jigsaw, symmetry, label)

    def make(self, request: Request, seed: str, budget: Budget) -> Made:
        """One puzzle of ``request`` made with ``seed``, trying at most ``budget``'s node limit of
        filled grids (``None``: :data:`~gridcraft.sudoku.make.ATTEMPTS`); its time limit is an
        outer safety limit.

        Raises:
            BudgetExceeded: the grids asked for ran out, or the time limit cut the making.
            InvalidPuzzle: no puzzle of that grade was found in the default grids.
        """
        return make(
            request.grade,
            request.size,
            seed,
            box=request.box,
            x=request.x,
            jigsaw=request.jigsaw,
            symmetry=request.symmetry,
            budget=budget,
        )

    def check_format(self, request: Request, name: str) -> str | None:
        """Every format holds sudokus of every size made here."""
        return None

    def summary(self, request: Request, n: int) -> str:
        """``12 9 x 9 Basic sudokus, each with one solution``."""
        what = f"{request.size} x {request.size} {request.grade} {request.variant.lower()}"
        return f"1 {what} with one solution" if n == 1 else f"{n} {what}s, each with one solution"

    def per_page(self, request: Request) -> int:
        """Puzzles on a booklet's page: 4 up to 9 x 9, else 1."""
        return self.per_page_of(request.size)

    def per_page_of(self, puzzle: object) -> int:
        """Puzzles on a booklet's page of puzzles like ``puzzle`` (a puzzle, or its size)."""
        n = puzzle if isinstance(puzzle, int) else puzzle.size if isinstance(puzzle, SudokuPuzzle) else 9
        return 4 if n <= 9 else 1

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


MAKER = SudokuMaker()


def is_made(doc: Any) -> bool:
    """Whether the JSON value ``doc`` is the document ``make sudoku --format json`` writes: an
    object whose ``puzzles`` are objects with a ``line`` and a ``solo`` game ID."""
    puzzles = doc.get("puzzles") if isinstance(doc, dict) else None
    return (
        isinstance(puzzles, list)
        and bool(puzzles)
        and all(isinstance(p, dict) and "solo" in p and "line" in p for p in puzzles)
    )


def made_puzzle(doc: Any, source: str = "<string>") -> SudokuPuzzle:
    """The puzzle of a ``make sudoku --format json`` document (:func:`is_made`) that holds one (its
    Solo game ID).

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
