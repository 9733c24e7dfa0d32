"""Keen game IDs: Keen's own IDs read and written back unchanged; generated puzzles round-trip."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_regions

from gridcraft.errors import InvalidPuzzle
from gridcraft.kenken import Cage, KenKenPuzzle, Op, parse, parse_keen_id, to_keen_id

CORPUS = Path(__file__).resolve().parents[2] / "benchmarks" / "kenken_corpus"
KEEN_IDS = sorted(line for path in CORPUS.glob("*.txt") for line in path.read_text().split())


def test_corpus_is_there() -> None:
    assert len(KEEN_IDS) == 300


@pytest.mark.parametrize("chunk", range(6))
def test_keen_ids_written_back_character_for_character(chunk: int) -> None:
    for game_id in KEEN_IDS[chunk::6]:
        puzzle = parse_keen_id(game_id)
        assert to_keen_id(puzzle) == game_id
        assert parse(game_id) == puzzle


def test_sample_cages() -> None:
    puzzle = parse_keen_id("4:_a_7a4_a3,a3a5m12d2s1s1d2m4")
    assert puzzle.cages[0] == Cage(3, Op.ADD, ((0, 0), (1, 0)))
    assert puzzle.cages[-1] == Cage(4, Op.MUL, ((3, 1), (3, 2)))


def test_long_runs_use_z() -> None:
    whole = KenKenPuzzle(16, (Cage(2176, Op.ADD, tuple((r, c) for r in range(16) for c in range(16))),))
    assert to_keen_id(whole) == "16:z19e,a2176"  # 480 joined edges: 19 x 25 + 5, then the end line
    assert parse_keen_id("16:z19e,a2176") == whole
    single = KenKenPuzzle(1, (Cage(1, Op.EQ, ((0, 0),)),))
    assert to_keen_id(single) == "1:_,a1"
    assert parse("1:_,a1") == single


def test_a_cage_without_operation_has_no_keen_id() -> None:
    puzzle = parse("2\n3 r1c1 r1c2\n3 + r2c1 r2c2\n")
    with pytest.raises(InvalidPuzzle, match="no operation"):
        to_keen_id(puzzle)


@st.composite
def puzzles(draw: st.DrawFn) -> KenKenPuzzle:
    """Random cages with random operations and targets (no solution needed for the codec)."""
    n = draw(st.integers(1, 16))
    rng = random.Random(draw(st.integers(0, 2**32)))
    cages = []
    for region in random_regions(n, rng, draw(st.sampled_from([1, 2, 4, 7, 40, 256]))):  # big: long runs
        ops = {1: [Op.EQ], 2: [Op.ADD, Op.SUB, Op.MUL, Op.DIV]}.get(len(region), [Op.ADD, Op.MUL])
        cages.append(Cage(rng.randint(1, 5000), rng.choice(ops), tuple(region)))
    return KenKenPuzzle(n, tuple(cages))


@settings(max_examples=150, deadline=None)
@given(puzzles())
def test_round_trip(puzzle: KenKenPuzzle) -> None:
    game_id = to_keen_id(puzzle)
    assert parse_keen_id(game_id) == puzzle
    assert parse(f"# comment\n{game_id}\n") == puzzle


def test_a_cage_layout_of_the_wrong_length_is_said_in_plain_words() -> None:
    # regression: "too much data in the block structure" (Keen's own jargon) on the page and the command line
    with pytest.raises(
        Exception, match=r"the cage layout after the size is too long for this size"
    ) as caught:
        parse("4:zzz", "p.txt")
    assert str(caught.value).startswith("p.txt:1:3: ")
    with pytest.raises(Exception, match=r"the cage layout after the size is too short for this size"):
        parse("4:_a,a3", "p.txt")
