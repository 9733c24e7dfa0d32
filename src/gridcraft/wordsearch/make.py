"""Making a word search from a word list: the checks of the list, the size, the shape and the
message, then the search (:mod:`gridcraft.wordsearch.search`, in C where it is built) grid by
grid, and the final check.

Words that can never be found exactly once are **refused or handled**, as follows:

- a word inside another, in the same reading (CAT and CATS, ART and PARTY): **refused**
  (:class:`~gridcraft.wordsearch.model.WordConflict` naming both), whatever the directions: the
  longer word always holds a second copy of the shorter, in the direction it is placed in;
- a word that reads the same backwards (LEVEL, NOON), a word whose reverse is another word (DOG
  and GOD) or lies inside one (TAC in CATS): **handled** when some allowed direction's reverse is
  not allowed: the word (the longer one of a pair) is placed only in such directions, where its
  reverse is never read (``easy`` and ``medium`` leave every direction so). **Refused** when every
  allowed direction's reverse is allowed too (``hard``, or ``right`` with ``left``), naming every
  such word, since the second reading is then always there.

Handling rather than refusing where possible keeps lists a setter would use (a palindrome in an
easy puzzle is harmless); refusing where not keeps the promise that each word is found once.

The directions, the density and the filler follow the grade (:mod:`gridcraft.wordsearch.grades`).
Filler letters are the words' own letters (only a cell where none of them can go without spelling
a word gets another, see :data:`gridcraft.wordsearch.tables.EXTRA_LETTERS`); they never spell a
listed word a second time or an offensive word (:func:`gridcraft.wordsearch.find.offensive_words`)
in any of the eight directions, except inside a listed word (the setter's own choice). The made
grid is checked at the end, independently of the search, by :func:`gridcraft.wordsearch.find.problems`.

Every decision counts nodes, never the clock: the same words, options and seed make the same
puzzle on any machine, with the C search or without it. A budget's time limit is an outer safety
limit: when it cuts the making (its :attr:`~gridcraft.engine.Budget.cut`), what is made depends on
the machine's speed.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Sequence
from dataclasses import replace

from gridcraft.engine import CLOCK, NODES, Budget
from gridcraft.engine.native import enabled, load
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.words import Entry, cell_code, check_direction, is_rtl, letter_language, shown
from gridcraft.wordsearch.find import offensive_words, problems
from gridcraft.wordsearch.grades import Grade, deal_targets, grade_of
from gridcraft.wordsearch.model import (
    DIRECTIONS,
    OPPOSITE,
    NoFit,
    Placement,
    WordConflict,
    WordSearch,
    message_cells,
    resolve_directions,
    word_entries,
)
from gridcraft.wordsearch.search import FOUND, NONE, OUT, Plan, Result, Rng, Tables, attempt
from gridcraft.wordsearch.shapes import Mask, Shape, Size, full, reach, read_mask, shapes
from gridcraft.wordsearch.tables import tables

__all__ = ["make", "read_mask", "word_directions"]

_native = load("gridcraft.wordsearch._search")
#: placement and filler steps per word for each size the automatic size tries upwards, and for
#: each smaller square it tries after (``hard``), shared by the restarts
NODES_PER_WORD = 150
SHRINK_NODES_PER_WORD = 300
#: steps per word for a fixed size or a mask when the budget has no node limit
FIXED_NODES_PER_WORD = 2000
#: an automatic size's search of one grid: seeded restarts (backtracking's heavy tail: Gomes, Selman
#: and Kautz, "Boosting combinatorial search through randomization", AAAI 1998) of this many steps
#: per word (and 20), each trying the best BRANCH places of a word, without looking ahead
RESTART_NODES_PER_WORD = 2.5
BRANCH = 3
#: a fixed size's or a mask's: restarts of complete searches, looking ahead
RESTARTS = 10
#: letters per cell beyond which no smaller square is tried: random lists of 20 and 40 words
#: (``benchmarks/wordlists.py``) fit up to 1.15 at best, and none fitted 1.17 in 60,000 nodes
MAX_DENSITY = 1.16
NO_CAP = 1 << 62  # a fixed grid with a node budget: the budget decides


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
        size: ``"auto"`` (the smallest square the search fills from the grade's density upwards,
            then at ``hard`` smaller squares while they fill; with a message, the smallest grid
            of up to 2 more columns than rows whose leftover cells the message fills exactly; with
            ``mask``, the mask's shape) or ``(width, height)`` in cells.
        directions: ``"easy"`` (right and down), ``"medium"`` (also down-right and down-left),
            ``"hard"`` (all eight), mirrored for a right-to-left script (``easy``: left and down);
            or a list of names of :data:`gridcraft.wordsearch.model.DIRECTIONS`. It sets the
            grade too (:func:`gridcraft.wordsearch.grades.grade_of`).
        mask: the shape: rows of text, a cell where the character is not one of ``. _-0`` or a
            space (``#`` is usual), or rows of booleans; shorter rows end in holes.
        message: a hidden message: the leftover cells spell its letters in reading order
            (spaces and punctuation dropped), and there is no other filler.
        seed: the same words, options and seed make the same puzzle, on any machine: every
            decision counts nodes (each grid's search has a node limit), never the clock.
        budget: a node limit on the whole making, and a time limit (an outer safety limit: when
            it cuts the making, :attr:`~gridcraft.engine.Budget.cut` says so). ``None``: none but
            each grid's own; with a node limit, a fixed size or mask is searched until it runs
            out (else for :data:`FIXED_NODES_PER_WORD` nodes a word).

    Returns:
        The puzzle, its grid checked by :func:`gridcraft.wordsearch.find.problems`.

    Raises:
        ParseError: a word that is not letters, of one letter, or repeated (line: its index).
        WordConflict: words that cannot be found once each (see the module docstring).
        NoFit: a word longer than the grid allows, a mask or size that leaves no room, a message
            that cannot fill exactly the leftover cells, or (a fixed size) proven: no placement.
        BudgetExceeded: the budget ran out before any puzzle was made (when it runs out while the
            automatic size tries smaller squares, the smallest puzzle made so far is returned).
        InvalidPuzzle: unknown directions, or a message without a letter.
    """
    entries = word_entries(list(words), unique=True)
    check_direction(entries, "<words>")
    rtl = is_rtl(entries[0].letters)
    allowed = resolve_directions(directions, rtl)
    per_word = word_directions(entries, allowed)
    grade = grade_of(allowed, rtl)
    lang = letter_language(list(words))
    secret = None if message is None else "".join(cell_code(x) for x in message_cells(message, lang))
    if secret == "":
        raise InvalidPuzzle(f"the {{message}} {message!r} has no letter to hide", settings=("message",))
    lengths = [len(e.letters) for e in entries]
    tried = shapes(lengths, allowed, size, mask, None if secret is None else len(secret), grade.density)
    run = _Runner(entries, per_word, allowed, secret, rtl, grade, seed, budget)
    fixed = size != "auto" or mask is not None
    best: tuple[Shape, Result] | None = None
    for shape in tried:  # upwards from the first size: the first grid that holds the words
        best = run.attempt(shape, _cap(fixed, budget, len(entries)), fixed)
        if best is not None or run.out:
            break
    if best is not None and not fixed and secret is None and grade.shrink:  # then smaller squares
        side = best[0][1] - 1
        while side >= run.floor() and not run.out:
            smaller = run.attempt(full(side, side), SHRINK_NODES_PER_WORD * len(entries) + 500)
            if smaller is None:
                break
            best, side = smaller, side - 1
    if best is not None:
        return _puzzle(best, run.tables, entries, allowed, message)
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


