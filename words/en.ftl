## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## screens (router, table message, channel, DMs, results)

play-pick-one = Pick exactly one option.
play-cancelled = Cancelled: nothing was played.
play-unknown-button = I don't know that button. It may be from an older version of me.
play-not-seated-here = You are not playing at this table; the board above shows everything public.
play-not-started = The game has not started yet.
play-welcome-back = Welcome back: you play for yourself again.
play-not-away = You were not marked away.
board-last-moves = Last moves
board-time = Time
board-time-until = until <t:{ $when }:R>
call-until = (until <t:{ $when }:R>)
dm-header = **{ $game }** in <#{ $channel }>
channel-cannot-post = **{ $game }** in <#{ $channel }>: I may not post in that channel any more. The game goes on: use the **{ $label }** button on the table message (and your DMs) to play.
channel-unarchive-reason = Table #{ $table } is still being played
lines-caught-up = ⏰ I was offline when time ran out; here is what happened meanwhile:
lines-forced = ↪ **{ $name }** had one legal move: I played it.
lines-timed-out = ⏰ **{ $name }** ran out of time; I played for them.
lines-now-away = **{ $name }** is now away and plays by default until they press **I'm back**.
dm-closed = <@{ $user }>, I can't send you direct messages. Use the **{ $label }** button on the table message to see your private information and choices.
timeout-note = ⏰ Your time ran out, so I answered for you (what you would do by default).
timeout-note-away = ⏰ Your time ran out, so I answered for you (what you would do by default). You now play by default until you press **I'm back** on the table message.
reminder-dm = ⏳ Half your time is gone (ends { $when }).
reminder-channel = ⏳ { $pings }: half your time is gone (ends { $when }).
lobby-expired = This lobby closed after 15 minutes without activity. Start a new one with /play.
finished-over = 🏁 **{ $game }** is over. { $count ->
    [0] Nobody won.
    [one] Winner: **{ $names }**.
   *[other] Winners: **{ $names }**.
  }
finished-rating = { " " }· rating { $after } ({ $sign }{ $delta })
finished-saved-rated = Results are saved: see /stats and /leaderboard.
finished-saved-practice = Results are saved: see /stats. Not rated: a practice table (a bot player, or /play with practice).
finished-saved-sides = Results are saved: see /stats. Not rated: that takes two human players on different sides.
finished-card-title = { $game }: finished
finished-card-link = The game: <#{ $channel }>
duration-minutes = { $minutes } min
duration-seconds = { $seconds } s
lobby-title = { $game }: lobby
lobby-host = (host)
lobby-description = { $min }-{ $max } players. Press **Join** to take a seat; the host presses **Start**.
lobby-seats = Seats ({ $taken }/{ $max })
lobby-options = Options
lobby-times = Times
lobby-time-per-decision = Time per decision
lobby-practice = Practice
lobby-practice-value = Not rated; each player gets a 💡 **Hint** button.
lobby-footer = The lobby closes after 15 minutes without activity.
lobby-join = Join
lobby-leave = Leave
lobby-add-bot = Add bot player
lobby-start = Start
lobby-cancel = Cancel
lobby-add-level-bot = { $level ->
    [easy] Add easy bot
    [hard] Add hard bot
   *[other] Add { $level } bot
  }
rematch-play-again = Play again
rematch-ping-me = Ping me for the next game

## games (engine errors, reasons, events)

## bot (store, tables, errors)

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
