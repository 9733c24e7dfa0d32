"""Reading the three KenKen spellings, their errors (with line and column), and telling KenKen text apart;
the cage-list writer ``dumps`` read back."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_puzzle

from gridcraft.errors import ParseError
from gridcraft.kenken import MAX_SIZE, Cage, KenKenPuzzle, Op, dumps, looks_like, parse

DATA = Path(__file__).resolve().parent.parent / "data"
KK = DATA / "kenken"

TATHAM = KenKenPuzzle(
    4,
    (
        Cage(3, Op.ADD, ((0, 0), (1, 0))),
        Cage(5, Op.ADD, ((0, 1), (0, 2))),
        Cage(12, Op.MUL, ((0, 3), (1, 3))),
        Cage(2, Op.DIV, ((1, 1), (2, 1))),
        Cage(1, Op.SUB, ((1, 2), (2, 2))),
        Cage(1, Op.SUB, ((2, 0), (3, 0))),
        Cage(2, Op.DIV, ((2, 3), (3, 3))),
        Cage(4, Op.MUL, ((3, 1), (3, 2))),
    ),
)


@pytest.mark.parametrize(
    "name", ["tatham-4x4-easy.txt", "tatham-4x4-easy-cages.txt", "tatham-4x4-easy-map.txt"]
)
def test_three_spellings_of_one_puzzle(name: str) -> None:
    text = (KK / name).read_text(encoding="utf-8")
    assert looks_like(text)
    assert parse(text, name) == TATHAM


def test_cage_list_sample() -> None:
    puzzle = parse((KK / "wikipedia-6x6.txt").read_text(encoding="utf-8"))
    assert puzzle.size == 6 and len(puzzle.cages) == 15
    assert puzzle.cages[0] == Cage(11, Op.ADD, ((0, 0), (1, 0)))
    assert Cage(240, Op.MUL, ((2, 0), (2, 1), (3, 0), (3, 1))) in puzzle.cages


def test_targets_without_operation_and_single_cells() -> None:
    puzzle = parse("2\n3 r1c1 r1c2\n1 r2c1\n2 + r2c2\n")
    assert puzzle.cages == (
        Cage(3, None, ((0, 0), (0, 1))),
        Cage(1, Op.EQ, ((1, 0),)),
        Cage(2, Op.EQ, ((1, 1),)),  # a single cell written with '+' still fixes the cell
    )
    assert parse("ab\ncd\n\na 1\nb: 2 x\nc 2=\nd 1\n") == KenKenPuzzle(
        2, tuple(Cage(v, Op.EQ, (divmod(i, 2),)) for i, v in enumerate((1, 2, 2, 1)))
    )


def test_commas_between_cells() -> None:
    assert parse("2\n3 + A1, B1\n3 +, A2,B2\n,\n") == parse("2\n3 + A1 B1\n3 + A2 B2\n")


def test_nfc_and_unicode_operators() -> None:
    decomposed = "2\n2 \u00f7 r1c1 r1c2\n3 \u2212 r2c1 r2c2\n"
    assert [c.op for c in parse(decomposed).cages] == [Op.DIV, Op.SUB]


def test_byte_order_mark_and_crlf() -> None:
    assert parse("\ufeff4:_a_7a4_a3,a3a5m12d2s1s1d2m4\r\n") == TATHAM
    text = (KK / "tatham-4x4-easy-map.txt").read_text(encoding="utf-8")
    assert looks_like("\ufeff" + text.replace("\n", "\r\n"))
    assert parse("\ufeff" + text.replace("\n", "\r\n")) == TATHAM


def test_keen_id_with_parameters_and_comments() -> None:
    assert parse("# a comment\n\n  4de:_a_7a4_a3,a3a5m12d2s1s1d2m4  \n") == TATHAM


def test_sizes_one_and_sixteen() -> None:
    assert parse("1\n1 = r1c1\n") == KenKenPuzzle(1, (Cage(1, Op.EQ, ((0, 0),)),))
    rows = [" ".join(f"{chr(65 + c)}{r + 1}" for c in range(16)) for r in range(16)]
    puzzle = parse("16\n" + "\n".join(f"136 + {row}" for row in rows) + "\n")
    assert puzzle.size == 16 and len(puzzle.cages) == 16


CAGE_LIST_ERRORS = [
    # (text, line, column, words in the message)
    ("4\n3 + A1 A2\n", 1, 1, "no cage"),
    ("2\n3 + r1c1 r1c2\n3 + r1c2 r2c2 r2c1\n", 3, 5, "two cages"),
    ("2\n3 + r1c1 r1c2\n3 + r2c1 r2c1\n", 3, 10, "listed twice in this cage"),
    ("2\n3 + r1c1 r2c2\n3 + r1c2 r2c1\n", 2, 1, "not connected"),
    ("2\n3 - r1c1 r1c2 r2c1\n1 r2c2\n", 2, 3, "two cells"),
    ("2\n3 / r1c1\n1 r1c2 r2c1 r2c2\n", 2, 3, "two cells"),
    ("2\n3 = r1c1 r1c2\n3 + r2c1 r2c2\n", 2, 3, "one cell"),
    ("2\n3+ r1c1 r1c2\n3= r2c1 r2c2\n", 3, 2, "one cell"),
    ("2\n0 + r1c1 r1c2\n3 + r2c1 r2c2\n", 2, 1, "positive integer"),
    ("2\n  2.5 + r1c1 r1c2\n3 + r2c1 r2c2\n", 2, 3, "positive integer"),
    ("2\n-3 r1c1 r1c2\n3 + r2c1 r2c2\n", 2, 1, "positive integer"),
    ("2\n3 + r1c1 r1c3\n", 2, 10, "outside"),
    ("2\n3 + A1 C1\n", 2, 8, "outside"),
    ("4\n11 / r1\n", 2, 6, "cell r1 has no column: write r1c2"),  # regression: read as column R
    ("2\n3 % r1c1 r1c2\n", 2, 3, "operation"),
    ("2\n3 + r1c1 q\n", 2, 10, "cell"),
    ("2\n3 +\n", 2, 4, "at least one cell"),
    ("17\n", 1, 1, "between 1 and 16"),
    ("\n  0\n", 2, 3, "between 1 and 16"),
    ("\n# nothing\n", 1, 1, "empty"),
]


@pytest.mark.parametrize(("text", "line", "column", "words"), CAGE_LIST_ERRORS)
def test_cage_list_errors(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ParseError) as err:
        parse(text, "p.txt")
    assert (err.value.line, err.value.column, err.value.source) == (line, column, "p.txt")
    assert words in err.value.message
    assert str(err.value).startswith(f"p.txt:{line}:{column}: ")


CAGE_MAP_ERRORS = [
    ("aab\nccb\n\na 3+\nb 3+\nc 3+\n", 1, 3, "expected 2"),  # 2 rows of 3: the first row is too long
    ("ab\nc\n\na 1\nb 2\nc 3+\n", 2, 2, "expected 2"),
    ("a b\nc d e\n\na 1\n", 2, 5, "expected 2"),
    ("ab\nab\n\na 3+\n", 1, 2, "no cage"),
    ("ab\nab\n\na 3+\nb 3+\nc 1\n", 6, 1, "not in the cage map"),
    ("ab\nab\n\na 3+\nb 3+\na 3+\n", 6, 1, "two clues"),
    ("ab\nba\n\na 3+\nb 3+\n", 1, 1, "not connected"),
    ("aa\nab\n\na 4-\nb 1\n", 4, 4, "two cells"),
    ("aa\nbb\n\na 1=\nb 3+\n", 4, 4, "one cell"),
    ("aa\nbb\n\na 0+\nb 3+\n", 4, 3, "positive integer"),
    ("aa\nbb\n\na: x+\nb 3+\n", 4, 4, "positive integer"),
    ("aa\nbb\n\na\nb 3+\n", 4, 2, "needs a target"),
    ("aa\nbb\n", 2, 3, "legend"),  # after the last row: a line that exists
    ("a b\nc dd\n\na 1\n", 1, 3, "label 'b' has no clue"),  # labels may be longer, separated by spaces
]


@pytest.mark.parametrize(("text", "line", "column", "words"), CAGE_MAP_ERRORS)
def test_cage_map_errors(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ParseError) as err:
        parse(text)
    assert (err.value.line, err.value.column) == (line, column), err.value.message
    assert words in err.value.message


KEEN_ERRORS = [
    ("4:_a_7a4_a3,a3a5m12d2s1s1d2m", 1, 29, "needs a target"),
    ("4:_a_7a4_a3", 1, 12, "expected ','"),
    ("4:_a_7a4!a3,a3a5m12d2s1s1d2m4", 1, 9, "unexpected '!'"),
    ("4:_a_7a4_a3,a3a5m12d2s1s1d2", 1, 28, "too few clues"),
    ("4:_a_7a4_a3,a3a5m12d2s1s1d2m4a1", 1, 30, "too many clues"),
    ("4:_a_7a4_a3,a3a5m12d2s1s1d2q4", 1, 28, "unknown clue"),
    ("6:_a_aa__aa_a__b_aba3_3a_4aa_a_a__b_a,a11d2m20s6s3d3m240m6m6a7m30m6a9a8d2", 1, 47, "two-cell cage"),
    ("4:_a_7a4_a3,a0a5m12d2s1s1d2m4", 1, 14, "positive integer"),
    ("4:_a_7,a3", 1, 7, "too short for this size"),
    ("4:_a_7a4_a3z,a3", 1, 12, "too long for this size"),
    ("17:_,a1", 1, 1, "between 1 and 16"),
    ("# keen\n  3d!:_,a1", 2, 5, "'!'"),
    ("4:_a_7a4_a3,a3a5m12d2s1s1d2m4\nmore", 2, 1, "after the game ID"),
]


@pytest.mark.parametrize(("text", "column"), [("6#123456", 2), ("\n  6dn#521787390183461\n", 6)])
def test_a_keen_random_seed_is_named_with_what_to_paste_instead(text: str, column: int) -> None:
    assert looks_like(text)
    with pytest.raises(ParseError) as err:
        parse(text)
    size = text.strip()[0]
    assert (err.value.line, err.value.column) == (text.count("\n", 0, text.index("#")) + 1, column)
    assert err.value.message == (
        f"{text.strip()!r} is a Keen random seed, not a puzzle description: paste the puzzle's "
        f"descriptive game ID instead, {size}:... (Keen shows it under Game > Specific...)"
    )


@pytest.mark.parametrize(("text", "line", "column", "words"), KEEN_ERRORS)
def test_keen_id_errors(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ParseError) as err:
        parse(text)
    assert (err.value.line, err.value.column) == (line, column), err.value.message
    assert words in err.value.message


def test_looks_like_tells_kenken_from_fill_in() -> None:
    others = [DATA / "mul-fillin.txt", DATA / "mul.txt", *sorted((DATA / "fillin").rglob("*.txt"))]
    for path in others:
        assert not looks_like(path.read_text(encoding="utf-8")), path
    for path in sorted(KK.glob("*.txt")):
        if ".solved" not in path.name and ".blank" not in path.name:
            assert looks_like(path.read_text(encoding="utf-8")), path
    assert not looks_like("#....\n..#..\n\nCAT\nDOG, ICE CREAM\n")
    assert not looks_like("ab\ncd\n\nAB\nCD\n")  # a letter grid and words: a fill-in
    assert not looks_like("")
    assert looks_like("ab\ncd\n\na 3\nb 1+\nc: 2 x\nd 4\n")
    assert looks_like("! not a fill-in comment here\n# comment\n3\n")
    assert looks_like("9du:_a,a1")


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(alphabet="0123456789 \n\t#:,+-x*/=×÷rcRCABabd_sz!.", max_size=60),
        st.sampled_from(
            [
                (KK / "tatham-4x4-easy-cages.txt").read_text(encoding="utf-8"),
                (KK / "tatham-4x4-easy-map.txt").read_text(encoding="utf-8"),
                "4:_a_7a4_a3,a3a5m12d2s1s1d2m4",
            ]
        ).flatmap(lambda text: st.integers(0, len(text)).map(lambda cut: text[:cut])),
    )
)
def test_any_text_parses_or_raises_a_located_parse_error(text: str) -> None:
    try:
        puzzle = parse(text)
    except ParseError as err:
        assert err.line >= 1 and err.column >= 1 and err.message
    else:
        assert puzzle.size >= 1


# -- the cage-list writer ---------------------------------------------------------------------------
@st.composite
def kenken_puzzles(draw: st.DrawFn) -> KenKenPuzzle:
    """A random puzzle of any size (kenken_gen's random Latin square cut into random cages), some or
    all of its cages of two or more cells without an operation."""
    n = draw(st.integers(1, MAX_SIZE))
    max_size = draw(st.integers(1, 6))
    no_op = draw(st.sampled_from([0.0, 0.3, 1.0]))
    puzzle, _ = random_puzzle(
        n, random.Random(draw(st.integers(0, 2**32 - 1))), max_size=max_size, no_op=no_op
    )
    return puzzle


@settings(max_examples=300, deadline=None)
@given(kenken_puzzles())
def test_dumps_reads_back_equal(puzzle: KenKenPuzzle) -> None:
    text = dumps(puzzle)
    assert looks_like(text)
    assert parse(text) == puzzle


def test_dumps_writes_a_cage_without_operation_as_its_target() -> None:
    puzzle = KenKenPuzzle(2, (Cage(3, None, ((0, 0), (0, 1))), Cage(3, Op.ADD, ((1, 0), (1, 1)))))
    assert dumps(puzzle) == "2\n3 r1c1 r1c2\n3 + r2c1 r2c2\n"
    assert parse(dumps(puzzle)) == puzzle


@pytest.mark.parametrize("text", [None, b"2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n"])
def test_text_must_be_a_string(text: object) -> None:
    # regression: None failed with an AttributeError from deep inside
    with pytest.raises(TypeError, match=f"^text must be a str, not {type(text).__name__}$"):
        parse(text)  # type: ignore[arg-type]


def test_a_second_puzzle_in_one_file_is_named() -> None:
    two_lists = "2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n\n2\n3 + r1c1 r2c1\n3 + r1c2 r2c2\n"
    with pytest.raises(ParseError, match=r"^f:5:1: another puzzle starts here: a file holds one puzzle"):
        parse(two_lists, "f")
    with pytest.raises(ParseError, match=r"^f:2:1: another puzzle starts here"):
        parse("2:b__,a3a3\n2:b__,a3a3\n", "f")


def test_the_json_of_make_reads_when_it_holds_one_puzzle() -> None:
    import json

    from gridcraft.kenken import is_made_json, read_made_json

    one = json.dumps({"puzzles": [{"keen": "2:b__,a3a3", "grade": "easy"}]})
    assert is_made_json(one) and read_made_json(one) == parse("2:b__,a3a3")
    two = json.dumps({"puzzles": [{"keen": "2:b__,a3a3"}, {"keen": "2:b__,a3a3"}]})
    with pytest.raises(ParseError, match="holds 2 puzzles"):
        read_made_json(two, "f")
    assert not is_made_json('{"placements": []}') and not is_made_json("2\n")


def test_cage_map_labels_of_several_characters_and_a_size_written_nxn() -> None:
    longer = parse("a1 a1\nb22 b22\n\na1 3+\nb22: 3 +\n")
    assert (
        longer == parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n") == parse("2x2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    )
    # regression: "2*2" was read as a cage map row of three labels
    assert (
        longer
        == parse("2*2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n")
        == parse("2 \u00d7 2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    )
    with pytest.raises(ParseError, match=r"^<string>:1:1: a KenKen grid is square, not 2 x 3$"):
        parse("2x3\n3 + r1c1 r1c2\n")
    with pytest.raises(ParseError, match="has 1 label, expected 2"):
        parse("a\nb a\n\na 3+\nb 3+\n")


@pytest.mark.parametrize(
    "head", ["6*", "6x", "size 6", "Size: 6", "n = 6", "6 by 6", "6x6x6", "-4", "4.0", "x4"]
)
def test_a_size_line_of_another_spelling_is_named(head: str) -> None:
    # regression: "6*" was taken for a fill-in grid row and "size 6" for a cage map row
    from gridcraft.kinds import detect

    text = f"{head}\n11 + a1 a2\n"
    assert looks_like(text) and detect(text).name == "kenken"
    with pytest.raises(
        ParseError,
        match="^" + re.escape(f"f:1:1: '{head}' is not a grid size: write the size as 6 or 6x6") + "$",
    ):
        parse(text, "f")


def test_a_size_written_as_a_word_is_named() -> None:
    # regression: "four" was read as a fill-in grid row, and the cages as its word list
    from gridcraft.kinds import detect

    text = "Four  # the size\n\n6 + a1 a2\n"
    assert looks_like(text) and detect(text).name == "kenken"
    with pytest.raises(
        ParseError,
        match="^"
        + re.escape("f:1:1: 'Four' is not a grid size: write the size in digits, as 4 or 4x4")
        + "$",
    ):
        parse(text, "f")
    assert not looks_like("four\n.#..\n\nFOUR\n")  # a fill-in whose top row is given letters


def test_digits_given_inside_larger_cages() -> None:
    from gridcraft.errors import InvalidPuzzle
    from gridcraft.kenken import grade, render_text, solutions, to_ipuz, to_keen_id, verify
    from gridcraft.kinds import read_ipuz

    text = (
        "3\n6 + r1c1 r1c2 r1c3\n6 + r2c1 r2c2 r2c3\n6 + r3c1 r3c2 r3c3\nr1c1 = 1\nB1 = 2\nr2c2=1\nr3c2 = 3\n"
    )
    puzzle = parse(text)
    assert puzzle.givens == (((0, 0), 1), ((0, 1), 2), ((1, 1), 1), ((2, 1), 3))
    assert parse(dumps(puzzle)) == puzzle and read_ipuz(to_ipuz(puzzle)).puzzle == puzzle
    (only,) = list(solutions(puzzle, 2))
    assert only == ((1, 2, 3), (3, 1, 2), (2, 3, 1)) and grade(puzzle).label == "easy"
    assert (
        verify(puzzle, ((2, 1, 3), (3, 2, 1), (1, 3, 2)))
        == [
            "r1c1 holds 2, not its given 1",
            "r1c2 holds 1, not its given 2",
            "r2c2 holds 2, not its given 1",
            "r3c2 holds 3, not its given 3",
        ][:3]
    )
    assert "| 1   2" in render_text(puzzle)  # the blank puzzle shows its givens
    with pytest.raises(ParseError, match="the given r2c1 = 1 repeats the given r1c1 = 1 in column 1"):
        parse("3\n6 + r1c1 r1c2 r1c3\n6 + r2c1 r2c2 r2c3\n6 + r3c1 r3c2 r3c3\nr1c1 = 1\nr2c1 = 1\n")
    clash = parse(
        "3\n6 + r1c1 r1c2 r1c3\n6 + r2c1 r2c2 r2c3\n6 + r3c1 r3c2 r3c3\nr1c1 = 1\nr2c2 = 3\nr3c3 = 1\n"
    )
    assert list(solutions(clash, 2)) == [] and grade(clash).label == "no solution"  # no digit left for r2c1
    with pytest.raises(InvalidPuzzle, match="no given digits"):
        to_keen_id(puzzle)
    with pytest.raises(ParseError, match=r"^<string>:2:8: a given is a digit 1 to 3, not 4$"):
        parse("3\nr1c1 = 4\n")


def test_givens_that_repeat_in_a_line_are_named() -> None:
    with pytest.raises(ParseError, match="the given r1c3 = 1 repeats the given r1c1 = 1 in row 1"):
        parse("3\n6 + r1c1 r1c2 r1c3\n6 + r2c1 r2c2 r2c3\n6 + r3c1 r3c2 r3c3\nr1c1 = 1\nr1c3 = 1\n")


def test_numbers_too_long_for_any_grid_are_named_not_converted() -> None:
    """Python refuses to convert integers of more than 4300 digits; such a target or size once
    ended as an internal error (exit 70). Now each is a located parse error."""
    huge = "9" * 5000
    with pytest.raises(ParseError) as err:
        parse(f"2\n{huge} x r1c1 r1c2\n3 + r2c1 r2c2\n", "t.txt")
    assert str(err.value).startswith("t.txt:2:1: a target of 5000 digits is larger than any cage can make")
    with pytest.raises(ParseError, match="grid size must be between 1 and 16, not a number of 5000 digits"):
        parse(f"{huge}\n3 + r1c1 r1c2\n")
    with pytest.raises(ParseError, match="a target of 5000 digits"):
        parse(f"2:b__,m{huge}a3")
    with pytest.raises(ParseError, match="not a number of 5000 digits"):
        parse(f"{huge}:b__,a3a3")
    assert parse("2\n" + "9" * 300 + " x r1c1 r1c2\n3 + r2c1 r2c2\n").cages[0].target == int("9" * 300)


def test_a_cage_list_without_its_size_line_is_named() -> None:
    # regression: "3 + A1 A2" on the first line was read as a fill-in grid row
    from gridcraft.kinds import detect

    text = "3 + A1 A2\n1 - B1 B2\n"
    assert detect(text).name == "kenken"
    with pytest.raises(
        ParseError, match="^f:1:1: a cage list starts with the grid size on a line of its own"
    ):
        parse(text, "f")


def test_a_legend_line_without_a_label() -> None:
    # regression (found by the property test below): a legend line ":" raised AttributeError
    with pytest.raises(ParseError, match="^<string>:3:1: a legend line starts with a cage's label"):
        parse(":\n\n:")


def test_a_legend_with_an_unknown_operation_says_so() -> None:
    # regression: "a 3^" said "a target must be a positive integer, not '3^'", where the cage list
    # says "unknown operation"
    with pytest.raises(ParseError, match=r"^f:4:4: unknown operation '\^'"):
        parse("a b\na b\n\na 3^\nb 3+\n", "f")
