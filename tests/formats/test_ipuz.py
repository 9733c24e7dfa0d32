"""ipuz import and export: every file written is validated with the ``ipuz`` package and read back.

Golden files are in tests/data/ipuz/ (the ``assert_golden`` fixture of tests/conftest.py: set
GRIDCRAFT_UPDATE_GOLDEN=1 to rewrite them, then review the diff).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from math import prod
from pathlib import Path
from typing import Any

import ipuz  # type: ignore[import-untyped]
import pytest
from fillin_gen import fillin_puzzles
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gridcraft import crisscross, fillin, kenken
from gridcraft.crisscross import Layout, Placement
from gridcraft.documents import formats_of
from gridcraft.errors import BudgetExceeded, NoLayout, ParseError
from gridcraft.fillin import FillinPuzzle
from gridcraft.formats.ipuz import Credits, looks_like_ipuz
from gridcraft.kenken import Cage, KenKenPuzzle, Op
from gridcraft.kinds import IpuzFound, read_ipuz
from gridcraft.outputs import WriteOptions
from gridcraft.words import enumeration, make_entry

fillin_to_ipuz, kenken_to_ipuz, layout_to_ipuz = fillin.to_ipuz, kenken.to_ipuz, crisscross.to_ipuz


def held(found: IpuzFound) -> tuple[Any, ...]:
    """What a file holds, without its credits: ``(kind, puzzle, solution)``."""
    return (found.kind, found.puzzle, found.solution)


DATA = Path(__file__).resolve().parents[1] / "data"

KENKEN = kenken.parse((DATA / "kenken" / "tatham-4x4-easy.txt").read_text(encoding="utf-8"))
KENKEN_SOLUTION = next(kenken.solutions(KENKEN))
FILLIN = fillin.parse((DATA / "fillin" / "wikipedia-7x7.txt").read_text(encoding="utf-8"))
FILLIN_SOLUTION = next(fillin.solutions(FILLIN))
MUL = Layout(  # tests/data/mul.json
    (
        Placement("МУЛ", 0, 0, "across", "Мул"),
        Placement("ЛЕМУР", 0, 2, "down", "Лемур"),
        Placement("КРОТ", 4, 1, "across", "Крот"),
    ),
    5,
    5,
)


def validated(text: str) -> dict[str, Any]:
    """The ``ipuz`` package's reading of ``text`` (it raises IPUZException when the file is invalid)."""
    assert text.endswith("\n")
    data: dict[str, Any] = ipuz.read(text)
    return data


def positions_dropped(puzzle: FillinPuzzle) -> FillinPuzzle:
    """``puzzle`` with word-list entries that forget their line and column in the text file."""
    return FillinPuzzle(puzzle.rows, tuple(make_entry(e.text) for e in puzzle.words))


def test_kenken_round_trip_with_and_without_solution(assert_golden: Callable[[str, str], None]) -> None:
    text = kenken_to_ipuz(KENKEN, KENKEN_SOLUTION)
    data = validated(text)
    assert data["kind"] == ["http://ipuz.org/sudoku#1"]
    assert held(read_ipuz(text)) == (kenken.KIND, KENKEN, KENKEN_SOLUTION)
    bare = kenken_to_ipuz(KENKEN)
    assert "solution" not in validated(bare)
    assert held(read_ipuz(bare)) == (kenken.KIND, KENKEN, None)
    assert_golden("ipuz/tatham-4x4-easy.ipuz", text)


def test_kenken_cage_cells_are_column_then_row_counted_from_one() -> None:
    # one cage across the top row's first two cells, one down the first column's last two
    puzzle = KenKenPuzzle(
        3,
        (
            Cage(3, Op.ADD, ((0, 0), (0, 1))),
            Cage(1, Op.SUB, ((1, 0), (2, 0))),
            Cage(2, None, ((0, 2), (1, 2))),
            Cage(6, Op.MUL, ((1, 1), (2, 1), (2, 2))),
        ),
    )
    cages = validated(kenken_to_ipuz(puzzle))["cages"]
    assert cages[0] == {"value": 3, "operator": "+", "cells": [[1, 1], [2, 1]]}
    assert cages[1] == {"value": 2, "cells": [[3, 1], [3, 2]]}  # no operation given: none written
    assert cages[2] == {"value": 1, "operator": "-", "cells": [[1, 2], [1, 3]]}
    assert cages[3] == {"value": 6, "operator": "*", "cells": [[2, 2], [2, 3], [3, 3]]}
    assert read_ipuz(kenken_to_ipuz(puzzle)).puzzle == puzzle


