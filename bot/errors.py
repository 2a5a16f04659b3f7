"""Errors whose message is safe to show a player, ephemerally."""

from __future__ import annotations

from words import Text


class GameError(Exception):
    """Expected bad input: the message says what to do instead."""


class NotSeated(GameError):
    def __init__(self, running: bool = False) -> None:
        super().__init__("You are not playing at this game; you can watch it here and join the next one with /play."
                         if running else
                         "You are not playing at this table. Use the lobby's Join button before the game starts.")


class NotYourTurn(GameError):
    def __init__(self, reason: "str | Text | None" = None) -> None:
        super().__init__(reason or "It is not your turn. You will be pinged when it is.")


class StaleChoice(GameError):
    """A click on a prompt from an earlier turn. The play cog names the
    table's own button (My hand, My role) in its answer."""

    def __init__(self) -> None:
        super().__init__("That choice is from an earlier turn. Press **My hand** for your current options.")

    def for_button(self, label: str) -> str:
        return f"That choice is from an earlier turn. Press **{label}** on the table message for your current options."


class AlreadyDone(StaleChoice):
    """A second click on a prompt the seat already answered (a double click)."""

    def __init__(self) -> None:
        GameError.__init__(self, "That is already done: your choice counted once.")

    def for_button(self, label: str) -> str:
        return f"That is already done: your choice counted once. Press **{label}** for your current options."


class TableGone(GameError):
    def __init__(self) -> None:
        super().__init__("That table has ended. Start a new one with /play.")


class SaveFailed(GameError):
    def __init__(self) -> None:
        super().__init__("I could not save that, so nothing changed. Please try again.")
