"""The finder: every occurrence in every direction, lines broken by holes, case and scripts."""

from __future__ import annotations

from wordsearch_check import occurrences

from gridcraft.wordsearch import DIRECTIONS, Placement, find

GRID = [list("CATS"), list("AXOX"), list("TOGD"), list("XDOG")]


def test_each_occurrence_with_its_start_and_direction() -> None:
    found = find(GRID, ["CAT", "DOG", "GOD"], DIRECTIONS).found
    assert found["CAT"] == (Placement("CAT", (0, 0), "right"), Placement("CAT", (0, 0), "down"))
    assert (
        Placement("DOG", (3, 1), "right") in found["DOG"] and Placement("GOD", (3, 3), "left") in found["GOD"]
    )
    for word in ("CAT", "DOG", "GOD"):
        assert {(p.start, p.direction) for p in found[word]} == set(occurrences(GRID, list(word), DIRECTIONS))


def test_directions_limit_the_search_and_missing_and_twice_are_named() -> None:
    findings = find(GRID, ["CAT", "DOG", "EMU"], ["right"])
    assert findings.found["CAT"] == (Placement("CAT", (0, 0), "right"),)
    assert findings.missing == ["EMU"] and not findings.ok
    assert find(GRID, ["CAT"], ["right", "down"]).twice == ["CAT"]


def test_overlapping_occurrences_are_each_found() -> None:
    assert len(find([list("AAAA")], ["AA"], ["right"]).found["AA"]) == 3


def test_a_hole_breaks_a_line() -> None:
    grid = [["C", "A", None, "T"], ["C", "A", "T", "S"]]
    found = find(grid, ["CAT"], DIRECTIONS).found["CAT"]
    assert found == (Placement("CAT", (1, 0), "right"),)


def test_case_nfc_and_joiners() -> None:
    grid = [["i", "c", "e"], ["c", "r", "e"], ["a", "m", "x"]]
    assert find(grid, ["Ice"], ["right"]).found["Ice"] == (Placement("Ice", (0, 0), "right"),)
    assert find([["e\u0301", "t", "e\u0301"]], ["\u00e9t\u00e9"], ["right"]).ok  # NFD grid, NFC word


def test_agrees_with_the_independent_finder_on_random_grids() -> None:
    import random

    rng = random.Random(4)
    for _ in range(30):
        grid = [[rng.choice("ABC") for _ in range(5)] for _ in range(4)]
        for word in ("AB", "ABC", "CAB", "AA"):
            ours = {(p.start, p.direction) for p in find(grid, [word], DIRECTIONS).found[word]}
            assert ours == set(occurrences(grid, list(word), DIRECTIONS))
