"""``python -m toykind.serve [--port N]``: ``gridcraft serve`` with the toy kinds registered (the
registry line a new kind adds: the toy row and the word row first), for the browser tests of a
new kind's pages."""

from __future__ import annotations

import sys

from gridcraft import cli, kinds

import toykind
from toykind import toywords

kinds.KINDS = (toykind.KIND, toywords.KIND, *kinds.KINDS)

if __name__ == "__main__":
    sys.exit(cli.main(["serve", *sys.argv[1:]]))
