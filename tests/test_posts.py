"""A group of move lines is one channel message where Discord allows it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.posts import CONTENT_MAX, DESCRIPTION_MAX, EMBED_CHARS_MAX, EMBEDS_MAX, messages_for


def _text(message):
    return [e.description for e in message.get("embeds", [])], message.get("content")


def test_a_group_that_fits_is_plain_text():
    assert messages_for(["**ann** plays 7", "**bob** takes the trick"]) == [
        {"content": "**ann** plays 7\n**bob** takes the trick"}]


def test_a_long_round_is_one_message_and_its_call_still_notifies():
    lines = [f"**p{i % 3}** moves flywheel ⚪ {i} steps and takes a card from place {i}." for i in range(80)]
    call = "<@123>: your turn (until <t:100:R>)."
    assert len("\n".join(lines)) > CONTENT_MAX
    [message] = messages_for(lines + [call])
    descriptions, content = _text(message)
    assert content == call, "a mention in an embed would notify nobody"
    assert "\n".join(descriptions) == "\n".join(lines)
    assert all(len(d) <= DESCRIPTION_MAX for d in descriptions) and sum(map(len, descriptions)) <= EMBED_CHARS_MAX


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=300).filter(lambda s: "\n" not in s and "<@" not in s and s.strip()),
                max_size=120))
def test_every_line_is_posted_once_in_order_within_discords_limits(lines):
    messages = messages_for(lines)
    seen = []
    for message in messages:
        descriptions, content = _text(message)
        assert len(descriptions) <= EMBEDS_MAX and sum(map(len, descriptions)) <= EMBED_CHARS_MAX
        assert all(len(d) <= DESCRIPTION_MAX for d in descriptions) and len(content or "") <= CONTENT_MAX
        seen += [line for d in descriptions for line in d.split("\n")]
        seen += (content or "").split("\n") if content else []
    text = "\n".join(lines)
    assert "\n".join(seen).replace("\n", "") == text.replace("\n", ""), "nothing lost, nothing twice, in order"
    assert len(messages) <= max(1, -(-len(text) // (EMBED_CHARS_MAX - 300)))
