"""The registry of puzzle kinds: one ``KIND`` object per kind, found through its package's door,
and the code that reads a file of any kind.

A kind is a room of its own (``gridcraft.fillin``, ``gridcraft.kenken``, ``gridcraft.crisscross``);
its door exports a ``KIND`` that satisfies :class:`Kind` (and :class:`SolverKind` when the kind is
solved). The command line, the sheets and the readers here loop over :data:`KINDS`: a new kind is a
new package plus one line in :data:`KINDS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple, Protocol, TypeGuard, cast, runtime_checkable

from gridcraft import crisscross, fillin, kenken, killer, wordsearch
from gridcraft.draw import Drawing, Groups
from gridcraft.dictionary import Scores
from gridcraft.engine import Budget, Hint, SearchStats, Solvable, Verdict
from gridcraft.errors import FieldError, GridcraftError, ParseError
from gridcraft.formats.ipuz import Credits, ipuz_document, looks_like_ipuz, read_ipuz, read_ipuz_grid
from gridcraft.options import Option
from gridcraft.outputs import Format
from gridcraft.player import PlayModel
from gridcraft.words import Entry

SheetParts = tuple[Drawing, str, "Groups | None", Drawing]


class Maker(Protocol):
    """A kind's maker of puzzles from options (KenKen: a size and a grade), and from a word list
    where it says so: the table a front end reads to offer it (``gridcraft make NAME``, the page's
    make page, a book's section). Puzzle ``i`` of a batch is made with the seed ``SEED:i``
    (:mod:`gridcraft.batch`), whatever the front end.

    Attributes:
        input: ``None``: made from the options alone; ``"words"``: also from a word list, which the
            front end reads (:func:`read_words`, faults located in its file) and hands to
            :meth:`request` as the value ``words`` (a ``list`` of :class:`gridcraft.words.Entry`).
        noun: what it makes, in the plural, for headings and help (``KenKens``).
        description: one or two sentences saying what it makes, for the command's help and the page.
        options: its options (see :class:`gridcraft.options.Option`).
        writers: how a batch is written, by format name (``text``, ``keen``, ``json``).
    """

    input: str | None
    noun: str
    description: str
    options: tuple[Option, ...]

    @property
    def writers(self) -> Mapping[str, Callable[[Any, list[tuple[str, Any]]], str]]: ...

    def request(self, values: Mapping[str, object]) -> Any:
        """The request of the options' values (raises GridcraftError naming its settings)."""
        ...

    def make(self, request: Any, seed: str, budget: Budget) -> Any:
        """One puzzle of ``request`` made with ``seed`` (raises BudgetExceeded when time runs out)."""
        ...

    def check_format(self, request: Any, name: str) -> str | None:
        """Why format ``name`` cannot hold puzzles of ``request`` (``None``: it can)."""
        ...

    def summary(self, request: Any, n: int) -> str:
        """The summary line of a batch of ``n`` puzzles of ``request``."""
        ...

    def per_page(self, request: Any) -> int:
        """Puzzles on a booklet's page."""
        ...

    def per_page_of(self, puzzle: Any) -> int:
        """Puzzles on a booklet's page of puzzles like ``puzzle``."""
        ...

    def label(self, request: Any, i: int) -> str:
        """The label of puzzle ``i`` (1-based) in a booklet."""
        ...

    def titles(self, request: Any) -> tuple[str, str, str]:
        """The titles of a booklet's pages, of its PDF document, and of one puzzle's file."""
        ...

    def shown(self, made: Any) -> tuple[Any, Any]:
        """The puzzle and solution of a made puzzle, as the kind's writers take them."""
        ...

    def grade(self, made: Any) -> str | None:
        """The grade of a made puzzle (``None``: the kind has no grades)."""
        ...


class WordMaker(Protocol):
    """A kind's maker of puzzles from a word list (the criss-cross layouts of ``gridcraft generate``).

    Attributes:
        input: ``"words"``.
        givens: the choices of ``givens`` (whether the empty puzzle gets letters that make it unique).
        also: the names of the kinds its puzzles also make (through the kind's ``solvable``: a
            layout's blank fill-in puzzle), which a book's section may ask for.
    """

    input: str
    givens: tuple[str, ...]
    also: tuple[str, ...]

    def layouts(
        self,
        entries: list[Entry],
        *,
        budget: Budget,
        seed: int = ...,
        max_aspect: float | None = ...,
        max_width: int | None = ...,
        max_height: int | None = ...,
        givens: str = ...,
    ) -> Iterator[Any]:
        """Each better puzzle of ``entries`` as the search finds it (raises NoLayout, BudgetExceeded)."""
        ...

    def interrupted(self, puzzle: Any) -> Any:
        """``puzzle`` marked as the best so far of a search an interrupt cut short."""
        ...

    def refused(self, entries: list[Entry], fmt: str) -> str | None:
        """Why output format ``fmt`` cannot hold a puzzle of ``entries`` (``None``: it can)."""
        ...

    def repeatable_nodes(self, entries: list[Entry], time_limit: float) -> int:
        """A node budget for ``entries`` that a search of ``time_limit`` seconds spends with time
        to spare on a loaded machine: the budget under which a seed repeats its puzzle."""
        ...

    def summary(self, puzzle: Any) -> str:
        """The summary line of a puzzle made."""
        ...

    def unique(self, puzzle: Any) -> bool | None:
        """Whether the empty puzzle of ``puzzle`` has one answer, proven (``None``: not a question
        of fills, as for a clued crossword, or not counted)."""
        ...


class Filler(Protocol):
    """A kind's filler of grids from dictionaries (``gridcraft fill``): a kind that has one holds
    it as ``filler`` (see :func:`filler`).

    Attributes:
        min_lengths: the shortest slot lengths it may be asked to allow.
    """

    min_lengths: tuple[int, ...]

    def request(
        self,
        text: str,
        source: str,
        scores: Scores,
        *,
        min_score: int | None,
        min_length: int,
        seed: int,
        lang: str | None = None,
        fold: bool = False,
        max_shared: int | None = None,
        region: tuple[int, int, int, int] | None = None,
    ) -> Any:
        """The request of a grid file's text (raises ParseError at the fault's line and column)."""
        ...

    def fills(self, request: Any, budget: Budget, stats: SearchStats) -> Iterator[Any]:
        """Ever better fills; the last is the best (raises NoSolution when proven none, naming
        where, and BudgetExceeded when time ran out first)."""
        ...

    def count(self, request: Any, limit: int | None, budget: Budget, stats: SearchStats) -> Verdict[Any]:
        """The fills, at most ``limit`` (``None``: all)."""
        ...

    def shown(self, request: Any, fill: Any) -> tuple[Any, Any]:
        """The fill as the kind's puzzle and solution, for its output formats."""
        ...

    def document(self, fill: Any) -> dict[str, Any]:
        """The fill as JSON-ready data."""
        ...

    def fill(self, request: Any, grid: Any) -> Any:
        """The fill a filled grid of :meth:`count` holds."""
        ...

    def summary(self, fill: Any, stats: SearchStats, interrupted: bool = False) -> str:
        """The summary line of a fill (the best found before an interrupt, when ``interrupted``)."""
        ...


@runtime_checkable
class Kind(Protocol):
    """What every kind offers the rest of gridcraft.

    Attributes:
        name: the kind's name in files and messages (``fillin``).
        title: its name in prose (``fill-in``).
        input: the ``--kind`` value that names its input (``words`` for the criss-cross kind).
        dialects: the input layouts :meth:`parse` reads (``--from``); the first is the default.
        solver: whether the kind is solved (then it is a :class:`SolverKind`).
        formats: its own output formats of a puzzle, by name (:func:`gridcraft.documents.formats_of`
            adds those every kind shares).
        maker: what makes its puzzles, or ``None``.
    """

    name: str
    title: str
    input: str
    dialects: tuple[str, ...]
    solver: bool

    @property
    def formats(self) -> Mapping[str, Format[Any, Any]]: ...

    @property
    def maker(self) -> Maker | WordMaker | None: ...

    def looks_like(self, text: str) -> bool:
        """Whether ``text`` reads as this kind's input (cheap; never raises)."""
        ...

    def parse(self, text: str, source: str = ..., dialect: str = ...) -> Any:
        """The kind's input read from ``text`` (raises ParseError with a location)."""
        ...

    def default_title(self, puzzle: Any, lang: str | None = None) -> str:
        """The title of a printed sheet when none is given (in ``lang`` where the kind has captions)."""
        ...

    def words(self, puzzle: Any) -> list[Entry] | None:
        """The puzzle's word list, or ``None`` when the kind has no words."""
        ...

    def solvable(self, puzzle: Any) -> tuple[SolverKind, Any]:
        """The puzzle to solve for ``puzzle``, and its kind (a layout: the fill-in puzzle it makes)."""
        ...

    def svg(self, puzzle: Any, grid: Any = None) -> Drawing:
        """A drawing of the puzzle, solved with ``grid`` or empty without."""
        ...

    def sheet_parts(self, puzzle: Any, solution: Any, lang: str | None = None) -> SheetParts:
        """Page 1's drawing, caption and word list (or ``None``), and page 2's drawing; captions in
        ``lang`` where the kind has them (default: the language of the words)."""
        ...

    def solution_title(self, lang: str | None, puzzle: Any) -> str:
        """The caption of the solution page."""
        ...

    def play(self, puzzle: Any, solution: Any, title: str, lang: str | None = None) -> PlayModel:
        """The puzzle solved by ``solution`` as the player shows it, under ``title``, its words in
        ``lang`` (default: guessed); without its explained steps, which the registry adds."""
        ...


@runtime_checkable
class SolverKind(Kind, Protocol):
    """A kind that is solved: its puzzles have solutions, found by the shared engine."""

    def problem(self, puzzle: Any) -> Solvable[Any, Any, Any]:
        """The engine's search problem of ``puzzle``."""
        ...

    def solutions(
        self,
        puzzle: Any,
        limit: int | None = None,
        *,
        budget: Budget | None = None,
        stats: SearchStats | None = None,
    ) -> Iterator[Any]:
        """The solutions of ``puzzle``, at most ``limit``."""
        ...

    def dumps(self, puzzle: Any) -> str:
        """The puzzle in the kind's own text format, which :meth:`parse` reads back equal."""
        ...

    def verify(self, puzzle: Any, grid: Any) -> list[str]:
        """The rules ``grid`` breaks as a solution of ``puzzle`` (independent of the solver)."""
        ...

    def text(self, puzzle: Any, grid: Any) -> str:
        """A solution as text."""
        ...

    def rows(self, puzzle: Any, grid: Any) -> list[str]:
        """A solution as the JSON output's rows."""
        ...

    def read_state(self, puzzle: Any, text: str, source: str = ...) -> Any:
        """A partly filled grid of ``puzzle`` in the kind's own spelling (raises ParseError)."""
        ...

    def entry_position(self, puzzle: Any, text: str, cell: tuple[int, int]) -> tuple[int, int]:
        """The 1-based ``(line, column)`` of ``cell``'s entry in a state's ``text``."""
        ...

    def explain(self, puzzle: Any, state: Any = None) -> Iterator[Hint]:
        """The explained steps from ``state`` (``None``: the empty grid) to the solution (raises
        InvalidPuzzle for no solution or several, WrongEntry for a wrong entry of ``state``)."""
        ...

    def hint_svg(self, puzzle: Any, state: Any, hint: Hint) -> Drawing:
        """The grid of ``state`` with the cells ``hint`` reads and fills marked."""
        ...

    def advance(self, puzzle: Any, state: Any, hint: Hint) -> Any:
        """The state after ``hint``'s placements (``state`` ``None``: the empty grid)."""
        ...


DEFAULT_DIALECT = "gridcraft"  # the input layout of every kind unless --from says otherwise
#: every kind, in the order :func:`detect` tries them (a word list reads as anything: last); a new
#: kind is a new package and one entry here. Read it through :func:`kinds` and :func:`solvers` (when asked:
#: a kind registered later is found).
KINDS: tuple[Kind, ...] = (killer.KIND, kenken.KIND, wordsearch.KIND, fillin.KIND, crisscross.KIND)


def kinds() -> tuple[Kind, ...]:
    """Every kind of the registry (:data:`KINDS`), read when asked, in the order detection tries them."""
    return KINDS


def solvers() -> tuple[SolverKind, ...]:
    """The kinds of the registry that are solved, in the same order."""
    return tuple(k for k in kinds() if isinstance(k, SolverKind) and k.solver)


def makers() -> dict[str, tuple[Kind, Maker]]:
    """The kinds made by a :class:`Maker` (``gridcraft make NAME``: from options, or from options
    and a word list), by name, with their makers."""
    return {k.name: (k, m) for k in kinds() if (m := k.maker) is not None and _is_maker(m)}


def _is_maker(maker: Maker | WordMaker) -> TypeGuard[Maker]:
    """Whether ``maker`` makes one puzzle per seed (a :class:`Maker`), not a search's ever better
    layouts (the :class:`WordMaker`)."""
    return callable(getattr(maker, "make", None))


def word_maker() -> tuple[Kind, WordMaker]:
    """The kind whose layouts are made from a word list (``gridcraft generate``), with its maker."""
    for kind in kinds():
        maker = kind.maker
        if maker is not None and not _is_maker(maker):
            return kind, cast(WordMaker, maker)
    raise LookupError("no kind is made from a word list")


def filler() -> tuple[SolverKind, Filler]:
    """The kind that fills grids from dictionaries (``gridcraft fill``), with its filler: the
    first solved kind whose table holds a ``filler``.

    Raises:
        LookupError: no kind has one.
    """
    for kind in solvers():
        found: Filler | None = getattr(kind, "filler", None)
        if found is not None:
            return kind, found
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
    """The kinds whose puzzles are graded (``gridcraft grade``): those with a ``grade`` method,
    ``grade(puzzle) -> (label, graded, solutions, deductions used by name)``."""
    return tuple(k for k in solvers() if callable(getattr(k, "grade", None)))


def argument_kind(argument: str) -> SolverKind | None:
    """The solver kind that reads ``argument`` (a command-line argument that names no file) as a
    puzzle written out in full (a Keen game ID), or as its own name of one (a Keen random-seed ID,
    which its parser then refuses, saying what to give instead): the first kind whose
    ``argument(text) -> bool`` method says so, or ``None``."""
    for kind in solvers():
        reads = getattr(kind, "argument", None)
        if callable(reads) and reads(argument):
            return kind
    return None


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


def _json_readers() -> Iterator[tuple[Kind, Callable[[str], bool], Callable[[str, str], Any]]]:
    """gridcraft's own JSON documents that hold a puzzle (other JSON is ipuz): each kind's
    ``json_reader``, ``(recognises(text) -> bool, read(text, source) -> puzzle)``, where it has one."""
    for kind in kinds():
        reader = getattr(kind, "json_reader", None)
        if reader is not None:
            recognises, read = reader
            yield kind, recognises, read


class Found(NamedTuple):
    """A puzzle read from a file: its kind, the kind's model, and the file's title, author and
    copyright (empty where the file has none)."""

    kind: Kind
    puzzle: Any
    credits: Credits = Credits()


def read_container(text: str, source: str) -> Found:
    """A puzzle from JSON: one of gridcraft's own documents (:data:`JSON_READERS`), else ipuz.

    Raises:
        ParseError: bad JSON, or a document that is neither.
    """
    for kind, recognises, reader in _json_readers():
        if recognises(text):
            return Found(kind, reader(text, source))
    record = _book_record(text)
    if record is not None:  # a book's puzzle: its text (a layout's own JSON) inside
        inner, holds = record
        if looks_like_ipuz(inner):
            return read_container(inner, source)
        if isinstance(holds, SolverKind):
            return Found(holds, holds.parse(inner, source))
    own = _own_ipuz(text, source)
    if own is not None:
        return own
    found = read_ipuz(text, source)
    return Found(found.kind, found.puzzle, found.credits)


def _own_ipuz(text: str, source: str) -> Found | None:
    """The puzzle of an ipuz file that a kind reads itself: the first kind whose
    ``from_ipuz(doc) -> puzzle | None`` takes the document (``None``: not its kind of ipuz), or
    ``None`` when none does (:func:`gridcraft.formats.ipuz.read_ipuz` reads the rest).

    Raises:
        ParseError: bad JSON or ipuz, or a bad field (a kind's ``FieldError``, at the field).
    """
    readers = [(k, r) for k in kinds() if callable(r := getattr(k, "from_ipuz", None))]
    if not readers:
        return None
    doc, fields, credits = ipuz_document(text, source)
    for kind, reader in readers:
        try:
            puzzle = reader(doc)
        except FieldError as e:
            raise fields.error(e.field, str(e)) from None
        if puzzle is not None:
            return Found(kind, puzzle, credits)
    return None


def _book_record(text: str) -> tuple[str, Kind] | None:
    """The puzzle text and kind of a book's puzzle document (``gridcraft book``'s ``s01-001.json``:
    ``kind``, ``puzzle``, ``task``), or ``None``."""
    import json

    try:
        doc = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return None
    if not (
        isinstance(doc, dict) and {"kind", "puzzle", "task"} <= set(doc) and isinstance(doc["puzzle"], str)
    ):
        return None
    holds = next((k for k in kinds() if k.name == doc["kind"]), None)
    return None if holds is None else (doc["puzzle"], holds)


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
    """Read a puzzle file: its kind, puzzle and credits. An ipuz file is recognised first (its kind may be a
    criss-cross layout, to be solved as the fill-in puzzle it makes); then the ``kind`` asked for,
    or the solver kind the text looks like.

    Raises:
        ParseError: a bad puzzle, or an ipuz file of another kind than ``kind``.
    """
    if dialect == DEFAULT_DIALECT and looks_like_ipuz(text):
        found = read_container(text, source)
        if kind is not None and found.kind.solvable(found.puzzle)[0] is not kind:
            raise ParseError(f"the ipuz file holds a {found.kind.name} puzzle, not {kind.name}", 0, 0, source)
        return found
    if kind is None:
        kind = dialect_kind(dialect) or detect(text, solvers())  # type: ignore[assignment]
    assert kind is not None
    return Found(kind, kind.parse(text, source, dialect))


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
