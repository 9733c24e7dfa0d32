"""The KenKen search: the Python reference propagation (:mod:`.solver`: cage tuple tables, singles,
all-different by matching, line sums and products; :mod:`.tuples`, :mod:`.lines`), the same
propagation in C with its conflict-driven decider (``_core.c``, wrapped by :mod:`.native`), and
:func:`problem`, which picks the fastest. Private to :mod:`gridcraft.kenken`."""
