"""The shard rule (which shard hears a guild, so which process owns its
tables), SHARD_IDS ranges, and the pace of session starts."""

from __future__ import annotations

import pytest

from bot.shards import IdentifyPacer, ShardPlan, parse_shard_ids, shard_of


def test_shard_of_is_discords_formula_and_dms_are_on_shard_0():
    assert shard_of(81384788765712384, 17) == 7  # the worked example of serenity's docs
    assert shard_of(81384788765712384, 1) == 0
    assert [shard_of((ms << 22) | 12345, 4) for ms in range(6)] == [0, 1, 2, 3, 0, 1]  # the time part decides
    assert shard_of(None, 4) == 0


@pytest.mark.parametrize("text, ids", [("0-3", (0, 1, 2, 3)), ("0,2", (0, 2)), ("5", (5,)),
                                       (" 4 , 0-1 ", (0, 1, 4)), ("7-7", (7,))])
def test_shard_ids_as_ranges_and_lists(text, ids):
    assert parse_shard_ids(text, 8) == ids


@pytest.mark.parametrize("text, words", [("0-8", "shard 8 does not exist"), ("3-1", "backwards"),
                                         ("a", "not a shard id"), ("0,0-1", "twice"), ("", "not a shard id"),
                                         ("-1", "not a shard id")])
def test_bad_shard_ids_say_what_is_wrong(text, words):
    with pytest.raises(ValueError, match=words):
        parse_shard_ids(text, 8)


def test_a_plan_owns_the_guilds_of_its_shards_and_dms_go_with_shard_0():
    on = {s: (1000 + s) << 22 for s in range(4)}  # a guild id on each shard of 4
    assert [shard_of(g, 4) for g in on.values()] == [0, 1, 2, 3]
    part = ShardPlan(4, (1, 3))
    assert not part.whole and [part.owns(g) for g in on.values()] == [False, True, False, True]
    assert not part.owns(None)
    assert ShardPlan(4, (0, 2)).owns(None)
    for whole in (ShardPlan(4), ShardPlan(4, (0, 1, 2, 3)), ShardPlan()):
        assert whole.whole and all(whole.owns(g) for g in [*on.values(), None])


def test_session_starts_are_paced_per_bucket():
    one = IdentifyPacer(1)
    assert [one.wait(s, 100.0) for s in (0, 1, 2)] == [0.0, 5.0, 10.0], "one bucket: one start per 5 s"
    assert one.wait(3, 120.0) == 0.0, "long after the last start: at once"
    many = IdentifyPacer(16)
    assert [many.wait(s, 100.0) for s in range(16)] == [0.0] * 16, "16 buckets: 16 starts at once"
    assert many.wait(16, 101.0) == 4.0, "shard 16 shares shard 0's bucket"
