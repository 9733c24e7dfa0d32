"""The local web page's server: Starlette routes over :mod:`gridcraft.web.work`,
:mod:`gridcraft.web.making` and :mod:`gridcraft.web.jobs`, the pages (:mod:`gridcraft.web.pages`)
and their script served from the package.

Routes:

- ``GET /``, ``/make``, ``/solve``, ``/fill``: the pages (HTML with the registry's makers in the
  navigation, one script, one style sheet; no outside resource).
- ``GET /make/{name}``: the page of the maker ``name`` of the registry (any kind's, one
  template: its fields built by the script from ``/api/kinds``), also at ``/{name}``
  (``/kenken``); another name is not found (404).
- ``POST /api/generate``, ``/api/solve``, ``/api/make``: start a job (form fields as the page
  sends them; a file field ``upload`` stands for the text field, and both at once are refused);
  ``{"id"}``, or status 400 with ``{"error", "field"}`` for bad input: a message in the page's own
  words (see :attr:`gridcraft.web.work.BadInput.text`) and the field it is shown beside (``upload``
  for a fault in an uploaded file); a body that is not a form (JSON) is refused with status 415,
  naming the form's fields (:data:`FORM_FIELDS`). ``/api/make`` reads ``kind`` (a maker's name), its options'
  fields, ``count`` and ``seed``, and for a maker of word lists ``words`` (or the file
  ``upload``): see :func:`gridcraft.web.making.maker_of`; ``POST /api/{name}`` (``/api/kenken``)
  is the same for the maker ``name``.
- ``POST /api/fill``: start a fill job (:func:`gridcraft.web.fill.read`: the grid as text, the
  dictionary and the "never use" list as text or files ``dictionary`` and ``never`` of at most
  :data:`MAX_DICTIONARY` bytes); ``POST /api/fill/aids`` (the same fields): the grid's
  construction aids, computed in the request (:func:`gridcraft.web.fill.aids`); ``POST
  /api/fill/export`` (the grid, the fill's JSON and a format): a download of the fill.
- ``GET /api/kinds``: the kinds the registry solves and makes (``{"solve": [{"name", "title"}],
  "make": [{"name", "title", "noun", "description", "input", "page", "options": [{"name",
  "label", "help", "default", "values": [{"value", "label"}]}]}]}``, see
  :func:`gridcraft.web.pages.kinds_view`), which the pages show.
- ``GET /favicon.ico``: the page's icon (SVG).
- ``GET /api/jobs/{id}``: the job's state, progress and result; ``POST /api/jobs/{id}/cancel``.
- ``POST /api/export`` (a layout's JSON and a format), ``/api/booklet`` (made puzzles: a JSON
  list ``puzzles`` and their ``kind``, or the box's text ``ids``; see
  :func:`gridcraft.web.making.booklet`), ``/api/hint`` (a puzzle and a step number),
  ``/api/solved.ipuz``: computed in the request.
- ``POST /api/versions`` (``layouts``: the make job's ``versions``, a JSON list of layouts) and
  ``/api/packet`` (a layout, ``versions``, the seed and settings it was made with): the PDF of a
  set, and of the list's packet; computed in the request (see :mod:`gridcraft.web.sets`).
- ``POST /api/play`` (a layout's JSON, or a puzzle and optionally its ``kind``): the player file
  of it, kept for ``GET /play/{token}`` (``?download=1``: as a download); ``{"url", "download",
  "name"}``.

Every response carries a content security policy that allows only the server's own scripts,
styles and images; a player file carries its own (inline script and style, nothing fetched),
framed only by the page. Request bodies above :data:`MAX_BODY` bytes are refused (400).
"""

from __future__ import annotations

