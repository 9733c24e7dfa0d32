"""The human ladder of KenKen: Keen's deductions on a board of candidates (:mod:`.deduce`), the
grade as Keen grades (:mod:`.grade`) and the explained steps a hint prints (:mod:`.explain`).
Private to :mod:`gridcraft.kenken`."""
