## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## screens (router, table message, channel, DMs, results)

play-pick-one = Pick exactly one option.
play-cancelled = Cancelled: nothing was played.
play-saved-slowly = ✅ Saved: it counts. Saving took longer than usual this time.
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
lobby-no-threads = I may not create threads here (**Create Public Threads** and **Send Messages in Threads**), so this table will play in the channel itself. A moderator can grant them, or use `/play … thread:False` to keep tables here.
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
lobby-option = { $name ->
    [allow_revoke] allow revoke
    [most_beyond_12] most beyond 12
    [lone_player_ends_round] lone player ends round
    [advanced] advanced
    [reveal_roles_on_death] reveal roles on death
    [storyteller_hints] storyteller hints
    [night_seconds] night seconds
    [night_min_seconds] shortest night
    [spirits_see_roles] spirits see roles
    [day_seconds] day seconds
    [plea_seconds] plea seconds
    [vote_seconds] vote seconds
    [min_players] min players
    [discovery_18] discovery 18
    [goal] goal
   *[other] { $name }
  }
lobby-option-value = { $value ->
    [true] True
    [false] False
   *[other] { $value }
  }
lobby-time = { $stage ->
    [night] night
    [nominations] nominations
    [plea] plea
    [vote] vote
    [final_vote] final vote
    [pyre] pyre
   *[other] { $stage }
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
game-somna-pick-tied = In the runoff you can only pick one of the tied players.
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
game-somna-option-night-min-seconds = Shortest night, in seconds; it then ends a few seconds after the last answer.
game-somna-option-spirits-see-roles = The dead see every role in their spirits thread.
game-somna-option-day-seconds = Time for nominations each day, in seconds.
game-somna-option-plea-seconds = Time the accused has to plead, in seconds.
game-somna-option-vote-seconds = Length of a vote, in seconds.
game-somna-option-min-players = Fewest players (5 or 6 for casual servers: Demon, Witch Hunter, Priest, Apothecary).
game-somna-option-pace = Pace: quick, standard or relaxed; sets the times you do not set yourself.
game-somnia-option-allow-revoke = Purist rule: also offer revokes (playing off suit while holding it); each costs a life chip at once.
game-somnikum-option-discovery-18 = Use the English edition's 18 encounter (Discovery) cards instead of the Russian 24.
game-traumland-option-most-beyond-12 = Official variant: nobody retires at 12; the highest level wins once a round ends with 12+.
game-traumland-option-lone-player-ends-round = House rule: the round ends when only one player is still in it (others retired at 12).

## bot (store, tables, errors)

admin-no-table = There is no table in this channel.
admin-no-table-threads = There is no table in this channel. Its games play in their threads ({ $threads }): use /table end there.
admin-table-ended = { $user } ended the table of { $game }. No results were recorded.
admin-table-ended-title = { $game }: ended
admin-table-ended-card = Ended in { $channel } without results.
admin-table-forfeit = { $user } ended the table of { $game }: a forfeit, counted as a loss for { $user } alone{ $rating }. Nobody else's rating, stats or history change.
admin-table-forfeit-card = Ended in { $channel }: { $user } forfeited.
admin-gone-channel-deleted = its channel was deleted
admin-gone-thread-deleted = its thread was deleted
admin-gone-dm = { $stage ->
    [game] Your { $game } game ended because { $why }. No results were recorded; start a new one with /play.
   *[lobby] Your { $game } lobby ended because { $why }. No results were recorded; start a new one with /play.
}
error-not-seated-running = You are not playing at this game; you can watch it here and join the next one with /play.
error-table-already-over = This game is already over: it finished (or was closed) a moment ago, and what it recorded stands.
error-not-seated-lobby = You are not playing at this table. Use the lobby's Join button before the game starts.
error-not-your-turn = It is not your turn. You will be pinged when it is.
error-stale-choice = That choice is from an earlier turn. Press **My hand** for your current options.
error-stale-choice-button = That choice is from an earlier turn. Press **{ $label }** on the table message for your current options.
error-already-done = That is already done: your choice counted once.
error-already-done-button = That is already done: your choice counted once. Press **{ $label }** for your current options.
error-not-a-choice = That is not one of your choices. Press **My hand** for your current options.
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

# Slash commands (bot/translator.py): English is the commands' own text, kept here as the source.
command-play-name = play
command-play-description = Open a table for one of the dream games
command-play-somnia-description = Somnia, trick-taking (2-4 players)
command-play-traumland-description = Traumland, climbing: shed your hand (2-4 players)
command-play-somna-description = Somna, social deduction, the bot tells the story (7-20 players)
command-play-somnikum-description = Somnikum, drafting dreams from the ring (2-4 players)
command-play-darkly-dreaming-description = Darkly Dreaming, press your luck against the nightmares (2-4 players)
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
command-table-end-description = End this channel's table (a rated game ended by its player is their forfeit)
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
command-privacy-name = privacy
command-privacy-description = What I store about you, and deleting it

## help and rules

# /help and /rules. The /rules pages are Fluent multiline values; a line starting with ** (or * [ .)
# begins with a quoted literal such as {"**"}, because Fluent reserves those characters there.
help-title = Dream Games
help-games = Games: { $games }
help-game = **{ $title }** ({ $min }-{ $max })
help-commands =
    {"**"}/play <game>:** open a table in this channel; friends press **Join**, the host presses **Start**.
    {"**"}/rules game:** how a game is played.
    {"**"}/stats [user] [game]:** lifetime results, ratings and achievements. **/history:** your last games. **/privacy:** what I store about you, and deleting it.
    {"**"}/leaderboard game: [board]:** the best rated players, in this server or everywhere.
    {"**"}/replay table:** watch a finished game again, move by move. **/preferences ping: game:** be called to new tables.
    {"**"}/table end:** end this channel's table (host or Manage Server). Ended by a player of a rated game, it is their forfeit: a loss for them alone. Ended by a moderator who is not playing, nothing is recorded.
    {"**"}/settings turn_time:** the server's default seconds per decision (Manage Server).

    During a game you only click: your private hand or role comes by DM, and the **My hand** button (in Somna **My role**) on the table message shows it again at any time. When your time runs out I play a sensible default for you; after two in a row you are marked away until you press **I'm back**.
rules-button-previous = Previous
rules-button-next = Next
rules-heading = { $game }: { $page }
rules-footer = Page { $number } of { $count }
rules-not-yours = Use /rules to open your own copy.
rules-missing = I have no rules text for { $game } yet; see /help.

# /rules somnia: 5 pages (data/rules/somnia.toml counts them)
rules-somnia-1-title = The idea
rules-somnia-1-body =
    A trick-taking game for **2 to 4 players** (Tarte Games, 2019), a cousin of Swiss Jass.

    Everyone starts with **3 life chips** ❤️❤️❤️. Each deal you play all your cards in tricks and collect card points (dream fragments). Collect too many and you are a *Captive of Dream*; tie with someone and a *Black String* ties you together; take no trick at all and you are a *Sleepless Child*. Whoever the deal's ending names loses a life chip.

    Deals go on until someone has **no life chip left** at the end of a deal. The players with the most chips left win (ties share the win).

    {"**"}Dealing.** 3 players: 12 cards each (all 36). 4 players: 9 each. 2 players: only ranks 5 to 10 are used, 6 cards each, and the other 12 form a face-down draw deck. The dealer moves one seat left each deal; the player left of the dealer leads the first trick.
rules-somnia-2-title = Cards and the Nightmare
rules-somnia-2-body =
    36 cards in four colours, shown as 🟥 red, 🟦 blue, 🟩 green and 🟨 yellow, ranks **2 to 10**. On the table a card reads as colour + rank: 🟥7 is the red 7.

    {"**"}Card points** (a plain suit is worth 30):
    `rank    2 3 4 5  6  7 8 9 10`
    `points 0 0 0 0 10  2 3 4 11`

    {"**"}The Nightmare** (trump). No suit is trump when a deal starts. The *first card that does not follow the suit led* makes its suit the Nightmare at once, for that very trick and the rest of the deal. The board shows it with 🌙.

    In the Nightmare suit two cards rise: the **7 becomes the strongest card (rank 12, worth 20)** and the **5 the second strongest (rank 11, worth 13)**. Nightmare order, high to low: 7, 5, 10, 9, 8, 6, 4, 3, 2. The suit is then worth 61, so a deal holds 151 points (120 if no Nightmare was ever set).

    Points are counted with the Nightmare as it stands at the end of the deal: a 7 you took early scores 20 if its suit becomes the Nightmare later.
rules-somnia-3-title = Playing a trick
rules-somnia-3-body =
    The leader plays any card; then each player in turn (clockwise):

    • **Follow the suit led** if you can.
    • A **Nightmare card may always be played**, even when you could follow.
    • **No undertrumping:** a Nightmare card played to a plain-suit lead must beat every Nightmare card already in the trick, unless you hold nothing but Nightmare cards.
    • When the Nightmare is led you may play any Nightmare card, and you never have to give up the Nightmare 7: if it is your only Nightmare card, you may play anything.
    • If you cannot follow, play anything (before the Nightmare is set, that card sets it).

    The highest Nightmare card wins the trick; without one, the highest card of the suit led. The winner takes the cards **face up** (everyone sees every captured pile and its points on the board) and leads the next trick.

    {"**"}2 players:** after each trick the winner draws the top card of the deck, then the other player, while the deck lasts. What you draw comes to you privately.
rules-somnia-4-title = Endings and life chips
rules-somnia-4-body =
    At the end of a deal each player adds up their points. The first rule that applies names the ending and who loses a chip:

    {"**"}3 players**
    1. A player with **no trick** loses: *Sleepless Child*.
    2. A player with **100 points or more** loses: *Captive of Dream*.
    3. Players with **equal points** all lose: *A Black String*.
    4. Otherwise the player **second in points** loses: *Between Dream and The Dawn*.

    {"**"}4 players**
    1. **86 or more** loses: *Captive of Dream*; but a player who took **every point** makes the other three lose: *Monopoly*.
    2. Everyone equal: all lose, *A Black String*.
    3. Top two tied: the third loses; bottom two tied: the second loses (*Solitude*); both pairs tied: all four lose (*Two Black Strings*).
    4. Otherwise second and third lose: *Between Dream and The Dawn*.

    {"**"}2 players**
    1. **86 or more** loses: *Captive of Dream*.
    2. Equal points: both lose, *A Black String*.
    3. Otherwise fewer points loses: *Dreamless Child*.

    Ties of three or more, and several players without a trick, all lose.
rules-somnia-5-title = Playing on this bot
rules-somnia-5-body =
    {"**"}Start:** `/play somnia`, friends press **Join**, the host presses **Start** (2 to 4 players). Option `allow_revoke` turns on the purist revoke rule (below).

    {"**"}Your hand** comes by DM, sorted by colour and rank. When it is your turn the DM has **one button per card you may play**; cards the rules forbid are simply not offered. Every card button is grey (a coloured button could be taken for a suit); a Nightmare card's button says so, e.g. *yellow 7 🌙 Nightmare, ranks 12*. The picture of your hand shows each suit by colour and shape (red ▲, blue ●, green ◆, yellow ★), each card's points (the devil's number) and marks the Nightmare with a dark double frame and a moon tab carrying its trump rank (11 for the 5, 12 for the 7); on your turn the cards you may play stand raised, the others sit lower, darker and hatched. The **My hand** button on the table message shows the same thing at any time (use it if your DMs are closed).

    {"**"}The table message** shows everyone's life chips, the Nightmare (or *not yet set*), the trick in progress with who played what, every captured pile with its points, whose turn it is and, with 2 players, the cards left in the deck. After each trick a line says who took it and what it was worth; after each deal, the ending, everyone's points and who lost a chip.

    {"**"}Revokes** (`allow_revoke` only): you may also play a card the following rules forbid. Those are red buttons in a group of their own that say it plainly: *Revoke: play red 7 (you lose a life chip now)*. The card counts as played (it can even set the Nightmare) and the chip is gone at once.

    {"**"}Time:** if your time runs out I play a quiet card for you (a low card that does not win the trick). Two timeouts in a row mark you away until you press **I'm back**.

# /rules traumland: 5 pages (data/rules/traumland.toml counts them)
rules-traumland-1-title = The idea
rules-traumland-1-body =
    A climbing trick game for **2 to 4 players** (Piatnik 1996, Hartmut Witt).

    Everyone starts at **level 1**. Every trick you win lifts you **one level at once**. The first to reach **12** takes the **12 card** 👑 and sits out the rest of that round. If someone else reaches 12 later in the same round, they take the 12 card away. The game ends with the round in which someone reached 12, and **whoever holds the 12 card wins**; the others are placed by level (equal levels share a place).

    The table message shows each player's level as a track of 12 cells, e.g. `▰▰▰▰▰▱▱▱▱▱▱▱` **5**/12, their cards in hand, tricks won this round, who leads, who passed, and who holds the 12 card. Its picture draws the card on top and every player's track (gold cells up to their level, a crown at 12, an arrow at the player to act).
rules-traumland-2-title = The cards and the deal
rules-traumland-2-body =
    {"**"}44 value cards**: 1 to 11 in four colours, 🟥 red, 🟦 blue, 🟨 yellow and 🟩 green.
    {"**"}4 Divines** ✨ and **4 Dreamers** 🌙, plus the 12 card (only the winner's marker, never dealt).

    Each round, every player's level is marked with a value card taken out of the deck; the rest is shuffled and dealt: **20 cards each** with 2 players, **16** with 3, **12** with 4. The deal passes to the left each round.

    {"**"}Who leads a round**: the player with the lowest level (among equals, the first of them clockwise from the left of the highest player). In the first round, the dealer's left.
rules-traumland-3-title = A trick
rules-traumland-3-body =
    {"**"}Leading.** The **first lead of each round** may be any card: a value card, a Divine ✨, or a Dreamer 🌙 standing for any value card or for a Divine. **Every later lead** (after a trick is won, or after someone reaches 12) is a value card or a Dreamer standing for a value card; a Divine may lead there only when you hold nothing else. A Divine that leads and is answered by no 1 and no Dreamer wins the trick, and the round ends.

    {"**"}Going on.** Play goes to the left. On your turn you may:
    • play a **higher card of the colour on top**;
    • play a **Divine** ✨ (on anything but a Divine);
    • play a **Dreamer** 🌙: on a value card it stands for the same colour and a higher value, or for a Divine; on a Divine it stands for any colour and value;
    • on a Divine, only a **1 of any colour** or a Dreamer may follow; after a 1 the trick goes on in that 1's colour;
    • or **Pass**. Passing never shuts you out: you may play again when the turn comes back.

    {"**"}Winning.** When the turn comes back to whoever played the top card and everyone else passed since, they win the trick (one level, however many cards) and lead the next.
rules-traumland-4-title = The end of a round
rules-traumland-4-body =
    A round ends **at once** when:
    • someone plays the **last card from their hand**: the unfinished trick goes to **nobody** (going out can deny an opponent a trick);
    • a trick is won with a **Divine** (or a Dreamer standing for a Divine) on top.

    {"**"}Reaching 12.** Levels are live: the moment you reach 12 you take the 12 card, your remaining cards leave play and you sit out the rest of the round; the player to your left leads the next trick. If only one player is left in the round, each card they lead is a trick at once: I play those leads for them quickly and show the result.

    The game ends with the round in which someone reached 12.
rules-traumland-5-title = Playing on this bot
rules-traumland-5-body =
    {"**"}/play traumland** opens a table; friends press **Join**, the host presses **Start**.

    {"**"}Your hand** comes by DM, sorted by colour; the cards you may play now are in **bold**. In the picture of your hand they stand raised and clean; the others sit lower, darker and hatched (readable without telling colours apart). Each colour also has a shape: red ▲, blue ●, green ◆, yellow ★; the Dreamer is a moon among stars, the Divine a sun. The **My hand** button on the table message shows it again at any time (only to you).

    {"**"}Your turn.** You get one button per card you may play, and **Pass** when you may pass. When you may play a Dreamer, the prompt is menus instead: **Pass or play a card** (the plain cards) and **Play the Dreamer as…** (split by colours when it leads), where you pick what your Dreamer stands for, a colour and value (or *a Divine*). Only legal plays are ever offered.

    After each trick one line says who won it and their new level; after each round, the levels; at the end, the places, which are saved for **/stats** and **/leaderboard**.

    {"**"}Time.** If your time runs out I pass for you when you may pass, otherwise I play your lowest card.

    {"**"}Options** (when opening the table):
    • `most_beyond_12`: the official variant. Nobody retires at 12, levels count on past 12, and the game ends with the first round that ends with someone at 12 or more; the highest level wins.
    • `lone_player_ends_round`: house rule. The round ends as soon as only one player is left in it.

# /rules somnikum: 5 pages (data/rules/somnikum.toml counts them)
rules-somnikum-1-title = The idea
rules-somnikum-1-body =
    A dream-building game for **2 to 4 players** (Сомникум, GaGa Games 2018; in English *Somnicum*). The Sandman is gone and you make the dreams now.

    In the middle lies a **ring** of dream cards (16 with 2 players, 21 with 3, 24 with 4) with two **flywheels**: ⚫ flywheel 1 and ⚪ flywheel 2, opposite each other. On your turn you move one flywheel clockwise, take the card it stops on and attach it to **your dream**: up to three rows (levels) built like an upside-down pyramid. Lower cards score more.

    The game lasts **three rounds**. After three rounds the most victory points (VP) win; a tie goes to whoever holds the most sand tokens, then it is shared.

    {"**"}Cards.** Each good-dream card belongs to a plot, shown by colour: 🟩 fairy tale, 🟦 underwater world, 🟥 space. It shows 1 to 3 dream particles (🐉 dragon, 🐙 octopus, ☁️ cloud…) and ★ stars (VP). A ⬛ **nightmare** counts as every plot and shows 6 particles, but its 👁️ eyes cost VP. ❓ is the encounter symbol.

    On this bot a card reads like 🟩*Dragon's Keep* 🐉🏰 ★1: its plot's colour, its name, its particles and its stars.

    {"*"}The card lists are a reconstruction: the published card contents are not known to us.*
rules-somnikum-2-title = Your turn, click by click
rules-somnikum-2-body =
    Your choices come **by DM** (or with the table's **My hand** button). Only moves the rules allow are offered; each button says what it does.

    {"**"}The quick way: one pick.** The menu **Take a card and place it** lists every card a flywheel reaches for free, on each level it may go to, with the VP your dream would gain there: *⚫1, 2 steps: Dragon's Keep 🐉🏰 ★1 → level 2: +3 VP*. One pick moves the flywheel, takes the card and attaches it (and ends your turn if all that is left is playing encounter cards). Cards further on are in the next menu: you then pay and choose the level. The steps below, one by one, stay open with the flywheel buttons.

    {"**"}1. Optional: add a particle.** "Put a 🐉 dragon token on one of your cards", then pick the row: the token goes on that row's **last card** and the card counts as having that particle too. On a card of the token's plot (or a nightmare) it costs 1 token; on another plot you need **two identical tokens** (one goes back to the bag). The button says which.

    {"**"}2. Move a flywheel.** "Move flywheel 1" or "Move flywheel 2", then how far: “Flywheel 1: 3 steps → take Dragon's Keep 🐉🏰 ★1 (free)”. A step is one card. The first **3 steps are free**; each further step costs one sand token (you pick which). A move of **1 step gives you 2 tokens**, 2 steps give 1 token. "← Back" lets you choose again until you pay.

    {"**"}3. Attach the card.** "Attach to level 1" extends your top row; level 2 and 3 cards go **under the next pair of cards without a break** in the row above. The button tells you whether the card continues the dream or makes a **break** ✂️ (no particle shared with the card on its left: a token from the bag marks it). A card with ❓ draws as many encounter cards as its level; you keep one ("Keep E05 'Tailwind'").

    If you hold encounter cards you end your turn yourself (**End my turn**), after playing any you like. The one exception: when your card leaves only as many cards on the ring as there are players, the round ends **at once** after you attach it, and nothing more is played.
rules-somnikum-3-title = The table message
rules-somnikum-3-body =
    The table message is always up to date:

    • **The ring**, one line per place, numbered 1 to 16/21/24 clockwise. The flywheel lines sit between places. After each card, `⚫3 ⚪7` says how many steps flywheel 1 and flywheel 2 need to reach it: 3 or less is free.
    • **Every dream**, one line per level: `—` joins two cards, `✂️` is a break, `·` an empty place (the next level goes under pairs), `+🐉` a token placed on a card.
    • ⏳ sand tokens and ❓ encounter cards each player holds (how many is public; which ones is secret). Tokens are kept back up, so their backs are public too: `⏳3 (2 sand, 1 blank)` is three tokens, two with sleepy sand on the back and one blank. The permanent encounter cards face up, the piles.
    • ⚠️ **This turn ends the round** (or **the game** in round 3) when the turn in play will end it, by either condition.
    • A **picture** of the ring with both flywheels and every dream.

    Secret, shown only to you (DM and **My hand**): your tokens' particles, your **goal card**, your encounter cards with their texts.
rules-somnikum-4-title = Encounter cards
rules-somnikum-4-body =
    Encounter cards are played on your own turn: before your move, after taking a card, or after attaching it (but not after the card that ends a round by leaving only as many cards as players: that round ends at once). One-shot cards are discarded; **permanent** ones stay face up in front of you. A card you never play scores **1 VP** at the end. A card that could do nothing right now is not offered.

    • **Sandman's Pouch**: draw 2 sand tokens.
    • **Tailwind**: 2 more free steps this turn.
    • **Backspin**: this turn the flywheel moves counter-clockwise.
    • **Mending Thread**: remove a break from your dream.
    • **Golden Dust**: put one more token on a last card, any plot, with one token.
    • **Dream Catcher**: draw 2 encounter cards, keep 1.
    • **Wandering Star**: after attaching, move a flywheel 1 free step and take that card too.
    • **Sand Thief**: take a random token from another player.
    • Permanent: **Hourglass** (4th step free), **Fairy Godmother / Sea King / Star Navigator** (tokens of that plot go on any card with one token), **Night Light** (nightmares lose an eye), **Constellation** (+2 VP per unbroken row of 3+ cards), **Sand Keeper** (+1 VP per 3 tokens held).

    With the table option *discovery_18* the English edition's 18 cards are used.
rules-somnikum-5-title = Rounds and scoring
rules-somnikum-5-body =
    {"**"}A round ends** when only as many cards are left on the ring as there are players (condition A): it ends **at once** after that card is attached, in every round, so no encounter card can be played after it. It also ends when a move of **1 or 2 steps** leaves **no card between the two flywheels** and one of the tokens you draw has a **blank back** (condition B): the round then ends after your turn. The table message warns when the turn in play ends the round or the game. The leftover cards leave the game, a fresh ring is dealt, and whoever ended the round places the flywheels for the next one.

    {"**"}Scoring** after round 3:
    • ★ on level 1 cards, ★ on level 2 **x2**, ★ on level 3 **x3**;
    • a level 2/3 card with a break on every side it has a neighbour scores only x1;
    • 👁️ eyes are subtracted, multiplied the same way;
    • **+1 VP** per particle on your dream's cards that is on your goal card (tokens do not count);
    • **+1 VP** per unplayed encounter card, plus the permanent cards' bonuses.

    At the end the bot posts every player's breakdown and the goal cards, and the results go to **/stats** and **/leaderboard**.

# /rules darkly_dreaming: 5 pages (data/rules/darkly_dreaming.toml counts them)
rules-darkly-dreaming-1-title = The idea
rules-darkly-dreaming-1-body =
    A press-your-luck game of nightmares and insomnia for **2 to 4 players** (Foxtale Games print-and-play, the card prototype of *Lucidity*).

    Each player has a **dreamer card**. On your turn you draw dreams from the deck, roll a die for each and collect what it shows. Stay awake to draw more and score more... or sleep before the dark side of your dreams swallows you.

    The deck holds 80 dreams, 20 of each type:
    🌊 **Depths** · 🐍 **Envy** · ⛓️ **Cages** · 🐺 **Primeval**

    {"**"}Goal:** when someone has **15 points** at the end of a turn, play goes on until the first player's turn would come round again; then the most points wins (ties: most dreams on the card, then shared). Players out of the game cannot win.

    Everything is public except the order of the deck: the **table message** shows every dreamer card and the last moves. When you must choose, your choices come by DM. **My card** on the table message shows your own card privately, with your choices when you have some (use it if your DMs are closed: the bot then mentions you in the channel, with that button).
rules-darkly-dreaming-2-title = Your turn: what you click
rules-darkly-dreaming-2-body =
    Your turn starts with the **sleep marker at 3**.

    {"**"}1. Draw.** You draw as many dreams as the sleep marker. Your DM shows them (e.g. 🌊🐍🐍).
    {"**"}2. Return two.** Pick from the menu which **two dreams go back** into the deck. Each option says what will be rolled and what that roll gives on average (⭐ points, 💤 exhaust, 🐾 hunt, 🌑 shadows).
    {"**"}3. Roll.** A die is rolled for each dream left; the table message shows every die (⚀⚁⚂⚃⚄⚅) and where the dream lands.
    {"**"}4. Sleep or stay awake.**
    • 😴 **Sleep**: your turn ends, your points are safe; the top dream of your exhaust pile goes back to the deck.
    • ☕ **Stay awake**: the marker goes up by one and you draw again (4, then 5... up to 9; at 9 you must sleep).

    Before you press, your DM shows your danger, e.g. `Exhaust 2/3 · face down 1/3 · Hunt 3/4 · Shadow of Envy 2/3`.

    Some rolls ask someone else: a **Shadow of Envy** sends the player to your left a DM to pick one of your dreams to reroll; a Nightmare picks its own options. Just click what your DM shows. If time runs out, the bot plays a safe default.
rules-darkly-dreaming-3-title = The dice
rules-darkly-dreaming-3-body =
    Each dream rolls a d6:
    `dream     1   2   3   4   5   6`
    `Depths    1pt 1pt 1pt Exh Sha Sha`
    `Envy      1pt 1pt 1pt Exh Sha Sha`
    `Cages     1pt 1pt 1pt Exh Exh Sha`
    `Primeval  1pt 2pt 2pt Exh Hnt Sha`

    Rolled dreams go on your card, applied in this order:
    ⭐ **Points** pile: 1 point each (a Primeval can be worth 2).
    🐾 **Hunt** pile: at **4** you are hunted down and **out of the game**.
    💤 **Exhaust** pile (↑ face up, ↓ face down): at **3** you fall **comatose** and miss your next turn (its face-up dreams go back to the deck). **3 face-down** exhaust dreams: you never wake up and are **out**.
    🌑 **Shadow** piles, one per type: at **3** dreams of one type (**4** with 2 players) you become that **Nightmare**.

    The board's dice line shows every die of the current turn as dream, face and result, e.g. 🐍⚅🌑 = Envy rolled 6: shadow.
rules-darkly-dreaming-4-title = Shadows and Nightmares
rules-darkly-dreaming-4-body =
    Each shadow has an ability, resolved in the order Depths, Envy, Cages, Primeval:
    🌊 **Depths**: you draw one more dream and roll it at once.
    🐍 **Envy**: the **player to your left** picks any dream on your card; it is rerolled and moved to its new pile (a shadow rolled this way has no ability).
    ⛓️ **Cages**: your lowest face-up exhaust dream turns face down.
    🐺 **Primeval**: you may move a dream from any of your shadow piles to your hunt pile (useful to avoid becoming a Nightmare, risky for the hunt).

    {"**"}Becoming a Nightmare.** You keep your points but return every other dream. On your turn you draw 2, keep one (buttons) and roll it for the dreamer of your choice. Whenever a dreamer would resolve a shadow of your type you take that dream as 1 point and strike:
    • **Cages**: their lowest face-up exhaust dream turns face down.
    • **Depths**: they draw and roll two; you choose which roll goes back, they apply the other.
    • **Envy**: you pick a dream of theirs to reroll, or they reroll two and every ⭐1 result is yours.
    • **Primeval**: you may move one of their 2-point Primeval dreams to their hunt pile.
    If the Nightmare you should become is taken, you become the one of your largest free pile.
rules-darkly-dreaming-5-title = The end
rules-darkly-dreaming-5-body =
    The game ends:
    • when the **final round** is over: someone had 15+ points at the end of a turn, and play went on until the first player's turn would begin;
    • when **no dreamer is left** (everyone is a Nightmare or out);
    • at once when someone must draw from a deck that has too few dreams.

    The final message lists every player's points, who became a Nightmare and who dropped out, and the winner(s). Players still in the game rank before those who are out. Results are saved: see **/stats** and **/leaderboard**.

    Start a game with `/play darkly_dreaming` (option `goal` sets the points that start the final round, 15 by default).

# /rules somna: 5 pages (data/rules/somna.toml counts them)
rules-somna-1-title = The game
rules-somna-1-body =
    A Dream Demon hides among the villagers. By night it strikes; by day the village talks, accuses and votes someone onto the pyre. **7 to 20 players**; I am the Storyteller, so nobody has to sit out and moderate.

    {"**"}The sides**
    🏡 **The village** wins when the Demon dies (on the pyre, or killed at night).
    😈 **Evil** (the Demon and the Witches it makes) wins when the living village players are no more than the living evil players.

    {"**"}How a game runs on Discord**
    1. **/play somna** opens a lobby; friends press **Join**, the host presses **Start**.
    2. Everyone gets their **role card by DM**. The **My role** button on the table message shows it again, privately, at any time.
    3. The game alternates **nights** (private, by DM) and **days** (public, in the channel) until a side wins.
    4. At the end I reveal every role and tell the story of the nights. Results go to **/stats**.

    Roles of the dead are not revealed (unless the host chose the option `reveal_roles_on_death`).
rules-somna-2-title = The night
rules-somna-2-body =
    Every living player gets a **night prompt by DM**, roles or not, so nobody can tell who holds a role from who is prompted or how long the night lasts. A plain Villager's prompt is a single **Sleep** button.

    Pick your target from the buttons or menus (roles that may abstain have **Sleep** too). Your prompt then confirms your choice, and you can **change it** by clicking another until the night ends. The sun rises when **every living player has answered**, or when the night's time runs out (then I answer **Sleep** for whoever did not).

    {"**"}The first night**: only the Demon acts. It must seduce a plain villager, who becomes its **Witch**. If it picks someone with a role, that soul resists and the Demon chooses again (in Advanced mode three roles foil it instead: see Evil roles).

    {"**"}What happens, in this order**
    1. Seduction, then hexes (a hexed player's power fails that night).
    2. Blessings and guards.
    3. Every kill at once: the Demon's slay, the Beast, Poison, the Zealot.
    4. The Elixir (a dead player comes back as a plain villager).
    5. Information: the Spell, the Witch Hunter's check, the Curious One's peek, told by DM at sunrise, even to a seer killed that night (it was answered when it woke).

    {"**"}Sunrise**, told as a short story in the rulebook's order: first who was **hexed** (the Hex card lies on their role card for all to see) and how many Hex cards are left; then who died and how ("slain in their sleep", "poisoned", "struck down by a vigilante"; the Beast's kill reads exactly like the Demon's); "Someone has been saved" (or "Two people have been saved", counting people); who returned to life; and a recap that may hint at a role still in play (never who holds it; option `storyteller_hints`).
rules-somna-3-title = The day
rules-somna-3-body =
    Everything by day happens on the channel's messages; only living players can click.

    {"**"}Nominate**: any living player presses **Nominate <name>** (not yourself), or **End the day** if they have no (further) accusation.
    {"**"}Plea**: the accused has a short time to defend themself, then presses **I have spoken** (or the time runs out).
    {"**"}Vote**: every living player presses **Yes: execute** or **No: spare**. A live line under the buttons shows who voted what; you may change your vote until everyone has voted. The accused is executed when **yes votes are more than half of the living players**.
    {"**"}A failed vote** reopens nominations. After **3 failed votes**, when more than half of the living have ended the day, or when the day's time runs out (one clock for the whole day), a **final vote** runs: everyone picks one living player (or abstains); most picks goes to the pyre. A tie goes to a **30-second runoff** among the tied; a tie again is broken at random.

    {"**"}The pyre**: every living player gets a short DM prompt (**Watch the pyre burn**). Then the channel learns only whether **the Demon was purged**. If the Demon dies, its Witch dies with it and the village wins.

    When your time runs out I answer for you (End the day, No, Abstain, Watch). Two missed day decisions in a row mark you away until you press **I'm back**; a missed night is told only to you and never counts. The host can give the current stage **More time** (2 minutes) once per night and day.
rules-somna-4-title = Village roles
rules-somna-4-body =
    Dealt at the start; the rest are plain **Villagers**. Nobody learns another's role, except as noted.

    🔎 **Witch Hunter**: each night check one player; at sunrise you learn whether they read as a Witch. The Apothecary also reads as a Witch while alive.
    ✝️ **Priest**: each night bless one house, your own included: its people are safe from the Demon's slay that night (not from other kills).
    ⚗️ **Apothecary**: two vials, at most one per night: **Elixir** (once: a dead player, chosen among the dead, returns at sunrise as a plain Villager, even a Witch) and **Poison** (once: kill a player).
    🗡️ **Zealot** (10+ players): each night you may strike one player down, or abstain.
    🛡️ **Monger** (10+ players): learns who the Zealot is when first woken, on the second night. Each night guard one player against the Zealot. Once per game, at the pyre, **sabotage** an execution: nobody burns that day (not the day after being hexed).
    👁️ **Curious One** (Advanced): each night peek at one player's current role card.
    🏠 **Villager**: no night power. Your weapon is the day: talk, accuse, vote.
rules-somna-5-title = Evil roles
rules-somna-5-body =
    😈 **Dream Demon**: on the first night it seduces a plain villager into its Witch. From the second night it **slays** one player each night (a blessed house is safe). On the night right after its Witch dies (once per game) it may seduce a new one instead of slaying. It always knows its Witches.

    🧙 **Witch**: made by the Demon; told she was seduced, not who the Demon is. Each night a **Spell** (learn whether one player is the Demon) or a **Hex** (3 per game, shared by every Witch): the hexed player's power fails that night, a hexed Apothecary's vial shatters, and a hexed Monger cannot sabotage the next day. At sunrise everyone sees who was hexed and how many Hex cards are left; the hexed player alone learns whether a power of theirs failed.

    🐺 **Beast** (Advanced): after its second Witch, the Demon may corrupt a player into the Beast, who knows the Demon and may **maul** one player each night (the Witch too); the Priest's blessing does not stop it, and its kill is announced as "slain in their sleep", like the Demon's.

    {"**"}Advanced mode** (option `advanced`): the Curious One is dealt, and seducing (or corrupting) the Priest, the Witch Hunter or the Zealot fails outright and ends the Demon's night. The Apothecary, the Monger and the Curious One resist as in the basic game (the Demon chooses again): only plain villagers ever become the Witch or the Beast.

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
rematch-ping-elsewhere = This button calls players of the server where the game was played: press it there.
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
replay-button-back-move = One move back
replay-button-next-move = One move
replay-chapter = { $number ->
    [0] The deal
   *[other] { $kind ->
        [deal] Deal { $number }
        [day] Day { $number }
       *[round] Round { $number }
    }
}
replay-chapter-step = from step { $step }
replay-chapter-placeholder = { $kind ->
    [deal] Go to a deal…
    [day] Go to a day…
   *[round] Go to a round…
}

## play
play-unknown-game = There is no game called {$name}. Pick one of: {$games}.
play-hand-label = My hand
play-board-away = (away)
play-private-title = {$game}: {$hand}
play-footer-idle = Nothing to do right now.
play-footer-over = The game is over.
play-footer-move = Your move.
play-footer-together = Your choice: the others are choosing too.
play-call-turn = {$mentions}: your turn{$until}.
play-call-move = {$mentions}: your move{$until}.
play-call-turn-private = {$mentions}: your turn: press **{$hand}** on the table message{$until}.
play-call-move-private = {$mentions}: your move: press **{$hand}** on the table message{$until}.

play-picture-suit-r = red
play-picture-suit-b = blue
play-picture-suit-g = green
play-picture-suit-y = yellow
play-picture-trump = trump
play-picture-no-cards = no cards

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
somnia-suit-r = red
somnia-suit-b = blue
somnia-suit-g = green
somnia-suit-y = yellow
somnia-card-words = {$suit} {$rank}
somnia-rank-promoted = {$rank} (ranks {$high})
somnia-card-nightmare =
    { $high ->
        [0] {$card} 🌙 Nightmare
       *[other] {$card} 🌙 Nightmare, ranks {$high}
    }
somnia-suit-unset = not yet set
somnia-tagline = trick-taking
somnia-board-title = {$game}: deal {$deal}, trick {$trick}
somnia-board-title-over = {$game}: deal {$deal}
somnia-board-dealer = 🃏 dealer
somnia-board-seat =
    ({ $lives ->
        [one] {$lives} life chip
       *[other] {$lives} life chips
    }) · { $cards ->
        [one] {$cards} card
       *[other] {$cards} cards
    } in hand
somnia-nightmare-field = 🌙 Nightmare
somnia-deck-field = Draw deck
somnia-cards =
    { $count ->
        [one] {$count} card
       *[other] {$count} cards
    }
somnia-trick = Trick {$trick}
somnia-trick-led = Trick {$trick} ({$suit} led)
somnia-trick-winning = {$trick}: {$name} winning
somnia-pile =
    {$points} pts, { $tricks ->
        [one] {$tricks} trick
       *[other] {$tricks} tricks
    }
somnia-captured-field = Captured (points with the Nightmare as it stands)
somnia-last-trick-field = Last trick
somnia-last-trick = **{$name}** took {$cards}
somnia-deal-field = Deal {$deal}: {$ending}
somnia-board-footer = {$name} to play. Your cards: the {$hand} button.
somnia-summary-lost = { $count ->
   *[other] {$names} lost a life chip
  }
somnia-summary-nobody-lost = nobody lost a chip
somnia-summary-no-nightmare = none
somnia-summary = Points: {$points} (Nightmare {$nightmare}, {$total} in all); {$lost}.
somnia-hand-title = Your hand, deal {$deal}
somnia-hand-title-turn = Your hand, deal {$deal}  ·  your turn
somnia-hand-title-raised = Your hand, deal {$deal}  ·  your turn: raised cards play
somnia-private-title = {$game}: your hand (deal {$deal})
somnia-hand-empty = No cards in hand.
somnia-lives-field = Your life chips
somnia-points-field = Your points this deal
somnia-revoke-field = Revoke
somnia-revoke-help = The *Revoke* buttons break the following rules on purpose: that card is played and you lose a life chip at once.
somnia-group-play = Play a card
somnia-group-revoke = Revoke... (costs a life chip)
somnia-revoke-label = Revoke: play {$card} (you lose a life chip now)
somnia-revoke-description = Breaks the following rules: costs a life chip at once.
somnia-nightmare-card = 🌙 Nightmare card
somnia-revoke-confirm = This is a revoke: you play {$card} against the following rules and lose a life chip now. Play it?
somnia-event-revoked = ⚠️ **{$name}** revokes with {$card}.
somnia-event-played = **{$name}** plays {$card}.
somnia-event-nightmare = 🌙 **{$name}** sets the Nightmare: {$suit} is trump for this deal (its 7 and 5 now rank highest).
somnia-event-revoke-chip =
    💔 **{$name}** loses a life chip for the revoke ({ $lives ->
        [one] {$lives} chip
       *[other] {$lives} chips
    } left).
somnia-event-trick =
    🏆 **{$name}** takes trick {$trick} ({$cards}): { $points ->
        [one] {$points} point
       *[other] {$points} points
    }.
somnia-event-drew = **{$name}** draws a card ({ $deck ->
        [one] {$deck} card
       *[other] {$deck} cards
    } left in the deck).
somnia-event-card-drawn = You drew {$card} ({$words}).
somnia-event-hand = Deal: your new hand is {$cards}.
somnia-event-deal = 🃏 **Deal {$deal}**: {$dealer} deals, **{$leader}** leads. Life chips: {$lives}.
somnia-event-chip-lost =
    💔 **{$name}** loses a life chip ({ $lives ->
        [one] {$lives} chip
       *[other] {$lives} chips
    } left)
somnia-event-nobody-lost = nobody loses a chip
somnia-event-deal-nightmare = Nightmare {$suit}
somnia-event-deal-no-nightmare = no Nightmare
somnia-event-deal-scored = 🌅 **Deal {$deal} ends: {$ending}.** Points: {$points} ({$nightmare}, {$total} in all). {$lost}.
somnia-event-game-over =
    🌑 {$names} { $count ->
        [one] has
       *[other] have
    } no life chips left.
somnia-result =
    { $lives ->
        [one] {$lives} life chip
       *[other] {$lives} life chips
    } left
somnia-result-after =
    { $lives ->
        [one] {$lives} life chip
       *[other] {$lives} life chips
    } left after { $deals ->
        [one] {$deals} deal
       *[other] {$deals} deals
    }

somnia-picture-to-play = to play
somnia-picture-no-nightmare = no Nightmare yet
somnia-picture-nightmare = Nightmare:
somnia-picture-took-it = took it
somnia-picture-winning = winning
somnia-picture-led = led

## traumland
traumland-colour-r = red
traumland-colour-b = blue
traumland-colour-y = yellow
traumland-colour-g = green
traumland-value-words = {$colour} {$value}
traumland-dreamer = Dreamer
traumland-divine = Divine
traumland-dreamer-as = 🌙 Dreamer as {$card}
traumland-no-cards = no cards
traumland-cards =
    { $count ->
        [one] {$count} card
       *[other] {$count} cards
    }
traumland-tagline = climbing: shed your hand
traumland-top-none = No card yet: **{$name}** leads.
traumland-top-played = {$card}, played by **{$name}**
traumland-top-passed = Passed since: {$names}
traumland-top-nobody-passed = Nobody has passed since.
traumland-top-trick = Trick so far: {$steps}
traumland-top-field = On top
traumland-seat-retired = 🌟 retired at 12
traumland-seat-holds-12 = 👑 holds the 12
traumland-seat-led = led this trick
traumland-seat-leads = leads
traumland-seat-passed = passed
traumland-seat-away = away
traumland-board-title = Traumland · round {$round}
traumland-board-title-over = Traumland · round {$round} · game over
traumland-board-winner = 👑 **{$name}** holds the 12 card and wins.
traumland-board-highest-wins = The highest level wins.
traumland-board-over-field = Game over
traumland-board-turn-field = Turn
traumland-board-turn-lead = **{$name}** leads a card
traumland-board-turn-follow = **{$name}** plays higher or passes
traumland-twelve-field = The 12 card
traumland-twelve-nobody = nobody yet
traumland-round = Round {$round}
traumland-footer-dealer = Dealer: {$name}
traumland-footer-out =
    { $count ->
        [one] {$count} card
       *[other] {$count} cards
    } out of play
traumland-footer-variant = Variant: most levels beyond 12
traumland-footer-rule = The last to reach 12 holds the 12 card and wins
traumland-picture-title = Round {$round}
traumland-picture-title-over = Round {$round}  ·  game over
traumland-picture-by = by {$name}
traumland-round-summary =
    {$why}.
    Levels: {$levels}
traumland-why-someone = someone
traumland-why-out = {$name} played their last card
traumland-why-out-unwon = {$name} played their last card; the open trick ({$count} cards) goes to nobody
traumland-why-divine = {$name} won a trick with a Divine on top
traumland-why-all-retired = nobody is left to play
traumland-why-lone = only {$name} was left in the round
traumland-hand-title =
    Your hand ({ $count ->
        [one] {$count} card
       *[other] {$count} cards
    })
traumland-hand-title-turn =
    Your hand ({ $count ->
        [one] {$count} card
       *[other] {$count} cards
    })  ·  your turn
traumland-hand-title-raised =
    Your hand ({ $count ->
        [one] {$count} card
       *[other] {$count} cards
    })  ·  your turn: raised cards play
traumland-private-title =
    Traumland · your hand ({ $count ->
        [one] {$count} card
       *[other] {$count} cards
    })
traumland-private-empty = No cards in hand.
traumland-private-bold = *Bold: cards you may play now.*
traumland-private-level-field = Your level
traumland-now-field = Now
traumland-now-retired = 🌟 You reached 12 and are out of this round.
traumland-now-lead = Your turn: **lead** a card.
traumland-now-opening-lead = It is the round's opening lead: any card may lead, a ✨ Divine or a 🌙 Dreamer standing for a Divine too.
traumland-now-follow = Your turn: play higher on the {$card}, or pass.
traumland-now-follow-divine = Your turn: on the {$card} only a 1 of any colour or a 🌙 Dreamer may be played; or pass.
traumland-now-waiting = Waiting for **{$name}**.
traumland-now-dreamer-help = To play a 🌙 Dreamer, pick what it stands for under *Play the Dreamer as…*.
traumland-group-card = Play a card
traumland-group-pass = Pass
traumland-group-dreamer = 🌙 Play the Dreamer as…
traumland-group-dreamer-some = 🌙 Play the Dreamer as… ({$colours})
traumland-or = {" "}or{" "}
traumland-pass = Pass
traumland-pass-description = Let your turn go by; you may still play later in this trick.
traumland-dream-divine = a Divine
traumland-dream-divine-description = The Dreamer counts as a Divine.
traumland-event-auto = (I play it for them)
traumland-event-played =
    {$name} plays {$card}{ $left ->
        [0] {" "}(last card!)
        [1] {" "}(1 card left)
       *[other] {""}
    }{$auto}.
traumland-event-led =
    {$name} leads {$card}{ $left ->
        [0] {" "}(last card!)
        [1] {" "}(1 card left)
       *[other] {""}
    }{$auto}.
traumland-event-passed = {$name} passes.
traumland-event-trick =
    🏆 {$name} wins the trick ({ $count ->
        [one] {$count} card
       *[other] {$count} cards
    }) and is now at level **{$level}**.
traumland-event-trick-divine =
    🏆 {$name} wins the trick with a Divine ({ $count ->
        [one] {$count} card
       *[other] {$count} cards
    }) and is now at level **{$level}**.
traumland-event-takes-12-from = takes the 12 card from **{$name}**
traumland-event-takes-12 = takes the 12 card
traumland-event-retired =
    🌟 {$name} reaches **12**, {$took} 👑 and retires for this round{ $out ->
        [0] .
        [one] ; {$out} card leaves play.
       *[other] ; {$out} cards leave play.
    }
traumland-event-lone =
    {$name} is the only player left in the round: I lead their { $count ->
        [one] {$count} card
       *[other] {$count} cards
    } for them, each a trick at once.
traumland-event-round-over = 🔚 **Round {$round} is over**: {$why}. Levels: {$levels}
traumland-event-holder = 👑 **{$name}** holds the 12 card.
traumland-event-round-started =
    🃏 **Round {$round}**: {$dealer} deals { $each ->
        [-1] cards
       *[other] {$each} cards each
    }; **{$leader}** leads.
traumland-event-hand = 🃏 Round {$round}, your hand: {$hand}
traumland-event-game-over = 🏁 The game ends: **{$name}** holds the 12 card 👑.
traumland-event-game-over-level = 🏁 The game ends: someone reached 12; the highest level wins.
traumland-result-level = level {$level}
traumland-result-holder = 👑 holds the 12 card
traumland-result-lost-12 = reached 12 but lost the 12 card

traumland-picture-to-lead = to lead

## somnikum

# Somnikum: the presenter's words, then the names from data/somnikum (ids stay in the data).
somnikum-hand-label = My hand
somnikum-tagline = drafting dreams from the ring
somnikum-over = The game is over.
somnikum-none = none
somnikum-away = (away)
somnikum-permanent = permanent
somnikum-one-shot = one-shot
somnikum-plot-f-short = fairy tale
somnikum-plot-u-short = underwater
somnikum-plot-s-short = space
somnikum-group-wheel = Move a flywheel
somnikum-group-token = Add a particle first (optional)
somnikum-group-play = Play an encounter card
somnikum-group-steps = How far
somnikum-group-gaps = Place the flywheels
somnikum-group-choose = Choose
somnikum-group-take = Take a card and place it (one pick)
somnikum-group-take-paid = Take a card further on (pay tokens, then place it)
somnikum-take-where = { $wheel }{ $number }, { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }:
somnikum-label-take = { $where } { $card } → level { $level }: { $gain } VP
somnikum-label-take-paid = { $where } { $card }: up to { $gain } VP (level { $level })
somnikum-take-ends-turn = then your turn ends
somnikum-attach-gain = { $label } · { $gain } VP
somnikum-private-reachable = Cards you can take (VP your dream would gain, by level)
somnikum-reachable-line = { $where } { $card } · { $cost } · { $gains }
somnikum-reachable-gain = level { $level }: { $gain }
somnikum-round-standing = **{ $name }**: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in the dream ({ $breaks ->
        [one] { $breaks } break
       *[other] { $breaks } breaks
    }) · ⏳{ $tokens } · ❓{ $encounters } · { $running } VP so far
somnikum-now-flywheels = places the flywheels
somnikum-now-start = may add a particle, play an encounter, then picks a flywheel
somnikum-now-token = chooses the card for a sand token
somnikum-now-steps = chooses how far the flywheel moves
somnikum-now-pay = pays sand tokens for the extra steps
somnikum-now-attach = attaches the card to their dream
somnikum-now-keep = keeps one of the encounter cards drawn
somnikum-now-after = may play encounters, then ends the turn
somnikum-now-extra = takes the Wandering Star's extra card
somnikum-now-dust = chooses a token for Golden Dust
somnikum-now-dust-target = chooses the card for Golden Dust
somnikum-now-mend = chooses the break to mend
somnikum-now-rob = chooses whom to rob
somnikum-now-other = acts
somnikum-you-flywheels = place the flywheels (pick the gap for flywheel 1; flywheel 2 goes opposite)
somnikum-you-start = you may add a particle or play an encounter card; then pick the flywheel to move
somnikum-you-token = choose the card for your sand token
somnikum-you-steps = choose how far the flywheel moves
somnikum-you-pay = choose the tokens that pay for the extra steps
somnikum-you-attach = choose where the card goes in your dream
somnikum-you-keep = keep one of the encounter cards you drew
somnikum-you-after = play encounter cards or end your turn
somnikum-you-extra = Wandering Star: choose the flywheel for the extra step
somnikum-you-dust = Golden Dust: choose a token
somnikum-you-dust-target = Golden Dust: choose the card
somnikum-you-mend = Mending Thread: choose the break to mend
somnikum-you-rob = Sand Thief: choose whom to rob
somnikum-you-other = act
somnikum-effect-draw-tokens = draw { $amount } sand tokens
somnikum-effect-extra-free-steps = +{ $amount } free steps this turn
somnikum-effect-reverse-move = move counter-clockwise this turn
somnikum-effect-mend-break = remove a break from your dream
somnikum-effect-golden-dust = put one more token on a card
somnikum-effect-draw-encounters = draw { $amount } encounters, keep 1
somnikum-effect-extra-take = take one more card (1 free step)
somnikum-effect-steal-token = take a random token from a player
somnikum-effect-free-fourth-step = your 4th step is free (permanent)
somnikum-effect-plot-patron = { $plot } tokens on any card with 1 token (permanent)
somnikum-effect-night-light = nightmares lose 1 eye at scoring (permanent)
somnikum-effect-constellation = +2 VP per unbroken row of 3+ (permanent)
somnikum-effect-sand-keeper = +1 VP per 3 tokens held at the end (permanent)
somnikum-card-nightmare-label = { $name } (nightmare) { $worth }
somnikum-gap = between places { $before } and { $after }
somnikum-ring-flywheel = { $wheel } **flywheel { $number }**
somnikum-dream-level = **L{ $level }**
somnikum-dream-empty = (no cards yet)
somnikum-backs = { $sand } sand, { $blank } blank
somnikum-ending-game = ⚠️ **This turn ends the game**
somnikum-ending-round = ⚠️ **This turn ends the round**
somnikum-ending-because = { $ending } ({ $why })
somnikum-ending-why-a = only { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } will be left on the ring
somnikum-ending-why-b = no card between the flywheels and a blank back drawn
somnikum-board-title = { $game }: round { $round } of 3
somnikum-board-title-over = { $game }: final scores
somnikum-board-turn = ▶️ **{ $name }** { $what }.
somnikum-board-picked = flywheel { $wheel } { $number } picked
somnikum-board-took = took { $card }
somnikum-board-free-steps = { $count } free steps
somnikum-board-backspin = moving counter-clockwise (Backspin)
somnikum-board-fresh-ring = A fresh ring of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: ⚫ goes between two places, ⚪ opposite.
somnikum-board-ring = **The ring** (clockwise; { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } left, the round ends at { $players }; ⚫n / ⚪n = steps from flywheel 1 / 2; 3 steps are free):
somnikum-board-score = { $name }: { $score } VP
somnikum-face-up = Face up: { $cards }
somnikum-piles-title = Piles
somnikum-piles = Dream deck { $deck } · bag ⏳{ $bag } · encounter deck { $encounters }
somnikum-discarded = Discarded: { $cards }
somnikum-board-footer = ⏳ sand tokens held (sand or blank backs are public, particles secret), ❓ encounter cards held (secret). Your tokens, goal and encounters: the { $hand } button.
somnikum-score-stars = ★ level 1: { $one } · level 2 (x2): { $two } · level 3 (x3): { $three } · isolated (x1): { $isolated }
somnikum-score-eyes = 👁️ eyes: { $eyes } · unplayed encounters: { $unplayed }
somnikum-score-goal = Goal: { $points } ({ $by })
somnikum-score-goal-named = Goal { $goal }: { $points } ({ $by })
somnikum-score-bonus = { $bonus }: { $points }
somnikum-bonus-constellation = Constellation
somnikum-bonus-sand-keeper = Sand Keeper
somnikum-private-title = { $game }: your dream and hand (round { $round })
somnikum-private-turn = ▶️ **Your turn**: { $what }.
somnikum-private-steps = Free steps: { $free }; at most { $most } steps (each step past the free ones costs a token). 1 step gives 2 tokens, 2 steps 1.
somnikum-private-attach = Card to attach: { $card }
somnikum-private-ending = { $ending }.
somnikum-private-ending-a = { $ending }: nothing can be played after you attach your card.
somnikum-private-picked = Token picked: { $token }
somnikum-private-waiting = { $name } is playing; nothing to do right now.
somnikum-private-tokens = **Your sand tokens** ({ $count }): { $tokens }
somnikum-private-goal = **Your goal card**: { $particles } (1 VP for each on your dream's cards)
somnikum-private-goal-named = **Your goal card, { $goal }**: { $particles } (1 VP for each on your dream's cards)
somnikum-private-hand = Your encounter cards ({ $count }, 1 VP each if unplayed)
somnikum-private-hand-card = ❓ **{ $card } { $name }** ({ $kind }): { $text }
somnikum-private-drawn = Just drawn: keep one
somnikum-private-drawn-card = **{ $card } { $name }**: { $text }
somnikum-private-dream = Your dream
somnikum-label-extra = Wandering Star: flywheel { $number } one step → take { $card }
somnikum-label-wheel = Move flywheel { $number } (next card: { $card })
somnikum-label-dust = Golden Dust: use your { $token } token
somnikum-label-token = Put a { $token } token on one of your cards
somnikum-label-place-on = { $token } on level { $level }'s last card { $card } ({ $tokens ->
        [1] uses 1 token
       *[other] uses 2 identical tokens, one back to the bag
    })
somnikum-label-back = ← Back: choose again
somnikum-cost-pay = pay { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }
somnikum-cost-free-two = free, +2 tokens
somnikum-cost-free-one = free, +1 token
somnikum-cost-free = free
somnikum-label-steps = Flywheel { $number }: { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }{ $way } → take { $card } ({ $cost })
somnikum-label-pay = Pay with a { $token } token ({ $left } still to pay)
somnikum-label-keep = Keep { $card }: { $effect }
somnikum-label-play = Play { $card }: { $effect }
somnikum-label-mend = Mend the break left of { $card } (level { $level })
somnikum-label-rob = Rob { $name } ({ $count ->
        [one] { $count } token
       *[other] { $count } tokens
    })
somnikum-label-end-turn = End my turn
somnikum-attach = Attach to level { $level }
somnikum-attach-under = Attach to level { $level } (under places { $left }-{ $right })
somnikum-attach-starts = starts the row
somnikum-attach-continuous = continuous
somnikum-attach-break = break ✂️
somnikum-attach-draws = { $where }: { $how }, draw { $count ->
        [one] { $count } encounter
       *[other] { $count } encounters
    }
somnikum-event-flywheels = ⚫⚪ { $who } places the flywheels: ⚫ 1 { $first }, ⚪ 2 { $second }.
somnikum-event-token = { $who } puts a { $token } token on { $card } (level { $level }).
somnikum-event-token-rule-b = { $who } puts a { $token } token on { $card } (level { $level }) (another plot: a second identical token went back to the bag).
somnikum-event-token-dust = { $who } puts a { $token } token on { $card } (level { $level }) (Golden Dust).
somnikum-event-paid = You paid a { $token } token.
somnikum-event-moved-extra = 🌟 { $who } moves { $wheel } flywheel { $number } one more step (Wandering Star) and takes { $card } from place { $place }.
somnikum-event-moved = { $who } moves { $wheel } flywheel { $number } by { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }{ $backwards ->
        [yes] {" "}counter-clockwise
       *[no] {""}
    }{ $paid ->
        [0] {""}
       *[other] , paying { $paid ->
        [one] { $paid } token
       *[other] { $paid } tokens
    }
    } and takes { $card } from place { $place }.
somnikum-event-drawn = { $who } draws { $count ->
        [one] { $count } sand token
       *[other] { $count } sand tokens
    }.
somnikum-event-drawn-pouch = { $who } draws { $count ->
        [one] { $count } sand token
       *[other] { $count } sand tokens
    } (Sandman's Pouch).
somnikum-event-bag-empty = The bag is empty.
somnikum-event-received = ⏳ You drew: { $tokens }.
somnikum-event-b-none-drawn = No cards are left between the flywheels, but no tokens were drawn: the round goes on.
somnikum-event-b-ends = ⚠️ No cards are left between the flywheels and { $blank } of the { $drawn ->
        [one] { $drawn } drawn token
       *[other] { $drawn } drawn tokens
    } has a blank back: **the round ends after this turn**.
somnikum-event-b-goes-on = No cards are left between the flywheels; no drawn token has a blank back, so the round goes on.
somnikum-event-attached-first = { $who } attaches { $card } to level { $level }, place { $place }.
somnikum-event-attached = { $who } attaches { $card } to level { $level }, place { $place }, continuing the dream.
somnikum-event-attached-break = { $who } attaches { $card } to level { $level }, place { $place }, with a break ✂️.
somnikum-event-attached-break-empty = { $who } attaches { $card } to level { $level }, place { $place }, with a break ✂️ (bag empty: no token).
somnikum-event-reshuffled = The encounter discard pile is shuffled into a new deck ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
somnikum-event-encounters-none-catcher = { $who } would draw encounter cards with Dream Catcher, but none are left.
somnikum-event-encounters-none = { $who } would draw encounter cards for the ❓ on level { $level }, but none are left.
somnikum-event-encounters-catcher = { $who } draws { $count ->
        [one] { $count } encounter card
       *[other] { $count } encounter cards
    } with Dream Catcher.
somnikum-event-encounters = { $who } draws { $count ->
        [one] { $count } encounter card
       *[other] { $count } encounter cards
    } for the ❓ on level { $level }.
somnikum-event-seen = ❓ You drew { $cards }.
somnikum-event-kept = You keep { $card }.
somnikum-event-discarded = { $who } discards { $cards } (face up).
somnikum-event-played = ✨ { $who } plays **{ $name }** (one-shot): { $text }
somnikum-event-played-permanent = ✨ { $who } plays **{ $name }** (permanent, stays face up): { $text }
somnikum-event-mended = 🧵 { $who } mends the break left of { $card } (level { $level }).
somnikum-event-stolen = { $who } takes a random sand token from **{ $victim }** (Sand Thief).
somnikum-event-stolen-particle = Sand Thief: { $who } took a { $token } token from **{ $victim }**.
somnikum-event-round-ended-a = 🌅 **Round { $round } ends** (only as many cards left as players).
somnikum-event-round-ended-b = 🌅 **Round { $round } ends** (no cards between the flywheels and a blank-backed token).
somnikum-event-leftover = Leftover cards leave the game: { $cards }.
somnikum-event-round-started = 🌙 **Round { $round }**: a fresh ring of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } is dealt; **{ $name }** places the flywheels.
somnikum-event-final-scoring = 📜 **Final scoring**
somnikum-event-final-seat = **{ $name }**: **{ $score } VP** ({ $count ->
        [one] { $count } token
       *[other] { $count } tokens
    } held)
somnikum-result-goal = goal { $points }
somnikum-result-encounters = encounters { $points }
somnikum-result = { $medal } **{ $name }**: { $score } VP ({ $parts })
somnikum-picture-ends-game = This turn ends the game
somnikum-picture-ends-round = This turn ends the round
somnikum-picture-final = Final scores
somnikum-picture-left = { $count } cards left on the ring
somnikum-picture-title = Round { $round } of 3: { $name }
somnikum-picture-info = { $count } cards on the ring; the round ends at { $players }
somnikum-picture-placing = Placing the flywheels
somnikum-picture-took = Took { $card }
somnikum-picture-steps-both = Steps from flywheel 1 and 2 ({ $free } free)
somnikum-picture-steps = Steps from flywheel { $number } ({ $free } free)
somnikum-picture-steps-back = Steps from flywheel { $number } backwards ({ $free } free)
somnikum-picture-score = { $total } VP, goal particles { $goal }
somnikum-picture-running = { $total } VP so far (the goal card is secret)
somnikum-picture-holdings = { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }, { $held ->
        [one] { $held } encounter
       *[other] { $held } encounters
    } in hand
somnikum-picture-holdings-backs = { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    } ({ $sand } sand, { $blank } blank), { $held ->
        [one] { $held } encounter
       *[other] { $held } encounters
    } in hand
somnikum-picture-token = token
somnikum-picture-no-cards = No cards yet

# Particles, encounter cards, dream cards, goal cards.
somnikum-card-f01 = Dragon's Hoard
somnikum-card-f02 = Castle in the Air
somnikum-card-f03 = Sleeping Princess
somnikum-card-f04 = Moonlit Unicorn
somnikum-card-f05 = The Lost Crown
somnikum-card-f06 = Fairy Ring
somnikum-card-f07 = Key to Nowhere
somnikum-card-f08 = Poisoned Apple
somnikum-card-f09 = Crown of Stars
somnikum-card-f10 = Dragon's Keep
somnikum-card-f11 = Snow-White Feast
somnikum-card-f12 = Unicorn's Secret
somnikum-card-f13 = Godmother's Gift
somnikum-card-f14 = Orchard Gallop
somnikum-card-f15 = Throne Room
somnikum-card-f16 = Guarded Treasure
somnikum-card-f17 = Enchanted Tower
somnikum-card-f18 = Fairy Locksmith
somnikum-card-f19 = Royal Ride
somnikum-card-f20 = Dragon King's Feast
somnikum-card-f21 = Glass Palace
somnikum-card-f22 = Captive Queen
somnikum-card-f23 = Locked Pantry
somnikum-card-f24 = Beast Tamer's Key
somnikum-card-f25 = Harvest Court
somnikum-card-f26 = The Heiress
somnikum-card-f27 = Fairytale Ending
somnikum-card-f28 = Wyrm's Orchard
somnikum-card-u01 = Eight-Armed Hug
somnikum-card-u02 = Mermaid's Song
somnikum-card-u03 = Silver Shoal
somnikum-card-u04 = Whispering Shell
somnikum-card-u05 = Old Sea Turtle
somnikum-card-u06 = Sideways Walk
somnikum-card-u07 = Whale Song
somnikum-card-u08 = Dropped Anchor
somnikum-card-u09 = Turtle Voyage
somnikum-card-u10 = Ink and Scales
somnikum-card-u11 = Sunken Harbour
somnikum-card-u12 = Leviathan's Pearl
somnikum-card-u13 = Tide Pool
somnikum-card-u14 = Wreck Treasure
somnikum-card-u15 = Coral Ride
somnikum-card-u16 = Abyssal Duel
somnikum-card-u17 = Crab Court
somnikum-card-u18 = Barnacle Giant
somnikum-card-u19 = Reef Market
somnikum-card-u20 = Shipwreck Garden
somnikum-card-u21 = Lagoon Choir
somnikum-card-u22 = Kelp Forest
somnikum-card-u23 = Drowned Bell
somnikum-card-u24 = Deep Trench
somnikum-card-u25 = Slow Tide
somnikum-card-u26 = Great Migration
somnikum-card-u27 = Pearl Diver
somnikum-card-u28 = Harbour Haunt
somnikum-card-s01 = Cloud Pillow
somnikum-card-s02 = Midnight Launch
somnikum-card-s03 = Ringed World
somnikum-card-s04 = Wishing Comet
somnikum-card-s05 = Half Moon
somnikum-card-s06 = Green Visitor
somnikum-card-s07 = Saucer Lights
somnikum-card-s08 = Floating Walker
somnikum-card-s09 = Harvest Moon
somnikum-card-s10 = Through the Clouds
somnikum-card-s11 = First Footprint
somnikum-card-s12 = Comet Chase
somnikum-card-s13 = Home World
somnikum-card-s14 = Tail Rider
somnikum-card-s15 = Moonshot
somnikum-card-s16 = Cloud Abduction
somnikum-card-s17 = The Stowaway
somnikum-card-s18 = Flying Saucer
somnikum-card-s19 = Near Miss
somnikum-card-s20 = Moonwalk Dream
somnikum-card-s21 = Star Race
somnikum-card-s22 = Sky Atlas
somnikum-card-s23 = Space Dogfight
somnikum-card-s24 = Meteor Shower
somnikum-card-s25 = Lunar Embassy
somnikum-card-s26 = Orbit Party
somnikum-card-s27 = Grand Tour
somnikum-card-s28 = Close Encounter
somnikum-card-n1 = Falling Forever
somnikum-card-n2 = Endless Corridor
somnikum-card-n3 = Locked Out
somnikum-card-n4 = Chased by Shadows
somnikum-goal-g1 = Wild Beasts
somnikum-goal-g2 = Strange Homes
somnikum-goal-g3 = Giants and Royals
somnikum-goal-g4 = Wanderers
somnikum-goal-g5 = Slow Time
somnikum-goal-g6 = Departures
somnikum-goal-g7 = Keepers of Secrets
somnikum-goal-g8 = Little Things

## darkly-dreaming

# Darkly Dreaming: the presenter's words; dream type names (data/darkly_dreaming/dreams.toml keeps the letters).
darkly-hand-label = My card
darkly-tagline = press your luck against the nightmares
darkly-dream = { $dream ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] { $dream }
    }
darkly-shadow-of = Shadow of { $dream ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    }
darkly-shadow = Shadow
darkly-nothing = nothing
darkly-result-1pt = ⭐ 1 pt
darkly-result-2pt = ⭐ 2 pts
darkly-result-exhaust = 💤 exhaust
darkly-result-hunt = 🐾 hunt
darkly-result-shadow = 🌑 shadow
darkly-danger = 💤 Exhaust { $exhaust }/{ $exhaust_limit } · face down { $face_down }/{ $face_down_limit } · 🐾 Hunt { $hunt }/{ $hunt_limit } · 🌑 { $shadow } { $shadows }/{ $shadow_limit }
darkly-spot-shadow = { $dream } from the shadow pile
darkly-spot-hunt = { $dream } from the hunt pile
darkly-spot-exhaust-down = { $dream } from exhaust (#{ $place } from the bottom, face down)
darkly-spot-exhaust-up = { $dream } from exhaust (#{ $place } from the bottom, face up)
darkly-spot-points = { $dream } from the points ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
darkly-odds = avg ⭐{ $points } 💤{ $exhaust } 🐾{ $hunt } 🌑{ $shadow }
darkly-points = ⭐ Points **{ $total }**
darkly-points-groups = ⭐ Points **{ $total }**: { $groups }
darkly-status-nightmare = 😈 Nightmare of { $dream ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    }
darkly-status-comatose-end = 😵 comatose dreamer
darkly-status-comatose = 😵 comatose (misses the next turn)
darkly-status-out-end = ❌ out of the game (cannot win)
darkly-status-out = ❌ out
darkly-status-dreamer = 🛌 dreamer
darkly-card-out = Out of the game: cannot win.
darkly-card-nightmare = 😈 Takes every { $dream } shadow a dreamer would resolve.
darkly-card-hunt = 🐾 Hunt { $count }/{ $limit }: { $dreams }
darkly-card-hunt-none = 🐾 Hunt { $count }/{ $limit }
darkly-card-exhaust = 💤 Exhaust { $count }/{ $limit }: { $marks } · face down { $down }/{ $down_limit }
darkly-card-exhaust-none = 💤 Exhaust { $count }/{ $limit } · face down { $down }/{ $down_limit }
darkly-card-shadow = 🌑 Shadow { $counts } (Nightmare at { $limit })
darkly-the-nightmare-of = the Nightmare of { $dream ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    }
darkly-a-nightmare = a Nightmare
darkly-away = (away)
darkly-await-return-one = { $who } ({ $nightmare }) drew { $dreams }: keep one to roll for a dreamer
darkly-await-return = { $who } drew { $short } ({ $dreams }): shuffle { $count } back, the rest are rolled
darkly-await-target = { $who } ({ $nightmare }) chooses the dreamer to roll { $dream } for
darkly-await-envy-shadow = { $who } chooses one of **{ $of }**'s dreams to reroll (Shadow of Envy)
darkly-await-envy-nightmare = { $who } chooses one of **{ $of }**'s dreams to reroll (Nightmare of Envy)
darkly-await-primeval = { $who } may move a shadow dream to their hunt pile (Shadow of Primeval)
darkly-await-nm-envy = { $who } (Nightmare of Envy) chooses how to strike **{ $of }**
darkly-await-envy-two = { $who } picks { $count ->
        [one] { $count } more dream
       *[other] { $count } more dreams
    } of theirs to reroll (Nightmare of Envy)
darkly-await-nm-depths = { $who } (Nightmare of Depths) sends one of **{ $of }**'s rolls back: { $rolls }
darkly-and = {" "}and{" "}
darkly-or = {" "}or{" "}
darkly-await-nm-primeval = { $who } (Nightmare of Primeval) may move **{ $of }**'s 2-point Primeval to their hunt pile
darkly-await-become = { $who } chooses the Nightmare to become: { $choices }
darkly-await-sleep-forced = { $who } is at sleep marker { $marker }: they must sleep
darkly-await-sleep = { $who } chooses: 😴 sleep, or ☕ stay awake and draw { $draw }
darkly-await-other = { $who } must choose
darkly-marker = 🌙 marker { $marker }
darkly-board-over = 🏁 The game is over ({ $why }).
darkly-board-haunts = 🌙 Turn { $turn }: **{ $name }**, { $nightmare }, haunts a dreamer
darkly-board-dreams = 🌙 Turn { $turn }: **{ $name }** dreams · sleep marker **{ $marker }** (3→{ $max })
darkly-board-deck = 🃏 Deck: { $count ->
        [one] { $count } dream
       *[other] { $count } dreams
    } · goal { $goal } points
darkly-board-final-round = 🔔 final round: it ends before **{ $name }**'s turn
darkly-board-nightmares = 😈 Nightmares: { $claimed }
darkly-waiting = ⏳ Now: { $what }.
darkly-dice-title = 🎲 Dice this turn
darkly-dice-none = No die rolled yet.
darkly-dice-earlier = … { $count } earlier,
darkly-legend = 🌊 Depths · 🐍 Envy · ⛓️ Cages · 🐺 Primeval | ⭐ points · 🐾 hunt · 💤 exhaust (↑ face up, ↓ face down) · 🌑 shadow
darkly-over-final-round = the final round is over
darkly-over-all-nightmares = no dreamer is left
darkly-over-deck-empty = the deck ran out
darkly-private-title = { $game }: your dreamer card
darkly-roll-odds = Roll { $dreams }: { $odds }
darkly-group-return = Choose the two dreams to shuffle back (the rest are rolled)
darkly-group-return-one = Keep one dream to roll for a dreamer
darkly-group-target = Choose the dreamer to roll for
darkly-group-envy = Choose one of { $of }'s dreams to reroll
darkly-group-envy-two = Choose a dream of yours to reroll
darkly-group-primeval = Shadow of Primeval: move a shadow dream to your hunt pile?
darkly-group-nm-envy = How the Nightmare of Envy strikes
darkly-group-nm-depths = Which roll goes back to the deck
darkly-group-nm-primeval = Move { $of }'s 2-point Primeval to their hunt pile?
darkly-group-become = Choose the Nightmare to become
darkly-group-sleep = Sleep or stay awake
darkly-group-choose = Choose
darkly-label-return = Return { $dreams }
darkly-label-roll-for = Roll for { $name }
darkly-label-pick-exhaust = Pick exhaust dream #{ $place }
darkly-label-pick-shadow = Pick { $dream } from the shadow pile
darkly-label-pick-hunt = Pick { $dream } from the hunt pile
darkly-label-pick-points = Pick { $dream } from the points
darkly-label-move-nothing = Move nothing
darkly-label-envy-pick-after = Pick the dream to reroll
darkly-label-envy-two-after = The dreamer rerolls two
darkly-label-send-back = Send back roll { $number }
darkly-label-become = Become the Nightmare of { $dream ->
        [D] 🌊 Depths
        [E] 🐍 Envy
        [C] ⛓️ Cages
        [P] 🐺 Primeval
       *[other] ?
    }
darkly-label-sleep = Sleep: end my turn
darkly-label-stay-awake = Stay awake
darkly-label-keep-return = Keep { $kept }, return { $back }
darkly-the-dream = the dream
darkly-label-target = Roll { $dream } for { $name } (⭐{ $points })
darkly-label-primeval = Move a { $dream } shadow to my hunt pile
darkly-label-nm-primeval = Move { $of }'s 2-point { $dream } to their hunt pile
darkly-label-reroll = Reroll { $spot }
darkly-label-leave = Leave { $of }'s points alone
darkly-label-envy-pick = I pick one of { $of }'s dreams to reroll
darkly-label-envy-two = { $of } rerolls two: each ⭐1 result is mine
darkly-label-discard = Send back { $back }; { $of } keeps { $keep }
darkly-label-stay-awake-draw = Stay awake: draw { $draw }
darkly-dice-line = 🎲 this turn: { $dice }
darkly-footer-nothing = Nothing to do right now.
darkly-footer-over = The game is over.
darkly-footer-choice = Your choice.
darkly-event-turn-comatose = 🌙 **Turn { $turn }: { $name }** is comatose.
darkly-event-turn-nightmare = 🌙 **Turn { $turn }: { $name }**, { $nightmare }, haunts.
darkly-event-turn = 🌙 **Turn { $turn }: { $name }** falls asleep (sleep marker 3).
darkly-event-comatose-turn = 😵 { $who } sleeps through the turn: { $dreams } go back to the deck ({ $count ->
        [one] { $count } face-down dream
       *[other] { $count } face-down dreams
    } stay).
darkly-event-drew-depths = 🌊 Shadow of Depths: { $who } draws one more dream: { $dreams }.
darkly-event-drew-nightmare-depths = 🌊 Nightmare of Depths: { $who } draws two: { $dreams }.
darkly-event-drew-nightmare = 😈 { $who } draws { $dreams }.
darkly-event-drew = 🃏 { $who } draws { $count }: { $short } ({ $dreams }).
darkly-event-returned = ↩️ { $who } shuffles { $dreams } back into the deck.
darkly-event-returned-depths = ↩️ { $dreams } goes back to the deck; { $who } keeps the other.
darkly-event-rolled-envy = 🎲 Reroll on { $who }'s card: { $rolls } (no ability).
darkly-event-rolled-nightmare = 🎲 { $by } rolls for { $who }: { $rolls }.
darkly-event-rolled-nightmare-envy = 🎲 { $who } rerolls: { $rolls }.
darkly-event-rolled-nightmare-depths = 🎲 { $who } rolls the Nightmare's two: { $rolls }.
darkly-event-rolled = 🎲 { $who } rolls: { $rolls }.
darkly-event-targeted = 😈 { $nightmare } keeps { $dream } and haunts { $who } with it.
darkly-event-nightmare-activated = 😈 { $who }'s { $dream } shadow wakes { $nightmare }, the Nightmare of { $kind ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    }: they take it as 1 point.
darkly-event-nightmare-took = 😈 { $nightmare } takes { $who }'s { $dream } as 1 point.
darkly-event-cages-none = ⛓️ Cages on { $who }: no face-up exhaust dream to turn face down.
darkly-event-cages = ⛓️ Cages on { $who }: their { $dream } exhaust dream (#{ $place } from the bottom) turns face down.
darkly-event-envy-pick-own = 🐍 { $who } picks their own { $dream } to reroll.
darkly-event-envy-pick = 🐍 { $chooser } picks { $who }'s { $dream } to reroll.
darkly-event-envy-mode-pick = 😈 { $nightmare } will pick one of { $who }'s dreams to reroll.
darkly-event-envy-mode-two = 😈 { $nightmare } makes { $who } reroll two dreams: each ⭐1 result goes to the Nightmare.
darkly-event-hunt-points = 🐾 { $by } moves { $who }'s 2-point { $dream } to their hunt pile.
darkly-event-hunt-shadow = 🐾 { $who } moves a { $dream } shadow to their hunt pile.
darkly-event-declined-nm-primeval = { $who } leaves the 2-point Primeval where it is.
darkly-event-declined = { $who } moves nothing to their hunt pile.
darkly-event-out-hunted = ❌ { $who } is hunted down (4 hunt dreams) and is out of the game; their dreams go back to the deck.
darkly-event-out-asleep = ❌ { $who } never wakes up (3 face-down exhaust dreams) and is out of the game; their dreams go back to the deck.
darkly-event-became-nightmare = 😈 { $who } becomes the **Nightmare of { $kind ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    }** { $emoji } with { $count ->
        [one] { $count } point
       *[other] { $count } points
    }; their other dreams go back.
darkly-event-comatose = 😵 { $who } falls comatose ({ $exhaust } exhaust) and misses their next turn.
darkly-event-slept = 😴 { $who } sleeps.
darkly-event-slept-points = 😴 { $who } sleeps with ⭐{ $points }.
darkly-event-slept-back = 😴 { $who } sleeps; { $dream } leaves the exhaust pile.
darkly-event-slept-points-back = 😴 { $who } sleeps with ⭐{ $points }; { $dream } leaves the exhaust pile.
darkly-event-stayed-awake = ☕ { $who } stays awake: sleep marker { $marker }.
darkly-event-final-round = 🔔 { $who } reached the goal: **final round**! The game ends before { $before }'s turn.
darkly-event-over-deck = 🏁 The deck ran out: { $who } needed { $needed } dreams, { $left } left. The game ends.
darkly-event-over-nightmares = 🏁 No dreamer is left. The game ends.
darkly-event-over-final = 🏁 The final round is over.
darkly-result = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · { $status }
darkly-result-dreams = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · { $status }, { $dreams ->
        [one] { $dreams } dream
       *[other] { $dreams } dreams
    } on the card
darkly-picture-over = The game is over
darkly-picture-haunts = Turn { $turn }: { $name } haunts a dreamer
darkly-picture-turn = Turn { $turn }: { $name }, sleep marker { $marker }
darkly-picture-goal = Goal { $goal } points, deck { $deck } dreams
darkly-picture-goal-final = Goal { $goal } points, deck { $deck } dreams, final round
darkly-picture-dice = Dice this turn
darkly-picture-dice-earlier = Dice this turn ({ $count } earlier not shown)
darkly-picture-no-dice = No die rolled yet
darkly-picture-result-1pt = +1
darkly-picture-result-2pt = +2
darkly-picture-result-exhaust = exhaust
darkly-picture-result-hunt = hunt
darkly-picture-result-shadow = shadow
darkly-picture-points = { $points } points
darkly-picture-nightmare = Nightmare of { $dream ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    }
darkly-picture-comatose = comatose: misses a turn
darkly-picture-out = out of the game
darkly-picture-dreamer = dreamer
darkly-picture-takes = takes every { $dream ->
        [D] Depths
        [E] Envy
        [C] Cages
        [P] Primeval
       *[other] ?
    } shadow
darkly-picture-hunt = hunt
darkly-picture-exhaust = exhaust
darkly-picture-shadow = shadow
darkly-picture-count = { $count } of { $limit }
darkly-picture-count-down = { $count } of { $limit }, { $down } face down
darkly-picture-shadow-limit = Nightmare at { $limit }

## somna

spirits-thread-name = 👻 Spirits of { $game } #{ $table }
spirits-greeting = 👻 The spirits of **{ $game }** in <#{ $channel }> gather here. The living cannot see this thread; watch, and talk among yourselves.
spirits-over = The game is over: every voice is back in <#{ $channel }>.
spirits-roles = 👁️ For the spirits' eyes only, every role: { $roles }
spirits-reason-dead = Dead in the game at table #{ $table }
spirits-reason-back = Back in the game at table #{ $table }, or it ended
spirits-reason-thread = The dead of table #{ $table }
somna-hand-label = My role
somna-button-extend = More time
somna-extend-done = ⏳ { $minutes ->
    [one] One more minute
   *[other] { $minutes } more minutes
}: this stage now ends <t:{ $ends }:R>.
somna-extend-refused-host = Only the host can give the village more time.
somna-extend-refused-used = More time was already given since nightfall: the host may give it once per night and day.
somna-extend-refused-not-now = There is nothing to give more time to right now.
somna-tagline = social deduction, the bot tells the story

# The Storyteller (cogs/present/somna_story.py). Which numbered line of a
# kind is told is picked by the table's seed; data/somna/story.toml holds how
# many lines each kind has.
somna-story-sunrise = 🌅 **Sunrise after night { $night }.** { $line }
somna-story-role-revealed = { $text } (They were the { $role }.)
somna-story-cause-slain = slain in their sleep
somna-story-cause-poisoned = poisoned
somna-story-cause-vigilante = struck down by a vigilante
somna-story-cause-unknown = dead
somna-story-number = { $count ->
    [0] No
    [1] One
    [2] Two
    [3] Three
    [4] Four
    [5] Five
    [6] Six
    [7] Seven
    [8] Eight
    [9] Nine
    [10] Ten
   *[other] { $count }
}
somna-story-number-lower = { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $count }
}
somna-list-and = { $first } and { $last }
somna-tale-night = 🌙 **Night { $night }:** { $text }.
somna-tale-day = ☀️ **Day { $day }:** { $text }.
somna-tale-votes = after { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}, { $text }
somna-tale-fallback = { $actor }, the { $role }: { $power } on { $target }
somna-story-dawn-1 = A grey dawn creeps over the thatched roofs.
somna-story-dawn-2 = The cock crows, and the village stirs.
somna-story-dawn-3 = Mist lifts from the lanes as the sun comes up.
somna-story-dawn-4 = The church bell rings in a cold, pale morning.
somna-story-dawn-5 = Shutters creak open one by one.
somna-story-dawn-6 = The last candle gutters out as the sky turns pink.
somna-story-hex-1 = A Hex card lies on { $player }'s role card for all to see. Hex cards left: { $left }.
somna-story-hex-2 = Witchcraft touched { $player } in the night: a Hex card rests on their role card. Hex cards left: { $left }.
somna-story-hex-3 = Everyone can see it: { $player } was hexed. Hex cards left: { $left }.
somna-story-slain-1 = { $player } was slain in their sleep.
somna-story-slain-2 = { $player } never woke: slain in their sleep.
somna-story-slain-3 = The neighbours found { $player } at first light, slain in their sleep.
somna-story-slain-4 = A scream at dawn: { $player } was slain in their sleep.
somna-story-poisoned-1 = { $player } was poisoned.
somna-story-poisoned-2 = A bitter smell hangs over { $player }'s bed: they were poisoned.
somna-story-poisoned-3 = { $player } lies still, lips blue: poisoned.
somna-story-vigilante-1 = { $player } was struck down by a vigilante.
somna-story-vigilante-2 = Someone took the law into their own hands: { $player } was struck down by a vigilante.
somna-story-vigilante-3 = { $player } lies in the lane, struck down by a vigilante.
somna-story-many-1 = { $player } met more than one fate tonight: { $causes }.
somna-story-many-2 = The village whispers about { $player }: { $causes }.
somna-story-many-3 = { $player } did not live to see the dawn: { $causes }.
somna-story-saved-one-1 = Someone has been saved.
somna-story-saved-one-2 = Death knocked, but someone has been saved.
somna-story-saved-one-3 = Fate was kind to one soul: someone has been saved.
somna-story-saved-many-1 = { $saved ->
   *[other] { $count } people have been saved.
}
somna-story-saved-many-2 = { $saved ->
   *[other] Death knocked more than once, but { $count_lower } people have been saved.
}
somna-story-saved-many-3 = { $saved ->
   *[other] Fate was kind tonight: { $count_lower } people have been saved.
}
somna-story-returned-1 = { $player } has returned to life!
somna-story-returned-2 = The grave gives back { $player }: they have returned to life!
somna-story-returned-3 = { $player } draws breath again: returned to life!
somna-story-quiet-1 = The village slept in peace: nobody died.
somna-story-quiet-2 = A peaceful rest for all: nobody died.
somna-story-quiet-3 = Not a door was forced, not a cry was heard: nobody died.
somna-story-quiet-4 = Every bed is warm this morning: nobody died.
somna-story-downfall-1 = The village gathers in silence.
somna-story-downfall-2 = Fear walks the lanes this morning.
somna-story-downfall-3 = Whispers and sidelong glances fill the square.
somna-story-downfall-4 = Someone among you knows more than they say.
somna-story-hint-witch-1 = A cauldron still bubbles somewhere in the village.
somna-story-hint-witch-2 = The smell of burnt herbs lingers: witchcraft is still abroad.
somna-story-hint-witch-3 = Black cats still gather where a Witch walks.
somna-story-hint-witch-hunter-1 = Someone still watches the windows for witchcraft.
somna-story-hint-witch-hunter-2 = A lantern still moves from window to window by night: the hunt goes on.
somna-story-hint-witch-hunter-3 = Someone among you still knows a Witch when they see one.
somna-story-hint-priest-1 = A candle still burns before the altar.
somna-story-hint-priest-2 = A prayer is still said over the houses each night.
somna-story-hint-priest-3 = The chapel door still stands open to the faithful.
somna-story-hint-apothecary-1 = The smell of herbs still drifts from a cellar.
somna-story-hint-apothecary-2 = Someone still keeps vials on a high shelf.
somna-story-hint-apothecary-3 = A pestle still grinds in the dark.
somna-story-hint-zealot-1 = Someone still sharpens a blade in the name of the faith.
somna-story-hint-zealot-2 = A vigilante's oath still binds someone in the village.
somna-story-hint-zealot-3 = Zeal still burns hot behind one of these doors.
somna-story-hint-monger-1 = Someone still keeps a bucket of water by the door.
somna-story-hint-monger-2 = A calm voice of reason still walks among you.
somna-story-hint-monger-3 = Someone still keeps watch against the vigilante.
somna-story-hint-curious-one-1 = Small footprints still wander between the houses at night.
somna-story-hint-curious-one-2 = A curious child still peers into other people's business.
somna-story-hint-curious-one-3 = Someone young still knows more than the grown-ups think.
somna-tale-seduce-witch = { $actor }, the { $role }, seduced { $target } into a Witch
somna-tale-seduce-failed = { $actor }, the { $role }, tried to seduce { $target }, but the soul would not turn
somna-tale-corrupt-beast = { $actor }, the { $role }, corrupted { $target } into the Beast
somna-tale-corrupt-failed = { $actor }, the { $role }, tried to corrupt { $target }, in vain
somna-tale-hex-cast = { $actor }, the { $role }, laid a Hex on { $target }
somna-tale-spell-true = { $actor }, the { $role }, cast a Spell on { $target } and learned they are the Demon
somna-tale-spell-false = { $actor }, the { $role }, cast a Spell on { $target } and learned they are not the Demon
somna-tale-check-true = { $actor }, the { $role }, peered through { $target }'s window and saw a Witch
somna-tale-check-false = { $actor }, the { $role }, peered through { $target }'s window and saw no Witch
somna-tale-check-hexed = { $actor }, the { $role }, peered through { $target }'s window, but a Hex clouded the glass
somna-tale-peek-seen = { $actor }, the { $role }, crept into { $target }'s house and found the { $seen } card
somna-tale-peek-hexed = { $actor }, the { $role }, crept towards { $target }'s house, but a Hex turned them back
somna-tale-bless-blessed = { $actor }, the { $role }, blessed { $target }'s house
somna-tale-bless-hexed = { $actor }, the { $role }, blessed { $target }'s house, but a Hex spoiled the blessing
somna-tale-guard-guarded = { $actor }, the { $role }, stood guard at { $target }'s door
somna-tale-guard-hexed = { $actor }, the { $role }, stood guard at { $target }'s door, but a Hex put them to sleep
somna-tale-slay-struck = { $actor }, the { $role }, slew { $target } in their sleep
somna-tale-slay-blocked = { $actor }, the { $role }, came for { $target }, but a blessing barred the door
somna-tale-maul-struck = { $actor }, the { $role }, mauled { $target }
somna-tale-maul-hexed = { $actor }, the { $role }, went for { $target }, but a Hex held it back
somna-tale-poison-struck = { $actor }, the { $role }, poisoned { $target }
somna-tale-poison-hexed = { $actor }, the { $role }, poured Poison for { $target }, but a Hex shattered the vial
somna-tale-vigilante-struck = { $actor }, the { $role }, struck down { $target }
somna-tale-vigilante-blocked = { $actor }, the { $role }, came for { $target }, but a guard stood at the door
somna-tale-vigilante-hexed = { $actor }, the { $role }, raised a blade against { $target }, but a Hex stayed the hand
somna-tale-elixir-returned = { $actor }, the { $role }, brought { $target } back to life with the Elixir
somna-tale-elixir-saved = { $actor }, the { $role }, snatched { $target } back from death with the Elixir
somna-tale-elixir-wasted = { $actor }, the { $role }, poured the Elixir for { $target }, but it was wasted
somna-tale-elixir-hexed = { $actor }, the { $role }, poured the Elixir for { $target }, but a Hex shattered the vial
somna-tale-any-void = { $actor } reached for a power they no longer had
somna-tale-quiet-night = the whole village slept
somna-tale-deaths = by morning { $players } lay dead
somna-tale-executed = the village sent { $player } to the pyre
somna-tale-sabotaged = the pyre was lit for { $player }, but { $saboteur }, the Monger, poured water on the logs
somna-tale-no-pyre = nobody went to the pyre

# Role titles (data/somna/roles.toml ids), night powers (night.toml ids), role cards (cards.toml).
somna-role-demon = Dream Demon
somna-role-witch = Witch
somna-role-beast = Beast
somna-role-witch-hunter = Witch Hunter
somna-role-priest = Priest
somna-role-apothecary = Apothecary
somna-role-zealot = Zealot
somna-role-monger = Monger
somna-role-curious-one = Curious One
somna-role-villager = Villager
somna-power-seduce = Seduce a Witch
somna-power-corrupt = Corrupt a Beast
somna-power-hex = Hex
somna-power-bless = Bless a house
somna-power-guard = Stand guard
somna-power-slay = Slay
somna-power-maul = Maul
somna-power-poison = Poison
somna-power-vigilante = Strike as a vigilante
somna-power-elixir = Elixir
somna-power-spell = Spell (is this the Demon?)
somna-power-check = Check for witchcraft
somna-power-peek = Peek at a role card
somna-card-demon =
    You are **evil**. On the first night you must seduce a plain villager into your Witch (a soul with a role resists: you are told so and choose again). From the second night you slay one player each night; a blessed house is safe from you. If your Witch dies, on the very next night (once per game) you may seduce a new one instead of slaying.
    You know your Witches. Evil wins when the living village is no larger than evil; you lose when you die.
somna-card-witch = You are **evil**: the Demon seduced you (you do not know who it is; it knows you). Each night cast a **Spell** (learn whether one player is the Demon) or a **Hex** (3 per game for all Witches): the hexed player's power fails that night. If the Demon dies, you die with it.
somna-card-beast = You are **evil**: the Demon corrupted you and you know who it is. Each night you may **maul** one player, the Witch too; blessings do not stop you, and the village hears of your kill just as of the Demon's.
somna-card-witch-hunter = You are on the **village**'s side. Each night check one player: at sunrise you learn whether they read as a Witch. (One village healer reads as a Witch too while alive: see /rules.)
somna-card-priest = You are on the **village**'s side. Each night bless one house (yours too): its people are safe from the Demon's slay that night.
somna-card-apothecary = You are on the **village**'s side. You hold two vials, one per night at most: the **Elixir** (once: a dead player returns at sunrise as a plain villager) and **Poison** (once: kill a player). Or do nothing and keep them.
somna-card-zealot = You are on the **village**'s side. Each night you may strike one player down as a vigilante, or abstain. A guard can stop you.
somna-card-monger = You are on the **village**'s side. When you are first woken, on the second night, you learn who the Zealot is (below). Each night guard one player against the Zealot. Once per game you may **sabotage** an execution at the pyre (not the day after you were hexed).
somna-card-curious-one = You are on the **village**'s side. Each night peek at one player's current role card.
somna-card-villager = You are on the **village**'s side. You have no night power: press **Sleep** each night. By day, find the Demon: nominate, argue, vote.
somna-card-advanced-demon =
    You are **evil**. On the first night you must seduce a plain villager into your Witch. A soul with a role either resists (you are told so and choose again) or, for three steadfast roles (see /rules), foils you: the seduction fails and your night ends with nothing done. From the second night you slay one player each night; a blessed house is safe from you. If your Witch dies, on the very next night (once per game) you may seduce a new one instead of slaying. After your second Witch, once per game, you may instead corrupt a plain villager into your **Beast**, who kills at your side each night (blessings do not stop it; the village hears of its kill as of yours).
    You know your Witches and your Beast. Evil wins when the living village is no larger than evil; you lose when you die.
somna-verb-seduce = Seduce
somna-verb-corrupt = Corrupt
somna-verb-slay = Slay
somna-verb-maul = Maul
somna-verb-spell = Spell on
somna-verb-hex = Hex
somna-verb-check = Check
somna-verb-bless = Bless the house of
somna-verb-elixir = Elixir for
somna-verb-poison = Poison
somna-verb-vigilante = Strike down
somna-verb-guard = Guard
somna-verb-peek = Peek at
somna-cause-slain = was slain in their sleep
somna-cause-torn-apart = was slain in their sleep
somna-cause-poisoned = was poisoned
somna-cause-vigilante = was struck down by a vigilante
somna-cause-executed = was executed
somna-cause-with-demon = died with the Demon
somna-stage-nominate = nominations
somna-stage-plea = the accused pleads
somna-stage-vote = the vote
somna-stage-final = the final vote
somna-stage-pyre = the pyre
somna-stage-runoff = the runoff

# The public board (cogs/present/somna.py).
somna-nobody = nobody
somna-death-line = 💀 **{ $player }** { $how }.
somna-death-line-role = 💀 **{ $player }** { $how } (they were the { $role }).
somna-board-night-title = 🌙 Somna: night { $night }
somna-board-night-intro = Everyone answers their private night prompt (DM, or **My role** below). Nothing here changes until sunrise.
somna-board-day-title = ☀️ Somna: day { $day }, { $stage }
somna-board-intro-nominate = Nominate a living player, or end the day. More than half the living ({ $needed }) must vote yes to execute.
somna-board-intro-plea = The accused pleads, then everyone votes.
somna-board-intro-vote = Vote yes or no; { $needed } yes votes execute.
somna-board-intro-final = Each living player picks one living player; most picks goes to the pyre.
somna-board-intro-pyre = The pyre is lit: it burns when the time runs out.
somna-board-intro-runoff = The final vote tied: each living player picks one of the tied players; most picks goes to the pyre, a tie again is broken at random.
somna-board-over-title = 🏁 Somna: { $winner ->
    [village] the village
   *[evil] evil
} wins
somna-board-over-intro = The game is over; every role is revealed in the channel.
somna-board-away = away
somna-board-hexed = hexed
somna-board-dead = dead
somna-board-when-night = night { $night }
somna-board-when-day = day { $day }
somna-field-alive = Alive
somna-field-alive-value = { $alive } of { $seats }
somna-field-trial = On trial
somna-field-trial-value = **{ $nominee }**, accused by { $accuser }
somna-field-votes = Votes
somna-field-final = Final vote
somna-field-pyre = At the pyre
somna-field-failed = Failed votes today
somna-field-failed-value = { $failed } of { $max }
somna-field-history = Today's votes
somna-tally-needed = { $needed } yes needed
somna-tally-waiting = waiting for { $names }
somna-tally-abstained = abstained: { $names }
somna-tally-no-picks = no picks yet
somna-history-no-picks = no picks
somna-history-final = Final vote: { $tally } → **{ $chosen }**
somna-history-final-tie = Final vote: { $tally } → **{ $chosen }** (tie broken at random)
somna-history-final-runoff = Final vote: { $tally } → a tie between { $names }: runoff
somna-history-runoff = Runoff: { $tally } → **{ $chosen }**
somna-history-runoff-tie = Runoff: { $tally } → **{ $chosen }** (tie broken at random)
somna-history-vote = { $accuser } accused **{ $nominee }**: { $yes } yes ({ $yes_names }), { $no } no ({ $no_names }), { $needed } needed: { $passed ->
    [yes] passed
   *[no] failed
}

# Choices, calls and the private screen (cogs/present/somna.py).
somna-group-sleep = Or do nothing
somna-group-nominate = Nominate someone, or end the day
somna-group-pick = Final vote: pick one player
somna-group-choose = Choose
somna-label-elixir-back = Elixir: bring back { $name }
somna-label-elixir-tonight = Elixir for { $name } (if they die tonight)
somna-label-power = { $verb } { $name }
somna-label-sleep = Sleep
somna-label-nominate = Nominate { $name }
somna-label-end-day = End the day (no nomination)
somna-label-end-plea = I have spoken: open the vote
somna-label-vote-yes = Yes: execute
somna-label-vote-no = No: spare
somna-label-abstain = Abstain
somna-label-pick = Pick { $name }
somna-label-watch = Watch the pyre burn
somna-label-sabotage = Sabotage the pyre
somna-prompt-footer-night = You can change your choice until the night ends.
somna-call-plea = 📣 { $mentions }: **{ $name }** pleads{ $until }, then you vote here.
somna-call-nominate = 📣 { $mentions }: nominate someone or end the day{ $until }.
somna-call-final = 📣 { $mentions }: pick one player{ $until }.
somna-choice-none = not answered yet
somna-private-title = { $emoji } { $role } (your role)
somna-private-dealt = _You were dealt the { $role }; your role changed in the night._
somna-private-dead = 👻 **You are dead.** You can no longer act or vote; watch how it ends.
somna-private-night-chosen = 🌙 **Night { $night }**: your choice tonight: **{ $choice }**.
somna-private-night-open = 🌙 **Night { $night }**: choose below before the night ends.
somna-private-pyre-chosen = 🔥 **At the pyre**: you chose to **{ $choice }**.
somna-private-pyre-open = 🔥 **At the pyre**: choose below.
somna-private-day = ☀️ **Day { $day }**: the day's choices are on the channel.
somna-known-witches = Your Witches: { $names }
somna-known-beast = Your Beast: { $names }
somna-known-demon = The Demon is **{ $name }**.
somna-known-resisted = Resisted you tonight: { $names }
somna-field-known = What you know
somna-field-left = Left
somna-left-hexes = hexes
somna-left-elixir = Elixir
somna-left-poison = Poison
somna-left-sabotage = sabotage
somna-left-witches = Witches to make
somna-left-beasts = Beast to make
somna-knowledge-when = Night { $night }: { $text }
somna-knowledge-knows = **{ $name }** is the { $role }.
somna-knowledge-resisted = **{ $name }** resisted your seduction: they hold a role.
somna-knowledge-witch-made = **{ $name }** became your Witch.
somna-knowledge-beast-made = **{ $name }** became your Beast.
somna-knowledge-seduction-failed = Your attempt on **{ $name }** failed: that soul foiled you, and your night ended.
somna-knowledge-seduced = The Demon seduced you: you are now a **Witch** (evil).
somna-knowledge-corrupted = The Demon corrupted you: you are now the **Beast**. The Demon is **{ $demon }**.
somna-knowledge-spell-yes = Your spell on **{ $name }**: they **are** the Demon!
somna-knowledge-spell-no = Your spell on **{ $name }**: they are not the Demon.
somna-knowledge-check-yes = Your check on **{ $name }**: they **read as a Witch**.
somna-knowledge-check-no = Your check on **{ $name }**: they do not read as a Witch.
somna-knowledge-peek = You peeked at **{ $name }**: { $role }.
somna-knowledge-hexed = You were hexed: your power had no effect.
somna-knowledge-hexed-power = You were hexed: your { $power } had no effect.
somna-knowledge-returned = The Elixir brought you back to life: you are now a plain villager.

# The day's events, the end and the results (cogs/present/somna.py).
somna-status-ready = Ready to end the day: { $names } ({ $ready } of { $alive }; { $needed } end it)
somna-status-late = ⏳ half the time is gone (ends { $ends })
somna-status-late-waiting = ⏳ half the time is gone (ends { $ends }): still to choose: { $names }
somna-event-choose-again = { $line } Choose again.
somna-event-night-falls = 🌙 **Night { $night } falls.** Everyone answers their night prompt by DM (or with **My role**) and may change the answer until sunrise; the sun rises when all have answered or time runs out.
somna-event-day-begins = ☀️ **Day { $day }.** Alive ({ $count }): { $names }. Talk, then nominate someone below or end the day.
somna-event-nominated = ⚖️ **{ $accuser }** accuses **{ $nominee }**. { $nominee }, plead your case.
somna-event-vote-opened = 🗳️ **Vote on { $nominee }**: { $needed } yes votes execute. You can change your vote until everyone has voted.
somna-event-vote-closed = The vote on **{ $nominee }** { $passed ->
    [yes] ✅ **passed**
   *[no] ❌ **failed**
}: { $yes } yes ({ $yes_names }), { $no } no ({ $no_names }); { $needed } needed.
somna-event-nominations-open = Nominations are open again ({ $failed ->
   *[other] { $failed } failed vote(s) today
}).
somna-event-final-vote = ⏳ **Final vote.** Each living player picks one living player (or abstains); most picks goes to the pyre, a tie goes to a short runoff among the tied.
somna-event-runoff = ⚖️ **Runoff.** A tie between { $names }: each living player picks one of them within { $seconds } seconds (or abstains); a tie again is broken at random.
somna-event-pyre-lit = 🔥 **The pyre is lit for { $name }.** It burns when the time runs out.
somna-event-sabotaged = 💧 Someone poured water on the logs: the pyre will not burn. **{ $name }** lives, and nobody is executed today.
somna-event-executed = 🔥 **{ $name }** was executed. { $demon ->
    [yes] 😈 **The Demon has been purged!**
   *[no] The Demon was not purged.
}
somna-event-executed-role = 🔥 **{ $name }** was executed. They were the { $role }. { $demon ->
    [yes] 😈 **The Demon has been purged!**
   *[no] The Demon was not purged.
}
somna-over-head = { $winner ->
    [village] 🏡 **The village wins**
   *[evil] 😈 **Evil wins**
}: { $reason ->
    [demon_dead] the Demon is dead
   *[other] the living village is no larger than evil
}.
somna-over-died-with-demon = 💀 **{ $name }** died with the Demon.
somna-over-roles = **The roles:**
somna-over-story = **The story:**
somna-over-dealt = { $role } (dealt the { $dealt })
somna-faction-village = village
somna-faction-evil = evil
somna-result-line = { $mark } **{ $name }**: { $emoji } { $role } ({ $faction }, { $alive ->
    [yes] alive
   *[no] dead
}){ $won ->
    [yes] {" "}won
   *[no] {""}
}

# The village picture (cogs/present/somna_images.py), resolved before painting.
somna-picture-night = Night { $night }
somna-picture-day = Day { $day }
somna-picture-day-sunrise = Day { $day }: sunrise
somna-picture-over = { $winner ->
    [village] The village wins
   *[evil] Evil wins
}
somna-picture-line = { $alive } alive · { $dead } dead
somna-picture-hexed = { $count } hexed
somna-picture-seat = seat { $seat }
somna-picture-on-trial = on trial

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
stats-rating-provisional = { $rating } provisional ({ $games } of { $needed } rated { $needed ->
    [one] game
   *[other] games
})
finished-rating-provisional = { " " }· rating { $after } ({ $sign }{ $delta }), provisional: { $games } of { $needed } rated { $needed ->
    [one] game
   *[other] games
}
finished-achievement = 🏅 **{ $name }** earned **{ $achievement }**: { $description }
leaderboard-not-yet = Not on the board yet: <@{ $user }>, { $games } of { $needed } rated { $needed ->
    [one] game
   *[other] games
} ({ $missing } more to go).
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
settings-turn-time-default = Default time per decision: each game's own ({ $defaults }).
settings-turn-time-game = { $game } { $seconds } s
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
## privacy
privacy-title = **What I store about you**
privacy-line-settings = • Preferences: language { $language }; { $ask ->
    [yes] asked even when you have one legal move
   *[no] a single legal move plays itself
}.
privacy-line-no-settings = • Preferences: none stored.
privacy-language-discord = as your Discord
privacy-line-pings = • Ping opt-ins: { $list }.
privacy-line-no-pings = • Ping opt-ins: none.
privacy-ping = { $game } in { $server }
privacy-line-achievements = • Achievements: { $count }.
privacy-line-stats = • Stats: { $finished ->
    [one] { $finished } finished game
   *[other] { $finished } finished games
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
}.
privacy-line-ratings = • Ratings: { $count } (one per game, per server and worldwide).
privacy-open-table = You sit at an open table (table { $table }): finish or leave it before you delete your data.
privacy-delete-ask = Delete all of it? Your preferences, ping opt-ins, achievements, stats and ratings go. In games you finished with others, your seat stays as "{ $former }" so their histories still add up. This cannot be undone.
privacy-nothing = I store nothing about you.
privacy-button-delete = Delete my data
privacy-button-cancel = Cancel
privacy-former-player = a former player
privacy-deleted = Deleted: your preferences, ping opt-ins, achievements, stats and ratings are gone. { $seats ->
    [one] Your seat in { $seats } finished game is now "{ $former }".
   *[other] Your seats in { $seats } finished games are now "{ $former }".
}
privacy-cancelled = Cancelled: nothing was deleted.
privacy-not-yours = These buttons belong to whoever asked. Use /privacy for your own data.
privacy-stale = This question is more than { $minutes } minutes old: nothing was deleted. Use /privacy again.
privacy-refused-open = You sit at an open table (table { $table }): finish or leave it first, then use /privacy again. Nothing was deleted.
privacy-removed-why = I was removed from its server

## limits

limits-slow-down = 🐢 Slow down: you are clicking faster than I take clicks. Nothing was done; try again { $when }.
limits-play-busy = Your last /play is still being answered. Try again { $when }.
limits-after-cancel = You just cancelled a lobby. You can open another with /play { $when }.
limits-play-cooldown = You opened { $count ->
    [one] a lobby
   *[other] { $count } lobbies
} within a minute. You can open another with /play { $when }.
limits-lobbies = You already host { $count ->
    [one] an open lobby
   *[other] { $count } open lobbies
}, the most one player may. Start or cancel one first; otherwise the first of them closes by itself { $when }.
limits-tables-lobby = This server has { $count ->
    [one] { $count } open table
   *[other] { $count } open tables
}, its limit (a moderator can raise it with `/settings max_tables`). Try again { $when }, when its first idle lobby closes, or as soon as a game ends.
limits-tables = This server has { $count ->
    [one] { $count } open table
   *[other] { $count } open tables
}, its limit (a moderator can raise it with `/settings max_tables`). Try again as soon as one of its games ends.
limits-ping-held = Your lobby is open, but I did not call the players who asked to be pinged: one host calls them at most once every 10 minutes. Your next /play can call them { $when }.
limits-settings-max-tables = Open tables (lobbies and games) in this server: at most **{ $count }**.
