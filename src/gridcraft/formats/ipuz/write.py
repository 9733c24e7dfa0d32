"""Writing the ipuz container: the envelope (``version``, ``kind``, ``origin``, ``title``,
``author``, ``copyright``) around the body a kind's form writes, as one deterministic JSON text.

Source: the ipuz specification v2 (http://ipuz.org).
"""

from __future__ import annotations

from typing import Any

from gridcraft.formats.ipuz.common import ORIGIN, VERSION, Credits, Document, IpuzForm, dump


def header(kind: str, credits: Credits, default_title: str) -> Document:
    """The envelope's fields: ``version``, ``kind`` (the PuzzleKind URI ``kind``), ``origin``,
    ``title`` (``default_title`` when ``credits`` has none), and ``author`` and ``copyright``
    when given."""
    doc: Document = {
        "version": VERSION,
        "kind": [kind],
        "origin": ORIGIN,
        "title": credits.title or default_title,
    }
    return (
        doc
        | ({"author": credits.author} if credits.author else {})
        | ({"copyright": credits.copyright} if credits.copyright else {})
    )


def write_document(
    form: IpuzForm[Any, Any], puzzle: Any, solution: Any = None, credits: Credits | None = None
) -> str:
    """The ipuz text of ``puzzle`` (with ``solution`` when given) in the kind's ``form``: the
    envelope, then the form's body (JSON, UTF-8 letters kept, a trailing newline).

    Raises:
        InvalidPuzzle: as the form's body (a solution that does not solve the puzzle).
    """
    credits = credits or Credits()
    return dump(header(form.kind, credits, form.title) | form.body(puzzle, solution))
