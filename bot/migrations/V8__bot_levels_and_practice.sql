-- Bot players have a level (issue 25): easy, normal or hard, chosen in the
-- lobby and kept by Play again. NULL for a human seat (an away human is
-- played at the normal level, which is not stored: it is the rule).
ALTER TABLE seats ADD COLUMN ai_level TEXT;
-- A practice table (/play <game> practice:True): unrated, with hints.
ALTER TABLE game_tables ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
