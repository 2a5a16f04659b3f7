"""Ratings (bot/ratings.py): who is rated, ties, teams, scopes; and, with
hypothesis, the properties that must hold for any sequence of results."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import ratings
from bot.ratings import GLOBAL, FinishedGame, Placing, Rating, rate, rate_game, rebuild, sides


def test_the_winner_rises_the_loser_falls_and_both_count_a_game():
    moved = rate({}, [Placing(1, 1), Placing(2, 2)])
    assert moved[1].ordinal > Rating().ordinal and moved[1].mu > moved[2].mu
    assert moved[2].mu < Rating().mu
    assert moved[1].games == moved[2].games == 1
    assert Rating().ordinal == pytest.approx(0.0), "a new player's conservative rating: mu - 3 sigma"


def test_a_table_with_a_bot_seat_or_opened_as_practice_is_not_rated():
    humans = [Placing(1, 1), Placing(2, 3)]
    assert rate({}, humans), "two humans alone: rated"
    assert rate({}, [Placing(None, 2), *humans, Placing(None, 4)]) == {}, "a bot seat makes it practice (hints)"
    assert rate({}, [Placing(1, 1, practice=True), Placing(2, 3, practice=True)]) == {}


def test_a_player_away_at_the_end_loses_and_moves_nobody_elses_rating():
    """The normal bot played the away seat to the end (issue 25): whatever
    place it reached, its player is rated as last, and the others as if the
    seat had not been there."""
    current = {1: Rating(30.0, 5.0, 3), 2: Rating(25.0, 6.0, 2), 3: Rating(20.0, 7.0, 1)}
    won_by_the_bot = [Placing(1, 2), Placing(2, 3), Placing(3, 1, forfeit=True)]
    moved = rate(current, won_by_the_bot)
    assert moved[3].mu < current[3].mu and moved[3].games == 2, "a loss, though the bot placed first"
    without = rate(current, [Placing(1, 2), Placing(2, 3)])
    assert (moved[1], moved[2]) == (without[1], without[2]), "the others move as if the seat were absent"
    alone = rate(current, [Placing(1, 1), Placing(3, 2, forfeit=True)])
    assert alone.keys() == {3} and alone[3].mu < current[3].mu, "a two-player game: only the absentee moves"
    assert rate(current, [Placing(1, 1), Placing(3, 2)])[1].mu > current[1].mu, "back before the end: rated as usual"


def test_a_table_needs_two_human_sides():
    assert rate({}, [Placing(1, 1), Placing(None, 2), Placing(None, 3)]) == {}, "one human and bots"
    same_team = [Placing(1, 1, "village"), Placing(2, 1, "village"), Placing(None, 2, "evil")]
    assert rate({}, same_team) == {}, "humans on one side only: nothing to compare"


def test_ties_share_a_rank():
    moved = rate({}, [Placing(1, 1), Placing(2, 1), Placing(3, 2)])
    assert moved[1] == moved[2]
    assert moved[1].mu > moved[3].mu
    draw = rate({}, [Placing(1, 1), Placing(2, 1)])
    assert draw[1].mu == pytest.approx(Rating().mu), "a draw between equals moves no mean"


def test_teams_move_together_but_each_players_own_rating():
    strong = Rating(mu=30.0, sigma=4.0, games=9)
    seats = [Placing(1, 1, "village"), Placing(2, 1, "village"), Placing(3, 2, "evil"), Placing(4, 2, "evil")]
    assert sorted(len(users) for _, users in sides(seats)) == [2, 2]
    moved = rate({1: strong}, seats)
    assert moved[1].mu > strong.mu and moved[2].mu > Rating().mu, "both winners rise"
    assert moved[1] != moved[2], "from their own ratings"
    assert moved[1].games == 10 and moved[2].games == 1
    assert moved[3].mu < Rating().mu and moved[4].mu < Rating().mu


@pytest.mark.parametrize("village_wins", [True, False])
def test_a_big_team_s_win_counts_like_a_small_one_s(village_wins):
    """Issue 29: a 20-player Somna game showed "-0.0" for every player. openskill
    sums a team's mu, so 14 villagers "outweighed" 6 demons and a village win
    moved nobody by more than 0.01; each side now plays as one average player."""
    seats = [Placing(100 + i, (1 if village_wins else 2) if i < 14 else (2 if village_wins else 1),
                     "village" if i < 14 else "evil") for i in range(20)]
    moved = rate({}, seats)
    duel = rate({}, [Placing(1, 1), Placing(2, 2)])
    for user, after in moved.items():
        won = (user < 114) == village_wins
        assert after.ordinal == pytest.approx(duel[1 if won else 2].ordinal), "as a duel between newcomers"
        assert round(ratings.shown(after.ordinal) - ratings.shown(0.0), 1) != 0 or not won
    assert all(ratings.shown(r.ordinal) >= 0 for r in moved.values())


def test_the_shown_rating_starts_at_0_never_goes_below_and_is_provisional_at_first():
    lost = rate({}, [Placing(1, 1), Placing(2, 2)])[2]
    assert lost.ordinal < 0 and ratings.shown(lost.ordinal) == 0.0 and str(ratings.shown(lost.ordinal)) == "0.0"
    assert ratings.shown(Rating().ordinal) == 0.0 and ratings.shown(4.5) == 4.5
    assert [ratings.provisional(n) for n in range(5)] == [True, True, True, False, False]


def test_somna_rates_by_faction():
    assert ratings.team_of("somna", {"faction": "evil", "role": "demon"}) == "evil"
    assert ratings.team_of("somnia", {"lives": 2}) is None


def test_a_server_table_moves_the_server_and_the_global_rating_a_dm_table_only_the_global():
    book: dict = {}
    changes = rate_game(book, FinishedGame(1, "somnia", 77, (Placing(1, 1), Placing(2, 2))))
    assert {(c.user_id, c.scope) for c in changes} == {(1, 77), (2, 77), (1, GLOBAL), (2, GLOBAL)}
    rate_game(book, FinishedGame(2, "somnia", None, (Placing(1, 1), Placing(2, 2))))
    assert book[(1, "somnia", 77)].games == 1 and book[(1, "somnia", GLOBAL)].games == 2
    assert book[(1, "somnia", GLOBAL)].ordinal > book[(1, "somnia", 77)].ordinal


# -- properties ------------------------------------------------------------

USERS = st.integers(min_value=1, max_value=6)


@st.composite
def finished_game(draw: st.DrawFn, table_id: int = 0) -> FinishedGame:
    """A finished table of 2-5 seats: humans (distinct) and bots; in Somna a
    side's seats share its place, elsewhere places are any (ties allowed)."""
    game = draw(st.sampled_from(["somnia", "somna"]))
    n = draw(st.integers(min_value=2, max_value=5))
    users = draw(st.lists(st.one_of(st.none(), USERS), min_size=n, max_size=n)
                 .filter(lambda us: len([u for u in us if u]) == len({u for u in us if u})))
    if game == "somna":
        teams = draw(st.lists(st.sampled_from(["village", "evil"]), min_size=n, max_size=n))
        winner = draw(st.sampled_from(["village", "evil"]))
        seats = tuple(Placing(u, 1 if t == winner else 2, t) for u, t in zip(users, teams))
    else:
        places = draw(st.lists(st.integers(min_value=1, max_value=n), min_size=n, max_size=n))
        seats = tuple(Placing(u, p) for u, p in zip(users, places))
    return FinishedGame(table_id, game, draw(st.sampled_from([None, 7, 8])), seats)


