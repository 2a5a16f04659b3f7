"""The rules of a Somnikum turn as small functions over a state.

Field geometry: the field is a ring of places (16/21/24), each a card id or None
(empty after a card is taken). A flywheel stands in a gap: gap ``g`` is the
boundary just before place ``g``. Moving clockwise from gap ``g`` the first
step lands on the first card at places g, g+1, ...; counter-clockwise on the
first card at g-1, g-2, ... . Steps count cards only (K-2). After a card is
taken the flywheel stands in its (now empty) place's gap.

Every function that changes the state returns the events it caused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.base import Event, private, public

from . import encounters
from .cards import CATALOG
from .dream import matches, next_position, rightmost

if TYPE_CHECKING:
    from .state import SomnikumState

FIELD_SIZE = {2: 16, 3: 21, 4: 24}
ROUNDS = 3
BASE_FREE_STEPS = 3
REWARD = {1: 2, 2: 1}  # tokens received for a move of 1 or 2 steps


class Phase:
    FLYWHEELS = "flywheels"      # the placer puts the two flywheels on a fresh field
    START = "start"              # optional token, encounters, pick a flywheel
    TOKEN = "token"              # optional action: pick the rightmost card for the token
    STEPS = "steps"              # how far to move the picked flywheel
    PAY = "pay"                  # which tokens pay for the steps past the free ones
    ATTACH = "attach"            # which level the taken card goes to
    KEEP = "keep"                # which drawn encounter card to keep
    AFTER = "after"              # play encounters or end the turn
    EXTRA = "extra"              # Wandering Star: which flywheel takes one more step
    DUST = "dust"                # Golden Dust: which token
    DUST_TARGET = "dust_target"  # Golden Dust: which rightmost card
    MEND = "mend"                # Mending Thread: which break
    ROB = "rob"                  # Sand Thief: whom to rob
    OVER = "over"


def new_turn() -> dict[str, Any]:
    return {
        "placed": False,     # the optional token action was used
        "particle": None,    # the token picked for placement
        "wheel": None,       # the flywheel picked
        "steps": 0,          # steps chosen
        "to_pay": 0,         # tokens still owed for those steps
        "tailwind": 0,       # extra free steps from one-shot encounters this turn
        "backspin": False,   # move counter-clockwise this turn
        "moved": False,      # the main move is done
        "taken": None,       # card taken, waiting to be attached
        "wandering": False,  # Wandering Star pending
        "extra": False,      # the card being attached came from Wandering Star
        "drawn": [],         # encounter cards drawn, waiting for the keep choice
        "resume": None,      # phase to return to after an encounter's sub-decision
        "end_b": False,      # condition B was met with a blank back: the round ends after this turn
    }


# -- chance ----------------------------------------------------------------

def draw_token(s: "SomnikumState") -> int | None:
    """One random token out of the bag (None when it is empty, K-13)."""
    if not s.bag:
        return None
    return s.bag.pop(s.rng.choice_index(len(s.bag)))


def draw_tokens(s: "SomnikumState", seat: int, n: int, reason: str) -> tuple[list[int], list[Event]]:
    drawn: list[int] = []
    for _ in range(n):
        token = draw_token(s)
        if token is None:
            break
        drawn.append(token)
    s.tokens[seat].extend(drawn)
    if n <= 0:
        return drawn, []
    return drawn, [
        public("tokens_drawn", seat=seat, count=len(drawn), reason=reason, bag_empty=len(drawn) < n),
        private("tokens_received", [seat], seat=seat, particles=[CATALOG.token_particle(t) for t in drawn]),
    ]


def draw_encounters(s: "SomnikumState", n: int) -> tuple[list[str], list[Event]]:
    """Draw from the top (front) of the encounter deck; reshuffle the discard pile when empty (K-12)."""
    drawn: list[str] = []
    events: list[Event] = []
    for _ in range(n):
        if not s.enc_deck and s.enc_discard:
            s.enc_deck, s.enc_discard = s.enc_discard, []
            s.rng.shuffle(s.enc_deck)
            events.append(public("encounters_reshuffled", size=len(s.enc_deck)))
        if not s.enc_deck:
            break
        drawn.append(s.enc_deck.pop(0))
    return drawn, events


# -- the field -------------------------------------------------------------

def field_count(s: "SomnikumState") -> int:
    return sum(1 for c in s.field if c is not None)


def cards_between(s: "SomnikumState", a: int, b: int) -> int:
    """Cards at places a, a+1, ..., b-1 (clockwise from gap a to gap b); 0 when a == b."""
    n = len(s.field)
    return sum(1 for i in range((b - a) % n) if s.field[(a + i) % n] is not None)


def same_gap(s: "SomnikumState") -> bool:
    """K-3: no card between the two flywheels on one side."""
    a, b = s.wheels
    return cards_between(s, a, b) == 0 or cards_between(s, b, a) == 0


def landing(s: "SomnikumState", gap: int, steps: int, reverse: bool) -> int:
    n = len(s.field)
    order = [(gap - 1 - i) % n for i in range(n)] if reverse else [(gap + i) % n for i in range(n)]
    cards = [i for i in order if s.field[i] is not None]
    return cards[steps - 1]


def deal_field(s: "SomnikumState") -> None:
    size = FIELD_SIZE[s.players]
    s.field = list(s.deck[:size])
    s.deck = s.deck[size:]
    s.field += [None] * (size - len(s.field))


def place_flywheels(s: "SomnikumState", seat: int, gap: int) -> list[Event]:
    n = len(s.field)
    s.wheels = [gap, (gap + n // 2) % n]  # 16 -> 8, 21 -> 10 (between 10th and 11th), 24 -> 12
    events = [public("flywheels_placed", seat=seat, gaps=list(s.wheels))]
    return events + begin_turn(s, (seat + 1) % s.players)


# -- movement --------------------------------------------------------------

def free_steps(s: "SomnikumState", seat: int) -> int:
    tailwind: int = s.turn["tailwind"]
    return BASE_FREE_STEPS + tailwind + encounters.permanent_free_steps(s.front[seat])


def max_steps(s: "SomnikumState", seat: int) -> int:
    """K-18: free steps plus one per token held, never more than the cards on the field."""
    return min(field_count(s), free_steps(s, seat) + len(s.tokens[seat]))


def choose_steps(s: "SomnikumState", seat: int, steps: int) -> list[Event]:
    s.turn["steps"] = steps
    cost = max(0, steps - free_steps(s, seat))
    if cost:
        s.turn["to_pay"] = cost
        s.phase = Phase.PAY
        return []
    return move(s, seat)


def pay(s: "SomnikumState", seat: int, particle: str) -> list[Event]:
    token = held_of(s, seat, particle)[0]
    s.tokens[seat].remove(token)
    s.bag.append(token)
    s.turn["to_pay"] -= 1
    events = [private("token_paid", [seat], seat=seat, particle=particle)]
    if s.turn["to_pay"] == 0:
        events += move(s, seat)
    return events


def _take(s: "SomnikumState", wheel: int, slot: int) -> str:
    card = s.field[slot]
    assert card is not None
    s.field[slot] = None
    s.wheels[wheel] = slot
    s.turn["taken"] = card
    return card


def move(s: "SomnikumState", seat: int) -> list[Event]:
    t = s.turn
    wheel, steps = t["wheel"], t["steps"]
    slot = landing(s, s.wheels[wheel], steps, t["backspin"])
    card = _take(s, wheel, slot)
    t["moved"] = True
    paid = max(0, steps - free_steps(s, seat))
    events = [public("flywheel_moved", seat=seat, wheel=wheel, steps=steps, paid=paid,
                     direction="counter-clockwise" if t["backspin"] else "clockwise", card=card, place=slot)]
    drawn, drawn_events = draw_tokens(s, seat, REWARD.get(steps, 0), "move")
    events += drawn_events
    if same_gap(s):
        blank = sum(1 for token in drawn if CATALOG.tokens[token].blank)
        t["end_b"] = t["end_b"] or blank > 0
        events.append(public("condition_b", seat=seat, drawn=len(drawn), blank=blank, round_ends=blank > 0))
    s.phase = Phase.ATTACH
    return events


def extra_move(s: "SomnikumState", seat: int, wheel: int) -> list[Event]:
    """Wandering Star: exactly one free clockwise step, no tokens received, no condition B."""
    slot = landing(s, s.wheels[wheel], 1, False)
    card = _take(s, wheel, slot)
    s.phase = Phase.ATTACH
    return [public("flywheel_moved", seat=seat, wheel=wheel, steps=1, paid=0, direction="clockwise",
                   card=card, place=slot, extra=True)]


# -- tokens on cards ---------------------------------------------------------

def held_of(s: "SomnikumState", seat: int, particle: str) -> list[int]:
    return sorted(t for t in s.tokens[seat] if CATALOG.token_particle(t) == particle)


def held_particles(s: "SomnikumState", seat: int) -> list[str]:
    """Distinct particles of the seat's tokens, in catalogue order."""
    held = {CATALOG.token_particle(t) for t in s.tokens[seat]}
    return [p for p in CATALOG.particles if p in held]


