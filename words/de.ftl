## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play

## somnia

## traumland

## somnikum

# Glossar (de):
#   dream card = Traumkarte; nightmare card = Albtraumkarte; goal card = Zielkarte;
#   encounter card = Begegnungskarte; sand token = Sandplättchen (Plättchen); flywheel = Schwungrad;
#   particle = Traumteilchen (Teilchen); plot = Handlung: fairy tale = Märchen, underwater = Unterwasserwelt,
#   space = Weltraum; a player's dream = Traum; level = Ebene; row = Reihe; break = Bruch;
#   continuous = durchgehend; bag = Beutel; deck = Stapel; discard = Ablage (abwerfen); VP = SP (Siegpunkte);
#   back of a token = Rückseite (Sand / leer); one-shot = einmalig; permanent = dauerhaft; ring = Ring;
#   place = Platz; step = Schritt; round = Runde; supply = Vorrat. Players are addressed with du.
#   Card, goal and encounter names are invented (the rulebook names none).
somnikum-hand-label = Meine Hand
somnikum-tagline = Träume aus dem Ring ziehen
somnikum-over = Das Spiel ist vorbei.
somnikum-none = keine
somnikum-away = (abwesend)
somnikum-permanent = dauerhaft
somnikum-one-shot = einmalig
somnikum-plot-f-short = Märchen
somnikum-plot-u-short = Unterwasser
somnikum-plot-s-short = Weltraum
somnikum-group-wheel = Schwungrad bewegen
somnikum-group-token = Zuerst ein Teilchen anlegen (optional)
somnikum-group-play = Begegnungskarte spielen
somnikum-group-steps = Wie weit
somnikum-group-gaps = Schwungräder setzen
somnikum-group-choose = Wählen
somnikum-now-flywheels = setzt die Schwungräder
somnikum-now-start = darf ein Teilchen anlegen und eine Begegnung spielen, dann wählt er ein Schwungrad
somnikum-now-token = wählt die Karte für ein Sandplättchen
somnikum-now-steps = wählt, wie weit das Schwungrad läuft
somnikum-now-pay = bezahlt die zusätzlichen Schritte mit Sandplättchen
somnikum-now-attach = legt die Karte an den eigenen Traum an
somnikum-now-keep = behält eine der gezogenen Begegnungskarten
somnikum-now-after = darf Begegnungen spielen und beendet dann den Zug
somnikum-now-extra = nimmt die Extrakarte des Wandelsterns
somnikum-now-dust = wählt ein Plättchen für Goldstaub
somnikum-now-dust-target = wählt die Karte für Goldstaub
somnikum-now-mend = wählt den Bruch, der geflickt wird
somnikum-now-rob = wählt das Opfer des Sanddiebs
somnikum-now-other = ist am Zug
somnikum-you-flywheels = setze die Schwungräder (wähle die Lücke für Schwungrad 1; Schwungrad 2 kommt gegenüber)
somnikum-you-start = du darfst ein Teilchen anlegen oder eine Begegnungskarte spielen; wähle dann das Schwungrad
somnikum-you-token = wähle die Karte für dein Sandplättchen
somnikum-you-steps = wähle, wie weit das Schwungrad läuft
somnikum-you-pay = wähle die Plättchen, mit denen du die zusätzlichen Schritte bezahlst
somnikum-you-attach = wähle, wo die Karte in deinen Traum kommt
somnikum-you-keep = behalte eine der gezogenen Begegnungskarten
somnikum-you-after = spiele Begegnungskarten oder beende deinen Zug
somnikum-you-extra = Wandelstern: wähle das Schwungrad für den Extraschritt
somnikum-you-dust = Goldstaub: wähle ein Plättchen
somnikum-you-dust-target = Goldstaub: wähle die Karte
somnikum-you-mend = Flickfaden: wähle den Bruch
somnikum-you-rob = Sanddieb: wähle, wen du bestiehlst
somnikum-you-other = du bist am Zug
somnikum-effect-draw-tokens = { $amount ->
        [one] { $amount } Plättchen
       *[other] { $amount } Plättchen
    } ziehen
somnikum-effect-extra-free-steps = +{ $amount ->
        [one] { $amount } Gratisschritt
       *[other] { $amount } Gratisschritte
    } in diesem Zug
somnikum-effect-reverse-move = in diesem Zug gegen den Uhrzeigersinn
somnikum-effect-mend-break = einen Bruch aus deinem Traum entfernen
somnikum-effect-golden-dust = ein weiteres Plättchen auf eine Karte
somnikum-effect-draw-encounters = { $amount ->
        [one] { $amount } Begegnung
       *[other] { $amount } Begegnungen
    } ziehen, 1 behalten
somnikum-effect-extra-take = eine weitere Karte nehmen (1 Gratisschritt)
somnikum-effect-steal-token = ein zufälliges Plättchen von jemandem nehmen
somnikum-effect-free-fourth-step = dein 4. Schritt ist gratis (dauerhaft)
somnikum-effect-plot-patron = Plättchen „{ $plot }“ auf jede Karte für 1 Plättchen (dauerhaft)
somnikum-effect-night-light = Albträume verlieren beim Werten 1 Auge (dauerhaft)
somnikum-effect-constellation = +2 SP je Reihe aus 3+ Karten ohne Bruch (dauerhaft)
somnikum-effect-sand-keeper = +1 SP je 3 Plättchen am Ende (dauerhaft)
somnikum-card-nightmare-label = { $name } (Albtraum) { $worth }
somnikum-gap = zwischen Platz { $before } und { $after }
somnikum-ring-flywheel = { $wheel } **Schwungrad { $number }**
somnikum-dream-level = **E{ $level }**
somnikum-dream-empty = (noch keine Karten)
somnikum-backs = { $sand } Sand, { $blank } leer
somnikum-ending-game = ⚠️ **Dieser Zug beendet das Spiel**
somnikum-ending-round = ⚠️ **Dieser Zug beendet die Runde**
somnikum-ending-because = { $ending } ({ $why })
somnikum-ending-why-a = im Ring { $count ->
        [one] bleibt nur { $count } Karte
       *[other] bleiben nur { $count } Karten
    }
