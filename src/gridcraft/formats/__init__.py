"""The containers of puzzle files: ipuz's envelope (:mod:`gridcraft.formats.ipuz`), the ``.puz``
text rules (:mod:`gridcraft.formats.puz`) and reading (:mod:`gridcraft.formats.puz_read`), and a
file's bytes as text (:mod:`gridcraft.formats.files`). No module here imports a kind: each kind
writes and reads its own body through its table (``KIND.ipuz``, ``KIND.puz``).

Each kind's own text formats live in its package, reader and writer side by side.
"""
