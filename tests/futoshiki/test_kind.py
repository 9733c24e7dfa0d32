"""Futoshiki through its door: ``make futoshiki`` (both modes, every grade; seeded), each made
puzzle unique by an independent counter and graded exactly as asked with the deductions its grade
allows; ``solve`` (text, JSON, counts, ``sgt``, SVG, ipuz), ``grade``, ``hint``, ``--explain``,
``print`` and ``play`` on the command line; the made JSON read back."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.futoshiki.count import count

from gridcraft import kinds, latin
from gridcraft.futoshiki import GRADES, KIND, make, parse, parse_unequal_id, unequal_id, verify
from gridcraft.futoshiki.grade import to_board
from gridcraft.latin import rules

Run = Callable[..., Any]


def test_the_kind_is_registered() -> None:
    assert KIND in kinds.kinds() and "futoshiki" in kinds.makers() and KIND in kinds.graders()
    assert KIND.grading is latin.UNEQUAL and KIND.grading.labels == GRADES


@pytest.mark.parametrize("adjacent", (False, True))
@pytest.mark.parametrize("grade", GRADES)
def test_made_puzzles_are_unique_and_graded_as_asked(grade: str, adjacent: bool) -> None:
    made = make(grade, 5, "7", adjacent=adjacent)
    puzzle = made.puzzle
    assert puzzle.adjacent == adjacent and made.grade == grade
    assert count(puzzle) == 1  # python-constraint, from the rules alone
    assert verify(puzzle, made.solution) == []
    out = rules.solve(to_board(puzzle), len(GRADES) - 1, explain=True)
    assert (out.status, GRADES[max(out.level, 0)]) == ("solved", grade)
    assert latin.UNEQUAL.check(grade, [(step.rung, "") for step in out.steps]) == []
    assert make(grade, 5, "7", adjacent=adjacent) == made  # the same seed, the same puzzle


def test_a_6x6_of_each_mode_is_unique() -> None:
    for adjacent in (False, True):
        made = make("Tricky", 6, "3", adjacent=adjacent)
        assert count(made.puzzle) == 1 and made.puzzle.size == 6


def test_make_solve_grade_and_hint_on_the_command_line(run: Run, tmp_path: Path) -> None:
    made = run("make", "futoshiki", "--difficulty", "Tricky", "--seed", "2", "-o", "f.txt")
    assert made.code == 0 and made.err == "1 5 x 5 Tricky futoshiki with one solution\n", made.err
    again = run("make", "futoshiki", "--difficulty", "Tricky", "--seed", "2")
    assert again.out.split("\n", 1)[1] == (tmp_path / "f.txt").read_text(encoding="utf-8").split("\n", 1)[1]
    puzzle = parse((tmp_path / "f.txt").read_text(encoding="utf-8"))
    assert count(puzzle) == 1
    solved = run("solve", "f.txt", "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["kind"], doc["count"], doc["complete"]) == (0, "futoshiki", 1, True)
    grid = tuple(tuple(int(v) for v in row) for row in doc["solutions"][0])
    assert verify(puzzle, grid) == []
    shown = run("solve", "f.txt").out.splitlines()
    assert shown[0] == "futoshiki 5" and shown[1].replace(" ", "").strip("<>|")[:1].isdigit()
    (tmp_path / "solved.txt").write_text(
        "\n".join(shown) + "\n", encoding="utf-8"
    )  # reads back: the grid full
    assert run("grade", "solved.txt").out.splitlines()[0] == "Trivial"
    graded = run("grade", "f.txt")
    assert graded.code == 0 and graded.out.splitlines()[0] == "Tricky"
    hint = run("hint", "f.txt")
    assert hint.code == 0 and hint.out.strip(), hint.err
    explained = run("solve", "f.txt", "--explain")
    assert explained.code == 0 and len(explained.out.splitlines()) > 5, explained.err


def test_counts_of_a_puzzle_with_several_solutions(run: Run, tmp_path: Path) -> None:
    (tmp_path / "open.txt").write_text("futoshiki 4\n1 < . . .\n. . . .\n. . . .\n. . . .\n")
    some = json.loads(run("solve", "open.txt", "--format", "json").out)
    assert some["count"] == 2 and some["complete"] is False
    every = json.loads(run("solve", "open.txt", "--all", "--format", "json").out)
    puzzle = parse((tmp_path / "open.txt").read_text())
    assert every["count"] == count(puzzle, 10_000) and every["complete"] is True
    graded = run("grade", "open.txt")
    assert graded.code == 1 and "not graded: the puzzle has several solutions" in graded.err


def test_sgt_ids_both_ways_and_the_other_writers(run: Run, tmp_path: Path) -> None:
    sgt = run("make", "futoshiki", "--adjacent", "--size", "6", "--seed", "5", "--format", "sgt").out.strip()
    puzzle = parse_unequal_id(sgt)
    assert puzzle.adjacent and puzzle.size == 6 and unequal_id(puzzle) == sgt
    (tmp_path / "a.txt").write_text(sgt + "\n")
    assert run("solve", "a.txt", "--format", "sgt", "--blank").out.strip() == sgt
    assert run("solve", sgt, "--format", "sgt").out.strip() == sgt  # an argument naming no file
    text = run("solve", "a.txt", "--format", "text", "--blank").out
    assert parse(text) == puzzle
    svg = run("solve", "a.txt", "--format", "svg").out
    assert "<svg" in svg and svg.count("<text") == 36
    assert run("solve", "a.txt", "--format", "ipuz", "-o", "a.ipuz").code == 0
    assert run("solve", "a.ipuz", "--format", "sgt", "--blank").out.strip() == sgt


def test_the_made_json_reads_back(run: Run, tmp_path: Path) -> None:
    made = run("make", "futoshiki", "--seed", "9", "--format", "json", "-o", "m.json")
    assert made.code == 0
    doc = json.loads((tmp_path / "m.json").read_text())
    assert doc["kind"] == "futoshiki" and doc["puzzles"][0]["grade"] == "Easy"
    back = run("solve", "m.json", "--format", "sgt", "--blank")
    assert back.code == 0 and back.out.strip() == doc["puzzles"][0]["sgt"]
    two = run("make", "futoshiki", "--count", "2", "--format", "json", "-o", "two.json")
    assert two.code == 0
    bad = run("solve", "two.json")
    assert bad.code == 2 and "holds 2 puzzles" in bad.err


def test_print_and_play(run: Run, tmp_path: Path) -> None:
    assert run("make", "futoshiki", "--seed", "1", "-o", "p.txt").code == 0
    printed = run("print", "p.txt", "-o", "p.pdf")
    assert printed.code == 0 and (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")
    played = run("play", "p.txt", "-o", "p.html")
    html = (tmp_path / "p.html").read_text(encoding="utf-8")
    assert played.code == 0 and '"signs"' in html and "points towards the smaller digit" in html


def test_bad_make_options_are_named(run: Run) -> None:
    small = run("make", "futoshiki", "--size", "4", "--adjacent", "--difficulty", "Tricky")
    assert small.code == 2 and "under 5 x 5 are made at Trivial or Easy" in small.err
    big = run("make", "futoshiki", "--size", "10")
    assert big.code == 2 and "not a futoshiki size" in big.err
    grade = run("make", "futoshiki", "--difficulty", "Hard")
    assert grade.code == 2 and "not a grade" in grade.err
