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

# Shared by every engine: the contract's reasons and the table options.
game-over = The game is over.
game-not-your-turn = It is not your turn.
game-move-not-allowed = That move is not allowed right now.
game-option-not-bool = Option { $option } must be true or false.
game-option-not-int = Option { $option } must be a whole number.
game-option-too-small = Option { $option } must be at least { $minimum }.
game-option-too-large = Option { $option } must be at most { $maximum }.
game-option-wrong-type = Option { $option } has the wrong type.
game-option-not-a-choice = Option { $option } must be one of: { $allowed }.
game-option-unknown = { $title } has no option { $options }.
game-players-out-of-range = { $title } needs { $lo } to { $hi } players, not { $players }.

# Somnia: suits are the card letters R, B, G, Y.
game-somnia-suit = { $suit ->
    [R] red
    [B] blue
    [G] green
   *[Y] yellow
}
game-somnia-card = { game-somnia-suit } { $rank }
game-somnia-not-a-move = That is not a Somnia move.
game-somnia-play-from-hand = That is not a Somnia move: play a card from your hand.
game-somnia-not-held = You do not hold the { $card }.
game-somnia-revoke-off = Revoking is off at this table: play a card the rules allow.
game-somnia-revoke-legal = The { $card } is a legal play, not a revoke.
game-somnia-revoke-not-allowed = A revoke is playing off the suit led while you hold it; this card is simply not allowed.
game-somnia-revoke-no-life = You have no life chip left to pay for a revoke.
game-somnia-must-follow = You must follow { game-somnia-suit }: you hold the { $card }.
game-somnia-nightmare-led = { $suit ->
    [R] Red
    [B] Blue
    [G] Green
   *[Y] Yellow
} is the Nightmare and was led: you must play a Nightmare card.
game-somnia-nightmare-must-beat = A Nightmare card played to a { game-somnia-suit } lead must beat the { $card } already in the trick (unless you hold only Nightmare cards).
game-somnia-follow-or-win = You must follow { game-somnia-suit } (you hold the { $card }) or play a { $nightmare ->
    [R] red
    [B] blue
    [G] green
   *[Y] yellow
} Nightmare card that wins the trick.

# Traumland: colours are the card letters R, B, Y, G.
game-traumland-colour = { $colour ->
    [R] red
    [B] blue
    [Y] yellow
   *[G] green
}
game-traumland-card = { $kind ->
    [divine] Divine
    [dreamer] Dreamer
    [value] { game-traumland-colour } { $value }
   *[other] { $card }
}
game-traumland-dreamer-as = Dreamer as { $card }
game-traumland-not-a-move = That is not a Traumland move.
game-traumland-lead-no-pass = You lead this trick, so you must play a card; you may pass once a card is on top.
game-traumland-dreamer-needs-declaration = Only value cards and Divines are played as they are; a Dreamer needs a declaration.
game-traumland-not-held = You do not hold a { $card }.
game-traumland-no-dreamer = You do not hold a Dreamer.
game-traumland-bad-declaration = A Dreamer is declared as a value 1 to 11 in red, blue, yellow or green, or as a Divine.
game-traumland-divine-lead-late = After the round's opening lead, you may lead a Divine only when you hold nothing else.
game-traumland-dreamer-lead-divine = After the round's opening lead, a Dreamer that leads is declared as a value card: choose a colour and a value.
game-traumland-lead-not-allowed = That lead is not allowed.
game-traumland-dreamer-on-divine = A Dreamer played on a Divine is declared as a colour and a value, not as another Divine.
game-traumland-on-divine = Only a 1 of any colour or a Dreamer may be played on a Divine.
game-traumland-dreamer-only-divine = A Dreamer on the { $card } can only be declared a Divine.
game-traumland-dreamer-must-beat = A Dreamer on the { $card } must be declared { game-traumland-colour } { $low } to { $high }, or a Divine.
game-traumland-must-beat = To beat the { $card } play a higher { game-traumland-colour } card, a Divine or a Dreamer, or pass.

