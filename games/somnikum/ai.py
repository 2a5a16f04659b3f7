"""Bot players for Somnikum (the interface: ``games/ai/__init__.py``).

A seat does not see the dream deck's order, the bag, the particles of other
seats' tokens and of face-down break tokens, other seats' goals and encounter
cards, nor the encounter deck. ``world`` samples all of those consistently
with the view (counts of tokens and their backs, cards in sight), so the
engine itself can play a turn out.

- ``easy``: the engine's default move (the nearest card of flywheel 0, one
  step, extend level 1).
- ``normal``: plans the rest of its turn in one sampled world: every flywheel,
  step count and level (tokens are spent only to pay for steps), each plan
  played by the engine and scored by the dream's worth.
- ``hard``: the same search over more sampled worlds (the dice of the bag and
  the encounter deck differ between them), also trying to put a sand token on
  a rightmost card first; the plan of best mean worth wins.

The worth of a dream (``worth``) is its final score with the seat's own goal,
plus what it promises: held tokens, room to deepen, a last card easy to match.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping, Sequence

from games.ai import Hint
from games.base import Event, Rng
from words import Text

from .actions import (Attach, Back, ChooseToken, EndTurn, Keep, Pay, PlaceFlywheels, PlaceOn, Play,
                      Steps)
from .cards import CATALOG
from .dream import copy_dream, next_position
from .rules import ROUNDS, Phase, field_count
from .scoring import score_dream
from .state import SomnikumState

View = Mapping[str, Any]
# A SomnikumState: its fields are set by ``setup``/``from_dict``, not declared
# on the class, so type checkers see them as unknown.
Position = Any

# Search budgets: sampled worlds per decision, and actions applied per world
# (split over the legal actions, at least MIN_SHARE each) before the default
# move finishes the plans.
WORLDS = {"normal": 1, "hard": 2}
NODES = {"normal": 160, "hard": 400}
MIN_SHARE = 12

# The worth of what a dream promises, in VP (tuned by tournaments).
TOKEN_WORTH = 0.35
DEEPEN_WORTH = 1.2
MATCH_WORTH = 0.25


# -- the position the view shows ---------------------------------------------------------------


def _pick(pool: list[int], particle: str | None, blank: bool | None, rng: random.Random) -> int:
    fits = [t for t in pool if (particle is None or CATALOG.tokens[t].particle == particle)
            and (blank is None or CATALOG.tokens[t].blank == blank)]
    if not fits:  # a back the view cannot settle: any token of the particle
        fits = [t for t in pool if particle is None or CATALOG.tokens[t].particle == particle] or pool
    token = fits[rng.randrange(len(fits))]
    pool.remove(token)
    return token


def world(view: View, rng: random.Random) -> SomnikumState:
    """A full state agreeing with the seat's view; the hidden parts drawn from ``rng``."""
    seat = int(view["seat"])
    players = int(view["players"])
    english = bool(view["options"].get("discovery_18", False))
    pool = [t.id for t in CATALOG.tokens]
    rng.shuffle(pool)
    # Own tokens: the particles are known, and how many show a blank back.
    blanks = int(view["token_backs"][seat]["blank"])
    own: list[int] = []
    for particle in view["tokens"]:  # which of them has which back does not change a plan
        own.append(_pick(pool, particle, len(own) < blanks, rng))
    # Tokens placed on dream cards lie face up.
    dreams = []
    breaks: list[dict[str, Any]] = []
    for d in view["dreams"]:
        rows = []
        for row in d:
            entries = []
            for e in row:
                entry = {"pos": e["pos"], "card": e["card"], "brk": e["break"], "btok": None,
                         "tokens": [_pick(pool, q, None, rng) for q in e["tokens"]]}
                if e["break"]:
                    breaks.append(entry)
                entries.append(entry)
            rows.append(entries)
        dreams.append(rows)
    tokens: list[list[int]] = []
    for s in range(players):
        if s == seat:
            tokens.append(own)
            continue
        backs = view["token_backs"][s]
        tokens.append([_pick(pool, None, False, rng) for _ in range(int(backs["sand"]))]
                      + [_pick(pool, None, True, rng) for _ in range(int(backs["blank"]))])
    # Break tokens lie face down; a break made with an empty bag has none.
    rng.shuffle(breaks)
    for entry in breaks[: max(0, len(pool) - int(view["bag_size"]))]:
        entry["btok"] = pool.pop()
    bag = pool
    # Goals: the seat's own; the others' among the rest.
    goals_left = [g for g in CATALOG.goals if g != view["goal"]]
    rng.shuffle(goals_left)
    goals = []
    for s in range(players):
        goals.append(view["goal"] if s == seat else goals_left.pop())
    # Encounters: own hand, the face-up discard and played cards are known.
    drawn = [e["id"] for e in view.get("drawn", [])]
    seen = [e["id"] for e in view["encounters"]] + list(view["encounter_discard"]) + drawn
    for front in view["encounters_played"]:
        seen += front
    seen_ids = set(seen)  # an encounter id names a single card
    unseen = [e for e in CATALOG.encounter_ids(english) if e not in seen_ids]
    rng.shuffle(unseen)
    hands = []
    for s in range(players):
        if s == seat:
            hands.append([e["id"] for e in view["encounters"]])
        else:
            hands.append([unseen.pop() for _ in range(min(len(unseen), int(view["encounters_held"][s])))])
    turn_state = view["turn_state"] or {}
    if view["current"] != seat and turn_state:
        drawn = [unseen.pop() for _ in range(min(len(unseen), int(view["turn"]["drawn_count"])))]
    # Dream cards: what is not in sight is in the deck.
    in_sight = [c for c in view["field"] if c is not None] + list(view["removed"])
    in_sight += [e["card"] for d in view["dreams"] for row in d for e in row]
    if turn_state.get("taken"):
        in_sight.append(turn_state["taken"])
    known = set(in_sight)
    deck = [c for c in CATALOG.cards if c not in known]
    rng.shuffle(deck)
    turn = {**turn_state, "drawn": drawn, "particle": view.get("picked_token")}
    return SomnikumState.from_dict({
        "players": players,
        "options": dict(view["options"]),
        "rng": {"seed": str(rng.getrandbits(64)), "n": 0, "forced": []},
        "round": view["round"],
        "phase": view["phase"],
        "current": view["current"],
        "field": list(view["field"]),
        "wheels": list(view["flywheels"]),
        "deck": deck,
        "removed": list(view["removed"]),
        "bag": bag,
        "tokens": tokens,
        "goals": goals,
        "goal_box": goals_left,
        "enc_deck": unseen,
        "enc_discard": list(view["encounter_discard"]),
        "hands": hands,
        "front": [list(f) for f in view["encounters_played"]],
        "dreams": dreams,
        "turn": turn,
    })


