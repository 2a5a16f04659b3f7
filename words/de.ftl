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

play-picture-suit-r = Rot
play-picture-suit-b = Blau
play-picture-suit-g = Grün
play-picture-suit-y = Gelb
play-picture-trump = Trumpf
play-picture-no-cards = keine Karten

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

somnia-picture-to-play = folgt
somnia-picture-no-nightmare = noch kein Albtraum
somnia-picture-nightmare = Albtraum:
somnia-picture-took-it = Stich
somnia-picture-winning = vorn
somnia-picture-led = Ausspiel

## traumland
# Glossar Traumland (Piatnik, Wien):
#   Dreamer — Träumer; Divine — Gottheit; level — Stufe; the 12 card — die 12er-Karte;
#   trick — Stich; round — Runde; pass — passen; lead — ausspielen; dealer — Geber;
#   retire — aussteigen (für diese Runde).
#   Farben: red — Rot, blue — Blau, yellow — Gelb, green — Grün (Karte: „Blau 7“).
traumland-colour-r = Rot
traumland-colour-b = Blau
traumland-colour-y = Gelb
traumland-colour-g = Grün
traumland-value-words = {$colour} {$value}
traumland-dreamer = Träumer
traumland-divine = Gottheit
traumland-dreamer-as = 🌙 Träumer als {$card}
traumland-no-cards = keine Karten
traumland-cards =
    { $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    }
traumland-tagline = Ablegespiel: werde deine Karten los
traumland-top-none = Noch keine Karte: **{$name}** spielt aus.
traumland-top-played = {$card}, gespielt von **{$name}**
traumland-top-passed = Seitdem gepasst: {$names}
traumland-top-nobody-passed = Seitdem hat niemand gepasst.
traumland-top-trick = Stich bisher: {$steps}
traumland-top-field = Oben
traumland-seat-retired = 🌟 mit 12 ausgestiegen
traumland-seat-holds-12 = 👑 hat die 12
traumland-seat-led = hat diesen Stich eröffnet
traumland-seat-leads = spielt aus
traumland-seat-passed = gepasst
traumland-seat-away = abwesend
traumland-board-title = Traumland · Runde {$round}
traumland-board-title-over = Traumland · Runde {$round} · Spielende
traumland-board-winner = 👑 **{$name}** hat die 12er-Karte und gewinnt.
traumland-board-highest-wins = Die höchste Stufe gewinnt.
traumland-board-over-field = Spielende
traumland-board-turn-field = Am Zug
traumland-board-turn-lead = **{$name}** spielt eine Karte aus
traumland-board-turn-follow = **{$name}** legt höher oder passt
traumland-twelve-field = Die 12er-Karte
traumland-twelve-nobody = noch niemand
traumland-round = Runde {$round}
traumland-footer-dealer = Geber: {$name}
traumland-footer-out =
    { $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    } aus dem Spiel
traumland-footer-variant = Variante: die meisten Stufen über 12
traumland-footer-rule = Wer als Letzter 12 erreicht, hat die 12er-Karte und gewinnt
traumland-picture-title = Runde {$round}
traumland-picture-title-over = Runde {$round}  ·  Spielende
traumland-picture-by = von {$name}
traumland-round-summary =
    {$why}.
    Stufen: {$levels}
traumland-why-someone = jemand
traumland-why-out = {$name} hat die letzte Karte gespielt
traumland-why-out-unwon = {$name} hat die letzte Karte gespielt; der offene Stich ({$count} Karten) geht an niemanden
traumland-why-divine = {$name} hat einen Stich mit einer Gottheit oben gewonnen
traumland-why-all-retired = niemand ist mehr im Spiel
traumland-why-lone = nur {$name} war noch in der Runde
traumland-hand-title =
    Deine Hand ({ $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    })
traumland-hand-title-turn =
    Deine Hand ({ $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    })  ·  du bist am Zug
traumland-hand-title-raised =
    Deine Hand ({ $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    })  ·  du bist am Zug: spielbar sind die erhöhten Karten