def test_kenken_reads_zero_based_cells_and_rects() -> None:
    doc = json.loads(kenken_to_ipuz(KENKEN, KENKEN_SOLUTION))
    for cage in doc["cages"]:
        cage["cells"] = [[x - 1, y - 1] for x, y in cage["cells"]]
    zero_based = json.dumps(doc)
    validated(zero_based + "\n")
    assert read_ipuz(zero_based).puzzle == KENKEN
    rect = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/sudoku#1"],
        "puzzle": [[0, 0], [0, 0]],
        "solution": [["1", "2"], [{"value": 2}, 1]],
        "cages": [{"value": 3, "operator": "+", "rect": [1, 1, 2, 1]}, {"value": 3, "rect": [1, 2, 2, 2]}],
    }
    got = read_ipuz(json.dumps(rect))
    assert got.puzzle == kenken.parse("2\n3 + r1c1 r1c2\n3 r2c1 r2c2")
    assert got.solution == ((1, 2), (2, 1))


def test_kenken_without_operations_does_not_show_operators() -> None:
    """A KenKen made with hidden operations said ``"showoperators": true``."""
    shown = KenKenPuzzle(2, (Cage(3, Op.ADD, ((0, 0), (0, 1))), Cage(2, Op.SUB, ((1, 0), (1, 1)))))
    hidden = KenKenPuzzle(2, (Cage(3, None, ((0, 0), (0, 1))), Cage(1, None, ((1, 0), (1, 1)))))
    assert validated(kenken_to_ipuz(shown))["showoperators"] is True
    assert validated(kenken_to_ipuz(hidden))["showoperators"] is False
    assert held(read_ipuz(kenken_to_ipuz(hidden)))[1] == hidden


def test_kenken_of_side_ten_has_no_charset() -> None:
    n = 10
    latin = tuple(tuple((r + c) % n + 1 for c in range(n)) for r in range(n))
    puzzle = KenKenPuzzle(n, tuple(Cage(latin[r][c], Op.EQ, ((r, c),)) for r in range(n) for c in range(n)))
    text = kenken_to_ipuz(puzzle, latin)
    assert "charset" not in validated(text)
    assert held(read_ipuz(text)) == (kenken.KIND, puzzle, latin)


def test_fillin_round_trip_keeps_givens_words_and_solution(assert_golden: Callable[[str, str], None]) -> None:
    text = fillin_to_ipuz(FILLIN, FILLIN_SOLUTION)
    data = validated(text)
    assert data["kind"] == ["http://ipuz.org/crossword#1"]
    assert data["puzzle"][0][2] == {"cell": 1, "value": "D"}  # the given D starts 1-Across and 1-Down
    back = read_ipuz(text)
    assert held(back) == (fillin.KIND, positions_dropped(FILLIN), FILLIN_SOLUTION)
    assert held(read_ipuz(fillin_to_ipuz(FILLIN))) == (fillin.KIND, positions_dropped(FILLIN), None)
    assert_golden("ipuz/wikipedia-7x7.ipuz", text)


def test_layout_round_trip_as_a_crossword_apps_open(assert_golden: Callable[[str, str], None]) -> None:
    text = layout_to_ipuz(MUL)
    data = validated(text)
    assert data["dimensions"] == {"width": 5, "height": 5}
    assert data["puzzle"][0] == [1, 0, 2, None, None]  # cells outside the words are omitted (null)
    assert data["solution"][4] == [None, "К", "Р", "О", "Т"]
    assert data["clues"] == {
        "Across": [
            {"number": 1, "clue": "", "answer": "МУЛ", "enumeration": "3"},
            {"number": 3, "clue": "", "answer": "КРОТ", "enumeration": "4"},
        ],
        "Down": [{"number": 2, "clue": "", "answer": "ЛЕМУР", "enumeration": "5"}],
    }  # a word-list puzzle: no clue gives its answer away; the words are in the intro
    assert "Лемур" in data["intro"] and data["title"] == "Criss-cross"
    back = read_ipuz(text)
    assert held(back) == (crisscross.KIND, MUL, None)
    assert isinstance(back.puzzle, Layout)
    assert [p.entry for p in back.puzzle.placements] == ["Мул", "Лемур", "Крот"]
    assert_golden("ipuz/mul.ipuz", text)


