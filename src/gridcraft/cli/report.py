"""How the command line words what happened: library errors as error lines that name its flags,
and an outcome's lines on stderr (see :mod:`gridcraft.outcome` for the exit codes)."""

from __future__ import annotations

import sys

from gridcraft.errors import GridcraftError, MissingFont
from gridcraft.options import flag_words
from gridcraft.outcome import ARGS, Failure, Outcome, located

#: the command line's way round a letter no installed font draws
FONT_OTHER = ", or choose --format svg"


def failure(error: GridcraftError, source: str) -> Failure:
    """``error`` as an error line about file ``source``, its settings named as this command line's
    flags (``max_aspect``: ``--max-aspect``); a missing font or converter is a matter of the
    installation (``<command line>``).

    >>> from gridcraft.errors import NoLayout
    >>> found = failure(NoLayout("no layout within {max_aspect} 2", settings=("max_aspect",)), "w.txt")
    >>> found.source, found.line, found.message
    ('w.txt', 0, 'no layout within --max-aspect 2')
    """
    from gridcraft.draw import ConverterMissing

    if isinstance(error, MissingFont):
        return Failure(f"{error}{FONT_OTHER}", ARGS)
    if isinstance(error, ConverterMissing):
        return located(error, ARGS)
    return located(error, source, flag_words(error.settings))


def finish(outcome: Outcome) -> int:
    """Print ``outcome``'s lines on stderr; its exit code."""
    for line in outcome.report():
        print(line, file=sys.stderr)
    return outcome.exit_code
