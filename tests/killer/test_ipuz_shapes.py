"""A killer's ipuz keeps its boxes and reads back at every side it can be written at: Solo's 3 x 2
boxes of a 6 x 6, an 8 x 8, a killer of givens alone; a bad box field is refused at its name."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft.killer import KillerPuzzle, dumps, parse

# the same 6 x 6 cages with Solo's boxes of 3 rows and 2 columns: the usual 2 x 3 boxes give it
# no solution, so boxes lost on the way are seen
SOLO_3X2 = "3x2k:zj,aaaaa_a__________aab_aa___a__aa_a___b_ba,9a9a3a3_7a7a12a9a11_17a8_3f11b7_10e"


@pytest.mark.parametrize("blank", [True, False])
def test_a_3x2_killer_keeps_its_boxes(run: Callable[..., Any], tmp_path: Path, blank: bool) -> None:
    puzzle = parse(SOLO_3X2)
    assert puzzle.box == (3, 2)
    args = ["solve", SOLO_3X2, "--format", "ipuz", "-o", "p.ipuz"] + (["--blank"] if blank else [])
    assert run(*args).code == 0
    doc = json.loads((tmp_path / "p.ipuz").read_text(encoding="utf-8"))
    assert doc["gridcraft:box"] == [3, 2]
    solved = run("solve", "p.ipuz", "--all")
    assert solved.code == 0 and solved.err.startswith("unique"), solved.err


def test_an_8x8_and_a_killer_of_givens_read_back(run: Callable[..., Any], tmp_path: Path) -> None:
    made = run("make", "killer", "--size", "6", "--seed", "3", "-o", "six.txt")
    assert made.code == 0, made.err
    six = parse((tmp_path / "six.txt").read_text(encoding="utf-8"))
    eight = KillerPuzzle(8, (2, 4), ())
    givens = KillerPuzzle(9, (3, 3), (), (((0, 0), 5),))
    for name, puzzle in (("six", six), ("eight", eight), ("givens", givens)):
        (tmp_path / f"{name}.txt").write_text(dumps(puzzle), encoding="utf-8")
        assert run("solve", f"{name}.txt", "--blank", "--format", "ipuz", "-o", f"{name}.ipuz").code == 0
        back = run("solve", f"{name}.ipuz", "--limit", "1", "--format", "json")
        assert back.code == 0, (name, back.err)
        assert json.loads(back.out)["kind"] == "killer"


def test_a_bad_box_field_is_named(run: Callable[..., Any], tmp_path: Path) -> None:
    assert run("solve", SOLO_3X2, "--blank", "--format", "ipuz", "-o", "p.ipuz").code == 0
    doc = json.loads((tmp_path / "p.ipuz").read_text(encoding="utf-8"))
    doc["gridcraft:box"] = [4, 2]
    (tmp_path / "bad.ipuz").write_text(json.dumps(doc), encoding="utf-8")
    refused = run("solve", "bad.ipuz")
    assert refused.code == 2 and "gridcraft:box" in refused.err and "side 6" in refused.err, refused.err
