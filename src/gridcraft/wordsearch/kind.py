"""The word-search kind's entry in the registry (see :mod:`gridcraft.kinds`).

Solving a word search is finding its words: a solution gives each listed word one place
(:class:`~gridcraft.wordsearch.model.Placement`) among every place the grid spells it in the
allowed directions (:func:`~gridcraft.wordsearch.find.find`), so a puzzle has one solution when
every word is found exactly once, several when a word is found more than once (the solutions then
show each place), and none when a word is missing (the reader already names it).
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from gridcraft.captions import captions
from gridcraft.draw import Drawing
from gridcraft.engine import Hint, Solver
from gridcraft.errors import FieldError, InvalidPuzzle, ParseError
from gridcraft.formats.ipuz import WORDSEARCH, IpuzForm, is_kind
from gridcraft.options import Help
from gridcraft.outputs import TEXT, Format, WriteOptions
from gridcraft.player import PlayFind, PlayModel, languages
from gridcraft.words import is_rtl
from gridcraft.wordsearch.find import find
from gridcraft.wordsearch.level import level
from gridcraft.wordsearch.maker import MAKER, WordSearchMaker
from gridcraft.wordsearch.model import VECTORS, Cell, Placement, WordSearch, word_cells, word_entries
from gridcraft.wordsearch.render import render_svg
from gridcraft.wordsearch.text import dumps, looks_like, parse
from gridcraft.wordsearch.write import EXT_DIRECTIONS, EXT_MESSAGE, NAME, ipuz_body, render_text, to_json

Found = tuple[Placement, ...]  # a solution: one place per word, in the list's order


def level_line(puzzle: WordSearch, lang: str | None) -> str:
    """``Level: medium``: the puzzle's measured level in ``lang`` (``None``: the words' language)."""
    return captions(lang, puzzle.words).level_line(level(puzzle).grade)


def cell_name(cell: Cell) -> str:
    """``r1c2``: a cell's name in messages, 1-based."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def placed(puzzle: WordSearch, found: Found | None) -> WordSearch:
    """``puzzle`` with its words at the places of ``found`` (``None``: as it is)."""
    return puzzle if found is None else replace(puzzle, placements=tuple(found))


def where(puzzle: WordSearch, place: Placement) -> str:
    """``CAT: r1c1 to r1c3, reading right``."""
    length = len(word_entries([place.word])[0].letters)
    cells = place.cells(length)
    return f"{place.word}: {cell_name(cells[0])} to {cell_name(cells[-1])}, reading {place.direction}"


class HuntProblem:
    """The search problem of a word search: a state is the places chosen for the first words; a
    choice is the index of a place of the next word (see :class:`gridcraft.engine.Problem`)."""

    def __init__(self, puzzle: WordSearch) -> None:
        found = find(puzzle.grid, puzzle.words, puzzle.directions).found
        self.places = [found[word] for word in puzzle.words]
        self.propagations = 0  # nothing to propagate: a choice is one word's place

    def root(self) -> tuple[int, ...] | None:
        return () if all(self.places) else None

    def branch(self, state: tuple[int, ...]) -> Iterable[int] | None:
        if len(state) == len(self.places):
            return None
        return range(len(self.places[len(state)]))

    def child(self, state: tuple[int, ...], choice: int) -> tuple[int, ...]:
        return (*state, choice)

    def answer(self, state: tuple[int, ...]) -> Found:
        return tuple(self.places[i][k] for i, k in enumerate(state))


def verify(puzzle: WordSearch, found: Found) -> list[str]:
    """The rules ``found`` breaks as a solution of ``puzzle``: one place per word, in the list's
    order, each in an allowed direction and spelling its word inside the grid (checked cell by
    cell, without the finder; letters compared NFC and case-folded)."""
    if len(found) != len(puzzle.words):
        return [f"{len(found)} places for {len(puzzle.words)} words"]
    broken = []
    for word, place in zip(puzzle.words, found, strict=True):
        if place.word != word:
            broken.append(f"the place of {word!r} is given for {place.word!r}")
        elif place.direction not in puzzle.directions:
            broken.append(f"{word!r} reads {place.direction}, which is not allowed")
        elif not _spells(puzzle, place):
            broken.append(f"{word!r} does not read from {cell_name(place.start)} {place.direction}")
    return broken


