"""Somnikum's event lines: one function per event kind, which the
presenter's ``event_line`` looks up (a table, not one long chain)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

from games.somnikum.cards import CATALOG
from words import t

from .somnikum_words import WHEEL, card_text, encounter_words, gap_text, particle_text
from .somnikum_names import encounter_name, encounter_text

if TYPE_CHECKING:
    from bot.tables import Table


class _Presenter(Protocol):
    def name(self, table: "Table", seat: int | None) -> str: ...

    def score_lines(self, breakdown: Mapping[str, Any], goal: str | None) -> list[str]: ...


def _flywheels_placed(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    size = len(getattr(table.state, "field", []) or []) or 16
    g = d["gaps"]
    return t("somnikum-event-flywheels", who=who, first=gap_text(g[0], size), second=gap_text(g[1], size))


def _turn_started(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return None


def _token_placed(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    how = {"B": "somnikum-event-token-rule-b", "dust": "somnikum-event-token-dust"}.get(d.get("rule") or "")
    return t(how or "somnikum-event-token", who=who, token=particle_text(d["particle"]),
             card=card_text(d["card"]), level=d["level"])


def _token_paid(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("somnikum-event-paid", token=particle_text(d["particle"]))


def _flywheel_moved(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    wheel = WHEEL[d["wheel"]]
    if d.get("extra"):
        return t("somnikum-event-moved-extra", who=who, wheel=wheel, number=d["wheel"] + 1,
                 card=card_text(d["card"]), place=d["place"] + 1)
    return t("somnikum-event-moved", who=who, wheel=wheel, number=d["wheel"] + 1, steps=d["steps"],
             backwards="yes" if d.get("direction") == "counter-clockwise" else "no",
             paid=d.get("paid") or 0, card=card_text(d["card"]), place=d["place"] + 1)


def _tokens_drawn(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    text = t("somnikum-event-drawn-pouch" if d.get("reason") == "encounter" else "somnikum-event-drawn",
             who=who, count=d["count"])
    return text + (" " + t("somnikum-event-bag-empty") if d.get("bag_empty") else "")


def _tokens_received(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    got = ", ".join(particle_text(p) for p in d.get("particles") or [])
    return t("somnikum-event-received", tokens=got) if got else None


def _condition_b(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    if not d.get("drawn"):
        return t("somnikum-event-b-none-drawn")
    if d.get("round_ends"):
        return t("somnikum-event-b-ends", blank=d["blank"], drawn=d["drawn"])
    return t("somnikum-event-b-goes-on")


def _card_attached(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    card = card_text(d["card"])
    if d.get("pos") == 0 and not d.get("broken"):
        return t("somnikum-event-attached-first", who=who, card=card, level=d["level"], place=d["pos"] + 1)
    if not d.get("broken"):
        return t("somnikum-event-attached", who=who, card=card, level=d["level"], place=d["pos"] + 1)
    return t("somnikum-event-attached-break" if d.get("break_token") else "somnikum-event-attached-break-empty",
             who=who, card=card, level=d["level"], place=d["pos"] + 1)


def _encounters_reshuffled(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("somnikum-event-reshuffled", count=d["size"])


def _encounters_drawn(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    catcher = d.get("level") == 0
    if not d.get("count"):
        return t("somnikum-event-encounters-none-catcher" if catcher else "somnikum-event-encounters-none",
                 who=who, level=d.get("level") or 0)
    return t("somnikum-event-encounters-catcher" if catcher else "somnikum-event-encounters",
             who=who, count=d["count"], level=d.get("level") or 0)


def _encounters_seen(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("somnikum-event-seen", cards=", ".join(encounter_words(c) for c in d["cards"]))


def _encounter_kept(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("somnikum-event-kept", card=encounter_words(d["card"]))


def _encounters_discarded(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    if not d.get("cards"):
        return None
    return t("somnikum-event-discarded", who=who, cards=", ".join(encounter_name(c) for c in d["cards"]))


def _encounter_played(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    played = str(d.get("card"))
    name, text = (encounter_name(played), encounter_text(played)) if played in CATALOG.encounters \
        else (d["name"], d["text"])
    return t("somnikum-event-played-permanent" if d.get("permanent") else "somnikum-event-played",
             who=who, name=name, text=text)


def _break_mended(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    return t("somnikum-event-mended", who=who, card=card_text(d["card"]), level=d["level"])


def _token_stolen(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    return t("somnikum-event-stolen", who=who, victim=p.name(table, d["victim"]))


def _token_stolen_particle(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    who = f"**{p.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
    return t("somnikum-event-stolen-particle", who=who, token=particle_text(d["particle"]),
             victim=p.name(table, d["victim"]))


def _round_ended(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    ended = t("somnikum-event-round-ended-a" if d.get("condition") == "A" else "somnikum-event-round-ended-b",
              round=d["round"])
    left = d.get("removed") or []
    if left:
        ended += " " + t("somnikum-event-leftover", cards=" ".join(card_text(c) for c in left))
    standing = d.get("standing") or []
    return "\n".join([ended] + [
        t("somnikum-round-standing", name=p.name(table, seat), cards=x["cards"], breaks=x["breaks"],
          tokens=x["tokens"], encounters=x["encounters"], running=x["running"])
        for seat, x in enumerate(standing)])


def _round_started(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return t("somnikum-event-round-started", round=d["round"], count=len(d["field"]),
             name=p.name(table, d["placer"]))


def _final_scoring(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    out = [t("somnikum-event-final-scoring")]
    for r in sorted(d["seats"], key=lambda r: (r["place"], r["seat"])):
        b = r["breakdown"]
        out.append(t("somnikum-event-final-seat", name=p.name(table, r["seat"]), score=r["score"],
                     count=r.get("tokens_held", 0)))
        out += [f"\u2003{x}" for x in p.score_lines(b, r.get("goal"))]
    return "\n".join(out)


def _game_over(p: "_Presenter", table: "Table", d: Mapping[str, Any]) -> str | None:
    return None


LINES: dict[str, Callable[[_Presenter, "Table", Mapping[str, Any]], str | None]] = {
    "flywheels_placed": _flywheels_placed,
    "turn_started": _turn_started,
    "turn_ended": _turn_started,
    "token_placed": _token_placed,
    "token_paid": _token_paid,
    "flywheel_moved": _flywheel_moved,
    "tokens_drawn": _tokens_drawn,
    "tokens_received": _tokens_received,
    "condition_b": _condition_b,
    "card_attached": _card_attached,
    "encounters_reshuffled": _encounters_reshuffled,
    "encounters_drawn": _encounters_drawn,
    "encounters_seen": _encounters_seen,
    "encounter_kept": _encounter_kept,
    "encounters_discarded": _encounters_discarded,
    "encounter_played": _encounter_played,
    "break_mended": _break_mended,
    "token_stolen": _token_stolen,
    "token_stolen_particle": _token_stolen_particle,
    "round_ended": _round_ended,
    "round_started": _round_started,
    "final_scoring": _final_scoring,
    "game_over": _game_over,
}
