"""What the channel and each seat may see.

``public`` holds nothing secret: no living player's role, no night choice, no
pyre answer, and nothing that changes while a night runs. ``private`` adds
what one seat may know: its role, what it has learned, its remaining uses, its
allies (the Demon's Witch and Beast, the Beast's Demon, the Monger's Zealot)
and its answer tonight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .day import needed
from .rules import DAY, LIMITS, POWERS, ROLES

if TYPE_CHECKING:
    from .state import SomnaState


def _copy(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Copy a list of records two levels deep (their values are scalars, flat
    lists or flat dicts), so views never share lists with the state."""
    return [{k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in r.items()} for r in records]


def public(st: "SomnaState", story: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    living = st.living()
    story = st.story_copy() if story is None else story
    v: dict[str, Any] = {
        "phase": st.phase,
        "stage": st.stage,
        "stage_seq": st.stage_seq,
        "night": st.night,
        "day": st.day,
        "players": st.players,
        "advanced": st.options["advanced"],
        "alive": living,
        "dead": _copy(st.dead),
        # The Hex cards lie on the hexed players' role cards in view of
        # everyone from sunrise (set only at sunrise: still during a night).
        "hexed": list(st.hexed_last_night),
        "hexes_left": LIMITS["hexes"] - st.used["hexes"],
        "nominee": st.nominee,
        "accuser": st.accuser,
        "votes": dict(st.votes) if st.stage in ("vote", "final", "runoff") else {},
        "tied": list(st.tied),
        "needed": needed(len(living)),
        "ready": sorted(st.ready),
        "failed_votes": st.failed_votes,
        "max_failed_votes": DAY["max_failed_votes"],
        "vote_history": _copy(st.history) if st.phase == "day" else [],
        "past_days": past_days(story),
        "past_nights": past_nights(story),
        "condemned": st.condemned,
        "decision_seconds": st.decision_seconds(),
        "winner": st.winner,
        "reason": st.reason,
    }
    if st.stage == "vote":
        v["tally"] = {"yes": sum(1 for x in st.votes.values() if x == "yes"),
                      "no": sum(1 for x in st.votes.values() if x == "no")}
    if st.phase == "over":
        v["roles"] = list(st.roles)
        v["dealt"] = list(st.dealt)
    return v


def past_days(story: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every finished day as the channel saw it: its ballots (who nominated
    whom, each vote, each final pick), who was condemned and whether the pyre
    was sabotaged (never by whom), so a seat's memory of the days is the view."""
    days = []
    for entry in story:
        if "day" in entry:
            days.append({"day": entry["day"], "votes": entry["votes"], "condemned": entry["condemned"],
                         "sabotaged": entry["sabotaged_by"] is not None})
    return days


def past_nights(story: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every sunrise as the channel heard it: deaths (as told), how many were
    saved (a count, never who), who returned and who was hexed; never the
    night's acts. Roles revealed in death stay in ``dead`` alone (a player
    the Elixir brought back is no longer what they died as)."""
    return [{"night": e["night"], "deaths": [{"seat": r["seat"], "how": r["how"]} for r in e["deaths"]],
             "saved": len(e["saved"]),
             "returned": e["returned"], "hexed": e["hexed"]}
            for e in story if "night" in e]


def my_acts(story: list[dict[str, Any]], seat: int) -> list[dict[str, Any]]:
    """This seat's own past night answers that used a power (what it chose,
    not what came of it: results arrive as ``knowledge``)."""
    return [{"night": e["night"], "power": a["power"], "target": a["target"]}
            for e in story if "night" in e for a in e["acts"] if a["seat"] == seat]


def uses(st: "SomnaState", role_name: str) -> dict[str, int]:
    role = ROLES[role_name]
    left: dict[str, int] = {}
    for power in role.powers:
        pool = POWERS[power].pool
        if pool and ("advanced" not in POWERS[power].requires or st.options["advanced"]):
            left[pool] = LIMITS[pool] - st.used[pool]
    for pool in role.day_powers:
        left[pool] = LIMITS[pool] - st.used[pool]
    return left


def allies(st: "SomnaState", seat: int) -> dict[str, Any]:
    role = st.roles[seat]
    if role == "demon":
        return {"witches": [s for s, r in enumerate(st.roles) if r == "witch"],
                "beast": [s for s, r in enumerate(st.roles) if r == "beast"]}
    if role == "beast":
        return {"demon": st.roles.index("demon")}
    known = [k for k in st.knowledge[seat] if k["kind"] == "knows"]
    return {k["role"]: k["seat"] for k in known}


def private(st: "SomnaState", seat: int) -> dict[str, Any]:
    story = st.story_copy()
    v = public(st, story)
    role = st.roles[seat]
    v.update({
        "seat": seat,
        "role": role,
        "role_title": ROLES[role].title,
        "faction": ROLES[role].faction,
        "dealt_role": st.dealt[seat],
        "knowledge": _copy(st.knowledge[seat]),
        "uses": uses(st, role),
        "allies": allies(st, seat),
        "night_choice": st.choices[seat] if st.phase == "night" else None,
        "resisted_tonight": list(st.resisted) if role == "demon" and st.phase == "night" else [],
        "my_acts": my_acts(story, seat),
    })
    if st.stage == "pyre" and str(seat) in st.pyre:
        v["pyre_choice"] = st.pyre[str(seat)]
    return v
