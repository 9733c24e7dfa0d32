"""Versions of one puzzle for a class: A, B, ... up to Z, each a different puzzle of the same
word list (or of the same options), so that neighbours cannot copy, each titled with its letter
(``Animals — version A``) and with its own key.

A maker's version ``k`` (0-based) is its puzzle of the seed ``SEED:k`` (the batch scheme of
:mod:`gridcraft.batch`: version A is the puzzle ``gridcraft make`` makes with the same seed); a
word list's version A is its layout, and version ``k`` another layout of the same words whose grid
differs from every earlier version's (the word maker's ``version``, seeded ``SEED:k``). A version
that cannot differ (a list with one layout, a maker's tiny grid made twice) is left out, and a
warning says so: a set is never silently duplicated.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gridcraft import printing
from gridcraft.batch import seed_of
from gridcraft.captions import captions
from gridcraft.draw import Drawing
from gridcraft.kinds import Kind, word_maker

MIN_VERSIONS, MAX_VERSIONS = 2, 26  # A and B, up to Z

#: a version's title in each caption language, ``{title}`` the puzzle's and ``{letter}`` A, B, ...
LABELS = {
    "en": "{title} — version {letter}",
    "ru": "{title} — вариант {letter}",
    "de": "{title} — Gruppe {letter}",
    "fr": "{title} — version {letter}",
    "es": "{title} — versión {letter}",
    "el": "{title} — ομάδα {letter}",
    "tr": "{title} — {letter} grubu",
    "az": "{title} — variant {letter}",
}


def letter(k: int) -> str:
    """The letter of version ``k`` (0-based): ``A``, ``B``, ... ``Z``.

    Raises:
        ValueError: ``k`` outside 0 to 25.
    """
    if not 0 <= k < MAX_VERSIONS:
        raise ValueError(f"a set has versions A to Z, not {k + 1}")
    return chr(ord("A") + k)


def version_title(title: str, k: int, lang: str | None = None, words: Sequence[str] = ()) -> str:
    """``title`` labelled as version ``k`` in ``lang`` (default: the language of ``words``):
    ``Animals — version A``, ``Животные — вариант B``."""
    return LABELS[captions(lang, words).lang].format(title=title, letter=letter(k))


def check_count(n: int) -> str | None:
    """Why ``n`` versions cannot be made (``None``: they can)."""
    if not MIN_VERSIONS <= n <= MAX_VERSIONS:
        return f"versions must be {MIN_VERSIONS} to {MAX_VERSIONS} (A to Z), not {n}"
    return None


def left_out(k: int, made: int, why: str) -> str:
    """The warning of version ``k`` (0-based), not made because ``why``; ``made`` versions were."""
    made_ = f"{made} versions made, A to {letter(made - 1)}" if made > 1 else "only version A made"
    return f"version {letter(k)} left out: {why}; {made_}"


def layout_versions(
    first: Any,
    n: int,
    *,
    seed: int | str,
    plain: bool = False,
    earlier: Sequence[Any] = (),
    done: Callable[[int], None] | None = None,
    **settings: Any,
) -> tuple[list[Any], list[str]]:
    """``n`` versions of a word list's puzzle, ``first`` (the word maker's) as version A (with
    ``plain``, A too is another layout, without clues: a clued list's fill-in), each differing
    from every version before it and from ``earlier`` (other puzzles of the same list that the
    versions must not repeat); and the warning of the first version that could not differ (the
    versions after it are not looked for). ``settings``: the word maker's footprint options and
    ``givens``; ``done(k)`` is called as version ``k`` ends."""
    maker = word_maker()[1]
    made: list[Any] = [] if plain else [first]
    while len(made) < n:
        k = len(made)
        other = maker.version(first, [*earlier, *made], seed=seed_of(str(seed), k), plain=plain, **settings)
        if other is None:
            why = "no other layout of these words differs from the versions before it (a short list may have one layout)"
            return made, [left_out(k, k, why)] if k else [f"no layout differs from the other puzzles: {why}"]
        made.append(other)
        if done is not None:
            done(k)
    return made, []


def distinct(puzzles: list[Any]) -> tuple[list[Any], list[str]]:
    """``puzzles`` (a maker's versions in order) up to the first that repeats an earlier one, and
    the warning that says so (a grid too small for the list to be placed differently)."""
    for k, puzzle in enumerate(puzzles):
        if puzzle in puzzles[:k]:
            twin = letter(puzzles.index(puzzle))
            return puzzles[:k], [left_out(k, k, f"its seed made the same puzzle as version {twin}")]
    return puzzles, []


def versions_pages(
    kind: Kind,
    items: Sequence[tuple[Any, Any]],
    *,
    title: str,
    lang: str | None = None,
    paper: str = "a4",
    name_line: bool = False,
    words: Sequence[str] = (),
) -> list[Drawing]:
    """The pages of a set: each version's puzzle (``(puzzle, solution)`` of ``items``, of
    ``kind``), titled with its letter (in ``lang``, default: the language of ``words``), then its
    key; version A's pages first."""
    pages: list[Drawing] = []
    for k, (puzzle, solution) in enumerate(items):
        pages += printing.sheet(
            kind,
            puzzle,
            solution,
            paper=paper,
            title=version_title(title, k, lang, words),
            lang=lang,
            name_line=name_line,
        )
    return pages
