"""Tatham's Unequal and Towers grades restated: a sample of puzzles that ``sgt-unequal`` and
``sgt-towers --generate`` made, each graded as Tatham's own solver grades it (data/graded.txt), in C
and in Python; the C ladder and the Python reference reach the same result, level, grid and
candidates at every level; the recorded steps satisfy the grading's rungs."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft.engine import native
from gridcraft.latin import TOWERS, UNEQUAL
from gridcraft.latin.rules import (
    TOWERS_LEVELS,
    UNEQUAL_LEVELS,
    Board,
    grade,
    parse_towers_id,
    parse_unequal_id,
    solve,
)
from gridcraft.latin.rules import native as rules_native
from gridcraft.latin.rules.top import context

DATA = Path(__file__).resolve().parent / "data" / "graded.txt"
needs_native = pytest.mark.skipif(not rules_native.available(), reason="the C ladder is not built")


def sample() -> list[tuple[str, str, str, Board]]:
    """(kind, params, Tatham's grade, board) per line of the data file."""
    out = []
    for line in DATA.read_text().splitlines():
        if line and not line.startswith("#"):
            kind, params, label, text = line.split()
            board = parse_unequal_id(text) if kind == "unequal" else parse_towers_id(text)
            out.append((kind, params, label, board))
    return out


def small(kind: str, params: str) -> bool:
    """The files the Python reference runs on in the fast lane (sides up to 5)."""
    return int(params[0]) <= 5


def label_of(kind: str, board: Board) -> str:
    found = grade(board)
    assert found.status == "solved"
    return (UNEQUAL_LEVELS if kind == "unequal" else TOWERS_LEVELS)[max(found.level, 0)]


@needs_native
def test_c_grades_as_tatham() -> None:
    wrong = [
        (kind, params, label) for kind, params, label, board in sample() if label_of(kind, board) != label
    ]
    assert wrong == []


def test_python_grades_as_tatham(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    rows = [row for row in sample() if small(row[0], row[1])]
    assert len(rows) > 90
    wrong = [(kind, params, label) for kind, params, label, board in rows if label_of(kind, board) != label]
    assert wrong == []


@pytest.mark.slow
def test_python_grades_the_larger_sides_as_tatham(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    rows = [row for row in sample() if not small(row[0], row[1])][::3]  # a third: the suite's time
    wrong = [(kind, params, label) for kind, params, label, board in rows if label_of(kind, board) != label]
    assert wrong == []


@needs_native
@pytest.mark.parametrize("larger", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_c_and_python_agree_at_every_level(larger: bool) -> None:
    runs = 0
    for k, (kind, params, _, board) in enumerate(sample()):
        if small(kind, params) == larger or (larger and k % 3):  # a third of the larger: the suite's time
            continue
        top = len(UNEQUAL_LEVELS if kind == "unequal" else TOWERS_LEVELS)
        for level in range(top):
            _, ctx = context(board)
            python = rules_native.run_python(kind == "towers", board.n, list(board.givens), ctx, level)
            _, ctx = context(board)
            c = rules_native.run_native(kind == "towers", board.n, list(board.givens), ctx, level)
            assert c == python, (kind, params, level)
            runs += 1
    assert runs > (200 if larger else 300)


def test_steps_satisfy_the_grading() -> None:
    checked = 0
    for kind, params, label, board in sample():
        if not small(kind, params):
            continue
        grading = UNEQUAL if kind == "unequal" else TOWERS
        found = solve(board, len(grading.grades) - 1, explain=True)
        assert found.status == "solved" and grading.labels[found.level] == label
        assert grading.check(label, [(step.rung, "") for step in found.steps]) == [], (kind, params)
        assert all(step.text for step in found.steps)
        checked += 1
    assert checked > 90


def test_steps_replay_to_the_grid() -> None:
    """Every placement a step records is the solution's value there."""
    for kind, params, _, board in sample()[::3]:
        if not small(kind, params):
            continue
        found = solve(board, 4 if kind == "unequal" else 3, explain=True)
        for step in found.steps:
            for cell, value in step.placed:
                assert found.grid[cell] == value
            for cell, value in step.removed:
                assert found.grid[cell] != value, step.text


def test_an_explanation_names_the_inequality() -> None:
    board = parse_unequal_id("3:0,0R,0,0,0,0,0,0,0,")
    found = solve(board, 1, explain=True)
    texts = [step.text for step in found.steps]
    assert "r1c2 must be greater than r1c3, whose least candidate is 1, so r1c2 loses 1" in texts
    assert "r1c3 must be less than r1c2, whose largest candidate is 3, so r1c3 loses 3" in texts


def test_statuses() -> None:
    empty = Board(4, (0,) * 16)
    assert solve(empty, 3).status == "stuck"
    assert solve(empty, 4).status == "ambiguous"
    clash = Board(3, (1, 1, 0, 0, 0, 0, 0, 0, 0))
    assert solve(clash, 4).status == "impossible"
    full = Board(2, (1, 2, 2, 1))
    assert solve(full, 4) == solve(full, 4, explain=True)
    assert solve(full, 4).level == -1 and solve(full, 4).status == "solved"
    wrong = Board(2, (1, 2, 2, 1), less=((1, 0),))
    assert solve(wrong, 4).status == "impossible"
    with pytest.raises(ValueError, match="neighbours"):
        solve(Board(3, (0,) * 9, less=((0, 4),)), 4)
