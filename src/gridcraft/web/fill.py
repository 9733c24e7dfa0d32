"""What the fill page's requests compute: a crossword grid filled from dictionaries, through the
filler of the kind that has one (:func:`gridcraft.kinds.filler`), as ``gridcraft fill`` does.

:func:`read` checks the form in the request (a bad grid, dictionary or setting is answered at
once, beside its field); :func:`fill` runs in a job process (the anytime search, and a count of
the fills when asked); :func:`aids` answers in the request, as the grid is drawn (each slot's
candidates, the letters the crossings force, the dead slots); :func:`export` writes a fill in one
of the kind's formats. The dictionaries are read, combined and indexed once in the server process
(:func:`warm` at start; per request :func:`~gridcraft.web.dictionaries.dictionary_of` and
:func:`ready`), so that the jobs it forks find them made. Messages are in the page's words
(:class:`~gridcraft.web.work.BadInput`): its fields, never a command-line flag.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gridcraft.dictionary import SCORES, builtin_dictionary
from gridcraft.documents import crossword_written, formats_of, written_bytes
from gridcraft.engine import Budget, Progress, SearchStats
from gridcraft.errors import BudgetExceeded, GridcraftError, ParseError
from gridcraft.kinds import SolverKind, filler
from gridcraft.outputs import WriteOptions
from gridcraft.web.dictionaries import dictionary_of, ticked
from gridcraft.web.work import MAX_SECONDS, BadInput, Report, bad, number
from gridcraft.words import encode

#: the widest and tallest grid the page fills (its editor's bounds)
MAX_SIZE = 21
#: the fill's downloads the page offers, by format name (the kind's formats; JSON is the page's own)
DOWNLOADS = ("text", "ipuz", "puz", "jpz", "xd", "sheet", "pdf", "png", "svg")
#: the downloads that are the fill as a crossword to clue (numbered, every clue empty), as
#: ``gridcraft fill`` writes them
CROSSWORD = ("ipuz", "puz", "jpz", "xd", "sheet")
#: what the page calls the lowest score allowed
MIN_SCORE_WORDS = "the lowest score allowed"


@dataclass(frozen=True)
class FillJob:
    """A checked fill request and how to run it.

    Attributes:
        request: the filler's request (the grid, the dictionary, the settings).
        seconds: the time limit of the whole job (the count's share included).
        count: whether to count the fills (up to 2: is the fill the only one?).
        dictionary: the dictionaries' names, as the summary says them.
        floor: the lowest score allowed (``None``: any).
    """

    request: Any
    seconds: float
    count: bool
    dictionary: str
    floor: int | None = None


def warm() -> None:
    """Read the built-in dictionary and order its entries of every length for the default seed,
    in the server process: the jobs it forks and the aids' requests then find them made."""
    _, found = filler()
    dictionary = builtin_dictionary()
    lengths = range(min(found.min_lengths), MAX_SIZE + 1)  # one across slot of each length
    grid = "\n#\n".join("." * n + "#" * (MAX_SIZE - n) for n in lengths)
    request = found.request(grid, "warm", dictionary.scores, min_score=None, min_length=min(lengths), seed=0)
    found.aids(request)


def _whole(form: Mapping[str, str], field: str, low: int, high: int) -> int | None:
    """A whole-number field within ``low..high`` (``None`` when empty)."""
    if not form.get(field, "").strip():
        return None
    value = number(form, field, 0, low, high)
    if value != int(value):
        raise BadInput(f"{form[field].strip()!r} is not a whole number", field, 1, 1)
    return int(value)


def _size_checked(text: str) -> None:
    """Refuse a grid beyond the editor's :data:`MAX_SIZE` (the page's bound, not the filler's)."""
    rows = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("!")]
    width = max((len(line.rstrip()) for line in rows), default=0)
    if len(rows) > MAX_SIZE or width > MAX_SIZE:
        raise BadInput(
            f"the grid is {width} x {len(rows)} cells; the page fills grids of at most {MAX_SIZE} x {MAX_SIZE}",
            "grid",
        )


