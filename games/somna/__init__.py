"""Somna: Unveil the Shadows -- a werewolf-like game; the bot is the Storyteller.

7-20 players. A Dream Demon hides in the village. On night 1 it seduces a
plain Villager into its Witch; from night 2 every living player answers a
night prompt at once (a plain Villager can only Sleep) and the night resolves
in order: seduction, hexes, protections (Priest vs the Demon, Monger vs the
Zealot), kills (Demon, Beast, Poison, Zealot: simultaneous), the Elixir, then
information (Witch's Spell, Witch Hunter, Curious One). By day players
nominate, the accused pleads, everyone votes (execution on yes > half the
living); after ``max_failed_votes`` failed votes or when everyone ends the day
a final plurality vote executes someone; the Monger may sabotage one pyre.
The village wins when the Demon dies; evil wins at parity.

Options: ``pace`` (quick, standard, relaxed: presets of the four times below),
``advanced`` (Beast and Curious One), ``reveal_roles_on_death``,
``storyteller_hints`` (the sunrise recap's hint about a living role), ``night_seconds``,
``night_min_seconds``, ``spirits_see_roles`` (the bot shows the dead every role), ``day_seconds``, ``plea_seconds``, ``vote_seconds``.

Public view keys: phase, stage, stage_seq, night, day, players, advanced,
alive, dead, hexed, hexes_left, nominee, accuser, votes, tied, tally, needed, ready, failed_votes,
max_failed_votes, vote_history, past_days, past_nights, condemned,
decision_seconds, winner, reason (and roles, dealt once over). Private adds:
seat, role, role_title, faction, dealt_role, knowledge, uses, allies,
night_choice, resisted_tonight, pyre_choice, my_acts. See docs/games/somna.md.

>>> from games.somna import GAME
>>> state = GAME.new(players=7, seed=1)
>>> state.view(None)["phase"], len(state.to_act())
('night', 7)
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Game, GameType, Option, State

from . import actions
from .rules import DAY, PACES
from .state import SomnaState


class SomnaGame(Game):
    name = "somna"
    title = "Somna"
    # Roles are secret; the night and the votes are simultaneous; the night
    # and the pyre hide who acts; the dead are silenced with channel
    # permissions, so a table takes a whole channel; the village plays
    # against evil (the outcome's ``faction``).
    game_type = GameType(min_players=7, max_players=20, hidden_roles=True, simultaneous=True,
                         secret_turns=True, plays_in="channel", team_detail="faction")
    turn_seconds = 90
    options = {
        "advanced": Option("advanced", bool, False,
                           "Advanced mode: the Curious One is dealt and the Demon can make a Beast."),
        "reveal_roles_on_death": Option("reveal_roles_on_death", bool, False,
                                        "Announce the role of every player who dies."),
        "storyteller_hints": Option("storyteller_hints", bool, True,
                                    "At each sunrise the Storyteller hints at one role still in play "
                                    "(never who holds it)."),
        "pace": Option("pace", str, "standard",
                       "Pace: quick, standard or relaxed; sets the times you do not set yourself.",
                       choices=tuple(PACES)),
        "night_seconds": Option("night_seconds", int, 90, "Length of a night, in seconds.",
                                minimum=20, maximum=900),
        "night_min_seconds": Option("night_min_seconds", int, 30,
                                    "Shortest night, in seconds; it then ends a few seconds after the last answer.",
                                    minimum=0, maximum=600),
        "spirits_see_roles": Option("spirits_see_roles", bool, False,
                                    "The dead see every role in their spirits thread."),
        "day_seconds": Option("day_seconds", int, 480, "Time for nominations each day, in seconds.",
                              minimum=60, maximum=3600),
        "plea_seconds": Option("plea_seconds", int, 60, "Time the accused has to plead, in seconds.",
                               minimum=10, maximum=600),
        "vote_seconds": Option("vote_seconds", int, 30, "Length of a vote, in seconds.",
                               minimum=10, maximum=600),
        "min_players": Option("min_players", int, 7,
                              "Fewest players (5 or 6 for casual servers: Demon, Witch Hunter, Priest, Apothecary).",
                              minimum=5, maximum=7),
    }

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The pace preset sets every time the table did not set itself."""
        given = dict(options or {})
        resolved = super().resolve_options(given)
        for name, seconds in PACES[resolved["pace"]].items():
            if name not in given:
                resolved[name] = seconds
        return resolved

    def seat_limits(self, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        floor = (options or {}).get("min_players", self.min_players)
        return floor, self.max_players

    def decision_times(self, options: Mapping[str, Any]) -> dict[str, int]:
        return {"night": options["night_seconds"], "nominations": options["day_seconds"],
                "plea": options["plea_seconds"], "vote": options["vote_seconds"],
                "final vote": DAY["final_vote_seconds"], "pyre": DAY["pyre_seconds"]}

    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State:
        return SomnaState(players, seed, options)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        return SomnaState.from_dict(d)

    def encode(self, action: Hashable) -> str:
        return actions.encode(action)

    def decode(self, text: str) -> Hashable:
        return actions.decode(text)


SomnaState.game = GAME = SomnaGame()

__all__ = ["GAME", "SomnaGame", "SomnaState"]
