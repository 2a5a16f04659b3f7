"""Somna's public event lines: one function per event kind, which the
presenter's ``event_line`` looks up (a night's private lines are its
``knowledge_line``'s)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

from games.somna.rules import DAY
from words import t

from .somna_story import Teller
from .somna_words import role_title

if TYPE_CHECKING:
    from bot.tables import Table


class _Presenter(Protocol):
    def name(self, table: "Table", seat: int | None) -> str: ...

    def names(self, table: "Table", seats: Any) -> str: ...

    def teller(self, table: "Table") -> Teller: ...

    def history_line(self, table: "Table", h: dict[str, Any]) -> str: ...

    def game_over(self, table: "Table", d: Mapping[str, Any]) -> str: ...


Data = Mapping[str, Any]
# Kinds the live line under the prompt shows, with no line of their own.
QUIET = frozenset({"ready", "vote_cast", "pick_cast"})


def _yes(flag: object) -> str:
    return "yes" if flag else "no"


def _executed(p: _Presenter, table: "Table", d: Data) -> str:
    name = p.name(table, d["seat"])
    if d.get("role"):
        return t("somna-event-executed-role", name=name, role=role_title(d["role"]), demon=_yes(d.get("demon")))
    return t("somna-event-executed", name=name, demon=_yes(d.get("demon")))


def _vote_closed(p: _Presenter, table: "Table", d: Data) -> str:
    return t("somna-event-vote-closed", nominee=p.name(table, d["nominee"]), passed=_yes(d["passed"]),
             yes=len(d["yes"]), yes_names=p.names(table, d["yes"]), no=len(d["no"]),
             no_names=p.names(table, d["no"]), needed=d["needed"])


LINES: dict[str, Callable[[_Presenter, "Table", Data], str | None]] = {
    "night_falls": lambda p, table, d: t("somna-event-night-falls", night=d["night"]),
    "sunrise": lambda p, table, d: p.teller(table).sunrise(d, role_title),
    "day_begins": lambda p, table, d: t("somna-event-day-begins", day=d["day"], count=len(d["alive"]),
                                         names=p.names(table, d["alive"])),
    "nominated": lambda p, table, d: t("somna-event-nominated", accuser=p.name(table, d["accuser"]),
                                        nominee=p.name(table, d["nominee"])),
    "vote_opened": lambda p, table, d: t("somna-event-vote-opened", nominee=p.name(table, d["nominee"]),
                                          needed=d["needed"]),
    "vote_closed": _vote_closed,
    "nominations_open": lambda p, table, d: t("somna-event-nominations-open", failed=d["failed_votes"]),
    "final_vote_opened": lambda p, table, d: t("somna-event-final-vote"),
    "final_vote_closed": lambda p, table, d: p.history_line(table, {**d, "ballot": "final"}),
    "runoff_opened": lambda p, table, d: t("somna-event-runoff", names=p.names(table, d["candidates"]),
                                           seconds=DAY["runoff_seconds"]),
    "runoff_closed": lambda p, table, d: p.history_line(table, {**d, "ballot": "runoff"}),
    "pyre_lit": lambda p, table, d: t("somna-event-pyre-lit", name=p.name(table, d["condemned"])),
    "sabotaged": lambda p, table, d: t("somna-event-sabotaged", name=p.name(table, d["condemned"])),
    "executed": _executed,
    "game_over": lambda p, table, d: p.game_over(table, d),
}
