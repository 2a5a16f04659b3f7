"""An engine's reason reaches the player in their own language (issue 26):
the engine refuses with a catalogue key and data, the bot formats it when it
answers the click, in the clicking user's Discord locale, and the table does
not move."""

from __future__ import annotations

import pytest

from bot.ui import button_id
from games.somnia.actions import Play
from games.somnia.cards import describe
from tests import dreambot
from words import say

pytestmark = pytest.mark.e2e


@pytest.fixture
async def bot(discord_fake, database):
    return await dreambot.start(discord_fake, database.path or database.url)


@pytest.mark.parametrize("locale, opening", [("ru", "У вас на руке нет карты «"), ("de", "Du hast "),
                                             ("en-US", "You do not hold the ")])
async def test_a_card_you_do_not_hold_is_refused_in_your_language(discord_fake, bot, monkeypatch, locale, opening):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 3)
    table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob"])
    for name in ("alice", "bob"):  # their clients speak it from now on
        fake.add_user(name, locale=locale)
    seat = table.to_act()[0]
    user = fake.users["alice" if table.seat_of(fake.users["alice"].id) == seat else "bob"]
    other = next(s for s in range(2) if s != seat)
    card = table.state.view(other)["hand"][0]  # the other player's card: not in this hand
    before, seq = table.state.to_dict(), table.seq
    # What a modified client could send: a play of a card the bot never offered.
    forged = fake.new_message(fake.channel("general"), fake.bot_user, content="", components=[
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "play",
                                    "custom_id": button_id(table.id, seq, "a", table.game.encode(Play(card)))}]}])
    answer = await (await fake.click(user, forged, "play")).response()
    expected = say(locale, "game-somnia-not-held", card=describe(card))
    assert answer.ephemeral and answer.content.startswith(opening) and expected in answer.content, answer.content
    assert table.state.to_dict() == before and table.seq == seq, "a refused play changes nothing"
