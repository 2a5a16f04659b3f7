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

## commands

## help and rules

## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

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

