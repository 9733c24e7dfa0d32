"""The player file: one document, nothing to fetch, no answer in sight, the same every time."""

from __future__ import annotations

import json
import re

import pytest

from gridcraft.player import (
    PlayEntry,
    PlayFind,
    PlayModel,
    PlayOptions,
    PlayStep,
    player_data,
    player_html,
    public_data,
    word_bank,
)
from gridcraft.player.seal import unseal

MODEL = PlayModel(
    mode="clued",
    title="Tiny </script><b>",
    grid=(("", "", None), (None, "", None)),
    entries=(
        PlayEntry("1 Across", ((0, 0), (0, 1)), "across", 1, clue="a greeting </script>", enumeration="2"),
        PlayEntry("2 Down", ((0, 1), (1, 1)), "down", 2, clue="myself", enumeration="2"),
    ),
    solution={(0, 0): "H", (0, 1): "I", (1, 1): "Ü"},
    numbers={(0, 0): 1, (0, 1): 2},
    steps=(PlayStep("1 Across is HI", ((0, 0), (0, 1)), (((0, 0), "H"), ((0, 1), "I"))),),
)


def _data(html: str) -> dict[str, object]:
    found = re.search(r'<script type="application/json" id="gc-data">(.*?)</script>', html, re.S)
    assert found is not None
    return dict(json.loads(found.group(1)))


def test_the_file_is_whole_and_fetches_nothing() -> None:
    html = player_html(MODEL)
    assert html.startswith("<!DOCTYPE html>") and html.rstrip().endswith("</html>")
    assert "default-src 'none'" in html
    assert not re.search(r"""(src|href)=["'](?!data:)""", html)  # no file, font or script to fetch
    assert html.count("</script>") == 2  # the data and the script: a clue cannot close either
    assert "&lt;/script&gt;&lt;b&gt;" in html.split("</title>")[0]


def test_answers_are_sealed_and_come_back() -> None:
    html = player_html(MODEL)
    data = _data(html)
    assert "HI" not in html.split("<script>")[0] and "1 Across is" not in html
    secret = json.loads(unseal(str(data["sealed"]), str(data["salt"])))
    assert secret["solution"] == [["H", "I", None], [None, "Ü", None]]
    assert secret["steps"][0]["placed"] == [[0, 0, "H"], [0, 1, "I"]]


def test_check_only_keeps_hashes_only() -> None:
    data = player_data(MODEL, PlayOptions(check_only=True))
    assert data["sealed"] is None and data["reveal"] is False
    assert isinstance(data["hashes"], list) and len(data["hashes"]) == 2
    assert "no hints" in str(data["hint_note"])


def test_the_same_puzzle_gives_the_same_file() -> None:
    assert player_html(MODEL) == player_html(MODEL)
    other = PlayModel(**{**{f: getattr(MODEL, f) for f in MODEL.__slots__}, "title": "Other"})  # type: ignore[arg-type]
    assert _data(player_html(other))["id"] != _data(player_html(MODEL))["id"]  # progress kept apart


def test_a_model_needs_a_value_for_every_open_cell() -> None:
    with pytest.raises(ValueError, match="every open cell"):
        PlayModel("words", "t", (("", ""),), (), {(0, 0): "A"})
    with pytest.raises(ValueError, match="mode"):
        PlayModel("chess", "t", (("",),), (), {(0, 0): "A"})


def test_the_word_bank_groups_by_cells() -> None:
    assert word_bank([("CAT", "cat"), ("ICECREAM", "ice cream"), ("ANT", "ant"), ("ANT", "ant")]) == (
        (3, (("ant", "ANT"), ("ant", "ANT"), ("cat", "CAT"))),
        (8, (("ice cream", "ICECREAM"),)),
    )


def _find_grid() -> tuple[tuple[str | None, ...], ...]:
    return (("C", "A", "T"), ("O", "X", None), ("W", "Y", "Z"))


def _find(*finds: PlayFind, grid: tuple[tuple[str | None, ...], ...] | None = None) -> PlayModel:
    grid = grid or _find_grid()
    solution = {(r, c): v for r, row in enumerate(grid) for c, v in enumerate(row) if v is not None}
    return PlayModel("find", "t", grid, (), solution, finds=finds)


def test_a_word_to_find_lies_on_a_straight_line() -> None:
    assert PlayFind("cat", ((0, 0), (0, 1), (0, 2))).direction == (0, 1)
    assert PlayFind("tac", ((0, 2), (0, 1), (0, 0))).direction == (0, -1)
    assert PlayFind("cxz", ((0, 0), (1, 1), (2, 2))).direction == (1, 1)
    for cells in (((0, 0), (0, 2)), ((0, 0), (1, 1), (1, 2)), ((0, 0), (0, 0)), ((1, 1), (0, 2), (0, 3))):
        with pytest.raises(ValueError, match="next to each other|straight line"):
            PlayFind("w", cells)
    with pytest.raises(ValueError, match="2 cells"):
        PlayFind("a", ((0, 0),))