# -- the worth of a dream ---------------------------------------------------------------------


def worth(state: Position, seat: int) -> float:
    """Final score with the seat's goal, plus what the dream promises while the game goes on."""
    dream = state.dreams[seat]
    total = float(score_dream(dream, state.goals[seat], len(state.hands[seat]), state.front[seat],
                              len(state.tokens[seat]))["total"])
    if state.is_over:
        return total
    left = (ROUNDS - state.round) + field_count(state) / max(1, len(state.field))
    promise = TOKEN_WORTH * min(len(state.tokens[seat]), 6)
    for level in (2, 3):
        if next_position(dream, level) is not None:
            promise += DEEPEN_WORTH * (level - 1)
    if dream[0]:
        promise += MATCH_WORTH * len(CATALOG.cards[dream[0][-1]["card"]].particles)
    return float(total + promise * min(1.0, left / 2))


# -- planning a turn --------------------------------------------------------------------------


def _cheapest(state: Position, seat: int, legal: Sequence[Hashable]) -> Hashable:
    """The token to pay with: not on the goal, the most copies held."""
    goal = set(CATALOG.goals[state.goals[seat]].particles)
    held = [CATALOG.token_particle(t) for t in state.tokens[seat]]
    return max(legal, key=lambda a: ((a.particle not in goal) if isinstance(a, Pay) else False,
                                     held.count(a.particle) if isinstance(a, Pay) else 0, -legal.index(a)))


