## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## screens (router, table message, channel, DMs, results)

play-pick-one = Wähle genau eine Option.
play-cancelled = Abgebrochen: Es wurde nichts gespielt.
play-unknown-button = Diesen Knopf kenne ich nicht. Vielleicht stammt er von einer älteren Version von mir.
play-not-seated-here = Du spielst an diesem Tisch nicht mit; das Spielbrett oben zeigt alles Öffentliche.
play-not-started = Das Spiel hat noch nicht begonnen.
play-welcome-back = Willkommen zurück: Du spielst wieder selbst.
play-not-away = Du warst nicht als abwesend markiert.
board-last-moves = Letzte Züge
board-time = Zeit
board-time-until = bis <t:{ $when }:R>
call-until = (bis <t:{ $when }:R>)
dm-header = **{ $game }** in <#{ $channel }>
channel-cannot-post = **{ $game }** in <#{ $channel }>: Ich darf in diesem Kanal nicht mehr schreiben. Das Spiel geht weiter: Spiele mit dem Knopf **{ $label }** an der Tischnachricht (und über deine Direktnachrichten).
channel-unarchive-reason = An Tisch #{ $table } wird noch gespielt
lines-caught-up = ⏰ Ich war offline, als die Zeit ablief; das ist inzwischen passiert:
lines-forced = ↪ **{ $name }** hatte nur einen erlaubten Zug: Ich habe ihn gespielt.
lines-timed-out = ⏰ **{ $name }** hat die Zeit überschritten; ich habe für diese Person gespielt.
lines-now-away = **{ $name }** ist jetzt abwesend und spielt automatisch, bis **Ich bin zurück** gedrückt wird.
dm-closed = <@{ $user }>, ich kann dir keine Direktnachrichten schicken. Nutze den Knopf **{ $label }** an der Tischnachricht, um deine geheimen Informationen und Möglichkeiten zu sehen.
timeout-note = ⏰ Deine Zeit ist abgelaufen, also habe ich für dich geantwortet (wie es die Voreinstellung tut).
timeout-note-away = ⏰ Deine Zeit ist abgelaufen, also habe ich für dich geantwortet (wie es die Voreinstellung tut). Du spielst jetzt automatisch, bis du an der Tischnachricht **Ich bin zurück** drückst.
reminder-dm = ⏳ Die Hälfte deiner Zeit ist um (Ende { $when }).
reminder-channel = ⏳ { $pings }: Die Hälfte eurer Zeit ist um (Ende { $when }).
lobby-expired = Diese Lobby wurde nach 15 Minuten ohne Aktivität geschlossen. Öffne mit /play eine neue.
finished-over = 🏁 **{ $game }** ist vorbei. { $count ->
    [0] Niemand hat gewonnen.
    [one] Gewonnen hat: **{ $names }**.
   *[other] Gewonnen haben: **{ $names }**.
  }
finished-rating = { " " }· Wertung { $after } ({ $sign }{ $delta })
finished-saved-rated = Die Ergebnisse sind gespeichert: siehe /stats und /leaderboard.
finished-saved-practice = Die Ergebnisse sind gespeichert: siehe /stats. Ohne Wertung: ein Übungstisch (mit Bot oder /play mit practice).
finished-saved-sides = Die Ergebnisse sind gespeichert: siehe /stats. Ohne Wertung: Dafür braucht es zwei menschliche Spieler auf verschiedenen Seiten.
finished-card-title = { $game }: beendet
finished-card-link = Das Spiel: <#{ $channel }>
duration-minutes = { $minutes } Min.
duration-seconds = { $seconds } s
lobby-title = { $game }: Lobby
lobby-host = (Gastgeber)
lobby-description = { $min }–{ $max } Spieler. Drücke **Beitreten**, um einen Platz zu nehmen; der Gastgeber drückt **Starten**.
lobby-seats = Plätze ({ $taken }/{ $max })
lobby-options = Optionen
lobby-times = Zeiten
lobby-time-per-decision = Zeit pro Entscheidung
lobby-practice = Übung
lobby-practice-value = Ohne Wertung; alle bekommen einen 💡 **Tipp**-Knopf.
lobby-footer = Die Lobby schließt nach 15 Minuten ohne Aktivität.
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-add-bot = Bot hinzufügen
lobby-start = Starten
lobby-cancel = Abbrechen
lobby-add-level-bot = { $level ->
    [easy] Leichten Bot hinzufügen
    [hard] Starken Bot hinzufügen
   *[other] Bot hinzufügen ({ $level })
  }
rematch-play-again = Nochmal spielen
rematch-ping-me = Ruf mich zum nächsten Spiel

## games (engine errors, reasons, events)

# Glossar der Spiel-Engines (gemeinsame Begriffe):
#   Zug — move; du bist am Zug — your turn; Option — table option; Tisch — table;
#   Karte — card; Farbe — suit/colour; Stich — trick; ausspielen — lead;
#   Alptraum — Nightmare (Somnia); Sandplättchen — sand token (Somnikum);
#   Teilchen — particle; Schwungrad — flywheel; Traum — dream;
#   Schlafmarker — sleep marker (Darkly Dreaming); Traumdämon — Dream Demon;
#   Hexe — Witch; Händler — Monger (Somna); Scheiterhaufen — pyre;
#   nominieren — nominate; Abstimmung — vote; Schlussabstimmung — final vote.
game-over = Das Spiel ist vorbei.
game-not-your-turn = Du bist nicht am Zug.
game-move-not-allowed = Dieser Zug ist gerade nicht erlaubt.
game-option-not-bool = Die Option { $option } muss true oder false sein.
game-option-not-int = Die Option { $option } muss eine ganze Zahl sein.
game-option-too-small = Die Option { $option } muss mindestens { $minimum } sein.
game-option-too-large = Die Option { $option } darf höchstens { $maximum } sein.
game-option-wrong-type = Die Option { $option } hat den falschen Typ.
game-option-not-a-choice = Die Option { $option } muss einen dieser Werte haben: { $allowed }.
game-option-unknown = { $title } hat keine Option { $options }.
game-players-out-of-range = { $title } braucht { $lo } bis { $hi } Spieler, nicht { $players }.

