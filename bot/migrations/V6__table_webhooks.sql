-- A table that plays in a thread speaks through a webhook the bot made on the
-- thread's channel: a webhook's posts and edits are limited per webhook, not
-- against the bot's one global budget of 50 requests per second. One webhook
-- per channel, shared by the tables of its threads; its token is a secret.
CREATE TABLE webhooks (
    id         INTEGER PRIMARY KEY,  -- Discord's webhook id
    channel_id INTEGER NOT NULL UNIQUE,
    guild_id   INTEGER,
    token      TEXT NOT NULL
);
-- The webhook that posted the table message and speaks for the table (NULL: the bot).
ALTER TABLE game_tables ADD COLUMN webhook_id INTEGER;
