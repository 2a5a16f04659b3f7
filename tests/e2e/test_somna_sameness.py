"""Issue 27's sameness test: at a fixed seed, a night where every seat
answered at once, one where a seat answered just before the deadline and one
where a seat never answered look the same from the channel: every public
message and each of its versions (edits), every mention, and when the night
ended (to within the closing window: the bot closes a night at a seeded
random moment after its last answer, never before the night's minimum).
The three tables play at once, so the test takes one night's time."""

from __future__ import annotations

import asyncio
import random
import re
import time

import pytest

from games.somna.actions import Daybreak
from games.somna.night import CLOSE_WINDOW
from tests import dreambot

pytestmark = pytest.mark.e2e

SEED = 1515
NIGHT = 20  # the shortest night the options allow, and the night's minimum: all three end after it


async def _open(fake, bot, prefix: str):
    names = [f"{prefix}{i}" for i in range(7)]
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    fake.add_channel(fake.guilds[0], f"room-{prefix}")
    table = await dreambot.open_table(fake, bot, names[0], f"room-{prefix}", "somna", names[1:],
                                      night_seconds=NIGHT, night_min_seconds=NIGHT)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
    return table, users


async def _answer(fake, bot, table, users, seat) -> None:
    user = users[seat]
    msg = dreambot.fresh_prompt(fake, user, table)
    await (await dreambot.click_choice(fake, user, msg, random.Random(seat))).ack()


async def _play(fake, bot, table, users, late: int, how: str) -> float:
    """The night as ``how`` plays it; when it ended, from the night's start."""
    began = table.due_at - NIGHT
    for seat in sorted(users):
        if seat != late or how == "at once":
            await _answer(fake, bot, table, users, seat)
    if how == "at the deadline":
        await asyncio.sleep(max(0.0, table.due_at - 1.0 - time.time()))
        await _answer(fake, bot, table, users, late)
    await fake.wait_for(lambda: table.state.phase == "day", NIGHT + CLOSE_WINDOW[1] + 5, "sunrise")
    ended = time.time() - began
    await dreambot.idle(fake, bot)
    return ended


def _public(fake, table, users) -> list[list[str]]:
    """Every public message of the table's channel, each as its versions,
    with the players' ids and names, channel ids and times made neutral."""
    swaps = {str(u.id): f"seat{s}" for s, u in users.items()}
    swaps.update({u.name: f"seat{s}" for s, u in users.items()})

    def neutral(text: str) -> str:
        text = re.sub(r"<t:\d+(:\w)?>", "<t>", text)
        text = re.sub(r"<#\d+>", "<#>", text)
        text = re.sub(r"\b(\d{15,}|[abc]\d)\b", lambda m: swaps.get(m.group(1), m.group(1)), text)
        return re.sub(r"table-\d+", "table", text)

    def version(payload: dict) -> str:
        embeds = payload.get("embeds") or []
        parts = [payload.get("content") or ""] + [
            str({k: e.get(k) for k in ("title", "description", "fields", "footer")}) for e in embeds]
        return neutral("\n".join(parts))

    shown = []
    for msg in fake.messages_in(dreambot.table_channel(fake, table)):
        versions = [version(h) for h in msg.history] + [neutral("\n".join(
            [msg.content or ""] + [str({k: e.get(k) for k in ("title", "description", "fields", "footer")})
                                   for e in msg.embeds]))]
        shown.append(versions)
    return shown


async def test_a_night_looks_the_same_however_its_answers_came(discord_fake, tmp_path, monkeypatch):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, SEED)
    bot = await dreambot.start(fake, tmp_path / "same.sqlite3")
    tables = [await _open(fake, bot, prefix) for prefix in "abc"]
    roles = tables[0][0].state.roles
    assert all(t.state.roles == roles for t, _ in tables)
    late = max(s for s, role in enumerate(roles) if role == "villager")  # a plain Villager: it sleeps
    ends = await asyncio.gather(*(_play(fake, bot, t, users, late, how) for (t, users), how in
                                  zip(tables, ("at once", "at the deadline", "never"))))
    shown = [_public(fake, t, users) for t, users in tables]
    assert shown[0] == shown[1] == shown[2], "the channel told the nights apart"
    assert any("Sunrise after night 1" in v for versions in shown[0] for v in versions)
    assert min(ends) >= NIGHT + CLOSE_WINDOW[0] - 0.5, ends  # never before the night's minimum
    assert max(ends) - min(ends) <= CLOSE_WINDOW[1] - CLOSE_WINDOW[0], ends
    await fake.stop_bot(bot)


async def test_a_forged_daybreak_is_refused_and_the_night_goes_on(discord_fake, tmp_path):
    """``daybreak`` ends a night, and no prompt offers it: the bot plays it
    (State.closing). A click that carries it anyway (a modified client) is
    refused with a clear answer and changes nothing."""
    from bot.ui import button_id

    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "forge.sqlite3")
    table, users = await _open(fake, bot, "forge")
    assert table.state.phase == "night"
    before, seq = table.state.to_dict(), table.seq
    user = users[0]
    forged = fake.new_message(fake.channel("room-forge"), fake.bot_user, content="", components=[
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "dawn",
                                    "custom_id": button_id(table.id, seq, "a", table.game.encode(Daybreak()))}]}])
    answer = await (await fake.click(user, forged, "dawn")).response()
    assert answer.ephemeral and "not one of your choices" in answer.content, answer.content
    assert table.state.to_dict() == before and table.seq == seq and table.state.phase == "night"
