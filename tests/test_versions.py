"""A set's versions: letters, titles in the words' language, the check of their number, a
maker's versions that repeat one another left out, a list with one layout said plainly."""

from __future__ import annotations

import pytest

from gridcraft.crisscross import generate
from gridcraft.versions import check_count, distinct, layout_versions, letter, version_title


def test_letters_and_titles() -> None:
    assert [letter(k) for k in (0, 1, 25)] == ["A", "B", "Z"]
    with pytest.raises(ValueError, match="A to Z"):
        letter(26)
    assert version_title("Animals", 0) == "Animals — version A"
    assert version_title("Животные", 1, words=["Мул", "Сом"]) == "Животные — вариант B"  # the words' language
    assert version_title("Tiere", 2, "de") == "Tiere — Gruppe C"


def test_the_number_of_versions() -> None:
    assert check_count(2) is None and check_count(26) is None
    assert check_count(1) == "versions must be 2 to 26 (A to Z), not 1"
    assert check_count(27) is not None


def test_a_repeated_puzzle_ends_the_set() -> None:
    assert distinct(["x", "y", "z"]) == (["x", "y", "z"], [])
    kept, warnings = distinct(["x", "y", "x", "z"])
    assert kept == ["x", "y"]
    assert warnings == [
        "version C left out: its seed made the same puzzle as version A; 2 versions made, A to B"
    ]


def test_a_list_with_one_layout_is_said_plainly() -> None:
    first = generate(["cab", "bed"], node_limit=1_000)
    made, warnings = layout_versions(first, 3, seed=0)
    assert made == [first]
    said = (
        "version B left out: no other layout of these words differs from the versions before it (a short "
        "list may have one layout); only version A made"
    )
    assert warnings == [said]
