"""gridcraft: generate and solve grid puzzles.

The main job is :func:`generate`, which builds the smallest valid criss-cross layout of a word list.
The solvers are the packages :mod:`gridcraft.fillin` (Kriss Kross) and :mod:`gridcraft.kenken`;
:mod:`gridcraft.engine` counts solutions and proves uniqueness for both.

The names below are loaded on first use, so that importing one kind (``import gridcraft.fillin``)
does not load the others, the generator or its process pool.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from gridcraft.errors import BudgetExceeded, GridcraftError, InvalidPuzzle, NoLayout, ParseError

if TYPE_CHECKING:
    from gridcraft import crisscross, engine, fillin, kenken
    from gridcraft.crisscross import Layout, Placement, generate, layouts

__version__ = "0.1.0"

_PACKAGES = ("gridcraft.crisscross", "gridcraft.engine", "gridcraft.fillin", "gridcraft.kenken")
_GENERATOR = _PACKAGES[0]
# public name -> (module, attribute or None for the module itself)
_LAZY: dict[str, tuple[str, str | None]] = {
    **{package.rpartition(".")[2]: (package, None) for package in _PACKAGES},
    **{name: (_GENERATOR, name) for name in ("Layout", "Placement", "generate", "layouts")},
}


def __getattr__(name: str) -> Any:
    """Load a public name of :data:`_LAZY` on first use (PEP 562)."""
    if name not in _LAZY:
        raise AttributeError(f"module 'gridcraft' has no attribute {name!r}")
    module, attribute = _LAZY[name]
    found = importlib.import_module(module)
    return found if attribute is None else getattr(found, attribute)


__all__ = [
    "BudgetExceeded",
    "GridcraftError",
    "InvalidPuzzle",
    "Layout",
    "NoLayout",
    "ParseError",
    "Placement",
    "crisscross",
    "engine",
    "fillin",
    "generate",
    "kenken",
    "layouts",
]
