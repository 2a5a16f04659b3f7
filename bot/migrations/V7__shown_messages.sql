-- What a table's messages show, for bot processes sharing one PostgreSQL
-- database (issue 18): the process that handles the next move of a table
-- may not be the one that sent its last prompt or drew its board. One
-- process on SQLite keeps all of this in memory and never reads these.

-- The newest message of a table per place: a player's private screen (their
-- newest DM prompt of the table; user_id is theirs) or the table channel's
-- turn message (user_id 0), and whether its buttons are still live. A
-- process that sends a newer one swaps it in (snowflakes grow, so the newer
-- id wins) and reads back the one it replaced, to take that one's buttons
-- off: an old prompt never keeps live buttons.
CREATE TABLE shown_messages (
    table_id      INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    message_id    INTEGER NOT NULL,
    live          INTEGER NOT NULL,
    replaced      INTEGER,                     -- the message this one replaced (read back by the swap)
    replaced_live INTEGER NOT NULL DEFAULT 0,  -- whether that one was still live
    PRIMARY KEY (table_id, user_id)
);

-- What the table message shows: the digest of the board last drawn on it
-- and the sequence number of the state it was drawn from (a process whose
-- copy is behind does not draw an older board over a newer one).
CREATE TABLE shown_boards (
    table_id INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    digest   TEXT NOT NULL
);
