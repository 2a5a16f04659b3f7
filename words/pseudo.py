"""The pseudo-locale: English with every letter accented and every message
bracketed, made from en.ftl at load. Placeholders (names, numbers) are left
as they are, so a test can tell catalogue text from data: any run of letters
that reaches Discord outside ⟦ ⟧ bypassed the catalogue."""

from __future__ import annotations

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

OPEN, CLOSE = "\u27e6", "\u27e7"
_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "\u00e5\u0180\u00e7\u00f0\u00e9\u0192\u011d\u0125\u00ee\u0135\u0137\u013c\u0271\u00f1\u00f6\u00fe\u01eb\u0155\u0161\u0163\u00fb\u1e7d\u0175\u1e8b\u00fd\u017e"
    "\u00c5\u0181\u00c7\u00d0\u00c9\u0191\u011c\u0124\u00ce\u0134\u0136\u013b\u1e3e\u00d1\u00d6\u00de\u01ea\u0154\u0160\u0162\u00db\u1e7c\u0174\u1e8a\u00dd\u017d")


def accent(text: str) -> str:
    return text.translate(_ACCENTS)


class _Accent(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = accent(node.value)
        return node


def _bracket(pattern: ast.Pattern | None) -> None:
    if pattern is None:
        return
    _Accent().visit(pattern)
    pattern.elements.insert(0, ast.TextElement(OPEN))
    pattern.elements.append(ast.TextElement(CLOSE))


def pseudo_resource(english: str) -> str:
    """The pseudo-locale's FTL source made from English's."""
    resource = FluentParser(with_spans=False).parse(english)
    for entry in resource.body:
        if isinstance(entry, (ast.Message, ast.Term)):
            _bracket(entry.value)
            for attribute in entry.attributes:
                _bracket(attribute.value)
    return FluentSerializer().serialize(resource)