# Somnikum: $phase is the turn's phase code (games/somnikum/rules.py Phase).
game-somnikum-now = Now you must { $phase ->
    [flywheels] place the flywheels
    [start] place a sand token, play an encounter or choose a flywheel
    [token] choose the card for your token
    [steps] choose how far the flywheel moves
    [pay] choose the tokens that pay for the extra steps
    [attach] choose where the card goes in your dream
    [keep] keep one of the encounter cards you drew
    [after] play an encounter or end your turn
    [extra] choose the flywheel for the Wandering Star step
    [dust] choose the token for Golden Dust
    [dust_target] choose the card for Golden Dust
    [mend] choose the break to mend
    [rob] choose whom to rob
   *[other] wait
}.
game-somnikum-not-a-move = That is not a move of Somnikum.
game-somnikum-not-now = That is not a choice at this moment. { $now }
game-somnikum-too-many-steps = You can move at most { $most } steps: the first { $free } are free, each further step costs one of your { $tokens } sand tokens, and a step is one card on the field.
game-somnikum-level-full = Level { $level } has no room: a card there must go under the next pair of cards one level up that has no break between them.
game-somnikum-particle-added = You have already added a particle this turn.
game-somnikum-no-such-token = You hold no sand token with that particle.
game-somnikum-token-fits-nothing = That token fits none of your rightmost cards: on a card of another plot you need two identical tokens (one goes back into the bag).
game-somnikum-token-where = You can put a token only on the last card of one of your rows, and on a card of another plot only by giving back a second identical token.
game-somnikum-encounter-not-held = You do not hold that encounter card.
game-somnikum-encounter-not-now = You cannot play an encounter card at this moment. { $now }
game-somnikum-encounter-round-over = Your card left only as many cards on the field as there are players: the round ends at once (condition A), so no encounter card may be played after it. End your turn.
game-somnikum-encounter-no-effect = That encounter card has no effect now, so it cannot be played.
game-somnikum-keep-drawn = Keep one of the encounter cards you just drew.
game-somnikum-rob-whom = Choose another player who holds at least one sand token.
game-somnikum-no-break = There is no break on the left of that card in your dream.
game-somnikum-gap-range = Choose a gap between 0 and { $last }.

# A list of names: $head, then the rest ($tail, itself a list).
game-list = { $head }, { $tail }
# Darkly Dreaming: dream kinds are the letters D, E, C, P; $kind in -now is the pending choice.
game-darkly-dreaming-kind = { $kind ->
    [D] Depths
    [E] Envy
    [C] Cages
   *[P] Primeval
}
game-darkly-dreaming-not-a-move = That is not a move of Darkly Dreaming.
game-darkly-dreaming-must-sleep = Your sleep marker is at { $limit }: you must sleep.
game-darkly-dreaming-return-count = Shuffle back exactly { $count } of the dreams you drew.
game-darkly-dreaming-return-drawn = You can only shuffle back dreams you drew: { $dreams }.
game-darkly-dreaming-target-in-game = A Nightmare rolls only for a dreamer who is still in the game.
game-darkly-dreaming-not-on-card = That dream is not on seat { $dreamer }'s dreamer card.
game-darkly-dreaming-primeval-empty = Shadow of Primeval only moves a dream from one of your shadow piles, and that pile is empty.
game-darkly-dreaming-become-largest = You become the Nightmare of your largest unclaimed shadow pile: { $kinds }.
game-darkly-dreaming-now = Now you must { $kind ->
    [return] choose which drawn dreams to shuffle back into the deck
    [target] choose the dreamer to roll the dream for
    [envy] choose the dream on seat { $dreamer }'s card to reroll
    [primeval] choose whether to move a shadow dream to the hunt pile
    [nm_envy] choose how the Nightmare of Envy strikes
    [envy_two] choose the dreams to reroll
    [nm_depths] choose which of the two rolled dreams goes back
    [nm_primeval] choose whether to move a 2-point Primeval dream to the hunt pile
    [become] choose which Nightmare to become
   *[sleep] choose to sleep or stay awake
}.

