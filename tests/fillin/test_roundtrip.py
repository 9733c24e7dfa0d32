"""Generator round trip: a generated layout written as a fill-in puzzle solves, and the layout is
among the solutions."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridcraft import cli, crisscross, fillin
from gridcraft.errors import BudgetExceeded, NoLayout


def layout_fillin(layout: crisscross.Layout) -> str:
    return fillin.dumps(crisscross.blank_puzzle(layout))

WORDS = st.lists(st.text(alphabet="ABCDE", min_size=2, max_size=5), min_size=2, max_size=7, unique=True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(WORDS)
def test_generated_layout_is_a_solution_of_its_fillin_puzzle(words: list[str]) -> None:
    try:
        layout = crisscross.generate(words, time_limit=5, node_limit=3000, max_aspect=None)
    except (NoLayout, BudgetExceeded):
        return
    puzzle = fillin.parse(layout_fillin(layout))
    found = list(fillin.solutions(puzzle, limit=1000))
    assert tuple(layout.rows()) in found
    for grid in found:
        assert fillin.verify(puzzle, grid) == []


def test_command_line_round_trip(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "animals.txt"
    assert cli.main(["generate", "--example", "animals-ru", "--format", "fillin", "-o", str(out)]) == 0
    capsys.readouterr()
    assert cli.main(["generate", "--example", "animals-ru"]) == 0
    generated = capsys.readouterr().out
    assert cli.main(["solve", str(out), "--all"]) == 0
    solved, err = capsys.readouterr()
    assert "(search complete)" in err
    assert generated in solved
