-- Tables, seats, the append-only action log, snapshots, deadlines, results,
-- per-user and per-guild settings.
CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    turn_seconds INTEGER CHECK (turn_seconds IS NULL OR turn_seconds BETWEEN 15 AND 86400),
    updated_at   REAL NOT NULL
);

CREATE TABLE user_settings (
    user_id    INTEGER PRIMARY KEY,
    locale     TEXT,
    updated_at REAL NOT NULL
);

CREATE TABLE game_tables (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER,
    channel_id   INTEGER NOT NULL,
    game         TEXT NOT NULL,
    options      TEXT NOT NULL DEFAULT '{}',
    seed         INTEGER NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled', 'ended')),
    host_id      INTEGER NOT NULL,
    message_id   INTEGER,
    turn_seconds INTEGER,
    created_at   REAL NOT NULL,
    started_at   REAL,
    ended_at     REAL
);
-- One open table (lobby or running) per channel or thread.
CREATE UNIQUE INDEX one_open_table_per_channel ON game_tables (channel_id)
    WHERE status IN ('lobby', 'running');

CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,
    name      TEXT NOT NULL,
    is_ai     INTEGER NOT NULL DEFAULT 0,
    away      INTEGER NOT NULL DEFAULT 0,
    timeouts  INTEGER NOT NULL DEFAULT 0,
    dm_closed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat),
    UNIQUE (table_id, user_id)
);

CREATE TABLE actions (
    table_id INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    user_id  INTEGER,
    action   TEXT NOT NULL,
    source   TEXT NOT NULL CHECK (source IN ('player', 'timeout', 'away', 'ai')),
    at       REAL NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE snapshots (
    table_id INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    state    TEXT NOT NULL,
    meta     TEXT NOT NULL DEFAULT '{}',
    at       REAL NOT NULL
);

CREATE TABLE deadlines (
    table_id  INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    due_at    REAL NOT NULL,
    remind_at REAL,
    reminded  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE results (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     INTEGER,
    guild_id    INTEGER,
    game        TEXT NOT NULL,
    place       INTEGER NOT NULL,
    won         INTEGER NOT NULL,
    score       REAL NOT NULL,
    details     TEXT NOT NULL DEFAULT '{}',
    finished_at REAL NOT NULL,
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
