"""One puzzle of a book as a task: plain data that a worker process or a Dask worker on another
machine runs with :func:`make_one`, returning the puzzle's files as bytes (nothing is written
there; the builder keeps them as they arrive).

A section's kind is made through the registry: a kind with a maker of its own (KenKen: by size
and grade), or the word maker's kind (criss-cross word-list puzzles and clued crosswords, one per
list), or a kind its layouts make (a layout's blank fill-in puzzle). The same task gives the same
files byte for byte on any machine: makers are seeded and work within their own work budgets, and
a word list's layout is searched for a fixed number of steps (``nodes``), not for a time. The
time limit is an outer safety limit: a puzzle whose making it cut is kept with a warning (its
files then depend on the machine's speed), or, not made, fails saying that time was the cause.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from gridcraft.batch import allow_children
from gridcraft.documents import formats_of
from gridcraft.draw import Drawing, svg_to_png
from gridcraft.draw.book import boxed, fit
from gridcraft.draw.convert import with_dpi
from gridcraft.draw.sheet import MAX_SCALE
from gridcraft.engine import CLOCK, Budget, SearchStats, clock_cut_warning, verdict
from gridcraft.errors import BudgetExceeded, GridcraftError
from gridcraft.kinds import Kind, is_solver, makers, read_words, word_maker
from gridcraft.options import Option
from gridcraft.outputs import WriteOptions
from gridcraft.versions import layout_versions, version_title

DPI = 300  # of the PNG files
PNG_WIDTH = 432.0  # points: the width a PNG's grid and list are laid out in (6 in)

#: a word section's settings: key -> (type, check, what it must be)
WORD_SETTINGS: dict[str, tuple[type | tuple[type, ...], Callable[[Any], bool], str]] = {
    "nodes": (int, lambda v: v >= 1, "a whole number of search steps, at least 1"),
    "max_aspect": ((int, float), lambda v: v >= 1, "a number at least 1"),
    "max_width": (int, lambda v: v >= 1, "a whole number of cells, at least 1"),
    "max_height": (int, lambda v: v >= 1, "a whole number of cells, at least 1"),
    "givens": (str, lambda v: v in word_maker()[1].givens, f"one of {', '.join(word_maker()[1].givens)}"),
}


@dataclass(frozen=True)
class Task:
    """What makes one puzzle of a book.

    Attributes:
        section: the section's number (1-based); ``heading`` its heading.
        index: the puzzle's place in its section (0-based).
        kind: the name of the kind the book shows.
        values: the maker's option values, or a word section's settings, as ``(name, value)`` pairs.
        seed: the puzzle's seed (``SECTION_SEED:index``).
        words, source: a word list's text and file name (empty for a maker of its own).
        time_limit: seconds before the puzzle is given up.
        lang: the captions' language (``None``: the words').
        version: the puzzle's version in a section of versions (0 for A; ``None``: no versions):
            a word list's layout versions differ from every one before them.
    """

    section: int
    heading: str
    index: int
    kind: str
    values: tuple[tuple[str, Any], ...]
    seed: str
    time_limit: float
    lang: str | None
    words: str = ""
    source: str = ""
    version: int | None = None

    @property
    def stem(self) -> str:
        """The puzzle's file names without their extension: ``s02-007``."""
        return f"s{self.section:02d}-{self.index + 1:03d}"

    @property
    def key(self) -> str:
        """A fingerprint of what makes the puzzle (not its time limit)."""
        what = repr((self.kind, self.values, self.words, self.seed, self.lang))
        what += "" if self.version is None else f":version {self.version}"
        return hashlib.sha256(what.encode("utf-8")).hexdigest()[:16]

    @property
    def named(self) -> str:
        """The puzzle in messages: ``section 2 (KenKen), seed s:2:4`` (a word list's puzzle: ``section 1
        (Animals), farm.txt, seed s:1:0``)."""
        source = f", {self.source.replace(chr(92), '/').rsplit('/', 1)[-1]}" if self.source else ""
        return f"section {self.section} ({self.heading}){source}, seed {self.seed}"


@dataclass(frozen=True)
class Source:
    """How a section's kind is made: the manifest keys it takes, whether from word lists, and
    its options (a maker's) with their check and booklet policy."""

    keys: tuple[str, ...]
    words: bool
    options: tuple[Option, ...] = ()
    per_page: int | None = None
    check: Callable[[Mapping[str, object]], object] = lambda values: None
    per_page_of: Callable[[Mapping[str, object]], int] = lambda values: 1


