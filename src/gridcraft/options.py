"""The options of a maker, as data: every front end (the command line's flags, the page's fields,
a book's manifest) reads a maker's options from its table, so that a new maker needs no front-end
edit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a maker.

    Attributes:
        name: the keyword (``max_cage``); the command line spells it ``--max-cage``, the page's form
            field and a manifest's key are the keyword itself.
        help: one line for help texts.
        default: the value when the option is left out, as text (``None``: no value).
        read: the value of a text (raises ``ValueError`` with a message such as ``'x' is not a
            size such as 6 or 6x6``).
        choices: the values allowed, when a short list (empty: any that ``read`` takes).
        metavar: the placeholder in usage texts (``N``).
    """

    name: str
    help: str
    default: str | None
    read: Callable[[str], object] = str
    choices: tuple[str, ...] = ()
    metavar: str = ""

    @property
    def flag(self) -> str:
        """The command line's spelling: ``--max-cage``."""
        return "--" + self.name.replace("_", "-")


def flag_words(names: tuple[str, ...]) -> dict[str, str]:
    """The command line's words for the settings ``names`` of a library error (``time_limit``:
    ``--time-limit``): see :meth:`gridcraft.errors.GridcraftError.worded`."""
    return {name: "--" + name.replace("_", "-") for name in names}
