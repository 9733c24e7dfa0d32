"""What the page's requests compute: plain functions of form values, run in job processes (long
searches) or in the request (reading input, exports). They return JSON-ready dicts, or raise
:class:`BadInput` with the same one-line message the command line gives (``FIELD:LINE:COL:
message``) and the form field it is about.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from typing import Any

from gridcraft import crisscross, kenken, printing
from gridcraft.cli.outcome import layout_summary, made_summary, solve_summary
from gridcraft.draw import Drawing, missing_glyph, svg_to_png
from gridcraft.engine import Budget, Progress, SearchStats, verdict
from gridcraft.errors import GridcraftError, ParseError
from gridcraft.formats.ipuz import layout_to_ipuz, write_ipuz
from gridcraft.formats.puz import layout_to_puz
from gridcraft.kinds import read_puzzle, read_words
from gridcraft.words import Entry, check_clues

#: most seconds a request may search (the command line's generate default is 10)
MAX_SECONDS = 60.0
#: solutions a solve request finds and draws at most
MAX_SOLUTIONS = 10
#: puzzles one KenKen request may make
MAX_PUZZLES = 100

Report = Callable[[dict[str, Any]], None]  # a job's progress: sent to the page as it polls


class BadInput(Exception):
    """Input that cannot be used: ``line`` is the command line's one-line message, ``field`` the
    form field it is about."""

    def __init__(self, line: str, field: str) -> None:
        super().__init__(line)
        self.line, self.field = line, field


def number(form: Mapping[str, str], field: str, default: float, low: float, high: float) -> float:
    """A number field within ``low..high`` (an empty field: ``default``).

    Raises:
        BadInput: not a finite number, or out of range.
    """
    text = form.get(field, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        raise BadInput(f"{field}:1:1: {text!r} is not a number", field) from None
    if not math.isfinite(value) or not low <= value <= high:
        raise BadInput(f"{field}:1:1: {text!r} must be between {low:g} and {high:g}", field)
    return value


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
        raise BadInput(str(e), "words") from None
    return entries


def generate(entries: list[Entry], options: dict[str, Any], report: Report) -> dict[str, Any]:
    """A layout of ``entries`` (the command line's ``generate``), its summary, the empty puzzle and
    its key as SVG documents, and the layout's JSON (which the exports read back).

    Raises:
        BadInput: no layout (the message says why), or the time ran out first.
    """

    def progress(event: Progress) -> None:
        report({"phase": event.phase, "best": event.best, "elapsed": round(event.elapsed, 1)})

    budget = Budget(time_limit=options["time_limit"], progress=progress)
    try:
        layout = crisscross.generate(
            entries,
            budget=budget,
            seed=options["seed"],
            max_aspect=options["max_aspect"],
            max_width=options["max_width"],
            max_height=options["max_height"],
            givens=options["givens"],
        )
    except GridcraftError as e:
        raise BadInput(f"words:0:0: {e}", "words") from None
    lang = options.get("lang")
    return {
        "summary": layout_summary(layout),
        "layout": json.loads(crisscross.to_json(layout)),
        "puzzle": crisscross.to_svg(layout, blank=True, lang=lang).document(),
        "key": crisscross.to_svg(layout, lang=lang).document(),
        "text": crisscross.to_text(layout, lang),
    }


def read_layout(form: Mapping[str, str]) -> crisscross.Layout:
    """The layout of the ``layout`` field (JSON as :func:`generate` returned it).

    Raises:
        BadInput: not a layout's JSON.
    """
    try:
        return crisscross.read_json(form.get("layout", ""), "layout")
    except (GridcraftError, ValueError) as e:
        raise BadInput(str(e) if isinstance(e, ParseError) else f"layout:0:0: {e}", "layout") from None


#: the exports of a layout: format -> (media type, file extension)
EXPORTS = {
    "pdf": ("application/pdf", "pdf"),
    "png": ("image/png", "png"),
    "svg": ("image/svg+xml", "svg"),
    "ipuz": ("application/json", "ipuz"),
    "puz": ("application/octet-stream", "puz"),
    "json": ("application/json", "json"),
    "text": ("text/plain; charset=utf-8", "txt"),
}


def export(layout: crisscross.Layout, fmt: str, form: Mapping[str, str]) -> bytes:
    """``layout`` in export format ``fmt`` (see :data:`EXPORTS`): the printed sheet (puzzle and
    key), the empty puzzle as PNG or SVG, ipuz, ``.puz``, JSON or text.

    Raises:
        BadInput: an unknown format, or a ``.puz`` of letters Latin-1 cannot hold.
    """
    lang = form.get("lang") or None
    title = form.get("title", "").strip() or crisscross.KIND.default_title(layout, lang)
    if fmt in ("pdf", "png"):
        found = missing_glyph([p.entry + p.clue for p in layout.placements])
        if found is not None:
            raise BadInput(
                f"format:0:0: no installed font draws {found[0]!r}: apt-get install {found[1]}, "
                "or download SVG",
                "format",
            )
    try:
        if fmt == "pdf":
            pages = printing.sheet(crisscross.KIND, layout, title=title, lang=lang)
            return printing.sheet_pdf(pages, title=title)
        if fmt in ("png", "svg"):
            drawing: Drawing = crisscross.to_svg(layout, blank=True, lang=lang)
            return svg_to_png(drawing.document()) if fmt == "png" else drawing.document().encode()
        if fmt == "ipuz":
            return layout_to_ipuz(layout, title=title).encode()
        if fmt == "puz":
            return layout_to_puz(layout, title=title)
        if fmt == "json":
            return crisscross.to_json(layout).encode()
        if fmt == "text":
            return crisscross.to_text(layout, lang).encode()
    except GridcraftError as e:
        raise BadInput(f"format:0:0: {e}", "format") from None
    raise BadInput(f"format:0:0: {fmt!r} is not one of {', '.join(EXPORTS)}", "format")


def read_any_puzzle(form: Mapping[str, str]) -> tuple[Any, Any]:
    """The solver kind and puzzle of the ``puzzle`` field (any spelling, ipuz, Keen ID; a layout:
    its fill-in puzzle).

    Raises:
        BadInput: a bad puzzle (at its line and column).
    """
    try:
        found = read_puzzle(form.get("puzzle", ""), "puzzle")
    except ParseError as e:
        raise BadInput(str(e), "puzzle") from None
    return found.kind.solvable(found.puzzle)


def solve(puzzle_text: str, time_limit: float, report: Report) -> dict[str, Any]:
    """Solutions of the puzzle (up to :data:`MAX_SOLUTIONS`), with the summary line, whether it is
    unique, and each solution drawn.

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
        raise BadInput(f"puzzle:0:0: {e}", "puzzle") from None
    return {
        "kind": kind.name,
        "summary": solve_summary(result),
        "count": len(result.found),
        "complete": result.stats.complete,
        "unique": result.stats.complete and len(result.found) == 1,
        "blank": kind.svg(puzzle, None).document(),
        "solutions": [kind.svg(puzzle, grid).document() for grid in result.found],
    }


def hint(form: Mapping[str, str]) -> dict[str, Any]:
    """Step ``step`` (0-based) of the explained solve of the ``puzzle`` field, drawn.

    Raises:
        BadInput: a bad puzzle, or one without exactly one solution.
    """
    kind, puzzle = read_any_puzzle(form)
    step = int(number(form, "step", 0, 0, 100_000))
    try:
        hints = list(kind.explain(puzzle))
    except GridcraftError as e:
        raise BadInput(f"puzzle:0:0: {e}", "puzzle") from None
    if step >= len(hints):
        return {"done": True, "text": "The grid is full.", "svg": None, "steps": len(hints)}
    state = None
    for earlier in hints[:step]:
        state = _advance(kind, puzzle, state, earlier)
    chosen = hints[step]
    return {
        "done": False,
        "text": chosen.text,
        "svg": kind.hint_svg(puzzle, state, chosen).document(),
        "steps": len(hints),
    }


def _advance(kind: Any, puzzle: Any, state: Any, hint_: Any) -> Any:
    """The state after ``hint_``'s placements (KenKen: rows of digits; fill-in: rows of letters)."""
    if kind.name == kenken.KIND.name:
        n = puzzle.size
        grid = [list(row) for row in (state or [[0] * n for _ in range(n)])]
    else:
        grid = [list(row) for row in (state or puzzle.rows)]
    for (r, c), value in hint_.placed:
        grid[r][c] = value
    return tuple(tuple(row) if kind.name == kenken.KIND.name else "".join(row) for row in grid)


def make_kenkens(options: dict[str, Any], report: Report) -> dict[str, Any]:
    """``count`` KenKens of a size and grade, as Keen IDs, with the first few drawn.

    Raises:
        BadInput: the request cannot be met, or the time ran out for every puzzle.
    """
    level = options["level"]
    made = []
    for i in range(options["count"]):
        try:
            made.append(
                kenken.make(
                    options["size"],
                    level,
                    seed=f"{options['seed']}:{i}",
                    ops=options["ops"],
                    time_limit=options["time_limit"],
                )
            )
        except GridcraftError as e:
            raise BadInput(f"size:0:0: {e}", "size") from None
        report({"made": i + 1, "count": options["count"]})
    return {
        "ids": [kenken.to_keen_id(m.puzzle) for m in made],
        "pictures": [kenken.render_svg(m.puzzle).document() for m in made[:12]],
        "summary": made_summary(len(made), options["size"], level.label),
    }


def kenken_booklet(ids: list[str], title: str) -> bytes:
    """A PDF booklet of the Keen IDs' puzzles, their solutions at the back.

    Raises:
        BadInput: a bad ID, or a puzzle without one solution.
    """
    items = []
    for i, game_id in enumerate(ids, 1):
        try:
            puzzle = kenken.parse_keen_id(game_id.strip(), i, 1, "ids")
        except ParseError as e:
            raise BadInput(str(e), "ids") from None
        found = list(kenken.solutions(puzzle, 2))
        if len(found) != 1:
            raise BadInput(f"ids:{i}:1: puzzle {i} does not have exactly one solution", "ids")
        items.append((puzzle, found[0], f"{i}."))
    n = items[0][0].size if items else 6
    per_page = 4 if n <= 7 else 2 if n <= 12 else 1
    return printing.sheet_pdf(
        printing.booklet(kenken.KIND, items, title=title, per_page=per_page), title=title
    )


def solved_ipuz(form: Mapping[str, str]) -> bytes:
    """The puzzle of the ``puzzle`` field with its first solution, as ipuz."""
    kind, puzzle = read_any_puzzle(form)
    first = next(iter(kind.solutions(puzzle, 1)), None)
    return write_ipuz(puzzle, first).encode()
