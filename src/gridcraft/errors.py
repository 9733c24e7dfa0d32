"""Typed errors raised by gridcraft.

Hierarchy::

    GridcraftError
      ParseError        bad input text, with a 1-based line and column
      InvalidPuzzle     well-formed input that cannot be a puzzle (e.g. slot/word lengths disagree);
                        models raise it for values they cannot hold (also a ValueError)
        WrongEntry      an entry of a partly filled grid that no solution has (names its cell)
        NoSolution      proven: the puzzle has no solution
      NoLayout          proven: no valid connected layout exists
      BudgetExceeded    a time or node budget ran out before any result
"""

from __future__ import annotations


class GridcraftError(Exception):
    """Base class of every error gridcraft raises on purpose."""


class ParseError(GridcraftError):
    """Bad input text.

    Attributes:
        message: what is wrong, one line.
        line: 1-based line number, or 0 when the whole input is at fault.
        column: 1-based column number, or 0 when unknown.
        source: a file name for messages ("<string>" by default).
    """

    def __init__(self, message: str, line: int = 0, column: int = 0, source: str = "<string>") -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source = source

    def __str__(self) -> str:
        return f"{self.source}:{self.line}:{self.column}: {self.message}"

    def with_source(self, source: str) -> ParseError:
        """Return a copy of this error naming ``source`` as the file."""
        return ParseError(self.message, self.line, self.column, source)


class InvalidPuzzle(GridcraftError, ValueError):
    """Input that parses but cannot form a puzzle, or a model built with values it cannot hold;
    the message says why. Also a ``ValueError``."""


class WrongEntry(InvalidPuzzle):
    """An entry of a partly filled grid (a solver's progress) that no solution has.

    Attributes:
        cell: ``(row, col)``, 0-based, of the entry.
    """

    def __init__(self, message: str, cell: tuple[int, int]) -> None:
        super().__init__(message)
        self.cell = cell


class NoSolution(InvalidPuzzle):
    """Proven: the puzzle has no solution (the complete search found none)."""


class NoLayout(GridcraftError):
    """Proven: the words cannot form one connected valid layout (the message names them)."""


class BudgetExceeded(GridcraftError):
    """A time or node budget ran out before any result was found.

    Attributes:
        nodes: search nodes visited before the budget ran out.
        seconds: wall-clock seconds spent.
    """

    def __init__(self, message: str, nodes: int = 0, seconds: float = 0.0) -> None:
        super().__init__(message)
        self.nodes = nodes
        self.seconds = seconds
