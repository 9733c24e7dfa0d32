"""Signs on the borders between cells in the player (a futoshiki, mode ``cages``), in Chromium
from ``file://``: each ``<`` drawn on the border of its two cells with its point towards the
smaller, each adjacent bar on its border; the solution typed in is accepted; the page fits a
phone's width; each cell's label says what its signs say; axe-core finds no fault in light and
dark; screenshots at 1280 and 360 pixels."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from player_pages import Opened  # tests/helpers

from gridcraft.engine import Budget
from gridcraft.futoshiki import KIND
from gridcraft.player import PlayModel, player_html

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

#: the screen place of every sub-path's point: the middle point of a chevron, the middle of a bar
_POINTS = """(sel) => {
  const out = [];
  document.querySelectorAll(sel).forEach((path) => {
    const ctm = path.getScreenCTM();
    for (const part of path.getAttribute("d").split("M").filter(Boolean)) {
      const xy = part.split(/[LVH ]/).filter(Boolean).map(Number);
      let x, y;
      if (part.includes("L")) { x = xy[2]; y = xy[3]; }  // M x y L tipx tipy L x y: the tip
      else if (part.includes("V")) { x = xy[0]; y = (xy[1] + xy[2]) / 2; }
      else { x = (xy[0] + xy[2]) / 2; y = xy[1]; }
      const p = new DOMPoint(x, y).matrixTransform(ctm);
      out.push([p.x, p.y]);
    }
  });
  return out;
}"""


def _made(adjacent: bool) -> PlayModel:
    """A 5 x 5 Easy futoshiki made with seed 4, in the player."""
    request = KIND.maker.request({"size": 5, "difficulty": "Easy", "adjacent": adjacent})
    made = KIND.maker.make(request, "4", Budget())
    return KIND.play(made.puzzle, made.solution, KIND.default_title(made.puzzle))


INEQUALITY = _made(False)
ADJACENT = _made(True)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("futoshiki")
    out = {}
    for name, model in (("signs", INEQUALITY), ("bars", ADJACENT)):
        out[name] = tmp / f"{name}.html"
        out[name].write_text(player_html(model), encoding="utf-8")
    return out


def _centre(box: dict[str, float]) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _check_marks(page: Any, opened: Opened, model: PlayModel) -> None:
    """Every sign's point lies on its border, towards its smaller cell; every bar on its border."""
    signs = [(a, b) for a, b, mark in model.signs if mark == "<"]
    bars = [(a, b) for a, b, mark in model.signs if mark == "|"]
    tips = page.evaluate(_POINTS, ".gc-sign")
    middles = page.evaluate(_POINTS, ".gc-bar")
    assert len(tips) == len(signs) and len(middles) == len(bars)
    box = opened.cell(0, 0).bounding_box()
    size = box["width"]
    for (a, b), (x, y) in zip(signs, tips, strict=True):
        ax, ay = _centre(opened.cell(*a).bounding_box())
        bx, by = _centre(opened.cell(*b).bounding_box())
        mx, my = (ax + bx) / 2, (ay + by) / 2  # the border's middle
        assert abs(x - mx) + abs(y - my) < 0.15 * size  # on the border
        # the point is on the smaller cell's side of the border
        assert (x - mx) * (ax - mx) + (y - my) * (ay - my) > 0
    for (a, b), (x, y) in zip(bars, middles, strict=True):
        ax, ay = _centre(opened.cell(*a).bounding_box())
        bx, by = _centre(opened.cell(*b).bounding_box())
        assert abs(x - (ax + bx) / 2) + abs(y - (ay + by) / 2) < 0.05 * size


def _type_solution(page: Any, opened: Opened, model: PlayModel) -> None:
    for (r, c), value in sorted(model.solution.items()):
        if model.grid[r][c] == "":
            opened.cell(r, c).click()
            page.keyboard.type(value)


@pytest.mark.parametrize("name", ("signs", "bars"))
def test_signs_are_drawn_on_their_borders_and_the_solution_is_accepted(
    page: Any, files: dict[str, Path], name: str
) -> None:
    model = INEQUALITY if name == "signs" else ADJACENT
    assert any(mark == ("<" if name == "signs" else "|") for _, _, mark in model.signs)
    opened = Opened(page, files[name])
    _check_marks(page, opened, model)
    (ra, ca), (rb, cb), mark = model.signs[0]
    side = {(1, 0): "below", (-1, 0): "above", (0, 1): "to the right", (0, -1): "to the left"}[
        (rb - ra, cb - ca)
    ]
    said = "less than" if mark == "<" else "1 apart from"
    assert f"{said} the cell {side}" in str(opened.cell(ra, ca).locator("input").get_attribute("aria-label"))
    assert opened.solved() == "false"
    _type_solution(page, opened, model)
    assert opened.solved() == "true"
    assert opened.requests == []


def test_the_signs_fit_a_phone_and_a_desktop(browser: Any, files: dict[str, Path], shots: Path) -> None:
    for width in (1280, 360):
        page = browser.new_page(viewport={"width": width, "height": 800}, has_touch=True)
        opened = Opened(page, files["signs"])
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        _check_marks(page, opened, INEQUALITY)
        cell = next(
            cell for cell, v in sorted(INEQUALITY.solution.items()) if INEQUALITY.grid[cell[0]][cell[1]] == ""
        )
        opened.cell(*cell).tap()
        page.keyboard.type(INEQUALITY.solution[cell])
        page.screenshot(path=str(shots / f"futoshiki-{width}.png"), full_page=True)
        page.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violations(browser: Any, files: dict[str, Path], scheme: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page(color_scheme=scheme)
    Opened(page, files["bars"])
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.close()