# Somnia: Farben R Rot, B Blau, G Grün, Y Gelb; Alptraum — Nightmare (Trumpffarbe);
#   verleugnen — revoke; Lebenschip — life chip; ausspielen — lead; bedienen — follow.
game-somnia-suit = { $suit ->
    [R] Rot
    [B] Blau
    [G] Grün
   *[Y] Gelb
}
game-somnia-card = { game-somnia-suit } { $rank }
game-somnia-not-a-move = Das ist kein Zug in Somnia.
game-somnia-play-from-hand = Das ist kein Zug in Somnia: Spiel eine Karte aus deiner Hand.
game-somnia-not-held = Du hast { $card } nicht auf der Hand.
game-somnia-revoke-off = Verleugnen ist an diesem Tisch abgeschaltet: Spiel eine Karte, die die Regeln erlauben.
game-somnia-revoke-legal = { $card } ist ein regulärer Zug, kein Verleugnen.
game-somnia-revoke-not-allowed = Verleugnen heißt, die ausgespielte Farbe nicht zu bedienen, obwohl du sie hast; diese Karte ist schlicht nicht erlaubt.
game-somnia-revoke-no-life = Du hast keinen Lebenschip mehr, um das Verleugnen zu bezahlen.
game-somnia-must-follow = Du musst { game-somnia-suit } bedienen: Du hast { $card }.
game-somnia-nightmare-led = { game-somnia-suit } ist der Alptraum und wurde ausgespielt: Du musst eine Alptraumkarte spielen.
game-somnia-nightmare-must-beat = Eine Alptraumkarte auf ausgespieltes { game-somnia-suit } muss { $card } schlagen, die schon im Stich liegt (außer du hast nur Alptraumkarten).
game-somnia-follow-or-win = Du musst { game-somnia-suit } bedienen (du hast { $card }) oder eine Alptraumkarte ({ $nightmare ->
    [R] Rot
    [B] Blau
    [G] Grün
   *[Y] Gelb
}) spielen, die den Stich gewinnt.

# Traumland: Farben R Rot, B Blau, Y Gelb, G Grün (Karte „Rot 7“);
#   Gottheit — Divine; Träumer — Dreamer; ansagen — declare; passen — pass; ausspielen — lead.
game-traumland-colour = { $colour ->
    [R] Rot
    [B] Blau
    [Y] Gelb
   *[G] Grün
}
game-traumland-card = { $kind ->
    [divine] Gottheit
    [dreamer] Träumer
    [value] { game-traumland-colour } { $value }
   *[other] { $card }
}
game-traumland-dreamer-as = Träumer als { $card }
game-traumland-not-a-move = Das ist kein Zug in Traumland.
game-traumland-lead-no-pass = Du spielst diesen Stich aus, also musst du eine Karte spielen; passen darfst du, sobald eine Karte oben liegt.
game-traumland-dreamer-needs-declaration = Nur Zahlenkarten und Gottheiten werden so gespielt, wie sie sind; ein Träumer muss angesagt werden.
game-traumland-not-held = Du hast keine Karte „{ $card }“.
game-traumland-no-dreamer = Du hast keinen Träumer.
game-traumland-bad-declaration = Ein Träumer wird als Wert 1 bis 11 in Rot, Blau, Gelb oder Grün angesagt oder als Gottheit.
game-traumland-divine-lead-late = Nach dem ersten Ausspielen der Runde darfst du eine Gottheit nur ausspielen, wenn du nichts anderes mehr hast.
game-traumland-dreamer-lead-divine = Nach dem ersten Ausspielen der Runde wird ein ausgespielter Träumer als Zahlenkarte angesagt: Wähle eine Farbe und einen Wert.
game-traumland-lead-not-allowed = So darfst du nicht ausspielen.
game-traumland-dreamer-on-divine = Ein Träumer auf einer Gottheit wird als Farbe und Wert angesagt, nicht als weitere Gottheit.
game-traumland-on-divine = Auf eine Gottheit darf nur eine 1 in beliebiger Farbe oder ein Träumer gespielt werden.
game-traumland-dreamer-only-divine = Ein Träumer auf „{ $card }“ kann nur als Gottheit angesagt werden.
game-traumland-dreamer-must-beat = Ein Träumer auf „{ $card }“ muss als { game-traumland-colour } { $low } bis { $high } angesagt werden oder als Gottheit.
game-traumland-must-beat = Um „{ $card }“ zu schlagen, spiel eine höhere Karte in { game-traumland-colour }, eine Gottheit oder einen Träumer – oder passe.

