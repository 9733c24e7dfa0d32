"""The help texts of the commands that serve many kinds, built from the registry when the parser is
built: each kind's title and its :class:`~gridcraft.options.Help` (what it reads, its partly
filled grid, its grades), so that a kind registered later is named with no edit here."""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.kinds import Kind, graders, solvers


def prose(items: Iterable[str], last: str = "or") -> str:
    """``items`` as a list in a sentence: ``a``, ``a or b``, ``a, b or c``."""
    found = list(items)
    return found[0] if len(found) == 1 else f"{', '.join(found[:-1])} {last} {found[-1]}"


def _reads(kinds: Iterable[Kind]) -> str:
    """Each kind's title and what it reads: ``KenKen: a cage list, ...; killer sudoku: ...``."""
    return "; ".join(f"{k.title}: {k.help.reads}" for k in kinds)


def solve_help() -> tuple[str, str]:
    """``solve``'s one line and its description."""
    titles = prose(k.title for k in solvers())
    description = (
        f"Find the solutions of a {titles} puzzle; the kind is detected from the file (--kind forces "
        f"it). It reads: {_reads(solvers())}. By default the search stops at 2 solutions, enough to "
        "say whether the solution is unique."
    )
    return f"solve a {titles} puzzle", description


def hint_help() -> tuple[str, str, str]:
    """``hint``'s one line, its description, and the help of ``--state``."""
    explained = [k for k in solvers() if k.help.state]
    titles = prose(k.title for k in explained)
    states = "; ".join(f"{k.title}: {k.help.state}" for k in explained)
    description = (
        f"Say the next deduction of a {titles} puzzle in plain words, with the cells it involves, "
        "from the empty grid or from a partly filled one (--state)."
    )
    return (
        f"the next step of a {titles} solve, explained",
        description,
        f"a partly filled grid, in the puzzle's own spelling ({states})",
    )


def grade_help() -> tuple[str, str, str]:
    """``grade``'s one line, its description, and the help of its puzzle argument."""
    graded = graders()
    grades = "; ".join(f"a {k.title} puzzle {k.help.grades}" for k in graded)
    description = (
        f"Grade a puzzle: {grades}. Then how often each deduction was used. Exit 1 when the puzzle has "
        "no solution or several (it is not a puzzle to grade), 2 for bad input."
    )
    return (
        f"grade a {prose(k.title for k in graded)} puzzle",
        description,
        f"{prose(k.title for k in graded)} file ({_reads(graded)}), or - for standard input",
    )
