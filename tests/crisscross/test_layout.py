"""The layout checker: valid hand-made layouts pass, and every kind of broken layout is rejected.

The broken layouts are built by hypothesis as mutations of a valid base layout (and of its mirror
image, so that both directions are exercised).
"""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from gridcraft.crisscross.layout import ACROSS, DOWN, Cell, Layout, Placement, check_layout

#   C A T . .
#   A . U . .
#   R O B O T
#   . . . . E
#   . . . . N
BASE = Layout.from_placements(
    [
        Placement("CAT", 0, 0, ACROSS),
        Placement("CAR", 0, 0, DOWN),
        Placement("TUB", 0, 2, DOWN),
        Placement("ROBOT", 2, 0, ACROSS),
        Placement("TEN", 2, 4, DOWN),
    ]
)
WORDS = [p.word for p in BASE.placements]
FRESH = "QXZJ"  # letters not in BASE


def bases() -> st.SearchStrategy[Layout]:
    return st.sampled_from([BASE, BASE.transposed()])


def fresh_words() -> st.SearchStrategy[str]:
    return st.text(st.sampled_from(FRESH), min_size=2, max_size=4)


def step(direction: str) -> Cell:
    return (0, 1) if direction == ACROSS else (1, 0)


def other(direction: str) -> str:
    return DOWN if direction == ACROSS else ACROSS


def with_extra(layout: Layout, extra: Placement) -> Layout:
    """``layout`` plus ``extra``, whose cells must all be empty in ``layout``."""
    assume(not set(extra.cells()) & set(layout.letters()))
    return Layout.from_placements([*layout.placements, extra])


# -- valid layouts ------------------------------------------------------------------------------------
def test_hand_made_layout_passes() -> None:
    assert BASE.check(WORDS) == []
    assert (BASE.width, BASE.height, BASE.crossings) == (5, 5, 5)
    assert BASE.rows() == ["CAT  ", "A U  ", "ROBOT", "    E", "    N"]


def test_mirror_image_passes() -> None:
    assert BASE.transposed().check(WORDS) == []


def test_dense_block_passes() -> None:
    block = Layout.from_placements(
        [
            Placement("AB", 0, 0, ACROSS),
            Placement("CD", 1, 0, ACROSS),
            Placement("AC", 0, 0, DOWN),
            Placement("BD", 0, 1, DOWN),
        ]
    )
    assert (block.width, block.height, block.crossings) == (2, 2, 4)
    assert block.check(["AB", "CD", "AC", "BD"]) == []


def test_single_word_passes() -> None:
    assert Layout.from_placements([Placement("ONE", 3, 4, DOWN)]).check(["ONE"]) == []


@given(bases(), st.integers(-9, 9), st.integers(-9, 9))
def test_from_placements_moves_the_box_to_the_origin(base: Layout, dr: int, dc: int) -> None:
    moved = [Placement(p.word, p.row + dr, p.col + dc, p.direction) for p in base.placements]
    assert Layout.from_placements(moved) == base


# -- mutations that must be rejected -------------------------------------------------------------------
@given(bases(), st.data(), fresh_words(), st.sampled_from([-1, 1]))
def test_word_touching_a_word_side_by_side_is_rejected(
    base: Layout, data: st.DataObject, word: str, side: int
) -> None:
    p = data.draw(st.sampled_from(base.placements))
    (ar, ac), (nr, nc) = step(p.direction), step(other(p.direction))
    shift = data.draw(st.integers(1 - len(word), len(p.word) - 1))  # overlap by at least one cell
    row, col = p.row + side * nr + shift * ar, p.col + side * nc + shift * ac
    layout = with_extra(base, Placement(word, row, col, p.direction))
    assert layout.check() != []
    assert layout.check([*WORDS, word]) != []


