## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play
# Glossar: Zug — turn/move; Tischnachricht — the table message; „Meine Karten“ — My hand.
play-unknown-game = Es gibt kein Spiel namens {$name}. Wähle eines davon: {$games}.
play-hand-label = Meine Karten
play-board-away = (abwesend)
play-private-title = {$game}: {$hand}
play-footer-idle = Gerade gibt es nichts zu tun.
play-footer-over = Das Spiel ist vorbei.
play-footer-move = Du bist am Zug.
play-footer-together = Deine Wahl: Die anderen wählen auch gerade.
play-call-turn = {$mentions}: Du bist am Zug{$until}.
play-call-move = {$mentions}: Deine Wahl{$until}.
play-call-turn-private = {$mentions}: Du bist am Zug – drück **{$hand}** in der Tischnachricht{$until}.
play-call-move-private = {$mentions}: Deine Wahl – drück **{$hand}** in der Tischnachricht{$until}.

## somnia
# Glossar Somnia:
#   deal — Runde; trick — Stich; life chip — Lebenschip; Nightmare — Albtraum (die Trumpffarbe);
#   trump — Trumpf; revoke — Renonce (absichtlich nicht Farbe bekennen); dealer — Geber;
#   draw deck — Nachziehstapel; lead — Ausspiel; points — Punkte (kurz „Pkt.“).
#   Farben: red — Rot, blue — Blau, green — Grün, yellow — Gelb (Karte: „Rot 7“).
somnia-suit-r = Rot
somnia-suit-b = Blau
somnia-suit-g = Grün
somnia-suit-y = Gelb
somnia-card-words = {$suit} {$rank}
somnia-rank-promoted = {$rank} (zählt als {$high})
somnia-card-nightmare =
    { $high ->
        [0] {$card} 🌙 Albtraum
       *[other] {$card} 🌙 Albtraum, zählt als {$high}
    }
somnia-suit-unset = noch offen
somnia-tagline = Stichspiel
somnia-board-title = {$game}: Runde {$deal}, Stich {$trick}
somnia-board-title-over = {$game}: Runde {$deal}
somnia-board-dealer = 🃏 gibt
somnia-board-seat =
    ({ $lives ->
        [one] {$lives} Lebenschip
       *[other] {$lives} Lebenschips
    }) · { $cards ->
        [one] {$cards} Karte
       *[other] {$cards} Karten
    } auf der Hand
somnia-nightmare-field = 🌙 Albtraum
somnia-deck-field = Nachziehstapel
somnia-cards =
    { $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    }
somnia-trick = Stich {$trick}
somnia-trick-led = Stich {$trick} ({$suit} ausgespielt)
somnia-trick-winning = {$trick}: {$name} liegt vorn
somnia-pile =
    {$points} Pkt., { $tricks ->
        [one] {$tricks} Stich
       *[other] {$tricks} Stiche
    }
somnia-captured-field = Gewonnene Karten (Punkte mit dem Albtraum, wie er jetzt steht)
somnia-last-trick-field = Letzter Stich
somnia-last-trick = **{$name}** nahm {$cards}
somnia-deal-field = Runde {$deal}: {$ending}
somnia-board-footer = {$name} ist am Zug. Deine Karten: die Schaltfläche „{$hand}“.
somnia-summary-lost =
    { $count ->
        [one] {$names} verlor einen Lebenschip
       *[other] {$names} verloren je einen Lebenschip
    }
somnia-summary-nobody-lost = niemand verlor einen Chip
somnia-summary-no-nightmare = keiner
somnia-summary = Punkte: {$points} (Albtraum {$nightmare}, insgesamt {$total}); {$lost}.
somnia-hand-title = Deine Hand, Runde {$deal}
somnia-hand-title-turn = Deine Hand, Runde {$deal}  ·  du bist am Zug
somnia-hand-title-raised = Deine Hand, Runde {$deal}  ·  du bist am Zug: spielbar sind die erhöhten Karten
somnia-private-title = {$game}: deine Hand (Runde {$deal})
somnia-hand-empty = Deine Hand ist leer.
somnia-lives-field = Deine Lebenschips
somnia-points-field = Deine Punkte in dieser Runde
somnia-revoke-field = Renonce
somnia-revoke-help = Die *Renonce*-Schaltflächen brechen absichtlich die Bedienpflicht: Die Karte wird gespielt, und du verlierst sofort einen Lebenschip.
somnia-group-play = Karte spielen
somnia-group-revoke = Renonce… (kostet einen Lebenschip)
somnia-revoke-label = Renonce: {$card} spielen (du verlierst sofort einen Lebenschip)
somnia-revoke-description = Bricht die Bedienpflicht: kostet sofort einen Lebenschip.
somnia-nightmare-card = 🌙 Albtraumkarte
somnia-revoke-confirm = Das ist eine Renonce: Du spielst {$card} gegen die Bedienpflicht und verlierst sofort einen Lebenschip. Spielen?
somnia-event-revoked = ⚠️ **{$name}** spielt Renonce mit {$card}.
somnia-event-played = **{$name}** spielt {$card}.
somnia-event-nightmare = 🌙 **{$name}** bestimmt den Albtraum: {$suit} ist Trumpf in dieser Runde (ihre 7 und 5 sind jetzt die höchsten).
somnia-event-revoke-chip =
    💔 **{$name}** verliert einen Lebenschip für die Renonce ({ $lives ->
        [one] {$lives} Chip
       *[other] {$lives} Chips
    } übrig).
somnia-event-trick =
    🏆 **{$name}** macht Stich {$trick} ({$cards}): { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    }.
somnia-event-drew = **{$name}** zieht eine Karte ({ $deck ->
        [one] {$deck} Karte
       *[other] {$deck} Karten
    } noch im Stapel).
somnia-event-card-drawn = Du hast {$card} gezogen ({$words}).
somnia-event-hand = Neue Runde: deine neue Hand ist {$cards}.
somnia-event-deal = 🃏 **Runde {$deal}**: {$dealer} gibt, **{$leader}** spielt aus. Lebenschips: {$lives}.
somnia-event-chip-lost =
    💔 **{$name}** verliert einen Lebenschip ({ $lives ->
        [one] {$lives} Chip
       *[other] {$lives} Chips
    } übrig)
somnia-event-nobody-lost = niemand verliert einen Chip
somnia-event-deal-nightmare = Albtraum {$suit}
somnia-event-deal-no-nightmare = kein Albtraum
somnia-event-deal-scored = 🌅 **Runde {$deal} endet: {$ending}.** Punkte: {$points} ({$nightmare}, insgesamt {$total}). {$lost}.
somnia-event-game-over =
    🌑 {$names} { $count ->
        [one] hat
       *[other] haben
    } keine Lebenschips mehr.
somnia-result =
    { $lives ->
        [one] {$lives} Lebenschip
       *[other] {$lives} Lebenschips
    } übrig
somnia-result-after =
    { $lives ->
        [one] {$lives} Lebenschip
       *[other] {$lives} Lebenschips
    } übrig nach { $deals ->
        [one] {$deals} Runde
       *[other] {$deals} Runden
    }

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