somnikum-ending-why-b = keine Karte zwischen den Schwungrädern und eine leere Rückseite gezogen
somnikum-board-title = { $game }: Runde { $round } von 3
somnikum-board-title-over = { $game }: Endstand
somnikum-board-turn = ▶️ **{ $name }** { $what }.
somnikum-board-picked = Schwungrad { $wheel } { $number } gewählt
somnikum-board-took = nahm { $card }
somnikum-board-free-steps = { $count ->
        [one] { $count } Gratisschritt
       *[other] { $count } Gratisschritte
    }
somnikum-board-backspin = läuft gegen den Uhrzeigersinn (Rücklauf)
somnikum-board-fresh-ring = Ein neuer Ring aus { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }: ⚫ kommt zwischen zwei Plätze, ⚪ gegenüber.
somnikum-board-ring = **Der Ring** (im Uhrzeigersinn; noch { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }, die Runde endet bei { $players }; ⚫n / ⚪n = Schritte von Schwungrad 1 / 2; 3 Schritte sind gratis):
somnikum-board-score = { $name }: { $score } SP
somnikum-face-up = Offen: { $cards }
somnikum-piles-title = Stapel
somnikum-piles = Traumstapel { $deck } · Beutel ⏳{ $bag } · Begegnungsstapel { $encounters }
somnikum-discarded = Abgeworfen: { $cards }
somnikum-board-footer = ⏳ Sandplättchen im Vorrat (Sand- oder leere Rückseiten sind öffentlich, die Teilchen geheim), ❓ Begegnungskarten auf der Hand (geheim). Deine Plättchen, dein Ziel und deine Begegnungen: der Knopf „{ $hand }“.
somnikum-score-stars = ★ Ebene 1: { $one } · Ebene 2 (x2): { $two } · Ebene 3 (x3): { $three } · einzeln (x1): { $isolated }
somnikum-score-eyes = 👁️ Augen: { $eyes } · ungespielte Begegnungen: { $unplayed }
somnikum-score-goal = Ziel: { $points } ({ $by })
somnikum-score-goal-named = Ziel { $goal }: { $points } ({ $by })
somnikum-score-bonus = { $bonus }: { $points }
somnikum-bonus-constellation = Sternbild
somnikum-bonus-sand-keeper = Sandhüter
somnikum-private-title = { $game }: dein Traum und deine Hand (Runde { $round })
somnikum-private-turn = ▶️ **Du bist am Zug**: { $what }.
somnikum-private-steps = Gratisschritte: { $free }; höchstens { $most ->
        [one] { $most } Schritt
       *[other] { $most } Schritte
    } (jeder Schritt über die Gratisschritte hinaus kostet ein Plättchen). 1 Schritt bringt 2 Plättchen, 2 Schritte 1.
somnikum-private-attach = Anzulegende Karte: { $card }
somnikum-private-ending = { $ending }.
somnikum-private-ending-a = { $ending }: Nach dem Anlegen deiner Karte kannst du nichts mehr spielen.
somnikum-private-picked = Gewähltes Plättchen: { $token }
somnikum-private-waiting = { $name } ist am Zug; gerade gibt es nichts zu tun.
somnikum-private-tokens = **Deine Sandplättchen** ({ $count }): { $tokens }
somnikum-private-goal = **Deine Zielkarte**: { $particles } (1 SP für jedes auf den Karten deines Traums)
somnikum-private-goal-named = **Deine Zielkarte, { $goal }**: { $particles } (1 SP für jedes auf den Karten deines Traums)
somnikum-private-hand = Deine Begegnungskarten ({ $count }, je 1 SP, wenn ungespielt)
somnikum-private-hand-card = ❓ **{ $card } { $name }** ({ $kind }): { $text }
somnikum-private-drawn = Gerade gezogen: behalte eine
somnikum-private-drawn-card = **{ $card } { $name }**: { $text }
somnikum-private-dream = Dein Traum
somnikum-label-extra = Wandelstern: Schwungrad { $number } einen Schritt → { $card } nehmen
somnikum-label-wheel = Schwungrad { $number } bewegen (nächste Karte: { $card })
somnikum-label-dust = Goldstaub: dein Plättchen { $token }
somnikum-label-token = Ein Plättchen { $token } auf eine deiner Karten legen
somnikum-label-place-on = { $token } auf die letzte Karte von Ebene { $level } { $card } ({ $tokens ->
        [1] 1 Plättchen
       *[other] 2 gleiche Plättchen, eins zurück in den Beutel
    })
somnikum-label-back = ← Zurück: neu wählen
somnikum-cost-pay = { $count ->
        [one] { $count } Plättchen
       *[other] { $count } Plättchen
    } zahlen
somnikum-cost-free-two = gratis, +2 Plättchen
somnikum-cost-free-one = gratis, +1 Plättchen
somnikum-cost-free = gratis
somnikum-label-steps = Schwungrad { $number }: { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }{ $way } → { $card } nehmen ({ $cost })
somnikum-label-pay = Mit einem Plättchen { $token } zahlen (noch { $left } zu zahlen)
somnikum-label-keep = { $card } behalten: { $effect }
somnikum-label-play = { $card } spielen: { $effect }
somnikum-label-mend = Bruch links von { $card } flicken (Ebene { $level })
somnikum-label-rob = { $name } bestehlen ({ $count ->
        [one] { $count } Plättchen
       *[other] { $count } Plättchen
    })
somnikum-label-end-turn = Zug beenden
somnikum-attach = An Ebene { $level } anlegen
somnikum-attach-under = An Ebene { $level } anlegen (unter Platz { $left }-{ $right })
somnikum-attach-starts = beginnt die Reihe
somnikum-attach-continuous = durchgehend
somnikum-attach-break = Bruch ✂️
somnikum-attach-draws = { $where }: { $how }, { $count ->
        [one] { $count } Begegnung
       *[other] { $count } Begegnungen
    } ziehen