def _cap(fixed: bool, budget: Budget | None, words: int) -> int:
    """The node limit of a grid's search: for a fixed grid, none when the budget has a node limit
    (it decides), else :data:`FIXED_NODES_PER_WORD` a word (so that the making ends, the same on
    any machine); :data:`NODES_PER_WORD` a word for each size of the automatic size."""
    if fixed:
        return (
            NO_CAP
            if budget is not None and budget.node_limit is not None
            else FIXED_NODES_PER_WORD * words + 20_000
        )
    return NODES_PER_WORD * words + 1000


def seed_state(seed: int | str) -> int:
    """The generator's first state for ``seed``: 64 bits of SHA-256 of ``wordsearch:SEED``."""
    digest = hashlib.sha256(f"wordsearch:{seed}".encode()).digest()
    return int.from_bytes(digest[:8], "little")


def native() -> bool:
    """Whether the C search is built and used (see :mod:`gridcraft.engine.native`)."""
    return enabled(_native)


def search(
    shape: Shape, t: Tables, plan: Plan, state: int, cap: int, tries: int, budget: Budget | None, base: int
) -> Result:
    """Up to ``tries`` restarts on ``shape`` (see :func:`gridcraft.wordsearch.search.attempt`): the
    C search where it is built, else the Python one (the same result)."""
    height, width, exists = shape
    if not native():
        return attempt(height, width, exists, t, plan, state, cap, tries, budget, base)
    assert _native is not None
    deadline = math.inf if budget is None or budget.deadline is None else budget.deadline
    limit = -1 if budget is None or budget.node_limit is None else budget.node_limit
    status, cells, starts, dirs, nodes, after = _native.attempt(
        height, width, exists, t, plan, state, cap, tries, limit, base, deadline
    )
    if budget is not None:
        if status == OUT:  # the C search found the budget spent: by its node limit, else its deadline
            spent = budget.node_limit is not None and base + nodes >= budget.node_limit
            budget.exhaust(NODES if spent else CLOCK)
        budget.spent(base + nodes, read=True)
    return Result(status, cells, starts, dirs, nodes, after)


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
        grade: Grade,
        seed: int | str,
        budget: Budget | None,
    ) -> None:
        self.entries, self.allowed, self.secret, self.budget = entries, allowed, secret, budget
        self.tables = tables(
            tuple(e.letters for e in entries),
            tuple(per_word),
            allowed,
            secret or "",
            grade.weighted,
            offensive_words(),
        )
        n = len(entries)
        longest_first = sorted(range(n), key=lambda k: -len(entries[k].letters))
        rng = Rng(seed_state(seed))
        targets = deal_targets(longest_first, self.tables.word_dirs, rng.below)
        order = tuple(longest_first)
        if grade.diagonals_first:  # each part longest first
            order = tuple(sorted(longest_first, key=lambda k: "-" not in DIRECTIONS[targets[k]]))
        self.state = rng.state
        codes = {ch: i for i, ch in enumerate(self.tables.symbols)}
        self.total = sum(len(e.letters) for e in entries)
        self.plan = Plan(
            order=order,
            targets=targets,
            share=grade.share,
            aim=grade.aim,
            decoys=0 if not grade.decoys_every else n // grade.decoys_every,
            message=tuple(codes[ch] for ch in secret or ""),
            rtl=rtl,
        )
        self.nodes, self.out, self.unknown, self.last = 0, False, False, ""

    def attempt(self, shape: Shape, cap: int, fixed: bool = False) -> tuple[Shape, Result] | None:
        """The finished search of one grid, or None (none found, or the cap or budget ran out:
        then :attr:`unknown`, and :attr:`out` when it was the budget). A ``fixed`` grid (a size or
        a mask) gets complete searches that look ahead (:data:`RESTARTS` of them sharing a cap,
        one without), an automatic size's grid restarts of :data:`RESTART_NODES_PER_WORD`
        steps a word trying :data:`BRANCH` places a word."""
        height, width, exists = shape
        self.last = f"{width} x {height}"
        plan = self.plan
        if self.secret is not None:
            overlaps = self.total - (sum(exists) - len(self.secret))
            plan = replace(plan, decoys=0, overlaps=overlaps)
        if fixed:
            tries = 1 if cap == NO_CAP else RESTARTS
            each = cap // tries
        else:
            each = math.ceil(RESTART_NODES_PER_WORD * len(self.entries)) + 20
            tries = max(1, cap // each)
            plan = replace(plan, branch=BRANCH, look=False)
        result = search(shape, self.tables, plan, self.state, each, tries, self.budget, self.nodes)
        self.state = result.state
        self.nodes += result.nodes
        if result.status == FOUND:
            return shape, result
        if result.status != NONE:  # not proven: none found within the cap or the budget
            self.unknown = True
            self.out = result.status == OUT
        return None

    def floor(self) -> int:
        """The smallest side worth trying: the longest word's reach, and :data:`MAX_DENSITY`."""
        longest = max(len(e.letters) for e in self.entries)
        side = max(2, math.ceil(math.sqrt(self.total / MAX_DENSITY)))
        while reach(side, side, self.allowed) < longest:
            side += 1
        return side


def word_directions(entries: Sequence[Entry], allowed: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The directions each word may be placed in (see the module docstring).

    Raises:
        WordConflict: a word inside another; or words that read the same backwards, or whose
            reverse is or is inside another word, when every allowed direction's reverse is
            allowed (naming every such word).
    """
    inside = [(a, b) for a in entries for b in entries if a is not b and a.letters in b.letters]
    if inside:
        pairs = "; ".join(f"{a.text!r} is inside {b.text!r}" for a, b in inside)
        raise WordConflict(
            f"{pairs}: the longer word would hold a second copy", [w.text for pair in inside for w in pair]
        )
    one_way = tuple(d for d in allowed if OPPOSITE[d] not in allowed)
    out: list[tuple[str, ...]] = []
    palindromes: list[str] = []
    reasons: list[str] = []
    named: list[str] = []
    seen: set[frozenset[str]] = set()  # the pairs named (DOG and GOD once)
    for b in entries:
        why = [a for a in entries if a.letters[::-1] in b.letters]
        out.append(one_way if why else allowed)
        if not why or one_way:
            continue
        for a in why:
            if a is b:
                palindromes.append(b.text)
            elif frozenset((a.text, b.text)) in seen:
                continue
            elif a.letters[::-1] == b.letters:
                reasons.append(f"{b.text!r} is {a.text!r} read backwards")
            else:
                reasons.append(f"{a.text!r} read backwards is inside {b.text!r}")
            seen.add(frozenset((a.text, b.text)))
            named += [a.text, b.text]
    if palindromes or reasons:
        if palindromes:
            listed = ", ".join(repr(p) for p in palindromes[:-1])
            names = f"{listed} and {palindromes[-1]!r}" if listed else repr(palindromes[0])
            reasons.insert(0, f"{names} read{'s' if len(palindromes) == 1 else ''} the same backwards")
        raise WordConflict(
            f"{'; '.join(reasons)}, and the directions include a direction and its reverse: "
            "choose directions without reverses (easy, medium)",
            list(dict.fromkeys(named)),
        )
    return out


def _puzzle(
    found: tuple[Shape, Result],
    t: Tables,
    entries: Sequence[Entry],
    allowed: tuple[str, ...],
    message: str | None,
) -> WordSearch:
    """The model of a finished search, checked.

    Raises:
        RuntimeError: the made grid fails the independent check (a bug).
    """
    (height, width, exists), result = found
    grid = tuple(
        tuple(
            shown(t.symbols[result.cells[r * width + c]]) if exists[r * width + c] else None
            for c in range(width)
        )
        for r in range(height)
    )
    placements = [
        Placement(e.text, divmod(start, width), DIRECTIONS[d])
        for e, start, d in zip(entries, result.starts, result.dirs, strict=True)
    ]
    puzzle = WordSearch(grid, tuple(e.text for e in entries), allowed, tuple(placements), message)
    faults = problems(puzzle)
    if faults:
        raise RuntimeError("the made word search fails its check: " + "; ".join(faults))
    return puzzle
