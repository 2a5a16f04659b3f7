"""Somnikum component data, read once from ``data/somnikum/*.toml``.

The shipped lists are a clearly marked reconstruction (the published card
contents are unknown). Everything the engine knows about cards, goals, sand
tokens and encounters comes from here, so the real lists can replace the data
files without touching code. :func:`load_catalog` checks the files against a
schema and against the rulebook's fixed facts (88 dream cards, 8 goals, 72
tokens, 24 encounters; particles never cross plots) and fails loudly, naming
the file, when an edit breaks them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, Mapping

from games.datafiles import DataError, load_checked

DATA = "somnikum"

PARTICLES_SCHEMA = {
    "plot": [{"key": str, "name": str}],
    "particle": [{"key": str, "plot": str, "name": str, "emoji?": str, "real?": bool}],
}
CARDS_SCHEMA = {
    "card": [{"id": str, "kind": str, "plot?": str, "particles": [str], "stars": int, "eyes": int,
              "encounter": bool}],
}
GOALS_SCHEMA = {"goal": [{"id": str, "particles": [str]}]}
TOKENS_SCHEMA = {"token": [{"particle": str, "sand": int, "blank": int}]}
ENCOUNTERS_SCHEMA = {
    "encounter": [{"id": str, "name": str, "kind": str, "effect": str, "text": str, "english": bool,
                   "amount?": int, "plot?": str, "min_cards?": int, "per?": int}],
}
EXAMPLES_SCHEMA = {
    "example": [{"name": str, "goal": str, "unplayed_encounters": int, "score": int, "rows": [[str]],
                 "parts": {"stars_level1": int, "stars_level2": int, "stars_level3": int,
                           "stars_isolated": int, "encounters_unplayed": int, "goal": int, "eyes": int}}],
}

# The rulebook's component counts (real, not reconstructed).
DREAM_CARDS = 88
GOAL_CARDS = 8
SAND_TOKENS = 72
ENCOUNTER_CARDS = 24
# Encounter effects the engine implements (encounters.py); data may only name these.
EFFECTS = ("draw_tokens", "extra_free_steps", "reverse_move", "mend_break", "golden_dust",
           "draw_encounters", "extra_take", "steal_token", "free_fourth_step", "plot_patron",
           "night_light", "constellation", "sand_keeper")


@dataclass(frozen=True, slots=True)
class Particle:
    key: str
    plot: str
    name: str
    emoji: str


@dataclass(frozen=True, slots=True)
class DreamCard:
    id: str
    nightmare: bool
    plot: str | None  # None for a nightmare (it counts as every plot)
    particles: tuple[str, ...]
    stars: int
    eyes: int
    encounter: bool

    def has_plot(self, plot: str) -> bool:
        return self.nightmare or self.plot == plot


@dataclass(frozen=True, slots=True)
class Goal:
    id: str
    particles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Token:
    id: int
    particle: str
    blank: bool  # True: blank back; False: sleepy sand on the back


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    name: str
    permanent: bool
    effect: str
    text: str
    english: bool
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Catalog:
    plots: Mapping[str, str]
    particles: Mapping[str, Particle]
    cards: Mapping[str, DreamCard]
    goals: Mapping[str, Goal]
    tokens: tuple[Token, ...]
    encounters: Mapping[str, Encounter]
    examples: Mapping[str, Mapping[str, Any]]

    def plot_of(self, particle: str) -> str:
        return self.particles[particle].plot

    def token_particle(self, token: int) -> str:
        return self.tokens[token].particle

    def encounter_ids(self, english_18: bool) -> list[str]:
        return [e.id for e in self.encounters.values() if e.english or not english_18]


def _fail(file: str, message: str) -> DataError:
    return DataError(f"{DATA}/{file}: {message}")


def _particles() -> tuple[dict[str, str], dict[str, Particle]]:
    raw = load_checked(f"{DATA}/particles.toml", PARTICLES_SCHEMA)
    plots = {p["key"]: p["name"] for p in raw["plot"]}
    particles: dict[str, Particle] = {}
    for p in raw["particle"]:
        if p["plot"] not in plots:
            raise _fail("particles.toml", f"particle {p['key']} has unknown plot {p['plot']}")
        if p["key"] in particles or not p["key"].replace("_", "").isalnum() or not p["key"].islower():
            raise _fail("particles.toml", f"particle key {p['key']!r} is repeated or not lower_snake_case")
        particles[p["key"]] = Particle(p["key"], p["plot"], p["name"], p.get("emoji", ""))
    return plots, particles


def _cards(plots: Mapping[str, str], particles: Mapping[str, Particle]) -> dict[str, DreamCard]:
    raw = load_checked(f"{DATA}/dream_cards.toml", CARDS_SCHEMA)
    cards: dict[str, DreamCard] = {}
    for c in raw["card"]:
        where = f"card {c['id']}"
        if c["id"] in cards or not c["id"].isalnum():
            raise _fail("dream_cards.toml", f"{where}: id repeated or not alphanumeric")
        unknown = [p for p in c["particles"] if p not in particles]
        if unknown or not c["particles"] or len(set(c["particles"])) != len(c["particles"]):
            raise _fail("dream_cards.toml", f"{where}: bad particles {c['particles']}")
        if c["kind"] == "good":
            plot = c.get("plot")
            if plot not in plots:
                raise _fail("dream_cards.toml", f"{where}: a good-dream card needs a known plot")
            if any(particles[p].plot != plot for p in c["particles"]):
                raise _fail("dream_cards.toml", f"{where}: particles never cross plots")
            cards[c["id"]] = DreamCard(c["id"], False, plot, tuple(c["particles"]), c["stars"], c["eyes"],
                                       c["encounter"])
        elif c["kind"] == "nightmare":
            cards[c["id"]] = DreamCard(c["id"], True, None, tuple(c["particles"]), c["stars"], c["eyes"],
                                       c["encounter"])
        else:
            raise _fail("dream_cards.toml", f"{where}: kind must be good or nightmare")
        if c["stars"] < 0 or c["eyes"] < 0:
            raise _fail("dream_cards.toml", f"{where}: stars and eyes cannot be negative")
    if len(cards) != DREAM_CARDS:
        raise _fail("dream_cards.toml", f"the game has {DREAM_CARDS} dream cards, found {len(cards)}")
    return cards


def _goals(particles: Mapping[str, Particle]) -> dict[str, Goal]:
    raw = load_checked(f"{DATA}/goals.toml", GOALS_SCHEMA)
    goals = {}
    for g in raw["goal"]:
        if len(g["particles"]) != 3 or any(p not in particles for p in g["particles"]):
            raise _fail("goals.toml", f"goal {g['id']} must show three known particles")
        goals[g["id"]] = Goal(g["id"], tuple(g["particles"]))
    if len(goals) != GOAL_CARDS:
        raise _fail("goals.toml", f"the game has {GOAL_CARDS} goal cards, found {len(goals)}")
    return goals


def _tokens(particles: Mapping[str, Particle]) -> tuple[Token, ...]:
    raw = load_checked(f"{DATA}/tokens.toml", TOKENS_SCHEMA)
    tokens: list[Token] = []
    for t in raw["token"]:
        if t["particle"] not in particles or t["sand"] < 0 or t["blank"] < 0:
            raise _fail("tokens.toml", f"bad token entry {dict(t)}")
        for _ in range(t["sand"]):
            tokens.append(Token(len(tokens), t["particle"], False))
        for _ in range(t["blank"]):
            tokens.append(Token(len(tokens), t["particle"], True))
    if len(tokens) != SAND_TOKENS:
        raise _fail("tokens.toml", f"the game has {SAND_TOKENS} sand tokens, found {len(tokens)}")
    return tuple(tokens)


def _encounters(plots: Mapping[str, str]) -> dict[str, Encounter]:
    raw = load_checked(f"{DATA}/encounters.toml", ENCOUNTERS_SCHEMA)
    found: dict[str, Encounter] = {}
    for e in raw["encounter"]:
        if e["effect"] not in EFFECTS:
            raise _fail("encounters.toml", f"{e['id']}: unknown effect {e['effect']!r}")
        if e["kind"] not in ("one_shot", "permanent") or e["id"] in found or not e["id"].isalnum():
            raise _fail("encounters.toml", f"{e['id']}: bad kind or repeated id")
        if e["effect"] == "plot_patron" and e.get("plot") not in plots:
            raise _fail("encounters.toml", f"{e['id']}: plot_patron needs a known plot")
        params = {k: e[k] for k in ("amount", "plot", "min_cards", "per") if k in e}
        found[e["id"]] = Encounter(e["id"], e["name"], e["kind"] == "permanent", e["effect"], e["text"],
                                   e["english"], params)
    if len(found) != ENCOUNTER_CARDS:
        raise _fail("encounters.toml", f"the game has {ENCOUNTER_CARDS} encounter cards, found {len(found)}")
    return found


@cache
def load_catalog() -> Catalog:
    """Read and check every Somnikum data file (cached per process)."""
    plots, particles = _particles()
    cards = _cards(plots, particles)
    examples = load_checked(f"{DATA}/examples.toml", EXAMPLES_SCHEMA)
    return Catalog(
        plots=plots,
        particles=particles,
        cards=cards,
        goals=_goals(particles),
        tokens=_tokens(particles),
        encounters=_encounters(plots),
        examples={e["name"]: e for e in examples["example"]},
    )


CATALOG = load_catalog()


def card_label(card_id: str) -> str:
    """A short text for a dream card, e.g. ``F10 dragon+castle 1★`` (for renderers and logs)."""
    c = CATALOG.cards[card_id]
    names = "+".join(CATALOG.particles[p].name for p in c.particles)
    worth = f" {c.stars}★" if c.stars else ""
    eyes = f" {c.eyes}👁" if c.eyes else ""
    mark = " ?" if c.encounter else ""
    return f"{card_id} {names}{worth}{eyes}{mark}"
