## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

admin-no-table = There is no table in this channel.
admin-no-table-threads = There is no table in this channel. Its games play in their threads ({ $threads }): use /table end there.
admin-table-ended = { $user } ended the table of { $game }. No results were recorded.
admin-table-ended-title = { $game }: ended
admin-table-ended-card = Ended in { $channel } without results.
admin-gone-channel-deleted = its channel was deleted
admin-gone-thread-deleted = its thread was deleted
admin-gone-removed = I was removed from its server
admin-gone-dm = { $stage ->
    [game] Your { $game } game ended because { $why }. No results were recorded; start a new one with /play.
   *[lobby] Your { $game } lobby ended because { $why }. No results were recorded; start a new one with /play.
}
error-not-seated-running = You are not playing at this game; you can watch it here and join the next one with /play.
error-not-seated-lobby = You are not playing at this table. Use the lobby's Join button before the game starts.
error-not-your-turn = It is not your turn. You will be pinged when it is.
error-stale-choice = That choice is from an earlier turn. Press **My hand** for your current options.
error-stale-choice-button = That choice is from an earlier turn. Press **{ $label }** on the table message for your current options.
error-already-done = That is already done: your choice counted once.
error-already-done-button = That is already done: your choice counted once. Press **{ $label }** for your current options.
error-table-gone = That table has ended. Start a new one with /play.
error-save-failed = I could not save that, so nothing changed. Please try again.
error-no-such-game = There is no game called { $game }.
error-channel-busy = This channel already has a table. Finish or end it first.
error-channel-busy-with = { $state ->
    [lobby] This channel already has a lobby of { $game }: { $where }. Finish it, or ask the host to end it.
   *[game] This channel already has a game of { $game }: { $where }. Finish it, or ask the host to end it.
}
error-lobby-closed = This lobby has already started or closed.
error-already-seated = You already have a seat at this table.
error-table-full = This table is full.
error-bot-levels = A bot plays at one of these levels: { $levels }.
error-host-cannot-leave = You are the host: use Cancel to close the lobby instead.
error-host-only = { $action ->
    [add-bot] Only the host or a member with Manage Server can add a bot player.
    [start] Only the host or a member with Manage Server can start the game.
    [cancel] Only the host or a member with Manage Server can cancel the lobby.
   *[end] Only the host or a member with Manage Server can end the table.
}
error-too-few-players = { $game } needs at least { $needed } players; { $seated } seated.

## commands

