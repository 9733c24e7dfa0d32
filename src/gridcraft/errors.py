"""Typed errors raised by gridcraft.

Hierarchy::

    GridcraftError
      LocatedError      an error about a place: a source (file name), a 1-based line and column
        ParseError      bad input text
      InvalidPuzzle     well-formed input that cannot be a puzzle (e.g. slot/word lengths disagree);
                        models raise it for values they cannot hold (also a ValueError)
        WrongEntry      an entry of a partly filled grid that no solution has (names its cell)
        NoSolution      proven: the puzzle has no solution
      NoLayout          proven: no valid connected layout exists
      BudgetExceeded    a time or node budget ran out before any result

A wrong type given to a public function is a ``TypeError`` naming the function and the parameter
(:func:`expect`): ``fillin.solutions(puzzle=...): expected a FillinPuzzle, got None``.
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from typing import Any


class GridcraftError(Exception):
    """Base class of every error gridcraft raises on purpose.

    A message may be about the settings a caller chose (the time limit, the aspect cap): it names
    each one as a field, ``{max_aspect}``, and lists it in ``settings``; ``str()`` names a setting
    by its keyword argument (``max_aspect``), and :meth:`worded` by a front end's own words for it
    (a command-line flag, a form field).

    Attributes:
        settings: the keyword arguments of the library (``time_limit``, ``max_aspect``) that the
            message names, empty for most errors.
    """

    def __init__(self, message: str = "", *, settings: tuple[str, ...] = ()) -> None:
        self.template = message
        self.settings = settings
        super().__init__(_fill(message, settings, {}))

    def worded(self, words: Mapping[str, str]) -> str:
        """The message with each setting called what ``words`` calls it (its keyword when missing)."""
        return _fill(self.template, self.settings, words)


def _fill(template: str, settings: tuple[str, ...], words: Mapping[str, str]) -> str:
    if not settings:
        return template
    return template.format_map({name: words.get(name, name) for name in settings})


class LocatedError(GridcraftError):
    """An error about a place in an input: the one spelling of every error line,
    ``SOURCE:LINE:COLUMN: message``; a place is given only where there is one (``SOURCE: message``
    when the whole source is at fault, ``SOURCE:LINE: message`` for a whole line).

    Attributes:
        message: what is wrong, one line.
        line: 1-based line number, or 0 when the whole input is at fault.
        column: 1-based column number, or 0 when unknown.
        source: a file name for messages ("<string>" by default; ``<command line>`` for usage).
    """

    def __init__(self, message: str, line: int = 0, column: int = 0, source: str = "<string>") -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source = source

    def __str__(self) -> str:
        return located_line(self.source, self.message, self.line, self.column)


def located_line(source: str, message: str, line: int = 0, column: int = 0) -> str:
    """``SOURCE:LINE:COLUMN: message``: the one place an error line is spelt. Line 0 means no
    place (``SOURCE: message``), column 0 a whole line (``SOURCE:LINE: message``).

    >>> located_line("w.txt", "bad", 3, 7), located_line("w.txt", "bad", 3), located_line("w.txt", "bad")
    ('w.txt:3:7: bad', 'w.txt:3: bad', 'w.txt: bad')
    """
    if line <= 0:
        return f"{source}: {message}"
    if column <= 0:
        return f"{source}:{line}: {message}"
    return f"{source}:{line}:{column}: {message}"


class ParseError(LocatedError):
    """Bad input text, at a 1-based line and column (see :class:`LocatedError`)."""

    def with_source(self, source: str) -> ParseError:
        """Return a copy of this error naming ``source`` as the file."""
        return ParseError(self.message, self.line, self.column, source)


class InvalidPuzzle(GridcraftError, ValueError):
    """Input that parses but cannot form a puzzle, or a model built with values it cannot hold;
    the message says why. Also a ``ValueError``."""


class FieldError(InvalidPuzzle):
    """A bad field of a document a kind reads (an ipuz file's ``cages``): the reader that knows
    the text locates it at the field's name.

    Attributes:
        field: the field's name (``cages``).
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


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
    """Proven: the words cannot form one connected valid layout (the message names them).

    Attributes:
        line, column: where the first word named is written (1-based; 0: not said).
    """

    def __init__(
        self, message: str = "", *, settings: tuple[str, ...] = (), line: int = 0, column: int = 0
    ) -> None:
        super().__init__(message, settings=settings)
        self.line, self.column = line, column

    def __reduce__(self) -> tuple[Any, ...]:
        return _no_layout, (self.template, self.settings, self.line, self.column)


def _no_layout(message: str, settings: tuple[str, ...], line: int, column: int) -> NoLayout:
    return NoLayout(message, settings=settings, line=line, column=column)


class BudgetExceeded(GridcraftError):
    """A time or node budget ran out before any result was found.

    Attributes:
        nodes: search nodes visited before the budget ran out.
        seconds: wall-clock seconds spent.
    """

    def __init__(
        self, message: str, nodes: int = 0, seconds: float = 0.0, *, settings: tuple[str, ...] = ()
    ) -> None:
        super().__init__(message, settings=settings)
        self.nodes = nodes
        self.seconds = seconds


class MissingFont(GridcraftError):
    """No installed font draws a letter of a picture to be drawn as PNG or PDF (cairo would draw a box).

    Attributes:
        char: the letter.
        package: the Debian package with a font that draws it.
        where: where the letter is, as words of the message (`` (in 'WORD')``), or empty.
    """

    def __init__(self, char: str, package: str, where: str = "") -> None:
        super().__init__(f"no installed font draws {char!r}{where}: apt-get install {package}")
        self.char, self.package, self.where = char, package, where

    def __reduce__(self) -> tuple[type[MissingFont], tuple[str, str, str]]:
        return MissingFont, (self.char, self.package, self.where)


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 40


def described(value: object) -> str:
    """``value`` as a wrong argument is named in a message: ``None``, ``str 'cat dog'``,
    ``int 5``, ``list [1, 2]`` (a long one cut short).

    >>> described(None), described("cat dog"), described(5)
    ('None', "str 'cat dog'", 'int 5')
    """
    if value is None:
        return "None"
    return f"{type(value).__name__} {_SHORT.repr(value)}"


def expect(value: object, kind: type | tuple[type, ...], call: str, what: str) -> None:
    """Check an argument of a public function at the call (one ``isinstance``: no cost to speak of).

    Args:
        value: the argument.
        kind: the type (or types) it must be.
        call: the function and parameter, as the message names them: ``fillin.solutions(puzzle=...)``.
        what: what it must be, in words: ``a FillinPuzzle (from fillin.parse)``.

    Raises:
        TypeError: ``value`` is not a ``kind``: ``CALL: expected WHAT, got DESCRIBED``.

    >>> expect(None, str, "parse(text=...)", "a str")
    Traceback (most recent call last):
    ...
    TypeError: parse(text=...): expected a str, got None
    """
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _types(kind)):
        raise TypeError(f"{call}: expected {what}, got {described(value)}")


def _types(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)
