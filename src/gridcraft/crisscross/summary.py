"""The summary line of a layout: its size, crossings, whether it is proven optimal, and its answers."""

from __future__ import annotations

from gridcraft.crisscross.layout import Layout


def layout_summary(layout: Layout) -> str:
    """One line about a layout, e.g. ``10 words, 11 x 7 = 77, 14 crossings, optimal (proven)``."""
    n, x, info = len(layout.placements), layout.crossings, layout.info
    line = (
        f"{n} word{'s' * (n != 1)}, {layout.width} x {layout.height} = {layout.area}, "
        f"{x} crossing{'s' * (x != 1)}, "
    )
    if info.optimal:
        line += "optimal (proven)"
    else:
        s = info.seconds
        # the seconds the searches ran, not when this layout turned up
        line += f"the best of {s:.0f} s of search" if s >= 10 else f"the best of {s:.1f} s of search"
        line += " (not proven optimal)"
    return line + (f"; {info.note}" if info.note else "") + answer_note(layout)


def answer_note(layout: Layout) -> str:
    """What the summary line says of the empty puzzle's answers: unique, unique thanks to N givens
    (proven the fewest, or the best found), or N of them; nothing when they were not counted."""
    info, n = layout.info, len(layout.givens)
    if info.fills is None:
        return ""
    if n:
        how = "proven fewest" if info.givens_minimal else "best found"
        verb = "make" if n != 1 else "makes"
        return f"; {n} given{'s' * (n != 1)} {verb} the answer unique ({how})"
    if info.fills <= 1:
        return "; one answer"
    return f"; {'at least ' * (not info.fills_complete)}{info.fills} answers (no givens asked for)"
