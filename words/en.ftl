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

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
