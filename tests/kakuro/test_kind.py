"""Kakuro through its door: ``make kakuro`` (text and JSON, the same seed the same puzzle),
``solve``, ``grade``, ``hint``, ipuz both ways, a printed sheet, the player; made puzzles unique
by an independent counter, graded as asked."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.kakuro.count import count

from gridcraft import kinds
from gridcraft.kakuro import KIND, grade, make, parse, to_ipuz, verify
from gridcraft.kakuro.parse import dumps

SMALL = "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n"


def test_the_kind_is_registered() -> None:
    assert KIND in kinds.kinds() and "kakuro" in kinds.makers() and KIND in kinds.graders()
    assert isinstance(KIND, kinds.SolverKind)


def test_solve_count_grade_and_hint_a_small_puzzle(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "p.txt").write_text(SMALL)
    solved = run("solve", "p.txt", "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["kind"], doc["count"], doc["complete"]) == (0, "kakuro", 1, True)
    assert doc["solutions"][0] == ["####", "#12#", "#241", "##39"]
    assert run("solve", "p.txt").out.splitlines()[2].split() == ["\\3", "1", "2", "10\\"]
    graded = run("grade", "p.txt")
    assert graded.code == 0 and graded.out.splitlines()[0] == "Medium", graded.out
    hint = run("hint", "p.txt")
    assert hint.code == 0 and "can only be" in hint.out, hint.out
    (tmp_path / "s.txt").write_text("#   3\\  9\\  #\n\\3  1   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n")
    assert run("hint", "p.txt", "--state", "s.txt").code == 0
    (tmp_path / "w.txt").write_text("#   3\\  9\\  #\n\\3  2   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n")
    wrong = run("hint", "p.txt", "--state", "w.txt")
    assert wrong.code != 0 and "r2c2 = 2 is wrong" in wrong.err, wrong.err
    explained = run("solve", "p.txt", "--explain")
    assert explained.code == 0 and "the only digit left there" in explained.out
    (tmp_path / "two.txt").write_text("kakuro 3x3\n#   3\\  3\\\n\\3  .   .\n\\3  .   .\n")
    several = run("solve", "two.txt", "--format", "json")
    assert json.loads(several.out)["count"] == 2
    ambiguous = run("grade", "two.txt")
    assert ambiguous.code == 1 and "not graded: the puzzle has several solutions" in ambiguous.err


def test_make_with_a_seed_twice_is_the_same_puzzle_unique_and_graded(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    first = run("make", "kakuro", "--size", "7", "--difficulty", "Medium", "--seed", "4", "-o", "a.txt")
    again = run("make", "kakuro", "--size", "7", "--difficulty", "Medium", "--seed", "4", "-o", "b.txt")
    assert first.code == again.code == 0 and first.err == "1 7 x 7 Medium kakuro with one solution\n", (
        first.err
    )
    text = (tmp_path / "a.txt").read_text()
    assert text == (tmp_path / "b.txt").read_text()
    puzzle = parse(text)
    assert count(puzzle) == 1  # the independent counter
    assert grade(puzzle).label == "Medium"
    made = run("make", "kakuro", "--size", "6x8", "--seed", "1", "--format", "json", "-o", "m.json")
    assert made.code == 0, made.err
    doc = json.loads((tmp_path / "m.json").read_text())
    assert (doc["puzzles"][0]["width"], doc["puzzles"][0]["height"]) == (6, 8)
    back = run("solve", "m.json", "--format", "json")
    assert back.code == 0 and json.loads(back.out)["kind"] == "kakuro"
    bad = run("make", "kakuro", "--difficulty", "Fiendish")
    assert bad.code == 2 and "not a grade" in bad.err


@pytest.mark.parametrize(("grade_label", "size", "seed"), [("Easy", 6, 1), ("Medium", 8, 2)])
def test_made_puzzles_have_one_solution_by_an_independent_count(
    grade_label: str, size: int, seed: int
) -> None:
    made = make(grade_label, size, size, seed)
    assert count(made.puzzle) == 1
    assert verify(made.puzzle, made.solution) == []
    assert grade(made.puzzle).label == grade_label == made.grade
    assert parse(dumps(made.puzzle)) == made.puzzle


@pytest.mark.slow
@pytest.mark.parametrize(
    ("grade_label", "size"), [("Easy", 10), ("Hard", 7), ("Extreme", 8), ("Unreasonable", 8), ("Hard", 10)]
)
def test_harder_grades_are_made_unique(grade_label: str, size: int) -> None:
    made = make(grade_label, size, size, 5)
    assert count(made.puzzle) == 1 and grade(made.puzzle).label == grade_label


def test_ipuz_both_ways(run: Callable[..., Any], tmp_path: Path) -> None:
    puzzle = parse(SMALL)
    solution = next(iter(KIND.solutions(puzzle, 1)))
    text = to_ipuz(puzzle, solution, title="T")
    doc = json.loads(text)
    assert doc["kind"] == ["http://gridcraft.org/ipuz/kakuro#1"] and doc["puzzle"][1][0] == {
        "cell": "#",
        "across": 3,
    }
    found = kinds.read_ipuz(text, "p.ipuz")
    assert (found.kind, found.puzzle, found.solution) == (KIND, puzzle, solution)
    (tmp_path / "p.txt").write_text(SMALL)
    assert run("solve", "p.txt", "-o", "p.ipuz").code == 0
    assert run("solve", "p.ipuz").code == 0
    doc["puzzle"][1][1] = "x"
    (tmp_path / "bad.ipuz").write_text(json.dumps(doc))
    bad = run("solve", "bad.ipuz")
    assert bad.code == 2 and "'puzzle'" in bad.err


def test_a_printed_sheet_a_picture_and_the_player(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "p.txt").write_text(SMALL)
    printed = run("print", "p.txt", "-o", "p.pdf")
    assert printed.code == 0 and (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF"), printed.err
    svg = run("solve", "p.txt", "--format", "svg").out
    assert svg.count('<path d="M') >= 5 and ">10</text>" in svg and ">12</text>" in svg
    played = run("play", "p.txt", "-o", "p.html")
    assert played.code == 0, played.err
    html = (tmp_path / "p.html").read_text(encoding="utf-8")
    assert (
        '"labels":[[0,1,"3",""],[0,2,"9",""],[1,0,"","3"],[1,3,"10",""],[2,0,"","7"],[3,1,"","12"]]' in html
    )
    assert '"unit":"run"' in html
    model = KIND.play(parse(SMALL), next(iter(KIND.solutions(parse(SMALL), 1))), "K")
    assert model.split_labels and len(model.entries) == 6
