"""The player: a puzzle of any kind, solved on a screen, as one self-contained HTML file.

A kind describes its puzzle as a :class:`PlayModel` (cells, entries, clues or a word bank, words
to find, boxes and cages, the solution and its explained steps); :func:`player_html` writes the
file: the player's plain JavaScript and CSS inline, the answers sealed
(:mod:`gridcraft.player.seal`), no request made.
"""

from gridcraft.player.model import (
    CAGE_STYLES,
    MODES,
    PlayEntry,
    PlayFind,
    PlayModel,
    PlayStep,
    languages,
    word_bank,
)
from gridcraft.player.page import PlayOptions, player_data, player_html, public_data

__all__ = [
    "CAGE_STYLES",
    "MODES",
    "PlayEntry",
    "PlayFind",
    "PlayModel",
    "PlayOptions",
    "PlayStep",
    "languages",
    "player_data",
    "player_html",
    "public_data",
    "word_bank",
]
