"""What happened, as the command line reports it: the exit codes, the one table from errors to
exit codes, the error line, and the summary lines of a layout and of a search for solutions
(as black's ``Report`` owns its summary and return code)."""

from __future__ import annotations

from typing import Any

from gridcraft.crisscross import Layout
from gridcraft.draw import ConverterMissing
from gridcraft.engine import Uniqueness, Verdict
from gridcraft.errors import BudgetExceeded, GridcraftError, NoLayout, NoSolution, ParseError

EXIT_OK, EXIT_NONE, EXIT_INPUT, EXIT_BUDGET = 0, 1, 2, 3
EXIT_INTERNAL = 70  # an unexpected exception: a bug (sysexits.h EX_SOFTWARE)
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


class CommandError(Exception):
    """A failure to report: ``line`` goes to stderr as it is and ``code`` is the exit code."""

    def __init__(self, line: str, code: int = EXIT_INPUT) -> None:
        super().__init__(line)
        self.line = line
        self.code = code


def exit_code(error: BaseException) -> int:
    """The exit code of ``error`` (see :data:`EXIT_CODES`)."""
    return next((code for kind, code in EXIT_CODES if isinstance(error, kind)), EXIT_INPUT)


def located(error: GridcraftError, source: str) -> CommandError:
    """``error`` as an error line about file ``source``: a :class:`ParseError` says where itself;
    a missing converter is a matter of the installation (``<command line>``); anything else is
    about the whole file (line and column 0)."""
    if isinstance(error, ParseError):
        return CommandError(str(error), EXIT_INPUT)
    where = ARGS if isinstance(error, ConverterMissing) else source
    return CommandError(f"{where}:0:0: {error}", exit_code(error))


def internal_error(error: Exception) -> str:
    """The line that reports an unexpected exception (a bug), e.g.
    ``gridcraft: internal error: RuntimeError: boom (please report this)``."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return one_line(f"gridcraft: internal error: {what}") + " (please report this)"


def one_line(message: str) -> str:
    """``message`` on one line, cut at :data:`MAX_MESSAGE` characters."""
    line = message.replace("\n", " ")
    return line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 1] + "…"


def layout_summary(layout: Layout) -> str:
    """One line about a layout, e.g. ``10 words, 11 x 7 = 77, 14 crossings, optimal (proven)``."""
    n, x, info = len(layout.placements), layout.crossings, layout.info
    line = (
        f"{n} word{'s' * (n != 1)}, {layout.width} x {layout.height} = {layout.area}, "
        f"{x} crossing{'s' * (x != 1)}, "
    )
    if info.optimal:
        line += "optimal (proven)"
    else:
        s = info.seconds
        # the seconds the searches ran, not when this layout turned up
        line += f"the best of {s:.0f} s of search" if s >= 10 else f"the best of {s:.1f} s of search"
        line += " (not proven optimal)"
    return line + (f"; {info.note}" if info.note else "") + answer_note(layout)


def answer_note(layout: Layout) -> str:
    """What the summary line says of the empty puzzle's answers: unique, unique thanks to N givens
    (proven the fewest, or the best found), or N of them; nothing when they were not counted."""
    info, n = layout.info, len(layout.givens)
    if info.fills is None:
        return ""
    if n:
        how = "proven fewest" if info.givens_minimal else "best found"
        verb = "make" if n != 1 else "makes"
        return f"; {n} given{'s' * (n != 1)} {verb} the answer unique ({how})"
    if info.fills <= 1:
        return "; one answer"
    return f"; {'at least ' * (not info.fills_complete)}{info.fills} answers (no givens asked for)"


def solve_summary(verdict: Verdict[Any], *, interrupted: bool = False) -> str:
    """One line on the result of a search for solutions, e.g. ``unique (search complete), 1 node``
    (``interrupted``: an interrupt stopped the search)."""
    n, stats = len(verdict.found), verdict.stats
    nodes = f"{stats.nodes:,} node{'s' * (stats.nodes != 1)}"
    if interrupted:
        return f"{n} solution{'s' * (n != 1)} found before the interrupt (search incomplete), {nodes}"
    if stats.complete:
        what = {0: "no solution", 1: "unique"}.get(n, f"{n} solutions")
        return f"{what} (search complete), {nodes}"
    if stats.budget_exhausted:
        return f"{n} solution{'s' * (n != 1)} found before the time limit (search incomplete), {nodes}"
    if verdict.uniqueness is Uniqueness.UNKNOWN:
        return f"1 solution found, stopped at --limit 1: uniqueness not checked (search incomplete), {nodes}"
    return f"{n} solutions found, stopped at --limit {verdict.limit}: not unique (search incomplete), {nodes}"


def out_of_time(source: str, time_limit: float | None, nodes: int) -> CommandError:
    """The error of a search whose time ran out before any solution (exit 3)."""
    limit = f"{time_limit:g}" if time_limit is not None else "?"
    return CommandError(
        f"{source}:0:0: time limit of {limit} s ran out after {nodes:,} nodes before any solution was found",
        EXIT_BUDGET,
    )


def solution_note(verdict: Verdict[Any]) -> tuple[str, str | None]:
    """The caption of a printed solution page, and a note for stderr (``None``: nothing to say):
    whether the puzzle has several solutions or uniqueness was not proven."""
    if verdict.uniqueness is Uniqueness.SEVERAL:
        return (
            "Solution (one of several: the puzzle is not unique)",
            "note: the puzzle has more than one solution; page 2 shows one",
        )
    if verdict.uniqueness is Uniqueness.UNKNOWN:
        return "Solution (not proven unique)", "note: the search stopped before proving the solution unique"
    return "Solution", None


def made_summary(n: int, size: int, grade: str) -> str:
    """``12 6 x 6 normal KenKens, each with one solution`` (``1 6 x 6 normal KenKen with one
    solution``): what ``make kenken`` made."""
    if n == 1:
        return f"1 {size} x {size} {grade} KenKen with one solution"
    return f"{n} {size} x {size} {grade} KenKens, each with one solution"
