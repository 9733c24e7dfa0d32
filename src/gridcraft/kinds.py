"""The registry of puzzle kinds: one ``KIND`` record per kind, found through its package's door,
and the code that reads a file of any kind. The record's protocols live in :mod:`gridcraft.record`
and are re-exported here.

A kind is a room of its own (``gridcraft.fillin``, ``gridcraft.kenken``, ``gridcraft.crisscross``);
its door exports a ``KIND`` that satisfies :class:`Kind` (and :class:`SolverKind` when the kind is
solved). Every field of the record is always there; a capability a kind lacks is ``None`` (its
``grade``, ``maker``, ``ipuz`` form...), so that the front ends ask the field and never probe. The
command line, the page, the books and the readers here loop over :data:`KINDS`: a new kind is a
new package plus one line in :data:`KINDS`.
"""

from __future__ import annotations

import sys
from typing import Any, NamedTuple, TypeGuard

from gridcraft import crisscross, fillin, futoshiki, kakuro, kenken, killer, sudoku, towers, wordsearch
from gridcraft.errors import FieldError, GridcraftError, ParseError, located_line
from gridcraft.formats.ipuz import (
    EXT_KIND,
    Credits,
    Document,
    Fields,
    IpuzForm,
    envelope,
    is_kind,
    looks_like_ipuz,
    parse_json,
    read_ipuz_grid,
)
from gridcraft.record import Filler, Graded, JsonReader, Kind, Maker, SheetParts, SolverKind, WordMaker
from gridcraft.words import Entry

__all__ = [
    "DEFAULT_DIALECT",
    "KINDS",
    "Filler",
    "Found",
    "Graded",
    "IpuzFound",
    "JsonReader",
    "Kind",
    "Maker",
    "SheetParts",
    "SolverKind",
    "WordMaker",
    "argument_kind",
    "detect",
    "dialect_kind",
    "fill_grid",
    "filler",
    "grade",
    "graders",
    "ipuz_forms",
    "is_solver",
    "kinds",
    "makers",
    "named",
    "parse_words",
    "read_container",
    "read_ipuz",
    "read_ipuz_value",
    "read_puzzle",
    "read_words",
    "read_words_and_credits",
    "solvers",
    "word_list_size",
    "word_maker",
]

DEFAULT_DIALECT = "gridcraft"  # the input layout of every kind unless --from says otherwise
#: every kind, in the order :func:`detect` tries them (a word list reads as anything: last); a new
#: kind is a new package and one entry here. Read it through :func:`kinds` and :func:`solvers` (when asked:
#: a kind registered later is found).
KINDS: tuple[Kind, ...] = (
    sudoku.KIND,
    towers.KIND,
    futoshiki.KIND,
    kakuro.KIND,
    killer.KIND,
    kenken.KIND,
    wordsearch.KIND,
    fillin.KIND,
    crisscross.KIND,
)


def kinds() -> tuple[Kind, ...]:
    """Every kind of the registry (:data:`KINDS`), read when asked, in the order detection tries them."""
    return KINDS


def is_solver(kind: Kind) -> TypeGuard[SolverKind]:
    """Whether ``kind`` is solved (its record's ``solver``): then it is a :class:`SolverKind`."""
    return kind.solver


def solvers() -> tuple[SolverKind, ...]:
    """The kinds of the registry that are solved, in the same order."""
    return tuple(k for k in kinds() if is_solver(k))


def makers() -> dict[str, tuple[Kind, Maker]]:
    """The kinds made by a :class:`Maker` (``gridcraft make NAME``: from options, or from options
    and a word list), by name, with their makers."""
    return {k.name: (k, m) for k in kinds() if (m := k.maker) is not None}


def word_maker() -> tuple[Kind, WordMaker]:
    """The kind whose layouts are made from a word list (``gridcraft generate``), with its maker.

    Raises:
        LookupError: no kind has one.
    """
    for kind in kinds():
        if kind.word_maker is not None:
            return kind, kind.word_maker
    raise LookupError("no kind is made from a word list")


def filler() -> tuple[SolverKind, Filler]:
    """The kind that fills grids from dictionaries (``gridcraft fill``), with its filler: the
    first solved kind whose table holds a ``filler``.

    Raises:
        LookupError: no kind has one.
    """
    for kind in solvers():
        if kind.filler is not None:
            return kind, kind.filler
    raise LookupError("no kind fills grids from dictionaries")


def fill_grid(text: str, source: str) -> str:
    """The grid text of a grid file for the filler: the text itself, or an ipuz crossword's grid
    (its blocks kept, the letters of its ``puzzle`` and ``solution`` fixed) as grid text.

    Raises:
        ParseError: a bad ipuz file, or one that is not a crossword.
    """
    if not looks_like_ipuz(text):
        return text
    return "\n".join(read_ipuz_grid(text, source)) + "\n"


def named(name: str) -> Kind:
    """The kind called ``name`` (its name or its input's name).

    Raises:
        KeyError: no such kind.
    """
    for kind in kinds():
        if name in (kind.name, kind.input):
            return kind
    raise KeyError(name)


