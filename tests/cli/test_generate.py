"""``gridcraft generate``: bad word lists, the options and formats handed to the search (replaced by
a stub), the bundled examples; then runs of the real search, its ipuz and fill-in output read back
by ``solve``, and an interrupted search."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import ENGLISH_19, MUL_WORDS, layout_fillin, mul_layout, read_until, real, write

from gridcraft import crisscross
from gridcraft.crisscross.layout import Layout, Placement, check_layout
from gridcraft.errors import NoLayout


# -- bad input: exit 2, one line FILE:LINE:COL: message, no output file ------------------------------
@pytest.mark.parametrize(
    ("data", "prefix", "words"),
    [
        ("", "w.txt:1:1: ", ["empty"]),
        ("# only a comment\n\n", "w.txt:1:1: ", ["empty"]),
        ("Мул, Я\n", "w.txt:1:6: ", ["'Я'"]),
        ("Мул\nЛемур, МУЛ\n", "w.txt:2:8: ", ["'МУЛ'", "'Мул'"]),
        ("Мул\nС0м\n", "w.txt:2:2: ", ["'0'"]),
        (b"\xd0\x9c\xd1\x83\xd0\xbb\n\xd0\xa1\xff\n", "w.txt:2:2: ", ["not UTF-8"]),
        (b"ok\n\n  ab\x80", "w.txt:3:5: ", ["not UTF-8"]),
    ],
)
def test_bad_word_list(
    run: Callable[..., Any],
    stub: dict[str, Any],
    assert_one_error: Callable[..., None],
    data: str | bytes,
    prefix: str,
    words: list[str],
) -> None:
    result = run("generate", write("w.txt", data), "-o", "out.txt")
    assert_one_error(result, 2, prefix)
    for word in words:
        assert word in result.err
    assert not os.path.exists("out.txt") and "words" not in stub


# -- results, with the search stubbed ------------------------------------------------------------------
def test_generate_passes_entries_and_options(run: Callable[..., Any], stub: dict[str, Any]) -> None:
    result = run(
        "generate",
        write("w.txt", MUL_WORDS),
        "--time-limit",
        "2.5",
        "--seed",
        "7",
        "--max-aspect",
        "none",
        "--max-width",
        "9",
        "--max-height",
        "8",
        "--givens",
        "none",
    )
    assert result.code == 0
    assert [e.text for e in stub["words"]] == ["Мул", "Лемур", "Крот"]
    kwargs = dict(stub["kwargs"])
    assert kwargs == {
        "time_limit": 2.5,
        "seed": 7,
        "max_aspect": None,
        "max_width": 9,
        "max_height": 8,
        "givens": "none",
    }
    # the budget's deadline is the whole command's limit: started + 2.5 s, less the exit's share
    assert stub["deadline"] < time.monotonic() + 2.5  # counted from the command's start, not the search's


def test_defaults(run: Callable[..., Any], stub: dict[str, Any]) -> None:
    assert run("generate", write("w.txt", MUL_WORDS)).code == 0
    kwargs = stub["kwargs"]
    # the time limit is an outer safety limit: the search's length is its node budget
    assert (kwargs["time_limit"], kwargs["seed"], kwargs["max_aspect"]) == (60.0, 0, 2.0)
    assert (kwargs["max_width"], kwargs["max_height"], kwargs["givens"]) == (None, None, "auto")


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], crisscross.to_text(mul_layout())),
        (["--format", "text"], crisscross.to_text(mul_layout())),
        (["--format", "svg"], crisscross.to_svg(mul_layout()).document()),
        (["--format", "svg", "--blank"], crisscross.to_svg(mul_layout(), blank=True).document()),
        (["--format", "json"], crisscross.to_json(mul_layout())),
        (["--format", "fillin"], layout_fillin(mul_layout())),
    ],
)
def test_formats(run: Callable[..., Any], stub: dict[str, Any], argv: list[str], expected: str) -> None:
    result = run("generate", write("w.txt", MUL_WORDS), *argv)
    assert result.code == 0 and result.out == expected
    assert result.err == "3 words, 5 x 5 = 25, 2 crossings, optimal (proven)\n"  # no progress: not a tty


def test_example(run: Callable[..., Any], stub: dict[str, Any]) -> None:
    assert run("generate", "--example", "animals-ru").code == 0
    assert len(stub["words"]) == 10 and stub["words"][0].text == "Мул"


def test_only_the_word_lists_are_examples(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    # regression: every .txt of the package's data was an example, the word search's offensive words too
    assert_one_error(
        run("generate", "--example", "offensive"),
        2,
        "<command line>: argument --example: invalid choice: 'offensive' (choose from 'animals-ru', "
        "'english-19') (gridcraft generate --help shows the usage)",
    )
    assert "offensive" not in run("generate", "--help").out


def test_errors_about_an_example_name_the_example(
    run: Callable[..., Any], stub: dict[str, Any], assert_one_error: Callable[..., None]
) -> None:
    stub["raise"] = NoLayout("no layout within the limits")
    result = run("generate", "--example", "animals-ru")
    assert_one_error(result, 1, "<example animals-ru>: no layout within the limits")


# -- the real search (skipped until it exists) ---------------------------------------------------------
def layout_from_json(text: str) -> tuple[Layout, dict[str, Any]]:
    doc = json.loads(text)
    ps = [Placement(p["word"], p["row"], p["col"], p["direction"], p["entry"]) for p in doc["placements"]]
    return Layout(tuple(ps), doc["width"], doc["height"]), doc


def test_real_example_animals_ru(run: Callable[..., Any]) -> None:
    result = real(run, "generate", "--example", "animals-ru", "--time-limit", "5", "--format", "json")
    assert result.code == 0, result.err
    layout, doc = layout_from_json(result.out)
    letters = ["МУЛ", "СОМ", "ЕНОТ", "КРОТ", "ЛЕМУР", "КОЙОТ", "ПАНДА", "ТУКАН", "МУСТАНГ", "ГИППОПОТАМ"]
    assert layout.check(letters) == []
    assert doc["words"][0] == "Мул" and doc["area"] == layout.area
    assert doc["grid"] == layout.rows() and doc["crossings"] == layout.crossings
    assert result.err.startswith("10 words, ") and result.err.count("\n") == 1


def test_real_text_output(run: Callable[..., Any]) -> None:
    result = real(run, "generate", "--example", "animals-ru", "--time-limit", "3")
    assert result.code == 0, result.err
    assert result.out.endswith("\n")
    rows = [line[::2] for line in result.out.splitlines()]  # letters sit in every other column
    width = max(len(r) for r in rows)
    rows = [r.ljust(width) for r in rows]
    columns = ["".join(r[c] for r in rows) for c in range(width)]
    assert any("ГИППОПОТАМ" in line for line in rows + columns)
    assert all(set(line[1::2]) <= {" "} for line in result.out.splitlines())


def test_real_output_file_matches_stdout(run: Callable[..., Any]) -> None:
    words = write("w.txt", "CAT, CAR, TUB, ROBOT\n")
    first = real(run, "generate", words, "--format", "json", "--time-limit", "5")
    assert first.code == 0, first.err
    second = run("generate", words, "--format", "json", "--time-limit", "5", "-o", "out.json")
    assert second.code == 0 and second.out == ""
    assert Path("out.json").read_text(encoding="utf-8") == first.out
    layout, _ = layout_from_json(first.out)
    assert layout.check(["CAT", "CAR", "TUB", "ROBOT"]) == []


def test_real_no_layout(run: Callable[..., Any], assert_one_error: Callable[..., None]) -> None:
    result = real(run, "generate", write("w.txt", "AB\nCD\n"), "-o", "out.txt")
    assert_one_error(result, 1, "w.txt: ")
    assert not os.path.exists("out.txt")


def test_generated_layout_as_ipuz_solves_back(run: Callable[..., Any], tmp_path: Path) -> None:
    path = tmp_path / "a.ipuz"
    assert run("generate", "--example", "animals-ru", "--format", "ipuz", "-o", str(path))[0] == 0
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "http://ipuz.org/crossword#1" in doc["kind"]
    code, out, err = run("solve", str(path))
    _, layout_text, _ = run("generate", "--example", "animals-ru")
    assert code == 0 and out == layout_text and err.startswith("unique (search complete)")


def test_command_line_round_trip(run: Callable[..., Any], tmp_path: Path) -> None:
    """A generated layout written as a fill-in puzzle solves, and the layout is among the solutions."""
    out = tmp_path / "animals.txt"
    assert run("generate", "--example", "animals-ru", "--format", "fillin", "-o", str(out)).code == 0
    result = run("generate", "--example", "animals-ru")
    assert result.code == 0
    generated = result.out
    code, solved, err = run("solve", str(out), "--all")
    assert code == 0
    assert "(search complete)" in err
    assert generated in solved


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupted_search_shows_its_best_layout(tmp_path: Path, sig: int) -> None:
    # regression: an interrupt threw away the best layout found so far
    words = tmp_path / "w.txt"
    words.write_text(", ".join(ENGLISH_19), encoding="utf-8")
    proc = subprocess.Popen(
        # a budget no machine spends before the first progress line: the interrupt always comes first
        [
            sys.executable,
            "-m",
            "gridcraft",
            "generate",
            str(words),
            "--nodes",
            "2000000000",
            "--format",
            "json",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    said = read_until(proc.stderr, b"best area")  # the first progress line: a layout is found
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=30)
    err = said + err
    assert proc.returncode == 130, err
    data = json.loads(out)
    assert len(data["words"]) == 19 and data["optimal"] is False
    assert err.decode().strip().endswith("interrupted; the best layout so far; answers not counted")
    placed = [Placement(p["word"], p["row"], p["col"], p["direction"]) for p in data["placements"]]
    assert check_layout(placed, data["width"], data["height"], ENGLISH_19) == []


CLUED_WORDS = (
    "ICE CREAM: a frozen dessert\nCat: a pet that purrs\nTub: a bath\nRobot\nCar: it has four wheels\n"
)


def test_a_clued_list_needs_every_clue_unless_optional(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    path = write("clued.txt", CLUED_WORDS)
    assert_one_error(run("generate", path, "-o", "out.txt"), 2, "clued.txt:4:1: 'Robot' has no clue")
    assert not os.path.exists("out.txt")
    result = run("generate", path, "--clues", "optional")
    assert (
        result.code == 0
        and result.out.startswith(" 1  2  .  3")
        and "\nAcross\n1. a frozen dessert (3,5)\n" in result.out
    )
    assert "answer" not in result.err  # clues say which word goes where: no givens, no count of fills


def test_a_clued_list_as_json_and_back_through_ipuz(run: Callable[..., Any]) -> None:
    path = write("clued.txt", CLUED_WORDS.replace("Robot\n", "Robot: a machine\n"))
    doc = json.loads(run("generate", path, "--format", "json").out)
    assert {p["entry"]: p["clue"] for p in doc["placements"]}["Robot"] == "a machine"
    assert sorted(p["number"] for p in doc["placements"]) == [1, 2, 3, 4, 5]
    assert run("generate", path, "--format", "ipuz", "-o", "c.ipuz").code == 0
    again = run("generate", "c.ipuz", "--format", "json")
    assert again.code == 0 and json.loads(again.out)["placements"] == doc["placements"]


def test_puzzle_and_key_from_one_run(run: Callable[..., Any], assert_one_error: Callable[..., None]) -> None:
    path = write("clued.txt", CLUED_WORDS.replace("Robot\n", "Robot: a machine\n"))
    assert run("generate", path, "--format", "svg", "-o", "puzzle.svg", "--key", "key.svg").code == 0
    puzzle, key = Path("puzzle.svg").read_text("utf-8"), Path("key.svg").read_text("utf-8")
    assert ">Across<" in puzzle and ">R<" not in puzzle  # the empty grid and its clues
    assert ">R<" in key and ">Across<" not in key  # the same layout, filled in
    assert_one_error(run("generate", path, "--key", "k.svg"), 2, "<command line>: --key FILE needs")


def test_title_author_and_copyright_reach_the_ipuz_file(run: Callable[..., Any]) -> None:
    path = write("w.txt", MUL_WORDS)
    result = run("generate", path, "--format", "ipuz", "--title", "Звери", "--author", "A. Setter")
    doc = json.loads(result.out)
    assert (doc["title"], doc["author"]) == ("Звери", "A. Setter") and "copyright" not in doc


def test_credits_without_a_format_that_holds_them_are_refused(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    # regression: --title with the text format was dropped without a word
    path = write("w.txt", MUL_WORDS)
    assert_one_error(
        run("generate", path, "--title", "Zoo"),
        2,
        "<command line>: --title is written only with --format ipuz, puz, jpz, xd, html or sheet",
    )
    assert_one_error(
        run("generate", path, "--format", "svg", "--copyright", "(c) A"),
        2,
        "<command line>: --copyright is written only with --format ipuz, puz, jpz, xd, html or sheet",
    )
    assert (
        run(
            "generate",
            write("en.txt", "cat\ndog\ngoat\n"),
            "--format",
            "puz",
            "--author",
            "A. Setter",
            "-o",
            "z.puz",
        ).code
        == 0
    )


def test_the_key_may_go_to_standard_output(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    # regression: --key - wrote the key nowhere and exited 0; --key '' failed only after the search
    path = write("clued.txt", CLUED_WORDS.replace("Robot\n", "Robot: a machine\n"))
    result = run("generate", path, "--format", "svg", "-o", "puzzle.svg", "--key", "-")
    assert result.code == 0 and ">R<" in result.out and ">Across<" not in result.out
    assert ">R<" not in Path("puzzle.svg").read_text("utf-8")
    assert_one_error(
        run("generate", path, "--format", "svg", "-o", "p.svg", "--key", ""),
        2,
        "<command line>: argument --key: the file name is empty (",
    )


def test_key_and_puzzle_cannot_be_one_file(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    path = write("w.txt", MUL_WORDS)
    assert_one_error(run("generate", path, "--format", "svg", "-o", "k.svg", "--key", "k.svg"), 2, "k.svg: ")
    assert not os.path.exists("k.svg")


def test_the_time_limit_covers_the_whole_command() -> None:
    import subprocess
    import sys

    lists = Path(__file__).resolve().parents[2] / "benchmarks" / "lists"
    start = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "gridcraft",
            "generate",
            str(lists / "common-60.txt"),
            "--time-limit",
            "4",
            "--quiet",
            "-o",
            "/dev/null",
        ],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    took = time.monotonic() - start
    # 4 s for the command, up to 1 s more for the interpreter to start and end on a loaded machine
    assert done.returncode == 0 and done.stderr.startswith("60 words, ") and took < 5.0, (took, done.stderr)


def test_progress_lines_off_a_terminal_unless_quiet(
    run: Callable[..., Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    from gridcraft.cli import progress

    monkeypatch.setattr(progress, "LINE_EVERY", 0.5)
    lists = Path(__file__).resolve().parents[2] / "benchmarks" / "lists"
    loud = run("generate", str(lists / "common-40.txt"), "--time-limit", "3", "-o", "out.txt")
    cut = "the time limit cut the search"  # its line comes when the 3 s cut the default search
    lines = [line for line in loud.err.splitlines() if not line.startswith(cut)]
    assert (
        loud.code == 0
        and len(lines) >= 3
        and all(x.startswith("gridcraft: anytime search: best area") for x in lines[:-1])
    )
    quiet = run("generate", str(lists / "common-40.txt"), "--time-limit", "3", "--quiet", "-o", "out.txt")
    assert quiet.code == 0 and len([x for x in quiet.err.splitlines() if not x.startswith(cut)]) == 1


def test_nodes_give_the_same_layout(run: Callable[..., Any]) -> None:
    lists = Path(__file__).resolve().parents[2] / "benchmarks" / "lists"
    # a time limit far past what 3000 nodes take, so that only the nodes bound the search
    # (the answer's givens are left out: their look is sized from the time limit, and is not the point)
    argv = (
        "generate", str(lists / "common-40.txt"), "--nodes", "3000", "--time-limit", "120", "--givens", "none", "--quiet"
    )  # fmt: skip
    first, again = run(*argv), run(*argv)
    assert first.code == 0 and first.out == again.out and "6,000 nodes" not in first.err


def test_a_budget_that_runs_out_under_page_caps_names_them(run: Callable[..., Any]) -> None:
    # regression: the message said "none was ruled out" without naming the caps that may be to blame
    words = str(Path(__file__).resolve().parents[2] / "src" / "gridcraft" / "data" / "english-19.txt")
    result = run("generate", words, "--max-width", "9", "--max-height", "9", "--nodes", "3000", "--quiet")
    assert result.code == 3 and result.out == ""
    assert result.err.rstrip().endswith(
        "no layout was found, none was ruled out; --max-width 9 and --max-height 9 may leave no room: loosen them"
    )


def test_nodes_bound_the_exact_search_too(run: Callable[..., Any]) -> None:
    # regression: --nodes 1000 on 14 words ran the exact search for 3.7 million nodes, as long as the
    # clock allowed, and a budget that ran out named --time-limit
    words = write(
        "w14.txt",
        "BAG, SACKFUL, SENDOFF, FANG, LAMB, GRANDSON, SQUAW, GAB, ABLE, BAROQUE, BEWARED, "
        "FOWL, OARS, LACED\n",
    )
    result = run("generate", words, "--nodes", "1000", "--quiet")
    assert result.code == 0 and "1,003 nodes in all" in result.err and "not proven optimal" in result.err
    # 12 x 9 holds a layout that the anytime search finds within the 300 nodes left; 12 x 8 none
    capped = run("generate", words, "--nodes", "1000", "--max-width", "12", "--max-height", "8", "--quiet")
    assert capped.code == 3 and "; --nodes 1,000); no layout was found, none was ruled out;" in capped.err


def test_a_list_written_on_one_line_gets_a_hint(run: Callable[..., Any]) -> None:
    # regression: the advice was --max-aspect none, for what was meant as five words
    result = run("generate", write("w1.txt", "cat dog bird fish cow\n"))
    assert result.code == 1 and result.err.rstrip().endswith(
        "(put one word on a line, or commas between them: 'cat dog bird fish cow' is one entry)"
    )
    assert (
        run("generate", write("w2.txt", "catdogbirdfishcow\n"))
        .err.rstrip()
        .endswith("(use --max-aspect none)")
    )


def test_an_ipuz_layouts_credits_go_on_to_the_new_layout(run: Callable[..., Any]) -> None:
    # regression: generate from an ipuz file wrote the default title and dropped author and copyright
    words = write("en.txt", "cat\ndog\ngoat\n")
    made = run(
        "generate",
        words,
        "--format",
        "ipuz",
        "--title",
        "Zoo",
        "--author",
        "Ms Smith",
        "--copyright",
        "© 2026 School",
        "-o",
        "first.ipuz",
    )
    assert made.code == 0
    again = json.loads(run("generate", "first.ipuz", "--format", "ipuz", "--title", "New").out)
    assert (again["title"], again["author"], again["copyright"]) == ("New", "Ms Smith", "© 2026 School")
    assert run("generate", "first.ipuz").code == 0  # credits from a file are no error where text is written


def test_a_word_sharing_no_letter_is_located(run: Any, tmp_path: Path) -> None:
    # regression: the line named the word but said 0:0
    (tmp_path / "w.txt").write_text("cat\ncar\n  qqq\ntub\n")
    result = run("generate", "w.txt")
    assert (result.code, result.err) == (
        1,
        "w.txt:3:3: no layout: 'qqq' shares no letter with the other words\n",
    )
    import pickle

    from gridcraft.errors import NoLayout

    again = pickle.loads(pickle.dumps(NoLayout("x", line=3, column=3)))
    assert (again.line, again.column, str(again)) == (3, 3, "x")


def test_a_cap_beyond_any_layout_is_no_cap(run: Callable[..., Any]) -> None:
    # regression: --max-width 99999999999999999999 was an internal error (OverflowError, exit 70)
    plain = run("generate", "--example", "animals-ru", "--nodes", "20000", "--quiet")
    for option in ("--max-width", "--max-height"):
        huge = run("generate", "--example", "animals-ru", "--nodes", "20000", option, "9" * 20, "--quiet")
        assert huge.code == 0 and huge.out == plain.out


def test_a_sheet_takes_a_title(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: --title with --format sheet was refused ("written only with ipuz or puz")
    path = write("w.txt", MUL_WORDS)
    made = run("generate", path, "--format", "sheet", "--title", "Biology unit 3", "-o", "s.pdf")
    assert made.code == 0, made.err
    import pypdf

    text = pypdf.PdfReader(str(tmp_path / "s.pdf")).pages[0].extract_text()
    assert "Biology unit 3" in text
