"""``gridcraft serve``: the local web page (needs the extra ``gridcraft[web]``)."""

from __future__ import annotations

import argparse
import sys
import threading
import webbrowser

from gridcraft.cli.args import Commands, Parser
from gridcraft.outcome import EXIT_OK, Failure

LOCAL = ("127.0.0.1", "localhost", "::1")


def add_serve(commands: Commands[Parser]) -> None:
    """Add the ``serve`` sub-command to ``commands``."""
    p = commands.add_parser(
        "serve",
        help="the local web page: make and solve puzzles in a browser",
        description="Serve the web page on this machine: make criss-crosses and crosswords, solve fill-ins "
        "and KenKens, make KenKen booklets. Nothing is sent anywhere; stop it with Ctrl-C.",
    )
    p.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)"
    )
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--open", action="store_true", help="open the page in a browser")
    p.set_defaults(run=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    """Run ``gridcraft serve`` until interrupted; returns the exit code.

    Raises:
        Failure: the extra is not installed (with the command that installs it), or a bad port.
    """
    try:
        import uvicorn

        from gridcraft.web.app import create_app
    except ImportError as e:
        from gridcraft.web import INSTALL_HINT

        raise Failure(f"the web page needs {e.name or 'its extra'}: {INSTALL_HINT}") from None
    if not 0 < args.port < 65536:
        raise Failure(f"--port must be between 1 and 65535, not {args.port}")
    url = f"http://{'127.0.0.1' if args.host in ('0.0.0.0', '::') else args.host}:{args.port}/"
    if args.host not in LOCAL:
        print(
            f"warning: listening on {args.host}: other machines on the network can use this page",
            file=sys.stderr,
        )
    print(f"gridcraft: serving {url} (Ctrl-C stops it)", file=sys.stderr)
    if args.open:
        threading.Timer(1.0, webbrowser.open, (url,)).start()
    uvicorn.run(create_app(), host=args.host, port=args.port, log_level="warning")
    return EXIT_OK
