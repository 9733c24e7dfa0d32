"""The page in a real browser (Playwright driving Debian's chromium): make the seed animals and check
the drawn grid against the layout's JSON, download the PDF, solve both kinds, see bad input next to
its field, and see a closed tab stop its search."""

from __future__ import annotations

from gridcraft import kinds

import json
import re
import time
from pathlib import Path
from typing import Any

import pypdf
import pytest
from samples import KIND_SAMPLES

from gridcraft import crisscross
from gridcraft.draw.letters import CELL, LETTER_BASELINE, PAD

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

ROOT = Path(__file__).resolve().parents[2]
ANIMALS = (ROOT / "src" / "gridcraft" / "data" / "animals-ru.txt").read_text(encoding="utf-8")
FILLIN = (ROOT / "tests" / "data" / "fillin" / "wikipedia-7x7.txt").read_text(encoding="utf-8")
KENKEN = (ROOT / "tests" / "data" / "kenken" / "tatham-4x4-easy.txt").read_text(encoding="utf-8")
COMMON_80 = (ROOT / "benchmarks" / "lists" / "common-80.txt").read_text(encoding="utf-8")
CLUED_10 = (ROOT / "tests" / "data" / "words" / "clued-10.txt").read_text(encoding="utf-8")
#: what the command line's messages look like, which the page must never show
CLI_SPEECH = re.compile(r"--[a-z]|:\d+:\d+:")


def drawn_letters(svg: str) -> set[tuple[int, int, str]]:
    """The ``(x, y, letter)`` of each letter drawn in a letter grid."""
    return {
        (int(x), int(y), ch) for x, y, ch in re.findall(r'<text x="(\d+)" y="(\d+)"[^>]*>([^<])</text>', svg)
    }


def test_home_page_links_every_page(page: Any, server: Any, shots: Path) -> None:
    page.goto(server.url + "/")
    assert page.title() == "gridcraft"
    assert [a.get_attribute("href") for a in page.locator("main .cards a").all()] == [
        "/make",
        "/fill",
        "/solve",
        *(f"/make/{name}" for name in kinds.makers()),  # every maker of the registry
    ]
    page.screenshot(path=str(shots / "home.png"), full_page=True)


def test_make_the_animals_and_download_the_sheet(page: Any, server: Any, shots: Path, tmp_path: Path) -> None:
    page.goto(server.url + "/make")
    page.fill("#words", ANIMALS)
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    assert page.inner_text("#summary").startswith("10 words, 10 x 8 = 80, 12 crossings, optimal (proven)")
    layout = crisscross.read_json(page.evaluate("document.body.dataset.layout"), "page")
    key = page.inner_html("#key-picture")
    expected = {
        (PAD + c * CELL + CELL // 2, PAD + r * CELL + LETTER_BASELINE, ch)
        for (r, c), ch in layout.letters().items()
    }
    assert drawn_letters(key) == expected
    page.screenshot(path=str(shots / "make.png"), full_page=True)
    with page.expect_download() as got:
        page.click("[data-export=sheet]")
    path = tmp_path / "sheet.pdf"
    got.value.save_as(str(path))
    assert len(pypdf.PdfReader(str(path)).pages) == 2


def test_a_bad_word_list_is_named_next_to_its_field(page: Any, server: Any) -> None:
    page.goto(server.url + "/make")
    page.fill("#words", "CAT, DOG\nD0G")
    page.click("#go")
    page.wait_for_selector("#words-error:not(:empty)")
    assert page.inner_text("#words-error") == "line 2, column 2: '0' in 'D0G' is not a letter"
    assert page.get_attribute("#words", "aria-invalid") == "true" and page.is_hidden("#result")


@pytest.mark.parametrize(
    ("text", "first_hint"),
    [(FILLIN, "Step 1 of 18: 1 Across (r1c3): DAG"), (KENKEN, "Step 1 of 16: r4c1 = 3")],
)
def test_solve_both_kinds_with_hints(page: Any, server: Any, shots: Path, text: str, first_hint: str) -> None:
    page.goto(server.url + "/solve")
    page.fill("#puzzle", text)
    page.keyboard.press("Tab")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])")
    assert page.inner_text("#verdict") == "one solution" and page.locator("#solutions figure").count() == 1
    assert page.inner_text("#summary") == "Every possibility was tried: this is the puzzle's only solution."
    page.click("#hint")
    page.wait_for_selector("#hint-text:not(:empty)")
    assert page.inner_text("#hint-text").startswith(first_hint)
    page.screenshot(path=str(shots / ("solve.png" if text == KENKEN else "solve-fillin.png")), full_page=True)


