"""The player in a real browser (Playwright driving Debian's chromium), each file opened from
``file://`` with every request counted: typed to the solution with the keyboard alone, checked,
reloaded, solved from hints, checked by axe-core in light and dark, shown at 1280 and 360 px."""

from __future__ import annotations

import hashlib
import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pypdf
import pytest
from player_pages import Opened  # tests/helpers

from gridcraft import cli
from gridcraft.documents import play_file
from gridcraft.kinds import read_puzzle, word_maker
from gridcraft.outputs import WriteOptions
from gridcraft.player import PlayModel
from gridcraft.player.seal import entry_hash

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

ROOT = Path(__file__).resolve().parents[2]
ANIMALS = ROOT / "src" / "gridcraft" / "data" / "animals-ru.txt"
DATA = ROOT / "tests" / "data"


@dataclass
class Played:
    """A player file and the model it was made from."""

    name: str
    path: Path
    model: PlayModel
    html: str


def _solved_file(tmp: Path, name: str, source: Path, options: WriteOptions = WriteOptions()) -> Played:
    found = read_puzzle(source.read_text(encoding="utf-8"), str(source))
    solver, puzzle = found.kind.solvable(found.puzzle)
    solution = next(iter(solver.solutions(puzzle, 1)))
    html = play_file(solver, puzzle, solution, options)
    path = tmp / f"{name}.html"
    path.write_text(html, encoding="utf-8")
    title = solver.default_title(puzzle)
    return Played(name, path, solver.play(puzzle, solution, title), html)


def _made_file(tmp: Path, name: str, words: Path, options: WriteOptions = WriteOptions()) -> Played:
    kind, _ = word_maker()
    out = tmp / f"{name}.html"
    assert cli.main(["play", str(words), "--nodes", "20000", "--seed", "1", "-o", str(out)]) == 0
    layout = _layout(words)
    html = play_file(kind, layout, None, options)
    assert html == out.read_text(encoding="utf-8")  # the command writes what the library writes
    return Played(name, out, kind.play(layout, None, kind.default_title(layout)), html)


def _layout(words: Path) -> Any:
    from gridcraft.engine import Budget
    from gridcraft.kinds import read_words

    entries = read_words(words.read_text(encoding="utf-8"), str(words))
    *_, layout = word_maker()[1].layouts(entries, budget=Budget(node_limit=20000), seed=1)
    return layout


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Played]:
    tmp = tmp_path_factory.mktemp("player")
    return {
        "fillin": _solved_file(tmp, "fillin", DATA / "fillin" / "wikipedia-7x7.txt"),
        "kenken": _solved_file(tmp, "kenken", DATA / "kenken" / "wikipedia-6x6.txt"),
        "wordlist": _made_file(tmp, "wordlist", ANIMALS),
        "crossword": _made_file(tmp, "crossword", DATA / "words" / "clued-10.txt"),
        "fillin-hackerrank": _solved_file(
            tmp, "fillin-hackerrank", DATA / "fillin" / "hackerrank-sample.txt"
        ),
        "kenken-4x4": _solved_file(tmp, "kenken-4x4", DATA / "kenken" / "tatham-4x4-easy.txt"),
    }


KINDS = ("fillin", "kenken", "wordlist", "crossword")
EVERY = (*KINDS, "fillin-hackerrank", "kenken-4x4")  # every kind, and the other shared examples


def type_solution(opened: Opened, model: PlayModel) -> None:
    """Type the whole solution with the keyboard: click the first cell, then, entry by entry,
    the letters from where Tab puts the cursor (KenKen: every digit in reading order)."""
    page = opened.page
    first = model.entries[0].cells[0]
    opened.cell(*first).click()
    if model.mode == "cages":
        for r in range(model.height):
            for c in range(model.width):
                page.keyboard.type(model.solution[(r, c)])
        return
    if not re.match(re.escape(model.entries[0].label) + r"\b", page.inner_text(".gc-clue-bar")):
        page.keyboard.press("Space")  # the click was a second one on that cell: back to across
    for i, entry in enumerate(model.entries):
        if i:
            page.keyboard.press("Tab")
        at = opened.current()
        assert at in entry.cells
        for cell in entry.cells[entry.cells.index(at) :]:  # a given is typed over: the cursor moves on
            page.keyboard.type(model.solution[cell])


