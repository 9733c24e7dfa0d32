"""The player file: one HTML document holding a puzzle, its sealed answers, and the player's own
script and style sheet inline. It makes no request of any kind (its Content-Security-Policy
allows none), so it works from ``file://``, attached to a mail, or inside an iframe.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from gridcraft.player.model import PlayModel
from gridcraft.player.seal import ROUNDS, entry_hash, salt_of, seal

#: nothing may be fetched: scripts and styles only inline, pictures only as data
POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"


@dataclass(frozen=True, slots=True)
class PlayOptions:
    """What the player file offers.

    Attributes:
        check: Check (a cell, an entry, the grid) is offered.
        reveal: Reveal (a cell, an entry, the grid) and a hint's "Fill it in" are offered.
        check_only: the file holds no answers, only a salted hash per entry: Check works (for an
            entry and the grid), Reveal and hints do not (see :mod:`gridcraft.player.seal`).
    """

    check: bool = True
    reveal: bool = True
    check_only: bool = False


#: the player's script, in the order it is bundled: each module before those that require it
MODULES = (
    "seal",
    "state",
    "keyboard",
    "render",
    "kinds/crossword",
    "kinds/fillin",
    "kinds/latin",
    "kinds/wordsearch",
    "kinds/diagramless",
    "finding",
    "main",
)


@cache
def _asset(name: str) -> str:
    return resources.files("gridcraft.player").joinpath("static", name).read_text(encoding="utf-8")


@cache
def player_script() -> str:
    """The player's script: the modules of ``static/src`` in one. Each is a CommonJS module (as
    ``node --test`` requires it); here each runs in a function of its own that hands it a
    ``module`` and a ``require`` answering from the modules bundled before it, by name."""
    parts = [
        (
            "(function () {\n"
            '  "use strict";\n'
            "  var modules = {};\n"
            "  function require(path) {\n"
            '    var name = path.replace(/^.*\\//, "").replace(/\\.js$/, "");\n'
            '    if (!modules[name]) throw new Error("the player has no module " + path);\n'
            "    return modules[name].exports;\n"
            "  }\n"
        )
    ]
    for name in MODULES:
        parts.append(
            f"  /* ---- {name}.js ---- */\n"
            "  (function (module, require) {\n"
            f"{_asset(f'src/{name}.js')}"
            f'  }})(modules["{name.rsplit("/", 1)[-1]}"] = {{ exports: {{}} }}, require);\n'
        )
    return "".join(parts) + "})();\n"


def _cells(cells: tuple[tuple[int, int], ...]) -> list[list[int]]:
    return [[r, c] for r, c in cells]


def public_data(model: PlayModel) -> dict[str, Any]:
    """What the file shows of ``model`` (no answer in it; the bank of a word-list puzzle is the
    words to place, shown by design, and so are the words to find and their letters, though not
    where they are)."""
    return (
        {
            "mode": model.mode,
            "title": model.title,
            "lang": model.lang,
            "caps": model.caps,
            "rtl": model.rtl,
            "height": model.height,
            "width": model.width,
            "grid": [list(row) for row in model.grid],
            "numbers": [[r, c, n] for (r, c), n in sorted(model.numbers.items())],
            "entries": [
                {
                    "label": e.label,
                    "cells": _cells(e.cells),
                    "direction": e.direction,
                    "number": e.number,
                    "clue": e.clue,
                    "enumeration": e.enumeration,
                    "rtl": e.rtl,
                }
                for e in model.entries
            ],
            "bank": [[n, [list(w) for w in words]] for n, words in model.bank],
            "cages": [{"label": label, "cells": _cells(cells)} for label, cells in model.cages],
            "values": list(model.values),
            "finds": [
                {"text": f.text, "letters": list(model.find_letters(f)), "rtl": f.rtl} for f in model.finds
            ],
            "boxes": list(model.boxes),
            "cage_style": model.cage_style,
            "rules": list(model.rules),
        }
        | ({"unit": model.unit} if model.unit else {})
        | ({"shaded": _cells(model.shaded)} if model.shaded else {})
        | ({"circled": _cells(model.circled)} if model.circled else {})
        | ({"diagramless": True} if model.diagramless else {})
        | ({"notes": model.notes} if model.notes else {})
        | ({"signs": [[a[0], a[1], b[0], b[1], mark] for a, b, mark in model.signs]} if model.signs else {})
        | (
            {
                "labels": [[r, c, first, second] for (r, c), (first, second) in sorted(model.labels.items())],
                "split_labels": model.split_labels,
            }
            if model.labels
            else {}
        )
    )


def _secret(model: PlayModel) -> dict[str, Any]:
    dr, dc = model.origin  # the steps' cells are the puzzle's: shifted into the grid
    return {
        "solution": [[model.solution.get((r, c)) for c in range(model.width)] for r in range(model.height)],
        "steps": [
            {
                "text": s.text,
                "cells": [[r + dr, c + dc] for r, c in s.cells],
                "placed": [[r + dr, c + dc, v] for (r, c), v in s.placed],
            }
            for s in model.steps
        ]
        or None,
        "finds": [_cells(f.cells) for f in model.finds],
    }


def _script_json(data: object) -> str:
    """JSON safe inside a ``<script>`` element (no ``</script>`` or ``<!--`` can appear)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def player_data(model: PlayModel, options: PlayOptions) -> dict[str, Any]:
    """The document the player's script reads: the public part, the options, and either the
    sealed answers or (``check_only``) one salted hash per entry."""
    data = public_data(model)
    salt = salt_of(_script_json(data))
    data.update(
        id=salt,
        salt=salt,
        rounds=ROUNDS,
        check=options.check,
        reveal=options.reveal and not options.check_only,
        sealed=None,
        hashes=None,
        hint_note=model.hint_note,
    )
    if options.check_only:
        data["hashes"] = [
            entry_hash(salt, i, [model.solution[cell] for cell in e.cells])
            for i, e in enumerate(model.entries)
        ]
        data["hint_note"] = "This copy of the puzzle carries no answers, so it gives no hints."
    else:
        data["sealed"] = seal(_script_json(_secret(model)), salt)  # a check-only file holds no answers
        if not model.steps and not model.hint_note:
            data["hint_note"] = "This puzzle has no explained steps."
    return data


def player_html(model: PlayModel, options: PlayOptions = PlayOptions()) -> str:
    """The player file of ``model``: a whole HTML document (UTF-8 text), the same for the same
    puzzle and options."""
    data = player_data(model, options)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">\n'
        '<meta name="generator" content="gridcraft">\n'
        '<link rel="icon" href="data:,">\n'
        f"<title>{html.escape(model.title)}</title>\n"
        f"<style>\n{_asset('player.css')}</style>\n</head>\n<body>\n"
        '<main id="gc-player" class="gc" data-solved="false" data-ready="false" '
        f'data-mode="{model.mode}" data-cages="{model.cage_style}" '
        f'aria-label="{html.escape(model.title, quote=True)}">\n'
        "<noscript><p>This puzzle is played with JavaScript, which is turned off.</p></noscript>\n"
        "</main>\n"
        f'<script type="application/json" id="gc-data">{_script_json(data)}</script>\n'
        f"<script>\n{player_script()}</script>\n</body>\n</html>\n"
    )
