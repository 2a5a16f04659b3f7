"""What a player reads, checked for words that bypassed the catalogue
(issue 26). In the pseudo-locale every catalogue message comes bracketed
(⟦…⟧, words/pseudo.py); what is left outside the brackets may be names,
numbers, emoji, punctuation and Discord's markup (mentions, timestamps),
and nothing else: a run of letters there is a sentence, a label or a word
written in code."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable

from games import GAMES
from tests.loopback.model import Message, walk_components
from words.pseudo import CLOSE, OPEN

_MARKUP = re.compile(r"<(?:@[!&]?\d+|#\d+|t:-?\d+(?::[tTdDfFR])?|a?:\w+:\d+|/[\w -]+:\d+)>|https?://\S+")
_LETTERS = re.compile(r"[^\W\d_]{2,}")


def outside_brackets(text: str) -> str:
    """The text with every bracketed part (nested ones too) taken out."""
    out, depth = [], 0
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
        else:
            continue
        if ch in (OPEN, CLOSE):
            out.append(" ")
    return "".join(out)


def stray_words(text: str, names: Iterable[str]) -> list[str]:
    """Runs of letters outside the brackets that are not a name."""
    rest = _MARKUP.sub(" ", outside_brackets(text))
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return _LETTERS.findall(rest)


def pieces(msg: Message) -> list[tuple[str, str]]:
    """Each readable piece of a message as last shown and in its earlier
    versions: (where, text)."""
    found: list[tuple[str, str]] = []
    for version in [*msg.history, None]:
        p: dict[str, Any] = version if version is not None else {
            "content": msg.content, "embeds": msg.embeds, "components": msg.components}
        found.append(("content", p.get("content") or ""))
        for e in p.get("embeds") or []:
            for key in ("title", "description"):
                found.append((f"embed {key}", str(e.get(key) or "")))
            for part in ("footer", "author"):
                if isinstance(e.get(part), dict):
                    found.append((f"embed {part}", str(e[part].get("text") or e[part].get("name") or "")))
            for f in e.get("fields") or []:
                found.append(("field name", str(f.get("name", ""))))
                found.append(("field value", str(f.get("value", ""))))
        for c in walk_components(p.get("components") or []):
            for key in ("label", "placeholder", "content"):
                found.append((f"component {key}", str(c.get(key) or "")))
            for opt in c.get("options") or []:
                found.append(("option label", str(opt.get("label", ""))))
                found.append(("option description", str(opt.get("description") or "")))
    return [(w, t) for w, t in found if t]


@dataclass(frozen=True)
class Stray:
    where: str
    words: tuple[str, ...]
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {' '.join(self.words)!r} in {self.text[:160]!r}"


def strays(fake: Any, names: Iterable[str]) -> list[Stray]:
    """Every piece of every message the bot (or its webhooks) showed with
    words outside the brackets; one entry per distinct text."""
    allowed = [*names, *(g.title for g in GAMES.values())]
    seen: set[str] = set()
    found: list[Stray] = []
    for msg in fake.store.values():
        if not fake.sent_by_bot(msg):
            continue
        for where, text in pieces(msg):
            if text in seen:
                continue
            seen.add(text)
            words = stray_words(text, allowed)
            if words:
                found.append(Stray(where, tuple(words), text))
    return found