@st.composite
def results_log(draw: st.DrawFn) -> list[FinishedGame]:
    count = draw(st.integers(min_value=0, max_value=12))
    return [draw(finished_game(table_id=i + 1)) for i in range(count)]


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
@given(results_log())
def test_ratings_count_exactly_the_rated_tables_and_never_a_bot(log):
    book, changes = rebuild(log)
    assert all(user is not None for user, _, _ in book)
    for (user, game, scope), r in book.items():
        counted = [g for g in log if g.game == game and scope in ratings.scopes(g.guild_id)
                   and user in {s.user_id for s in g.seats} and sides(g.seats)]
        assert r.games == len(counted)
    unrated = {g.table_id for g in log if not sides(g.seats)}
    assert not unrated & {c.table_id for c in changes}


@given(finished_game(), st.randoms(use_true_random=False))
def test_the_order_of_seats_at_a_table_does_not_matter(game, rnd):
    seats = list(game.seats)
    rnd.shuffle(seats)
    once, again = rate({}, game.seats), rate({}, seats)
    assert once.keys() == again.keys()
    for user in once:
        assert again[user].mu == pytest.approx(once[user].mu, abs=1e-9)
        assert again[user].sigma == pytest.approx(once[user].sigma, abs=1e-9)


@given(finished_game(table_id=1), finished_game(table_id=2))
def test_tables_without_a_common_player_commute(first, second):
    mine = {s.user_id for s in first.seats if s.user_id}
    theirs = {s.user_id for s in second.seats if s.user_id}
    if mine & theirs:
        second = FinishedGame(2, second.game, second.guild_id, tuple(
            Placing(None if s.user_id in mine else s.user_id, s.place, s.team) for s in second.seats))
    assert rebuild([first, second])[0] == rebuild([second, first])[0]


@given(finished_game())
def test_tied_equals_stay_equal(game):
    moved = rate({}, game.seats)
    side_of = {u: i for i, (_, users) in enumerate(sides(game.seats)) for u in users}
    rank = {u: r for r, users in sides(game.seats) for u in users}
    for a in moved:
        for b in moved:
            if rank[a] == rank[b] and (game.game != "somna" or side_of[a] == side_of[b]):
                assert moved[a] == moved[b]


def test_a_player_who_ends_a_rated_game_loses_alone_and_the_bystanders_never_move():
    """/table end by a seated player (issue 28's fair endings): their forfeit,
    a loss to each other seat, who are bystanders whatever the game's score."""
    current = {1: Rating(30.0, 5.0, 3), 2: Rating(25.0, 6.0, 2), 3: Rating(20.0, 7.0, 1)}
    ended = [ratings.placing("somnia", 1, 3, {"forfeit": True}),
             ratings.placing("somnia", 2, 1, {"ended_early": True}),
             ratings.placing("somnia", 3, 1, {"ended_early": True})]
    assert ended[0].forfeit and not ended[0].bystander and ended[1].bystander
    moved = rate(current, ended)
    assert moved.keys() == {1}, "only the ender moves"
    assert moved[1].mu < current[1].mu and moved[1].games == 4
    two = rate({}, [Placing(1, 2, forfeit=True), Placing(2, 1, bystander=True)])
    assert two.keys() == {1} and two[1].mu < Rating().mu, "a two-player game: a loss for the ender"
    # a rebuild from the log gives the same: the forfeit is in the results log
    book, changes = rebuild([FinishedGame(7, "somnia", 5, tuple(ended))])
    assert {c.user_id for c in changes} == {1} and {c.scope for c in changes} == {5, GLOBAL}
