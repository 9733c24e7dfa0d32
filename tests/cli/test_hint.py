"""``gridcraft hint`` and ``solve --explain`` end to end, on the shared examples of both kinds."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import write

pypdf = pytest.importorskip("pypdf")

DATA = Path(__file__).resolve().parents[1] / "data"
KENKEN = DATA / "kenken" / "tatham-4x4-easy.txt"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"


def test_the_next_step_of_each_kind(run: Callable[..., Any]) -> None:
    kk = run("hint", str(KENKEN))
    assert kk.code == 0 and kk.out.startswith("r4c1 = 3: the only place for 3 in row 4 (")
    fi = run("hint", str(FILLIN))
    assert (
        fi.code == 0
        and fi.out
        == "1 Across (r1c3): DAG is the only 3-letter word that fits D__ (EVO, OED and REF do not fit its letters)\n"
    )


def test_a_state_moves_the_hint_on_and_a_wrong_entry_is_located(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    state = write("s.txt", "1...\n....\n....\n....\n")
    assert run("hint", str(KENKEN), "--state", state).out.startswith(
        "r1c4 = 4: the only place for 4 in row 1"
    )
    wrong = write("w.txt", "# my progress\n3...\n....\n....\n....\n")
    assert_one_error(run("hint", str(KENKEN), "--state", wrong), 2, "w.txt:2:1: r1c1 = 3 contradicts cage 3+")
    bad = write("b.txt", "....\n....\n.5..\n....\n")
    assert_one_error(
        run("hint", str(KENKEN), "--state", bad),
        2,
        "b.txt:3:2: '5' is not a digit 1 to 4, or '.' or '0' for an empty cell",
    )
    short = write("f.txt", "...\n")
    assert run("hint", str(FILLIN), "--state", short).code == 2
    full = write("full.txt", "1324\n2143\n4231\n3412\n")
    done = run("hint", str(KENKEN), "--state", full)
    assert done.code == 0 and done.out == "The grid is full and right: nothing is left to deduce.\n"


def test_a_hint_as_a_picture(run: Callable[..., Any]) -> None:
    result = run("hint", str(KENKEN), "-o", "hint.svg")
    svg = Path("hint.svg").read_text(encoding="utf-8")
    assert result.code == 0 and "<svg" in svg and "#ffd54f" in svg and "#fff3b0" in svg


@pytest.mark.parametrize("fmt", ["svg", "png", "pdf"])
def test_a_hint_picture_says_its_sentence(run: Callable[..., Any], fmt: str) -> None:
    # regression: hint -o hint.pdf drew the cells but printed the explanation nowhere
    text = run("hint", str(FILLIN)).out.strip()
    result = run("hint", str(FILLIN), "-o", f"hint.{fmt}")
    assert result.code == 0 and result.err.strip() == text  # said on stderr
    if fmt == "svg":
        svg = Path("hint.svg").read_text(encoding="utf-8")
        lines = re.findall(r'<text x="4" y="([\d.]+)" font-size="16" fill="black">([^<]*)</text>', svg)
        assert " ".join(t for _, t in lines) == text
        height = float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', svg)[1])  # type: ignore[index]
        assert all(float(y) <= height for y, _ in lines)
    elif fmt == "pdf":
        page = pypdf.PdfReader("hint.pdf").pages[0].extract_text()
        assert "DAG is the only 3-letter word that fits" in " ".join(page.split())
    else:
        assert Path("hint.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_solve_explain_prints_every_step_then_the_solution(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    kk = run("solve", str(KENKEN), "--explain")
    steps = [line for line in kk.out.splitlines() if line[:1].isdigit() and ". r" in line]
    assert kk.code == 0 and len(steps) == 16 and "16 steps; the solution:" in kk.out
    fi = run("solve", str(FILLIN), "--explain")
    assert (
        fi.code == 0 and fi.out.startswith("1. 1 Across (r1c3): DAG") and "18 steps; the solution:" in fi.out
    )
    two = write("two.txt", "2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    assert_one_error(
        run("solve", two, "--explain"), 2, "two.txt: cannot explain: the puzzle has several solutions"
    )
    none = write("none.txt", "2\n4 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    assert_one_error(run("hint", none), 1, "none.txt: the puzzle has no solution")
    assert_one_error(
        run("solve", str(KENKEN), "--explain", "--format", "json"), 2, "<command line>: --explain"
    )


def test_a_word_list_and_a_right_to_left_layout_are_named(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    words = write("w.txt", "CAT, DOG, TAC\n")
    assert_one_error(run("hint", words), 2, "w.txt: this is a word list (3 words), not a puzzle")
    he = write("he.txt", "שלום, לחם, מים, חלון\n")
    assert run("generate", he, "--format", "json", "-o", "he.json").code == 0
    assert_one_error(run("hint", "he.json"), 2, "he.json: a fill-in puzzle reads left to right")
    assert_one_error(
        run("generate", he, "--format", "fillin"), 2, "he.txt: a fill-in puzzle reads left to right"
    )


def test_a_solved_grid_of_a_puzzle_with_several_solutions_is_recognised(run: Callable[..., Any]) -> None:
    puzzle = write("two.txt", "2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    done = run("hint", puzzle, "--state", write("done.txt", "21\n12\n"))
    assert done.code == 0 and done.out == "The grid is full and right: nothing is left to deduce.\n"
    assert run("hint", puzzle, "--state", write("half.txt", "2.\n..\n")).code == 2  # several: no next step
