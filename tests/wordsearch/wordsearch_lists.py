"""Word lists for the word-search tests: a pool of words, lists drawn from it that every
direction setting takes, and an octagonal shape."""

from __future__ import annotations

import random

POOL = [
    "APPLE",
    "BANANA",
    "CHERRY",
    "GRAPE",
    "LEMON",
    "MANGO",
    "ORANGE",
    "PEACH",
    "PEAR",
    "PLUM",
    "TIGER",
    "HORSE",
    "EAGLE",
    "WHALE",
    "SHARK",
    "ZEBRA",
    "CAMEL",
    "OTTER",
    "RABBIT",
    "MONKEY",
    "PANDA",
    "KOALA",
    "LLAMA",
    "BISON",
    "MOOSE",
    "GOOSE",
    "RAVEN",
    "ROBIN",
    "FINCH",
    "HERON",
    "FOREST",
    "RIVER",
    "OCEAN",
    "DESERT",
    "VALLEY",
    "CANYON",
    "ISLAND",
    "MEADOW",
    "GLACIER",
    "VOLCANO",
    "THUNDER",
    "BREEZE",
    "SUNSET",
    "WINTER",
    "SPRING",
    "SUMMER",
    "AUTUMN",
    "CASTLE",
    "BRIDGE",
    "TOWER",
    "GARDEN",
    "PLANET",
    "COMET",
    "GALAXY",
    "ROCKET",
    "PENCIL",
    "MARKER",
    "ERASER",
    "RULER",
    "CHALK",
    "PAPER",
    "BOOK",
]


OCTAGON = "\n".join(["..#######..", ".#########.", *["#" * 11] * 7, ".#########.", "..#######.."])


def word_list(seed: int, size: int) -> list[str]:
    """``size`` words of POOL, none inside another or its reverse (so any setting takes them)."""
    rng = random.Random(seed)
    chosen: list[str] = []
    for word in rng.sample(POOL, len(POOL)):
        apart = all(a not in b and a[::-1] not in b for x in chosen for a, b in ((x, word), (word, x)))
        if apart and word != word[::-1]:
            chosen.append(word)
        if len(chosen) == size:
            break
    return chosen
