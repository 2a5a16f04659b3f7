-- A table may play in a thread started from its lobby message; the lobby card
-- stays in the parent channel and shows the game's progress and result.
ALTER TABLE game_tables ADD COLUMN thread INTEGER;           -- /play's choice: NULL the server's, 0 no, 1 yes
ALTER TABLE game_tables ADD COLUMN lobby_channel_id INTEGER; -- the parent channel once the table moved to a thread
ALTER TABLE game_tables ADD COLUMN lobby_message_id INTEGER; -- the lobby card there
-- NULL: threads wherever the bot may create them.
ALTER TABLE guild_settings ADD COLUMN threads INTEGER;
-- 1: ask me even when I have only one legal move (default: it plays itself).
ALTER TABLE user_settings ADD COLUMN ask_forced INTEGER NOT NULL DEFAULT 0;
-- A move the table played because it was the seat's only legal one: 'forced'.
CREATE TABLE actions_v3 (
    table_id INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    user_id  INTEGER,
    action   TEXT NOT NULL,
    source   TEXT NOT NULL CHECK (source IN ('player', 'timeout', 'away', 'ai', 'forced')),
    at       REAL NOT NULL,
    PRIMARY KEY (table_id, seq)
);
INSERT INTO actions_v3 (table_id, seq, seat, user_id, action, source, at)
    SELECT table_id, seq, seat, user_id, action, source, at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_v3 RENAME TO actions;
