"""Whether a catalogue is whole (issue 26): every English key in every
locale and no other, the same placeholders, plural selectors with the
locale's CLDR categories and a default, every message formatting without
an error, the source parsing cleanly. Each check returns the problems it
found as sentences for a developer (an empty list: none)."""

from __future__ import annotations

from typing import Iterable

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from . import ENGLISH, LANGUAGES, PSEUDO, Catalogue
from .pseudo import CLOSE, OPEN

# Sample data for formatting every message: a number selects plural forms.
_SAMPLES = (1, 2, 5, 21)


class _Walk(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.references: set[str] = set()
        self.selects: list[ast.SelectExpression] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


def _entries(source: str) -> tuple[dict[str, ast.Message], list[str]]:
    """The messages by key, and what does not parse (a key given twice is
    reported there too: Fluent would quietly keep the first)."""
    resource = FluentParser().parse(source)
    junk = [(entry.content or "").strip().splitlines()[0] for entry in resource.body if isinstance(entry, ast.Junk)]
    messages: dict[str, ast.Message] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            if entry.id.name in messages:
                junk.append(f"{entry.id.name} is given twice")
            messages.setdefault(entry.id.name, entry)
    return messages, junk


def _walk(node: ast.BaseNode) -> _Walk:
    walk = _Walk()
    walk.visit(node)
    return walk


def _variables(key: str, messages: dict[str, ast.Message]) -> set[str]:
    """The variables a message uses, with those of the messages it refers
    to (they are formatted with the same arguments)."""
    seen: set[str] = set()
    found: set[str] = set()
    todo = [key]
    while todo:
        name = todo.pop()
        if name in seen or name not in messages:
            continue
        seen.add(name)
        walk = _walk(messages[name])
        found |= walk.variables
        todo += walk.references
    return found


def _plural_tags(locale: str) -> set[str]:
    return set(Locale.parse(locale.split("-")[0]).plural_form.tags) | {"other"}


def _variant_keys(select: ast.SelectExpression) -> list[str]:
    return [v.key.name if isinstance(v.key, ast.Identifier) else str(v.key.value) for v in select.variants]


def check_sources(sources: dict[str, str]) -> list[str]:
    """Keys, placeholders and selectors of every locale against English."""
    problems: list[str] = []
    parsed = {locale: _entries(source) for locale, source in sources.items()}
    english, _ = parsed[ENGLISH]
    for locale, (messages, junk) in parsed.items():
        problems += [f"{locale}: cannot parse {line!r}" for line in junk]
        if locale == ENGLISH:
            continue
        problems += [f"{locale}: missing {key}" for key in english if key not in messages]
        problems += [f"{locale}: {key} is not an English key" for key in messages if key not in english]
        for key, message in messages.items():
            if key in english:
                problems += _same_placeholders(locale, key, english, messages)
    for locale, (messages, _) in parsed.items():
        for key, message in messages.items():
            problems += _selectors(locale, key, message)
    return problems


def _same_placeholders(locale: str, key: str, english_messages: dict[str, ast.Message],
                       messages: dict[str, ast.Message]) -> list[str]:
    problems = []
    english, other = english_messages[key], messages[key]
    theirs, ours = _variables(key, english_messages), _variables(key, messages)
    if ours - theirs:
        problems.append(f"{locale}: {key} uses {sorted(ours - theirs)}, which English does not give")
    english_attributes = {a.id.name for a in english.attributes}
    other_attributes = {a.id.name for a in other.attributes}
    if english_attributes != other_attributes:
        problems.append(f"{locale}: {key} has attributes {sorted(other_attributes)}, English {sorted(english_attributes)}")
    return problems


def _selectors(locale: str, key: str, message: ast.Message) -> list[str]:
    problems = []
    tags = _plural_tags(locale if locale != PSEUDO else ENGLISH)
    for select in _walk(message).selects:
        if not any(v.default for v in select.variants):
            problems.append(f"{locale}: {key} has a selector without a default variant")
        names = [k for k in _variant_keys(select) if not k.lstrip("-").isdigit()]
        plural = isinstance(select.selector, ast.VariableReference) and set(names) & {"one", "few", "many", "two",
                                                                                       "zero"}
        if plural and not set(names) <= tags:
            problems.append(f"{locale}: {key} has plural forms {sorted(set(names) - tags)} that {locale} does not have")
        if plural and locale == "ru" and not {"one", "few", "many"} <= set(names):
            problems.append(f"{locale}: {key} needs Russian's one, few and many (has {sorted(names)})")
    return problems


def check_formatting(catalogue: Catalogue, locales: Iterable[str] = (*LANGUAGES, PSEUDO)) -> list[str]:
    """Every message and attribute formats in every locale with sample
    data, with no error (a misspelt placeholder, a bad reference)."""
    problems: list[str] = []
    english, _ = _entries(catalogue.sources[ENGLISH])
    for locale in locales:
        messages, _ = _entries(catalogue.sources[locale])
        bundle = FluentBundle([locale.split("-")[0]], use_isolating=False)
        bundle.add_resource(FluentResource(catalogue.sources[locale]))
        for key in messages:
            names = _variables(key, english if key in english else messages)  # the data code gives
            compiled = bundle.get_message(key)
            targets = ([compiled.value] if compiled.value is not None else []) + list(compiled.attributes.values())
            for sample in _SAMPLES:
                args = {name: sample for name in names}
                errors = [e for target in targets for e in bundle.format_pattern(target, args)[1]]
                if errors:
                    problems.append(f"{locale}: {key} does not format: {errors[0]}")
                    break
    return sorted(set(problems))


def check_pseudo(catalogue: Catalogue) -> list[str]:
    """Every English message comes bracketed in the pseudo-locale."""
    english, _ = _entries(catalogue.sources[ENGLISH])
    problems = []
    for key in english:
        if english[key].value is None:
            continue
        text = catalogue.format(PSEUDO, key, {name: 1 for name in _variables(key, english)})
        if not (text.startswith(OPEN) and text.endswith(CLOSE)):
            problems.append(f"{PSEUDO}: {key} is not bracketed: {text[:60]!r}")
    return problems


def problems(catalogue: Catalogue) -> list[str]:
    """Everything wrong with the catalogue."""
    return check_sources(catalogue.sources) + check_formatting(catalogue) + check_pseudo(catalogue)


def keys(catalogue: Catalogue, locale: str) -> list[str]:
    """The message keys of ``locale``'s file, in file order (bench/words.py counts them)."""
    return list(_entries(catalogue.sources[locale])[0])