#: a region as the page writes it: two cells ``r1c1:r5c5`` (rows and columns from 1)
REGION = re.compile(r"r(\d+)c(\d+):r(\d+)c(\d+)")


def region_of(form: Mapping[str, str]) -> tuple[int, int, int, int] | None:
    """The ``region`` field: two corners ``r1c1:r5c5`` (any order; empty: the whole grid) as
    ``(top, left, bottom, right)``, 0-based and inclusive.

    Raises:
        BadInput: another text.
    """
    text = form.get("region", "").strip().lower().replace(" ", "")
    if not text:
        return None
    found = REGION.fullmatch(text)
    if found is None or "0" in (found[1], found[2], found[3], found[4]):
        raise BadInput(
            f"{form['region'].strip()!r} is not a region: two cells such as r1c1:r5c5 (rows and columns from 1)",
            "region",
        )
    r1, c1, r2, c2 = (int(found[k]) - 1 for k in range(1, 5))
    return min(r1, r2), min(c1, c2), max(r1, r2), max(c1, c2)


def request_of(form: Mapping[str, str], region: tuple[int, int, int, int] | None = None) -> tuple[Any, str]:
    """The filler's request of a form (see :func:`read`; ``region`` already read) and the name
    of its dictionaries.

    Raises:
        BadInput: a bad field, beside it; a bad grid at its line and column.
    """
    _, found = filler()
    lengths = found.min_lengths
    text = form.get("min_length", "").strip() or str(max(lengths))
    if text not in {str(n) for n in lengths}:
        raise BadInput(f"{text!r} is not one of {', '.join(map(str, lengths))}", "min_length", 1, 1)
    min_length = int(text)
    min_score = _whole(form, "min_score", SCORES.start, SCORES.stop - 1)
    seed = _whole(form, "seed", 0, 2**31 - 1) or 0
    grid = form.get("grid", "")
    if not grid.strip():
        raise BadInput("no grid: make one above, or type it ('#' a block, '.' an empty cell)", "grid")
    _size_checked(grid)
    dictionary, name = dictionary_of(form)
    try:
        request = found.request(
            grid,
            "grid",
            dictionary.scores,
            min_score=min_score,
            min_length=min_length,
            seed=seed,
            region=region,
            forms=dictionary.forms,
        )
    except ParseError as e:
        message = e.message
        if "every slot needs at least" in message and min_length > min(lengths):
            message += f" (or choose {min(lengths)} as the shortest slot)"
        raise BadInput(message, "grid", e.line, e.column) from None
    except GridcraftError as e:
        raise bad(e, "region" if region is not None and "region" in e.settings else "grid") from None
    return request, name


def read(form: Mapping[str, str]) -> FillJob:
    """The fill job of a form: ``grid`` (``#`` block, ``.`` empty, a letter kept), the
    dictionaries (see :func:`dictionary_of`), ``min_score`` (empty: any), ``min_length`` (a
    length the filler allows; default its longest), ``seed``, ``region`` (see
    :func:`region_of`: letters are written only there), ``time_limit`` (1 to
    :data:`MAX_SECONDS`) and ``count`` (which counts the whole grid's fills: not with a region).

    Raises:
        BadInput: a bad field, beside it; a bad grid at its line and column.
    """
    region = region_of(form)
    seconds = number(form, "time_limit", 10, 1, MAX_SECONDS)
    count = ticked(form, "count", False)
    if count and region is not None:
        raise BadInput(
            "counting counts the fills of the whole grid: clear the region, or untick the count", "region"
        )
    request, name = request_of(form, region)
    return FillJob(request, seconds, count, name, request.min_score)


def aids(form: Mapping[str, str]) -> dict[str, Any]:
    """The construction aids of the form's grid (its region aside), as the filler gives them:
    ``slots`` (each with its ``candidates``), ``forced`` letters, ``dead`` slots and ``notes``
    (see :meth:`gridcraft.record.Filler.aids`); the same fields as :func:`read`. Its dictionary's
    index is kept in the server process, for the next request and the fill jobs it forks.

    Raises:
        BadInput: a bad field, beside it.
    """
    request, _ = request_of(form)
    try:
        return filler()[1].aids(request)
    except GridcraftError as e:
        raise bad(e, "grid") from None


