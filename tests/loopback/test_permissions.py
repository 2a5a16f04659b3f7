"""The bot's permissions in a channel, overwrites included, decide what its
posts and edits may do; interaction answers go through the interaction's
webhook and are not held to them (as on Discord)."""

from __future__ import annotations

import pytest

from tests.loopback.model import DEFAULT_PERMS, Role
from tests.loopback.permissions import (
    ATTACH_FILES, EMBED_LINKS, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL, channel_permissions,
)
from tests.loopback.test_strict import call

pytestmark = pytest.mark.e2e


@pytest.fixture
def fake(discord_fake):
    # The bot is an ordinary member: @everyone's defaults, no Administrator.
    discord_fake.bot_role().permissions = 0
    return discord_fake


async def post(fake, channel="general", **body):
    return await call(fake, "POST", f"/channels/{fake.channel(channel).id}/messages", {"content": "hi", **body})


async def test_overwrites_apply_in_discords_order(fake):
    general, bot, guild = fake.channel("general"), fake.bot_user, fake.guild
    other = Role(fake.ids.next(), "Helpers", SEND_MESSAGES)
    guild.roles.append(other)
    assert channel_permissions(general, bot) == DEFAULT_PERMS
    await fake.set_overwrite(general, guild.roles[0], deny=SEND_MESSAGES)  # @everyone
    assert not channel_permissions(general, bot) & SEND_MESSAGES
    await fake.set_overwrite(general, fake.bot_role(), allow=SEND_MESSAGES)  # a role's allow beats @everyone's deny
    assert channel_permissions(general, bot) & SEND_MESSAGES
    guild.member_roles[bot.id].append(other.id)
    await fake.set_overwrite(general, other, deny=SEND_MESSAGES)  # roles together: the allow still wins
    assert channel_permissions(general, bot) & SEND_MESSAGES
    await fake.set_overwrite(general, bot, deny=SEND_MESSAGES)  # the member's own overwrite comes last
    assert not channel_permissions(general, bot) & SEND_MESSAGES
    fake.bot_role().permissions = 1 << 3  # Administrator bypasses every overwrite
    assert channel_permissions(general, bot) & SEND_MESSAGES


async def test_posts_need_send_messages_embed_links_and_attach_files(fake):
    general = fake.channel("general")
    assert (await post(fake))[0] == 200
    await fake.set_overwrite(general, fake.bot_user, deny=EMBED_LINKS | ATTACH_FILES)
    assert (await post(fake))[0] == 200, "plain text needs neither"
    status, body = await post(fake, embeds=[{"title": "Board"}])
    assert (status, body["code"], body["message"]) == (403, 50013, "Missing Permissions")
    await fake.set_overwrite(general, fake.bot_user, deny=SEND_MESSAGES)
    assert (await post(fake))[0] == 403
    assert (await post(fake, channel="lounge"))[0] == 200, "other channels are untouched"
    await fake.set_overwrite(general, fake.bot_user, remove=True)
    assert (await post(fake, embeds=[{"title": "Board"}]))[0] == 200
    assert [m.content for m in fake.messages_in("general")] == ["hi", "hi", "hi"]


async def test_files_need_attach_files(fake, tmp_path):
    import discord

    general = fake.channel("general")
    await fake.set_overwrite(general, fake.bot_user, deny=ATTACH_FILES)
    client = discord.Client(intents=discord.Intents.none())
    await fake.start_bot(client)
    channel = client.get_partial_messageable(general.id)
    with pytest.raises(discord.Forbidden) as refused:
        await channel.send("board", file=discord.File(__file__, filename="board.png"))
    assert refused.value.code == 50013
    await fake.set_overwrite(general, fake.bot_user, remove=True)
    sent = await channel.send("board", file=discord.File(__file__, filename="board.png"))
    assert fake.message(sent.id).filenames == ["board.png"]


async def test_threads_need_send_messages_in_threads(fake):
    general = fake.channel("general")
    fake.bot_role().permissions = 1 << 35  # Create Public Threads
    status, thread = await call(fake, "POST", f"/channels/{general.id}/threads", {"name": "spirits", "type": 11})
    assert status == 201
    await fake.set_overwrite(general, fake.bot_user, deny=SEND_MESSAGES)
    assert (await post(fake, channel=int(thread["id"])))[0] == 200, "Send Messages is not inherited by threads"
    await fake.set_overwrite(general, fake.bot_user, deny=SEND_MESSAGES_IN_THREADS)
    assert (await post(fake, channel=int(thread["id"])))[0] == 403, "the parent's overwrites apply in its threads"


async def test_a_thread_from_a_message_takes_its_id_once(fake):
    general = fake.channel("general")
    status, msg = await post(fake)
    assert status == 200
    route = f"/channels/{general.id}/messages/{msg['id']}/threads"
    await fake.set_overwrite(general, fake.bot_user, deny=1 << 35)
    assert (await call(fake, "POST", route, {"name": "table"}))[0] == 403, "needs Create Public Threads"
    await fake.set_overwrite(general, fake.bot_user)
    status, thread = await call(fake, "POST", route, {"name": "table"})
    assert status == 201 and thread["id"] == msg["id"] and thread["type"] == 11
    assert fake.message(int(msg["id"])).flags & (1 << 5), "the starter message says it has a thread"
    status, body = await call(fake, "POST", route, {"name": "again"})
    assert status == 400 and body["code"] == 160004


async def test_edits_survive_a_denied_send_messages_but_not_a_hidden_channel(fake):
    general = fake.channel("general")
    _, sent = await post(fake)
    path = f"/channels/{general.id}/messages/{sent['id']}"
    await fake.set_overwrite(general, fake.bot_user, deny=SEND_MESSAGES)
    assert (await call(fake, "PATCH", path, {"content": "edited"}))[0] == 200
    await fake.set_overwrite(general, fake.bot_user, deny=SEND_MESSAGES | EMBED_LINKS)
    assert (await call(fake, "PATCH", path, {"embeds": [{"title": "Board"}]}))[0] == 403
    await fake.set_overwrite(general, fake.bot_user, deny=VIEW_CHANNEL)
    status, body = await call(fake, "PATCH", path, {"content": "again"})
    assert (status, body["code"]) == (403, 50013)
    assert fake.message(int(sent["id"])).content == "edited"


async def test_app_permissions_include_overwrites(fake, tmp_path):
    """The interaction payload's app_permissions and the member's permissions
    are computed for the channel, overwrites included."""
    from tests.loopback.demo_bot import create_demo_bot

    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05)
    seen = []

    async def on_interaction(interaction):
        seen.append(interaction)

    bot.add_listener(on_interaction)
    await fake.start_bot(bot)
    general = fake.channel("general")
    await fake.set_overwrite(general, fake.bot_role(), deny=SEND_MESSAGES | EMBED_LINKS)
    await fake.set_overwrite(general, fake.users["alice"], deny=ATTACH_FILES)
    answer = await (await fake.slash("alice", "general", "play", game="somnia")).response()
    # answered through the interaction's webhook: not held to the bot's Send Messages
    assert answer.content.endswith("started somnia for 4")
    perms = seen[-1].app_permissions
    assert not perms.send_messages and not perms.embed_links and perms.view_channel
    assert not seen[-1].permissions.attach_files and seen[-1].permissions.send_messages
    await (await fake.slash("alice", "lounge", "play", game="somnia")).response()
    assert seen[-1].app_permissions.send_messages and seen[-1].app_permissions.embed_links
