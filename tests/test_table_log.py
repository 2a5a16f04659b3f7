"""The table log keeps a table's live post with its lines (cogs/table_log.py):
over a clean stop (``dump``/``load``) and, on a shared store, in the table's
meta (``dump_table``/``load_table``), where a table without one loses it."""

from __future__ import annotations

import json

from cogs.table_log import LivePost, TableLog


def test_the_live_post_survives_a_clean_stop() -> None:
    log = TableLog()
    log.add(1, ["a", "b"])
    log.take(1)
    log.keep_live(1, LivePost(42, ("sunrise", "d1 nominates d2"), "digest"))
    log.keep_live(2, LivePost(0, ("the accusation",), after=42))
    kept = json.loads(json.dumps(log.dump([1, 2, 3])))
    assert set(kept) == {"1", "2"}, "a table with only a live post is kept too"

    again = TableLog()
    again.load(kept)
    assert again.live(1) == LivePost(42, ("sunrise", "d1 nominates d2"), "digest")
    assert again.live(2) == LivePost(0, ("the accusation",), "", 42)
    assert again.recent(1) == ["a", "b"] and again.take(1) == []


def test_a_shared_tables_meta_replaces_this_processes_live_post() -> None:
    log = TableLog()
    log.keep_live(7, LivePost(10, ("old",)))
    log.load_table(7, {"pending": [], "recent": [], "live": LivePost(11, ("new",), "x").to_json()})
    assert log.live(7) == LivePost(11, ("new",), "x")
    log.load_table(7, {"pending": ["line"], "recent": ["line"]})
    assert log.live(7) is None, "another process's meta without a live post clears this one's"
    assert log.dump_table(7) == {"pending": ["line"], "recent": ["line"]}
    log.keep_live(7, LivePost(12, ("x",)))
    log.forget(7)
    assert log.live(7) is None and log.dump([7]) == {}