somnikum-event-flywheels = ⚫⚪ { $who } setzt die Schwungräder: ⚫ 1 { $first }, ⚪ 2 { $second }.
somnikum-event-token = { $who } legt ein Plättchen { $token } auf { $card } (Ebene { $level }).
somnikum-event-token-rule-b = { $who } legt ein Plättchen { $token } auf { $card } (Ebene { $level }) (andere Handlung: ein zweites gleiches Plättchen ging zurück in den Beutel).
somnikum-event-token-dust = { $who } legt ein Plättchen { $token } auf { $card } (Ebene { $level }) (Goldstaub).
somnikum-event-paid = Du hast mit einem Plättchen { $token } bezahlt.
somnikum-event-moved-extra = 🌟 { $who } bewegt Schwungrad { $wheel } { $number } einen weiteren Schritt (Wandelstern) und nimmt { $card } von Platz { $place }.
somnikum-event-moved = { $who } bewegt Schwungrad { $wheel } { $number } { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }{ $backwards ->
        [yes] {" "}gegen den Uhrzeigersinn
       *[no] {""}
    }{ $paid ->
        [0] {""}
       *[other] , zahlt { $paid ->
        [one] { $paid } Plättchen
       *[other] { $paid } Plättchen
    }
    } und nimmt { $card } von Platz { $place }.
somnikum-event-drawn = { $who } zieht { $count ->
        [one] { $count } Sandplättchen
       *[other] { $count } Sandplättchen
    }.
somnikum-event-drawn-pouch = { $who } zieht { $count ->
        [one] { $count } Sandplättchen
       *[other] { $count } Sandplättchen
    } (Sandmanns Beutel).
somnikum-event-bag-empty = Der Beutel ist leer.
somnikum-event-received = ⏳ Du hast gezogen: { $tokens }.
somnikum-event-b-none-drawn = Zwischen den Schwungrädern liegen keine Karten mehr, aber es wurden keine Plättchen gezogen: Die Runde geht weiter.
somnikum-event-b-ends = ⚠️ Zwischen den Schwungrädern liegen keine Karten mehr, und { $blank } von { $drawn ->
        [one] { $drawn } gezogenen Plättchen
       *[other] { $drawn } gezogenen Plättchen
    } hat eine leere Rückseite: **Die Runde endet nach diesem Zug**.
somnikum-event-b-goes-on = Zwischen den Schwungrädern liegen keine Karten mehr; kein gezogenes Plättchen hat eine leere Rückseite, also geht die Runde weiter.
somnikum-event-attached-first = { $who } legt { $card } auf Ebene { $level }, Platz { $place }.
somnikum-event-attached = { $who } legt { $card } auf Ebene { $level }, Platz { $place }, durchgehend.
somnikum-event-attached-break = { $who } legt { $card } auf Ebene { $level }, Platz { $place }, mit Bruch ✂️.
somnikum-event-attached-break-empty = { $who } legt { $card } auf Ebene { $level }, Platz { $place }, mit Bruch ✂️ (Beutel leer: kein Plättchen).
somnikum-event-reshuffled = Die Ablage der Begegnungskarten wird zu einem neuen Stapel gemischt ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }).
somnikum-event-encounters-none-catcher = { $who } würde mit dem Traumfänger Begegnungskarten ziehen, aber es sind keine mehr da.
somnikum-event-encounters-none = { $who } würde für das ❓ auf Ebene { $level } Begegnungskarten ziehen, aber es sind keine mehr da.
somnikum-event-encounters-catcher = { $who } zieht mit dem Traumfänger { $count ->
        [one] { $count } Begegnungskarte
       *[other] { $count } Begegnungskarten
    }.
somnikum-event-encounters = { $who } zieht { $count ->
        [one] { $count } Begegnungskarte
       *[other] { $count } Begegnungskarten
    } für das ❓ auf Ebene { $level }.
somnikum-event-seen = ❓ Du hast { $cards } gezogen.
somnikum-event-kept = Du behältst { $card }.
somnikum-event-discarded = { $who } wirft { $cards } ab (offen).
somnikum-event-played = ✨ { $who } spielt **{ $name }** (einmalig): { $text }
somnikum-event-played-permanent = ✨ { $who } spielt **{ $name }** (dauerhaft, bleibt offen liegen): { $text }
somnikum-event-mended = 🧵 { $who } flickt den Bruch links von { $card } (Ebene { $level }).
somnikum-event-stolen = { $who } nimmt **{ $victim }** ein zufälliges Sandplättchen weg (Sanddieb).
somnikum-event-stolen-particle = Sanddieb: { $who } nimmt **{ $victim }** ein Plättchen { $token } weg.
somnikum-event-round-ended-a = 🌅 **Runde { $round } endet** (nur noch so viele Karten wie Spieler).
somnikum-event-round-ended-b = 🌅 **Runde { $round } endet** (keine Karten zwischen den Schwungrädern und ein Plättchen mit leerer Rückseite).
somnikum-event-leftover = Übrige Karten verlassen das Spiel: { $cards }.
somnikum-event-round-started = 🌙 **Runde { $round }**: Ein neuer Ring aus { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } wird ausgelegt; **{ $name }** setzt die Schwungräder.
somnikum-event-final-scoring = 📜 **Schlusswertung**
somnikum-event-final-seat = **{ $name }**: **{ $score } SP** ({ $count ->
        [one] { $count } Plättchen
       *[other] { $count } Plättchen
    } im Vorrat)
