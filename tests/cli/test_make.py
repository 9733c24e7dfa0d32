"""``gridcraft make kenken`` end to end: a Keen ID that Keen opens, a booklet of many puzzles made
in a process pool, every format, and the requests it refuses."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pypdf
import pytest

from gridcraft.kenken import Level, grade, parse, parse_keen_id, solutions, verify

KEEN = shutil.which("sgt-keen") or ("/usr/games/sgt-keen" if Path("/usr/games/sgt-keen").exists() else None)


def test_a_hard_9x9_as_a_keen_id_is_unique_and_hard(run: Callable[..., Any]) -> None:
    result = run("make", "kenken", "--size", "9", "--difficulty", "hard", "--seed", "1", "--format", "keen")
    assert result.code == 0 and result.err == "1 9 x 9 hard KenKen with one solution\n"
    game_id = result.out.strip()
    puzzle = parse_keen_id(game_id)
    assert grade(puzzle).level is Level.HARD and len(list(solutions(puzzle, 2))) == 1
    Path("p.txt").write_text(result.out, encoding="utf-8")
    solved = run("solve", "p.txt")
    assert solved.code == 0 and solved.err.startswith("unique (search complete)")
    graded = run("grade", "p.txt")
    assert graded.code == 0 and graded.out.startswith("hard\n")
    again = run("make", "kenken", "--size", "9", "--difficulty", "hard", "--seed", "1", "--format", "keen")
    assert again.out == result.out


@pytest.mark.skipif(KEEN is None, reason="Debian's sgt-puzzles is not installed")
def test_keen_opens_the_id(run: Callable[..., Any]) -> None:
    game_id = run(
        "make", "kenken", "--size", "9", "--difficulty", "hard", "--seed", "1", "--format", "keen"
    ).out
    assert KEEN is not None
    printed = subprocess.run(
        [KEEN, "--print", "1x1", "--with-solutions"],
        input=game_id.encode(),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert printed.returncode == 0 and printed.stdout.count(b"showpage") == 2, printed.stderr


def test_a_booklet_of_many_puzzles_from_a_pool(run: Callable[..., Any]) -> None:
    result = run("make", "kenken", "--size", "6", "--count", "12", "--jobs", "2", "-o", "book.pdf")
    assert result.code == 0 and result.err == "12 6 x 6 normal KenKens, each with one solution\n"
    reader = pypdf.PdfReader("book.pdf")
    assert len(reader.pages) == 3 + 1  # 4 puzzles to a page, then 16 solutions to a page
    assert "12. normal" in reader.pages[2].extract_text() and "solutions" in reader.pages[3].extract_text()
    one = run("make", "kenken", "--size", "6", "--difficulty", "normal", "--count", "12", "--format", "keen")
    ids = one.out.split()
    assert len(ids) == 12 and len(set(ids)) == 12
    again = run(
        "make",
        "kenken",
        "--size",
        "6",
        "--difficulty",
        "normal",
        "--count",
        "12",
        "--jobs",
        "2",
        "--format",
        "keen",
    )
    assert again.out == one.out  # the same puzzles, whatever --jobs


def test_text_json_and_ipuz(run: Callable[..., Any]) -> None:
    text = run("make", "kenken", "--size", "5", "--difficulty", "easy", "--count", "2")
    first, second = text.out.split("\n\n")
    assert first.startswith("# 5 x 5 KenKen, easy, seed 0:0 (gridcraft make)\n5\n")
    assert grade(parse(second)).level is Level.EASY
    doc = json.loads(run("make", "kenken", "--size", "5", "--difficulty", "easy", "--format", "json").out)
    (entry,) = doc["puzzles"]
    puzzle = parse_keen_id(entry["keen"])
    assert entry["grade"] == "easy" and verify(puzzle, tuple(tuple(r) for r in entry["solution"])) == []
    ipuz = run("make", "kenken", "--size", "5", "--difficulty", "easy", "--format", "ipuz", "-o", "k.ipuz")
    assert ipuz.code == 0 and run("solve", "k.ipuz").code == 0


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (
            ["--size", "2", "--difficulty", "easy"],
            "--size must be between 3 and 16, not 2",
        ),  # names the option
        (["--size", "17", "--difficulty", "easy"], "--size must be between 3 and 16, not 17"),
        (
            ["--size", "5", "--difficulty", "fiendish"],
            "--difficulty 'fiendish' is not a grade: one of easy, normal",
        ),
        (["--size", "5", "--difficulty", "easy", "--count", "0"], "'0' must be greater than 0"),
        (
            ["--size", "3", "--difficulty", "unreasonable"],
            "a 3 x 3 KenKen is at most normal, not unreasonable",
        ),
        (["--size", "5", "--difficulty", "hard", "--max-cage", "1"], "--max-cage 1 gives every cell"),
        (
            ["--size", "5", "--difficulty", "easy", "--count", "2", "--format", "svg"],
            "--format svg holds one puzzle",
        ),
        (["--size", "5", "--ops", "hidden", "--format", "keen"], "--ops hidden needs another --format"),
        (
            ["--size", "10", "--format", "keen", "--time-limit", "0.001"],
            "Keen opens grids of 3 x 3 to 9 x 9 only, not 10 x 10",
        ),
        (["--size", "16", "--format", "keen"], "not 16 x 16: its IDs of this size would be refused"),
        (
            ["--size", "4", "--format", "solo"],
            "make kenken does not write --format solo; it writes text, keen",
        ),
        (["--size", "4", "--directions", "easy"], "make kenken takes no --directions (its options: --size"),
        (["--size", "5", "--max-cage", "2"], "--max-cage 2 without one-cell cages cannot cover the 25 cells"),
        (["--size", "4", "--scheduler", "tcp://localhost"], "'tcp://localhost' is not a scheduler's address"),
        (["--size", "4", "--scheduler", "http://localhost:1"], "unknown address scheme 'http'"),
    ],
)
def test_requests_refused_with_one_line(
    run: Callable[..., Any], assert_one_error: Callable[..., None], args: list[str], words: str
) -> None:
    result = run("make", "kenken", *args)
    assert_one_error(result, 2, "<command line>: ")
    assert words in result.err


def test_a_time_limit_that_runs_out_keeps_the_others(run: Callable[..., Any]) -> None:
    result = run(
        "make",
        "kenken",
        "--size",
        "9",
        "--difficulty",
        "extreme",
        "--time-limit",
        "0.001",
        "--format",
        "keen",
    )
    assert result.code == 3 and result.out == ""
    # regression: the sentence read "... 0 9 x 9 extreme KenKens, each with one solution may need more time"
    assert result.err == (
        "<command line>: no puzzle was made (asked for: 1 9 x 9 extreme KenKen with one solution): the time "
        "limit cut their making; the result depends on the machine's speed: give --nodes for a repeatable "
        "result, or a longer --time-limit\n"
    )


def test_the_work_budget_not_the_clock_decides_which_puzzles_are_made(run: Callable[..., Any]) -> None:
    # regression: a puzzle was given up after 60 s, so that a busy machine made fewer than an idle one
    argv = (
        "make",
        "kenken",
        "--size",
        "6",
        "--difficulty",
        "hard",
        "--nodes",
        "3",
        "--count",
        "6",
        "--format",
        "keen",
    )
    first = run(*argv)
    again = run(*argv, "--time-limit", "100000")
    assert first.code == again.code == 3 and first.out == again.out and first.err == again.err
    made = first.out.split()
    assert 0 < len(made) < 6 and first.err.startswith(
        f"{len(made)} 6 x 6 hard KenKens, each with one solution; "
    )
    assert f"{6 - len(made)} not made within the maker's work budget (seeds 0:" in first.err
    assert "time limit" not in first.err  # time was not the cause: no advice of more time
    none = run("make", "kenken", "--size", "9", "--difficulty", "extreme", "--nodes", "5", "--format", "keen")
    assert none.code == 3 and none.err == (
        "<command line>: no puzzle was made (asked for: 1 9 x 9 extreme KenKen with one solution): no 9 x 9 "
        "extreme KenKen within 5 steps (2 squares, 5 changes of cages); try another --seed, a larger --nodes or "
        "a smaller size\n"
    )


def test_an_interrupt_keeps_the_puzzles_already_made(tmp_path: Path) -> None:
    import signal
    import sys

    from samples import read_until

    out = tmp_path / "ids.txt"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gridcraft",
            "make",
            "kenken",
            "--size",
            "9",
            "--difficulty",
            "hard",
            "--count",
            "10000",  # regression: 3,000 were all made (about 6 s) before a progress line came
            "--format",
            "keen",
            "-o",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    said = read_until(proc.stderr, " done, ")  # the first progress line: some puzzles are made
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    err = said + err
    ids = out.read_text(encoding="utf-8").split() if out.exists() else []
    assert proc.returncode == 130 and err.endswith("gridcraft: interrupted\n"), err
    assert (
        0 < len(ids) < 10_000 and f"{len(ids)} 9 x 9 hard KenKens" in err and "not made: interrupted" in err
    )
    assert all(grade(parse_keen_id(i)).label == "hard" for i in ids[:20])


def test_hidden_operations_as_json_read_back(run: Callable[..., Any]) -> None:
    made = run("make", "kenken", "--size", "4", "--ops", "hidden", "--format", "json", "-o", "h.json")
    assert made.code == 0 and made.err.endswith(
        "1 4 x 4 normal KenKen without operations, with one solution\n"
    )
    (entry,) = json.loads(Path("h.json").read_text(encoding="utf-8"))["puzzles"]
    assert entry["keen"] is None and all(c["op"] is None for c in entry["cages"] if len(c["cells"]) > 1)
    solved = run("solve", "h.json", "--format", "json")
    assert solved.code == 0 and json.loads(solved.out)["solutions"] == [
        ["".join(map(str, row)) for row in entry["solution"]]
    ]


def test_more_givens_allowed_than_cells_is_no_limit(run: Callable[..., Any]) -> None:
    """A --max-givens past what the C loop's integers hold made an internal error (exit 70)."""
    many = run("make", "kenken", "--size", "4", "--max-givens", "99999999999999999999999", "--format", "keen")
    every = run("make", "kenken", "--size", "4", "--max-givens", "16", "--format", "keen")
    assert many.code == 0 and many.out == every.out


def test_choices_are_read_in_any_case(run: Callable[..., Any]) -> None:
    """``--difficulty EASY`` was read but ``--ops ALL`` refused."""
    upper = run(
        "make", "kenken", "--size", "4", "--ops", "ADD-MUL", "--difficulty", "EASY", "--format", "keen"
    )
    lower = run(
        "make", "kenken", "--size", "4", "--ops", "add-mul", "--difficulty", "easy", "--format", "keen"
    )
    assert upper.code == 0 and upper.out == lower.out
