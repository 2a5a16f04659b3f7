"""Bot players for Darkly Dreaming (the interface: ``games/ai/__init__.py``).

Everything but the deck order is public, so a seat's view rebuilds the whole
position except the deck order and the dice to come (``world``).

- ``easy``: the engine's defaults, but it stays awake once at the start of a
  turn while no pile is near its limit (a light heuristic, not a dead seat).
- ``normal``: a press-your-luck policy. Staying awake rolls ``marker - 1``
  dice more; it stays while the expected points of those dice outweigh the
  chance that they knock the dreamer out (losing every point) or turn it into
  a Nightmare (losing its dreamer's future), computed from the dice faces and
  the deck's make-up. Envy rerolls hit the opponent's best dream.
- ``hard``: determinized flat Monte Carlo (``games.ai.montecarlo``): each
  choice of its own turn is tried in sampled worlds (deck shuffled, dice
  seeded) and played on by the ``normal`` policy to the end of the turn (to the
  end of the game in the final round), scored by a value that prices points
  against the danger of each pile.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Hashable, Mapping, Sequence

from games.ai import Hint
from games.ai import montecarlo
from games.base import State, listed

from .actions import Become, Decline, Discard, EnvyMode, Pick, Return, Sleep, StayAwake, Target, sort_letters
from .board import COMATOSE, DREAMER, NIGHTMARE, OUT
from .cards import POINTS, RULES, TYPES, kind_name
from .state import DarklyState

View = Mapping[str, Any]

# What a dreamer still in the running may expect to score from here on, and a
# Nightmare (it scores only when others roll its shadows): the stakes a
# knock-out or a transformation throws away. Tuned by tournaments.
DREAMER_FUTURE = 6.0
NIGHTMARE_FUTURE = 2.0
COMATOSE_COST = 1.5


@dataclass(frozen=True, slots=True)
class Style:
    """How a press-your-luck player prices a draw: ``future`` is what a dreamer
    still expects to score (lost with a knock-out, mostly lost as a
    Nightmare), ``nightmare`` what a Nightmare still expects, ``comatose`` the
    cost of a missed turn; it stays awake when the net gain beats ``threshold``."""

    future: float = DREAMER_FUTURE
    nightmare: float = NIGHTMARE_FUTURE
    comatose: float = COMATOSE_COST
    threshold: float = 0.0
    # When set, ``future`` scales with the turns the race is likely to last:
    # the points the leading other seat still needs, at ``pace`` points a turn.
    pace: float | None = None
    reach: float = 1.5


NORMAL = Style()
# Turns a margin of points into a chance of winning (logistic scale).
MARGIN_SCALE = 4.0

# Monte Carlo budgets (hard): sampled draws for one more draw; in the final
# round, playouts to the end split over the legal actions.
HARD_DRAWS = 32
HARD_FINAL_PLAYOUTS = 32
HARD_MIN_WORLDS = 12


# -- the position the view shows ---------------------------------------------------------


def world(view: View, rng: random.Random) -> DarklyState:
    """A full state agreeing with the view: the deck's make-up from the view,
    its order and the engine's dice drawn from ``rng``."""
    deck = [t for t in TYPES for _ in range(int(view["deck_counts"][t]))]
    rng.shuffle(deck)
    cards = []
    for seat, pile in enumerate(view["piles"]):
        cards.append({
            "status": view["status"][seat],
            "nightmare": view["nightmare"][seat],
            "points": list(pile["points"]),
            "hunt": list(pile["hunt"]),
            "exhaust": [x["dream"] + ("-" if x["face_down"] else "+") for x in pile["exhaust"]],
            "shadow": dict(pile["shadow"]),
        })
    marker = view["sleep_marker"]
    state = DarklyState.from_dict({
        "players": len(view["piles"]),
        "options": {"goal": view["goal"]},
        "rng": {"seed": str(rng.getrandbits(64)), "n": 0, "forced": []},
        "deck": deck,
        "cards": cards,
        "first": view["first_player"],
        "current": view["current"],
        "marker": RULES.start_marker if marker is None else marker,
        "pending": view["pending"],
        "stack": view["stack"],
        "final": view["final_round"],
        "over": view["over"],
        "turn": view["turn"],
        "last_rolls": view["last_rolls"],
    })
    return state


