"""Darkly Dreaming's event lines: one function per event kind, which the
presenter's ``event_line`` looks up (a table, not one long chain)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

from words import t

from .darkly_dreaming_words import EMOJI, dream, dreams_short, dreams_words, roll_words

if TYPE_CHECKING:
    from bot.tables import Table


class _Presenter(Protocol):
    def name(self, table: "Table", seat: int | None) -> str: ...

    def public(self, table: "Table") -> dict[str, Any]: ...

    def nightmare_name(self, public: Mapping[str, Any], seat: int) -> str: ...


def _n(p: _Presenter, table: "Table", seat: int) -> str:
    """A player's name in bold."""
    return f"**{p.name(table, seat)}**"


def _placed(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return None  # the roll line already says where each dream lands


def _turn(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    seat = d["seat"]
    if d.get("comatose"):
        return t("darkly-event-turn-comatose", turn=d["number"], name=p.name(table, seat))
    if d.get("role") == "nightmare":
        public = p.public(table)
        return t("darkly-event-turn-nightmare", turn=d["number"], name=p.name(table, seat),
                 nightmare=p.nightmare_name(public, seat))
    return t("darkly-event-turn", turn=d["number"], name=p.name(table, seat))


def _comatose_turn(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-comatose-turn", who=_n(p, table, d["seat"]), dreams=dreams_words(d.get("returned") or []),
             count=d.get("face_down", 0))


def _drew(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    cause = d.get("cause")
    drawn = dreams_words(d["dreams"])
    if cause == "depths":
        return t("darkly-event-drew-depths", who=_n(p, table, d["seat"]), dreams=drawn)
    if cause == "nightmare_depths":
        return t("darkly-event-drew-nightmare-depths", who=_n(p, table, d["seat"]), dreams=drawn)
    if cause == "nightmare":
        return t("darkly-event-drew-nightmare", who=_n(p, table, d["seat"]), dreams=drawn)
    return t("darkly-event-drew", who=_n(p, table, d["seat"]), count=len(d["dreams"]), short=dreams_short(d["dreams"]),
             dreams=drawn)


def _returned(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    cause = d.get("cause")
    if cause == "choice":
        return t("darkly-event-returned", who=_n(p, table, d["seat"]), dreams=dreams_words(d["dreams"]))
    if cause == "nightmare_depths":
        return t("darkly-event-returned-depths", who=_n(p, table, d["seat"]), dreams=dreams_words(d["dreams"]))
    return None  # sleep, comatose, out, becoming a Nightmare: their own lines say it


def _rolled(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    rolls = ", ".join(roll_words(r) for r in d["rolls"])
    cause = d.get("cause")
    if cause == "envy":
        return t("darkly-event-rolled-envy", who=_n(p, table, d["seat"]), rolls=rolls)
    if cause == "nightmare":
        return t("darkly-event-rolled-nightmare", by=_n(p, table, d["by"]), who=_n(p, table, d["seat"]), rolls=rolls)
    if cause == "nightmare_envy":
        return t("darkly-event-rolled-nightmare-envy", who=_n(p, table, d["seat"]), rolls=rolls)
    if cause == "nightmare_depths":
        return t("darkly-event-rolled-nightmare-depths", who=_n(p, table, d["seat"]), rolls=rolls)
    return t("darkly-event-rolled", who=_n(p, table, d["seat"]), rolls=rolls)


def _targeted(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-targeted", nightmare=_n(p, table, d["nightmare"]), dream=dream(d["dream"]), who=_n(p, table, d["seat"]))


def _nightmare_activated(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-nightmare-activated", who=_n(p, table, d["seat"]), dream=dream(d["dream"]),
             nightmare=_n(p, table, d["nightmare"]), kind=d["dream"])


def _nightmare_took(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-nightmare-took", nightmare=_n(p, table, d["nightmare"]), who=_n(p, table, d["seat"]),
             dream=dream(d["dream"]))


def _cages(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    if d.get("flipped") is None:
        return t("darkly-event-cages-none", who=_n(p, table, d["seat"]))
    return t("darkly-event-cages", who=_n(p, table, d["seat"]), dream=dream(d["dream"]), place=d["flipped"] + 1)


def _envy_pick(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    what = dream(d["dream"])
    if d["chooser"] == d["seat"]:
        return t("darkly-event-envy-pick-own", who=_n(p, table, d["seat"]), dream=what)
    return t("darkly-event-envy-pick", chooser=_n(p, table, d["chooser"]), who=_n(p, table, d["seat"]), dream=what)


def _envy_mode(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    if d["mode"] == "pick":
        return t("darkly-event-envy-mode-pick", nightmare=_n(p, table, d["nightmare"]), who=_n(p, table, d["seat"]))
    return t("darkly-event-envy-mode-two", nightmare=_n(p, table, d["nightmare"]), who=_n(p, table, d["seat"]))


def _moved_to_hunt(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    if d.get("source") == "points":
        return t("darkly-event-hunt-points", by=_n(p, table, d["by"]), who=_n(p, table, d["seat"]), dream=dream(d["dream"]))
    return t("darkly-event-hunt-shadow", who=_n(p, table, d["seat"]), dream=dream(d["dream"]))


def _declined(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    if d.get("choice") == "nm_primeval":
        return t("darkly-event-declined-nm-primeval", who=_n(p, table, d["seat"]))
    return t("darkly-event-declined", who=_n(p, table, d["seat"]))


def _out(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-out-hunted" if d.get("reason") == "hunted" else "darkly-event-out-asleep",
             who=_n(p, table, d["seat"]))


def _became_nightmare(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-became-nightmare", who=_n(p, table, d["seat"]), kind=d["nightmare"],
             emoji=EMOJI[d["nightmare"]], count=d["points"])


def _comatose(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-comatose", who=_n(p, table, d["seat"]), exhaust=d["exhaust"])


def _slept(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    points = p.public(table).get("points") or []
    have = points[d["seat"]] if d["seat"] < len(points) else None
    back = dream(d["returned"]) if d.get("returned") else None
    key = "darkly-event-slept" + ("-points" if have is not None else "") + ("-back" if back else "")
    return t(key, who=_n(p, table, d["seat"]), points=have if have is not None else 0, dream=back or "")


def _stayed_awake(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("darkly-event-stayed-awake", who=_n(p, table, d["seat"]), marker=d["marker"])


def _final_round(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = ", ".join(_n(p, table, s) for s in d.get("seats") or [])
    return t("darkly-event-final-round", who=who, before=_n(p, table, d["ends_before"]))


def _game_over(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    reason = d.get("reason")
    if reason == "deck_empty":
        return t("darkly-event-over-deck", who=_n(p, table, d["seat"]), needed=d["needed"], left=d["left"])
    if reason == "all_nightmares":
        return t("darkly-event-over-nightmares")
    return t("darkly-event-over-final")


LINES: dict[str, Callable[[_Presenter, "Table", Mapping[str, Any]], str | None]] = {
    "placed": _placed,
    "turn": _turn,
    "comatose_turn": _comatose_turn,
    "drew": _drew,
    "returned": _returned,
    "rolled": _rolled,
    "targeted": _targeted,
    "nightmare_activated": _nightmare_activated,
    "nightmare_took": _nightmare_took,
    "cages": _cages,
    "envy_pick": _envy_pick,
    "envy_mode": _envy_mode,
    "moved_to_hunt": _moved_to_hunt,
    "declined": _declined,
    "out": _out,
    "became_nightmare": _became_nightmare,
    "comatose": _comatose,
    "slept": _slept,
    "stayed_awake": _stayed_awake,
    "final_round": _final_round,
    "game_over": _game_over,
}
