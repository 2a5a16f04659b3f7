"""Somnikum component data: the files load, pass their schema, match the digest, and Karl scores 32."""

from __future__ import annotations

from collections import Counter

import pytest

from games.datafiles import DataError, check, load
from games.somnikum import GAME
from games.somnikum import cards as cards_module
from games.somnikum.cards import CATALOG, card_label
from games.somnikum.dream import matches, unbroken_pair
from games.somnikum.scoring import breakdown_lines, score_dream
from tests.games.test_somnikum_support import arrange, parse_row


def test_rulebook_counts():
    assert len(CATALOG.cards) == 88
    assert len(CATALOG.goals) == 8
    assert len(CATALOG.tokens) == 72
    assert len(CATALOG.encounters) == 24
    assert sorted(CATALOG.plots) == ["F", "S", "U"]


def test_reconstruction_matches_the_digest():
    good = [c for c in CATALOG.cards.values() if not c.nightmare]
    nightmares = [c for c in CATALOG.cards.values() if c.nightmare]
    assert len(good) == 84 and len(nightmares) == 4
    assert Counter(c.plot for c in good) == {"F": 28, "U": 28, "S": 28}
    on_good = Counter(p for c in good for p in c.particles)
    on_nightmares = Counter(p for c in nightmares for p in c.particles)
    assert set(on_good.values()) == {7} and set(on_nightmares.values()) == {1} and len(on_good) == 24
    assert sum(c.stars for c in good) == 111
    assert sum(c.encounter for c in CATALOG.cards.values()) == 21
    assert sorted(c.eyes for c in nightmares) == [1, 1, 2, 2]
    for n in nightmares:
        assert Counter(CATALOG.plot_of(p) for p in n.particles) == {"F": 2, "U": 2, "S": 2}
    assert Counter(p for g in CATALOG.goals.values() for p in g.particles) == {p: 1 for p in CATALOG.particles}
    assert CATALOG.goals["G1"].particles == ("dragon", "octopus", "cloud")
    backs = Counter((t.particle, t.blank) for t in CATALOG.tokens)
    assert all(backs[(p, False)] == 2 and backs[(p, True)] == 1 for p in CATALOG.particles)
    kinds = Counter(e.permanent for e in CATALOG.encounters.values())
    assert kinds == {False: 16, True: 8}


def test_english_edition_has_18_encounters():
    ids = CATALOG.encounter_ids(english_18=True)
    assert len(ids) == 18
    assert not {"E03", "E05", "E07", "E09", "E11", "E16"} & set(ids)
    state = GAME.new(players=2, seed=5, options={"discovery_18": True})
    assert sorted(state.enc_deck) == sorted(ids)
    assert len(GAME.new(players=2, seed=5).enc_deck) == 24


def test_schema_rejects_broken_files():
    with pytest.raises(DataError, match="missing key 'stars'"):
        check({"card": [{"id": "X", "kind": "good", "particles": [], "eyes": 0, "encounter": False}]},
              cards_module.CARDS_SCHEMA, "dream_cards.toml")
    with pytest.raises(DataError, match="expected an integer"):
        check({"token": [{"particle": "cloud", "sand": "2", "blank": 1}]}, cards_module.TOKENS_SCHEMA, "tokens.toml")
    for name, schema in [("particles.toml", cards_module.PARTICLES_SCHEMA),
                         ("dream_cards.toml", cards_module.CARDS_SCHEMA),
                         ("goals.toml", cards_module.GOALS_SCHEMA), ("tokens.toml", cards_module.TOKENS_SCHEMA),
                         ("encounters.toml", cards_module.ENCOUNTERS_SCHEMA),
                         ("examples.toml", cards_module.EXAMPLES_SCHEMA)]:
        check(load(f"somnikum/{name}"), schema, name)


def test_semantic_checks_fail_loudly(monkeypatch):
    data = {"card": [{"id": "F01", "kind": "good", "plot": "F", "particles": ["dragon", "octopus"], "stars": 1,
                      "eyes": 0, "encounter": False}]}
    monkeypatch.setattr(cards_module, "load_checked", lambda rel, schema: data)
    with pytest.raises(DataError, match="particles never cross plots"):
        cards_module._cards(CATALOG.plots, CATALOG.particles)
    data["card"][0]["particles"] = ["dragon"]
    with pytest.raises(DataError, match="88 dream cards"):
        cards_module._cards(CATALOG.plots, CATALOG.particles)


def test_card_label():
    assert card_label("F10") == "F10 dragon+castle 1★"
    assert card_label("N3").endswith("2👁")
    assert card_label("F01").endswith("?")


def test_karls_dream_scores_32_as_in_the_rulebook():
    example = CATALOG.examples["karl"]
    s = arrange(dreams={0: example["rows"]}, goals={0: example["goal"]},
                hands={0: [f"E0{i + 1}" for i in range(example["unplayed_encounters"])]})
    dream = s.dreams[0]
    # the layout is a legal dream: breaks exactly where neighbours share no particle, deeper cards under
    # unbroken pairs of the row above
    for level, row in enumerate(dream, start=1):
        for i, entry in enumerate(row):
            if i:
                assert entry["brk"] == (not matches(row[i - 1], entry["card"])), entry
            if level > 1:
                assert unbroken_pair(dream[level - 2], entry["pos"]), entry
    b = score_dream(dream, example["goal"], example["unplayed_encounters"])
    for key, value in example["parts"].items():
        assert b[key] == value, key
    assert b["total"] == example["score"] == 32
    assert b["goal_by_particle"] == {"dragon": 1, "octopus": 2, "cloud": 1}  # the octopus token does not count
    assert b["isolated_cards"] == ["F01"]
    assert s.breakdown(0)["total"] == 32
    assert breakdown_lines(b)[-1] == "Total: 32"


def test_example_rows_parse():
    assert parse_row(["|7:U22+octopus+cloud"]) == [(7, "U22", True, ["octopus", "cloud"])]
