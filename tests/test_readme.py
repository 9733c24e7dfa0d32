"""README.md and the manual in docs/: what they show is what the tool does.

The README is the front page; the manual's pages (docs/*.md) hold the examples. Each example is
found by what it shows, not by its place, so that pages can be reorganised; a documented output
that the tool no longer prints fails here.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import real, write

from gridcraft.kenken import parse_keen_id

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"


def page(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def pages() -> dict[str, str]:
    """Every page of the manual, by file name."""
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(DOCS.glob("*.md"))}


def python_block(text: str, holding: str) -> str:
    """The one ```python block of ``text`` that holds ``holding``."""
    blocks = [b.split("```", 1)[0] for b in text.split("```python\n")[1:] if holding in b.split("```", 1)[0]]
    assert len(blocks) == 1, f"{len(blocks)} python blocks hold {holding!r}"
    return blocks[0]


def run_snippet(snippet: str, cwd: Path) -> str:
    proc = subprocess.run(
        [sys.executable, "-c", snippet], check=False, capture_output=True, cwd=cwd, timeout=60
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8")
    return proc.stdout.decode("utf-8")


def test_library_snippet_runs_as_written(tmp_path: Path) -> None:
    out = run_snippet(python_block(page("library.md"), "gridcraft.generate("), tmp_path)
    assert "ice cream" in out


def test_fill_in_snippet_runs_from_the_repository_root() -> None:
    # regression: it opened a file that is not in the repository root
    out = run_snippet(python_block(page("library.md"), "fillin.parse(open("), ROOT)
    assert out.startswith("K R I S S\n")


def test_making_snippet_runs_as_written(tmp_path: Path) -> None:
    out = run_snippet(python_block(page("library.md"), "make(9, Level.HARD"), tmp_path)
    assert parse_keen_id(out.strip()).size == 9  # a Keen game ID


def test_readme_library_snippet_runs_as_written(tmp_path: Path) -> None:
    out = run_snippet(python_block(README.read_text(encoding="utf-8"), "gridcraft.generate("), tmp_path)
    assert "ICECREAM" in out.replace(" ", "")
    assert re.search(r"^C (A T|O W)$", out, re.MULTILINE), out


def test_generate_page_shows_the_real_summary_line_of_the_example(run: Callable[..., Any]) -> None:
    result = real(run, "generate", "--example", "animals-ru")
    assert result.code == 0, result.err
    line = result.err.strip()
    assert f"`gridcraft generate --example animals-ru` prints\n  `{line}`" in page("generate.md")


def test_readme_keeps_its_commands_and_the_manual_its_usage() -> None:
    text = README.read_text(encoding="utf-8")
    for command in [
        "python3 -m venv .venv && .venv/bin/pip install -q . && .venv/bin/gridcraft generate --example animals-ru",
        "python3 -m venv .venv && .venv/bin/pip install -q -c .ci/constraints.txt -e '.[test]' && .venv/bin/python -m pytest",
    ]:
        assert command in text
    generate = page("generate.md")
    assert "gridcraft generate [WORDS | --example NAME] " in generate
    assert "stopped by the time limit" in generate
    assert not any("makes runs repeatable" in t for t in [text, *pages().values()])


def test_readme_links_to_pages_that_exist() -> None:
    text = README.read_text(encoding="utf-8")
    links = re.findall(r"\]\((docs/[^)#]+)", text)
    assert len(links) >= 10
    for link in links:
        assert (ROOT / link).is_file(), link


@pytest.mark.parametrize("words", ["ABCDE\n", "ABCDE\nCX\n"])
def test_generate_page_aspect_cap_of_a_word_or_a_pair(
    run: Callable[..., Any], assert_one_error: Callable[..., None], words: str
) -> None:
    assert "a pair such as `ABCDE` and `CX` has no layout (exit code 1)" in page("generate.md")
    path = write("w.txt", words)
    assert_one_error(real(run, "generate", path), 1, "w.txt: ")
    result = run("generate", path, "--max-aspect", "none")
    assert result.code == 0 and "ABCDE" in result.out.replace(" ", ""), result.err


def test_formats_page_kenken_spellings_are_whole_files_of_one_puzzle() -> None:
    # regression: the cage list and the cage map stopped at "...", so they could not be saved as files
    from gridcraft.kenken import parse, solutions

    text = page("formats.md")
    start = text.index("A KenKen puzzle comes in any of three spellings")
    blocks = text[start:].split("```\n")[1:6:2]
    assert [b.splitlines()[0][:4] for b in blocks] == ["# 1.", "# 2.", "# 3."]
    puzzles = [parse(block) for block in blocks]
    assert puzzles[0] == puzzles[1] == puzzles[2]
    assert len(list(solutions(puzzles[0], limit=2))) == 1


def transcripts() -> list[tuple[str, str, str]]:
    """Every ``$ gridcraft ...`` command shown in a page's code block, with the output shown."""
    found = []
    for name, text in pages().items():
        for block in text.split("```")[1::2]:
            lines = block.split("\n")[1:]
            starts = [i for i, line in enumerate(lines) if line.startswith("$ gridcraft ")]
            for i, start in enumerate(starts):
                end = starts[i + 1] if i + 1 < len(starts) else len(lines)
                shown = "\n".join(lines[start + 1 : end]).rstrip("\n")
                found.append((name, lines[start][2:], shown))
    return found


TRANSCRIPTS = transcripts()


def test_the_manual_shows_its_command_transcripts() -> None:
    assert {(name, command.split()[1]) for name, command, _ in TRANSCRIPTS} >= {
        ("solve.md", "solve"),
        ("hint.md", "hint"),
    }
    assert len(TRANSCRIPTS) >= 3


@pytest.mark.parametrize(("name", "command", "shown"), TRANSCRIPTS, ids=[t[1] for t in TRANSCRIPTS])
def test_a_command_prints_what_the_manual_shows(name: str, command: str, shown: str) -> None:
    argv = shlex.split(command)
    proc = subprocess.run(
        [sys.executable, "-m", "gridcraft", *argv[1:]],
        check=False,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    printed = (proc.stdout + proc.stderr).decode("utf-8").rstrip("\n")
    assert printed == shown, f"{name}: {command}"
