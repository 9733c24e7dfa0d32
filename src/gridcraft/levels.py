"""A word puzzle's measured level: measures from 0 (helps the solver most) to 1, weighed into a
score from 0 to 1, graded ``easy``, ``medium`` or ``hard`` by two thresholds. Each kind measures
its own puzzles (``fillin/level.py``, ``crisscross/level.py``, ``wordsearch/level.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Level:
    """A puzzle's measured level.

    Attributes:
        grade: ``easy``, ``medium`` or ``hard``.
        score: 0 (easiest) to 1 (hardest), rounded to three decimals.
        measures: each measure's value from 0 (helps most) to 1, by name, rounded alike.
    """

    grade: str
    score: float
    measures: Mapping[str, float]

    def to_json(self) -> dict[str, Any]:
        """``{"grade": "medium", "score": 0.52, "measures": {...}}``."""
        return {"grade": self.grade, "score": self.score, "measures": dict(self.measures)}


def graded(
    measures: Mapping[str, float],
    weights: Mapping[str, float],
    thresholds: tuple[float, float],
    score: float | None = None,
) -> Level:
    """The level of ``measures`` (each 0 to 1): of ``score`` when given, else of the measures
    weighed by ``weights`` (summing to 1); ``easy`` below ``thresholds[0]``, ``hard`` from
    ``thresholds[1]``, else ``medium``.

    >>> graded({"a": 0.2, "b": 0.9}, {"a": 0.5, "b": 0.5}, (0.35, 0.6)).grade
    'medium'
    """
    if score is None:
        score = sum(weights[name] * measures[name] for name in weights)
    score = round(score, 3)
    easy_below, hard_from = thresholds
    grade = "easy" if score < easy_below else "hard" if score >= hard_from else "medium"
    return Level(grade, score, {name: round(value, 3) for name, value in measures.items()})