def test_title_author_and_copyright() -> None:
    data = validated(layout_to_ipuz(MUL, title="Звери", author="A. Setter", copyright="CC0"))
    assert (data["title"], data["author"], data["copyright"]) == ("Звери", "A. Setter", "CC0")
    assert "author" not in validated(layout_to_ipuz(MUL))


def test_layout_with_multiword_entries() -> None:
    layout = crisscross.generate(["ice cream", "T-shirt", "cat", "tea", "meat"], time_limit=5)
    text = layout_to_ipuz(layout)
    clues = validated(text)["clues"]
    enums = {c["answer"]: c["enumeration"] for d in ("Across", "Down") for c in clues[d]}
    assert enums == {"ICECREAM": "3,5", "TSHIRT": "1-5", "CAT": "3", "TEA": "3", "MEAT": "4"}
    assert read_ipuz(text).puzzle == layout


def test_cyrillic_survives_as_utf8_nfc_upper_case() -> None:
    puzzle = fillin.parse("....\n.#.#\n\nёжик, ёж, ик")
    solution = next(fillin.solutions(puzzle))
    text = fillin_to_ipuz(puzzle, solution)
    assert '["Ё", "Ж", "И", "К"]' in text and '"ёжик"' in text and "\\u" not in text
    back = read_ipuz(text)
    assert back.solution == ("ЁЖИК", "Ж К ")
    assert isinstance(back.puzzle, FillinPuzzle)
    assert [e.text for e in back.puzzle.words] == ["ёжик", "ёж", "ик"]
    # a decomposed Ё (Е + combining diaeresis), lower case, reads as the one letter Ё
    doc = json.loads(text)
    doc["solution"][0][0] = "е\u0308"
    assert read_ipuz(json.dumps(doc)).solution == solution


def test_output_is_deterministic_and_ends_with_a_newline() -> None:
    assert kenken_to_ipuz(KENKEN) == kenken_to_ipuz(kenken.parse(kenken.to_keen_id(KENKEN)))
    assert layout_to_ipuz(MUL) == layout_to_ipuz(Layout(MUL.placements, 5, 5))
    for text in (kenken_to_ipuz(KENKEN), fillin_to_ipuz(FILLIN), layout_to_ipuz(MUL)):
        assert text.endswith("}\n") and not text.endswith("\n\n")


def test_writers_refuse_a_wrong_solution() -> None:
    wrong = (KENKEN_SOLUTION[1], KENKEN_SOLUTION[0], *KENKEN_SOLUTION[2:])
    with pytest.raises(ValueError, match="does not solve"):
        kenken_to_ipuz(KENKEN, wrong)
    with pytest.raises(ValueError, match="does not solve"):
        fillin_to_ipuz(FILLIN, ("X" * 7,) * 7)


# -- other writers' files -----------------------------------------------------------------------


SPEC_EXAMPLE = {  # the crossword example of the ipuz spec: a 3 x 3 grid with an omitted cell
    "version": "http://ipuz.org/v1",
    "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 3, "height": 3},
    "puzzle": [[{"cell": 1, "style": {"shapebg": "circle"}}, 2, "#"], [3, {"style": {}}, 4], [None, 5, 0]],
    "solution": [["C", "A", "#"], ["B", "O", "T"], [None, "L", "O"]],
    "clues": {
        "Across": [[1, "OR neighbor"], [3, "Droid"], [5, "Behold!"]],
        "Down": [[1, "x"], [2, "y"], [4, "z"]],
    },
}


