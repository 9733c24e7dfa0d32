"""A towers puzzle in the player's model: the ring of labelled blocks around the grid (the clues
in their places, the corners and the places without a clue blank), the rows as the entries Tab
visits, the heights as the values, the origin that shifts the explained steps inside the ring;
and the checks of the player's labels."""

from __future__ import annotations

import pytest

from gridcraft.player import PlayEntry, PlayModel
from gridcraft.player.page import public_data
from gridcraft.towers import KIND, parse

GIVEN = "5://///4//3//2/2///2///4///,m3k"


def test_the_ring_of_clues_and_the_grid_inside_it() -> None:
    puzzle = parse(GIVEN)
    solution = next(iter(KIND.solutions(puzzle, 1)))
    model = KIND.play(puzzle, solution, "T")
    n = 5
    assert (model.mode, model.height, model.width, model.origin) == ("cages", n + 2, n + 2, (1, 1))
    assert model.grid[3][4] == "3" and model.grid[1][1] == "" and model.grid[0][0] is None
    assert model.labels[(n + 1, 1)] == ("4", "") and model.labels[(2, n + 1)] == ("4", "")
    assert model.labels[(1, 0)] == ("2", "") and model.labels[(0, 1)] == ("", "")
    assert model.labels[(0, 0)] == model.labels[(n + 1, n + 1)] == ("", "")
    assert len(model.labels) == 4 * n + 4 and not model.split_labels
    assert [e.label for e in model.entries] == [f"row {r}" for r in range(1, n + 1)]
    assert model.entries[0].cells == tuple((1, c) for c in range(1, n + 1))
    assert model.solution[(1, 1)] == str(solution[0][0]) and len(model.solution) == n * n
    assert model.values == ("1", "2", "3", "4", "5") and model.unit == "row"
    data = public_data(model)
    assert [2, 6, "4", ""] in data["labels"] and data["split_labels"] is False


def _model(**fields: object) -> PlayModel:
    base: dict[str, object] = {
        "mode": "cages",
        "title": "T",
        "grid": ((None, None), (None, "")),
        "entries": (PlayEntry("row 1", ((1, 1),), "cage"),),
        "solution": {(1, 1): "1"},
        "values": ("1",),
    }
    return PlayModel(**(base | fields))  # type: ignore[arg-type]


def test_labels_are_checked_and_their_form_read() -> None:
    assert public_data(_model()).get("labels") is None  # no labels: nothing new in the file
    assert _model(labels={(0, 1): ("7", "")}).split_labels is False
    assert _model(labels={(0, 1): ("16", ""), (1, 0): ("", "3")}).split_labels is True
    with pytest.raises(ValueError, match=r"on \(1, 1\), not on a block"):
        _model(labels={(1, 1): ("7", "")})
    with pytest.raises(ValueError, match="not on a block"):
        _model(labels={(5, 0): ("7", "")})
    with pytest.raises(ValueError, match="two texts"):
        _model(labels={(0, 1): ("7",)})
    with pytest.raises(ValueError, match="origin"):
        _model(origin=(3, 0))
