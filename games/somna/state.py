"""SomnaState: the whole game as plain JSON-safe fields, and the phase loop.

night 1 (the Demon seduces) -> sunrise -> day -> night 2 -> sunrise -> day ...
until a side wins. The night and the day's votes and pyre are simultaneous:
``to_act()`` returns several seats. At night every living seat stays in
``to_act()`` until sunrise, so an answer can be changed until the last living
player has answered.
"""

from __future__ import annotations

import json
from typing import Any, Hashable, Mapping

from games.base import Closing, Decision, Event, Rng, SeatResult, State, public
from words import Text

from . import day, end, night, view
from .actions import Daybreak, Sleep, UsePower
from .rules import DAY, FIRST_NIGHT, LIMITS, POWERS, ROLES, deck

FIELDS = (
    "players", "options", "roles", "dealt", "alive", "phase", "stage", "stage_seq", "night", "day",
    "choices", "resisted", "used", "hexed_last_night", "knowledge", "dead", "nominee", "accuser",
    "votes", "ready", "failed_votes", "history", "condemned", "pyre", "story", "winner", "reason", "tied",
)
# Fields added after tables were stored, with the value an older snapshot means.
LATER_FIELDS: dict[str, Any] = {"tied": []}


class SomnaState(State):
    players: int
    options: dict[str, Any]
    roles: list[str]           # current role per seat (the Witch and Beast are made in play)
    dealt: list[str]           # role dealt at the start
    alive: list[bool]
    phase: str                 # night | day | over
    stage: str                 # night | nominate | plea | vote | final | pyre | over
    stage_seq: int             # bumped at every stage change (the bot re-arms its timer)
    night: int
    day: int
    choices: list[str | None]  # tonight's current answers (encoded), None = not yet answered
    resisted: list[int]        # seats that resisted the Demon's seduction tonight (basic mode)
    used: dict[str, int]       # limited uses spent, by pool (rules.toml [limits])
    hexed_last_night: list[int]
    knowledge: list[list[dict[str, Any]]]
    dead: list[dict[str, Any]]           # public death records
    nominee: int | None
    accuser: int | None
    votes: dict[str, Any]      # seat -> "yes"/"no" (vote) or seat/None (final)
    ready: list[int]           # seats that ended the day (no further nomination)
    failed_votes: int
    history: list[dict[str, Any]]        # today's votes
    condemned: int | None
    pyre: dict[str, str]       # seat -> watch/sabotage (secret)
    story: list[str]           # night and day entries, each frozen as JSON text when written
    winner: str | None
    reason: str | None
    tied: list[int]            # the final vote's tied seats, while their runoff runs

    def __init__(self, players: int, seed: int | str, options: dict[str, Any]) -> None:
        self.players = players
        self.options = dict(options)
        self.rng = Rng(seed)
        cards = deck(players, options["advanced"])
        self.rng.shuffle(cards)
        self.roles = cards
        self.dealt = list(cards)
        self.alive = [True] * players
        self.phase, self.stage, self.stage_seq = "night", "night", 0
        self.night = self.day = 0
        self.choices = [None] * players
        self.resisted = []
        self.used = {pool: 0 for pool in LIMITS}
        self.hexed_last_night = []
        self.knowledge = [[] for _ in range(players)]  # the Monger learns the Zealot on night 2
        self.dead = []
        self.nominee = self.accuser = self.condemned = None
        self.votes, self.ready, self.pyre = {}, [], {}
        self.failed_votes = 0
        self.history = []
        self.story = []
        self.winner = self.reason = None
        self.tied = []
        self.begin_night()

    # -- helpers ----------------------------------------------------------

    def living(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def enter(self, stage: str) -> None:
        self.stage = stage
        self.stage_seq += 1
        self.votes, self.ready, self.pyre = {}, [], {}

    def begin_night(self) -> list[Event]:
        self.phase = "night"
        self.night += 1
        self.choices = [None] * self.players
        self.resisted = []
        self.nominee = self.accuser = self.condemned = None
        self.enter("night")
        return [public("night_falls", night=self.night)] + night.nightfall(self)

    def after_day(self) -> list[Event]:
        """After the pyre: the game may end, else night falls."""
        return end.check(self) or self.begin_night()

    def tell_story(self, entry: dict[str, Any]) -> None:
        self.story.append(json.dumps(entry, separators=(",", ":")))

    def story_copy(self) -> list[dict[str, Any]]:
        return [json.loads(text) for text in self.story]

    # -- the contract -----------------------------------------------------

    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "night":
            # Every living player until sunrise: an answer can be changed
            # until the night resolves (when every living player answered).
            return self.living()
        return day.to_act(self)

    def decision(self) -> Decision | None:
        # Each stage is one decision (the night, a nomination round, a plea,
        # each vote, the pyre): ``enter`` bumps stage_seq at every one. At
        # night and in the votes an answer may be changed until it resolves.
        if self.phase == "over":
            return None
        return Decision(self.stage_seq, tuple(self.to_act()), self.stage,
                        steps=self.stage in ("night", "vote", "final", "runoff"))

    def awaiting(self) -> list[int]:
        if self.phase == "night":
            return [s for s in self.living() if self.choices[s] is None]
        if self.stage in ("vote", "final", "runoff"):
            return [s for s in self.living() if str(s) not in self.votes]
        return self.to_act()

    def waits_out(self, seat: int) -> bool:
        # The plea runs its course; the pyre burns when its time runs out.
        return self.stage in ("plea", "pyre")

    def secret_turns(self) -> bool:
        # Nobody may learn who acts at night, nor who was asked at the pyre
        # (that would point at the Monger).
        return self.stage in ("night", "pyre")

    def why_waiting(self, seat: int) -> Text | None:
        if self.phase != "over" and not self.alive[seat]:
            return Text("game-somna-dead-wait")
        if self.stage == "plea" and seat != self.nominee:
            return Text("game-somna-plea-wait")
        if self.stage == "nominate" and seat in self.ready:
            return Text("game-somna-ended-day-wait")
        return super().why_waiting(seat)

    def _legal_actions(self, seat: int) -> list[Hashable]:
        if self.phase == "night":
            # Daybreak, the Storyteller's, is legal all night so no seat's
            # choices change within it; no prompt offers it (the presenter).
            return night.options(self, seat) + [Daybreak()]
        return day.options(self, seat)

    def closing(self) -> Closing | None:
        if self.phase != "night" or not night.all_answered(self):
            return None
        return Closing(self.living()[0], Daybreak(), self.options.get("night_min_seconds", night.MIN_SECONDS),
                       night.CLOSE_WINDOW)

    def players_may_play(self, action: Hashable) -> bool:
        return not isinstance(action, Daybreak)  # the Storyteller ends the night, never a player

    def default_action(self, seat: int) -> Hashable:
        if self.phase == "night":
            return night.default(self, seat)
        return day.default(self, seat)

    def explain_illegal(self, seat: int, action: Hashable) -> Text:
        if self.phase == "night":
            if isinstance(action, UsePower) and action.power in POWERS:
                if action.power not in ROLES[self.roles[seat]].powers:
                    return Text("game-somna-not-your-power")
                if action.target in self.resisted:
                    return Text("game-somna-resisted")
                if self.night == 1 and action.power not in FIRST_NIGHT:
                    return Text("game-somna-first-night-demon-only")
                if not night.available(self, action.power):
                    return Text("game-somna-power-unavailable", {"power": Text("game-somna-power", {"power": action.power})})
                return Text("game-somna-bad-target")
            if isinstance(action, Sleep):
                return Text("game-somna-first-night-seduce")
            return Text("game-somna-night-only-powers")
        if isinstance(action, (Sleep, UsePower)):
            return Text("game-somna-day-no-powers")
        return day.explain(self, seat, action)

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        if self.phase == "night":
            events, resolved = night.submit(self, seat, action)
            if not resolved:
                return events
            # The night resolved: sunrise, then the game may end, else the day begins.
            return events + (end.check(self) or day.begin(self))
        return day.apply(self, seat, action)

    def decision_seconds(self) -> int | None:
        o = self.options
        return {
            "night": o["night_seconds"], "nominate": o["day_seconds"], "plea": o["plea_seconds"],
            "vote": o["vote_seconds"], "final": DAY["final_vote_seconds"], "pyre": DAY["pyre_seconds"],
            "runoff": DAY["runoff_seconds"],
        }.get(self.stage)

    def decision_clock(self) -> str | None:
        # One clock per day for the nominations: a reopened round goes on
        # with what is left of the day, it does not start the day again.
        return f"day {self.day}" if self.stage == "nominate" else None

    def pace_period(self) -> str | None:
        # The host's one extension is per night and the day after it.
        return None if self.phase == "over" else f"round {self.night}"

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.public(self) if seat is None else view.private(self, seat)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> list[SeatResult]:
        return end.outcome(self)

    def to_dict(self) -> dict[str, Any]:
        d = _snapshot({name: getattr(self, name) for name in FIELDS})
        d["rng"] = self.rng.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "SomnaState":
        st = cls.__new__(cls)
        data = _snapshot(d)
        for name in FIELDS:
            setattr(st, name, data[name])
        st.rng = Rng.from_dict(d["rng"])
        return st


def _records(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in r.items()} for r in records]


def _snapshot(d: Mapping[str, Any]) -> dict[str, Any]:
    """Copy the fields so that no list is shared (cheaper than a JSON round trip)."""
    out = {name: d[name] if name in d or name not in LATER_FIELDS else LATER_FIELDS[name] for name in FIELDS}
    for name in ("options", "used", "votes", "pyre"):
        out[name] = dict(d[name])
    for name in ("roles", "dealt", "alive", "choices", "resisted", "hexed_last_night", "ready", "story", "tied"):
        out[name] = list(d[name])
    out["knowledge"] = [[dict(k) for k in notes] for notes in d["knowledge"]]
    out["dead"] = _records(d["dead"])
    out["history"] = _records(d["history"])
    return out
