-- Play again: the lobby a finished table's Play again button opened (one
-- open at a time per finished table; the button names it while it is open).
ALTER TABLE game_tables ADD COLUMN rematch_of INTEGER;
CREATE INDEX tables_by_rematch ON game_tables (rematch_of);
-- Ping me for the next game: who asked to be called when a lobby of a game
-- opens in a server (opt-in; a row is removed when they opt out).
CREATE TABLE game_pings (
    guild_id   INTEGER NOT NULL,
    game       TEXT NOT NULL,
    user_id    INTEGER NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
