"""The catalogue's completeness checks: each returns a list of problems
(empty when the catalogue is sound), so a test can show every problem at
once and a test of the checks can plant one and see it named.

- ``syntax``: an entry Fluent could not parse;
- ``keys``: every English key in every translation, and no key English lacks;
- ``placeholders``: the same variable names in every locale, message by
  message and attribute by attribute (selectors included);
- ``plurals``: a plural selector uses only its locale's CLDR categories, and
  all of them (Russian one/few/many);
- ``pseudo``: every pseudo-locale message is bracketed;
- ``formats``: every message formats in every locale, with sample arguments,
  without an error.
"""

from __future__ import annotations

from typing import Any, Iterator

from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from . import ENGLISH, LANGUAGES, PSEUDO, Catalogue
from .pseudo import CLOSE, OPEN

PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
# Counts a plural message is formatted with, so every CLDR category is met
# in each language (1 one, 2 few, 5 many, 21 one again in Russian, 0 many/other).
SAMPLE_COUNTS = (0, 1, 2, 5, 11, 21)


def parsed(catalogue: Catalogue, locale: str) -> ast.Resource:
    return FluentParser(with_spans=False).parse(catalogue.sources[locale])


def entries(catalogue: Catalogue, locale: str) -> dict[str, ast.Message | ast.Term]:
    """Messages by id and terms by ``-id``."""
    out: dict[str, ast.Message | ast.Term] = {}
    for entry in parsed(catalogue, locale).body:
        if isinstance(entry, ast.Message):
            out[entry.id.name] = entry
        elif isinstance(entry, ast.Term):
            out["-" + entry.id.name] = entry
    return out


def categories(locale: str) -> frozenset[str]:
    """The CLDR plural categories of ``locale`` ('other' always among them)."""
    return frozenset(Locale.parse(locale.split("-")[0]).plural_form.tags) | {"other"}


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()
        self.selectors: set[str] = set()
        self.selects: list[ast.SelectExpression] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        selector: ast.BaseNode = node.selector
        if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
            selector = selector.arguments.positional[0]
        if isinstance(selector, ast.VariableReference) and _is_plural(node):
            self.selectors.add(selector.id.name)
        self.generic_visit(node)


def _is_plural(select: ast.SelectExpression) -> bool:
    """A selector on a number: its variants are CLDR categories (besides
    'other', which a selector on a string may also use) or numbers."""
    keys = [variant.key for variant in select.variants]
    named = {key.name for key in keys if isinstance(key, ast.Identifier)}
    return bool(named & (PLURAL_CATEGORIES - {"other"})) or any(isinstance(key, ast.NumberLiteral) for key in keys)


def _patterns(entry: ast.Message | ast.Term) -> Iterator[tuple[str, ast.Pattern]]:
    """(where, pattern): the value as '' and each attribute as '.name'."""
    if entry.value is not None:
        yield "", entry.value
    for attribute in entry.attributes:
        yield "." + attribute.id.name, attribute.value


def _variables(pattern: ast.Pattern) -> _Variables:
    seen = _Variables()
    seen.visit(pattern)
    return seen


def syntax(catalogue: Catalogue) -> list[str]:
    problems = []
    for locale in LANGUAGES:
        for entry in parsed(catalogue, locale).body:
            if isinstance(entry, ast.Junk):
                note = entry.annotations[0].message if entry.annotations else "unparsable"
                problems.append(f"{locale}: cannot parse {(entry.content or '').strip()[:60]!r}: {note}")
    return problems


def keys(catalogue: Catalogue) -> list[str]:
    english = entries(catalogue, ENGLISH)
    problems = []
    for locale in LANGUAGES:
        if locale == ENGLISH:
            continue
        theirs = entries(catalogue, locale)
        problems += [f"{locale}: missing {key}" for key in english if key not in theirs]
        problems += [f"{locale}: {key} is not in English" for key in theirs if key not in english]
        for key, entry in english.items():
            if key in theirs:
                ours = {where for where, _ in _patterns(entry)}
                other = {where for where, _ in _patterns(theirs[key])}
                problems += [f"{locale}: {key}{where} missing" for where in sorted(ours - other)]
                problems += [f"{locale}: {key}{where} is not in English" for where in sorted(other - ours)]
    return problems