# Somnikum: Sandplättchen — sand token; Traumteilchen — particle; Traumschwungrad — flywheel;
#   Begegnungskarte — encounter card; Handlung — plot; Ebene — level; Bruch — break;
#   Traum — dream; Bedingung A — condition A; Wandernder Stern — Wandering Star; Goldstaub — Golden Dust.
game-somnikum-now = Jetzt musst du { $phase ->
    [flywheels] die Schwungräder aufstellen
    [start] ein Sandplättchen legen, eine Begegnung spielen oder ein Schwungrad wählen
    [token] die Karte für dein Plättchen wählen
    [steps] wählen, wie weit sich das Schwungrad bewegt
    [pay] die Plättchen wählen, mit denen du die zusätzlichen Schritte bezahlst
    [attach] wählen, wohin die Karte in deinem Traum kommt
    [keep] eine der gezogenen Begegnungskarten behalten
    [after] eine Begegnung spielen oder deinen Zug beenden
    [extra] das Schwungrad für den Schritt des Wandernden Sterns wählen
    [dust] das Plättchen für den Goldstaub wählen
    [dust_target] die Karte für den Goldstaub wählen
    [mend] den Bruch wählen, der geflickt wird
    [rob] wählen, wen du bestiehlst
   *[other] warten
}.
game-somnikum-not-a-move = Das ist kein Zug in Somnikum.
game-somnikum-not-now = Das steht gerade nicht zur Wahl. { $now }
game-somnikum-too-many-steps = Du kannst höchstens { $most } { $most ->
    [one] Schritt
   *[other] Schritte
} gehen: Die ersten { $free } sind frei, jeder weitere kostet eins deiner { $tokens } Sandplättchen, und ein Schritt ist eine Karte auf dem Feld.
game-somnikum-level-full = Auf Ebene { $level } ist kein Platz: Eine Karte dort muss unter das nächste Kartenpaar eine Ebene höher, zwischen dem kein Bruch liegt.
game-somnikum-particle-added = Du hast in diesem Zug schon ein Teilchen hinzugefügt.
game-somnikum-no-such-token = Du hast kein Sandplättchen mit diesem Teilchen.
game-somnikum-token-fits-nothing = Dieses Plättchen passt auf keine deiner Karten ganz rechts: Auf eine Karte einer anderen Handlung brauchst du zwei gleiche Plättchen (eins kommt zurück in den Beutel).
game-somnikum-token-where = Ein Plättchen darf nur auf die letzte Karte einer deiner Reihen, und auf eine Karte einer anderen Handlung nur, wenn du ein zweites gleiches Plättchen abgibst.
game-somnikum-encounter-not-held = Du hast diese Begegnungskarte nicht.
game-somnikum-encounter-not-now = Du kannst gerade keine Begegnungskarte spielen. { $now }
game-somnikum-encounter-round-over = Nach deiner Karte liegen nur noch so viele Karten auf dem Feld, wie es Spieler gibt: Die Runde endet sofort (Bedingung A), also darf danach keine Begegnungskarte mehr gespielt werden. Beende deinen Zug.
game-somnikum-encounter-no-effect = Diese Begegnungskarte hat gerade keine Wirkung und kann deshalb nicht gespielt werden.
game-somnikum-keep-drawn = Behalte eine der Begegnungskarten, die du gerade gezogen hast.
game-somnikum-rob-whom = Wähle einen anderen Spieler, der mindestens ein Sandplättchen hat.
game-somnikum-no-break = Links von dieser Karte in deinem Traum ist kein Bruch.
game-somnikum-gap-range = Wähle eine Lücke zwischen 0 und { $last }.

# Eine Liste von Namen: $head, dann der Rest ($tail).
game-list = { $head }, { $tail }
# Darkly Dreaming: Traum — dream; Traumarten: Tiefen (D), Neid (E), Käfige (C), Urzeit (P);
#   Alptraum — Nightmare; Träumer — dreamer; Träumerkarte — dreamer card; Schlafmarker — sleep marker;
#   Schattenstapel — shadow pile; Jagdstapel — hunt pile; neu würfeln — reroll; Platz N — seat N.
game-darkly-dreaming-kind = { $kind ->
    [D] Tiefen
    [E] Neid
    [C] Käfige
   *[P] Urzeit
}
game-darkly-dreaming-not-a-move = Das ist kein Zug in Darkly Dreaming.
game-darkly-dreaming-must-sleep = Dein Schlafmarker steht auf { $limit }: Du musst schlafen.
game-darkly-dreaming-return-count = Misch genau { $count } der gezogenen Träume zurück.
game-darkly-dreaming-return-drawn = Du kannst nur Träume zurückmischen, die du gezogen hast: { $dreams }.
game-darkly-dreaming-target-in-game = Ein Alptraum würfelt nur für einen Träumer, der noch im Spiel ist.
game-darkly-dreaming-not-on-card = Dieser Traum liegt nicht auf der Träumerkarte von Platz { $dreamer }.
game-darkly-dreaming-primeval-empty = Der Schatten der Urzeit bewegt nur einen Traum aus einem deiner Schattenstapel, und dieser Stapel ist leer.
game-darkly-dreaming-become-largest = Du wirst der Alptraum deines größten noch nicht beanspruchten Schattenstapels: { $kinds }.
game-darkly-dreaming-now = Jetzt musst du { $kind ->
    [return] wählen, welche gezogenen Träume zurück in den Stapel gemischt werden
    [target] den Träumer wählen, für den der Traum gewürfelt wird
    [envy] den Traum auf der Karte von Platz { $dreamer } wählen, der neu gewürfelt wird
    [primeval] entscheiden, ob ein Schattentraum auf den Jagdstapel wandert
    [nm_envy] wählen, wie der Alptraum des Neids zuschlägt
    [envy_two] die Träume wählen, die neu gewürfelt werden
    [nm_depths] wählen, welcher der beiden gewürfelten Träume zurückgeht
    [nm_primeval] entscheiden, ob ein Urzeit-Traum mit 2 Punkten auf den Jagdstapel wandert
    [become] wählen, welcher Alptraum du wirst
   *[sleep] wählen, ob du schläfst oder wach bleibst
}.

