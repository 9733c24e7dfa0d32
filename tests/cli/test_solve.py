"""``gridcraft solve``: fill-in and KenKen puzzles (every spelling detected), results, summaries,
output formats, exit codes and bad input; ipuz files written and read back."""

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
from samples import KIND_SAMPLES
from signals import READY, until_busy

from gridcraft import kinds
from gridcraft.engine import Budget

DATA = Path(__file__).resolve().parent.parent / "data"
FILLIN_DATA = DATA / "fillin"
KENKEN_DATA = DATA / "kenken"
SPELLINGS = ["tatham-4x4-easy.txt", "tatham-4x4-easy-cages.txt", "tatham-4x4-easy-map.txt"]
FILLIN = FILLIN_DATA / "wikipedia-7x7.txt"
KENKEN = "4:_a_7a4_a3,a3a5m12d2s1s1d2m4\n"  # Simon Tatham's Keen, 4x4 Easy


def write(tmp_path: Path, text: str, name: str = "p.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# -- fill-in puzzles ----------------------------------------------------------------------------------
def test_sample_text_and_summary(run: Callable[..., Any]) -> None:
    code, out, err = run("solve", str(FILLIN_DATA / "kkck-example.txt"))
    assert code == 0
    assert out == "K R I S S\nR   D\nO   Y\nS O L V E R\nS   L\n"
    assert err == "unique (search complete), 1 node\n"


def test_json(run: Callable[..., Any]) -> None:
    code, out, _ = run("solve", str(FILLIN_DATA / "hackerrank-sample.txt"), "--format", "json")
    doc = json.loads(out)
    assert code == 0
    assert (doc["kind"], doc["count"], doc["complete"]) == ("fillin", 1, True)
    assert doc["solutions"][0][3] == " DELHI    "
    assert set(doc["stats"]) >= {"nodes", "seconds"}


def test_svg_to_file_and_blank(
    run: Callable[..., Any], assert_golden: Callable[[str, str], None], tmp_path: Path
) -> None:
    out_file = tmp_path / "out.svg"
    code, out, _ = run(
        "solve", str(FILLIN_DATA / "wikipedia-7x7.txt"), "--format", "svg", "--blank", "-o", str(out_file)
    )
    assert code == 0 and out == ""
    assert_golden("fillin/golden/wikipedia-7x7-blank.svg", out_file.read_text(encoding="utf-8"))


def test_kkck_layout(run: Callable[..., Any], tmp_path: Path) -> None:
    path = write(tmp_path, "#####\n# #\n# #\n######\n# #\n\nidyll kriss kross solver\n")
    code, out, _ = run("solve", "--from", "kkck", path)
    assert code == 0 and out.startswith("K R I S S\n")


def test_two_solutions_stop_at_the_limit(run: Callable[..., Any], tmp_path: Path) -> None:
    path = write(tmp_path, "..\n..\n\nAB, BA, AB, BA\n")
    code, out, err = run("solve", path)
    assert code == 0
    assert out == "solution 1:\nA B\nB A\n\nsolution 2:\nB A\nA B\n"
    assert err.startswith("2 solutions found, stopped at --limit 2: not unique (search incomplete)")
    code, out, err = run("solve", path, "--all", "--stats")
    assert code == 0
    assert "2 solutions (search complete)" in err
    assert re.search(
        r"^nodes \d+, backtracks \d+, propagation passes \d+, seconds [\d.]+$", err, re.MULTILINE
    )


def test_no_solution_exit_1(run: Callable[..., Any], tmp_path: Path) -> None:
    code, out, err = run("solve", write(tmp_path, "...\n.#.\n\nABC, XY, CZ\n"))
    assert (code, out) == (1, "")
    assert err.startswith("no solution (search complete)")


def test_budget_runs_out_exit_3(
    run: Callable[..., Any], one_error_line: re.Pattern[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Budget, "for_command", classmethod(lambda cls, *a, **k: Budget(node_limit=2)))
    words = ", ".join(a + b + c for a in "AB" for b in "AB" for c in "AB")
    path = write(tmp_path, "...#...\n.#.#.#.\n...#...\n\n" + words)
    code, out, err = run("solve", path, "--time-limit", "1")
    assert (code, out) == (3, "")
    assert one_error_line.match(err)
    assert "time limit of 1 s ran out after 2 nodes before any solution" in err


@pytest.mark.parametrize(
    ("kind", "text", "where", "words"),
    [
        ("fillin", "#.?.\n\nAB\n", ":1:3:", "'?' is not a block"),
        ("fillin", "...\n\nABC, XY\n", ":3:6:", "no slot for XY"),
        ("fillin", "..#.\n\nAB\n", ":1:4:", "belongs to no slot"),
        ("fillin", "Z..\n\nABC\n", ":1:1:", "given letter Z"),
        ("kenken", "4:_a_7a4_a3,a3a5m12d2s1s1d2q4\n", ":1:28:", "unknown clue type"),
        ("kenken", "2\n3 + r1c1 r1c2\n3 + r2c1 r3c2\n", ":3:", ""),
        ("kenken", "2\n3 - r1c1 r1c2 r2c1\n1 = r2c2\n", ":2:", ""),
    ],
)
def test_bad_puzzle_one_line_exit_2(
    run: Callable[..., Any],
    one_error_line: re.Pattern[str],
    tmp_path: Path,
    kind: str,
    text: str,
    where: str,
    words: str,
) -> None:
    path = write(tmp_path, text)
    code, out, err = run("solve", path, "--kind", kind)
    assert (code, out) == (2, "")
    assert one_error_line.match(err) and err.startswith(path + where) and words in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (
            ["--format", "json", "--blank"],
            "--blank needs a format of the empty puzzle: --format text, line, svg",
        ),
        (["--limit", "0"], "must be greater than 0"),
        (["--limit", "2", "--all"], "not allowed with argument"),
        (["--from", "kkck", "--kind", "kenken"], "--from kkck reads fill-in puzzles"),
    ],
)
def test_usage_errors(
    run: Callable[..., Any], one_error_line: re.Pattern[str], argv: list[str], words: str
) -> None:
    code, out, err = run("solve", str(FILLIN_DATA / "kkck-example.txt"), *argv)
    assert (code, out) == (2, "")
    assert one_error_line.match(err) and words in err


