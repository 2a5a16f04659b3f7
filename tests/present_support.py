"""What presenter unit tests share: a real Table around an engine state (no
store: presenters only read), and Discord's embed limits as the loopback
Discord enforces them."""

from __future__ import annotations

import random
from typing import Any, Iterable, Iterator, Sequence

import discord

from bot.store import SeatRow, TableRow
from bot.tables import Table
from games import GAMES
from tests.loopback.limits import check_embeds

USER_BASE = 1000  # seat n is Discord user 1000 + n


def make_table(state: Any, names: Sequence[str], away: Iterable[int] = ()) -> Table:
    away = set(away)
    row = TableRow(id=1, guild_id=1, channel_id=2, game=state.game.name, options=dict(getattr(state, "options", {})),
                   seed=0, status="running", host_id=USER_BASE, message_id=None, turn_seconds=None,
                   created_at=0.0, started_at=0.0, ended_at=None)
    seats = [SeatRow(i, USER_BASE + i, name, away=i in away) for i, name in enumerate(names)]
    return Table(row, seats, store=None, state=state)  # type: ignore[arg-type]


def check_embed(embed: discord.Embed) -> None:
    errors: dict[str, str] = {}
    check_embeds([embed.to_dict()], errors)
    assert not errors, errors


def positions(game: str, players: int, seed: int, every: int) -> Iterator[Any]:
    """Every ``every``-th position of a seeded random game, and the end."""
    state = GAMES[game].new(players, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over:
        if moves % every == 0:
            yield state
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        moves += 1
    yield state