def test_make_kenkens_and_their_booklet(page: Any, server: Any, shots: Path, tmp_path: Path) -> None:
    page.goto(server.url + "/kenken")
    page.fill("#size", "5")
    page.select_option("#difficulty", "hard")
    page.fill("#count", "3")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=60_000)
    ids = page.input_value("#ids").split("\n")
    assert len(ids) == 3 and all(i.startswith("5:") for i in ids)
    page.screenshot(path=str(shots / "kenken.png"), full_page=True)
    with page.expect_download() as got:
        page.click("#booklet")
    path = tmp_path / "book.pdf"
    got.value.save_as(str(path))
    assert len(pypdf.PdfReader(str(path)).pages) == 2  # three puzzles, then their solutions


def test_closing_the_page_stops_its_search(page: Any, context: Any, server: Any) -> None:
    before = set(server.children())
    page.goto(server.url + "/make")
    page.fill("#words", COMMON_80)
    page.fill("#time_limit", "60")
    page.click("#go")
    page.locator("#progress", has_text="best area").wait_for(
        timeout=20_000
    )  # (the page's policy forbids eval)
    running = set(server.children()) - before
    assert running, "no job process was started"
    page.close(run_before_unload=True)
    deadline = time.monotonic() + 8
    while set(server.children()) & running and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not set(server.children()) & running, "the search went on after its page was closed"


def test_every_response_forbids_outside_scripts(server: Any) -> None:
    import urllib.request

    with urllib.request.urlopen(server.url + "/solve") as response:
        policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'self'" in policy
    assert json.dumps(policy)


def test_play_a_made_puzzle_in_the_page_and_download_it(
    page: Any, server: Any, shots: Path, tmp_path: Path
) -> None:
    page.goto(server.url + "/make")
    page.fill("#words", ANIMALS)
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    page.click(".play-open")
    frame = page.frame_locator("iframe.player")
    frame.locator("#gc-player[data-ready=true]").wait_for()
    layout = crisscross.read_json(page.evaluate("document.body.dataset.layout"), "page")
    first = min(layout.placements, key=lambda p: (p.direction != "across", p.row, p.col))
    frame.locator(f"td[data-row='{first.row}'][data-col='{first.col}']").click()
    page.keyboard.type(first.word[0])
    cell = frame.locator(f"td[data-row='{first.row}'][data-col='{first.col}'] input")
    assert cell.input_value() == first.word[0]
    page.screenshot(path=str(shots / "make-play.png"), full_page=True)
    with page.expect_download() as got:
        page.click(".play-download")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(str(path))
    assert path.suffix == ".html" and 'id="gc-player"' in path.read_text(encoding="utf-8")


def test_play_a_solved_kenken_in_the_page(page: Any, server: Any) -> None:
    page.goto(server.url + "/solve")
    page.fill("#puzzle", KENKEN)
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    page.click(".play-open")
    frame = page.frame_locator("iframe.player")
    frame.locator("#gc-player[data-ready=true]").wait_for()
    assert frame.locator("td.gc-cell").count() == 16


def test_no_solution_offers_no_play_and_an_error_clears_the_result(page: Any, server: Any) -> None:
    page.goto(server.url + "/solve")
    page.fill("#puzzle", "...\n.#.\n\nABC, XY, CZ\n")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    assert page.inner_text("#verdict") == "no solution" and page.is_hidden(".play")
    page.fill("#puzzle", "CAT, D0G")
    page.click("#go")
    page.wait_for_selector("#puzzle-error:not(:empty)")
    assert page.is_hidden("#result")


