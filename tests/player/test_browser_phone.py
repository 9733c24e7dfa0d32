"""The player on a phone (360 x 740, touch) in Chromium, in the system's font and in the wide fonts
a fresh machine may have instead (DejaVu Sans, Liberation Sans): a 16 x 16 KenKen's cage clues
(``17920×`` among them) stay inside their cells, and pencil marks stay clear of the cage's clue, in
a KenKen's walled cages and a killer sudoku's dashed ones, both made and played by the command
line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from player_pages import Opened  # tests/helpers

from gridcraft import cli

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

DATA = Path(__file__).resolve().parents[1] / "data"
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True}
#: None: the page's own fonts (system-ui first); else the family forced on the page
FONTS = [None, "DejaVu Sans", "Liberation Sans"]
NINE = "123456789"

#: an element's box and its cell's (a td), as left, top, right, bottom
BOXES = """e => { const a = e.getBoundingClientRect(), b = e.closest('td').getBoundingClientRect();
  return {text: e.textContent, row: +e.closest('td').dataset.row, col: +e.closest('td').dataset.col,
          box: [a.left, a.top, a.right, a.bottom], cell: [b.left, b.top, b.right, b.bottom],
          size: parseFloat(getComputedStyle(e).fontSize)}; }"""


@pytest.fixture(scope="module")
def players(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``gridcraft play`` of a 16 x 16 KenKen whose clues run to six signs, and of a made killer."""
    tmp = tmp_path_factory.mktemp("phone")
    killer = tmp / "killer.txt"
    assert cli.main(["make", "killer", "--seed", "1", "-o", str(killer)]) == 0
    out = {"kenken-16": tmp / "kenken-16.html", "killer": tmp / "killer.html"}
    source = str(DATA / "kenken" / "kk16-small-06.txt")  # check-only: no explained steps (6 s to explain)
    assert cli.main(["play", source, "--check-only", "-o", str(out["kenken-16"])]) == 0
    assert cli.main(["play", str(killer), "-o", str(out["killer"])]) == 0
    return out


def _open(browser: Any, path: Path, font: str | None) -> tuple[Any, Opened]:
    page = browser.new_page(**PHONE)
    opened = Opened(page, path)
    if font is not None:
        installed = page.evaluate(
            """f => { const c = document.createElement('canvas').getContext('2d'), t = '17920×';
               c.font = `40px '${f}', monospace`; const w = c.measureText(t).width;
               c.font = '40px monospace'; return w !== c.measureText(t).width; }""",
            font,
        )
        if not installed:
            page.close()
            pytest.skip(f"{font} is not installed")
        page.add_style_tag(content=f"body {{ font-family: '{font}' !important; }}")
    return page, opened


def _inside(item: dict[str, Any]) -> bool:
    (left, top, right, bottom), (c_left, c_top, c_right, c_bottom) = item["box"], item["cell"]
    return left >= c_left and top >= c_top and right <= c_right and bottom <= c_bottom


def _pencil(page: Any, opened: Opened, labels: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Nine pencil marks in the cell of each of ``labels``; each cell's marks measured against its clue."""
    opened.press("Pencil")
    for label in labels:
        opened.cell(label["row"], label["col"]).tap()
        page.keyboard.type(NINE)
    found = []
    for label in labels:
        marks = opened.cell(label["row"], label["col"]).locator(".gc-pencil")
        item = marks.evaluate(BOXES)
        item["label"] = (
            opened.cell(label["row"], label["col"]).locator(".gc-cage-label").evaluate(BOXES)["box"]
        )
        item["spilt"] = marks.evaluate("e => e.scrollHeight - e.clientHeight")  # lines pushed out of the box
        found.append(item)
    return found


def _clear(item: dict[str, Any]) -> bool:
    """The marks' box and the clue's share no point, and no line of marks is pushed out of their box
    (a line is 8 px or more), which lies in its cell."""
    (left, top, right, bottom), (l_left, l_top, l_right, l_bottom) = item["box"], item["label"]
    apart = right <= l_left or l_right <= left or bottom <= l_top or l_bottom <= top
    return apart and item["spilt"] <= 1 and _inside(item)  # 1: the two heights are rounded to whole pixels


@pytest.mark.parametrize("font", FONTS)
def test_a_16_x_16_kenkens_clues_and_marks_stay_in_their_cells(
    browser: Any, players: dict[str, Path], font: str | None, shots: Path
) -> None:
    """Regression: in DejaVu Sans, ``17920×`` ran 6 px out of its cell at 360 px, and nine pencil
    marks covered the cage's clue."""
    page, opened = _open(browser, players["kenken-16"], font)
    labels = page.eval_on_selector_all(".gc-cage-label", f"es => es.map({BOXES})")
    longest = max(labels, key=lambda item: len(item["text"]))
    assert longest["text"] == "17920×"
    assert all(_inside(item) for item in labels), [item for item in labels if not _inside(item)]
    top, bottom = longest["box"][1], longest["box"][3]
    assert bottom - top <= 1.3 * longest["size"]  # on one line: it fits, not broken to fit
    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # the grid scrolls in its box
    four = next(item for item in labels if len(item["text"]) == 4)
    marked = _pencil(page, opened, [longest, four])
    assert all(_clear(item) for item in marked), marked
    if font is None:
        page.screenshot(path=str(shots / "player-kenken-16-360.png"), full_page=True)
    page.close()


@pytest.mark.parametrize("font", FONTS)
def test_killer_pencil_marks_stay_clear_of_the_cage_sum(
    browser: Any, players: dict[str, Path], font: str | None, shots: Path
) -> None:
    """Regression: in DejaVu Sans nine marks took three lines at 360 px, the first over the sum."""
    page, opened = _open(browser, players["killer"], font)
    labels = page.eval_on_selector_all(".gc-cage-label", f"es => es.map({BOXES})")
    assert len(labels) >= 20 and all(_inside(item) for item in labels)
    # the first four two-digit sums in reading order (cages one cell wide among them: the least room)
    sums = [item for item in labels if len(item["text"]) == 2][:4]
    assert len(sums) == 4
    marked = _pencil(page, opened, sums)
    assert all(_clear(item) for item in marked), marked
    if font is None:
        page.screenshot(path=str(shots / "player-killer-pencil-360.png"), full_page=True)
    page.close()
