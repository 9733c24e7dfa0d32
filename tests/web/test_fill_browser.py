"""The fill page in a real browser (Playwright driving Debian's chromium): blocks toggled by clicking
with rotational symmetry, a theme letter typed, the grid filled and drawn; a dead corner marked
beside the grid; axe-core; the page with a fill at 1280 and 360 px wide."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fill_check import check_fill

from gridcraft.dictionary import builtin
from gridcraft.draw.letters import CELL, PAD

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

ROOT = Path(__file__).resolve().parents[2]
THEME_15 = (ROOT / "examples" / "fill" / "theme-15.txt").read_text(encoding="utf-8")
#: what the command line's messages look like, which the page must never show
CLI_SPEECH = re.compile(r"--[a-z]|:\d+:\d+:")


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f"#editor td[data-row='{r}'][data-col='{c}']")


def drawn_rows(svg: str, height: int, width: int) -> list[str]:
    """The letters of a drawn letter grid as rows (a space where none is drawn)."""
    rows = [[" "] * width for _ in range(height)]
    for x, y, ch in re.findall(r'<text x="(\d+)" y="(\d+)"[^>]*>([^<])</text>', svg):
        rows[(int(y) - PAD) // CELL][(int(x) - PAD) // CELL] = ch
    return ["".join(row) for row in rows]


def test_blocks_toggled_with_symmetry_a_letter_typed_and_the_grid_filled(page: Any, server: Any) -> None:
    page.goto(server.url + "/fill")
    page.fill("#width", "5")
    page.keyboard.press("Tab")  # the size is taken when the field is left
    page.fill("#height", "5")
    page.keyboard.press("Enter")  # or on Enter, which fills nothing
    assert page.inner_text("#progress") == "" and page.locator("#editor tr").count() == 5
    page.click("#clear-grid")
    assert page.input_value("#grid") == "\n".join(["....."] * 5)
    cell(page, 0, 0).click()  # a block, and its partner half a turn round
    assert page.input_value("#grid") == "#....\n.....\n.....\n.....\n....#"
    cell(page, 4, 4).click()  # white again, both
    assert page.input_value("#grid") == "\n".join(["....."] * 5)
    cell(page, 0, 0).click()
    assert cell(page, 4, 4).get_attribute("class") == "block"
    assert cell(page, 4, 4).get_attribute("aria-label") == "row 5, column 5: block"
    cell(page, 2, 1).click()  # a block, then by the keyboard: right, a letter, left, '.' to clear the block
    page.keyboard.press("ArrowRight")
    page.keyboard.type("a")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press(".")
    assert page.input_value("#grid") == "#....\n.....\n..A..\n.....\n....#"
    assert cell(page, 2, 2).get_attribute("aria-label") == "row 3, column 3: letter A"
    page.fill("#time_limit", "15")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    rows = drawn_rows(page.inner_html("#fill-picture"), 5, 5)
    assert rows[0][0] == " " and rows[4][4] == " " and rows[2][2] == "A"
    grid = ["#....", ".....", "..A..", ".....", "....#"]
    assert check_fill(grid, rows, builtin()) == []
    across = page.locator(".entry-table").first.locator("tbody td:nth-child(2)").all_inner_texts()
    assert across == [rows[0][1:], rows[1], rows[2], rows[3], rows[4][:4]]
    assert page.inner_text("#verdict") in ("best possible", "best found in time")
    assert page.inner_text("#summary").startswith("Every one of the 10 slots holds an entry of the built-in")


def test_a_dead_corner_is_marked_beside_the_grid(page: Any, server: Any) -> None:
    words = [w for w in builtin() if len(w) == 3 and not w.startswith("Q")] + ["QAT"]
    page.goto(server.url + "/fill")
    page.fill("#grid", "Q..\n...\n...")
    assert page.input_value("#width") == "3" and cell(page, 0, 0).inner_text().endswith("Q")
    page.set_input_files(
        "#dictionary", {"name": "three.txt", "mimeType": "text/plain", "buffer": "\n".join(words).encode()}
    )
    page.click("#go")
    page.wait_for_selector("#grid-error:not(:empty)", timeout=30_000)
    message = page.inner_text("#grid-error")
    assert message == "no fill: 1-Across and 1-Down cannot all be entries (Q at r1c1)"
    marked = {(int(td.get_attribute("data-row")), int(td.get_attribute("data-col")))
              for td in page.locator("#editor td.dead").all()}  # fmt: skip
    assert marked == {(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)} and page.is_hidden("#result")
    page.set_input_files(
        "#dictionary", {"name": "d.txt", "mimeType": "text/plain", "buffer": b"CAT;50\nDOG;high\n"}
    )
    page.click("#go")
    page.wait_for_selector("#dictionary-error:not(:empty)")
    said = page.inner_text("#dictionary-error")
    assert said == "d.txt, line 2, column 5: the score 'high' is not a whole number"
    assert not CLI_SPEECH.search(message) and not CLI_SPEECH.search(said)


def filled_theme(page: Any, server: Any, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(server.url + "/fill")
    page.fill("#grid", THEME_15)
    page.fill("#time_limit", "20")  # a busy machine indexes the dictionary slowly
    page.check("#count")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden]), #grid-error:not(:empty)", timeout=90_000)
    assert page.inner_text("#grid-error") == "" and page.is_visible("#result")


def test_a_themed_grid_at_both_widths(page: Any, server: Any, shots: Path) -> None:
    filled_theme(page, server, 1280)  # one fill, looked at on a wide screen and then a phone's
    for width, name in ((1280, "fill.png"), (360, "fill-360.png")):
        page.set_viewport_size({"width": width, "height": 900})
        assert page.locator("#editor td").count() == 225
        assert page.inner_text("#count-verdict") in ("several fills", "not counted")
        assert page.evaluate("document.documentElement.scrollWidth") <= width  # nothing wider than the screen
        rows = drawn_rows(page.inner_html("#fill-picture"), 15, 15)
        assert rows[1].startswith("CROSSWORD") and rows[12].endswith("ALGORITHM")
        page.screenshot(path=str(shots / name), full_page=True)


def test_axe_finds_no_violations_on_the_fill_page(page: Any, server: Any) -> None:
    from axe_playwright_python.sync_playwright import Axe

    filled_theme(page, server, 1280)
    cell(page, 1, 1).focus()
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
