"""README.md: what it shows is what the tool does."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import real, write

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_library_snippet_runs_as_written(tmp_path: Path) -> None:
    text = README.read_text(encoding="utf-8")
    snippet = text.split("```python\n", 1)[1].split("```", 1)[0]
    proc = subprocess.run(
        [sys.executable, "-c", snippet], check=False, capture_output=True, cwd=tmp_path, timeout=60
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8")
    assert "ice cream" in proc.stdout.decode("utf-8")


def test_readme_fill_in_snippet_runs_from_the_repository_root() -> None:
    # regression: it opened a file that is not in the repository root
    snippet = README.read_text(encoding="utf-8").split("```python\n")[2].split("```", 1)[0]
    root = README.parent
    proc = subprocess.run(
        [sys.executable, "-c", snippet], check=False, capture_output=True, cwd=root, timeout=60
    )
    assert proc.returncode == 0, proc.stderr.decode("utf-8")
    assert proc.stdout.decode("utf-8").startswith("K R I S S\n")


def test_readme_shows_the_real_summary_line_of_the_example(run: Callable[..., Any]) -> None:
    result = real(run, "generate", "--example", "animals-ru")
    assert result.code == 0, result.err
    line = result.err.strip()
    assert f"`gridcraft generate --example animals-ru` prints\n  `{line}`" in README.read_text(
        encoding="utf-8"
    )


def test_readme_keeps_its_commands_and_usage() -> None:
    text = README.read_text(encoding="utf-8")
    for command in [
        "python3 -m venv .venv && .venv/bin/pip install -q . && .venv/bin/gridcraft generate --example animals-ru",
        "python3 -m venv .venv && .venv/bin/pip install -q -c .ci/constraints.txt -e '.[test]' && .venv/bin/python -m pytest",
        "gridcraft generate [WORDS | --example NAME] ",
    ]:
        assert command in text
    assert "makes runs repeatable" not in text and "stopped by the time limit" in text


@pytest.mark.parametrize("words", ["ABCDE\n", "ABCDE\nCX\n"])
def test_readme_aspect_cap_of_a_word_or_a_pair(
    run: Callable[..., Any], assert_one_error: Callable[..., None], words: str
) -> None:
    path = write("w.txt", words)
    assert_one_error(real(run, "generate", path), 1, "w.txt:0:0: ")
    result = run("generate", path, "--max-aspect", "none")
    assert result.code == 0 and "ABCDE" in result.out.replace(" ", ""), result.err


def test_readme_kenken_spellings_are_whole_files_of_one_puzzle() -> None:
    # regression: the cage list and the cage map stopped at "...", so they could not be saved as files
    from gridcraft.kenken import parse, solutions

    text = README.read_text(encoding="utf-8")
    start = text.index("A KenKen puzzle comes in any of three spellings")
    blocks = text[start:].split("```\n")[1:6:2]
    assert [b.splitlines()[0][:4] for b in blocks] == ["# 1.", "# 2.", "# 3."]
    puzzles = [parse(block) for block in blocks]
    assert puzzles[0] == puzzles[1] == puzzles[2]
    assert len(list(solutions(puzzles[0], limit=2))) == 1
