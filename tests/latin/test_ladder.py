"""The shared ladder's names and each kind's grades as rungs: a puzzle of a reference program's
grade is solved by our grader with only the rungs that grade allows, and needs one of its own."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest

from gridcraft.kenken import grade as keen_grade
from gridcraft.kenken import parse_keen_id
from gridcraft.killer import parse as parse_killer
from gridcraft.latin.ladder import KEEN, SOLO, Grading, Rung
from gridcraft.latin.solo import Level, solve

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
PER_FILE = 8  # puzzles of each grade's file


def _lines(path: Path) -> list[str]:
    return [
        line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")
    ]


@pytest.mark.parametrize("label", SOLO.labels)
def test_solo_grades_use_only_their_rungs(label: str) -> None:
    for line in islice(_lines(BENCH / "corpus" / "killer" / f"{label.lower()}.txt"), PER_FILE):
        puzzle = parse_killer(line)
        out = solve(puzzle, Level.UNREASONABLE, record=True)
        assert out.level.name.capitalize() == label, line
        steps = [(step.deduction, step.where) for step in out.steps]
        assert SOLO.check(label, steps) == [], line


@pytest.mark.parametrize("label", KEEN.labels)
def test_keen_grades_use_only_their_rungs(label: str) -> None:
    for line in islice(_lines(BENCH / "keen" / f"{label}.txt"), PER_FILE):
        found = keen_grade(parse_keen_id(line))
        assert found.label == label, line
        assert KEEN.check(label, [(d.value, "") for d in found.counts]) == [], line


def test_the_check_finds_a_grade_too_low_and_one_too_high() -> None:
    steps = [("hidden single", "row 2"), ("pointing", "box 1")]
    assert SOLO.check("Basic", steps) == ["pointing is beyond Basic"]
    assert SOLO.check("Advanced", steps) == ["no deduction first allowed at Advanced was needed"]
    assert SOLO.check("Intermediate", steps) == []
    assert SOLO.check("Trivial", [("hidden single", "box 4"), ("killer sums", "cage 3")]) == []
    assert SOLO.check("Trivial", [("hidden single", "column 4")]) == ["hidden single is beyond Trivial"]


def test_every_grading_names_known_rungs_once_per_grade() -> None:
    for grading in (SOLO, KEEN):
        assert isinstance(grading, Grading)
        seen: set[Rung] = set()
        for _, rungs in grading.grades:
            assert not rungs & seen  # a rung is first allowed at one grade
            seen |= rungs
        assert {r for r in grading.names.values() if r is not None} <= seen
        assert all(rung.explanation for rung in Rung)
        assert len(grading.describe()) == len(grading.grades)
