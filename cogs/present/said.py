"""A presenter's class-level words (``hand_label``, ``tagline``) read in the
language spoken when they are read: a presenter names a catalogue key, and
every read formats it (the base class's hand label is one too)."""

from __future__ import annotations

from typing import Any, overload

from words import t


class Said:
    """A class attribute that reads as ``t(key)`` on every access."""

    def __init__(self, key: str) -> None:
        self.key = key

    @overload
    def __get__(self, instance: None, owner: type[Any]) -> str: ...
    @overload
    def __get__(self, instance: object, owner: type[Any]) -> str: ...

    def __get__(self, instance: object | None, owner: type[Any]) -> str:
        return t(self.key)
