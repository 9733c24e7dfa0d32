"""The shared glossary: slots and connected pieces."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gridcraft.grid import ACROSS, DOWN, Direction, components, find_slots, neighbours, number_cells


def test_directions_spell_as_json_does() -> None:
    assert (ACROSS, DOWN) == ("across", "down") and Direction(ACROSS) is Direction.ACROSS


def test_slots_of_a_plus() -> None:
    white = {(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)}
    slots = find_slots(white, 3, 3)
    assert [(s.row, s.col, s.direction, s.length) for s in slots] == [(1, 0, "across", 3), (0, 1, "down", 3)]


def test_components_of_cells_and_of_any_graph() -> None:
    assert components([(0, 0), (0, 1), (2, 2), (1, 1)]) == [[(0, 0), (0, 1), (1, 1)], [(2, 2)]]
    assert components([]) == []
    # words linked by a shared letter, through letter nodes
    words = {0: "AB", 1: "BC", 2: "XY"}
    nodes: list[int | str] = [0, 1, 2, *"ABCXY"]
    pieces = components(nodes, lambda n: words[n] if isinstance(n, int) else ())
    assert sorted(sorted(i for i in p if isinstance(i, int)) for p in pieces) == [[0, 1], [2]]


cells = st.sets(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=20)


@given(cells)
def test_components_partition_the_cells_into_closed_pieces(found: set[tuple[int, int]]) -> None:
    pieces = components(sorted(found))
    assert sorted(c for p in pieces for c in p) == sorted(found)  # each cell in exactly one piece
    for piece in pieces:
        inside = set(piece)
        # no neighbour of a piece lies in another piece, and each piece is connected
        assert all(n not in found or n in inside for c in piece for n in neighbours(c))
        assert len(components(piece)) == 1


@given(cells)
def test_numbering_is_the_starts_of_slots_in_reading_order(white: set[tuple[int, int]]) -> None:
    starts = sorted({(s.row, s.col) for s in find_slots(white, 6, 6)})  # an independent recomputation
    assert number_cells(white, 6, 6) == {cell: i for i, cell in enumerate(starts, start=1)}