@pytest.mark.parametrize("kind", EVERY)
def test_typed_to_the_solution_with_the_keyboard(page: Any, files: dict[str, Played], kind: str) -> None:
    played = files[kind]
    opened = Opened(page, played.path)
    assert opened.solved() == "false"
    type_solution(opened, played.model)
    for (r, c), value in played.model.solution.items():
        assert opened.value(r, c) == value
    page.wait_for_selector("#gc-player[data-solved=true]")
    assert "Solved" in page.inner_text(".gc-solved")
    assert opened.requests == []


@pytest.mark.parametrize("kind", EVERY)
def test_typing_at_once_fills_the_highlighted_cell(page: Any, files: dict[str, Played], kind: str) -> None:
    # regression: keys were dropped until a cell was clicked (the focus stayed on the page's body)
    played = files[kind]
    opened = Opened(page, played.path)
    at = opened.current()
    value = played.model.solution[at]
    page.keyboard.type(value)
    assert opened.value(*at) == value


@pytest.mark.parametrize("kind", KINDS)
def test_a_wrong_letter_is_the_one_cell_check_marks(page: Any, files: dict[str, Played], kind: str) -> None:
    played = files[kind]
    opened = Opened(page, played.path)
    model = played.model
    open_cells = [cell for cell, v in model.solution.items() if model.grid[cell[0]][cell[1]] == ""]
    right, wrong = open_cells[0], open_cells[-1]
    other = next(v for v in (model.values or ("A", "B", "X")) if v != model.solution[wrong])
    for cell, value in ((right, model.solution[right]), (wrong, other)):
        opened.cell(*cell).click()
        page.keyboard.type(value)
    opened.press("check the grid" if model.mode == "cages" else "check the puzzle")
    marked = page.locator("td.gc-wrong")
    assert marked.count() == 1
    assert (int(marked.get_attribute("data-row")), int(marked.get_attribute("data-col"))) == wrong
    assert "1 " in page.inner_text(".gc-status")
    assert opened.solved() == "false"
    opened.reload()  # regression: Check's marks were lost on a reload (the letters were kept)
    marked = page.locator("td.gc-wrong")
    assert marked.count() == 1
    assert (int(marked.get_attribute("data-row")), int(marked.get_attribute("data-col"))) == wrong


@pytest.mark.parametrize("kind", KINDS)
def test_a_reload_keeps_the_entries(page: Any, files: dict[str, Played], kind: str) -> None:
    played = files[kind]
    opened = Opened(page, played.path)
    model = played.model
    cell = next(cell for cell in model.entries[0].cells if model.grid[cell[0]][cell[1]] == "")
    opened.cell(*cell).click()
    page.keyboard.type(model.solution[cell])
    opened.reload()
    assert opened.value(*cell) == model.solution[cell]
    opened.press("Clear all")
    opened.press("Clear everything?")
    assert opened.value(*cell) == ""
    opened.reload()
    assert opened.value(*cell) == ""


@pytest.mark.parametrize("kind", ("fillin", "kenken", "wordlist"))  # a crossword's hints are its word list's
def test_hints_from_the_empty_grid_reach_the_solution(page: Any, files: dict[str, Played], kind: str) -> None:
    played = files[kind]
    opened = Opened(page, played.path)
    model = played.model
    for _ in range(len(model.solution) + 1):
        if opened.solved() == "true":
            break
        opened.press("Hint")
        assert page.inner_text(".gc-hint").startswith("Hint ")
        placed = page.locator("td[data-hint=place]")
        assert placed.count() >= 1
        for i in range(placed.count()):
            td = placed.nth(i)
            cell = int(td.get_attribute("data-row")), int(td.get_attribute("data-col"))
            td.click()
            page.keyboard.type(model.solution[cell])
    assert opened.solved() == "true"


def test_a_crosswords_hint_puts_right_its_first_wrong_letter(page: Any, files: dict[str, Played]) -> None:
    played = files["crossword"]
    opened = Opened(page, played.path)
    entry = played.model.entries[0]
    first = entry.cells[0]
    opened.cell(*first).click()
    page.keyboard.type("Q" if played.model.solution[first] != "Q" else "Z")
    opened.press("Hint")
    assert page.inner_text(".gc-hint") == f"Hint: a letter of {entry.label} is shown."
    assert opened.value(*first) == played.model.solution[first]  # the wrong letter put right, no answer named


