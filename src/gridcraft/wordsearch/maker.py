"""The word-search maker's table in the registry (see :class:`gridcraft.kinds.Maker`): made from a
word list and options (size, directions, shape, message), one puzzle per seed."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle
from gridcraft.options import Option, free_text, yes_no
from gridcraft.words import Entry
from gridcraft.words import is_rtl
from gridcraft.wordsearch.level import level
from gridcraft.wordsearch.make import make, word_directions
from gridcraft.wordsearch.model import DIRECTIONS, PRESETS, WordSearch, resolve_directions, word_entries
from gridcraft.wordsearch.text import dumps
from gridcraft.wordsearch.write import to_json

Size = str | tuple[int, int]  # "auto", or (width, height) in cells


def read_size(text: str) -> Size:
    """``auto``, ``N`` (a square) or ``WxH`` (``12x10``: 12 wide, 10 high).

    Raises:
        ValueError: anything else, or a side below 2 or above 60.
    """
    found = re.fullmatch(r"\s*(?:(auto)|(\d+)\s*(?:[xX\u00d7]\s*(\d+))?)\s*", text)
    if found is None:
        raise ValueError(f"{text!r} is not a size such as auto, 12 or 12x10")
    if found.group(1):
        return "auto"
    width = int(found.group(2))
    height = int(found.group(3) or width)
    if not (2 <= width <= 60 and 2 <= height <= 60):
        raise ValueError(f"{text!r}: each side must be 2 to 60 cells")
    return width, height


def read_directions(text: str) -> str | tuple[str, ...]:
    """A preset (``easy``, ``medium``, ``hard``) or a list of direction names separated by commas
    or spaces (``right,down,up-right``).

    Raises:
        ValueError: an unknown preset or name.
    """
    text = text.strip().lower()
    if text in PRESETS:
        return text
    names = tuple(n for n in re.split(r"[\s,]+", text) if n)
    bad = [n for n in names if n not in DIRECTIONS]
    if not names or bad:
        raise ValueError(
            f"{text!r} is not easy, medium, hard or a list of directions ({', '.join(DIRECTIONS)})"
        )
    return names


def read_shape(text: str) -> tuple[str, ...]:
    """A shape's rows, separated by ``/`` or line breaks: ``#`` (or any letter) a cell, ``.`` none
    (``.##./####/####/.##.``)."""
    return tuple(row.strip() for row in re.split(r"[/\n]", text) if row.strip())


@dataclass(frozen=True, slots=True)
class Request:
    """What to make: the ``words`` (entries of the list), the ``size``, the ``directions`` (a preset
    or names), the ``shape`` (rows of a mask, empty: a rectangle), the hidden ``message``, the
    ``heading`` of its sheet, player and ipuz file (``None``: ``Word search``), and whether its
    sheet has a ``name_line`` for the solver's name and the date."""

    words: tuple[Entry, ...]
    size: Size = "auto"
    directions: str | tuple[str, ...] = "medium"
    shape: tuple[str, ...] = ()
    message: str | None = None
    heading: str | None = None
    name_line: bool = True

    @property
    def title(self) -> str:
        """The title: the ``heading`` given, else ``Word search``."""
        return self.heading or "Word search"


Batch = list[tuple[str, WordSearch]]  # (seed, puzzle) pairs in seed order


class WordSearchMaker:
    """Makes word searches of a word list: every word placed once and found exactly once."""

    input: str | None = "words"  # made from a word list (``values["words"]``) and its options
    noun = "word searches"
    description = (
        "Word searches of a word list, in any script: every word is found exactly once (never twice, "
        "never inside filler), and no offensive word is spelt in any direction."
    )
    options: tuple[Option, ...] = (
        Option(
            "size",
            "auto (default: the smallest square that holds the words), N or WxH",
            "auto",
            read_size,
            metavar="SIZE",
            label="Size (auto, 12 or 12x10)",
        ),
        Option(
            "directions",
            "easy (right and down), medium (default: also the diagonals going down), hard (all eight), "
            "or a list such as right,down,up-right",
            "medium",
            read_directions,
            metavar="DIRS",
            label="Directions",
            offered=(
                ("easy", "easy (right and down)"),
                ("medium", "medium (also diagonally down)"),
                ("hard", "hard (all eight)"),
            ),
        ),
        Option(
            "shape",
            "rows of the grid's shape separated by /: # a cell, . none (.##./####/####/.##.)",
            None,
            read_shape,
            metavar="ROWS",
            label="Shape (rows such as .##./####, optional)",
        ),
        Option(
            "message",
            "a hidden message the leftover cells spell in reading order",
            None,
            free_text,
            metavar="TEXT",
            label="Hidden message (optional)",
        ),
        Option(
            "title",
            "word search: the title of the sheet, the player and ipuz (default: Word search)",
            None,
            free_text,
            metavar="T",
            page=False,  # the page's booklet has a title field of its own
        ),
        Option(
            "name_line",
            "word search: yes (default), a line for the solver's name and the date on the sheet; no, none",
            "yes",
            yes_no,
            metavar="yes|no",
            page=False,
        ),
    )
    #: how a batch is written, by format name: puzzle files one to a paragraph, JSON
    writers: Mapping[str, Callable[[Request, Batch], str]] = MappingProxyType(
        {
            "text": lambda r, made: "\n\n".join(dumps(p) for _, p in made),
            "json": lambda r, made: (
                json.dumps(
                    {"puzzles": [{"seed": seed, **to_json(p)} for seed, p in made]},
                    ensure_ascii=False,
                    indent=2,
                )
                + "\n"
            ),
        }
    )

    def request(self, values: Mapping[str, object]) -> Request:
        """The request of option values and the word list (``words``).

        Raises:
            InvalidPuzzle: no words or a single word; a shape with a size.
            WordConflict: words that could never be found exactly once in these directions (a
                word inside another, a palindrome where every direction's reverse is allowed).
        """
        words = values.get("words")
        if not isinstance(words, list) or len(words) < 2:
            raise InvalidPuzzle("a word search needs a list of two words or more", settings=())
        size = values.get("size") or "auto"
        directions = values.get("directions") or "medium"
        shape = values.get("shape") or ()
        message = values.get("message") or None
        heading = values.get("title") or None
        name_line = values.get("name_line") is not False
        assert isinstance(size, (str, tuple)) and isinstance(directions, (str, tuple))
        assert isinstance(shape, tuple) and (message is None or isinstance(message, str))
        assert heading is None or isinstance(heading, str)
        if shape and size != "auto":
            raise InvalidPuzzle("{shape} gives the grid's size: leave {size} out", settings=("shape", "size"))
        rtl = any(is_rtl(e.text) for e in words)
        word_directions(word_entries([e.text for e in words]), resolve_directions(directions, rtl))
        return Request(tuple(words), size, directions, shape, message, heading, name_line)

    def make(self, request: Request, seed: str, budget: Budget) -> WordSearch:
        """One puzzle of ``request`` made with ``seed`` within ``budget``.

        Raises:
            WordConflict: words that could not be found exactly once (naming them).
            NoFit: no grid of that size, shape or message holds them.
            BudgetExceeded: the budget (its node limit, or its time limit, an outer safety limit)
                ran out before any grid held them.
        """
        return make(
            [e.text for e in request.words],
            size="auto" if isinstance(request.size, str) else request.size,
            directions=request.directions,
            mask=list(request.shape) or None,
            message=request.message,
            seed=seed,
            budget=budget,
        )

    def check_format(self, request: Request, name: str) -> str | None:
        """Every format holds word searches."""
        return None

    def summary(self, request: Request, n: int) -> str:
        """``1 word search of 12 words, each found exactly once``."""
        what = f"of {len(request.words)} words, each found exactly once"
        return f"1 word search {what}" if n == 1 else f"{n} word searches {what}"

    def per_page(self, request: Request) -> int:
        """One word search to a page (its grid and its word list)."""
        return 1

    def per_page_of(self, puzzle: object) -> int:
        return 1

    def label(self, request: Request, i: int) -> str:
        return f"{i}."

    def titles(self, request: Request) -> tuple[str, str, str]:
        """The title given (``--title``), else ``Word search``: on the booklet's pages, its PDF
        document and one puzzle's file (ipuz, the player)."""
        return request.title, request.title, request.title

    def shown(self, made: WordSearch) -> tuple[WordSearch, tuple[object, ...]]:
        """The puzzle and its solution (each word's place, in the list's order)."""
        return made, made.placements

    def grade(self, made: WordSearch) -> str:
        """The level of a made puzzle as measured on it (``easy``, ``medium`` or ``hard``; see
        :mod:`gridcraft.wordsearch.level`), whatever the directions asked for."""
        return level(made).grade


MAKER = WordSearchMaker()
