"""Rebus cells (GRBS/RTBL) and circled cells (GEXT) of .puz files made with puzpy: read whole,
solved whole, and written back so that puzpy reads the same rebus and markup."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import puz  # type: ignore[import-untyped]
import pytest

from gridcraft.errors import ParseError
from gridcraft.formats.puz_read import puz_to_ipuz

# a 2 x 3 grid without blocks: HEART in its top-left cell
#   [HEART] A B
#    C      D E
CLUES = ["heart-first across", "heart-first down", "a then d", "b then e", "c d e"]


def made_puz(rebus: dict[int, str], circled: list[int], *, width: int = 3) -> bytes:
    """A 2 x ``width`` .puz file made with puzpy, with rebus cells (index -> text) and circles."""
    p = puz.Puzzle(version="1.3")
    p.width, p.height = width, 2
    p.title = "Rebus"
    p.solution = "HABCDE"
    p.fill = "-" * 6
    p.clues = CLUES
    for index, text in rebus.items():
        p.rebus().add_rebus_squares(index, text)
    if circled:
        p.markup().set_markup_squares(circled, puz.GridMarkup.Circled)
    data: bytes = p.tobytes()
    return data


@pytest.fixture
def rebus_puz(tmp_path: Path) -> Path:
    path = tmp_path / "r.puz"
    path.write_bytes(made_puz({0: "HEART"}, [4, 5]))
    return path


def test_a_rebus_cell_and_circles_read_as_ipuz(rebus_puz: Path) -> None:
    doc = json.loads(puz_to_ipuz(rebus_puz.read_bytes(), "r.puz"))
    assert doc["solution"] == [["HEART", "A", "B"], ["C", "D", "E"]]
    styled = [
        (r, c) for r, row in enumerate(doc["puzzle"]) for c, cell in enumerate(row) if isinstance(cell, dict)
    ]
    assert styled == [(1, 1), (1, 2)]
    assert doc["puzzle"][1][1] == {"cell": 0, "style": {"shapebg": "circle"}}


def test_solve_fills_the_rebus_whole(run: Callable[..., Any], rebus_puz: Path) -> None:
    solved = run("solve", "r.puz")
    assert solved.code == 0, solved.err
    assert solved.out.splitlines()[:2] == ["HEART A B", "C D E"]  # never H alone
    assert "unique" in solved.err
    found = json.loads(run("solve", "r.puz", "--format", "json").out)
    assert sorted(found["solutions"][0]) == ["CDE", "HEARTAB"]


def test_rebus_and_circles_written_back_to_puz(run: Callable[..., Any], rebus_puz: Path) -> None:
    assert run("generate", "r.puz", "-o", "again.puz").code == 0
    again = puz.read("again.puz")
    assert again.solution == "HABCDE"  # the first letter, as Across Lite writes it
    rebus = again.rebus()
    assert rebus.get_rebus_squares() == [0] and rebus.get_rebus_solution(0) == "HEART"
    assert again.markup().get_markup_squares(puz.GridMarkup.Circled) == [4, 5]
    assert [c["clue"].split(" (")[0] for c in again.clue_numbering().across] == [
        "heart-first across",
        "c d e",
    ]


def test_rebus_and_circles_written_to_ipuz_and_read_again(run: Callable[..., Any], rebus_puz: Path) -> None:
    assert run("generate", "r.puz", "-o", "r.ipuz").code == 0
    doc = json.loads(Path("r.ipuz").read_text("utf-8"))
    assert doc["solution"][0][0] == "HEART"
    assert doc["puzzle"][1][2] == {"cell": 0, "style": {"shapebg": "circle"}}
    assert run("generate", "r.ipuz", "-o", "back.puz").code == 0
    back = puz.read("back.puz")
    assert back.rebus().get_rebus_solution(0) == "HEART"
    assert back.markup().get_markup_squares(puz.GridMarkup.Circled) == [4, 5]


def test_two_rebus_cells_of_one_entry(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "two.puz").write_bytes(made_puz({0: "HEART", 2: "BEAT"}, []))
    solved = run("solve", "two.puz")
    assert solved.code == 0 and solved.out.splitlines()[0] == "HEART A BEAT"
    assert run("generate", "two.puz", "-o", "again.puz").code == 0
    rebus = puz.read(tmp_path / "again.puz").rebus()
    assert [rebus.get_rebus_solution(i) for i in rebus.get_rebus_squares()] == ["HEART", "BEAT"]


def test_a_rebus_table_without_its_texts_is_one_error_line(
    run: Callable[..., Any], tmp_path: Path, one_error_line: Any
) -> None:
    p = puz.load(made_puz({0: "HEART"}, []))
    p.extensions.pop(puz.Extensions.RebusSolutions)
    p.rebus().solutions.clear()
    data = p.tobytes()
    with pytest.raises(ParseError, match="rebus"):
        puz_to_ipuz(data, "bad.puz")
    (tmp_path / "bad.puz").write_bytes(data)
    failed = run("solve", "bad.puz")
    assert failed.code == 2 and one_error_line.match(failed.err) and "Traceback" not in failed.err
