"""The maker: 20 puzzles per direction setting checked by the independent checker, refusals,
sizes, shapes, messages, budgets and seeds."""

from __future__ import annotations

import math

import pytest
from wordsearch_check import check
from wordsearch_lists import OCTAGON, word_list

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, InvalidPuzzle, ParseError
from gridcraft.wordsearch import NoFit, WordConflict, find, make


@pytest.mark.parametrize("directions", ["easy", "medium", "hard"])
def test_ten_made_puzzles_per_setting_pass_the_independent_check(directions: str) -> None:
    for i in range(10):  # every list size of 6 to 10 words twice, one with a message
        words = word_list(i, 6 + i % 5)
        message = "Well done, you found them all" if i % 5 == 4 else None
        mask = OCTAGON if i % 7 == 6 else None
        side = math.isqrt(sum(len(w) for w in words)) + 2  # roomy: the test is of the checks, not the size
        size = "auto" if i % 3 == 0 or message or mask else (side, side)
        puzzle = make(words, directions=directions, seed=i, message=message, mask=mask, size=size)
        assert check(puzzle) == [], (directions, i, words)
        assert puzzle.message == message
        allowed = set(puzzle.directions)
        assert all(p.direction in allowed for p in puzzle.placements)
        if mask is not None:
            assert [[x is not None for x in row] for row in puzzle.grid] == [
                [ch == "#" for ch in line] for line in mask.splitlines()
            ]


def test_the_same_seed_makes_the_same_puzzle_and_another_seed_another() -> None:
    words = word_list(1, 8)
    assert make(words, seed=5) == make(words, seed=5)
    assert make(words, seed=5).grid != make(words, seed=6).grid


def test_presets_and_lists_of_directions() -> None:
    words = word_list(2, 6)
    assert make(words, directions="easy").directions == ("right", "down")
    assert make(words, directions="medium").directions == ("right", "down", "down-right", "down-left")
    assert len(make(words, directions="hard").directions) == 8
    mine = make(words, directions=["up", "left"])
    assert mine.directions == ("left", "up") and {p.direction for p in mine.placements} <= {"left", "up"}
    with pytest.raises(InvalidPuzzle, match="sideways"):
        make(words, directions=["sideways"])
    with pytest.raises(InvalidPuzzle, match="unknown directions"):
        make(words, directions="expert")


def test_a_word_inside_another_is_refused_naming_both() -> None:
    with pytest.raises(WordConflict, match="'CAT' is inside 'CATS'") as caught:
        make(["CATS", "DOG", "CAT"], directions="easy")
    assert caught.value.words == ("CAT", "CATS")
    with pytest.raises(WordConflict, match="'art' is inside 'party'"):
        make(["party", "art"], directions="hard")


@pytest.mark.parametrize(
    ("words", "reason"),
    [
        (["LEVEL", "TIGER"], "'LEVEL' reads the same backwards"),
        (["DOG", "GOD", "EMU"], "'DOG' is 'GOD' read backwards"),
        (["CATS", "TAC"], "'TAC' read backwards is inside 'CATS'"),
    ],
)
def test_reverses_are_refused_when_every_direction_has_its_reverse(words: list[str], reason: str) -> None:
    with pytest.raises(WordConflict, match=reason):
        make(words, directions="hard")
    with pytest.raises(WordConflict, match=reason):
        make(words, directions=["right", "left"])


@pytest.mark.parametrize("words", [["LEVEL", "TIGER"], ["DOG", "GOD", "EMU"], ["CATS", "TAC"]])
def test_reverses_are_handled_with_one_way_directions(words: list[str]) -> None:
    for directions in ("easy", "medium", ["right", "left", "down"]):
        puzzle = make(words, directions=directions, seed=3)
        assert check(puzzle) == []
    puzzle = make(words, directions=["right", "left", "down"], seed=3)
    longest = max(words, key=len)
    assert {p.word: p.direction for p in puzzle.placements}[longest] == "down"


def test_bad_words_are_parse_errors_at_their_index() -> None:
    with pytest.raises(ParseError, match="repeats") as caught:
        make(["CAT", "DOG", "cat"])
    assert caught.value.line == 3
    with pytest.raises(ParseError, match="not a letter"):
        make(["CAT", "D0G"])


def test_auto_size_is_the_smallest_square_from_the_lower_bound() -> None:
    puzzle = make(["ALPHABET", "BETA", "GAMMA"], directions="easy")
    assert (puzzle.width, puzzle.height) == (8, 8)  # the longest word sets the bound
    words = word_list(4, 10)
    letters = sum(len(w) for w in words)
    made = make(words, directions="hard")
    assert made.width == made.height and made.width**2 >= letters * 0.7