def test_a_word_to_find_spells_its_cells() -> None:
    model = _find(
        PlayFind("cat", ((0, 0), (0, 1), (0, 2))),  # case and
        PlayFind("C-O W", ((0, 0), (1, 0), (2, 0))),  # spaces and hyphens do not count
        PlayFind("ZXC", ((2, 2), (1, 1), (0, 0))),  # diagonal, backwards
    )
    data = public_data(model)
    assert data["finds"][1] == {"text": "C-O W", "letters": ["C", "O", "W"], "rtl": False}
    assert "cells" not in data["finds"][0]  # where a word lies is the answer: sealed
    secret = json.loads(
        unseal(str(player_data(model, PlayOptions())["sealed"]), str(_data(player_html(model))["salt"]))
    )
    assert secret["finds"][2] == [[2, 2], [1, 1], [0, 0]]
    with pytest.raises(ValueError, match="spell 'CAT'"):
        _find(PlayFind("cot", ((0, 0), (0, 1), (0, 2))))
    with pytest.raises(ValueError, match="masked"):
        _find(PlayFind("tx", ((0, 2), (1, 2))))
    with pytest.raises(ValueError, match="masked cell or out of the grid"):
        _find(PlayFind("ta", ((0, 2), (0, 3))))


def test_a_find_grid_shows_every_letter_and_lists_words() -> None:
    with pytest.raises(ValueError, match="needs words"):
        _find()
    with pytest.raises(ValueError, match=r"shows its letter, and \(0, 0\)"):
        _find(PlayFind("at", ((0, 1), (0, 2))), grid=(("", "A", "T"),))
    with pytest.raises(ValueError, match="only a puzzle of mode 'find'"):
        PlayModel(
            "words",
            "t",
            (("A", "T"),),
            (),
            {(0, 0): "A", (0, 1): "T"},
            finds=(PlayFind("at", ((0, 0), (0, 1))),),
        )


def test_right_to_left_words_and_clusters() -> None:
    grid = (("ם", "ו", "ל", "ש"), ("न", "म", "स्ते", "x"))
    solution = {(r, c): v for r, row in enumerate(grid) for c, v in enumerate(row)}
    model = PlayModel(
        "find",
        "t",
        grid,
        (),
        solution,
        finds=(
            PlayFind("שלום", ((0, 3), (0, 2), (0, 1), (0, 0)), rtl=True),
            PlayFind("नमस्ते", ((1, 0), (1, 1), (1, 2))),
        ),
    )
    assert model.find_letters(model.finds[1]) == ("न", "म", "स्ते")
    assert public_data(model)["finds"][0]["rtl"] is True


def test_boxes_divide_the_grid() -> None:
    grid = tuple(tuple("" for _ in range(6)) for _ in range(6))
    solution = {(r, c): "1" for r in range(6) for c in range(6)}
    assert PlayModel("cages", "t", grid, (), solution, boxes=(2, 3)).boxes == (2, 3)
    assert public_data(PlayModel("cages", "t", grid, (), solution, boxes=(3, 2)))["boxes"] == [3, 2]
    for boxes in ((4, 3), (0, 3), (2, 0), (-2, 3)):
        with pytest.raises(ValueError, match="do not divide"):
            PlayModel("cages", "t", grid, (), solution, boxes=boxes)


def test_cages_and_their_style() -> None:
    grid = (("", ""), ("", ""))
    solution = {(r, c): "1" for r in range(2) for c in range(2)}
    cages = (("3", ((0, 0), (0, 1))), ("4", ((1, 0), (1, 1))))
    model = PlayModel("cages", "t", grid, (), solution, cages=cages, cage_style="dashed", rules=("Sums.",))
    assert public_data(model)["cage_style"] == "dashed" and public_data(model)["rules"] == ["Sums."]
    assert 'data-cages="dashed"' in player_html(model)
    with pytest.raises(ValueError, match="cage_style"):
        PlayModel("cages", "t", grid, (), solution, cage_style="dotted")
    with pytest.raises(ValueError, match="another cage"):
        PlayModel("cages", "t", grid, (), solution, cages=(("3", ((0, 0), (0, 1))), ("4", ((0, 1), (1, 1)))))
    with pytest.raises(ValueError, match="no cell"):
        PlayModel("cages", "t", grid, (), solution, cages=(("3", ()),))


def test_a_check_only_word_search_keeps_no_places() -> None:
    model = _find(PlayFind("cat", ((0, 0), (0, 1), (0, 2))), PlayFind("cow", ((0, 0), (1, 0), (2, 0))))
    data = player_data(model, PlayOptions(check_only=True))
    assert data["sealed"] is None and data["hashes"] == [] and data["reveal"] is False
    assert [f["letters"] for f in data["finds"]] == [["C", "A", "T"], ["C", "O", "W"]]  # found in the page
