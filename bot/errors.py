"""Errors whose message is safe to show a player, ephemerally. The message
is a catalogue ``Text`` (or, from older callers, a ready string): ``str(exc)``
formats it in the locale being spoken when the answer is written."""

from __future__ import annotations

from typing import Any

from words import Text, t


class GameError(Exception):
    """Expected bad input: the message says what to do instead."""

    def __init__(self, message: "Text | str" = "", *args: Any) -> None:
        super().__init__(message, *args)
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


class NotSeated(GameError):
    def __init__(self, running: bool = False) -> None:
        super().__init__(Text("error-not-seated-running" if running else "error-not-seated-lobby"))


class NotYourTurn(GameError):
    def __init__(self, reason: "Text | str | None" = None) -> None:
        super().__init__(reason or Text("error-not-your-turn"))


class StaleChoice(GameError):
    """A click on a prompt from an earlier turn. The play cog names the
    table's own button (My hand, My role) in its answer."""

    def __init__(self) -> None:
        super().__init__(Text("error-stale-choice"))

    def for_button(self, label: str) -> str:
        return t("error-stale-choice-button", label=label)


class AlreadyDone(StaleChoice):
    """A second click on a prompt the seat already answered (a double click)."""

    def __init__(self) -> None:
        GameError.__init__(self, Text("error-already-done"))

    def for_button(self, label: str) -> str:
        return t("error-already-done-button", label=label)


class TableGone(GameError):
    def __init__(self) -> None:
        super().__init__(Text("error-table-gone"))


class SaveFailed(GameError):
    def __init__(self) -> None:
        super().__init__(Text("error-save-failed"))


class ExtendRefused(GameError):
    """The host's "more time" refused: ``why`` is ``host`` (not the host),
    ``used`` (already used in this stretch of play) or ``not_now`` (nothing
    to extend). The presenter of the game says it in its words."""

    def __init__(self, why: str) -> None:
        super().__init__(Text("error-not-your-turn"))
        self.why = why
