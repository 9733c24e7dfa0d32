"""Killer sudoku through its door: ``make killer``, ``solve``, ``grade``, Solo game IDs both ways
(Solo prints what we make), ipuz both ways, the player, a book's section and the page, with no
front end naming the kind."""

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
from gridcraft.killer import KIND, parse, verify

SOLO = shutil.which("sgt-solo") or shutil.which("/usr/games/sgt-solo")


def test_the_kind_is_registered_and_told_from_a_kenken() -> None:
    assert KIND in kinds.kinds() and "killer" in kinds.makers()
    assert kinds.detect("killer 4\n3 r1c1 r1c2\n") is KIND
    assert kinds.detect("9 3x3\n45 r1c1\n") is KIND  # a size with its box
    assert kinds.detect("4\n3 + r1c1 r1c2\n") is not KIND  # a KenKen's bare size
    assert kinds.detect("3x3k:zzzc,a,1") is KIND


def test_make_solve_and_grade_on_the_command_line(run: Callable[..., Any], tmp_path: Path) -> None:
    made = run("make", "killer", "--size", "6", "--difficulty", "Basic", "--seed", "2", "-o", "k.txt")
    assert made.code == 0 and made.err == "1 6 x 6 Basic killer sudoku with one solution\n", made.err
    puzzle = parse((tmp_path / "k.txt").read_text(encoding="utf-8"))
    solved = run("solve", "k.txt", "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["kind"], doc["count"], doc["complete"]) == (0, "killer", 1, True)
    grid = tuple(tuple(int(v) for v in row) for row in doc["solutions"][0])
    assert verify(puzzle, grid) == []  # the independent checker
    graded = run("grade", "k.txt")
    assert graded.code == 0 and graded.out.splitlines()[0] == "Basic"
    refused = run("make", "killer", "--size", "4", "--difficulty", "Basic")
    assert refused.code == 2 and "4 x 4 killers are all Trivial" in refused.err


@pytest.mark.skipif(SOLO is None, reason="Simon Tatham's Solo (sgt-puzzles) is not installed")
def test_solo_prints_what_we_make_and_we_read_solos_own(run: Callable[..., Any], tmp_path: Path) -> None:
    made = run("make", "killer", "--difficulty", "Trivial", "--seed", "5", "--format", "solo")
    assert made.code == 0 and made.out.startswith("3x3k")
    printed = subprocess.run([str(SOLO), "--print", "1x1"], input=made.out, capture_output=True, text=True)
    assert printed.returncode == 0 and "%!PS" in printed.stdout, printed.stderr
    theirs = subprocess.run(
        [str(SOLO), "--generate", "1", "3x3kdb"], capture_output=True, text=True, check=True
    ).stdout.strip()
    solved = run("solve", theirs)
    assert solved.code == 0 and solved.err.startswith("unique (search complete)")
    assert run("grade", theirs).out.splitlines()[0] == "Basic"


def test_ipuz_is_written_and_read_back(run: Callable[..., Any], tmp_path: Path) -> None:
    assert run("make", "killer", "--size", "4", "--difficulty", "Trivial", "-o", "k.txt").code == 0
    assert run("solve", "k.txt", "-o", "k.ipuz").code == 0
    doc = json.loads((tmp_path / "k.ipuz").read_text(encoding="utf-8"))
    assert doc["kind"] == ["http://ipuz.org/sudoku#1"] and doc["boxes"] is True
    back = run("solve", "k.ipuz")
    assert back.code == 0 and back.out == run("solve", "k.txt").out
    doc["cages"][0]["cells"] = "r1c1"
    (tmp_path / "bad.ipuz").write_text(json.dumps(doc, indent=1), encoding="utf-8")
    bad = run("solve", "bad.ipuz")
    assert bad.code == 2 and "'cages': cage 1: cells must be a list of [column, row] pairs" in bad.err


def test_the_player_and_a_book_section(run: Callable[..., Any], tmp_path: Path) -> None:
    assert run("make", "killer", "--size", "4", "--difficulty", "Trivial", "-o", "k.txt").code == 0
    played = run("play", "k.txt", "-o", "k.html")
    assert played.code == 0, played.err
    html = (tmp_path / "k.html").read_text(encoding="utf-8")
    assert '"cage_style": "dashed"' in html or '"cage_style":"dashed"' in html
    (tmp_path / "b.toml").write_text(
        '[book]\ntitle = "Cages"\ntrim = "a5"\n\n[[section]]\nheading = "Killers"\n'
        'kind = "killer"\nsize = 4\ndifficulty = "Trivial"\ncount = 2\n',
        encoding="utf-8",
    )
    built = run("book", "b.toml", "-o", "b.pdf", "--jobs", "1")
    assert built.code == 0, built.err
    index = json.loads((tmp_path / "b-puzzles" / "book.json").read_text(encoding="utf-8"))
    assert [p["kind"] for p in index["puzzles"]] == ["killer", "killer"]


def test_the_page_makes_killers() -> None:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    with TestClient(create_app()) as client:
        job = client.post(
            "/api/make", data={"kind": "killer", "size": "4", "difficulty": "Trivial", "count": "2"}
        ).json()
        deadline = time.monotonic() + 60
        while (state := client.get(f"/api/jobs/{job['id']}").json())["state"] == "running":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert state["state"] == "done", state
        assert all(kinds.read_puzzle(p, "box").kind is KIND for p in state["result"]["puzzles"])
        bad = client.post(
            "/api/make", data={"kind": "killer", "size": "4", "difficulty": "Basic", "count": "1"}
        )
        assert bad.status_code == 400 and "Trivial" in bad.json()["error"]


def test_faults_a_first_user_met(run: Callable[..., Any], tmp_path: Path) -> None:
    four = run("make", "killer", "--size", "4", "--seed", "1", "-o", "k4.txt")  # no grade asked: Trivial
    assert four.code == 0 and four.err == "1 4 x 4 Trivial killer sudoku with one solution\n", four.err
    text = (tmp_path / "k4.txt").read_text(encoding="utf-8")
    from gridcraft.killer.model import sum_range

    def lowered(line: str) -> bool:  # a cage whose sum, one less, can still be made
        total, *cells = line.split()
        return line[:1].isdigit() and int(total) - 1 >= sum_range(len(cells), 4)[0]

    first = next(line for line in text.splitlines() if lowered(line))
    total, cells = first.split(" ", 1)
    (tmp_path / "none.txt").write_text(text.replace(first, f"{int(total) - 1} {cells}"), encoding="utf-8")
    graded = run("grade", "none.txt")
    assert (graded.code, graded.err) == (1, "none.txt: not graded: the puzzle has no solution\n")
    many = run("make", "killer", "--size", "4", "--count", "2", "--format", "svg")
    assert many.code == 2 and "use text, solo, json, sheet with --count" in many.err  # no Keen ID offered
    assert run("make", "killer", "--size", "6", "--seed", "1", "-o", "k6.json").code == 0
    back = run("solve", "k6.json")  # its own JSON is read back
    assert back.code == 0 and back.err.startswith("unique (search complete)"), back.err