# Somna: $power is a night power's code (data/somna/night.toml).
game-somna-power = { $power ->
    [seduce] Seduce a Witch
    [corrupt] Corrupt a Beast
    [hex] Hex
    [bless] Bless a house
    [guard] Stand guard
    [slay] Slay
    [maul] Maul
    [poison] Poison
    [vigilante] Strike as a vigilante
    [elixir] Elixir
    [spell] Spell (is this the Demon?)
    [check] Check for witchcraft
   *[peek] Peek at a role card
}
game-somna-not-a-move = That is not a move of Somna.
game-somna-dead-wait = The dead take no part in the night or the votes; you may still watch and talk with the spirits.
game-somna-plea-wait = The accused is pleading: the vote opens when the plea ends.
game-somna-ended-day-wait = You have ended the day: wait for the others or for the final vote.
game-somna-not-your-power = Your role does not have that power.
game-somna-resisted = That soul resisted you tonight: choose someone else.
game-somna-first-night-demon-only = On the first night only the Dream Demon acts: it must seduce a Witch.
game-somna-power-unavailable = { $power } is not available: it is used up or its time has not come.
game-somna-bad-target = You cannot choose that player for this power.
game-somna-first-night-seduce = On the first night the Dream Demon must seduce someone.
game-somna-night-only-powers = It is night: only night powers can be used.
game-somna-day-no-powers = It is day: night powers wait for nightfall.
game-somna-nominations-closed = Nominations are closed right now.
game-somna-nominate-self = You cannot nominate yourself.
game-somna-nominate-living = You can only nominate a living player.
game-somna-final-not-started = The final vote has not started.
game-somna-pick-living = You can only pick a living player.
game-somna-sabotage-monger = Only the Monger may sabotage an execution: once per game, and not after being hexed.
game-somna-no-vote = There is no vote running right now.
game-somna-not-now-day = That is not possible at this point of the day.

# Somnikum's names: $particle is a particle key, $encounter an encounter card id (data/somnikum).
game-somnikum-particle = { $particle ->
    [dragon] dragon
    [castle] castle
    [princess] princess
    [unicorn] unicorn
    [crown] crown
    [fairy] fairy
    [golden_key] golden key
    [apple] apple
    [octopus] octopus
    [mermaid] mermaid
    [fish] fish
    [shell] shell
    [turtle] turtle
    [crab] crab
    [whale] whale
    [anchor] anchor
    [cloud] cloud
    [rocket] rocket
    [planet] planet
    [comet] comet
    [moon] moon
    [alien] alien
    [ufo] UFO
   *[astronaut] astronaut
}
game-somnikum-encounter = { $encounter ->
    [E01] Sandman's Pouch
    [E02] Sandman's Pouch
    [E03] Sandman's Pouch
    [E04] Tailwind
    [E05] Tailwind
    [E06] Backspin
    [E07] Backspin
    [E08] Mending Thread
    [E09] Mending Thread
    [E10] Golden Dust
    [E11] Golden Dust
    [E12] Dream Catcher
    [E13] Dream Catcher
    [E14] Wandering Star
    [E15] Sand Thief
    [E16] Sand Thief
    [E17] Hourglass
    [E18] Hourglass
    [E19] Fairy Godmother
    [E20] Sea King
    [E21] Star Navigator
    [E22] Night Light
    [E23] Constellation
   *[E24] Sand Keeper
}