def tokens_needed(s: "SomnikumState", seat: int, particle: str, level: int) -> int:
    """Rule A (1 token) on a card of the token's plot, a nightmare, or with a plot patron; else rule B (2)."""
    card = CATALOG.cards[s.dreams[seat][level - 1][-1]["card"]]
    plot = CATALOG.plot_of(particle)
    if card.has_plot(plot) or plot in encounters.patron_plots(s.front[seat]):
        return 1
    return 2


def token_targets(s: "SomnikumState", seat: int, particle: str, dust: bool = False) -> list[int]:
    have = len(held_of(s, seat, particle))
    if not have:
        return []
    return [level for level, _ in rightmost(s.dreams[seat])
            if dust or tokens_needed(s, seat, particle, level) <= have]


def place_token(s: "SomnikumState", seat: int, level: int, dust: bool) -> list[Event]:
    particle = s.turn["particle"]
    need = 1 if dust else tokens_needed(s, seat, particle, level)
    ids = held_of(s, seat, particle)
    entry = s.dreams[seat][level - 1][-1]
    s.tokens[seat].remove(ids[0])
    entry["tokens"].append(ids[0])
    if need == 2:
        s.tokens[seat].remove(ids[1])
        s.bag.append(ids[1])
    s.turn["particle"] = None
    rule = "dust" if dust else ("A" if need == 1 else "B")
    return [public("token_placed", seat=seat, particle=particle, level=level, card=entry["card"], rule=rule,
                   returned=need == 2)]