def test_limit_1_does_not_claim_not_unique(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: --limit 1 said "not unique" after finding one solution
    code, _, err = run("solve", write(tmp_path, "..\n..\n\nAB, BA, AB, BA\n"), "--limit", "1")
    assert code == 0
    assert err.startswith(
        "1 solution found, stopped at --limit 1: uniqueness not checked (search incomplete)"
    )


def test_json_without_solution_still_says_count_0(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: --format json printed nothing when there was no solution
    code, out, _ = run("solve", write(tmp_path, "...\n.#.\n\nABC, XY, CZ\n"), "--format", "json")
    doc = json.loads(out)
    assert code == 1 and (doc["count"], doc["complete"], doc["solutions"]) == (0, True, [])


def test_json_that_is_not_ipuz(
    run: Callable[..., Any], one_error_line: re.Pattern[str], tmp_path: Path
) -> None:
    # regression: a JSON file got a fill-in grid error about '{'
    path = write(tmp_path, '{"hello": "world"}\n', "n.json")
    for command in ("solve", "generate"):
        code, out, err = run(command, path)
        assert (code, out) == (2, "") and one_error_line.match(err) and "ipuz" in err and "'{'" not in err


def test_huge_token_in_an_error_is_cut(
    run: Callable[..., Any], one_error_line: re.Pattern[str], tmp_path: Path
) -> None:
    code, _, err = run("solve", write(tmp_path, "..\n\nA" + "?" * 100000 + "\n"))
    assert code == 2 and one_error_line.match(err) and len(err) <= 301


def test_output_that_is_the_input_is_refused(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: -o naming the puzzle file replaced the puzzle with its solution
    path = write(tmp_path, (FILLIN_DATA / "kkck-example.txt").read_text(encoding="utf-8"))
    before = Path(path).read_text(encoding="utf-8")
    code, out, err = run("solve", path, "-o", path)
    assert (code, out) == (2, "") and err == f"{path}: cannot write: it is the input file\n"
    assert Path(path).read_text(encoding="utf-8") == before


def test_kkck_layout_without_from_kkck_gets_a_hint(run: Callable[..., Any], tmp_path: Path) -> None:
    code, _, err = run("solve", write(tmp_path, "#####\n# #\n\nabcde\n"))
    assert code == 2 and "--from kkck" in err


def test_a_word_list_is_named_as_such_and_blank_text_is_the_puzzle(
    run: Callable[..., Any], tmp_path: Path, assert_one_error: Callable[..., None]
) -> None:
    words = write(tmp_path, "CAT, DOG, TAC\n")
    assert_one_error(
        run("solve", words),
        2,
        f"{words}: this is a word list (3 words), not a puzzle: "
        f"gridcraft generate {words} makes a puzzle of it",
    )
    blank = run("solve", str(KENKEN_DATA / "tatham-4x4-easy.txt"), "--blank")
    assert blank.code == 0 and blank.out.startswith("4\n3 + r1c1 r2c1\n")


# -- KenKen puzzles -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", SPELLINGS)
def test_each_spelling_is_detected_and_solved(run: Callable[..., Any], name: str) -> None:
    code, out, err = run("solve", str(KENKEN_DATA / name))
    assert code == 0
    assert out == (KENKEN_DATA / "tatham-4x4-easy.solved.txt").read_text(encoding="utf-8")
    assert err == "unique (search complete), 1 node\n"


def test_json_rows_are_digits(run: Callable[..., Any]) -> None:
    code, out, _ = run("solve", str(KENKEN_DATA / "wikipedia-6x6.txt"), "--format", "json")
    doc = json.loads(out)
    assert code == 0 and (doc["kind"], doc["count"], doc["complete"]) == ("kenken", 1, True)
    assert doc["solutions"] == [["563412", "614523", "452361", "341256", "236145", "125634"]]


def test_no_solution_exits_1(run: Callable[..., Any], tmp_path: Path) -> None:
    path = tmp_path / "k.txt"
    path.write_text("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n", encoding="utf-8")  # rows must be 1 2 and 2 1
    assert run("solve", str(path))[0] == 0
    path.write_text("2\n4 + r1c1 r1c2\n2 + r2c1 r2c2\n", encoding="utf-8")
    code, out, err = run("solve", str(path))
    assert (code, out) == (1, "") and err.startswith("no solution (search complete)")


def test_several_solutions(run: Callable[..., Any], tmp_path: Path) -> None:
    path = tmp_path / "k.txt"
    path.write_text("2\n6 + r1c1 r1c2 r2c1 r2c2\n", encoding="utf-8")
    code, out, err = run("solve", str(path), "--all")
    assert code == 0 and "2 solutions (search complete)" in err and out.count("solution ") == 2


def test_cell_listed_twice_in_one_cage(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: reported as "in two cages"
    path = tmp_path / "k.txt"
    path.write_text("4\n3 + A1 A2\n5 + B1 C1\n12 x D1 D2 D1\n", encoding="utf-8")
    code, _, err = run("solve", str(path))
    assert code == 2 and err == f"{path}:4:12: cell r1c4 is listed twice in this cage\n"


# -- ipuz ---------------------------------------------------------------------------------------------
def test_kenken_ipuz_round_trip(run: Callable[..., Any], tmp_path: Path) -> None:
    src, path = tmp_path / "k.txt", tmp_path / "k.ipuz"
    src.write_text(KENKEN, encoding="utf-8")
    assert run("solve", str(src), "--format", "ipuz", "-o", str(path))[0] == 0
    _, direct, _ = run("solve", str(src))
    code, via_ipuz, err = run("solve", str(path))
    assert code == 0 and via_ipuz == direct and "unique" in err
    code, _, err = run("generate", str(path))
    assert code == 2 and "holds a kenken puzzle, not words" in err


def test_blank_fillin_ipuz_solves_and_prints(run: Callable[..., Any], tmp_path: Path) -> None:
    path = tmp_path / "f.ipuz"
    assert run("solve", str(FILLIN), "--format", "ipuz", "--blank", "-o", str(path))[0] == 0
    assert "ARTICLE" not in json.dumps(json.loads(path.read_text(encoding="utf-8")).get("solution"))
    code, out, _ = run("solve", str(path))
    assert code == 0 and out.startswith("    D A G\n")
    code, _, err = run("solve", str(path), "--kind", "kenken")
    assert code == 2 and "holds a fillin puzzle, not kenken" in err


def test_a_kenken_is_written_as_a_keen_game_id(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    source = KENKEN_DATA / "wikipedia-6x6.txt"
    result = run("solve", str(source), "--format", "keen")
    assert result.code == 0 and result.out.startswith("6:") and result.out.endswith("\n")
    again = run("solve", write(Path("."), result.out, "k.txt"), "--format", "json")
    first = run("solve", str(source), "--format", "json")
    assert json.loads(again.out)["solutions"] == json.loads(first.out)["solutions"]
    fill_in = DATA / "fillin" / "wikipedia-7x7.txt"
    # regression: said "--format keen writes other puzzles than fill-in ones", placed at the file
    assert_one_error(
        run("solve", str(fill_in), "--format", "keen"),
        2,
        "<command line>: --format keen does not write fill-in puzzles",
    )


def test_another_apps_crossword_keeps_its_title_author_and_clues(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    source, out = DATA / "ipuz" / "another-app-mini.ipuz", tmp_path / "out.ipuz"
    result = run("solve", str(source), "--format", "ipuz", "-o", str(out))
    assert result.code == 0 and "unique" in result.err
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert (doc["title"], doc["author"], doc["copyright"]) == (
        "Mini & more",
        "Ann Setter",
        "© 2026 Ann Setter",
    )
    across = [(clue["clue"], clue["enumeration"]) for clue in doc["clues"]["Across"]]
    assert across == [("Heading of a note", "2"), ("Droid", "3"), ("Behold!", "2")]
    # a crossword's own grid is written with blocks, as crossword apps write one (the file's omitted
    # cell too; a criss-cross layout's cells outside its words are omitted, null)
    assert doc["solution"][1] == ["B", "O", "T"] and doc["puzzle"][2][0] == doc["puzzle"][0][2] == "#"


# -- an interrupted search prints what it found ------------------------------------------------------
MANY_WORDS = ["CAT", "DOG", "EEL", "FOX", "GNU", "HEN", "YAK", "ELK", "BAT", "RAT"]
MANY = {  # 10! fills of ten separate slots; 812,851,200 Latin squares of order 6, each row a 21+ cage
    "fillin": "\n".join(["...", "###"] * 9 + ["..."]) + "\n\n" + ", ".join(MANY_WORDS) + "\n",
    "kenken": "6\n" + "".join(f"21 + {' '.join(f'r{r}c{c}' for c in range(1, 7))}\n" for r in range(1, 7)),
}


# main() once the command line is imported, after a line on stderr that says so
def _solution_ok(kind: str, rows: list[str]) -> bool:
    """A fill-in solution holds each word once; a KenKen one has each digit once in a row and a column."""
    if kind == "fillin":
        return sorted(row.replace(" ", "") for row in rows if row.strip()) == sorted(MANY_WORDS)
    digits = [row.replace(" ", "") for row in rows]
    return all(sorted(line) == list("123456") for line in [*digits, *map("".join, zip(*digits, strict=True))])


@pytest.mark.parametrize(
    ("kind", "fmt", "sig"),
    [
        ("fillin", "text", signal.SIGINT),
        ("fillin", "json", signal.SIGTERM),
        ("kenken", "text", signal.SIGTERM),
        ("kenken", "json", signal.SIGINT),
    ],
)
def test_an_interrupted_search_prints_the_solutions_found(
    tmp_path: Path, kind: str, fmt: str, sig: int
) -> None:
    # regression: Ctrl-C or SIGTERM threw away every solution found and printed only the interrupt
    path = write(tmp_path, MANY[kind])
    argv = [sys.executable, "-c", READY, "solve", path, "--all", "--format", fmt]
    # stdout to a file, not a pipe: a full pipe would stop the search until it is read
    with (
        (tmp_path / "out").open("wb") as sink,
        subprocess.Popen(argv, stdout=sink, stderr=subprocess.PIPE, cwd=tmp_path) as proc,
    ):
        assert proc.stderr is not None and proc.stderr.readline() == b"ready\n"
        until_busy(proc.pid)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=60)
    out = (tmp_path / "out").read_bytes()
    assert proc.returncode == 130, err.decode()
    summary, last = err.decode().splitlines()  # the summary line, then the interrupt
    assert last == "gridcraft: interrupted"
    found = re.fullmatch(
        r"(\d+) solutions found before the interrupt \(search incomplete\), [\d,]+ nodes", summary
    )
    assert found is not None, summary
    n = int(found.group(1))
    if fmt == "json":
        doc = json.loads(out)
        assert (doc["count"], doc["complete"], len(doc["solutions"])) == (n, False, n)
        solutions = doc["solutions"]
    else:
        parts = re.split(r"^solution (\d+):\n", out.decode(), flags=re.MULTILINE)
        assert parts[0] == "" and parts[1::2] == [str(i) for i in range(1, n + 1)]
        lines = [part.splitlines() for part in parts[2::2]]
        if kind == "kenken":  # the digits of the boxed grid's rows
            lines = [
                [" ".join(re.findall(r"\b\d\b", row)) for row in rows if re.search(r"\b\d\b", row)]
                for rows in lines
            ]
        solutions = lines
    assert all(_solution_ok(kind, rows) for rows in solutions)
    assert len({tuple(rows) for rows in solutions}) == n


def test_all_solutions_are_written_as_they_are_found(run: Callable[..., Any], tmp_path: Path) -> None:
    from gridcraft import kenken
    from gridcraft.engine import SearchStats, verdict
    from gridcraft.solved import solved_document

    rows = "4\n" + "".join(
        f"10 + r{r}c1 r{r}c2 r{r}c3 r{r}c4\n" for r in range(1, 5)
    )  # every 4 x 4 Latin square
    path = write(tmp_path, rows)
    streamed = run("solve", path, "--all")
    puzzle = kenken.parse(rows)
    result = verdict(kenken.KIND.problem(puzzle), None, stats=SearchStats())
    whole = solved_document(kenken.KIND, puzzle, result.found, result.stats, "text")
    assert (
        streamed.code == 0
        and streamed.out == whole
        and streamed.err.startswith("576 solutions (search complete)")
    )
    doc = json.loads(run("solve", path, "--all", "--format", "json").out)
    assert doc["count"] == len(doc["solutions"]) == 576 and doc["complete"] and doc["kind"] == "kenken"
    out = tmp_path / "all.txt"
    assert run("solve", path, "--limit", "10", "-o", str(out)).code == 0
    assert out.read_text(encoding="utf-8").count("solution ") == 10 and not list(tmp_path.glob(".all.txt.*"))
    none = write(tmp_path, "2\n4 + r1c1 r1c2\n3 + r2c1 r2c2\n", "none.txt")
    empty = json.loads(run("solve", none, "--all", "--format", "json").out)
    assert empty["count"] == 0 and empty["solutions"] == [] and empty["complete"]


def test_a_keen_random_seed_says_what_to_paste_instead(
    run: Callable[..., Any], one_error_line: re.Pattern[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "6#123456\n")
    code, out, err = run("solve", path)
    assert (code, out) == (2, "") and one_error_line.match(err)
    assert err.startswith(f"{path}:1:2: '6#123456' is a Keen random seed, not a puzzle description")
    assert "6:..." in err and "Game > Specific" in err


@pytest.mark.parametrize("command", ["solve", "hint", "grade", "print", "play"])
def test_a_keen_id_as_the_argument_is_read_as_the_puzzle(
    run: Callable[..., Any], one_error_line: re.Pattern[str], command: str
) -> None:
    # regression: "6#123456:0:0: cannot read: No such file or directory" for an ID given in place of a file
    code, out, err = run(command, "6#123456", "-o", "out")
    assert (code, out) == (2, "") and one_error_line.match(err)
    assert err.startswith("<argument>:1:2: '6#123456' is a Keen random seed, not a puzzle description")
    assert "6:..." in err and "Game > Specific" in err
    solved = run(command, KENKEN.strip(), "-o", "out")
    assert solved.code == 0 and "cannot read" not in solved.err
    if command == "solve":
        assert Path("out").read_text(encoding="utf-8").startswith("+---+---+---+---+")
    assert (
        run(command, "no-such-file.txt").err == "no-such-file.txt: cannot read: No such file or directory\n"
    )


@pytest.mark.parametrize(("name", "fmt"), [("kenken", "keen"), ("killer", "solo")])
def test_blank_writes_the_tatham_game_id_of_keen_and_solo_alike(
    run: Callable[..., Any], tmp_path: Path, name: str, fmt: str
) -> None:
    """A format that writes the puzzle alone (its table says ``shows="puzzle"``: a Tatham game ID)
    is the same with --blank, and written whether or not the search finds a solution."""
    path = write(tmp_path, KIND_SAMPLES[name])
    solved = run("solve", path, "--format", fmt)
    blank = run("solve", path, "--format", fmt, "--blank")
    assert solved.code == blank.code == 0 and solved.out == blank.out and blank.out.count("\n") == 1
    kind = kinds.named(name)
    assert kind.formats[fmt].shows == "puzzle"
    assert kind.parse(blank.out, "id") == kind.parse(KIND_SAMPLES[name], "p")


def test_blank_is_refused_for_a_format_of_a_solved_puzzle_only(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    """The player shows a solved puzzle only (``shows="solution"``): --blank is refused in one line,
    naming the formats that write the empty puzzle (regression: an internal error)."""
    path = write(tmp_path, KIND_SAMPLES["kenken"])
    code, out, err = run("solve", path, "--format", "html", "--blank")
    assert (code, out) == (2, "")
    assert err == (
        "<command line>: --blank needs a format of the empty puzzle: "
        "--format text, svg, keen, png, pdf, ipuz or sheet\n"
    )


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        ([], "2 fills found, stopped at --limit 2: not unique (search incomplete), 3 nodes"),
        (
            ["--limit", "1"],
            "1 fill found, stopped at --limit 1: uniqueness not checked (search incomplete), ",
        ),
        (["--all"], "2 fills (search complete), "),
    ],
)
def test_a_clued_crossword_says_it_solved_its_grid_and_how_many_fills(
    run: Callable[..., Any], argv: list[str], line: str
) -> None:
    # regression: "2 solutions found, stopped at --limit 2: not unique", as if the crossword's
    # answer were in doubt: what is solved is the fill-in puzzle its grid and entries make
    result = run("solve", str(DATA / "ipuz" / "another-app-mini.ipuz"), *argv)
    assert result.code == 0
    assert result.err.startswith(f"the crossword's grid, filled from its 6 entries: {line}"), result.err


def test_a_crossword_with_one_fill_says_so(run: Callable[..., Any], tmp_path: Path) -> None:
    (tmp_path / "w.txt").write_text("cat: pet\ntea: drink\nact: perform\n", encoding="utf-8")
    assert run("generate", "w.txt", "--format", "ipuz", "-o", "c.ipuz").code == 0
    result = run("solve", "c.ipuz")
    assert result.code == 0 and result.err == (
        "the crossword's grid, filled from its 3 entries: 1 fill, unique (search complete), 3 nodes\n"
    )
    plain = run("solve", str(FILLIN))  # a fill-in puzzle says what it always said
    assert plain.err.startswith("unique (search complete)")
