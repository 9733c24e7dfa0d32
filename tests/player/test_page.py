"""The player file: one document, nothing to fetch, no answer in sight, the same every time."""

from __future__ import annotations

import json
import re

import pytest

from gridcraft.player import PlayEntry, PlayModel, PlayOptions, PlayStep, player_data, player_html, word_bank
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
