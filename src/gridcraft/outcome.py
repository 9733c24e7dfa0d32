"""What happened, as every front end reports it: the exit codes, the one table from errors to exit
codes, the summary line of a search for solutions, and :class:`Outcome`, which owns a command's
summary lines and its exit code (as black's ``Report`` does). The command line prints an outcome
on stderr and exits with its code; the page shows its summary."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gridcraft.errors import (
    BudgetExceeded,
    GridcraftError,
    LocatedError,
    NoLayout,
    NoSolution,
    ParseError,
)

if TYPE_CHECKING:
    from gridcraft.engine import Verdict
    from gridcraft.kinds import SolverKind

EXIT_OK, EXIT_NONE, EXIT_INPUT, EXIT_BUDGET = 0, 1, 2, 3
EXIT_INTERNAL = 70  # an unexpected exception: a bug (sysexits.h EX_SOFTWARE)
EXIT_INTERRUPTED = 130  # ended by Ctrl-C or SIGTERM (128 + SIGINT)
INTERRUPTED_LINE = "gridcraft: interrupted"  # the last line on stderr of an interrupted command
ARGS = "<command line>"  # the "file" named in usage errors
STDOUT = "<stdout>"  # the "file" named when standard output cannot be written
MAX_MESSAGE = 300  # characters of an error line; a huge token quoted in it is cut

#: exit code of each kind of error, the first match wins
EXIT_CODES: tuple[tuple[type[BaseException], int], ...] = (
    (NoLayout, EXIT_NONE),
    (NoSolution, EXIT_NONE),
    (BudgetExceeded, EXIT_BUDGET),
    (ParseError, EXIT_INPUT),
    (GridcraftError, EXIT_INPUT),  # InvalidPuzzle: the words and limits cannot make a puzzle
)


class Failure(LocatedError):
    """A failure to report: an error line about ``source`` (the command line by default) and the
    exit ``code``."""

    def __init__(
        self, message: str, source: str = ARGS, line: int = 0, column: int = 0, *, code: int = EXIT_INPUT
    ) -> None:
        super().__init__(message, line, column, source)
        self.code = code

    def __reduce__(self) -> tuple[Any, ...]:
        return _failure, (self.message, self.source, self.line, self.column, self.code)


def _failure(message: str, source: str, line: int, column: int, code: int) -> Failure:
    return Failure(message, source, line, column, code=code)


def exit_code(error: BaseException) -> int:
    """The exit code of ``error`` (see :data:`EXIT_CODES`; a :class:`Failure` carries its own)."""
    if isinstance(error, Failure):
        return error.code
    return next((code for kind, code in EXIT_CODES if isinstance(error, kind)), EXIT_INPUT)


def located(error: GridcraftError, source: str, words: Mapping[str, str] | None = None) -> Failure:
    """``error`` as a failure about ``source``: a located error says where itself; anything else is
    about the whole source, its settings called as ``words`` calls them (a front end's own words:
    ``--max-aspect`` on the command line)."""
    if isinstance(error, Failure):
        return error
    if isinstance(error, LocatedError):
        return Failure(error.message, error.source, error.line, error.column, code=exit_code(error))
    line, column = (error.line, error.column) if isinstance(error, NoLayout) else (0, 0)  # its first word
    return Failure(error.worded(words or {}), source, line, column, code=exit_code(error))


def internal_error(error: Exception) -> str:
    """The line that reports an unexpected exception (a bug), e.g.
    ``gridcraft: internal error: RuntimeError: boom (please report this)``."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return one_line(f"gridcraft: internal error: {what}") + " (please report this)"


def one_line(message: str) -> str:
    """``message`` on one line of at most :data:`MAX_MESSAGE` characters: a longer one loses its
    middle (a long file name or value), keeping where it starts and the reason at its end."""
    line = message.replace("\n", " ")
    if len(line) <= MAX_MESSAGE:
        return line
    tail = (MAX_MESSAGE - 1) * 2 // 5
    return line[: MAX_MESSAGE - 1 - tail] + "…" + line[len(line) - tail :]


