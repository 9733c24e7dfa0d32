"""Grading as Keen does: agreement with the grades Keen made its puzzles at, and the edge cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft import kenken
from gridcraft.kenken import Deduction, Level, grade, parse, parse_keen_id
from gridcraft.kenken.ladder.grade import techniques

DATA = Path(__file__).resolve().parents[2] / "data" / "kenken"
GRADED = [
    line.split(" ", 1)
    for line in (DATA.parent / "keen-graded.txt").read_text().splitlines()
    if not line.startswith("#")
]


@pytest.mark.parametrize(("label", "game_id"), GRADED, ids=[f"{g}-{i}" for i, (g, _) in enumerate(GRADED)])
def test_our_grade_is_keens(label: str, game_id: str) -> None:
    found = grade(parse_keen_id(game_id))
    assert found.label == label and found.solutions == 1
    assert max(d.level for d in found.counts) == found.level  # the grade's own deductions were needed


def test_the_ladder_follows_keen() -> None:
    # Easy's cage rule only when Easy is the highest grade allowed, as in Keen's solver
    assert [t.__name__ for _, t in techniques(Level.EASY)] == ["cage_digits", "hidden_single", "naked_single"]
    assert [t.__name__ for _, t in techniques(Level.EXTREME)] == [
        "hidden_single",
        "naked_single",
        "cage_combinations",
        "cage_line",
        "subset",
        "fish",
        "forcing_chain",
    ]


def test_no_solution_and_several_solutions_get_no_grade() -> None:
    several = parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2")
    assert grade(several).level is None and grade(several).label == "several solutions"
    none = parse("2\n4 + r1c1 r1c2\n3 + r2c1 r2c2")
    assert grade(none).label == "no solution" and grade(none).solutions == 0


def test_a_puzzle_of_givens_is_easy_by_singles_alone() -> None:
    givens = kenken.KenKenPuzzle(
        2,
        tuple(
            kenken.Cage(v, kenken.Op.EQ, ((r, c),))
            for (r, c), v in {(0, 0): 1, (0, 1): 2, (1, 0): 2, (1, 1): 1}.items()
        ),
    )
    found = grade(givens)
    assert found.level is Level.EASY and set(found.counts) <= {
        Deduction.CAGE_DIGITS,
        Deduction.NAKED_SINGLE,
        Deduction.HIDDEN_SINGLE,
    }


def test_stopping_below_the_grade_counts_nothing() -> None:
    game_id = next(i for g, i in GRADED if g == "extreme")
    found = grade(parse_keen_id(game_id), highest=Level.HARD)
    assert found.level is None and found.solutions is None and found.label == "not graded"
