"""Custom ids of any shape (issue 28): the templates claim only ids the bot
could have made, with a table id a 64-bit store can hold; anything else is
nobody's and is answered "no longer in use" (tests/e2e/test_errors.py)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ui import button_id, parse, select_id

TABLE_MAX = 2**63 - 1


def _shaped() -> st.SearchStrategy[str]:
    """Ids that look like the bot's, with numbers and parts out of range."""
    number = st.one_of(st.integers(-10**25, 10**25).map(str), st.text("0123456789-", max_size=30))
    part = st.text(max_size=30)
    return st.builds(lambda p, t, s, k, a: f"{p}:{t}:{s}:{k}" + (f":{a}" if a is not None else ""),
                     st.sampled_from(["dg", "ds", "dr", "DG", ""]), number, number,
                     st.one_of(st.sampled_from(["a", "c", "hand", "back", "join", "ai", "again", "ping", "no"]), part),
                     st.one_of(st.none(), part))


@settings(max_examples=500)
@given(st.one_of(st.text(max_size=120), _shaped()))
def test_a_claimed_id_names_a_table_the_store_can_hold(custom_id):
    match = parse(custom_id)
    if match is None:
        return
    assert 1 <= int(match["table"]) <= TABLE_MAX
    assert abs(int(match["seq"])) < 2**31
    assert "\n" not in (match["arg"] or "")


@given(st.integers(1, 10**17), st.integers(-1, 10**6), st.sampled_from(["a", "c", "hand", "back", "again"]),
       st.one_of(st.none(), st.text(st.characters(blacklist_characters="\n"), min_size=1, max_size=40)))
def test_every_id_the_bot_makes_is_claimed_whole(table, seq, kind, arg):
    for make in (button_id, select_id):
        made = make(table, seq, kind, arg)
        match = parse(made)
        assert match is not None, made
        assert (int(match["table"]), int(match["seq"]), match["kind"], match["arg"]) == (table, seq, kind, arg)