def ready(job: FillJob) -> None:
    """Make ``job``'s dictionary index in this process (the server's), before its job forks:
    the job then finds it made (the aids make it, of the whole grid)."""
    try:
        filler()[1].aids(job.request)
    except GridcraftError:
        pass  # the fill says what is wrong


def count_words(found: int, complete: bool) -> tuple[str, str, bool]:
    """What the page says of a count of fills up to 2: a badge, a sentence, and whether it is good
    news (the fill is the only one)."""
    if found >= 2:
        return "several fills", "This grid has more than one fill; this is one of them.", False
    if complete and found == 1:
        return "only fill", "Every possibility was tried: this is the grid's only fill.", True
    if found == 1:
        return (
            "not counted",
            "The time ran out before the count could tell whether this fill is the only one.",
            False,
        )
    return "not counted", "The time ran out before the count found a fill.", False


def _quality(document: Mapping[str, Any], dictionary: str) -> tuple[str, str, bool]:
    """A badge and a sentence of a fill's scores, and whether it is the best possible."""
    entries = document["entries"]
    unlisted = sum(e["score"] is None for e in entries)
    if unlisted:
        kept = "one" if unlisted == 1 else str(unlisted)
        holds = (
            f"Every one of the {len(entries)} slots holds an entry, none twice: {len(entries) - unlisted} "
            f"of {dictionary}, and {kept} written whole that no dictionary holds, kept as written."
        )
    else:
        holds = f"Every one of the {len(entries)} slots holds an entry of {dictionary}, none twice."
    head = f"{holds} The lowest entry score is {document['lowest']}, the mean {document['mean']:.1f}."
    if document["best"]:
        return "best possible", f"{head} No fill has a higher lowest score: this is the best possible.", True
    return (
        "best found in time",
        f"{head} A fill with a higher lowest score may exist: the time ran out before the search could tell.",
        False,
    )


def _no_fill_in_time(error: BudgetExceeded, job: FillJob) -> BadInput:
    """The page's words for a search that found no fill before its time ran out, with what the
    page offers to try (no longer time past :data:`MAX_SECONDS`)."""
    message = error.worded({"time_limit": f"{job.seconds:g} s"})
    message = message.replace("before the time limit (", "in the time allowed (")
    message = message.replace(") ran out", ")")
    tries = ["a longer time limit"] if job.seconds < MAX_SECONDS else []
    if job.floor is not None:
        tries.append("a lower lowest score allowed")
    tries.append("another pattern of blocks")
    listed = tries[0] if len(tries) == 1 else f"{', '.join(tries[:-1])} or {tries[-1]}"
    return BadInput(f"{message}; try {listed}", "grid")


def fill(job: FillJob, report: Report) -> dict[str, Any]:
    """The best fill of ``job`` found in its time (and, when asked, whether it is the grid's only
    fill): the filled grid drawn, its entries with their scores, and the summary in plain words.

    Returns:
        ``svg``; ``document`` (the filler's JSON: ``grid``, ``entries`` with their ``written``
        forms and ``enumeration``, ``lowest``, ``mean``, ``best``), which :func:`export` reads
        back; ``badge``, ``summary`` and ``good``; ``notes``, the lines the filler's summary adds
        (the lowest-scored entries, the entries kept though in no dictionary); and ``count``
        (``None``, or its ``badge``, ``summary`` and ``good``).

    Raises:
        BadInput: no fill (proven: the slots that cannot all be entries named; or none found in
            time), beside the grid.
    """
    kind, found = filler()
    best: Any = None
    lowest: list[int] = []

    def progress(event: Progress) -> None:
        report(
            {
                "nodes": event.nodes,
                "lowest": lowest[-1] if lowest else None,
                "elapsed": round(event.elapsed, 1),
            }
        )

    clock = Budget(time_limit=job.seconds)
    counted = None
    stats = SearchStats()
    try:
        if job.count:
            counting = SearchStats()
            verdict = found.count(
                job.request, 2, Budget(time_limit=job.seconds / 2, progress=progress), counting
            )
            counted = count_words(len(verdict.found), counting.complete)
            if counting.complete and not verdict.found:
                counted = None  # no fill at all: the search below names the slots at fault
        for best in found.fills(job.request, Budget(time_limit=clock.remaining(), progress=progress), stats):
            lowest.append(best.lowest)
    except BudgetExceeded as e:
        raise _no_fill_in_time(e, job) from None
    except GridcraftError as e:
        raise bad(e, "grid") from None
    document = found.document(best)
    puzzle, grid = found.shown(job.request, best)
    badge, summary, good = _quality(document, job.dictionary)
    return {
        "svg": formats_of(kind)["svg"].write(puzzle, grid, WriteOptions()),
        "document": document,
        "badge": badge,
        "summary": summary,
        "notes": found.summary(best, stats).splitlines()[1:],
        "good": good,
        "count": None if counted is None else dict(zip(("badge", "summary", "good"), counted)),
    }


