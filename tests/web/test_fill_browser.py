"""The fill page in a real browser (Playwright driving Debian's chromium): blocks toggled by clicking
with rotational symmetry, a theme letter typed, the grid filled and drawn; a dead corner marked
beside the grid; a themed 15 x 15 whose two theme entries are in no dictionary filled and kept, at
1280 and 360 px wide; axe-core; the construction aids (candidates, forced letters, a dead slot)
with weighted lists and a "never use" list; a region filled, an entry locked, both undone."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fill_check import check_fill

from gridcraft.dictionary import builtin
from gridcraft.draw.letters import CELL, PAD

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

#: a 15 x 15 with two theme entries that no dictionary holds (CROSSWORDPUZZLE is in the built-in one,
#: and the "never use" list takes it out)
THEMED_15 = """\
...#...#...#...
...#.......#...
CROSSWORDPUZZLE
#........##....
....###........
.....##....#...
.....#.......##
.....#...#.....
##.......#.....
...#....##.....
........###....
....##........#
GRIDFILLINGTOOL
...#.......#...
...#...#...#...
"""
#: a dictionary whose only fill of ``BA.`` over two empty rows is BAT/ODE/WET
SMALL = b"BAT;60\nODE;40\nWET;55\nBOW;70\nADE;45\nTET;50\nBOX;30\nCAT;90\nDOG;80\n"
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
    across = page.locator("#entries .entry-table").first.locator("tbody .written").all_inner_texts()
    assert [re.sub(r"[^A-Z]", "", e.upper()) for e in across] == [
        rows[0][1:],
        rows[1],
        rows[2],
        rows[3],
        rows[4][:4],
    ]
    assert page.inner_text("#verdict") in ("best possible", "best found in time")
    assert page.inner_text("#summary").startswith("Every one of the 10 slots holds an entry of the built-in")


def test_a_dead_corner_is_marked_beside_the_grid(page: Any, server: Any) -> None:
    words = [w for w in builtin() if len(w) == 3 and not w.startswith("Q")] + ["QAT"]
    page.goto(server.url + "/fill")
    page.fill("#grid", "Q..\n...\n...")
    assert page.input_value("#width") == "3" and cell(page, 0, 0).inner_text().endswith("Q")
    page.uncheck("#builtin")  # the uploaded list alone
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
    page.fill("#grid", THEMED_15)
    page.set_input_files(
        "#never", {"name": "never.txt", "mimeType": "text/plain", "buffer": b"crossword puzzle\n"}
    )
    page.fill("#time_limit", "4")
    page.check("#count")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden]), #grid-error:not(:empty)", timeout=60_000)
    assert page.inner_text("#grid-error") == "" and page.is_visible("#result")


def test_a_themed_grid_whose_theme_entries_no_dictionary_holds_is_filled_kept_and_accessible(
    page: Any, server: Any, shots: Path
) -> None:
    assert "GRIDFILLINGTOOL" not in builtin()
    filled_theme(page, server, 1280)  # one fill, looked at on a wide screen and then a phone's
    rows = drawn_rows(page.inner_html("#fill-picture"), 15, 15)
    assert rows[2] == "CROSSWORDPUZZLE" and rows[12] == "GRIDFILLINGTOOL"
    notes = page.locator("#notes li").all_inner_texts()
    assert (
        notes[-1]
        == "Kept as written, though in no dictionary: CROSSWORDPUZZLE (17-Across), GRIDFILLINGTOOL (53-Across)"
    )
    assert notes[0].startswith("Lowest-scored entries: ")
    assert "and 2 written whole that no dictionary holds, kept as written." in page.inner_text("#summary")
    theme = page.locator("#entries tr", has_text="CROSSWORDPUZZLE")
    assert theme.locator(".score").inner_text().startswith("–")
    assert theme.locator("td").last.inner_text() == "written"
    grid = THEMED_15.split()
    assert check_fill(grid, rows, {**builtin(), "CROSSWORDPUZZLE": 0, "GRIDFILLINGTOOL": 0}) == []
    from axe_playwright_python.sync_playwright import Axe

    cell(page, 1, 1).focus()
    results = Axe().run(page)  # axe-core on the page with its fill, its aids and its lists
    assert results.violations_count == 0, results.generate_report()
    for width, name in ((1280, "fill.png"), (360, "fill-360.png")):
        page.set_viewport_size({"width": width, "height": 900})
        assert page.locator("#editor td").count() == 225
        assert page.inner_text("#count-verdict") in ("several fills", "not counted")
        assert page.evaluate("document.documentElement.scrollWidth") <= width  # nothing wider than the screen
        page.screenshot(path=str(shots / name), full_page=True)


def aids_ready(page: Any) -> None:
    """Wait for the aids of the grid as it stands."""
    page.wait_for_selector("#aids[data-state='done'], #aids[data-state='failed']", timeout=20_000)


def test_the_aids_count_candidates_force_letters_and_mark_a_dead_slot(page: Any, server: Any) -> None:
    page.goto(server.url + "/fill")
    page.fill("#grid", "BA.\n...\n...")
    page.uncheck("#builtin")
    page.set_input_files("#dictionary", {"name": "small.txt", "mimeType": "text/plain", "buffer": SMALL})
    page.fill("#dictionary_weight", "1.5")
    aids_ready(page)
    # the only fill is BAT/ODE/WET: every slot has one candidate, every empty cell a forced letter
    counts = page.locator("#aids-slots td.score:last-child").all_text_contents()
    assert counts == ["1"] * 6
    assert cell(page, 1, 1).get_attribute("class") == "forced" and cell(page, 1, 1).inner_text() == "D"
    assert cell(page, 1, 1).get_attribute("aria-label") == "row 2, column 2: empty, forced letter D"
    cell(page, 0, 2).focus()
    assert page.inner_text("#aids-here") == "Row 1, column 3: 1-Across: 1 candidate; 3-Down: 1 candidate."
    page.keyboard.type("x")  # no entry starts with X: 3-Down is dead
    aids_ready(page)
    dead = {(int(td.get_attribute("data-row")), int(td.get_attribute("data-col")))
            for td in page.locator("#editor td.dead-slot").all()}  # fmt: skip
    assert dead == {(0, 2), (1, 2), (2, 2)}
    assert page.locator("#aids-dead li").all_inner_texts() == ["Dead: no entry fits 3-Down"]
    page.click("#undo")  # the X undone: no slot is dead
    aids_ready(page)
    assert page.locator("#editor td.dead-slot").count() == 0 and page.input_value("#grid") == "BA.\n...\n..."
    page.set_input_files("#never", {"name": "never.txt", "mimeType": "text/plain", "buffer": b"ODE\n"})
    aids_ready(page)  # without ODE, no entry fits the second row with its crossings
    assert page.locator("#aids-dead li").count() == 1 and page.locator("#editor td.dead-slot").count() > 0
    page.set_input_files("#never", [])
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    scores = page.locator("#entries .score").all_inner_texts()  # the weight: 60 x 1.5 = 90, 70 x 1.5 = 100
    assert scores == ["90", "60", "82", "100", "68", "75"]


def test_a_region_is_filled_an_entry_locked_and_both_undone(page: Any, server: Any) -> None:
    page.goto(server.url + "/fill")
    page.fill("#grid", "#....\n.....\n.....\n.....\n....#")
    cell(page, 2, 2).click()  # a block and its partner: undone
    assert page.input_value("#grid") == "#....\n.....\n..#..\n.....\n....#"
    page.keyboard.press("Control+z")
    assert page.input_value("#grid") == "#....\n.....\n.....\n.....\n....#"
    cell(page, 0, 1).focus()
    cell(page, 1, 4).click(modifiers=["Shift"])  # the region: rows 1 and 2, columns 2 to 5
    assert page.input_value("#region") == "r1c2:r2c5"
    page.fill("#time_limit", "3")
    page.click("#go")
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    filled = {(int(td.get_attribute("data-row")), int(td.get_attribute("data-col")))
              for td in page.locator("#editor td.filled").all()}  # fmt: skip
    assert filled == {(r, c) for r in (0, 1) for c in range(1, 5)}  # letters only in the region
    first = "".join(cell(page, 0, c).inner_text()[-1] for c in range(1, 5))
    page.locator("#entries button.lock", has_text="1-Across").click()
    assert page.input_value("#grid").split("\n")[0] == "#" + first  # its letters are the grid's now
    assert page.locator("#entries button.lock", has_text="1-Across").get_attribute("aria-pressed") == "true"
    page.click("#clear-region")
    page.fill("#seed", "1")
    page.click("#go")
    page.wait_for_selector("#go:enabled", timeout=30_000)  # the fill is done
    assert page.locator("#editor td.filled").count() == 19  # every empty cell but the locked four
    assert page.input_value("#grid").split("\n")[0] == "#" + first  # the locked entry kept
    assert page.locator("#entries tr", has_text=first).first.locator("td").last.inner_text() == "written"
    page.click("#undo")  # the second fill's letters go
    assert page.locator("#editor td.filled").count() == 4
    page.click("#undo")  # then the lock
    assert page.input_value("#grid").split("\n")[0] == "#...."
    assert page.locator("#editor td.filled").count() == 8
