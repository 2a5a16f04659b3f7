"""Log capture: every log line of the process (for secrecy audits) and the bot's ERROR records.

discord.py reports unhandled exceptions in app commands, views, modals and
event handlers only through logging ("Ignoring exception in ..."), so ERROR
records from the ``discord``, ``bot`` and ``cogs`` loggers are bot errors.
"""

from __future__ import annotations

import logging

BOT_LOGGERS = ("discord", "bot", "cogs", "games")


class LogCapture(logging.Handler):
    def __init__(self, level: int = logging.INFO) -> None:
        super().__init__(level)
        self.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        self.records: list[logging.LogRecord] = []
        self.lines: list[str] = []
        self.errors: list[logging.LogRecord] = []
        self._seen: set[int] = set()
        self._saved: list[tuple[logging.Logger, int]] = []

    def emit(self, record: logging.LogRecord) -> None:
        if id(record) in self._seen:
            return
        self._seen.add(id(record))
        self.records.append(record)
        try:
            line = self.format(record)
        except Exception:  # a broken log call is itself worth seeing
            line = f"{record.levelname} {record.name}: <unformattable {record.msg!r}>"
        self.lines.append(line)
        if record.levelno >= logging.ERROR and record.name.split(".")[0] in BOT_LOGGERS:
            self.errors.append(record)

    def install(self) -> "LogCapture":
        root = logging.getLogger()
        self._saved.append((root, root.level))
        if root.level > self.level or root.level == logging.NOTSET:
            root.setLevel(self.level)
        root.addHandler(self)
        for name in BOT_LOGGERS:  # loggers that do not propagate to root still get captured
            logging.getLogger(name).addHandler(self)
        return self

    def uninstall(self) -> None:
        logging.getLogger().removeHandler(self)
        for name in BOT_LOGGERS:
            logging.getLogger(name).removeHandler(self)
        for logger, level in self._saved:
            logger.setLevel(level)
        self._saved.clear()

    def error_lines(self) -> list[str]:
        return [self.format(r) for r in self.errors]

    def take_errors(self) -> list[logging.LogRecord]:
        errors, self.errors = self.errors, []
        return errors

    def text(self) -> str:
        return "\n".join(self.lines)


def error_codes(records: list[logging.LogRecord]) -> list[int | None]:
    """Discord error codes of the exceptions in these records (CommandInvokeError is unwrapped)."""
    codes = []
    for r in records:
        exc = r.exc_info[1] if r.exc_info else None
        codes.append(getattr(exc, "code", None) or getattr(getattr(exc, "__cause__", None), "code", None))
    return codes
