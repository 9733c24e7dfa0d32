"""The criss-cross searches: the board of placed words and its legality rules (:mod:`.board`), the
footprint rules (:mod:`.shape`), the exact branch-and-bound search in Python and in C
(:mod:`.exact`, ``_exact.c``: the same nodes in the same order; two threads in C), and the anytime
search (:mod:`.boxstate`, :mod:`.lns`: large-neighbourhood search in ever smaller boxes;
:mod:`.restarts`: seeded runs side by side in worker processes). Private to :mod:`gridcraft.crisscross`."""
