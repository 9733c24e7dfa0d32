"""The player as a daily solver uses it, in Chromium: rebus squares from a .puz (GRBS/RTBL) and an
ipuz file solved with the rebus key, circles drawn on exactly the circled cells, auto-check,
pencil, cross-references, and on a phone (360 x 740, touch) the on-screen keyboard with the clue
in view and a 22-column grid zoomed to cells one can tap. Screenshots go to ``shots``."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import puz  # type: ignore[import-untyped]
import pytest
from player_pages import Opened  # tests/helpers

from gridcraft import cli

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
#: a 5 x 5 crossword: HEART is one cell's rebus at (0, 0); 2 Down's clue points to 1 Across
ROWS = ["*OLES", "ARENA", "TIDE#", "#NEST", "AGREE"]
REBUS = {(0, 0): "HEART"}
CIRCLED = [(1, 1), (2, 2), (3, 3), (4, 4)]


def _solution() -> dict[tuple[int, int], str]:
    return {
        (r, c): REBUS.get((r, c), ch) for r, row in enumerate(ROWS) for c, ch in enumerate(row) if ch != "#"
    }


def _clues() -> list[tuple[int, str, str]]:
    """(number, direction, clue) in .puz order (by number, across before down)."""

    def open_(r: int, c: int) -> bool:
        return 0 <= r < 5 and 0 <= c < 5 and ROWS[r][c] != "#"

    out, n = [], 0
    for r in range(5):
        for c in range(5):
            if not open_(r, c):
                continue
            across = not open_(r, c - 1) and open_(r, c + 1)
            down = not open_(r - 1, c) and open_(r + 1, c)
            if across or down:
                n += 1
            if across:
                out.append((n, "across", f"Across at row {r + 1}"))
            if down:
                out.append((n, "down", "See 1-Across" if n == 2 else f"Down at column {c + 1}"))
    return out


def rebus_puz(path: Path) -> Path:
    """The crossword as a .puz file made with puzpy: HEART in GRBS/RTBL, circles in GEXT."""
    p = puz.Puzzle(version="1.3")
    p.width = p.height = 5
    p.title = "Rebus (puz)"
    p.solution = "".join(("H" if ch == "*" else ch).replace("#", ".") for ch in "".join(ROWS))
    p.fill = "".join("." if ch == "#" else "-" for ch in "".join(ROWS))
    p.clues = [text for _, _, text in _clues()]
    p.rebus().add_rebus_squares(0, "HEART")
    p.markup().set_markup_squares([r * 5 + c for r, c in CIRCLED], puz.GridMarkup.Circled)
    path.write_bytes(p.tobytes())
    return path


def rebus_ipuz(path: Path) -> Path:
    """The crossword as ipuz: HEART a cell's whole solution, circles as styles."""
    numbers: dict[tuple[int, int], int] = {}
    n = 0
    for r in range(5):
        for c in range(5):
            if ROWS[r][c] == "#":
                continue
            starts = (c == 0 or ROWS[r][c - 1] == "#") and c < 4 and ROWS[r][c + 1] != "#"
            starts |= (r == 0 or ROWS[r - 1][c] == "#") and r < 4 and ROWS[r + 1][c] != "#"
            if starts:
                n += 1
                numbers[(r, c)] = n
    solution = _solution()
    puzzle: list[list[Any]] = []
    for r in range(5):
        row: list[Any] = []
        for c in range(5):
            if ROWS[r][c] == "#":
                row.append("#")
                continue
            number = numbers.get((r, c), 0)
            row.append({"cell": number, "style": {"shapebg": "circle"}} if (r, c) in CIRCLED else number)
        puzzle.append(row)
    clues = _clues()
    doc = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "title": "Rebus (ipuz)",
        "dimensions": {"width": 5, "height": 5},
        "puzzle": puzzle,
        "solution": [[solution.get((r, c), "#") for c in range(5)] for r in range(5)],
        "clues": {
            "Across": [[n, text] for n, d, text in clues if d == "across"],
            "Down": [[n, text] for n, d, text in clues if d == "down"],
        },
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def wide_ipuz(path: Path, width: int = 22, height: int = 13) -> Path:
    """A 22 x 13 crossword (random letters, a few blocks), as wide as a Sunday variety grid."""
    blocks = {
        (r, c)
        for r in range(height)
        for c in range(width)
        if (r % 4 == 3 and c % 5 == 2) or (r % 4 == 1 and c % 7 == 5)
    }
    for seed in range(100):  # every entry once, as a crossword has it (a word twice reads as a fill-in)
        rnd = random.Random(seed)
        solution = [
            ["#" if (r, c) in blocks else rnd.choice("ABCDEFGHIJKLMNOPRSTUVWY") for c in range(width)]
            for r in range(height)
        ]
        rows = ["".join(row) for row in solution]
        runs = [
            w for line in rows + ["".join(col) for col in zip(*rows)] for w in line.split("#") if len(w) > 1
        ]
        if len(set(runs)) == len(runs):
            break

    def open_(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < width and solution[r][c] != "#"

    puzzle, across, down, n = [], [], [], 0
    for r in range(height):
        row: list[Any] = []
        for c in range(width):
            if not open_(r, c):
                row.append("#")
                continue
            a, d = not open_(r, c - 1) and open_(r, c + 1), not open_(r - 1, c) and open_(r + 1, c)
            if a or d:
                n += 1
                across += [[n, f"Across {n}"]] if a else []
                down += [[n, f"Down {n}"]] if d else []
            row.append(n if a or d else 0)
        puzzle.append(row)
    doc = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "title": "Wide",
        "dimensions": {"width": width, "height": height},
        "puzzle": puzzle,
        "solution": solution,
        "clues": {"Across": across, "Down": down},
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def players(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``gridcraft play`` of the rebus crossword from .puz and from ipuz, and of the wide grid."""
    tmp = tmp_path_factory.mktemp("solver")
    sources = {
        "puz": rebus_puz(tmp / "rebus.puz"),
        "ipuz": rebus_ipuz(tmp / "rebus.ipuz"),
        "wide": wide_ipuz(tmp / "wide.ipuz"),
    }
    out = {}
    for name, source in sources.items():
        out[name] = tmp / f"{name}.html"
        assert cli.main(["play", str(source), "-o", str(out[name])]) == 0
    return out


def _type_all_but_the_rebus(opened: Opened) -> None:
    """Every open cell but the rebus's typed, one click and one letter each."""
    for r, row in enumerate(ROWS):
        for c, ch in enumerate(row):
            if ch != "#" and (r, c) not in REBUS:
                opened.cell(r, c).click()
                opened.page.keyboard.type(ch)


@pytest.mark.parametrize("source", ["puz", "ipuz"])
def test_a_rebus_is_solved_with_the_rebus_key(
    page: Any, players: dict[str, Path], source: str, shots: Path
) -> None:
    html = players[source].read_text(encoding="utf-8")
    assert "HEART" not in html.upper() and "ARENA" not in html.upper()  # the answers are sealed
    opened = Opened(page, players[source])
    opened.cell(0, 0).click()
    page.keyboard.type("H")  # the first letter alone is not the rebus
    _type_all_but_the_rebus(opened)
    assert opened.solved() == "false"
    opened.cell(0, 0).click()
    page.keyboard.press("Escape")
    assert page.locator("td.gc-rebus-open").count() == 1
    page.keyboard.type("heart")
    page.screenshot(path=str(shots / f"rebus-{source}-open.png"))
    page.keyboard.press("Enter")
    assert opened.value(0, 0) == "HEART"
    assert page.locator("td.gc-rebus-open").count() == 0
    page.wait_for_selector("#gc-player[data-solved=true]")
    assert "Solved" in page.inner_text(".gc-solved")
    assert page.locator(".gc-grid").evaluate("g => getComputedStyle(g).animationName") == "gc-solved"
    page.screenshot(path=str(shots / f"rebus-{source}-solved.png"))
    opened.reload()  # the rebus is kept whole
    assert opened.value(0, 0) == "HEART" and opened.solved() == "true"
    assert opened.requests == []


def test_a_rebus_is_checked_whole(page: Any, players: dict[str, Path]) -> None:
    opened = Opened(page, players["puz"])
    opened.cell(0, 0).click()
    page.keyboard.type("H")
    opened.cell(0, 0).click()
    opened.press("check the letter")
    assert page.locator("td.gc-wrong").count() == 1  # H is not HEART
    opened.press("Rebus")
    page.keyboard.press("Backspace")
    page.keyboard.type("HEART")
    page.keyboard.press("Enter")
    opened.cell(0, 0).click()
    opened.press("check the letter")
    assert page.locator("td.gc-wrong").count() == 0
    assert "right" in page.inner_text(".gc-status")


@pytest.mark.parametrize("source", ["puz", "ipuz"])
def test_circles_are_drawn_on_exactly_the_circled_cells(
    page: Any, players: dict[str, Path], source: str
) -> None:
    Opened(page, players[source])
    drawn = page.eval_on_selector_all(
        "td.gc-cell",
        """tds => tds.filter(td => getComputedStyle(td, '::before').borderRadius === '50%'
                                  && parseFloat(getComputedStyle(td, '::before').width) > 10)
                     .map(td => [+td.dataset.row, +td.dataset.col])""",
    )
    assert sorted(map(tuple, drawn)) == CIRCLED
    labels = [
        page.locator(f"td[data-row='{r}'][data-col='{c}'] input").get_attribute("aria-label")
        for r, c in CIRCLED
    ]
    assert all("circled" in label for label in labels)


def test_auto_check_marks_a_wrong_letter_as_it_is_typed(page: Any, players: dict[str, Path]) -> None:
    opened = Opened(page, players["ipuz"])
    opened.press("auto-check")
    assert page.get_attribute("button[aria-label='auto-check']", "aria-pressed") == "true"
    opened.cell(1, 0).click()  # 6 Across: ARENA
    page.keyboard.type("AX")
    assert opened.cell(1, 1).locator("input").get_attribute("aria-invalid") == "true"
    assert opened.cell(1, 0).locator("input").get_attribute("aria-invalid") is None
    page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")
    page.keyboard.type("R")
    assert opened.cell(1, 1).locator("input").get_attribute("aria-invalid") is None
    opened.press("auto-check")
    opened.cell(1, 2).click()
    page.keyboard.type("Q")
    assert opened.cell(1, 2).locator("input").get_attribute("aria-invalid") is None  # off: not marked


def test_pencil_letters_are_grey_and_kept(page: Any, players: dict[str, Path]) -> None:
    opened = Opened(page, players["ipuz"])
    opened.cell(1, 0).click()
    page.keyboard.type("A")
    opened.press("Pencil")
    page.keyboard.type("R")
    opened.press("Pencil")
    ink, pencil = (
        opened.cell(1, c).locator("input").evaluate("i => getComputedStyle(i).color") for c in (0, 1)
    )
    assert ink != pencil
    assert opened.cell(1, 1).locator("input").get_attribute("data-pencil") == "true"
    assert "in pencil" in opened.cell(1, 1).locator("input").get_attribute("aria-label")
    assert opened.cell(1, 0).locator("input").get_attribute("data-pencil") is None
    opened.reload()
    assert opened.cell(1, 1).locator("input").get_attribute("data-pencil") == "true"
    opened.cell(1, 1).click()
    page.keyboard.type("R")  # written again in ink
    assert opened.cell(1, 1).locator("input").get_attribute("data-pencil") is None


def test_a_clue_that_names_another_entry_highlights_it(page: Any, players: dict[str, Path]) -> None:
    opened = Opened(page, players["ipuz"])
    opened.cell(0, 1).click()
    page.keyboard.press("Space")  # to 2 Down: "See 1-Across"
    assert "See 1-Across" in page.inner_text(".gc-clue-bar")
    refs = page.eval_on_selector_all("td.gc-ref", "tds => tds.map(td => [+td.dataset.row, +td.dataset.col])")
    assert sorted(map(tuple, refs)) == [(0, c) for c in range(5)]  # 1 Across
    assert page.locator("li.gc-clue-ref").count() == 1


def test_check_and_reveal_a_letter_a_word_the_puzzle(page: Any, players: dict[str, Path]) -> None:
    opened = Opened(page, players["ipuz"])
    for verb in ("check", "reveal"):
        for scope in ("letter", "word", "puzzle"):
            assert page.get_by_role("button", name=f"{verb} the {scope}", exact=True).count() == 1
    opened.cell(1, 0).click()
    opened.press("reveal the word")
    assert [opened.value(1, c) for c in range(5)] == list("ARENA")
    opened.press("reveal the puzzle")
    page.wait_for_selector("#gc-player[data-solved=true]")
    assert opened.value(0, 0) == "HEART"
    assert "revealed" in page.inner_text(".gc-solved")


def test_on_a_phone_the_keyboard_types_and_the_clue_is_in_view(
    browser: Any, players: dict[str, Path], shots: Path
) -> None:
    page = browser.new_page(**PHONE)
    opened = Opened(page, players["puz"])
    keyboard = page.locator(".gc-keyboard")
    assert keyboard.is_visible()
    assert page.evaluate("[...document.querySelectorAll('.gc-input')].every(i => i.inputMode === 'none')")
    opened.cell(1, 0).tap()
    for key in "ARENA":
        page.locator(f".gc-key[data-key='{key}']").tap()
    assert [opened.value(1, c) for c in range(5)] == list("ARENA")
    opened.cell(0, 0).tap()
    page.locator(".gc-key[data-key='rebus']").tap()
    for key in "HEART":
        page.locator(f".gc-key[data-key='{key}']").tap()
    page.screenshot(path=str(shots / "phone-rebus-open.png"))
    page.locator(".gc-key[data-key='rebus']").tap()
    assert opened.value(0, 0) == "HEART"
    clue, view = page.locator(".gc-clue-bar").bounding_box(), page.viewport_size
    assert clue["y"] >= 0 and clue["y"] + clue["height"] <= view["height"]
    assert "1 Across" in page.inner_text(".gc-clue-bar")
    current = page.locator("td.gc-current").bounding_box()
    assert current["y"] + current["height"] <= keyboard.bounding_box()["y"]  # not under the keys
    page.locator(".gc-key[data-key='pencil']").tap()  # on to (0, 1), in pencil
    page.locator(".gc-key[data-key='O']").tap()
    assert opened.cell(0, 1).locator("input").get_attribute("data-pencil") == "true"
    page.locator(".gc-key[data-key='back']").tap()  # (0, 2) is empty: the O before it erased
    assert [opened.value(0, c) for c in range(3)] == ["HEART", "", ""]
    keys = page.eval_on_selector_all(".gc-key", "ks => ks.map(k => k.getBoundingClientRect().height)")
    assert min(keys) >= 40  # keys one taps without missing
    page.screenshot(path=str(shots / "phone-keyboard.png"))
    assert opened.requests == []
    page.close()


def test_on_a_phone_a_22_column_grid_is_zoomed_to_cells_one_can_tap(
    browser: Any, players: dict[str, Path], shots: Path
) -> None:
    page = browser.new_page(**PHONE)
    opened = Opened(page, players["wide"])
    assert page.locator("td.gc-block").count() > 0 and "Across 1" in page.inner_text(".gc-clue-bar")
    first = opened.cell(0, 0).bounding_box()
    assert first["width"] >= 32 and first["height"] >= 32
    box = page.locator(".gc-gridbox")
    assert box.evaluate("b => b.scrollWidth > b.clientWidth")  # panned in its window
    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # the page itself does not
    page.screenshot(path=str(shots / "phone-wide-zoomed.png"))
    far = opened.cell(6, 21)
    far.scroll_into_view_if_needed()
    far.tap()
    assert opened.current() == (6, 21)
    page.locator(".gc-key[data-key='S']").tap()
    assert opened.value(6, 21) == "S"
    opened.press("zoom the grid")  # the whole grid, to find one's place
    whole = opened.cell(0, 0).bounding_box()
    assert whole["width"] < 20
    assert box.evaluate("b => b.scrollWidth <= b.clientWidth + 1")
    page.screenshot(path=str(shots / "phone-wide-whole.png"))
    page.close()


def test_print_shows_the_puzzle_without_the_players_controls(browser: Any, players: dict[str, Path]) -> None:
    page = browser.new_page(**PHONE)
    Opened(page, players["wide"])
    page.emulate_media(media="print")
    for selector in (".gc-toolbar", ".gc-keyboard", ".gc-meta", ".gc-status"):
        assert not page.locator(selector).is_visible(), selector
    assert page.locator(".gc-grid").is_visible()
    page.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violation_with_the_keyboard_open(
    browser: Any, players: dict[str, Path], scheme: str
) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page(**PHONE, color_scheme=scheme)
    opened = Opened(page, players["puz"])
    opened.cell(0, 0).tap()
    page.locator(".gc-key[data-key='pencil']").tap()
    page.locator(".gc-key[data-key='A']").tap()
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.close()


CROSSWORD_FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"


def test_a_diagramless_puz_hides_its_blocks_and_numbers(browser: Any, tmp_path: Path, shots: Path) -> None:
    out = tmp_path / "diagramless.html"
    assert cli.main(["play", str(CROSSWORD_FILES / "nyt_diagramless.puz"), "-o", str(out)]) == 0
    page = browser.new_page(viewport={"width": 1000, "height": 800})
    opened = Opened(page, out)
    data = page.evaluate("JSON.parse(document.getElementById('gc-data').textContent)")
    blocks = [(r, c) for r, row in enumerate(data["grid"]) for c, g in enumerate(row) if g is None]
    assert data["diagramless"] is True and blocks  # the file has blocks, the solver does not see them
    assert page.locator("td.gc-block").count() == 0 and page.locator(".gc-number").count() == 0
    assert "seventh square in the first row" in page.inner_text(".gc-notes")  # the file's notepad
    assert "(5)" not in page.inner_text(".gc-side")  # no length gives the diagram away
    opened.cell(0, 0).click()
    page.keyboard.type(".")
    assert page.locator("td.gc-solver-block").count() == 1 and opened.current() == (0, 1)
    opened.press("reveal the puzzle")
    page.wait_for_selector("#gc-player[data-solved=true]")
    written = page.eval_on_selector_all(
        "td.gc-solver-block", "tds => tds.map(td => [+td.dataset.row, +td.dataset.col])"
    )
    assert sorted(map(tuple, written)) == blocks  # revealed: the blocks where the file has them
    page.screenshot(path=str(shots / "diagramless-revealed.png"))
    page.close()


def test_a_crosswords_hint_shows_one_letter_and_names_no_answer(page: Any, players: dict[str, Path]) -> None:
    opened = Opened(page, players["ipuz"])
    opened.cell(1, 0).click()  # 6 Across: ARENA
    page.keyboard.type("A")
    opened.press("Hint")
    hint = page.locator(".gc-hint")
    assert hint.is_visible() and hint.inner_text() == "Hint: a letter of 6 Across is shown."
    assert [opened.value(1, c) for c in range(5)] == ["A", "R", "", "", ""]  # the first not right, revealed
    assert "gc-revealed" in (opened.cell(1, 1).get_attribute("class") or "")
    box, grid = hint.bounding_box(), page.locator(".gc-grid").bounding_box()
    assert box["y"] < grid["y"]  # above the grid, in view


def test_the_keyboard_of_latin_answers_is_latin_whatever_the_guessed_language(
    browser: Any, tmp_path: Path
) -> None:
    out = tmp_path / "unicode.html"  # its few answers (SOL, PHI, AMT) are guessed to be Greek
    assert cli.main(["play", str(CROSSWORD_FILES / "unicode.puz"), "-o", str(out)]) == 0
    page = browser.new_page(**PHONE)
    Opened(page, out)
    assert page.locator(".gc-key[data-key='Q']").count() == 1
    assert page.locator(".gc-key[data-key='Ω']").count() == 0
    page.close()
