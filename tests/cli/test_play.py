"""``gridcraft play``: the player file of any kind of puzzle, and ``--format html`` wherever a
puzzle is written."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import KENKEN_TEXT

from gridcraft.player.seal import unseal

DATA = Path(__file__).resolve().parent.parent / "data"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"
CLUED = DATA / "words" / "clued-10.txt"


def data_of(html: str) -> dict[str, Any]:
    found = re.search(r'<script type="application/json" id="gc-data">(.*?)</script>', html, re.S)
    assert found is not None
    return dict(json.loads(found.group(1)))


def test_play_a_fillin(run: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "p.html"
    code, stdout, err = run("play", str(FILLIN), "-o", str(out), "--title", "Class 4")
    assert (code, stdout) == (0, "")
    assert re.fullmatch(r"fill-in player: \d+ KB; check, reveal\n", err)
    data = data_of(out.read_text(encoding="utf-8"))
    assert (data["mode"], data["title"], data["check"], data["reveal"]) == ("words", "Class 4", True, True)
    secret = json.loads(unseal(data["sealed"], data["salt"]))
    assert secret["solution"][0][2:5] == ["D", "A", "G"] and len(secret["steps"]) == 18


def test_play_a_clued_list_makes_a_crossword(run: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "c.html"
    code, _, err = run("play", str(CLUED), "--nodes", "20000", "-o", str(out))
    assert code == 0 and "10 words" in err and "crossword player" in err
    data = data_of(out.read_text(encoding="utf-8"))
    assert data["mode"] == "clued" and data["numbers"]
    assert {e["clue"] for e in data["entries"]} >= {"a frozen dessert", "a striped big cat"}
    assert next(e for e in data["entries"] if e["clue"] == "a frozen dessert")["enumeration"] == "3,5"


def test_no_check_no_reveal_and_check_only(run: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "p.html"
    code, _, err = run("play", str(FILLIN), "--no-check", "--no-reveal", "-o", str(out))
    data = data_of(out.read_text(encoding="utf-8"))
    assert code == 0 and "no check, no reveal" in err and (data["check"], data["reveal"]) == (False, False)
    code, _, err = run("play", str(FILLIN), "--check-only", "-o", str(out))
    data = data_of(out.read_text(encoding="utf-8"))
    assert code == 0 and "check (hashes only)" in err
    assert data["sealed"] is None and len(data["hashes"]) == len(data["entries"]) and data["reveal"] is False


def test_play_writes_stdout_and_keeps_a_kenken_given(run: Callable[..., Any], tmp_path: Path) -> None:
    src = tmp_path / "k.txt"
    src.write_text(KENKEN_TEXT, encoding="utf-8")
    code, out, _ = run("play", str(src))
    assert code == 0 and out.startswith("<!DOCTYPE html>")
    data = data_of(out)
    assert data["mode"] == "cages" and data["values"] == ["1", "2", "3", "4", "5", "6"]


@pytest.mark.parametrize(
    ("text", "code", "message"),
    [
        ("...\n.#.\n\nABC, XY, CZ\n", 1, "the puzzle has no solution"),
        ("4:_a_7a4_a3,a3a5m12d2s1s1d2m9", 1, "no solution"),
        ("CAT, D0G\n", 2, "'0' in 'D0G' is not a letter"),
    ],
)
def test_bad_input_is_one_line_and_writes_nothing(
    run: Callable[..., Any],
    assert_one_error: Callable[..., None],
    tmp_path: Path,
    text: str,
    code: int,
    message: str,
) -> None:
    src, out = tmp_path / "p.txt", tmp_path / "p.html"
    src.write_text(text, encoding="utf-8")
    result = run("play", str(src), "-o", str(out))
    assert_one_error(result, code, str(src))
    assert message in result.err and not out.exists()


def test_format_html_in_generate_solve_and_make(run: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "x.html"
    assert run("solve", str(FILLIN), "-o", str(out)).code == 0  # by the extension
    assert data_of(out.read_text(encoding="utf-8"))["mode"] == "words"
    assert run("generate", str(CLUED), "--nodes", "20000", "--format", "html", "-o", str(out)).code == 0
    assert data_of(out.read_text(encoding="utf-8"))["mode"] == "clued"
    assert run("make", "kenken", "--size", "4", "--seed", "3", "--format", "html", "-o", str(out)).code == 0
    data = data_of(out.read_text(encoding="utf-8"))
    assert data["mode"] == "cages" and data["height"] == 4 and data["sealed"]
    result = run("make", "kenken", "--size", "4", "--count", "2", "--format", "html")
    assert result.code == 2 and "holds one puzzle" in result.err


def test_check_only_and_no_check_conflict(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    result = run("play", str(FILLIN), "--check-only", "--no-check")
    assert_one_error(result, 2, "<command line>")
    assert "cannot go with --no-check" in result.err
