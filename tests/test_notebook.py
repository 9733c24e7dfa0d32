"""Notebooks: a layout, a fill-in puzzle and a KenKen show as pictures in a Jupyter cell."""

from __future__ import annotations

from gridcraft import crisscross, fillin, kenken


def test_models_show_as_svg() -> None:
    layout = crisscross.generate(["cat", "act", "tab"], time_limit=2)
    puzzle = fillin.parse("...\n\nCAT\n")
    square = kenken.parse("4:_a_7a4_a3,a3a5m12d2s1s1d2m4")
    for model, drawing in (
        (layout, crisscross.to_svg(layout)),
        (puzzle, fillin.to_svg(puzzle)),
        (square, kenken.render_svg(square)),
    ):
        assert model._repr_svg_() == drawing.document()  # type: ignore[union-attr]