import contextlib
import re
import secrets
import urllib.parse
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gridcraft.errors import ParseError
from gridcraft.formats.decoding import decode_text
from gridcraft.formats.files import file_text
from gridcraft.kinds import makers
from gridcraft.player.page import POLICY as PLAYER_POLICY
from gridcraft.web import fill as filling
from gridcraft.web import making, pages, sets, work
from gridcraft.web.jobs import Jobs
from gridcraft.web.work import BadInput

#: largest request body, bytes (an upload of a word list or puzzle)
MAX_BODY = 1_000_000
#: largest dictionary the fill page takes, bytes (a setter's scored list; held in memory)
MAX_DICTIONARY = 16_000_000
MAX_PLAYERS = 100  # player files kept for GET /play/{token}, the oldest dropped first
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
STATIC = {
    "app.js": "text/javascript",
    "fill.js": "text/javascript",
    "style.css": "text/css",
    "favicon.svg": "image/svg+xml",
}
#: the form key under which :func:`_form` notes an uploaded file's name
UPLOADED = "upload"
#: the bodies a form endpoint reads (a JSON body, say, is refused: see :func:`_form_fields`)
FORM_TYPES = ("multipart/form-data", "application/x-www-form-urlencoded")
_PUZZLE = ("puzzle", "upload (a file, in place of puzzle)", "kind")
_FILL = ("grid", "dictionary", "never", "builtin", "builtin_weight", "dictionary_weight", "min_length",
         "min_score", "region", "seed", "time_limit", "count")  # fmt: skip
#: the fields of each form endpoint, as a refusal of a body that is not a form names them (a
#: maker's are its options', from the registry: see :func:`_fields_of`)
FORM_FIELDS: dict[str, tuple[str, ...]] = {
    "/api/generate": ("words", "upload (a file, in place of words)", "seed", "time_limit", "max_aspect",
                      "max_width", "max_height", "givens", "clues", "lang", "word_bank", "reveal", "versions"),
    "/api/versions": ("layouts", "title", "lang"),
    "/api/packet": ("layout", "versions", "seed", "max_aspect", "givens", "title", "lang"),
    "/api/solve": ("puzzle", "upload (a file, in place of puzzle)", "time_limit"),
    "/api/fill": _FILL,
    "/api/fill/aids": _FILL,
    "/api/fill/export": ("grid", "fill", "format", "min_length"),
    "/api/export": ("layout", "format", "title", "lang"),
    "/api/booklet": ("kind", "puzzles", "ids", "title"),
    "/api/hint": (*_PUZZLE, "step"),
    "/api/solved.ipuz": _PUZZLE,
    "/api/play": ("layout", *_PUZZLE, "title", "lang"),
}  # fmt: skip


class NotAForm(BadInput):
    """A request to a form endpoint whose body is not a form (JSON, plain text): answered with
    status 415 and the fields the endpoint reads."""

    status = 415


def _fields_of(request: Request) -> tuple[str, ...]:
    """The fields the form endpoint of ``request`` reads: :data:`FORM_FIELDS`, or a maker's
    (``kind``, its options, ``words`` for a maker of word lists, ``count`` and ``seed``)."""
    path = request.url.path
    if path in FORM_FIELDS:
        return FORM_FIELDS[path]
    found = makers()
    name = request.path_params.get("name")
    if name not in found:  # POST /api/make: the kind is a field, and each maker has its own
        return ("kind (one of " + ", ".join(found) + ")", "count", "seed",
                "the maker's options (GET /api/kinds lists each maker's)", "words")  # fmt: skip
    maker = found[name][1]
    words = (
        (making.WORDS, f"upload (a file, in place of {making.WORDS})") if maker.input == making.WORDS else ()
    )
    return (*words, *(option.name for option in maker.options if option.page), "count", "seed")


