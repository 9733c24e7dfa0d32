"""Finding words in a grid: every occurrence of each word in every allowed direction, and the
offensive words a grid spells.

A line is a maximal run of existing cells along one of the eight directions (a cell the shape
leaves out breaks it). Each cell is turned into one character (a cluster code, see
:func:`gridcraft.words.cell_code`), so a line is a string and a word is found with ``str.find``,
overlapping occurrences included. Cost O(directions x cells x words) string searches' worth:
about a millisecond for a 15 x 15 grid and 30 words.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from importlib import resources

from gridcraft.words import cell_code, letter_language
from gridcraft.wordsearch.model import (
    DIRECTIONS,
    VECTORS,
    Cell,
    Placement,
    WordSearch,
    message_cells,
    upper_cell,
    word_entries,
)

Cells = Sequence[Sequence[str | None]]


@dataclass(frozen=True, slots=True)
class Findings:
    """What :func:`find` found.

    Attributes:
        found: each word (as given) and its occurrences, each a :class:`Placement`, in the order
            of the words; occurrences by direction (canonical order), then by start cell.
    """

    found: dict[str, tuple[Placement, ...]]

    @property
    def missing(self) -> list[str]:
        """The words found nowhere."""
        return [w for w, at in self.found.items() if not at]

    @property
    def twice(self) -> list[str]:
        """The words found more than once."""
        return [w for w, at in self.found.items() if len(at) > 1]

    @property
    def ok(self) -> bool:
        """True when every word is found exactly once."""
        return all(len(at) == 1 for at in self.found.values())


def lines(height: int, width: int, exists: Cells, direction: str) -> Iterator[list[Cell]]:
    """The lines of a grid along ``direction``: maximal runs of existing cells (``exists[r][c]``
    not ``None``), each listed in the direction's order."""
    holes = tuple((r, c) for r in range(height) for c in range(width) if exists[r][c] is None)
    for run in _lines(height, width, holes, direction):
        yield list(run)


@functools.lru_cache(maxsize=64)
def _lines(height: int, width: int, holes: tuple[Cell, ...], direction: str) -> tuple[tuple[Cell, ...], ...]:
    """The lines of a ``height`` x ``width`` grid without the cells ``holes`` (cached: every
    puzzle of a size has the same)."""
    dr, dc = VECTORS[direction]
    gone = set(holes)

    def has(y: int, x: int) -> bool:
        return 0 <= y < height and 0 <= x < width and (y, x) not in gone

    out = []
    for r in range(height):
        for c in range(width):
            if not has(r, c) or has(r - dr, c - dc):
                continue  # no cell, or not the first cell of its run
            run = []
            y, x = r, c
            while has(y, x):
                run.append((y, x))
                y, x = y + dr, x + dc
            out.append(tuple(run))
    return tuple(out)


def _coded(grid: Cells, lang: str | None) -> list[list[str]]:
    """Each existing cell as one character (upper-case, a cluster code where needed)."""
    return [[cell_code(upper_cell(x, lang)) if x is not None else "" for x in row] for row in grid]


def find(grid: Cells, words: Sequence[str], directions: Iterable[str] = DIRECTIONS) -> Findings:
    """Every occurrence of each word in ``grid``, reading in ``directions``.

    Args:
        grid: rows of cells (one grapheme cluster each, any case; ``None``: no cell).
        words: the words as written; compared after NFC and upper-casing per cell, joiners
            (spaces, hyphens) dropped.
        directions: direction names (default: all eight).

    Raises:
        ParseError: a word that is not letters (see :func:`gridcraft.wordsearch.model.word_entries`).
    """
    entries = word_entries(list(words))
    lang = letter_language(list(words))
    coded = _coded(grid, lang)
    height, width = len(grid), len(grid[0]) if grid else 0
    found: dict[str, list[Placement]] = {w: [] for w in words}
    chosen = set(directions)
    for direction in (d for d in DIRECTIONS if d in chosen):
        for line in lines(height, width, grid, direction):
            text = "".join(coded[r][c] for r, c in line)
            for word, entry in zip(words, entries, strict=True):
                i = text.find(entry.letters)
                while i >= 0:
                    found[word].append(Placement(word, line[i], direction))
                    i = text.find(entry.letters, i + 1)
    order = {d: i for i, d in enumerate(DIRECTIONS)}
    return Findings(
        {w: tuple(sorted(at, key=lambda p: (order[p.direction], p.start))) for w, at in found.items()}
    )


@functools.cache
def offensive_words() -> frozenset[str]:
    """The offensive words filler never spells (``gridcraft/data/offensive.txt``: upper-case ASCII
    words of 3+ letters from better-profanity's list, see ``tools/make_offensive.py``)."""
    text = resources.files("gridcraft").joinpath("data/offensive.txt").read_text(encoding="ascii")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def offensive_in(puzzle: WordSearch, banned: frozenset[str] | None = None) -> list[tuple[str, Cell, str]]:
    """The offensive words ``puzzle``'s grid spells in any of the eight directions, as ``(word,
    start, direction)``, except those lying wholly inside one listed word's cells (a listed word is
    the setter's choice: CLASSIC holds ASS). ``banned``: the words (default :func:`offensive_words`).
    Cost: from every cell of every line, the substrings that begin some word, against a set.
    """
    banned = offensive_words() if banned is None else banned
    if not banned:
        return []
    starts = _prefixes(banned)
    spans = [set(cs) for cs in puzzle.cells_of().values()]
    hits = []
    for direction in DIRECTIONS:
        for line in lines(puzzle.height, puzzle.width, puzzle.grid, direction):
            text = "".join(puzzle.grid[r][c] or "" for r, c in line)
            if len(text) != len(line):  # a cell of several characters: no offensive word holds one
                text = "".join(x if len(x) == 1 else "\0" for x in (puzzle.grid[r][c] or "" for r, c in line))
            for i in range(len(line)):
                j = i + 1
                while j <= len(line) and text[i:j] in starts:  # down the beginnings of the words
                    if text[i:j] in banned and not any(set(line[i:j]) <= s for s in spans):
                        hits.append((text[i:j], line[i], direction))
                    j += 1
    return hits


@functools.lru_cache(maxsize=4)
def _prefixes(banned: frozenset[str]) -> frozenset[str]:
    """Every beginning of a word of ``banned``, the words too."""
    return frozenset(word[:n] for word in banned for n in range(1, len(word) + 1))


def problems(puzzle: WordSearch) -> list[str]:
    """What is wrong with a made puzzle, one line each (empty: nothing): a word missing or found
    more than once in its directions, an offensive word spelt across or outside the words, or a
    hidden message that the leftover cells do not spell."""
    out = []
    findings = find(puzzle.grid, puzzle.words, puzzle.directions)
    out += [f"{w!r} is missing" for w in findings.missing]
    out += [f"{w!r} is found {len(findings.found[w])} times" for w in findings.twice]
    out += [f"offensive {w!r} at {start} reading {d}" for w, start, d in offensive_in(puzzle)]
    if puzzle.message is not None:
        lang = letter_language(list(puzzle.words))
        spelt = [puzzle.grid[r][c] for r, c in puzzle.leftover()]
        if spelt != message_cells(puzzle.message, lang):
            out.append(f"the leftover cells spell {''.join(x or '' for x in spelt)!r}, not the message")
    return out
