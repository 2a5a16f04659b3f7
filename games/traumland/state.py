"""The Traumland position and its transitions: deals, tricks, live levels,
retiring at 12, round ends and the game end."""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Decision, Event, Rng, SeatResult, State, private, public
from words import Text

from . import rules, scoring
from .actions import Dream, Pass, Play
from .cards import COLOURS, HAND_SIZE, START_LEVEL, TARGET_LEVEL, deck_without_twelve, sort_key, value_card
from .view import build_view

# Why a round ended (the "reason" of the round_over event).
OUT = "out"                    # a player played their last card; the trick is won by nobody
DIVINE_WON = "divine"          # a trick was won with a Divine (or a Dreamer as Divine) on top
ALL_RETIRED = "all_retired"    # nobody is left to play
LONE_PLAYER = "lone_player"    # option lone_player_ends_round: one active player left


class TraumlandState(State):
    """One game of Traumland. Seats are clockwise; a player's left is seat + 1."""

    # Declared for type checkers: ``start`` and ``_deal``, or ``from_dict``, set every one.
    players: int
    round: int
    dealer: int
    levels: list[int]                     # each seat's level
    markers: list[str]                    # each seat's level marker card this round
    hands: list[list[str]]
    out: list[str]                        # cards out of play this round
    tricks: list[int]                     # tricks won this round per seat
    retired: list[int]                    # seats retired at 12 this round
    reached_12: list[int]                 # seats that reached 12, in order
    trick: list[dict[str, Any]]           # the trick on the table, ``rules.make_entry``'s entries
    played: list[tuple[int, str]]         # every card played this round, face up (seat, card)
    passes: list[int]                     # seats that passed since the last play
    leader: int
    turn: int
    opening: bool                         # ruling 1: the round's first lead may be any card
    holder_of_12: int | None
    last_round: dict[str, Any] | None     # the last round's end, for the view
    over: bool
    # Not part of the position: the legal plays of one seat until the next action.
    _legal_cache: tuple[int, list[Hashable]] | None

    # -- setup ------------------------------------------------------------

    @classmethod
    def start(cls, players: int, seed: int | str, options: dict[str, Any]) -> "TraumlandState":
        s = cls._blank(players, options, Rng(seed))
        s.round = 0
        s.dealer = s.rng.randint(0, players - 1)
        s.levels = [START_LEVEL] * players
        s.holder_of_12 = None
        s.over = False
        s.last_round = None
        s._deal([])
        return s

    def _deal(self, events: list[Event]) -> None:
        """Start a round: markers out of the deck, shuffle, deal, choose the leader."""
        n = self.players
        self.round += 1
        if self.round > 1:
            self.dealer = (self.dealer + 1) % n
        deck = deck_without_twelve()
        self.markers = []
        for level in self.levels:
            free = [c for c in COLOURS if value_card(c, level) in deck]
            marker = value_card(self.rng.choice(free), level)
            deck.remove(marker)
            self.markers.append(marker)
        self.rng.shuffle(deck)
        size = HAND_SIZE[n]
        self.hands = [sorted(deck[i * size:(i + 1) * size], key=sort_key) for i in range(n)]
        self.out = deck[n * size:]
        self.tricks = [0] * n
        self.retired = []
        self.reached_12 = []
        self.trick = []
        self.played = []  # every card played this round, face up
        self.passes = []
        self.leader = self.turn = scoring.next_round_leader(self.levels, self.dealer)
        self.opening = True  # ruling 1: the first lead of a round may be any card
        events.append(public("round_started", round=self.round, dealer=self.dealer, leader=self.leader,
                             levels=list(self.levels), markers=list(self.markers),
                             hand_sizes=[len(h) for h in self.hands]))
        for seat, hand in enumerate(self.hands):
            events.append(private("hand", [seat], round=self.round, hand=list(hand)))

    # -- the contract -------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def variant(self) -> bool:
        return bool(self.options["most_beyond_12"])

    @property
    def top(self) -> dict[str, Any] | None:
        return self.trick[-1] if self.trick else None

    def active(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.retired]

    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def decision(self) -> Decision | None:
        # Every play or pass is one decision (a Dreamer's declaration is part
        # of its play); the key moves with each of them, even when the same
        # seat leads the next trick.
        if self.over:
            return None
        return Decision((self.round, len(self.out), len(self.trick), len(self.passes), self.turn), (self.turn,))

    def _legal_actions(self, seat: int) -> list[Hashable]:
        # Cached until the next action: the bot and State.apply both ask for
        # the same list. The cache is not part of the position (to_dict).
        cached = getattr(self, "_legal_cache", None)
        if cached is None or cached[0] != seat:
            cached = self._legal_cache = (seat, rules.legal_plays(self.hands[seat], self.top, self.opening))
        return list(cached[1])

    def default_action(self, seat: int) -> Hashable:
        return rules.default_play(self.hands[seat], self.top, self.opening)

    def explain_illegal(self, seat: int, action: Hashable) -> Text:
        return rules.why_illegal(self.hands[seat], self.top, action, self.opening)

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        self._legal_cache = None
        events: list[Event] = []
        self._act(seat, action, events, auto=False)
        self._lone_player_leads(events)
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def outcome(self) -> list[SeatResult]:
        return scoring.outcome(self.levels, self.holder_of_12, self.reached_12, self.tricks)

    # -- transitions --------------------------------------------------------

    def _next_active(self, seat: int) -> int:
        """The first active player clockwise after ``seat`` (``seat`` itself if alone)."""
        for i in range(1, self.players + 1):
            s = (seat + i) % self.players
            if s not in self.retired:
                return s
        raise AssertionError("no active player")  # pragma: no cover - rounds end first

    def _act(self, seat: int, action: Hashable, events: list[Event], auto: bool) -> None:
        if isinstance(action, Pass):
            self.passes.append(seat)
            events.append(public("passed", seat=seat))
            self._advance(seat, events)
            return
        assert isinstance(action, (Play, Dream))
        entry = rules.make_entry(seat, action)
        self.hands[seat].remove(entry["card"])
        self.played.append((seat, entry["card"]))
        self.opening = False
        led = not self.trick
        self.trick.append(entry)
        self.passes = []
        events.append(public("played", seat=seat, card=entry["card"], colour=entry["colour"],
                             value=entry["value"], divine=entry["divine"], led=led,
                             cards_left=len(self.hands[seat]), auto=auto))
        if not self.hands[seat]:
            self._end_round(OUT, seat, events)
            return
        self._advance(seat, events)

    def _advance(self, seat: int, events: list[Event]) -> None:
        nxt = self._next_active(seat)
        owner = self.trick[-1]["seat"]
        if nxt == owner:
            self._win_trick(owner, events)
        else:
            self.turn = nxt

    def _win_trick(self, owner: int, events: list[Event]) -> None:
        divine = bool(self.trick[-1]["divine"])
        cards = [e["card"] for e in self.trick]
        self.out.extend(cards)
        self.trick = []
        self.passes = []
        self.levels[owner] += 1
        self.tricks[owner] += 1
        events.append(public("trick_won", seat=owner, cards=cards, level=self.levels[owner], divine=divine))
        if not self.variant and self.levels[owner] == TARGET_LEVEL:
            self._retire(owner, events)
        if divine:
            self._end_round(DIVINE_WON, owner, events)
            return
        active = self.active()
        if not active:
            self._end_round(ALL_RETIRED, owner, events)
            return
        if len(active) == 1 and self.options["lone_player_ends_round"]:
            self._end_round(LONE_PLAYER, active[0], events)
            return
        self.leader = self.turn = owner if owner in active else self._next_active(owner)

    def _retire(self, seat: int, events: list[Event]) -> None:
        took_from = self.holder_of_12
        self.holder_of_12 = seat
        self.retired.append(seat)
        self.reached_12.append(seat)
        self.out.extend(self.hands[seat])
        count = len(self.hands[seat])
        self.hands[seat] = []
        events.append(public("retired", seat=seat, level=self.levels[seat], took_12_from=took_from,
                             cards_out=count))

    def _lone_player_leads(self, events: list[Event]) -> None:
        """Ruling 9: with one active player left, each card they lead is a trick
        at once; the engine plays these leads itself."""
        announced = False
        while not self.over and not self.trick and len(self.active()) == 1:
            seat = self.turn
            if not announced:
                events.append(public("lone_player", seat=seat, level=self.levels[seat],
                                     cards=len(self.hands[seat])))
                announced = True
            self._act(seat, rules.lone_lead(self.hands[seat]), events, auto=True)

    def _end_round(self, reason: str, seat: int | None, events: list[Event]) -> None:
        unwon = [e["card"] for e in self.trick]
        self.out.extend(unwon)
        self.trick = []
        self.passes = []
        self.last_round = {"round": self.round, "reason": reason, "seat": seat, "unwon": unwon,
                           "tricks": list(self.tricks), "levels": list(self.levels)}
        events.append(public("round_over", round=self.round, reason=reason, seat=seat, unwon=unwon,
                             tricks=list(self.tricks), levels=list(self.levels),
                             holder_of_12=self.holder_of_12))
        if self._game_ends():
            self.over = True
            results = self.outcome()
            events.append(public("game_over", winners=[r.seat for r in results if r.won],
                                 places=[r.place for r in results], levels=list(self.levels),
                                 holder_of_12=self.holder_of_12))
        elif self.deals_next_round:
            self._deal(events)
        else:
            self.round += 1

    def _game_ends(self) -> bool:
        if self.variant:
            return max(self.levels) >= TARGET_LEVEL
        return self.holder_of_12 is not None

    # -- snapshots ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.to_dict(),
            "round": self.round,
            "dealer": self.dealer,
            "levels": list(self.levels),
            "markers": list(self.markers),
            "hands": [list(h) for h in self.hands],
            "out": list(self.out),
            "trick": [dict(e) for e in self.trick],
            "played": [[seat, card] for seat, card in self.played],
            "passes": list(self.passes),
            "leader": self.leader,
            "turn": self.turn,
            "opening": self.opening,
            "tricks": list(self.tricks),
            "retired": list(self.retired),
            "reached_12": list(self.reached_12),
            "holder_of_12": self.holder_of_12,
            "last_round": None if self.last_round is None else dict(self.last_round),
            "over": self.over,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "TraumlandState":
        s = cls._blank(d["players"], d["options"], Rng.from_dict(d["rng"]))
        s.round = d["round"]
        s.dealer = d["dealer"]
        s.levels = list(d["levels"])
        s.markers = list(d["markers"])
        s.hands = [list(h) for h in d["hands"]]
        s.out = list(d["out"])
        s.trick = [dict(e) for e in d["trick"]]
        # Snapshots stored before the round's plays were kept know only the trick's.
        s.played = [(seat, card) for seat, card in d.get("played", [[e["seat"], e["card"]] for e in d["trick"]])]
        s.passes = list(d["passes"])
        s.leader = d["leader"]
        s.turn = d["turn"]
        s.tricks = list(d["tricks"])
        s.retired = list(d["retired"])
        s.reached_12 = list(d["reached_12"])
        s.holder_of_12 = d["holder_of_12"]
        s.last_round = None if d.get("last_round") is None else dict(d["last_round"])
        s.over = d["over"]
        s.opening = d["opening"] if "opening" in d else _opening_of_old_snapshot(d)
        return s


def _opening_of_old_snapshot(d: Mapping[str, Any]) -> bool:
    """Snapshots stored before ruling 1 changed carry no ``opening`` flag: in a
    real game no card has been played this round exactly when every hand is
    still a full deal and the table is empty."""
    if d["over"] or d["trick"] or d["retired"] or any(d["tricks"]):
        return False
    return all(len(h) == HAND_SIZE[d["players"]] for h in d["hands"])