# -- dice odds -----------------------------------------------------------------------------


def _binomial_at_least(n: int, p: float, k: int) -> float:
    if k <= 0:
        return 1.0
    if k > n or p <= 0.0:
        return 0.0
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def _deck_odds(view: View) -> dict[str, float]:
    counts = view["deck_counts"]
    total = sum(counts.values()) or 1
    return {t: counts[t] / total for t in TYPES}


def press_on(view: View, seat: int, style: Style = NORMAL) -> tuple[float, float, int]:
    """Staying awake, judged from the dice odds: (expected net gain in points,
    chance of losing the dream, dice it rolls). Each die is a dream of the
    deck's make-up; the two returned dreams are the worst of the draw, which
    the odds leave out (so they lean to caution)."""
    dice = int(view["sleep_marker"] or RULES.start_marker) + 1 - RULES.returned
    pile = view["piles"][seat]
    score = int(view["points"][seat])
    odds = _deck_odds(view)
    owner = {k: s for s, k in enumerate(view["nightmare"]) if k is not None}
    gain = hunt = exhaust = 0.0
    shadow = {t: 0.0 for t in TYPES}
    for t in TYPES:
        faces = RULES.kinds[t].faces
        share = odds[t] / len(faces)
        gain += share * sum(POINTS.get(f, 0) for f in faces)
        hunt += share * faces.count("hunt")
        exhaust += share * faces.count("exhaust")
        if t not in owner:
            shadow[t] += share * faces.count("shadow")
    limit = int(view["limits"]["shadow"])
    out = _binomial_at_least(dice, hunt, RULES.hunt_limit - len(pile["hunt"]))
    face_down = sum(1 for x in pile["exhaust"] if x["face_down"])
    # Shadows of Cages flip exhaust dreams face down; count the exhaust pile at
    # its full danger once two are face down.
    if face_down >= RULES.face_down_limit - 1:
        out += _binomial_at_least(dice, exhaust + shadow["C"], 1) * 0.5
    nightmare = 0.0
    for t in TYPES:
        nightmare = max(nightmare, _binomial_at_least(dice, shadow[t], limit - pile["shadow"][t]))
    comatose = _binomial_at_least(dice, exhaust, RULES.exhaust_limit - len(pile["exhaust"]))
    lose = min(1.0, out + nightmare)
    future = style.future
    if style.pace is not None:
        leader = max((int(p) for s, (p, st) in enumerate(zip(view["points"], view["status"]))
                      if s != seat and st != OUT), default=0)
        turns = max(0.0, int(view["goal"]) - leader) / style.pace
        future *= min(2.0, max(0.2, turns / style.reach))
    net = (dice * gain - out * (score + future)
           - nightmare * (future - style.nightmare) - comatose * style.comatose)
    return net, lose, dice


# -- the value of a position for a seat ---------------------------------------------------------


def _card_value(view: View, seat: int) -> float:
    status = view["status"][seat]
    score = float(view["points"][seat])
    if status == OUT:
        return -DREAMER_FUTURE
    if status == NIGHTMARE:
        return score + NIGHTMARE_FUTURE
    pile = view["piles"][seat]
    stake = score + DREAMER_FUTURE
    hunt = len(pile["hunt"])
    face_down = sum(1 for x in pile["exhaust"] if x["face_down"])
    exhaust = len(pile["exhaust"])
    limit = int(view["limits"]["shadow"])
    value = score + DREAMER_FUTURE
    value -= stake * (0.0, 0.04, 0.12, 0.35)[min(hunt, 3)]
    value -= stake * (0.0, 0.08, 0.4)[min(face_down, 2)]
    value -= COMATOSE_COST * (0.0, 0.15, 0.5, 1.0)[min(exhaust, 3)] if status == DREAMER else COMATOSE_COST
    for t in TYPES:
        short = limit - pile["shadow"][t]
        if short == 1:
            value -= 0.45 * (DREAMER_FUTURE - NIGHTMARE_FUTURE)
        elif short == 2:
            value -= 0.12 * (DREAMER_FUTURE - NIGHTMARE_FUTURE)
    return value


