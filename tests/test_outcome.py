"""One outcome for every front end: exit codes, located error lines, and the summary lines."""

from __future__ import annotations

import pickle

from gridcraft.engine import SearchStats, Verdict
from gridcraft.errors import BudgetExceeded, InvalidPuzzle, NoLayout, ParseError
from gridcraft.outcome import (
    ARGS,
    EXIT_BUDGET,
    EXIT_INPUT,
    EXIT_INTERRUPTED,
    EXIT_NONE,
    EXIT_OK,
    INTERRUPTED_LINE,
    MAX_MESSAGE,
    Failure,
    Outcome,
    exit_code,
    located,
    one_line,
)


def test_exit_codes_of_errors() -> None:
    assert [
        exit_code(e) for e in (NoLayout("x"), BudgetExceeded("x"), ParseError("x"), InvalidPuzzle("x"))
    ] == [
        EXIT_NONE,
        EXIT_BUDGET,
        EXIT_INPUT,
        EXIT_INPUT,
    ]
    assert exit_code(Failure("x", code=EXIT_BUDGET)) == EXIT_BUDGET


def test_error_lines_are_spelt_in_one_place() -> None:
    assert str(Failure("bad")) == f"{ARGS}: bad"
    assert str(Failure("not UTF-8 text", "w.txt", 3, 7)) == "w.txt:3:7: not UTF-8 text"
    assert str(located(ParseError("oops", 2, 5, "p.txt"), "other")) == "p.txt:2:5: oops"
    worded = located(
        NoLayout("wider than {max_aspect} allows", settings=("max_aspect",)),
        "w.txt",
        {"max_aspect": "--max-aspect"},
    )
    assert (str(worded), worded.code) == ("w.txt: wider than --max-aspect allows", EXIT_NONE)
    assert (
        str(NoLayout("wider than {max_aspect} allows", settings=("max_aspect",)))
        == "wider than max_aspect allows"
    )


def test_failures_cross_process_boundaries_whole() -> None:
    back = pickle.loads(pickle.dumps(Failure("late", "w.txt", 1, 2, code=EXIT_BUDGET)))
    assert (str(back), back.code) == ("w.txt:1:2: late", EXIT_BUDGET)
    error = pickle.loads(pickle.dumps(NoLayout("{max_width} 3 is too narrow", settings=("max_width",))))
    assert error.worded({"max_width": "--max-width"}) == "--max-width 3 is too narrow"


def test_an_outcome_owns_its_lines_and_exit_code() -> None:
    stats = SearchStats(nodes=3, complete=True)
    solved = Outcome.solved(Verdict(((1,),), stats, 2))
    assert (solved.report(), solved.exit_code) == (["unique (search complete), 3 nodes"], EXIT_OK)
    none = Outcome.solved(Verdict((), stats, 2))
    assert none.exit_code == EXIT_NONE and none.summary == "no solution (search complete), 3 nodes"
    cut = Outcome(["2 puzzles"], EXIT_OK, interrupted=True)
    assert (cut.report(), cut.exit_code) == (["2 puzzles", INTERRUPTED_LINE], EXIT_INTERRUPTED)


def test_a_long_line_loses_its_middle_not_its_reason() -> None:
    """A 300-character file name pushed ``cannot write: File name too long`` out of the line."""
    line = one_line("x" * 400 + ".txt: cannot write: File name too long")
    assert len(line) == MAX_MESSAGE and line.startswith("xxx") and "…" in line
    assert line.endswith(".txt: cannot write: File name too long")
    assert one_line("short\nline") == "short line"
