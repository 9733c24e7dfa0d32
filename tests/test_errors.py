"""Error lines: a place is given only where there is one (never ``:0:0:``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from gridcraft.errors import ParseError, located_line
from gridcraft.outcome import Failure


@pytest.mark.parametrize(
    ("line", "column", "expected"),
    [(3, 7, "w.txt:3:7: bad"), (3, 0, "w.txt:3: bad"), (0, 0, "w.txt: bad"), (0, 5, "w.txt: bad")],
)
def test_a_place_is_given_only_where_there_is_one(line: int, column: int, expected: str) -> None:
    assert located_line("w.txt", "bad", line, column) == expected
    assert str(ParseError("bad", line, column, "w.txt")) == expected


def test_a_failure_about_the_command_line_has_no_place() -> None:
    # regression: "<command line>:0:0: ..." for every usage error
    assert str(Failure("no")) == "<command line>: no"


def test_a_bad_seed_is_said_without_a_place(run: Callable[..., Any], tmp_path: Any) -> None:
    # regression: "<command line>:0:0: argument --seed: invalid int value: 'zz' ..."
    (tmp_path / "words.txt").write_text("cat\ntea\n", encoding="utf-8")
    result = run("generate", "words.txt", "--seed", "zz")
    assert result.code == 2 and result.out == ""
    assert result.err.startswith("<command line>: argument --seed: invalid int value: 'zz'"), result.err


def test_a_whole_file_fault_names_the_file_alone(run: Callable[..., Any]) -> None:
    result = run("generate", "missing.txt")
    assert result.code == 2 and result.err.startswith("missing.txt: cannot read: "), result.err