def value(view: View, seat: int) -> float:
    """How good the position is for ``seat``: its chance of winning at the end
    of the game, else a logistic of its margin over the best other seat."""
    n = len(view["status"])
    if view["over"]:
        best = max(_final_key(view, s) for s in range(n))
        if view["status"][seat] == OUT or _final_key(view, seat) != best:
            return 0.0
        return 1.0 / sum(1 for s in range(n) if _final_key(view, s) == best)
    mine = _card_value(view, seat)
    other = max((_card_value(view, s) for s in range(n) if s != seat and view["status"][s] != OUT),
                default=0.0)
    return 1.0 / (1.0 + math.exp(-(mine - other) / MARGIN_SCALE))


def _final_key(view: View, seat: int) -> tuple[int, int, int]:
    pile = view["piles"][seat]
    dreams = (len(pile["points"]) + len(pile["hunt"]) + len(pile["exhaust"]) + sum(pile["shadow"].values()))
    return (0 if view["status"][seat] == OUT else 1, int(view["points"][seat]), dreams)


# -- the policy (normal, and the playouts of hard) ------------------------------------------------


def _danger(pile: Mapping[str, Any], dream: str, limit: int) -> float:
    """How much rolling ``dream`` threatens this card (as the engine's default ranks returns)."""
    faces = RULES.kinds[dream].faces
    total = 0.0
    exhaust = len(pile["exhaust"])
    for face in faces:
        if face == "shadow":
            total += (pile["shadow"][dream] + 1) / limit
        elif face == "hunt":
            total += (len(pile["hunt"]) + 1) / RULES.hunt_limit * 1.5
        elif face == "exhaust":
            total += (exhaust + 1) / RULES.exhaust_limit * 0.7
        else:
            total -= 0.25 * POINTS[face]
    return total / len(faces)


def _returns(view: View, seat: int, legal: Sequence[Hashable]) -> Hashable:
    p = view["pending"]
    pile = view["piles"][seat]
    if view["status"][seat] == NIGHTMARE:
        own = view["nightmare"][seat]
        others = [d for d in p["dreams"] if d != own]
        choice = Return(others[0] if len(others) < len(p["dreams"]) and others else p["dreams"][0])
        return choice if choice in legal else legal[0]
    limit = int(view["limits"]["shadow"])
    ranked = sorted(p["dreams"], key=lambda d: (-_danger(pile, d, limit), TYPES.index(d)))
    choice = Return(sort_letters(ranked[: p["count"]]))
    return choice if choice in legal else legal[0]


def _pick_cost(view: View, dreamer: int, spot: str) -> float:
    """How much rerolling the dream at ``spot`` costs its dreamer (negative: it helps)."""
    pile = view["piles"][dreamer]
    kind, key = spot.split(":")
    if kind == "p":
        dream, points = key[0], int(key[1])
        faces = RULES.kinds[dream].faces
        expected = sum(POINTS.get(f, 0) for f in faces) / len(faces)
        bad = sum(1 for f in faces if f in ("shadow", "hunt")) / len(faces)
        return points - expected + bad
    if kind == "x":
        entry = pile["exhaust"][int(key)]
        return -1.5 if entry["face_down"] else -0.6
    if kind == "h":
        return -1.2 * (len(pile["hunt"]) + 1) / RULES.hunt_limit
    return -1.5 * (int(pile["shadow"][key]) + 1) / int(view["limits"]["shadow"])


def _envy(view: View, seat: int, legal: Sequence[Hashable]) -> Hashable:
    dreamer = view["pending"].get("dreamer", seat)
    picks = [a for a in legal if isinstance(a, Pick)]
    if not picks:
        return legal[0]
    sign = -1.0 if dreamer == seat else 1.0  # on its own card a seat rerolls its worst dream
    return max(picks, key=lambda a: (sign * _pick_cost(view, dreamer, a.spot), -picks.index(a)))


def _become(legal: Sequence[Hashable]) -> Hashable:
    # A Nightmare scores when others roll its shadow: Depths and Envy show two shadow faces.
    return max(legal, key=lambda a: (RULES.kinds[a.kind].faces.count("shadow") if isinstance(a, Become) else -1,
                                     -legal.index(a)))


def _target(view: View, seat: int, legal: Sequence[Hashable]) -> Hashable:
    n = len(view["status"])
    return max(legal, key=lambda a: (view["points"][a.seat] if isinstance(a, Target) else -1,
                                     -((a.seat - seat) % n) if isinstance(a, Target) else 0))


