"""Every maker of the registry gets its page from one template, its fields from ``/api/kinds``: the
toy kinds of ``tests/helpers/toykind`` (registered in a server of their own, one registry line,
no edit of the page) are made, refused beside their fields with status 400, put in a booklet and
played; the KenKen page is the same page. axe-core finds no violation, nothing is wider than a
phone's screen, and screenshots are taken at 1280 and 360 px."""

from __future__ import annotations

from gridcraft import kinds

import io
import json
import re
from pathlib import Path
from typing import Any

import pypdf
import pytest

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

#: what the command line's messages look like, which the page must never show
CLI_SPEECH = re.compile(r"--[a-z]|:\d+:\d+:")


def refused(page: Any, error: str) -> tuple[int, str]:
    """Submit the form; the status of ``POST /api/make`` and the error line ``error`` it shows."""
    with page.expect_response(lambda r: r.url.endswith("/api/make")) as answered:
        page.click("#go")
    page.wait_for_selector(f"{error}:not(:empty)", timeout=30_000)
    return answered.value.status, str(page.inner_text(error))


def made(page: Any) -> None:
    """Submit the form and wait for its result."""
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=60_000)


def no_violations(page: Any) -> None:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def test_the_toy_maker_gets_its_own_page(page: Any, toy_server: Any) -> None:
    page.goto(toy_server.url + "/")
    cards = [a.get_attribute("href") for a in page.locator("main .cards a").all()]
    assert cards[3:] == ["/make/toy", "/make/toywords", *(f"/make/{name}" for name in kinds.makers())]
    page.click("main .cards a[href='/make/toy']")
    assert page.title() == "Make toy rows – gridcraft" and page.inner_text("h1") == "Make toy rows"
    assert page.inner_text("main .lead") == "Toy rows of numbers, each with one cell to fill."
    assert page.get_attribute("nav a[aria-current=page]", "href") == "/make/toy"
    size = page.locator("#size")
    size.wait_for()
    assert page.inner_text("label[for=size]") == "Size" and size.input_value() == "4"
    assert size.get_attribute("aria-describedby") == "size-error"
    assert page.locator("#words").count() == 0  # made from its options alone
    page.fill("#size", "3")
    page.fill("#count", "2")
    made(page)
    assert page.inner_text("#summary") == "2 toy rows of 3"
    assert page.input_value("#ids").count("TOY 3\n") == 2 and page.locator("#pictures svg").count() == 2
    page.fill("#size", "12")
    status, message = refused(page, "#size-error")
    assert (status, message) == (400, "size must be 2 to 9, not 12")
    assert page.get_attribute("#size", "aria-invalid") == "true" and page.is_hidden("#result")