def sources() -> dict[str, Source]:
    """The kinds a book's section may be, by name: every maker's, the word maker's, and those its
    layouts make."""
    found: dict[str, Source] = {}
    for name, (_, maker) in makers().items():
        worded = maker.input == "words"  # one puzzle per word list, made with the options
        found[name] = Source(
            (*(o.name for o in maker.options), "words" if worded else "count"),
            worded,
            maker.options,
            None,
            maker.request,
            # a word list's maker: its puzzles' per page without a list (each list makes one)
            lambda values, m=maker: m.per_page(m.request(values)) if m.input is None else m.per_page_of(None),  # type: ignore[misc]
        )
    kind, words = word_maker()
    for name in (kind.name, *words.also):
        found[name] = Source(("words", *WORD_SETTINGS), True, per_page=1)
    return found


@dataclass(frozen=True)
class Result:
    """What a task made: ``record`` (the puzzle's JSON document) and ``files`` (suffix -> bytes:
    ``.ipuz``, ``.puz`` where Latin-1 holds it, ``.png`` and ``-solution.png``), or ``error``
    (why it was not made: its work budget ran out, the time limit cut it, no layout exists);
    ``warning``: a puzzle made, but its making cut by the time limit (its files then depend on the
    machine's speed); ``late``: not made because the time limit cut it (more time may make it)."""

    key: str
    record: dict[str, Any] | None = None
    files: tuple[tuple[str, bytes], ...] = ()
    error: str | None = None
    warning: str | None = None
    late: bool = False


def drawing_dict(d: Drawing) -> dict[str, Any]:
    """A drawing as JSON data."""
    return {"width": d.width, "height": d.height, "body": d.body}


def make_one(task: Task) -> Result:
    """The puzzle of ``task`` and its files (run in any process; writes nothing).

    Raises:
        GridcraftError: a fault of the task itself that the manifest's check let through.
    """
    allow_children()
    budget = Budget(time_limit=task.time_limit)
    try:
        kind, puzzle, solution, grade, unique = _made(task, budget)
    except BudgetExceeded as e:
        return Result(task.key, error=f"{e} ({_more(task, budget)})", late=budget.clock_cut)
    except GridcraftError as e:
        return Result(task.key, error=str(e), late=budget.clock_cut)
    if kind is None:
        return Result(task.key, error=str(puzzle), late=budget.clock_cut)
    made = _result(task, kind, puzzle, solution, grade, unique)
    if budget.clock_cut:
        warning = clock_cut_warning(None, setting="a larger time_limit or nodes", what="its making")
        return Result(made.key, made.record, made.files, warning=warning)
    return made


def _more(task: Task, budget: Budget) -> str:
    """What may help a puzzle whose budget ran out: more time only when the time limit cut it;
    else more work (a word list's ``nodes``), or another seed."""
    if budget.clock_cut:
        return f"the time limit of {task.time_limit:g} s cut it; a larger time_limit may help"
    return "a larger nodes may help" if task.words else "another seed may make one"


