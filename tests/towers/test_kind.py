"""Towers through its door, on the command line: ``solve`` (and every solution counted),
``grade`` (as Tatham's Towers grades its own puzzles), ``solve --explain`` and ``hint``, ``make``
(the same seed the same puzzle, each with one solution by an independent count), the printed
sheet and the player, with no front end naming the kind."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from towers_count import count  # tests/helpers: brute force over the rows' permutations

from gridcraft import kinds, latin
from gridcraft.towers import KIND, TowersPuzzle, parse, verify

#: IDs written by Tatham's Towers (sgt-puzzles 20230122, ``--generate 2 5d<letter>``), by its grade
TATHAM = {
    "Easy": ("5:3/1/4/2/2/1/2/2/3/3/2/2/3/3/1/2/2/1/3/5", "5:2/1/3/2/4/3/3/1/3/2/2/1/4/2/3/3/4/2/1/2"),
    "Hard": ("5:/2//2//3//////1////////2,k3_1h1c", "5:1////3///3//3///5///////,b2v"),
    "Extreme": ("5:////4////2///2/4///2///4/", "5:4//////3//1//3////4/2/3///,q1g"),
    "Unreasonable": ("5:///3////4//1///2/2///3///,c3o3e", "5:4////3//2//2/2///3/////1//3,g1q"),
}


def test_the_kind_is_registered() -> None:
    assert KIND in kinds.kinds() and "towers" in kinds.makers() and KIND in kinds.graders()
    order = [k.name for k in kinds.kinds()]
    assert order.index("towers") < order.index("killer")


def test_solve_and_count(run: Callable[..., Any]) -> None:
    given = TATHAM["Hard"][0]
    solved = run("solve", given, "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["kind"], doc["count"], doc["complete"]) == (0, "towers", 1, True)
    grid = tuple(tuple(int(v) for v in row) for row in doc["solutions"][0])
    assert verify(parse(given), grid) == [] and count(parse(given)) == 1
    every = json.loads(run("solve", "3:" + "/" * 11, "--all", "--format", "json").out)
    assert every["count"] == 12 == count(TowersPuzzle(3), limit=100)  # the 3 x 3 Latin squares
    some = TowersPuzzle(4, top=(2, 0, 0, 1), left=(0, 3, 0, 0))
    assert json.loads(
        run("solve", "4:" + "/".join(str(k or "") for k in some.clues), "--all", "--format", "json").out
    )["count"] == count(some, limit=1000)
    none = run("solve", "3:3/3/" + "/" * 9)  # 3 and 3 facing: no solution
    assert none.code == 1 and "no solution" in none.err


@pytest.mark.parametrize("label", list(TATHAM))
def test_grades_agree_with_towers(run: Callable[..., Any], label: str) -> None:
    for given in TATHAM[label]:
        graded = run("grade", given)
        assert graded.code == 0 and graded.out.splitlines()[0] == label, (given, graded.out)


def test_each_grade_used_the_rungs_of_its_grading() -> None:
    assert KIND.grading is latin.TOWERS
    for label, given in TATHAM.items():
        for text in given:
            found, graded, solutions, counts = KIND.grade(parse(text))
            assert (found, graded, solutions) == (label, True, 1)
            assert latin.TOWERS.check(label, [(name, "") for name in counts]) == [], (text, counts)


def test_a_puzzle_with_several_solutions_is_not_graded(run: Callable[..., Any]) -> None:
    graded = run("grade", "4:" + "/" * 15)
    assert graded.code == 1 and "several solutions" in graded.err


def test_explain_and_hint(run: Callable[..., Any], tmp_path: Path) -> None:
    hard = TATHAM["Hard"][0]
    explained = run("solve", hard, "--explain")
    assert explained.code == 0 and "clue" in explained.out and "guess" not in explained.out
    steps = list(KIND.explain(parse(hard)))
    grid = KIND.start(parse(hard))
    for step in steps:
        grid = KIND.advance(parse(hard), grid, step)
    assert verify(parse(hard), grid) == []  # the placements alone fill the grid
    assert {h.deduction for h in steps} <= {"sightline bounds", "sightline enumeration", "hidden single",
                                             "naked single", "subset"}  # fmt: skip
    unreasonable = run("solve", TATHAM["Unreasonable"][1], "--explain")
    assert unreasonable.code == 0 and "No deduction applies: guess" in unreasonable.out
    hint = run("hint", hard)
    assert hint.code == 0 and hint.out.strip() == steps[0].text
    (tmp_path / "state.txt").write_text("9 . . . .\n" + ". . . . .\n" * 4, encoding="utf-8")
    bad = run("hint", hard, "--state", "state.txt")
    assert bad.code == 2 and bad.err.startswith("state.txt:1:1:")


def test_make_is_seeded_and_each_puzzle_has_one_solution(run: Callable[..., Any], tmp_path: Path) -> None:
    made = run("make", "towers", "--size", "5", "--difficulty", "Hard", "--seed", "4", "--format", "sgt")
    again = run("make", "towers", "--size", "5", "--difficulty", "Hard", "--seed", "4", "--format", "sgt")
    other = run("make", "towers", "--size", "5", "--difficulty", "Hard", "--seed", "5", "--format", "sgt")
    assert made.code == 0 and made.err == "1 5 x 5 Hard towers puzzle with one solution\n", made.err
    assert made.out == again.out != other.out
    for out in (made.out, other.out):
        puzzle = parse(out)
        assert count(puzzle) == 1  # the independent counter
        assert run("grade", out.strip()).out.splitlines()[0] == "Hard"
    batch = run(
        "make", "towers", "--size", "4", "--count", "3", "--seed", "1", "--format", "json", "-o", "b.json"
    )
    assert batch.code == 0, batch.err
    doc = json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))
    assert [p["grade"] for p in doc["puzzles"]] == ["Easy"] * 3
    assert all(count(parse(p["towers"])) == 1 for p in doc["puzzles"])
    bad = run("make", "towers", "--size", "3", "--difficulty", "Extreme")
    assert bad.code == 2 and "3 x 3 towers puzzles are Easy or Hard" in bad.err
    assert run("make", "towers", "--size", "10").code == 2


def test_the_sheet_and_the_player(run: Callable[..., Any], tmp_path: Path) -> None:
    given = TATHAM["Extreme"][1]
    printed = run("print", given, "-o", "t.pdf")
    assert printed.code == 0 and (tmp_path / "t.pdf").read_bytes().startswith(b"%PDF")
    played = run("play", given, "-o", "t.html")
    assert played.code == 0, played.err
    assert run("solve", given, "--format", "html", "-o", "s.html").code == 0
    assert (tmp_path / "s.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    html = (tmp_path / "t.html").read_text(encoding="utf-8")
    data = json.loads(html.split('id="gc-data">', 1)[1].split("</script>", 1)[0])
    n = 5
    assert (data["height"], data["width"], data["mode"]) == (n + 2, n + 2, "cages")
    puzzle = parse(given)
    labels = {(r, c): first for r, c, first, second in data["labels"]}
    assert len(labels) == 4 * n + 4 and not data["split_labels"]
    assert [labels[(0, c + 1)] for c in range(n)] == [str(k) if k else "" for k in puzzle.top]
    assert [labels[(r + 1, n + 1)] for r in range(n)] == [str(k) if k else "" for k in puzzle.right]
    assert "solution" not in html.split('id="gc-data">', 1)[1].split("</script>", 1)[0].replace(
        '"sealed"', ""
    )
