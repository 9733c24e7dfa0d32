"""What a kind's table says as data for the front ends: a maker's options (:class:`Option`), read
from text in one way (:meth:`Option.value`, :func:`option_values`) by every front end (the command
line's flags, the page's fields, a book's manifest), and a kind's words in help texts
(:class:`Help`), so that a new kind or maker needs no front-end edit."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

#: embeddings, overrides and isolates (Unicode's bidirectional algorithm): a title or credit holding
#: one could show its text in another order on a sheet than the one typed
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a maker.

    Attributes:
        name: the keyword (``max_cage``); the command line spells it ``--max-cage``, the page's form
            field and a manifest's key are the keyword itself.
        help: one line for help texts.
        default: the value when the option is left out, as text (``None``: no value).
        read: the value of a text (raises ``ValueError`` with a message such as ``'x' is not a
            size such as 6 or 6x6``).
        choices: the values allowed, when a short list (empty: any that ``read`` takes).
        metavar: the placeholder in usage texts (``N``).
        label: the page's label of its field (``Size (3 to 16)``; empty: the name in words).
        offered: the values a page offers in a list, each with the words it shows
            (``(("all", "+ − × ÷"), ...)``; empty: its ``choices`` as they are, or a text field);
            ``read`` still takes any value it reads.
        page: whether the page offers it (a setting few need stays on the command line and in
            books).
        said: how a sentence of the page's names it (``the largest cage``; empty: its name in
            words), when a maker's message names the setting.
        switch: a setting that is on or off: the command line's flag takes no value (``--x``
            gives ``yes``), the page offers no and yes; :func:`yes_no` reads it.
    """

    name: str
    help: str
    default: str | None
    read: Callable[[str], object] = str
    choices: tuple[str, ...] = ()
    metavar: str = ""
    label: str = ""
    offered: tuple[tuple[str, str], ...] = ()
    page: bool = True
    said: str = ""
    switch: bool = False

    @property
    def field_label(self) -> str:
        """The page's label: :attr:`label`, else the name in words (``Max cage``)."""
        return self.label or self.name.replace("_", " ").capitalize()

    @property
    def field_values(self) -> tuple[tuple[str, str], ...]:
        """The values a page lists, with their words (empty: a text field)."""
        return self.offered or tuple((c, c) for c in self.choices)

    @property
    def flag(self) -> str:
        """The command line's spelling: ``--max-cage``."""
        return "--" + self.name.replace("_", "-")

    @property
    def words(self) -> str:
        """The option in a sentence of the page's: :attr:`said`, else its name in words (``max cage``)."""
        return self.said or self.name.replace("_", " ")

    def value(self, text: str | None) -> object:
        """The value of ``text`` as every front end reads it: blank or ``None`` is the
        :attr:`default` (``None`` when it has none); one of :attr:`choices` in any case, as the
        choice is spelt; then :attr:`read`.

        Raises:
            OptionError: not one of the choices (``'x' is not one of a, b, c``), or a text that
                :attr:`read` refuses (its message).
        """
        given = (text or "").strip()
        if not given:
            if self.default is None:
                return None
            given = self.default
        if self.choices:
            spelt = next((c for c in self.choices if c.casefold() == given.casefold()), None)
            if spelt is None:
                raise OptionError(self, f"{given!r} is not one of {', '.join(self.choices)}")
            given = spelt
        try:
            return self.read(given)
        except ValueError as e:
            raise OptionError(self, str(e)) from None


def yes_no(text: str) -> bool:
    """A switch's value: ``yes``, ``true``, ``on`` or ``1`` is on; ``no``, ``false``, ``off`` or
    ``0`` is off (any case).

    Raises:
        ValueError: anything else.
    """
    word = text.strip().casefold()
    if word in ("yes", "true", "on", "1"):
        return True
    if word in ("no", "false", "off", "0"):
        return False
    raise ValueError(f"{text!r} is not yes or no")


class OptionError(ValueError):
    """A text that an option does not take: ``str()`` is the message, and :attr:`option` the option
    (a front end names it its own way: the command line's flag, the page's field, a manifest's key).
    """

    def __init__(self, option: Option, message: str) -> None:
        super().__init__(message)
        self.option = option


def option_values(options: Iterable[Option], given: Mapping[str, object]) -> dict[str, object]:
    """Each option's value of the texts ``given`` by name (a missing one: its default; a value that
    is not text, as a manifest's number, as its text), as :meth:`Option.value` reads them.

    Raises:
        OptionError: the first text an option does not take.
    """
    found: dict[str, object] = {}
    for option in options:
        raw = given.get(option.name)
        found[option.name] = option.value(None if raw is None else str(raw))
    return found


@dataclass(frozen=True, slots=True)
class Help:
    """What a kind says of itself in the help texts, which the front ends build from the registry
    (``gridcraft solve --help`` lists what each kind reads, ``hint --help`` each kind's state,
    ``grade --help`` each grader's grades).

    Attributes:
        reads: the files and spellings of its puzzles (``a cage list, a cage map or a Keen game ID``).
        state: a partly filled grid in its own spelling (``n rows of digits, . for an empty
            cell``; empty: the kind has no explained steps).
        grades: how its puzzles are graded (``as Simon Tatham's Keen grades them: ...``; empty: the
            kind has no grades).
    """

    reads: str
    state: str = ""
    grades: str = ""


def flag_words(names: tuple[str, ...]) -> dict[str, str]:
    """The command line's words for the settings ``names`` of a library error (``time_limit``:
    ``--time-limit``): see :meth:`gridcraft.errors.GridcraftError.worded`."""
    return {name: "--" + name.replace("_", "-") for name in names}


def free_text(value: str) -> str:
    """``value`` as free text (a title, an author, a maker's seed: any text the command line's
    ``--seed`` and the page's seed field take), NFC-normalised. Whether blank text means the
    default is the caller's choice.

    Raises:
        ValueError: bytes that are not UTF-8 (passed through as surrogate escapes), a control
            character or line break, or a bidirectional embedding, override or isolate (named by
            its code point), which would reorder the text printed around it.
    """
    if any("\udc80" <= ch <= "\udcff" for ch in value):
        raise ValueError(f"{value.encode('utf-8', 'surrogateescape')!r} is not UTF-8 text")
    bad = next((ch for ch in value if unicodedata.category(ch) in ("Cc", "Zl", "Zp")), None)
    if bad is not None:
        what = "control character" if unicodedata.category(bad) == "Cc" else "line break"
        raise ValueError(f"{value!r} holds the {what} U+{ord(bad):04X}")
    bad = next((ch for ch in value if ch in BIDI_CONTROLS), None)
    if bad is not None:
        raise ValueError(
            f"{value!r} holds the bidirectional control U+{ord(bad):04X}, which would reorder the text "
            "printed around it (the direction marks U+200E and U+200F are accepted)"
        )
    return unicodedata.normalize("NFC", value)
