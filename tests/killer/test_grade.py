"""The grader against Solo's own grades (puzzles Solo generated at each level), and its results."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft.killer import GRADES, KillerLevel, Level, grade, grade_at_most, parse, solve, verify

DATA = Path(__file__).parent / "data"
GRADED = [line.split(" ", 1) for line in (DATA / "solo-9-graded.txt").read_text().splitlines()]
SOLO_4 = "2x2k:p,_a_a_____ba_a_c_,3_7a8a6b7_3_6e"
SOLO_6 = "2x3k:zj,_a__a______a___aa_aabaa___a__aaa___a___aaa,9_9a5_8_8b9c7_7a5a6b6_10b10b3a7_4a13c"


@pytest.mark.parametrize(("label", "game_id"), GRADED, ids=[label for label, _ in GRADED])
def test_grade_is_solos(label: str, game_id: str) -> None:
    puzzle = parse(game_id)
    result = grade(puzzle)
    assert result.label == label.capitalize()
    assert result.unique and result.solo_makes
    assert result.solution is not None and verify(puzzle, result.solution) == []
    assert result.counts["killer deduced single"] >= 1
    if label == "unreasonable":
        assert result.counts["guess"] >= 1
    else:
        assert grade_at_most(puzzle, result.level) == result.level
        if result.level > Level.TRIVIAL:
            assert grade_at_most(puzzle, Level(result.level - 1)) == Level.IMPOSSIBLE


@pytest.mark.parametrize("game_id", [SOLO_4, SOLO_6])
def test_small_solo_puzzles(game_id: str) -> None:
    result = grade(parse(game_id))
    assert result.unique and result.label in GRADES


def test_ambiguous_and_impossible() -> None:
    empty = parse("4\n")
    result = grade(empty)
    assert result.label == "Ambiguous" and not result.unique and result.solution is None
    clash = parse("4\n3 r1c1 r1c2\nr1c1 = 3\n")  # 3 is 1 + 2: no room for a 3
    assert grade(clash).label == "Impossible"


def test_steps_record_what_they_read_and_change() -> None:
    puzzle = parse(dict(GRADED)["basic"])
    out = solve(puzzle, record=True)
    assert out.level == Level.BASIC and out.killer == KillerLevel.INTERSECT
    placed = [p for step in out.steps for p in step.placed]
    assert len(placed) == 81 and all(step.cells for step in out.steps)
    assert sum(out.counts.values()) == len(out.steps)


def test_the_grade_is_the_same_without_c(monkeypatch: pytest.MonkeyPatch) -> None:
    from gridcraft.engine import native

    puzzles = [parse(game_id) for _, game_id in GRADED]
    fast = [grade(puzzle) for puzzle in puzzles]
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    assert [grade(puzzle) for puzzle in puzzles] == fast


def test_counting_solutions_up_to_a_limit() -> None:
    from gridcraft.latin.solo import count_solutions

    assert count_solutions(parse("4\n")) == 2
    assert count_solutions(parse("4\n"), limit=5) == 5
    assert count_solutions(parse("4\n3 r1c1 r1c2\nr1c1 = 3\n")) == 0  # 3 is 1 + 2: no room for a 3
    assert count_solutions(parse(dict(GRADED)["unreasonable"])) == 1
