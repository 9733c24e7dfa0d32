"""A puzzle and a partly filled grid of it, read from the command line's files, and its explained
steps (``hint``, and ``solve --explain``)."""

from __future__ import annotations

import itertools
from typing import Any

from gridcraft.cli.args import source_name
from gridcraft.cli.io import read_puzzle_input, read_text
from gridcraft.cli.report import failure
from gridcraft.engine import Hint
from gridcraft.errors import GridcraftError, WrongEntry
from gridcraft.kinds import DEFAULT_DIALECT, SolverKind, dialect_kind, read_puzzle, word_list_size
from gridcraft.outcome import Failure


class Explained:
    """A puzzle and a partly filled grid of it, read from the command line's files."""

    def __init__(self, solver: SolverKind, puzzle: Any, source: str, state_path: str | None) -> None:
        self.solver, self.puzzle, self.source = solver, puzzle, source
        self.state_source = source_name(state_path) if state_path else None
        self.state_text = read_text(state_path) if state_path else None
        self.state = (
            None
            if self.state_text is None
            else solver.read_state(puzzle, self.state_text, self.state_source or "")
        )

    def hints(self, limit: int | None = None) -> list[Hint]:
        """The steps from the state to the solution (the first ``limit`` of them; ``None``: all).

        Raises:
            Failure: no solution or several (about the puzzle), or a wrong entry of the state
                (at its line and column).
        """
        try:
            return list(itertools.islice(self.solver.explain(self.puzzle, self.state), limit))
        except WrongEntry as e:
            assert self.state_text is not None
            line, column = self.solver.entry_position(self.puzzle, self.state_text, e.cell)
            raise Failure(str(e), self.state_source or "", line, column) from None
        except GridcraftError as e:
            raise failure(e, self.source) from None


def read_explained(path: str, state_path: str | None, dialect: str = DEFAULT_DIALECT) -> Explained:
    """The puzzle of file ``path`` (any kind that is solved; a layout: its fill-in puzzle) and the
    state of ``state_path``.

    Raises:
        Failure: unreadable files. ParseError: a bad puzzle or state.
    """
    source, text = read_puzzle_input(path)
    if dialect == DEFAULT_DIALECT:
        refuse_word_list(text, source)
    found = read_puzzle(text, source, dialect_kind(dialect), dialect)
    try:
        solver, puzzle = found.kind.solvable(found.puzzle)
    except GridcraftError as e:  # a right-to-left layout makes no fill-in puzzle
        raise failure(e, source) from None
    return Explained(solver, puzzle, source, state_path)


def refuse_word_list(text: str, source: str) -> None:
    """Say so when ``text`` is a word list that no solver kind reads (see
    :func:`gridcraft.kinds.word_list_size`): ``generate`` makes a puzzle of it (otherwise the
    kinds' parsers say what is wrong).

    Raises:
        Failure: ``text`` is a word list.
    """
    words = word_list_size(text)
    if words:
        raise Failure(
            f"this is a word list ({words} words), not a puzzle: gridcraft generate {source} makes a puzzle of it",
            source,
        )