def _spells(puzzle: WordSearch, place: Placement) -> bool:
    """Whether the grid spells ``place.word`` from its start in its direction."""
    letters = word_cells(word_entries([place.word])[0])
    (r, c), (dr, dc) = place.start, VECTORS[place.direction]
    for i, letter in enumerate(letters):
        rr, cc = r + i * dr, c + i * dc
        if not (0 <= rr < puzzle.height and 0 <= cc < puzzle.width):
            return False
        cell = puzzle.grid[rr][cc]
        if cell is None or _folded(cell) != _folded(letter):
            return False
    return True


def _folded(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


def _text(puzzle: WordSearch, found: Found | None, options: WriteOptions) -> str:
    if found is None:
        return dumps(puzzle)
    return render_text(placed(puzzle, found), solution=True) + "".join(where(puzzle, p) + "\n" for p in found)


#: a word search's own output formats (the registry adds PNG, PDF, ipuz, the player and the sheet)
FORMATS: Mapping[str, Format[WordSearch, Found]] = MappingProxyType(
    {
        "text": Format(
            "text", "txt", TEXT, _text, description="the puzzle file, or the words' places in the grid"
        ),
        "svg": Format(
            "svg",
            "svg",
            "image/svg+xml",
            lambda p, f, o: render_svg(placed(p, f), solution=f is not None).document(),
            picture=True,
            description="a picture of the grid and its word list, the words ringed when solved",
        ),
        "json": Format(
            "json",
            "json",
            "application/json",
            lambda p, f, o: json.dumps(to_json(placed(p, f)), ensure_ascii=False, indent=2) + "\n",
            description="the grid, the words and their cells",
        ),
    }
)


def from_ipuz(doc: dict[str, Any]) -> WordSearch | None:
    """The word search of an ipuz document of the Word Search kind, or ``None`` for another kind:
    ``puzzle`` (rows of letters, ``null`` for no cell), the words from ``solution`` (an object of
    words, or a list of them) or ``dictionary`` when it is a list, the directions from
    ``org.gridcraft:directions`` (default: all eight, as the spec's words may run any way), the
    message from ``org.gridcraft:message``. Every word's places are found in the grid.

    Raises:
        FieldError: a bad ``puzzle`` or ``solution``, or a word not in the grid.
    """
    if not is_kind(doc, WORDSEARCH):
        return None
    given = doc.get("solution", doc.get("dictionary"))
    words = list(given) if isinstance(given, (dict, list)) else None
    return _of_fields(doc.get("puzzle"), words, doc.get(EXT_DIRECTIONS, list(VECTORS)), doc.get(EXT_MESSAGE),
                      ("puzzle", "solution"))  # fmt: skip


def _of_fields(grid: Any, words: Any, directions: Any, message: Any, names: tuple[str, str]) -> WordSearch:
    """The word search of a document's fields: ``grid`` rows of letters (``null``: no cell),
    ``words`` the words to find, ``directions`` their names, ``message`` text or ``None``; a
    fault is a :class:`FieldError` at ``names[0]`` (the grid) or ``names[1]`` (the words)."""
    if not isinstance(grid, list) or not grid or not all(isinstance(row, list) and row for row in grid):
        raise FieldError(names[0], "must be rows of letters (null where the grid has no cell)")
    if any(not (cell is None or (isinstance(cell, str) and cell.strip())) for row in grid for cell in row):
        raise FieldError(names[0], "every cell must be a letter or null")
    if not isinstance(words, list) or not words or not all(isinstance(w, str) and w.strip() for w in words):
        raise FieldError(names[1], "must name the words to find (an object of words, or a list)")
    head = [f"# directions: {' '.join(map(str, directions))}"] if isinstance(directions, list) else []
    head += [f"# message: {message}"] if isinstance(message, str) else []
    rows = [" ".join("." if cell is None else cell.strip() for cell in row) for row in grid]
    try:
        return parse("\n".join([*head, *rows, "", *words]) + "\n", "<fields>")
    except ParseError as e:
        raise FieldError(names[1] if e.line > len(head) + len(rows) else names[0], e.message) from None


def _made_items(doc: Any) -> list[Any] | None:
    """The puzzles of a word search's own JSON value (``make wordsearch --format json``:
    ``{"puzzles": [...]}``; or one puzzle as :func:`~gridcraft.wordsearch.write.to_json` writes
    it), or ``None`` for another document (a solve's result among them)."""
    items = doc.get("puzzles") if isinstance(doc, dict) and "puzzles" in doc else [doc]
    if (
        isinstance(items, list)
        and items
        and all(isinstance(p, dict) and p.get("kind") == NAME and "grid" in p for p in items)
    ):
        return items
    return None


def is_made(doc: Any) -> bool:
    """Whether the JSON value ``doc`` is a word search's own JSON document (see :func:`made_puzzle`)."""
    return _made_items(doc) is not None


def made_puzzle(doc: Any, source: str = "<string>") -> WordSearch:
    """The word search of the JSON ``make wordsearch --format json`` writes (one puzzle), as a
    parsed value: its ``grid``, ``words``, ``directions`` and ``message``; the words' places are
    found again.

    Raises:
        ParseError: a document of several puzzles, or a bad field (at line 0, named).
    """
    items = _made_items(doc) or []
    if len(items) != 1:
        raise ParseError(f"the document holds {len(items)} puzzles: give one at a time", 0, 0, source)
    item = items[0]
    try:
        return _of_fields(item.get("grid"), item.get("words"), item.get("directions"), item.get("message"),
                          ("grid", "words"))  # fmt: skip
    except FieldError as e:
        raise ParseError(f"'{e.field}': {e}", 0, 0, source) from None


def _read_ipuz(doc: dict[str, Any]) -> tuple[WordSearch, None] | None:
    """The word search of an ipuz document (see :func:`from_ipuz`); its solution is found again."""
    puzzle = from_ipuz(doc)
    return None if puzzle is None else (puzzle, None)


#: the kind's ipuz form (its table's ``ipuz``): the words at their places of the solution given
IPUZ: IpuzForm[WordSearch, Found] = IpuzForm(
    WORDSEARCH,
    "Word search",
    lambda puzzle, found: ipuz_body(placed(puzzle, found)),
    _read_ipuz,
    description="an ipuz word search",
)


class WordSearchKind(Solver[WordSearch, Found]):
    """Word search: words hidden along lines of a grid of letters, each found exactly once."""

    name = "wordsearch"
    title = "word search"
    input = "wordsearch"  # the --kind value of its input
    dialects: tuple[str, ...] = ("gridcraft",)
    solver = True
    help = Help(
        reads="its text file (the grid, a blank line, the words), its JSON, or ipuz",
        state="one line per word found, as solve writes it: WORD: r1c1 to r1c3",
    )
    formats = FORMATS
    ipuz = IPUZ
    puz = None
    #: its own JSON document (``make wordsearch --format json``): recognised, and read back
    json_reader = (is_made, made_puzzle)
    maker: WordSearchMaker = MAKER
    word_maker = None
    argument = None
    grade = None
    filler = None
    lines = None
    looks_like = staticmethod(looks_like)
    dumps = staticmethod(dumps)
    verify = staticmethod(verify)

    def parse(self, text: str, source: str = "<string>", dialect: str = "gridcraft") -> WordSearch:
        """The word search in ``text`` (see :mod:`gridcraft.wordsearch.text`)."""
        return parse(text, source)

    def problem(self, puzzle: WordSearch) -> HuntProblem:
        return HuntProblem(puzzle)

    def text(self, puzzle: WordSearch, found: Found) -> str:
        """A solution as text: the grid with only the words' letters, then each word's place."""
        return _text(puzzle, found, WriteOptions())

    def rows(self, puzzle: WordSearch, found: Found) -> list[str]:
        """A solution as the JSON output's rows: each word's place (``CAT: r1c1 to r1c3, reading right``)."""
        return [where(puzzle, p) for p in found]

    def svg(self, puzzle: WordSearch, found: Found | None = None) -> Drawing:
        """The grid and its words (a booklet's box): solved with ``found``, else empty with its
        measured level under the words (``Level: medium``, in the words' language)."""
        if found is not None:
            return render_svg(placed(puzzle, found), solution=True)
        return render_svg(puzzle, level=level_line(puzzle, None))

    def solution_title(self, lang: str | None, puzzle: object) -> str:
        return "Solution"

    def default_title(self, puzzle: WordSearch, lang: str | None = None) -> str:
        return "Word search"

    def words(self, puzzle: WordSearch) -> None:
        """None: the word list is part of the picture (its word bank), not a crossword's list."""
        return

    def solvable(self, puzzle: WordSearch) -> tuple[WordSearchKind, WordSearch]:
        return self, puzzle

    def read_state(self, puzzle: WordSearch, text: str, source: str = "<string>") -> Found:
        """Words found so far: one line each, ``WORD: rRcC to rRcC`` (as :meth:`rows` writes them;
        the rest of the line is not read).

        Raises:
            ParseError: a line that names no listed word at one of its places in the grid.
        """
        places = {
            where(puzzle, p).rsplit(",", 1)[0]: p
            for ps in find(puzzle.grid, puzzle.words, puzzle.directions).found.values()
            for p in ps
        }
        chosen: list[Placement] = []
        for number, line in enumerate(text.splitlines(), 1):
            if line.strip():
                key = line.strip().split(",", 1)[0]
                if key not in places:
                    raise ParseError(
                        "not a listed word at its place, such as 'CAT: r1c1 to r1c3'", number, 1, source
                    )
                chosen.append(places[key])
        return tuple(chosen)

    def entry_position(self, puzzle: WordSearch, text: str, cell: tuple[int, int]) -> tuple[int, int]:
        return 1, 1

    def play(self, puzzle: WordSearch, solution: Found, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle as the player shows it: the letters, and the words to find along lines."""
        solved = placed(puzzle, solution)
        grid = tuple(tuple(cell for cell in row) for row in solved.grid)
        cells = solved.cells_of()
        spoken, caps = languages(solved.words, lang)
        finds = tuple(PlayFind(word, cells[word], is_rtl(word)) for word in solved.words)
        return PlayModel(
            mode="find",
            title=title,
            grid=grid,
            entries=(),
            solution={(r, c): v for r, row in enumerate(grid) for c, v in enumerate(row) if v is not None},
            lang=spoken,
            caps=caps,
            finds=finds,
            rtl=solved.rtl,
        )

    def notes(self, puzzle: WordSearch) -> list[str]:
        """What a solve adds to its summary: each word found more than once, with its places."""
        found = find(puzzle.grid, puzzle.words, puzzle.directions).found
        return [
            f"{word!r} is found {len(at)} times: " + "; ".join(where(puzzle, p).split(": ", 1)[1] for p in at)
            for word, at in found.items()
            if len(at) > 1
        ]

    def explain(self, puzzle: WordSearch, state: Found | None = None) -> Iterator[Hint]:
        """One step per word not found yet (in ``state``), in the list's order: where it starts
        and which way it reads; the step's cells are the word's.

        Raises:
            InvalidPuzzle: a word found more than once (naming the words).
        """
        found = find(puzzle.grid, puzzle.words, puzzle.directions)
        if found.twice:
            names = ", ".join(repr(w) for w in found.twice)
            raise InvalidPuzzle(f"{names} {'is' if len(found.twice) == 1 else 'are'} found more than once")
        done = {p.word for p in state or ()}
        for word in puzzle.words:
            if word in done:
                continue
            (place,) = found.found[word]
            length = len(word_entries([word])[0].letters)
            yield Hint(
                f"{word} starts at {cell_name(place.start)} and reads {place.direction}",
                "find",
                cells=place.cells(length),
            )

    def advance(self, puzzle: WordSearch, state: Found | None, hint: Hint) -> Found:
        """The words found after ``hint`` (its word's place added)."""
        start = hint.cells[0]
        place = next(p for p in puzzle.placements if p.start == start)
        return (*(state or ()), place)

    def hint_svg(self, puzzle: WordSearch, state: Found | None, hint: Hint) -> Drawing:
        """The grid with the words found so far and the hinted word ringed (no word list)."""
        shown = self.advance(puzzle, state, hint)
        some = replace(puzzle, words=tuple(p.word for p in shown), placements=shown, message=None)
        return render_svg(some, solution=True, word_bank=False)

    def sheet_parts(
        self, puzzle: WordSearch, solution: Found, lang: str | None = None
    ) -> tuple[Drawing, str, None, Drawing]:
        """Page 1: the grid and its word list; page 2: the words ringed. The caption's second line
        is the puzzle's measured level (``Level: medium``, see :mod:`gridcraft.wordsearch.level`),
        in ``lang`` (default: the language of the words)."""
        reading = ", ".join(puzzle.directions)
        caption = f"Word search: find every word of the list in the grid, reading {reading}."
        caption = f"{caption}\n{level_line(puzzle, lang)}"
        return render_svg(puzzle), caption, None, render_svg(placed(puzzle, solution), solution=True)


KIND = WordSearchKind()