def shown_messages(page: Any) -> list[str]:
    """The texts of the page's error lines that show."""
    return [e.inner_text() for e in page.locator(".error").all() if e.is_visible()]


def submitted(page: Any, error: str) -> str:
    """Submit the form and wait for the error line ``error`` (a selector) to show; its text."""
    page.click("#go")
    page.wait_for_selector(f"{error}:not(:empty)", timeout=30_000)
    return str(page.inner_text(error))


def test_no_message_the_page_shows_speaks_the_command_line(page: Any, server: Any) -> None:
    # regression: "(use --max-aspect none)", "words:0:0:", "(or --clues optional)" and an upload's
    # fault under the text box
    seen = []
    page.goto(server.url + "/make")
    for words, error in [
        ("ELEPHANT", "#words-error"),  # a search's failure: a job's message
        ("CAT: a pet\nDOG", "#words-error"),
        ("CAT, DOG", "#words-error"),
        ("CAT, D0G", "#words-error"),
    ]:
        page.fill("#words", words)
        seen.append(submitted(page, error))
        seen += shown_messages(page)
    assert seen[0].endswith('(tick "Allow long, thin grids")')
    page.check("#max_aspect")  # the choice the message names makes the puzzle
    page.fill("#words", "ELEPHANT")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    page.uncheck("#max_aspect")
    page.fill("#time_limit", "600")
    page.fill("#words", "CAT, ACT")
    seen.append(submitted(page, "#time_limit-error"))
    page.fill("#time_limit", "10")
    page.set_input_files("#upload", {"name": "w.txt", "mimeType": "text/plain", "buffer": b"CAT, ACT"})
    both = submitted(page, "#upload-error")  # text and a file: one or the other, said by the file
    assert both.startswith("both a file and text in the box") and page.inner_text("#words-error") == ""
    page.fill("#words", "")
    page.set_input_files(
        "#upload", {"name": "w.txt", "mimeType": "text/plain", "buffer": "CAFÉ".encode("latin-1")}
    )
    seen += [both, submitted(page, "#upload-error")]
    page.goto(server.url + "/solve")
    page.fill("#puzzle", "4\n3 + r1c1 r9c9\n")
    seen.append(submitted(page, "#puzzle-error"))
    page.goto(server.url + "/kenken")
    page.fill("#size", "3")
    page.select_option("#difficulty", "extreme")
    seen.append(submitted(page, "#size-error"))
    assert len(seen) >= 9 and all(seen)
    spoken = [m for m in seen if CLI_SPEECH.search(m)]
    assert not spoken, spoken


def test_the_preview_is_the_puzzle_at_full_width_with_its_clues_as_text(
    page: Any, server: Any, shots: Path
) -> None:
    # regression: the blank grid and its clues were one picture in half the width (clue text ~4 px)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(server.url + "/make")
    page.fill("#words", CLUED_10)
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    clues = page.locator("#clue-list li")
    assert clues.count() == 10 and "a frozen dessert" in page.inner_text(
        "#clue-list"
    )  # text: readable, copyable
    heights = [clues.nth(i).bounding_box()["height"] for i in range(clues.count())]
    size = float(page.eval_on_selector("#clue-list li", "e => parseFloat(getComputedStyle(e).fontSize)"))
    assert min(heights) >= 12 and size >= 12
    page.click("#key-toggle")  # the key is hidden until asked for (a page projected to a class)
    puzzle = page.locator("#puzzle-picture svg").bounding_box()
    key = page.locator("#key-picture svg").bounding_box()
    main = page.locator("main").bounding_box()
    assert puzzle["width"] >= 0.6 * main["width"] and puzzle["y"] + puzzle["height"] <= key["y"]
    # regression: the last Across clue topped the second column, away from its heading
    for section in page.locator("#clue-list section").all():
        heading = section.locator("h3").bounding_box()
        assert all(li.bounding_box()["x"] == heading["x"] for li in section.locator("li").all())
    page.screenshot(path=str(shots / "make-clued.png"), full_page=True)


