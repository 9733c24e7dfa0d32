"""The fill page's lists, region and construction aids through Starlette's test client: an
uploaded dictionary added to the built-in one, each with its weight, a "never use" list; theme
entries in no dictionary kept and said; a region filled alone; each slot's candidates, the forced
letters and the dead slots of a grid, answered at once; the dictionary indexed in the server
before the job forks."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
from starlette.testclient import TestClient

from web_jobs import client, finished  # noqa: F401 (client: a fixture)

from gridcraft.dictionary import builtin, builtin_dictionary
from gridcraft.fillin.autofill.index import is_kept

#: a 3 x 3 grid with B and A written, and a dictionary whose only fill of it is BAT/ODE/WET
THEMED = "BA.\n...\n...\n"
SMALL = "BAT;60\nODE;40\nWET;55\nBOW;70\nADE;45\nTET;50\nBOX;30\nCAT;90\nDOG;80\n"
ROOT = Path(__file__).resolve().parents[2]


def started(client: TestClient, **post: Any) -> dict[str, Any]:
    response = client.post("/api/fill", **post)
    assert response.status_code == 200, response.text
    return finished(client, response.json()["id"])


def scores_of(document: dict[str, Any]) -> dict[str, int | None]:
    return {e["entry"]: e["score"] for e in document["entries"]}


def test_the_uploaded_list_is_added_to_the_builtin_one_each_with_its_weight(client: TestClient) -> None:
    own = {"dictionary": SMALL, "dictionary_name": "mine.txt"}
    alone = started(client, data={"grid": THEMED, "builtin": "0", "dictionary_weight": "1.5", **own})
    assert alone["state"] == "done", alone
    # each score times 1.5, rounded, at most 100: BAT 90, ODE 60, WET 82 (82.5), BOW 100 (105) ...
    assert scores_of(alone["result"]["document"]) == {
        "BAT": 90,
        "ODE": 60,
        "WET": 82,
        "BOW": 100,
        "ADE": 68,
        "TET": 75,
    }
    assert "holds an entry of mine.txt," in alone["result"]["summary"]
    both = started(client, data={"grid": THEMED, "builtin_weight": "0.5", "dictionary_weight": "2", **own})
    assert both["state"] == "done", both
    document = both["result"]["document"]
    assert both["result"]["summary"].startswith(
        "Every one of the 6 slots holds an entry of the built-in English dictionary and mine.txt, none twice."
    )
    half = {w: min(100, round(s * 0.5)) for w, s in builtin().items() if len(w) == 3}
    mine = {"BAT": 100, "ODE": 80, "WET": 100, "BOW": 100, "ADE": 90, "TET": 100, "BOX": 60, "CAT": 100}
    for e in document["entries"]:  # each entry with its highest weighted score
        assert e["score"] == max(half.get(e["entry"], -1), mine.get(e["entry"], -1)), e


def test_the_never_list_takes_entries_out(client: TestClient) -> None:
    data = {"grid": THEMED, "builtin": "0", "dictionary": SMALL, "dictionary_name": "mine.txt"}
    state = started(client, data=data, files={"never": ("never.txt", b"ode\n")})
    assert state["state"] == "failed" and state["field"] == "grid"  # ODE was the only ?DE
    assert state["error"].startswith("no fill: ")
    aids = client.post("/api/fill/aids", data=data, files={"never": ("never.txt", b"ode\n")}).json()
    assert aids["dead"] and aids["notes"][0].startswith("no entries fit ")


def test_theme_entries_in_no_dictionary_are_kept_and_said(client: TestClient) -> None:
    words = "ZOW;50\nZDE;50\nZET;50\nO-DE;40\nWET;55\n"
    state = started(
        client,
        data={"grid": "ZZZ\n...\n...\n", "builtin": "0", "dictionary": words, "dictionary_name": "z.txt"},
    )
    assert state["state"] == "done", state
    result = state["result"]
    entries = {e["slot"]: e for e in result["document"]["entries"]}
    assert entries["1-Across"]["entry"] == "ZZZ" and entries["1-Across"]["score"] is None
    assert (entries["4-Across"]["written"], entries["4-Across"]["enumeration"]) == ("O-DE", "1-2")
    assert result["summary"].startswith(
        "Every one of the 6 slots holds an entry, none twice: 5 of z.txt, and one written whole that no "
        "dictionary holds, kept as written. The lowest entry score is 40,"
    )
    assert result["notes"][-1] == "kept as written, though in no dictionary: ZZZ (1-Across)"
    assert result["notes"][0].startswith("lowest-scored entries: O-DE 40 (4-Across)")
    fill = json.dumps(result["document"])  # the downloads read such a fill back
    ipuz = client.post("/api/fill/export", data={"grid": "ZZZ\n...\n...\n", "fill": fill, "format": "ipuz"})
    assert ipuz.status_code == 200, ipuz.text
    assert json.loads(ipuz.text)["solution"][0] == ["Z", "Z", "Z"]


def test_a_region_is_filled_alone(client: TestClient) -> None:
    data = {"grid": THEMED, "builtin": "0", "dictionary": SMALL, "dictionary_name": "mine.txt"}
    state = started(client, data={**data, "region": "r3c1:r2c3"})  # corners in any order
    assert state["state"] == "done", state
    assert state["result"]["document"]["grid"] == ["BA.", "ODE", "WET"]  # r1c3 stays empty
    refused = {
        "r1c1:r9c9": ("the region r1c1:r9c9 is not within the grid's 3 rows and 3 columns", "region"),
        "top left": (
            "'top left' is not a region: two cells such as r1c1:r5c5 (rows and columns from 1)",
            "region",
        ),
    }
    for region, (error, field) in refused.items():
        response = client.post("/api/fill", data={**data, "region": region})
        assert response.status_code == 400 and response.json() == {"error": error, "field": field}
    counted = client.post("/api/fill", data={**data, "region": "r1c1:r2c2", "count": "1"})
    assert counted.status_code == 400 and counted.json() == {
        "error": "counting counts the fills of the whole grid: clear the region, or untick the count",
        "field": "region",
    }


def test_the_aids_count_candidates_force_letters_and_mark_dead_slots(client: TestClient) -> None:
    data = {"builtin": "0", "dictionary": SMALL, "dictionary_name": "mine.txt"}
    one = client.post("/api/fill/aids", data={**data, "grid": THEMED})
    assert one.status_code == 200, one.text
    aids = one.json()
    assert {s["slot"]: s["candidates"] for s in aids["slots"]} == {
        "1-Across": 1,
        "4-Across": 1,
        "5-Across": 1,
        "1-Down": 1,
        "2-Down": 1,
        "3-Down": 1,
    }  # fmt: skip  (the grid's only fill: BAT/ODE/WET)
    assert {(f["row"], f["col"]): f["letter"] for f in aids["forced"]} == {
        (0, 2): "T", (1, 0): "O", (1, 1): "D", (1, 2): "E", (2, 0): "W", (2, 1): "E", (2, 2): "T",
    }  # fmt: skip
    assert aids["slots"][0] == {
        "slot": "1-Across", "row": 0, "col": 0, "direction": "across", "length": 3, "candidates": 1,
        "written": False, "dead": False,
    }  # fmt: skip
    dead = client.post("/api/fill/aids", data={**data, "grid": "BAX\n...\n...\n"}).json()
    assert dead["dead"] == ["3-Down"] and dead["notes"] == ["no entry fits 3-Down"]
    assert [s["slot"] for s in dead["slots"] if s["written"]] == ["1-Across"]
    bad = client.post("/api/fill/aids", data={**data, "grid": THEMED, "dictionary_weight": "11"})
    assert bad.status_code == 400 and bad.json() == {
        "error": "'11' must be between 0 and 10",
        "field": "dictionary_weight",
    }
    none = client.post("/api/fill/aids", data={"grid": THEMED, "builtin": "0"})
    assert none.status_code == 400 and none.json() == {
        "error": "no dictionary: tick the built-in English dictionary or choose a dictionary file",
        "field": "dictionary",
    }


def test_the_aids_of_a_15x15_with_the_builtin_list_come_at_once(client: TestClient) -> None:
    grid = (ROOT / "examples" / "fill" / "theme-15.txt").read_text(encoding="utf-8")
    client.post("/api/fill/aids", data={"grid": grid})  # the first may order the dictionary
    began = time.perf_counter()
    answer = client.post("/api/fill/aids", data={"grid": grid})
    seconds = time.perf_counter() - began
    assert answer.status_code == 200 and seconds < 1.0, seconds
    slots = answer.json()["slots"]
    assert len(slots) == 72 and sum(s["written"] for s in slots) == 2
    assert all(s["candidates"] > 0 for s in slots if not s["written"])


def test_the_dictionary_is_indexed_in_the_server_before_the_job_forks(client: TestClient) -> None:
    scores = builtin_dictionary().scores
    assert not is_kept(scores, 3, 424_242)
    response = client.post("/api/fill", data={"grid": "...\n...\n...\n", "seed": "424242", "time_limit": "2"})
    assert response.status_code == 200
    assert is_kept(scores, 3, 424_242)  # made here: the job (a forked process) finds it made
    assert finished(client, response.json()["id"])["state"] == "done"
