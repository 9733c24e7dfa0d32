"""Across Lite .puz files: what puzpy reads back, its numbering against ours, and Latin-1 only."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft import crisscross
from gridcraft.crisscross import Layout, Placement, layout_to_puz
from gridcraft.errors import InvalidPuzzle
from gridcraft.formats.puz import entries_problem, read_text
from gridcraft.words import Entry, enumeration, parse_word_list

puz = pytest.importorskip("puz")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "animals-clued.txt"


def test_puzpy_reads_the_grid_clues_and_numbering_back(tmp_path: Path) -> None:
    layout = crisscross.generate(
        parse_word_list(EXAMPLE.read_text(encoding="utf-8")), time_limit=60, node_limit=6000
    )
    path = tmp_path / "a.puz"
    path.write_bytes(layout_to_puz(layout, title="Animals", author="A. Setter", copyright="CC0"))
    back = puz.read(str(path))
    assert (back.title, back.author, back.copyright) == ("Animals", "A. Setter", "CC0")
    assert back.solution == "".join(row.replace(" ", ".") for row in layout.rows())
    numbering = back.clue_numbering()
    ours = crisscross.numbers(layout)
    expected = {
        (ours[(p.row, p.col)], p.direction): f"{p.clue} ({enumeration(p.entry)})" for p in layout.placements
    }
    got = {(e["num"], "across"): e["clue"] for e in numbering.across}
    got |= {(e["num"], "down"): e["clue"] for e in numbering.down}
    assert got == expected  # puzpy's numbering of the grid agrees with ours, clue by clue


def test_givens_are_filled_in() -> None:
    layout = Layout.from_placements([Placement("AAAB", 0, 0, "down"), Placement("AAAA", 2, 0, "across")])
    unique = crisscross.single_answer(layout)
    back = puz.load(layout_to_puz(unique))
    ((r, c),) = unique.givens
    assert back.fill[r * layout.width + c] == layout.rows()[r][c] and back.fill.count("-") == 6


def test_letters_latin1_cannot_hold_are_refused() -> None:
    layout = Layout.from_placements([Placement("МУЛ", 0, 0, "across"), Placement("ЛЕС", 0, 2, "down")])
    with pytest.raises(InvalidPuzzle, match=r"Latin-1 text only, not 'М' \(in 'МУЛ'\)"):
        layout_to_puz(layout)
    # regression: a credit was not named ("(in '🙂')")
    latin = Layout.from_placements([Placement("CAT", 0, 0, "across"), Placement("TAB", 0, 2, "down")])
    with pytest.raises(InvalidPuzzle, match=r"not '🙂' \(in the author, '🙂'\)"):
        layout_to_puz(latin, author="🙂")


def test_the_command_line_refuses_before_the_search(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    Path("w.txt").write_text("Éclair, Crème\nЖук\n", encoding="utf-8")
    assert_one_error(
        run("generate", "w.txt", "--format", "puz", "-o", "x.puz"), 2, "w.txt:2:1: .puz files hold"
    )
    assert not Path("x.puz").exists()
    Path("ok.txt").write_text("Éclair, Crème, Mère\n", encoding="utf-8")
    result = run("generate", "ok.txt", "--format", "puz", "-o", "ok.puz")
    assert result.code == 0 and puz.read("ok.puz").solution.replace(".", "")


def test_a_clue_latin1_cannot_hold_is_named_as_a_clue(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    Path("q.csv").write_text("word,clue\nCAT,a pet\nDOG,собака\n", encoding="utf-8")
    assert_one_error(run("generate", "q.csv", "--format", "puz", "-o", "q.puz"), 2, "q.csv:3:1: ")
    assert "in the clue of 'DOG'" in run("generate", "q.csv", "--format", "puz", "-o", "q.puz").err


def test_a_word_list_puzzle_keeps_its_words_in_the_notes() -> None:
    layout = crisscross.generate(["Cat", "Car", "Tub", "Robot"], time_limit=5)
    back = puz.load(layout_to_puz(layout))
    assert back.notes == "Car, Cat, Robot, Tub" and all(c.startswith("(") for c in back.clues)


def test_typographic_punctuation_is_written_as_windows_1252() -> None:
    # curly quotes, dashes and an ellipsis are bytes 0x80-0x9F of Windows-1252, as Across Lite
    # writes them; what Windows-1252 lacks (a prime, a non-breaking hyphen) is written plain
    layout = crisscross.generate(
        [
            Entry("CAT", "CAT", clue="It\u2019s \u201cfeline\u201d \u2014 a pet\u2026"),
            Entry("ACT", "ACT", clue="Play\u2013part, 5\u2032\u2011ish"),
        ],
        time_limit=5,
    )
    assert entries_problem(crisscross.KIND.words(layout)) is None
    data = layout_to_puz(layout, title="Cats \u2014 \u2018mini\u2019")
    assert "It\u2019s \u201cfeline\u201d \u2014 a pet\u2026 (3)".encode("cp1252") in data
    back = puz.load(data)
    assert sorted(read_text(c) for c in back.clues) == [
        "It\u2019s \u201cfeline\u201d \u2014 a pet\u2026 (3)",
        "Play\u2013part, 5'-ish (3)",
    ]
    assert read_text(back.title) == "Cats \u2014 \u2018mini\u2019"
