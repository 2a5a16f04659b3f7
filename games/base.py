"""The engine contract every game follows.

A game is a :class:`Game` descriptor (name, seat limits, documented options,
action codec) and a :class:`State` (the position). States are pure and
deterministic: no Discord, no asyncio, no I/O, randomness only from the
state's :class:`Rng`.

``State.apply`` is a template method: it validates the seat and the action in
one place and only then calls the game's ``_apply``. An illegal action raises
:class:`IllegalAction` with the reason as a catalogue key and its data
(:class:`words.Text`, never a sentence: the screens format it in the
reader's language) and leaves the state untouched.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Hashable, Iterable, Literal, Mapping, Self, Sequence

from words import Text

PUBLIC = None  # audience of an event everyone may see


class IllegalAction(ValueError):
    """An action the rules do not allow. Its reason is a catalogue key with
    data, safe to show the player; ``str()`` formats it in the current locale."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


class BadOptions(ValueError):
    """Options passed to ``Game.new`` that the game does not accept (the
    reason as a catalogue key, like :class:`IllegalAction`)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with the seats allowed to learn it.

    ``audience`` is ``None`` for a public event, otherwise the seats that may
    see it. Renderers must honour it; the engine decides it.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    audience: frozenset[int] | None = PUBLIC

    @property
    def public(self) -> bool:
        return self.audience is None

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "data": dict(self.data),
            "audience": None if self.audience is None else sorted(self.audience),
        }


def public(kind: str, **data: Any) -> Event:
    return Event(kind, data, PUBLIC)


def private(kind: str, seats: Iterable[int], **data: Any) -> Event:
    return Event(kind, data, frozenset(seats))


def listed(items: Sequence[Text | str]) -> Text | str:
    """Names joined as the catalogue's list ("Envy, Cages"), each item
    formatted in the reader's language; "" for none."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Text("game-list", {"head": items[0], "tail": listed(items[1:])})


@dataclass(frozen=True, slots=True)
class Option:
    """One documented table option.

    ``kind`` is ``bool``, ``int`` or ``str``; ``choices`` lists the allowed
    values of a ``str`` option; ``minimum``/``maximum`` bound an ``int``.
    """

    name: str
    kind: type
    default: Any
    description: str
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def validate(self, value: Any) -> Any:
        if self.kind is bool:
            if not isinstance(value, bool):
                raise BadOptions(Text("game-option-not-bool", {"option": self.name}))
            return value
        if self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOptions(Text("game-option-not-int", {"option": self.name}))
            if self.minimum is not None and value < self.minimum:
                raise BadOptions(Text("game-option-too-small", {"option": self.name, "minimum": self.minimum}))
            if self.maximum is not None and value > self.maximum:
                raise BadOptions(Text("game-option-too-large", {"option": self.name, "maximum": self.maximum}))
            return value
        if not isinstance(value, self.kind):
            raise BadOptions(Text("game-option-wrong-type", {"option": self.name}))
        if self.choices and value not in self.choices:
            allowed = ", ".join(map(str, self.choices))
            raise BadOptions(Text("game-option-not-a-choice", {"option": self.name, "allowed": allowed}))
        return value


