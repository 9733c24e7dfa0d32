"""The anytime search's random numbers: SplitMix64, small enough to implement the same in C.

The Python search (:mod:`.lns`) and its C twin (``_anytime.c``) draw every random choice from this
generator, in the same order, so that the same seed and node budget give the same layout in both
(a differential test compares them). Algorithm: Steele, Lea and Flood, "Fast splittable
pseudorandom number generators" (OOPSLA 2014), constants of Vigna's ``splitmix64.c``.

Each derived draw is defined here once and mirrored in C: ``random()`` takes the top 53 bits,
``below(n)`` is the remainder modulo ``n`` (a bias below 2**-40 for the sizes used), shuffles and
samples are Fisher-Yates, and :meth:`Rng.weighted` walks the running sum of the weights.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
#: the multiplier that mixes a restart's index into its seed
INDEX_MIX = 0xD1B54A32D192ED03


class Rng:
    """A SplitMix64 generator: 64-bit state, one addition and three mixing steps per draw.

    Args:
        state: the seed (any int; reduced modulo 2**64).
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    @classmethod
    def for_restart(cls, seed: int, index: int) -> Rng:
        """The generator of restart ``index`` of the user's ``seed``."""
        return cls(seed * GOLDEN + index * INDEX_MIX)

    @classmethod
    def of(cls, rng: Rng | random.Random) -> Rng:
        """``rng`` itself, or a generator seeded with 64 bits drawn from a ``random.Random``."""
        return rng if isinstance(rng, Rng) else cls(rng.getrandbits(64))

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = z = (self.state + GOLDEN) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1): the top 53 bits of :meth:`next`."""
        return (self.next() >> 11) * (1.0 / 9007199254740992.0)

    def below(self, n: int) -> int:
        """An int in ``range(n)`` (``n`` >= 1)."""
        return self.next() % n

    def randint(self, a: int, b: int) -> int:
        """An int in ``[a, b]``."""
        return a + self.below(b - a + 1)

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty ``seq``."""
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements of ``seq`` (``k <= len(seq)``), by a partial Fisher-Yates shuffle."""
        pool = list(seq)
        n = len(pool)
        for i in range(k):
            j = i + self.below(n - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def weighted(self, weights: Sequence[float]) -> int:
        """An index drawn with probability proportional to ``weights`` (positive floats)."""
        total = 0.0
        for w in weights:
            total += w
        x = self.random() * total
        acc = 0.0
        for i, w in enumerate(weights):
            acc += w
            if x < acc:
                return i
        return len(weights) - 1
