"""The Somnikum position: setup, snapshot, and the phase table of legal actions."""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Decision, Event, IllegalAction, Rng, SeatResult, State, public
from words import Text

from . import encounters, rules
from .actions import (Attach, Back, Chain, ChooseToken, ChooseWheel, EndTurn, Keep, Mend, Pay, PlaceFlywheels, PlaceOn,
                      Play, Rob, Steps)
from .cards import CATALOG
from .dream import Dream, breaks, copy_dream, new_dream, open_levels, rightmost
from .explain import explain
from .rules import Phase
from .scoring import breakdown_lines, score_dream
from .view import build_view


class SomnikumState(State):
    # Declared for type checkers: ``setup`` and ``from_dict`` set every one.
    players: int
    round: int                    # 1..3
    phase: str                    # a ``Phase`` value
    current: int                  # the seat whose turn it is
    field: list[str | None]       # the ring of dream card ids; None where a card was taken
    wheels: list[int]             # the two flywheels' gaps
    deck: list[str]               # dream card ids, top first
    removed: list[str]            # dream card ids out of the game (K-5)
    bag: list[int]                # sand token ids
    tokens: list[list[int]]       # sand token ids per seat
    goals: list[str]              # goal card id per seat
    goal_box: list[str]           # goal card ids not dealt
    enc_deck: list[str]           # encounter card ids, top first
    enc_discard: list[str]
    hands: list[list[str]]        # encounter card ids per seat
    front: list[list[str]]        # permanent encounters face up per seat
    dreams: list[Dream]
    turn: dict[str, Any]          # ``rules.new_turn()``'s keys

    # -- setup ----------------------------------------------------------------

    @classmethod
    def setup(cls, players: int, seed: int | str, options: Mapping[str, Any]) -> "SomnikumState":
        s = cls()
        s.players = players
        s.options = dict(options)
        s.rng = Rng(seed)
        cards = list(CATALOG.cards)
        s.rng.shuffle(cards)
        s.deck, s.removed = cards, []
        s.round = 1
        s.field, s.wheels = [], [0, 0]
        rules.deal_field(s)
        s.bag = [t.id for t in CATALOG.tokens]
        goals = list(CATALOG.goals)
        s.rng.shuffle(goals)
        s.goals, s.goal_box = goals[:players], goals[players:]
        s.enc_deck = CATALOG.encounter_ids(options.get("discovery_18", False))
        s.rng.shuffle(s.enc_deck)
        s.enc_discard = []
        s.hands = [[] for _ in range(players)]
        s.front = [[] for _ in range(players)]
        s.tokens = [[] for _ in range(players)]
        s.dreams = [new_dream() for _ in range(players)]
        for seat in range(players):  # the first player 0 tokens, the second 1, ...
            rules.draw_tokens(s, seat, seat, "setup")
        s.turn = rules.new_turn()
        s.current = players - 1  # the player to the right of the first player places the flywheels
        s.phase = Phase.FLYWHEELS
        return s

    # -- snapshot -------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        t = self.turn
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "round": self.round,
            "phase": self.phase,
            "current": self.current,
            "field": list(self.field),
            "wheels": list(self.wheels),
            "deck": list(self.deck),
            "removed": list(self.removed),
            "bag": list(self.bag),
            "tokens": [list(x) for x in self.tokens],
            "goals": list(self.goals),
            "goal_box": list(self.goal_box),
            "enc_deck": list(self.enc_deck),
            "enc_discard": list(self.enc_discard),
            "hands": [list(x) for x in self.hands],
            "front": [list(x) for x in self.front],
            "dreams": [copy_dream(d) for d in self.dreams],
            "turn": {**t, "drawn": list(t["drawn"])},
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "SomnikumState":
        s = cls()
        s.players = d["players"]
        s.options = dict(d["options"])
        s.rng = Rng.from_dict(d["rng"])
        s.round, s.phase, s.current = d["round"], d["phase"], d["current"]
        s.field, s.wheels = list(d["field"]), list(d["wheels"])
        s.deck, s.removed, s.bag = list(d["deck"]), list(d["removed"]), list(d["bag"])
        s.tokens = [list(x) for x in d["tokens"]]
        s.goals, s.goal_box = list(d["goals"]), list(d["goal_box"])
        s.enc_deck, s.enc_discard = list(d["enc_deck"]), list(d["enc_discard"])
        s.hands = [list(x) for x in d["hands"]]
        s.front = [list(x) for x in d["front"]]
        s.dreams = [copy_dream(x) for x in d["dreams"]]
        s.turn = {**rules.new_turn(), **d["turn"]}
        s.turn["drawn"] = list(s.turn["drawn"])
        return s

    # -- who acts and what they may do -------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def to_act(self) -> list[int]:
        return [] if self.is_over else [self.current]

    def decision(self) -> Decision | None:
        # One decision per turn, whatever its sub-steps (token, flywheel,
        # steps, payment, attach, encounters): the current player changes
        # between turns, and placing the flywheels opens a round.
        if self.is_over:
            return None
        placing = self.phase == Phase.FLYWHEELS
        return Decision((self.round, self.current, placing), (self.current,),
                        "flywheels" if placing else "turn", steps=not placing)

    def _legal_actions(self, seat: int) -> list[Hashable]:
        s, t, p = self, self.turn, self.phase
        plays: list[Hashable] = [Play(c) for c in encounters.playable(s, seat)] if s.hands[seat] else []
        if p == Phase.FLYWHEELS:
            return [PlaceFlywheels(g) for g in range(len(s.field))]
        if p == Phase.START:
            tokens: list[Hashable] = [] if t["placed"] else [
                ChooseToken(q) for q in rules.held_particles(s, seat) if rules.token_targets(s, seat, q)]
            return [ChooseWheel(0), ChooseWheel(1), *tokens, *plays]
        if p == Phase.TOKEN:
            return [*(PlaceOn(lv) for lv in rules.token_targets(s, seat, t["particle"])), Back()]
        if p == Phase.STEPS:
            return [*(Steps(k) for k in range(1, rules.max_steps(s, seat) + 1)), Back()]
        if p == Phase.PAY:
            return [Pay(q) for q in rules.held_particles(s, seat)]
        if p == Phase.ATTACH:
            return [*(Attach(lv) for lv in open_levels(s.dreams[seat])), *plays]
        if p == Phase.KEEP:
            return [Keep(c) for c in t["drawn"]]
        if p == Phase.AFTER:
            # K-16: nothing is played after an attach that ends the round by
            # condition A (a snapshot stored under the old rule may stand here).
            return [EndTurn()] if rules.field_count(s) <= s.players else [EndTurn(), *plays]
        if p == Phase.EXTRA:
            return [ChooseWheel(0), ChooseWheel(1)]
        if p == Phase.DUST:
            return [ChooseToken(q) for q in rules.held_particles(s, seat)]
        if p == Phase.DUST_TARGET:
            return [*(PlaceOn(lv) for lv, _ in rightmost(s.dreams[seat])), Back()]
        if p == Phase.MEND:
            return [Mend(lv, e["pos"]) for lv, e in breaks(s.dreams[seat])]
        if p == Phase.ROB:
            return [Rob(o) for o in range(s.players) if o != seat and s.tokens[o]]
        return []

    def default_action(self, seat: int) -> Hashable:
        """The cheap legal move: take the nearest card (flywheel 0, one step), extend level 1,
        place nothing, play nothing, keep or pick the first offered choice."""
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction(Text("game-not-your-turn"))
        preferred = {Phase.TOKEN: Back(), Phase.STEPS: Steps(1), Phase.ATTACH: Attach(1),
                     Phase.AFTER: EndTurn()}.get(self.phase)
        if preferred in legal:
            return preferred
        return legal[0]

    def explain_illegal(self, seat: int, action: Hashable) -> Text:
        return explain(self, seat, action)

    # -- applying ---------------------------------------------------------------

    def _try(self, seat: int, chain: Chain) -> None:
        """Raise IllegalAction (the first illegal step's reason) unless the
        chain's steps are legal one after the other; this state is untouched."""
        trial = SomnikumState.from_dict(self.to_dict())
        for step in chain.actions:
            if isinstance(step, Chain):
                raise IllegalAction(Text("game-somnikum-not-a-move"))
            trial.apply(seat, step)

    def is_legal(self, seat: int, action: Hashable) -> bool:
        if not isinstance(action, Chain):
            return super().is_legal(seat, action)
        try:
            self._try(seat, action)
        except IllegalAction:
            return False
        return True

    def apply(self, seat: int, action: Hashable) -> list[Event]:
        """A ``Chain`` is its actions one after the other: tried on a copy
        first, so an illegal step anywhere leaves this state untouched and
        names that step's rule."""
        if not isinstance(action, Chain):
            return super().apply(seat, action)
        self._try(seat, action)
        events: list[Event] = []
        for step in action.actions:
            events += super().apply(seat, step)
        return events

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        s, t, p = self, self.turn, self.phase
        if isinstance(action, Play):
            return encounters.play(s, seat, action.encounter)
        if isinstance(action, PlaceFlywheels):
            return rules.place_flywheels(s, seat, action.gap)
        if isinstance(action, ChooseToken):
            t["particle"] = action.particle
            s.phase = Phase.TOKEN if p == Phase.START else Phase.DUST_TARGET
            return []
        if isinstance(action, PlaceOn):
            dust = p == Phase.DUST_TARGET
            events = rules.place_token(s, seat, action.level, dust)
            if dust:
                encounters.dust_done(s)
            else:
                t["placed"] = True
                s.phase = Phase.START
            return events
        if isinstance(action, Back):
            t["particle"] = None
            if p == Phase.DUST_TARGET:
                s.phase = Phase.DUST
            else:
                t["wheel"] = None
                s.phase = Phase.START
            return []
        if isinstance(action, ChooseWheel):
            if p == Phase.EXTRA:
                return rules.extra_move(s, seat, action.wheel)
            t["wheel"] = action.wheel
            s.phase = Phase.STEPS
            return []
        if isinstance(action, Steps):
            return rules.choose_steps(s, seat, action.steps)
        if isinstance(action, Pay):
            return rules.pay(s, seat, action.particle)
        if isinstance(action, Attach):
            return rules.attach(s, seat, action.level)
        if isinstance(action, Keep):
            return rules.keep(s, seat, action.encounter)
        if isinstance(action, EndTurn):
            return rules.end_turn(s, seat)
        if isinstance(action, Mend):
            return encounters.mend(s, seat, action.level, action.pos)
        if isinstance(action, Rob):
            return encounters.rob(s, seat, action.seat)
        raise IllegalAction(Text("game-somnikum-not-a-move"))  # unreachable: apply checked legality

    # -- views and the end ---------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def breakdown(self, seat: int) -> dict[str, Any]:
        return score_dream(self.dreams[seat], self.goals[seat], len(self.hands[seat]), self.front[seat],
                           len(self.tokens[seat]))

    def places(self) -> list[int]:
        """Most VP wins; ties go to the most tokens held (K-15); then the tie is shared."""
        keys = [(self.breakdown(seat)["total"], len(self.tokens[seat])) for seat in range(self.players)]
        return [1 + sum(1 for other in keys if other > mine) for mine in keys]

    def outcome(self) -> list[SeatResult]:
        places = self.places()
        results = []
        for seat in range(self.players):
            b = self.breakdown(seat)
            details = {"breakdown": b, "lines": breakdown_lines(b), "goal": self.goals[seat],
                       "tokens_held": len(self.tokens[seat])}
            results.append(SeatResult(seat, places[seat], places[seat] == 1, b["total"], details))
        return results

    def final_events(self) -> list[Event]:
        results = self.outcome()
        seats = [{"seat": r.seat, "place": r.place, "score": r.score, **r.details} for r in results]
        return [public("final_scoring", seats=seats),
                public("game_over", winners=[r.seat for r in results if r.won],
                       scores=[r.score for r in results])]
