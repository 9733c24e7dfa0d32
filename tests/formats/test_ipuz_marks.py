"""Circled and shaded cells (ipuz styles) and rebus cells (a solution of several letters) of an
ipuz crossword: read, kept, written back; .puz, which has no shading, circles a shaded cell and
says so."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import puz  # type: ignore[import-untyped]
import pytest

from gridcraft.crisscross.ipuz import read, to_ipuz
from gridcraft.crisscross.puz import layout_to_puz, puz_losses
from gridcraft.errors import FieldError
from gridcraft.formats.ipuz.crossword import crossword_marks, is_rebus, letter

CIRCLE = {"shapebg": "circle"}


def crossword(**changes: Any) -> dict[str, Any]:
    """A 2 x 3 clued crossword: HEART A B over C D E, (1, 1) circled, (0, 2) shaded by a named style."""
    doc: dict[str, Any] = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 2},
        "styles": {"theme": {"highlight": True}},
        "puzzle": [[1, 2, {"cell": 3, "style": "theme"}], [4, {"cell": 0, "style": CIRCLE}, 0]],
        "solution": [["heart", "A", "B"], ["C", "D", "E"]],
        "clues": {
            "Across": [[1, "Across one"], [4, "Across four"]],
            "Down": [[1, "Down one"], [2, "Down two"], [3, "Down three"]],
        },
    }
    return doc | changes


def test_styles_read_as_circled_and_shaded_cells() -> None:
    doc = crossword()
    assert crossword_marks(doc, 3, 2) == (frozenset({(1, 1)}), frozenset({(0, 2)}))
    coloured = crossword(puzzle=[[1, 2, 3], [4, {"cell": 0, "style": {"color": "CCCCCC"}}, 0]])
    assert crossword_marks(coloured, 3, 2) == (frozenset(), frozenset({(1, 1)}))
    with pytest.raises(FieldError, match="StyleSpec"):
        crossword_marks(crossword(puzzle=[[1, 2, 3], [4, {"cell": 0, "style": 5}, 0]]), 3, 2)


def test_a_rebus_crossword_reads_as_a_layout_with_its_marks() -> None:
    found = read(crossword())
    assert found is not None
    layout = found[0]
    assert layout.crossword and layout.circled == {(1, 1)} and layout.shaded == {(0, 2)}
    first = layout.letters()[(0, 0)]
    assert is_rebus(first) and len(layout.placements[0].word) == 3  # one cell, the whole text
    assert {p.entry for p in layout.placements} >= {"HEARTAB", "HEARTC"}


def test_written_back_with_styles_and_the_whole_rebus() -> None:
    found = read(crossword())
    assert found is not None
    doc = json.loads(to_ipuz(found[0]))
    assert doc["solution"][0] == ["HEART", "A", "B"]
    assert doc["puzzle"][1][1] == {"cell": 0, "style": CIRCLE}
    assert doc["puzzle"][0][2] == {"cell": 3, "style": {"highlight": True}}
    again = read(doc)
    assert again is not None and again[0] == found[0]


def test_puz_circles_a_shaded_cell_and_says_so() -> None:
    found = read(crossword())
    assert found is not None
    layout = found[0]
    written = puz.load(layout_to_puz(layout))
    assert written.markup().get_markup_squares(puz.GridMarkup.Circled) == [2, 4]
    assert written.rebus().get_rebus_solution(0) == "HEART"
    assert puz_losses(layout) == [
        "warning: .puz files have no shaded cells: 1 shaded cell written as circled"
    ]


def test_a_rebus_is_letters_or_digits_and_not_anything() -> None:
    assert is_rebus(letter("Heart", "solution", (0, 0)))
    assert is_rebus(letter("10", "solution", (0, 0)))
    assert not is_rebus(letter("é", "solution", (0, 0)))
    for bad in ("A!", "HEART ", "", "ABCDEFGHIJKLM"):
        with pytest.raises(FieldError, match="not one letter"):
            letter(bad, "solution", (0, 0))


def test_a_plain_rebus_crossword_solves_whole(run: Callable[..., Any], tmp_path: Any) -> None:
    # without clues: read as a fill-in puzzle of its solution's words
    (tmp_path / "plain.ipuz").write_text(json.dumps(crossword(clues={})), encoding="utf-8")
    solved = run("solve", "plain.ipuz")
    assert solved.code == 0, solved.err
    assert solved.out.splitlines()[:2] == ["HEART A B", "C D E"]


def test_writing_a_shaded_crossword_as_puz_says_what_it_could_not_hold(
    run: Callable[..., Any], tmp_path: Any
) -> None:
    (tmp_path / "marked.ipuz").write_text(json.dumps(crossword()), encoding="utf-8")
    written = run("generate", "marked.ipuz", "--format", "puz", "-o", "marked.puz")
    assert written.code == 0, written.err
    assert "no shaded cells: 1 shaded cell written as circled" in written.err
    back = puz.read(str(tmp_path / "marked.puz"))
    assert sorted(back.markup().get_markup_squares()) == [0 * 3 + 2, 1 * 3 + 1]  # both circled, as it said
    plain = run("generate", "marked.ipuz", "--format", "ipuz", "-o", "marked-again.ipuz")
    assert plain.code == 0 and "shaded" not in plain.err  # ipuz keeps the shading: nothing to say
