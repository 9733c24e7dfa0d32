"""The one loader of gridcraft's compiled extensions (``gridcraft.latin.search._core``,
``gridcraft.latin.solo._solo``, ``gridcraft.kenken.ladder._ladder``, ``gridcraft.fillin._fill``, ``gridcraft.fillin.autofill._autofill``,
``gridcraft.crisscross.search._exact``, ``gridcraft.crisscross.search._anytime``: optional
setuptools extensions).

An extension is a module without Python source, loaded by name; a machine without a C compiler has
none, and the pure Python code that each one mirrors is used instead. ``GRIDCRAFT_PURE_PYTHON=1``
makes every search use the Python code even when an extension is built (tests compare the two).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

#: the environment variable that turns the extensions off (value ``1``)
PURE_PYTHON = "GRIDCRAFT_PURE_PYTHON"


def load(name: str) -> ModuleType | None:
    """The compiled module ``name`` (a dotted module name), or ``None`` when it was not built."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def enabled(module: ModuleType | None) -> bool:
    """True when ``module`` (from :func:`load`) is built and :data:`PURE_PYTHON` is not set to ``1``."""
    return module is not None and os.environ.get(PURE_PYTHON) != "1"
