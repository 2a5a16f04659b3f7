-- Ratings (openskill) per user, game and scope: a server's id, or 0 for the
-- global board (Discord ids are never 0). They are a pure function of the
-- results log taken in finish order: results.finish_seq numbers the finished
-- tables in the order their results were committed (the ratings were moved
-- in that order); older rows keep NULL and come first, by finished_at.
-- ``python -m bot.ratings --rebuild`` recomputes ratings and rating_changes.
ALTER TABLE results ADD COLUMN finish_seq INTEGER;
CREATE INDEX results_by_finish ON results (finish_seq);
-- /stats reads how often each Somna team wins over all tables of the game.
CREATE INDEX results_by_game ON results (game, table_id);

CREATE TABLE ratings (
    user_id INTEGER NOT NULL,
    game    TEXT NOT NULL,
    scope   INTEGER NOT NULL,
    mu      REAL NOT NULL,
    sigma   REAL NOT NULL,
    ordinal REAL NOT NULL,   -- the conservative rating shown and ranked by
    games   INTEGER NOT NULL, -- rated games counted in this scope
    PRIMARY KEY (user_id, game, scope)
);
CREATE INDEX ratings_board ON ratings (game, scope, ordinal);

-- What each rated table moved: the end-of-game message shows it.
CREATE TABLE rating_changes (
    table_id INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    scope    INTEGER NOT NULL,
    before   REAL NOT NULL,
    after    REAL NOT NULL,
    games    INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id, scope)
);

-- Achievements earned at a finished table (keys from data/<game>/achievements.toml).
CREATE TABLE achievements (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    game        TEXT NOT NULL,
    achievement TEXT NOT NULL,
    awarded_at  REAL NOT NULL,
    PRIMARY KEY (table_id, user_id, achievement)
);
CREATE INDEX achievements_by_user ON achievements (user_id, game);

-- Results finished before this version have no ratings yet: the store
-- rebuilds them once at its next open.
INSERT INTO meta (key, value) VALUES ('ratings_stale', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