somnikum-result-goal = Ziel { $points }
somnikum-result-encounters = Begegnungen { $points }
somnikum-result = { $medal } **{ $name }**: { $score } SP ({ $parts })
somnikum-picture-ends-game = Dieser Zug beendet das Spiel
somnikum-picture-ends-round = Dieser Zug beendet die Runde
somnikum-picture-final = Endstand
somnikum-picture-left = Noch { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } im Ring
somnikum-picture-title = Runde { $round } von 3: { $name }
somnikum-picture-info = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } im Ring; die Runde endet bei { $players }
somnikum-picture-placing = Schwungräder werden gesetzt
somnikum-picture-took = Nahm { $card }
somnikum-picture-steps-both = Schritte von Schwungrad 1 und 2 ({ $free } gratis)
somnikum-picture-steps = Schritte von Schwungrad { $number } ({ $free } gratis)
somnikum-picture-steps-back = Schritte von Schwungrad { $number } rückwärts ({ $free } gratis)
somnikum-picture-score = { $total } SP, Zielteilchen { $goal }
somnikum-picture-running = bisher { $total } SP (die Zielkarte ist geheim)
somnikum-picture-holdings = { $tokens ->
        [one] { $tokens } Plättchen
       *[other] { $tokens } Plättchen
    }, { $held ->
        [one] { $held } Begegnung
       *[other] { $held } Begegnungen
    } auf der Hand
somnikum-picture-holdings-backs = { $tokens ->
        [one] { $tokens } Plättchen
       *[other] { $tokens } Plättchen
    } ({ $sand } Sand, { $blank } leer), { $held ->
        [one] { $held } Begegnung
       *[other] { $held } Begegnungen
    } auf der Hand
somnikum-picture-token = Plättchen
somnikum-picture-no-cards = Noch keine Karten

