"""Real .puz files (tests/data/crossword-files, see its README): gridcraft's ipuz of each against
what puzpy, another reader, finds in it: size, clues, solution (a rebus cell's whole text),
circles, notes, the diagramless type; locked files unlocked with the right key; bytes before the
header skipped; notes and Windows-1252 punctuation kept through ipuz and .puz."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import puz  # type: ignore[import-untyped]  # puzpy: the other reader
import pytest

from gridcraft.documents import formats_of
from gridcraft.formats.files import file_text
from gridcraft.formats.puz_read import is_puz, puz_to_ipuz
from gridcraft.kinds import read_puzzle
from gridcraft.outputs import WriteOptions
from gridcraft.player.page import public_data

FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"
PUZ = sorted(p.name for p in FILES.glob("*.puz"))
#: the keys of the locked files: puzpy's own tests name 7844 and 3285; every key is checked by
#: puzpy's unlock (the scrambled checksum) and by the whole solution it unlocks
KEYS = {
    "nyt_locked.puz": 7844,
    "nyt_diagramless.puz": 3285,
    "nyt_sun_rebus.puz": 2173,
    "nyt_weekday_with_notes.puz": 7562,
}


def windows(text: str, p: Any) -> str:
    """A text as puzpy read it, its bytes 0x80-0x9F read as Windows-1252 (files before 2.0)."""
    if p.version_tuple() >= (2, 0):
        return text
    return text.encode("latin-1").decode("cp1252", "replace").replace("\ufffd", "?")


def puzpy_reading(data: bytes, name: str) -> dict[str, Any]:
    """What puzpy finds in the file: size, solution (blocks None, a rebus cell's text), clues by
    (number, direction), circled cells, notes, diagramless."""
    p = puz.load(data)
    if p.is_solution_locked():
        assert p.unlock_solution(KEYS[name])
    w = p.width
    rebus = p.rebus() if p.has_rebus() else None
    cells = [
        None if ch in ".:" else rebus.get_rebus_solution(i) if rebus and rebus.is_rebus_square(i) else ch
        for i, ch in enumerate(p.solution)
    ]
    numbering = p.clue_numbering()
    clues = {(c["num"], "across"): windows(c["clue"], p) for c in numbering.across}
    clues |= {(c["num"], "down"): windows(c["clue"], p) for c in numbering.down}
    circled = set(p.markup().get_markup_squares(puz.GridMarkup.Circled)) if p.has_markup() else set()
    return {
        "size": (w, p.height),
        "solution": [cells[r * w : (r + 1) * w] for r in range(p.height)],
        "clues": clues,
        "circled": {divmod(i, w) for i in circled},
        "notes": windows(p.notes, p).replace("\r\n", "\n").strip(),
        "diagramless": p.puzzletype == puz.PuzzleType.Diagramless,
    }


def gridcraft_reading(doc: dict[str, Any]) -> dict[str, Any]:
    """The same, from gridcraft's ipuz crossword of the file."""
    clues = {(n, d.lower()): html.unescape(text) for d in ("Across", "Down") for n, text in doc["clues"][d]}
    circled = {
        (r, c)
        for r, row in enumerate(doc["puzzle"])
        for c, cell in enumerate(row)
        if isinstance(cell, dict) and cell.get("style", {}).get("shapebg") == "circle"
    }
    return {
        "size": (doc["dimensions"]["width"], doc["dimensions"]["height"]),
        "solution": [[None if v == "#" else v for v in row] for row in doc["solution"]],
        "clues": clues,
        "circled": circled,
        "notes": html.unescape(doc.get("notes", "").replace("<br>", "\n")),
        "diagramless": doc.get("org.gridcraft:diagramless", False),
    }


@pytest.mark.parametrize("name", PUZ)
def test_each_real_file_reads_as_puzpy_reads_it(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    data = (FILES / name).read_bytes()
    assert is_puz(data)
    ours = gridcraft_reading(json.loads(puz_to_ipuz(data, name)))
    theirs = puzpy_reading(data, name)
    assert ours == theirs
    assert ours["solution"] and all(len(row) == ours["size"][0] for row in ours["solution"])
    warned = capsys.readouterr().err
    if name in KEYS:  # a locked file says the key it found
        assert (
            warned
            == f"{name}: warning: the .puz file's solution was locked; unlocked with key {KEYS[name]}\n"
        )
    else:
        assert warned == ""


def test_the_set_has_what_it_is_for() -> None:
    # the README's promises, so that the differential test above covers them
    read = {name: puz.load((FILES / name).read_bytes()) for name in PUZ}
    assert {name for name, p in read.items() if p.is_solution_locked()} == set(KEYS)
    assert {name for name, p in read.items() if p.puzzletype == puz.PuzzleType.Diagramless} == {
        "diagramless.puz",
        "nyt_diagramless.puz",
    }
    assert all(p.has_rebus() for name, p in read.items() if name in ("nyt_sun_rebus.puz", "nyt_v1_4.puz"))
    assert read["nyt_rebus_with_notes_and_shape.puz"].has_markup()
    assert (FILES / "washpost.puz").read_bytes().index(b"ACROSS&DOWN") == 15  # 13 bytes before the puzzle
    assert max(p.width for p in read.values()) == 21
    assert b"\x92" in read["nyt_diagramless.puz"].notes.encode("latin-1")


def test_bytes_before_the_header_are_skipped(run: Callable[..., Any]) -> None:
    # regression: "not a .puz file: no 'ACROSS&DOWN' at byte 2" for a file with a wrapper's bytes
    data = (FILES / "washpost.puz").read_bytes()
    assert data[2:13] != b"ACROSS&DOWN" and is_puz(data)
    Path("w.puz").write_bytes(data)
    solved = run("solve", "w.puz")
    assert solved.code == 0 and "unique" in solved.err
    assert not is_puz(b"ACROSS&DOWN\0" + data[15:]) and not is_puz(b"xACROSS&DOWN\0")


def test_a_diagramless_file_is_a_diagramless_crossword_for_the_player(run: Callable[..., Any]) -> None:
    # regression: "'solution': cell (0, 3) holds ':', not one letter"
    name = "diagramless.puz"
    found = read_puzzle(file_text((FILES / name).read_bytes(), name), name)
    layout = found.puzzle
    assert layout.diagramless and layout.crossword and (layout.width, layout.height) == (16, 17)
    assert public_data(found.kind.play(layout, None, "D"))["diagramless"] is True
    plain = read_puzzle(file_text((FILES / "av110622.puz").read_bytes(), "a"), "a")
    assert "diagramless" not in public_data(plain.kind.play(plain.puzzle, None, "A"))
    # kept in .puz output as the diagramless type, its blocks ':'
    Path(name).write_bytes((FILES / name).read_bytes())
    assert run("generate", name, "-o", "again.puz").code == 0
    again = puz.read("again.puz")
    assert again.puzzletype == puz.PuzzleType.Diagramless and "." not in again.solution
    assert again.solution == puz.read(str(FILES / name)).solution


def test_notes_and_copyright_reach_ipuz_puz_and_the_player() -> None:
    # regression: the notepad was dropped, and its Windows-1252 apostrophe (byte 0x92) read as a
    # control character
    name = "nyt_diagramless.puz"
    data = (FILES / name).read_bytes()
    text = file_text(data, name)
    doc = json.loads(text)
    assert "the puzzle\u2019s theme" in doc["notes"] and "\x92" not in doc["notes"] and doc["copyright"]
    found = read_puzzle(text, name)
    layout, credits = found.puzzle, found.credits
    assert (
        layout.notes.startswith("This diagramless is 17 squares wide")
        and credits.copyright == doc["copyright"]
    )
    formats = formats_of(found.kind)
    options = WriteOptions(title=credits.title, author=credits.author, copyright=credits.copyright)
    again = puz.load(formats["puz"].write(layout, None, options))
    original = puz.load(data)
    assert again.notes == original.notes.replace("\r\n", "\n").strip()  # the same bytes: ’ is 0x92 again
    assert again.copyright == original.copyright
    written = json.loads(str(formats["ipuz"].write(layout, None, options)))
    assert written["notes"] == doc["notes"] and written["copyright"] == doc["copyright"]
    assert public_data(found.kind.play(layout, None, "N"))["notes"] == layout.notes
    caption = found.kind.sheet_parts(layout, None, "en")[1]  # printed under the title
    first = caption.split("\n")[0]  # the level is the caption's line after it
    assert first.startswith("Crossword") and first.endswith(" ".join(layout.notes.split()))
    plain = read_puzzle(file_text((FILES / "av110622.puz").read_bytes(), "a"), "a")
    assert "notes" not in public_data(plain.kind.play(plain.puzzle, None, "A"))


def test_a_round_trip_through_ipuz_keeps_grid_clues_rebus_circles_and_notes(run: Callable[..., Any]) -> None:
    name = "nyt_rebus_with_notes_and_shape.puz"
    Path(name).write_bytes((FILES / name).read_bytes())
    assert run("generate", name, "-o", "x.ipuz").code == 0
    assert run("generate", "x.ipuz", "-o", "back.puz").code == 0
    before, after = (
        puzpy_reading(Path(name).read_bytes(), name),
        puzpy_reading(Path("back.puz").read_bytes(), "back"),
    )
    assert before["solution"] == after["solution"] and before["circled"] == after["circled"]
    assert before["notes"] == after["notes"] and before["size"] == after["size"]
    # the clues as written, each followed by its enumeration, as gridcraft writes every .puz clue
    assert after["clues"].keys() == before["clues"].keys()
    for key, text in before["clues"].items():
        assert re.fullmatch(re.escape(text) + r" \(\d+\)", after["clues"][key]), key
