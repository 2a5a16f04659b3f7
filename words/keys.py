"""What a catalogue message asks for: its keys and the placeholders each
takes, read from the English source (the reference every locale follows).

Layers that hold a key and data from elsewhere (a bot's hint) check here
that the data fits before formatting, so a mismatch says nothing rather
than a broken sentence; tests check the same."""

from __future__ import annotations

from functools import cache

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from . import ENGLISH, catalogue


@cache
def _messages(locale: str = ENGLISH) -> dict[str, ast.Message]:
    resource = FluentParser().parse(catalogue().sources[locale])
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def keys(prefix: str = "", locale: str = ENGLISH) -> list[str]:
    """The message keys starting with ``prefix``, in file order."""
    return [key for key in _messages(locale) if key.startswith(prefix)]


class _Names(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)


@cache
def placeholders(key: str, locale: str = ENGLISH) -> frozenset[str]:
    """The variables ``key`` uses, with those of the messages it refers to
    (a card's name refers to its suit's); KeyError for an unknown key."""
    messages = _messages(locale)
    seen: set[str] = set()
    todo = [key]
    names = _Names()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        names.visit(messages[name])
        todo.extend(names.messages - seen)
    return frozenset(names.variables)