def _branches(state: Position, seat: int, legal: list[Hashable], tokens: bool) -> list[Hashable]:
    """The actions a plan tries after its first: no encounter plays and no
    going back; sand tokens only where ``tokens`` allows."""
    if state.phase == Phase.PAY:
        return [_cheapest(state, seat, legal)]
    keep = [a for a in legal if not isinstance(a, (Play, Back))
            and (tokens or not isinstance(a, ChooseToken))]
    if state.phase == Phase.AFTER:
        return [EndTurn()] if EndTurn() in legal else legal[:1]
    return keep or legal[:1]


class _PlanState(SomnikumState):
    """The planner's copies: a plan that ends the game is scored by ``worth``,
    so the engine's final-scoring events (every seat's breakdown, twice) are
    not built."""

    def final_events(self) -> list[Event]:
        return []


def _clone(state: Position, seat: int) -> Position:
    """A copy for one branch of a plan. Only the planning seat's dream can
    change during its turn, so the other dreams are shared (a snapshot
    round trip copies every dream and costs several times more)."""
    c: Position = _PlanState.__new__(_PlanState)
    c.players, c.options = state.players, state.options
    c.rng = Rng(state.rng.seed, state.rng.n, state.rng.forced)
    c.round, c.phase, c.current = state.round, state.phase, state.current
    c.field, c.wheels = list(state.field), list(state.wheels)
    c.deck, c.removed, c.bag = list(state.deck), list(state.removed), list(state.bag)
    c.tokens = [list(x) for x in state.tokens]
    c.goals, c.goal_box = list(state.goals), list(state.goal_box)
    c.enc_deck, c.enc_discard = list(state.enc_deck), list(state.enc_discard)
    c.hands = [list(x) for x in state.hands]
    c.front = [list(x) for x in state.front]
    c.dreams = [copy_dream(d) if i == seat else d for i, d in enumerate(state.dreams)]
    c.turn = {**state.turn, "drawn": list(state.turn["drawn"])}
    return c


class _Planner:
    """Depth-first over the seat's own choices until its turn ends, within a
    budget of applied actions; past it, the default move finishes a plan."""

    def __init__(self, seat: int, budget: int, tokens: bool) -> None:
        self.seat, self.budget, self.tokens = seat, budget, tokens

    def done(self, state: Position) -> bool:
        return bool(state.is_over or state.current != self.seat or state.phase == Phase.FLYWHEELS)

    def step(self, state: Position, action: Hashable) -> None:
        # The action comes from this state's own legal list: ``_apply``
        # skips ``apply``'s second legality check, half a node's cost.
        self.budget -= 1
        state._apply(self.seat, action)

    def finish(self, state: Position) -> float:
        while not self.done(state):
            self.step(state, state.default_action(self.seat))
        return worth(state, self.seat)

    def best(self, state: Position, tokens_left: bool) -> float:
        if self.done(state):
            return worth(state, self.seat)
        if self.budget <= 0:
            return self.finish(state)
        legal = state.legal_actions(self.seat)
        options = _branches(state, self.seat, legal, self.tokens and tokens_left)
        top = float("-inf")
        for i, action in enumerate(options):
            if i and self.budget <= 0:
                break  # out of budget: the options tried so far stand for this node
            child = state if i == len(options) - 1 else _clone(state, self.seat)
            self.step(child, action)
            # One token placement per plan: after it, plans take a card.
            top = max(top, self.best(child, tokens_left and not isinstance(action, PlaceOn)))
        return top


