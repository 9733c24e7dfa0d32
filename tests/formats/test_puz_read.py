"""Reading .puz files: what gridcraft writes, every command reads back; a bad one is one line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft.errors import ParseError
from gridcraft.formats.puz_read import is_puz, puz_to_ipuz

WORDS = "CAT: a pet\nTACO: a snack\nACT: do\nOAT: grain\n"


@pytest.fixture
def made(run: Callable[..., Any], tmp_path: Path) -> Path:
    """A crossword gridcraft wrote as .puz."""
    (tmp_path / "w.txt").write_text(WORDS, encoding="utf-8")
    assert run("generate", "w.txt", "-o", "x.puz").code == 0
    return tmp_path / "x.puz"


def test_a_puz_file_reads_as_its_crossword(made: Path) -> None:
    data = made.read_bytes()
    assert is_puz(data) and not is_puz(b"ACROSS&DOWN\0")
    doc = json.loads(puz_to_ipuz(data, "x.puz"))
    clues = {text.split(" (")[0] for d in ("Across", "Down") for _, text in doc["clues"][d]}
    assert clues == {"a pet", "a snack", "do", "grain"}
    letters = "".join(ch for row in doc["solution"] for ch in row if ch != "#")
    assert len(letters) == 10 and sorted(letters) == sorted("TACOCAT" + "CAT")  # 13 letters, 3 crossings
    assert len(doc["solution"]) == doc["dimensions"]["height"]


def test_every_command_reads_a_puz_file(run: Callable[..., Any], made: Path) -> None:
    # regression: "x.puz:1:1: not UTF-8 text" in solve, print, play and generate
    solved = run("solve", "x.puz")
    assert solved.code == 0 and "unique" in solved.err
    solution = json.loads(puz_to_ipuz(made.read_bytes()))["solution"]
    assert solved.out.split() == [ch for row in solution for ch in row if ch != "#"]
    assert run("print", "x.puz", "-o", "s.pdf").code == 0 and Path("s.pdf").read_bytes().startswith(b"%PDF")
    assert run("play", "x.puz", "-o", "p.html").code == 0 and "a snack" in Path("p.html").read_text("utf-8")
    again = run("generate", "x.puz", "--format", "json")
    assert again.code == 0 and sorted(p["word"] for p in json.loads(again.out)["placements"]) == [
        "ACT",
        "CAT",
        "OAT",
        "TACO",
    ]


def test_print_and_play_name_a_puz_file_a_crossword(run: Callable[..., Any], made: Path) -> None:
    # regression: "criss-cross sheet: 2 pages, a4" for a clued crossword read from a .puz file
    printed = run("print", "x.puz", "-o", "s.pdf")
    assert printed.code == 0 and printed.err == "crossword sheet: 2 pages, a4\n"
    played = run("play", "x.puz", "-o", "p.html")
    assert played.code == 0 and played.err.startswith("crossword player: ")


@pytest.mark.parametrize(
    ("data", "name", "message"),
    [
        (None, "cut.puz", "cut.puz: not a readable .puz file: truncated or damaged"),
        (b"hello\n", "fake.puz", "fake.puz: not a .puz file: no 'ACROSS&DOWN' at byte 2"),
    ],
)
def test_a_bad_puz_file_is_one_line(
    run: Callable[..., Any],
    made: Path,
    assert_one_error: Callable[..., None],
    data: bytes | None,
    name: str,
    message: str,
) -> None:
    Path(name).write_bytes(made.read_bytes()[:40] if data is None else data)
    for command in ("solve", "print", "play", "generate"):
        assert_one_error(run(command, name, "-o", "out.txt" if command != "print" else "out.pdf"), 2, message)
    with pytest.raises(ParseError, match="truncated"):
        puz_to_ipuz(made.read_bytes()[:40])


def test_a_cell_that_is_no_letter_is_named_at_its_place() -> None:
    # regression: "'solution': cell (0, 1) holds '1', not one letter", placed in the ipuz text
    import puz  # type: ignore[import-untyped]  # puzpy

    p = puz.Puzzle(version="1.3")
    p.width, p.height, p.solution, p.fill, p.clues = 2, 1, "A1", "--", ["a clue"]
    with pytest.raises(ParseError, match=r"the cell r1c2 holds '1': gridcraft reads a letter, or a rebus"):
        puz_to_ipuz(p.tobytes(), "d.puz")
