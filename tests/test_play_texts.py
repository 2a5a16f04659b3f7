"""Texts of the card and dice games as players read them (issue 29's list):
each in every locale, from the presenters and the catalogue as the bot uses
them, so a sentence that reads wrong again fails here."""

from __future__ import annotations

import re

import pytest

from cogs.help import rules_pages
from cogs.present import presenter_for
from cogs.present.somnikum_words import WHEEL, card_text as somnikum_card
from games import GAMES
from games.base import Event
from tests.present_support import make_table, positions
from words import speaking, t

LOCALES = ("en", "ru", "de")


@pytest.mark.parametrize("locale", LOCALES)
def test_somnikum_names_the_flywheel_before_its_steps(locale):
    state = GAMES["somnikum"].new(3, seed=1)
    table = make_table(state, ["alice", "bob", "carol"])
    event = Event("flywheel_moved", {"seat": 0, "wheel": 0, "steps": 3, "paid": 0, "direction": "clockwise",
                                     "card": "F10", "place": 4})
    with speaking(locale):
        line = presenter_for("somnikum").event_line(table, event)
    # "moves ⚫ flywheel 1 by 3 steps", never "moves flywheel ⚫ 1 3 steps"
    assert re.search(rf"{WHEEL[0]} \w+ 1 \w+ 3 ", line), line
    assert not re.search(rf"{WHEEL[0]} 1 3", line), line
    if locale == "en":
        assert "moves \u26ab flywheel 1 by 3 steps" in line, line


@pytest.mark.parametrize("locale", LOCALES)
def test_somnikum_rules_show_cards_as_the_bot_writes_them(locale):
    with speaking(locale):
        text = "\n".join(page["text"] for page in rules_pages("somnikum"))
        shown = somnikum_card("F10")
    assert "F10" not in text and "card id" not in text, "cards are named, not numbered"
    assert shown in text, shown


def test_darkly_dreaming_says_who_is_choosing_in_one_sentence():
    checked = 0
    for locale in LOCALES:
        for state in positions("darkly_dreaming", 3, seed=2, every=3):
            table = make_table(state, ["alice", "bob", "carol"])
            with speaking(locale):
                board = presenter_for("darkly_dreaming").board(table, state.view(None))
            for line in (board.description or "").splitlines():
                if line.startswith("\u23f3"):
                    checked += 1
                    assert not re.search(r"Waiting for \*\*\w+\*\* chooses", line), line
                    assert line.startswith({"en": "\u23f3 Now: ", "ru": "\u23f3 Сейчас: ",
                                            "de": "\u23f3 Jetzt: "}[locale]), line
    assert checked > 10


def test_traumland_on_a_divine_asks_for_a_1_or_a_dreamer():
    presenter = presenter_for("traumland")
    seen = 0
    for seed in range(1, 40):
        for state in positions("traumland", 3, seed=seed, every=1):
            view = state.view(None)
            top = view.get("top")
            if state.is_over or not top or view.get("phase") == "lead" or not (
                    top.get("card") == "DIV" or top.get("divine")):
                continue
            seat = view["current"]
            table = make_table(state, ["alice", "bob", "carol"])
            for locale in LOCALES:
                with speaking(locale):
                    text = str(presenter.private_embed(table, seat, state.view(seat)).to_dict())
                    assert t("traumland-now-follow-divine", card="").split(":")[0] in text
                assert "higher on the" not in text and "старше, чем" not in text and "höher als" not in text
            seen += 1
        if seen >= 3:
            break
    assert seen >= 3, "no Divine was followed in these games"


@pytest.mark.parametrize("locale", LOCALES)
def test_an_empty_somnia_hand_reads_in_a_replay_too(locale):
    """A replay shows every seat's hand after its name: "**alice**: No cards in hand." """
    *_, last = positions("somnia", 3, seed=1, every=1000)
    table = make_table(last, ["alice", "bob", "carol"])
    with speaking(locale):
        text = presenter_for("somnia").private_embed(table, 0, last.view(0)).description
        assert not last.view(0)["hand"] and text == t("somnia-hand-empty")
    assert not re.match(r"(Your|У вас|Deine)\b", text), text


@pytest.mark.parametrize("locale", LOCALES)
def test_help_is_not_hard_wrapped_and_names_the_buttons_as_shown(locale):
    with speaking(locale):
        text = t("help-commands")
        labels = (t("bot-button-my-hand"), t("somna-hand-label"), t("bot-button-back"))
    for line in text.split("\n"):
        assert not line or line.rstrip().endswith((".", ")", "»", "“")), f"a line breaks mid-sentence: {line!r}"
    assert all(f"**{label}**" in text for label in labels), labels


@pytest.mark.parametrize("locale", LOCALES)
def test_darkly_dreaming_picture_names_its_shapes(locale):
    """The picture marks dream types by shape, the text by 🌊🐍⛓️🐺: a legend
    under the cards names each shape's type with the word the text uses."""
    from cogs.present.darkly_dreaming_images import TYPE_SHAPE, sketch_board
    from cogs.present.darkly_dreaming_words import dream, dream_name

    state = GAMES["darkly_dreaming"].new(3, seed=2)
    table = make_table(state, ["alice", "bob", "carol"])
    with speaking(locale):
        draw = presenter_for("darkly_dreaming").board_image(table, state.view(None))
        names = {kind: dream_name(kind) for kind in TYPE_SHAPE}
        assert all(dream(kind).endswith(name) for kind, name in names.items())  # the text's word
    drawn = sketch_board(*draw.args, **draw.keywords)
    texts = {m.shown: m for m in drawn.marks if m.kind == "text"}
    for kind, name in names.items():
        assert name in texts, (name, sorted(texts))
        label = texts[name]
        # its mark stands just left of the name, on the same line
        assert any(m.kind == "mark" and m.box[2] <= label.box[0] and m.box[0] >= label.box[0] - 40
                   and m.box[1] < label.box[3] and m.box[3] > label.box[1] for m in drawn.marks), name
