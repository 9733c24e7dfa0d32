"""Sealed answers and check-only hashes: sealing is undone exactly, hashes tell entries apart."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridcraft.player.seal import ALPHABET, ROUNDS, decode32, encode32, entry_hash, salt_of, seal, unseal


@given(st.text(), st.text(min_size=1, max_size=20))
def test_unseal_undoes_seal(text: str, salt: str) -> None:
    assert unseal(seal(text, salt), salt) == text


@given(st.text(), st.text(max_size=8))
def test_a_sealed_text_holds_no_letter(text: str, salt: str) -> None:
    sealed = seal(text, salt)
    assert set(sealed) <= set(ALPHABET) and not any(ch.isalpha() for ch in ALPHABET)
    assert not any(ch.isalpha() for ch in entry_hash(salt, 0, [text]) + salt_of(text))


@given(st.binary())
def test_decode32_undoes_encode32(data: bytes) -> None:
    assert decode32(encode32(data)) == data


def test_the_keystream_is_sha256_counter_blocks() -> None:
    import hashlib

    data = decode32(seal("\0" * 40, "s"))  # zeros XOR the keystream: the keystream
    assert data[:32] == hashlib.sha256(b"s:\0\0\0\0").digest()
    assert data[32:] == hashlib.sha256(b"s:\0\0\0\1").digest()[:8]


def test_entry_hashes_depend_on_salt_index_and_values() -> None:
    first = entry_hash("salt", 0, ["C", "A", "T"])
    assert first == entry_hash("salt", 0, ["C", "A", "T"]) and len(first) == 26
    assert len({first, entry_hash("pepper", 0, ["C", "A", "T"]), entry_hash("salt", 1, ["C", "A", "T"])}) == 3
    assert entry_hash("salt", 0, ["CA", "T"]) != entry_hash("salt", 0, ["C", "AT"])  # cells are kept apart
    assert ROUNDS >= 1000


def test_unseal_refuses_what_is_not_sealed() -> None:
    with pytest.raises(ValueError):
        unseal("not sealed", "s")


def test_a_salt_is_the_same_for_the_same_puzzle() -> None:
    assert salt_of("x") == salt_of("x") != salt_of("y")