def test_a_fixed_size_is_kept_or_refused() -> None:
    puzzle = make(["CAT", "DOG", "EMU"], size=(5, 4), directions="easy")
    assert (puzzle.width, puzzle.height) == (5, 4)
    with pytest.raises(NoFit, match="6 letters"):
        make(["CASTLE", "DOG"], size=(5, 5), directions="easy")
    with pytest.raises(NoFit, match="no placement exists"):
        make(["ABC", "DEF", "GHI", "JKL"], size=(3, 3), directions="easy")


def test_a_message_fills_exactly_the_leftover_cells() -> None:
    puzzle = make(["CAT", "DOG", "EMU", "YAK"], message="Hi there, reader!", directions="easy", seed=2)
    assert check(puzzle) == [] and puzzle.width * puzzle.height == 24  # 12 letters + 13, sharing the A
    with pytest.raises(NoFit, match="no placement exists"):  # 4 x 4 would need 3 shared letters: only A is
        make(["CAT", "DOG", "EMU", "YAK"], message="Hi there", directions="easy", size=(4, 4))
    with pytest.raises(NoFit, match="a message of 30 letters"):
        make(["CAT", "DOG"], size=(4, 4), message="x" * 30)
    with pytest.raises(NoFit, match="message of 2 letters"):
        make(["CAT", "DOG"], size=(6, 6), message="ok")


def test_a_mask_from_text_or_booleans() -> None:
    heart = ["#.#", "###", ".#."]
    puzzle = make(["AB", "CD"], mask=heart, directions=["right", "down"], seed=1)
    assert puzzle.grid[0][1] is None and puzzle.grid[2][0] is None and puzzle.grid[2][2] is None
    assert check(puzzle) == []
    bools = [[x == "#" for x in row] for row in heart]
    assert make(["AB", "CD"], mask=bools, directions=["right", "down"], seed=1) == puzzle
    with pytest.raises(NoFit, match="no cell"):
        make(["AB"], mask="...")


def test_a_budget_that_runs_out_raises_budget_exceeded() -> None:
    with pytest.raises(BudgetExceeded):
        make(word_list(5, 10), budget=Budget(node_limit=2))


def test_every_word_once_through_find() -> None:
    puzzle = make(word_list(6, 8), directions="hard", seed=9)
    findings = find(puzzle.grid, puzzle.words, puzzle.directions)
    assert findings.ok and not findings.missing and not findings.twice
    assert [findings.found[w][0] for w in puzzle.words] == list(puzzle.placements)


def test_a_message_without_a_letter_is_refused() -> None:
    # regression: `--message 123` was dropped whole without a word and the file said "message: 123"
    for message in ("123", "!? 42"):
        with pytest.raises(InvalidPuzzle, match="has no letter to hide"):
            make(["CAT", "DOG", "BIRD", "FISH"], message=message)
    assert make(["CAT", "DOG", "BIRD", "FISH"], message="hi!").message == "hi!"


def test_every_word_that_reads_the_same_backwards_is_named() -> None:
    # regression: only the first palindrome was named
    with pytest.raises(WordConflict) as caught:
        make(["LEVEL", "TIGER", "NOON", "RADAR", "DOG", "GOD", "CATS", "TAC"], directions="hard")
    assert str(caught.value).startswith(
        "'LEVEL', 'NOON' and 'RADAR' read the same backwards; 'DOG' is 'GOD' read backwards; "
        "'TAC' read backwards is inside 'CATS', and the directions include"
    )
    assert set(caught.value.words) == {"LEVEL", "NOON", "RADAR", "DOG", "GOD", "CATS", "TAC"}


def test_a_time_limit_decides_nothing() -> None:
    words = word_list(9, 12)
    for directions in ("medium", "hard"):
        assert make(words, directions=directions, seed=4, budget=Budget(time_limit=600)) == make(
            words, directions=directions, seed=4
        )


def test_a_node_budget_spent_while_trying_smaller_squares_keeps_the_smallest_made() -> None:
    words = word_list(10, 16)
    free = make(words, directions="hard", seed=2)
    first = make(words, directions="hard", seed=2, budget=Budget(node_limit=250))
    assert first.width == free.width + 1 and check(first) == []
    assert make(words, directions="hard", seed=2, budget=Budget(node_limit=250)) == first