def test_a_word_lists_hint_names_a_wrong_cell(page: Any, files: dict[str, Played]) -> None:
    played = files["wordlist"]
    opened = Opened(page, played.path)
    entry = played.model.entries[0]
    (r, c) = next(cell for cell in entry.cells if played.model.grid[cell[0]][cell[1]] == "")
    opened.cell(r, c).click()
    page.keyboard.type("Q" if played.model.solution[(r, c)] != "Q" else "Z")
    opened.press("Hint")
    assert page.inner_text(".gc-hint") == f"r{r + 1}c{c + 1} is not right."


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("kind", KINDS)
def test_axe_finds_no_violations(browser: Any, files: dict[str, Played], kind: str, scheme: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page(color_scheme=scheme)
    opened = Opened(page, files[kind].path)
    opened.cell(*files[kind].model.entries[0].cells[0]).click()
    page.keyboard.type(files[kind].model.solution[files[kind].model.entries[0].cells[0]])
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.close()


def test_a_made_crossword_holds_no_answer_as_text(files: dict[str, Played]) -> None:
    played = files["crossword"]
    text = played.html.casefold()
    answers = {"".join(played.model.solution[cell] for cell in entry.cells) for entry in played.model.entries}
    assert answers and all(len(a) >= 5 for a in answers)
    for answer in answers:
        assert answer.casefold() not in text, answer
    assert "icecream" not in text and "ice cream" not in text  # nor the entry as listed


def test_check_only_keeps_hashes_and_checks_entries(
    page: Any, files: dict[str, Played], tmp_path: Path
) -> None:
    source = DATA / "fillin" / "wikipedia-7x7.txt"
    played = _solved_file(tmp_path, "check-only", source, WriteOptions(check_only=True, reveal=False))
    assert '"sealed":null' in played.html and '"hashes":["' in played.html
    opened = Opened(page, played.path)
    assert page.get_by_role("group", name="Reveal").count() == 0
    assert page.get_by_role("button", name="check the letter").count() == 0
    model = played.model
    entry = model.entries[0]
    wrong = [cell for cell in entry.cells if model.grid[cell[0]][cell[1]] == ""][-1]
    opened.cell(*entry.cells[0]).click()
    for cell in entry.cells:  # typed along the entry (a given is typed over)
        page.keyboard.type("Z" if cell == wrong else model.solution[cell])
    opened.press("check the word")
    assert page.locator("td.gc-wrong").count() == len(entry.cells)
    assert page.get_by_role("button", name="Hint", exact=True).count() == 0  # it holds no steps
    opened.reload()
    opened.press("Clear all")
    opened.press("Clear everything?")
    type_solution(opened, model)
    page.wait_for_selector("#gc-player[data-solved=true]")


def test_the_script_hashes_as_python_does(page: Any, files: dict[str, Played]) -> None:
    opened = Opened(page, files["fillin"].path)
    for text in ("", "abc", "ä" * 70, "x" * 55, "y" * 64):
        assert (
            page.evaluate("t => gridcraftPlayer.sha256(t)", text) == hashlib.sha256(text.encode()).hexdigest()
        )
    salt = page.evaluate("JSON.parse(document.getElementById('gc-data').textContent).salt")
    assert page.evaluate("() => gridcraftPlayer.entryHash(3, ['स्ते', 'B'])") == entry_hash(
        salt, 3, ["स्ते", "B"]
    )
    assert opened.requests == []


def test_marks_typed_after_a_letter_join_its_cell(page: Any, tmp_path: Path) -> None:
    words = tmp_path / "hindi.txt"
    words.write_text("नमस्ते\nमकान\nसमय\n", encoding="utf-8")
    out = tmp_path / "hindi.html"
    assert cli.main(["play", str(words), "--nodes", "5000", "-o", str(out)]) == 0
    opened = Opened(page, out)
    entry = next(e for e in _data(page)["entries"] if len(e["cells"]) >= 3)
    opened.cell(*entry["cells"][0]).click()
    for key in "सम्ते":  # a virama and a vowel sign typed after म, one key each: they join its cell
        page.keyboard.type(key)
    assert [opened.value(*cell) for cell in entry["cells"][:3]] == ["स", "म्ते", ""]


def _data(page: Any) -> Any:
    return page.evaluate("JSON.parse(document.getElementById('gc-data').textContent)")


def test_a_right_to_left_entry_advances_leftwards(page: Any, tmp_path: Path) -> None:
    words = tmp_path / "hebrew.txt"
    words.write_text("שלום\nמים\nלחם\n", encoding="utf-8")
    out = tmp_path / "hebrew.html"
    assert cli.main(["play", str(words), "--nodes", "5000", "-o", str(out)]) == 0
    opened = Opened(page, out)
    across = next(e for e in _data(page)["entries"] if e["direction"] == "across")
    assert across["rtl"]
    (r, c), second = across["cells"][0], across["cells"][1]
    assert second == [r, c - 1]  # its cells read from the right
    opened.cell(r, c).click()
    if opened.current() != (r, c) or page.locator("td.gc-current.gc-in-entry").count() == 0:
        pytest.fail("the first cell is not selected")
    if page.evaluate("document.querySelector('.gc-clue-bar').textContent").find("Across") < 0:
        opened.cell(r, c).click()  # a second click: across
    page.keyboard.type("ש")
    assert opened.current() == tuple(second)


@pytest.mark.parametrize("kind", KINDS)
def test_screens_wide_narrow_and_printed(
    browser: Any, files: dict[str, Played], kind: str, shots: Path
) -> None:
    for width, scheme in ((1280, "light"), (360, "dark")):
        page = browser.new_page(viewport={"width": width, "height": 800}, color_scheme=scheme, has_touch=True)
        opened = Opened(page, files[kind].path)
        assert page.evaluate("document.documentElement.scrollWidth") <= width  # no sideways scrolling
        first = files[kind].model.entries[0].cells[0]
        opened.cell(*first).tap()
        assert page.evaluate("document.activeElement.tagName") == "INPUT"  # a tap brings up the keyboard
        page.screenshot(path=str(shots / f"player-{kind}-{width}.png"), full_page=True)
        if width == 1280:
            page.emulate_media(media="print")
            page.screenshot(path=str(shots / f"player-{kind}-print.png"), full_page=True)
            pdf = pypdf.PdfReader(io.BytesIO(page.pdf(format="A4")))
            assert len(pdf.pages) == 1
            assert not re.search(r"Check|Reveal|Hint", pdf.pages[0].extract_text())
        page.close()


def test_it_plays_inside_an_iframe(page: Any, files: dict[str, Played], tmp_path: Path) -> None:
    frame_page = tmp_path / "frame.html"
    src = files["kenken"].path.as_uri()
    frame_page.write_text(
        f'<!DOCTYPE html><title>f</title><iframe src="{src}" width="400" height="700"></iframe>'
    )
    page.goto(frame_page.as_uri())
    frame = page.frame_locator("iframe")
    frame.locator("#gc-player[data-ready=true]").wait_for()
    frame.locator("td[data-row='0'][data-col='0']").click()
    page.keyboard.type(files["kenken"].model.solution[(0, 0)])
    assert (
        frame.locator("td[data-row='0'][data-col='0'] input").input_value()
        == files["kenken"].model.solution[(0, 0)]
    )
    assert frame.locator("html").evaluate("e => e.scrollWidth") <= 400  # it fits its frame


def test_pencil_marks_and_the_paused_timer(page: Any, files: dict[str, Played]) -> None:
    opened = Opened(page, files["kenken"].path)
    opened.cell(0, 1).click()
    opened.press("Pencil")
    assert page.get_by_role("button", name="Pencil", exact=True).get_attribute("aria-pressed") == "true"
    opened.cell(0, 1).click()
    page.keyboard.type("3")
    page.keyboard.type("1")
    assert page.inner_text("td[data-row='0'][data-col='1'] .gc-pencil") == "1 3"
    assert opened.value(0, 1) == "" and opened.current() == (0, 1)  # a candidate is not an entry
    assert "candidates 1 3" in str(opened.cell(0, 1).locator("input").get_attribute("aria-label"))
    page.keyboard.type("3")  # typed again: taken off
    assert page.inner_text("td[data-row='0'][data-col='1'] .gc-pencil") == "1"
    opened.press("Pause")
    assert page.is_visible(".gc-cover") and not page.is_visible(
        ".gc-grid td[data-row='0'][data-col='1'] input"
    )
    page.locator(".gc-cover button").click()  # the cover's own Resume (the header has one too)
    assert not page.is_visible(".gc-cover") and page.inner_text("header .gc-button") == "Pause"


def test_the_solved_time_is_the_time_taken(page: Any, files: dict[str, Played]) -> None:
    page.clock.install()
    opened = Opened(page, files["kenken-4x4"].path)
    page.clock.run_for(8_000)
    type_solution(opened, files["kenken-4x4"].model)
    page.wait_for_selector("#gc-player[data-solved=true]")
    # the installed clock also runs in real time: 8 s, and the typing (up to 4 s on a loaded machine)
    said = re.fullmatch(
        r"Solved! Every cell is right, in (0:(?:0[89]|1[0-2]))\.", page.inner_text(".gc-solved")
    )
    assert said is not None, page.inner_text(".gc-solved")
    assert page.inner_text(".gc-timer") == said.group(1)
    page.clock.run_for(5_000)
    assert page.inner_text(".gc-timer") == said.group(1)  # stopped
    page.keyboard.press("Backspace")  # no longer complete: the message goes
    assert opened.solved() == "false" and "Solved" not in page.inner_text(".gc-status")


def test_a_letter_typed_before_the_old_one_replaces_it(page: Any, files: dict[str, Played]) -> None:
    opened = Opened(page, files["wordlist"].path)
    model = files["wordlist"].model
    cell = model.entries[0].cells[0]
    opened.cell(*cell).click()
    page.keyboard.type("Q")
    box = opened.cell(*cell).bounding_box()
    for _ in range(2):  # the second click, near the left edge, puts the caret before the Q
        opened.cell(*cell).click(position={"x": 2, "y": box["height"] / 2})
    page.keyboard.type("E")
    assert opened.value(*cell) == "E"


def test_without_check_a_hint_does_not_name_a_wrong_entry(page: Any, tmp_path: Path) -> None:
    played = _solved_file(
        tmp_path, "no-check", DATA / "fillin" / "wikipedia-7x7.txt", WriteOptions(check=False)
    )
    opened = Opened(page, played.path)
    assert page.get_by_role("group", name="Check").count() == 0
    open_cell = next(c for c in played.model.entries[0].cells if played.model.grid[c[0]][c[1]] == "")
    opened.cell(*open_cell).click()
    page.keyboard.type("Z")
    opened.press("Hint")
    assert page.inner_text(".gc-hint").startswith("Hint 1 of ") and page.locator("td.gc-wrong").count() == 0


def test_a_16_x_16_kenken_keeps_its_cage_clues_apart_on_a_phone(browser: Any, tmp_path: Path) -> None:
    """Regression: at 360 px a 16 x 16 KenKen's cells were 20 px wide and clues such as ``3120×``
    ran into the next cells. Cells keep the room a clue needs and the grid scrolls sideways, within
    its own box: the page itself does not."""
    source = DATA / "kenken" / "kk16-small-06.txt"  # check-only: no explained steps (6 s to explain)
    played = _solved_file(tmp_path, "kenken-16", source, WriteOptions(check_only=True))
    page = browser.new_page(viewport={"width": 360, "height": 800})
    Opened(page, played.path)
    spans = page.eval_on_selector_all(
        ".gc-cage-label",
        "els => els.map(e => { const l = e.getBoundingClientRect(), c = e.closest('td').getBoundingClientRect();"
        " return [e.textContent, l.right - c.right, c.width]; })",
    )
    assert len(spans) == sum(1 for _ in played.model.cages) and max(len(t) for t, _, _ in spans) >= 4
    assert all(over <= 0.5 for _, over, _ in spans), [s for s in spans if s[1] > 0.5]
    assert min(width for _, _, width in spans) >= 35
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    box = page.locator(".gc-gridbox")
    assert box.evaluate("b => b.scrollWidth > b.clientWidth")  # the grid scrolls in its box
    page.close()
