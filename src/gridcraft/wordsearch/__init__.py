"""Word search: make a grid in which each listed word is found exactly once, find words in a grid."""

from gridcraft.wordsearch.find import Findings, find, offensive_in, offensive_words, problems
from gridcraft.wordsearch.make import make
from gridcraft.wordsearch.model import (
    DIRECTIONS,
    PRESETS,
    VECTORS,
    Cell,
    Grid,
    NoFit,
    Placement,
    WordConflict,
    WordSearch,
    resolve_directions,
)