def _form_fields(request: Request) -> None:
    """Refuse a request whose body is not a form (an empty body without a content type is an
    empty form).

    Raises:
        NotAForm: another content type (``application/json``), or a body without one; the
            message names the form's types and the endpoint's fields.
    """
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media in FORM_TYPES:
        return
    if not media and request.headers.get("content-length", "0") == "0":
        return
    sent = f"not {media}" if media else "a body without a content type"
    raise NotAForm(
        f"send the form as multipart/form-data or application/x-www-form-urlencoded ({sent}), "
        f"with the fields: {', '.join(_fields_of(request))}",
        "form",
    )


def _static(name: str) -> Any:
    return resources.files("gridcraft.web").joinpath("static", name)


async def _form(request: Request, text_field: str) -> dict[str, str]:
    """The request's form as text fields; an uploaded file ``upload`` becomes ``text_field`` (its
    text as every front end reads a file: UTF-8, or a ``.puz`` file as its ipuz crossword; see
    :func:`gridcraft.formats.files.file_text`), and its name the field :data:`UPLOADED`.

    Raises:
        BadInput: a body above :data:`MAX_BODY` (beside the file field when a file was sent), an
            upload that is not UTF-8 or not a readable ``.puz`` file, or an upload beside text in
            ``text_field`` (which one is meant?).
    """
    _form_fields(request)
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > MAX_BODY:
        raise await _too_large(request, text_field)
    form = await request.form(max_part_size=MAX_BODY)
    out: dict[str, str] = {}
    uploaded: tuple[str, str] | None = None  # (file name, text)
    for key, value in form.multi_items():
        if isinstance(value, UploadFile):
            data = await value.read(MAX_BODY + 1)
            if not data:
                continue
            name = value.filename or "the file"
            if len(data) > MAX_BODY:
                raise BadInput(f"the file is larger than {MAX_BODY // 1_000_000} MB", UPLOADED, source=name)
            try:
                uploaded = name, file_text(data, name)
            except ParseError as e:
                raise BadInput(e.message, UPLOADED, e.line, e.column, source=name) from None
        elif key not in out and key != UPLOADED:
            out[key] = value
    if uploaded is not None:
        if out.get(text_field, "").strip():
            raise BadInput(
                "both a file and text in the box were given: empty the box to use the file, "
                "or clear the file to use the box",
                UPLOADED,
            )
        out[UPLOADED], out[text_field] = uploaded
    return out


#: a multipart body's part holding a chosen file in the field :data:`UPLOADED` (its name)
_FILE_PART = re.compile(rb'(?i)content-disposition:\s*form-data;\s*name="upload";\s*filename="([^"\r\n]+)"')


async def _too_large(request: Request, text_field: str) -> BadInput:
    """The error of a body above :data:`MAX_BODY`: about the file field when the form sent a file
    (its part's header is found in the body's first :data:`MAX_BODY` bytes: the text before it is
    smaller), else about ``text_field``."""
    limit = f"larger than {MAX_BODY // 1_000_000} MB"
    if request.headers.get("content-type", "").lower().startswith("multipart/form-data"):
        seen = b""
        async for chunk in request.stream():
            seen += chunk
            found = _FILE_PART.search(seen)
            if found is not None:
                name = found.group(1).decode("utf-8", "replace")
                return BadInput(f"the file is {limit}", UPLOADED, source=name)
            if len(seen) > MAX_BODY:
                break
    return BadInput(f"the text is {limit}", text_field)


#: the fill page's fields that may come as files (their names go in ``FIELD_name``)
FILL_FILES = ("dictionary", "never")