# Somna: Traumdämon — Dream Demon; Hexe — Witch; Biest — Beast; Hexenjäger — Witch Hunter;
#   Priester — Priest; Apotheker — Apothecary; Eiferer — Zealot; Händler — Monger;
#   Neugieriger — Curious One; Dorfbewohner — Villager; Fähigkeit — power; Nacht/Tag — night/day;
#   nominieren — nominate; Angeklagter — the accused; Verteidigung — plea; Scheiterhaufen — pyre;
#   Schlussabstimmung — final vote; eine Hinrichtung sabotieren — sabotage an execution; verhexen — hex.
game-somna-power = { $power ->
    [seduce] Eine Hexe verführen
    [corrupt] Ein Biest verderben
    [hex] Verhexen
    [bless] Ein Haus segnen
    [guard] Wache halten
    [slay] Erschlagen
    [maul] Zerfleischen
    [poison] Vergiften
    [vigilante] Als Rächer zuschlagen
    [elixir] Elixier
    [spell] Zauber (ist das der Dämon?)
    [check] Auf Hexerei prüfen
   *[peek] Eine Rollenkarte ansehen
}
game-somna-not-a-move = Das ist kein Zug in Somna.
game-somna-dead-wait = Die Toten nehmen weder an der Nacht noch an den Abstimmungen teil; du kannst aber weiter zusehen und mit den Geistern sprechen.
game-somna-plea-wait = Der Angeklagte verteidigt sich: Die Abstimmung beginnt, wenn seine Verteidigung endet.
game-somna-ended-day-wait = Du hast den Tag beendet: Warte auf die anderen oder auf die Schlussabstimmung.
game-somna-not-your-power = Deine Rolle hat diese Fähigkeit nicht.
game-somna-resisted = Diese Seele hat dir heute Nacht widerstanden: Wähle jemand anderen.
game-somna-first-night-demon-only = In der ersten Nacht handelt nur der Traumdämon: Er muss eine Hexe verführen.
game-somna-power-unavailable = „{ $power }“ ist nicht verfügbar: Die Fähigkeit ist verbraucht oder ihre Zeit ist noch nicht gekommen.
game-somna-bad-target = Diesen Spieler kannst du für diese Fähigkeit nicht wählen.
game-somna-first-night-seduce = In der ersten Nacht muss der Traumdämon jemanden verführen.
game-somna-night-only-powers = Es ist Nacht: Nur Nachtfähigkeiten können eingesetzt werden.
game-somna-day-no-powers = Es ist Tag: Nachtfähigkeiten warten auf die Dämmerung.
game-somna-nominations-closed = Gerade kann niemand nominiert werden.
game-somna-nominate-self = Du kannst dich nicht selbst nominieren.
game-somna-nominate-living = Du kannst nur einen lebenden Spieler nominieren.
game-somna-final-not-started = Die Schlussabstimmung hat noch nicht begonnen.
game-somna-pick-living = Du kannst nur einen lebenden Spieler wählen.
game-somna-sabotage-monger = Nur der Händler darf eine Hinrichtung sabotieren: einmal pro Spiel und nicht, nachdem er verhext wurde.
game-somna-no-vote = Gerade läuft keine Abstimmung.
game-somna-not-now-day = Das ist zu diesem Zeitpunkt des Tages nicht möglich.

# Somnikums Namen: Traumteilchen und Begegnungskarten.
game-somnikum-particle = { $particle ->
    [dragon] Drache
    [castle] Schloss
    [princess] Prinzessin
    [unicorn] Einhorn
    [crown] Krone
    [fairy] Fee
    [golden_key] goldener Schlüssel
    [apple] Apfel
    [octopus] Krake
    [mermaid] Meerjungfrau
    [fish] Fisch
    [shell] Muschel
    [turtle] Schildkröte
    [crab] Krabbe
    [whale] Wal
    [anchor] Anker
    [cloud] Wolke
    [rocket] Rakete
    [planet] Planet
    [comet] Komet
    [moon] Mond
    [alien] Außerirdischer
    [ufo] UFO
   *[astronaut] Astronaut
}
game-somnikum-encounter = { $encounter ->
    [E01] Sandmanns Beutel
    [E02] Sandmanns Beutel
    [E03] Sandmanns Beutel
    [E04] Rückenwind
    [E05] Rückenwind
    [E06] Rückwärtsdrall
    [E07] Rückwärtsdrall
    [E08] Flickfaden
    [E09] Flickfaden
    [E10] Goldstaub
    [E11] Goldstaub
    [E12] Traumfänger
    [E13] Traumfänger
    [E14] Wandernder Stern
    [E15] Sanddieb
    [E16] Sanddieb
    [E17] Sanduhr
    [E18] Sanduhr
    [E19] Gute Fee
    [E20] Meereskönig
    [E21] Sternennavigator
    [E22] Nachtlicht
    [E23] Sternbild
   *[E24] Sandhüter
}

