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
import functools
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


# Argument types whose values alone decide the text (a FluentNumber also
# carries its digits, and compares equal to a float that does not).
_PLAIN = (str, int)


class Catalogue:
    """The bundles, one per supported locale, each read and parsed the first
    time it is spoken (most processes speak one or two: parsing all four
    would cost every start, and every test's bot, for nothing)."""

    def __init__(self, folder: Path = HERE) -> None:
        self.folder = folder
        self._sources: dict[str, str] = {}
        self._bundles: dict[str, FluentBundle] = {}
        self._missing: set[tuple[str, str]] = set()
        # Formatting is a pure function of (locale, key, arguments), and the
        # same labels and lines come back all game long: those whose arguments
        # are plain strings and integers are remembered.
        self._remembered = functools.lru_cache(maxsize=8192)(self._format_items)

    @property
    def sources(self) -> dict[str, str]:
        """Every locale's text (the checks read them all)."""
        return {locale: self._source(locale) for locale in SUPPORTED}

    @property
    def bundles(self) -> dict[str, FluentBundle]:
        return {locale: self._bundle(locale) for locale in SUPPORTED}

    def _source(self, locale: str) -> str:
        source = self._sources.get(locale)
        if source is None:
            source = (pseudo_resource(self._source(ENGLISH)) if locale == PSEUDO
                      else (self.folder / f"{locale}.ftl").read_text(encoding="utf-8"))
            self._sources[locale] = source
        return source

    def _bundle(self, locale: str) -> FluentBundle:
        bundle = self._bundles.get(locale)
        if bundle is None:
            # use_isolating=False: Unicode isolation marks around each
            # placeholder would reach Discord as invisible characters.
            bundle = FluentBundle([locale.split("-")[0]], use_isolating=False)
            bundle.add_resource(FluentResource(self._source(locale)))
            self._bundles[locale] = bundle
        return bundle

    def has(self, locale: str, key: str) -> bool:
        return self._bundle(locale).has_message(key)

    def format(self, locale: str, key: str, args: Mapping[str, Any]) -> str:
        locale = resolve(locale)
        if all(type(value) in _PLAIN for value in args.values()):
            return self._remembered(locale, key, tuple(args.items()))
        return self._format(locale, key, args)

    def _format_items(self, locale: str, key: str, items: tuple[tuple[str, Any], ...]) -> str:
        return self._format(locale, key, dict(items))

    def _format(self, locale: str, key: str, args: Mapping[str, Any]) -> str:
        bundle = self._bundle(locale)
        if not bundle.has_message(key):
            if locale != ENGLISH and (locale, key) not in self._missing:
                self._missing.add((locale, key))
                log.warning("catalogue: %s has no %r; English is used", locale, key)
            bundle = self._bundle(ENGLISH)
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
        bundle = self._bundle(locale)
        if not bundle.has_message(key) or name not in bundle.get_message(key).attributes:
            bundle = self._bundle(ENGLISH)
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
