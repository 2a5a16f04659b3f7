"""Channel webhooks as Discord serves them, driven by real discord.py
``Webhook`` objects bound to the bot (``client=bot``, so they carry views)."""

from __future__ import annotations

import asyncio
import io
import time

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
        await interaction.followup.send("Your move is in.", ephemeral=True)
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
    assert (await handle.followup()).content == "Your move is in."
    assert len(fake.calls_to("POST /webhooks/:id/:token")) == 2
    assert fake.webhook_calls() == [call], "the follow-up is the interaction's, not the channel webhook's"
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


async def test_only_the_webhook_that_posted_a_message_edits_it_and_the_bot_cannot(fake, bot):
    hook = await _webhook(bot, fake)
    other = await _webhook(bot, fake, name="Other table")
    sent = await hook.send("Board", wait=True, file=discord.File(io.BytesIO(b"png"), "board.png"))
    assert fake.message(sent.id).filenames == ["board.png"] and [a.filename for a in sent.attachments] == ["board.png"]
    with pytest.raises(discord.NotFound) as theirs:
        await other.edit_message(sent.id, content="not mine")
    assert theirs.value.code == 10008
    general = bot.get_channel(fake.channel("general").id)
    with pytest.raises(discord.Forbidden) as as_bot:  # a webhook message is not the bot user's message
        await general.get_partial_message(sent.id).edit(content="the bot's edit")
    assert as_bot.value.code == 50005
    assert fake.message(sent.id).content == "Board" and not fake.message(sent.id).history
    assert (await hook.fetch_message(sent.id)).content == "Board"
    with pytest.raises(discord.Forbidden) as unmanaged:  # another's message: Manage Messages
        await general.get_partial_message(sent.id).delete()
    assert unmanaged.value.code == 50013
    await hook.delete_message(sent.id)
    assert fake.message(sent.id).deleted and not fake.messages_in("general")


async def test_a_deleted_webhook_is_unknown_to_every_call(fake, bot):
    hook = await _webhook(bot, fake)
    sent = await hook.send("Board", wait=True)
    heard = asyncio.ensure_future(bot.wait_for("webhooks_update", timeout=5))
    await hook.delete()
    await heard
    for attempt in (hook.send("again", wait=True), hook.edit_message(sent.id, content="x"),
                    hook.fetch_message(sent.id), discord.Webhook.partial(hook.id, hook.token, client=bot).fetch(),
                    bot.fetch_webhook(hook.id)):
        with pytest.raises(discord.NotFound) as gone:
            await attempt
        assert gone.value.code == 10015
    assert [m.content for m in fake.messages_in("general")] == ["Board"], "its messages stay"
    assert fake.webhook_tokens() == [hook.token], "a deleted webhook's token is still a secret"
    from tests.soak.leaks import token_leaks

    assert token_leaks(fake, "nothing secret") == []
    assert [f.split(":")[0] for f in token_leaks(fake, f"GET /webhooks/{hook.id}/{hook.token}")] == \
        ["a webhook token in the bot log"]


async def test_a_webhook_s_token_routes_take_no_authorization_and_check_the_token(fake, bot):
    import aiohttp

    hook = await _webhook(bot, fake)
    base = f"{fake.base_url}/api/v10/webhooks/{hook.id}"
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{base}/{hook.token}") as resp:
            body = await resp.json()
            assert resp.status == 200 and body["token"] == hook.token and "user" not in body
        async with http.post(f"{base}/{hook.token}", json={"content": "no wait"}) as resp:
            assert resp.status == 204
        async with http.post(f"{base}/not-{hook.token}?wait=true", json={"content": "x"}) as resp:
            assert resp.status == 401 and (await resp.json())["code"] == 50027
        async with http.get(base) as resp:
            assert resp.status == 401, "without its token a webhook is the bot's to read"
    assert [m.content for m in fake.messages_in("general")] == ["no wait"]


async def test_where_a_webhook_may_be_made_and_what_it_may_be_called(fake, bot):
    from tests.loopback.test_strict import call

    await fake.grant_bot(MANAGE_WEBHOOKS)
    thread = await _thread(bot, fake)
    status, body = await call(fake, "POST", f"/channels/{thread.id}/webhooks", {"name": "Dream table"})
    assert (status, body["code"]) == (400, 50024)
    general = fake.channel("general")
    for name in ("My Discord table", "clyde", "", "n" * 81):
        status, body = await call(fake, "POST", f"/channels/{general.id}/webhooks", {"name": name})
        assert (status, body["code"], list(body["errors"])) == (400, 50035, ["name"]), name
    assert len(fake.take("violations")) == 4
    for i in range(15):
        assert (await call(fake, "POST", f"/channels/{general.id}/webhooks", {"name": f"table {i}"}))[0] == 200
    status, body = await call(fake, "POST", f"/channels/{general.id}/webhooks", {"name": "one too many"})
    assert (status, body["code"]) == (400, 30007) and len(fake.webhooks_in(general)) == 15


