"""The filler's construction aids (``gridcraft.fillin.autofill.aids``): each slot's candidates, the
forced letters and the dead slots, checked by hand on small grids and against an independent
fixpoint of the same rules (written here without the search) on random grids, in C and in
Python; and the index kept between requests gives the index built afresh."""

from __future__ import annotations

import random
import zlib
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.dictionary import builtin
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin.autofill import FillRequest, native
from gridcraft.fillin.autofill.aids import Aids, aids
from gridcraft.fillin.autofill.index import build_index, ordered
from gridcraft.fillin.parse import parse_grid
from gridcraft.grid import Cell

#: a 3 x 3 grid with B and A written, and a dictionary whose only fill of it is BAT/ODE/WET
SMALL = {"BAT": 60, "ODE": 40, "WET": 55, "BOW": 70, "ADE": 45, "TET": 50, "BOX": 30, "CAT": 90, "DOG": 80}


def request(grid: str, scores: dict[str, int], **kw: object) -> FillRequest:
    return FillRequest(parse_grid(grid)[0], scores, **kw)  # type: ignore[arg-type]


@pytest.fixture(params=["c", "python"])
def engine(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each test twice: with the C propagation (when built) and with the Python one."""
    if request.param == "python":
        monkeypatch.setattr(native, "available", lambda alphabet: False)
    elif not native.available(26):
        pytest.skip("the C filler is not built")
    return str(request.param)


def counts(found: Aids) -> dict[str, int | None]:
    return {s.label: s.candidates for s in found.slots}


def test_a_grid_with_one_fill_has_one_candidate_per_slot_and_its_letters_forced(engine: str) -> None:
    found = aids(request("BA.\n...\n...\n", SMALL))
    # by hand: B A . takes BAT (the only B A ?), so 3-Down starts with T: TET; 1-Down is B??: BOW,
    # BOX; 2-Down is A??: ADE; then 4-Across is ?DE: ODE (ADE is 2-Down's), so 1-Down is BOW
    # (O second), 5-Across W?T... WET
    assert counts(found) == {s: 1 for s in ("1-Across", "4-Across", "5-Across", "1-Down", "2-Down", "3-Down")}
    assert found.forced == {
        (0, 2): "T", (1, 0): "O", (1, 1): "D", (1, 2): "E", (2, 0): "W", (2, 1): "E", (2, 2): "T",
    }  # fmt: skip
    assert found.dead == () and found.notes == ()


def test_a_slot_no_entry_fits_is_dead_and_the_rest_still_counted(engine: str) -> None:
    found = aids(request("BAX\n...\n...\n", SMALL))  # BAX, written whole, is in no dictionary
    assert found.dead == ("3-Down",) and found.notes == ("no entry fits 3-Down",)
    slots = {s.label: s for s in found.slots}
    assert slots["1-Across"].written and slots["1-Across"].candidates is None
    assert slots["3-Down"].candidates == 0 and slots["3-Down"].dead
    # the rest without 3-Down: 1-Down BOW or BOX, 2-Down ADE, 4-Across ?D? with O or A first: ODE
    # (ADE is 2-Down's), so 1-Down BOW, 5-Across W??: WET
    assert {k: v for k, v in counts(found).items() if k not in ("1-Across", "3-Down")} == {
        "4-Across": 1, "5-Across": 1, "1-Down": 1, "2-Down": 1,
    }  # fmt: skip
    assert found.forced == {(1, 0): "O", (1, 1): "D", (2, 0): "W", (2, 1): "E"}
    assert found.document()["dead"] == ["3-Down"]


def test_a_wipe_out_names_the_two_slots_it_failed_at(engine: str) -> None:
    words = {w: s for w, s in builtin().items() if len(w) == 3 and not w.startswith("Q")} | {"QAT": 10}
    found = aids(request("Q..\n...\n...\n", words))
    # 1-Across and 1-Down both need QAT, and no entry fills two slots: the propagation wipes out
    assert found.dead == ("1-Across", "1-Down")
    assert found.notes == ("no entries fit 1-Across and 1-Down together",)
    rest = {k: v for k, v in counts(found).items() if k not in found.dead}
    expected, forced = independent("Q..\n...\n...\n", words, drop={"1-Across", "1-Down"})
    assert expected is not None and rest == expected and all(n > 1 for n in rest.values())
    assert found.forced == {c: ch for c, ch in forced.items() if c[0] and c[1]}  # none in a dead slot


def test_entries_written_whole_leave_the_other_slots(engine: str) -> None:
    found = aids(request("CAT\n...\n...\n", SMALL))
    assert found.dead == ("1-Down",)  # C?? would be CAT, which 1-Across holds
    assert found.notes == ("no entry fits 1-Down",)
    expected, forced = independent("CAT\n...\n...\n", SMALL, drop={"1-Down"})
    assert expected is not None
    assert {k: v for k, v in counts(found).items() if k != "1-Down"} == expected
    assert found.forced == {c: ch for c, ch in forced.items() if c[1]}


def test_min_score_and_the_region_are_read_as_the_search_reads_them(engine: str) -> None:
    low = {**SMALL, "BOW": 10}
    whole = aids(request("BA.\n...\n...\n", low, min_score=20, region=(0, 0, 0, 0)))
    assert whole.dead  # without BOW, 1-Down has no entry: the region does not hide it
    assert independent("BA.\n...\n...\n", {w: s for w, s in low.items() if s >= 20})[0] is None


def independent(
    grid: str,
    words: dict[str, int],
    min_length: int = 3,
    drop: set[str] = frozenset(),  # type: ignore[assignment]
) -> tuple[dict[str, int | None] | None, dict[Cell, str]]:
    """The rules' fixpoint written without the search: each open slot's entries, each crossing
    cell's letters, an entry in a slot alone leaving every other slot, entries written whole
    leaving every slot; ``None`` on a wipe-out. Counts by label (``None``: written whole), and
    the forced letters of empty cells. Slots in ``drop`` are left out."""
    puzzle = parse_grid(grid)[0]
    from gridcraft.fillin.autofill.filler import slot_labels

    labels = slot_labels(puzzle)
    rows = puzzle.rows
    text = ["".join(rows[r][c] for r, c in s.cells) for s in puzzle.slots]
    whole = {t for t in text if "." not in t}
    open_ = [i for i, t in enumerate(text) if "." in t and labels[i] not in drop]
    domains = {
        i: {w for w in words if len(w) == len(text[i]) and w not in whole
            and all(ch in (".", w[k]) for k, ch in enumerate(text[i]))}
        for i in open_
    }  # fmt: skip
    changed = True
    while changed:
        changed = False
        letters: dict[Cell, set[str]] = {}
        for i in open_:
            for k, cell in enumerate(puzzle.slots[i].cells):
                have = {w[k] for w in domains[i]}
                letters[cell] = letters[cell] & have if cell in letters else have
        for i in open_:
            keep = {
                w for w in domains[i] if all(w[k] in letters[c] for k, c in enumerate(puzzle.slots[i].cells))
            }
            for j in open_:
                if j != i and len(domains[j]) == 1:
                    keep -= domains[j]
            if keep != domains[i]:
                domains[i], changed = keep, True
            if not keep:
                return None, {}
    found: dict[str, int | None] = {labels[i]: None for i, t in enumerate(text) if "." not in t}
    found.update({labels[i]: len(domains[i]) for i in open_})
    forced = {
        cell: next(iter(held))
        for cell, held in letters.items()
        if len(held) == 1 and rows[cell[0]][cell[1]] == "."
    }
    return found, forced


@settings(max_examples=120)
@given(st.integers(0, 10**6))
def test_counts_and_forced_letters_are_the_rules_fixpoint(seed: int) -> None:
    rng = random.Random(seed)
    alphabet = "ABCDE"
    words = {
        "".join(rng.choice(alphabet) for _ in range(n)): rng.randrange(101) for n in (3, 4) for _ in range(40)
    }
    grid = [[rng.choice("..........#A") for _ in range(4)] for _ in range(4)]
    for r, c in ((0, 0), (3, 3)):
        grid[r][c] = "."
    text = "\n".join("".join(row) for row in grid) + "\n"
    try:
        req = FillRequest(parse_grid(text)[0], words, min_length=3)
        found = aids(req)
        with mock.patch.object(native, "available", lambda alphabet: False):
            in_python = aids(req)
    except InvalidPuzzle:  # a slot of 2 cells: not a case here
        return
    expected, forced = independent(text, words)
    if expected is None or found.dead:
        # a wipe-out every way (where C and Python meet it first may differ: the order of the rules)
        assert expected is None and found.dead and in_python.dead
        return
    assert in_python == found
    assert counts(found) == expected
    assert found.forced == forced


def test_the_index_kept_between_requests_is_the_index_built_afresh() -> None:
    rng = random.Random(7)
    scores = {"".join(rng.choice("ABCDEFGH") for _ in range(rng.randrange(2, 7))): rng.randrange(0, 101, 10)
              for _ in range(3000)}  # fmt: skip
    for seed in (0, 1, 99):
        for min_score in (None, 0, 50, 90):
            alphabet: dict[str, int] = {"Z": 0}
            index = build_index(scores, {2, 3, 5}, alphabet, min_score=min_score, seed=seed, tables=True)
            for n, entries in index.items():  # the order built here, without the kept one
                start = zlib.crc32(f"{seed}-{n}".encode())
                pool = [w for w in scores if len(w) == n and (min_score is None or scores[w] >= min_score)]
                pool.sort(key=lambda w: (-scores[w] << 32) | zlib.crc32(w.encode(), start))
                assert entries.words == tuple(pool)
                assert entries.scores == tuple(scores[w] for w in pool)
                for pos in range(n):
                    for ch, a in alphabet.items():
                        bits = sum(1 << i for i, w in enumerate(pool) if w[pos] == ch)
                        assert entries.at[pos][a] == bits
            used = {ch for entries in index.values() for w in entries.words for ch in w}
            assert list(alphabet) == ["Z", *sorted(used - {"Z"})]
    again = build_index(scores, {5}, {}, min_score=None, seed=0, tables=False)[5]
    assert again.words is ordered(scores, 5, 0).words  # kept, not built again