@given(bases(), st.data(), fresh_words(), st.booleans())
def test_letter_extending_a_word_is_rejected(
    base: Layout, data: st.DataObject, word: str, at_end: bool
) -> None:
    p = data.draw(st.sampled_from(base.placements))
    dr, dc = step(p.direction)
    k = len(p.word) if at_end else -1
    target = (p.row + k * dr, p.col + k * dc)  # the cell just after the end, or before the start
    i = data.draw(st.integers(0, len(word) - 1))  # a crossing word puts its letter i there
    nr, nc = step(other(p.direction))
    extra = Placement(word, target[0] - i * nr, target[1] - i * nc, other(p.direction))
    layout = with_extra(base, extra)
    errors = layout.check([*WORDS, word])
    assert errors != []
    assert any("is not a placed word" in e for e in errors)


@given(bases(), st.data(), st.sampled_from("CATRUBONEQXZ"))
def test_clashing_letters_at_a_crossing_are_rejected(base: Layout, data: st.DataObject, letter: str) -> None:
    grid_count: dict[Cell, int] = {}
    for p in base.placements:
        for cell in p.cells():
            grid_count[cell] = grid_count.get(cell, 0) + 1
    crossings = sorted(c for c, n in grid_count.items() if n == 2)
    cell = data.draw(st.sampled_from(crossings))
    i = data.draw(st.sampled_from([j for j, p in enumerate(base.placements) if cell in p.cells()]))
    p = base.placements[i]
    k = p.cells().index(cell)
    assume(letter != p.word[k])
    changed = Placement(p.word[:k] + letter + p.word[k + 1 :], p.row, p.col, p.direction)
    placements = list(base.placements)
    placements[i] = changed
    errors = check_layout(placements, base.width, base.height)
    assert any("clashes" in e for e in errors)


@given(bases(), fresh_words(), st.sampled_from([ACROSS, DOWN]), st.integers(-8, 12), st.integers(-8, 12))
def test_two_pieces_are_rejected(base: Layout, word: str, direction: str, row: int, col: int) -> None:
    extra = Placement(word, row, col, direction)
    taken = base.letters()
    near = {
        (r + dr, c + dc) for r, c in extra.cells() for dr, dc in ((0, 0), (0, 1), (1, 0), (0, -1), (-1, 0))
    }
    assume(not near & set(taken))
    layout = Layout.from_placements([*base.placements, extra])
    errors = layout.check([*WORDS, word])
    assert any("pieces" in e for e in errors)


@given(bases(), st.integers(-2, 2), st.integers(-2, 2))
def test_wrong_width_or_height_is_rejected(base: Layout, dw: int, dh: int) -> None:
    assume((dw, dh) != (0, 0))
    assert Layout(base.placements, base.width + dw, base.height + dh).check(WORDS) != []


@given(bases(), st.integers(-2, 2), st.integers(-2, 2))
def test_box_not_at_the_origin_is_rejected(base: Layout, dr: int, dc: int) -> None:
    assume((dr, dc) != (0, 0))
    moved = tuple(Placement(p.word, p.row + dr, p.col + dc, p.direction) for p in base.placements)
    assert Layout(moved, base.width, base.height).check(WORDS) != []


@given(bases(), st.data())
def test_missing_word_is_rejected(base: Layout, data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(base.placements) - 1))
    rest = [p for j, p in enumerate(base.placements) if j != i]
    assert Layout.from_placements(rest).check(WORDS) != []


@given(bases(), fresh_words())
def test_word_not_placed_is_rejected(base: Layout, word: str) -> None:
    assert base.check([*WORDS, word]) != []


@given(bases(), st.data())
def test_word_placed_twice_is_rejected(base: Layout, data: st.DataObject) -> None:
    p = data.draw(st.sampled_from(base.placements))
    same_place = Layout(base.placements + (p,), base.width, base.height)
    assert same_place.check() != []
    assert same_place.check(WORDS) != []
    row, col = data.draw(st.integers(-8, 12)), data.draw(st.integers(-8, 12))
    direction = data.draw(st.sampled_from([ACROSS, DOWN]))
    elsewhere = Placement(p.word, row, col, direction)
    assume((row, col, direction) != (p.row, p.col, p.direction))
    layout = Layout.from_placements([*base.placements, elsewhere])
    assert layout.check() != []
    assert layout.check(WORDS) != []