# -- attaching ---------------------------------------------------------------

def attach(s: "SomnikumState", seat: int, level: int) -> list[Event]:
    t = s.turn
    dream = s.dreams[seat]
    row = dream[level - 1]
    pos = next_position(dream, level)
    assert pos is not None
    card = t["taken"]
    brk = bool(row) and not matches(row[-1], card)
    btok = draw_token(s) if brk else None
    row.append({"pos": pos, "card": card, "brk": brk, "btok": btok, "tokens": []})
    t["taken"] = None
    events = [public("card_attached", seat=seat, card=card, level=level, pos=pos, broken=brk,
                     break_token=btok is not None)]
    if CATALOG.cards[card].encounter:
        drawn, draw_events = draw_encounters(s, level)  # K-17: as many as the level
        events += draw_events
        events.append(public("encounters_drawn", seat=seat, count=len(drawn), level=level))
        if drawn:
            events.append(private("encounters_seen", [seat], seat=seat, cards=list(drawn)))
        if len(drawn) > 1:
            t["drawn"] = drawn
            t["resume"] = None
            s.phase = Phase.KEEP
            return events
        s.hands[seat].extend(drawn)
    return events + after_attach(s, seat)


def keep(s: "SomnikumState", seat: int, card: str) -> list[Event]:
    t = s.turn
    others = [c for c in t["drawn"] if c != card]
    s.hands[seat].append(card)
    s.enc_discard.extend(others)
    t["drawn"] = []
    events = [private("encounter_kept", [seat], seat=seat, card=card),
              public("encounters_discarded", seat=seat, cards=others)]
    resume, t["resume"] = t["resume"], None
    if resume:
        s.phase = resume
        return events
    return events + after_attach(s, seat)


def after_attach(s: "SomnikumState", seat: int) -> list[Event]:
    t = s.turn
    if field_count(s) <= s.players:
        # K-16: condition A ends the round "сразу" (at once) after this attach,
        # in every round: no encounter may be played after it.
        return end_turn(s, seat)
    if t["wandering"]:
        t["wandering"] = False
        t["extra"] = True
        s.phase = Phase.EXTRA
        return []
    if s.hands[seat]:
        s.phase = Phase.AFTER  # K-16: encounters may still be played; the holder must end the turn
        return []
    return end_turn(s, seat)


# -- turn and round ends ---------------------------------------------------------

def round_end_due(s: "SomnikumState") -> str | None:
    """Which condition ends the round with the current turn, as far as it is
    settled now: ``"A"`` when the cards this turn still must take (the main
    card, and a pending Wandering Star card) leave no more cards than players,
    ``"B"`` when condition B was met with a blank back, else None. A comes
    first, as in :func:`end_turn`."""
    t = s.turn
    pending = (0 if t["moved"] else 1) + (1 if t["wandering"] or s.phase == Phase.EXTRA else 0)
    if field_count(s) - pending <= s.players:
        return "A"
    return "B" if t["end_b"] else None


def begin_turn(s: "SomnikumState", seat: int) -> list[Event]:
    s.current = seat
    s.turn = new_turn()
    s.phase = Phase.START
    return [public("turn_started", seat=seat, round=s.round)]


def end_turn(s: "SomnikumState", seat: int) -> list[Event]:
    events = [public("turn_ended", seat=seat)]
    if field_count(s) <= s.players:
        return events + end_round(s, seat, "A")
    if s.turn["end_b"]:
        return events + end_round(s, seat, "B")
    return events + begin_turn(s, (seat + 1) % s.players)


def end_round(s: "SomnikumState", seat: int, reason: str) -> list[Event]:
    left = [c for c in s.field if c is not None]
    s.removed.extend(left)  # K-5: leftover field cards leave the game
    s.field = [None] * len(s.field)
    s.turn = new_turn()
    from .view import round_standing  # the view builds on these rules

    events = [public("round_ended", round=s.round, seat=seat, condition=reason, removed=left,
                     standing=round_standing(s))]
    if s.round >= ROUNDS:
        s.phase = Phase.OVER
        return events + s.final_events()
    s.round += 1
    deal_field(s)
    s.current = seat  # the player who ended the round places the flywheels
    s.phase = Phase.FLYWHEELS
    events.append(public("round_started", round=s.round, field=list(s.field), placer=seat))
    return events
