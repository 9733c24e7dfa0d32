"""The fill page's API through Starlette's test client: a grid filled from an uploaded dictionary,
counted, downloaded; no fill (the slots at fault named beside the grid, or none found in time);
bad input answered with status 400 beside its field in the page's own words."""

from __future__ import annotations

from pathlib import Path

import io
import json
import re
from typing import Any

import puz  # type: ignore[import-untyped]  # puzpy
import pypdf
import pytest

pytest.importorskip("starlette")
pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
from fill_check import check_fill
from starlette.testclient import TestClient

from web_jobs import client, finished  # noqa: F401 (client: a fixture)

from gridcraft.dictionary import builtin

#: what the command line's messages look like, which the page must never show
CLI_SPEECH = re.compile(r"--[a-z]|:\d+:\d+:")
#: a 3 x 3 grid with B and A fixed, and a dictionary whose only fill of it is BAT/ODE/WET
THEMED = "BA.\n...\n...\n"
SMALL = "# mine\nBAT;60\nODE;40\nWET;55\nBOW;70\nADE;45\nTET;50\nBOX;30\nCAT;90\nDOG;80\n"


def started(client: TestClient, **post: Any) -> dict[str, Any]:
    response = client.post("/api/fill", **post)
    assert response.status_code == 200, response.text
    return finished(client, response.json()["id"])


def test_a_small_grid_filled_from_an_uploaded_dictionary_and_counted(client: TestClient) -> None:
    state = started(
        client,
        data={"grid": THEMED, "time_limit": "10", "count": "1", "builtin": "0"},
        files={"dictionary": ("mine.txt", SMALL.encode())},
    )
    assert state["state"] == "done", state
    result = state["result"]
    document = result["document"]
    expected = ["BAT", "ODE", "WET"]
    for r, row in enumerate(expected):  # cell by cell
        for c, letter in enumerate(row):
            assert document["grid"][r][c] == letter, (r, c)
    scores = {w: int(s) for w, _, s in (line.partition(";") for line in SMALL.splitlines()[1:])}
    assert check_fill(THEMED.split(), document["grid"], scores) == []
    assert [
        (e["slot"], e["entry"], e["written"], e["enumeration"], e["score"]) for e in document["entries"]
    ] == [
        ("1-Across", "BAT", "BAT", "3", 60),
        ("4-Across", "ODE", "ODE", "3", 40),
        ("5-Across", "WET", "WET", "3", 55),
        ("1-Down", "BOW", "BOW", "3", 70),
        ("2-Down", "ADE", "ADE", "3", 45),
        ("3-Down", "TET", "TET", "3", 50),
    ]
    assert document["lowest"] == 40 and document["best"] is True
    assert result["badge"] == "best possible" and result["good"] is True
    assert result["summary"] == (
        "Every one of the 6 slots holds an entry of mine.txt, none twice. The lowest entry score is 40, "
        "the mean 53.3. No fill has a higher lowest score: this is the best possible."
    )
    assert result["count"] == {
        "badge": "only fill",
        "summary": "Every possibility was tried: this is the grid's only fill.",
        "good": True,
    }
    svg = result["svg"]
    assert svg.count(">B<") >= 1 and all(f">{ch}<" in svg for ch in "BATODEW")


def test_the_fills_downloads(client: TestClient) -> None:
    result = started(
        client, data={"grid": THEMED, "dictionary": SMALL, "dictionary_name": "mine.txt", "builtin": "0"}
    )["result"]
    fill = json.dumps(result["document"])
    got = {
        fmt: client.post("/api/fill/export", data={"grid": THEMED, "fill": fill, "format": fmt})
        for fmt in ("text", "ipuz", "puz", "sheet", "pdf", "png", "svg")
    }
    assert all(r.status_code == 200 for r in got.values()), {f: r.text for f, r in got.items()}
    assert got["text"].text == "B A T\nO D E\nW E T\n"
    assert 'filename="fill.txt"' in got["text"].headers["content-disposition"]
    ipuz = json.loads(got["ipuz"].text)  # the crossword to clue, as gridcraft fill writes it
    assert ipuz["solution"] == [["B", "A", "T"], ["O", "D", "E"], ["W", "E", "T"]]
    assert [c["enumeration"] for c in ipuz["clues"]["Across"]] == ["3"] * 3 and "intro" not in ipuz
    assert all(cell in (0, 1, 2, 3, 4, 5) for row in ipuz["puzzle"] for cell in row)  # nothing given away
    across = puz.load(got["puz"].content)  # another .puz reader than gridcraft's
    assert (across.width, across.height, across.solution) == (3, 3, "BATODEWET")
    assert 'filename="fill.puz"' in got["puz"].headers["content-disposition"]
    assert 'filename="fill-sheet.pdf"' in got["sheet"].headers["content-disposition"]
    assert len(pypdf.PdfReader(io.BytesIO(got["sheet"].content)).pages) == 2  # the puzzle, its solution
    assert got["png"].content.startswith(b"\x89PNG")
    stale = client.post("/api/fill/export", data={"grid": "...\n...\n..#\n", "fill": fill, "format": "text"})
    assert stale.status_code == 400 and stale.json() == {
        "error": "the grid has changed since it was filled: press Fill again",
        "field": "grid",
    }
    unknown = client.post("/api/fill/export", data={"grid": THEMED, "fill": fill, "format": "docx"})
    assert unknown.status_code == 400 and unknown.json()["field"] == "format"


