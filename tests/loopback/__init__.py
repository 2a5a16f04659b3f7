"""The project's own loopback Discord: a fake Discord on 127.0.0.1 for end-to-end tests and benchmarks.

See ``server.FakeDiscord`` (world, calls, faults), ``actors`` (what people do),
``audit`` (secrecy checks) and ``fixtures`` (the ``discord_fake`` pytest fixture).
Discord's refusals live in ``limits`` (messages, components, threads),
``command_rules`` (command syncs) and ``permissions`` (overwrites, 50013);
``intents`` decides which gateway events a session gets, and ``gateway`` sends
each to the session of its guild's shard (DMs to shard 0).
"""

from .actors import InteractionHandle, Refused
from .server import Call, FakeDiscord, Problem, normalise

__all__ = ["Call", "FakeDiscord", "InteractionHandle", "Problem", "Refused", "normalise"]
