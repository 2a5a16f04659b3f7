"""Channel webhooks as Discord serves them, driven by real discord.py
``Webhook`` objects bound to the bot (``client=bot``, so they carry views)."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest

from tests.loopback.model import DEFAULT_PERMS
from tests.loopback.permissions import MANAGE_WEBHOOKS

pytestmark = pytest.mark.e2e


@pytest.fixture
async def fake(discord_fake, bot):
    # An ordinary bot role (the default world's is Administrator): Manage Webhooks is granted per test.
    discord_fake.bot_role().permissions = DEFAULT_PERMS
    return discord_fake


async def _thread(bot, fake, name="table-1") -> discord.Thread:
    channel = bot.get_channel(fake.channel("general").id)
    return await channel.create_thread(name=name, type=discord.ChannelType.public_thread)


async def _webhook(bot, fake, name="Dream table") -> discord.Webhook:
    await fake.grant_bot(MANAGE_WEBHOOKS)
    return await bot.get_channel(fake.channel("general").id).create_webhook(name=name)


class Table(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.clicked: asyncio.Future[discord.Interaction] = asyncio.get_running_loop().create_future()

    @discord.ui.button(label="Play", custom_id="table:play")
    async def play(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.edit_message(content="played", view=None)
        if not self.clicked.done():
            self.clicked.set_result(interaction)


async def test_creating_a_webhook_takes_manage_webhooks(fake, bot):
    general = bot.get_channel(fake.channel("general").id)
    with pytest.raises(discord.Forbidden) as refused:
        await general.create_webhook(name="Dream table")
    assert refused.value.code == 50013 and not fake.webhooks
    await fake.grant_bot(MANAGE_WEBHOOKS)
    heard = asyncio.ensure_future(bot.wait_for("webhooks_update", check=lambda channel: channel.id == general.id,
                                                timeout=5))
    hook = await general.create_webhook(name="Dream table")
    await heard
    stored = fake.webhooks[hook.id]
    assert (hook.name, hook.channel_id, hook.guild_id) == ("Dream table", general.id, fake.guild.id)
    assert hook.type is discord.WebhookType.incoming and hook.token == stored.token and len(hook.token) == 68
    assert hook.user is not None and hook.user.id == fake.bot_user.id
    assert fake.calls_to("POST /channels/:id/webhooks")[-1].response["application_id"] == str(fake.app_id)
    assert [w.id for w in await general.webhooks()] == [hook.id]


async def test_a_webhook_posts_into_its_channel_s_thread_and_its_buttons_reach_the_bot(fake, bot):
    thread = await _thread(bot, fake)
    hook = discord.Webhook.partial((await _webhook(bot, fake)).id, fake.webhooks_in("general")[0].token, client=bot)
    view = Table()
    sent = await hook.send("Somnia table", view=view, thread=thread, wait=True)
    assert sent.channel.id == thread.id and sent.webhook_id == hook.id and sent.author.name == "Dream table"
    stored = fake.message(sent.id)
    assert stored.channel is fake.channel(thread.id) and stored in fake.messages_in(thread.id)
    assert fake.sent_by_bot(stored) and stored.author is not fake.bot_user
    call = fake.calls_to("POST /webhooks/:id/:token")[-1]
    assert call.query["thread_id"] == str(thread.id) and call.query["wait"] == "1"

    handle = await fake.click("alice", stored, "table:play")
    assert (await handle.response()).content == "played" and not stored.buttons
    interaction = await asyncio.wait_for(view.clicked, 5)
    assert interaction.user.id == fake.users["alice"].id
    assert interaction.message is not None and interaction.message.id == sent.id
    assert interaction.message.webhook_id == hook.id and interaction.message.author.id == hook.id
    assert interaction.message.author.bot and interaction.message.author.discriminator == "0000"


async def test_a_webhook_message_in_a_thread_is_edited_with_its_thread_id(fake, bot):
    thread = await _thread(bot, fake)
    hook = await _webhook(bot, fake)
    sent = await hook.send("Board", thread=thread, wait=True, username="Somnia")
    assert sent.author.name == "Somnia" and fake.message(sent.id).author.name == "Somnia"
    with pytest.raises(discord.NotFound) as missing:  # without thread_id Discord looks in the channel
        await hook.edit_message(sent.id, content="nowhere")
    assert missing.value.code == 10008
    edited = await hook.edit_message(sent.id, thread=thread, embed=discord.Embed(title="Trick 2"),
                                     attachments=[discord.File(io.BytesIO(b"png"), "board.png")])
    assert [e.title for e in edited.embeds] == ["Trick 2"] and [a.filename for a in edited.attachments] == ["board.png"]
    stored = fake.message(sent.id)
    assert stored.content == "Board" and stored.filenames == ["board.png"] and stored.history
    assert fake.calls_to("PATCH /webhooks/:id/:token/messages/:id")[-1].files == ["board.png"]
    kept = await hook.edit_message(sent.id, thread=thread, content="Board, trick 2")
    assert [a.filename for a in kept.attachments] == ["board.png"], "attachments not named in an edit stay"
