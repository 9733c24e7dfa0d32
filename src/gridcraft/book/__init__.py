"""Books of puzzles: a manifest (TOML) of sections in order, made into a print-ready PDF interior
(Amazon KDP's trims, bleed and margins) and, per puzzle, its ipuz, ``.puz``, JSON and PNG files,
here, in a local process pool, or on a Dask cluster. See ``docs/book.md``."""

from gridcraft.book.build import Built, build
from gridcraft.book.manifest import Manifest, Section, read_manifest
from gridcraft.book.tasks import Task, make_one

__all__ = ["Built", "Manifest", "Section", "Task", "build", "make_one", "read_manifest"]
