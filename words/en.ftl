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
