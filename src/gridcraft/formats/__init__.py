"""Text writers for results: the generator's JSON document and its fill-in puzzle text.

Each writer takes a result model and returns a ``str``; none does I/O.
"""

from gridcraft.formats.fillin_text import layout_fillin, word_groups
from gridcraft.formats.layout_json import layout_json

__all__ = ["layout_fillin", "layout_json", "word_groups"]
from gridcraft.formats.ipuz import (
    IpuzPuzzle,
    fillin_to_ipuz,
    kenken_to_ipuz,
    layout_to_ipuz,
    looks_like_ipuz,
    read_ipuz,
)

__all__ += ["IpuzPuzzle", "fillin_to_ipuz", "kenken_to_ipuz", "layout_to_ipuz", "looks_like_ipuz", "read_ipuz"]
