"""The secrecy audit of a soak (tests/loopback/audit.py's idea, over a moving game and a bot in
another process).

Each game's private words come from its engine state (as read from the store's snapshot), the way
the end-to-end tests build them: Somnia's hand cards ("🟥7", "red 7"), Traumland's hand codes and
colour rows, Somna's unique role titles ("Dream Demon", "Dream Demon (your role)"), Somnikum's goal
and encounter card ids, Darkly Dreaming's undrawn deck order (nobody's to see). A word is a secret
of a seat while that seat holds it; a hand card may have been played in public in an earlier deal,
so secrets are checked interval by interval:

* the auditor takes *points* (about one a second): read every running table's snapshot, take a mark
  of the loopback's messages and the child's log offset, read the snapshots again;
* the messages and log bytes written between two points are checked against the words held at the
  first point's first read *and* at the second point's second read (the intersection: held across
  the whole interval), only when the game's period (deal, round; Somna's whole game) is the same
  at both ends and was the same over the interval before (messages the bot still sends about the
  previous period are not read as leaks of the new one), and never once the game is over (the end
  shows every role and hand);
* a message may hold only its own viewer's secrets (a public message nobody's); a log line none.

The bot token and interaction tokens are checked in every message and the whole log at the end.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from cogs.present.darkly_dreaming_words import dreams_short
from cogs.present.somnia import card_text as somnia_text, card_words as somnia_words
from cogs.present.traumland import hand_lines
from games import GAMES
from games.somna.rules import ROLES
from games.traumland.cards import is_value
from tests.loopback.audit import Mark, _pattern, _snippet, _versions, mark

if TYPE_CHECKING:
    from tests.loopback import FakeDiscord

from .db import TableDump

INITIAL = (("deal", 1), ("round", 1), ("game",))  # the period a game starts in
EVERYONE = 0  # owner of a secret nobody may see (a user id is never 0)


def secrets_of(game: str, state: Any) -> dict[int, set[str]]:
    """seat -> words only that seat may see; ``-1`` for words nobody may see."""
    out: dict[int, set[str]] = {}
    n = state.players
    if game == "somnia":
        for s in range(n):
            out[s] = {f for c in state.view(s)["hand"] for f in (somnia_text(c), somnia_words(c))}
    elif game == "traumland":
        for s in range(n):
            hand = state.view(s)["hand"]
            out[s] = {c for c in hand if is_value(c)} | {line for line in hand_lines(hand) if ":" in line}
    elif game == "somna":
        roles = list(state.roles)
        for s, role in enumerate(roles):
            if roles.count(role) == 1 and role != "villager":
                title = ROLES[role].title
                out[s] = {f"{title} (your role)"} | ({title} if role != "witch" else set())
    elif game == "somnikum":
        for s in range(n):
            v = state.view(s)
            out[s] = {v["goal"]} | {e["id"] for e in v["encounters"]} | {e["id"] for e in v.get("drawn", [])}
    elif game == "darkly_dreaming":
        deck = list(state.deck)
        out[-1] = {dreams_short(deck[i:i + 12]) for i in range(len(deck) - 11)} | {
            "".join(deck[i:]) for i in range(len(deck) - 11)}
    return out


def log_secrets_of(game: str, state: Any) -> dict[int, set[str]]:
    """What a log line would show of the same secrets: the engine's own codes as the store writes
    them (a snapshot's JSON, in a DEBUG line of the database driver), quoted so that a bare word
    in a sentence does not count."""
    out = {seat: set(words) for seat, words in secrets_of(game, state).items()}
    if game == "somnia":
        for s in range(state.players):
            out.setdefault(s, set()).update(json.dumps(c) for c in state.view(s)["hand"])
    elif game == "somna":
        roles = list(state.roles)
        for s, role in enumerate(roles):
            if roles.count(role) == 1 and role != "villager":
                out.setdefault(s, set()).add(json.dumps(role))
    elif game == "darkly_dreaming" and len(state.deck) >= 12:
        out.setdefault(-1, set()).add(",".join(json.dumps(c) for c in list(state.deck)[-12:]) + "]")
    return out


def period(game: str, state: Any) -> tuple[Any, ...]:
    if state.is_over:
        return ("over",)
    public = state.view(None)
    return {"somnia": ("deal", public.get("deal_number")), "traumland": ("round", public.get("round")),
            "somnikum": ("round", public.get("round"))}.get(game, ("game",))


@dataclass
class Leak:
    table: int
    owner: int  # user id, or EVERYONE
    secret: str
    where: str
    text: str

    def __str__(self) -> str:
        who = "nobody's" if self.owner == EVERYONE else f"user {self.owner}'s"
        # a log line is not tied to a table: the words are table N's, the line may be another's
        return f"table {self.table} ({who}) word {self.secret!r} in the {self.where}: {self.text!r}"


def _combined(secrets: Iterable[str]) -> re.Pattern[str] | None:
    items = sorted({s for s in secrets if s}, key=len, reverse=True)
    return re.compile("|".join(_pattern(s, True).pattern for s in items)) if items else None


@dataclass
class _Point:
    mark: Mark
    log: int
    before: dict[int, Any]  # table id -> state read before the mark
    after: dict[int, Any]  # table id -> state read after the mark
    steady: dict[int, bool] = field(default_factory=dict)  # table -> same period over the interval ending here


@dataclass
class Auditor:
    fake: "FakeDiscord"
    child: Any  # tests.soak.child.Child
    channel_users: dict[int, list[Any]] = field(default_factory=dict)  # channel id -> its players (fake Users)
    leaks: list[Leak] = field(default_factory=list)
    intervals: int = 0
    _last: _Point | None = None
    _older: _Point | None = None
    _seen: set[tuple[str, str]] = field(default_factory=set)

    @staticmethod
    def _states(dumps: dict[int, TableDump]) -> dict[int, Any]:
        out = {}
        for t in dumps.values():
            if t.status == "running" and t.snapshot is not None:
                out[t.id] = GAMES[t.game].from_dict(t.snapshot[1])
        return out

    def point(self, read: Any) -> None:
        """One audit point; ``read()`` returns the store's tables (without actions)."""
        first = read()
        before = self._states(first)
        m, log = mark(self.fake), self.child.log_size()
        second = read()
        after = self._states(second)
        p = _Point(m, log, before, after)
        prev, older = self._last, self._older
        self._last, self._older = p, prev
        if prev is None:
            return
        for tid, end in after.items():
            t = second[tid]
            start = prev.before.get(tid)
            if start is None:
                # First seen running: the game started in this interval. Its log (a DEBUG line may
                # carry the first snapshot) is read with the words held since the deal; its messages
                # are not (the channel's previous game may still be announcing its end).
                first = p.before.get(tid)
                same = first is not None and period(t.game, first) == period(t.game, end) in INITIAL
                p.steady[tid] = same
                if same:  # from one point further back: the start's INSERT is logged before its COMMIT
                    self._audit(t, first, end, older or prev, p, messages=False)
                continue
            same = period(t.game, start) == period(t.game, end) != ("over",)
            p.steady[tid] = same
            if same and prev.steady.get(tid, False):
                self._audit(t, start, end, prev, p)

    def _owned(self, t: TableDump, start: Any, end: Any, derive: Any = secrets_of) -> dict[int, set[str]]:
        a, b = derive(t.game, start), derive(t.game, end)
        out: dict[int, set[str]] = {}
        for seat in set(a) & set(b):
            words = a[seat] & b[seat]
            owner = EVERYONE if seat == -1 else t.seats.get(seat)
            if words and owner is not None:
                out.setdefault(owner, set()).update(words)
        return out

    def _audit(self, t: TableDump, start: Any, end: Any, p1: _Point, p2: _Point, messages: bool = True) -> None:
        owned = self._owned(t, start, end)
        self.intervals += 1
        patterns = {owner: rx for owner, words in owned.items() if (rx := _combined(words)) is not None}
        fake = self.fake
        msgs = list(fake.by_channel.get(t.channel_id, [])) if messages else []
        for user in self.channel_users.get(t.channel_id, []) if messages else []:
            dm = fake.dm_channels.get(user.id)
            if dm is not None:
                msgs += fake.by_channel.get(dm.id, [])
        for msg in msgs:
            if not fake.sent_by_bot(msg) or msg.id not in p2.mark.versions:
                continue
            lo, hi = p1.mark.versions.get(msg.id, 0), p2.mark.versions[msg.id]
            if lo >= hi:
                continue
            viewer = msg.ephemeral_for or (msg.channel.recipient if msg.channel.is_dm else None)
            versions = _versions(msg)
            for i in range(lo, min(hi, len(versions))):
                text = versions[i]
                if i and text == versions[i - 1]:
                    continue
                for owner, rx in patterns.items():
                    if viewer is not None and viewer.id == owner:
                        continue
                    if m := rx.search(text):
                        kind = "public message" if viewer is None else "DM or ephemeral message"
                        self._add(Leak(t.id, owner, m.group(0), f"{kind} {msg.id} in #{msg.channel.name}"
                                       + (f" shown to {viewer.name}" if viewer else ""), _snippet(text, m)))
        in_logs = {owner: rx for owner, words in self._owned(t, start, end, log_secrets_of).items()
                   if (rx := _combined(words)) is not None}
        for lo, hi, level in self.child.log_spans(p1.log, p2.log):
            text = self.child.log_bytes(lo, hi).decode(errors="replace")
            for owner, rx in in_logs.items():
                for m in rx.finditer(text):
                    at = text.rfind("\n", 0, m.start()) + 1
                    # one leak per log line, whichever table's audit read it: its byte offset is the key
                    self._add(Leak(t.id, owner, m.group(0), f"bot log (child at {level})",
                                   _snippet(text, m)), key=("log", str(lo + len(text[:at].encode()))))

    def _add(self, leak: Leak, key: tuple[str, str] | None = None) -> None:
        key = key or (leak.where, leak.secret)
        if key not in self._seen:
            self._seen.add(key)
            self.leaks.append(leak)


def token_leaks(fake: "FakeDiscord", log_text: str) -> list[str]:
    """The bot token, a channel webhook's token or an interaction token anywhere in a message or in the log."""
    found = []
    if fake.token in log_text:
        at = log_text.find(fake.token)
        found.append(f"bot token in the bot log: {log_text[max(0, at - 80):at + 20]!r}...")
    hook_tokens = set(fake.webhook_tokens())
    for token in hook_tokens:
        if token in log_text:
            at = log_text.find(token)
            found.append(f"a webhook token in the bot log: {log_text[max(0, at - 80):at]!r}...")
    ix_token = re.compile(r"ixtok\.[A-Za-z0-9_-]{20,}")
    known = set(fake.by_token)
    in_log = {m.group(0) for m in ix_token.finditer(log_text)} & known
    if in_log:
        first = min(log_text.find(t) for t in in_log)
        found.append(f"{len(in_log)} interaction token(s) in the bot log, e.g. "
                     f"{log_text[max(0, first - 120):first + 12]!r}...")
    for m in fake.store.values():
        if not fake.sent_by_bot(m):
            continue
        for v in _versions(m):
            if (fake.token in v or any(t in v for t in hook_tokens)
                    or (ix_token.search(v) and any(t in v for t in known))):
                found.append(f"a token in message {m.id}")
                break
    return found
