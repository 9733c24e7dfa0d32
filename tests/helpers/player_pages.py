"""A player file open in a Playwright page, shared by the player's browser tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class Opened:
    """A player file open in a page, with the requests it made."""

    def __init__(self, page: Any, path: Path) -> None:
        self.page, self.url, self.requests = page, path.as_uri(), []
        page.on("request", lambda r: self.requests.append(r.url) if r.url != self.url else None)
        page.route(
            "**/*", lambda route: route.continue_() if route.request.url == self.url else route.abort()
        )
        page.goto(self.url)
        page.wait_for_selector("#gc-player[data-ready=true]")

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