def test_an_oversized_file_is_named_beside_the_file_field(page: Any, server: Any) -> None:
    # regression: "the text or file is larger than 1 MB" showed under the text box
    page.goto(server.url + "/solve")
    page.set_input_files(
        "#upload", {"name": "big.txt", "mimeType": "text/plain", "buffer": b"CAT\n" * 260_000}
    )
    assert submitted(page, "#upload-error") == "big.txt: the file is larger than 1 MB"
    assert page.inner_text("#puzzle-error") == "" and page.get_attribute("#upload", "aria-invalid") == "true"


def test_a_bad_kenken_seed_is_named_beside_its_field(page: Any, server: Any) -> None:
    # regression: the KenKen page took any text as a seed, with no place for its error
    page.goto(server.url + "/kenken")
    page.fill("#seed", "seed\u202eone")
    message = submitted(page, "#seed-error")
    assert message.startswith("'seed\\u202eone' holds the bidirectional control U+202E")
    assert not CLI_SPEECH.search(message)
    page.goto(server.url + "/make")
    page.fill("#words", "CAT, ACT")
    page.fill("#seed", "1.5")
    assert submitted(page, "#seed-error") == "'1.5' is not a whole number"


@pytest.mark.parametrize(
    ("path", "field", "text"),
    [("/make", "#words", "CAT, ACT, TAB"), ("/solve", "#puzzle", KENKEN), ("/kenken", "#size", "4")],
)
def test_a_finished_job_scrolls_its_result_into_view(
    page: Any, server: Any, path: str, field: str, text: str
) -> None:
    # regression: the result appeared below the fold, unseen, and a screen reader stayed on the button
    page.set_viewport_size({"width": 800, "height": 420})
    page.goto(server.url + path)
    page.fill(field, text)
    if path == "/kenken":
        page.select_option("#difficulty", "easy")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=60_000)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'result-title'")
    top = page.evaluate("document.getElementById('result-title').getBoundingClientRect().top")
    assert -1 <= top < 420 and page.evaluate("window.scrollY") > 0  # (less a fraction of a pixel)


@pytest.mark.parametrize("name", ["killer", "wordsearch", "kenken"])
def test_download_a_solved_puzzle_as_ipuz(page: Any, server: Any, tmp_path: Path, name: str) -> None:
    """The solve page's ipuz button: the puzzle and its solution in its kind's ipuz form (through
    its table; a killer's and a word search's were refused with 500)."""
    page.goto(server.url + "/solve")
    page.fill("#puzzle", KIND_SAMPLES[name])
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    assert page.is_visible("#solved-ipuz")
    with page.expect_download() as got:
        page.click("#solved-ipuz")
    assert got.value.suggested_filename == f"{name}-solved.ipuz"
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(str(path))
    found = kinds.read_ipuz(path.read_text(encoding="utf-8"), str(path))
    assert (
        found.kind is kinds.named(name) and found.puzzle == kinds.read_puzzle(KIND_SAMPLES[name], "p").puzzle
    )
    assert shown_messages(page) == []


def test_a_made_killer_downloads_as_ipuz(page: Any, server: Any, tmp_path: Path) -> None:
    page.goto(server.url + "/make/killer")
    page.locator("#size").wait_for()
    page.select_option("#size", "4")
    page.fill("#count", "2")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=60_000)
    page.select_option("#play-which", "1")
    with page.expect_download() as got:
        page.click("#solved-ipuz")
    path = tmp_path / "made.ipuz"
    got.value.save_as(str(path))
    found = kinds.read_ipuz(path.read_text(encoding="utf-8"))
    second = page.input_value("#ids").split("\n\n")[1]
    assert found.kind is kinds.named("killer") and found.puzzle == kinds.read_puzzle(second, "ids").puzzle
    assert found.solution is not None
