"""Helpers for the Somnikum tests: build a chosen position, force draws, check components.

``arrange`` rebuilds where every card, token and encounter lies, so tests start
from a coherent position they chose (field, flywheels, dreams, hands ...) and
the conservation checks still hold.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from games.somnikum import GAME
from games.somnikum.cards import CATALOG
from games.somnikum.rules import FIELD_SIZE, Phase, new_turn
from games.somnikum.state import SomnikumState


def parse_row(specs: Iterable[str]) -> list[tuple[int, str, bool, list[str]]]:
    """``"|5:S03+cloud"`` -> (pos 5, card S03, break on its left, tokens ["cloud"])."""
    out = []
    for spec in specs:
        brk = spec.startswith("|")
        pos, rest = spec.lstrip("|").split(":")
        card, *tokens = rest.split("+")
        out.append((int(pos), card, brk, tokens))
    return out


def _take_token(bag: list[int], particle: str | None = None, blank: bool | None = None) -> int:
    for t in bag:
        tok = CATALOG.tokens[t]
        if (particle is None or tok.particle == particle) and (blank is None or tok.blank == blank):
            bag.remove(t)
            return t
    raise AssertionError(f"no token {particle} blank={blank} left in the bag")


def token_spec(spec: str) -> tuple[str, bool | None]:
    """``"cloud"`` any back, ``"cloud!"`` blank back, ``"cloud~"`` sand back."""
    if spec.endswith("!"):
        return spec[:-1], True
    if spec.endswith("~"):
        return spec[:-1], False
    return spec, None


def arrange(s: SomnikumState | None = None, *, players: int = 2, field: list[str | None] | None = None,
            wheels: tuple[int, int] | None = None, dreams: Mapping[int, list[list[str]]] | None = None,
            tokens: Mapping[int, list[str]] | None = None, hands: Mapping[int, list[str]] | None = None,
            front: Mapping[int, list[str]] | None = None, enc_deck: list[str] | None = None,
            enc_discard: list[str] | None = None, goals: Mapping[int, str] | None = None,
            deck: list[str] | None = None, current: int = 0, phase: str = Phase.START, round: int = 1,
            options: Mapping[str, Any] | None = None, seed: int = 1) -> SomnikumState:
    if s is None:
        s = GAME.new(players=players, seed=seed, options=dict(options or {}))  # type: ignore[assignment]
    n = s.players
    # dream cards
    rows_by_seat = {seat: [parse_row(r) for r in rows] for seat, rows in (dreams or {}).items()}
    in_dreams = [c for rows in rows_by_seat.values() for row in rows for _, c, _, _ in row]
    pool = [c for c in CATALOG.cards if c not in in_dreams]
    if field is None:
        field = list(pool[:FIELD_SIZE[n]])
    size = FIELD_SIZE[n]
    field = list(field) + [None] * (size - len(field))
    pool = [c for c in pool if c not in field]
    if deck is None:
        deck, removed = pool, []
    else:
        removed = [c for c in pool if c not in deck]
    s.field, s.deck, s.removed = field, list(deck), removed
    s.wheels = list(wheels) if wheels is not None else [0, size // 2]
    # tokens
    bag = [t.id for t in CATALOG.tokens]
    s.dreams = [[[], [], []] for _ in range(n)]
    for seat, rows in rows_by_seat.items():
        for level, row in enumerate(rows):
            for pos, card, brk, toks in row:
                placed = [_take_token(bag, *token_spec(t)) for t in toks]
                btok = _take_token(bag, blank=False) if brk else None
                s.dreams[seat][level].append({"pos": pos, "card": card, "brk": brk, "btok": btok, "tokens": placed})
    s.tokens = [[] for _ in range(n)]
    for seat, specs in (tokens or {}).items():
        s.tokens[seat] = [_take_token(bag, *token_spec(t)) for t in specs]
    s.bag = bag
    # encounters
    available = CATALOG.encounter_ids(s.options.get("discovery_18", False))
    s.hands = [list((hands or {}).get(seat, [])) for seat in range(n)]
    s.front = [list((front or {}).get(seat, [])) for seat in range(n)]
    s.enc_discard = list(enc_discard or [])
    used = {c for h in s.hands + s.front for c in h} | set(s.enc_discard)
    s.enc_deck = list(enc_deck) if enc_deck is not None else [c for c in available if c not in used]
    if goals:
        chosen = [goals.get(seat, s.goals[seat]) for seat in range(n)]
        s.goals = chosen
        s.goal_box = [g for g in CATALOG.goals if g not in chosen]
    s.turn = new_turn()
    s.current, s.phase, s.round = current, phase, round
    return s


def token_in_bag(s: SomnikumState, particle: str | None = None, blank: bool | None = None) -> int:
    for t in s.bag:
        tok = CATALOG.tokens[t]
        if (particle is None or tok.particle == particle) and (blank is None or tok.blank == blank):
            return t
    raise AssertionError("no such token in the bag")


def force_draws(s: SomnikumState, wanted: Iterable[int]) -> None:
    """Force the next bag draws to produce these token ids, in order (no returns to the bag between)."""
    bag = list(s.bag)
    for t in wanted:
        i = bag.index(t)
        s.rng.force(i)
        bag.pop(i)


def bag_only(s: SomnikumState, blank: bool, keep: int | None = None) -> None:
    """Leave in the bag only tokens with this back (the others go into seat 0's... nowhere: tests
    using this do not check conservation). ``keep`` limits how many stay."""
    s.bag = [t for t in s.bag if CATALOG.tokens[t].blank == blank][: keep if keep is not None else None]


def play(s: SomnikumState, *encoded: str) -> list:
    """Apply encoded actions for whoever is to act; return all events."""
    events = []
    for text in encoded:
        seat = s.to_act()[0]
        events += s.apply(seat, GAME.decode(text))
    return events


def kinds(events: Iterable) -> list[str]:
    return [e.kind for e in events]


def check_components(s: SomnikumState) -> None:
    """Every card, token, encounter and goal is in exactly one place."""
    cards = list(s.deck) + [c for c in s.field if c] + list(s.removed)
    cards += [e["card"] for d in s.dreams for row in d for e in row]
    if s.turn["taken"]:
        cards.append(s.turn["taken"])
    assert sorted(cards) == sorted(CATALOG.cards), "dream cards lost or duplicated"
    tokens = list(s.bag) + [t for h in s.tokens for t in h]
    for d in s.dreams:
        for row in d:
            for e in row:
                tokens += e["tokens"]
                if e["btok"] is not None:
                    tokens.append(e["btok"])
    assert sorted(tokens) == list(range(len(CATALOG.tokens))), "sand tokens lost or duplicated"
    encs = list(s.enc_deck) + list(s.enc_discard) + list(s.turn["drawn"])
    encs += [c for h in s.hands for c in h] + [c for f in s.front for c in f]
    assert sorted(encs) == sorted(CATALOG.encounter_ids(s.options.get("discovery_18", False)))
    assert sorted(s.goals + s.goal_box) == sorted(CATALOG.goals)
    assert len(set(s.goals)) == s.players


def test_arrange_builds_a_coherent_position():
    s = arrange(players=3, dreams={0: [["0:F01", "|1:U01+cloud"]]}, tokens={1: ["dragon", "dragon!"]},
                hands={2: ["E01"]}, front={2: ["E17"]}, enc_discard=["E05"])
    check_components(s)
    assert s.dreams[0][0][1]["brk"] and s.dreams[0][0][1]["btok"] is not None
    assert [CATALOG.tokens[t].blank for t in s.tokens[1]] == [False, True]
    assert s.legal_actions(0)[:2] == [GAME.decode("w0"), GAME.decode("w1")]


def take(s: SomnikumState, card: str) -> None:
    """Put ``card`` in the current player's hand as if just taken (phase attach)."""
    if card in s.field:
        s.field[s.field.index(card)] = None
    elif card in s.deck:
        s.deck.remove(card)
    s.turn["taken"] = card
    s.turn["moved"] = True
    s.phase = Phase.ATTACH
