"""The fill page's dictionaries: the built-in English one and an uploaded one, each with its
weight, combined, less a "never use" list (:func:`dictionary_of`). A combination is made once in
the server process and kept for the next requests, so that the filler's index of it is kept too
(the filler keeps the index of the dictionaries it has used) and the fill jobs the server forks
find both made.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from gridcraft.dictionary import (
    BUILTIN_NAME,
    WEIGHTS,
    Dictionary,
    builtin_dictionary,
    combine,
    read_dictionary,
    read_never,
    weighted,
)
from gridcraft.errors import ParseError
from gridcraft.web.work import BadInput, number

#: the combined dictionaries kept in the server process (the most recently used)
KEEP_DICTIONARIES = 3

_dictionaries: OrderedDict[tuple[Any, ...], tuple[Dictionary, str]] = OrderedDict()
_dictionaries_lock = threading.Lock()


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def ticked(form: Mapping[str, str], field: str, default: bool) -> bool:
    """A checkbox field: ``1``, ``on`` (ticked), ``0``, ``off`` or empty (not); absent: ``default``."""
    if field not in form:
        return default
    return form[field].strip().lower() not in ("", "0", "off", "false")


def _file_text(form: Mapping[str, str], field: str, what: str) -> tuple[str, str] | None:
    """The text and name of an uploaded list (``field``, its name in ``field_name``); ``None``
    when no file was chosen.

    Raises:
        BadInput: a file chosen, and empty.
    """
    text = form.get(field, "")
    name = form.get(f"{field}_name", "")
    if not text.strip() and not name:
        return None
    if not text.strip():  # a file chosen, and empty: never taken for no file
        raise BadInput(f"the file is empty ({what})", field, source=name)
    return text, name or f"the {field.replace('_', ' ')}"


def dictionary_of(form: Mapping[str, str]) -> tuple[Dictionary, str]:
    """The dictionary of the form and its name for the summary: the built-in English one
    (``builtin``, ticked unless the field says otherwise; its weight ``builtin_weight``) and the
    uploaded file's (``dictionary``, its name in ``dictionary_name``; its weight
    ``dictionary_weight``), combined (each entry with its highest weighted score), less the
    entries of the "never use" list (``never``, its name in ``never_name``). Weights are from 0
    to 10 (default 1). A combination is made once and kept for the next requests (the last
    :data:`KEEP_DICTIONARIES`), so that its index is kept too.

    Raises:
        BadInput: a bad line (at its line and column, beside its file's field), no entry, an
            empty file, a bad weight, or no dictionary at all.
    """
    use_builtin = ticked(form, "builtin", True)
    builtin_weight = number(form, "builtin_weight", 1, *WEIGHTS)
    own = _file_text(form, "dictionary", "a dictionary holds one ENTRY or ENTRY;SCORE a line")
    own_weight = number(form, "dictionary_weight", 1, *WEIGHTS)
    never = _file_text(form, "never", "a list of entries never to use, one a line")
    if not use_builtin and own is None:
        raise BadInput(
            "no dictionary: tick the built-in English dictionary or choose a dictionary file", "dictionary"
        )
    key = (
        (use_builtin, builtin_weight if use_builtin else None),
        own and (_digest(own[0]), own[1], own_weight),
        never and _digest(never[0]),
    )
    with _dictionaries_lock:
        found = _dictionaries.get(key)
        if found is not None:
            _dictionaries.move_to_end(key)
            return found
    parts: list[Dictionary] = []
    names: list[str] = []
    if use_builtin:
        parts.append(_builtin(builtin_weight))
        names.append(BUILTIN_NAME)
    if own is not None:
        parts.append(_read_list(own, "dictionary", own_weight))
        names.append(own[1])
    left_out = frozenset() if never is None else _read_never(never)
    made = parts[0] if len(parts) == 1 and not left_out else combine(parts, never=left_out)
    found = made, " and ".join(names)
    with _dictionaries_lock:
        _dictionaries[key] = found
        while len(_dictionaries) > KEEP_DICTIONARIES:
            _dictionaries.popitem(last=False)
    return found


def _builtin(weight: float) -> Dictionary:
    """The built-in dictionary, its scores times ``weight``."""
    plain = builtin_dictionary()
    if weight == 1:
        return plain
    return Dictionary({entry: weighted(score, weight) for entry, score in plain.scores.items()}, plain.forms)


def _read_list(file: tuple[str, str], field: str, weight: float) -> Dictionary:
    text, name = file
    try:
        return read_dictionary(text, name, weight=weight)
    except ParseError as e:
        raise BadInput(e.message, field, e.line, e.column, source=name) from None


def _read_never(file: tuple[str, str]) -> frozenset[str]:
    text, name = file
    try:
        return read_never(text, name)
    except ParseError as e:
        raise BadInput(e.message, "never", e.line, e.column, source=name) from None