# Die Tipps der Bots: Schlüssel hint-<Spiel>-<Grund>, Platzhalter heißen wie die Daten des Tipps.
hint-somnia-only-card = { $card } ist die einzige Karte, die du spielen darfst.
hint-somnia-take = Nimm den Stich mit { $card }: Die von hier aus durchgespielten Runden laufen am besten, wenn du ihn gewinnst.
hint-somnia-duck = Spiel { $card } und lass den Stich gehen: Die von hier aus durchgespielten Runden laufen ohne ihn am besten.
hint-somnia-set-nightmare = Spiel { $card }: { $suit } jetzt zum Alptraum zu machen, lief in den von hier aus durchgespielten Runden am besten.
hint-somnia-lead = Spiel { $card } aus: Von deinen Ausspielen lief es in den von hier aus durchgespielten Runden am besten.
hint-traumland-only = { $card } ist die einzige Karte, die du spielen darfst.
hint-traumland-play = Spiel { $card }: Von deinen Zügen lief er in den von hier aus durchgespielten Runden am besten.
hint-traumland-pass = Passe: Die von hier aus durchgespielten Runden liefen besser, wenn du deine Karten behältst.
hint-somnikum-plan = Nimm { $card } und lege sie an Ebene { $level } an: Dein Traum wäre dann etwa { $worth } Punkte wert.
hint-somnikum-token = Lege zuerst dein Plättchen „{ $particle }“ auf eine Karte ganz rechts: Die Karte, die du als Nächstes nimmst, kann sie dann fortsetzen.
hint-somnikum-play = Spiel jetzt „{ $encounter }“: Das hilft bei dem Zug, den du gleich machst.
hint-somnikum-keep = Behalte „{ $encounter }“.
hint-somnikum-end = Beende deinen Zug: Keine deiner Begegnungskarten hilft gerade.
hint-somnikum-flywheels = Stell die Schwungräder hierhin.
hint-somnikum-pay = Bezahle mit „{ $particle }“: Das brauchst du am wenigsten.
hint-somnikum-default = Der beste Schritt für den Plan dieses Zugs.
hint-darkly-dreaming-stay-awake = Bleib wach: { $dice } { $dice ->
    [one] weiterer Würfel ist
   *[other] weitere Würfel sind
} etwa { $gain } Punkte wert, bei { $risk } % Risiko, deinen Traum zu verlieren.
hint-darkly-dreaming-sleep = Schlaf: { $dice } { $dice ->
    [one] weiterer Würfel würde
   *[other] weitere Würfel würden
} deinen Traum riskieren ({ $risk } % Risiko, ihn zu verlieren) für etwa { $gain } Punkte.
hint-darkly-dreaming-must-sleep = Schlaf: Dein Marker steht an seiner Grenze.
hint-darkly-dreaming-return = Misch { $dreams } zurück: Das sind die gefährlichsten Träume für deine Stapel.
hint-darkly-dreaming-envy = Würfle diesen Traum neu: Er kostet Platz { $dreamer } am meisten.
hint-darkly-dreaming-envy-own = Würfle diesen Traum neu: Er ist der schlechteste auf deiner Karte.
hint-darkly-dreaming-primeval = Leg einen Schattentraum auf den Jagdstapel: Deinem Schattenstapel fehlt nur einer, um dich zum Alptraum zu machen.
hint-darkly-dreaming-decline = Lehne ab: Dein Jagdstapel ist näher an seiner Grenze als deine Schattenstapel.
hint-darkly-dreaming-target = Würfle für Platz { $target }: den Träumer mit den meisten Punkten.
hint-darkly-dreaming-become = Werde der Alptraum von „{ $kind }“: Dessen Schatten würfeln die anderen am häufigsten.
hint-darkly-dreaming-nightmare = So wie die Dinge stehen, die für dich am wenigsten schädliche Wahl.
hint-somna-sleep = Heute Nacht ist nichts zu gewinnen: Schlaf.
hint-somna-seduce = Verführe { $seat }: Nichts deutet darauf hin, dass diese Person eine Rolle hat.
hint-somna-kill-danger = { $seat } ist für deine Seite am gefährlichsten: Diese Person hat deine Seite beschuldigt oder hat eine Rolle.
hint-somna-kill = Schlag bei { $seat } zu: Das Dorf vertraut dieser Person und verdächtigt sie nicht.
hint-somna-spell = Sprich deinen Zauber über { $seat }, um zu erfahren, ob das der Dämon ist.
hint-somna-hex = Verhexe { $seat }: Diese Person bedroht deine Seite, also soll ihre Fähigkeit heute Nacht scheitern.
hint-somna-check = Prüfe { $seat }: Von denen, die du noch nicht geprüft hast, wirkt diese Person am verdächtigsten.
hint-somna-peek = Sieh dir die Karte von { $seat } an: Von denen, die du noch nicht gesehen hast, wirkt diese Person am verdächtigsten.
hint-somna-bless = Segne { $seat }: Diese Person ist heute Nacht das wahrscheinlichste Ziel des Dämons.
hint-somna-guard = Bewache { $seat }: Halte den Rächer von jemandem fern, dem du vertraust.
hint-somna-poison = Vergifte { $seat }: Die Hinweise deuten mehr auf diese Person als auf alle anderen.
hint-somna-elixir = Hol { $seat } zurück: Diese Person wurde in der Nacht getötet, war also nicht der Dämon.
hint-somna-strike = Streck { $seat } nieder: Die Hinweise deuten mehr auf diese Person als auf alle anderen.
hint-somna-wait = Die Hinweise sind zu dünn, um zu handeln: Heb dir deine Fähigkeit für später auf.
hint-somna-nominate-known = Du weißt sicher, dass { $seat } böse ist: Nominiere diese Person.
hint-somna-nominate-found = Deine Prüfung hat bei { $seat } Hexerei gefunden: Nominiere diese Person.
hint-somna-nominate = Nominiere { $seat }: Stimmen, Tode und Anschuldigungen deuten am stärksten auf diese Person.
hint-somna-nominate-cover = Nominiere { $seat }: Das Dorf verdächtigt diese Person schon.
hint-somna-end-day = Niemand fällt genug auf, um nominiert zu werden: Beende den Tag.
hint-somna-end-plea = Du hast alles gesagt: Beende deine Verteidigung.
hint-somna-vote-yes = Stimm mit Ja: { $seat } gehört zu denen, auf die die Hinweise deuten.
hint-somna-vote-self = Stimm mit Nein: Du bist der Angeklagte.
hint-somna-vote-no = Stimm mit Nein: Die Hinweise deuten mehr auf andere als auf { $seat }.
hint-somna-vote-known-yes = Stimm mit Ja: Du weißt, dass { $seat } böse ist.
hint-somna-vote-known-no = Stimm mit Nein: Du weißt, dass { $seat } nicht der Dämon ist.
hint-somna-vote-side = Stimm, wie deine Seite es braucht: Es dient ihr, wenn { $seat } auf den Scheiterhaufen kommt.
hint-somna-shield = Stimm mit Nein: { $seat } darf nicht brennen.
hint-somna-pick = Wähle { $seat }: Von allen Lebenden deuten die Hinweise am stärksten auf diese Person.
hint-somna-pick-known = Wähle { $seat }: Du weißt sicher, dass diese Person böse ist.
hint-somna-pick-cover = Wähle { $seat }: Das Dorf verdächtigt diese Person am meisten, und sie ist nicht auf deiner Seite.
hint-somna-abstain = Es ist niemand mehr zum Wählen übrig: Enthalte dich.
hint-somna-watch = Lass den Scheiterhaufen brennen.
hint-somna-sabotage = Sabotiere den Scheiterhaufen: Du weißt, dass { $seat } auf der Seite des Dorfes ist.