def _made(task: Task, budget: Budget) -> tuple[Kind | None, Any, Any, str | None, bool | None]:
    """The kind, puzzle, solution, grade of ``task`` and whether its one answer is proven
    (``None``: a clued crossword's, which its clues decide); kind ``None``: the puzzle is why not.
    ``budget``: the task's time limit, an outer safety limit, marked when it cut a search."""
    values = dict(task.values)
    if task.kind in makers():
        kind, maker = makers()[task.kind]
        if maker.input == "words":
            values["words"] = read_words(task.words, task.source, lang=task.lang)
        made = maker.make(maker.request(values), task.seed, budget)
        puzzle, solution = maker.shown(made)
        return kind, puzzle, solution, maker.grade(made), True  # the maker proves it unique
    kind, words = word_maker()
    entries = read_words(task.words, task.source, lang=task.lang)
    seed = int.from_bytes(hashlib.sha256(task.seed.encode("utf-8")).digest()[:4], "big") >> 1
    nodes = values.pop("nodes")
    layout = None
    searching = Budget(time_limit=task.time_limit, node_limit=nodes)
    try:
        for layout in words.layouts(entries, budget=searching, seed=seed, **values):
            pass
    finally:
        if searching.clock_cut or (layout is not None and words.clock_cut(layout) is not None):
            budget.exhaust(CLOCK)
    if task.version:  # version k of the list: another layout, differing from the versions before it
        made, warnings = layout_versions(layout, task.version + 1, seed=task.seed, **values)
        if len(made) <= task.version:
            return None, warnings[0], None, None, None
        layout = made[task.version]
    if words.unique(layout) is False:
        cause = (
            "the time limit cut the check" if budget.clock_cut else f"in {nodes:,} search steps (raise nodes)"
        )
        return None, f"the answer was not proven unique: {cause}", None, None, None
    if task.kind == kind.name:
        return kind, layout, None, None, words.unique(layout)
    solver, puzzle = kind.solvable(layout)
    assert is_solver(solver) and solver.name == task.kind
    stats = SearchStats()
    found = verdict(solver.problem(puzzle), 2, budget=Budget.until(budget.deadline), stats=stats).found
    if len(found) == 1 and not stats.complete:  # the deadline came before the second answer was ruled out
        budget.exhaust(CLOCK)
        return (
            None,
            f"its {solver.title} puzzle was not proven to have one answer: the time limit cut the search",
            None,
            None,
            None,
        )
    if len(found) != 1:
        return None, f"its {solver.title} puzzle has {len(found)} answers", None, None, None
    return solver, puzzle, found[0], None, True


def _result(
    task: Task, kind: Kind, puzzle: Any, solution: Any, grade: str | None, unique: bool | None
) -> Result:
    first, caption, words, filled = kind.sheet_parts(puzzle, solution, task.lang)
    formats = formats_of(kind)
    title = f"{task.heading} {task.index + 1}"
    if task.version is not None:  # each version says its letter under its number
        label = version_title("", task.version, task.lang, [e.text for e in kind.words(puzzle) or ()])
        said = label.strip(" —")
        line, rest = caption.partition("\n")[::2]  # on the instruction's line, before the level's
        caption = f"{line} {said[:1].upper()}{said[1:]}.{chr(10) + rest if rest else ''}"
        title = f"{title}{label}"
    files: list[tuple[str, bytes]] = []
    for name, suffix in (("ipuz", ".ipuz"), ("puz", ".puz")):
        if name in formats:
            try:
                written = formats[name].write(puzzle, solution, WriteOptions(title=title))
            except GridcraftError:  # .puz: letters Latin-1 does not hold
                continue
            files.append((suffix, written.encode("utf-8") if isinstance(written, str) else written))
    files.append((".png", _png(first, words)))
    files.append(("-solution.png", _png(filled, None)))
    record = {
        "section": task.section,
        "heading": task.heading,
        "index": task.index + 1,
        "kind": kind.name,
        "seed": task.seed,
        "grade": grade,
        "unique": unique,
        "title": title,
        "source": task.source.rsplit("/", 1)[-1] if task.source else None,
        "puzzle": kind.dumps(puzzle)  # what `gridcraft solve` reads back (a layout: its JSON)
        if is_solver(kind)
        else formats["json" if "json" in formats else "text"].write(puzzle, None, WriteOptions()),
        "files": [task.stem + suffix for suffix, _ in files] + [task.stem + ".json"],
        "task": task.key,
        "print": {
            "caption": caption,
            "words": words,
            "puzzle": drawing_dict(first),
            "solution": drawing_dict(filled),
        },
    }
    return Result(task.key, record, tuple(files))


def _png(drawing: Drawing, words: Any) -> bytes:
    """The grid (and its word list) as laid out in a box :data:`PNG_WIDTH` points wide (wider for
    a grid that would be drawn smaller than ``MAX_SCALE`` there), at :data:`DPI`."""
    width = max(PNG_WIDTH, float(drawing.width) * MAX_SCALE)
    fitted = fit(drawing, words, width, 1e6)
    assert fitted is not None  # at MAX_SCALE the grid fits its width, and the list its share of any height
    body = boxed(drawing, fitted, 0.0, 0.0, width)
    page = Drawing(round(width, 2), round(fitted.height, 2), body)
    return with_dpi(svg_to_png(page.document(), scale=DPI / 72), DPI)


def record_text(record: Mapping[str, Any]) -> bytes:
    """A puzzle's JSON document as written: UTF-8, 2-space indent, trailing newline."""
    out = io.StringIO()
    json.dump(record, out, ensure_ascii=False, indent=2)
    return (out.getvalue() + "\n").encode("utf-8")
