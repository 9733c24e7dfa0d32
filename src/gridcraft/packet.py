"""One word list, one packet: the puzzles a list makes, as one PDF for a class (``gridcraft
packet``). The word maker's puzzle (a clued crossword when the list has clues, else a word-list
criss-cross), every maker of word lists' puzzle (a word search) and the kinds the word maker's
layouts also make (a fill-in, of another layout than the crossword's, so that the two grids
differ), each in one or more versions (:mod:`gridcraft.versions`); the puzzle pages first, every
version's in turn, then the keys in the same order.

Everything is reached through the registry: a new maker of word lists joins the packet by its
registry entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gridcraft import printing
from gridcraft.batch import make_batch
from gridcraft.draw import Drawing
from gridcraft.engine import MAKER_TIME, Budget, verdict
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.kinds import Kind, Maker, makers, word_maker
from gridcraft.options import option_values
from gridcraft.versions import distinct, layout_versions, version_title
from gridcraft.words import Entry

#: seconds the fill-in's solve may take at most (a safety limit: a layout's fills are few)
SOLVE_TIME = 60.0


@dataclass(frozen=True)
class Part:
    """One puzzle of a packet, as printed: its kind, puzzle and solution (a layout is its own:
    ``None``) and its title (the packet's title, the puzzle's name and its version)."""

    kind: Kind
    puzzle: Any
    solution: Any
    title: str


@dataclass(frozen=True)
class Packet:
    """The puzzles of a packet, by version (``sets[k]``: version ``k``'s puzzles, in packet
    order), and the warnings of versions left out."""

    sets: tuple[tuple[Part, ...], ...]
    warnings: tuple[str, ...] = ()


def titled(title: str, name: str, k: int | None, words: Sequence[str], lang: str | None) -> str:
    """A puzzle's title in a packet: ``Animals: Word search``, with ``k`` its version
    (``Animals: Word search — version B``); without ``title``, the puzzle's name alone."""
    head = f"{title}: {name}" if title else name
    return head if k is None else version_title(head, k, lang, words)


def word_makers() -> list[tuple[Kind, Maker]]:
    """The makers of puzzles from word lists (a word search's), in registry order."""
    return [(kind, maker) for kind, maker in makers().values() if maker.input == "words"]


def refused(entries: list[Entry]) -> str | None:
    """Why ``entries`` make no packet, found before any search: a puzzle the word maker's layouts
    make refuses them (right-to-left words make no fill-in), or a maker of word lists does (a
    word inside another makes no word search). The message names the puzzle.

    Raises:
        GridcraftError: a maker's own refusal of the list (its message names the words).
    """
    maker = word_maker()[1]
    for name in maker.also:
        why = maker.refused(entries, name)
        if why is not None:
            return why.format(format="list")
    for _, other in word_makers():
        other.request({**option_values(other.options, {}), "words": entries})
    return None


def made_from_words(
    maker: Maker, entries: list[Entry], n: int, seed: str, time_limit: float = MAKER_TIME
) -> tuple[list[tuple[Any, Any]], list[str]]:
    """``n`` versions of ``maker``'s puzzle of ``entries`` (its options' defaults), the seeds
    ``SEED:k``: each ``(puzzle, solution)``, and the warning of a version left out.

    Raises:
        GridcraftError: the maker refuses the list (a word inside another in a word search).
        BudgetExceeded: a version was not made within the maker's work budget.
    """
    request = maker.request({**option_values(maker.options, {}), "words": entries})
    batch = make_batch(maker, request, seed=seed, count=n, time_limit=time_limit)
    if batch.interrupted:
        raise KeyboardInterrupt
    if batch.failed:
        raise BudgetExceeded(f"no {maker.noun[:-1]} of seed {batch.failed[0]} within its work budget")
    kept, warnings = distinct([maker.shown(m)[0] for _, m in batch.made])
    return [maker.shown(m) for _, m in batch.made[: len(kept)]], warnings


def solved(layout: Any) -> tuple[Kind, Any, Any]:
    """The puzzle a layout also makes (its fill-in), with its first solution.

    Raises:
        InvalidPuzzle: no solution was found within :data:`SOLVE_TIME`.
    """
    kind, puzzle = word_maker()[0].solvable(layout)
    found = verdict(kind.problem(puzzle), 1, budget=Budget(time_limit=SOLVE_TIME)).found
    if not found:
        raise InvalidPuzzle(f"the {kind.title} puzzle was not solved within {SOLVE_TIME:g} s")
    return kind, puzzle, found[0]


def assemble(
    entries: list[Entry],
    first: Any,
    n: int,
    *,
    seed: int,
    title: str = "",
    lang: str | None = None,
    settings: dict[str, Any] | None = None,
) -> Packet:
    """The packet of ``entries`` in ``n`` versions (1: one set, titled without a version):
    ``first`` the word maker's layout of them (version A of the crossword), ``seed`` the seed it
    was made with; ``settings`` the word maker's footprint options and ``givens``. The fill-ins'
    layouts differ from every crossword's; the word searches are the seeds ``SEED:k``.

    Raises:
        GridcraftError: a maker refuses the list, or a version was not made in its budget.
    """
    kind = word_maker()[0]
    settings = settings or {}
    words = [e.text for e in entries]
    crosswords, warnings = layout_versions(first, n, seed=seed, **settings) if n > 1 else ([first], [])
    columns = [[(kind, c, None) for c in crosswords]]
    for maker_kind, maker in word_makers():
        made, more = made_from_words(maker, entries, n, str(seed))
        columns.append([(maker_kind, p, s) for p, s in made])
        warnings += more
    fills, more = layout_versions(
        first, n, seed=f"{seed}:fill-in", plain=True, earlier=crosswords, **settings
    )
    if not fills:  # a list with one layout: the fill-in shows the crossword's grid
        fills, _ = layout_versions(first, 1, seed=f"{seed}:fill-in", plain=True, **settings)
        more = [f"the {kind.solvable(first)[0].title} has the crossword's grid: {more[0]}"] if fills else more
    if not fills:
        raise InvalidPuzzle(f"no layout of these words makes a fill-in: {more[0]}")
    columns.append([solved(f) for f in fills])
    warnings += more
    sets = tuple(
        tuple(Part(k, p, s, titled(title, k.default_title(p, lang), i if n > 1 else None, words, lang))
              for k, p, s in (column[i] for column in columns))
        for i in range(min(len(column) for column in columns))  # the versions every puzzle has
    )  # fmt: skip
    return Packet(sets, tuple(warnings))


def pages(packet: Packet, *, paper: str = "a4", lang: str | None = None) -> tuple[list[Drawing], int]:
    """The packet's pages: every version's puzzles in turn (each with a line for the solver's
    name and the date), then their keys in the same order; and the number of puzzle pages.

    Raises:
        ValueError: an unknown paper.
    """
    front: list[Drawing] = []
    keys: list[Drawing] = []
    for parts in packet.sets:
        for part in parts:
            options: dict[str, Any] = {"paper": paper, "title": part.title, "lang": lang, "name_line": True}
            puzzle = printing.sheet(part.kind, part.puzzle, part.solution, key=False, **options)
            front += puzzle
            keys += printing.sheet(part.kind, part.puzzle, part.solution, **options)[len(puzzle) :]
    return front + keys, len(front)
