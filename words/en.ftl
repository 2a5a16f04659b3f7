## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

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
