"""ipuz on the command line: written by generate and solve, read back by solve, generate and print."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridcraft import cli

DATA = Path(__file__).resolve().parent / "data"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"
KENKEN = "4:_a_7a4_a3,a3a5m12d2s1s1d2m4\n"  # Simon Tatham's Keen, 4x4 Easy


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_generated_layout_as_ipuz_solves_back(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "a.ipuz"
    assert run(capsys, "generate", "--example", "animals-ru", "--format", "ipuz", "-o", str(path))[0] == 0
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "http://ipuz.org/crossword#1" in doc["kind"]
    code, out, err = run(capsys, "solve", str(path))
    _, layout_text, _ = run(capsys, "generate", "--example", "animals-ru")
    assert code == 0 and out == layout_text and err.startswith("unique (search complete)")


def test_kenken_ipuz_round_trip(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    src, path = tmp_path / "k.txt", tmp_path / "k.ipuz"
    src.write_text(KENKEN, encoding="utf-8")
    assert run(capsys, "solve", str(src), "--format", "ipuz", "-o", str(path))[0] == 0
    _, direct, _ = run(capsys, "solve", str(src))
    code, via_ipuz, err = run(capsys, "solve", str(path))
    assert code == 0 and via_ipuz == direct and "unique" in err
    code, _, err = run(capsys, "generate", str(path))
    assert code == 2 and "holds a kenken puzzle, not words" in err


def test_blank_fillin_ipuz_solves_and_prints(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "f.ipuz"
    assert run(capsys, "solve", str(FILLIN), "--format", "ipuz", "--blank", "-o", str(path))[0] == 0
    assert "ARTICLE" not in json.dumps(json.loads(path.read_text(encoding="utf-8")).get("solution"))
    code, out, _ = run(capsys, "solve", str(path))
    assert code == 0 and out.startswith("    D A G\n")
    code, _, err = run(capsys, "solve", str(path), "--kind", "kenken")
    assert code == 2 and "holds a fillin puzzle, not kenken" in err


def test_print_reads_ipuz(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pytest.importorskip("cairosvg")
    path, pdf = tmp_path / "a.ipuz", tmp_path / "a.pdf"
    assert run(capsys, "generate", "--example", "animals-ru", "--format", "ipuz", "-o", str(path))[0] == 0
    code, _, err = run(capsys, "print", str(path), "-o", str(pdf))
    assert code == 0 and "criss-cross sheet: 2 pages" in err and pdf.stat().st_size > 1000
