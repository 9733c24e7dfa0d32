"""``gridcraft solve`` on fill-in puzzles: results, summaries, exit codes and bad input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gridcraft import cli
from gridcraft.cli import solve as cli_solve
from gridcraft.engine import Budget

DATA = Path(__file__).resolve().parent.parent / "data" / "fillin"
ONE_ERROR_LINE = re.compile(r"^[^\n]+:\d+:\d+: [^\n]+\n$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, text: str, name: str = "p.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_sample_text_and_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "solve", str(DATA / "kkck-example.txt"))
    assert code == 0
    assert out == "K R I S S\nR   D\nO   Y\nS O L V E R\nS   L\n"
    assert err == "unique (search complete), 1 node\n"


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", str(DATA / "hackerrank-sample.txt"), "--format", "json")
    doc = json.loads(out)
    assert code == 0
    assert (doc["kind"], doc["count"], doc["complete"]) == ("fillin", 1, True)
    assert doc["solutions"][0][3] == " DELHI    "
    assert set(doc["stats"]) >= {"nodes", "seconds"}


def test_svg_to_file_and_blank(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "out.svg"
    code, out, _ = run(
        capsys, "solve", str(DATA / "wikipedia-7x7.txt"), "--format", "svg", "--blank", "-o", str(out_file)
    )
    assert code == 0 and out == ""
    assert out_file.read_text(encoding="utf-8") == (DATA / "golden" / "wikipedia-7x7-blank.svg").read_text(
        encoding="utf-8"
    )


def test_kkck_layout(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, "#####\n# #\n# #\n######\n# #\n\nidyll kriss kross solver\n")
    code, out, _ = run(capsys, "solve", "--from", "kkck", path)
    assert code == 0 and out.startswith("K R I S S\n")


def test_two_solutions_stop_at_the_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, "..\n..\n\nAB, BA, AB, BA\n")
    code, out, err = run(capsys, "solve", path)
    assert code == 0
    assert out == "solution 1:\nA B\nB A\n\nsolution 2:\nB A\nA B\n"
    assert err.startswith("2 solutions found, stopped at --limit 2: not unique (search incomplete)")
    code, out, err = run(capsys, "solve", path, "--all", "--stats")
    assert code == 0
    assert "2 solutions (search complete)" in err
    assert re.search(
        r"^nodes \d+, backtracks \d+, propagation passes \d+, seconds [\d.]+$", err, re.MULTILINE
    )


def test_no_solution_exit_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "solve", write(tmp_path, "...\n.#.\n\nABC, XY, CZ\n"))
    assert (code, out) == (1, "")
    assert err.startswith("no solution (search complete)")


def test_budget_runs_out_exit_3(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_solve, "Budget", lambda time_limit, progress: Budget(node_limit=2))
    words = ", ".join(a + b + c for a in "AB" for b in "AB" for c in "AB")
    path = write(tmp_path, "...#...\n.#.#.#.\n...#...\n\n" + words)
    code, out, err = run(capsys, "solve", path, "--time-limit", "1")
    assert (code, out) == (3, "")
    assert ONE_ERROR_LINE.match(err)
    assert "time limit of 1 s ran out after 2 nodes before any solution" in err


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("#.?.\n\nAB\n", ":1:3:", "'?' is not a block"),
        ("...\n\nABC, XY\n", ":3:6:", "no slot for XY"),
        ("..#.\n\nAB\n", ":1:4:", "belongs to no slot"),
        ("Z..\n\nABC\n", ":1:1:", "given letter Z"),
    ],
)
def test_bad_puzzle_one_line_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, where: str, words: str
) -> None:
    path = write(tmp_path, text)
    code, out, err = run(capsys, "solve", path, "--kind", "fillin")
    assert (code, out) == (2, "")
    assert ONE_ERROR_LINE.match(err) and err.startswith(path + where) and words in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--format", "text", "--blank"], "--blank needs --format svg"),
        (["--limit", "0"], "must be greater than 0"),
        (["--limit", "2", "--all"], "not allowed with argument"),
        (["--from", "kkck", "--kind", "kenken"], "--from kkck reads fill-in puzzles"),
    ],
)
def test_usage_errors(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    code, out, err = run(capsys, "solve", str(DATA / "kkck-example.txt"), *argv)
    assert (code, out) == (2, "")
    assert ONE_ERROR_LINE.match(err) and words in err


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "solve", str(tmp_path / "nope.txt"))
    assert code == 2 and ONE_ERROR_LINE.match(err) and "cannot read" in err


def test_limit_1_does_not_claim_not_unique(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # regression: --limit 1 said "not unique" after finding one solution
    code, _, err = run(capsys, "solve", write(tmp_path, "..\n..\n\nAB, BA, AB, BA\n"), "--limit", "1")
    assert code == 0
    assert err.startswith(
        "1 solution found, stopped at --limit 1: uniqueness not checked (search incomplete)"
    )


def test_json_without_solution_still_says_count_0(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # regression: --format json printed nothing when there was no solution
    code, out, _ = run(capsys, "solve", write(tmp_path, "...\n.#.\n\nABC, XY, CZ\n"), "--format", "json")
    doc = json.loads(out)
    assert code == 1 and (doc["count"], doc["complete"], doc["solutions"]) == (0, True, [])


def test_json_that_is_not_ipuz(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # regression: a JSON file got a fill-in grid error about '{'
    path = write(tmp_path, '{"hello": "world"}\n', "n.json")
    for command in ("solve", "generate"):
        code, out, err = run(capsys, command, path)
        assert (code, out) == (2, "") and ONE_ERROR_LINE.match(err) and "ipuz" in err and "'{'" not in err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0 and re.fullmatch(r"gridcraft \d+\.\d+\.\d+\n", out)


def test_huge_token_in_an_error_is_cut(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "solve", write(tmp_path, "..\n\nA" + "?" * 100000 + "\n"))
    assert code == 2 and ONE_ERROR_LINE.match(err) and len(err) <= 301


def test_output_that_is_the_input_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # regression: -o naming the puzzle file replaced the puzzle with its solution
    path = write(tmp_path, (DATA / "kkck-example.txt").read_text(encoding="utf-8"))
    before = Path(path).read_text(encoding="utf-8")
    code, out, err = run(capsys, "solve", path, "-o", path)
    assert (code, out) == (2, "") and err == f"{path}:0:0: cannot write: it is the input file\n"
    assert Path(path).read_text(encoding="utf-8") == before


def test_kkck_layout_without_from_kkck_gets_a_hint(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "solve", write(tmp_path, "#####\n# #\n\nabcde\n"))
    assert code == 2 and "--from kkck" in err
