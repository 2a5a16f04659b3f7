"""The project's own loopback Discord: a fake Discord on 127.0.0.1 for end-to-end tests and benchmarks.

See ``server.FakeDiscord`` (world, calls, faults), ``actors`` (what people do),
``audit`` (secrecy checks) and ``fixtures`` (the ``discord_fake`` pytest fixture).
Discord's refusals live in ``limits`` (messages, components, threads),
``command_rules`` (command syncs) and ``permissions`` (overwrites, 50013);
``intents`` decides which gateway events a session gets, and ``gateway`` sends
each to the session of its guild's shard (DMs to shard 0).

Locales: every interaction carries its user's ``locale`` (``fake.add_user(name,
locale="ru")``, default en-US) and, in a server, the server's ``guild_locale``,
which is also the guild's ``preferred_locale`` (``fake.add_guild(name,
locale="de")``; ``await fake.set_guild_locale(guild, "ru")`` changes it and
sends GUILD_UPDATE). Only the locales of Discord's list
(``command_rules.LOCALES``) are accepted, for people and servers as for
``name_localizations``/``description_localizations`` on a command sync, where a
bad key, a capitalised or spaced name, or a text too long or empty is refused
whole with 400 50035, the error under its path (``0.name_localizations.de``).

Channel webhooks (``rest_webhooks``): the bot may create webhooks on a text
channel (Manage Webhooks; the default world's bot role is Administrator, so it
has it, and discord.py says so, unless a test takes it with
``fake.revoke_bot(MANAGE_WEBHOOKS)`` (every other permission stays) or sets the
role's permissions, e.g. to ``DEFAULT_PERMS``; ``fake.grant_bot`` gives it back) and post, edit and
delete through them with the token, into the channel or one of its threads
(``thread_id``). A webhook message's author is the webhook (``msg.webhook``
set, ``msg.author`` not the bot user); one from a webhook the bot created still
counts as the bot's where the fake reads "what the bot said":
``fake.sent_by_bot(msg)`` (the secrecy audit, wasted-edit counting). Listings
(``messages_in``, ``dms``, ``public_messages``, ``last_message``) never
filtered by author and show webhook messages where they were posted. The
bot's own ``PATCH /channels/{id}/messages/{id}`` of a webhook message is
refused (50005), as on Discord. Token calls are outside the bot's global 50/s
limit and, with ``fake.webhook_rate_limits()`` (off by default, like the bot
token's ``fake.discord_rate_limits()``), take from a per-webhook bucket (5 per
2 s), for posts from the channel's bucket for webhook messages (30 a minute,
shared by the channel's webhooks), and count against the address's global
limit for calls without a token (50/s); a 429 carries Discord's headers and
body (``faults.WebhookLimits``).
``fake.webhook_calls()`` lists them apart from interaction follow-ups, whose
routes look the same (``POST /webhooks/:id/:token``).
"""

from .actors import InteractionHandle, Refused
from .server import Call, FakeDiscord, Problem, normalise

__all__ = ["Call", "FakeDiscord", "InteractionHandle", "Problem", "Refused", "normalise"]