# Names and texts the engines' data gives, by code, for the screens: an encounter card's text (by id),
# Somnia's deal endings (the event's ending_key), Somna's roles (role codes).
game-somnikum-encounter-text = { $encounter ->
    [E01] Zieh 2 zufällige Sandplättchen aus dem Beutel.
    [E02] Zieh 2 zufällige Sandplättchen aus dem Beutel.
    [E03] Zieh 2 zufällige Sandplättchen aus dem Beutel.
    [E04] In diesem Zug hat dein Schwungrad 2 weitere freie Schritte. Plättchen bekommst du weiterhin nur für Bewegungen um 1 oder 2 Schritte.
    [E05] In diesem Zug hat dein Schwungrad 2 weitere freie Schritte. Plättchen bekommst du weiterhin nur für Bewegungen um 1 oder 2 Schritte.
    [E06] Bewege das gewählte Schwungrad in diesem Zug gegen den Uhrzeigersinn statt im Uhrzeigersinn (gleiche Kosten und Plättchen).
    [E07] Bewege das gewählte Schwungrad in diesem Zug gegen den Uhrzeigersinn statt im Uhrzeigersinn (gleiche Kosten und Plättchen).
    [E08] Nimm ein Bruchplättchen aus deinem Traum und leg es zurück in den Beutel. Diese beiden Karten gelten jetzt als zusammenhängend.
    [E09] Nimm ein Bruchplättchen aus deinem Traum und leg es zurück in den Beutel. Diese beiden Karten gelten jetzt als zusammenhängend.
    [E10] Leg ein Sandplättchen aus deinem Vorrat auf eine Karte ganz rechts in deinem Traum, gleich welcher Handlung, mit nur einem Plättchen. Das geschieht zusätzlich zur freiwilligen Aktion.
    [E11] Leg ein Sandplättchen aus deinem Vorrat auf eine Karte ganz rechts in deinem Traum, gleich welcher Handlung, mit nur einem Plättchen. Das geschieht zusätzlich zur freiwilligen Aktion.
    [E12] Zieh 2 Begegnungskarten; behalte 1 und wirf die andere ab.
    [E13] Zieh 2 Begegnungskarten; behalte 1 und wirf die andere ab.
    [E14] Nachdem du in diesem Zug deine Karte angelegt hast, bewege ein beliebiges Schwungrad um genau 1 Schritt (frei, ohne Plättchen), nimm diese Karte und lege sie nach den normalen Regeln an (Begegnungssymbol eingeschlossen). Prüfe dann die Bedingungen für das Rundenende.
    [E15] Nimm 1 zufälliges Sandplättchen aus dem Vorrat eines anderen Spielers.
    [E16] Nimm 1 zufälliges Sandplättchen aus dem Vorrat eines anderen Spielers.
    [E17] In jedem deiner Züge ist auch der 4. Schwungradschritt frei.
    [E18] In jedem deiner Züge ist auch der 4. Schwungradschritt frei.
    [E19] Du darfst ein Märchen-Plättchen mit nur einem Plättchen auf eine Karte jeder Handlung legen.
    [E20] Du darfst ein Unterwasser-Plättchen mit nur einem Plättchen auf eine Karte jeder Handlung legen.
    [E21] Du darfst ein Weltraum-Plättchen mit nur einem Plättchen auf eine Karte jeder Handlung legen.
    [E22] Bei der Schlusswertung hat jede deiner Alptraumkarten 1 Auge weniger (mindestens 0).
    [E23] Bei der Schlusswertung +2 SP für jede Reihe deines Traums mit mindestens 3 Karten und ohne Bruch.
   *[E24] Bei der Schlusswertung +1 SP für je 3 Sandplättchen in deinem Vorrat.
}
game-somnia-ending = { $ending ->
    [captive] Gefangener des Traums
    [black_string] Ein schwarzer Faden
    [sleepless] Schlafloses Kind
    [dreamless] Traumloses Kind
    [between] Zwischen Traum und Morgengrauen
    [monopoly] Monopol
    [solitude] Einsamkeit
   *[two_black_strings] Zwei schwarze Fäden
}
game-somna-role = { $role ->
    [demon] Traumdämon
    [witch] Hexe
    [beast] Biest
    [witch_hunter] Hexenjäger
    [priest] Priester
    [apothecary] Apotheker
    [zealot] Eiferer
    [monger] Händler
    [curious_one] Neugieriger
   *[villager] Dorfbewohner
}