async def test_thread_id_must_name_a_thread_of_the_webhook_s_channel(fake, bot):
    hook = await _webhook(bot, fake)
    lounge = bot.get_channel(fake.channel("lounge").id)
    elsewhere = await lounge.create_thread(name="elsewhere", type=discord.ChannelType.public_thread)
    with pytest.raises(discord.NotFound) as unknown:
        await hook.send("Board", thread=elsewhere, wait=True)
    assert unknown.value.code == 10003 and not fake.messages_in(elsewhere.id)


async def test_archived_threads_unarchive_on_a_post_but_refuse_edits_and_locked_ones_refuse_posts(fake, bot):
    thread = await _thread(bot, fake)
    hook = await _webhook(bot, fake)
    sent = await hook.send("Board", thread=thread, wait=True)
    await fake.archive_thread(thread.id)
    with pytest.raises(discord.HTTPException) as archived:
        await hook.edit_message(sent.id, thread=thread, content="Board, trick 2")
    assert archived.value.code == 50083
    await hook.send("Trick 2", thread=thread, wait=True)
    assert not fake.channel(thread.id).archived
    await fake.archive_thread(thread.id, locked=True)
    with pytest.raises(discord.HTTPException) as locked:
        await hook.send("Trick 3", thread=thread, wait=True)
    assert locked.value.code == 50083
    assert [m.content for m in fake.messages_in(thread.id)] == ["Board", "Trick 2"]