class Rng:
    """The state's only source of chance.

    Each draw re-derives a ``random.Random`` from ``f"{seed}:{n}"`` (string
    seeding is stable across processes and Python runs), so the whole RNG is
    two JSON-safe values. Tests force outcomes with :meth:`force`: forced
    values are consumed, in order, by :meth:`randint`/:meth:`roll` and by
    :meth:`choice_index`, before any real draw.
    """

    __slots__ = ("seed", "n", "forced")

    def __init__(self, seed: int | str, n: int = 0, forced: Sequence[int] = ()) -> None:
        self.seed = str(seed)
        self.n = n
        self.forced: list[int] = list(forced)

    def _next(self) -> random.Random:
        r = random.Random(f"{self.seed}:{self.n}")
        self.n += 1
        return r

    def force(self, *values: int) -> None:
        self.forced.extend(values)

    def randint(self, lo: int, hi: int) -> int:
        if self.forced:
            value = self.forced.pop(0)
            if not lo <= value <= hi:
                raise ValueError(f"forced value {value} outside {lo}..{hi}")
            return value
        return self._next().randint(lo, hi)

    def roll(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def choice_index(self, length: int) -> int:
        return self.randint(0, length - 1)

    def choice(self, items: Sequence[Any]) -> Any:
        return items[self.choice_index(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle in place. Forced values are not used: tests that need a
        chosen order build the state with that order instead."""
        self._next().shuffle(items)

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "n": self.n, "forced": list(self.forced)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Rng":
        return cls(d["seed"], d["n"], d.get("forced", ()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return f"Rng(seed={self.seed!r}, n={self.n})"


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's line in a finished game's outcome."""

    seat: int
    place: int  # 1 = best; ties share a place
    won: bool
    score: float
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "place": self.place,
            "won": self.won,
            "score": self.score,
            "details": dict(self.details),
        }


@dataclass(frozen=True, slots=True)
class Decision:
    """What the game waits for now: one decision of the rules.

    ``key`` changes exactly when a new decision starts, so the bot sends one
    notification and gives one deadline per decision: one per turn, even when
    the turn takes several actions (Somnikum's token, flywheel, steps and
    attach; Darkly Dreaming's draws until the dreamer sleeps), and one per
    simultaneous phase (Somna's night, each vote). Two consecutive decisions
    never share a key; keys of decisions further apart may repeat.

    ``seats`` are the seats it asks, as ``to_act()``: within one decision
    they may only shrink. ``kind`` names it for people ("turn", "night",
    "vote"). ``steps`` is True when a seat may act more than once in it
    (several sub-steps, or an answer changed until the phase resolves);
    otherwise a seat that acted is not asked again in the same decision.
    """

    key: Hashable
    seats: tuple[int, ...]
    kind: str = "turn"
    steps: bool = False

    def starts_after(self, previous: "Decision | None") -> bool:
        """Whether this is a new decision after ``previous``. A seat asked
        now that ``previous`` did not ask also starts one: a rule no declared
        key breaks (the conformance suite checks that)."""
        return (previous is None or self.key != previous.key
                or not set(self.seats) <= set(previous.seats))


@dataclass(frozen=True, slots=True)
class Closing:
    """How a decision that waits to be closed is closed (``State.closing``):
    ``seat`` plays ``action``, not before ``minimum`` seconds after the
    decision began, at a random moment ``window`` (low, high) seconds after
    its last answer, so when it ends says nothing of when that answer came.
    The engine never measures time itself: the bot does."""

    seat: int
    action: Hashable
    minimum: float
    window: tuple[float, float]


def close_waiting(state: "State") -> bool:
    """Outside the bot (benchmarks, tests that play engines alone): play the
    closing move of a decision that waits to be closed (``State.closing``)
    at once; whether there was one."""
    closing = state.closing()
    if closing is None or state.is_over:
        return False
    state.apply(closing.seat, closing.action)
    return True


@dataclass(frozen=True, slots=True)
class GameType:
    """A game's facts, declared once on its ``Game`` (as OpenSpiel's
    ``GameType``): the bot, the presenters and the tests read them here
    instead of keeping their own copy per game, so a new game states them
    in one place. The conformance suite checks them against play.
    """

    min_players: int  # seat limits for the default options (``Game.seat_limits`` may widen them)
    max_players: int
    # Each seat holds cards only it sees (its choices are then private: DM
    # prompts and the hand button, never the channel's turn message).
    hidden_hands: bool = False
    # Each seat has a role only it knows (its choices are private too).
    hidden_roles: bool = False
    # Some decisions ask several seats at once (``to_act()`` holds more than one).
    simultaneous: bool = False
    # Some decisions hide who acts, who answered and who ran out of time;
    # ``State.secret_turns()`` says which.
    secret_turns: bool = False
    # "channel": a table needs a whole channel, not a thread of its own
    # (Somna silences the dead with channel permissions, which threads lack).
    plays_in: Literal["thread", "channel"] = "thread"
    # For a game played in teams: the outcome detail naming each seat's team
    # (ratings then move by team). None: every seat plays for itself.
    team_detail: str | None = None

    @property
    def hidden_information(self) -> bool:
        """Whether a seat knows anything the others do not (hands or roles)."""
        return self.hidden_hands or self.hidden_roles


def places_by_score(scores: Sequence[float], higher_is_better: bool = True) -> list[int]:
    """Standard competition places: equal scores share a place (1, 1, 3)."""
    sign = -1 if higher_is_better else 1
    ordered = sorted(sign * s for s in scores)
    return [ordered.index(sign * s) + 1 for s in scores]


class State(ABC):
    """A position of one game. Subclasses implement the underscored hooks and
    keep ``players`` (the seat count) as an attribute."""

    game: ClassVar["Game"]
    players: int
    options: dict[str, Any]  # the game's resolved options
    rng: "Rng"
    # False in a bot's simulated position (games/ai) whose search ends with
    # the round: the next round is counted, never dealt, as nothing reads it.
    # Not part of the position (to_dict).
    deals_next_round: bool = True

    # -- the contract -----------------------------------------------------

    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that may act now, ascending; [] when the game is over."""

    @abstractmethod
    def _legal_actions(self, seat: int) -> list[Hashable]:
        """Legal actions of a seat that is in ``to_act()``."""

    @abstractmethod
    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        """Apply an action already known to be legal."""

    @abstractmethod
    def default_action(self, seat: int) -> Hashable:
        """A legal action used at a deadline or for an away player."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-safe dict of what ``seat`` may know (None: the channel)."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> list[SeatResult]:
        """Per-seat results; only meaningful when ``is_over``."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """JSON-safe snapshot; ``game.from_dict`` restores an equal state."""

    # -- shared behaviour -------------------------------------------------

    @classmethod
    def _blank(cls, players: int, options: Mapping[str, Any], rng: "Rng") -> Self:
        """An instance holding only what every game keeps, for ``start`` and
        ``from_dict`` to fill in (bypassing ``__init__``: restoring must not deal)."""
        s = cls.__new__(cls)
        s.players, s.options, s.rng = players, dict(options), rng
        return s

    def legal_actions(self, seat: int) -> list[Hashable]:
        if self.is_over or seat not in self.to_act():
            return []
        return self._legal_actions(seat)

    def is_legal(self, seat: int, action: Hashable) -> bool:
        """Whether ``apply`` takes the action now: one of ``legal_actions``,
        or a shorthand a game applies as several of them in turn (Somnikum's
        ``Chain``, which ``legal_actions`` does not list)."""
        return action in self.legal_actions(seat)

    @abstractmethod
    def decision(self) -> Decision | None:
        """The decision the game waits for (None when it is over): one key
        per turn or per simultaneous phase, cheap to compute (the bot asks
        after every action). Every game declares its own; the conformance
        suite checks it against ``to_act()``."""

    def awaiting(self) -> list[int]:
        """Seats whose answer the current decision still waits for: a subset
        of ``to_act()``. A game where a seat that answered may still change
        its answer (Somna's night and votes) keeps that seat in ``to_act()``
        but not here. Deadlines and automatic play (away and bot seats) act
        only for these seats, so each seat is played for at most once per
        decision."""
        return self.to_act()

    def waits_out(self, seat: int) -> bool:
        """True when letting the time run out is a normal way to end this
        decision (Somna's plea: the accused speaks until the clock stops),
        so it is not held against the seat as a missed turn."""
        return False

    def secret_turns(self) -> bool:
        """True while who acts, who answered and who ran out of time are
        hidden information (Somna's night and pyre): the bot then says
        nothing public about any seat's timing and tells a timeout only to
        that seat. Only a game whose ``GameType`` declares ``secret_turns``
        overrides it, to say when; the others never have secret turns."""
        return False

    def why_waiting(self, seat: int) -> Text | None:
        """Why a seated player may not act now (a catalogue key with data),
        when the rules give a reason beyond "not your turn" (Somna: the dead)."""
        return Text("game-over") if self.is_over else None

    def closing(self) -> "Closing | None":
        """While every seat the decision asks has answered but the decision
        stands (it waits to be closed rather than closing on its last answer:
        Somna's night): how the bot closes it. None: the decision closes on
        its own (every other game, and Somna's night while an answer is
        missing)."""
        return None

    def players_may_play(self, action: Hashable) -> bool:
        """Whether a player may choose ``action`` themselves. A closing move
        (``closing``: Somna's daybreak) is the bot's alone: a click that
        carries one, a forged id, is refused and changes nothing."""
        return True

    def decision_seconds(self) -> int | None:
        """Seconds the current decision may take when the game fixes it
        (e.g. Somna's night length from its options); None lets the bot use
        the table's turn time. The engine never measures time itself."""
        return None

    def decision_clock(self) -> str | None:
        """The name of the clock the current decision runs on when several
        decisions share one (Somna's nominations: one clock per day, however
        often they reopen). The bot arms the first decision on a clock with
        ``decision_seconds`` and every later one with what is left of it.
        None: the decision has a time of its own."""
        return None

    def pace_period(self) -> str | None:
        """The stretch of play in which the host may extend the current
        decision once (Somna: a night and its day). None: no extension."""
        return None

    def explain_illegal(self, seat: int, action: Hashable) -> Text:
        """Why ``action`` is not legal for ``seat`` now, as a catalogue key
        with data. Games override this to name the rule
        (``game-somnia-must-follow``: "You must follow blue: you hold the blue 6")."""
        return Text("game-move-not-allowed")

    def apply(self, seat: int, action: Hashable) -> list[Event]:
        if self.is_over:
            raise IllegalAction(Text("game-over"))
        if seat not in self.to_act():
            raise IllegalAction(Text("game-not-your-turn"))
        if action not in self._legal_actions(seat):
            raise IllegalAction(self.explain_illegal(seat, action))
        return self._apply(seat, action)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # a state changes: equal by value, so unhashable


class Game(ABC):
    """A game descriptor: what ``GAMES[name]`` holds."""

    name: ClassVar[str]
    title: ClassVar[str]
    # The game's facts: seat limits, hidden information, simultaneous and
    # secret decisions, where it plays, team results.
    game_type: ClassVar[GameType]
    options: ClassVar[Mapping[str, Option]] = {}
    # Seconds a player gets for one decision unless the guild or table says
    # otherwise. The engine never measures time; the bot does.
    turn_seconds: ClassVar[int] = 120

    # The contract's names for the declared facts.
    @property
    def min_players(self) -> int:
        return self.game_type.min_players

    @property
    def max_players(self) -> int:
        return self.game_type.max_players

    @property
    def team_detail(self) -> str | None:
        return self.game_type.team_detail

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and validate; unknown names are refused."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            raise BadOptions(Text("game-option-unknown", {"game": self.name, "title": self.title, "options": ", ".join(unknown)}))
        return {
            name: opt.validate(options[name]) if name in options else opt.default
            for name, opt in self.options.items()
        }

    def seat_limits(self, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        """Fewest and most seats with these (resolved) options; a game whose
        options change the seat count overrides it."""
        return self.min_players, self.max_players

    def decision_times(self, options: Mapping[str, Any]) -> dict[str, int]:
        """Seconds per kind of decision when the game fixes them from its
        (resolved) options, e.g. Somna's night and vote lengths; empty when
        the table's turn time applies (``State.decision_seconds`` is None)."""
        return {}

    def check_players(self, players: int, options: Mapping[str, Any] | None = None) -> None:
        lo, hi = self.seat_limits(options)
        if not lo <= players <= hi:
            raise BadOptions(Text("game-players-out-of-range", {"game": self.name, "title": self.title, "lo": lo, "hi": hi, "players": players}))

    def new(self, players: int, seed: int | str = 0, options: Mapping[str, Any] | None = None) -> State:
        resolved = self.resolve_options(options)
        self.check_players(players, resolved)
        return self._new(players, seed, resolved)

    @abstractmethod
    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State: ...

    @abstractmethod
    def from_dict(self, d: Mapping[str, Any]) -> State: ...

    @abstractmethod
    def encode(self, action: Hashable) -> str:
        """Text form of an action, at most 80 characters."""

    @abstractmethod
    def decode(self, text: str) -> Hashable:
        """Inverse of ``encode``; raises IllegalAction on malformed text."""

    def __repr__(self) -> str:
        return f"<Game {self.name}>"
