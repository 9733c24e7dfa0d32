"""The server's routes through Starlette's test client: pages, the policy header, jobs, exports,
and bad input answered with status 400 and a message in the page's own words, beside its field."""

from __future__ import annotations

from gridcraft import kinds

import io
import json
import re
from pathlib import Path

import pypdf
import pytest

pytest.importorskip("starlette")
pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
from starlette.testclient import TestClient

from samples import KIND_SAMPLES
from web_jobs import client, finished  # noqa: F401 (client: a fixture)

from gridcraft import crisscross, kenken
from gridcraft.web.app import MAX_BODY

ROOT = Path(__file__).resolve().parents[2]
ANIMALS = (ROOT / "src" / "gridcraft" / "data" / "animals-ru.txt").read_text(encoding="utf-8")
KENKEN = (ROOT / "tests" / "data" / "kenken" / "tatham-4x4-easy.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/make",
        "/solve",
        "/kenken",
        "/make/kenken",
        "/fill",
        "/static/app.js",
        "/static/fill.js",
        "/static/style.css",
    ],
)
def test_pages_with_the_policy(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    if path.endswith(".js"):
        assert "<script" not in response.text
    assert response.headers["content-security-policy"].startswith("default-src 'self'; script-src 'self'")
    assert "http" not in response.text.replace("http://www.w3.org", "")  # nothing from outside


@pytest.mark.parametrize("page", ["/", "/make", "/fill", "/solve", "/make/kenken", "/kenken"])
def test_every_page_links_every_page(client: TestClient, page: str) -> None:
    nav = client.get(page).text.split("<nav", 1)[1].split("</nav>", 1)[0]
    makers = [f"/make/{name}" for name in kinds.makers()]  # every maker of the registry, in its order
    assert re.findall(r'href="([^"]+)"', nav) == ["/make", "/fill", "/solve", *makers]
    current = re.findall(r'href="([^"]+)" aria-current="page"', nav)
    assert current == ([] if page == "/" else ["/make/kenken" if page == "/kenken" else page])
    assert "<script>" not in client.get(page).text  # no inline script: the policy allows none


@pytest.mark.parametrize(
    "path",
    [
        "/static/../__init__.py",
        "/static/%2e%2e/app.py",
        "/static/index.html",
        "/static/maker.html",
        "/nothing",
        "/make/nothing",
        "/make/..%2fapp.py",
    ],
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
    assert pdf.status_code == 200  # named after the puzzle's title, in its own script
    assert pdf.headers["content-disposition"] == (
        'attachment; filename="_________-___-________-sheet.pdf"; '
        "filename*=UTF-8''%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%B2%D0%BE%D1%80%D0%B4-%D0%B1%D0%B5%D0%B7-"
        "%D0%B2%D0%BE%D0%BF%D1%80%D0%BE%D1%81%D0%BE%D0%B2-sheet.pdf"
    )
    assert result["caption"].startswith("Впишите все слова (10)")  # the preview's text, not a picture
    assert result["clues"][0] == {"heading": "3 буквы", "lines": ["Мул", "Сом"]}
    assert "Мул" not in result["puzzle"]
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
        ({"words": "CAT, D0G"}, "line 1, column 7: '0' in 'D0G' is not a letter", "words"),
        (
            {"words": "CAT: a pet\nDOG"},
            "line 2, column 1: 'DOG' has no clue, as every entry of a clued list must (or tick \"Words may lack clues\")",
            "words",
        ),
        ({"words": "CAT, ACT", "time_limit": "600"}, "'600' must be between 1 and 60", "time_limit"),
        ({"words": "CAT, ACT", "max_width": "x"}, "'x' is not a number", "max_width"),
        (
            {"size": "3", "difficulty": "extreme"},
            "a 3 x 3 KenKen is at most normal, not extreme; try size 4 or more",
            "size",
        ),
    ],
)
def test_bad_input_is_400_in_the_pages_words(
    client: TestClient, data: dict[str, str], error: str, field: str
) -> None:
    # regression: the page showed the command line's line, "words:1:7: ...", "(or --clues optional)"
    response = client.post("/api/kenken" if "size" in data else "/api/generate", data=data)
    assert response.status_code == 400 and response.json()["field"] == field
    assert response.json()["error"] == error


