"""Skill ratings: openskill's Plackett-Luce model over finished games.

Ratings are a pure function of the results log taken in finish order: the
store moves them in the transaction that writes a game's results (through
:func:`rate_game`), and ``python -m bot.ratings --rebuild [--db PATH]``
recomputes them from scratch with :func:`rebuild`; both paths run this module,
so they agree. No Discord, no I/O here (the command line opens the store
lazily).

What counts: a finished table whose human seats form at least two sides.
A table with a bot seat (a seat without a user) is practice and is not rated,
nor one opened with ``/play ... practice`` (their results say ``practice``):
hints are offered there. Each human is a side of their own, except in a game
played in teams (``GameType.team_detail``, e.g. Somna's ``faction``): there each
team of humans is a side and every member's own rating moves. A side's rank
is the best place among its seats, so ties share a rank.

``/table end`` (issue 28's fair endings): by a moderator who is not seated,
the table writes no results and counts for nobody. By a seated player in a
rated game it is that player's forfeit: the results log holds the forfeit
(ranked last) and every other seat as a *bystander* (``ended_early``), so the
forfeit moves only the ender's rating, as a loss to each bystander, and no
bystander's rating, stats or history move.

A player still away when a rated game ends (the normal bot played their
seat, issue 25) forfeits: their own rating moves as a loss to every other
side (ranked last), and the others' ratings move as if that seat had not
played, so a stand-in bot's result changes nobody else's rating. A player
who came back before the end is rated on the result as usual.

Each table moves two ratings per player: the server's (scope = guild id) and
the global one (scope ``GLOBAL``); a table in DMs moves only the global one.
The rating stored is openskill's ordinal (mu - 3 sigma, the conservative
one). The rating shown (:func:`shown`) is that ordinal on a 0-based scale: a
newcomer starts at 0 (25 - 3 x 25/3) and a rating below 0, which only a
player's first games can really reach while sigma is wide, shows as 0, so a
first loss never reads as a negative number. A rating is *provisional* for a
player's first ``PROVISIONAL_GAMES`` rated games, which is also what puts them
on the leaderboard.

A team is rated as one player of its members' average skill (mean mu, root
mean square sigma), and every member moves with it: mu by the team's step,
sigma by its factor. openskill itself sums the members' mu, so Somna's village
of 14 "outweighed" 6 demons so far that a village win taught nothing (+-0.01,
shown as -0.0 for everyone).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, MutableMapping, Sequence

from openskill.models import PlackettLuce

from games import GAMES

MODEL = PlackettLuce()
GLOBAL = 0  # the scope of the global board (no Discord id is 0)
PROVISIONAL_GAMES = 3  # rated games before a rating is settled and on the leaderboard


def shown(ordinal: float) -> float:
    """The rating players read: the ordinal on a scale starting at 0 (never below it)."""
    return max(0.0, ordinal)


def provisional(games: int) -> bool:
    """A rating from fewer rated games than the leaderboard asks for."""
    return games < PROVISIONAL_GAMES


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    ordinal: float = field(init=False, compare=False)  # openskill's, taken once: it is read many times

    def __post_init__(self) -> None:
        object.__setattr__(self, "ordinal", MODEL.rating(self.mu, self.sigma).ordinal())


NEW = Rating()  # a player's rating before their first rated game


@dataclass(frozen=True, slots=True)
class Placing:
    """One seat of a finished game, as the results log holds it."""

    user_id: int | None  # None: a bot seat
    place: int
    team: str | None = None  # the seat's side in a team game
    forfeit: bool = False  # away at the end, or ended the game: a loss for them, nothing for anyone else
    practice: bool = False  # a practice table's seat: never rated
    bystander: bool = False  # a seat of a game another player forfeited by ending it: never moves


def placing(game: str, user_id: int | None, place: int, details: Mapping[str, object]) -> Placing:
    """One seat as the results log holds it (its details say what the bot did)."""
    return Placing(user_id, place, team_of(game, details),
                   bool(details.get("away_at_end") or details.get("forfeit")), bool(details.get("practice")),
                   bool(details.get("ended_early")))


@dataclass(frozen=True, slots=True)
class FinishedGame:
    table_id: int
    game: str
    guild_id: int | None
    seats: tuple[Placing, ...]


@dataclass(frozen=True, slots=True)
class Change:
    """What one table did to one rating."""

    table_id: int
    user_id: int
    game: str
    scope: int
    before: Rating
    after: Rating


Key = tuple[int, str, int]  # user, game, scope


def team_of(game: str, details: Mapping[str, object]) -> str | None:
    """The seat's team from its result details, for a game played in teams."""
    known = GAMES.get(game)
    key = known.game_type.team_detail if known is not None else None
    if key is None:
        return None
    team = details.get(key)
    return None if team is None else str(team)


def is_practice(seats: Sequence[Placing]) -> bool:
    """A table with a bot seat, or opened as practice: never rated."""
    return any(seat.user_id is None or seat.practice for seat in seats)


def sides(seats: Sequence[Placing]) -> list[tuple[int, list[int]]]:
    """The rated sides: (rank, users) for each team of human seats (each
    human alone outside team games), in first-seen order; [] when fewer than
    two sides hold a human (nothing to compare), and for a practice table.
    Forfeited seats are left out (``rate`` rates them on their own)."""
    if is_practice(seats):
        return []
    found = _sides(seats)
    return found if len(found) >= 2 else []


