"""The registry of kinds: every kind satisfies the protocol, detection, and reading any file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from samples import KIND_SAMPLES

from gridcraft import crisscross, fillin, kenken
from gridcraft.documents import formats_of
from gridcraft.errors import ParseError
from gridcraft.formats.ipuz import Credits
from gridcraft.kinds import (
    KINDS,
    Kind,
    SolverKind,
    detect,
    dialect_kind,
    filler,
    graders,
    is_solver,
    named,
    read_ipuz,
    read_puzzle,
    read_words,
    solvers,
    word_maker,
)
from gridcraft.outputs import WriteOptions

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
        named("nonogram")


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
    with pytest.raises(ParseError, match=r"^p\.ipuz: the ipuz file holds a kenken puzzle, not fillin$"):
        read_puzzle(kenken.to_ipuz(square), "p.ipuz", fillin.KIND)
    with pytest.raises(ParseError, match="holds a kenken puzzle, not words"):
        read_words(kenken.to_ipuz(square), "p.ipuz")


def test_a_layout_is_solved_as_the_fill_in_puzzle_it_makes() -> None:
    layout = crisscross.generate(["Мул", "Лемур", "Крот"])
    found, read, credits = read_puzzle(crisscross.to_ipuz(layout, author="Ann"), "l.ipuz", fillin.KIND)
    assert credits == Credits("Criss-cross", "Ann")
    assert found is crisscross.KIND and read == layout
    solver, puzzle = found.solvable(read)
    assert solver is fillin.KIND and puzzle == crisscross.blank_puzzle(layout)
    assert [fillin.to_json_rows(g) for g in solver.solutions(puzzle)] == [layout.rows()]
    assert [e.text for e in read_words(crisscross.to_ipuz(layout), "l.ipuz")] == ["Мул", "Лемур", "Крот"]


#: the record's fields that every kind has, and those every solved kind adds (``None``: a
#: capability the kind lacks), beside its methods
RECORD = ("name", "title", "input", "dialects", "solver", "help", "formats", "ipuz", "puz", "json_reader",
          "maker", "word_maker", "argument")  # fmt: skip
SOLVER_RECORD = ("grade", "filler", "notes", "lines")


def test_every_kind_has_every_field_of_the_record() -> None:
    for kind in KINDS:
        assert all(field in dir(kind) for field in RECORD), kind.name
        assert kind.help.reads, kind.name  # what it reads, for solve --help
        if is_solver(kind):
            assert all(field in dir(kind) for field in SOLVER_RECORD), kind.name
            assert kind.help.state, kind.name  # its partly filled grid, for hint --help
            assert bool(kind.help.grades) == (kind.grade is not None), kind.name
    assert [k.name for k in graders()] == ["sudoku", "towers", "futoshiki", "kakuro", "killer", "kenken"]
    assert filler()[0] is fillin.KIND and word_maker()[0] is crisscross.KIND
    assert [k.name for k in KINDS if k.argument is not None] == [
        "sudoku",
        "towers",
        "futoshiki",
        "killer",
        "kenken",
    ]
    assert [k.name for k in solvers() if k.lines is not None] == ["sudoku"]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_every_kind_writes_its_ipuz_through_its_table_and_reads_it_back(kind: Kind) -> None:
    found = read_puzzle(KIND_SAMPLES[kind.name], "p.txt")
    assert found.kind is kind and kind.ipuz is not None
    solver, puzzle = kind.solvable(found.puzzle)
    solution = next(iter(solver.solutions(puzzle, 1))) if kind.solver else None
    text = str(formats_of(kind)["ipuz"].write(found.puzzle, solution, WriteOptions(title="T", author="A")))
    assert json.loads(text)["kind"] == [kind.ipuz.kind]
    back = read_ipuz(text, "p.ipuz")
    assert (back.kind, back.puzzle, back.credits) == (kind, found.puzzle, Credits("T", "A"))
    assert set(KIND_SAMPLES) == {k.name for k in KINDS}  # a kind registered later needs a sample


@pytest.mark.parametrize("name", ["killer", "kenken", "wordsearch", "fillin", "crisscross"])
def test_a_json_file_is_parsed_once_and_read_by_its_kind(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    kind = named(name)
    puzzle = read_puzzle(KIND_SAMPLES[name], "p.txt").puzzle
    texts = [str(formats_of(kind)["ipuz"].write(puzzle, None, WriteOptions()))]
    if "json" in kind.formats:  # the kind's own JSON document (a layout's, a word search's)
        texts.append(str(kind.formats["json"].write(puzzle, None, WriteOptions())))
    parsed: list[str] = []
    loads = json.loads
    monkeypatch.setattr(json, "loads", lambda text, **kw: parsed.append(text) or loads(text, **kw))
    for text in texts:
        parsed.clear()
        found = read_puzzle(text, "p.json")
        assert found.kind is kind and len(parsed) == 1, (name, len(parsed))


def test_a_json_file_no_kind_reads_is_named_at_its_field() -> None:
    with pytest.raises(ParseError, match=r"^p\.ipuz:1:35: 'kind': \['http://ipuz\.org/acrostic#1'\]: only "):
        read_puzzle('{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/acrostic#1"]}', "p.ipuz")
