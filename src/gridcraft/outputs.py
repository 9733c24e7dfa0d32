"""Output formats: a name, a file extension, a media type and a writer, one table per kind
(``KIND.formats``) and the formats that every kind shares (:func:`gridcraft.kinds.formats_of`).

A format name means one thing everywhere: the command line's ``--format`` and ``-o`` extension,
the page's downloads, and later front ends read the same tables.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

P = TypeVar("P")  # the puzzle model of a kind
S = TypeVar("S")  # its solution grid

Written = str | bytes  # what a writer returns: text (UTF-8 when saved) or bytes
#: what a format writes of a solution (see :attr:`Format.shows`)
Shows = Literal["either", "puzzle", "solution"]


@dataclass(frozen=True, slots=True)
class WriteOptions:
    """What a writer is asked for beside the puzzle.

    Attributes:
        blank: the empty puzzle, not its solution (pictures, ipuz, text of a solver kind).
        lang: the language of captions and capitals (``None``: guessed from the words).
        title, author, copyright: credits, for the formats that hold them (``credited``).
        paper: the paper of printed formats (see :data:`gridcraft.draw.PAPERS`).
        check, reveal, check_only: what the player file offers (see
            :class:`gridcraft.player.PlayOptions`).
    """

    blank: bool = False
    lang: str | None = None
    title: str = ""
    author: str = ""
    copyright: str = ""
    paper: str = "a4"
    check: bool = True
    reveal: bool = True
    check_only: bool = False


@dataclass(frozen=True, slots=True)
class Format(Generic[P, S]):
    """One output format of a kind's puzzle.

    Attributes:
        name: the format's name (``svg``), as ``--format`` and the page's downloads spell it.
        extension: the file extension, without the dot (``txt`` for text).
        media: the media type of a download (``image/svg+xml``).
        write: the writer: ``write(puzzle, solution, options)``; ``solution`` is ``None`` for the
            empty puzzle (a layout is its own solution). Raises ``GridcraftError`` for a puzzle
            the format cannot hold (``.puz``: letters outside Latin-1).
        picture: a drawing (SVG, PNG, PDF): ``blank`` and a key apply to it.
        credited: it holds a title, an author and a copyright line.
        description: one line for help texts.
        shows: what it writes of a solution: ``"either"`` the solution, or the empty puzzle without
            one (``blank``); ``"puzzle"`` the puzzle alone whatever the solution (a Tatham game
            ID: ``blank`` changes nothing, and it is written whether or not a solution is found);
            ``"solution"`` the solved puzzle only (the player: no empty puzzle).
    """

    name: str
    extension: str
    media: str
    write: Callable[[P, S | None, WriteOptions], Written]
    picture: bool = False
    credited: bool = False
    description: str = ""
    shows: Shows = "either"

    @property
    def binary(self) -> bool:
        """True when the format is bytes (PNG, PDF, .puz): never written to a terminal."""
        return not (self.media.startswith("text/") or self.media in TEXT_MEDIA)


#: media types that are text though not ``text/...``
TEXT_MEDIA = frozenset({"application/json", "image/svg+xml"})
TEXT = "text/plain; charset=utf-8"

Formats = Mapping[str, Format[P, S]]
