"""Errors whose message is safe to show a player, ephemerally."""

from __future__ import annotations


class GameError(Exception):
    """Expected bad input: the message says what to do instead."""


class NotSeated(GameError):
    def __init__(self) -> None:
        super().__init__("You are not playing at this table. Use the lobby's Join button before the game starts.")


class NotYourTurn(GameError):
    def __init__(self) -> None:
        super().__init__("It is not your turn. You will be pinged when it is.")


class StaleChoice(GameError):
    def __init__(self) -> None:
        super().__init__("That choice is from an earlier turn. Press **My hand** for your current options.")


class TableGone(GameError):
    def __init__(self) -> None:
        super().__init__("That table has ended. Start a new one with /play.")


class SaveFailed(GameError):
    def __init__(self) -> None:
        super().__init__("I could not save that, so nothing changed. Please try again.")
