"""The abuse limits' rules (bot/limits.py) on an injected clock: nothing sleeps."""

from __future__ import annotations

import pytest

from bot.limits import Limits, Rules, Window, retry_at


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def limits(clock: Clock) -> Limits:
    return Limits(Rules(), clock)


def test_clicks_over_the_rate_wait_for_the_oldest_to_leave_the_window(limits: Limits, clock: Clock) -> None:
    assert limits.click(1) is None
    clock.now += 0.5
    assert [limits.click(1) for _ in range(7)] == [None] * 7
    assert limits.click(1) == pytest.approx(1.5), "the ninth in 2 s waits until the first is 2 s old"
    assert limits.click(2) is None, "another user has a window of their own"
    clock.now += 1.0
    assert limits.click(1) == pytest.approx(0.5), "a refused click is not counted: the wait does not grow"
    clock.now += 0.5
    assert limits.click(1) is None, "the first left the window"
    assert limits.click(1) == pytest.approx(0.5), "and only one place was freed"


def test_play_window_and_the_wait_after_ones_own_cancel(limits: Limits, clock: Clock) -> None:
    assert limits.after_cancel(1) is None
    limits.cancelled(1)
    clock.now += 4
    assert limits.after_cancel(1) == pytest.approx(6)
    assert limits.after_cancel(2) is None, "a Cancel holds back only who pressed it"
    clock.now += 6
    assert limits.after_cancel(1) is None
    assert [limits.play(1) for _ in range(5)] == [None] * 5
    clock.now += 30
    assert limits.play(1) == pytest.approx(30), "a sixth /play within the minute waits for the first to be a minute old"
    clock.now += 30
    assert limits.play(1) is None


def test_open_lobbies_and_tables_are_counted_against_their_caps(limits: Limits) -> None:
    assert limits.lobbies(0) and limits.lobbies(1) and not limits.lobbies(2)
    assert limits.tables(24, 25) and not limits.tables(25, 25) and not limits.tables(3, 2)


def test_one_ping_call_per_host_and_server_per_ten_minutes(limits: Limits, clock: Clock) -> None:
    assert limits.may_ping(10, 1) is None
    limits.pinged(10, 1)
    clock.now += 60
    assert limits.may_ping(10, 1) == pytest.approx(540)
    assert limits.may_ping(11, 1) is None, "another server"
    assert limits.may_ping(10, 2) is None, "another host"
    clock.now += 540
    assert limits.may_ping(10, 1) is None


def test_one_play_at_a_time_per_user(limits: Limits) -> None:
    with limits.opening(1) as first:
        with limits.opening(1) as second, limits.opening(2) as other:
            assert first and not second and other
    with limits.opening(1) as again:
        assert again, "released once the first is done"
    with pytest.raises(RuntimeError):
        with limits.opening(3):
            raise RuntimeError("a failed /play")
    with limits.opening(3) as after_error:
        assert after_error, "released after an error too"


def test_rules_are_data_and_idle_users_are_forgotten(clock: Clock) -> None:
    limits = Limits(Rules(clicks=Window(1, 1.0)), clock)
    for user in range(5000):
        assert limits.click(user) is None
    clock.now += 2
    for user in range(5000, 9000):
        limits.click(user)
    assert len(limits._clicks.events) < 5000, "the idle users were forgotten"


def test_retry_at_rounds_up_to_the_next_second() -> None:
    assert retry_at(0.2, now=lambda: 1000.5) == 1001
    assert retry_at(9.6, now=lambda: 1000.0) == 1010