async def _fill_form(request: Request) -> dict[str, str]:
    """The fill page's form as text fields: the dictionary and the "never use" list come as the
    text fields ``dictionary`` and ``never`` (the page reads the files) or as files of those names
    (UTF-8, or UTF-16 or UTF-32 with a byte-order mark), whose names go in ``dictionary_name`` and
    ``never_name``.

    Raises:
        BadInput: a body above :data:`MAX_DICTIONARY` (and :data:`MAX_BODY` for the rest), or a
            dictionary file that is not text (see :func:`gridcraft.formats.decoding.decode_text`).
    """
    _form_fields(request)
    limit = MAX_DICTIONARY + MAX_BODY
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > limit:
        raise BadInput(f"the dictionary is larger than {MAX_DICTIONARY // 1_000_000} MB", "dictionary")
    form = await request.form(max_part_size=MAX_DICTIONARY)
    out: dict[str, str] = {}
    for key, value in form.multi_items():
        if isinstance(value, UploadFile):
            if key not in FILL_FILES or not value.filename:  # no file chosen: an empty part, no name
                continue
            data = await value.read(MAX_DICTIONARY + 1)
            name = value.filename
            if len(data) > MAX_DICTIONARY:
                raise BadInput(f"larger than {MAX_DICTIONARY // 1_000_000} MB", key, source=name)
            try:
                out[key] = decode_text(data, name)
            except ParseError as e:
                raise BadInput(e.message, key, e.line, e.column, source=name) from None
            out[f"{key}_name"] = name
        elif key not in out:
            out[key] = value
    return out


def _upload_fault(form: dict[str, str], text_field: str, error: BadInput) -> BadInput:
    """``error``, about the uploaded file (when the text came from one) rather than the text box."""
    if UPLOADED in form and error.field == text_field:
        return error.moved(UPLOADED, form[UPLOADED])
    return error


def _input_of(form: dict[str, str], text_field: str) -> dict[str, str]:
    """Where a job's text came from: the field its messages go beside, and its source's name."""
    if UPLOADED in form:
        return {"field": UPLOADED, "source": form[UPLOADED]}
    return {"field": text_field, "source": text_field}


def _bad(error: BadInput) -> JSONResponse:
    status = error.status if isinstance(error, NotAForm) else 400
    return JSONResponse({"error": error.text, "field": error.field}, status_code=status)


def handled(
    handler: Callable[[Request], Awaitable[Response]],
) -> Callable[[Request], Awaitable[Response]]:
    """``handler`` with bad input answered as status 400 and the one-line message."""

    async def run(request: Request) -> Response:
        try:
            return await handler(request)
        except BadInput as e:
            return _bad(e)

    return run


