"""How much of what players read goes through the catalogue (issue 26): the
keys per locale, and the player-facing literals still written in code, per
file and in total. The aim is 0 literals.

    python -m bench.words [--files N]     # N: how many files to list (default: all with any)

A literal is a string constant, or an f-string's text, in bot/, cogs/ or
games/ that reads like prose: two or more words of letters. Not counted:
docstrings, the arguments of logging calls, of ``assert`` and of decorators
and command groups (slash commands' English, which bot/translator.py
localises), programming errors' messages (``raise ValueError(...)``), custom ids and
keys (no space in them), SQL, and ``help=`` (command-line options).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import Counter
from pathlib import Path

import words
from words import check

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("bot", "cogs", "games")
PROSE = re.compile(r"[^\W\d_]{2,}[^\S\n]+[^\W\d_]{2,}", re.UNICODE)
SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|PRAGMA|BEGIN|COMMIT)\b|\b(FROM|WHERE|VALUES)\b")
LOGGING = {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
SKIPPED_KEYWORDS = {"custom_id", "help"}
# A programming error's message is for the log, not a player; so are a data
# file's, a setting's and a database's errors (the operator's console, at start).
INTERNAL_ERRORS = {"ValueError", "RuntimeError", "KeyError", "TypeError", "AssertionError", "NotImplementedError",
                   "IndexError", "LookupError", "DataError", "SettingsError", "ReplayError", "StoreError", "ReadFailed",
                   "StoreUnavailable", "UnknownDatabase", "DatabaseInUse"}


def _literals(tree: ast.AST) -> list[tuple[int, str]]:
    skip: set[int] = set()  # ids of nodes whose strings do not count

    def mark(node: ast.AST) -> None:
        skip.update(id(inner) for inner in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            for statement in node.body:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, (ast.Constant, ast.JoinedStr)):
                    mark(statement)  # a docstring, or a string standing alone as a comment
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for decorator in node.decorator_list:
                mark(decorator)
        if isinstance(node, ast.Assert) and node.msg is not None:
            mark(node.msg)
        if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name)
                and node.exc.func.id in INTERNAL_ERRORS):
            mark(node.exc)
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in LOGGING | {"Group"}:
                mark(node)  # a log line; a command group's English (bot/translator.py localises it)
            if isinstance(func, ast.Name) and func.id == "print" and any(k.arg == "file" for k in node.keywords):
                mark(node)  # the operator's console (python -m bot's one-line errors)
            for keyword in node.keywords:
                if keyword.arg in SKIPPED_KEYWORDS:
                    mark(keyword.value)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            mark(node)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        if PROSE.search(text) and not SQL.search(text):
            found.append((getattr(node, "lineno", 0), text))
    return found


def literals_by_file(root: Path = ROOT) -> dict[str, list[tuple[int, str]]]:
    out: dict[str, list[tuple[int, str]]] = {}
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*.py")):
            found = _literals(ast.parse(path.read_text(encoding="utf-8"), str(path)))
            if found:
                out[str(path.relative_to(root))] = found
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=None, help="list only the N files with the most literals")
    parser.add_argument("--show", action="store_true", help="print each literal too")
    args = parser.parse_args(argv)
    catalogue = words.Catalogue()
    keys = {lang: len(check.keys(catalogue, lang))
            for lang in words.LANGUAGES}
    print("catalogue keys: " + ", ".join(f"{lang} {n}" for lang, n in keys.items())
          + f"; problems {len(check.problems(catalogue))}")
    found = literals_by_file()
    counts = Counter({path: len(items) for path, items in found.items()})
    print(f"player-facing literals left in code: {sum(counts.values())} in {len(counts)} files"
          f" (bot {sum(n for p, n in counts.items() if p.startswith('bot'))},"
          f" cogs {sum(n for p, n in counts.items() if p.startswith('cogs'))},"
          f" games {sum(n for p, n in counts.items() if p.startswith('games'))})")
    for path, n in counts.most_common(args.files):
        print(f"  {n:4d}  {path}")
        if args.show:
            for line, text in found[path]:
                print(f"        {line}: {text[:90]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