def placeholders(catalogue: Catalogue) -> list[str]:
    english = entries(catalogue, ENGLISH)
    problems = []
    for locale in LANGUAGES:
        if locale == ENGLISH:
            continue
        theirs = entries(catalogue, locale)
        for key, entry in english.items():
            if key not in theirs:
                continue
            other = dict(_patterns(theirs[key]))
            for where, pattern in _patterns(entry):
                if where not in other:
                    continue
                want, got = _variables(pattern).names, _variables(other[where]).names
                if want != got:
                    problems.append(f"{locale}: {key}{where} has ${', $'.join(sorted(got)) or '(none)'}"
                                    f" where English has ${', $'.join(sorted(want)) or '(none)'}")
    return problems


def plurals(catalogue: Catalogue) -> list[str]:
    problems = []
    for locale in LANGUAGES:
        allowed = categories(locale)
        for key, entry in entries(catalogue, locale).items():
            for where, pattern in _patterns(entry):
                for select in _variables(pattern).selects:
                    if not any(variant.default for variant in select.variants):
                        problems.append(f"{locale}: {key}{where} has a selector with no default variant")
                    if not _is_plural(select):
                        continue
                    named = {v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)}
                    if named - allowed:
                        problems.append(f"{locale}: {key}{where} uses {', '.join(sorted(named - allowed))},"
                                        f" not plural categories of {locale} ({', '.join(sorted(allowed))})")
                    elif named and named != allowed and named - {"other"}:
                        problems.append(f"{locale}: {key}{where} lacks {', '.join(sorted(allowed - named))}"
                                        f" (a plural in {locale} has {', '.join(sorted(allowed))})")
    return problems


def pseudo(catalogue: Catalogue) -> list[str]:
    problems = []
    bundle = catalogue.bundles[PSEUDO]
    for key, entry in entries(catalogue, ENGLISH).items():
        if key.startswith("-"):
            continue
        for where, _ in _patterns(entry):
            message = bundle.get_message(key)
            pattern = message.value if not where else message.attributes[where[1:]]
            if pattern is None:
                continue
            formatted, _errors = bundle.format_pattern(pattern, _samples(entry, 1))
            text = str(formatted)
            if not (text.startswith(OPEN) and text.endswith(CLOSE)):
                problems.append(f"{PSEUDO}: {key}{where} is not bracketed: {text[:60]!r}")
    return problems


def _samples(entry: ast.Message | ast.Term, count: int) -> dict[str, Any]:
    """Arguments for every variable of ``entry``: ``count`` for a plural
    selector, a name-like string for anything else."""
    args: dict[str, Any] = {}
    for _, pattern in _patterns(entry):
        seen = _variables(pattern)
        for name in seen.names:
            args.setdefault(name, count if name in seen.selectors else f"<{name}>")
    return args


def formats(catalogue: Catalogue) -> list[str]:
    """Arguments are English's (what code passes), so a translation that
    names a variable English lacks fails here too."""
    problems = []
    english = entries(catalogue, ENGLISH)
    for locale in (*LANGUAGES, PSEUDO):
        bundle = catalogue.bundles[locale]
        source = entries(catalogue, locale if locale != PSEUDO else ENGLISH)
        for key, entry in source.items():
            entry = english.get(key, entry)
            if key.startswith("-") or not bundle.has_message(key):
                continue
            message = bundle.get_message(key)
            patterns = [("", message.value)] if message.value is not None else []
            patterns += [("." + name, value) for name, value in message.attributes.items()]
            for count in SAMPLE_COUNTS:
                for where, pattern in patterns:
                    _text, errors = bundle.format_pattern(pattern, _samples(entry, count))
                    if errors:
                        problems.append(f"{locale}: {key}{where} with {count}: {errors[0]}")
                        break
                else:
                    continue
                break
    return problems


CHECKS = (syntax, keys, placeholders, plurals, pseudo, formats)


def problems(catalogue: Catalogue) -> list[str]:
    """Every problem every check finds."""
    return [problem for check in CHECKS for problem in check(catalogue)]
