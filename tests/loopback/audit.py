"""Secrecy audit: no secret reaches anyone but its owner.

``assert_no_leaks(fake, {"alice": ["R7", "Demon"]})`` (or a callable ``user -> secrets``)
checks every message ever shown (including earlier versions of edited and
deleted messages) and every captured log line:

* public channel messages may hold nobody's secret;
* an ephemeral message or a DM may hold only its own viewer's secrets;
* log lines may hold no secret at all.

Secrets match as whole words (``"R7"`` does not match ``"BR77"``) unless
``whole_word=False``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Mapping, Union

from .model import Message, User, text_of

if TYPE_CHECKING:
    from .server import FakeDiscord

Secrets = Union[Mapping["User | str", Iterable[str]], Callable[[User], Iterable[str]]]


@dataclass
class Leak:
    owner: User
    secret: str
    where: str  # readable place, e.g. "public message in #general" or "log line"
    text: str

    def __str__(self) -> str:
        return f"{self.owner.name}'s secret {self.secret!r} is in the {self.where}: {self.text!r}"


def _pattern(secret: str, whole_word: bool) -> re.Pattern[str]:
    body = re.escape(secret)
    if whole_word:
        body = (r"(?<!\w)" if secret[:1].isalnum() or secret[:1] == "_" else "") + body
        body += r"(?!\w)" if secret[-1:].isalnum() or secret[-1:] == "_" else ""
    return re.compile(body)


def _snippet(text: str, m: re.Match[str]) -> str:
    start, end = max(0, m.start() - 60), min(len(text), m.end() + 60)
    return ("..." if start else "") + text[start:end] + ("..." if end < len(text) else "")


def _versions(msg: Message) -> list[str]:
    texts = [text_of(p.get("content", ""), p.get("embeds", []), p.get("components", []), p.get("attachments", []))
             for p in msg.history]
    return texts + [msg.text]


def _describe(fake: "FakeDiscord", msg: Message, viewer: User | None) -> str:
    if viewer is None:
        place = f"#{msg.channel.name}" + (f" ({msg.channel.guild.name})" if msg.channel.guild else "")
        return f"public message {msg.id} in {place}"
    kind = "DM" if msg.channel.is_dm and msg.ephemeral_for is None else "ephemeral message"
    return f"{kind} {msg.id} shown to {viewer.name}"


@dataclass(frozen=True)
class Mark:
    """What the fake held at one moment: message versions and log lines."""

    versions: Mapping[int, int]
    logs: int


def mark(fake: "FakeDiscord") -> Mark:
    """A point after which a later audit reads (e.g. cards dealt anew: a card in
    a hand now may have been played in public before)."""
    return Mark({m.id: len(m.history) + 1 for m in fake.store.values()}, len(fake.logs.lines))


def find_leaks(fake: "FakeDiscord", secrets: Secrets, *, whole_word: bool = True, logs: bool = True,
               since: Mark | None = None) -> list[Leak]:
    if callable(secrets):
        owned = {u: list(secrets(u)) for u in fake.users.values()}
    else:
        owned = {fake.user(k): list(v) for k, v in secrets.items()}
    patterns = [(owner, s, _pattern(s, whole_word)) for owner, items in owned.items() for s in items if s]
    leaks: list[Leak] = []
    for msg in fake.store.values():
        if not fake.sent_by_bot(msg):  # its own posts and those of webhooks it made
            continue
        viewer = msg.ephemeral_for or (msg.channel.recipient if msg.channel.is_dm else None)
        versions = _versions(msg)
        start = since.versions.get(msg.id, 0) if since else 0
        for i in range(start, len(versions)):
            text = versions[i]
            if i and text == versions[i - 1]:
                continue  # an edit of the buttons alone showed this text before
            for owner, secret, rx in patterns:
                if viewer is owner:
                    continue
                if (m := rx.search(text)) and not any(l.owner is owner and l.secret == secret and str(msg.id) in l.where.split()
                                                      for l in leaks):
                    leaks.append(Leak(owner, secret, _describe(fake, msg, viewer), _snippet(text, m)))
    if logs:
        for line in fake.logs.lines[since.logs if since else 0:]:
            for owner, secret, rx in patterns:
                if m := rx.search(line):
                    leaks.append(Leak(owner, secret, "log line", _snippet(line, m)))
    return leaks


def assert_no_leaks(fake: "FakeDiscord", secrets: Secrets, *, whole_word: bool = True, logs: bool = True,
                    since: Mark | None = None) -> None:
    leaks = find_leaks(fake, secrets, whole_word=whole_word, logs=logs, since=since)
    if leaks:
        raise AssertionError(f"{len(leaks)} secret leak(s):\n  " + "\n  ".join(str(l) for l in leaks))
