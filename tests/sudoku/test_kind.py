"""Sudoku through its door: ``make sudoku`` (classic, X, jigsaw), ``solve``, ``grade``, ``hint``,
Solo game IDs both ways, ipuz both ways, files of one-line puzzles (``--format jsonl``), the
player, a book's section and the page, with no front end naming the kind."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft import kinds
from gridcraft.sudoku import KIND, parse, verify
from tests.helpers.sudoku_count import count

SOLO = shutil.which("sgt-solo") or shutil.which("/usr/games/sgt-solo")
LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_the_kind_is_registered() -> None:
    assert KIND in kinds.kinds() and "sudoku" in kinds.makers()
    assert kinds.detect("2x2:a2b3a1d4d") is KIND and kinds.detect("2x2k:a2b3a1d4d,_,4") is not KIND


def test_make_solve_grade_and_hint_on_the_command_line(run: Callable[..., Any], tmp_path: Path) -> None:
    made = run("make", "sudoku", "--difficulty", "Intermediate", "--seed", "2", "-o", "s.txt")
    assert made.code == 0 and made.err == "1 9 x 9 Intermediate sudoku with one solution\n", made.err
    puzzle = parse((tmp_path / "s.txt").read_text(encoding="utf-8"))
    assert count(puzzle) == 1  # the independent counter
    solved = run("solve", "s.txt", "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["kind"], doc["count"], doc["complete"]) == (0, "sudoku", 1, True)
    grid = tuple(tuple(int(v) for v in row) for row in doc["solutions"][0])
    assert verify(puzzle, grid) == []
    assert run("grade", "s.txt").out.splitlines()[0] == "Intermediate"
    hint = run("hint", "s.txt")
    assert hint.code == 0 and hint.out.strip(), hint.err
    explained = run("solve", "s.txt", "--explain")
    assert explained.code == 0 and "is the only place for" in explained.out, explained.err


def test_x_and_jigsaw_are_made_and_solved(run: Callable[..., Any], tmp_path: Path) -> None:
    for flags, name in ((["--x"], "x.txt"), (["--jigsaw"], "j.txt"), (["--jigsaw", "--x"], "jx.txt")):
        made = run("make", "sudoku", *flags, "--difficulty", "Basic", "--seed", "3", "-o", name)
        assert made.code == 0, made.err
        puzzle = parse((tmp_path / name).read_text(encoding="utf-8"))
        assert puzzle.diagonals == ("--x" in flags) and (puzzle.box is None) == ("--jigsaw" in flags)
        assert count(puzzle) == 1
        solved = run("solve", name, "--format", "json")
        grid = tuple(tuple(int(v) for v in row) for row in json.loads(solved.out)["solutions"][0])
        assert solved.code == 0 and verify(puzzle, grid) == []
        assert run("grade", name).out.splitlines()[0] == "Basic"
    bad = run("make", "sudoku", "--size", "2x3", "--jigsaw")
    assert bad.code == 2 and "a jigsaw has regions, not boxes" in bad.err


@pytest.mark.skipif(SOLO is None, reason="Simon Tatham's Solo (sgt-puzzles) is not installed")
def test_a_solo_id_is_read_solved_graded_and_written_back(run: Callable[..., Any], tmp_path: Path) -> None:
    for params, grade in (("3x3di", "Intermediate"), ("3x3xdb", "Basic"), ("9jdb", "Basic")):
        theirs = subprocess.run(
            [str(SOLO), "--generate", "1", params], capture_output=True, text=True, check=True
        ).stdout.strip()
        solved = run("solve", theirs)
        assert solved.code == 0 and solved.err.startswith("unique (search complete)"), solved.err
        assert run("grade", theirs).out.splitlines()[0] == grade
        back = run("solve", theirs, "--format", "solo")
        assert back.code == 0 and back.out.strip() == theirs  # Solo's own ID, written as Solo writes it
        assert run("solve", theirs, "-o", f"{params}.ipuz").code == 0
        again = run("solve", f"{params}.ipuz", "--format", "solo")
        assert again.code == 0 and again.out == back.out
    made = run("make", "sudoku", "--difficulty", "Basic", "--format", "solo")
    printed = subprocess.run([str(SOLO), "--print", "1x1"], input=made.out, capture_output=True, text=True)
    assert printed.returncode == 0 and "%!PS" in printed.stdout, printed.stderr


def test_ipuz_is_written_and_read_back(run: Callable[..., Any], tmp_path: Path) -> None:
    assert (
        run("make", "sudoku", "--jigsaw", "--x", "--size", "6", "--difficulty", "Trivial", "-o", "j.txt").code
        == 0
    )
    assert run("solve", "j.txt", "-o", "j.ipuz").code == 0
    doc = json.loads((tmp_path / "j.ipuz").read_text(encoding="utf-8"))
    assert doc["kind"] == ["http://ipuz.org/sudoku#1"] and doc["boxes"] is False
    assert doc["org.gridcraft:diagonals"] is True and len(doc["org.gridcraft:regions"]) == 6
    back = run("solve", "j.ipuz")
    assert back.code == 0 and back.out == run("solve", "j.txt").out
    doc["org.gridcraft:regions"][0][0] = 9
    (tmp_path / "bad.ipuz").write_text(json.dumps(doc), encoding="utf-8")
    bad = run("solve", "bad.ipuz")
    assert bad.code == 2 and "region" in bad.err, bad.err


def test_a_file_of_one_line_puzzles_is_answered_a_line_each(run: Callable[..., Any], tmp_path: Path) -> None:
    several = "." * 81  # the empty grid: more than one
    none = "55" + LINE[2:]
    lines = [
        "# a collection",
        LINE,
        "",
        several,
        LINE[:40] + "x" + LINE[41:],
        LINE.replace("5", "0", 1)[:-1] + "8",
    ]
    (tmp_path / "many.txt").write_text("\n".join(lines) + "\n" + none + "\n", encoding="utf-8")
    done = run("solve", "many.txt", "--format", "jsonl")
    answers = [json.loads(x) for x in done.out.splitlines()]
    assert [a["line"] for a in answers] == [2, 4, 5, 6, 7]
    assert answers[0]["solutions"] == 1 and verify(parse(LINE), _rows(answers[0]["solution"])) == []
    assert "error" in answers[2] and "column 41" in answers[2]["error"]
    assert answers[1]["solutions"] == 2 and answers[3]["solutions"] == answers[4]["solutions"] == 0
    assert done.code == 2, done.err
    assert done.err == "5 puzzles: 1 with one solution, 1 with more than one, 2 with none, 1 unreadable\n"
    refused = run("solve", "many.txt", "--format", "jsonl", "--kind", "killer")
    assert refused.code == 2 and "killer" in refused.err


def _rows(text: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(ch) for ch in text[r * 9 : r * 9 + 9]) for r in range(9))


def test_the_player_and_a_book_section(run: Callable[..., Any], tmp_path: Path) -> None:
    made = run("make", "sudoku", "--jigsaw", "--x", "--size", "6", "--difficulty", "Trivial", "-o", "s.txt")
    assert made.code == 0, made.err
    played = run("play", "s.txt", "-o", "s.html")
    assert played.code == 0, played.err
    html = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert '"unit":"region"' in html  # its buttons say Region, not Cage
    assert '"shaded":[[0,0],[0,5],[1,1],[1,4],' in html  # the diagonals drawn
    (tmp_path / "b.toml").write_text(
        '[book]\ntitle = "Grids"\ntrim = "a5"\n\n[[section]]\nheading = "Sudoku"\n'
        'kind = "sudoku"\nsize = 9\ndifficulty = "Basic"\ncount = 2\n',
        encoding="utf-8",
    )
    built = run("book", "b.toml", "-o", "b.pdf", "--jobs", "1")
    assert built.code == 0, built.err
    index = json.loads((tmp_path / "b-puzzles" / "book.json").read_text(encoding="utf-8"))
    assert [p["kind"] for p in index["puzzles"]] == ["sudoku", "sudoku"]


def test_the_page_makes_sudokus() -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        job = client.post(
            "/api/make", data={"kind": "sudoku", "size": "6", "difficulty": "Basic", "x": "yes", "count": "2"}
        ).json()
        deadline = time.monotonic() + 60
        while (state := client.get(f"/api/jobs/{job['id']}").json())["state"] == "running":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert state["state"] == "done", state
        found = [kinds.read_puzzle(p, "box") for p in state["result"]["puzzles"]]
        assert all(f.kind is KIND and f.puzzle.diagonals for f in found)


def test_faults_a_first_user_met(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "x.txt").write_text(LINE[:40] + "x" + LINE[41:] + "\n", encoding="utf-8")
    stray = run("solve", "x.txt")  # a stray letter: the sudoku's fault, not a KenKen's cage map
    assert (stray.code, stray.err) == (
        2,
        "x.txt:1:41: 'x' is not a value of a sudoku of side 9: 1 to 9, or . for an empty cell\n",
    )
    short = run("solve", LINE[:80])  # a wrong line as the argument: read as a sudoku, not as a file name
    assert short.code == 2 and short.err.startswith("<argument>:1:81: a line of 80 cells"), short.err
    (tmp_path / "empty.txt").write_text("." * 81 + "\n", encoding="utf-8")
    assert run("solve", "empty.txt").err.startswith("2 solutions found")  # the empty grid is a sudoku
    frame = "+---+---+---+\n" + "".join(
        "|" + "|".join(LINE[r * 9 + c : r * 9 + c + 3] for c in (0, 3, 6)) + "|\n" for r in range(9)
    )
    (tmp_path / "frame.txt").write_text(frame, encoding="utf-8")
    assert parse(frame) == parse(LINE) and run("solve", "frame.txt").code == 0
    four = run("make", "sudoku", "--size", "4")  # the default grade at 4 x 4 is the one it reaches
    assert four.code == 0 and four.err == "1 4 x 4 Trivial sudoku with one solution\n", four.err
    (tmp_path / "many.txt").write_text("." * 81 + "\n" + LINE + "\n", encoding="utf-8")
    cut = run("solve", "many.txt", "--format", "jsonl", "--all", "--time-limit", "1")
    first = json.loads(cut.out.splitlines()[0])
    assert cut.code == 3 and first["complete"] is False and first["solutions"] > 2
    second = json.loads(cut.out.splitlines()[1])  # the next puzzle has its own time
    assert second["solutions"] == 1 and verify(parse(LINE), _rows(second["solution"])) == []
    assert "the time ran out on 1 puzzle after 1 s each" in cut.err