async def test_only_application_owned_webhooks_send_interactive_components(fake, bot):
    import aiohttp

    theirs = fake.add_webhook("general", "Server news", owner="admin")
    url = f"{fake.base_url}/api/v10/webhooks/{theirs.id}/{theirs.token}?wait=true"
    button = {"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}
    link = {"type": 1, "components": [{"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"}]}
    async with aiohttp.ClientSession() as http:
        async with http.post(url, json={"content": "ignored", "components": [button]}) as resp:
            assert resp.status == 200 and (await resp.json())["components"] == []
        async with http.post(url + "&with_components=true", json={"content": "link", "components": [link]}) as resp:
            assert resp.status == 200 and (await resp.json())["components"] == [link]
        async with http.post(url + "&with_components=true", json={"content": "x", "components": [button]}) as resp:
            assert resp.status == 400 and (await resp.json())["code"] == 50035
    assert len(fake.take("violations")) == 1
    assert not any(fake.sent_by_bot(m) for m in fake.messages_in("general")), "not the bot's webhook"


class Unchanged(discord.ui.View):
    @discord.ui.button(label="Look", custom_id="table:look")
    async def look(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.edit_message(view=self)


async def test_a_webhook_edit_that_changes_nothing_is_wasted(fake, bot):
    thread = await _thread(bot, fake)
    hook = await _webhook(bot, fake)
    sent = await hook.send("Board", thread=thread, wait=True, view=Unchanged())
    await hook.edit_message(sent.id, thread=thread, content="Board, trick 2")
    assert fake.wasted_edits == []
    await hook.edit_message(sent.id, thread=thread, content="Board, trick 2")
    wasted = fake.take("wasted_edits")
    assert [c.route for c in wasted] == ["PATCH /webhooks/:id/:token/messages/:id"]
    # an interaction's answer on the webhook message is owed, even when it changes nothing
    await (await fake.click("bob", fake.message(sent.id), "table:look")).response()
    await fake.settle()
    assert fake.wasted_edits == [] and fake.interactions


async def test_the_audit_reads_webhook_messages_and_their_edits(fake, bot):
    from tests.loopback.audit import find_leaks

    thread = await _thread(bot, fake)
    hook = await _webhook(bot, fake)
    sent = await hook.send("Board", thread=thread, wait=True)
    await hook.edit_message(sent.id, thread=thread, content="alice holds R7")
    await hook.edit_message(sent.id, thread=thread, content="Board, trick 2")
    leaks = find_leaks(fake, {"alice": ["R7"]})
    assert [(l.secret, l.where) for l in leaks] == [("R7", f"public message {sent.id} in #table-1 (Dreamland)")]


async def test_a_webhook_has_its_own_rate_limit_outside_the_global_one(fake, bot):
    import aiohttp

    from tests.loopback.faults import globally_limited

    hook = await _webhook(bot, fake)
    fake.discord_rate_limits(per_channel=(50, 5.0), global_per_s=2)
    fake.webhook_rate_limits(per_webhook=(3, 0.5))
    mark = fake.mark()
    # discord.py reads X-RateLimit-Remaining: 0 and waits before its next call, so it never meets a 429
    for i in range(7):
        await hook.send(f"line {i}", wait=True)
    calls = fake.calls_to("POST /webhooks/:id/:token", mark)
    assert [c.status for c in calls] == [200] * 7, "three a half second, none refused, none globally limited"
    assert calls[0].response is not None
    # another client spends the bucket (one a second): the next call meets the 429, and discord.py's
    # send waits retry_after and succeeds
    fake.webhook_rate_limits(per_webhook=(1, 1.0))
    url = f"{fake.base_url}/api/v10/webhooks/{hook.id}/{hook.token}"
    async with aiohttp.ClientSession() as http:
        statuses = []
        for i in range(2):
            async with http.post(url, json={"content": f"burst {i}"}) as resp:
                statuses.append(resp.status)
                body, headers = await resp.json() if resp.status == 429 else None, resp.headers
        assert statuses == [204, 429]
        assert body["global"] is False and body["retry_after"] > 0 and headers["X-RateLimit-Scope"] == "user"
        assert headers["X-RateLimit-Bucket"] == f"webhook-{hook.id}" and headers["Via"]
        late = await hook.send("after the wait", wait=True)
    assert late.content == "after the wait"
    assert [c.status for c in fake.calls_to("POST /webhooks/:id/:token", mark)][-2:] == [429, 200]
    assert fake.faults.count_429 == 2
    assert not any(globally_limited(c.route) for c in fake.calls_to("*/webhooks/:id/:token*", mark))
    assert globally_limited("POST /channels/:id/webhooks") and globally_limited("GET /webhooks/:id")
    assert not globally_limited("PATCH /webhooks/:id/:token/messages/:id")


async def test_a_webhook_post_counts_in_its_channel_s_bucket_for_webhook_messages(fake, bot):
    import aiohttp

    thread = await _thread(bot, fake)
    hook = await _webhook(bot, fake)
    other = await _webhook(bot, fake)
    fake.discord_rate_limits(per_channel=(1, 60.0))  # the bot token's own message bucket: webhooks do not touch it
    fake.webhook_rate_limits(per_channel=(2, 60.0), per_webhook=(50, 60.0))
    statuses = []
    async with aiohttp.ClientSession() as http:
        for wh, where in [(hook, f"?thread_id={thread.id}"), (other, f"?thread_id={thread.id}"),
                          (hook, f"?thread_id={thread.id}"), (hook, "")]:
            async with http.post(f"{fake.base_url}/api/v10/webhooks/{wh.id}/{wh.token}{where}",
                                 json={"content": "a line"}) as resp:
                statuses.append((resp.status, resp.headers.get("X-RateLimit-Bucket"),
                                 resp.headers.get("X-RateLimit-Scope")))
                if resp.status == 429:
                    body, limited = await resp.json(), resp.headers
        # edits are not messages: they spend only the webhook's bucket
        sent = fake.messages_in(thread.id)[0]
        async with http.patch(f"{fake.base_url}/api/v10/webhooks/{hook.id}/{hook.token}/messages/{sent.id}"
                              f"?thread_id={thread.id}", json={"content": "edited"}) as resp:
            edited = resp.status
    assert statuses == [(204, f"webhook-{hook.id}", None), (204, f"webhook-{other.id}", None),
                        (429, f"webhook-messages-{thread.id}", "shared"), (204, f"webhook-{hook.id}", None)], \
        "the thread's bucket is spent by both webhooks; the channel's own is not"
    assert edited == 200
    assert body == {"message": "You are being rate limited.", "retry_after": body["retry_after"], "global": False}
    assert 59 < body["retry_after"] <= 60 and limited["Retry-After"] == "60" and limited["X-RateLimit-Remaining"] == "0"
    assert limited["X-RateLimit-Limit"] == "2" and float(limited["X-RateLimit-Reset-After"]) == body["retry_after"]
    assert len(fake.messages_in(thread.id)) == 2 and len(fake.messages_in("general")) == 1


async def test_webhook_limits_answer_429_with_discord_s_headers_and_reset(fake, bot):
    import asyncio

    import aiohttp

    hook = await _webhook(bot, fake)
    fake.webhook_rate_limits(per_webhook=(2, 0.3), per_channel=(100, 60.0), per_ip_per_s=1000)
    url = f"{fake.base_url}/api/v10/webhooks/{hook.id}/{hook.token}"
    async with aiohttp.ClientSession() as http:
        answers = []
        for i in range(3):
            async with http.post(url, json={"content": f"line {i}"}) as resp:
                answers.append((resp.status, dict(resp.headers), await resp.json() if resp.status == 429 else None))
        (s1, h1, _), (s2, h2, _), (s3, h3, b3) = answers
        assert (s1, h1["X-RateLimit-Limit"], h1["X-RateLimit-Remaining"]) == (204, "2", "1")
        assert (s2, h2["X-RateLimit-Remaining"]) == (204, "0") and 0 < float(h2["X-RateLimit-Reset-After"]) <= 0.3
        assert abs(float(h2["X-RateLimit-Reset"]) - time.time() - float(h2["X-RateLimit-Reset-After"])) < 0.1
        assert s3 == 429 and b3["global"] is False and 0 < b3["retry_after"] <= 0.3
        assert (h3["X-RateLimit-Scope"], h3["X-RateLimit-Bucket"], h3["Retry-After"]) == ("user", f"webhook-{hook.id}", "1")
        assert h3["Via"] and h3["X-RateLimit-Remaining"] == "0" and "X-RateLimit-Global" not in h3
        await asyncio.sleep(b3["retry_after"] + 0.02)  # the bucket resets after the time it said
        async with http.post(url, json={"content": "after the reset"}) as resp:
            assert (resp.status, resp.headers["X-RateLimit-Remaining"]) == (204, "1")

        # the address's global limit: calls without a token, whichever webhook; the bot's own calls do not count
        fake.webhook_rate_limits(per_webhook=(100, 1.0), per_ip_per_s=2)
        other = await _webhook(bot, fake)
        statuses = []
        for wh in (hook, other, other):
            async with http.post(f"{fake.base_url}/api/v10/webhooks/{wh.id}/{wh.token}", json={"content": "x"}) as resp:
                statuses.append(resp.status)
                body, headers = (await resp.json(), resp.headers) if resp.status == 429 else (None, None)
        assert statuses == [204, 204, 429]
        assert body["global"] is True and headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
        assert "X-RateLimit-Bucket" not in headers and int(headers["Retry-After"]) >= 1
        assert (await bot.get_channel(fake.channel("general").id).webhooks()), "the bot's token is not this address's"
    assert fake.faults.count_429 == 2


async def test_webhooks_update_needs_its_intent_and_a_deleted_channel_takes_its_webhooks(fake, bot):
    from tests.loopback.intents import GUILD_WEBHOOKS, GUILDS, allows

    event = {"guild_id": str(fake.guild.id), "channel_id": str(fake.channel("general").id)}
    assert allows(GUILD_WEBHOOKS, "WEBHOOKS_UPDATE", event) and not allows(GUILDS, "WEBHOOKS_UPDATE", event)
    hook = await _webhook(bot, fake)
    await fake.delete_channel("general")
    assert not fake.webhooks
    with pytest.raises(discord.NotFound) as gone:
        await hook.send("Board", wait=True)
    assert gone.value.code == 10015


async def test_a_webhook_is_renamed_moved_and_listed_for_the_guild(fake, bot):
    hook = await _webhook(bot, fake)
    lounge = bot.get_channel(fake.channel("lounge").id)
    renamed = await hook.edit(name="Somnia table", channel=lounge)
    assert (renamed.name, renamed.channel_id) == ("Somnia table", lounge.id)
    assert fake.webhooks[hook.id].channel is fake.channel("lounge")
    assert [(w.id, w.name) for w in await bot.get_guild(fake.guild.id).webhooks()] == [(hook.id, "Somnia table")]
    # each channel lists the webhooks it has now: the moved one left general's list for the lounge's
    assert [w.id for w in await lounge.webhooks()] == [hook.id]
    assert await bot.get_channel(fake.channel("general").id).webhooks() == []
    assert (await hook.send("moved", wait=True)).channel.id == lounge.id
    by_token = discord.Webhook.partial(hook.id, hook.token, client=bot)
    assert (await by_token.edit(name="Dream table", prefer_auth=False)).name == "Dream table"
    with pytest.raises(discord.HTTPException) as bad:
        await by_token.edit(name="Discord table", prefer_auth=False)
    assert bad.value.code == 50035 and len(fake.take("violations")) == 1
    fake.bot_role().permissions = DEFAULT_PERMS
    with pytest.raises(discord.Forbidden):
        await bot.get_guild(fake.guild.id).webhooks()


async def test_the_bot_reads_manage_webhooks_as_granted_and_revoked(discord_fake, bot):
    fake = discord_fake
    general = bot.get_channel(fake.channel("general").id)
    assert general.permissions_for(general.guild.me).manage_webhooks, "Administrator, in the default world"
    await fake.revoke_bot(MANAGE_WEBHOOKS)
    await fake.wait_for(lambda: not general.permissions_for(general.guild.me).manage_webhooks, what="the role update")
    mine = general.permissions_for(general.guild.me)
    assert not mine.administrator and mine.send_messages and mine.manage_threads and mine.embed_links
    with pytest.raises(discord.Forbidden):
        await general.create_webhook(name="Dream table")
    await fake.grant_bot(MANAGE_WEBHOOKS)
    await fake.wait_for(lambda: general.permissions_for(general.guild.me).manage_webhooks, what="the role update")
    assert (await general.create_webhook(name="Dream table")).channel_id == general.id
