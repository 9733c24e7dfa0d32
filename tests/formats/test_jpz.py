"""Crossword Compiler .jpz files: real ones read (numbered as the files number them), every
feature read (rebus, circles, shading, givens, enumerations, zipped, no namespace), refusals in
one line, and the round trips .jpz -> ipuz -> .jpz and .puz -> .jpz."""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

from gridcraft.errors import ParseError
from gridcraft.formats.files import file_text
from gridcraft.formats.jpz import is_jpz, jpz_to_ipuz, read_jpz, write_jpz
from gridcraft.formats.puz_read import read_puz
from gridcraft.kinds import read_puzzle

FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"

#: a 3 x 4 crossword with every feature: ICE CREAM's rebus cell "CREAM" (3,5), a block, circled,
#: shaded and given cells, cells listed as a range, notes with a line break
#:   I C E [CREAM]
#:   T O N   #
#:   S P A   #      (a 3 x 4 grid: across ICE+CREAM, TON, SPA; down ITS, COP, ENA)
FEATURES = """<?xml version="1.0" encoding="UTF-8"?>
<crossword-compiler xmlns="http://crossword.info/xml/crossword-compiler">
<rectangular-puzzle xmlns="http://crossword.info/xml/rectangular-puzzle">
<metadata><title>Sweet <i>things</i></title><creator>A. Setter</creator><copyright>CC0</copyright>
<description>First line<br/>second line</description></metadata>
<crossword>
<grid width="4" height="3">
<cell x="1" y="1" solution="I" number="1" background-shape="circle"/>
<cell x="2" y="1" solution="C" number="2"/>
<cell x="3" y="1" solution="E" number="3" background-color="#C0C0C0"/>
<cell x="4" y="1" solution="CREAM"/>
<cell x="1" y="2" solution="T" number="4"/>
<cell x="2" y="2" solution="O" solve-state="O" type="clue"/>
<cell x="3" y="2" solution="N"/>
<cell x="4" y="2" type="block"/>
<cell x="1" y="3" solution="S" number="5"/>
<cell x="2" y="3" solution="P"/>
<cell x="3" y="3" solution="A"/>
</grid>
<word id="1" x="1-4" y="1"/>
<word id="2"><cells x="1-3" y="2"/></word>
<word id="3"><cells x="1" y="3"/><cells x="2" y="3"/><cells x="3" y="3"/></word>
<word id="4"><cells x="1" y="1-3"/></word>
<word id="5"><cells x="2" y="1-3"/></word>
<word id="6"><cells x="3" y="1-3"/></word>
<clues ordering="normal"><title><b>Across</b></title>
<clue word="1" number="1" format="3,5">Cold <b>treat</b></clue>
<clue word="2" number="4">Weight</clue>
<clue word="3" number="5">Resort</clue></clues>
<clues ordering="normal"><title><b>Down</b></title>
<clue word="4" number="1">It's, once</clue>
<clue word="5" number="2">Officer</clue>
<clue word="6" number="3">Prefix</clue></clues>
</crossword></rectangular-puzzle></crossword-compiler>
"""


def test_every_feature_is_read() -> None:
    found = read_jpz(FEATURES.encode(), "f.jpz")
    assert found.cells == (("I", "C", "E", "CREAM"), ("T", "O", "N", None), ("S", "P", "A", None))
    assert (found.circled, found.shaded, found.givens) == ({(0, 0)}, {(0, 2)}, {(1, 1)})
    assert (found.title, found.author, found.copyright) == ("Sweet things", "A. Setter", "CC0")
    assert found.notes == "First line\nsecond line"
    assert found.clues[(1, "across")] == ("Cold treat", "3,5") and found.clues[(2, "down")] == ("Officer", "")
    layout = read_puzzle(jpz_to_ipuz(FEATURES.encode(), "f.jpz"), "f.jpz").puzzle
    assert {p.entry for p in layout.placements} >= {"ICE CREAM", "TON", "SPA"}  # the enumeration's break
    assert layout.notes == "First line\nsecond line" and layout.givens == ((1, 1),)


def test_zipped_and_without_namespaces_alike() -> None:
    zipped = io.BytesIO()
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("puzzle.jpz", FEATURES)
    bare = re.sub(r' xmlns="[^"]*"', "", FEATURES).replace("crossword-compiler", "crossword-compiler-applet")
    expected = read_jpz(FEATURES.encode())
    for data in (zipped.getvalue(), bare.encode(), b"\xef\xbb\xbf" + FEATURES.encode()):
        assert is_jpz(data) and read_jpz(data) == expected
    svg = b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'
    assert not is_jpz(svg) and not is_jpz(b"PK\x03\x04 not a zip") and not is_jpz(b"CAT, DOG")