def test_a_clued_crossword_reads_as_a_clued_layout() -> None:
    got = read_ipuz(json.dumps(SPEC_EXAMPLE))
    assert got.kind is crisscross.KIND and isinstance(got.puzzle, Layout) and got.puzzle.check() == []
    clues = {(p.word, p.direction): p.clue for p in got.puzzle.placements}
    assert clues == {
        ("CA", "across"): "OR neighbor",
        ("BOT", "across"): "Droid",
        ("LO", "across"): "Behold!",
        ("CB", "down"): "x",
        ("AOL", "down"): "y",
        ("TO", "down"): "z",
    }
    edited = json.loads(layout_to_ipuz(got.puzzle))
    edited["clues"]["Across"][0]["clue"] = "OR's neighbour (2)"  # a clue changed in another app
    assert read_ipuz(json.dumps(edited)).puzzle.placements[0].clue == "OR's neighbour"
    with pytest.raises(ParseError, match="'clues'"):
        read_ipuz(json.dumps({**SPEC_EXAMPLE, "clues": {"Across": "nope"}}))


def test_credits_are_read_as_plain_text() -> None:
    doc = {**SPEC_EXAMPLE, "title": "<b>Mini</b> &amp; more", "author": "A.\n Setter", "copyright": None}
    assert read_ipuz(json.dumps(doc)).credits == Credits("Mini & more", "A. Setter", "")
    assert read_ipuz(json.dumps(SPEC_EXAMPLE)).credits == Credits()
    for kind, puzzle in ((kenken.KIND, KENKEN), (fillin.KIND, FILLIN)):
        text = formats_of(kind)["ipuz"].write(
            puzzle, None, WriteOptions(title="T", author="A", copyright="C")
        )
        assert read_ipuz(str(text)).credits == Credits("T", "A", "C")
    with pytest.raises(ParseError, match="'author'.*must be a string"):
        read_ipuz(json.dumps({**SPEC_EXAMPLE, "author": ["x"]}))


def test_a_plain_crossword_reads_as_a_fillin_puzzle_of_its_solution_words() -> None:
    text = json.dumps({key: value for key, value in SPEC_EXAMPLE.items() if key != "clues"})
    got = read_ipuz(text)
    assert got.kind is fillin.KIND
    assert got.puzzle == FillinPuzzle(
        ("..#", "...", "#.."), tuple(make_entry(w) for w in ["CA", "BOT", "LO", "CB", "AOL", "TO"])
    )
    assert got.solution == ("CA ", "BOT", " LO")


def test_jsonp_and_byte_order_mark() -> None:
    text = kenken_to_ipuz(KENKEN)
    for wrapped in (f"ipuz({text})", f"\ufeffipuz(\n{text});\n", "\ufeff" + text):
        assert looks_like_ipuz(wrapped)
        assert read_ipuz(wrapped).puzzle == KENKEN
    ipuz.read(f"ipuz({text})")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"]}', True),
        ('ipuz({"kind": ["http://ipuz.org/sudoku#1"]})', True),
        ('\ufeff \n {"kind": ["http://example.com/other"]}', True),  # read_ipuz says what is wrong
        ('["http://ipuz.org/crossword#1"]', True),
        ("{not json", True),
        ("4:_a_7a4_a3,a3a5m12d2s1s1d2m4", False),
        ("....\n.#.#\n\nLOVE, LO, VA", False),
        ("Cat, dog (pet)", False),
        ("", False),
    ],
)
def test_looks_like_ipuz(text: str, expected: bool) -> None:
    assert looks_like_ipuz(text) is expected


# -- errors ---------------------------------------------------------------------------------------


def error(text: str) -> ParseError:
    with pytest.raises(ParseError) as info:
        read_ipuz(text, "in.ipuz")
    return info.value


def edited(text: str, change: dict[str, Any]) -> str:
    doc = json.loads(text)
    doc.update(change)
    return json.dumps(doc, indent=1)


def test_json_syntax_error_has_the_parsers_line_and_column() -> None:
    err = error('{\n  "version": "http://ipuz.org/v2",\n  "kind" ["x"]\n}')
    assert (err.line, err.column) == (3, 10)
    assert str(err).startswith("in.ipuz:3:10: not valid JSON")
    inside_jsonp = error('ipuz({"kind": [1,]})')
    assert (inside_jsonp.line, inside_jsonp.column) == (1, 18)


