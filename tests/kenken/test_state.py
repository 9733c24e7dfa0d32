"""A partly filled KenKen grid as text: read, written, read back, and bad grids located."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridcraft.errors import ParseError
from gridcraft.kenken import KenKenPuzzle, dumps_state, parse, read_state
from gridcraft.kenken.state import entry_position

PUZZLE = parse("4:_a_7a4_a3,a3a5m12d2s1s1d2m4")


def test_digits_run_together_or_spaced() -> None:
    assert read_state(PUZZLE, "1.3.\n....\n# a comment\n\n. . 2 _\n0000\n") == (
        (1, 0, 3, 0),
        (0, 0, 0, 0),
        (0, 0, 2, 0),
        (0, 0, 0, 0),
    )


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("1.3\n....\n....\n....\n", "s:1:3:", "row 1 has 3 entries, not 4"),
        ("1.35\n....\n....\n....\n", "s:1:4:", "'5' is not a digit 1 to 4"),
        ("....\n....\n....\n", "s:", "has 4 rows, not 3"),
        ("....\n....\n....\n....\n....\n", "s:5:1:", "this is row 5"),
    ],
)
def test_bad_grids_name_their_place(text: str, where: str, words: str) -> None:
    with pytest.raises(ParseError) as caught:
        read_state(PUZZLE, text, "s")
    assert str(caught.value).startswith(where) and words in str(caught.value)


@given(
    st.integers(1, 16).flatmap(
        lambda n: st.tuples(
            st.just(n), st.lists(st.lists(st.integers(0, n), min_size=n, max_size=n), min_size=n, max_size=n)
        )
    )
)
def test_read_of_dumps_is_the_state(case: tuple[int, list[list[int]]]) -> None:
    n, rows = case
    state = tuple(tuple(row) for row in rows)
    puzzle = _any_puzzle(n)
    assert read_state(puzzle, dumps_state(state)) == state


def _any_puzzle(n: int) -> KenKenPuzzle:
    from gridcraft.kenken import Cage, Op

    return KenKenPuzzle(n, tuple(Cage(1, Op.EQ, ((r, c),)) for r in range(n) for c in range(n)))


def test_entry_positions() -> None:
    text = "# progress\n1.3.\n\n. . 2 .\n....\n....\n"
    assert entry_position(text, (0, 2), 4) == (2, 3) and entry_position(text, (1, 2), 4) == (4, 5)
