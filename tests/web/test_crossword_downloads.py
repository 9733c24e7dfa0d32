"""The page's .jpz and .xd downloads, beside its .puz: a layout's (kept from a real .puz upload,
its notes too) and a fill's, through Starlette's test client."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
from starlette.testclient import TestClient

from web_jobs import client, finished  # noqa: F401 (client: a fixture)

from gridcraft.crisscross.layout_json import layout_dict
from gridcraft.formats.files import file_text
from gridcraft.formats.jpz import read_jpz
from gridcraft.formats.puz_read import read_puz
from gridcraft.formats.xd import read_xd
from gridcraft.kinds import read_puzzle

FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"
ROOT = Path(__file__).resolve().parents[2]


def test_a_layouts_jpz_and_xd_downloads_hold_the_crossword(client: TestClient) -> None:
    name = "nyt_rebus_with_notes_and_shape.puz"  # rebus, circles, notes
    data = (FILES / name).read_bytes()
    layout = read_puzzle(file_text(data, name), name).puzzle
    posted = {"layout": json.dumps(layout_dict(layout)), "title": "Stars"}
    expected = read_puz(data, name)
    got = {fmt: client.post("/api/export", data=posted | {"format": fmt}) for fmt in ("jpz", "xd")}
    assert all(r.status_code == 200 for r in got.values()), {f: r.text for f, r in got.items()}
    assert 'filename="stars.jpz"' in got["jpz"].headers["content-disposition"]
    assert 'filename="stars.xd"' in got["xd"].headers["content-disposition"]
    for found in (read_jpz(got["jpz"].content), read_xd(got["xd"].text)):
        assert found.cells == expected.cells and found.circled == expected.circled
        assert found.notes == expected.notes and found.title == "Stars"
        assert {k: text for k, (text, _) in found.clues.items()} == {
            k: t for k, (t, _) in expected.clues.items()
        }


def test_the_pages_offer_them_beside_puz() -> None:
    for page in ("make.html", "fill.html"):
        html = (ROOT / "src" / "gridcraft" / "web" / "static" / page).read_text("utf-8")
        assert (
            html.index('data-export="puz"') < html.index('data-export="jpz"') < html.index('data-export="xd"')
        )


def test_a_fills_jpz_and_xd_downloads(client: TestClient) -> None:
    words = "BAT;60\nODE;40\nWET;55\nBOW;70\nADE;45\nTET;50\n"
    started = client.post("/api/fill", data={"grid": "BA.\n...\n...\n", "dictionary": words, "builtin": "0"})
    assert started.status_code == 200, started.text
    result = finished(client, started.json()["id"])["result"]
    form = {"grid": "BA.\n...\n...\n", "fill": json.dumps(result["document"])}
    jpz = client.post("/api/fill/export", data=form | {"format": "jpz"})
    xd = client.post("/api/fill/export", data=form | {"format": "xd"})
    assert jpz.status_code == 200 and xd.status_code == 200, (jpz.text, xd.text)
    assert 'filename="fill.jpz"' in jpz.headers["content-disposition"]
    for found in (read_jpz(jpz.content), read_xd(xd.text)):
        assert found.cells == (("B", "A", "T"), ("O", "D", "E"), ("W", "E", "T"))
        assert len(found.clues) == 6  # the crossword to clue: every clue empty
