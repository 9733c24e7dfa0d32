"""A word search in the player (mode ``find``), in Chromium from ``file://``: words found by a
mouse drag, by two clicks and by the keyboard, a wrong line flashed and cleared, the list struck
through, progress kept over a reload, the solved message, Reveal and Hint, a right-to-left word,
axe-core in light and dark, and the screenshots of ``docs/player/``."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pypdf
import pytest
from player_models import FIND_WORDS, find_model, rtl_find_model  # tests/helpers
from player_pages import Opened  # tests/helpers

from gridcraft.player import PlayModel, PlayOptions, player_html

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")


def _file(tmp: Path, name: str, model: PlayModel) -> Path:
    path = tmp / f"{name}.html"
    path.write_text(player_html(model), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("find")
    return {"find": _file(tmp, "find", find_model()), "rtl": _file(tmp, "rtl", rtl_find_model())}


def _drag(opened: Opened, start: tuple[int, int], end: tuple[int, int]) -> None:
    page = opened.page
    a, b = opened.cell(*start).bounding_box(), opened.cell(*end).bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=4)
    page.mouse.up()


def _found(page: Any) -> list[str]:
    return [str(t) for t in page.locator(".gc-find-list li.gc-used .gc-find-word").all_inner_texts()]


def _status(page: Any) -> str:
    return str(page.inner_text(".gc-status"))


def test_words_found_by_drag_clicks_and_keys(page: Any, files: dict[str, Path]) -> None:
    opened = Opened(page, files["find"])
    cells = FIND_WORDS
    _drag(opened, cells["ANT"][0], cells["ANT"][-1])  # diagonally, with the mouse
    assert _status(page) == "Found ANT, 1 of 4." and _found(page) == ["ANT"]
    opened.cell(*cells["MOUSE"][0]).click()  # right to left, two clicks
    assert "First letter M marked" in _status(page)
    opened.cell(*cells["MOUSE"][-1]).click()
    assert _status(page) == "Found MOUSE, 2 of 4."
    _drag(opened, (1, 1), (1, 4))  # JNKV: no word
    assert page.get_attribute("#gc-player", "data-miss") == "true" and "not a word" in _status(page)
    assert page.locator(".gc-overlay .gc-miss").count() == 1
    page.wait_for_selector("#gc-player[data-miss=false]")  # it flashes and clears
    assert page.locator(".gc-overlay .gc-miss").count() == 0 and len(_found(page)) == 2
    _drag(opened, cells["ANT"][-1], cells["ANT"][0])  # backwards: TNA is not ANT
    assert "not a word" in _status(page)
    opened.cell(0, 0).focus()  # the keyboard: Enter on C, down twice, Space on W
    page.keyboard.press("Enter")
    assert opened.cell(0, 0).get_attribute("aria-selected") == "true"
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Space")
    assert _status(page) == "Found COW, 3 of 4."
    assert sorted(_found(page)) == ["ANT", "COW", "MOUSE"]
    assert page.inner_text(".gc-find-count") == "3 of 4 found"
    assert "found" in page.locator(".gc-find-list li.gc-used").first.inner_text()  # said, not only struck
    assert page.locator(".gc-overlay line.gc-found").count() == 3
    page.keyboard.press("Enter")  # a first letter marked, then Escape: nothing marked
    page.keyboard.press("Escape")
    assert page.locator("td[aria-selected=true]").count() == 0
    opened.reload()
    assert sorted(_found(page)) == ["ANT", "COW", "MOUSE"] and opened.solved() == "false"
    _drag(opened, cells["CAT"][0], cells["CAT"][-1])
    page.wait_for_selector("#gc-player[data-solved=true]")
    assert re.fullmatch(r"Solved! Every word found, in 0:\d\d\.", page.inner_text(".gc-solved"))
    assert _status(page).startswith("Found CAT, 4 of 4. Solved!")
    assert opened.requests == []


def test_reveal_and_hint(page: Any, files: dict[str, Path]) -> None:
    opened = Opened(page, files["find"])
    opened.press("Hint")
    assert page.inner_text(".gc-hint").startswith("Hint: CAT starts at the marked letter")
    assert page.locator("td[data-hint=place]").get_attribute("data-row") == "0"
    opened.press("reveal a word")
    assert _found(page) == ["CAT"] and page.locator(".gc-find-list li.gc-shown").count() == 1
    opened.press("reveal every word")
    page.wait_for_selector("#gc-player[data-solved=true]")
    assert page.inner_text(".gc-solved").startswith("Complete, with 4 words revealed")
    opened.press("Clear all")
    opened.press("Clear everything?")
    assert _found(page) == [] and opened.solved() == "false"
    assert page.locator(".gc-overlay line").count() == 0


def test_a_right_to_left_word_reads_from_its_first_letter(page: Any, files: dict[str, Path]) -> None:
    opened = Opened(page, files["rtl"])
    assert page.locator(".gc-find-word").first.get_attribute("dir") == "rtl"
    assert opened.cell(2, 3).inner_text() == "स्ते"  # a cluster is one cell
    _drag(opened, (0, 0), (0, 3))  # from its last letter: not the word
    assert "not a word" in _status(page)
    _drag(opened, (0, 3), (0, 0))  # from ש, its first letter, leftwards
    assert _status(page) == "Found שלום, 1 of 2."
    opened.cell(1, 2).click()  # מים down, two clicks
    opened.cell(3, 2).click()
    page.wait_for_selector("#gc-player[data-solved=true]")


def test_a_check_only_word_search_plays_without_reveal(page: Any, tmp_path: Path) -> None:
    path = tmp_path / "check-only.html"
    path.write_text(player_html(find_model(), PlayOptions(check_only=True)), encoding="utf-8")
    opened = Opened(page, path)
    assert page.get_by_role("group", name="Reveal").count() == 0
    assert page.get_by_role("button", name="Hint", exact=True).count() == 0
    _drag(opened, FIND_WORDS["MOUSE"][0], FIND_WORDS["MOUSE"][-1])
    assert _status(page) == "Found MOUSE, 1 of 4."


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violations(browser: Any, files: dict[str, Path], scheme: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page(color_scheme=scheme)
    opened = Opened(page, files["find"])
    _drag(opened, FIND_WORDS["ANT"][0], FIND_WORDS["ANT"][-1])
    opened.cell(*FIND_WORDS["CAT"][0]).click()  # a first letter marked
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.close()


def test_screens_wide_narrow_and_printed(browser: Any, files: dict[str, Path], shots: Path) -> None:
    for width, scheme in ((1280, "light"), (360, "dark")):
        page = browser.new_page(viewport={"width": width, "height": 700}, color_scheme=scheme, has_touch=True)
        opened = Opened(page, files["find"])
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        for word in ("ANT", "MOUSE"):
            _drag(opened, FIND_WORDS[word][0], FIND_WORDS[word][-1])
        opened.cell(*FIND_WORDS["COW"][0]).tap()  # a tap marks a first letter
        assert page.locator("td.gc-anchor").count() == 1
        page.screenshot(path=str(shots / f"player-wordsearch-{width}.png"), full_page=True)
        if width == 1280:
            page.emulate_media(media="print")
            page.screenshot(path=str(shots / "player-wordsearch-print.png"), full_page=True)
            pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4")))
            text = pdf.pages[0].extract_text()
            assert len(pdf.pages) == 1 and "MOUSE" in text and not re.search(r"Reveal|Hint|found", text)
        page.close()