@pytest.mark.parametrize("name", ["bear-in-a-bee-costume.jpz", "inline-style-sample.jpz"])
def test_real_files_read_numbered_as_they_number_themselves(name: str) -> None:
    data = (FILES / name).read_bytes()
    found = read_jpz(data, name)
    root = ElementTree.fromstring(data)
    cells = [e for e in root.iter() if e.tag.endswith("}cell") or e.tag == "cell"]
    written = {
        (int(e.get("y", 0)) - 1, int(e.get("x", 0)) - 1): int(e.get("number", 0))
        for e in cells
        if e.get("number")
    }
    assert found.numbers() == written  # the file's own numbers, cell by cell
    clues = [e for e in root.iter() if e.tag.endswith("}clue") or e.tag == "clue"]
    assert len(found.clues) == len(clues) and all(text for text, _ in found.clues.values())
    assert {n for n, _ in found.clues} == {int(e.get("number", 0)) for e in clues}
    assert all("<" not in text for text, _ in found.clues.values())
    layout = read_puzzle(file_text(data, name), name).puzzle
    assert layout.crossword and (layout.width, layout.height) == (found.width, found.height)


def test_markup_in_a_clue_is_dropped() -> None:
    found = read_jpz((FILES / "inline-style-sample.jpz").read_bytes())
    assert found.clues[(12, "across")] == ("Writer of the Divina Commedia", "")
    assert found.clues[(1, "down")][0] == "Alternative to \U0001f602"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (FEATURES.replace('solution="P"', ""), "the cell x=2 y=3 has no solution"),
        (
            FEATURES.replace('solution="P"', 'solution="$"'),
            "the cell x=2 y=3 holds '$': gridcraft reads a letter",
        ),
        (FEATURES.replace('<cells x="1" y="1-3"/>', '<cells x="4" y="1-2"/>'), "the clue 1 down"),
        (FEATURES.replace("<?xml", '<!DOCTYPE x [<!ENTITY a "b">]><?xml'), "it declares a DOCTYPE"),
        (
            FEATURES.replace("<crossword>", "<acrostic>").replace("</crossword>", "</acrostic>"),
            "it holds acrostic",
        ),
        (FEATURES.replace('width="4"', 'width="four"'), "the grid needs a width and a height"),
    ],
)
def test_what_is_refused(data: str, message: str) -> None:
    with pytest.raises(ParseError, match=re.escape(message)):
        read_jpz(data.encode(), "f.jpz")


def test_refusals_are_one_line(run: Callable[..., Any], assert_one_error: Callable[..., None]) -> None:
    Path("barred.jpz").write_bytes((FILES / "printer-devilry-barred.jpz").read_bytes())
    assert_one_error(
        run("solve", "barred.jpz"),
        2,
        "barred.jpz: not a readable .jpz crossword: a barred grid (a bar beside",
    )
    Path("cut.jpz").write_text(FEATURES[:700], encoding="utf-8")
    assert_one_error(run("solve", "cut.jpz"), 2, "cut.jpz:")
    assert "bad XML" in run("solve", "cut.jpz").err
    empty = io.BytesIO()
    with zipfile.ZipFile(empty, "w") as archive:
        archive.writestr("readme.txt", "no puzzle")
    Path("empty.jpz").write_bytes(empty.getvalue())
    assert_one_error(
        run("solve", "empty.jpz"), 2, "empty.jpz: not a readable .jpz file: the ZIP archive holds"
    )


def test_jpz_to_ipuz_to_jpz_keeps_grid_clues_rebus_circles_and_notes(run: Callable[..., Any]) -> None:
    Path("f.jpz").write_text(FEATURES, encoding="utf-8")
    result = run("generate", "f.jpz", "-o", "again.jpz")
    assert result.code == 0, result.err
    before, after = read_jpz(FEATURES.encode()), read_jpz(Path("again.jpz").read_bytes())
    assert after.cells == before.cells and after.circled == before.circled and after.shaded == before.shaded
    assert after.givens == before.givens and after.notes == before.notes
    assert after.clues[(1, "across")] == ("Cold treat", "3,5")
    assert {key: text for key, (text, _) in after.clues.items()} == {
        key: text for key, (text, _) in before.clues.items()
    }
    assert json.loads(file_text(Path("again.jpz").read_bytes(), "again.jpz"))["title"] == "Sweet things"


def test_a_puz_file_written_as_jpz_holds_the_same_crossword() -> None:
    name = "nyt_v1_4.puz"  # rebus, circles, notes
    found = read_puz((FILES / name).read_bytes(), name)
    written = write_jpz(found)
    assert written.startswith('<?xml version="1.0" encoding="UTF-8"?>') and is_jpz(written.encode())
    assert read_jpz(written.encode()) == found
