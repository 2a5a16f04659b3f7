## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play

## somnia

## traumland

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
somnikum-event-moved-extra = 🌟 { $who } moves flywheel { $wheel } { $number } one more step (Wandering Star) and takes { $card } from place { $place }.
somnikum-event-moved = { $who } moves flywheel { $wheel } { $number } { $steps ->
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
somnikum-particle-dragon = dragon
somnikum-particle-castle = castle
somnikum-particle-princess = princess
somnikum-particle-unicorn = unicorn
somnikum-particle-crown = crown
somnikum-particle-fairy = fairy
somnikum-particle-golden-key = golden key
somnikum-particle-apple = apple
somnikum-particle-octopus = octopus
somnikum-particle-mermaid = mermaid
somnikum-particle-fish = fish
somnikum-particle-shell = shell
somnikum-particle-turtle = turtle
somnikum-particle-crab = crab
somnikum-particle-whale = whale
somnikum-particle-anchor = anchor
somnikum-particle-cloud = cloud
somnikum-particle-rocket = rocket
somnikum-particle-planet = planet
somnikum-particle-comet = comet
somnikum-particle-moon = moon
somnikum-particle-alien = alien
somnikum-particle-ufo = UFO
somnikum-particle-astronaut = astronaut
somnikum-encounter-e01 = Sandman's Pouch
somnikum-encounter-e01-text = Draw 2 random sand tokens from the bag.
somnikum-encounter-e02 = { somnikum-encounter-e01 }
somnikum-encounter-e02-text = { somnikum-encounter-e01-text }
somnikum-encounter-e03 = { somnikum-encounter-e01 }
somnikum-encounter-e03-text = { somnikum-encounter-e01-text }
somnikum-encounter-e04 = Tailwind
somnikum-encounter-e04-text = This turn, your flywheel movement has 2 more free steps. You still receive tokens only for moves of 1 or 2 steps.
somnikum-encounter-e05 = { somnikum-encounter-e04 }
somnikum-encounter-e05-text = { somnikum-encounter-e04-text }
somnikum-encounter-e06 = Backspin
somnikum-encounter-e06-text = This turn, move the chosen flywheel counter-clockwise instead of clockwise (same costs and token rewards).
somnikum-encounter-e07 = { somnikum-encounter-e06 }
somnikum-encounter-e07-text = { somnikum-encounter-e06-text }
somnikum-encounter-e08 = Mending Thread
somnikum-encounter-e08-text = Remove one break token from your dream and return it to the bag. Those two cards are now continuous.
somnikum-encounter-e09 = { somnikum-encounter-e08 }
somnikum-encounter-e09-text = { somnikum-encounter-e08-text }
somnikum-encounter-e10 = Golden Dust
somnikum-encounter-e10-text = Place one sand token from your supply on a rightmost card of your dream, whatever its plot, using a single token. This is in addition to the optional action.
somnikum-encounter-e11 = { somnikum-encounter-e10 }
somnikum-encounter-e11-text = { somnikum-encounter-e10-text }
somnikum-encounter-e12 = Dream Catcher
somnikum-encounter-e12-text = Draw 2 encounter cards; keep 1 and discard the other.
somnikum-encounter-e13 = { somnikum-encounter-e12 }
somnikum-encounter-e13-text = { somnikum-encounter-e12-text }
somnikum-encounter-e14 = Wandering Star
somnikum-encounter-e14-text = After attaching your card this turn, move either flywheel exactly 1 step (free, no tokens received), take that card and attach it by the normal rules (encounter symbol included). Then check the round-end conditions.
somnikum-encounter-e15 = Sand Thief
somnikum-encounter-e15-text = Take 1 random sand token from another player's supply.
somnikum-encounter-e16 = { somnikum-encounter-e15 }
somnikum-encounter-e16-text = { somnikum-encounter-e15-text }
somnikum-encounter-e17 = Hourglass
somnikum-encounter-e17-text = On each of your turns, the 4th flywheel step is also free.
somnikum-encounter-e18 = { somnikum-encounter-e17 }
somnikum-encounter-e18-text = { somnikum-encounter-e17-text }
somnikum-encounter-e19 = Fairy Godmother
somnikum-encounter-e19-text = You may place a fairy-tale token on a card of any plot using a single token.
somnikum-encounter-e20 = Sea King
somnikum-encounter-e20-text = You may place an underwater token on a card of any plot using a single token.
somnikum-encounter-e21 = Star Navigator
somnikum-encounter-e21-text = You may place a space token on a card of any plot using a single token.
somnikum-encounter-e22 = Night Light
somnikum-encounter-e22-text = At final scoring, each of your nightmare cards has 1 fewer eye (minimum 0).
somnikum-encounter-e23 = Constellation
somnikum-encounter-e23-text = At final scoring, +2 VP for each row of your dream that has at least 3 cards and no break.
somnikum-encounter-e24 = Sand Keeper
somnikum-encounter-e24-text = At final scoring, +1 VP for every 3 sand tokens in your supply.
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
darkly-waiting = ⏳ Waiting for { $what }.
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

## stats, ratings and achievements

## settings and preferences
