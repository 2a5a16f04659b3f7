"""The log filters: tokens redacted, discord.py's reconnect tracebacks in one line."""

from __future__ import annotations

import logging

from bot.logs import OneLineReconnects, RedactTokens, redact

BOT_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz012345"


def test_redact_interaction_and_webhook_tokens_and_the_bot_token():
    line = ("POST http://127.0.0.1:5/api/v10/interactions/123/ixtok.AbC-9_x/callback and "
            f"PATCH /webhooks/456/aW50ZXJhY3Rpb246/messages/@original with Bot {BOT_TOKEN}")
    clean = redact(line)
    assert "ixtok" not in clean and "aW50ZXJhY3Rpb246" not in clean and BOT_TOKEN not in clean
    assert "/interactions/123/<token>/callback" in clean and "/webhooks/456/<token>/messages" in clean


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(logging.Formatter("%(levelname)s %(message)s").format(record))


def test_filters_change_the_record_every_handler_sees():
    logger = logging.getLogger("tests.logs.filters")
    logger.propagate = False
    logger.setLevel(logging.DEBUG)
    seen = _Lines()
    logger.addHandler(seen)
    logger.addFilter(RedactTokens())
    logger.addFilter(OneLineReconnects())
    try:
        logger.warning("%s %s responded with 429", "POST", "/interactions/1/ixtok.secret/callback")
        try:
            raise OSError("Cannot connect to host 127.0.0.1:9\n[Connect call failed]")
        except OSError:
            logger.exception("Attempting a reconnect in %.2fs", 1.5)
    finally:
        logger.removeHandler(seen)
    assert seen.lines[0] == "WARNING POST /interactions/1/<token>/callback responded with 429"
    assert seen.lines[1] == ("WARNING Attempting a reconnect in 1.50s (the connection failed: "
                             "Cannot connect to host 127.0.0.1:9 [Connect call failed])")