@pytest.mark.parametrize("text", ["[" * 5000, '{"a": ' * 5000])
def test_json_nested_too_deeply_is_one_error(text: str) -> None:
    # regression: Python's JSON parser raised RecursionError, a traceback on the command line
    err = error(text)
    assert str(err) == "in.ipuz:1:1: not valid JSON for a puzzle: nested too deeply"


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"version": "3"}, "version", "not an ipuz version"),
        ({"kind": []}, "kind", "non-empty list"),
        (
            {"kind": ["http://ipuz.org/acrostic#1"]},
            "kind",
            "only crossword, futoshiki, kakuro, sudoku, towers and wordsearch puzzles",
        ),
        ({"cages": [{"value": 3, "operator": "%", "cells": [[1, 1]]}]}, "cages", "operator '%'"),
        ({"cages": [{"value": 0, "cells": [[1, 1]]}]}, "cages", "positive integer"),
        ({"cages": [{"value": 3, "cells": [[1, 9]]}]}, "cages", "outside a 4 x 4 grid"),
        ({"cages": [{"value": 3, "cells": [[1, 1], [3, 3]]}]}, "cages", "not connected"),
        ({"cages": []}, "cages", "without cages"),
        ({"puzzle": [[0, 0], [0, 0]]}, "cages", "outside a 2 x 2 grid"),
        ({"puzzle": [[0] * 4] * 3}, "puzzle", "3 rows of 3 cells, not rows of [4, 4, 4] cells"),
        ({"solution": [[1, 2, 3, 4]] * 4}, "solution", "does not solve"),
        ({"solution": [[1, 2, 3, 9]] * 4}, "solution", "not a value in 1..4"),
    ],
)
def test_kenken_errors_name_the_field_and_point_at_it(change: dict[str, Any], field: str, words: str) -> None:
    text = edited(kenken_to_ipuz(KENKEN), change)
    err = error(text)
    assert err.message.startswith(f"{field!r}: ") and words in err.message
    line = next(i for i, row in enumerate(text.splitlines(), 1) if f'"{field}":' in row)
    assert (err.line, err.column) == (line, text.splitlines()[line - 1].index(f'"{field}"') + 1)


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"dimensions": {"width": 7}}, "dimensions", "height must be a positive integer"),
        ({"puzzle": [[0] * 7] * 6}, "puzzle", "7 rows of 7 cells"),
        ({"puzzle": [["#"] * 7] * 7, "solution": [["#"] * 7] * 7}, "puzzle", "slot and word lengths differ"),
        ({"puzzle": [[[1]] * 7] * 7}, "puzzle", "not a LabeledCell"),
        (
            {"solution": [["#" if ch == "#" else "A!" for ch in row] for row in FILLIN.rows]},
            "solution",
            "not one letter",
        ),
        ({"solution": [["A"] * 7] * 7}, "solution", "'puzzle' has a block"),
        ({"org.gridcraft:words": ["A"]}, "org.gridcraft:words", "word 1: 'A' has fewer than two letters"),
        ({"org.gridcraft:words": "GI IO"}, "org.gridcraft:words", "non-empty list"),
        ({"org.gridcraft:kind": "sudoku"}, "org.gridcraft:kind", "neither 'fillin' nor 'crisscross'"),
    ],
)
def test_fillin_errors_name_the_field_and_point_at_it(change: dict[str, Any], field: str, words: str) -> None:
    text = edited(fillin_to_ipuz(FILLIN, FILLIN_SOLUTION), change)
    err = error(text)
    assert err.message.startswith(f"{field!r}: ") and words in err.message
    assert err.line > 0 and f'"{field}"' in text.splitlines()[err.line - 1][err.column - 1 :]


def test_missing_fields_are_at_line_zero() -> None:
    doc = json.loads(layout_to_ipuz(MUL))
    del doc["solution"]
    err = error(json.dumps(doc))
    assert err.message.startswith("'solution': ") and (err.line, err.column) == (0, 0)
    del doc["org.gridcraft:kind"]
    assert "no word list" in error(json.dumps(doc)).message
    del doc["version"]
    assert error(json.dumps(doc)).message.startswith("'version': ")


