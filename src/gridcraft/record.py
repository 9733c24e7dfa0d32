"""The Kind record: the protocols every kind's ``KIND`` fills in (:class:`Kind`, and
:class:`SolverKind` for a kind that is solved) and the parts it holds (:class:`Maker`,
:class:`WordMaker`, :class:`Filler`). Every field is there for every kind; a capability a kind
lacks is ``None``, so that the registry (:mod:`gridcraft.kinds`) and the front ends ask the field
and never probe. The registry re-exports these names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from gridcraft.dictionary import Scores
from gridcraft.draw import Drawing, Groups
from gridcraft.engine import Budget, Hint, SearchStats, Solvable, Verdict
from gridcraft.formats.ipuz import IpuzForm
from gridcraft.formats.puz import PuzForm
from gridcraft.options import Help, Option
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

    def handed_out(
        self,
        puzzle: Any,
        *,
        word_bank: bool = ...,
        reveal: int = ...,
        cells: Iterable[tuple[int, int]] = ...,
        seed: int = ...,
    ) -> Any:
        """``puzzle`` as handed out: a crossword's answers in a word bank, the letters of
        ``cells`` (0-based) and ``reveal`` more, chosen by ``seed``, given (raises InvalidPuzzle
        naming its setting)."""
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

    def clock_cut(self, puzzle: Any) -> int | None:
        """The nodes spent when the time limit stopped the search of ``puzzle`` before its node
        budget (the puzzle then depends on the machine's speed), or ``None``: it did not."""
        ...

    def kept(self, puzzle: Any) -> str:
        """What the summary line says of a puzzle a file held, written as it is (its grid kept)."""
        ...

    def unique(self, puzzle: Any) -> bool | None:
        """Whether the empty puzzle of ``puzzle`` has one answer, proven (``None``: not a question
        of fills, as for a clued crossword, or not counted)."""
        ...

    def version(
        self,
        puzzle: Any,
        earlier: Sequence[Any],
        *,
        seed: str,
        max_aspect: float | None = ...,
        max_width: int | None = ...,
        max_height: int | None = ...,
        givens: str = ...,
        plain: bool = ...,
    ) -> Any | None:
        """Another puzzle of ``puzzle``'s words whose grid differs from each of ``earlier``'s
        (a version of a class set: neighbours cannot copy), made within a fixed number of steps
        from ``seed``; ``plain``: without the clues (a clued list's fill-in). ``None``: none
        found (a list with one layout)."""
        ...


class Filler(Protocol):
    """A kind's filler of grids from dictionaries (``gridcraft fill``): a kind that has one holds
    it as ``filler`` (see :func:`filler`).

    Attributes:
        min_lengths: the shortest slot lengths it may be asked to allow.
    """

    @property
    def min_lengths(self) -> tuple[int, ...]: ...

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
        forms: Mapping[str, str] | None = None,
    ) -> Any:
        """The request of a grid file's text (raises ParseError at the fault's line and column);
        ``forms``: the dictionary's entries as written with their word breaks."""
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

    def document(self, fill: Any, clues: Mapping[str, Entry] | None = None) -> dict[str, Any]:
        """The fill as JSON-ready data (with ``clues``, letters -> a clue list's entry, each
        entry's clue)."""
        ...

    def crossword(self, request: Any, fill: Any, clues: Mapping[str, Entry]) -> str:
        """The fill (or a filled grid of :meth:`count`) as an ipuz crossword's text with the clues
        of ``clues`` (letters -> a clue list's entry); raises InvalidPuzzle when the fill leaves
        cells empty."""
        ...

    def fill(self, request: Any, grid: Any) -> Any:
        """The fill a filled grid of :meth:`count` holds."""
        ...

    def summary(self, fill: Any, stats: SearchStats, interrupted: bool = False) -> str:
        """The summary line of a fill (the best found before an interrupt, when ``interrupted``)."""
        ...

    def aids(self, request: Any) -> dict[str, Any]:
        """The construction aids of a request's grid, JSON-ready: each slot's candidates, the
        letters the crossings force, the dead slots."""
        ...


