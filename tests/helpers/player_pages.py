"""A player file open in a Playwright page, shared by the player's browser tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any


#: what the origin's storage holds, less the timer's seconds (a pause may save again meanwhile)
STORED = """() => JSON.stringify(Object.keys(localStorage).sort().map(k => {
  let o; try { o = JSON.parse(localStorage.getItem(k)); } catch (e) { o = localStorage.getItem(k); }
  if (o && typeof o === "object") delete o.seconds;
  return [k, o];
}))"""


class Opened:
    """A player file open in a page, with the requests it made."""

    def __init__(self, page: Any, path: Path) -> None:
        self.page, self.path, self.url, self.requests = page, path, path.as_uri(), []
        page.on("request", lambda r: self.requests.append(r.url) if r.url != self.url else None)
        page.route(
            "**/*", lambda route: route.continue_() if route.request.url == self.url else route.abort()
        )
        page.goto(self.url)
        page.wait_for_selector("#gc-player[data-ready=true]")

    def reload(self) -> None:
        """The page reloaded once the browser holds what it saved: a second page of the file's
        origin sees the page's own storage (a write still on its way to the browser would be lost
        by a reload at once; this waits for the write, not for a time)."""
        saved = self.page.evaluate(f"({STORED})()")
        probe_file = self.path.with_name("storage-probe.html")
        probe_file.write_text("<!DOCTYPE html><title>probe</title>", encoding="utf-8")
        probe = self.page.context.new_page()
        probe.goto(probe_file.as_uri())
        probe.wait_for_function(f"s => ({STORED})() === s", arg=saved)
        probe.close()
        self.page.reload()
        self.page.wait_for_selector("#gc-player[data-ready=true]")

    def cell(self, r: int, c: int) -> Any:
        return self.page.locator(f"td[data-row='{r}'][data-col='{c}']")

    def value(self, r: int, c: int) -> str:
        return str(self.cell(r, c).locator("input").input_value())

    def current(self) -> tuple[int, int]:
        td = self.page.locator("td.gc-current")
        return int(td.get_attribute("data-row")), int(td.get_attribute("data-col"))

    def solved(self) -> str:
        return str(self.page.get_attribute("#gc-player", "data-solved"))

    def press(self, name: str) -> None:
        self.page.get_by_role("button", name=name, exact=True).click()