traumland-private-title =
    Traumland · deine Hand ({ $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    })
traumland-private-empty = Keine Karten auf der Hand.
traumland-private-bold = *Fett: Karten, die du jetzt spielen darfst.*
traumland-private-level-field = Deine Stufe
traumland-now-field = Jetzt
traumland-now-retired = 🌟 Du hast 12 erreicht und bist in dieser Runde draußen.
traumland-now-lead = Du bist am Zug: **spiel** eine Karte **aus**.
traumland-now-opening-lead = Es ist das erste Ausspiel der Runde: Jede Karte darf ausgespielt werden, auch eine ✨ Gottheit oder ein 🌙 Träumer als Gottheit.
traumland-now-follow = Du bist am Zug: Leg höher als {$card} oder pass.
traumland-now-waiting = Warten auf **{$name}**.
traumland-now-dreamer-help = Um einen 🌙 Träumer zu spielen, wähle unter *Träumer spielen als…*, wofür er steht.
traumland-group-card = Karte spielen
traumland-group-pass = Passen
traumland-group-dreamer = 🌙 Träumer spielen als…
traumland-group-dreamer-some = 🌙 Träumer spielen als… ({$colours})
traumland-or = {" "}oder{" "}
traumland-pass = Passen
traumland-pass-description = Lass deinen Zug aus; später in diesem Stich darfst du noch spielen.
traumland-dream-divine = eine Gottheit
traumland-dream-divine-description = Der Träumer zählt als Gottheit.
traumland-event-auto = (automatisch gespielt)
traumland-event-played =
    {$name} spielt {$card}{ $left ->
        [0] {" "}(letzte Karte!)
        [1] {" "}(noch 1 Karte)
       *[other] {""}
    }{$auto}.
traumland-event-led =
    {$name} spielt {$card} aus{ $left ->
        [0] {" "}(letzte Karte!)
        [1] {" "}(noch 1 Karte)
       *[other] {""}
    }{$auto}.
traumland-event-passed = {$name} passt.
traumland-event-trick =
    🏆 {$name} gewinnt den Stich ({ $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    }) und steht jetzt auf Stufe **{$level}**.
traumland-event-trick-divine =
    🏆 {$name} gewinnt den Stich mit einer Gottheit ({ $count ->
        [one] {$count} Karte
       *[other] {$count} Karten
    }) und steht jetzt auf Stufe **{$level}**.
traumland-event-takes-12-from = nimmt **{$name}** die 12er-Karte ab
traumland-event-takes-12 = nimmt die 12er-Karte
traumland-event-retired =
    🌟 {$name} erreicht **12**, {$took} 👑 und steigt für diese Runde aus{ $out ->
        [0] .
        [one] ; {$out} Karte scheidet aus.
       *[other] ; {$out} Karten scheiden aus.
    }
traumland-event-lone =
    Nur noch {$name} ist in der Runde: Ich spiele { $count ->
        [one] die {$count} Karte
       *[other] die {$count} Karten
    } aus, jede sofort ein Stich.
traumland-event-round-over = 🔚 **Runde {$round} ist vorbei**: {$why}. Stufen: {$levels}
traumland-event-holder = 👑 **{$name}** hat die 12er-Karte.
traumland-event-round-started =
    🃏 **Runde {$round}**: {$dealer} gibt { $each ->
        [-1] die Karten
        [one] je {$each} Karte
       *[other] je {$each} Karten
    }; **{$leader}** spielt aus.
traumland-event-hand = 🃏 Runde {$round}, deine Hand: {$hand}
traumland-event-game-over = 🏁 Das Spiel endet: **{$name}** hat die 12er-Karte 👑.
traumland-event-game-over-level = 🏁 Das Spiel endet: Jemand hat 12 erreicht; die höchste Stufe gewinnt.
traumland-result-level = Stufe {$level}
traumland-result-holder = 👑 hat die 12er-Karte
traumland-result-lost-12 = 12 erreicht, aber die 12er-Karte verloren

traumland-picture-to-lead = Ausspiel

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
