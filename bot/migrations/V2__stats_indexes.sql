-- Lifetime stats and leaderboards read results by user and by guild+game.
CREATE INDEX results_by_user ON results (user_id, game);
CREATE INDEX results_by_guild_game ON results (guild_id, game);
CREATE INDEX tables_by_status ON game_tables (status);
