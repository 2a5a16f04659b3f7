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


def public(st: "SomnaState") -> dict[str, Any]:
    living = st.living()
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
        "votes": dict(st.votes) if st.stage in ("vote", "final") else {},
        "needed": needed(len(living)),
        "ready": sorted(st.ready),
        "failed_votes": st.failed_votes,
        "max_failed_votes": DAY["max_failed_votes"],
        "vote_history": _copy(st.history) if st.phase == "day" else [],
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
    v = public(st)
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
    })
    if st.stage == "pyre" and str(seat) in st.pyre:
        v["pyre_choice"] = st.pyre[str(seat)]
    return v
