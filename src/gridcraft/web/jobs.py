"""Long work off the request thread: one process per job, polled by the page, cancelled when the
page stops asking.

A job runs one function of :mod:`gridcraft.web.work` in a forked process of its own (its own
process group, so that cancelling it also stops the generator's search workers). The process sends
progress and then its result (or the error line) through a pipe; the page polls
``/api/jobs/{id}`` about twice a second. A job whose page has not polled for :data:`IDLE`
seconds (the tab was closed) is killed, as is a job running :data:`GRACE` seconds past its time
limit. Finished jobs are forgotten :data:`KEEP` seconds after their result was collected or
produced. Nothing is written to disk.
"""

from __future__ import annotations

import multiprocessing
import os
import secrets
import signal
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from gridcraft.engine import Budget
from gridcraft.web.work import BadInput

#: seconds without a poll after which a running job is cancelled (its page is gone)
IDLE = 5.0
#: seconds a job may run past its time limit before it is killed
GRACE = 15.0
#: seconds a finished job's result is kept for its page
KEEP = 60.0
#: jobs running at once; more are refused with a "busy" message until one ends
MAX_RUNNING = 24
#: seconds between two progress reports of a job
REPORT_EVERY = 0.25
#: how much lower than the server a job runs (added to its nice value)
NICE = 10


@dataclass
class Job:
    """One job: its process, the pipe it reports through, and what it has reported."""

    id: str
    process: Any
    pipe: Connection
    limit: Budget  # runs out GRACE seconds after the job's own time limit
    idle: Budget = field(default_factory=lambda: Budget(time_limit=IDLE))  # renewed by every poll
    kept: Budget | None = None  # once ended: renewed by every poll, then the result is forgotten
    state: str = "running"  # running, done, failed, cancelled
    progress: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    error: str = ""
    field_name: str = ""

    def end(self, state: str) -> None:
        """The job has ended in ``state``: its result is kept for :data:`KEEP` seconds."""
        self.state, self.kept = state, Budget(time_limit=KEEP)

    def view(self) -> dict[str, Any]:
        """What the page sees of the job."""
        out: dict[str, Any] = {"id": self.id, "state": self.state, "progress": self.progress}
        if self.state == "done":
            out["result"] = self.result
        elif self.state in ("failed", "cancelled"):
            out["error"], out["field"] = self.error, self.field_name
        return out


def _run(task: Callable[..., dict[str, Any]], args: tuple[Any, ...], pipe: Connection) -> None:
    """The job process: its own process group, SIGTERM as an interrupt, the task's result sent."""
    os.setpgid(0, 0)
    os.nice(NICE)  # the server's own requests (pages, polls) come first
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    gap = [Budget(time_limit=0.0)]  # at most one report every REPORT_EVERY seconds

    def report(progress: dict[str, Any]) -> None:
        if gap[0].expired():
            gap[0] = Budget(time_limit=REPORT_EVERY)
            pipe.send(("progress", progress))

    try:
        pipe.send(("done", task(*args, report)))
    except BadInput as e:
        pipe.send(("failed", (e.text, e.field)))
    except Exception as e:  # noqa: BLE001  # a bug: said as such, never a traceback on the page
        traceback.print_exc()
        pipe.send(("failed", (f"internal error: {type(e).__name__}: {e} (please report this)", "")))
    finally:
        pipe.close()


class Jobs:
    """The running and recently finished jobs of one server."""

    def __init__(self) -> None:
        self._jobs: dict[str, Job] = {}
        self._lock = threading.Lock()
        self._context = multiprocessing.get_context("fork")

    def start(self, task: Callable[..., dict[str, Any]], args: tuple[Any, ...], seconds: float) -> Job:
        """Start ``task(*args, report)`` in a process of its own, allowed ``seconds`` (and
        :data:`GRACE` more).

        Raises:
            BadInput: :data:`MAX_RUNNING` jobs are already running.
        """
        self.reap()
        with self._lock:
            if sum(job.state == "running" for job in self._jobs.values()) >= MAX_RUNNING:
                raise BadInput(f"{MAX_RUNNING} searches are running; try again in a moment", "form")
            receive, send = self._context.Pipe(duplex=False)
            process = self._context.Process(target=_run, args=(task, args, send), daemon=False)
            process.start()
            send.close()
            job = Job(secrets.token_urlsafe(12), process, receive, Budget(time_limit=seconds + GRACE))
            self._jobs[job.id] = job
            return job

    def poll(self, job_id: str) -> Job | None:
        """The job with its latest reports read (None: no such job); polling keeps it alive."""
        self.reap()
        with self._lock:
            job = self._jobs.get(job_id)
            if job is None:
                return None
            job.idle = Budget(time_limit=IDLE)
            if job.kept is not None:
                job.kept = Budget(time_limit=KEEP)
            self._drain(job)
            return job

    def cancel(self, job_id: str, reason: str = "cancelled") -> bool:
        """Stop a running job (and its search workers); False when there is no such job."""
        with self._lock:
            job = self._jobs.get(job_id)
            if job is None:
                return False
            self._kill(job, reason)
            return True

    def running(self) -> int:
        """How many jobs are running."""
        with self._lock:
            return sum(job.state == "running" for job in self._jobs.values())

    def reap(self) -> None:
        """Cancel jobs whose page is gone or whose time is long past; forget old finished ones."""
        with self._lock:
            for job in list(self._jobs.values()):
                if job.state == "running":
                    self._drain(job)
                if job.state == "running" and job.idle.expired():
                    self._kill(job, "cancelled: the page stopped asking")
                elif job.state == "running" and job.limit.expired():
                    self._kill(job, "stopped: the search ran far past its time limit")
                elif job.kept is not None and job.kept.expired():
                    del self._jobs[job.id]

    def close(self) -> None:
        """Stop every job (the server is shutting down)."""
        with self._lock:
            for job in self._jobs.values():
                self._kill(job, "cancelled: the server stopped")

    def _drain(self, job: Job) -> None:
        try:
            while job.state == "running" and job.pipe.poll():
                kind, value = job.pipe.recv()
                if kind == "progress":
                    job.progress = value
                elif kind == "done":
                    job.result = value
                    job.end("done")
                else:
                    job.error, job.field_name = value
                    job.end("failed")
        except (EOFError, OSError):
            if job.state == "running":  # the process died without a word
                job.error = "internal error: the search stopped"
                job.end("failed")
        if job.state != "running":
            job.process.join(timeout=1)

    def _kill(self, job: Job, reason: str) -> None:
        if job.state == "running":
            try:
                os.killpg(job.process.pid, signal.SIGKILL)  # the job and its search workers
            except (ProcessLookupError, PermissionError):
                pass
            job.process.kill()  # in case it was stopped before it made its own group
            job.process.join(timeout=2)
            job.error = reason
            job.end("cancelled")
