"""What the maker pages compute, for any maker of the registry (:func:`gridcraft.kinds.makers`):
its request from a form (a field per option, and the word list of a maker that takes one), a batch
of its puzzles made in a job, and a PDF booklet of them. Bad input is a
:class:`~gridcraft.web.work.BadInput` beside its field, in the page's words.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from gridcraft import printing
from gridcraft.batch import make_batch
from gridcraft.documents import formats_of
from gridcraft.errors import GridcraftError, LocatedError, ParseError
from gridcraft.kinds import Kind, Maker, SolverKind, makers, read_puzzle, read_words, solvers
from gridcraft.options import OptionError, option_values
from gridcraft.outputs import WriteOptions
from gridcraft.web.work import FIELD_WORDS, BadInput, Report, bad, file_name
from gridcraft.words import Entry

#: puzzles one request may make
MAX_PUZZLES = 100
#: the form field of a word list (a file ``upload`` stands for it)
WORDS = "words"
#: the label of the box of made puzzles written as Keen game IDs (where Keen opens them)
KEEN_LABEL = "Keen game IDs (Simon Tatham's Keen opens them)"
#: the label of the box of made puzzles as the maker's text, by what separates two puzzles
TEXT_LABELS = {
    "\n": "The puzzles as text, one to a line (the Solve page reads each)",
    "\n\n": "The puzzles as text, one to a paragraph (the Solve page reads each)",
    "\n\n\n": "The puzzles as text, two blank lines apart (the Solve page reads each)",
}


def maker_of(form: Mapping[str, str]) -> tuple[Kind, Maker, Any]:
    """The kind, maker and request of a make form: ``kind`` names a maker (default: the first),
    each of the maker's options is a field of its name (empty: the option's default), and a maker
    whose ``input`` is ``words`` reads the word list of the field ``words``.

    Raises:
        BadInput: an unknown kind, a value its option does not read (next to its field), a bad
            or empty word list (next to ``words``, at its line and column), or a request the maker
            refuses (next to the field its message names; else the word list's, or the form's).
    """
    found = makers()
    name = form.get("kind") or next(iter(found))
    if name not in found:
        raise BadInput(f"{name!r} is not one of {', '.join(found)}", "kind", 1, 1)
    kind, maker = found[name]
    try:
        values = option_values(maker.options, form)
    except OptionError as e:
        raise BadInput(str(e), e.option.name, 1, 1) from None
    if maker.input == WORDS:
        values[WORDS] = word_list(form)
    try:
        request = maker.request(values)
    except GridcraftError as e:
        raise refused(maker, e) from None
    return kind, maker, request


def word_list(form: Mapping[str, str]) -> list[Entry]:
    """The entries of the ``words`` field (a word list, or an ipuz file's words).

    Raises:
        BadInput: an empty field, or a bad list (at its line and column).
    """
    text = form.get(WORDS, "")
    if not text.strip():
        raise BadInput("the word list is empty: paste words or choose a file", WORDS)
    try:
        return read_words(text, WORDS)
    except GridcraftError as e:
        raise bad(e, WORDS) from None


def refused(maker: Maker, error: GridcraftError) -> BadInput:
    """``error`` (``maker`` refused a request) beside the field it is about: a place in the word
    list beside ``words``; else the first setting it names that the page offers; else the word
    list of a maker that takes one, or the form. Settings are called by the page's words (each
    option's own, :attr:`~gridcraft.options.Option.words`, else
    :data:`~gridcraft.web.work.FIELD_WORDS`)."""
    offered = [option.name for option in maker.options if option.page]
    if isinstance(error, LocatedError):
        return bad(error, WORDS if maker.input == WORDS else "form")
    field = next((s for s in error.settings if s in offered), WORDS if maker.input == WORDS else "form")
    words = {option.name: option.words for option in maker.options}
    return BadInput(error.worded({**FIELD_WORDS, **words}), field)


def make_puzzles(options: dict[str, Any], report: Report) -> dict[str, Any]:
    """``count`` puzzles of a maker's request (``form``: the make form, as :func:`maker_of` reads
    it), with the first few drawn; puzzle ``i`` is made with the seed ``SEED:i``, as on the command
    line. Each puzzle (``puzzles``) is written as a Keen game ID where the maker's ``keen`` format
    holds it (``check_format``), else in the maker's ``text``; ``text`` is the box of them (see
    :func:`box`) and ``label`` the box's label. ``kind`` is the maker's name, ``title`` a
    booklet's title and ``one`` a single puzzle's (the maker's ``titles``).

    Raises:
        BadInput: a bad form (see :func:`maker_of`), or the time ran out for a puzzle.
    """
    kind, maker, request = maker_of(options["form"])
    count, seconds = options["count"], options["time_limit"]
    try:
        batch = make_batch(maker, request, seed=options["seed"], count=count, time_limit=seconds,
                           done=lambda n: report({"made": n, "count": count}))  # fmt: skip
    except GridcraftError as e:
        raise refused(maker, e) from None
    if batch.failed:
        missed = len(batch.failed)
        raise BadInput(
            f"{missed} of {count} puzzles could not be made within {seconds:g} s each; "
            "try a smaller or easier puzzle",
            "form",
        )
    made = batch.made
    svg = formats_of(kind)["svg"]
    fmt = "keen" if "keen" in maker.writers and maker.check_format(request, "keen") is None else "text"
    puzzles = [maker.writers[fmt](request, [one]).strip("\n") for one in made]
    text, _ = box(puzzles)
    heading, _, one = maker.titles(request)
    return {
        "kind": kind.name,
        "puzzles": puzzles,
        "text": text,
        "label": KEEN_LABEL if fmt == "keen" else TEXT_LABELS[separator(puzzles)],
        "pictures": [str(svg.write(*maker.shown(m)[:1], None, WriteOptions())) for _, m in made[:12]],
        "summary": maker.summary(request, len(made)),
        "title": heading,
        "one": one,
    }


def separator(puzzles: list[str]) -> str:
    """What separates two puzzles in their box: a line break when each is one line, a blank line
    when none holds one, else two."""
    if all("\n" not in p for p in puzzles):
        return "\n"
    return "\n\n\n" if any(not line.strip() for p in puzzles for line in p.split("\n")) else "\n\n"


def box(puzzles: list[str]) -> tuple[str, list[int]]:
    """The box of ``puzzles`` (the text the page shows) and the number of each one's first line
    in it (1-based)."""
    gap = separator(puzzles)
    firsts, line = [], 1
    for p in puzzles:
        firsts.append(line)
        line += p.count("\n") + gap.count("\n")
    return gap.join(puzzles), firsts


def puzzle_texts(text: str) -> list[tuple[int, str]]:
    """The puzzles of a box of them, each with its first line's number (1-based): one puzzle to a
    paragraph (paragraphs are separated by blank lines), or one to a line in a paragraph whose
    first line is a whole puzzle (Keen game IDs, one to a line)."""
    paragraphs: list[tuple[int, list[str]]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            paragraphs.append((number + 1, []))
        elif not paragraphs:
            paragraphs.append((number, [line]))
        else:
            paragraphs[-1][1].append(line)
    out: list[tuple[int, str]] = []
    for first, lines in paragraphs:
        if not lines:
            continue
        try:
            read_puzzle(lines[0], "ids")
            one_to_a_line = True
        except GridcraftError:
            one_to_a_line = False
        if one_to_a_line:
            out += [(first + i, line) for i, line in enumerate(lines) if line.strip()]
        else:
            out.append((first, "\n".join(lines)))
    return out


def booklet_puzzles(form: Mapping[str, str]) -> tuple[list[tuple[int, str]], SolverKind | None]:
    """The puzzles of a booklet's form, each with its first line in the page's box (see
    :func:`box`), and their kind: ``puzzles`` is a JSON list of puzzles as text (as
    :func:`make_puzzles` gave them), else ``ids`` the box's text (see :func:`puzzle_texts`);
    ``kind`` names the solved kind they are read as (empty: each one's own, detected).

    Raises:
        BadInput: an unknown kind, a ``puzzles`` field that is not a list of texts, or no puzzles.
    """
    name = form.get("kind", "").strip()
    kind = next((k for k in solvers() if k.name == name), None)
    if name and kind is None:
        raise BadInput(f"{name!r} is not one of {', '.join(k.name for k in solvers())}", "kind", 1, 1)
    listed = form.get("puzzles", "").strip()
    if listed:
        try:
            puzzles = json.loads(listed)
        except ValueError:
            puzzles = None
        if not isinstance(puzzles, list) or not all(isinstance(p, str) for p in puzzles):
            raise BadInput("not a list of puzzles (a JSON list of texts)", "ids")
        texts = list(zip(box(puzzles)[1], puzzles))
    else:
        texts = puzzle_texts(form.get("ids", ""))
    if not any(text.strip() for _, text in texts):
        raise BadInput("no puzzles", "ids")
    return texts, kind


def booklet(form: Mapping[str, str]) -> tuple[bytes, str]:
    """A PDF booklet of the puzzles of a form (see :func:`booklet_puzzles`; at most
    :data:`MAX_PUZZLES`), each labelled with its number and, for a graded kind, its grade
    (``2. hard``), their solutions at the back; and its file name, after ``title`` (default: the
    first puzzle's kind's title of it).

    Raises:
        BadInput: no puzzles, a bad puzzle (at its line in the box), or a puzzle without one
            solution.
    """
    texts, named = booklet_puzzles(form)
    items = []
    kind: SolverKind | None = None
    for i, (line, puzzle_text) in enumerate(texts[:MAX_PUZZLES], 1):
        try:
            found = read_puzzle(puzzle_text, "ids", named)
        except ParseError as e:
            raise BadInput(e.message, "ids", line + max(e.line, 1) - 1, e.column or 1) from None
        kind, puzzle = found.kind.solvable(found.puzzle)
        solved = list(kind.solutions(puzzle, 2))
        if len(solved) != 1:
            raise BadInput(f"puzzle {i} does not have exactly one solution", "ids", line, 1)
        grade = "" if kind.grade is None else f" {kind.grade(puzzle)[0]}"
        items.append((puzzle, solved[0], f"{i}.{grade}"))
    assert kind is not None
    title = form.get("title", "").strip() or kind.default_title(items[0][0])
    per_page = next((m.per_page_of(items[0][0]) for k, m in makers().values() if k is kind), 4)
    pages = printing.booklet(kind, items, title=title, per_page=per_page)
    return printing.sheet_pdf(pages, title=title), f"{file_name(title, 'booklet')}.pdf"