#: a kind's reader of its own JSON document (a layout's, a made KenKen's), on the parsed JSON value:
#: ``(recognises(value) -> bool, read(value, source) -> puzzle)``
JsonReader = tuple[Callable[[Any], bool], Callable[[Any, str], Any]]
#: what a grader says of a puzzle: its grade's label, whether it is graded (one solution), its
#: solutions counted up to 2 where known (``None``: not counted), and each deduction's uses by name
Graded = tuple[str, bool, int | None, dict[str, int]]


@runtime_checkable
class Kind(Protocol):
    """What every kind offers the rest of gridcraft: its record in the registry.

    Every attribute is there for every kind; a capability a kind lacks is ``None``.

    Attributes:
        name: the kind's name in files and messages (``fillin``).
        title: its name in prose (``fill-in``).
        input: the ``--kind`` value that names its input (``words`` for the criss-cross kind).
        dialects: the input layouts :meth:`parse` reads (``--from``); the first is the default.
        solver: whether the kind is solved (then it is a :class:`SolverKind`).
        help: what it says of itself in help texts (:class:`gridcraft.options.Help`).
        formats: its own output formats of a puzzle, by name (:func:`gridcraft.documents.formats_of`
            adds those every kind shares, its ``ipuz`` and ``puz`` among them).
        ipuz: its ipuz form: the body it writes in the container and reads back (``None``: no ipuz).
        puz: its Across Lite ``.puz`` form (``None``: none).
        json_reader: its reader of its own JSON document (``None``: none).
        maker: what makes its puzzles one per seed from options (``None``: no such maker).
        word_maker: what makes its puzzles from a word list, ever better (``None``: none).
        argument: whether a command-line argument that names no file is a puzzle of the kind written
            out (a Keen game ID; ``None``: the kind reads files only).
    """

    name: str
    title: str
    input: str
    dialects: tuple[str, ...]
    solver: bool

    @property
    def help(self) -> Help: ...

    @property
    def formats(self) -> Mapping[str, Format[Any, Any]]: ...

    @property
    def ipuz(self) -> IpuzForm[Any, Any] | None: ...

    @property
    def puz(self) -> PuzForm[Any] | None: ...

    @property
    def json_reader(self) -> JsonReader | None: ...

    @property
    def maker(self) -> Maker | None: ...

    @property
    def word_maker(self) -> WordMaker | None: ...

    @property
    def argument(self) -> Callable[[str], bool] | None: ...

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


class LinesSolver(Protocol):
    """A kind's solver of files of many puzzles, one a line (sudoku's 81-character lines): the
    whole loop in the kind's core, answered one JSON line a puzzle (``{"line": 3, "solutions": 1,
    "solution": "..."}``, ``{"line": 4, "error": "..."}``), streamed a chunk of whole lines at a
    time."""

    def looks_like(self, line: str) -> bool:
        """Whether ``line`` (a file's first line that is neither blank nor a comment) is one of its
        puzzles written on one line."""
        ...

    def solve(self, first: str, data: bytes, limit: int, first_line: int, seconds: float = 0.0) -> bytes:
        """The JSON lines of the puzzles of ``data`` (whole lines, numbered from ``first_line``),
        solutions counted up to ``limit``; ``first`` is the file's first puzzle line, which sets the
        side of them all. A puzzle still searched after ``seconds`` (0: no bound) is answered with
        ``"complete": false``."""
        ...


@runtime_checkable
class SolverKind(Kind, Protocol):
    """A kind that is solved: its puzzles have solutions, found by the shared engine.

    Attributes:
        grade: its grader, ``grade(puzzle) -> Graded`` (``gridcraft grade``; ``None``: no grades).
        filler: its filler of grids from dictionaries (``gridcraft fill``; ``None``: none).
        notes: what a solve adds to its summary, ``notes(puzzle) -> list[str]`` (a word search
            names the words found more than once; ``None``: nothing).
        lines: its solver of files of many puzzles, one a line (``solve FILE --format jsonl``;
            ``None``: one puzzle a file only).
    """

    @property
    def grade(self) -> Callable[[Any], Graded] | None: ...

    @property
    def filler(self) -> Filler | None: ...

    @property
    def notes(self) -> Callable[[Any], list[str]] | None: ...

    @property
    def lines(self) -> LinesSolver | None: ...

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
