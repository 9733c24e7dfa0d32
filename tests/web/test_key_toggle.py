"""The make page in a real browser: a made puzzle's answer key is hidden at first (a teacher may
project the page to the class) and shown, then hidden again, by its toggle; a word bank and
letters given away reach the puzzle and its layout; axe-core finds no violation either way."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

ROOT = Path(__file__).resolve().parents[2]
CLUED_10 = (ROOT / "tests" / "data" / "words" / "clued-10.txt").read_text(encoding="utf-8")


def no_violations(page: Any) -> None:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def make(page: Any, *, word_bank: bool = False, reveal: int = 0) -> None:
    page.fill("#words", CLUED_10)
    page.fill("#time_limit", "2")
    if word_bank:
        page.check("#word_bank")
    page.fill("#reveal", str(reveal))
    page.evaluate("document.getElementById('summary').textContent = ''")  # an earlier result's
    page.click("#go")
    page.wait_for_selector("#result:not([hidden]) #summary:not(:empty)", timeout=60_000)


@pytest.mark.browser
def test_the_key_is_hidden_until_the_toggle_shows_it(page: Any, server: Any, shots: Path) -> None:
    page.goto(server.url + "/make")
    make(page)
    toggle = page.locator("#key-toggle")
    assert page.is_hidden("#key-figure") and page.is_hidden("#key-picture")
    assert toggle.inner_text() == "Show the key" and toggle.get_attribute("aria-expanded") == "false"
    assert toggle.get_attribute("aria-controls") == "key-figure"
    assert page.is_visible("#puzzle-picture") and "<svg" in page.inner_html("#key-picture")
    page.screenshot(path=str(shots / "make-key-hidden.png"), full_page=True)
    no_violations(page)
    toggle.click()
    assert page.is_visible("#key-picture") and toggle.get_attribute("aria-expanded") == "true"
    assert toggle.inner_text() == "Hide the key"
    page.screenshot(path=str(shots / "make-key-shown.png"), full_page=True)
    no_violations(page)
    toggle.click()
    assert page.is_hidden("#key-figure") and toggle.inner_text() == "Show the key"
    toggle.click()
    make(page)  # a new puzzle: its key hidden again, whatever the toggle showed before
    assert page.is_hidden("#key-figure") and toggle.get_attribute("aria-expanded") == "false"


@pytest.mark.browser
def test_a_word_bank_and_letters_given_away_reach_the_puzzle(page: Any, server: Any) -> None:
    page.goto(server.url + "/make")
    make(page, word_bank=True, reveal=4)
    layout = json.loads(page.evaluate("document.body.dataset.layout"))
    assert layout["word_bank"] is True and len(layout["givens"]) == 4
    assert layout["level"]["grade"] in ("easy", "medium")
    headings = page.locator("#clue-list h3").all_inner_texts()
    assert headings == ["Across", "Down", "Word bank"]
    assert page.inner_text("#puzzle-caption").endswith("Level: " + layout["level"]["grade"])
    no_violations(page)


@pytest.mark.browser
def test_a_word_bank_of_a_list_without_clues_is_named_beside_its_box(page: Any, server: Any) -> None:
    page.goto(server.url + "/make")
    page.fill("#words", "CAT, DOG, EMU")
    page.check("#word_bank")
    page.click("#go")
    page.wait_for_selector("#word_bank-error:not(:empty)")
    assert "no clues" in page.inner_text("#word_bank-error") and page.is_hidden("#result")
