"""``gridcraft solve`` on KenKen puzzles: the three spellings detected, output formats, exit codes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gridcraft import cli

DATA = Path(__file__).resolve().parent.parent / "data" / "kenken"
ONE_ERROR_LINE = re.compile(r"^[^\n]+:\d+:\d+: [^\n]+\n$")
SPELLINGS = ["tatham-4x4-easy.txt", "tatham-4x4-easy-cages.txt", "tatham-4x4-easy-map.txt"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", SPELLINGS)
def test_each_spelling_is_detected_and_solved(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = run(capsys, "solve", str(DATA / name))
    assert code == 0
    assert out == (DATA / "tatham-4x4-easy.solved.txt").read_text(encoding="utf-8")
    assert err == "unique (search complete), 1 node\n"


def test_json_rows_are_digits(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", str(DATA / "wikipedia-6x6.txt"), "--format", "json")
    doc = json.loads(out)
    assert code == 0 and (doc["kind"], doc["count"], doc["complete"]) == ("kenken", 1, True)
    assert doc["solutions"] == [["563412", "614523", "452361", "341256", "236145", "125634"]]


def test_no_solution_exits_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "k.txt"
    path.write_text("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n", encoding="utf-8")  # rows must be 1 2 and 2 1
    assert run(capsys, "solve", str(path))[0] == 0
    path.write_text("2\n4 + r1c1 r1c2\n2 + r2c1 r2c2\n", encoding="utf-8")
    code, out, err = run(capsys, "solve", str(path))
    assert (code, out) == (1, "") and err.startswith("no solution (search complete)")


def test_several_solutions(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "k.txt"
    path.write_text("2\n6 + r1c1 r1c2 r2c1 r2c2\n", encoding="utf-8")
    code, out, err = run(capsys, "solve", str(path), "--all")
    assert code == 0 and "2 solutions (search complete)" in err and out.count("solution ") == 2


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("4:_a_7a4_a3,a3a5m12d2s1s1d2q4\n", ":1:28:", "unknown clue type"),
        ("2\n3 + r1c1 r1c2\n3 + r2c1 r3c2\n", ":3:", ""),
        ("2\n3 - r1c1 r1c2 r2c1\n1 = r2c2\n", ":2:", ""),
    ],
)
def test_bad_kenken_one_line_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, where: str, words: str
) -> None:
    path = tmp_path / "k.txt"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "solve", str(path), "--kind", "kenken")
    assert (code, out) == (2, "")
    assert ONE_ERROR_LINE.match(err) and err.startswith(str(path) + where) and words in err


def test_cell_listed_twice_in_one_cage(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # regression: reported as "in two cages"
    path = tmp_path / "k.txt"
    path.write_text("4\n3 + A1 A2\n5 + B1 C1\n12 x D1 D2 D1\n", encoding="utf-8")
    code, _, err = run(capsys, "solve", str(path))
    assert code == 2 and err == f"{path}:4:12: cell r1c4 is listed twice in this cage\n"
