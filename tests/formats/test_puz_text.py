"""The text of .puz files: bytes 0x80-0x9F are Windows-1252 punctuation, read as such and written
back as such; what neither Latin-1 nor Windows-1252 holds is written plain or refused."""

from __future__ import annotations

import json

import puz  # type: ignore[import-untyped]  # puzpy: writes the bytes as given
import pytest

from gridcraft.crisscross import Layout, Placement, layout_to_puz
from gridcraft.errors import InvalidPuzzle
from gridcraft.formats.puz import puz_problem, puz_text, read_text
from gridcraft.formats.puz_read import puz_to_ipuz


def made(clue: str, *, version: str = "1.3") -> bytes:
    """A 1 x 2 crossword (one across entry) whose clue puzpy writes as given."""
    p = puz.Puzzle(version=version)
    p.width, p.height = 2, 1
    p.solution, p.fill = "AB", "--"
    p.clues = [clue]
    p.title, p.notes = "T\x96t", "N\x85"
    data: bytes = p.tobytes()
    return data


def test_windows_1252_punctuation_in_a_clue_is_read_as_written() -> None:
    # regression: \x93 and \x94 (curly quotes written by Across Lite on Windows) were read as C1
    # control characters
    data = made("\x93Quoted\x94 \x97 it\x92s\x85")
    assert b"\x93Quoted\x94 \x97 it\x92s\x85" in data
    doc = json.loads(puz_to_ipuz(data, "q.puz"))
    assert doc["clues"]["Across"] == [[1, "\u201cQuoted\u201d \u2014 it\u2019s\u2026"]]
    assert (doc["title"], doc["notes"]) == ("T\u2013t", "N\u2026")


def test_a_version_2_file_is_utf8_and_not_remapped() -> None:
    doc = json.loads(puz_to_ipuz(made("\u201cZ\u201d", version="2.0"), "u.puz"))
    assert doc["clues"]["Across"] == [[1, "\u201cZ\u201d"]]


def test_written_back_as_windows_1252() -> None:
    layout = Layout.from_placements(
        [Placement("AB", 0, 0, "across", clue="\u201cQuoted\u201d \u2014 \u0152uvre")]
    )
    data = layout_to_puz(layout, title="\u2018T\u2019", author="A \u2026", copyright="\u00a9 \u20ac")
    assert "\u201cQuoted\u201d \u2014 \u0152uvre (2)".encode("cp1252") in data
    back = json.loads(puz_to_ipuz(data, "b.puz"))
    assert back["clues"]["Across"] == [[1, "\u201cQuoted\u201d \u2014 \u0152uvre (2)"]]
    assert (back["title"], back["author"], back["copyright"]) == (
        "\u2018T\u2019",
        "A \u2026",
        "\u00a9 \u20ac",
    )


def test_what_windows_1252_lacks() -> None:
    assert puz_text("5\u2032 \u2011 x") == "5' - x" and puz_problem(["5\u2032 \u2011 x"]) is None
    assert puz_problem(["ok", "\u0416uk"]) == ("\u0416", "\u0416uk")
    assert read_text("\x81\x9d") == "\x81\x9d"  # undefined in Windows-1252: kept
    layout = Layout.from_placements([Placement("AB", 0, 0, "across", clue="\u0416")])
    with pytest.raises(InvalidPuzzle, match="not '\u0416'"):
        layout_to_puz(layout)