# The bots' hints (cogs/hints.py): key hint-<game>-<reason>, placeholders named as the hint's data.
hint-somnia-only-card = The { $card } is the only card you may play.
hint-somnia-take = Take the trick with the { $card }: the deals tried from here go best when you win it.
hint-somnia-duck = Play the { $card } and let the trick go: the deals tried from here go best without it.
hint-somnia-set-nightmare = Play the { $card }: making { $suit } the Nightmare now did best in the deals tried from here.
hint-somnia-lead = Lead the { $card }: of your leads it did best in the deals tried from here.
hint-traumland-only = { $card } is the only card you may play.
hint-traumland-play = Play { $card }: of your plays it did best in the rounds tried from here.
hint-traumland-pass = Pass: the rounds tried from here went better keeping your cards.
hint-somnikum-plan = Take { $card } and attach it to level { $level }: your dream would be worth about { $worth } points.
hint-somnikum-token = Put your { $particle } token on a rightmost card first: the card you take next can then continue it.
hint-somnikum-play = Play { $encounter } now: it helps the move you are about to make.
hint-somnikum-keep = Keep { $encounter }.
hint-somnikum-end = End your turn: none of your encounter cards helps now.
hint-somnikum-flywheels = Place the flywheels here.
hint-somnikum-pay = Pay with { $particle }: you need it least.
hint-somnikum-default = The best step for the plan of this turn.
hint-darkly-dreaming-stay-awake = Stay awake: { $dice } more dice are worth about { $gain } points, against a { $risk }% chance of losing your dream.
hint-darkly-dreaming-sleep = Sleep: { $dice } more dice would risk your dream ({ $risk }% chance of losing it) for about { $gain } points.
hint-darkly-dreaming-must-sleep = Sleep: your marker is at its limit.
hint-darkly-dreaming-return = Shuffle back { $dreams }: those are the most dangerous dreams for your piles.
hint-darkly-dreaming-envy = Reroll that dream: it costs seat { $dreamer } the most.
hint-darkly-dreaming-envy-own = Reroll that dream: it is the worst one on your card.
hint-darkly-dreaming-primeval = Move a shadow dream to the hunt pile: your shadow pile is one short of turning you into a Nightmare.
hint-darkly-dreaming-decline = Decline: your hunt pile is closer to its limit than your shadow piles.
hint-darkly-dreaming-target = Roll for seat { $target }: the dreamer with the most points.
hint-darkly-dreaming-become = Become the Nightmare of { $kind }: others roll its shadows most often.
hint-darkly-dreaming-nightmare = The least harmful choice for you as things stand.
hint-somna-sleep = Nothing to gain tonight: sleep.
hint-somna-seduce = Seduce { $seat }: nothing marks them as holding a role.
hint-somna-kill-danger = { $seat } is the most dangerous to your side: they accused your side or hold a role.
hint-somna-kill = Strike { $seat }: the village trusts them and does not suspect them.
hint-somna-spell = Cast your Spell on { $seat } to learn whether they are the Demon.
hint-somna-hex = Hex { $seat }: they threaten your side, so their power should fail tonight.
hint-somna-check = Check { $seat }: of the players you have not checked, they look the most suspicious.
hint-somna-peek = Peek at { $seat }: of the players you have not seen, they look the most suspicious.
hint-somna-bless = Bless { $seat }: they are the likeliest target of the Demon tonight.
hint-somna-guard = Guard { $seat }: keep the vigilante from a player you trust.
hint-somna-poison = Poison { $seat }: the evidence points at them more than at anyone else.
hint-somna-elixir = Bring { $seat } back: they were killed in the night, so they were no Demon.
hint-somna-strike = Strike down { $seat }: the evidence points at them more than at anyone else.
hint-somna-wait = The evidence is too thin to act on: keep your power for later.
hint-somna-nominate-known = You know for certain that { $seat } is evil: nominate them.
hint-somna-nominate-found = Your check saw witchcraft on { $seat }: nominate them.
hint-somna-nominate = Nominate { $seat }: the votes, deaths and accusations point at them most.
hint-somna-nominate-cover = Nominate { $seat }: the village already suspects them.
hint-somna-end-day = Nobody stands out enough to nominate: end the day.
hint-somna-end-plea = You have said your piece: end the plea.
hint-somna-vote-yes = Vote yes: { $seat } is among the players the evidence points at.
hint-somna-vote-self = Vote no: you are the one accused.
hint-somna-vote-no = Vote no: the evidence points more at others than at { $seat }.
hint-somna-vote-known-yes = Vote yes: you know { $seat } is evil.
hint-somna-vote-known-no = Vote no: you know { $seat } is not the Demon.
hint-somna-vote-side = Vote as your side needs: { $seat } going to the pyre serves it.
hint-somna-shield = Vote no: { $seat } must not burn.
hint-somna-pick = Pick { $seat }: of everyone alive, the evidence points at them most.
hint-somna-pick-known = Pick { $seat }: you know for certain they are evil.
hint-somna-pick-cover = Pick { $seat }: the village suspects them most and they are not on your side.
hint-somna-abstain = Nobody else is left to pick: abstain.
hint-somna-watch = Let the pyre burn.
hint-somna-sabotage = Sabotage the pyre: you know { $seat } is on the village's side.