def _primeval(view: View, seat: int, legal: Sequence[Hashable]) -> Hashable:
    pile = view["piles"][seat]
    limit = int(view["limits"]["shadow"])
    biggest = max(TYPES, key=lambda t: pile["shadow"][t])
    if pile["shadow"][biggest] >= limit - 1 and len(pile["hunt"]) + 1 < RULES.hunt_limit - 1:
        action = Pick(f"s:{biggest}")
        if action in legal:
            return action
    return Decline() if Decline() in legal else legal[0]


def _nightmare_choice(view: View, seat: int, legal: Sequence[Hashable]) -> Hashable:
    """The engine's defaults for a Nightmare's strikes, read from the view."""
    p = view["pending"]
    kind = p["kind"]
    if kind == "nm_depths":
        order = {"shadow": 0, "hunt": 1, "exhaust": 2, "1pt": 3, "2pt": 4}
        rolls = p["rolls"]
        worse = min((0, 1), key=lambda i: order[rolls[i]["result"]])
        keep = Discard(1 - worse)
        return keep if keep in legal else legal[0]
    if kind == "nm_primeval":
        return Pick("p:P2") if Pick("p:P2") in legal else legal[0]
    if kind == "nm_envy":
        return EnvyMode("pick") if EnvyMode("pick") in legal else legal[0]
    return legal[0]


def policy(view: View, legal: Sequence[Hashable], style: Style = NORMAL) -> Hashable:
    """The ``normal`` player: cheap rules and the press-your-luck odds."""
    seat = int(view["seat"])
    kind = view["pending"]["kind"]
    if kind == "sleep":
        if StayAwake() not in legal:
            return Sleep()
        if _last_turn(view, seat) and _behind(view, seat):
            return StayAwake()  # a last turn that ends behind is lost anyway
        net, _, _ = press_on(view, seat, style)
        return StayAwake() if net > style.threshold else Sleep()
    if kind == "return":
        return _returns(view, seat, legal)
    if kind in ("envy", "envy_two"):
        return _envy(view, seat, legal)
    if kind == "primeval":
        return _primeval(view, seat, legal)
    if kind == "become":
        return _become(legal)
    if kind == "target":
        return _target(view, seat, legal)
    return _nightmare_choice(view, seat, legal)


def _easy(view: View, legal: Sequence[Hashable]) -> Hashable:
    seat = int(view["seat"])
    kind = view["pending"]["kind"]
    if kind == "sleep" and StayAwake() in legal:
        d = view["danger"][seat]
        safe = (d["hunt"] <= 1 and d["shadow"] <= d["shadow_limit"] - 2 and d["exhaust"] <= 1)
        return StayAwake() if view["sleep_marker"] == RULES.start_marker and safe else Sleep()
    if kind == "return":
        return _returns(view, seat, legal)
    if kind == "target":
        return _target(view, seat, legal)
    if kind == "primeval":
        return _primeval(view, seat, legal)
    if kind == "sleep":
        return Sleep()
    return _nightmare_choice(view, seat, legal) if kind.startswith("nm_") else legal[0]


# -- hard: Monte Carlo over sampled worlds ----------------------------------------------------------


def _state_policy(state: State, seat: int, rng: random.Random) -> Hashable:
    return policy(state.view(seat), state.legal_actions(seat))


def _last_turn(view: View, seat: int) -> bool:
    """In the final round a dreamer's turn is its last (the round ends before
    the first player's next turn)."""
    return bool(view["final_round"]) and view["current"] == seat


def _behind(view: View, seat: int) -> bool:
    mine = _final_key(view, seat)
    return any(_final_key(view, s) >= mine for s in range(len(view["status"]))
               if s != seat and view["status"][s] != OUT)


