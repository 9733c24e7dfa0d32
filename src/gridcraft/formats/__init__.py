"""File formats that hold any puzzle kind: ipuz (:mod:`gridcraft.formats.ipuz`).

Each kind's own text formats live in its package, reader and writer side by side.
"""
