"""The KenKen maker's table in the registry: its options, the requests it takes, one puzzle per
seed, what a batch of them is written as, and its summary (see :class:`gridcraft.kinds.Maker`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle
from gridcraft.kenken.keen import to_keen_id
from gridcraft.kenken.ladder.deduce import Level
from gridcraft.kenken.made import made_summary, to_made_json
from gridcraft.kenken.make import OPS, Made, check_request, make
from gridcraft.kenken.model import KenKenPuzzle
from gridcraft.kenken.parse import dumps
from gridcraft.options import Option


def read_size(text: str) -> int:
    """``N`` or ``NxN`` (``6``, ``6x6``, ``6×6``).

    Raises:
        ValueError: anything else, or two different sides.
    """
    parts = re.fullmatch(r"\s*(\d+)\s*(?:[xX\u00d7]\s*(\d+)\s*)?", text)
    if parts is None or (parts.group(2) is not None and parts.group(2) != parts.group(1)):
        raise ValueError(f"{text!r} is not a size such as 6 or 6x6")
    return int(parts.group(1))


def _counted(text: str, least: int) -> int:
    """``text`` as a whole number of at least ``least`` (0 or 1).

    Raises:
        ValueError: not a whole number, or below ``least``.
    """
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a whole number") from None
    if value < least:
        raise ValueError(f"{text!r} must be {'0 or more' if least == 0 else 'greater than 0'}")
    return value


def _whole(text: str) -> int:
    return _counted(text, 0)


def _positive(text: str) -> int:
    return _counted(text, 1)


#: the largest grid Keen opens ("Grid size must be between 3 and 9"): a larger one's game ID,
#: which gridcraft reads, is not offered as Keen's
KEEN_MAX_SIZE = 9


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: the side ``size``, the grade ``level``, the operations ``ops`` (one of
    :data:`~gridcraft.kenken.make.OPS`), the largest cage ``max_cage`` and the most one-cell cages
    ``max_givens`` (``None``: the defaults)."""

    size: int
    level: Level
    ops: str = "all"
    max_cage: int | None = None
    max_givens: int | None = None

    @property
    def heading(self) -> str:
        """``6 x 6 KenKen, normal``."""
        return f"{self.size} x {self.size} KenKen, {self.level.label}"

    @property
    def title(self) -> str:
        """``KenKen 6 x 6``: the title of a booklet of them."""
        return f"KenKen {self.size} x {self.size}"


Batch = list[tuple[str, Made]]  # (seed, puzzle) pairs in seed order


