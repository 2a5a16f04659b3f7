"""Every sentence a player reads, by key, in their language.

The catalogue is Project Fluent (``fluent.runtime``): one ``.ftl`` file per
locale in this folder (``en.ftl``, ``ru.ftl``, ``de.ftl``), with named
placeholders and CLDR plural forms (Russian's one/few/many are selectors in
the Russian file, not code). Why Fluent over gettext: a translator writes a
plural or a gender as a selector inside the one message that needs it, and
messages take named arguments, so no English word order is baked into code.

Code never holds a player-facing sentence: it names a key and its data.

- ``t(key, **args)`` formats a key in the locale being spoken now;
- ``speaking(locale)`` sets that locale for a block (a ``ContextVar``, so
  each task and each painter call keeps its own);
- ``say(locale, key, **args)`` formats in a given locale;
- ``Text`` is a key with its data, for layers that must not format (the
  engines raise and emit ``Text``; the screens format it).

An unknown locale speaks English. A key missing from a translation falls
back to English and is logged once. ``PSEUDO`` is a made-up locale that
brackets and accents every English message: a whole game played in it
shows any sentence that bypassed the catalogue.
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentNumber, fluent_number

from .pseudo import pseudo_resource

log = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
ENGLISH = "en"
PSEUDO = "en-XA"  # the pseudo-locale (a private-use code; Discord never sends it)
# The translated locales, by the language part of a Discord locale ("de", "ru", "en-GB" -> "en").
LANGUAGES = ("en", "ru", "de")
SUPPORTED = (*LANGUAGES, PSEUDO)

_current: contextvars.ContextVar[str] = contextvars.ContextVar("words_locale", default=ENGLISH)


@dataclass(frozen=True, slots=True)
class Text:
    """A catalogue key with its data: what an engine or a store says instead
    of a sentence. ``str()`` formats it in the current locale."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return t(self.key, **self.args)


def resolve(locale: str | None) -> str:
    """The catalogue locale for a Discord locale ("ru", "de", "en-US"...);
    anything unknown or unsupported speaks English."""
    if not locale:
        return ENGLISH
    text = str(locale)
    if text == PSEUDO:
        return PSEUDO
    language = text.split("-")[0].split("_")[0].lower()
    return language if language in LANGUAGES else ENGLISH


class Catalogue:
    """The loaded bundles, one per supported locale."""

    def __init__(self, folder: Path = HERE) -> None:
        self.folder = folder
        self.sources: dict[str, str] = {
            lang: (folder / f"{lang}.ftl").read_text(encoding="utf-8") for lang in LANGUAGES}
        self.sources[PSEUDO] = pseudo_resource(self.sources[ENGLISH])
        self.bundles: dict[str, FluentBundle] = {}
        for locale, source in self.sources.items():
            # use_isolating=False: Unicode isolation marks around each
            # placeholder would reach Discord as invisible characters.
            bundle = FluentBundle([locale.split("-")[0]], use_isolating=False)
            bundle.add_resource(FluentResource(source))
            self.bundles[locale] = bundle
        self._missing: set[tuple[str, str]] = set()

    def has(self, locale: str, key: str) -> bool:
        return self.bundles[locale].has_message(key)

    def format(self, locale: str, key: str, args: Mapping[str, Any]) -> str:
        locale = resolve(locale)
        bundle = self.bundles[locale]
        if not bundle.has_message(key):
            if locale != ENGLISH and (locale, key) not in self._missing:
                self._missing.add((locale, key))
                log.warning("catalogue: %s has no %r; English is used", locale, key)
            bundle = self.bundles[ENGLISH]
            if not bundle.has_message(key):
                raise KeyError(f"no catalogue key {key!r}")
        message = bundle.get_message(key)
        if message.value is None:
            raise KeyError(f"catalogue key {key!r} has no value")
        text, errors = bundle.format_pattern(message.value, _arguments(args, locale))
        if errors:
            log.warning("catalogue: %s %r: %s", locale, key, errors[0])
        return str(text)

    def attribute(self, locale: str, key: str, name: str, args: Mapping[str, Any]) -> str:
        """A message's ``.name`` attribute (e.g. a command's description)."""
        locale = resolve(locale)
        bundle = self.bundles[locale]
        if not bundle.has_message(key) or name not in bundle.get_message(key).attributes:
            bundle = self.bundles[ENGLISH]
        text, _ = bundle.format_pattern(bundle.get_message(key).attributes[name], _arguments(args, locale))
        return str(text)


def number(value: float, digits: int = 1) -> FluentNumber | FluentNone:
    """A decimal shown with ``digits`` fraction digits in the reader's
    notation (2.5 in English, 2,5 in Russian and German)."""
    # Rounded here as Python's f"{x:.{digits}f}" rounds (the float's exact
    # binary value): Babel rounds the decimal text half-even, which differs
    # for e.g. 2.675, and English must read as it always did.
    return fluent_number(round(value, digits), minimumFractionDigits=digits, maximumFractionDigits=digits,
                         useGrouping=False)


def _arguments(args: Mapping[str, Any], locale: str) -> dict[str, Any]:
    """Integers are counts and scores, written without grouping (12345, as
    the English text always showed them); they still select plural forms.
    A ``Text`` is formatted first, in ``locale`` (``say`` may name another
    locale than the one spoken); anything else that is not a number or a
    string is written as ``str``."""
    out: dict[str, Any] = {}
    for name, value in args.items():
        if isinstance(value, Text):  # a nested key (a card's name in a reason): formatted in the same locale
            out[name] = catalogue().format(locale, value.key, value.args)
        elif isinstance(value, bool) or not isinstance(value, (int, float, str, FluentNumber, FluentNone)):
            out[name] = str(value)
        elif isinstance(value, int):
            out[name] = fluent_number(value, useGrouping=False)
        else:
            out[name] = value
    return out


_catalogue: Catalogue | None = None


def catalogue() -> Catalogue:
    global _catalogue
    if _catalogue is None:
        _catalogue = Catalogue()
    return _catalogue


def current() -> str:
    """The locale being spoken now."""
    return _current.get()


@contextlib.contextmanager
def speaking(locale: str | None) -> Iterator[str]:
    """Speak ``locale`` (resolved) in this block."""
    token = _current.set(resolve(locale))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def t(key: str, /, **args: Any) -> str:
    """``key`` in the locale being spoken now."""
    return catalogue().format(_current.get(), key, args)


def say(locale: str | None, key: str, /, **args: Any) -> str:
    """``key`` in ``locale``."""
    return catalogue().format(resolve(locale), key, args)


def text(value: "Text | str") -> str:
    """A ``Text`` formatted now (a plain string passes: a name, a number)."""
    return str(value)
