-- A server that removed the bot (issue 28): when. Its settings, webhooks and
-- ping opt-ins are deleted at once; its open tables wait out a grace period
-- (a re-invite within it deletes the row and keeps them), then a sweep ends them.
CREATE TABLE removed_guilds (
    guild_id   INTEGER PRIMARY KEY,
    removed_at REAL NOT NULL
);
