"""PNG and PDF from our SVG documents, through cairosvg (which needs the system cairo library)."""

from __future__ import annotations

import html
import io
import logging
import re
from types import ModuleType

from gridcraft.errors import GridcraftError

CAIRO_HINT = "PNG and PDF output need the cairo library (Debian: apt-get install libcairo2)"


class ConverterMissing(GridcraftError):
    """cairosvg or the cairo library it loads is not installed; the message says what to install."""


class ConversionFailed(GridcraftError):
    """cairo could not draw the picture (for one, a picture too large for it); the message says why."""


_RUNS = re.compile(r'<text([^>]*) text-anchor="(middle|end)"([^>]*)>((?:<tspan [^>]*>[^<]*</tspan>)+)</text>')
_SPAN = re.compile(r'<tspan font-family="([^"]*)">([^<]*)</tspan>')
_ATTR = re.compile(r'(x|font-size|font-weight)="([^"]*)"')


def _anchored(svg: str) -> str:
    """``svg`` with each centred or right-aligned text made of runs in several fonts (see
    ``draw.svg``) placed from its start: cairosvg would align each run on its own. The runs are
    measured with cairo as cairosvg draws them (first family of each, the text's size and weight)."""
    if "<tspan " not in svg:
        return svg
    import cairocffi as cairo  # type: ignore[import-untyped]

    context = cairo.Context(cairo.ImageSurface(cairo.FORMAT_ARGB32, 1, 1))

    def place(m: re.Match[str]) -> str:
        attrs = dict(_ATTR.findall(m.group(1) + m.group(3)))
        bold = attrs.get("font-weight") == "bold"
        context.set_font_size(float(attrs.get("font-size", "12")))
        width = 0.0
        for family, run in _SPAN.findall(m.group(4)):
            context.select_font_face(
                family.split(",")[0].strip(),
                cairo.FONT_SLANT_NORMAL,
                cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL,
            )
            width += context.text_extents(html.unescape(run))[4]
        x = float(attrs.get("x", "0")) - (width / 2 if m.group(2) == "middle" else width)
        rest = re.sub(r' x="[^"]*"', "", m.group(1) + m.group(3))
        return f'<text x="{x:.2f}"{rest}>{m.group(4)}</text>'

    return _RUNS.sub(place, svg)


def measured_width(text: str, size: float, *, bold: bool = False) -> float:
    """The width of ``text`` in DejaVu Sans at ``size`` (points or user units), as cairo draws it
    (its advance); :func:`~gridcraft.draw.letters.text_width`'s generous estimate where cairo is
    missing."""
    try:
        import cairocffi as cairo
    except (ImportError, OSError):
        from gridcraft.draw.letters import text_width

        return float(text_width(text, size=round(size), bold=bold))
    context = cairo.Context(cairo.ImageSurface(cairo.FORMAT_ARGB32, 1, 1))
    weight = cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL
    context.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, weight)
    options = cairo.FontOptions()
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)  # true advances, not rounded to pixels
    context.set_font_options(options)
    context.set_font_size(size)
    return float(context.text_extents(text)[4])


def _converted(convert, svg: str, **options):  # type: ignore[no-untyped-def]
    """``convert`` (a cairosvg function) of ``svg``; cairo's own failures as :class:`ConversionFailed`."""
    try:
        return convert(bytestring=_anchored(svg).encode("utf-8"), **options)
    except MemoryError:
        raise ConversionFailed("cannot draw the picture: not enough memory") from None
    except Exception as e:  # cairocffi.CairoError and the like: a picture cairo cannot make
        if type(e).__module__.split(".")[0] in ("cairocffi", "cairosvg"):
            raise ConversionFailed(f"cannot draw the picture: {str(e) or type(e).__name__}") from None
        raise


def _cairosvg() -> ModuleType:
    try:
        import cairosvg  # type: ignore[import-untyped]
    except (ImportError, OSError) as e:  # OSError: cairocffi found no libcairo
        raise ConverterMissing(f"{CAIRO_HINT}: {e}".splitlines()[0]) from None
    module: ModuleType = cairosvg
    return module


def check_converter() -> None:
    """Make sure PNG and PDF can be made (before a long search whose result would be lost).

    Raises:
        ConverterMissing: cairosvg or the cairo library is missing (the message says what to install).
    """
    _cairosvg()


def svg_to_png(svg: str, *, scale: float = 1.0) -> bytes:
    """A PNG image of ``svg``: one pixel per SVG user unit times ``scale``, white background.

    Raises:
        ConverterMissing: cairosvg or the cairo library is missing.
        ConversionFailed: cairo cannot draw it (a picture too large, for one).
    """
    data: bytes = _converted(_cairosvg().svg2png, svg, scale=scale, background_color="white")
    return data


def svg_to_pdf(svg: str) -> bytes:
    """A one-page PDF of ``svg`` (the page is the SVG's size: a user unit without a unit is 1/96 in).

    Raises:
        ConverterMissing: cairosvg or the cairo library is missing.
        ConversionFailed: cairo cannot draw it (a picture too large, for one).
    """
    data: bytes = _converted(_cairosvg().svg2pdf, svg)
    return data


def svgs_to_pdf(
    pages: list[str],
    *,
    title: str = "",
    author: str = "",
    trim_boxes: list[tuple[float, float, float, float]] | None = None,
) -> bytes:
    """One PDF with a page per SVG document, in order (pages made by cairosvg, joined by pypdf),
    with ``title`` and ``author`` in its metadata when given. ``trim_boxes`` (one per page,
    ``(left, bottom, right, top)`` points) set each page's TrimBox, and its BleedBox to the whole
    page, for a printer's prepress (a book with bleed).

    Raises:
        ConverterMissing: cairosvg or the cairo library is missing.
        ValueError: no pages.
    """
    if not pages:
        raise ValueError("a PDF needs at least one page")
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import RectangleObject

    writer = PdfWriter()
    # cairo writes a colour emoji's images under repeated keys of one dictionary; pypdf keeps the
    # last and logs a warning for each, which is noise to the user (the pages are whole)
    quiet = logging.getLogger("pypdf")
    level = quiet.level
    quiet.setLevel(logging.ERROR)
    try:
        for n, svg in enumerate(pages):
            for page in PdfReader(io.BytesIO(svg_to_pdf(svg))).pages:
                added = writer.add_page(page)
                if trim_boxes is not None:
                    added.bleedbox = added.mediabox
                    added.trimbox = RectangleObject(trim_boxes[n])
    finally:
        quiet.setLevel(level)
    metadata = {key: value for key, value in (("/Title", title), ("/Author", author)) if value}
    if metadata:
        writer.add_metadata(metadata)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def with_dpi(png: bytes, dpi: int) -> bytes:
    """``png`` marked as ``dpi`` dots per inch (a ``pHYs`` chunk after its header), so that print
    software takes its printed size from it (cairo writes none).

    Raises:
        ValueError: not a PNG file.
    """
    import struct
    import zlib

    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    end = 8 + 8 + struct.unpack(">I", png[8:12])[0] + 4  # signature, IHDR's length, type, data, CRC
    per_metre = round(dpi / 0.0254)
    data = b"pHYs" + struct.pack(">IIB", per_metre, per_metre, 1)
    chunk = struct.pack(">I", 9) + data + struct.pack(">I", zlib.crc32(data) & 0xFFFFFFFF)
    return png[:end] + chunk + png[end:]
