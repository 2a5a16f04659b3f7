-- Abuse limits (issue 28): a server's cap on its open tables (lobbies and
-- games), set with /settings max_tables; NULL keeps the default (bot/limits.py).
ALTER TABLE guild_settings ADD COLUMN max_tables INTEGER;
