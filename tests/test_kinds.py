"""The registry of kinds: every kind satisfies the protocol, detection, and reading any file."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft import crisscross, fillin, kenken
from gridcraft.errors import ParseError
from gridcraft.formats.ipuz import Credits, kenken_to_ipuz, layout_to_ipuz
from gridcraft.kinds import (
    KINDS,
    Kind,
    SolverKind,
    detect,
    dialect_kind,
    named,
    read_puzzle,
    read_words,
    solvers,
)

DATA = Path(__file__).resolve().parent / "data"
FILLIN = (DATA / "fillin" / "wikipedia-7x7.txt").read_text(encoding="utf-8")
KKCK = "####\n# # \n\nLOVE LO VA\n"  # kkck's layout: '#' a white cell, space a block
KENKEN = (DATA / "kenken" / "tatham-4x4-easy.txt").read_text(encoding="utf-8")
WORDS = "Мул, Лемур\nКрот\n"


def test_every_kind_keeps_the_protocol_and_has_a_distinct_name() -> None:
    assert all(isinstance(kind, Kind) for kind in KINDS)
    assert all(isinstance(kind, SolverKind) and kind.solver for kind in solvers())
    assert len({k.name for k in KINDS}) == len({k.input for k in KINDS}) == len(KINDS)
    assert [named(k.name) for k in KINDS] == [named(k.input) for k in KINDS] == list(KINDS)
    with pytest.raises(KeyError):
        named("sudoku")


def test_detect_by_content() -> None:
    animals = (
        Path(__file__).resolve().parents[1] / "src" / "gridcraft" / "data" / "animals-ru.txt"
    ).read_text("utf-8")
    assert detect(animals) is crisscross.KIND
    assert detect("# a comment with a full stop.\nCAT, DOG\n") is crisscross.KIND
    assert detect("! a comment\n..#\n\nAB, CD\n") is fillin.KIND
    assert detect("6\n11 + r1c1 r2c1\n") is kenken.KIND


def test_detection() -> None:
    assert detect(FILLIN) is fillin.KIND and detect(KENKEN) is kenken.KIND
    assert detect(WORDS) is crisscross.KIND
    assert detect(WORDS, solvers()) is solvers()[-1]  # no solver claims it: the last one's parser reports
    assert dialect_kind("kkck") is fillin.KIND and dialect_kind("gridcraft") is None


@pytest.mark.parametrize(("text", "kind"), [(FILLIN, fillin.KIND), (KENKEN, kenken.KIND)])
def test_read_puzzle_detects_and_each_solution_verifies(text: str, kind: SolverKind) -> None:
    found, puzzle, _ = read_puzzle(text, "p.txt")
    assert found is kind
    grids = list(kind.solutions(puzzle, 2))
    assert len(grids) == 1 and kind.verify(puzzle, grids[0]) == []
    assert kind.parse(kind.dumps(puzzle)) == puzzle


def test_read_puzzle_in_another_dialect() -> None:
    found, puzzle, _ = read_puzzle(KKCK, "k.txt", dialect="kkck")
    assert found is fillin.KIND and puzzle == fillin.parse("....\n.#.#\n\nLOVE, LO, VA")


def test_an_ipuz_file_of_another_kind_is_named() -> None:
    square = kenken.parse(KENKEN)
    with pytest.raises(ParseError, match=r"^p\.ipuz:0:0: the ipuz file holds a kenken puzzle, not fillin$"):
        read_puzzle(kenken_to_ipuz(square), "p.ipuz", fillin.KIND)
    with pytest.raises(ParseError, match="holds a kenken puzzle, not words"):
        read_words(kenken_to_ipuz(square), "p.ipuz")


def test_a_layout_is_solved_as_the_fill_in_puzzle_it_makes() -> None:
    layout = crisscross.generate(["Мул", "Лемур", "Крот"])
    found, read, credits = read_puzzle(layout_to_ipuz(layout, author="Ann"), "l.ipuz", fillin.KIND)
    assert credits == Credits("Criss-cross", "Ann")
    assert found is crisscross.KIND and read == layout
    solver, puzzle = found.solvable(read)
    assert solver is fillin.KIND and puzzle == crisscross.blank_puzzle(layout)
    assert [fillin.to_json_rows(g) for g in solver.solutions(puzzle)] == [layout.rows()]
    assert [e.text for e in read_words(layout_to_ipuz(layout), "l.ipuz")] == ["Мул", "Лемур", "Крот"]
