"""The anytime search: box constraint model, shrinking, restarts; every layout valid, results repeat."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft import generate
from gridcraft.crisscross.boxcsp import BoxProblem, BoxSearch
from gridcraft.crisscross.layout import Layout, Placement, check_layout
from gridcraft.crisscross.restarts import one_restart
from gridcraft.crisscross.shape import Shape

ENGLISH_12 = ["BAG", "BEWARED", "SACKFUL", "LAMB", "GRANDSON", "SENDOFF", "SQUAW", "FANG", "GAB",
              "BAROQUE", "ABLE", "FOWL"]
# a proven-optimal 13 x 7 layout of ENGLISH_12: SACKFUL and ABLE lie side by side where LAMB crosses
# both, as do GRANDSON and GAB where FANG crosses both (regression: the box model once forbade that)
DENSE = [
    "B  SACKFUL  B",
    "A  E   A ABLE",
    "GRANDSON M  W",
    "   D Q GAB  A",
    "BAROQUE     R",
    "   F A      E",
    "   FOWL     D",
]


def placements_of(rows: list[str], words: list[str]) -> list[Placement]:
    """Read the placed words back from a grid (each word must occur once)."""
    out = []
    height, width = len(rows), len(rows[0])
    for w in words:
        for r in range(height):
            for c in range(width):
                if "".join(rows[r][c:c + len(w)]) == w:
                    out.append(Placement(w, r, c, "across"))
                if "".join(rows[k][c] for k in range(r, min(height, r + len(w)))) == w:
                    out.append(Placement(w, r, c, "down"))
    return out


def test_box_model_accepts_words_side_by_side_when_a_word_crosses_both() -> None:
    ps = placements_of(DENSE, ENGLISH_12)
    assert check_layout(ps, 13, 7, ENGLISH_12) == []
    prob = BoxProblem(ENGLISH_12, 13, 7)
    spot = {p.word: prob.index(ENGLISH_12.index(p.word), (0 if p.direction == "across" else 1, p.row, p.col))
            for p in ps}
    for a in ps:
        wa = ENGLISH_12.index(a.word)
        ok, _ = prob.compat(wa, spot[a.word])
        for b in ps:
            if b is not a:
                assert ok[ENGLISH_12.index(b.word)] >> spot[b.word] & 1, (a.word, b.word)


def test_box_search_finds_the_dense_layout_box() -> None:
    prob = BoxProblem(ENGLISH_12, 13, 7)
    rng = random.Random(1)
    first = ENGLISH_12.index("GRANDSON")
    for _ in range(400):
        got = BoxSearch(prob, rng, 20000, float("inf")).run(
            {first: rng.randrange(prob.full[first].bit_length())})
        if got is not None:
            break
    assert got is not None
    ps = []
    for w, i in enumerate(got):
        d, r, c = prob.spot(w, i)
        ps.append(Placement(ENGLISH_12[w], r, c, "across" if d == 0 else "down"))
    lay = Layout.from_placements(ps)
    assert lay.check(ENGLISH_12) == [] and lay.area <= 91


word_lists = st.lists(st.text(st.sampled_from("AEIRSTNLO"), min_size=2, max_size=8), min_size=13,
                      max_size=24, unique_by=str.upper)


@settings(max_examples=10, deadline=None)
@given(word_lists, st.integers(0, 5))
def test_restarts_give_valid_layouts(words: list[str], index: int) -> None:
    result = one_restart(words, Shape(2.0, None, None), 0, index, 20000, float("inf"))
    if result.layout is None:
        return
    ps = [Placement(words[w], r, c, "across" if d == 0 else "down") for w, (d, r, c) in result.layout.items()]
    assert check_layout(ps, result.width, result.height, words) == []


def test_same_seed_and_node_limit_give_the_same_layout() -> None:
    words = ENGLISH_12 + ["EDIFY", "OARS", "LACED", "REDIRECT", "PRO", "DAFT", "ODORS"]
    a = generate(words, time_limit=120, seed=7, node_limit=60000)
    b = generate(words, time_limit=120, seed=7, node_limit=60000)
    assert a.check(words) == [] and not a.optimal
    assert a.to_json() == b.to_json()


def test_an_unfinished_search_never_returns_a_layout_that_breaks_the_aspect_cap() -> None:
    # regression: growth caps the box, not its shape; a 15 x 7 layout came back under a 2:1 cap
    words = ["AA", "NILITSL", "SALT", "TINS", "RAIL", "LINT", "SIRE", "TEAR", "NEAT", "RENT",
             "STAIN", "LITRE", "INERT", "TRAIN"]
    for index in range(6):
        result = one_restart(words, Shape(2.0, None, None), 0, index, 1500, float("inf"))
        if result.layout is not None:
            assert max(result.width, result.height) <= 2 * min(result.width, result.height)


def test_shrink_rejects_words_side_by_side_without_the_word_that_crossed_both() -> None:
    # regression: a kept pair (SACKFUL over ABLE) lost LAMB, which crossed both, to another spot,
    # and the filling was accepted with an accidental run "LA"
    from gridcraft.crisscross.shrink import _valid

    ps = placements_of(DENSE, ENGLISH_12)
    lay = {ENGLISH_12.index(p.word): (0 if p.direction == "across" else 1, p.row, p.col) for p in ps}
    assert _valid(ENGLISH_12, lay)
    without = {w: sp for w, sp in lay.items() if ENGLISH_12[w] != "LAMB"}
    assert not _valid(ENGLISH_12, without)  # L of SACKFUL over A of ABLE: the run "LA"
