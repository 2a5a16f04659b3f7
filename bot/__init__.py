"""The bot process: settings, storage, tables, delivery, timers."""
