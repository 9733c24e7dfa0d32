"""Reading fill-in puzzles: both layouts, and one located error per kind of bad input; the writer
``dumps`` read back."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from fillin_gen import fillin_puzzles
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.errors import ParseError
from gridcraft.fillin import FillinPuzzle, dumps, parse, parse_kkck
from gridcraft.grid import Direction
from gridcraft.words import make_entry

DATA = Path(__file__).parent.parent / "data" / "fillin"


def test_sample_grid_words_and_slots() -> None:
    p = parse((DATA / "kkck-example.txt").read_text(encoding="utf-8"))
    assert p.rows == (".....#", ".#.###", ".#.###", "......", ".#.###")
    assert [e.letters for e in p.words] == ["IDYLL", "KRISS", "KROSS", "SOLVER"]
    assert sorted((s.row, s.col, s.direction, s.length) for s in p.slots) == [
        (0, 0, Direction.ACROSS, 5),
        (0, 0, Direction.DOWN, 5),
        (0, 2, Direction.DOWN, 5),
        (3, 0, Direction.ACROSS, 6),
    ]


def test_givens_ragged_rows_underscores_and_spaces() -> None:
    p = parse("! a comment\n\nab_\n_ _\n___#\n\nABC, ABC\n! more\nBAB\nCBA\n")
    assert p.rows == ("AB.#", ".#.#", "...#")
    assert p.givens() == {(0, 0): "A", (0, 1): "B"}
    assert [e.letters for e in p.words] == ["ABC", "ABC", "BAB", "CBA"]


def test_kkck_layout() -> None:
    text = "! kkck's example\n#####\n# #\n# #\n######\n# #\n\nidyll kriss\n  kross\tsolver\n"
    p = parse_kkck(text)
    assert p.rows == (".....#", ".#.###", ".#.###", "......", ".#.###")
    assert [e.letters for e in p.words] == ["IDYLL", "KRISS", "KROSS", "SOLVER"]
    assert [(e.line, e.column) for e in p.words] == [(8, 1), (8, 7), (9, 3), (9, 9)]


def test_kkck_given_letters() -> None:
    p = parse_kkck("##i##\n# d\n# y\n##l###\n# l\n\nidyll kriss kross solver\n")
    assert p.givens() == {(0, 2): "I", (1, 2): "D", (2, 2): "Y", (3, 2): "L", (4, 2): "L"}


def test_nfc_and_case() -> None:
    decomposed = unicodedata.normalize("NFD", "é.\n\nÉT")
    p = parse(decomposed)
    assert p.rows == ("É.",)
    assert p.words[0].letters == "ÉT"


@pytest.mark.parametrize(
    ("text", "line", "col", "words"),
    [
        ("#.?.\n\nAB\n", 1, 3, ["'?' is not a block"]),
        ("..\n.\t\n\nAB, AB\n", 2, 2, ["'\\t' is not a block"]),
        ("..#.\n\nAB\n", 1, 4, ["row 1, column 4 belongs to no slot"]),
        ("...\n\nABC, XY\n", 3, 6, ["2 letters: no slot for XY"]),
        ("...\n\nABC, ABD\n", 3, 1, ["3 letters: 1 slot, 2 words (1 too many)"]),
        # words one line apart by spaces (regression: no hint); the located entry is that line
        (
            "...\n\nXYZ\nABC ABD\n",
            4,
            1,
            [
                "6 letters: no slot for ABC ABD; put one word on a line: 'ABC ABD' is read as one entry of 6 letters"
            ],
        ),
        (
            "....\n...\n\nABCD\n",
            4,
            1,
            ["2 letters: 3 slots, 0 words (3 too few); 3 letters: 1 slot, 0 words"],
        ),
        ("Z..\n\nABC\n", 1, 1, ["given letter Z at row 1, column 1", "no 3-letter word has it as letter 1"]),
        ("...\n\n", 2, 1, ["no word list"]),  # the last line, which exists
        ("...\n", 1, 4, ["no word list"]),  # after the grid's last row
        ("", 1, 1, ["no grid"]),
        ("! only\n\n", 2, 1, ["no grid"]),
        ("###\n\nAB\n", 1, 1, ["no white cell"]),
        ("..\n\nA1\n", 3, 2, ["'1' in 'A1' is not a letter"]),
        ("..\n\nA\n", 3, 1, ["fewer than two letters"]),
    ],
)
def test_errors_name_line_and_column(text: str, line: int, col: int, words: list[str]) -> None:
    with pytest.raises(ParseError) as err:
        parse(text, "p.txt")
    e = err.value
    assert (e.source, e.line, e.column) == ("p.txt", line, col), str(e)
    for w in words:
        assert w in e.message
    assert "\n" not in str(e)


def test_columns_count_characters_as_written() -> None:
    # regression: columns were counted after NFC, so a decomposed letter shifted later columns
    with pytest.raises(ParseError) as caught:
        parse("E\u0301..1\n\nAB")
    assert (caught.value.line, caught.value.column) == (1, 5)
    with pytest.raises(ParseError) as caught:
        parse_kkck("##\n\nA\u030aB C1")
    assert (caught.value.line, caught.value.column) == (3, 6)


def test_kkck_bad_character() -> None:
    with pytest.raises(ParseError) as err:
        parse_kkck("##.#\n\nabcd\n")
    assert (err.value.line, err.value.column) == (1, 3)


# -- the writer -------------------------------------------------------------------------------------
JOINERS = st.sampled_from(["", "", "", " ", "-", "'", "’"])


@st.composite
def respelled(draw: st.DrawFn, case: tuple[FillinPuzzle, tuple[str, ...] | None]) -> FillinPuzzle:
    """A random fill-in puzzle (fillin_gen's) whose entries are spelled as people write them: each
    letter in either case, joiners (space, hyphen, apostrophe) between letters."""
    puzzle, _ = case
    words = []
    for entry in puzzle.words:
        spelling = []
        for i, letter in enumerate(entry.letters):
            spelling.append(draw(JOINERS) if i else "")
            spelling.append(letter.lower() if draw(st.booleans()) else letter)
        words.append(make_entry("".join(spelling)))
    return FillinPuzzle(puzzle.rows, tuple(words))


@settings(max_examples=300, deadline=None)
@given(fillin_puzzles().flatmap(respelled))
def test_dumps_reads_back_equal(puzzle: FillinPuzzle) -> None:
    assert parse(dumps(puzzle)) == puzzle


def test_dumps_keeps_givens_spellings_and_order() -> None:
    puzzle = parse("! a comment\n\nab_\n_ _\n___#\n\nA-bc, ABC\n! more\nB a’B\nCBA\n")
    assert dumps(puzzle) == "! fill-in puzzle: 4 words, 4 x 3\nAB.#\n.#.#\n...#\n\nA-bc\nABC\nB a’B\nCBA\n"
    assert parse(dumps(puzzle)) == puzzle


@pytest.mark.parametrize("read", [parse, parse_kkck])
@pytest.mark.parametrize("text", [None, b"..\n\nAB\n"])
def test_text_must_be_a_string(read: object, text: object) -> None:
    # regression: None failed with an AttributeError from deep inside
    with pytest.raises(TypeError, match=f"^text must be a str, not {type(text).__name__}$"):
        read(text)  # type: ignore[operator]


def test_a_word_list_without_its_blank_line_gets_a_hint() -> None:
    # regression: the comma of the word list was only said to be no block, white cell or letter
    with pytest.raises(
        ParseError, match=r"^f:3:5: ',' is not a block, a white cell or a letter \(a blank line goes"
    ):
        parse("....\n.#.#\nLOVE, LO, VA\n", "f")