# Particles, encounter cards, dream cards, goal cards.
somnikum-particle-dragon = Drache
somnikum-particle-castle = Burg
somnikum-particle-princess = Prinzessin
somnikum-particle-unicorn = Einhorn
somnikum-particle-crown = Krone
somnikum-particle-fairy = Fee
somnikum-particle-golden-key = goldener Schlüssel
somnikum-particle-apple = Apfel
somnikum-particle-octopus = Krake
somnikum-particle-mermaid = Meerjungfrau
somnikum-particle-fish = Fisch
somnikum-particle-shell = Muschel
somnikum-particle-turtle = Schildkröte
somnikum-particle-crab = Krebs
somnikum-particle-whale = Wal
somnikum-particle-anchor = Anker
somnikum-particle-cloud = Wolke
somnikum-particle-rocket = Rakete
somnikum-particle-planet = Planet
somnikum-particle-comet = Komet
somnikum-particle-moon = Mond
somnikum-particle-alien = Außerirdischer
somnikum-particle-ufo = UFO
somnikum-particle-astronaut = Astronaut
somnikum-encounter-e01 = Sandmanns Beutel
somnikum-encounter-e01-text = Zieh 2 zufällige Sandplättchen aus dem Beutel.
somnikum-encounter-e02 = { somnikum-encounter-e01 }
somnikum-encounter-e02-text = { somnikum-encounter-e01-text }
somnikum-encounter-e03 = { somnikum-encounter-e01 }
somnikum-encounter-e03-text = { somnikum-encounter-e01-text }
somnikum-encounter-e04 = Rückenwind
somnikum-encounter-e04-text = In diesem Zug hat dein Schwungrad 2 Gratisschritte mehr. Plättchen gibt es weiterhin nur für Züge von 1 oder 2 Schritten.
somnikum-encounter-e05 = { somnikum-encounter-e04 }
somnikum-encounter-e05-text = { somnikum-encounter-e04-text }
somnikum-encounter-e06 = Rücklauf
somnikum-encounter-e06-text = Bewege das gewählte Schwungrad in diesem Zug gegen den Uhrzeigersinn statt im Uhrzeigersinn (gleiche Kosten und Plättchen).
somnikum-encounter-e07 = { somnikum-encounter-e06 }
somnikum-encounter-e07-text = { somnikum-encounter-e06-text }
somnikum-encounter-e08 = Flickfaden
somnikum-encounter-e08-text = Entferne ein Bruchplättchen aus deinem Traum und lege es in den Beutel zurück. Die beiden Karten gelten nun als durchgehend.
somnikum-encounter-e09 = { somnikum-encounter-e08 }
somnikum-encounter-e09-text = { somnikum-encounter-e08-text }
somnikum-encounter-e10 = Goldstaub
somnikum-encounter-e10-text = Lege ein Sandplättchen aus deinem Vorrat auf eine Karte ganz rechts in deinem Traum, egal welcher Handlung, mit nur einem Plättchen. Das gilt zusätzlich zur freiwilligen Aktion.
somnikum-encounter-e11 = { somnikum-encounter-e10 }
somnikum-encounter-e11-text = { somnikum-encounter-e10-text }
somnikum-encounter-e12 = Traumfänger
somnikum-encounter-e12-text = Zieh 2 Begegnungskarten; behalte 1 und wirf die andere ab.
somnikum-encounter-e13 = { somnikum-encounter-e12 }
somnikum-encounter-e13-text = { somnikum-encounter-e12-text }
somnikum-encounter-e14 = Wandelstern
somnikum-encounter-e14-text = Nachdem du in diesem Zug deine Karte angelegt hast, bewege ein beliebiges Schwungrad genau 1 Schritt (gratis, ohne Plättchen), nimm diese Karte und lege sie nach den normalen Regeln an (samt Begegnungssymbol). Prüfe danach das Rundenende.
somnikum-encounter-e15 = Sanddieb
somnikum-encounter-e15-text = Nimm 1 zufälliges Sandplättchen aus dem Vorrat eines anderen Spielers.
somnikum-encounter-e16 = { somnikum-encounter-e15 }
somnikum-encounter-e16-text = { somnikum-encounter-e15-text }
somnikum-encounter-e17 = Sanduhr
somnikum-encounter-e17-text = In jedem deiner Züge ist auch der 4. Schritt des Schwungrads gratis.
somnikum-encounter-e18 = { somnikum-encounter-e17 }
somnikum-encounter-e18-text = { somnikum-encounter-e17-text }
somnikum-encounter-e19 = Gute Fee
somnikum-encounter-e19-text = Du darfst ein Märchenplättchen mit nur einem Plättchen auf eine Karte jeder Handlung legen.
somnikum-encounter-e20 = Meereskönig
somnikum-encounter-e20-text = Du darfst ein Unterwasserplättchen mit nur einem Plättchen auf eine Karte jeder Handlung legen.
somnikum-encounter-e21 = Sternennavigator
somnikum-encounter-e21-text = Du darfst ein Weltraumplättchen mit nur einem Plättchen auf eine Karte jeder Handlung legen.
somnikum-encounter-e22 = Nachtlicht
somnikum-encounter-e22-text = Bei der Schlusswertung hat jede deiner Albtraumkarten 1 Auge weniger (mindestens 0).
somnikum-encounter-e23 = Sternbild
somnikum-encounter-e23-text = Bei der Schlusswertung +2 SP für jede Reihe deines Traums mit mindestens 3 Karten und ohne Bruch.
somnikum-encounter-e24 = Sandhüter
somnikum-encounter-e24-text = Bei der Schlusswertung +1 SP für je 3 Sandplättchen in deinem Vorrat.
somnikum-card-f01 = Drachenhort
somnikum-card-f02 = Luftschloss
somnikum-card-f03 = Dornröschen
somnikum-card-f04 = Mondlicht-Einhorn
somnikum-card-f05 = Die verlorene Krone
somnikum-card-f06 = Feenring
somnikum-card-f07 = Nirgendschlüssel
somnikum-card-f08 = Vergifteter Apfel
somnikum-card-f09 = Sternenkrone
somnikum-card-f10 = Drachenburg
somnikum-card-f11 = Schneewittchenfest
somnikum-card-f12 = Einhorngeheimnis
somnikum-card-f13 = Gabe der Patin
somnikum-card-f14 = Obstgartengalopp
somnikum-card-f15 = Thronsaal
somnikum-card-f16 = Bewachter Schatz
somnikum-card-f17 = Verzauberter Turm
somnikum-card-f18 = Feenschlosserin
somnikum-card-f19 = Königlicher Ausritt
somnikum-card-f20 = Drachenkönigsmahl
somnikum-card-f21 = Glaspalast
somnikum-card-f22 = Gefangene Königin
somnikum-card-f23 = Verriegelte Kammer
somnikum-card-f24 = Bändigerschlüssel
somnikum-card-f25 = Erntehof
somnikum-card-f26 = Die Erbin
somnikum-card-f27 = Märchenhaftes Ende
somnikum-card-f28 = Lindwurmgarten
somnikum-card-u01 = Achtarmige Umarmung
somnikum-card-u02 = Meerjungfrauenlied
somnikum-card-u03 = Silberschwarm
somnikum-card-u04 = Flüsternde Muschel
somnikum-card-u05 = Alte Schildkröte
somnikum-card-u06 = Seitwärtsgang
somnikum-card-u07 = Walgesang
somnikum-card-u08 = Anker geworfen
somnikum-card-u09 = Schildkrötenreise
somnikum-card-u10 = Tinte und Schuppen
somnikum-card-u11 = Versunkener Hafen
somnikum-card-u12 = Leviathansperle
somnikum-card-u13 = Gezeitentümpel
somnikum-card-u14 = Wrackschatz
somnikum-card-u15 = Korallenritt
somnikum-card-u16 = Duell in der Tiefe
somnikum-card-u17 = Hof der Krebse
somnikum-card-u18 = Seepockenriese
somnikum-card-u19 = Riffmarkt
somnikum-card-u20 = Wrackgarten
somnikum-card-u21 = Lagunenchor
somnikum-card-u22 = Tangwald
somnikum-card-u23 = Versunkene Glocke
somnikum-card-u24 = Tiefseegraben
somnikum-card-u25 = Träge Flut
somnikum-card-u26 = Große Wanderung
somnikum-card-u27 = Perlentaucher
somnikum-card-u28 = Hafenspuk
somnikum-card-s01 = Wolkenkissen
somnikum-card-s02 = Mitternachtsstart
somnikum-card-s03 = Ringwelt
somnikum-card-s04 = Wunschkomet
somnikum-card-s05 = Halbmond
somnikum-card-s06 = Grüner Besucher
somnikum-card-s07 = Untertassenlichter
somnikum-card-s08 = Schwebegänger
somnikum-card-s09 = Erntemond
somnikum-card-s10 = Durch die Wolken
somnikum-card-s11 = Erster Fußabdruck
somnikum-card-s12 = Kometenjagd
somnikum-card-s13 = Heimatwelt
somnikum-card-s14 = Schweifreiter
somnikum-card-s15 = Mondflug
somnikum-card-s16 = Wolkenentführung
somnikum-card-s17 = Blinder Passagier
somnikum-card-s18 = Die Untertasse
somnikum-card-s19 = Knapp vorbei
somnikum-card-s20 = Mondspaziergang
somnikum-card-s21 = Sternenrennen
somnikum-card-s22 = Himmelsatlas
somnikum-card-s23 = Raumgefecht
somnikum-card-s24 = Meteorschauer
somnikum-card-s25 = Mondbotschaft
somnikum-card-s26 = Orbitparty
somnikum-card-s27 = Große Rundreise
somnikum-card-s28 = Nahbegegnung
somnikum-card-n1 = Ewiger Fall
somnikum-card-n2 = Endloser Flur
somnikum-card-n3 = Ausgesperrt
somnikum-card-n4 = Von Schatten gejagt
somnikum-goal-g1 = Wilde Tiere
somnikum-goal-g2 = Seltsame Heime
somnikum-goal-g3 = Riesen und Könige
somnikum-goal-g4 = Wanderer
somnikum-goal-g5 = Langsame Zeit
somnikum-goal-g6 = Aufbrüche
somnikum-goal-g7 = Geheimnishüter
somnikum-goal-g8 = Kleinigkeiten

