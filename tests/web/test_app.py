"""The server's routes through Starlette's test client: pages, the policy header, jobs, exports,
and bad input answered with status 400 and the command line's one-line message."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pypdf
import pytest

pytest.importorskip("starlette")
pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
from starlette.testclient import TestClient

from gridcraft import crisscross, kenken
from gridcraft.web.app import MAX_BODY, create_app

ROOT = Path(__file__).resolve().parents[2]
ANIMALS = (ROOT / "src" / "gridcraft" / "data" / "animals-ru.txt").read_text(encoding="utf-8")
KENKEN = (ROOT / "tests" / "data" / "kenken" / "tatham-4x4-easy.txt").read_text(encoding="utf-8")


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app()) as c:
        yield c


def finished(client: TestClient, job_id: str, seconds: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        state = client.get(f"/api/jobs/{job_id}").json()
        if state["state"] != "running":
            return dict(state)
        time.sleep(0.1)
    raise AssertionError("the job did not end")


@pytest.mark.parametrize("path", ["/", "/make", "/solve", "/kenken", "/static/app.js", "/static/style.css"])
def test_pages_with_the_policy(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-security-policy"].startswith("default-src 'self'; script-src 'self'")
    assert "http" not in response.text.replace("http://www.w3.org", "")  # nothing from outside


@pytest.mark.parametrize(
    "path", ["/static/../__init__.py", "/static/%2e%2e/app.py", "/static/index.html", "/nothing"]
)
def test_no_path_reaches_the_file_system(client: TestClient, path: str) -> None:
    assert client.get(path).status_code == 404


def test_a_layout_job_and_its_exports(client: TestClient) -> None:
    job = client.post("/api/generate", data={"words": ANIMALS, "time_limit": "5"}).json()
    result = finished(client, job["id"])["result"]
    assert result["summary"].startswith("10 words, 10 x 8 = 80")
    layout = crisscross.read_json(json.dumps(result["layout"]), "x")
    assert layout.check() == [] and "<svg" in result["puzzle"] and "<svg" in result["key"]
    pdf = client.post("/api/export", data={"layout": json.dumps(result["layout"]), "format": "sheet"})
    assert (
        pdf.status_code == 200 and pdf.headers["content-disposition"] == 'attachment; filename="puzzle.pdf"'
    )
    assert len(pypdf.PdfReader(io.BytesIO(pdf.content)).pages) == 2  # the sheet: puzzle, then key
    picture = client.post("/api/export", data={"layout": json.dumps(result["layout"]), "format": "pdf"})
    assert (
        len(pypdf.PdfReader(io.BytesIO(picture.content)).pages) == 1
    )  # pdf means the picture, as on the command line
    ipuz = client.post("/api/export", data={"layout": json.dumps(result["layout"]), "format": "ipuz"})
    assert json.loads(ipuz.text)["kind"] == ["http://ipuz.org/crossword#1"]
    puz = client.post("/api/export", data={"layout": json.dumps(result["layout"]), "format": "puz"})
    assert puz.status_code == 400 and "Latin-1" in puz.json()["error"]  # Cyrillic


@pytest.mark.parametrize(
    ("data", "error", "field"),
    [
        ({"words": "CAT, D0G"}, "words:1:7: '0' in 'D0G' is not a letter", "words"),
        ({"words": "CAT: a pet\nDOG"}, "words:2:1: 'DOG' has no clue", "words"),
        (
            {"words": "CAT, ACT", "time_limit": "600"},
            "time_limit:1:1: '600' must be between 1 and 60",
            "time_limit",
        ),
        ({"words": "CAT, ACT", "max_width": "x"}, "max_width:1:1: 'x' is not a number", "max_width"),
    ],
)
def test_bad_input_is_400_with_the_clis_line(
    client: TestClient, data: dict[str, str], error: str, field: str
) -> None:
    response = client.post("/api/generate", data=data)
    assert response.status_code == 400 and response.json()["field"] == field
    assert response.json()["error"].startswith(error)


def test_uploads_bigger_than_the_limit_or_not_utf8(client: TestClient) -> None:
    big = client.post("/api/generate", files={"upload": ("w.txt", b"CAT\n" * (MAX_BODY // 4 + 10))})
    assert big.status_code == 400 and "larger than 1 MB" in big.json()["error"]
    latin = client.post("/api/generate", files={"upload": ("w.txt", "CAFÉ, FACE".encode("latin-1"))})
    assert latin.status_code == 400 and latin.json()["error"] == "w.txt:0:0: not UTF-8 text (byte 4)"
    upload = client.post("/api/generate", files={"upload": ("w.txt", b"CAT\nACT\nTAB\n")})
    assert upload.status_code == 200


def test_solve_hint_and_kenken_booklet(client: TestClient) -> None:
    job = client.post("/api/solve", data={"puzzle": KENKEN}).json()
    result = finished(client, job["id"])["result"]
    assert (
        result["unique"] and result["count"] == 1 and result["summary"].startswith("unique (search complete)")
    )
    hint = client.post("/api/hint", data={"puzzle": KENKEN, "step": "1"}).json()
    assert hint["text"].startswith("r3c3 = 3") and hint["steps"] == 16 and "<svg" in hint["svg"]
    bad = client.post("/api/solve", data={"puzzle": "4\n3 + r1c1 r9c9\n"})
    assert (
        bad.status_code == 400
        and bad.json()["field"] == "puzzle"
        and bad.json()["error"].startswith("puzzle:2:")
    )
    made = finished(
        client,
        client.post("/api/kenken", data={"size": "4", "difficulty": "easy", "count": "2"}).json()["id"],
    )
    ids = made["result"]["ids"]
    assert len(ids) == 2 and all(kenken.grade(kenken.parse_keen_id(i)).label == "easy" for i in ids)
    book = client.post("/api/booklet", data={"ids": "\n".join(ids)})
    assert book.status_code == 200 and len(pypdf.PdfReader(io.BytesIO(book.content)).pages) == 2
    refused = client.post("/api/kenken", data={"size": "3", "difficulty": "extreme"})
    assert refused.status_code == 400 and "at most normal" in refused.json()["error"]


def test_a_cancelled_job_says_so(client: TestClient) -> None:
    words = (ROOT / "benchmarks" / "lists" / "common-80.txt").read_text(encoding="utf-8")
    job = client.post("/api/generate", data={"words": words, "time_limit": "30"}).json()
    assert client.post(f"/api/jobs/{job['id']}/cancel").json() == {"cancelled": True}
    state = client.get(f"/api/jobs/{job['id']}").json()
    assert state["state"] == "cancelled" and state["error"] == "cancelled"
    assert client.get("/api/jobs/nothing").status_code == 404


def test_an_unknown_language_is_refused_next_to_its_field(client: TestClient) -> None:
    # regression: lang=xx started a job that failed with an internal KeyError
    answer = client.post("/api/generate", data={"words": ANIMALS, "lang": "xx"})
    assert answer.status_code == 400 and answer.json()["field"] == "lang"
    assert answer.json()["error"].startswith("lang:1:1: 'xx' is not one of")


def test_the_solve_summary_names_no_flag(client: TestClient) -> None:
    # regression: the page said "stopped at --limit 10", a command-line flag
    job = client.post(
        "/api/solve",
        data={"puzzle": "4\n" + "".join(f"10 + r{r}c1 r{r}c2 r{r}c3 r{r}c4\n" for r in range(1, 5))},
    )
    result = finished(client, job.json()["id"])["result"]
    assert "--" not in result["summary"] and "the page's limit of 10" in result["summary"]


def test_the_player_of_a_puzzle_is_kept_and_served_with_its_own_policy() -> None:
    from starlette.testclient import TestClient

    from gridcraft.web.app import create_app

    kenken = (Path(__file__).resolve().parents[1] / "data" / "kenken" / "tatham-4x4-easy.txt").read_text()
    with TestClient(create_app()) as client:
        made = client.post("/api/play", data={"puzzle": kenken}).json()
        served = client.get(made["url"])
        assert served.status_code == 200 and 'id="gc-player"' in served.text
        policy = served.headers["content-security-policy"]
        assert policy.startswith("default-src 'none'") and "frame-ancestors 'self'" in policy
        assert "attachment" in client.get(made["download"]).headers["content-disposition"]
        assert client.get("/play/unknown").status_code == 404
        named = client.post("/api/play", data={"puzzle": kenken, "title": "Кенкен 4"}).json()
        assert named["name"] == "кенкен-4.html"  # a title in any script names the file
        assert "filename*=UTF-8''%D0%BA" in client.get(named["download"]).headers["content-disposition"]
        bad = client.post("/api/play", data={"puzzle": "4:_a_7a4_a3,a3a5m12d2s1s1d2m9"})
        assert bad.status_code == 400 and bad.json()["field"] == "puzzle"