def solve_summary(
    verdict: Verdict[Any], *, interrupted: bool = False, limit_word: str = "--limit", noun: str = "solution"
) -> str:
    """One line on the result of a search for solutions, e.g. ``unique (search complete), 1 node``
    (``interrupted``: an interrupt stopped the search; ``limit_word``: what the front end calls the
    limit on solutions; ``noun``: what a solution is called, such as ``fill``)."""
    from gridcraft.engine import Uniqueness

    n, stats = len(verdict.found), verdict.stats
    nodes = f"{stats.nodes:,} node{'s' * (stats.nodes != 1)}"
    if interrupted:
        return f"{n} {noun}{'s' * (n != 1)} found before the interrupt (search incomplete), {nodes}"
    if stats.complete:
        what = {0: f"no {noun}", 1: "unique"}.get(n, f"{n} {noun}s")
        return f"{what} (search complete), {nodes}"
    if stats.budget_exhausted:
        return f"{n} {noun}{'s' * (n != 1)} found before the time limit (search incomplete), {nodes}"
    if verdict.uniqueness is Uniqueness.UNKNOWN:
        return (
            f"1 {noun} found, stopped at {limit_word} 1: uniqueness not checked (search incomplete), {nodes}"
        )
    return (
        f"{n} {noun}s found, stopped at {limit_word} {verdict.limit}: not unique (search incomplete), {nodes}"
    )


def notes_of(kind: SolverKind, puzzle: Any) -> list[str]:
    """What a solve of ``puzzle`` adds to its summary, from the kind's record (its ``notes``: a
    word search names the words found more than once, and where); empty for a kind without notes."""
    return [] if kind.notes is None else [str(note) for note in kind.notes(puzzle)]


def out_of_time(source: str, time_limit: float | None, nodes: int) -> Failure:
    """The failure of a search whose time ran out before any solution (exit 3)."""
    limit = f"{time_limit:g}" if time_limit is not None else "?"
    return Failure(
        f"time limit of {limit} s ran out after {nodes:,} nodes before any solution was found",
        source,
        code=EXIT_BUDGET,
    )


def solution_note(verdict: Verdict[Any]) -> tuple[str, str | None]:
    """The caption of a printed solution page, and a note (``None``: nothing to say): whether the
    puzzle has several solutions or uniqueness was not proven."""
    from gridcraft.engine import Uniqueness

    if verdict.uniqueness is Uniqueness.SEVERAL:
        return (
            "Solution (one of several: the puzzle is not unique)",
            "note: the puzzle has more than one solution; page 2 shows one",
        )
    if verdict.uniqueness is Uniqueness.UNKNOWN:
        return "Solution (not proven unique)", "note: the search stopped before proving the solution unique"
    return "Solution", None


@dataclass
class Outcome:
    """What a command did: its summary lines (stderr on the command line, the page's status) and
    its exit code. ``interrupted`` adds :data:`INTERRUPTED_LINE` and makes the code 130."""

    lines: list[str] = field(default_factory=list)
    code: int = EXIT_OK
    interrupted: bool = False

    @classmethod
    def solved(cls, verdict: Verdict[Any], *, interrupted: bool = False) -> Outcome:
        """The outcome of a search for solutions: 0 with a solution, 1 with none (proven)."""
        code = EXIT_OK if verdict.found else EXIT_NONE
        return cls([solve_summary(verdict, interrupted=interrupted)], code, interrupted)

    @property
    def exit_code(self) -> int:
        """The exit code: 130 when interrupted, else :attr:`code`."""
        return EXIT_INTERRUPTED if self.interrupted else self.code

    @property
    def summary(self) -> str:
        """The summary lines as one text (no interrupt line)."""
        return "\n".join(self.lines)

    def report(self) -> list[str]:
        """Every line to show, the interrupt line last."""
        return [*self.lines, *([INTERRUPTED_LINE] if self.interrupted else [])]