# Names and texts the engines' data gives, by code, for the screens: an encounter card's text (by id),
# Somnia's deal endings (the event's ending_key), Somna's roles (role codes).
game-somnikum-encounter-text = { $encounter ->
    [E01] Draw 2 random sand tokens from the bag.
    [E02] Draw 2 random sand tokens from the bag.
    [E03] Draw 2 random sand tokens from the bag.
    [E04] This turn, your flywheel movement has 2 more free steps. You still receive tokens only for moves of 1 or 2 steps.
    [E05] This turn, your flywheel movement has 2 more free steps. You still receive tokens only for moves of 1 or 2 steps.
    [E06] This turn, move the chosen flywheel counter-clockwise instead of clockwise (same costs and token rewards).
    [E07] This turn, move the chosen flywheel counter-clockwise instead of clockwise (same costs and token rewards).
    [E08] Remove one break token from your dream and return it to the bag. Those two cards are now continuous.
    [E09] Remove one break token from your dream and return it to the bag. Those two cards are now continuous.
    [E10] Place one sand token from your supply on a rightmost card of your dream, whatever its plot, using a single token. This is in addition to the optional action.
    [E11] Place one sand token from your supply on a rightmost card of your dream, whatever its plot, using a single token. This is in addition to the optional action.
    [E12] Draw 2 encounter cards; keep 1 and discard the other.
    [E13] Draw 2 encounter cards; keep 1 and discard the other.
    [E14] After attaching your card this turn, move either flywheel exactly 1 step (free, no tokens received), take that card and attach it by the normal rules (encounter symbol included). Then check the round-end conditions.
    [E15] Take 1 random sand token from another player's supply.
    [E16] Take 1 random sand token from another player's supply.
    [E17] On each of your turns, the 4th flywheel step is also free.
    [E18] On each of your turns, the 4th flywheel step is also free.
    [E19] You may place a fairy-tale token on a card of any plot using a single token.
    [E20] You may place an underwater token on a card of any plot using a single token.
    [E21] You may place a space token on a card of any plot using a single token.
    [E22] At final scoring, each of your nightmare cards has 1 fewer eye (minimum 0).
    [E23] At final scoring, +2 VP for each row of your dream that has at least 3 cards and no break.
   *[E24] At final scoring, +1 VP for every 3 sand tokens in your supply.
}
game-somnia-ending = { $ending ->
    [captive] Captive of Dream
    [black_string] A Black String
    [sleepless] Sleepless Child
    [dreamless] Dreamless Child
    [between] Between Dream and The Dawn
    [monopoly] Monopoly
    [solitude] Solitude
   *[two_black_strings] Two Black Strings
}
game-somna-role = { $role ->
    [demon] Dream Demon
    [witch] Witch
    [beast] Beast
    [witch_hunter] Witch Hunter
    [priest] Priest
    [apothecary] Apothecary
    [zealot] Zealot
    [monger] Monger
    [curious_one] Curious One
   *[villager] Villager
}

# Table options' descriptions (Game.options; a slash command option's description: at most 100 characters).
game-darkly-dreaming-option-goal = Points in a points pile that start the final round (the rules say 15).
game-somna-option-advanced = Advanced mode: the Curious One is dealt and the Demon can make a Beast.
game-somna-option-reveal-roles-on-death = Announce the role of every player who dies.
game-somna-option-storyteller-hints = At each sunrise the Storyteller hints at one role still in play (never who holds it).
game-somna-option-night-seconds = Length of a night, in seconds.
game-somna-option-day-seconds = Time for nominations each day, in seconds.
game-somna-option-plea-seconds = Time the accused has to plead, in seconds.
game-somna-option-vote-seconds = Length of a vote, in seconds.
game-somna-option-min-players = Fewest players (5 or 6 for casual servers: Demon, Witch Hunter, Priest, Apothecary).
game-somnia-option-allow-revoke = Purist rule: also offer revokes (playing off suit while holding it); each costs a life chip at once.
game-somnikum-option-discovery-18 = Use the English edition's 18 encounter (Discovery) cards instead of the Russian 24.
game-traumland-option-most-beyond-12 = Official variant: nobody retires at 12; the highest level wins once a round ends with 12+.
game-traumland-option-lone-player-ends-round = House rule: the round ends when only one player is still in it (others retired at 12).

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

# The Hint button (cogs/hints.py) and the bot's mark on a result line.
play-hint-button = Hint
play-hint-line = 💡 **Hint**: the hard bot would play **{ $label }**.
play-hint-moved-on = (The table has moved on since you asked: check your choices.)
play-hint-rated = Hints are for practice tables only (a table with a bot player, or /play with practice): this game is rated, so I show nothing.
play-hint-not-now = You have nothing to decide right now: ask for a hint when it is your move.
play-hint-failed = I could not work out a hint in time. Your choices are as they were; try again in a moment.
play-game-not-running = This game is not running any more.
play-result-bot-played = · 🤖 played by the bot while away
play-result-bot-played-to-end = · 🤖 played by the bot while away (to the end: counted as a loss)

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
