## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

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
somnia-summary-lost = {$names} lost a life chip
somnia-summary-nobody-lost = nobody lost a chip
somnia-summary-no-nightmare = none
somnia-summary = Points: {$points} (Nightmare {$nightmare}, {$total} in all); {$lost}.
somnia-hand-title = Your hand, deal {$deal}
somnia-hand-title-turn = Your hand, deal {$deal}  ·  your turn
somnia-hand-title-raised = Your hand, deal {$deal}  ·  your turn: raised cards play
somnia-private-title = {$game}: your hand (deal {$deal})
somnia-hand-empty = Your hand is empty.
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

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
