"""The document of made KenKens (``gridcraft make kenken --format json``), read and written here
together, and the summary line of a batch of them.

The document: ``{"puzzles": [{"seed", "size", "grade", "keen", "cages": [{"target", "op",
"cells": [[row, col], ...]}], "solution": [[...], ...], "seconds"}]}`` (cells 0-based; ``op`` null
for a cage that shows no operation; ``keen``: the Keen game ID, null when a cage shows no
operation, which a game ID cannot say; ``seconds``: the time the puzzle took to make). The cages
are the puzzle: a reader takes them (``size`` and ``cages``), or the ``keen`` ID of a document
that has no cages.
"""

from __future__ import annotations

import json
from typing import Any, TypeGuard

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.kenken.keen import parse_keen_id, to_keen_id
from gridcraft.kenken.make import Made
from gridcraft.kenken.model import Cage, KenKenPuzzle, Op


def made_dict(seed: str, made: Made) -> dict[str, Any]:
    """One puzzle of the document, made with ``seed``."""
    return {
        "seed": seed,
        "size": made.puzzle.size,
        "grade": made.level.label,
        "keen": to_keen_id(made.puzzle) if all(c.op is not None for c in made.puzzle.cages) else None,
        "cages": [
            {
                "target": c.target,
                "op": None if c.op is None else c.op.value,
                "cells": [list(cell) for cell in c.cells],
            }
            for c in made.puzzle.cages
        ],
        "solution": [list(row) for row in made.solution],
        "seconds": round(made.seconds, 3),
    }


def to_made_json(made: list[tuple[str, Made]]) -> str:
    """The document of the ``(seed, puzzle)`` pairs, in their order."""
    return (
        json.dumps({"puzzles": [made_dict(seed, m) for seed, m in made]}, ensure_ascii=False, indent=2) + "\n"
    )


def made_summary(n: int, size: int, grade: str, *, hidden: bool = False) -> str:
    """``12 6 x 6 normal KenKens, each with one solution`` (``1 6 x 6 normal KenKen with one
    solution``; ``hidden``: ``... KenKens without operations, each ...``): what a batch of ``n``
    made puzzles holds."""
    bare = " without operations" if hidden else ""
    if n == 1:
        return f"1 {size} x {size} {grade} KenKen{bare}{',' if hidden else ''} with one solution"
    return f"{n} {size} x {size} {grade} KenKens{bare}, each with one solution"


def is_made_json(text: str) -> bool:
    """True when ``text`` is the JSON that ``gridcraft make kenken --format json`` writes (see
    :func:`is_made`)."""
    try:
        doc = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return False
    return is_made(doc)


def is_made(doc: Any) -> bool:
    """True when the JSON value ``doc`` is the document ``gridcraft make kenken --format json``
    writes: an object whose ``puzzles`` list holds objects with ``cages`` or a ``keen`` game ID."""
    return (
        isinstance(doc, dict)
        and isinstance(doc.get("puzzles"), list)
        and all(isinstance(p, dict) and ("keen" in p or "cages" in p) for p in doc["puzzles"])
    )


def read_made_json(text: str, source: str = "<string>") -> KenKenPuzzle:
    """The puzzle of a JSON document of ``gridcraft make kenken`` that holds one puzzle (see
    :func:`made_puzzle`).

    Raises:
        ParseError: as :func:`made_puzzle`.
    """
    return made_puzzle(json.loads(text.lstrip("\ufeff")), source)


def made_puzzle(doc: Any, source: str = "<string>") -> KenKenPuzzle:
    """The puzzle of the JSON value ``doc`` of ``gridcraft make kenken`` (:func:`is_made`) that
    holds one puzzle: its ``size`` and ``cages`` (or, without cages, its ``keen`` game ID).

    Raises:
        ParseError: no puzzle or several (one puzzle per file), a malformed cage, cages that do
            not make a puzzle, or a bad game ID (at line 0, column 0: the document as a whole).
    """
    puzzles = doc["puzzles"]
    if len(puzzles) != 1:
        raise ParseError(
            f"the file holds {len(puzzles)} puzzles: a file holds one puzzle (take one 'keen' ID)",
            0,
            0,
            source,
        )
    entry = puzzles[0]
    if entry.get("cages") is not None:
        return _from_cages(entry, source)
    game_id = entry.get("keen")
    if not isinstance(game_id, str):
        raise ParseError("'keen' must be a game ID", 0, 0, source)
    try:
        return parse_keen_id(game_id, 0, 0, source)
    except ParseError as e:
        raise ParseError(f"'keen': {e.message}", 0, 0, source) from None


def _whole(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number of JSON (an int, not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _from_cages(entry: dict[str, Any], source: str) -> KenKenPuzzle:
    """The puzzle of one entry's ``size`` and ``cages``.

    Raises:
        ParseError: a size or cage that is malformed, or cages that do not cover the grid once.
    """
    size, cages = entry.get("size"), entry["cages"]
    if not _whole(size):
        raise ParseError(f"'size' must be a whole number, not {size!r}", 0, 0, source)
    if not isinstance(cages, list):
        raise ParseError("'cages' must be a list of cages", 0, 0, source)
    ops = {op.value: op for op in Op}
    read: list[Cage] = []
    for number, cage in enumerate(cages, 1):
        cells = cage.get("cells") if isinstance(cage, dict) else None
        op = cage.get("op") if isinstance(cage, dict) else None
        if (
            not isinstance(cells, list)
            or not all(isinstance(c, list) and len(c) == 2 and all(map(_whole, c)) for c in cells)
            or not (op is None or op in ops)
        ):
            raise ParseError(
                f'cage {number} of \'cages\' is not {{"target", "op": one of + - x / = or null, '
                '"cells": [[row, col], ...]}',
                0,
                0,
                source,
            )
        try:
            read.append(
                Cage(cage.get("target"), None if op is None else ops[op], tuple((r, c) for r, c in cells))
            )
        except InvalidPuzzle as e:
            raise ParseError(f"cage {number} of 'cages': {e}", 0, 0, source) from None
    try:
        return KenKenPuzzle(size, tuple(read))
    except InvalidPuzzle as e:
        raise ParseError(f"'cages': {e}", 0, 0, source) from None
