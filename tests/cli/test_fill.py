"""``gridcraft fill``: a grid filled from the built-in dictionary or the setter's own, counts, the
dead corner, exit codes and bad input."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fill_check import check_fill
from signals import READY, until_busy

from gridcraft.dictionary import builtin

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "benchmarks"))
from fill_grids import make_grid  # noqa: E402


def themed_15() -> list[str]:
    """A 15 x 15 grid of 38 blocks (seed 1) with two theme entries written in."""
    rows = make_grid(15, 38, 1)
    assert rows[1][:10] == "." * 9 + "#" and rows[12][5:] == "#" + "." * 9
    rows[1] = "CROSSWORD" + rows[1][9:]
    rows[12] = rows[12][:6] + "ALGORITHM"
    return rows


def test_a_themed_15x15_from_the_builtin_dictionary(run: Callable[..., Any], tmp_path: Path) -> None:
    grid = themed_15()
    (tmp_path / "g.txt").write_text("\n".join(grid) + "\n")
    result = run("fill", "g.txt", "--format", "json", "--time-limit", "20", "--nodes", "3000")
    assert result.code == 0, result.err
    fill = json.loads(result.out)
    assert check_fill(grid, fill["grid"], builtin()) == []
    assert len(fill["entries"]) == 72 and fill["lowest"] == min(e["score"] for e in fill["entries"])
    assert result.err.startswith("filled 70 slots: lowest score ")  # two written whole


def test_a_setters_dictionary_and_text_output(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "g.txt").write_text("...\n...\n...\n")
    (tmp_path / "d.txt").write_text("# mine\nBAT;60\nODE;60\nWET;60\nBOW;60\nADE;60\nTET;60\n")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin")
    assert result.code == 0, result.err
    assert result.out in ("B A T\nO D E\nW E T\n", "B O W\nA D E\nT E T\n")
    assert "lowest score 60 (the best possible), mean 60.0" in result.err


def test_count_proves_a_themed_fill_unique(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "g.txt").write_text("BAT\n...\n...\n")
    (tmp_path / "d.txt").write_text("BAT\nODE\nWET\nBOW\nADE\nTET\n")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--count")
    assert result.code == 0
    assert result.out == "B A T\nO D E\nW E T\n"
    assert result.err.startswith("unique (search complete)")


def test_a_dead_corner_is_named_exit_1(
    run: Callable[..., Any], tmp_path: Path, assert_one_error: Any
) -> None:
    words = [w for w in builtin() if len(w) == 3 and not w.startswith("Q")] + ["QAT"]
    (tmp_path / "g.txt").write_text("Q..\n...\n...\n")
    (tmp_path / "d.txt").write_text("\n".join(words) + "\n")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin")
    assert_one_error(result, 1, "g.txt: no fill: 1-Across and 1-Down cannot all be entries (Q at r1c1)")


def test_no_fill_in_time_exit_3(run: Callable[..., Any], tmp_path: Path, assert_one_error: Any) -> None:
    (tmp_path / "g.txt").write_text(".....\n" * 5)
    result = run("fill", "g.txt", "--nodes", "1")
    assert_one_error(result, 3, "g.txt: no fill found before the node budget (--nodes) ran out, after 1 node")


def test_bad_dictionary_line(run: Callable[..., Any], tmp_path: Path, assert_one_error: Any) -> None:
    (tmp_path / "g.txt").write_text("...\n...\n...\n")
    (tmp_path / "d.txt").write_text("CAT;50\nDOG;high\n")
    assert_one_error(
        run("fill", "g.txt", "--words", "d.txt", "--no-builtin"),
        2,
        "d.txt:2:5: the score 'high' is not a whole number",
    )
    (tmp_path / "d.txt").write_text("CAT\nD0G\n")
    assert_one_error(
        run("fill", "g.txt", "--words", "d.txt", "--no-builtin"), 2, "d.txt:2:2: '0' in 'D0G' is not a letter"
    )


def test_a_short_slot_is_located(run: Callable[..., Any], tmp_path: Path, assert_one_error: Any) -> None:
    (tmp_path / "g.txt").write_text("...\n..#\n...\n")
    result = run("fill", "g.txt")
    assert_one_error(
        result, 2, "g.txt:2:1: the across slot starting here has 2 cells; every slot needs at least 3"
    )
    (tmp_path / "g.txt").write_text("....\n.##.\n....\n")
    assert run("fill", "g.txt", "--min-length", "2", "--nodes", "2000").code == 0


def test_an_ipuz_crossword_is_filled_keeping_its_letters(run: Callable[..., Any], tmp_path: Path) -> None:
    grid = themed_15()
    (tmp_path / "g.txt").write_text("\n".join(grid) + "\n")
    assert run("fill", "g.txt", "--nodes", "2000", "-o", "filled.ipuz").code == 0
    doc = json.loads((tmp_path / "filled.ipuz").read_text())
    for r, row in enumerate(doc["solution"]):  # keep rows 2 and 13 (the theme entries and their rows)
        doc["solution"][r] = [v if r in (1, 12) or v in (None, "#") else 0 for v in row]
    (tmp_path / "partial.ipuz").write_text(json.dumps(doc))
    result = run("fill", "partial.ipuz", "--nodes", "2000", "--format", "json")
    assert result.code == 0, result.err
    fill = json.loads(result.out)["grid"]
    kept = [
        row.replace(" ", "#")
        for row in json.loads(run("fill", "g.txt", "--nodes", "2000", "--format", "json").out)["grid"]
    ]
    grid_of_partial = [k if r in (1, 12) else g for r, (k, g) in enumerate(zip(kept, grid))]
    assert check_fill(grid_of_partial, fill, builtin()) == []


def test_accents_folded_and_turkish_capitals(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "g.txt").write_text("...\n")
    (tmp_path / "d.txt").write_text("été;60\ncar;40\n")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--fold-accents")
    assert (result.code, result.out) == (0, "E T E\n")
    (tmp_path / "g.txt").write_text("i..\n")
    (tmp_path / "d.txt").write_text("iki\nılık\nIKI\n")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--lang", "tr")
    assert (result.code, result.out) == (0, "İ K İ\n")


def test_max_shared_keeps_entries_from_sharing_runs(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "g.txt").write_text("...\n...\n...\n")
    words = ["BAT", "ODE", "WET", "BOW", "ADE", "TET", "CAT", "ATE", "TEA", "EAT", "OAT", "TAO", "ETA", "WEB"]
    (tmp_path / "d.txt").write_text("\n".join(words) + "\n")
    plain = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--all")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--all", "--max-shared", "1")
    assert plain.code == 0 and plain.err.startswith("2 fills (search complete)")
    # BAT/ODE/WET and BOW/ADE/TET: WET and TET share ET, ADE and ODE share DE
    # regression: a count of none named no slots
    assert result.code == 1 and result.err.startswith("g.txt: no fill: ")
    assert "cannot all be entries" in result.err
    (tmp_path / "g.txt").write_text("EAT\n...\nATE\n")
    assert_one = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--max-shared", "1")
    assert assert_one.code == 1
    assert assert_one.err == (
        "g.txt: no fill: 1-Across (EAT) and 5-Across (ATE) share AT, a run of more than 1 letter\n"
    )


def test_a_region_is_filled_and_the_rest_kept(run: Callable[..., Any], tmp_path: Path) -> None:
    grid = themed_15()
    (tmp_path / "g.txt").write_text("\n".join(grid) + "\n")
    result = run("fill", "g.txt", "--region", "r1c1:r5c5", "--nodes", "3000", "--format", "json")
    assert result.code == 0, result.err
    fill = json.loads(result.out)["grid"]
    for r, (g, f) in enumerate(zip(grid, fill)):
        for c, (x, y) in enumerate(zip(g, f)):
            inside = r < 5 and c < 5
            assert y == (" " if x == "#" else x) or (inside and x == "." and y.isalpha()), (r, c)
    assert all(fill[r][c].isalpha() for r in range(5) for c in range(5) if grid[r][c] != "#")
    complete = [e["entry"] for e in json.loads(result.out)["entries"]]
    assert complete and all(e in builtin() for e in complete) and len(set(complete)) == len(complete)
    assert run("fill", "g.txt", "--region", "r1c1:r5c5", "--count").code == 2
    bad = run("fill", "g.txt", "--region", "r1c1:r16c5")
    assert (bad.code, bad.err) == (
        2,
        "g.txt: the --region r1c1:r16c5 is not within the grid's 15 rows and 15 columns\n",
    )


def test_a_region_fill_is_written_as_a_grid_to_fill_further(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: --region with --format ipuz failed (the writer wanted every cell filled), and
    # pictures of a region's fill drew '.' in the empty cells
    (tmp_path / "g.txt").write_text(".....\n" * 5)
    text = run("fill", "g.txt", "--region", "r1c1:r2c5", "--nodes", "500", "-o", "part.txt")
    assert text.code == 0, text.err
    rows = [
        line
        for line in (tmp_path / "part.txt").read_text().splitlines()
        if line and line[0] in ".ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    ]
    assert rows[2:] == ["....."] * 3 and all(row.isalpha() for row in rows[:2])
    ipuz = run("fill", "g.txt", "--region", "r1c1:r2c5", "--nodes", "500", "-o", "part.ipuz")
    assert ipuz.code == 0, ipuz.err
    svg = run("fill", "g.txt", "--region", "r1c1:r2c5", "--nodes", "500", "--format", "svg")
    assert svg.code == 0 and ">.<" not in svg.out
    for again in ("part.txt", "part.ipuz"):  # both read back, the region's letters kept
        rest = run("fill", again, "--nodes", "3000", "--format", "json")
        assert rest.code == 0, rest.err
        grid = json.loads(rest.out)["grid"]
        assert [row.replace(" ", "") for row in grid[:2]] == rows[:2]
        assert check_fill(rows, grid, builtin()) == []


def test_count_speaks_of_its_own_flag(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: "stopped at --limit 2", a flag fill does not have
    (tmp_path / "g.txt").write_text("...\n...\n...\n")
    (tmp_path / "d.txt").write_text("BAT\nODE\nWET\nBOW\nADE\nTET\n")
    result = run("fill", "g.txt", "--words", "d.txt", "--no-builtin", "--count")
    assert result.code == 0
    assert result.err.startswith("2 fills found, stopped at --count's limit of 2: not unique")
    (tmp_path / "e.txt").write_text("")
    empty = run("fill", "g.txt", "--words", "e.txt", "--no-builtin")
    assert (empty.code, empty.err) == (
        2,
        "e.txt:1:1: the dictionary holds no entries: one ENTRY or ENTRY;SCORE a line\n",
    )


@pytest.mark.parametrize("filled", [False, True])
def test_an_interrupt_writes_the_best_fill_so_far_or_says_none_was_found(
    tmp_path: Path, filled: bool
) -> None:
    # regression: the summary of a fill written after Ctrl-C did not say the search was cut short.
    # A 15 x 15 of 38 blocks whose first fill comes within a second or two and better ones later;
    # an open 7 x 7 with no first fill for long.
    grid = make_grid(15, 38, 1001) if filled else ["......."] * 7
    (tmp_path / "g.txt").write_text("\n".join(grid) + "\n")
    argv = [sys.executable, "-c", READY, "fill", "g.txt", "--nodes", "2000000000", "--format", "json"]
    with (
        (tmp_path / "out").open("wb") as sink,
        subprocess.Popen(argv, stdout=sink, stderr=subprocess.PIPE, cwd=tmp_path) as proc,
    ):
        assert proc.stderr is not None and proc.stderr.readline() == b"ready\n"
        until_busy(proc.pid, 5.0 if filled else 2.0)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    lines = err.decode().splitlines()
    assert proc.returncode == 130 and lines[-1] == "gridcraft: interrupted", err.decode()
    out = (tmp_path / "out").read_text()
    if filled:
        summary = r"filled 68 slots: lowest score \d+ \(the best found before the interrupt\), mean [\d.]+; [\d,]+ nodes"
        assert re.fullmatch(summary, lines[0]), lines
        assert check_fill(grid, json.loads(out)["grid"], builtin()) == []
    else:
        assert lines == ["gridcraft: interrupted"] and out == ""


def test_faults_a_setter_found(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "g5.txt").write_text(".....\n" * 5)
    (tmp_path / "full.txt").write_text("#CHEF\nALONE\nROUTE\nASSET\nBEER#\n")
    (tmp_path / "t3.txt").write_text("BAT\n...\n...\n")
    (tmp_path / "d3.txt").write_text("BAT\nODE\nWET\nBOW\nADE\nTET\n")
    (tmp_path / "blocks.txt").write_text("#####\n#####\n")
    # a region whose slots reach past it (corners in either order): an internal error before
    for region in ("r3c3:r1c1", "r1c1:r3c3"):
        part = run("fill", "g5.txt", "--region", region, "--nodes", "2000", "--format", "json")
        assert part.code == 0, part.err
        doc = json.loads(part.out)
        assert [row[3:] for row in doc["grid"]] == [".."] * 5 and doc["grid"][3:] == ["....."] * 2
        assert len(doc["entries"]) == 6 and all(e["entry"] in builtin() for e in doc["entries"])
    # a grid written whole: the only fill at once, not the whole time limit
    full = run("fill", "full.txt", "--time-limit", "30")
    entries = "CHEF ALONE ROUTE ASSET BEER ARAB CLOSE HOUSE ENTER FEET".split()
    written = [builtin()[e] for e in entries]
    assert (
        full.code == 0
        and full.err
        == f"nothing to fill: every slot is written whole (10 entries): lowest score {min(written)}, mean "
        f"{sum(written) / 10:.1f}\n"
    )
    # --count --format json is JSON; a count says fills
    counted = run("fill", "t3.txt", "--words", "d3.txt", "--no-builtin", "--count", "--format", "json")
    assert counted.code == 0 and counted.err.startswith("unique (search complete)")
    doc = json.loads(counted.out)
    assert (doc["count"], doc["complete"], doc["fills"][0]["grid"]) == (1, True, ["BAT", "ODE", "WET"])
    # entries in the order of their labels, across then down
    labels = [e["slot"] for e in doc["fills"][0]["entries"]]
    assert labels == ["1-Across", "4-Across", "5-Across", "1-Down", "2-Down", "3-Down"]
    # -o naming a file fill writes: the crossword as .puz (see test_fill_crossword.py)
    puz = run("fill", "t3.txt", "--words", "d3.txt", "--no-builtin", "-o", "x.puz")
    assert puz.code == 0 and (tmp_path / "x.puz").read_bytes()[2:14] == b"ACROSS&DOWN\0"
    # a grid of blocks alone: no option fill lacks
    blocks = run("fill", "blocks.txt")
    assert (blocks.code, blocks.err) == (2, "blocks.txt:1:1: the grid has no white cell\n")
    # scores out of the scale
    for bad in ("101", "-1"):
        wrong = run("fill", "t3.txt", "--words", "d3.txt", "--no-builtin", "--min-score", bad)
        assert wrong.code == 2 and "outside 0 to 100" in wrong.err
    # a theme entry beside the built-in dictionary
    (tmp_path / "theme.txt").write_text("TRAES;80\n")  # a theme entry no dictionary of the tool holds
    (tmp_path / "q.txt").write_text("TRAES\n.....\n.....\n.....\n.....\n")
    alone = run("fill", "q.txt", "--words", "theme.txt", "--no-builtin")
    assert alone.code == 1 and "no fill" in alone.err
    both = run(
        "fill", "q.txt", "--words", "theme.txt", "--with-builtin", "--nodes", "3000", "--format", "json"
    )
    assert both.code == 0, both.err
    grid = ["TRAES"] + ["....."] * 4
    assert check_fill(grid, json.loads(both.out)["grid"], builtin() | {"TRAES": 80}) == []


def test_an_ipuz_solution_null_on_a_white_cell_is_named_as_written(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    doc = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 1},
        "puzzle": [[0, 0, 0]],
        "solution": [["A", None, "T"]],
    }
    (tmp_path / "n.ipuz").write_text(json.dumps(doc))
    result = run("fill", "n.ipuz")
    assert result.code == 2
    assert "'solution': cell r1c2 holds null but 'puzzle' has a white cell there" in result.err


def themed_15_unlisted() -> list[str]:
    """A 15 x 15 of 36 blocks (seed 7) whose two 15-letter theme entries no dictionary holds."""
    rows = make_grid(15, 36, 7)
    assert "#" not in rows[1] + rows[13]
    rows[1], rows[13] = "GRIDCRAFTSETTER", "THEMEENTRYKEPTS"
    return rows


def test_theme_entries_that_no_dictionary_holds_are_kept(run: Callable[..., Any], tmp_path: Path) -> None:
    # the setter's entries written whole used to be refused: "... which is not in the dictionaries"
    grid = themed_15_unlisted()
    (tmp_path / "g.txt").write_text("\n".join(grid) + "\n")
    result = run("fill", "g.txt", "--format", "json", "--nodes", "5000")
    assert result.code == 0, result.err
    fill = json.loads(result.out)
    assert fill["grid"][1] == "GRIDCRAFTSETTER" and fill["grid"][13] == "THEMEENTRYKEPTS"
    kept = {
        e["entry"]: e["score"]
        for e in fill["entries"]
        if e["entry"] in ("GRIDCRAFTSETTER", "THEMEENTRYKEPTS")
    }
    assert kept == {"GRIDCRAFTSETTER": None, "THEMEENTRYKEPTS": None}
    theme = {"GRIDCRAFTSETTER": 0, "THEMEENTRYKEPTS": 0}
    assert check_fill(grid, fill["grid"], builtin() | theme) == []
    lines = result.err.splitlines()
    assert lines[0].startswith("filled 72 slots: lowest score ")
    assert lines[1].startswith("lowest-scored entries: ")
    assert (
        lines[2]
        == "kept as written, though in no dictionary: GRIDCRAFTSETTER (12-Across), THEMEENTRYKEPTS (64-Across)"
    )
    scores = sorted(e["score"] for e in fill["entries"] if e["score"] is not None and e["entry"] not in kept)
    assert [e["score"] for e in fill["entries"] if e["slot"] == fill["worst"][0]] == [scores[0]]


def test_lists_combine_with_weights_and_a_never_list(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "g.txt").write_text("...\n")
    (tmp_path / "a.txt").write_text("CAT;40\nEMU;30\n")
    (tmp_path / "b.dict").write_text("DOG;40\n")
    words = ("--min-length", "3", "--no-builtin", "--words", "a.txt", "--words")
    # a list's weight multiplies its scores (within 0 to 100), so the heavier list's entry wins
    assert run("fill", "g.txt", *words, "b.dict@2").out == "D O G\n"
    heavy_a = run("fill", "g.txt", *words, "b.dict", "--words", "a.txt@3")
    assert heavy_a.out == "C A T\n" and "lowest score 100" in heavy_a.err
    # a never-use list takes entries out
    (tmp_path / "never.txt").write_text("cat\ndog\n")
    never = run("fill", "g.txt", *words, "b.dict", "--never", "never.txt", "--count")
    assert never.out == "E M U\n" and never.err.startswith("unique (search complete)")
    # the user's list is added to the built-in one unless --no-builtin
    (tmp_path / "t.txt").write_text("zq-xj;90\n")
    (tmp_path / "q.txt").write_text("Z...\n")
    added = run("fill", "q.txt", "--min-length", "3", "--words", "t.txt", "--format", "json")
    assert json.loads(added.out)["entries"][0] == {
        "slot": "1-Across",
        "entry": "ZQXJ",
        "written": "zq-xj",
        "enumeration": "2-2",
        "score": 90,
    }


def test_bad_list_settings_are_one_line(
    run: Callable[..., Any], tmp_path: Path, assert_one_error: Any
) -> None:
    (tmp_path / "g.txt").write_text("...\n...\n...\n")
    assert_one_error(
        run("fill", "g.txt", "--no-builtin"),
        2,
        "<command line>: --no-builtin leaves no dictionary: give one or more --words files",
    )
    (tmp_path / "a.txt").write_text("BAT\n")
    bad = run("fill", "g.txt", "--words", "a.txt@11")
    assert bad.code == 2 and "the weight 11 is outside 0 to 10" in bad.err and "Traceback" not in bad.err
    word = run("fill", "g.txt", "--words", "a.txt@x")  # regression: it said "cannot read a.txt@x"
    assert word.code == 2 and "'x' after @ is not a weight: write a.txt@W" in word.err
    (tmp_path / "n.txt").write_text("B4T\n")
    assert_one_error(run("fill", "g.txt", "--never", "n.txt"), 2, "n.txt:1:2: '4' in 'B4T' is not a letter")


@pytest.mark.parametrize(
    ("grid", "phrase", "enumeration"),
    [("AT.HE.OST", "AT THE MOST", "2,3,4"), ("ON.HE.HOLE", "ON THE WHOLE", "2,3,5")],
)
def test_a_row_only_a_phrase_fits_is_filled_with_it_and_its_word_breaks(
    run: Callable[..., Any], tmp_path: Path, grid: str, phrase: str, enumeration: str
) -> None:
    (tmp_path / "g.txt").write_text(grid + "\n")
    counted = run("fill", "g.txt", "--count", "--format", "json")
    assert counted.code == 0 and counted.err.startswith("unique (search complete)"), counted.err
    (entry,) = json.loads(counted.out)["fills"][0]["entries"]
    assert (entry["written"], entry["enumeration"]) == (phrase, enumeration)
    crossword = json.loads(run("fill", "g.txt", "--format", "ipuz").out)
    (clue,) = crossword["clues"]["Across"]
    assert clue["enumeration"] == enumeration and crossword["solution"] == [list(phrase.replace(" ", ""))]


def test_the_time_limit_is_the_searchs_not_the_start_ups(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: --time-limit 1 counted the start-up and the reading of the dictionary (about a
    # second), so even a grid of one slot ran out before the search began (exit 3)
    (tmp_path / "g.txt").write_text("C.T\n")
    result = run("fill", "g.txt", "--time-limit", "1")
    assert result.code == 0, result.err
    assert result.out.startswith("C ") and result.out.endswith(" T\n")
