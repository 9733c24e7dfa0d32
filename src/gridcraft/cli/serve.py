"""``gridcraft serve``: the local web page (needs the extra ``gridcraft[web]``)."""

from __future__ import annotations

import argparse
import errno
import ipaddress
import socket
import sys
import threading
import webbrowser
from typing import Any

from gridcraft.cli.args import Commands, Parser
from gridcraft.cli.helps import prose
from gridcraft.kinds import solvers
from gridcraft.outcome import EXIT_OK, Failure

SPARE_PORTS = 50  # how far past a port in use to look for a free one to suggest


def add_serve(commands: Commands[Parser]) -> None:
    """Add the ``serve`` sub-command to ``commands``."""
    p = commands.add_parser(
        "serve",
        help="the local web page: make and solve puzzles in a browser",
        description="Serve the web page on this machine: make puzzles of every kind that has a maker, "
        f"solve a {prose(k.title for k in solvers())} puzzle, print booklets and play in the player. "
        "Nothing is sent anywhere; stop it with Ctrl-C.",
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
        Failure: the extra is not installed (with the command that installs it), or a bad port, a port in
            use, or a host that is not this machine's (see :func:`listen`).
    """
    try:
        import uvicorn

        from gridcraft.web.app import create_app
    except ImportError as e:
        from gridcraft.web import INSTALL_HINT

        raise Failure(f"the web page needs {e.name or 'its extra'}: {INSTALL_HINT}") from None
    if not 0 < args.port < 65536:
        raise Failure(f"--port must be between 1 and 65535, not {args.port}")
    listening = listen(args.host, args.port)
    url = f"http://{'127.0.0.1' if args.host in ('0.0.0.0', '::') else args.host}:{args.port}/"
    if not is_loopback(listening):
        print(
            f"warning: listening on {args.host}: other machines on the network can use this page",
            file=sys.stderr,
        )
    print(f"gridcraft: serving {url} (Ctrl-C stops it)", file=sys.stderr)
    if args.open:
        threading.Timer(1.0, webbrowser.open, (url,)).start()
    with listening:
        uvicorn.Server(uvicorn.Config(create_app(), log_level="warning")).run(sockets=[listening])
    return EXIT_OK


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``(host, port)`` and listening, so that a port in use is one line before the
    page is served.

    Raises:
        Failure: the port is in use (naming a free one near it), needs administrator rights, or the
            host is not an address of this machine.
    """
    try:
        listening, address = _socket(host, port)
    except (socket.gaierror, UnicodeError):
        raise Failure(f"--host {host!r} is not an address or name this machine knows") from None
    try:
        listening.bind(address)
        listening.listen(128)
    except OSError as e:
        listening.close()
        if e.errno == errno.EADDRINUSE:
            spare = free_port(host, port)
            hint = f"; try --port {spare}" if spare else ""
            raise Failure(f"port {port} is in use by another program{hint}") from None
        if e.errno == errno.EACCES:
            raise Failure(f"port {port} needs administrator rights; try --port 8000") from None
        raise Failure(f"cannot listen on {host} port {port}: {e.strerror}") from None
    return listening


def free_port(host: str, port: int) -> int | None:
    """The first port after ``port`` that ``host`` can listen on (None: none of the next
    :data:`SPARE_PORTS`)."""
    for spare in range(port + 1, min(port + 1 + SPARE_PORTS, 65536)):
        try:
            probe, address = _socket(host, spare)
            with probe:
                probe.bind(address)
                return spare
        except OSError:
            continue
    return None


def _socket(host: str, port: int) -> tuple[socket.socket, Any]:
    """An unbound TCP socket for ``(host, port)`` (its address reused at once) and the address to
    bind it to.

    Raises:
        socket.gaierror, UnicodeError: ``host`` is no address or name this machine knows.
    """
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    made = socket.socket(family, kind, proto)
    made.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    return made, address


def is_loopback(listening: socket.socket) -> bool:
    """Whether ``listening`` is bound to a loopback address (all of 127.0.0.0/8 and ::1), which
    other machines cannot reach."""
    return ipaddress.ip_address(listening.getsockname()[0]).is_loopback