## darkly-dreaming

# Glossar (de): dream = Traum (Traumarten: Tiefen, Neid, Käfige, Urzeit; Genitiv der Tiefen, des Neids,
#   der Käfige, der Urzeit); dreamer = Träumer; Nightmare = Albtraum (Albtraum des Neids); shadow = Schatten
#   (Schatten des Neids); hunt = Jagd (Jagdstapel); exhaust = Erschöpfung (Erschöpfungsstapel);
#   face up / face down = offen / verdeckt; sleep marker = Schlafmarker; comatose = im Koma; out = ausgeschieden;
#   points = Punkte; deck = Stapel; goal = Ziel; final round = letzte Runde; roll / reroll = würfeln / neu
#   würfeln; stay awake = wach bleiben. Players are addressed with du.
darkly-hand-label = Meine Karte
darkly-tagline = fordere dein Glück gegen die Albträume heraus
darkly-dream = { $dream ->
        [D] Tiefen
        [E] Neid
        [C] Käfige
        [P] Urzeit
       *[other] { $dream }
    }
darkly-shadow-of = Schatten { $dream ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }
darkly-shadow = Schatten
darkly-nothing = nichts
darkly-result-1pt = ⭐ 1 Pkt.
darkly-result-2pt = ⭐ 2 Pkt.
darkly-result-exhaust = 💤 Erschöpfung
darkly-result-hunt = 🐾 Jagd
darkly-result-shadow = 🌑 Schatten
darkly-danger = 💤 Erschöpfung { $exhaust }/{ $exhaust_limit } · verdeckt { $face_down }/{ $face_down_limit } · 🐾 Jagd { $hunt }/{ $hunt_limit } · 🌑 { $shadow } { $shadows }/{ $shadow_limit }
darkly-spot-shadow = { $dream } aus dem Schattenstapel
darkly-spot-hunt = { $dream } aus dem Jagdstapel
darkly-spot-exhaust-down = { $dream } aus der Erschöpfung (Nr. { $place } von unten, verdeckt)
darkly-spot-exhaust-up = { $dream } aus der Erschöpfung (Nr. { $place } von unten, offen)
darkly-spot-points = { $dream } aus den Punkten ({ $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    })
darkly-odds = Ø ⭐{ $points } 💤{ $exhaust } 🐾{ $hunt } 🌑{ $shadow }
darkly-points = ⭐ Punkte **{ $total }**
darkly-points-groups = ⭐ Punkte **{ $total }**: { $groups }
darkly-status-nightmare = 😈 Albtraum { $dream ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }
darkly-status-comatose-end = 😵 Träumer im Koma
darkly-status-comatose = 😵 im Koma (setzt den nächsten Zug aus)
darkly-status-out-end = ❌ ausgeschieden (kann nicht gewinnen)
darkly-status-out = ❌ ausgeschieden
darkly-status-dreamer = 🛌 Träumer
darkly-card-out = Ausgeschieden: kann nicht gewinnen.
darkly-card-nightmare = 😈 Nimmt jeden Schatten { $dream }, den ein Träumer auswerten würde.
darkly-card-hunt = 🐾 Jagd { $count }/{ $limit }: { $dreams }
darkly-card-hunt-none = 🐾 Jagd { $count }/{ $limit }
darkly-card-exhaust = 💤 Erschöpfung { $count }/{ $limit }: { $marks } · verdeckt { $down }/{ $down_limit }
darkly-card-exhaust-none = 💤 Erschöpfung { $count }/{ $limit } · verdeckt { $down }/{ $down_limit }
darkly-card-shadow = 🌑 Schatten { $counts } (Albtraum bei { $limit })
darkly-the-nightmare-of = der Albtraum { $dream ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }
darkly-a-nightmare = ein Albtraum
darkly-away = (abwesend)
darkly-await-return-one = { $who } ({ $nightmare }) zog { $dreams }: einen behalten, um für einen Träumer zu würfeln
darkly-await-return = { $who } zog { $short } ({ $dreams }): { $count } zurückmischen, der Rest wird gewürfelt
darkly-await-target = { $who } ({ $nightmare }) wählt den Träumer, für den { $dream } gewürfelt wird
darkly-await-envy-shadow = { $who } wählt einen Traum von **{ $of }** zum Neuwürfeln (Schatten des Neids)
darkly-await-envy-nightmare = { $who } wählt einen Traum von **{ $of }** zum Neuwürfeln (Albtraum des Neids)
darkly-await-primeval = { $who } darf einen Schattentraum auf den eigenen Jagdstapel legen (Schatten der Urzeit)
darkly-await-nm-envy = { $who } (Albtraum des Neids) wählt, wie **{ $of }** getroffen wird
darkly-await-envy-two = { $who } wählt { $count ->
        [one] noch { $count } eigenen Traum
       *[other] noch { $count } eigene Träume
    } zum Neuwürfeln (Albtraum des Neids)
darkly-await-nm-depths = { $who } (Albtraum der Tiefen) schickt einen Wurf von **{ $of }** zurück: { $rolls }
darkly-and = {" "}und{" "}
darkly-or = {" "}oder{" "}
darkly-await-nm-primeval = { $who } (Albtraum der Urzeit) darf die 2-Punkte-Urzeit von **{ $of }** auf dessen Jagdstapel legen
darkly-await-become = { $who } wählt, welcher Albtraum er wird: { $choices }
darkly-await-sleep-forced = { $who } steht auf Schlafmarker { $marker }: Schlafen ist Pflicht
darkly-await-sleep = { $who } wählt: 😴 schlafen oder ☕ wach bleiben und { $draw } ziehen
darkly-await-other = { $who } muss wählen
darkly-marker = 🌙 Marker { $marker }
darkly-board-over = 🏁 Das Spiel ist vorbei ({ $why }).
darkly-board-haunts = 🌙 Zug { $turn }: **{ $name }**, { $nightmare }, sucht einen Träumer heim
darkly-board-dreams = 🌙 Zug { $turn }: **{ $name }** träumt · Schlafmarker **{ $marker }** (3→{ $max })
darkly-board-deck = 🃏 Stapel: { $count ->
        [one] { $count } Traum
       *[other] { $count } Träume
    } · Ziel { $goal } Punkte