def create_app() -> Starlette:
    """The application: pages, the API, and a job table cleaned up when the server stops."""
    jobs = Jobs()

    async def page(request: Request) -> Response:
        return HTMLResponse(pages.fixed_page(request.url.path))

    async def maker_page(request: Request) -> Response:
        found = pages.maker_page(request.path_params["name"])
        if found is None:
            return PlainTextResponse("not found", status_code=404)
        return HTMLResponse(found)

    async def asset(request: Request) -> Response:
        name = request.path_params.get("name", "favicon.svg")
        if name not in STATIC:
            return JSONResponse({"error": "not found"}, status_code=404)
        return FileResponse(str(_static(name)), media_type=STATIC[name])

    @handled
    async def generate(request: Request) -> Response:
        form = await _form(request, "words")
        try:
            entries = await run_in_threadpool(work.words, form)
        except BadInput as e:
            raise _upload_fault(form, "words", e) from None
        seconds = work.number(form, "time_limit", 10, 1, work.MAX_SECONDS)
        versions = sets.versions_count(form)
        options = {
            **_input_of(form, "words"),
            "time_limit": seconds,
            "nodes": work.page_nodes(entries, seconds),
            "seed": int(work.number(form, "seed", 0, 0, work.MAX_SEED, whole=True)),
            "max_aspect": None
            if form.get("max_aspect") == "none"
            else work.number(form, "max_aspect", 2, 1, 100),
            "max_width": int(work.number(form, "max_width", 0, 1, 1000, whole=True)) or None,
            "max_height": int(work.number(form, "max_height", 0, 1, 1000, whole=True)) or None,
            "givens": "none" if form.get("givens") == "none" else "auto",
            "lang": work.language(form),
            "word_bank": form.get("word_bank") == "yes",
            "reveal": int(work.number(form, "reveal", 0, 0, 10_000, whole=True)),
            "versions": versions,
        }
        more = sets.VERSION_SECONDS * (versions - 1)  # the later versions' looks
        job = jobs.start(work.generate, (entries, options), seconds + more)
        return JSONResponse({"id": job.id})

    @handled
    async def solve(request: Request) -> Response:
        form = await _form(request, "puzzle")
        try:
            await run_in_threadpool(work.read_any_puzzle, form)  # bad input answered at once
        except BadInput as e:
            raise _upload_fault(form, "puzzle", e) from None
        seconds = work.number(form, "time_limit", 10, 1, work.MAX_SECONDS)
        job = jobs.start(work.solve, (form.get("puzzle", ""), seconds), seconds)
        return JSONResponse({"id": job.id})

    @handled
    async def make_puzzles(request: Request) -> Response:
        form = await _form(request, making.WORDS)
        if "name" in request.path_params:  # POST /api/{name}: the maker's own address
            if request.path_params["name"] not in makers():
                return JSONResponse({"error": "not found"}, status_code=404)
            form["kind"] = request.path_params["name"]
        try:
            await run_in_threadpool(making.maker_of, form)  # bad input answered at once
        except BadInput as e:
            raise _upload_fault(form, making.WORDS, e) from None
        count = int(work.number(form, "count", 1, 1, making.MAX_PUZZLES, whole=True))
        options = {
            "form": form,
            "count": count,
            "seed": work.free_seed(form),
            "time_limit": work.MAX_SECONDS,
        }
        job = jobs.start(making.make_puzzles, (options,), work.MAX_SECONDS * count)
        return JSONResponse({"id": job.id})

    @handled
    async def fill(request: Request) -> Response:
        form = await _fill_form(request)
        job = await run_in_threadpool(filling.read, form)  # bad input answered at once
        await run_in_threadpool(filling.ready, job)  # its index made here, before the job forks
        started = jobs.start(filling.fill, (job,), job.seconds)
        return JSONResponse({"id": started.id})

    @handled
    async def fill_aids(request: Request) -> Response:
        form = await _fill_form(request)
        return JSONResponse(await run_in_threadpool(filling.aids, form))

    @handled
    async def fill_export(request: Request) -> Response:
        form = await _form(request, "fill")
        data, media, name = await run_in_threadpool(filling.export, form)
        return _download(data, media, name)

    async def kinds_view(request: Request) -> Response:
        return JSONResponse(pages.kinds_view())

    async def job_state(request: Request) -> Response:
        job = jobs.poll(request.path_params["id"])
        if job is None:
            return JSONResponse(
                {"error": "no such job (it ended long ago, or its page stopped asking)"}, status_code=404
            )
        return JSONResponse(job.view())

    async def cancel(request: Request) -> Response:
        found = jobs.cancel(request.path_params["id"])
        return JSONResponse({"cancelled": found}, status_code=200 if found else 404)

    @handled
    async def export(request: Request) -> Response:
        form = await _form(request, "layout")
        fmt = form.get("format", "pdf")
        layout = await run_in_threadpool(work.read_layout, form)
        data, name = await run_in_threadpool(work.export, layout, fmt, form)
        return _download(data, work.exports()[fmt][0], name)

    @handled
    async def booklet(request: Request) -> Response:
        form = await _form(request, "ids")
        data, name = await run_in_threadpool(making.booklet, form)
        return _download(data, "application/pdf", name)

    @handled
    async def versions_pdf(request: Request) -> Response:
        form = await _form(request, "layouts")
        data, name = await run_in_threadpool(sets.versions_pdf, form)
        return _download(data, "application/pdf", name)

    @handled
    async def packet_pdf(request: Request) -> Response:
        form = await _form(request, "layout")
        data, name = await run_in_threadpool(sets.packet_pdf, form)
        return _download(data, "application/pdf", name)

    @handled
    async def hint(request: Request) -> Response:
        form = await _form(request, "puzzle")
        return JSONResponse(await run_in_threadpool(work.hint, form))

    @handled
    async def solved_ipuz(request: Request) -> Response:
        form = await _form(request, "puzzle")
        data, name = await run_in_threadpool(work.solved_ipuz, form)
        return _download(data, "application/json", name)

    players: OrderedDict[str, tuple[str, str]] = OrderedDict()  # token -> (player file, file name)

    @handled
    async def play(request: Request) -> Response:
        form = await _form(request, "puzzle")
        html, name = await run_in_threadpool(work.player, form)
        token = secrets.token_urlsafe(12)
        players[token] = (html, name)
        while len(players) > MAX_PLAYERS:
            players.popitem(last=False)
        return JSONResponse({"url": f"/play/{token}", "download": f"/play/{token}?download=1", "name": name})

    async def played(request: Request) -> Response:
        found = players.get(request.path_params["token"])
        if found is None:
            return PlainTextResponse("this player is no longer kept: press Play again", status_code=404)
        html, name = found
        headers = {"content-security-policy": f"{PLAYER_POLICY}; frame-ancestors 'self'"}
        if request.query_params.get("download"):
            headers["Content-Disposition"] = _attachment(name)
        return Response(html, media_type="text/html; charset=utf-8", headers=headers)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await run_in_threadpool(filling.warm)  # the built-in dictionary indexed before any job forks
        yield
        jobs.close()

    routes = [Route(path, page) for path in pages.FIXED]
    routes += [
        Route("/static/{name}", asset),
        Route("/favicon.ico", asset),
        Route("/api/generate", generate, methods=["POST"]),
        Route("/api/solve", solve, methods=["POST"]),
        Route("/api/make", make_puzzles, methods=["POST"]),
        Route("/api/fill", fill, methods=["POST"]),
        Route("/api/fill/aids", fill_aids, methods=["POST"]),
        Route("/api/fill/export", fill_export, methods=["POST"]),
        Route("/api/kinds", kinds_view),
        Route("/api/jobs/{id}", job_state),
        Route("/api/jobs/{id}/cancel", cancel, methods=["POST"]),
        Route("/api/export", export, methods=["POST"]),
        Route("/api/booklet", booklet, methods=["POST"]),
        Route("/api/versions", versions_pdf, methods=["POST"]),
        Route("/api/packet", packet_pdf, methods=["POST"]),
        Route("/api/hint", hint, methods=["POST"]),
        Route("/api/solved.ipuz", solved_ipuz, methods=["POST"]),
        Route("/api/play", play, methods=["POST"]),
        Route("/play/{token}", played),
        Route("/make/{name}", maker_page),
        Route("/{name}", maker_page),  # a maker's short address (/kenken), after every other page
        Route("/api/{name}", make_puzzles, methods=["POST"]),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(SecurityHeaders)])
    app.state.jobs = jobs
    return app


class SecurityHeaders:
    """ASGI middleware: every response gets the content security policy and two more headers."""

    HEADERS = (
        (b"content-security-policy", CSP.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"),
    )

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                own = any(name == b"content-security-policy" for name, _ in headers)  # a player's
                message["headers"] = [
                    *headers,
                    *(h for h in self.HEADERS if not own or h[0] != b"content-security-policy"),
                ]
            await send(message)

        await self.app(scope, receive, with_headers)


def _download(data: bytes, media: str, name: str) -> Response:
    """``data`` as a download named ``name`` (any script: an ASCII name beside the UTF-8 one)."""
    return Response(data, media_type=media, headers={"Content-Disposition": _attachment(name)})


def _attachment(name: str) -> str:
    ascii_name = "".join(ch if ch.isascii() and ch not in '"\\' else "_" for ch in name)
    return f"attachment; filename=\"{ascii_name}\"; filename*=UTF-8''{urllib.parse.quote(name)}"
