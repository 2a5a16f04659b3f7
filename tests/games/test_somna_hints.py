"""The Storyteller's sunrise hint never names the Beast (rules page, item 9):
the seed keeps the Beast secret, so a hint names only roles the village
knows may be in play. Many seeded Advanced games played at random, from the
deal (the Demon makes its Beast whenever it may) and from a table where a
Beast already lives, so a Beast lives at many sunrises."""

from __future__ import annotations

import random

from cogs.present.somna_story import HINTS
from games.somna import GAME
from games.somna.actions import UsePower
from tests.games.test_somna_support import at_night


def _sunrises(players: int, seed: int, beast_made: bool):
    """Every sunrise of one random game: (its hint, the Beast's seat or None)."""
    if beast_made:
        roles = GAME.new(players=players, seed=seed, options={"advanced": True}).roles
        villagers = [s for s, r in enumerate(roles) if r == "villager"]
        roles[villagers[0]], roles[villagers[1]] = "witch", "beast"
        st = at_night(roles, advanced=True, seed=seed)
    else:
        st = GAME.new(players=players, seed=seed, options={"advanced": True, "reveal_roles_on_death": False})
    chooser = random.Random(f"{players}:{seed}")
    for _ in range(20_000):
        if st.is_over:
            return
        seat = chooser.choice(st.to_act())
        legal = st.legal_actions(seat)
        corrupt = [a for a in legal if isinstance(a, UsePower) and a.power == "corrupt"]
        for event in st.apply(seat, chooser.choice(corrupt or legal)):
            if event.kind == "sunrise":
                beast = next((s for s in st.living() if st.roles[s] == "beast"), None)
                yield event.data["hint"], beast
    raise AssertionError("the game did not end")


def test_no_sunrise_hint_names_the_beast():
    given, beast_sunrises = set(), 0
    for players in (7, 10, 13, 16, 20):
        for seed in range(40):
            for hint, beast in _sunrises(players, seed, beast_made=seed % 2 == 1):
                assert hint != "beast", f"{players} players, seed {seed}: the hint names the Beast"
                assert hint is None or hint in HINTS, hint  # a role with hint lines, never a seat
                given.add(hint)
                beast_sunrises += beast is not None
    assert beast_sunrises >= 50, f"only {beast_sunrises} sunrises with a living Beast"
    assert given >= {"witch", "priest", "apothecary"}, "hints were given"
    assert "beast" not in HINTS, "no hint line names the Beast"