def graders() -> tuple[SolverKind, ...]:
    """The kinds whose puzzles are graded (``gridcraft grade``): those whose record has a ``grade``."""
    return tuple(k for k in solvers() if k.grade is not None)


def grade(kind: SolverKind, puzzle: Any) -> Graded:
    """``puzzle``'s grade as ``kind`` grades it (see :data:`Graded`).

    Raises:
        LookupError: the kind has no grades.
    """
    if kind.grade is None:
        raise LookupError(f"{kind.title} puzzles have no grades")
    return kind.grade(puzzle)


def argument_kind(argument: str) -> SolverKind | None:
    """The solver kind that reads ``argument`` (a command-line argument that names no file) as a
    puzzle written out in full (a Keen game ID), or as its own name of one (a Keen random-seed ID,
    which its parser then refuses, saying what to give instead): the first kind whose record's
    ``argument(text) -> bool`` says so, or ``None``."""
    return next((k for k in solvers() if k.argument is not None and k.argument(argument)), None)


def word_list_size(text: str) -> int:
    """How many words ``text`` holds when it is a word list (of two or more words) that no solver
    kind reads as a puzzle (not ipuz, not a grid of ``#``, not a kind's text): then it is made into
    a puzzle (``gridcraft generate``, the make page), not solved. 0 for any other text."""
    if looks_like_ipuz(text) or any(k.looks_like(text) for k in solvers()):
        return 0
    if any(line.strip() and set(line.strip()) <= set("# ") for line in text.splitlines()):
        return 0  # a grid of '#' (kkck's layout): the fill-in parser says more
    try:
        words = read_words(text, "<text>")
    except GridcraftError:
        return 0
    return len(words) if len(words) >= 2 else 0


class Found(NamedTuple):
    """A puzzle read from a file: its kind, the kind's model, and the file's title, author and
    copyright (empty where the file has none)."""

    kind: Kind
    puzzle: Any
    credits: Credits = Credits()


class IpuzFound(NamedTuple):
    """A puzzle read from an ipuz file: its kind, the kind's model, the file's solution (``None``
    where it has none, or holds none of its own: a layout is its own solution) and its credits."""

    kind: Kind
    puzzle: Any
    solution: Any
    credits: Credits


def read_container(text: str, source: str) -> Found:
    """A puzzle from JSON, parsed once: one of gridcraft's own documents (a kind's
    ``json_reader``), a book's puzzle record, else ipuz (:func:`read_ipuz_value`).

    Raises:
        ParseError: bad JSON, or a document that is none of them.
    """
    value = parse_json(text, source)
    for kind in kinds():
        reader = kind.json_reader
        if reader is not None and reader[0](value):
            return Found(kind, reader[1](value, source))
    record = _book_record(value)
    if record is not None:  # a book's puzzle: its text (a layout's own JSON) inside
        inner, holds = record
        if looks_like_ipuz(inner):
            return read_container(inner, source)
        if is_solver(holds):
            return Found(holds, holds.parse(inner, source))
    found = read_ipuz_value(value, text, source)
    return Found(found.kind, found.puzzle, found.credits)


def read_ipuz(text: str, source: str = "<string>") -> IpuzFound:
    """The puzzle of an ipuz file, its solution and credits, read by the kind whose form takes it
    (see :func:`read_ipuz_value`).

    Raises:
        ParseError: bad JSON, a bad envelope, a bad field of the kind's body (at the field), or a
            document no kind reads.
    """
    return read_ipuz_value(parse_json(text, source), text, source)


def ipuz_forms() -> list[tuple[Kind, IpuzForm[Any, Any]]]:
    """The kinds with an ipuz form, in the order their forms are asked: the registry's, those
    marked ``last`` (they take what the others leave) at the end."""
    found = [(k, k.ipuz) for k in kinds() if k.ipuz is not None]
    return sorted(found, key=lambda pair: pair[1].last)


def read_ipuz_value(value: Any, text: str, source: str) -> IpuzFound:
    """The puzzle of an ipuz file already parsed (``value``, the JSON of ``text``): its envelope
    checked once, then each kind's form asked in turn (:func:`ipuz_forms`); the first that takes
    the document reads it.

    What the form mends (its ``warnings``: a clue's enumeration that does not fit its entry) is
    said on standard error, one ``SOURCE: warning: ...`` line each.

    Raises:
        ParseError: a bad envelope; a bad field of the kind's body (a form's ``FieldError``,
            located at the field's name); a document no form takes (at its ``kind``, or at
            ``org.gridcraft:kind`` when that names no kind of its sort).
    """
    doc, fields, credits = envelope(value, text, source)
    forms = ipuz_forms()
    for kind, form in forms:
        try:
            read = form.read(doc)
        except FieldError as e:
            raise fields.error(e.field, str(e)) from None
        if read is not None:
            for line in form.warnings(doc) if form.warnings is not None else []:
                print(located_line(source, f"warning: {line}"), file=sys.stderr)
            return IpuzFound(kind, read[0], read[1], credits)
    raise _unread(doc, forms, fields)