class KenKenMaker:
    """Makes KenKens of a size and grade, graded as Keen grades them, each with one solution."""

    input: str | None = None  # made from its options alone, not from a file
    noun = "KenKens"
    description = (
        "KenKen puzzles with exactly one solution, graded as Simon Tatham's Keen grades them (easy, "
        "normal, hard, extreme, unreasonable): the puzzle's deductions need exactly that grade."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            "side of the grid, 3 to 16 (default 6; 6x6 also)",
            "6",
            read_size,
            metavar="N",
            label="Size (3 to 16)",
        ),
        Option(
            "difficulty",
            "easy, normal (default, as Keen's), hard, extreme or unreasonable",
            "normal",
            metavar="GRADE",
            label="Grade",
            offered=tuple((level.label, level.label) for level in Level),
        ),
        Option(
            "ops",
            "all (default): + - x /; add-mul: + and x only; hidden: cages show no operation",
            "all",
            choices=OPS,
            label="Operations",
            said="operations",
            offered=(
                ("all", "+ \u2212 \u00d7 \u00f7"),
                ("add-mul", "+ and \u00d7 only"),
                ("hidden", "hidden (targets only)"),
            ),
        ),
        Option(
            "max_cage",
            "most cells in a cage (default 6, 4 above 9 x 9)",
            None,
            _positive,
            metavar="K",
            page=False,
            said="the largest cage",
        ),
        Option(
            "max_givens",
            "most one-cell cages, cells given away (default 0 up to 9 x 9, as in Keen's puzzles, but N for "
            "easy --ops hidden from 8 x 8 and normal from 9 x 9; no limit above)",
            None,
            _whole,
            metavar="G",
            page=False,
        ),
    )
    #: how a batch is written, by format name: text (cage lists under a comment), Keen IDs, JSON
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n".join(
                f"# {r.heading}, seed {seed} (gridcraft make)\n" + dumps(m.puzzle) for seed, m in made
            ),
            "keen": lambda r, made: "".join(to_keen_id(m.puzzle) + "\n" for _, m in made),
            "json": lambda r, made: to_made_json(made),
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values (as :attr:`options` read them; a missing one: its default).

        Raises:
            InvalidPuzzle: a grade that is not one, or a request that cannot be met (the message
                names the setting: see :meth:`gridcraft.errors.GridcraftError.worded`).
        """
        name = str(values.get("difficulty") or "normal")
        try:
            level = Level[name.strip().upper()]
        except KeyError:
            names = ", ".join(level.label for level in Level)
            raise InvalidPuzzle(
                f"{{difficulty}} {name!r} is not a grade: one of {names}", settings=("difficulty",)
            ) from None
        size = values.get("size", 6)
        max_cage, max_givens = values.get("max_cage"), values.get("max_givens")
        assert isinstance(size, int) and (max_cage is None or isinstance(max_cage, int))
        assert max_givens is None or isinstance(max_givens, int)
        ops = str(values.get("ops") or "all")
        check_request(size, level, max_cage, max_givens, ops)
        return Request(size, level, ops, max_cage, max_givens)

    def make(self, request: Request, seed: str, budget: Budget) -> Made:
        """One puzzle of ``request`` made with ``seed`` within ``budget``'s node limit, in the
        maker's steps (``None``: :func:`~gridcraft.kenken.make.default_steps`), and its time limit,
        an outer safety limit.

        Raises:
            BudgetExceeded: the steps ran out, or the time limit cut the making (``budget.cut``).
        """
        return make(
            request.size,
            request.level,
            seed=seed,
            ops=request.ops,
            max_cage=request.max_cage,
            max_givens=request.max_givens,
            steps=budget.node_limit,
            budget=budget,
        )

    def check_format(self, request: Request, name: str) -> str | None:
        """Why format ``name`` cannot hold puzzles of ``request`` (``None``: it can)."""
        if request.ops == "hidden" and name == "keen":
            return "a Keen game ID gives every cage its operation: {ops} hidden needs another {format}"
        if name == "keen" and request.size > KEEN_MAX_SIZE:
            n = request.size
            return (
                f"Keen opens grids of 3 x 3 to {KEEN_MAX_SIZE} x {KEEN_MAX_SIZE} only, not {n} x {n}: "
                "its IDs of this size would be refused; choose another {format}"
            )
        return None

    def summary(self, request: Request, n: int) -> str:
        """What a batch of ``n`` puzzles of ``request`` holds, e.g. ``12 6 x 6 normal KenKens, each
        with one solution``."""
        return made_summary(n, request.size, request.level.label, hidden=request.ops == "hidden")

    def per_page(self, request: Request) -> int:
        """Puzzles on a booklet's page: 4 up to 7 x 7, 2 up to 12 x 12, else 1."""
        return self.per_page_of(request.size)

    def per_page_of(self, puzzle: object) -> int:
        """Puzzles on a booklet's page of puzzles like ``puzzle`` (a puzzle, or its size)."""
        n = puzzle if isinstance(puzzle, int) else puzzle.size if isinstance(puzzle, KenKenPuzzle) else 6
        return 4 if n <= 7 else 2 if n <= 12 else 1

    def label(self, request: Request, i: int) -> str:
        """The label of puzzle ``i`` (1-based) of a booklet: ``3. normal``."""
        return f"{i}. {request.level.label}"

    def titles(self, request: Request) -> tuple[str, str, str]:
        """The titles of a booklet's pages (``KenKen 6 x 6``), of its PDF document (``KenKen 6 x 6,
        normal``) and of one puzzle's file (``KenKen 6 x 6 (normal)``)."""
        return (
            request.title,
            f"{request.title}, {request.level.label}",
            f"{request.title} ({request.level.label})",
        )

    def shown(self, made: Made) -> tuple[object, object]:
        """The puzzle and solution of one made puzzle, as the kind's writers take them."""
        return made.puzzle, made.solution

    def grade(self, made: Made) -> str:
        """The grade of a made puzzle (``normal``): exactly the one asked for."""
        return made.level.label


MAKER = KenKenMaker()
