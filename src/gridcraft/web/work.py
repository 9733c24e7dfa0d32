"""What the page's requests compute: plain functions of form values, run in job processes (long
searches) or in the request (reading input, exports). They return JSON-ready dicts, or raise
:class:`BadInput` with the form field it is about and a message in the page's own words
(:attr:`BadInput.text`: its settings called by the page's fields, never a command-line flag, and a
place in a text box said as ``line 2, column 3``).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from typing import Any

from gridcraft.captions import LANGUAGES
from gridcraft.documents import entries_refused, formats_of, written_bytes
from gridcraft.engine import Budget, Progress, SearchStats, verdict
from gridcraft.errors import GridcraftError, LocatedError, MissingFont, ParseError
from gridcraft.kinds import (
    Found,
    read_container,
    read_puzzle,
    read_words,
    solvers,
    word_list_size,
    word_maker,
)
from gridcraft.options import free_text
from gridcraft.outcome import notes_of
from gridcraft.outputs import WriteOptions
from gridcraft.versions import layout_versions, letter
from gridcraft.words import Entry, check_clues

#: most seconds a request may search (the command line's generate default is 10)
MAX_SECONDS = 60.0
#: solutions a solve request finds and draws at most
MAX_SOLUTIONS = 10

Report = Callable[[dict[str, Any]], None]  # a job's progress: sent to the page as it polls


#: the page's way round a letter no installed font draws
FONT_OTHER = ", or download SVG"
#: the page's words for the library's settings that a message names (its fields' labels; a
#: maker's options say their own: :attr:`gridcraft.options.Option.words`)
FIELD_WORDS = {
    "max_aspect": "the shape limit",
    "max_width": "the width limit",
    "max_height": "the height limit",
    "time_limit": "time limit",
    "nodes": "search budget",
    "format": "download",
    "word_bank": "the word bank",
    "reveal": "letters given away",
}


#: the fields whose text has lines, where a message says the line and column
TEXT_FIELDS = ("words", "puzzle", "ids", "upload", "grid", "dictionary")
#: the page's way of doing what a library message suggests (the page's choices, not flags)
PAGE_PHRASES = (
    ("(use the shape limit none)", '(tick "Allow long, thin grids")'),
    (", as every entry of a clued list must (or --clues optional)",
     ', as every entry of a clued list must (or tick "Words may lack clues")'),
    (" (in kkck's layout '#' is a white cell: read it as kkck, --from kkck)",
     " (in kkck's layout '#' is a white cell; here '#' is a block, as in gridcraft's)"),
)  # fmt: skip


def page_words(message: str) -> str:
    """``message`` (a library's, with its settings already named by :data:`FIELD_WORDS`) as the
    page says it: each suggestion of :data:`PAGE_PHRASES` in the page's terms."""
    for library, page in PAGE_PHRASES:
        message = message.replace(library, page)
    return re.sub(r"the shape limit (\d[\d.]*)", r"a shape at most \1 times as long as wide", message)


class BadInput(LocatedError):
    """Input that cannot be used, about the form field ``field`` and shown next to it;
    ``str()`` is the command line's error line (``FIELD:LINE:COL: message``), :attr:`text` the
    page's."""

    def __init__(self, message: str, field: str, line: int = 0, column: int = 0, source: str = "") -> None:
        super().__init__(message, line, column, source or field)
        self.field = field

    @property
    def text(self) -> str:
        """The message as the page shows it beside its field: in the page's words
        (:func:`page_words`), with ``line 2, column 3:`` for a place in a text box, and the name
        of an uploaded file (its :attr:`source`) for an upload."""
        where = []
        if self.source != self.field:
            where.append(self.source)
        if self.line and self.field in TEXT_FIELDS:
            where.append(f"line {self.line}" + (f", column {self.column}" if self.column else ""))
        head = ", ".join(where)
        return f"{head}: {page_words(self.message)}" if head else page_words(self.message)

    def moved(self, field: str, source: str) -> BadInput:
        """This error about the field ``field`` instead (an uploaded file's, named ``source``)."""
        return BadInput(self.message, field, self.line, self.column, source)

    def __reduce__(self) -> tuple[Any, ...]:
        return BadInput, (self.message, self.field, self.line, self.column, self.source)


def bad(error: GridcraftError, field: str) -> BadInput:
    """``error`` as bad input in ``field``: a located error keeps its place (and its source as the
    field); other errors name their settings by the page's field names (the settings' own keywords)."""
    if isinstance(error, LocatedError):
        return BadInput(error.message, field, error.line, error.column)
    if isinstance(error, MissingFont):
        return BadInput(f"{error}{FONT_OTHER}", field)
    return BadInput(error.worded(FIELD_WORDS), field)


def number(
    form: Mapping[str, str], field: str, default: float, low: float, high: float, *, whole: bool = False
) -> float:
    """A number field within ``low..high`` (an empty field: ``default``); ``whole``: a whole
    number, as the command line's whole-number options read it (``1.5`` and ``1e3`` refused).
    The bounds are said as plain numbers (``2147483647``).

    Raises:
        BadInput: not a finite number (not a whole number), or out of range.
    """
    text = form.get(field, "").strip()
    if not text:
        return default
    try:
        value: float = float(text)
    except ValueError:
        raise BadInput(f"{text!r} is not a number", field, 1, 1) from None
    if whole:
        try:
            value = int(text)
        except ValueError:
            raise BadInput(f"{text!r} is not a whole number", field, 1, 1) from None
    if not math.isfinite(value) or not low <= value <= high:
        raise BadInput(f"{text!r} must be between {_plain(low)} and {_plain(high)}", field, 1, 1)
    return float(value)


def _plain(bound: float) -> str:
    """A bound as the page says it: ``2147483647``, ``0.5`` (never ``2.14748e+09``)."""
    return str(int(bound)) if float(bound).is_integer() else repr(float(bound))


#: the largest seed of the make page (the command line's ``generate --seed`` takes any whole number)
MAX_SEED = 2**31 - 1


def free_seed(form: Mapping[str, str]) -> str:
    """The ``seed`` field of a maker's form: any text, as ``gridcraft make --seed`` reads it
    (:func:`gridcraft.options.free_text`; an empty field: ``0``).

    Raises:
        BadInput: a control character, a line break or a bidirectional control, beside ``seed``.
    """
    try:
        return free_text(form.get("seed", "").strip() or "0")
    except ValueError as e:
        raise BadInput(str(e), "seed", 1, 1) from None


def language(form: Mapping[str, str]) -> str | None:
    """The ``lang`` field: one of the languages of the captions, or empty (guessed from the words).

    Raises:
        BadInput: another value.
    """
    lang = form.get("lang", "").strip() or None
    if lang is not None and lang not in LANGUAGES:
        raise BadInput(f"{lang!r} is not one of {', '.join(LANGUAGES)}", "lang", 1, 1)
    return lang


def words(form: Mapping[str, str]) -> list[Entry]:
    """The entries of the ``words`` field (a word list, or a layout's JSON or ipuz).

    Raises:
        BadInput: a bad list, or an entry without a clue in a clued list (unless ``clues`` is
            ``optional``).
    """
    text = form.get("words", "")
    try:
        entries = read_words(text, "words")
        if form.get("clues", "required") != "optional":
            check_clues(entries, "words")
    except ParseError as e:
        raise bad(e, "words") from None
    return entries


def page_nodes(entries: list[Entry], seconds: float) -> int:
    """The node budget of a page's search of ``entries`` under ``seconds``: one the maker spends in
    about a quarter of the time (:meth:`gridcraft.kinds.WordMaker.repeatable_nodes`), so that the same list, settings and
    seed give the same layout on a busy server too; the time limit only stops a search that a far
    busier one leaves unfinished (its summary then says so)."""
    return word_maker()[1].repeatable_nodes(entries, seconds)


def generate(entries: list[Entry], options: dict[str, Any], report: Report) -> dict[str, Any]:
    """A layout of ``entries`` (the command line's ``generate``), its summary, the empty puzzle's
    grid (SVG) and its clues or word list as text, the key (SVG), and the layout's JSON (which the
    exports read back).

    ``options`` holds the settings of :meth:`Maker.layouts` (``time_limit`` in seconds, ``seed``,
    ``max_aspect``, ``max_width``, ``max_height``, ``givens``), ``lang``, ``versions``
    (1 to 26: the layout and other layouts of its words, see :func:`layout_set`; returned as
    ``versions``, version A first, with ``versions_note``, what the page says of them),
    ``word_bank`` and ``reveal`` (a crossword's answers listed, letters given away: see
    :meth:`gridcraft.kinds.WordMaker.handed_out`), ``nodes`` (a node
    budget, or ``None``), and ``field`` and ``source``: the form field the words came from
    (``words``, or ``upload`` and the file's name), which a message is shown beside.

    Raises:
        BadInput: no layout (the message says why), or the time ran out first.
    """

    def progress(event: Progress) -> None:
        report({"phase": event.phase, "best": event.best, "elapsed": round(event.elapsed, 1)})

    kind, maker = word_maker()
    if options.get("word_bank") and not any(e.clue for e in entries):
        raise BadInput("a word bank lists a crossword's answers: these words have no clues", "word_bank")
    seconds = options["time_limit"]
    budget = Budget(time_limit=seconds, node_limit=options.get("nodes"), progress=progress)
    layout = None
    try:
        for layout in maker.layouts(
            entries,
            budget=budget,
            seed=options["seed"],
            max_aspect=options["max_aspect"],
            max_width=options["max_width"],
            max_height=options["max_height"],
            givens=options["givens"],
        ):
            pass
    except GridcraftError as e:
        error = bad(e, "words")
        if seconds >= MAX_SECONDS:  # the page allows no longer time: suggest none
            error = BadInput(
                re.sub(r"; a longer time limit may find one(?: \(or (.*)\))?", r"; \1", error.message).rstrip(
                    "; "
                ),
                "words",
                error.line,
                error.column,
            )
        raise error.moved(options.get("field", "words"), options.get("source", "words")) from None
    lang = options.get("lang")
    formats = formats_of(kind)
    summary = maker.summary(layout)
    versions, left_out = layout_set(layout, options.get("versions", 1), options, report)
    try:  # a word bank, letters given away (the page's own choices)
        versions = [
            maker.handed_out(
                x,
                word_bank=bool(options.get("word_bank")),
                reveal=options.get("reveal", 0),
                seed=options["seed"],
            )
            for x in versions
        ]
    except GridcraftError as e:
        raise bad(e, "reveal") from None
    layout = versions[0]

    def written(name: str, blank: bool = False) -> str:
        return str(formats[name].write(layout, None, WriteOptions(blank=blank, lang=lang)))

    grid, caption, groups, _ = kind.sheet_parts(layout, None, lang)
    return {
        "summary": summary,
        "layout": json.loads(written("json")),
        "puzzle": grid.document(),
        "caption": caption,
        "clues": [{"heading": str(heading), "lines": list(lines)} for heading, lines in groups or []],
        "key": written("svg"),
        "text": written("text"),
        "versions": [json.loads(str(formats["json"].write(x, None, WriteOptions()))) for x in versions],
        "versions_note": " ".join(
            [
                f"{len(versions)} versions in the PDF (version A shown)." if len(versions) > 1 else "",
                *left_out,
            ]
        ).strip(),
    }


def layout_set(
    layout: Any, n: int, options: Mapping[str, Any], report: Report
) -> tuple[list[Any], list[str]]:
    """``n`` versions of ``layout`` (version A itself), as ``generate --versions N`` makes them
    (:func:`gridcraft.versions.layout_versions`, with the page's seed, footprint and givens), and
    the warning of a version left out."""
    if n <= 1:
        return [layout], []

    def done(k: int) -> None:
        report({"versions": f"made version {letter(k)} of versions A to {letter(n - 1)}"})

    settings = {name: options[name] for name in ("max_aspect", "max_width", "max_height", "givens")}
    return layout_versions(layout, n, seed=options["seed"], done=done, **settings)


def read_layout(form: Mapping[str, str]) -> Any:
    """The layout of the ``layout`` field (JSON as :func:`generate` returned it).

    Raises:
        BadInput: not a layout's JSON.
    """
    try:
        found = read_container(form.get("layout", ""), "layout")
    except GridcraftError as e:
        raise bad(e, "layout") from None
    except ValueError as e:
        raise BadInput(str(e), "layout") from None
    if found.kind is not word_maker()[0]:
        raise BadInput(f"not a layout: the JSON holds a {found.kind.title} puzzle", "layout")
    return found.puzzle


def exports() -> dict[str, tuple[str, str]]:
    """The downloads of a layout, by format name: (media type, file extension); the same formats
    as the command line's ``generate`` (``sheet``: the printable sheet, puzzle and key)."""
    return {name: (f.media, f.extension) for name, f in formats_of(word_maker()[0]).items()}


def file_name(title: str, default: str) -> str:
    """A file name (without extension) of ``title``: its letters and digits in lower case (any
    script), each run of other characters one ``-``; ``default`` when none is left."""
    return re.sub(r"[\W_]+", "-", title.lower()).strip("-") or default


def export(layout: Any, fmt: str, form: Mapping[str, str]) -> tuple[bytes, str]:
    """``layout`` in format ``fmt`` (see :func:`exports`), and a file name for it: the title's
    (``title``, else the kind's title of the layout) with the format's extension (and ``-sheet``
    before it for the printable sheet); pictures are of the empty puzzle.

    Raises:
        BadInput: an unknown format, a letter no installed font draws in PNG or PDF, or a ``.puz``
            of letters Latin-1 cannot hold.
    """
    kind, _ = word_maker()
    formats = formats_of(kind)
    if fmt not in formats:
        raise BadInput(f"{fmt!r} is not one of {', '.join(formats)}", "format")
    lang = language(form)
    title = form.get("title", "").strip() or kind.default_title(layout, lang)
    found = entries_refused(fmt, kind.words(layout) or [])
    if found is not None:
        raise bad(found[1], "format")
    try:
        data = formats[fmt].write(
            layout, None, WriteOptions(blank=formats[fmt].picture, lang=lang, title=title)
        )
    except GridcraftError as e:
        raise bad(e, "format") from None
    sheet = "-sheet" if fmt == "sheet" else ""
    return written_bytes(data), f"{file_name(title, 'puzzle')}{sheet}.{formats[fmt].extension}"


def read_any_puzzle(form: Mapping[str, str]) -> tuple[Any, Any]:
    """The solver kind and puzzle of the ``puzzle`` field (any spelling, ipuz, Keen ID; a layout:
    its fill-in puzzle), read as the kind the field ``kind`` names where it names one.

    Raises:
        BadInput: a bad puzzle (at its line and column), or a word list (which the make page
            makes a puzzle of).
    """
    found = _read_found(form)
    try:
        return found.kind.solvable(found.puzzle)
    except GridcraftError as e:
        raise bad(e, "puzzle") from None


def _read_found(form: Mapping[str, str]) -> Found:
    """The puzzle of the ``puzzle`` field as read, of its own kind (a crossword's ipuz: its layout),
    or of the solved kind the field ``kind`` names (a maker page's puzzle).

    Raises:
        BadInput: as :func:`read_any_puzzle`, or an unknown kind.
    """
    text = form.get("puzzle", "")
    name = form.get("kind", "").strip()
    kind = next((k for k in solvers() if k.name == name), None)
    if name and kind is None:
        raise BadInput(f"{name!r} is not one of {', '.join(k.name for k in solvers())}", "kind", 1, 1)
    words = 0 if kind is not None else word_list_size(text)
    if words:
        raise BadInput(
            f"this is a word list ({words} words), not a puzzle: the Make page turns a word list into a puzzle",
            "puzzle",
        )
    try:
        return read_puzzle(text, "puzzle", kind)
    except GridcraftError as e:
        raise bad(e, "puzzle") from None


def solve_words(count: int, complete: bool) -> tuple[str, str]:
    """What the page says of a solve that found ``count`` solutions, its search ``complete`` or
    not (stopped at :data:`MAX_SOLUTIONS`, or by the time limit): a short badge (``one
    solution``) and one plain sentence that does not repeat it."""
    if complete:
        if count == 1:
            return "one solution", "Every possibility was tried: this is the puzzle's only solution."
        if count == 0:
            return "no solution", "Every possibility was tried: no grid fits the clues."
        return "several solutions", f"The puzzle has {count} solutions, all shown below."
    if count >= MAX_SOLUTIONS:
        return "several solutions", f"The puzzle has more than one solution; the first {count} are shown."
    if count > 1:
        return (
            "several solutions",
            f"{count} solutions were found before the time ran out; there may be more.",
        )
    if count == 1:
        return (
            "one found",
            "The time ran out before the search could tell whether this solution is the only one.",
        )
    return "none found", "The time ran out before a solution was found or ruled out; try a longer time limit."


def solve(puzzle_text: str, time_limit: float, report: Report) -> dict[str, Any]:
    """Solutions of the puzzle (up to :data:`MAX_SOLUTIONS`), with the summary line, whether it is
    unique, each solution drawn, and the puzzle's text (``puzzle``: an uploaded ``.puz`` file's
    ipuz text), which the page's hints and player send back.

    Raises:
        BadInput: a bad puzzle, or one the solver's checks refuse.
    """
    kind, puzzle = read_any_puzzle({"puzzle": puzzle_text})
    found: list[Any] = []

    def progress(event: Progress) -> None:
        report({"nodes": event.nodes, "found": len(found)})

    try:
        result = verdict(
            kind.problem(puzzle),
            MAX_SOLUTIONS,
            budget=Budget(time_limit=time_limit, progress=progress),
            stats=SearchStats(),
            found=found,
        )
    except GridcraftError as e:
        raise bad(e, "puzzle") from None
    count, complete = len(result.found), result.stats.complete
    badge, summary = solve_words(count, complete)
    summary = " ".join([summary, *(note[0].upper() + note[1:] + "." for note in notes_of(kind, puzzle))])
    return {
        "kind": kind.name,
        "puzzle": puzzle_text,
        "verdict": badge,
        "summary": summary,
        "count": count,
        "complete": complete,
        "unique": complete and count == 1,
        "ipuz": "ipuz" in formats_of(kind),  # the page offers the solved puzzle's ipuz file
        "blank": kind.svg(puzzle, None).document(),
        "solutions": [kind.svg(puzzle, grid).document() for grid in result.found],
    }


def hint(form: Mapping[str, str]) -> dict[str, Any]:
    """Step ``step`` (0-based) of the explained solve of the ``puzzle`` field, drawn.

    Raises:
        BadInput: a bad puzzle, or one without exactly one solution.
    """
    kind, puzzle = read_any_puzzle(form)
    step = int(number(form, "step", 0, 0, 100_000, whole=True))
    try:
        hints = list(kind.explain(puzzle))
    except GridcraftError as e:
        raise bad(e, "puzzle") from None
    if step >= len(hints):
        return {"done": True, "text": "The grid is full.", "svg": None, "steps": len(hints)}
    state = None
    for earlier in hints[:step]:
        state = kind.advance(puzzle, state, earlier)
    chosen = hints[step]
    return {
        "done": False,
        "text": chosen.text,
        "svg": kind.hint_svg(puzzle, state, chosen).document(),
        "steps": len(hints),
    }


def solved_ipuz(form: Mapping[str, str]) -> tuple[bytes, str]:
    """The puzzle of the ``puzzle`` field with its first solution, as ipuz (the kind's ipuz form,
    through its table), and a file name of its kind (``kenken-solved.ipuz``).

    Raises:
        BadInput: a bad puzzle, or a kind without an ipuz form.
    """
    kind, puzzle = read_any_puzzle(form)
    fmt = formats_of(kind).get("ipuz")
    if fmt is None:
        raise BadInput(f"{kind.title} puzzles have no ipuz form", "puzzle")
    try:
        first = next(iter(kind.solutions(puzzle, 1)), None)
        data = fmt.write(puzzle, first, WriteOptions())
    except GridcraftError as e:
        raise bad(e, "puzzle") from None
    return written_bytes(data), f"{file_name(kind.name, 'puzzle')}-solved.ipuz"


PLAY_TIME = 10.0  # seconds to solve a puzzle before its player is made


def player(form: Mapping[str, str]) -> tuple[str, str]:
    """The player file (see :mod:`gridcraft.player`) of the ``layout`` field (a layout's JSON, as
    the make page holds it) or else of the ``puzzle`` field (any puzzle, solved first; a layout,
    such as a crossword's ipuz or ``.puz`` file, is its own solution, its clues kept; read as the
    kind the field ``kind`` names where it names one), and a file name for it.

    Raises:
        BadInput: a bad layout or puzzle, one without a solution, or one not solved in time.
    """
    lang = language(form)
    read = None if form.get("layout", "").strip() else _read_found(form)
    if read is None:
        kind, puzzle, solution = word_maker()[0], read_layout(form), None
    elif not read.kind.solver:  # a layout read from a file (a crossword's ipuz, a .puz): its own solution
        kind, puzzle, solution = read.kind, read.puzzle, None
    else:
        kind, puzzle = read_any_puzzle(form)
        stats = SearchStats()
        result = verdict(kind.problem(puzzle), 2, budget=Budget(time_limit=PLAY_TIME), stats=stats)
        if not result.found:
            found = "has no solution" if stats.complete else f"was not solved in {PLAY_TIME:.0f} seconds"
            raise BadInput(f"the puzzle {found}, so it cannot be played", "puzzle")
        solution = result.found[0]
    title = form.get("title", "").strip() or kind.default_title(puzzle, lang)
    try:
        html = str(formats_of(kind)["html"].write(puzzle, solution, WriteOptions(lang=lang, title=title)))
    except GridcraftError as e:
        raise bad(e, "puzzle") from None
    return html, f"{file_name(title, 'puzzle')}.html"
