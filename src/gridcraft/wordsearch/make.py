"""Making a word search from a word list: the checks of the list, the size, the shape and the
message, then the search (:mod:`gridcraft.wordsearch.search`) size by size, and the final check.

Words that can never be found exactly once are **refused or handled**, as follows:

- a word inside another, in the same reading (CAT and CATS, ART and PARTY): **refused**
  (:class:`~gridcraft.wordsearch.model.WordConflict` naming both), whatever the directions: the
  longer word always holds a second copy of the shorter, in the direction it is placed in;
- a word that reads the same backwards (LEVEL, NOON), a word whose reverse is another word (DOG
  and GOD) or lies inside one (TAC in CATS): **handled** when some allowed direction's reverse is
  not allowed: the word (the longer one of a pair) is placed only in such directions, where its
  reverse is never read (``easy`` and ``medium`` leave every direction so). **Refused** when every
  allowed direction's reverse is allowed too (``hard``, or ``right`` with ``left``), naming the
  words, since the second reading is then always there.

Handling rather than refusing where possible keeps lists a setter would use (a palindrome in an
easy puzzle is harmless); refusing where not keeps the promise that each word is found once.

Filler letters are the words' own letters, weighted by how often they occur, so that filler does
not stand out (a list of fewer than 6 different ASCII letters also gets common English letters,
see :func:`filler_letters`); they never spell a listed word a second time or an offensive word
(:func:`gridcraft.wordsearch.find.offensive_words`) in any of the eight directions, except inside
a listed word (the setter's own choice). The made grid is checked at the end, independently of
the search, by :func:`gridcraft.wordsearch.find.problems`.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Literal

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.words import Entry, cell_code, check_direction, is_rtl, letter_language, shown
from gridcraft.wordsearch.find import offensive_words, problems
from gridcraft.wordsearch.model import (
    OPPOSITE,
    NoFit,
    Placement,
    WordConflict,
    WordSearch,
    message_cells,
    resolve_directions,
    word_entries,
)
from gridcraft.wordsearch.search import Search, Stop

Size = Literal["auto"] | tuple[int, int]
Mask = str | Sequence[str] | Sequence[Sequence[bool]]
#: letters per cell at which the automatic size starts (more than 1: words share letters)
DENSITY = 1.0
#: placement and filler steps allowed per size tried by the automatic size, per word: upwards to
#: the first size that holds the words, then for each smaller square
NODES_PER_WORD = 400
SHRINK_NODES_PER_WORD = 100
#: placement and filler steps per word for a fixed size or a mask when no budget is given
FIXED_NODES_PER_WORD = 2000
#: sizes tried upwards from the lower bound (and one more per 4 words) before giving up
UPWARDS = 12
#: fewer different letters than this in an ASCII list: the filler takes EXTRA_LETTERS too
FEW_LETTERS = 6
EXTRA_LETTERS = "ETAOINSHRDLU"
#: seeded restarts of a capped search of one grid
RESTARTS = 10
#: letters per cell beyond which no smaller square is tried
MAX_DENSITY = 1.6
#: with a message, sizes whose words must share more than this part of their letters are tried last
MAX_SHARED = 0.2
HOLES = frozenset(". _-0")  # the mask characters of a cell the shape leaves out


def make(
    words: Sequence[str],
    *,
    size: Size = "auto",
    directions: str | Iterable[str] = "medium",
    mask: Mask | None = None,
    message: str | None = None,
    seed: int | str = 0,
    budget: Budget | None = None,
) -> WordSearch:
    """Make a word search in which every word of ``words`` is found exactly once.

    Args:
        words: the words as written (NFC-normalised, compared case-insensitively; spaces and
            hyphens dropped in the grid); at least one, none repeated.
        size: ``"auto"`` (the smallest square the search fills, starting from the square of
            as many cells as letters and going up, then trying smaller squares while they fill;
            with a message, the smallest grid of up to 2 more columns than rows whose leftover
            cells the message fills exactly; with ``mask``, the mask's shape) or ``(width, height)`` in cells.
        directions: ``"easy"`` (right and down), ``"medium"`` (also down-right and down-left),
            ``"hard"`` (all eight), mirrored for a right-to-left script (``easy``: left and down);
            or a list of names of :data:`gridcraft.wordsearch.model.DIRECTIONS`.
        mask: the shape: rows of text, a cell where the character is not one of ``. _-0`` or a
            space (``#`` is usual), or rows of booleans; shorter rows end in holes.
        message: a hidden message: the leftover cells spell its letters in reading order
            (spaces and punctuation dropped), and there is no other filler.
        seed: the same words, options and seed make the same puzzle, in any process (with a
            time limit in ``budget``, the automatic size stops trying smaller squares when the
            time is up, so a slower machine may give a larger grid).
        budget: the time and node budget. ``None``: no time limit, but each grid's search has a
            node limit (:data:`FIXED_NODES_PER_WORD` a word for a fixed size or mask), so that the
            call ends; with a budget, a fixed size or mask is searched until the budget runs out.

    Returns:
        The puzzle, its grid checked by :func:`gridcraft.wordsearch.find.problems`.

    Raises:
        ParseError: a word that is not letters, of one letter, or repeated (line: its index).
        WordConflict: words that cannot be found once each (see the module docstring).
        NoFit: a word longer than the grid allows, a mask or size that leaves no room, a message
            that cannot fill exactly the leftover cells, or (a fixed size) proven: no placement.
        BudgetExceeded: the budget ran out before any puzzle was made (when it runs out while
            the automatic size tries smaller squares, the smallest puzzle made so far is returned).
        InvalidPuzzle: unknown directions, or a message without a letter.
    """
    entries = word_entries(list(words), unique=True)
    check_direction(entries, "<words>")
    rtl = is_rtl(entries[0].letters)
    allowed = resolve_directions(directions, rtl)
    per_word = word_directions(entries, allowed)
    lang = letter_language(list(words))
    secret = None if message is None else "".join(cell_code(x) for x in message_cells(message, lang))
    if secret == "":
        raise InvalidPuzzle(f"the {{message}} {message!r} has no letter to hide", settings=("message",))
    shapes = _shapes(entries, allowed, size, mask, secret)
    run = _Runner(entries, per_word, allowed, secret, rtl, random.Random(f"wordsearch:{seed}"), budget)
    fixed = size != "auto" or mask is not None
    best: Search | None = None
    for shape in shapes:  # upwards from the lower bound: the first grid that holds the words
        best = run.attempt(shape, _cap(fixed, budget, len(entries)))
        if best is not None or run.out:
            break
    if best is not None and not fixed and secret is None:  # then smaller squares, while they fill
        side = best.w - 1
        while side >= run.floor() and not run.out:
            smaller = run.attempt(
                (side, side, [True] * (side * side)), SHRINK_NODES_PER_WORD * len(entries) + 500
            )
            if smaller is None:
                break
            best, side = smaller, side - 1
    if best is not None:
        return _puzzle(best, entries, allowed, message)
    if run.out:
        raise BudgetExceeded(
            f"no word search of the {len(entries)} words within the budget (last tried {run.last})",
            run.nodes,
            budget.elapsed() if budget is not None else 0.0,
        )
    where = (
        "the mask" if mask is not None else f"{size[0]} x {size[1]}" if size != "auto" else "any size tried"
    )
    how = "found no placement" if run.unknown else "no placement exists"
    raise NoFit(f"the words do not fit {where} with directions {', '.join(allowed)}: {how}")


def filler_letters(entries: Sequence[Entry]) -> dict[str, int]:
    """The filler's letters and weights: the words' letters, counted; when they are fewer than
    :data:`FEW_LETTERS` different ASCII letters, :data:`EXTRA_LETTERS` too, each of weight 1, so
    that a list such as AA alone still has filler that spells nothing."""
    counts = Counter(ch for e in entries for ch in e.letters)
    if len(counts) < FEW_LETTERS and all(ch.isascii() for ch in counts):
        for ch in EXTRA_LETTERS:
            counts[ch] = counts.get(ch, 0) or 1
    return dict(counts)


def _cap(fixed: bool, budget: Budget | None, words: int) -> int | None:
    """The node limit of a grid's search: none for a fixed grid with a budget (the budget
    decides), :data:`FIXED_NODES_PER_WORD` a word for a fixed grid without one (so that a call
    without a budget ends), :data:`NODES_PER_WORD` a word for each size of the automatic size."""
    if fixed:
        return None if budget is not None else FIXED_NODES_PER_WORD * words + 20_000
    return NODES_PER_WORD * words + 2000


class _Runner:
    """Runs the search on one grid after another, counting nodes and keeping one seeded random
    source, so that the same inputs give the same tries."""

    def __init__(
        self,
        entries: Sequence[Entry],
        per_word: list[tuple[str, ...]],
        allowed: tuple[str, ...],
        secret: str | None,
        rtl: bool,
        rng: random.Random,
        budget: Budget | None,
    ) -> None:
        self.entries, self.per_word, self.allowed, self.secret = entries, per_word, allowed, secret
        self.rtl, self.rng, self.budget = rtl, rng, budget
        self.letters = filler_letters(entries)
        self.order = sorted(range(len(entries)), key=lambda k: -len(entries[k].letters))
        self.total = sum(len(e.letters) for e in entries)
        self.nodes, self.out, self.unknown, self.last = 0, False, False, ""

    def attempt(self, shape: Shape, cap: int | None) -> Search | None:
        """The finished search of one grid, or None (none found, or the cap or budget ran out:
        then :attr:`unknown`, and :attr:`out` when it was the budget). With a cap, the search
        restarts :data:`RESTARTS` times with a new seeded order, each with its share of the cap
        (backtracking's heavy tail: Gomes, Selman and Kautz, "Boosting combinatorial search
        through randomization", AAAI 1998)."""
        height, width, exists = shape
        self.last = f"{width} x {height}"
        overlaps = None if self.secret is None else self.total - (sum(exists) - len(self.secret))
        tries = 1 if cap is None else RESTARTS
        for _ in range(tries):
            search = Search(
                height, width, exists, [e.letters for e in self.entries], self.per_word, self.allowed,
                offensive_words(), self.letters, self.secret, self.rtl, self.rng, self.budget,
                None if cap is None else cap // tries, self.nodes,
            )  # fmt: skip
            try:
                done = search.run(self.order, overlaps)
            except Stop:
                self.unknown = True
                self.out = self.budget is not None and self.budget.exhausted
                done = None
            self.nodes += search.nodes
            if done or done is False or self.out:  # found, proven none, or out of budget
                return search if done else None
        return None

    def floor(self) -> int:
        """The smallest side worth trying: the longest word's reach, and :data:`MAX_DENSITY`."""
        longest = max(len(e.letters) for e in self.entries)
        side = max(2, math.ceil(math.sqrt(self.total / MAX_DENSITY)))
        while _reach(side, side, self.allowed) < longest:
            side += 1
        return side


def word_directions(entries: Sequence[Entry], allowed: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The directions each word may be placed in (see the module docstring).

    Raises:
        WordConflict: a word inside another; or one that reads the same backwards, or whose
            reverse is or is inside another word, when every allowed direction's reverse is allowed.
    """
    inside = [(a, b) for a in entries for b in entries if a is not b and a.letters in b.letters]
    if inside:
        named = "; ".join(f"{a.text!r} is inside {b.text!r}" for a, b in inside)
        raise WordConflict(
            f"{named}: the longer word would hold a second copy", [w.text for pair in inside for w in pair]
        )
    one_way = tuple(d for d in allowed if OPPOSITE[d] not in allowed)
    out = []
    for b in entries:
        why = [a for a in entries if a.letters[::-1] in b.letters]
        if not why:
            out.append(allowed)
            continue
        if not one_way:
            a = why[0]
            if a is b:
                reason = f"{b.text!r} reads the same backwards"
            elif a.letters[::-1] == b.letters:
                reason = f"{b.text!r} is {a.text!r} read backwards"
            else:
                reason = f"{a.text!r} read backwards is inside {b.text!r}"
            raise WordConflict(
                f"{reason}, and the directions include a direction and its reverse: "
                "choose directions without reverses (easy, medium)",
                list(dict.fromkeys([a.text, b.text])),
            )
        out.append(one_way)
    return out


Shape = tuple[int, int, list[bool]]  # height, width, whether each cell (row-major) exists


def read_mask(mask: Mask) -> list[list[bool]]:
    """The mask as rows of booleans (True: a cell), padded to a rectangle.

    Raises:
        NoFit: a mask with no cell.
    """
    rows: list[list[bool]]
    if isinstance(mask, str):
        lines = [line for line in mask.splitlines() if line.strip()]
        rows = [[ch not in HOLES for ch in line.rstrip()] for line in lines]
    else:
        rows = [
            [ch not in HOLES for ch in row] if isinstance(row, str) else [bool(x) for x in row]
            for row in mask
        ]
    width = max((len(r) for r in rows), default=0)
    rows = [r + [False] * (width - len(r)) for r in rows]
    if not any(any(r) for r in rows):
        raise NoFit("the mask has no cell")
    return rows


def _shapes(
    entries: Sequence[Entry], allowed: Sequence[str], size: Size, mask: Mask | None, secret: str | None
) -> list[Shape]:
    """The grids to try, smallest first.

    Raises:
        NoFit: no grid can hold the words (or the message).
    """
    longest = max(len(e.letters) for e in entries)
    letters = sum(len(e.letters) for e in entries)
    if mask is not None:
        rows = read_mask(mask)
        height, width = len(rows), len(rows[0])
        if size != "auto" and tuple(size) != (width, height):
            raise NoFit(f"the size {size[0]} x {size[1]} is not the mask's {width} x {height}")
        shapes = [(height, width, [x for r in rows for x in r])]
    elif size != "auto":
        width, height = size
        if width < 1 or height < 1:
            raise NoFit(f"the size {width} x {height} holds no cell")
        shapes = [(height, width, [True] * (width * height))]
    else:
        low = max(2, math.ceil(math.sqrt(letters / DENSITY if secret is None else longest + len(secret))))
        sides = [(n, n) for n in range(low, max(low, longest) + UPWARDS + len(entries) // 4)]
        if secret is not None:
            more = [(n, n + k) for n, _ in sides for k in (1, 2)]
            sides = sorted(sides + more, key=lambda s: (s[0] * s[1], s))
        shapes = [(h, w, [True] * (w * h)) for h, w in sides if _reach(h, w, allowed) >= longest]
    if secret is not None:
        fits = [s for s in shapes if longest <= sum(s[2]) - len(secret) <= letters]
        if not fits:
            cells = sum(shapes[0][2]) if size != "auto" or mask is not None else None
            raise NoFit(_message_misfit(len(secret), letters, longest, cells))
        if size == "auto" and mask is None:  # few shared letters first: the exact count is then easy to meet
            fits.sort(key=lambda s: (letters - (sum(s[2]) - len(secret)) > letters * MAX_SHARED, len(s[2])))
        shapes = fits
    if size != "auto" or mask is not None:
        h, w, _ = shapes[0]
        if _reach(h, w, allowed) < longest:
            raise NoFit(
                f"a word of {longest} letters does not fit a {w} x {h} grid in directions {', '.join(allowed)}"
            )
    return shapes


def _reach(height: int, width: int, allowed: Sequence[str]) -> int:
    """The longest word a height x width box holds in one of ``allowed``."""
    across = width if {"right", "left"} & set(allowed) else 0
    down = height if {"down", "up"} & set(allowed) else 0
    diagonal = min(height, width) if {"down-right", "down-left", "up-right", "up-left"} & set(allowed) else 0
    return max(across, down, diagonal)


def _message_misfit(length: int, letters: int, longest: int, cells: int | None) -> str:
    if cells is not None:
        return (
            f"a message of {length} letters leaves {cells - length} of the {cells} cells for the words, "
            f"which need between {longest} and {letters}"
        )
    return f"no grid leaves the words ({letters} letters, the longest {longest}) exactly the cells a message of {length} letters does not fill"


def _puzzle(
    search: Search,
    entries: Sequence[Entry],
    allowed: tuple[str, ...],
    message: str | None,
) -> WordSearch:
    """The model of a finished search, checked.

    Raises:
        RuntimeError: the made grid fails the independent check (a bug).
    """
    w = search.w
    grid = tuple(
        tuple(shown(search.cells[r * w + c]) if search.exists[r * w + c] else None for c in range(w))
        for r in range(search.h)
    )
    placements = []
    for e, place in zip(entries, search.placed, strict=True):
        assert place is not None
        start, name = place
        placements.append(Placement(e.text, divmod(start, w), name))
    puzzle = WordSearch(grid, tuple(e.text for e in entries), allowed, tuple(placements), message)
    faults = problems(puzzle)
    if faults:
        raise RuntimeError("the made word search fails its check: " + "; ".join(faults))
    return puzzle
