-- Teams are rated as one player of their members' average skill (bot/ratings.py;
-- issue 29: openskill summed a team's mu, so a 14-strong Somna village's win
-- moved nobody). Every rating is recomputed from the results log once, at the
-- store's next open.
INSERT INTO meta (key, value) VALUES ('ratings_stale', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