darkly-board-final-round = 🔔 letzte Runde: Sie endet vor dem Zug von **{ $name }**
darkly-board-nightmares = 😈 Albträume: { $claimed }
darkly-waiting = ⏳ Es wartet: { $what }.
darkly-dice-title = 🎲 Würfel in diesem Zug
darkly-dice-none = Noch nicht gewürfelt.
darkly-dice-earlier = … { $count } frühere,
darkly-legend = 🌊 Tiefen · 🐍 Neid · ⛓️ Käfige · 🐺 Urzeit | ⭐ Punkte · 🐾 Jagd · 💤 Erschöpfung (↑ offen, ↓ verdeckt) · 🌑 Schatten
darkly-over-final-round = die letzte Runde ist vorbei
darkly-over-all-nightmares = kein Träumer ist übrig
darkly-over-deck-empty = der Stapel ist aufgebraucht
darkly-private-title = { $game }: deine Träumerkarte
darkly-roll-odds = { $dreams } würfeln: { $odds }
darkly-group-return = Wähle die zwei Träume, die du zurückmischst (der Rest wird gewürfelt)
darkly-group-return-one = Behalte einen Traum, um für einen Träumer zu würfeln
darkly-group-target = Wähle den Träumer, für den du würfelst
darkly-group-envy = Wähle einen Traum von { $of } zum Neuwürfeln
darkly-group-envy-two = Wähle einen deiner Träume zum Neuwürfeln
darkly-group-primeval = Schatten der Urzeit: einen Schattentraum auf deinen Jagdstapel legen?
darkly-group-nm-envy = Wie der Albtraum des Neids zuschlägt
darkly-group-nm-depths = Welcher Wurf zurück in den Stapel geht
darkly-group-nm-primeval = Die 2-Punkte-Urzeit von { $of } auf dessen Jagdstapel legen?
darkly-group-become = Wähle den Albtraum, der du wirst
darkly-group-sleep = Schlafen oder wach bleiben
darkly-group-choose = Wählen
darkly-label-return = Zurück: { $dreams }
darkly-label-roll-for = Für { $name } würfeln
darkly-label-pick-exhaust = Erschöpfungstraum Nr. { $place } wählen
darkly-label-pick-shadow = { $dream } aus dem Schattenstapel wählen
darkly-label-pick-hunt = { $dream } aus dem Jagdstapel wählen
darkly-label-pick-points = { $dream } aus den Punkten wählen
darkly-label-move-nothing = Nichts verschieben
darkly-label-envy-pick-after = Den Traum zum Neuwürfeln wählen
darkly-label-envy-two-after = Der Träumer würfelt zwei neu
darkly-label-send-back = Wurf { $number } zurückschicken
darkly-label-become = Albtraum { $dream ->
        [D] der 🌊 Tiefen
        [E] des 🐍 Neids
        [C] der ⛓️ Käfige
        [P] der 🐺 Urzeit
       *[other] ?
    } werden
darkly-label-sleep = Schlafen: Zug beenden
darkly-label-stay-awake = Wach bleiben
darkly-label-keep-return = { $kept } behalten, { $back } zurück
darkly-the-dream = den Traum
darkly-label-target = { $dream } für { $name } würfeln (⭐{ $points })
darkly-label-primeval = Einen Schatten { $dream } auf meinen Jagdstapel legen
darkly-label-nm-primeval = Die 2-Punkte-{ $dream } von { $of } auf dessen Jagdstapel legen
darkly-label-reroll = Neu würfeln: { $spot }
darkly-label-leave = Die Punkte von { $of } in Ruhe lassen
darkly-label-envy-pick = Ich wähle einen Traum von { $of } zum Neuwürfeln
darkly-label-envy-two = { $of } würfelt zwei neu: jedes Ergebnis ⭐1 gehört mir
darkly-label-discard = { $back } zurückschicken; { $of } behält { $keep }
darkly-label-stay-awake-draw = Wach bleiben: { $draw } ziehen
darkly-dice-line = 🎲 in diesem Zug: { $dice }
darkly-footer-nothing = Gerade gibt es nichts zu tun.
darkly-footer-over = Das Spiel ist vorbei.
darkly-footer-choice = Du hast die Wahl.
darkly-event-turn-comatose = 🌙 **Zug { $turn }: { $name }** liegt im Koma.
darkly-event-turn-nightmare = 🌙 **Zug { $turn }: { $name }**, { $nightmare }, geht um.
darkly-event-turn = 🌙 **Zug { $turn }: { $name }** schläft ein (Schlafmarker 3).
darkly-event-comatose-turn = 😵 { $who } verschläft den Zug: { $dreams } gehen zurück in den Stapel ({ $count ->
        [one] { $count } verdeckter Traum bleibt
       *[other] { $count } verdeckte Träume bleiben
    }).