def _sides(seats: Sequence[Placing]) -> list[tuple[int, list[int]]]:
    found: dict[object, tuple[int, list[int]]] = {}
    for seat in seats:
        if seat.user_id is None or seat.forfeit:
            continue
        key = ("team", seat.team) if seat.team is not None else ("user", seat.user_id)
        rank, users = found.get(key, (seat.place, []))
        found[key] = (min(rank, seat.place), users + [seat.user_id])
    return list(found.values())


def rate(current: Mapping[int, Rating], seats: Sequence[Placing]) -> dict[int, Rating]:
    """The new rating of every rated user of one game ({} if it is not rated);
    ``current`` holds the users' ratings so far (absent: a new player)."""
    if is_practice(seats):
        return {}
    stayed = _sides(seats)
    ended_early = any(seat.bystander for seat in seats)
    moved = _moved(current, stayed) if len(stayed) >= 2 and not ended_early else {}
    # Each forfeit alone: a loss to every side that stayed, which those sides do not feel.
    for seat in seats:
        if seat.forfeit and seat.user_id is not None and stayed and seat.user_id not in moved:
            last = max(rank for rank, _ in stayed) + 1
            mine = _moved(current, stayed + [(last, [seat.user_id])])
            moved[seat.user_id] = mine[seat.user_id]
    return moved


def _moved(current: Mapping[int, Rating], ranked: list[tuple[int, list[int]]]) -> dict[int, Rating]:
    prior = {user: current.get(user, NEW) for _, users in ranked for user in users}
    sides = [_side([prior[u] for u in users]) for _, users in ranked]
    moved = MODEL.rate([[MODEL.rating(mu, sigma)] for mu, sigma in sides],
                       ranks=[float(rank) for rank, _ in ranked])
    found = {}
    for (_, users), (mu, sigma), [after] in zip(ranked, sides, moved):
        for user in users:
            was = prior[user]
            if len(users) == 1:  # a side of one is rated as it is (exactly openskill's numbers)
                found[user] = Rating(after.mu, after.sigma, was.games + 1)
            else:
                found[user] = Rating(was.mu + after.mu - mu, was.sigma * after.sigma / sigma, was.games + 1)
    return found


def _side(members: Sequence[Rating]) -> tuple[float, float]:
    """A side as one player: its members' mean mu and root mean square sigma."""
    if len(members) == 1:
        return members[0].mu, members[0].sigma
    return (sum(r.mu for r in members) / len(members),
            math.sqrt(sum(r.sigma ** 2 for r in members) / len(members)))


def scopes(guild_id: int | None) -> tuple[int, ...]:
    return (GLOBAL,) if guild_id is None else (guild_id, GLOBAL)


def rate_game(book: MutableMapping[Key, Rating], game: FinishedGame) -> list[Change]:
    """Move ``book`` by one finished game, in every scope it counts in;
    returns the changes (none for an unrated game)."""
    changes = []
    for scope in scopes(game.guild_id):
        current = {s.user_id: book[k] for s in game.seats if s.user_id is not None
                   and (k := (s.user_id, game.game, scope)) in book}
        for user, after in rate(current, game.seats).items():
            key = (user, game.game, scope)
            changes.append(Change(game.table_id, user, game.game, scope, book.get(key, NEW), after))
            book[key] = after
    return changes


def rebuild(games: Iterable[FinishedGame]) -> tuple[dict[Key, Rating], list[Change]]:
    """Every rating from scratch: ``games`` in finish order."""
    book: dict[Key, Rating] = {}
    changes: list[Change] = []
    for game in games:
        changes += rate_game(book, game)
    return book, changes


# -- the command line ---------------------------------------------------------

async def _rebuild_db(path: Path | str) -> int:
    from .store import Store  # the computation above needs no storage

    store = await Store.open(path)
    try:
        return await store.rebuild_ratings()
    finally:
        await store.close()


def main(argv: Sequence[str] | None = None) -> int:
    from .settings import DEFAULT_DATABASE

    parser = argparse.ArgumentParser(prog="python -m bot.ratings", description=__doc__.split("\n\n")[0])
    parser.add_argument("--rebuild", action="store_true", required=True,
                        help="recompute every rating from the results log, in finish order")
    parser.add_argument("--db", type=Path, default=None,
                        help=f"the SQLite database (default: DATABASE_URL's PostgreSQL, else DATABASE_PATH, "
                             f"else {DEFAULT_DATABASE})")
    args = parser.parse_args(argv)
    path = args.db
    if path is None:  # as the bot finds it: the environment over .env
        import os

        from dotenv import dotenv_values

        values = {**dotenv_values(".env"), **os.environ}
        url = (values.get("DATABASE_URL") or "").strip()
        if url.startswith(("postgresql://", "postgres://")):  # the bot's store is PostgreSQL
            from .storage.base import without_password

            games = asyncio.run(_rebuild_db(url))
            print(f"ratings rebuilt from {games} finished tables in {without_password(url)}")
            return 0
        path = Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE)
    if not path.is_file():
        print(f"no database at {path}", file=sys.stderr)
        return 2
    games = asyncio.run(_rebuild_db(path))
    print(f"ratings rebuilt from {games} finished tables in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
