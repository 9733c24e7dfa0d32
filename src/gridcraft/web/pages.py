"""The page's HTML: its templates (``static/*.html``) with the parts the registry decides filled in
when asked, so that a maker registered later has its page, its link in every page's navigation and
its card on the home page with no edit of the page.

A template holds ``{{name}}`` markers: ``{{nav}}`` (the navigation's links, the current page's
marked ``aria-current="page"``), and on the home page ``{{cards}}`` (a card per maker); a maker's
page (``maker.html``) also ``{{name}}``, ``{{heading}}`` and ``{{description}}``; the criss-cross
page ``{{languages}}``, the caption languages as the command line's ``--lang`` offers them
(:data:`gridcraft.captions.LANGUAGES`, each named in its own language). Every value is
HTML-escaped (:func:`text`, and :func:`html.escape` in an attribute).
"""

from __future__ import annotations

import html
import re
from importlib import resources
from typing import Any

from gridcraft.captions import LANGUAGES
from gridcraft.kinds import Kind, Maker, makers, solvers

#: the pages of their own (not a maker's), by address: (template, link text)
FIXED = {
    "/": ("index.html", ""),
    "/make": ("make.html", "Make a criss-cross"),
    "/fill": ("fill.html", "Fill a grid"),
    "/solve": ("solve.html", "Solve"),
}
#: the template of every maker's page
MAKER_PAGE = "maker.html"
#: a marker of a template
MARKER = re.compile(r"\{\{(\w+)\}\}")
#: each caption language's name in its own language (a code missing here is shown as the code)
LANGUAGE_NAMES = {
    "en": "English",
    "ru": "Русский",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "el": "Ελληνικά",
    "tr": "Türkçe",
    "az": "Azərbaycanca",
}


def languages() -> str:
    """The caption languages as ``<option>`` elements: every one of
    :data:`gridcraft.captions.LANGUAGES`, in its order, as the command line's ``--lang`` offers them."""
    return "".join(
        f'<option value="{html.escape(code)}">{text(LANGUAGE_NAMES.get(code, code))}</option>'
        for code in LANGUAGES
    )


def text(value: str) -> str:
    """``value`` as HTML text (outside an attribute: quotes stay as they are)."""
    return html.escape(value, quote=False)


def template(name: str) -> str:
    """The text of the template ``static/NAME``."""
    return resources.files("gridcraft.web").joinpath("static", name).read_text(encoding="utf-8")


def maker_address(name: str) -> str:
    """The address of the page of the maker called ``name``: ``/make/NAME``."""
    return f"/make/{name}"


def links() -> list[tuple[str, str]]:
    """The navigation's links, ``(address, text)``: the fixed pages', then each maker's
    (``Make KenKens``) in the registry's order."""
    fixed = [(path, text) for path, (_, text) in FIXED.items() if text]
    return fixed + [(maker_address(name), f"Make {maker.noun}") for name, (_, maker) in makers().items()]


def nav(current: str) -> str:
    """The navigation's links as HTML, the one to ``current`` marked as the current page."""
    here = ' aria-current="page"'
    return " ".join(
        f'<a href="{html.escape(path)}"{here if path == current else ""}>{text(words)}</a>'
        for path, words in links()
    )


def cards() -> str:
    """The home page's card of each maker: its page, ``Make NOUN`` and its description."""
    return "\n".join(
        f'<li><a href="{html.escape(maker_address(name))}"><strong>Make {text(maker.noun)}</strong>'
        f"<span>{text(maker.description)}</span></a></li>"
        for name, (_, maker) in makers().items()
    )


def fill(page: str, values: dict[str, str]) -> str:
    """``page`` with each ``{{key}}`` replaced by ``values[key]`` (already HTML), in one pass (a
    value holding a marker is left as it is); a marker of no value stays."""
    return MARKER.sub(lambda found: values.get(found.group(1), found.group(0)), page)


def fixed_page(path: str) -> str:
    """The page at ``path``, one of :data:`FIXED`.

    Raises:
        KeyError: not one of them.
    """
    name, _ = FIXED[path]
    values = {"nav": nav(path), "cards": cards(), "solvers": solved_titles(), "languages": languages()}
    return fill(template(name), values)


def solved_titles() -> str:
    """The kinds the solve page takes, in a phrase: ``a fill-in, a KenKen or a word search``."""
    titles = [f"a {text(kind.title)}" for kind in solvers()]
    return titles[0] if len(titles) == 1 else f"{', '.join(titles[:-1])} or {titles[-1]}"


def maker_page(name: str) -> str | None:
    """The page of the maker called ``name`` (``None``: no such maker): its heading ``Make NOUN``
    and its description; the script builds its fields from :func:`kinds_view`."""
    found = makers().get(name)
    if found is None:
        return None
    maker = found[1]
    values = {
        "nav": nav(maker_address(name)),
        "name": html.escape(name),
        "heading": text(f"Make {maker.noun}"),
        "description": text(maker.description),
    }
    return fill(template(MAKER_PAGE), values)


def maker_view(kind: Kind, maker: Maker) -> dict[str, Any]:
    """What the page shows of a maker: ``name`` and ``title`` (its kind's), ``noun``,
    ``description``, ``input`` (``None``, or ``"words"``: a word list as well), ``page`` (its
    address), ``ipuz`` (whether its puzzles download as ipuz: the kind's table has an ipuz form)
    and ``options``: each option the page offers (:attr:`gridcraft.options.Option.page`) as
    ``{"name", "label", "help", "default", "values"}``, ``values`` the list it is chosen from
    (``[{"value", "label"}]``; empty: a text field)."""
    return {
        "name": kind.name,
        "title": kind.title,
        "noun": maker.noun,
        "description": maker.description,
        "input": maker.input,
        "page": maker_address(kind.name),
        "ipuz": kind.ipuz is not None,
        "options": [
            {
                "name": option.name,
                "label": option.field_label,
                "help": option.help,
                "default": option.default,
                "values": [{"value": value, "label": words} for value, words in option.field_values],
            }
            for option in maker.options
            if option.page
        ],
    }


def kinds_view() -> dict[str, list[dict[str, Any]]]:
    """The kinds of the registry the page solves and makes, read when asked:
    ``{"solve": [{"name", "title"}, ...], "make": [maker, ...]}``, each maker as
    :func:`maker_view` gives it."""
    return {
        "solve": [{"name": k.name, "title": k.title} for k in solvers()],
        "make": [maker_view(k, m) for k, m in makers().values()],
    }
