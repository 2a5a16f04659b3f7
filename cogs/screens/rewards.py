"""What a finished game gives its players, as the result post says it: each
rated seat's rating and its change (on the shown, 0-based scale of
``bot.ratings.shown``, marked provisional for the first games) and one line
per achievement earned at the table. They are lines of the result post
itself: no message and no mention of their own, so an award costs nobody a
notification."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Mapping

from bot import achievements, ratings
from bot.store import StoreError
from words import number, t

if TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)


def rating_line(change: Mapping[str, Any]) -> str:
    """A rated seat's line ending: the rating after the game and what the game changed."""
    after, before = ratings.shown(change["after"]), ratings.shown(change["before"])
    delta = after - before
    # The sign of what is written: a change that rounds to 0.0 is neither up nor down ("-0.0" was).
    sign = "\u00b1" if round(abs(delta), 1) == 0 else "+" if delta > 0 else "-"
    if ratings.provisional(change["games"]):
        return t("finished-rating-provisional", after=number(after), sign=sign, delta=number(abs(delta)),
                 games=change["games"], needed=ratings.PROVISIONAL_GAMES)
    return t("finished-rating", after=number(after), sign=sign, delta=number(abs(delta)))


async def achievement_lines(table: "Table") -> list[str]:
    """One line per achievement a player earned at this table, in seat order."""
    try:
        rows = await table.store.table_achievements(table.id)
    except StoreError as exc:  # the awards stand (see /stats); only their lines go
        log.warning("table %s: could not read its achievements (%s)", table.id, exc)
        return []
    seat_of = {s.user_id: i for i, s in enumerate(table.seats) if s.user_id is not None}
    lines = []
    for row in sorted(rows, key=lambda r: (seat_of.get(r["user_id"], len(table.seats)), r["achievement"])):
        known = achievements.named(table.row.game, row["achievement"])
        seat = seat_of.get(row["user_id"])
        if known is None or seat is None:
            continue
        lines.append(t("finished-achievement", name=table.name_of(seat), achievement=str(known.name),
                       description=str(known.description)))
    return lines
