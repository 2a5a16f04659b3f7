"""How Somna ends: the village purges the Demon, or evil reaches parity.

- Village wins when the Dream Demon dies (execution, Poison, the Zealot, the
  Beast). A Witch still living dies with the Demon.
- Evil wins when the living village players are no more than the living evil
  players (Demon, Witch, Beast). Checked after every sunrise and execution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Event, SeatResult, public

from .rules import ROLES

if TYPE_CHECKING:
    from .state import SomnaState


def check(st: "SomnaState") -> list[Event]:
    """End the game if a side has won; return the closing events."""
    demon = st.roles.index("demon")
    if not st.alive[demon]:
        with_demon = [s for s in st.living() if st.roles[s] == "witch"]
        for seat in with_demon:
            st.alive[seat] = False
            st.dead.append({"seat": seat, "how": ["with_demon"], "role": "witch"})
        return _finish(st, "village", "demon_dead", with_demon)
    evil = sum(1 for s in st.living() if ROLES[st.roles[s]].faction == "evil")
    village = len(st.living()) - evil
    if village <= evil:
        return _finish(st, "evil", "parity", [])
    return []


def _finish(st: "SomnaState", winner: str, reason: str, with_demon: list[int]) -> list[Event]:
    st.phase = "over"
    st.winner, st.reason = winner, reason
    st.nominee = st.accuser = st.condemned = None
    st.enter("over")
    return [public("game_over", winner=winner, reason=reason, roles=list(st.roles),
                   dealt=list(st.dealt), factions=[ROLES[r].faction for r in st.roles],
                   alive=st.living(), died_with_demon=with_demon, story=st.story_copy())]


def outcome(st: "SomnaState") -> list[SeatResult]:
    results = []
    for seat in range(st.players):
        faction = ROLES[st.roles[seat]].faction
        won = st.winner is not None and faction == st.winner
        details = {"role": st.roles[seat], "dealt_role": st.dealt[seat], "faction": faction,
                   "alive": st.alive[seat]}
        results.append(SeatResult(seat, 1 if won or st.winner is None else 2, won, 1.0 if won else 0.0, details))
    return results
