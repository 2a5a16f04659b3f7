"""The night: who may do what, and the resolution at sunrise.

Every living player answers (a plain Villager can only Sleep) and may change
the answer until the night resolves: a new answer replaces the current one.
A seduction of a role holder is refused at once ("that soul resists"; the
Demon keeps its current answer, if any, and chooses again), and that soul
stays refused all night; in Advanced mode the roles that foil a seduction are
not refused: the attempt fails at sunrise instead. Once every living player
has answered, the Storyteller ends the night (``Daybreak``: the bot plays it
at a moment that says nothing of when the last answer came, see
``SomnaState.settle_seconds``) and it resolves in the order of
``rules.PLAN`` (steps from night.toml, then priority): each power has one
handler below, registered in ``HANDLERS``, that records its effect on a
:class:`Dawn`.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Hashable

from games.base import Event, private, public

from .actions import Daybreak, Sleep, UsePower, decode, encode
from .rules import FIRST_NIGHT, LIMITS, PLAN, POWERS, ROLES, STEPS
from .story import pick

if TYPE_CHECKING:
    from .state import SomnaState


def _witch_just_fell(st: "SomnaState") -> bool:
    """The Nightfall right after a Witch died (executed on day N or killed at
    the sunrise of night N: this is night N + 1); the offer lapses after it.
    While no Witch was ever made (an Advanced night-1 seduction that failed)
    the first one may still be seduced (docs/games/somna.md, ruling 5)."""
    if st.used["witches"] == 0:
        return True
    return any(st.roles[r["seat"]] == "witch" and r.get("night", r.get("day")) == st.night - 1
               for r in st.dead)


# Named conditions a power may require (night.toml ``requires``).
CONDITIONS: MappingProxyType[str, Callable[["SomnaState"], bool]] = MappingProxyType({
    "no_living_witch": lambda st: not any(st.alive[s] and st.roles[s] == "witch" for s in range(st.players)),
    "witch_just_fell": _witch_just_fell,
    "witches_spent": lambda st: st.used["witches"] >= LIMITS["witches"],
    "advanced": lambda st: bool(st.options["advanced"]),
})


def available(st: "SomnaState", power: str) -> bool:
    info = POWERS[power]
    if info.pool and st.used[info.pool] >= LIMITS[info.pool]:
        return False
    return all(CONDITIONS[c](st) for c in info.requires)


def targets(st: "SomnaState", seat: int, power: str) -> list[int]:
    rule = POWERS[power].targets
    if rule == "anyone":
        seats = list(range(st.players))
    elif rule == "living":
        seats = st.living()
    else:
        seats = [s for s in st.living() if s != seat]
    if POWERS[power].step == "corrupt":
        # The Demon knows its allies; tonight's resisting souls were refused.
        seats = [s for s in seats if ROLES[st.roles[s]].faction != "evil" and s not in st.resisted]
    return seats


def options(st: "SomnaState", seat: int) -> list[Hashable]:
    """Every legal night answer of a living seat (the same before and after it
    answers, so its prompt stays valid while it may change its answer)."""
    powers = ROLES[st.roles[seat]].powers
    if st.night == 1:
        powers = tuple(p for p in powers if p in FIRST_NIGHT)
    acts: list[Hashable] = []
    for power in powers:
        if available(st, power):
            acts.extend(UsePower(power, t) for t in targets(st, seat, power))
    if st.night > 1 or not acts:
        acts.append(Sleep())
    return acts


def default(st: "SomnaState", seat: int) -> Hashable:
    """The seat's current answer while it is still legal; else Sleep. The
    night-1 Demon (who may not sleep) seduces a plain Villager picked by the
    table's seed (rules page: a default never throws a power away on a rules
    penalty): a pick that resists would leave the night unresolved past the
    deadline (and the bot's next timeout would name the Demon), and in
    Advanced a pick that foils the seduction would silently lose the Witch."""
    acts = options(st, seat)
    current = st.choices[seat]
    if current is not None:
        action = decode(current)
        if action in acts:
            return action
    if Sleep() in acts:
        return Sleep()
    willing = [a for a in acts if isinstance(a, UsePower) and not (
        POWERS[a.power].step == "corrupt" and not ROLES[st.roles[a.target]].seducible)]
    if not willing:
        return acts[0]
    return willing[pick(st.rng.seed, len(willing), "default", st.night, seat)]


def nightfall(st: "SomnaState") -> list[Event]:
    """Night 2, when the roles with a power are first woken: each living
    holder of a role that ``knows`` another learns who holds it (the Monger
    the Zealot, rules page: "when first woken (night 2, in its night
    prompt), not at the deal"), whether or not that holder still lives."""
    if st.night != 2:
        return []
    events = []
    for seat in st.living():
        for known in ROLES[st.roles[seat]].knows:
            for other, role in enumerate(st.roles):
                # (A table dealt before this rule knew at the deal: no second note.)
                if role == known and not any(k["kind"] == "knows" and k["seat"] == other
                                             for k in st.knowledge[seat]):
                    note = {"kind": "knows", "night": st.night, "role": known, "seat": other}
                    st.knowledge[seat].append(note)
                    events.append(_tell(seat, note))
    return events


def resists(st: "SomnaState", target: int) -> bool:
    """Only a plain Villager can be seduced; a role holder resists and the
    Demon is told at once to choose again, except that in Advanced mode the
    roles that foil a seduction let it go ahead and fail at sunrise (the
    Demon's night is over)."""
    role = ROLES[st.roles[target]]
    if role.seducible:
        return False
    return not (st.options["advanced"] and role.foils_seduction)


# Seconds after the last answer within which the Storyteller ends the night,
# at a moment drawn from the table's seed (``SomnaState.closing``).
CLOSE_WINDOW = (1.0, 5.0)
# The night's shortest length unless the table's options say otherwise.
MIN_SECONDS = 30


def all_answered(st: "SomnaState") -> bool:
    return all(st.choices[s] is not None for s in st.living())


def submit(st: "SomnaState", seat: int, action: Hashable) -> tuple[list[Event], bool]:
    """Record an answer (replacing the seat's current one), or end the night
    (``Daybreak``, once every living player answered); returns the events and
    whether the night resolved. A refused seduction keeps the current answer."""
    if isinstance(action, Daybreak):
        for other in st.living():  # (the bot plays it once all answered; else the defaults stand in)
            if st.choices[other] is None:
                st.choices[other] = encode(default(st, other))
        return resolve(st), True
    if isinstance(action, UsePower) and POWERS[action.power].step == "corrupt" and resists(st, action.target):
        st.resisted.append(action.target)
        note = {"kind": "resisted", "night": st.night, "seat": action.target}
        st.knowledge[seat].append(note)
        return [_tell(seat, note)], False
    st.choices[seat] = encode(action)
    return [], False


def _tell(seat: int, note: dict[str, Any]) -> Event:
    """A private event carrying one piece of knowledge (its kind names the event)."""
    return private(note["kind"], [seat], **{k: v for k, v in note.items() if k != "kind"})


class Dawn:
    """Working notes of one night's resolution (discarded after sunrise)."""

    def __init__(self, st: "SomnaState") -> None:
        self.st = st
        # Roles as the night fell (who may act, whom a Hex stops) and as they
        # stand after tonight's seduction (what the seers are answered): the
        # rulebook's Storyteller answers a seer when it is woken, before the
        # kills and the Elixir, which may turn a seer into a plain Villager.
        self.nightfall: list[str] = list(st.roles)
        self.seen: list[str] = self.nightfall
        self.hexed: set[int] = set()
        self.blessed: set[int] = set()
        self.guarded: set[int] = set()
        self.attacks: dict[int, list[str]] = {}
        self.blocked: set[int] = set()
        self.died: dict[int, list[str]] = {}
        self.saved: set[int] = set()
        self.returned: list[int] = []
        self.notes: list[tuple[int, dict[str, Any]]] = []
        self.acts: list[dict[str, Any]] = []

    def act(self, seat: int, power: str, target: int, result: str | bool) -> None:
        self.acts.append({"seat": seat, "role": self.nightfall[seat], "power": power,
                          "target": target, "result": result})

    def note(self, to: int, kind: str, **data: object) -> None:
        """Knowledge for seat ``to``, delivered at sunrise, dead or alive
        (everyone told was alive when the night fell)."""
        self.notes.append((to, {"kind": kind, "night": self.st.night, **data}))

    def powerless(self, seat: int, power: str, target: int) -> bool:
        """A hexed role holder's power fails; they are told at sunrise."""
        if seat in self.hexed and ROLES[self.nightfall[seat]].hexable:
            self.act(seat, power, target, "hexed")
            self.note(seat, "power_failed", power=power)
            return True
        return False

    def attack(self, target: int, cause: str) -> None:
        """One cause per kind: the Demon and the Beast on one house read as one
        "slain", or the announcement would reveal that the Beast exists."""
        causes = self.attacks.setdefault(target, [])
        if cause not in causes:
            causes.append(cause)


# -- handlers, one per power (seat = the actor) -------------------------------

def _make(d: Dawn, seat: int, target: int, new_role: str, pool: str) -> bool:
    st = d.st
    if ROLES[st.roles[target]].seducible and st.alive[target]:
        st.roles[target] = new_role
        st.used[pool] += 1
        return True
    return False


def _seduce(d: Dawn, seat: int, target: int) -> None:
    if _make(d, seat, target, "witch", "witches"):
        d.act(seat, "seduce", target, "witch")
        d.note(seat, "witch_made", seat=target)
        d.note(target, "seduced")
    else:
        d.act(seat, "seduce", target, "failed")
        d.note(seat, "seduction_failed", seat=target)


def _corrupt(d: Dawn, seat: int, target: int) -> None:
    if _make(d, seat, target, "beast", "beasts"):
        d.act(seat, "corrupt", target, "beast")
        d.note(seat, "beast_made", seat=target)
        d.note(target, "corrupted", demon=seat)
    else:
        d.act(seat, "corrupt", target, "failed")
        d.note(seat, "seduction_failed", seat=target)


def _hex(d: Dawn, seat: int, target: int) -> None:
    d.st.used["hexes"] += 1
    d.hexed.add(target)
    d.act(seat, "hex", target, "cast")


def _bless(d: Dawn, seat: int, target: int) -> None:
    if not d.powerless(seat, "bless", target):
        d.blessed.add(target)
        d.act(seat, "bless", target, "blessed")


def _guard(d: Dawn, seat: int, target: int) -> None:
    if not d.powerless(seat, "guard", target):
        d.guarded.add(target)
        d.act(seat, "guard", target, "guarded")


def _slay(d: Dawn, seat: int, target: int) -> None:
    if target in d.blessed:
        d.blocked.add(target)
        d.act(seat, "slay", target, "blocked")
    else:
        d.attack(target, "slain")
        d.act(seat, "slay", target, "struck")


def _maul(d: Dawn, seat: int, target: int) -> None:
    if not d.powerless(seat, "maul", target):
        # The Beast's "actions are unannounced": its kill reads exactly like the Demon's.
        d.attack(target, "slain")
        d.act(seat, "maul", target, "struck")


def _poison(d: Dawn, seat: int, target: int) -> None:
    d.st.used["poison"] += 1
    if not d.powerless(seat, "poison", target):
        d.attack(target, "poisoned")
        d.act(seat, "poison", target, "struck")


def _vigilante(d: Dawn, seat: int, target: int) -> None:
    if d.powerless(seat, "vigilante", target):
        return
    if target in d.guarded:
        d.blocked.add(target)
        d.act(seat, "vigilante", target, "blocked")
    else:
        d.attack(target, "vigilante")
        d.act(seat, "vigilante", target, "struck")


def _elixir(d: Dawn, seat: int, target: int) -> None:
    st = d.st
    st.used["elixir"] += 1
    if d.powerless(seat, "elixir", target):
        return
    if st.alive[target] or st.roles[target] == "demon":
        d.act(seat, "elixir", target, "wasted")
        return
    st.alive[target] = True
    st.roles[target] = "villager"
    if target in d.died:
        del d.died[target]
        d.saved.add(target)
        d.act(seat, "elixir", target, "saved")
    else:
        d.returned.append(target)
        d.act(seat, "elixir", target, "returned")
    d.note(target, "returned", role="villager")


def _spell(d: Dawn, seat: int, target: int) -> None:
    is_demon = d.seen[target] == "demon"
    d.act(seat, "spell", target, is_demon)
    d.note(seat, "spell", seat=target, demon=is_demon)


def _check(d: Dawn, seat: int, target: int) -> None:
    if not d.powerless(seat, "check", target):
        witch = ROLES[d.seen[target]].reads_as_witch
        d.act(seat, "check", target, witch)
        d.note(seat, "check", seat=target, witch=witch)


def _peek(d: Dawn, seat: int, target: int) -> None:
    if not d.powerless(seat, "peek", target):
        role = d.seen[target]
        d.act(seat, "peek", target, role)
        d.note(seat, "peek", seat=target, role=role)


def _seduction_done(d: Dawn) -> None:
    """End of the corrupt step: the roles every seer's answer is read from."""
    d.seen = list(d.st.roles)


def _kills_land(d: Dawn) -> None:
    """End of the kill step: every attack lands at once."""
    for target in sorted(d.attacks):
        d.st.alive[target] = False
        d.died[target] = d.attacks[target]
    d.saved |= d.blocked - set(d.died)


HANDLERS: MappingProxyType[str, Callable[[Dawn, int, int], None]] = MappingProxyType({
    "seduce": _seduce, "corrupt": _corrupt, "hex": _hex, "bless": _bless, "guard": _guard,
    "slay": _slay, "maul": _maul, "poison": _poison, "vigilante": _vigilante,
    "elixir": _elixir, "spell": _spell, "check": _check, "peek": _peek,
})
STEP_END: MappingProxyType[str, Callable[[Dawn], None]] = MappingProxyType({
    "corrupt": _seduction_done, "kill": _kills_land})

_missing = set(POWERS) - set(HANDLERS)
if _missing:  # pragma: no cover - a data edit without code
    raise RuntimeError(f"somna: no night handler for {sorted(_missing)}")


def resolve(st: "SomnaState") -> list[Event]:
    """Resolve the collected night choices and return the sunrise events."""
    d = Dawn(st)
    chosen: dict[str, list[tuple[int, int]]] = {}
    for seat, text in enumerate(st.choices):
        if text is None:
            continue
        action = decode(text)
        if isinstance(action, UsePower):
            chosen.setdefault(action.power, []).append((seat, action.target))
    for step in STEPS:
        for power in PLAN:
            if POWERS[power].step != step:
                continue
            for seat, target in chosen.get(power, ()):
                if power not in ROLES[d.nightfall[seat]].powers:
                    # Every answer was legal when given; only a state built by
                    # hand can get here. Record it rather than act on it.
                    d.act(seat, power, target, "void")
                    continue
                HANDLERS[power](d, seat, target)
        if step in STEP_END:
            STEP_END[step](d)
    told = {seat for seat, note in d.notes if note["kind"] == "power_failed"}
    for seat in sorted(d.hexed - told):
        if ROLES[d.nightfall[seat]].hexable:  # hexed while sleeping: still told
            d.note(seat, "power_failed", power=None)
    return _sunrise(st, d)


# Roles a sunrise hint never names: the Demon and plain Villagers tell
# nothing; the Beast is kept secret.
UNHINTED = frozenset({"demon", "villager", "beast"})


def hint(st: "SomnaState") -> str | None:
    """The role the Storyteller's recap hints at ("indirectly mentioning roles
    that are still in play"): one role held by a living player, picked by the
    table's seed and the night among the roles alive after this sunrise, so
    it says which roles live and nothing else (not who holds them, nor who
    acted tonight). Neither the Demon (always alive while the game runs) nor
    the plain Villagers: a hint about them says nothing. Never the Beast:
    its making is secret and it is never announced (rules page, item 9), so
    a hint names only roles the village knows may be in play. None when the
    option ``storyteller_hints`` is off."""
    if not st.options.get("storyteller_hints", True):  # tables stored before the option
        return None
    if "demon" not in [st.roles[s] for s in st.living()]:
        return None  # the game ends at this sunrise (and a Witch dies with the Demon)
    roles = sorted({st.roles[s] for s in st.living()} - UNHINTED)
    return roles[pick(st.rng.seed, len(roles), "hint", st.night)] if roles else None


def _sunrise(st: "SomnaState", d: Dawn) -> list[Event]:
    reveal = st.options["reveal_roles_on_death"]
    deaths = []
    for seat in sorted(d.died):
        record: dict[str, Any] = {"seat": seat, "how": list(d.died[seat])}
        if reveal:
            record["role"] = st.roles[seat]
        deaths.append(record)
        st.dead.append({**record, "night": st.night})
    st.dead = [r for r in st.dead if r["seat"] not in d.returned]
    # The rulebook's sunrise order: the Hex card laid on the hexed player's
    # role card in view of everyone (who, whatever their role, and how many
    # Hex cards are left), the deaths, the saves, the returns, then the
    # Storyteller's recap (its optional hint).
    hexes_left = LIMITS["hexes"] - st.used["hexes"]
    events: list[Event] = [public("sunrise", night=st.night, hexed=sorted(d.hexed), hexes_left=hexes_left,
                                  deaths=deaths, saved=len(d.saved), returned=sorted(d.returned),
                                  hint=hint(st))]
    for seat, note in d.notes:
        # The dead too: a seer killed (or killed and revived) tonight was
        # answered when woken, before any kill took effect.
        st.knowledge[seat].append(note)
        events.append(_tell(seat, note))
    st.hexed_last_night = sorted(d.hexed)
    st.tell_story({"night": st.night, "acts": d.acts, "deaths": deaths,
                   "saved": sorted(d.saved), "returned": sorted(d.returned), "hexed": sorted(d.hexed),
                   "hexes_left": hexes_left, "hint": events[0].data["hint"]})
    return events