def _final_search(view: View, legal: Sequence[Hashable], rng: random.Random) -> list[float]:
    """The final round: every choice played on to the end; winning is all that counts."""
    seat = int(view["seat"])

    def playout(state: State, luck: random.Random) -> None:
        montecarlo.play_until(state, lambda s: False, _state_policy, luck)

    def evaluate(state: State) -> float:
        return value(state.view(seat), seat)

    worlds = max(HARD_MIN_WORLDS, HARD_FINAL_PLAYOUTS // len(legal))
    return montecarlo.action_values(seat, legal, worlds, lambda r: world(view, r), playout, evaluate, rng)


def _draw_outcome(view: View, rng: random.Random, worlds: int,
                  sample: montecarlo.Sample | None = None) -> float:
    """Staying awake once, sampled: the mean net gain of the next draw as the
    odds of ``press_on`` price it, but with the real draw, the returns, the
    shadows' abilities and the Nightmares played by the engine."""
    seat = int(view["seat"])
    score = float(view["points"][seat])
    total = 0.0
    for _ in range(worlds):
        state = sample(rng) if sample is not None else world(view, rng)
        state.apply(seat, StayAwake())

        def stop(s: State) -> bool:
            assert isinstance(s, DarklyState)
            p = s.pending or {}
            return s.current != seat or (p.get("kind") == "sleep" and p.get("seat") == seat)

        montecarlo.play_until(state, stop, _state_policy, rng)
        assert isinstance(state, DarklyState)
        card = state.cards[seat]
        if card.status == OUT:
            total -= score + DREAMER_FUTURE
        elif card.status == NIGHTMARE:
            total += card.score - score - (DREAMER_FUTURE - NIGHTMARE_FUTURE)
        else:
            total += card.score - score
            if card.status == COMATOSE:
                total -= COMATOSE_COST
    return total / worlds


def _searched(view: View) -> bool:
    """The choices hard searches: its own dreamer's sleep, and in the final round every choice of its turn."""
    p = view["pending"]
    seat = view["seat"]
    if p["seat"] != seat or view["status"][seat] not in (DREAMER, COMATOSE):
        return False
    return p["kind"] == "sleep" or (_last_turn(view, int(seat)) and p["kind"] in ("return", "primeval"))


def _hard(view: View, legal: list[Hashable], rng: random.Random) -> Hashable:
    seat = int(view["seat"])
    if _last_turn(view, seat):
        return montecarlo.best(legal, _final_search(view, legal, rng))
    if view["pending"]["kind"] == "sleep":
        return StayAwake() if _draw_outcome(view, rng, HARD_DRAWS) > NORMAL.threshold else Sleep()
    return policy(view, legal)


def choose(view: View, legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        return _easy(view, legal)
    if level == "hard" and _searched(view):
        return _hard(view, legal, rng)
    return policy(view, legal)


def hint(view: View, legal: list[Hashable], rng: random.Random) -> Hint:
    action = choose(view, legal, "hard", rng)
    seat = int(view["seat"])
    kind = view["pending"]["kind"]
    if kind == "sleep":
        if StayAwake() not in legal:
            return Hint(action, "hint.darkly_dreaming.must_sleep", {})
        net, lose, dice = press_on(view, seat)
        gain = round(dice * _mean_points(view), 1)
        data = {"dice": dice, "gain": gain, "risk": round(100 * lose)}
        key = "stay_awake" if isinstance(action, StayAwake) else "sleep"
        return Hint(action, f"hint.darkly_dreaming.{key}", data)
    if kind == "return" and isinstance(action, Return) and view["status"][seat] != NIGHTMARE:
        return Hint(action, "hint.darkly_dreaming.return", {"dreams": listed([kind_name(d) for d in action.dreams])})
    if kind in ("envy", "envy_two"):
        dreamer = view["pending"].get("dreamer", seat)
        if dreamer == seat:
            return Hint(action, "hint.darkly_dreaming.envy_own", {})
        return Hint(action, "hint.darkly_dreaming.envy", {"dreamer": dreamer + 1})
    if kind == "primeval":
        key = "primeval" if isinstance(action, Pick) else "decline"
        return Hint(action, f"hint.darkly_dreaming.{key}", {})
    if kind == "target" and isinstance(action, Target):
        return Hint(action, "hint.darkly_dreaming.target", {"target": action.seat + 1})
    if kind == "become" and isinstance(action, Become):
        return Hint(action, "hint.darkly_dreaming.become", {"kind": kind_name(action.kind)})
    return Hint(action, "hint.darkly_dreaming.nightmare", {})


def _mean_points(view: View) -> float:
    odds = _deck_odds(view)
    return sum(odds[t] * sum(POINTS.get(f, 0) for f in RULES.kinds[t].faces) / 6 for t in TYPES)