def test_the_toy_words_maker_end_to_end(page: Any, toy_server: Any, shots: Path, tmp_path: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(toy_server.url + "/make/toywords")
    page.locator("#words").wait_for()
    assert page.inner_text("h1") == "Make word rows"
    assert [o.get_attribute("value") for o in page.locator("#hole option").all()] == [
        "random",
        "first",
        "last",
    ]
    assert page.locator("#hole option:checked").inner_text() == "any"  # the option's default, in words
    status, message = refused(page, "#words-error")  # nothing pasted
    assert (status, message) == (400, "the word list is empty: paste words or choose a file")
    assert page.get_attribute("#words", "aria-invalid") == "true"
    page.fill("#words", "CAT, DOG\nELEPHANTINE")
    assert refused(page, "#words-error") == (400, "line 2, column 1: 'ELEPHANTINE' is longer than 8 letters")
    page.fill("#words", "")
    page.set_input_files("#upload", {"name": "w.txt", "mimeType": "text/plain", "buffer": b"CAT\nD0G\n"})
    status, message = refused(page, "#upload-error")
    assert (status, message) == (400, "w.txt, line 2, column 2: '0' in 'D0G' is not a letter")
    assert page.inner_text("#words-error") == "" and not CLI_SPEECH.search(message)
    page.set_input_files("#upload", [])
    page.fill("#words", "CAT, DOG\nEMU")
    page.select_option("#hole", "first")
    page.fill("#count", "3")
    made(page)
    box = page.input_value("#ids")
    assert box.count("WORDROW 3\n. ") == 3 and "\nEMU\n\n\nWORDROW" in box  # each puzzle holds a blank line
    assert page.inner_text("#ids-label").startswith("The puzzles as text, two blank lines apart")
    page.screenshot(path=str(shots / "maker-words-1280.png"), full_page=True)
    no_violations(page)
    with page.expect_download() as got:
        page.click("#booklet")  # the puzzles as a list: not split at their blank lines
    assert got.value.suggested_filename == "word-rows.pdf"
    path = tmp_path / "rows.pdf"
    got.value.save_as(str(path))
    pdf = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    assert len(pdf.pages) == 2 and "3." in pdf.pages[0].extract_text()  # three puzzles, their solutions
    page.select_option("#play-which", "2")
    page.click(".play-open")
    frame = page.frame_locator("iframe.player")
    frame.locator("#gc-player[data-ready=true]").wait_for()
    assert frame.locator("td.gc-cell").count() == 3
    page.set_viewport_size({"width": 360, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # nothing wider than the screen
    page.screenshot(path=str(shots / "maker-words-360.png"), full_page=True)


def test_the_kenken_page_is_the_maker_page_at_both_widths(page: Any, server: Any, shots: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(server.url + "/kenken")  # the maker's short address: the same page as /make/kenken
    page.locator("#ops").wait_for()
    assert page.inner_text("h1") == "Make KenKens"
    assert page.get_attribute("nav a[aria-current=page]", "href") == "/make/kenken"
    fields = page.locator("#maker-fields .field label").all_inner_texts()
    assert fields == ["Size (3 to 16)", "Grade", "Operations", "How many (1 to 100)", "Seed (any text)"]
    assert page.locator("#ops option:checked").inner_text() == "+ − × ÷"
    page.fill("#size", "4")
    page.select_option("#difficulty", "easy")
    made(page)
    assert page.inner_text("#ids-label") == "Keen game IDs (Simon Tatham's Keen opens them)"
    assert page.input_value("#ids").count("\n4:") == 3  # four Keen IDs, one to a line
    page.screenshot(path=str(shots / "maker-kenken-1280.png"), full_page=True)
    no_violations(page)
    with page.expect_download() as got:
        page.click("#booklet")
    assert got.value.suggested_filename == "kenken-4-x-4.pdf"
    page.set_viewport_size({"width": 360, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(shots / "maker-kenken-360.png"), full_page=True)


def test_the_pages_follow_a_dark_scheme_around_a_dark_player(browser: Any, server: Any, shots: Path) -> None:
    """Regression: in a dark scheme the page stayed white around the dark player. Every page
    follows the scheme (the grid editor and the pictures stay paper-white: the maker page, the
    home page and the fill page are checked), and axe-core finds no violation there, contrast
    included."""
    page = browser.new_page(viewport={"width": 1280, "height": 900}, color_scheme="dark")
    page.goto(server.url + "/kenken")
    page.locator("#ops").wait_for()
    page.fill("#size", "4")
    page.select_option("#difficulty", "easy")
    page.fill("#count", "1")
    made(page)
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(28, 28, 30)", background
    page.click(".play-open")
    page.frame_locator("iframe.player").locator("#gc-player[data-ready=true]").wait_for()
    page.screenshot(path=str(shots / "maker-kenken-dark.png"), full_page=True)
    no_violations(page)
    for address in ("/", "/fill"):  # the home page's cards, and the grid editor kept paper-white
        page.goto(server.url + address)
        page.wait_for_load_state("networkidle")
        assert page.evaluate("getComputedStyle(document.body).backgroundColor") == background
        no_violations(page)
    page.close()


def test_the_toy_makers_puzzle_downloads_as_ipuz(page: Any, toy_server: Any, tmp_path: Path) -> None:
    """The toy's table has an ipuz form: its maker page offers its puzzles' ipuz; the word row's
    has none: its page does not."""
    page.goto(toy_server.url + "/make/toy")
    page.locator("#size").wait_for()
    page.fill("#size", "3")
    page.fill("#count", "1")
    made(page)
    with page.expect_download() as got:
        page.click("#solved-ipuz")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(str(path))
    assert path.name == "toy-solved.ipuz"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["kind"] == ["http://example.org/toy#1"] and sorted(doc["solution"]) == [1, 2, 3]
    page.goto(toy_server.url + "/make/toywords")
    page.locator("#words").wait_for()
    assert page.is_hidden("#solved-ipuz")


@pytest.mark.parametrize(
    ("name", "size", "grade"),
    [("futoshiki", "4", "Tricky"), ("towers", "4", "Hard"), ("kakuro", "6", "Easy")],
)
def test_the_number_kinds_on_the_core_are_made_on_their_pages(
    page: Any, server: Any, shots: Path, name: str, size: str, grade: str
) -> None:
    """Futoshiki, towers and kakuro come from the registry like any maker: made at the size and
    grade asked, drawn, offered as a booklet, within a phone's width."""
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(server.url + f"/make/{name}")
    page.locator("#size").wait_for()
    for field, value in (("#size", size), ("#difficulty", grade), ("#count", "1")):
        if page.locator(field).evaluate("e => e.tagName") == "SELECT":
            page.select_option(field, value)
        else:
            page.fill(field, value)
    made(page)
    summary = page.inner_text("#result")
    assert grade in summary and "one solution" in summary, summary
    assert page.locator("#result svg").count() >= 1
    assert f"{size} x {size}" in summary, summary
    page.screenshot(path=str(shots / f"maker-{name}-1280.png"), full_page=True)
    no_violations(page)
    page.set_viewport_size({"width": 360, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(shots / f"maker-{name}-360.png"), full_page=True)