def test_a_layout_whose_words_do_not_match_its_grid() -> None:
    text = layout_to_ipuz(MUL)
    err = error(edited(text, {"org.gridcraft:words": ["Мул", "Лемур", "Кит"]}))
    assert "'Кит' is not a word of the solution" in err.message
    err = error(edited(text, {"org.gridcraft:words": ["Мул", "Лемур"]}))
    assert "КРОТ is not in the list" in err.message


# -- properties on random puzzles -----------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(fillin_puzzles())
def test_random_fillin_round_trip(case: tuple[FillinPuzzle, tuple[str, ...] | None]) -> None:
    puzzle, solution = case
    text = fillin_to_ipuz(puzzle, solution)
    validated(text)
    assert held(read_ipuz(text)) == (fillin.KIND, puzzle, solution)


@st.composite
def kenken_puzzles(draw: st.DrawFn) -> tuple[KenKenPuzzle, tuple[tuple[int, ...], ...] | None]:
    """A random Latin square (a cyclic one with rows, columns and values permuted) cut into random
    connected cages, each with an operation its values meet (or none)."""
    n = draw(st.integers(1, 6))
    rows, cols, values = (draw(st.permutations(range(n))) for _ in range(3))
    latin = tuple(tuple(values[(rows[r] + cols[c]) % n] + 1 for c in range(n)) for r in range(n))
    free = {(r, c) for r in range(n) for c in range(n)}
    cages = []
    for start in sorted(free):
        if start not in free:
            continue
        region = [start]
        free.discard(start)
        for _ in range(draw(st.integers(0, 3))):
            grow = sorted(
                {(r + dr, c + dc) for r, c in region for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))} & free
            )
            if not grow:
                break
            region.append(draw(st.sampled_from(grow)))
            free.discard(region[-1])
        vals = [latin[r][c] for r, c in region]
        ops: list[Op | None] = [Op.ADD, Op.MUL, None]
        if len(vals) == 2:
            ops += [Op.SUB] + ([Op.DIV] if max(vals) % min(vals) == 0 else [])
        op = draw(st.sampled_from(ops)) if len(vals) > 1 else Op.EQ
        if op is Op.SUB:
            target = max(vals) - min(vals)
        elif op is Op.DIV:
            target = max(vals) // min(vals)
        elif op is Op.MUL:
            target = prod(vals)
        else:
            target = sum(vals)
        cages.append(Cage(target, op, tuple(region)))
    puzzle = KenKenPuzzle(n, tuple(cages))
    solution = latin if draw(st.booleans()) and not kenken.verify(puzzle, latin) else None
    return puzzle, solution


@settings(max_examples=60, deadline=None)
@given(kenken_puzzles())
def test_random_kenken_round_trip(case: tuple[KenKenPuzzle, tuple[tuple[int, ...], ...] | None]) -> None:
    puzzle, solution = case
    text = kenken_to_ipuz(puzzle, solution)
    validated(text)
    assert held(read_ipuz(text)) == (kenken.KIND, puzzle, solution)


WORDS = st.lists(
    st.tuples(
        st.text(alphabet="ABCDE", min_size=1, max_size=3),
        st.sampled_from(["", " ", "-"]),
        st.text(alphabet="ABCDEЖ", min_size=1, max_size=3),
    ).map("".join),
    min_size=1,
    max_size=6,
    unique_by=lambda w: w.replace(" ", "").replace("-", ""),
)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(WORDS)
def test_random_layout_round_trip(words: list[str]) -> None:
    try:
        layout = crisscross.generate(words, time_limit=2, node_limit=1500, max_aspect=None)
    except (NoLayout, BudgetExceeded):
        assume(False)
        return
    text = layout_to_ipuz(layout)
    data = validated(text)
    assert sum(len(data["clues"][d]) for d in ("Across", "Down")) == len(words)
    back = read_ipuz(text)
    assert held(back) == (crisscross.KIND, layout, None)
    assert isinstance(back.puzzle, Layout)
    assert [p.entry for p in back.puzzle.placements] == [p.entry for p in layout.placements]