def exports() -> dict[str, tuple[str, str]]:
    """The fill's downloads by format name: (media type, file extension)."""
    formats = formats_of(filler()[0])
    out = {name: (formats[name].media, formats[name].extension) for name in DOWNLOADS if name in formats}
    return out | {
        "puz": ("application/x-crossword", "puz"),
        "jpz": ("text/xml; charset=utf-8", "jpz"),
        "xd": ("text/plain; charset=utf-8", "xd"),
    }


def _read_fill(form: Mapping[str, str]) -> tuple[SolverKind, Any, Any, Any, Any]:
    """The kind, puzzle and filled grid of an export form, and the filler's request and filled
    rows: ``grid`` (the setter's grid, as filled),
    ``min_length``, and ``fill`` (the ``document`` of :func:`fill`'s result, as JSON).

    Raises:
        BadInput: a fill that is not one of this grid (the page changed since it was filled).
    """
    kind, found = filler()
    stale = BadInput("the grid has changed since it was filled: press Fill again", "grid")
    try:
        data = json.loads(form.get("fill", ""))
        rows = tuple(encode(str(row)) for row in data["grid"])
        entries = [(encode(str(e["entry"])), e) for e in data["entries"]]
        scores = {letters: int(e["score"]) for letters, e in entries if e["score"] is not None}
        forms = {letters: str(e["written"]) for letters, e in entries if e.get("written", letters) != letters}
        min_length = int(form.get("min_length", "") or max(found.min_lengths))
        request = found.request(
            form.get("grid", ""), "grid", scores, min_score=None, min_length=min_length, seed=0, forms=forms
        )
        puzzle, grid = found.shown(request, rows)
    except (ValueError, KeyError, TypeError, IndexError, GridcraftError):
        raise stale from None
    if kind.verify(puzzle, grid):
        raise stale
    return kind, puzzle, grid, request, rows


def export(form: Mapping[str, str]) -> tuple[bytes, str, str]:
    """A fill in format ``format`` (one of :func:`exports`): its bytes, media type and file name
    (``fill.ipuz``; ``fill-sheet.pdf`` for the printable sheet, the puzzle then its solution).

    Raises:
        BadInput: an unknown format, a fill that is not one of the grid, letters a ``.puz`` file
            cannot hold, or a letter no installed font draws.
    """
    fmt = form.get("format", "")
    offered = exports()
    if fmt not in offered:
        raise BadInput(f"{fmt!r} is not one of {', '.join(offered)}", "format")
    kind, puzzle, grid, request, rows = _read_fill(form)
    found = filler()[1]
    try:
        if fmt in CROSSWORD:  # the crossword to clue, as gridcraft fill writes it
            data = crossword_written(found.crossword(request, rows, {}), fmt)
        else:
            data = formats_of(kind)[fmt].write(puzzle, grid, WriteOptions(title="Crossword fill"))
    except GridcraftError as e:
        raise bad(e, "format") from None
    sheet = "-sheet" if fmt == "sheet" else ""
    return written_bytes(data), offered[fmt][0], f"fill{sheet}.{offered[fmt][1]}"
