"""Boxes and dashed cages in the player (a killer sudoku built by hand, mode ``cages``), in
Chromium from ``file://``: thick lines between boxes, the dashed outlines inside the cells, the
sums clear of the pencil marks; pencil marks, Check, Reveal and Hint on 4 x 4 and 9 x 9; axe-core
in light and dark, and the screenshots of ``docs/player/``."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pypdf
import pytest
from player_models import killer_model  # tests/helpers
from player_pages import Opened  # tests/helpers

from gridcraft.player import PlayModel, player_html

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

SMALL, LARGE = killer_model(), killer_model(9, (3, 3), seed=5)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("killer")
    out = {}
    for name, model in (("small", SMALL), ("large", LARGE)):
        out[name] = tmp / f"{name}.html"
        out[name].write_text(player_html(model), encoding="utf-8")
    return out


def _wrong(model: PlayModel, cell: tuple[int, int]) -> str:
    return next(v for v in model.values if v != model.solution[cell])


def test_boxes_and_dashed_cages_are_drawn(page: Any, files: dict[str, Path]) -> None:
    Opened(page, files["small"])
    # between boxes (after column 2 and row 2 of 4) the cells' own edges take the wall's colour
    right = page.locator("td[data-row='0'][data-col='1']").evaluate("e => getComputedStyle(e).boxShadow")
    inner = page.locator("td[data-row='0'][data-col='0']").evaluate("e => getComputedStyle(e).boxShadow")
    assert "1.5px" in right and inner == "none"  # no solid cage walls: the cages are dashed
    outline = str(page.get_attribute(".gc-cage-line", "d"))
    assert outline.count("M") == len(SMALL.cages)  # one closed loop a cage
    numbers = [float(x) for x in re.findall(r"[\d.]+", outline)]
    assert min(numbers) >= 0.1 and max(numbers) <= 3.9  # inside the cells, never on the grid's edge


def test_pencil_check_reveal_and_hint(page: Any, files: dict[str, Path]) -> None:
    opened = Opened(page, files["small"])
    model = SMALL
    opened.press("Pencil")
    opened.cell(0, 0).click()
    page.keyboard.type("3")
    page.keyboard.type("1")
    assert page.inner_text("td[data-row='0'][data-col='0'] .gc-pencil") == "13"  # spaced by the style sheet
    opened.press("Pencil")
    opened.cell(1, 1).click()
    page.keyboard.type(_wrong(model, (1, 1)))
    page.keyboard.type(model.solution[(1, 2)])
    opened.press("check the grid")
    assert page.locator("td.gc-wrong").count() == 1 and "1 digit is" in page.inner_text(".gc-status")
    opened.cell(1, 1).click()
    opened.press("reveal the cell")
    assert opened.value(1, 1) == model.solution[(1, 1)]
    opened.press("Hint")
    assert page.inner_text(".gc-hint").startswith("Hint 1 of 16: r1c1 is")
    page.locator(".gc-hint button").click()  # Fill it in
    assert opened.value(0, 0) == model.solution[(0, 0)]


def test_a_9x9_takes_nine_marks_clear_of_its_sum(page: Any, files: dict[str, Path]) -> None:
    opened = Opened(page, files["large"])
    model = LARGE
    label, cells = next((label, cells) for label, cells in model.cages if len(label) == 2)
    r, c = cells[0]
    opened.press("Pencil")
    opened.cell(r, c).click()
    page.keyboard.type("123456789")
    marks = page.locator(f"td[data-row='{r}'][data-col='{c}'] .gc-pencil")
    assert marks.inner_text() == "123456789"
    box = opened.cell(r, c).bounding_box()
    sum_box = page.locator(f"td[data-row='{r}'][data-col='{c}'] .gc-cage-label").bounding_box()
    mark_box = marks.bounding_box()
    assert sum_box["y"] + sum_box["height"] <= mark_box["y"] + 0.5  # the sum above the marks
    assert mark_box["y"] + mark_box["height"] <= box["y"] + box["height"]  # the marks inside the cell
    opened.press("Pencil")
    opened.cell(8, 8).click()
    page.keyboard.type(_wrong(model, (8, 8)))
    opened.press("check the cell")
    assert page.locator("td.gc-wrong").count() == 1
    opened.press("Hint")  # a wrong digit first, then the steps
    assert page.inner_text(".gc-hint") == "r9c9 is not right."
    opened.cell(8, 8).click()
    page.keyboard.press("Delete")
    opened.press("Hint")
    assert page.inner_text(".gc-hint").startswith("Hint 1 of 81: r1c1 is")
    opened.press("reveal the grid")
    page.wait_for_selector("#gc-player[data-solved=true]")
    assert page.inner_text(".gc-solved").startswith("Complete, with 81 cells revealed")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violations(browser: Any, files: dict[str, Path], scheme: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page(color_scheme=scheme)
    opened = Opened(page, files["small"])
    opened.cell(0, 0).click()
    page.keyboard.type(SMALL.solution[(0, 0)])
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.close()


def test_screens_wide_narrow_and_printed(browser: Any, files: dict[str, Path], shots: Path) -> None:
    for width, scheme in ((1280, "light"), (360, "dark")):
        page = browser.new_page(viewport={"width": width, "height": 800}, color_scheme=scheme, has_touch=True)
        opened = Opened(page, files["large"])
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        opened.cell(0, 0).tap()
        page.keyboard.type(LARGE.solution[(0, 0)])
        opened.press("Pencil")
        for (r, c), marks in (((0, 1), "1249"), ((1, 0), "123456789"), ((4, 4), "57")):
            opened.cell(r, c).tap()
            page.keyboard.type(marks)
        opened.cell(2, 2).tap()
        sums = page.locator("td[data-row='1'][data-col='0'] .gc-cage-label").bounding_box()
        marks = page.locator("td[data-row='1'][data-col='0'] .gc-pencil").bounding_box()
        assert sums["y"] + sums["height"] <= marks["y"] + 0.5  # nine marks clear of the sum, phone too
        page.screenshot(path=str(shots / f"player-killer-{width}.png"), full_page=True)
        if width == 1280:
            page.emulate_media(media="print")
            page.screenshot(path=str(shots / "player-killer-print.png"), full_page=True)
            pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4")))
            assert len(pdf.pages) == 1 and not re.search(r"Check|Reveal|Hint", pdf.pages[0].extract_text())
        page.close()