def test_a_clued_layout_writes_real_clues_and_reads_them_back() -> None:
    clued = crisscross.generate(["ICE CREAM", "Cat", "Tub", "Robot", "Car"], time_limit=5)
    clued = Layout(
        tuple(replace(p, clue=f"clue of {p.entry}") for p in clued.placements), clued.width, clued.height
    )
    text = layout_to_ipuz(clued)
    data = validated(text)
    numbers = crisscross.numbers(clued)
    expected = {"Across" if p.direction == "across" else "Down": [] for p in clued.placements}
    for p in sorted(clued.placements, key=lambda p: numbers[(p.row, p.col)]):
        direction = "Across" if p.direction == "across" else "Down"
        number = numbers[(p.row, p.col)]
        expected[direction].append(
            {"number": number, "clue": f"clue of {p.entry}", "enumeration": enumeration(p.entry)}
        )
    assert {d: data["clues"][d] for d in expected} == expected  # the enumeration in its own field, once
    back = read_ipuz(text)
    assert back.puzzle == clued and [p.clue for p in back.puzzle.placements] == [
        p.clue for p in clued.placements
    ]
    assert [e.clue for e in crisscross.KIND.words(back.puzzle)] == [p.clue for p in clued.placements]


def test_a_kenken_given_inside_a_larger_cage_is_a_fixed_digit() -> None:
    text = edited(kenken_to_ipuz(KENKEN), {"puzzle": [[1, 0, 0, 0]] + [[0] * 4] * 3})
    found = read_ipuz(text)
    assert isinstance(found.puzzle, KenKenPuzzle) and found.puzzle.givens == (((0, 0), 1),)
    single = kenken.parse("2\n1 = r1c1\n2 = r1c2\n3 + r2c1 r2c2\n")
    clash = edited(kenken_to_ipuz(single), {"puzzle": [[2, 0], [0, 0]]})
    with pytest.raises(ParseError, match="the given 2 differs from its one-cell cage's 1"):
        read_ipuz(clash)


GIVEN_B = {  # a clued 2 x 2 crossword whose given B (a numbered cell with a value) rules out the transpose
    "version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 2, "height": 2},
    "puzzle": [[1, {"cell": 2, "value": "B"}], [3, 0]],
    "solution": [["A", "B"], ["C", "D"]],
    "clues": {"Across": [[1, "first"], [3, "second"]], "Down": [[1, "third"], [2, "fourth"]]},
}


def test_a_numbered_cell_with_a_value_stays_given_in_a_clued_crossword(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    # regression: with clues, {"cell": 2, "value": "B"} lost its B: two solutions, no letter drawn
    got = read_ipuz(json.dumps(GIVEN_B))
    assert isinstance(got.puzzle, Layout) and got.puzzle.givens == ((0, 1),)
    path = tmp_path / "given.ipuz"
    path.write_text(json.dumps(GIVEN_B), encoding="utf-8")
    solved = run("solve", str(path), "--format", "json")
    doc = json.loads(solved.out)
    assert (doc["count"], doc["complete"]) == (1, True)
    blank = run("solve", str(path), "--blank", "--format", "svg")
    assert blank.code == 0 and blank.out.count(">B<") == 1 and ">A<" not in blank.out


def test_a_setters_enumeration_is_kept_once_and_round_trips() -> None:
    # regression: "Was in debt (2,2)" came out as "Was in debt (2,2) (4)", the ipuz clue holding both
    layout = crisscross.generate(["OWED", "DOE"], time_limit=5)
    clues = {"OWED": "Was in debt (2,2)", "DOE": "A deer"}
    layout = replace(layout, placements=tuple(replace(p, clue=clues[p.word]) for p in layout.placements))
    data = validated(layout_to_ipuz(layout))
    written = sorted((c["clue"], c["enumeration"]) for d in ("Across", "Down") for c in data["clues"][d])
    assert written == [("A deer", "3"), ("Was in debt", "2,2")]
    back = read_ipuz(layout_to_ipuz(layout)).puzzle
    assert back == layout
    assert crisscross.clue_lists(back) == crisscross.clue_lists(layout)
    assert sorted(c[1:] for d in ("Across", "Down") for c in crisscross.clue_lists(layout)[d]) == [
        ("A deer", "3"),
        ("Was in debt", "2,2"),
    ]
