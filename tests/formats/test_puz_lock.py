"""Locked .puz solutions: our unscrambling against puzpy's scrambling (an independent
implementation), the key search, and a file no key unlocks."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import puz  # type: ignore[import-untyped]  # puzpy: the scrambler and the checksums
import pytest

from gridcraft.formats.puz_lock import (
    checksum,
    checksums,
    column_order,
    english_distance,
    keys,
    unlock,
    unscramble,
)

FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"


def test_the_checksum_is_puzpys() -> None:
    rng = random.Random(7)
    for size in (0, 1, 5, 300):
        data = bytes(rng.randrange(256) for _ in range(size))
        assert checksum(data) == puz.data_cksum(data)
    texts = [bytes(rng.randrange(256) for _ in range(40)) for _ in range(50)]
    assert checksums(texts) == [puz.data_cksum(t) for t in texts] and checksums([]) == []


@pytest.mark.parametrize("key", [0, 7, 1234, 7844, 9999, 5005])
def test_unscramble_undoes_puzpys_scramble(key: int) -> None:
    p = puz.read(str(FILES / "av110622.puz"))
    letters = bytes(ord(p.solution[i]) for i in column_order(p.solution, p.width, p.height))
    scrambled = puz.scramble_string(letters.decode("ascii"), key)
    assert scrambled != letters.decode("ascii") or key == 0
    assert unscramble(scrambled.encode("ascii"), key) == letters
    for short in ("AB", "ABCDEFG"):  # fewer letters than a key digit: the cut leaves them as they are
        assert unscramble(puz.scramble_string(short, key).encode("ascii"), key).decode("ascii") == short


def test_a_locked_solution_is_found_with_its_key() -> None:
    p = puz.read(str(FILES / "wsj110624.puz"))
    solution = p.solution
    p.lock_solution(4721)
    assert p.is_solution_locked() and p.solution != solution
    found = dict(keys(p.solution, p.width, p.height, p.scrambled_cksum))
    assert found[4721] == solution


def test_of_two_keys_matching_the_checksum_the_english_one_is_kept() -> None:
    p = puz.read(str(FILES / "nyt_diagramless.puz"))
    found = keys(p.solution, p.width, p.height, p.scrambled_cksum)
    assert [k for k, _ in found] == [3285, 7230]  # the checksum has 16 bits: 7230 passes it too
    assert english_distance(found[0][1]) < english_distance(found[1][1])
    assert unlock(p.solution, p.width, p.height, p.scrambled_cksum) == found[0]
    assert p.unlock_solution(3285) and p.solution == found[0][1]


def test_a_file_no_key_unlocks_is_one_error_line(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    p = puz.read(str(FILES / "nyt_locked.puz"))
    p.scrambled_cksum ^= 0x5A5A  # no key gives this checksum
    Path("bad.puz").write_bytes(p.tobytes())
    assert_one_error(
        run("solve", "bad.puz"),
        2,
        "bad.puz: the .puz file's solution is locked (scrambled) and no key of 4 digits unlocks it",
    )


def test_a_solution_of_other_characters_is_no_scrambled_one() -> None:
    assert keys("AB.c", 2, 2, 0) == [] and keys("....", 2, 2, 0) == []