# Beschreibungen der Tischoptionen (höchstens 100 Zeichen: Beschreibungen von Slash-Befehlsoptionen). Erzähler — Storyteller.
game-darkly-dreaming-option-goal = Punkte im Punktestapel, ab denen die Schlussrunde beginnt (laut Regeln 15).
game-somna-option-advanced = Fortgeschritten: Der Neugierige wird ausgeteilt, und der Dämon kann ein Biest erschaffen.
game-somna-option-reveal-roles-on-death = Die Rolle jedes Spielers verkünden, der stirbt.
game-somna-option-storyteller-hints = Bei jedem Sonnenaufgang deutet der Erzähler eine Rolle im Spiel an (nie, wer sie hat).
game-somna-option-night-seconds = Länge einer Nacht in Sekunden.
game-somna-option-day-seconds = Zeit für Nominierungen pro Tag, in Sekunden.
game-somna-option-plea-seconds = Zeit, die der Angeklagte zur Verteidigung hat, in Sekunden.
game-somna-option-vote-seconds = Länge einer Abstimmung in Sekunden.
game-somna-option-min-players = Mindestzahl Spieler (5 oder 6 für lockere Runden: Dämon, Hexenjäger, Priester, Apotheker).
game-somnia-option-allow-revoke = Puristenregel: auch Verleugnen anbieten (Farbe nicht bedienen); kostet je einen Lebenschip.
game-somnikum-option-discovery-18 = Die 18 Begegnungskarten der englischen Ausgabe (Discovery) statt der 24 russischen.
game-traumland-option-most-beyond-12 = Offizielle Variante: Keiner steigt bei 12 aus; die höchste Stufe gewinnt nach einer Runde mit 12+.
game-traumland-option-lone-player-ends-round = Hausregel: Die Runde endet, wenn nur noch ein Spieler drin ist (die anderen stiegen bei 12 aus).

## bot (store, tables, errors)

# failures, ui, tables, redirect, delivery
# Glossar: table = Tisch; hand = Karten auf der Hand („Meine Karten“).
bot-failure-save = Ich konnte das nicht speichern, daher hat sich nichts geändert. Bitte versuch es noch einmal.
bot-failure-read = Ich konnte meine Aufzeichnungen gerade nicht lesen; es hat sich nichts geändert. Bitte versuch es gleich noch einmal.
bot-failure-broken = Bei mir ist etwas schiefgegangen, ich habe es protokolliert. Schau dir den Tisch an, bevor du es noch einmal versuchst.
bot-failure-stopping = Ich starte gerade neu und habe das deshalb nicht angenommen. Bitte versuch es in einer Minute noch einmal.
bot-failure-not-in-use = Dieser Button funktioniert nicht mehr.
bot-failure-unknown-command = Diesen Befehl gibt es nicht mehr. Tippe /, um die aktuellen zu sehen.
bot-failure-bad-value = Ich konnte { $value } für diese Option nicht verwenden.
bot-failure-server-only = Nutze diesen Befehl in einem Kanal eines Servers.
# $permissions: Discord's names of the missing permissions, in English.
bot-failure-missing-permissions = Dafür brauchst du die Berechtigungen { $permissions }.
bot-failure-not-here = Das kannst du hier nicht verwenden.
bot-failure-discord = Discord hat einen Teil meiner Antwort abgelehnt (Status { $status }). Bitte versuch es noch einmal.
bot-button-yes = Ja: { $choice }
bot-button-cancel = Abbrechen
bot-button-my-hand = Meine Karten
bot-button-back = Ich bin zurück
# A menu of more than 25 choices, cut in parts: "Play a card (26-50)".
bot-select-part = { $group } ({ $first }–{ $last })
bot-table-not-running = Dieses Spiel läuft nicht mehr.

## commands

## help and rules

## lobby and rematch

# Glossar (Lobby, Revanche, Wiederholung): table = Tisch; lobby = Lobby; host = Gastgeber;
# Join = „Beitreten“; Play again = „Nochmal spielen“; replay = Wiederholung; step = Schritt;
# deal = Austeilen; bot = Bot. Die Spieler werden geduzt (du / ihr).
# lobby (cogs/lobby.py)
lobby-use-in-server = Nutze /play in einem Kanal eines Servers.
lobby-missing-permissions = Ich kann hier keinen Tisch leiten: Mir fehlen in diesem Kanal die Berechtigungen { $permissions }. Bitte die Moderation, sie zu erteilen, oder nutze /play in einem anderen Kanal.
# Discord's own names of the permissions, as its German settings show them.
lobby-permission-view-channel = Kanäle ansehen
lobby-permission-send-messages = Nachrichten senden
lobby-permission-send-messages-in-threads = Nachrichten in Threads senden
lobby-permission-embed-links = Links einbetten
lobby-permission-attach-files = Dateien anhängen
lobby-cancelled = Der Gastgeber hat diese Lobby abgesagt.
lobby-begins = 🌙 { $game } beginnt! { $players }
lobby-began-below = 🌙 { $game } hat begonnen: Der Tisch ist die Nachricht unten.
lobby-in-progress-title = { $game }: läuft
lobby-in-progress-description =
    Gespielt wird in <#{ $channel }>: { $players }.
    Verfolgt das Spiel dort; das Ergebnis kommt hierher, sobald es vorbei ist. Dieser Kanal ist frei für ein weiteres /play.