def _unread(doc: Document, forms: list[tuple[Kind, IpuzForm[Any, Any]]], fields: Fields) -> ParseError:
    """The error of a document no form takes: gridcraft's kind field naming another kind than those
    that write its ipuz kind, or an ipuz kind that no kind reads."""
    taking = {k.name for k, form in forms if is_kind(doc, form.kind)}
    sorts = [k.name for k in kinds() if k.name in taking]  # in the registry's order
    named_kind = doc.get(EXT_KIND)
    if sorts and named_kind is not None:
        choices = (
            f"neither {sorts[0]!r} nor {sorts[1]!r}"
            if len(sorts) == 2
            else "not one of " + ", ".join(repr(name) for name in sorts)
        )
        return fields.error(EXT_KIND, f"{named_kind!r} is {choices}")
    uris = sorted({form.kind.split("#", 1)[0].rsplit("/", 1)[-1] for _, form in forms})
    read = ", ".join(uris[:-1]) + f" and {uris[-1]}" if len(uris) > 1 else "".join(uris)
    return fields.error("kind", f"{doc['kind']!r}: only {read} puzzles are read")


def _book_record(value: Any) -> tuple[str, Kind] | None:
    """The puzzle text and kind of a book's puzzle document (``gridcraft book``'s ``s01-001.json``:
    ``kind``, ``puzzle``, ``task``), or ``None``."""
    if not (
        isinstance(value, dict)
        and {"kind", "puzzle", "task"} <= set(value)
        and isinstance(value["puzzle"], str)
    ):
        return None
    holds = next((k for k in kinds() if k.name == value["kind"]), None)
    return None if holds is None else (value["puzzle"], holds)


def detect(text: str, among: tuple[Kind, ...] | None = None) -> Kind:
    """The first kind of ``among`` whose input ``text`` looks like; the last of ``among`` when none
    does (its parser then says what is wrong). JSON is not told apart here: see :func:`read_puzzle`."""
    among = kinds() if among is None else among
    return next((k for k in among if k.looks_like(text)), among[-1])


def dialect_kind(dialect: str) -> SolverKind | None:
    """The one solver kind that reads input layout ``dialect``, when only one does (``kkck``)."""
    readers = [k for k in solvers() if dialect in k.dialects]
    return readers[0] if len(readers) == 1 else None


def read_puzzle(
    text: str, source: str, kind: SolverKind | None = None, dialect: str = DEFAULT_DIALECT
) -> Found:
    """Read a puzzle file: its kind, puzzle and credits. JSON (ipuz, or gridcraft's own documents)
    is recognised first (its kind may be a criss-cross layout, to be solved as the fill-in puzzle it
    makes); then the ``kind`` asked for, or the solver kind the text looks like.

    Raises:
        ParseError: a bad puzzle, or a JSON file of another kind than ``kind``.
    """
    if dialect == DEFAULT_DIALECT and looks_like_ipuz(text):
        found = read_container(text, source)
        if kind is not None and found.kind.solvable(found.puzzle)[0] is not kind:
            raise ParseError(f"the ipuz file holds a {found.kind.name} puzzle, not {kind.name}", 0, 0, source)
        return found
    chosen = kind or dialect_kind(dialect) or detect(text, solvers())
    return Found(chosen, chosen.parse(text, source, dialect))


def read_words(text: str, source: str, *, lang: str | None = None, fold_accents: bool = False) -> list[Entry]:
    """The entries of a word list (capitals in ``lang``, accents folded with ``fold_accents``: see
    :func:`gridcraft.words.parse_word_list`), or of an ipuz file's puzzle (a layout's or a
    fill-in's words).

    Raises:
        ParseError: a bad word list or ipuz file, or an ipuz file of a kind without words.
    """
    return read_words_and_credits(text, source, lang=lang, fold_accents=fold_accents)[0]


def read_words_and_credits(
    text: str, source: str, *, lang: str | None = None, fold_accents: bool = False
) -> tuple[list[Entry], Credits]:
    """As :func:`read_words`, with the ipuz file's title, author and copyright (empty for a word list).

    Raises:
        ParseError: as :func:`read_words`.
    """
    if not looks_like_ipuz(text):
        return parse_words(text, source, lang=lang, fold_accents=fold_accents), Credits()
    holds, puzzle, credits = read_container(text, source)
    words = holds.words(puzzle)
    if words is None:
        raise ParseError(f"the ipuz file holds a {holds.name} puzzle, not words", 0, 0, source)
    return words, credits


def parse_words(
    text: str, source: str, *, lang: str | None = None, fold_accents: bool = False
) -> list[Entry]:
    """A word list (see :func:`gridcraft.words.parse_word_list`), as the generator reads it."""
    words: list[Entry] = crisscross.KIND.parse(text, source, lang=lang, fold_accents=fold_accents)
    return words
