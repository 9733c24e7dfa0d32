"""Labelled blocks in the player, in Chromium from ``file://``: a made towers puzzle (its clues in
a ring of labelled blocks around the grid, centred in their places), typed in and accepted, with
Tab from row to row, the cursor passing over the ring, and pencil marks; the split form of the
labels (kakuro's clue blocks: the down sum bottom left, the across sum top right); screenshots
at 1280 and 360 pixels wide, the labels inside their cells."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from player_pages import Opened  # tests/helpers

from gridcraft import towers
from gridcraft.documents import play_file
from gridcraft.outputs import WriteOptions
from gridcraft.player import PlayEntry, PlayModel, player_html

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")


@pytest.fixture(scope="module")
def made() -> towers.Made:
    return towers.make("Easy", 4, seed=7)


@pytest.fixture(scope="module")
def towers_file(tmp_path_factory: pytest.TempPathFactory, made: towers.Made) -> Path:
    path = tmp_path_factory.mktemp("towers") / "towers.html"
    path.write_text(play_file(towers.KIND, made.puzzle, made.solution, WriteOptions()), encoding="utf-8")
    return path


def _inside(page: Any, selector: str) -> None:
    """Every element of ``selector`` lies inside its cell."""
    boxes = page.eval_on_selector_all(
        selector,
        """es => es.map(e => { const a = e.getBoundingClientRect(), b = e.closest('td').getBoundingClientRect();
           return [a.left - b.left, a.top - b.top, b.right - a.right, b.bottom - a.bottom]; })""",
    )
    assert boxes and all(min(box) >= 0 for box in boxes), boxes


def test_a_towers_puzzle_shows_its_clues_and_takes_its_solution(
    page: Any, made: towers.Made, towers_file: Path, shots: Path
) -> None:
    opened = Opened(page, towers_file)
    puzzle, solution, n = made.puzzle, made.solution, made.puzzle.size
    shown = {}
    for side, at in (("top", lambda i: (0, i + 1)), ("bottom", lambda i: (n + 1, i + 1))):
        for i, k in enumerate(puzzle.side(side)):
            shown[at(i)] = str(k) if k else ""
    for side, at in (("left", lambda i: (i + 1, 0)), ("right", lambda i: (i + 1, n + 1))):
        for i, k in enumerate(puzzle.side(side)):
            shown[at(i)] = str(k) if k else ""
    assert any(shown.values())
    for (r, c), text in shown.items():
        cell = opened.cell(r, c)
        assert "gc-clue-place" in str(cell.get_attribute("class"))
        assert cell.inner_text().strip() == text, (r, c)
    for r, c in ((0, 0), (0, n + 1), (n + 1, 0), (n + 1, n + 1)):
        assert opened.cell(r, c).inner_text().strip() == ""
    # a hint marks a cell of the grid (the steps' cells shifted inside the ring) and fills it in
    opened.press("Hint")
    placed = page.locator("td[data-hint='place']")
    assert placed.count() >= 1 and page.inner_text(".gc-hint").startswith("Hint ")
    r, c = int(placed.first.get_attribute("data-row")), int(placed.first.get_attribute("data-col"))
    assert 1 <= r <= n and 1 <= c <= n
    page.locator(".gc-hint button").click()  # Fill it in
    assert opened.value(r, c) == str(solution[r - 1][c - 1])
    # Tab visits the rows; pencil marks go in a cell of the grid
    opened.cell(1, 1).click()
    page.keyboard.press("Tab")
    givens = dict(puzzle.givens)
    # the next row's first cell still to fill (a given, or the cell the hint filled, is passed over)
    first = next(c for c in range(1, n + 1) if (1, c - 1) not in givens and opened.value(2, c) == "")
    assert opened.current() == (2, first)
    opened.press("Pencil")
    page.keyboard.type("1")
    page.keyboard.type("2")
    assert page.inner_text(f"td[data-row='2'][data-col='{first}'] .gc-pencil").replace(" ", "") == "12"
    opened.press("Pencil")
    # a wrong height is found by Check
    free = next((r, c) for r in range(n) for c in range(n) if (r, c) not in dict(puzzle.givens))
    opened.cell(free[0] + 1, free[1] + 1).click()
    page.keyboard.type(str(solution[free[0]][free[1]] % n + 1))
    opened.press("check the grid")
    assert page.locator("td.gc-wrong").count() == 1
    # typed cell by cell; after a row's last cell the cursor passes over the ring to the next row
    given = dict(puzzle.givens)
    for r in range(n):
        for c in range(n):
            if (r, c) not in given:
                opened.cell(r + 1, c + 1).click()
                page.keyboard.type(str(solution[r][c]))
                if c == n - 1 and r < n - 1:
                    assert opened.current() == (r + 2, 1)
    assert all(opened.value(r + 1, c + 1) == str(solution[r][c]) for r in range(n) for c in range(n))
    assert opened.solved() == "true"
    for width, height in ((1280, 800), (360, 740)):
        page.set_viewport_size({"width": width, "height": height})
        _inside(page, ".gc-label")
        page.screenshot(path=str(shots / f"towers-{width}.png"), full_page=True)


def test_split_labels_put_the_down_sum_bottom_left_and_the_across_sum_top_right(
    page: Any, tmp_path: Path
) -> None:
    grid = ((None, None, None), (None, "", ""), (None, "", ""))
    model = PlayModel(
        mode="cages",
        title="Sums",
        grid=grid,
        entries=(PlayEntry("row 1", ((1, 1), (1, 2)), "cage"), PlayEntry("row 2", ((2, 1), (2, 2)), "cage")),
        solution={(1, 1): "1", (1, 2): "2", (2, 1): "3", (2, 2): "4"},
        values=tuple("123456789"),
        labels={(0, 1): ("4", ""), (0, 2): ("6", ""), (1, 0): ("", "3"), (2, 0): ("16", "7")},
    )
    path = tmp_path / "sums.html"
    path.write_text(player_html(model), encoding="utf-8")
    opened = Opened(page, path)
    both = opened.cell(2, 0)
    assert "gc-split" in str(both.get_attribute("class"))
    assert both.locator(".gc-label-down").inner_text() == "16"
    assert both.locator(".gc-label-across").inner_text() == "7"
    assert opened.cell(0, 1).locator(".gc-label-across").count() == 0
    box = both.bounding_box()
    down = both.locator(".gc-label-down").bounding_box()
    across = both.locator(".gc-label-across").bounding_box()
    middle_x, middle_y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert down["x"] + down["width"] <= middle_x + 1 and down["y"] >= middle_y - 1  # bottom left
    assert across["x"] >= middle_x - 1 and across["y"] + across["height"] <= middle_y + 1  # top right
    page.set_viewport_size({"width": 360, "height": 740})
    _inside(page, ".gc-label-down, .gc-label-across")
    assert opened.cell(0, 0).get_attribute("aria-label") == "block"  # a block without a label


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violations(browser: Any, towers_file: Path, scheme: str, shots: Path) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page(color_scheme=scheme, viewport={"width": 360, "height": 740})
    opened = Opened(page, towers_file)
    opened.cell(1, 1).click()
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.screenshot(path=str(shots / f"towers-360-{scheme}.png"), full_page=True)
    page.close()
