"""The .xd crossword format: real files read (each clue's answer, as the file writes it, is its
entry in the grid; the .xd and the .puz of one puzzle agree), every feature read, faults located,
and the round trips .xd -> ipuz -> .xd and .puz -> .xd."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft.errors import ParseError
from gridcraft.formats.files import file_text
from gridcraft.formats.puz_read import read_puz
from gridcraft.formats.xd import is_xd, read_xd, write_xd, xd_to_ipuz
from gridcraft.kinds import read_puzzle

FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"
XD = sorted(p.name for p in FILES.glob("*.xd"))

#: a 3 x 4 crossword with every feature: a rebus cell (key 1, and a lower-case key for a circled
#: rebus cell), circled cells (lower-case), clue markup and a clue's metadata line, notes
FEATURES = """Title: Sweet things
Author: A. Setter
Copyright: CC0
Rebus: 1=CREAM z=ONE
Special: circle
Notes: Read me first.


iCE1
TON#
zPA#


A1. {/Cold/} treat ~ ICECREAM
A4. Weight ~ TON
A5. Resort ~ ONEPA

D1. It's, once ~ ITONE
D1 ^Refs: A1
D2. Officer ~ COP
D3. Prefix ~ ENA


A second note,
on two lines.
"""


def answers(text: str) -> dict[tuple[int, str], str]:
    """The answers the file writes after its clues (``A1. ... ~ ANSWER``), by number and direction."""
    found = {}
    for line in text.splitlines():
        head, tilde, answer = line.strip().rpartition(" ~ ")
        if tilde and head[:1] in "AD" and "." in head:
            found[(int(head[1 : head.index(".")]), "across" if head[0] == "A" else "down")] = answer.strip()
    return found


@pytest.mark.parametrize("name", XD)
def test_real_files_read_each_answer_where_the_grid_has_it(name: str) -> None:
    text = (FILES / name).read_text("utf-8")
    assert is_xd(text) and is_xd("", name)
    found = read_xd(text, name)
    ours = {(n, d): found.answer(slot) for n, d, slot in found.entries()}
    written = answers(text)
    assert written.keys() <= ours.keys() and len(found.clues) == len(written)
    assert {key: ours[key] for key in written} == written  # numbering and rebus as the file's own answers
    assert found.title and all(len(row) == found.width for row in found.cells)


def test_the_xd_and_the_puz_of_one_puzzle_agree() -> None:
    xd = read_xd((FILES / "speakerboxxx.xd").read_text("utf-8"))
    puz = read_puz((FILES / "speakerboxxx.puz").read_bytes())
    assert (
        xd.cells == puz.cells and xd.clues == puz.clues and (xd.title, xd.author) == (puz.title, puz.author)
    )
    assert "BOSE" in {v for row in xd.cells for v in row}


def test_the_formats_own_example_with_its_rebus_and_no_clues() -> None:
    name = "nyt1955-01-01.xd"
    found = read_xd((FILES / name).read_text("utf-8"), name)
    assert [found.cells[0][0], found.cells[0][11], found.cells[11][0], found.cells[11][11]] == [
        "HEART",
        "DIAMOND",
        "SPADE",
        "CLUB",
    ]
    assert found.clues == {} and found.author == "Anthony Morse"
    solved = read_puzzle(file_text((FILES / name).read_bytes(), name), name)  # no clues: a fill-in puzzle
    assert solved.puzzle is not None


def test_every_feature_is_read() -> None:
    found = read_xd(FEATURES, "f.xd")
    assert found.cells == (("I", "C", "E", "CREAM"), ("T", "O", "N", None), ("ONE", "P", "A", None))
    assert found.circled == {(0, 0), (2, 0)} and found.shaded == frozenset()
    assert found.clues[(1, "across")] == ("Cold treat", "") and len(found.clues) == 6
    assert found.notes == "Read me first.\nA second note,\non two lines."
    assert (found.title, found.author, found.copyright) == ("Sweet things", "A. Setter", "CC0")
    shaded = read_xd(FEATURES.replace("Special: circle", "Special: shaded"))
    assert shaded.shaded == {(0, 0), (2, 0)} and not shaded.circled
    layout = read_puzzle(xd_to_ipuz(FEATURES, "f.xd"), "f.xd").puzzle
    assert layout.crossword and layout.notes == found.notes and layout.circled == found.circled


def test_dots_are_blocks_only_in_a_grid_without_hashes() -> None:
    dots = FEATURES.replace("TON#", "TON.").replace("zPA#", "zPA.")
    assert read_xd(dots).cells == read_xd(FEATURES).cells
    with pytest.raises(ParseError, match=r"an empty cell in the grid") as err:
        read_xd(FEATURES.replace("zPA#", "zP.#"), "f.xd")
    assert (err.value.line, err.value.column) == (11, 3)


def test_an_empty_clue_is_written_and_read_back_empty() -> None:
    found = read_xd(FEATURES.replace("A4. Weight ~ TON", "A4.  ~ TON"))
    assert found.clues[(4, "across")] == ("", "")
    written = write_xd(found)
    assert "\nA4.  ~ TON\n" in written and read_xd(written) == found


def test_a_diagramless_grid_is_written_and_read_with_open_cells() -> None:
    diagramless = FEATURES.replace("#", "_")
    found = read_xd(diagramless)
    assert found.diagramless and not read_xd(FEATURES).diagramless
    assert write_xd(found).count("_") == 2 and read_xd(write_xd(found)) == found


@pytest.mark.parametrize(
    ("change", "message", "line", "column"),
    [
        (("TON#", "TON"), "the grid's rows differ in length (3 cells, not 4", 10, 1),
        (("zPA#", "zP%#"), "'%' in the grid", 11, 3),
        (("1=CREAM", "1=/"), "the rebus 1=/ in the grid: gridcraft reads a letter, or a rebus", 9, 4),
        (("A4. Weight", "A7. Weight"), "the grid has no 7 Across for this clue", 15, 1),
        (("D2. Officer ~ COP", "Officer, a COP"), "not a clue", 20, 1),
    ],
)
def test_faults_are_located(change: tuple[str, str], message: str, line: int, column: int) -> None:
    with pytest.raises(ParseError, match=re.escape(message)) as err:
        read_xd(FEATURES.replace(*change), "f.xd")
    assert (err.value.line, err.value.column) == (line, column)


def test_a_file_named_xd_without_a_grid_is_one_line(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    Path("empty.xd").write_text("Title: nothing\n", encoding="utf-8")
    assert_one_error(run("solve", "empty.xd"), 2, "empty.xd: not a readable .xd crossword: it has no grid")


def test_only_xd_looks_like_xd() -> None:
    assert is_xd(FEATURES) and is_xd(FEATURES.replace("\n\n\n", "\n\n"))
    assert is_xd("Title: A grid\n\nCAT\nA#O\nBOW\n")  # headers, then a grid: no clues needed
    assert not is_xd("Title: a name\n\nCAT\nDOG\n")  # a word list (its first entry clued)
    plain = ("CAT: a pet\nDOG: a friend\n", "#....\n.....\n\nCAT\nDOGS\n", '{"kind": []}', "A1. x ~ Y\n")
    for text in (*plain, "Cat: a pet\n\nDOGS\nBIRD\n", "Title: A grid\n\nCAT DOG\nEMU\n"):
        assert not is_xd(text), text


def test_xd_to_ipuz_to_xd_keeps_grid_clues_rebus_circles_and_notes(run: Callable[..., Any]) -> None:
    Path("f.xd").write_text(FEATURES, encoding="utf-8")
    result = run("generate", "f.xd", "-o", "again.xd")
    assert result.code == 0, result.err
    again = Path("again.xd").read_text("utf-8")
    before, after = read_xd(FEATURES), read_xd(again)
    assert after == before
    assert answers(again) == answers(FEATURES)  # the rebus written whole in the answers
    assert "Rebus: 1=CREAM z=ONE" in again and "iCE1\nTON#\nzPA#" in again
    # written again the same, byte for byte
    assert run("generate", "again.xd", "-o", "third.xd").code == 0
    assert Path("third.xd").read_text("utf-8") == again
    assert json.loads(file_text(again.encode(), "a"))["title"] == "Sweet things"


def test_a_puz_file_written_as_xd_holds_the_same_crossword() -> None:
    name = "nyt_rebus_with_notes_and_shape.puz"  # rebus, circles, notes
    found = read_puz((FILES / name).read_bytes(), name)
    written = write_xd(found)
    assert is_xd(written) and read_xd(written) == found
    assert "Special: circle" in written and "Rebus: 1=STAR" in written
