"""A class's set from the make page: versions A, B, ... of a word list's layout (made in the make
job: :func:`gridcraft.web.work.layout_set`), their PDF (:func:`versions_pdf`: each version's puzzle and key in turn),
and the packet of the list (:func:`packet_pdf`: a crossword, a word search and a fill-in, keys at
the end). Each goes through the library the command line uses (:mod:`gridcraft.versions`,
:mod:`gridcraft.packet`); bad input is a :class:`~gridcraft.web.work.BadInput` beside its field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from gridcraft import packet, printing
from gridcraft.documents import entries_refused
from gridcraft.errors import GridcraftError
from gridcraft.kinds import read_container, word_maker
from gridcraft.versions import MAX_VERSIONS, versions_pages
from gridcraft.web.work import MAX_SEED, BadInput, bad, file_name, language, number

#: the form field of the number of versions (1: a single puzzle)
VERSIONS = "versions"
#: seconds a make job is allowed for each later version (a safety limit: each version's look is
#: bounded by its search steps, a few seconds)
VERSION_SECONDS = 30.0


def versions_count(form: Mapping[str, str]) -> int:
    """The ``versions`` field: 1 to 26 (empty: 1).

    Raises:
        BadInput: not a whole number in range.
    """
    return int(number(form, VERSIONS, 1, 1, MAX_VERSIONS, whole=True))


def _layout(text: str, field: str) -> Any:
    """The layout of a layout's JSON text (as the make job returned it).

    Raises:
        BadInput: not a layout's JSON.
    """
    try:
        found = read_container(text, field)
    except GridcraftError as e:
        raise bad(e, field) from None
    except ValueError as e:
        raise BadInput(str(e), field) from None
    if found.kind is not word_maker()[0]:
        raise BadInput(f"not a layout: the JSON holds a {found.kind.title} puzzle", field)
    return found.puzzle


def _pdf(pages: list[Any], title: str, words: list[Any]) -> bytes:
    """The pages as one PDF, refused (beside the downloads) when a letter has no font."""
    found = entries_refused("sheet", words)
    if found is not None:
        raise bad(found[1], "format")
    try:
        return printing.sheet_pdf(pages, title=title)
    except GridcraftError as e:
        raise bad(e, "format") from None


def versions_pdf(form: Mapping[str, str]) -> tuple[bytes, str]:
    """The PDF of a set: ``layouts`` (a JSON list of layouts' JSON, version A first), each
    version's puzzle and key in turn, titled ``title`` (else the kind's title) with its letter in
    ``lang``; and its file name (``crossword-versions.pdf``).

    Raises:
        BadInput: not a list of layouts, a bad language, a letter no installed font draws.
    """
    try:
        listed = json.loads(form.get("layouts", ""))
    except ValueError:
        listed = None
    if not isinstance(listed, list) or not listed or len(listed) > MAX_VERSIONS:
        raise BadInput(f"not a list of 1 to {MAX_VERSIONS} layouts", "format")
    layouts = [_layout(json.dumps(x) if not isinstance(x, str) else x, "format") for x in listed]
    kind = word_maker()[0]
    lang = language(form)
    title = form.get("title", "").strip() or kind.default_title(layouts[0], lang)
    words = kind.words(layouts[0]) or []
    pages = versions_pages(
        kind, [(x, None) for x in layouts], title=title, lang=lang, words=[e.text for e in words]
    )
    return _pdf(pages, title, words), f"{file_name(title, 'puzzle')}-versions.pdf"


def packet_pdf(form: Mapping[str, str]) -> tuple[bytes, str]:
    """The packet of a made layout (``layout``: version A of its crossword, made with ``seed``,
    ``max_aspect`` and ``givens``) in ``versions`` versions: a crossword, a word search and a
    fill-in of its words, then their keys (:func:`gridcraft.packet.assemble`); titled ``title``,
    in ``lang``; and its file name (``packet.pdf``, or after the title).

    Raises:
        BadInput: a bad layout or field, a list the packet's puzzles refuse (a word inside
            another), a version not made in its budget.
    """
    layout = _layout(form.get("layout", ""), "layout")
    kind = word_maker()[0]
    entries = kind.words(layout) or []
    n = versions_count(form)
    seed = int(number(form, "seed", 0, 0, MAX_SEED, whole=True))
    aspect = None if form.get("max_aspect") == "none" else number(form, "max_aspect", 2, 1, 100)
    settings = {"max_aspect": aspect, "givens": "none" if form.get("givens") == "none" else "auto"}
    lang = language(form)
    title = form.get("title", "").strip()
    try:
        why = packet.refused(entries)
    except GridcraftError as e:  # a maker of word lists refuses the list (a word inside another)
        raise bad(e, "packet") from None
    if why is not None:
        raise BadInput(why, "packet")
    try:
        made = packet.assemble(entries, layout, n, seed=seed, title=title, lang=lang, settings=settings)
        drawn, _ = packet.pages(made, lang=lang)
    except GridcraftError as e:
        raise bad(e, "packet") from None
    return _pdf(drawn, title, entries), f"{file_name(title, 'packet')}{'-packet' if title else ''}.pdf"
