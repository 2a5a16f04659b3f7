## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

# failures, ui, tables, redirect, delivery
bot-failure-save = I could not save that, so nothing changed. Please try again.
bot-failure-read = I could not read my records just now; nothing changed. Please try again in a moment.
bot-failure-broken = Something went wrong on my side and I have logged it. Look at the table before you try again.
bot-failure-stopping = I am restarting, so I did not take that. Please try again in a minute.
bot-failure-not-in-use = This button is no longer in use.
bot-failure-unknown-command = That command is no longer in use. Type / to see the current ones.
bot-failure-bad-value = I could not use { $value } for that option.
bot-failure-server-only = Use this command in a server channel.
# $permissions: Discord's names of the missing permissions, in English.
bot-failure-missing-permissions = You need { $permissions } for that.
bot-failure-not-here = You can't use that here.
bot-failure-discord = Discord refused part of my answer (status { $status }). Please try again.
bot-button-yes = Yes: { $choice }
bot-button-cancel = Cancel
bot-button-my-hand = My hand
bot-button-back = I'm back
# A menu of more than 25 choices, cut in parts: "Play a card (26-50)".
bot-select-part = { $group } ({ $first }-{ $last })
bot-table-not-running = This game is not running any more.

## commands

## help and rules

## lobby and rematch

# lobby (cogs/lobby.py)
lobby-use-in-server = Use /play in a server channel.
lobby-missing-permissions = I can't run a table here: I'm missing { $permissions } in this channel. Ask a moderator to grant them, or use /play in another channel.
# Discord's own names of the permissions, as its settings show them.
lobby-permission-view-channel = View Channels
lobby-permission-send-messages = Send Messages
lobby-permission-send-messages-in-threads = Send Messages in Threads
lobby-permission-embed-links = Embed Links
lobby-permission-attach-files = Attach Files
lobby-cancelled = The host cancelled this lobby.
lobby-begins = 🌙 { $game } begins! { $players }
lobby-began-below = 🌙 { $game } began: the table is the message below.
lobby-in-progress-title = { $game }: in progress
lobby-in-progress-description =
    Playing in <#{ $channel }>: { $players }.
    Follow the game there; the result comes here when it is over. This channel is free for another /play.

# rematch (cogs/rematch.py): Play again and Ping me for the next game
rematch-ping-call = 🔔 { $mentions }: a table of **{ $game }** is open, press **Join**. (You asked to be called: `/preferences ping:False game:{ $game }` stops it.)
rematch-finished-only = Play again works once a game is finished.
rematch-players-only = Only the players of this game can press Play again. Start a table of your own with /play.
rematch-already = Play again was already pressed: the new table is here: { $link }
rematch-missing-permissions = I can't open a table here: I'm missing { $permissions } in this channel.
rematch-channel-busy = <#{ $channel }> already has an open table ({ $link }). Finish it, then press Play again.
rematch-invite = 🔁 **{ $name }** wants to play **{ $game }** again: { $mentions }, press **Join**.
rematch-invite-alone = 🔁 **{ $name }** wants to play **{ $game }** again.
rematch-opened-elsewhere = I opened a new table of **{ $game }** in <#{ $channel }>; its players are invited there.
rematch-post-failed = I could not post the new table in <#{ $channel }>, so I closed it again. Use /play there.
rematch-button-gone = That button is no longer in use.
rematch-ping-on = 🔔 I will call you when someone opens a table of **{ $game }** in this server. Press the button again, or `/preferences ping:False game:{ $game }`, to stop.
rematch-ping-off = 🔕 I will not call you for **{ $game }** any more.

# replay (cogs/replay.py)
replay-choice = #{ $table } { $game }, { $when }
replay-choice-in = #{ $table } { $game }, { $when } in #{ $channel }
replay-jump-title = Go to a step
replay-jump-label = Step (0 is the deal, { $steps } the end)
replay-jump-bad = Type a step number from 0 to { $steps }.
replay-not-yours = This replay was opened by someone else. Open your own with `/replay table:{ $table }`.
replay-no-table = There is no table #{ $table }. `/history` lists your games with their numbers.
replay-still-playing = That game is still being played: its replay opens when it is over.
replay-not-finished = That table did not finish (cancelled or ended early), so it has no replay.
replay-damaged = I cannot replay that game: its record is damaged. I have logged it.
replay-hidden-channel = That game was played in a channel you cannot see, so its replay is only for its players and the people who can see that channel.
replay-title = Replay of { $game } #{ $table }
replay-deal = The deal.
replay-step-line = { $name }: { $what }
replay-step-moved = { $name }: moved.
# $source: how the bot played the seat: ai (a bot seat), away (a player away), timeout (time ran out)
replay-played-by-me = ({ $name }: played by me, { $source })
replay-footer = Step { $step } of { $last }
replay-footer-end = Step { $step } of { $last } (the end)
replay-step = Step { $step }
replay-hidden-heading = Hands and roles (the game is over)
replay-button-first = First
replay-button-previous = Previous
replay-button-next = Next
replay-button-last = Last
replay-button-jump = Go to step…

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