def plan_values(view: View, legal: Sequence[Hashable], level: str, rng: random.Random) -> list[float]:
    """Mean worth of the best plan after each legal action, over sampled worlds."""
    seat = int(view["seat"])
    tokens = level == "hard"
    # Never back out of a pick: the plan that made it already weighed the
    # alternatives, and a fresh sample that prefers one would pick again, back
    # out again, and so on for ever (seen at hard: ChooseToken, Back, ...).
    choices = [i for i, a in enumerate(legal) if not isinstance(a, Back)] or list(range(len(legal)))
    tried = [i for i in choices if tokens or not isinstance(legal[i], ChooseToken)] or choices
    totals = [0.0 if i in tried else float("-inf") for i in range(len(legal))]
    worlds = WORLDS[level]
    share = max(MIN_SHARE, NODES[level] // len(tried))
    for _ in range(worlds):
        base = world(view, rng)
        for i in tried:
            action = legal[i]
            state = _clone(base, seat)
            planner = _Planner(seat, share, tokens)
            planner.step(state, action)
            totals[i] += planner.best(state, not isinstance(action, PlaceOn))
    return [t / worlds for t in totals]


def _flywheels(view: View, legal: Sequence[Hashable]) -> Hashable:
    # The next player moves first: leave the richest cards far from both flywheels.
    field = view["field"]
    n = len(field)

    def near(gap: int) -> int:
        stars = 0
        for g in (gap, (gap + n // 2) % n):
            for i in range(3):
                card = field[(g + i) % n]
                if card is not None:
                    stars += CATALOG.cards[card].stars
        return stars

    return min(legal, key=lambda a: (near(a.gap) if isinstance(a, PlaceFlywheels) else 0, legal.index(a)))


def choose(view: View, legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        return _default(view, legal)
    if view["phase"] == Phase.FLYWHEELS:
        return _flywheels(view, legal)
    values = plan_values(view, legal, level, rng)
    return legal[max(range(len(legal)), key=lambda i: (values[i], -i))]


def _default(view: View, legal: Sequence[Hashable]) -> Hashable:
    """The engine's default move, read from the view (``SomnikumState.default_action``)."""
    preferred = {Phase.TOKEN: Back(), Phase.STEPS: Steps(1), Phase.ATTACH: Attach(1),
                 Phase.AFTER: EndTurn()}.get(view["phase"])
    return preferred if preferred in legal else legal[0]


def hint(view: View, legal: list[Hashable], rng: random.Random) -> Hint:
    if view["phase"] == Phase.FLYWHEELS:
        return Hint(choose(view, legal, "hard", rng), "hint.somnikum.flywheels", {})
    if len(legal) == 1:
        return Hint(legal[0], "hint.somnikum.default", {})
    values = plan_values(view, legal, "hard", rng)
    index = max(range(len(legal)), key=lambda i: (values[i], -i))
    action = legal[index]
    if isinstance(action, ChooseToken):
        return Hint(action, "hint.somnikum.token", {"particle": Text("game-somnikum-particle", {"particle": action.particle})})
    if isinstance(action, Play):
        return Hint(action, "hint.somnikum.play", {"encounter": Text("game-somnikum-encounter", {"encounter": action.encounter})})
    if isinstance(action, Keep):
        return Hint(action, "hint.somnikum.keep", {"encounter": Text("game-somnikum-encounter", {"encounter": action.encounter})})
    if isinstance(action, EndTurn):
        return Hint(action, "hint.somnikum.end", {})
    if isinstance(action, Pay):
        return Hint(action, "hint.somnikum.pay", {"particle": Text("game-somnikum-particle", {"particle": action.particle})})
    if isinstance(action, Attach):
        taken = (view["turn_state"] or {}).get("taken")
        return Hint(action, "hint.somnikum.plan", {"card": taken, "level": action.level,
                                                   "worth": round(values[index], 1)})
    return Hint(action, "hint.somnikum.default", {})

