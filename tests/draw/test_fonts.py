"""Fonts for letters DejaVu Sans lacks: one family per text, runs of families, and the advice."""

from __future__ import annotations

import io

import pytest

from gridcraft.draw import FONT, Drawing, fonts, svg_to_png

EMOJI = "Noto Color Emoji"


def fake_families(chars: str, family: str = "") -> tuple[str, ...]:
    """A machine with DejaVu Sans (Latin, Greek) and an emoji font that has no letters."""
    has = {
        "DejaVu Sans": all(ord(ch) < 0x0700 for ch in chars),
        EMOJI: all(ord(ch) >= 0x1F000 for ch in chars),
    }
    return tuple(name for name, ok in has.items() if ok and family in ("", name))


def test_a_title_of_letters_and_an_emoji_is_cut_into_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    # regression: the whole title got the emoji font, which has no letters, so "Zoo" vanished
    monkeypatch.setattr(fonts, "_families", fake_families)
    assert fonts.runs_for("Zoo 🦩 and Ελλάδα") == [
        ("Zoo ", FONT),
        ("🦩", f"{EMOJI}, {FONT}"),
        (" and Ελλάδα", FONT),
    ]
    assert fonts.runs_for("Zoo") == [("Zoo", FONT)]
    assert fonts.runs_for("🦩🦩") == [("🦩🦩", f"{EMOJI}, {FONT}")]  # one font has them all


def test_an_emoji_no_font_draws_names_the_emoji_package(monkeypatch: pytest.MonkeyPatch) -> None:
    # regression: the advice named fonts-noto-core, which has no emoji
    monkeypatch.setattr(fonts, "_families", lambda chars, family="": ())
    assert fonts.missing_glyph(["Zoo 🦩"]) == ("🦩", "fonts-noto-color-emoji")
    assert fonts.missing_glyph(["न"]) == ("न", "fonts-noto-core")


def ink_columns(png: bytes) -> tuple[int, int]:
    """The first and last pixel columns of a PNG holding anything but white."""
    import cairocffi as cairo

    surface = cairo.ImageSurface.create_from_png(io.BytesIO(png))
    width, height, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    data = bytes(surface.get_data())
    inked = [
        x
        for x in range(width)
        for y in range(height)
        if data[y * stride + 4 * x : y * stride + 4 * x + 3] != b"\xff\xff\xff"
    ]
    return min(inked), max(inked)


@pytest.mark.skipif(
    fonts.missing_glyph(["🦩"]) is not None or not fonts._families("🦩", EMOJI),
    reason="needs the Noto Color Emoji font",
)
def test_a_centred_title_in_two_fonts_is_drawn_whole_and_centred() -> None:
    text = '<text x="200" y="50" font-size="30" text-anchor="middle">Zoo 🦩 zoo</text>\n'
    png = svg_to_png(Drawing(400, 80, text).document())
    left, right = ink_columns(png)
    assert right - left > 120  # the letters are drawn, not only the emoji
    assert abs((200 - left) - (right - 200)) < 8  # centred on x = 200, not each run on its own
    alone = ink_columns(svg_to_png(Drawing(400, 80, text.replace("Zoo 🦩 zoo", "🦩")).document()))
    assert alone[1] - alone[0] < 40


@pytest.mark.skipif(
    fonts.missing_glyph(["🦩"]) is not None or not fonts._families("🦩", EMOJI),
    reason="needs the Noto Color Emoji font",
)
def test_a_pdf_of_repeated_emoji_is_made_without_warnings(caplog: pytest.LogCaptureFixture) -> None:
    # regression: pypdf logged "Multiple definitions in dictionary ... for key /x7" once per emoji
    from gridcraft.draw import svgs_to_pdf

    text = '<text x="10" y="50" font-size="20">Ελλάδα🦩Ελλάδα🦩Ελλάδα🦩 Zoo 🦩🦩🦩</text>\n'
    with caplog.at_level("WARNING"):
        pdf = svgs_to_pdf([Drawing(400, 80, text).document()] * 2)
    assert pdf.startswith(b"%PDF") and not [r for r in caplog.records if r.name.startswith("pypdf")]
