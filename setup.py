"""The optional native parts: the Latin-square core's search (gridcraft.latin.search._core) and
Solo's ladder with the killer maker's loop (gridcraft.latin.solo._solo), KenKen's grading
ladder and the maker's loop (gridcraft.kenken.ladder._ladder), fill-in propagation
(gridcraft.fillin._fill), the filler's propagation (gridcraft.fillin.autofill._autofill), the exact criss-cross search (gridcraft.crisscross.search._exact), the anytime one (gridcraft.crisscross.search._anytime) and the word-search search (gridcraft.wordsearch._search), in C.

Everything else is in pyproject.toml. Without a C compiler the build goes on without them and the
pure Python code is used.
"""

from setuptools import Extension, setup

SHARED = "src/gridcraft/engine/native.h"  # the helpers every C module includes (one header)

setup(
    ext_modules=[
        Extension(
            "gridcraft.latin.search._core",
            ["src/gridcraft/latin/search/_core.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.kenken.ladder._ladder",
            ["src/gridcraft/kenken/ladder/_ladder.c"],
            depends=["src/gridcraft/kenken/ladder/_maker.c", SHARED],  # included by _ladder.c
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.latin.solo._solo",
            ["src/gridcraft/latin/solo/_solo.c"],
            depends=[  # included by _solo.c
                "src/gridcraft/latin/solo/_sudoku.c",
                "src/gridcraft/latin/solo/_sums.c",
                "src/gridcraft/latin/solo/_maker.c",
                "src/gridcraft/latin/solo/_carve.c",
                SHARED,
            ],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.latin.rules._rules",
            ["src/gridcraft/latin/rules/_rules.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.latin.units._units",
            ["src/gridcraft/latin/units/_units.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.latin.runs._runs",
            ["src/gridcraft/latin/runs/_runs.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.fillin._fill",
            ["src/gridcraft/fillin/_fill.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.fillin.autofill._autofill",
            ["src/gridcraft/fillin/autofill/_autofill.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.crisscross.search._exact",
            ["src/gridcraft/crisscross/search/_exact.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.crisscross.search._anytime",
            ["src/gridcraft/crisscross/search/_anytime.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
        Extension(
            "gridcraft.wordsearch._search",
            ["src/gridcraft/wordsearch/_search.c"],
            depends=[SHARED],
            optional=True,
            include_dirs=["src/gridcraft/engine"],
            extra_compile_args=["-O2", "-Wall"],
        ),
    ]
)
