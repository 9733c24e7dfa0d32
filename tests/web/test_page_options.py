"""The page offers what the command line offers: the same caption languages, and on each maker's
page the same default request (the grade above all) as ``gridcraft make`` with no option given,
both read from the same tables (``gridcraft.captions.LANGUAGES``, each maker's ``Option``s)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from gridcraft.captions import CAPTIONS, LANGUAGES
from gridcraft.cli.commands import build_parser
from gridcraft.kinds import makers
from gridcraft.options import option_values
from gridcraft.web import pages


def lang_choices(command: str) -> tuple[str, ...]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]  # type: ignore[union-attr]
    (lang,) = [a for a in sub._actions if a.dest == "lang"]
    return tuple(lang.choices or ())


def test_the_page_offers_every_caption_language_the_command_line_does() -> None:
    page = pages.fixed_page("/make")
    select = re.search(r'<select id="lang" name="lang">(.*?)</select>', page, re.S)
    assert select is not None
    offered = re.findall(r'<option value="([^"]*)">', select.group(1))
    assert offered == ["", *LANGUAGES]  # "from the words", then every language
    assert tuple(offered[1:]) == lang_choices("generate") == tuple(CAPTIONS) and len(LANGUAGES) == 8
    assert "Ελληνικά" in select.group(1) and "Türkçe" in select.group(1) and "{{" not in page


def page_default(view: dict[str, Any]) -> str:
    """The value a maker page's field shows at first, as ``static/app.js`` builds it: its default
    when the list holds it, else the list's first value (what a browser selects), else its text."""
    values = [v["value"] for v in view["values"]]
    if values:
        return view["default"] if view["default"] in values else values[0]
    return view["default"] or ""


@pytest.mark.parametrize("name", list(makers()))
def test_each_maker_page_starts_from_the_command_lines_defaults(name: str) -> None:
    kind, maker = makers()[name]
    view = pages.maker_view(kind, maker)
    shown = {field["name"]: page_default(field) for field in view["options"]}
    given: dict[str, Any] = {"words": []} if maker.input == "words" else {}
    if maker.input == "words":
        return  # a maker of word lists needs a list: its defaults are the same Options as the others'
    cli = maker.request({**option_values(maker.options, {}), **given})
    page = maker.request({**option_values(maker.options, shown), **given})
    assert page == cli, (name, shown)


@pytest.mark.parametrize("name", [n for n, (_, m) in makers().items() if m.input is None])
def test_the_default_grade_holds_at_every_size_the_page_offers(name: str) -> None:
    kind, maker = makers()[name]
    view = pages.maker_view(kind, maker)
    fields = {field["name"]: field for field in view["options"]}
    if "size" not in fields or not fields["size"]["values"]:
        return
    shown = {n: page_default(f) for n, f in fields.items()}
    for size in [v["value"] for v in fields["size"]["values"]]:
        try:
            cli = maker.request(option_values(maker.options, {"size": size}))
        except Exception:  # a size the default grade cannot be made at: the page is refused alike
            continue
        assert maker.request(option_values(maker.options, {**shown, "size": size})) == cli, (name, size)
