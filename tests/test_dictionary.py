"""Dictionaries for the filler: the setters' scored lists read and normalised, the built-in one."""

from __future__ import annotations

import pytest

from gridcraft.dictionary import (
    DEFAULT_SCORE,
    builtin,
    builtin_dictionary,
    combine,
    merge,
    parse_dictionary,
    read_dictionary,
)
from gridcraft.errors import ParseError
from gridcraft.words import enumeration


def test_entries_are_normalised_as_every_word_list() -> None:
    assert parse_dictionary("ice cream;60\nçay\nİstanbul;3\n", lang="tr") == {
        "İCECREAM": 60,
        "ÇAY": DEFAULT_SCORE,
        "İSTANBUL": 3,
    }
    assert parse_dictionary("e\u0301te\u0301;7\n") == {"ÉTÉ": 7}  # NFC
    assert parse_dictionary("été\n", fold=True) == {"ETE": DEFAULT_SCORE}


def test_the_highest_score_of_an_entry_listed_twice_is_kept() -> None:
    assert parse_dictionary("cat;40\nCAT;70\ncat;10\n") == {"CAT": 70}
    assert merge([{"CAT": 1, "DOG": 5}, {"CAT": 9}]) == {"CAT": 9, "DOG": 5}


def test_bad_lines_are_located() -> None:
    with pytest.raises(ParseError, match="the score '4.5' is not a whole number") as caught:
        parse_dictionary("# c\nCAT;4.5\n", "d.txt")
    assert (caught.value.line, caught.value.column) == (2, 5)
    with pytest.raises(ParseError, match="fewer than two letters"):
        parse_dictionary("A;3\n")


def test_the_builtin_dictionary() -> None:
    words = builtin()
    assert len(words) > 200_000
    assert words["THE"] == 100 and 1 <= min(words.values())
    assert all(w.isascii() and w.isalpha() and w.isupper() for w in words)


def test_a_dictionary_without_entries_is_refused() -> None:
    # regression: an empty --words file gave "no fill: 1-Across cannot be an entry"
    for text in ("", "# only a comment\n\n"):
        with pytest.raises(ParseError, match="the dictionary holds no entries") as caught:
            parse_dictionary(text, "d.txt")
        assert (caught.value.line, caught.value.column) == (1, 1)


@pytest.mark.parametrize(("line", "score"), [("CAT;101", 101), ("CAT; -3", -3), ("CAT;1000", 1000)])
def test_a_score_outside_0_to_100_is_refused_at_its_column(line: str, score: int) -> None:
    # regression: scores outside the scale were taken as written
    with pytest.raises(ParseError, match=f"the score {score} is outside 0 to 100") as caught:
        parse_dictionary(f"DOG;100\nEMU;0\n{line}\n", "d.txt")
    assert (caught.value.line, caught.value.column) == (3, line.index(str(score)) + 1)


def test_entries_keep_their_word_breaks() -> None:
    d = read_dictionary("ice  cream;60\nT-shirt\nCAT\ndon't;30\n")
    assert d.scores == {"ICECREAM": 60, "TSHIRT": 50, "CAT": 50, "DONT": 30}
    assert d.forms == {"ICECREAM": "ice cream", "TSHIRT": "T-shirt", "DONT": "don't"}
    assert d.form("CAT") == "CAT" and enumeration(d.form("ICECREAM")) == "3,5"


def test_lists_combine_by_weight_and_a_never_list_takes_entries_out() -> None:
    mine = read_dictionary("hot dog;40\nCAT;90\n", weight=2.0)
    assert mine.scores == {"HOTDOG": 80, "CAT": 100}  # weighted, within 0 to 100
    other = read_dictionary("HOTDOG;85\nEMU;20\n")
    both = combine([mine, other], never={"EMU"})
    assert both.scores == {"HOTDOG": 85, "CAT": 100} and both.forms == {}  # the winner's form
    assert combine([other, mine]).forms == {}
    assert combine([read_dictionary("HOTDOG;10\n"), mine]).form("HOTDOG") == "hot dog"


def test_the_builtin_dictionary_keeps_phrases() -> None:
    d = builtin_dictionary()
    phrases = [letters for letters, form in d.forms.items() if " " in form]
    assert len(phrases) > 10_000
    assert d.form("ICECREAM") == "ICE CREAM" and d.scores["ICECREAM"] >= 50
