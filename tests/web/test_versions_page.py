"""A class's set from the make page: ``versions`` makes version A and other layouts in the make
job (version A shown, the rest said), ``POST /api/versions`` makes their PDF (each version's
puzzle and key in turn) and ``POST /api/packet`` the list's packet (a crossword, a word search
and a fill-in, then the keys), through the library the command line uses. In a browser: the form
with two versions downloads both, and axe-core finds no violation."""

from __future__ import annotations

import io
import json
import time
from pathlib import Path
from typing import Any

import pypdf
import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'gridcraft[web]'")

from starlette.testclient import TestClient

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

from gridcraft.web.app import create_app

SAVANNA = "ZEBRA\nLION\nGIRAFFE\nHIPPO\nRHINO\nHYENA\nEAGLE\nCHEETAH\n"


def texts(data: bytes) -> list[str]:
    """Each page's text of a PDF."""
    return [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages]


def made(client: TestClient, **fields: str) -> dict[str, Any]:
    """The result of a make job of the savanna's words with ``fields``."""
    form = {"words": SAVANNA, "lang": "en", "time_limit": "10", **fields}
    started = client.post("/api/generate", data=form)
    assert started.status_code == 200, started.text
    job_id = started.json()["id"]
    while True:
        job = client.get(f"/api/jobs/{job_id}").json()
        if job["state"] != "running":
            break
        time.sleep(0.1)
    assert job["state"] == "done", job
    return dict(job["result"])


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app()) as c:
        yield c


@pytest.fixture(scope="module")
def two(client: TestClient) -> dict[str, Any]:
    return made(client, versions="2")


@pytest.mark.slow
def test_two_versions_are_made_and_said(two: dict[str, Any]) -> None:
    assert len(two["versions"]) == 2 and two["versions"][0] == two["layout"]
    assert two["versions"][0]["placements"] != two["versions"][1]["placements"]
    assert two["versions_note"].startswith("2 versions in the PDF")


@pytest.mark.slow
def test_the_versions_pdf_holds_each_version_then_its_key(client: TestClient, two: dict[str, Any]) -> None:
    got = client.post("/api/versions", data={"layouts": json.dumps(two["versions"]), "lang": "en"})
    assert got.status_code == 200 and got.headers["content-type"] == "application/pdf"
    assert "-versions.pdf" in got.headers["content-disposition"]
    pages = texts(got.content)
    assert len(pages) == 4
    heads = [page.splitlines()[0] for page in pages]
    assert [h.endswith("— version A") for h in heads] == [True, True, False, False]
    assert [h.endswith("— version B") for h in heads] == [False, False, True, True]


@pytest.mark.slow
def test_the_packet_holds_three_puzzles_then_their_keys(client: TestClient, two: dict[str, Any]) -> None:
    form = {"layout": json.dumps(two["layout"]), "versions": "1", "lang": "en", "title": "Savanna"}
    got = client.post("/api/packet", data=form)
    assert got.status_code == 200, got.text
    assert "savanna-packet.pdf" in got.headers["content-disposition"]
    heads = [page.splitlines()[0] for page in texts(got.content)]
    names = ["Savanna: Criss-cross", "Savanna: Word search", "Savanna: Fill-in"]
    assert heads == names * 2
    assert all("Solution" not in page and "Answers" not in page for page in texts(got.content)[:3])


@pytest.mark.slow
def test_the_packet_in_two_versions(client: TestClient, two: dict[str, Any]) -> None:
    form = {"layout": json.dumps(two["layout"]), "versions": "2", "lang": "en"}
    heads = [page.splitlines()[0] for page in texts(client.post("/api/packet", data=form).content)]
    assert len(heads) == 12
    assert [h[-1] for h in heads] == list("AAABBB") * 2 and all("— version" in h for h in heads)


def test_bad_versions_are_named_beside_their_field(client: TestClient) -> None:
    got = client.post("/api/generate", data={"words": SAVANNA, "versions": "27"})
    assert got.status_code == 400
    assert got.json() == {"error": "'27' must be between 1 and 26", "field": "versions"}
    got = client.post("/api/packet", data={"layout": "{}", "versions": "2"})
    assert got.status_code == 400 and got.json()["field"] == "layout"
    got = client.post("/api/versions", data={"layouts": "[]"})
    assert got.status_code == 400 and got.json()["field"] == "format"


@pytest.mark.slow
def test_a_packet_of_a_word_inside_another_is_refused(client: TestClient) -> None:
    inside = made(client, words="LION\nLIONESS\nSNAIL\nSEAL\nOTTER\n", max_aspect="none")
    got = client.post("/api/packet", data={"layout": json.dumps(inside["layout"])})
    assert got.status_code == 400 and got.json()["field"] == "packet"
    assert "'lion' is inside 'lioness'" in got.json()["error"].lower()
    assert client.post("/api/packet", data={"layout": "not json"}).json()["field"] == "layout"


@pytest.mark.browser
def test_the_form_with_two_versions_downloads_both(page: Any, server: Any, tmp_path: Path) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.goto(server.url + "/make")
    page.fill("#words", SAVANNA)
    page.select_option("#lang", "en")
    page.fill("#versions", "2")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden]) #summary:not(:empty)", timeout=60_000)
    assert page.inner_text("#versions-shown").startswith("2 versions in the PDF")
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    with page.expect_download() as got:
        page.click("[data-export=sheet]")
    path = tmp_path / "set.pdf"
    got.value.save_as(str(path))
    heads = [p.splitlines()[0] for p in texts(path.read_bytes())]
    assert len(heads) == 4 and heads[0].endswith("— version A") and heads[2].endswith("— version B")
    with page.expect_download(timeout=60_000) as got:
        page.click("#packet")
    path = tmp_path / "packet.pdf"
    got.value.save_as(str(path))
    assert len(texts(path.read_bytes())) == 12
