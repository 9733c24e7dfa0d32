"""The optional native part: KenKen propagation in C (gridcraft.kenken._core).

Everything else is in pyproject.toml. Without a C compiler the build goes on without it and the
pure Python propagation is used.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "gridcraft.kenken._core",
            ["src/gridcraft/kenken/_core.c"],
            optional=True,
            extra_compile_args=["-O2", "-Wall"],
        )
    ]
)
