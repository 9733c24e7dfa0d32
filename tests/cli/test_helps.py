"""The help of the commands that serve many kinds is built from the registry: each kind's title
and its table's help (what it reads, its partly filled grid, its grades), never written by hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gridcraft.cli.helps import prose
from gridcraft.kinds import graders, makers, solvers


def said(run: Callable[..., Any], *argv: str) -> str:
    """The help text of ``argv``, its white space run together (argparse wraps lines)."""
    result = run(*argv, "--help")
    assert result.code == 0
    return " ".join(result.out.split())


def test_hint_names_every_kind_it_serves_and_each_ones_state(run: Callable[..., Any]) -> None:
    helped = said(run, "hint")
    assert f"Say the next deduction of a {prose(k.title for k in solvers())} puzzle" in helped
    for kind in solvers():
        assert f"{kind.title}: {' '.join(kind.help.state.split())}" in helped
    listed = said(run)
    assert f"hint the next step of a {prose(k.title for k in solvers())} solve, explained" in listed


def test_grade_names_every_grader_and_its_grades(run: Callable[..., Any]) -> None:
    helped = said(run, "grade")
    assert f"grade a {prose(k.title for k in graders())} puzzle" in said(run)
    for kind in graders():
        assert f"a {kind.title} puzzle {' '.join(kind.help.grades.split())}" in helped
        assert f"{kind.title}: {' '.join(kind.help.reads.split())}" in helped


def test_solve_names_every_kind_and_what_it_reads(run: Callable[..., Any]) -> None:
    helped = said(run, "solve")
    assert f"Find the solutions of a {prose(k.title for k in solvers())} puzzle" in helped
    assert all(f"{k.title}: {' '.join(k.help.reads.split())}" in helped for k in solvers())
    assert f"solve solve a {prose(k.title for k in solvers())} puzzle" in said(run)


def test_make_names_every_maker_and_its_options(run: Callable[..., Any]) -> None:
    helped = said(run, "make")
    assert f"make {prose(m.noun for _, m in makers().values())}" in said(run)
    for name, (_, maker) in makers().items():
        assert name in helped and " ".join(maker.description.split()) in helped
        assert all(option.flag in helped for option in maker.options)