def test_uploads_bigger_than_the_limit_or_not_utf8(client: TestClient) -> None:
    # regression: an upload's fault was shown under the text box, as "w.txt:0:0: ..."
    latin = client.post("/api/generate", files={"upload": ("w.txt", "CAT\nCAFÉ, FACE".encode("latin-1"))})
    assert latin.status_code == 400 and latin.json() == {
        "error": "w.txt, line 2, column 4: probably Latin-1 (ISO-8859-1) text, not UTF-8: 'É' is byte 0xC9"
        " at byte offset 7 (save the file as UTF-8)",
        "field": "upload",
    }
    bad = client.post("/api/solve", files={"upload": ("k.txt", b"4\n3 + r1c1 r9c9\n")})
    assert bad.json() == {
        "error": "k.txt, line 2, column 10: cell r9c9 is outside the 4 x 4 grid",
        "field": "upload",
    }
    upload = client.post("/api/generate", files={"upload": ("w.txt", b"CAT\nACT\nTAB\n")})
    assert upload.status_code == 200


def test_an_oversized_upload_is_named_beside_the_file_field(client: TestClient) -> None:
    # regression: "the text or file is larger than 1 MB" under the text box for a file too large
    big = client.post("/api/generate", files={"upload": ("w.txt", b"CAT\n" * (MAX_BODY // 4 + 10))})
    assert big.status_code == 400 and big.json() == {
        "error": "w.txt: the file is larger than 1 MB",
        "field": "upload",
    }
    solve = client.post("/api/solve", data={"puzzle": ""}, files={"upload": ("k.txt", b"#" * (MAX_BODY + 1))})
    assert solve.json() == {"error": "k.txt: the file is larger than 1 MB", "field": "upload"}
    text = client.post("/api/generate", data={"words": "CAT\n" * (MAX_BODY // 4 + 10)})
    assert text.json() == {"error": "the text is larger than 1 MB", "field": "words"}
    pasted = client.post(  # a file field sent empty (no file chosen): the text is the big part
        "/api/solve", data={"puzzle": "#" * (MAX_BODY + 1)}, files={"upload": ("", b"")}
    )
    assert pasted.json() == {"error": "the text is larger than 1 MB", "field": "puzzle"}


def test_a_puz_upload_is_solved_and_played(client: TestClient, tmp_path: Path) -> None:
    # regression: the solve page said "not UTF-8 text" of an Across Lite .puz file
    from gridcraft import cli

    (tmp_path / "w.txt").write_text("CAT: a pet\nTACO: a snack\nACT: do\nOAT: grain\n", encoding="utf-8")
    assert cli.main(["generate", str(tmp_path / "w.txt"), "-o", str(tmp_path / "x.puz"), "--quiet"]) == 0
    data = (tmp_path / "x.puz").read_bytes()
    job = client.post("/api/solve", files={"upload": ("x.puz", data)}).json()
    result = finished(client, job["id"])["result"]
    assert result["verdict"] == "one solution" and json.loads(result["puzzle"])["clues"]["Across"]
    played = client.post("/api/play", data={"puzzle": result["puzzle"]})  # what the page sends back
    assert played.status_code == 200 and "a snack" in client.get(played.json()["url"]).text
    uploaded = client.post("/api/play", files={"upload": ("x.puz", data)})
    assert uploaded.status_code == 200
    cut = client.post("/api/solve", files={"upload": ("cut.puz", data[:40])})
    assert cut.status_code == 400 and cut.json() == {
        "error": "cut.puz: not a readable .puz file: truncated or damaged",
        "field": "upload",
    }


def test_a_word_list_on_the_solve_page_is_named_as_one(client: TestClient) -> None:
    # regression: a word list was read as a fill-in grid ("line 1: ... no slot"), a confusing error
    pasted = client.post("/api/solve", data={"puzzle": "CAT\nDOG\nBIRD\n"})
    assert pasted.status_code == 400 and pasted.json() == {
        "error": "this is a word list (3 words), not a puzzle: the Make page turns a word list into a puzzle",
        "field": "puzzle",
    }
    uploaded = client.post("/api/solve", files={"upload": ("w.txt", b"CAT, DOG, BIRD")})
    assert uploaded.json() == {
        "error": "w.txt: this is a word list (3 words), not a puzzle: the Make page turns a word list into a puzzle",
        "field": "upload",
    }


@pytest.mark.parametrize(
    ("api", "data", "error"),
    [
        ("/api/generate", {"seed": "1.5"}, "'1.5' is not a whole number"),
        ("/api/generate", {"seed": "3000000000"}, "'3000000000' must be between 0 and 2147483647"),
        ("/api/generate", {"seed": "x"}, "'x' is not a number"),
        ("/api/kenken", {"seed": "a\u202eb"}, "'a\\u202eb' holds the bidirectional control U+202E"),
        ("/api/kenken", {"seed": "a\x07b"}, "'a\\x07b' holds the control character U+0007"),
    ],
)
def test_a_bad_seed_is_refused_beside_its_field(
    client: TestClient, api: str, data: dict[str, str], error: str
) -> None:
    # regression: the bound said "2.14748e+09", 1.5 was taken, and the KenKen page took any text
    words = {"words": "CAT, ACT"} if api == "/api/generate" else {"size": "4", "difficulty": "easy"}
    answer = client.post(api, data={**words, **data})
    assert answer.status_code == 400 and answer.json()["field"] == "seed"
    assert answer.json()["error"].startswith(error)


@pytest.mark.parametrize("field", ["max_width", "max_height"])
@pytest.mark.parametrize(
    ("value", "error"), [("0", "'0' must be between 1 and 1000"), ("2.5", "'2.5' is not a whole")]
)
def test_a_size_limit_is_checked_as_the_command_line_checks_it(
    client: TestClient, field: str, value: str, error: str
) -> None:
    # regression: 0 was taken as "any" and 2.5 as 2, where the command line refuses both
    answer = client.post("/api/generate", data={"words": "CAT, ACT", field: value})
    assert answer.status_code == 400 and answer.json()["field"] == field
    assert answer.json()["error"].startswith(error)


def test_a_seed_of_any_text_makes_the_same_kenkens_as_the_command_line(client: TestClient) -> None:
    from gridcraft.batch import make_batch
    from gridcraft.kinds import makers

    job = client.post("/api/kenken", data={"size": "4", "difficulty": "easy", "count": "1", "seed": "Thé 1"})
    result = finished(client, job.json()["id"])["result"]
    _, maker = makers()["kenken"]
    batch = make_batch(
        maker, maker.request({"size": 4, "difficulty": "easy"}), seed="Thé 1", count=1, time_limit=60
    )
    assert result["puzzles"] == [maker.writers["keen"](None, batch.made).strip()]


def test_kenkens_above_9_x_9_are_text_the_booklet_and_player_read(client: TestClient) -> None:
    # regression: 10 x 10 puzzles were shown as "Keen game IDs", which Keen refuses above 9 x 9
    job = client.post("/api/kenken", data={"size": "10", "difficulty": "easy", "count": "2"}).json()
    result = finished(client, job["id"], 120)["result"]
    assert "Keen game IDs" not in result["label"] and "Solve page" in result["label"]
    puzzles = result["puzzles"]
    assert len(puzzles) == 2 and result["text"] == "\n\n".join(puzzles)
    assert all(kenken.parse(p).size == 10 for p in puzzles)
    book = client.post("/api/booklet", data={"ids": result["text"], "title": "KenKen 10 x 10"})
    assert book.status_code == 200 and len(pypdf.PdfReader(io.BytesIO(book.content)).pages) == 2
    played = client.post("/api/play", data={"puzzle": puzzles[1]})
    assert played.status_code == 200
    bad = client.post("/api/booklet", data={"ids": result["text"].replace("10\n", "10\n1 + r99c1\n", 1)})
    assert bad.status_code == 400 and bad.json()["field"] == "ids"
    assert bad.json()["error"].startswith("line 3, column ")


def test_make_reads_any_maker_and_the_booklet_a_list_of_puzzles(client: TestClient) -> None:
    data = {"size": "4", "difficulty": "easy", "count": "2", "seed": "list"}
    old = finished(client, client.post("/api/kenken", data=data).json()["id"])["result"]
    new = finished(client, client.post("/api/make", data={**data, "kind": "kenken"}).json()["id"])["result"]
    assert new == old  # the maker's own address is the same request
    assert (new["kind"], new["title"], new["one"]) == ("kenken", "KenKen 4 x 4", "KenKen 4 x 4 (easy)")
    listed = {"puzzles": json.dumps(new["puzzles"]), "kind": "kenken", "title": new["title"]}
    book = client.post("/api/booklet", data=listed)
    assert book.status_code == 200 and 'filename="kenken-4-x-4.pdf"' in book.headers["content-disposition"]
    assert len(pypdf.PdfReader(io.BytesIO(book.content)).pages) == 2
    untitled = client.post("/api/booklet", data={"puzzles": listed["puzzles"]})  # the kind's title of it
    assert (
        untitled.status_code == 200
        and 'filename="kenken-4-x-4.pdf"' in untitled.headers["content-disposition"]
    )
    for puzzles, kind, error, field in [
        ("[1, 2]", "kenken", "not a list of puzzles (a JSON list of texts)", "ids"),
        ("{", "kenken", "not a list of puzzles (a JSON list of texts)", "ids"),
        ("[]", "kenken", "no puzzles", "ids"),
        (json.dumps(["4:x"]), "kenken", "line 1, column ", "ids"),
        (listed["puzzles"], "nonogram", "'nonogram' is not one of", "kind"),
    ]:
        bad = client.post("/api/booklet", data={"puzzles": puzzles, "kind": kind})
        assert (
            bad.status_code == 400 and bad.json()["field"] == field and bad.json()["error"].startswith(error)
        )
    unknown = client.post("/api/make", data={"kind": "nonogram"})
    assert unknown.status_code == 400 and unknown.json() == {
        "error": f"'nonogram' is not one of {', '.join(kinds.makers())}",
        "field": "kind",
    }


def test_solve_hint_and_kenken_booklet(client: TestClient) -> None:
    job = client.post("/api/solve", data={"puzzle": KENKEN}).json()
    result = finished(client, job["id"])["result"]
    assert result["unique"] and result["count"] == 1 and result["verdict"] == "one solution"
    # regression: "unique unique (search complete), 1 node": badge and summary doubled, with jargon
    assert result["summary"] == "Every possibility was tried: this is the puzzle's only solution."
    hint = client.post("/api/hint", data={"puzzle": KENKEN, "step": "1"}).json()
    assert hint["text"].startswith("r3c3 = 3") and hint["steps"] == 16 and "<svg" in hint["svg"]
    bad = client.post("/api/solve", data={"puzzle": "4\n3 + r1c1 r9c9\n"})
    assert (
        bad.status_code == 400
        and bad.json()["field"] == "puzzle"
        and bad.json()["error"].startswith("line 2, column 10: ")
    )
    made = finished(
        client,
        client.post("/api/kenken", data={"size": "4", "difficulty": "easy", "count": "2"}).json()["id"],
    )
    ids = made["result"]["puzzles"]
    assert len(ids) == 2 and all(kenken.grade(kenken.parse_keen_id(i)).label == "easy" for i in ids)
    assert made["result"]["text"] == "\n".join(ids) and made["result"]["label"].startswith("Keen game IDs")
    book = client.post("/api/booklet", data={"ids": made["result"]["text"], "title": "KenKen 4 x 4"})
    pdf = pypdf.PdfReader(io.BytesIO(book.content))
    assert book.status_code == 200 and len(pdf.pages) == 2
    # regression: every booklet was kenken.pdf, its puzzles without their grade
    assert 'filename="kenken-4-x-4.pdf"' in book.headers["content-disposition"]
    assert "1. easy" in pdf.pages[0].extract_text() and "2. easy" in pdf.pages[0].extract_text()
    ipuz = client.post("/api/solved.ipuz", data={"puzzle": KENKEN})
    assert 'filename="kenken-solved.ipuz"' in ipuz.headers["content-disposition"]
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
    assert answer.json()["error"].startswith("'xx' is not one of")


def test_the_solve_summary_names_no_flag(client: TestClient) -> None:
    # regression: the page said "stopped at --limit 10", a command-line flag
    job = client.post(
        "/api/solve",
        data={"puzzle": "4\n" + "".join(f"10 + r{r}c1 r{r}c2 r{r}c3 r{r}c4\n" for r in range(1, 5))},
    )
    result = finished(client, job.json()["id"])["result"]
    assert result["summary"] == "The puzzle has more than one solution; the first 10 are shown."
    assert result["verdict"] == "several solutions" and not result["unique"]


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


def test_text_and_a_file_at_once_are_refused_beside_the_file(client: TestClient) -> None:
    # regression: with words pasted and a file chosen, the file silently won
    both = client.post("/api/generate", data={"words": "CAT, ACT"}, files={"upload": ("w.txt", b"DOG, GOD")})
    assert both.status_code == 400 and both.json()["field"] == "upload"
    assert both.json()["error"].startswith("both a file and text in the box were given")
    puzzle = client.post("/api/solve", data={"puzzle": KENKEN}, files={"upload": ("k.txt", KENKEN.encode())})
    assert puzzle.status_code == 400 and puzzle.json()["field"] == "upload"
    alone = client.post("/api/generate", data={"words": " \n"}, files={"upload": ("w.txt", b"CAT, ACT")})
    assert alone.status_code == 200  # an empty box is no choice


def test_a_failed_search_speaks_the_pages_words_beside_its_source(client: TestClient) -> None:
    # regression: "words:0:0: no layout: ... (use --max-aspect none)", under the text box for a file
    job = client.post("/api/generate", files={"upload": ("one.txt", b"ELEPHANT")}).json()
    state = finished(client, job["id"])
    assert state["field"] == "upload" and state["error"] == (
        "one.txt: no layout: one word makes a 8 x 1 box, longer than the shape limit allows "
        '(tick "Allow long, thin grids")'
    )
    ticked = client.post("/api/generate", data={"words": "ELEPHANT", "max_aspect": "none"}).json()
    assert finished(client, ticked["id"])["state"] == "done"  # the choice the message names
    caps = client.post("/api/generate", data={"words": "ELEPHANTS, ANT, TAN", "max_width": "4"}).json()
    assert finished(client, caps["id"])["error"] == (
        "no layout: 'ELEPHANTS' (9 letters) does not fit in any grid that the width limit 4 and "
        "a shape at most 2 times as long as wide allow"
    )


def test_at_the_longest_time_no_longer_time_is_suggested(monkeypatch: pytest.MonkeyPatch) -> None:
    # regression: "a longer --time-limit may find one" where the page allows no longer
    # regression: on an idle machine the node budget sized from 0.3 s ran out before the clock did,
    # and the message then suggested no longer time (this test failed 6 runs in 8)
    from gridcraft.web import work

    entries = work.words({"words": (ROOT / "benchmarks" / "lists" / "common-80.txt").read_text()})
    options = {"seed": 0, "max_aspect": 2.0, "max_width": 12, "max_height": None, "givens": "auto"}
    messages = []
    for seconds, longest in ((0.3, 60.0), (0.3, 0.3)):
        monkeypatch.setattr(work, "MAX_SECONDS", longest)
        with pytest.raises(work.BadInput) as e:
            work.generate(entries, {**options, "time_limit": seconds}, lambda p: None)
        messages.append(e.value.text)
    assert "a longer time limit may find one (or the width limit 12 may leave no room" in messages[0]
    assert "longer time" not in messages[1] and messages[1].endswith(
        "; the width limit 12 may leave no room: loosen it"
    )


def test_a_seeded_page_search_has_a_node_budget(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    # regression: the page's searches ran on the clock alone, so a seed did not repeat under load
    from gridcraft.web import work

    monkeypatch.setattr(work, "generate", lambda entries, options, report: {"nodes": options["nodes"]})
    job = client.post("/api/generate", data={"words": ANIMALS, "time_limit": "8"}).json()
    entries = work.words({"words": ANIMALS})
    assert finished(client, job["id"])["result"] == {"nodes": work.page_nodes(entries, 8.0)}


def test_the_favicon_is_served(client: TestClient) -> None:
    # regression: /favicon.ico was a 404
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/svg+xml")
    assert "<svg" in icon.text and 'rel="icon"' in client.get("/make").text


@pytest.mark.parametrize("name", [kind.name for kind in kinds.kinds()])
def test_every_kind_downloads_its_ipuz_from_the_page(client: TestClient, name: str) -> None:
    """The solve page's ipuz download of every kind of the registry, through its table (a layout:
    its fill-in puzzle, as the solve page solves it)."""
    text = KIND_SAMPLES[name]
    found = kinds.read_puzzle(text, "p")
    solver, puzzle = found.kind.solvable(found.puzzle)
    job = finished(client, client.post("/api/solve", data={"puzzle": text}).json()["id"])["result"]
    assert job["ipuz"] is True and job["kind"] == solver.name  # the page shows its download button
    answer = client.post("/api/solved.ipuz", data={"puzzle": text})
    assert answer.status_code == 200, answer.text
    assert f'filename="{solver.name}-solved.ipuz"' in answer.headers["content-disposition"]
    back = kinds.read_ipuz(answer.text, "got.ipuz")
    assert back.kind is solver and back.puzzle == puzzle
    assert back.solution is None or solver.verify(puzzle, back.solution) == []


@pytest.mark.parametrize("name", list(kinds.makers()))
def test_every_maker_page_downloads_a_made_puzzles_ipuz(client: TestClient, name: str) -> None:
    kind, maker = kinds.makers()[name]
    data = {"kind": name, "count": "1", "seed": "ipuz"}
    if maker.input == "words":
        data["words"] = "CAT\nDOG\nEMU\nYAK\n"
    result = finished(client, client.post("/api/make", data=data).json()["id"])["result"]
    assert next(m for m in client.get("/api/kinds").json()["make"] if m["name"] == name)["ipuz"]
    answer = client.post("/api/solved.ipuz", data={"puzzle": result["puzzles"][0], "kind": name})
    assert answer.status_code == 200 and kinds.read_ipuz(answer.text).kind is kind


@pytest.mark.parametrize(
    ("path", "fields"),
    [
        ("/api/generate", "words, upload (a file, in place of words), seed, time_limit, max_aspect"),
        ("/api/solve", "puzzle, upload (a file, in place of puzzle), time_limit"),
        ("/api/kenken", "size, difficulty, ops, count, seed"),
        ("/api/make", "kind (one of "),
        ("/api/fill", "grid, dictionary, never, builtin"),
        ("/api/hint", "puzzle, upload (a file, in place of puzzle), kind, step"),
        ("/api/play", "layout, puzzle"),
    ],
)
def test_a_json_body_is_refused_naming_the_forms_fields(client: TestClient, path: str, fields: str) -> None:
    # regression: a JSON body was read as an empty form: "line 1, column 1: the word list is empty"
    sent = client.post(path, json={"words": "cat\ntea\nact", "puzzle": KENKEN, "seed": 1})
    assert sent.status_code == 415 and sent.json()["field"] == "form", sent.text
    error = sent.json()["error"]
    assert error.startswith(
        "send the form as multipart/form-data or application/x-www-form-urlencoded (not application/json), "
        "with the fields: "
    )
    assert fields in error
    plain = client.post(path, content=b"words=cat")  # no content type at all
    assert plain.status_code == 415 and "(a body without a content type)" in plain.json()["error"]


def test_the_same_fields_as_a_form_are_read(client: TestClient) -> None:
    form = client.post("/api/generate", data={"words": "cat\ntea\nact", "seed": "1"})
    assert form.status_code == 200 and "id" in form.json()
    empty = client.post("/api/generate")  # no body at all: an empty form, whose word list is empty
    assert empty.status_code == 400 and empty.json()["field"] == "words"