def test_a_dead_corner_is_named_beside_the_grid(client: TestClient) -> None:
    words = [w for w in builtin() if len(w) == 3 and not w.startswith("Q")] + ["QAT"]
    state = started(
        client,
        data={"grid": "Q..\n...\n...\n", "builtin": "0"},
        files={"dictionary": ("d.txt", "\n".join(words).encode())},
    )
    assert state["state"] == "failed" and state["field"] == "grid"
    assert state["error"] == "no fill: 1-Across and 1-Down cannot all be entries (Q at r1c1)"


def test_no_fill_in_time_is_said_in_the_pages_words(client: TestClient) -> None:
    hard = (
        Path(__file__).resolve().parents[2]
        / "benchmarks"
        / "corpus"
        / "fill"
        / "open-7.txt"  # a known hard case
    ).read_text()
    state = started(client, data={"grid": hard, "time_limit": "1"})
    assert state["state"] == "failed" and state["field"] == "grid"
    assert state["error"].startswith("no fill found in the time allowed (1 s), ")
    assert state["error"].endswith("; try a longer time limit or another pattern of blocks")
    assert not CLI_SPEECH.search(state["error"])


@pytest.mark.parametrize(
    ("data", "files", "error", "field"),
    [
        (
            {"grid": THEMED},
            {"dictionary": ("d.txt", b"CAT;50\nDOG;high\n")},
            "d.txt, line 2, column 5: the score 'high' is not a whole number",
            "dictionary",
        ),
        (
            {"grid": THEMED},
            {"dictionary": ("d.txt", b"CAT\nD0G\n")},
            "d.txt, line 2, column 2: '0' in 'D0G' is not a letter",
            "dictionary",
        ),
        (
            {"grid": THEMED},
            {"dictionary": ("d.txt", "CAFÉ".encode("latin-1"))},
            "d.txt, line 1, column 4: probably Latin-1 (ISO-8859-1) text, not UTF-8: 'É' is byte 0xC9 at byte"
            " offset 3 (save the file as UTF-8)",
            "dictionary",
        ),
        # regression: an empty file was taken for no file, and the built-in dictionary used instead
        ({"grid": THEMED}, {"dictionary": ("d.txt", b"")},
         "d.txt: the file is empty (a dictionary holds one ENTRY or ENTRY;SCORE a line)", "dictionary"),
        ({"grid": THEMED, "dictionary": "", "dictionary_name": "mine.txt"}, {},
         "mine.txt: the file is empty (a dictionary holds one ENTRY or ENTRY;SCORE a line)", "dictionary"),
        # regression: a white cell in no slot was left empty without a word
        ({"grid": ".#.\n#..\n...\n", "min_length": "2"}, {},
         "line 1, column 1: this white cell is in no slot (no white cell beside it across or down), so no "
         "entry can fill it: make it a block", "grid"),
        ({"grid": THEMED}, {"dictionary": ("d.txt", b"# nothing\n")},
         "d.txt, line 1, column 1: the dictionary holds no entries: one ENTRY or ENTRY;SCORE a line",
         "dictionary"),
        (
            {"grid": "...\n..#\n...\n"},
            {},
            "line 2, column 1: the across slot starting here has 2 cells; every slot needs at least 3 "
            "(or choose 2 as the shortest slot)",
            "grid",
        ),
        ({"grid": "..?\n...\n...\n"}, {},
         "line 1, column 3: '?' is not a block, a white cell or a letter (a grid row holds '#' blocks, "
         "'.' white cells and letters)", "grid"),
        ({"grid": ("." * 22 + "\n") * 3}, {}, "the grid is 22 x 3 cells; the page fills grids of at most 21 x 21", "grid"),
        ({"grid": " \n"}, {}, "no grid: make one above, or type it ('#' a block, '.' an empty cell)", "grid"),
        ({"grid": THEMED, "time_limit": "600"}, {}, "'600' must be between 1 and 60", "time_limit"),
        ({"grid": THEMED, "min_length": "4"}, {}, "'4' is not one of 2, 3", "min_length"),
        ({"grid": THEMED, "min_score": "2.5"}, {}, "'2.5' is not a whole number", "min_score"),
        ({"grid": THEMED, "min_score": "101"}, {}, "'101' must be between 0 and 100", "min_score"),
        ({"grid": THEMED, "seed": "x"}, {}, "'x' is not a number", "seed"),
    ],
)  # fmt: skip
def test_bad_input_is_400_beside_its_field_in_the_pages_words(
    client: TestClient, data: dict[str, str], files: dict[str, Any], error: str, field: str
) -> None:
    response = client.post("/api/fill", data=data, files=files or None)
    assert response.status_code == 400 and response.json() == {"error": error, "field": field}
    assert not CLI_SPEECH.search(error)


def test_two_cell_slots_when_the_shortest_slot_is_2(client: TestClient) -> None:
    state = started(client, data={"grid": "....\n.##.\n....\n", "min_length": "2", "time_limit": "5"})
    assert state["state"] == "done", state
    grid = state["result"]["document"]["grid"]
    assert check_fill(["....", ".##.", "...."], grid, builtin()) == []


def test_a_file_field_with_no_file_chosen_fills_from_the_builtin_dictionary(client: TestClient) -> None:
    # a browser sends the empty file field as a part with no file name: no file chosen
    state = started(
        client, data={"grid": "...\n...\n...\n", "time_limit": "5"}, files={"dictionary": ("", b"")}
    )
    assert state["state"] == "done", state
    assert "built-in" in json.dumps(state["result"])