darkly-event-drew-depths = 🌊 Schatten der Tiefen: { $who } zieht einen weiteren Traum: { $dreams }.
darkly-event-drew-nightmare-depths = 🌊 Albtraum der Tiefen: { $who } zieht zwei: { $dreams }.
darkly-event-drew-nightmare = 😈 { $who } zieht { $dreams }.
darkly-event-drew = 🃏 { $who } zieht { $count }: { $short } ({ $dreams }).
darkly-event-returned = ↩️ { $who } mischt { $dreams } zurück in den Stapel.
darkly-event-returned-depths = ↩️ { $dreams } geht zurück in den Stapel; { $who } behält den anderen.
darkly-event-rolled-envy = 🎲 Neuwurf auf der Karte von { $who }: { $rolls } (ohne Fähigkeit).
darkly-event-rolled-nightmare = 🎲 { $by } würfelt für { $who }: { $rolls }.
darkly-event-rolled-nightmare-envy = 🎲 { $who } würfelt neu: { $rolls }.
darkly-event-rolled-nightmare-depths = 🎲 { $who } würfelt die zwei des Albtraums: { $rolls }.
darkly-event-rolled = 🎲 { $who } würfelt: { $rolls }.
darkly-event-targeted = 😈 { $nightmare } behält { $dream } und sucht damit { $who } heim.
darkly-event-nightmare-activated = 😈 Der Schatten { $dream } von { $who } weckt { $nightmare }, den Albtraum { $kind ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }: Er nimmt ihn als 1 Punkt.
darkly-event-nightmare-took = 😈 { $nightmare } nimmt { $who } { $dream } als 1 Punkt ab.
darkly-event-cages-none = ⛓️ Käfige bei { $who }: kein offener Erschöpfungstraum zum Umdrehen.
darkly-event-cages = ⛓️ Käfige bei { $who }: der Erschöpfungstraum { $dream } (Nr. { $place } von unten) wird verdeckt.
darkly-event-envy-pick-own = 🐍 { $who } wählt den eigenen { $dream } zum Neuwürfeln.
darkly-event-envy-pick = 🐍 { $chooser } wählt { $dream } von { $who } zum Neuwürfeln.
darkly-event-envy-mode-pick = 😈 { $nightmare } wählt einen Traum von { $who } zum Neuwürfeln.
darkly-event-envy-mode-two = 😈 { $nightmare } lässt { $who } zwei Träume neu würfeln: Jedes Ergebnis ⭐1 geht an den Albtraum.
darkly-event-hunt-points = 🐾 { $by } legt die 2-Punkte-{ $dream } von { $who } auf dessen Jagdstapel.
darkly-event-hunt-shadow = 🐾 { $who } legt einen Schatten { $dream } auf den eigenen Jagdstapel.
darkly-event-declined-nm-primeval = { $who } lässt die 2-Punkte-Urzeit liegen.
darkly-event-declined = { $who } legt nichts auf den Jagdstapel.
darkly-event-out-hunted = ❌ { $who } wird zur Strecke gebracht (4 Jagdträume) und scheidet aus; die Träume gehen zurück in den Stapel.
darkly-event-out-asleep = ❌ { $who } wacht nie mehr auf (3 verdeckte Erschöpfungsträume) und scheidet aus; die Träume gehen zurück in den Stapel.
darkly-event-became-nightmare = 😈 { $who } wird zum **Albtraum { $kind ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }** { $emoji } mit { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkten
    }; die übrigen Träume gehen zurück.
darkly-event-comatose = 😵 { $who } fällt ins Koma ({ $exhaust } Erschöpfung) und setzt den nächsten Zug aus.
darkly-event-slept = 😴 { $who } schläft.
darkly-event-slept-points = 😴 { $who } schläft mit ⭐{ $points }.
darkly-event-slept-back = 😴 { $who } schläft; { $dream } verlässt den Erschöpfungsstapel.
darkly-event-slept-points-back = 😴 { $who } schläft mit ⭐{ $points }; { $dream } verlässt den Erschöpfungsstapel.
darkly-event-stayed-awake = ☕ { $who } bleibt wach: Schlafmarker { $marker }.
darkly-event-final-round = 🔔 { $who } hat das Ziel erreicht: **letzte Runde**! Das Spiel endet vor dem Zug von { $before }.
darkly-event-over-deck = 🏁 Der Stapel ist aufgebraucht: { $who } brauchte { $needed } Träume, { $left } waren übrig. Das Spiel endet.
darkly-event-over-nightmares = 🏁 Kein Träumer ist übrig. Das Spiel endet.
darkly-event-over-final = 🏁 Die letzte Runde ist vorbei.
darkly-result = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } · { $status }
darkly-result-dreams = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } · { $status }, { $dreams ->
        [one] { $dreams } Traum
       *[other] { $dreams } Träume
    } auf der Karte
darkly-picture-over = Das Spiel ist vorbei
darkly-picture-haunts = Zug { $turn }: { $name } sucht einen Träumer heim
darkly-picture-turn = Zug { $turn }: { $name }, Schlafmarker { $marker }
darkly-picture-goal = Ziel { $goal } Punkte, Stapel { $deck ->
        [one] { $deck } Traum
       *[other] { $deck } Träume
    }
darkly-picture-goal-final = Ziel { $goal } Punkte, Stapel { $deck ->
        [one] { $deck } Traum
       *[other] { $deck } Träume
    }, letzte Runde
darkly-picture-dice = Würfel in diesem Zug
darkly-picture-dice-earlier = Würfel in diesem Zug ({ $count } frühere nicht gezeigt)
darkly-picture-no-dice = Noch nicht gewürfelt
darkly-picture-result-1pt = +1
darkly-picture-result-2pt = +2
darkly-picture-result-exhaust = Erschöpf.
darkly-picture-result-hunt = Jagd
darkly-picture-result-shadow = Schatten
darkly-picture-points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
darkly-picture-nightmare = Albtraum { $dream ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }
darkly-picture-comatose = im Koma: setzt einen Zug aus
darkly-picture-out = ausgeschieden
darkly-picture-dreamer = Träumer
darkly-picture-takes = nimmt jeden Schatten { $dream ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }
darkly-picture-hunt = Jagd
darkly-picture-exhaust = Erschöpf.
darkly-picture-shadow = Schatten
darkly-picture-count = { $count } von { $limit }
darkly-picture-count-down = { $count } von { $limit }, { $down } verdeckt
darkly-picture-shadow-limit = Albtraum bei { $limit }

## somna

## stats, ratings and achievements

## settings and preferences
