"""The lobby, Play again, /replay and the error path speak the catalogue
(issue 26) through the loopback Discord: an ephemeral answer in the clicking
user's language, a post in the channel in the server's, each person's own
answer whatever the others speak."""

from __future__ import annotations

import sqlite3

import pytest

from tests import dreambot
from tests.language_check import stray_words
from tests.loopback.model import walk_components

pytestmark = pytest.mark.e2e



async def _finished(fake, bot, host: str, channel: str, guests: list[str]):
    table = await dreambot.open_table(fake, bot, host, channel, "tinygame", guests)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in (host, *guests)}
    await dreambot.play_out(fake, bot, table.id, users)
    return table


def _result(fake, channel):
    return next(m for m in reversed(fake.messages_in(channel)) if "is over" in m.content)


async def test_the_table_s_channel_posts_speak_the_server_s_language(discord_fake, bot):
    fake = discord_fake
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.click("bob", lobby, "Join")).response()
    await fake.set_guild_locale(fake.guild, "de")
    await (await fake.click("alice", lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    thread = fake.channels[lobby.id]
    table = bot.tables.in_channel(thread.id)
    assert table is not None and table.row.lobby_message_id == lobby.id
    # the card left in the channel and the call in the thread: German, for everyone
    assert "Tiny Game: läuft" in lobby.text and f"Gespielt wird in <#{thread.id}>" in lobby.text
    assert "in progress" not in lobby.text
    started = fake.message(table.row.message_id)
    assert started.content.startswith("\U0001f319 Tiny Game beginnt! ")
    assert f"<@{fake.users['alice'].id}>" in started.content, "the call to the players is kept"


async def test_play_again_answers_each_in_their_language_and_invites_in_the_server_s(discord_fake, bot):
    fake = discord_fake
    table = await _finished(fake, bot, "alice", "general", ["bob"])
    result = _result(fake, dreambot.table_channel(fake, table))
    await fake.set_guild_locale(fake.guild, "de")
    fake.add_user("dave", locale="ru")
    fake.add_user("bob", locale="ru")

    no = await (await fake.click("dave", result, "Play again")).response()
    assert no.ephemeral and "Нажать «Сыграть ещё» могут только участники этой игры." in no.content
    assert bot.tables.in_channel(fake.channel("general").id) is None, "nothing opened"

    said = await (await fake.click("bob", result, "Play again")).response()
    await dreambot.idle(fake, bot)
    general = fake.channel("general")
    assert said.ephemeral and said.content == (
        f"Новый стол **Tiny Game** открыт в <#{general.id}>; его игроки приглашены туда.")
    lobby = fake.message(bot.tables.in_channel(general.id).row.message_id)
    assert lobby.content == (f"\U0001f501 **bob** will nochmal **Tiny Game** spielen: "
                             f"<@{fake.users['alice'].id}>, drückt **Beitreten**.")
    # alice's client speaks English: her answer is English, in the same server
    again = await (await fake.click("alice", result, "Play again")).response()
    assert again.ephemeral and again.content.startswith("Play again was already pressed: the new table is here: ")

    ping = await (await fake.click("bob", result, "Ping me for the next game")).response()
    assert ping.ephemeral and ping.content.startswith("🔔 Я позову вас, когда кто-нибудь откроет стол **Tiny Game**")


async def test_replay_speaks_the_viewer_s_language(discord_fake, bot):
    fake = discord_fake
    table = await _finished(fake, bot, "alice", "general", ["bob"])
    steps = len(await bot.store.actions(table.id))
    fake.add_user("alice", locale="de")
    fake.add_user("carol", locale="ru")

    shown = await (await fake.slash("alice", "general", "replay", table=table.id)).response()
    assert shown.ephemeral and f"Schritt 0 von {steps}" in shown.text and "Das Austeilen." in shown.text
    assert "Wiederholung: Tiny Game #" in shown.text and "Karten und Rollen (das Spiel ist vorbei)" in shown.text
    assert [b["label"] for b in shown.buttons] == ["Anfang", "Zurück", "Weiter", "Ende", "Zu Schritt\u2026"]
    end = await (await fake.click("alice", shown, "Ende")).response()
    assert f"Schritt {steps} von {steps} (Ende)" in end.text
    jump = await fake.click("alice", end, "Zu Schritt\u2026")
    await jump.ack()
    assert jump.modal["title"] == "Zu einem Schritt springen"
    field = [c for c in walk_components(jump.modal.get("components") or []) if c.get("type") == 4][0]
    assert field["label"] == f"Schritt (0 = Austeilen, {steps} = Ende)"
    wrong = await (await fake.submit_modal("alice", jump, {field["custom_id"]: "999"})).response()
    assert wrong.ephemeral and wrong.content == f"Gib eine Schrittnummer von 0 bis {steps} ein."

    # a table that does not exist: refused in the asker's language
    gone = await (await fake.slash("carol", "general", "replay", table=table.id + 50)).response()
    assert gone.content == f"Стола #{table.id + 50} нет. `/history` покажет ваши игры с их номерами."


def _button(msg, kind: str) -> str:
    """The custom id of the message's button of that kind (labels are in the pseudo-locale)."""
    return next(b["custom_id"] for b in msg.buttons if b.get("custom_id", "").split(":")[3:4] == [kind])


async def test_the_pseudo_locale_leaves_no_word_of_the_lobby_rematch_or_replay_unbracketed(discord_fake, tmp_path):
    """PSEUDO_LOCALE: every sentence these screens write comes from the
    catalogue (bracketed), so none is left in code."""
    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3", pseudo_locale=True)
    names = ["alice", "bob", "dave", "#general"]
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await (await fake.click("bob", lobby, _button(lobby, "join"))).response()
    await (await fake.click("alice", lobby, _button(lobby, "start"))).response()
    await dreambot.idle(fake, bot)
    table = bot.tables.in_channel(fake.channels[lobby.id].id)
    shown: list[str] = [*(e.get("title") or "" for e in lobby.embeds), *(e.get("description") or "" for e in lobby.embeds),
                        fake.message(table.row.message_id).content]
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in ("alice", "bob")}
    await dreambot.play_out(fake, bot, table.id, users)

    result = next(m for m in reversed(fake.messages_in(dreambot.table_channel(fake, table)))
                  if any(b.get("custom_id", "").endswith(":again") for b in m.buttons))
    fake.add_user("dave")
    refused = await (await fake.click("dave", result, _button(result, "again"))).response()
    opened = await (await fake.click("bob", result, _button(result, "again"))).response()
    await dreambot.idle(fake, bot)
    rematch = fake.message(bot.tables.in_channel(fake.channel("general").id).row.message_id)
    ping = await (await fake.click("bob", result, _button(result, "ping"))).response()
    shown += [refused.content, opened.content, rematch.content, ping.content]

    replay = await (await fake.slash("alice", "general", "replay", table=table.id)).response()
    step, board, hidden = replay.embeds
    shown += [step["title"], step["description"], board["title"], board["footer"]["text"], hidden["title"],
              *(b["label"] for b in replay.buttons)]
    gone = await (await fake.slash("alice", "general", "replay", table=table.id + 50)).response()
    shown.append(gone.content)

    assert all(shown), shown
    strays = {text: stray_words(text, names) for text in shown if stray_words(text, names)}
    assert strays == {}, "words outside the catalogue"
    await fake.stop_bot(bot)


async def test_a_save_failure_says_so_in_the_user_s_language(discord_fake, bot, tmp_path):
    fake = discord_fake
    fake.add_user("bob", locale="ru")
    fake.add_user("carol", locale="de")
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("CREATE TRIGGER full BEFORE INSERT ON game_tables BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    refused = await (await fake.slash("carol", "general", "play tinygame")).response()
    assert refused.ephemeral and refused.content == (
        "Ich konnte das nicht speichern, daher hat sich nichts geändert. Bitte versuch es noch einmal.")
    assert bot.tables.in_channel(fake.channel("general").id) is None
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("DROP TRIGGER full")
    lobby = await (await fake.slash("alice", "general", "play tinygame")).response()
    await dreambot.idle(fake, bot)
    with sqlite3.connect(tmp_path / "bot.sqlite3") as db:
        db.execute("CREATE TRIGGER full BEFORE INSERT ON seats BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    join = await (await fake.click("bob", lobby, "Join")).response()
    assert join.ephemeral and join.content == "Не удалось сохранить, поэтому ничего не изменилось. Попробуйте ещё раз."
    assert [s.user_id for s in bot.tables.in_channel(fake.channel("general").id).seats] == [fake.users["alice"].id]
    assert any("the store refused a write" in r.getMessage() for r in fake.take("bot_errors")), "the cause is logged"