# rematch (cogs/rematch.py): Play again and Ping me for the next game
rematch-ping-call = 🔔 { $mentions }: Ein Tisch **{ $game }** ist offen, drückt **Beitreten**. (Ihr wolltet gerufen werden: `/preferences ping:False game:{ $game }` stellt das ab.)
rematch-finished-only = „Nochmal spielen“ geht erst, wenn das Spiel vorbei ist.
rematch-players-only = Nur wer mitgespielt hat, kann „Nochmal spielen“ drücken. Eröffne mit /play einen eigenen Tisch.
rematch-already = „Nochmal spielen“ wurde schon gedrückt, der neue Tisch ist hier: { $link }
rematch-missing-permissions = Ich kann hier keinen Tisch eröffnen: Mir fehlen in diesem Kanal die Berechtigungen { $permissions }.
rematch-channel-busy = In <#{ $channel }> ist schon ein Tisch offen ({ $link }). Spielt ihn zu Ende und drückt dann „Nochmal spielen“.
rematch-invite = 🔁 **{ $name }** will nochmal **{ $game }** spielen: { $mentions }, drückt **Beitreten**.
rematch-invite-alone = 🔁 **{ $name }** will nochmal **{ $game }** spielen.
rematch-opened-elsewhere = Ich habe in <#{ $channel }> einen neuen Tisch **{ $game }** eröffnet; die Mitspieler sind dort eingeladen.
rematch-post-failed = Ich konnte den neuen Tisch in <#{ $channel }> nicht posten und habe ihn deshalb wieder geschlossen. Nutze dort /play.
rematch-button-gone = Dieser Button funktioniert nicht mehr.
rematch-ping-on = 🔔 Ich rufe dich, sobald jemand auf diesem Server einen Tisch **{ $game }** eröffnet. Drück den Button noch einmal oder nutze `/preferences ping:False game:{ $game }`, um das abzustellen.
rematch-ping-off = 🔕 Ich rufe dich nicht mehr für **{ $game }**.

# replay (cogs/replay.py)
replay-choice = #{ $table } { $game }, { $when }
replay-choice-in = #{ $table } { $game }, { $when } in #{ $channel }
replay-jump-title = Zu einem Schritt springen
replay-jump-label = Schritt (0 = Austeilen, { $steps } = Ende)
replay-jump-bad = Gib eine Schrittnummer von 0 bis { $steps } ein.
replay-not-yours = Diese Wiederholung hat jemand anderes geöffnet. Öffne deine eigene mit `/replay table:{ $table }`.
replay-no-table = Es gibt keinen Tisch #{ $table }. `/history` listet deine Spiele mit ihren Nummern.
replay-still-playing = Dieses Spiel läuft noch: Die Wiederholung gibt es, sobald es vorbei ist.
replay-not-finished = An diesem Tisch wurde nicht zu Ende gespielt (abgesagt oder vorzeitig beendet), daher gibt es keine Wiederholung.
replay-damaged = Ich kann dieses Spiel nicht wiedergeben: Seine Aufzeichnung ist beschädigt. Ich habe es protokolliert.
replay-hidden-channel = Dieses Spiel lief in einem Kanal, den du nicht sehen kannst; die Wiederholung ist daher nur für seine Spieler und alle, die diesen Kanal sehen.
replay-title = Wiederholung: { $game } #{ $table }
replay-deal = Das Austeilen.
replay-step-line = { $name }: { $what }
replay-step-moved = { $name }: hat gezogen.
# $source: how the bot played the seat: ai (a bot seat), away (a player away), timeout (time ran out)
replay-played-by-me = ({ $name }: von mir gespielt, { $source ->
        [ai] als Bot
        [away] während der Abwesenheit
        [timeout] nach Ablauf der Zeit
       *[other] { $source }
    })
replay-footer = Schritt { $step } von { $last }
replay-footer-end = Schritt { $step } von { $last } (Ende)
replay-step = Schritt { $step }
replay-hidden-heading = Karten und Rollen (das Spiel ist vorbei)
replay-button-first = Anfang
replay-button-previous = Zurück
replay-button-next = Weiter
replay-button-last = Ende
replay-button-jump = Zu Schritt…

## play

# Der Tipp-Knopf (cogs/hints.py) und der Bot-Vermerk in einer Ergebniszeile.
play-hint-button = Tipp
play-hint-line = 💡 **Tipp**: Der starke Bot würde **{ $label }** spielen.
play-hint-moved-on = (Der Tisch ist weitergegangen, seit du gefragt hast: Prüf deine Möglichkeiten.)
play-hint-rated = Tipps gibt es nur an Übungstischen (ein Tisch mit einem Bot oder /play mit practice): Dieses Spiel wird gewertet, also zeige ich nichts.
play-hint-not-now = Du hast gerade nichts zu entscheiden: Frag nach einem Tipp, wenn du am Zug bist.
play-hint-failed = Ich konnte nicht rechtzeitig einen Tipp finden. Deine Möglichkeiten sind unverändert; versuch es gleich noch einmal.
play-game-not-running = Dieses Spiel läuft nicht mehr.
play-result-bot-played = · 🤖 in Abwesenheit vom Bot gespielt
play-result-bot-played-to-end = · 🤖 in Abwesenheit vom Bot gespielt (bis zum Ende: als Niederlage gewertet)

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
