"""A crossword with its own grid (a filled grid's, another program's): written as crossword apps
write one, validated with the ``ipuz`` package, and read back as a crossword whose empty clues
stay clues and whose enumerations give its entries their word breaks, from ipuz and ``.puz``."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import ipuz  # type: ignore[import-untyped]
import puz  # type: ignore[import-untyped]  # puzpy
import pytest

from gridcraft import crisscross
from gridcraft.crisscross import Layout
from gridcraft.crisscross.layout_json import layout_of, to_json
from gridcraft.crisscross.write import is_clued, to_text
from gridcraft.errors import FieldError
from gridcraft.formats.ipuz import CROSSWORD, Credits, dump, header
from gridcraft.formats.ipuz.crossword import crossword_body, crossword_clues, spelled
from gridcraft.formats.puz_read import puz_to_ipuz
from gridcraft.kinds import read_ipuz

ROWS = ["ICECREAM", "N      A", "KNOCKOUT"]
LETTERS = {(r, c): ch for r, row in enumerate(ROWS) for c, ch in enumerate(row) if ch != " "}


def written(clues: dict[tuple[tuple[int, int], str], tuple[str, str]]) -> str:
    return dump(header(CROSSWORD, Credits(), "Crossword") | crossword_body(LETTERS, 8, 3, clues))


def read(text: str) -> Layout:
    found = read_ipuz(text)
    assert found.kind is crisscross.KIND and isinstance(found.puzzle, Layout)
    return found.puzzle


def test_a_crossword_body_is_valid_ipuz_and_gives_nothing_away() -> None:
    text = written({((0, 0), "across"): ("Cold treat", "3,5"), ((2, 0), "across"): ("", "5-3")})
    doc = ipuz.read(text)
    assert doc["puzzle"] == [
        [1, 0, 0, 0, 0, 0, 0, 2],
        [0, "#", "#", "#", "#", "#", "#", 0],
        [3, 0, 0, 0, 0, 0, 0, 0],
    ]
    assert doc["clues"]["Down"] == [
        {"number": 1, "clue": "", "enumeration": "3"},
        {"number": 2, "clue": "", "enumeration": "3"},
    ]
    assert "intro" not in doc and not any(key.startswith("org.gridcraft") for key in doc)


def test_an_empty_clue_with_an_enumeration_stays_a_clue_and_spells_its_entry() -> None:
    layout = read(written({((0, 0), "across"): ("Cold treat", "3,5"), ((2, 0), "across"): ("", "5-3")}))
    assert layout.crossword and is_clued(layout) and layout.check() == []
    entries = {p.word: (p.entry, p.clue) for p in layout.placements}
    assert entries == {
        "ICECREAM": ("ICE CREAM", "Cold treat"),
        "KNOCKOUT": ("KNOCK-OUT", ""),
        "INK": ("INK", ""),
        "MAT": ("MAT", ""),
    }
    assert "\nAcross\n1. Cold treat (3,5)\n3. (5-3)\n" in to_text(layout)
    again = crisscross.to_ipuz(layout)  # a crossword layout is written back as a crossword
    assert json.loads(again)["puzzle"][1][3] == "#" and read(again) == layout
    assert layout_of(json.loads(to_json(layout))) == layout  # "crossword": true in its JSON
    assert not layout_of(json.loads(to_json(replace(layout, crossword=False)))).crossword


def test_a_puz_files_empty_clues_read_back_as_empty_clues() -> None:
    layout = read(written({((0, 0), "across"): ("Cold treat", "3,5"), ((2, 0), "across"): ("", "5-3")}))
    data = crisscross.KIND.puz.write(layout, Credits("Mine"))
    clues = [c["clue"] for c in puz.load(data).clue_numbering().across]
    assert clues == ["Cold treat (3,5)", "(5-3)"]  # an empty clue: its enumeration alone
    back = read(puz_to_ipuz(data))
    assert back.placements == layout.placements and back.crossword


def test_clues_are_read_with_their_enumerations() -> None:
    doc = {
        "clues": {
            "Across": [
                [1, "Cold treat (3, 5)"],
                [3, "(5-3)"],
                {"number": 5, "clue": "", "enumeration": "2,2"},
                {"number": 6, "clue": "Odd", "enumeration": "three"},
                [7, ""],
                [8, "Droid"],
            ]
        }
    }
    assert crossword_clues(doc) == {
        (1, "across"): ("Cold treat", "3,5"),
        (3, "across"): ("", "5-3"),
        (5, "across"): ("", "2,2"),
        (6, "across"): ("Odd (three)", ""),  # an enumeration not read: kept with its clue
        (8, "across"): ("Droid", ""),
    }
    with pytest.raises(FieldError, match="clues"):
        crossword_clues({"clues": {"Across": "nope"}})


def test_a_crossword_without_clue_or_enumeration_stays_a_fillin_puzzle() -> None:
    doc = json.loads(written({}))
    for clue in (*doc["clues"]["Across"], *doc["clues"]["Down"]):
        del clue["enumeration"]
    assert read_ipuz(json.dumps(doc)).kind is not crisscross.KIND


@pytest.mark.parametrize(
    ("letters", "enum", "expected"),
    [
        ("ICECREAM", "3,5", "ICE CREAM"),
        ("TSHIRT", "1-5", "T-SHIRT"),
        ("OWED", "2,2", "OW ED"),
        ("CAT", "4", None),
        ("CAT", "0,3", None),
    ],
)
def test_spelled(letters: str, enum: str, expected: str | None) -> None:
    assert spelled(letters, enum) == expected


def _clued(across: list[object], down: list[object]) -> str:
    """The grid of ROWS with the given clue lists in place of the ones written."""
    doc = json.loads(written({}))
    doc["clues"] = {"Across": across, "Down": down}
    return json.dumps(doc)


# ICECREAM 1-Across, KNOCKOUT 3-Across, INK 1-Down, MAT 2-Down
SETTERS = _clued(
    [[1, "Cold treat (3,5)"], {"number": 3, "clue": "Knock out (8)", "enumeration": "5-3"}],
    [[1, "Pen filler (4)"], {"number": 2, "clue": "Rug (5)", "enumeration": "3"}],
)


def test_a_setters_enumeration_is_kept_when_it_adds_up_and_mended_when_not() -> None:
    # regression: "Pen filler (4)" for INK was shown "Pen filler (4) (3)", and a clue ending in
    # "(5)" with an enumeration field "3" as "Rug (5) (3)"
    from gridcraft.formats.ipuz.crossword import enumeration_faults

    doc = json.loads(SETTERS)
    assert crossword_clues(doc) == {
        (1, "across"): ("Cold treat", "3,5"),  # the setter's, which adds up
        (3, "across"): ("Knock out", "8"),  # the text's adds up: the one kept of two
        (1, "down"): ("Pen filler", "3"),  # the setter's does not: the entry's own
        (2, "down"): ("Rug", "3"),  # the field's adds up where the text's does not
    }
    assert enumeration_faults(doc) == [
        "1-Down: the clue's enumeration (4) does not fit INK (3); the entry's own is shown"
    ]


def test_no_output_shows_two_enumerations(capsys: pytest.CaptureFixture[str]) -> None:
    from gridcraft.documents import formats_of
    from gridcraft.kinds import read_puzzle
    from gridcraft.outputs import WriteOptions

    found = read_puzzle(SETTERS, "s.ipuz")
    assert capsys.readouterr().err == (
        "s.ipuz: warning: 1-Down: the clue's enumeration (4) does not fit INK (3); the entry's own is shown\n"
    )
    layout = found.puzzle
    texts = [to_text(layout)]
    for fmt in ("ipuz", "puz", "html", "json"):
        data = formats_of(crisscross.KIND)[fmt].write(layout, None, WriteOptions())
        texts.append(data if isinstance(data, str) else data.decode("latin-1"))
    clues = [c["clue"] for c in puz.load(texts[2].encode("latin-1")).clue_numbering().down]
    assert clues == ["Pen filler (3)", "Rug (3)"]
    assert "1. Pen filler (3)\n2. Rug (3)\n" in texts[0] and "3. Knock out (8)\n" in texts[0]
    ipuz_clues = json.loads(texts[1])["clues"]["Down"]
    assert [(c["clue"], c["enumeration"]) for c in ipuz_clues] == [("Pen filler", "3"), ("Rug", "3")]
    for text in texts:
        assert not re.search(r"\(\d[\d,\-]*\)\s*\(\d", text), text[:200]  # never two in a row
