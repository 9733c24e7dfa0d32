"""Letters given away (``--reveal N``, ``--reveal-cells``): spread over the entries, one each
while an entry has none, the same cells for the same seed, shown as givens by every output; and a
crossword's word bank, in the order of the language's alphabet."""

from __future__ import annotations

from collections import Counter

import pytest

from gridcraft import crisscross
from gridcraft.crisscross.bank import collation_key, word_bank
from gridcraft.crisscross.reveal import give_away, give_cells
from gridcraft.errors import InvalidPuzzle
from gridcraft.kinds import word_maker

# a clued layout of four entries: ICE CREAM across, CAT, CAR down from its C's, ROBOT across
# from CAR's R
PLACEMENTS = [
    crisscross.Placement("ICECREAM", 0, 0, "across", "ICE CREAM", "a frozen dessert"),
    crisscross.Placement("CAT", 0, 1, "down", "CAT", "a pet that purrs"),
    crisscross.Placement("CAR", 0, 3, "down", "CAR", "it has four wheels"),
    crisscross.Placement("ROBOT", 2, 3, "across", "ROBOT", "a machine that works for us"),
]
LAYOUT = crisscross.Layout.from_placements(PLACEMENTS)


def letters_per_entry(layout: crisscross.Layout) -> list[int]:
    shown = set(layout.givens)
    return [len(shown.intersection(p.cells())) for p in layout.placements]


def test_the_layout_is_valid() -> None:
    assert LAYOUT.check() == [] and crisscross.is_clued(LAYOUT)


@pytest.mark.parametrize("seed", range(6))
def test_as_many_letters_as_entries_give_each_entry_one(seed: int) -> None:
    given = give_away(LAYOUT, 4, seed)
    assert len(given.givens) == 4 and letters_per_entry(given) == [1, 1, 1, 1]
    assert given.check() == []
    fewer = give_away(LAYOUT, 2, seed)
    assert len(fewer.givens) == 2 and max(letters_per_entry(fewer)) == 1


def test_more_letters_than_entries_spread_a_second_letter_evenly() -> None:
    counts = letters_per_entry(give_away(LAYOUT, 8, 3))
    assert sum(counts) >= 8 and min(counts) >= 1 and max(counts) <= 3


def test_the_same_seed_gives_the_same_cells_and_seeds_differ() -> None:
    assert give_away(LAYOUT, 3, 7) == give_away(LAYOUT, 3, 7)
    assert len({give_away(LAYOUT, 3, seed).givens for seed in range(8)}) > 1


def test_givens_already_shown_count_as_an_entry_s_letter() -> None:
    shown = give_cells(LAYOUT, [(0, 0)])  # ICE CREAM's I
    assert shown.givens == ((0, 0),)
    more = give_away(shown, 3, 0)
    assert letters_per_entry(more) == [1, 1, 1, 1]


def test_every_letter_can_be_given_but_no_more() -> None:
    n = len(LAYOUT.letters())
    assert len(give_away(LAYOUT, n, 0).givens) == n
    with pytest.raises(InvalidPuzzle, match=rf"reveal {n + 1}: the grid has {n} letters that are not shown"):
        give_away(LAYOUT, n + 1, 0)


@pytest.mark.parametrize(
    ("cell", "says"),
    [((1, 0), "row 2, column 1 is not a letter cell"), ((9, 2), "row 10, column 3 is outside the grid")],
)
def test_a_chosen_cell_without_a_letter_is_named_counted_from_one(cell: tuple[int, int], says: str) -> None:
    with pytest.raises(InvalidPuzzle, match=says):
        give_cells(LAYOUT, [cell])


def test_letters_given_away_are_givens_in_every_output() -> None:
    layout = give_cells(LAYOUT, [(2, 5)])  # ROBOT's B
    blank = crisscross.blank_puzzle(layout)
    assert blank.rows[2][5] == "B"
    assert crisscross.read_json(crisscross.to_json(layout)).givens == ((2, 5),)
    doc = crisscross.to_ipuz(layout)
    assert '"value": "B"' in doc


def test_the_maker_hands_out_a_word_bank_only_with_clues() -> None:
    maker = word_maker()[1]
    banked = maker.handed_out(LAYOUT, word_bank=True, reveal=2, cells=[(2, 5)], seed=1)
    assert banked.word_bank and len(banked.givens) == 3
    cat, toe = crisscross.Placement("CAT", 0, 0, "across"), crisscross.Placement("TOE", 0, 2, "down")
    plain = crisscross.Layout.from_placements([cat, toe])  # no clues: its puzzle lists its words
    with pytest.raises(InvalidPuzzle, match="word_bank lists a crossword's answers"):
        maker.handed_out(plain, word_bank=True)


def test_a_word_bank_follows_the_language_s_alphabet() -> None:
    assert word_bank([(w, w) for w in ["ÑANDÚ", "NUBE", "OSO", "ÁRBOL"]], "es") == [
        "ÁRBOL",
        "NUBE",
        "ÑANDÚ",
        "OSO",
    ]
    assert word_bank([(w, w) for w in ["ЁЖ", "ЕЛЬ", "ЯК", "АИСТ"]], "ru") == ["АИСТ", "ЕЛЬ", "ЁЖ", "ЯК"]
    assert word_bank([(w, w) for w in ["İPEK", "IRMAK", "ÇAY", "CAM", "DAL"]], "tr") == [
        "CAM",
        "ÇAY",
        "DAL",
        "IRMAK",
        "İPEK",
    ]
    assert word_bank([(w, w) for w in ["XƏTT", "HAVA", "ƏL", "EV"]], "az") == ["EV", "ƏL", "HAVA", "XƏTT"]
    # Unicode would put Ä after Z; German files it with A, its accent deciding only a tie
    assert word_bank([(w, w) for w in ["ZOO", "ÄPFEL", "APFEL", "BAUM"]], "de") == [
        "APFEL",
        "ÄPFEL",
        "BAUM",
        "ZOO",
    ]


def test_letters_of_no_alphabet_sort_by_unicode_after_the_alphabet() -> None:
    words = ["שלום", "CAT", "אבא"]
    assert word_bank([(w, w) for w in words], "en") == ["CAT", "אבא", "שלום"]
    assert collation_key("AB", "xx") == collation_key("AB", "en")


def test_the_word_bank_heads_a_group_after_the_clues() -> None:
    groups = crisscross.KIND.sheet_parts(LAYOUT, None, "fr")[2] or []
    assert [str(head) for head, _ in groups] == ["Horizontalement", "Verticalement"]
    banked = word_maker()[1].handed_out(LAYOUT, word_bank=True)
    groups = crisscross.KIND.sheet_parts(banked, None, "fr")[2] or []
    assert [str(head) for head, _ in groups][-1] == "Banque de mots"
    assert groups[-1][1] == ["CAR", "CAT", "ICE CREAM", "ROBOT"]
    assert Counter(type(head).__name__ for head, _ in groups)["WordBank"] == 1
