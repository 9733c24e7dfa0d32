"""The local web page: ``gridcraft serve`` runs it on this machine (Starlette and uvicorn, the
optional extra ``gridcraft[web]``). Plain HTML and a little JavaScript served by the package itself:
no outside resource, nothing sent anywhere, nothing written to disk.

The page is a thin layer over the same functions as the command line (:mod:`gridcraft.web.work`),
with long searches in processes of their own (:mod:`gridcraft.web.jobs`).
"""

from __future__ import annotations

#: what to install when the extra is missing
INSTALL_HINT = "pip install 'gridcraft[web]'"
