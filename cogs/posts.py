"""How a group of move lines becomes channel messages.

A grouped post (a trick, a round, a day) is one message where Discord allows
it: plain text while the lines fit in a message's 2,000 characters, else the
lines in embeds (4,096 characters a description, 6,000 a message), so a long
group such as a Somnikum round is still one message, not a run of them. Lines
that mention someone stay in the content: a mention inside an embed notifies
nobody.
"""

from __future__ import annotations

from typing import Any

import discord

from cogs.present.base import COLOUR

CONTENT_MAX = 2000
DESCRIPTION_MAX = 4096
EMBED_CHARS_MAX = 6000
EMBEDS_MAX = 10


def _chunks(text: str, size: int) -> list[str]:
    """``text`` cut at line ends into pieces of at most ``size`` characters."""
    pieces = []
    while len(text) > size:
        cut = text.rfind("\n", 0, size)
        cut = cut if cut > 0 else size
        pieces.append(text[:cut])
        text = text[cut:].lstrip("\n")
    if text:
        pieces.append(text)
    return pieces


def messages_for(lines: list[str]) -> list[dict[str, Any]]:
    """The keyword arguments of each message that carries ``lines``, in order."""
    text = "\n".join(lines)
    if len(text) <= CONTENT_MAX:
        return [{"content": text}]
    calls = "\n".join(line for line in lines if "<@" in line)
    told = "\n".join(line for line in lines if "<@" not in line)
    messages: list[dict[str, Any]] = []
    embeds: list[discord.Embed] = []
    size = 0
    for piece in _chunks(told, DESCRIPTION_MAX):
        if embeds and (size + len(piece) > EMBED_CHARS_MAX or len(embeds) == EMBEDS_MAX):
            messages.append({"embeds": embeds})
            embeds, size = [], 0
        embeds.append(discord.Embed(description=piece, colour=COLOUR))
        size += len(piece)
    if embeds:
        messages.append({"embeds": embeds})
    calls_parts = _chunks(calls, CONTENT_MAX)
    if calls_parts:  # the calls ride on the last message; any overflow (never seen) follows it
        if not messages:
            messages.append({})
        messages[-1]["content"] = calls_parts[0]
        messages += [{"content": part} for part in calls_parts[1:]]
    return messages
