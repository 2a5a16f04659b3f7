-- Every word in the player's language (issue 26). user_settings.locale (V1)
-- is the locale Discord last said the user speaks (interaction.locale);
-- locale_override is the player's own choice (/preferences language), NULL: automatic.
ALTER TABLE user_settings ADD COLUMN locale_override TEXT;
-- The server's language for channel posts (/settings language); NULL: the guild's preferred locale.
ALTER TABLE guild_settings ADD COLUMN locale TEXT;