# Slash commands (bot/translator.py): English is the commands' own text, kept here as the source.
command-play-name = play
command-play-description = Open a table for one of the dream games
command-play-somnia-description = Somnia, trick-taking (2-4 players)
command-play-somnia-allow-revoke-description = Purist rule: also offer revokes (playing off suit while holding it); each costs a life chip at once.
command-play-traumland-description = Traumland, climbing: shed your hand (2-4 players)
command-play-traumland-most-beyond-12-description = Official variant: nobody retires at 12; the highest level wins once a round ends with 12+.
command-play-traumland-lone-player-ends-round-description = House rule: the round ends when only one player is still in it (others retired at 12).
command-play-somna-description = Somna, social deduction, the bot tells the story (7-20 players)
command-play-somna-advanced-description = Advanced mode: the Curious One is dealt and the Demon can make a Beast.
command-play-somna-reveal-roles-on-death-description = Announce the role of every player who dies.
command-play-somna-storyteller-hints-description = At each sunrise the Storyteller hints at one role still in play (never who holds it).
command-play-somna-night-seconds-description = Length of a night, in seconds.
command-play-somna-day-seconds-description = Time for nominations each day, in seconds.
command-play-somna-plea-seconds-description = Time the accused has to plead, in seconds.
command-play-somna-vote-seconds-description = Length of a vote, in seconds.
command-play-somna-min-players-description = Fewest players (5 or 6 for casual servers: Demon, Witch Hunter, Priest, Apothecary).
command-play-somnikum-description = Somnikum, drafting dreams from the ring (2-4 players)
command-play-somnikum-discovery-18-description = Use the English edition's 18 encounter (Discovery) cards instead of the Russian 24.
command-play-darkly-dreaming-description = Darkly Dreaming, press your luck against the nightmares (2-4 players)
command-play-darkly-dreaming-goal-description = Points in a points pile that start the final round (the rules say 15).
command-option-turn-time-description = Seconds per decision (default: the server's setting or the game's)
command-option-thread-description = Play in a thread of its own (default: the server's /settings, on)
command-option-practice-description = A practice table: not rated, with a Hint button (tables with a bot are too)
command-stats-name = stats
command-stats-description = Games played, wins and places, per game
command-stats-user-description = Whose stats (default: yours)
command-stats-game-description = Only this game
command-leaderboard-name = leaderboard
command-leaderboard-description = The best rated players of a game, here or everywhere
command-leaderboard-board-description = This server's board (default) or the global one
command-option-game-description = Which game
command-choice-server-name = This server
command-choice-global-name = Global
command-history-name = history
command-history-description = Your last finished games
command-help-name = help
command-help-description = What this bot does and its commands
command-rules-name = rules
command-rules-description = How a game is played
command-table-name = table
command-table-description = This channel's table
command-table-end-name = end
command-table-end-description = End this channel's table without recording results
command-settings-name = settings
command-settings-description = Server settings for the dream games
command-settings-turn-time-description = Default seconds per decision (15-86400)
command-settings-threads-description = Play each table in a thread of its own (default: on where I may create threads)
command-settings-language-description = The language of the tables' posts here (automatic: the server's)
command-choice-automatic-name = automatic
command-preferences-name = preferences
command-preferences-description = Your own settings for the dream games
command-preferences-ask-forced-description = Ask me even when I have only one legal move (default: it plays itself)
command-preferences-ping-description = Call me when someone opens a table of the game below in this server (opt-in)
command-preferences-game-description = The game that ping: is about
command-preferences-language-description = The language I answer you in (automatic: your Discord's)
command-replay-name = replay
command-replay-description = Watch a finished game again, move by move
command-replay-table-description = The game's table number (see /history); start typing to pick one of yours

## help and rules

## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

stats-title = Stats for { $name }
stats-none = No finished games yet.
stats-none-game = No finished { $game } games yet.
stats-summary = **{ $played }** games, **{ $wins }** wins ({ $percent }%), average place { $place }
stats-game-line = { $played } played, { $wins } won ({ $percent }%), avg place { $place }
stats-rating = { $rating } ({ $games } rated { $games ->
    [one] game
   *[other] games
})
stats-rating-where = { $where ->
    [here] here { $rating }
   *[global] global { $rating }
}
stats-ratings = Rating: { $ratings }
stats-role-wins = Wins with the { $role }: { $wins } of { $played }
stats-role-wins-expected = Wins with the { $role }: { $wins } of { $played }, expected { $expected }
stats-achievement = 🏅 **{ $name }**{ $times ->
    [1] {""}
   *[other] {" "}x{ $times }
}: { $description }
leaderboard-title = { $board ->
    [server] { $game } leaderboard (server)
   *[global] { $game } leaderboard (global)
}
leaderboard-empty = { $board ->
    [server] Nobody has { $needed } rated games of { $game } here yet.
   *[global] Nobody has { $needed } rated games of { $game } yet.
}
leaderboard-footer = Ranked by rating (the conservative estimate: it rises as you play and win); players with at least { $needed } rated games.
history-title = Your last games
history-none = No finished games yet. Start one with /play.
history-line = { $won ->
    [yes] { $date } **{ $game }**: place { $place } (won) in { $link } · replay: `/replay table:{ $table }`
   *[no] { $date } **{ $game }**: place { $place } in { $link } · replay: `/replay table:{ $table }`
}
achievement-darkly-dreaming-nightmare-reign-name = Nightmare Reign
achievement-darkly-dreaming-nightmare-reign-description = Win as a Nightmare.
achievement-darkly-dreaming-deep-sleeper-name = Deep Sleeper
achievement-darkly-dreaming-deep-sleeper-description = End a game with 20 points or more.
achievement-somna-alone-in-the-dark-name = Alone in the Dark
achievement-somna-alone-in-the-dark-description = Win as the Dream Demon with no Witch alive at the end.
achievement-somna-seduced-name = Seduced
achievement-somna-seduced-description = Win as the Witch.
achievement-somna-plain-sight-name = Plain Sight
achievement-somna-plain-sight-description = Win as a plain Villager and live to see the dawn.
achievement-somnia-by-a-thread-name = By a Thread
achievement-somnia-by-a-thread-description = Survive to the end of a game with one life chip left.
achievement-somnia-untouched-name = Untouched
achievement-somnia-untouched-description = Win without losing a single life chip.
achievement-somnia-long-night-name = The Longest Night
achievement-somnia-long-night-description = Play a game that lasts six deals or more.
achievement-somnikum-goal-minded-name = Goal-Minded
achievement-somnikum-goal-minded-description = Score 6 or more VP from your goal's particles.
achievement-somnikum-clear-eyed-name = Clear-Eyed
achievement-somnikum-clear-eyed-description = Win with no eye against you in your dream.
achievement-traumland-stolen-summit-name = Stolen Summit
achievement-traumland-stolen-summit-description = Take the 12 card from someone who reached 12 before you.
achievement-traumland-so-close-name = So Close
achievement-traumland-so-close-description = Reach 12, then lose the 12 card to a later climber.

## settings and preferences

settings-saved = Saved. { $settings }
settings-need-manage = You need Manage Server to change settings.
settings-turn-time = Default time per decision: **{ $seconds } s**.
settings-turn-time-default = Default time per decision: each game's own (usually 120 s).
settings-threads-on = Tables play in a thread of their own (where I may create threads); `/play ... thread:False` keeps one in its channel.
settings-threads-off = Tables play in the channel they were opened in; `/play ... thread:True` gives one a thread.
settings-language-chosen = Tables here speak { $language } (`/settings language:automatic` follows the server's language).
settings-language-automatic = Tables here speak the server's language ({ $language }); `/settings language:...` chooses another.
preferences-need-game = Say which game: `/preferences ping:True game:...` (one game at a time).
preferences-ping-per-server = Pings are per server: use this in the server whose tables you want to hear of.
preferences-ask-forced-on = I ask you even when you have only one legal move.
preferences-ask-forced-off = When you have only one legal move, I play it for you at once and the table says so (never at night in Somna). `/preferences ask_forced:True` to be asked anyway.
preferences-pings = In this server I call you to new tables of: { $games }.
preferences-pings-none = I call you to no new tables here (`/preferences ping:True game:...`).
preferences-language-chosen = I answer you in { $language } (`/preferences language:automatic` follows your Discord's language).
preferences-language-automatic = I answer you in your Discord's language ({ $language }); `/preferences language:...` chooses another.

