"""From a filled grid to a clued crossword: ``fill --format puz|ipuz`` and ``--clues``, and the
crossword read back by every command (print, play, solve, generate) with its grid and clues."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import puz  # type: ignore[import-untyped]  # puzpy: another .puz reader than gridcraft's
import pypdf

# a theme entry written whole that no dictionary holds (kept), and a 9-letter phrase to fill
GRID = "CROSSWORD\n.#######.\n.........\n"
WORDS = "CAT\nDOG\nTO THE KING\nTEAL\nKNOCK-OUT\n"
CLUES = "crossword: Grid puzzle\nto the king: A toast (2,3,4)\nTEAL: A duck\n"
FILL = ("fill", "g.txt", "--no-builtin", "--words", "w.txt", "--nodes", "500")
SOLUTION = ["CROSSWORD", "A#######O", "TOTHEKING"]


def setter(tmp_path: Path, clues: str = CLUES) -> None:
    (tmp_path / "g.txt").write_text(GRID, encoding="utf-8")
    (tmp_path / "w.txt").write_text(WORDS, encoding="utf-8")
    (tmp_path / "c.txt").write_text(clues, encoding="utf-8")


def player_model(path: Path) -> dict[str, Any]:
    """The model the player file embeds (its entries, clues and grid)."""
    html = path.read_text(encoding="utf-8")
    found = re.search(r'\{"[^<]*"mode":"[a-z]+"[^<]*\}', html)
    assert found is not None
    model: dict[str, Any] = json.loads(found.group(0))
    return model


def clues_of(model: dict[str, Any]) -> dict[str, tuple[str, str]]:
    return {e["label"]: (e["clue"], e["enumeration"]) for e in model["entries"]}


def test_fill_to_puz_opened_by_puzpy_and_played_with_its_clues(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    setter(tmp_path)
    made = run(*FILL, "--clues", "c.txt", "-o", "x.puz")
    assert made.code == 0, made.err
    # the clue of an entry the fill does not hold: one located warning line, not an error
    assert made.err.startswith("c.txt:3:1: warning: the fill has no entry TEAL: its clue is not used\n")
    assert "warning" not in made.err.split("\n", 1)[1]
    opened = puz.read(str(tmp_path / "x.puz"))
    assert (opened.width, opened.height) == (9, 3)
    assert opened.solution == "".join(SOLUTION).replace("#", ".")
    assert opened.fill == "".join("." if ch == "#" else "-" for ch in "".join(SOLUTION))  # nothing given
    numbering = opened.clue_numbering()
    assert [(c["num"], c["clue"]) for c in numbering.across] == [
        (1, "Grid puzzle (9)"),
        (3, "A toast (2,3,4)"),
    ]
    assert [(c["num"], c["clue"]) for c in numbering.down] == [(1, "(3)"), (2, "(3)")]  # to be written
    assert not opened.notes  # no word list: the theme entry is not given away
    played = run("play", "x.puz", "-o", "p.html")
    assert played.code == 0 and played.err.startswith("crossword player: ")
    model = player_model(tmp_path / "p.html")
    assert model["mode"] == "clued" and not model.get("bank")
    assert clues_of(model) == {
        "1 Across": ("Grid puzzle", "9"),
        "3 Across": ("A toast", "2,3,4"),
        "1 Down": ("", "3"),
        "2 Down": ("", "3"),
    }
    assert [[cell or "" for cell in row] for row in model["grid"]] == [[""] * 9] * 3  # empty cells only


def test_fill_to_ipuz_a_clue_added_in_the_json_is_read_everywhere(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    setter(tmp_path)
    assert run(*FILL, "-o", "x.ipuz").code == 0
    doc = json.loads((tmp_path / "x.ipuz").read_text(encoding="utf-8"))
    # a crossword: numbered empty cells and blocks, every letter in the solution, no word list
    assert "intro" not in doc and not any(key.startswith("org.gridcraft") for key in doc)
    assert doc["puzzle"][0] == [1, 0, 0, 0, 0, 0, 0, 0, 2] and doc["puzzle"][1][1] == "#"
    assert ["".join(row) for row in doc["solution"]] == SOLUTION
    across = doc["clues"]["Across"]
    assert across == [
        {"number": 1, "clue": "", "enumeration": "9"},
        {"number": 3, "clue": "", "enumeration": "2,3,4"},  # the dictionary's word breaks
    ]
    across[1]["clue"] = "Raise a glass"  # the setter writes a clue in the file
    (tmp_path / "x.ipuz").write_text(json.dumps(doc), encoding="utf-8")

    printed = run("print", "x.ipuz", "-o", "s.pdf")
    assert printed.code == 0 and printed.err == "crossword sheet: 2 pages, a4\n"
    puzzle_page, key_page = (
        p.extract_text() for p in pypdf.PdfReader(io.BytesIO(Path("s.pdf").read_bytes())).pages
    )
    assert "3. Raise a glass (2,3,4)" in puzzle_page and "1. (9)" in puzzle_page
    assert "C R O S S W O R D" in key_page and "CROSSWORD" not in puzzle_page.replace(" ", "")

    assert run("play", "x.ipuz", "-o", "p.html").code == 0
    assert clues_of(player_model(tmp_path / "p.html"))["3 Across"] == ("Raise a glass", "2,3,4")

    solved = run("solve", "x.ipuz")
    assert solved.code == 0 and solved.out.split("\n")[:3] == [
        " ".join(r.replace("#", " ")).rstrip() for r in SOLUTION
    ]
    again = run("solve", "x.ipuz", "--format", "ipuz")
    assert json.loads(again.out)["clues"]["Across"][1]["clue"] == "Raise a glass"

    kept = run("generate", "x.ipuz", "--format", "puz", "-o", "y.puz")
    assert kept.code == 0, kept.err
    assert kept.err.startswith(
        "kept the grid of x.ipuz: 4 entries, 9 x 3, 1 of them clued (not laid out again)"
    )
    converted = puz.read(str(tmp_path / "y.puz"))
    assert converted.solution == "".join(SOLUTION).replace("#", ".")
    assert [c["clue"] for c in converted.clue_numbering().across] == ["(9)", "Raise a glass (2,3,4)"]
    text = run("generate", "x.ipuz")
    assert (
        text.out.startswith(" 1  .  .  .  .  .  .  .  2\n .  #  #") and "3. Raise a glass (2,3,4)" in text.out
    )


def test_clues_reach_every_format_and_without_them_text_and_json_stay(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    setter(tmp_path)
    plain = run(*FILL)
    assert plain.out == "C R O S S W O R D\nA               O\nT O T H E K I N G\n"  # the filled grid
    clued = run(*FILL, "--clues", "c.txt")
    assert clued.code == 0
    assert "\nAcross\n1. Grid puzzle (9)\n3. A toast (2,3,4)\n\nDown\n1. (3)\n2. (3)\n" in clued.out
    assert clued.out.endswith("Solution\nC R O S S W O R D\nA               O\nT O T H E K I N G\n")
    doc = json.loads(run(*FILL, "--clues", "c.txt", "--format", "json").out)
    assert [(e["slot"], e["written"], e["enumeration"], e["clue"]) for e in doc["entries"]] == [
        ("1-Across", "CROSSWORD", "9", "Grid puzzle"),
        ("3-Across", "TO THE KING", "2,3,4", "A toast"),
        ("1-Down", "CAT", "3", ""),
        ("2-Down", "DOG", "3", ""),
    ]
    assert "clue" not in json.loads(run(*FILL, "--format", "json").out)["entries"][0]
    svg = run(*FILL, "--clues", "c.txt", "--format", "svg").out
    assert ">1<" in svg and ">1<" not in run(*FILL, "--format", "svg").out  # numbered cells
    sheet = run(*FILL, "--format", "sheet", "-o", "s.pdf")  # the crossword, its clues still to write
    assert sheet.code == 0
    page = pypdf.PdfReader(io.BytesIO(Path("s.pdf").read_bytes())).pages[0].extract_text()
    assert "1. (9)" in page and "TO THE KING" not in page


def test_clue_lines_match_entries_by_their_letters_and_the_setters_breaks(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    setter(tmp_path, "Cross word: Grid puzzle (5,4)\nTOTHEKING: A toast\ncat: Pet\n")
    doc = json.loads(run(*FILL, "--clues", "c.txt", "--format", "ipuz").out)
    assert doc["clues"]["Across"] == [
        {"number": 1, "clue": "Grid puzzle", "enumeration": "5,4"},  # the clue list's word breaks
        {"number": 3, "clue": "A toast", "enumeration": "2,3,4"},  # the dictionary's
    ]
    assert doc["clues"]["Down"][0] == {"number": 1, "clue": "Pet", "enumeration": "3"}


def test_a_bad_clue_list_is_one_located_line(
    run: Callable[..., Any], tmp_path: Path, assert_one_error: Callable[..., None]
) -> None:
    for text, message in [
        ("CAT: Pet\nDOG\n", "c.txt:2:1: 'DOG' has no clue: each line of a clue list is ENTRY: clue"),
        ("CAT: Pet\ncat: Kitten\n", "c.txt:2:1: 'cat' repeats 'CAT' (line 1)"),
        ("CAT: Pet\nC4T: Bad\n", "c.txt:2:2: "),
    ]:
        setter(tmp_path, text)
        assert_one_error(run(*FILL, "--clues", "c.txt", "-o", "x.puz"), 2, message)
        assert not (tmp_path / "x.puz").exists()


def test_a_region_left_unfilled_makes_no_crossword(
    run: Callable[..., Any], tmp_path: Path, assert_one_error: Callable[..., None]
) -> None:
    setter(tmp_path)
    (tmp_path / "g.txt").write_text("CROSSWORD\n.#######.\n.........\n#########\n.........\n")
    part = run(*FILL, "--region", "r1c1:r3c9", "-o", "x.puz")
    assert_one_error(part, 2, "<command line>: the fill leaves 9 cells empty: a crossword needs every cell")
    assert run(*FILL, "--region", "r1c1:r3c9", "-o", "x.ipuz").code == 0  # a grid to fill further


def test_every_clue_lands_on_its_own_slot_where_slot_and_number_orders_differ(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    # regression: the Down clues followed the grid's slot order (by column), not the numbers', so
    # on most grids a Down clue was given to another entry, with that entry's enumeration beside it
    (tmp_path / "g.txt").write_text("##...\n#....\n.....\n....#\n...##\n")
    doc = run("fill", "g.txt", "--nodes", "2000", "--format", "json")
    assert doc.code == 0, doc.err
    entries = json.loads(doc.out)["entries"]
    (tmp_path / "c.txt").write_text("".join(f"{e['entry']}: for {e['slot']}\n" for e in entries))
    made = run("fill", "g.txt", "--nodes", "2000", "--clues", "c.txt", "--format", "ipuz")
    assert made.code == 0, made.err
    clues = json.loads(made.out)["clues"]
    shown = {f"{c['number']}-{way}": c["clue"] for way in ("Across", "Down") for c in clues[way]}
    assert shown == {e["slot"]: f"for {e['slot']}" for e in entries}
    assert len(shown) == 10 and any(slot.endswith("Down") for slot in shown)
