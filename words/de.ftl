## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## screens (router, table message, channel, DMs, results)

play-pick-one = Wähle genau eine Option.
play-cancelled = Abgebrochen: Es wurde nichts gespielt.
play-saved-slowly = ✅ Gespeichert, es zählt. Das Speichern hat diesmal länger gedauert als sonst.
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
lobby-no-threads = Ich darf hier keine Threads erstellen (**Öffentliche Threads erstellen** und **Nachrichten in Threads senden**), also spielt dieser Tisch direkt im Kanal. Ein Moderator kann die Rechte vergeben, oder nutze `/play … thread:False`, damit Tische hier bleiben.
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
lobby-option = { $name ->
    [allow_revoke] Renonce erlauben
    [most_beyond_12] die meisten über 12
    [lone_player_ends_round] letzter Spieler beendet die Runde
    [advanced] Fortgeschrittene Regeln
    [reveal_roles_on_death] Rollen beim Tod aufdecken
    [storyteller_hints] Hinweise des Erzählers
    [night_seconds] Sekunden pro Nacht
    [night_min_seconds] kürzeste Nacht
    [spirits_see_roles] Geister sehen Rollen
    [day_seconds] Sekunden pro Tag
    [plea_seconds] Sekunden für die Verteidigung
    [vote_seconds] Sekunden pro Abstimmung
    [min_players] Mindestzahl Spieler
    [discovery_18] Entdeckung 18
    [goal] Ziel
   *[other] { $name }
  }
lobby-option-value = { $value ->
    [true] ja
    [false] nein
   *[other] { $value }
  }
lobby-time = { $stage ->
    [night] Nacht
    [nominations] Nominierungen
    [plea] Verteidigung
    [vote] Abstimmung
    [final_vote] Schlussabstimmung
    [pyre] Scheiterhaufen
   *[other] { $stage }
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
game-somna-pick-tied = In der Stichwahl kannst du nur einen der Gleichstehenden wählen.
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
game-somna-option-night-min-seconds = Kürzeste Nacht in Sekunden; sie endet dann einige Sekunden nach der letzten Antwort.
game-somna-option-spirits-see-roles = Die Toten sehen in ihrem Geister-Thread alle Rollen.
game-somna-option-day-seconds = Zeit für Nominierungen pro Tag, in Sekunden.
game-somna-option-plea-seconds = Zeit, die der Angeklagte zur Verteidigung hat, in Sekunden.
game-somna-option-vote-seconds = Länge einer Abstimmung in Sekunden.
game-somna-option-min-players = Mindestzahl Spieler (5 oder 6 für lockere Runden: Dämon, Hexenjäger, Priester, Apotheker).
game-somna-option-pace = Tempo: quick, standard oder relaxed; legt die Zeiten fest, die du nicht selbst setzt.
game-somnia-option-allow-revoke = Puristenregel: auch Verleugnen anbieten (Farbe nicht bedienen); kostet je einen Lebenschip.
game-somnikum-option-discovery-18 = Die 18 Begegnungskarten der englischen Ausgabe (Discovery) statt der 24 russischen.
game-traumland-option-most-beyond-12 = Offizielle Variante: Keiner steigt bei 12 aus; die höchste Stufe gewinnt nach einer Runde mit 12+.
game-traumland-option-lone-player-ends-round = Hausregel: Die Runde endet, wenn nur noch ein Spieler drin ist (die anderen stiegen bei 12 aus).

## bot (store, tables, errors)

# Glossar: table — Tisch, lobby — Lobby, thread — Thread, server — Server.
admin-no-table = In diesem Kanal gibt es keinen Tisch.
admin-no-table-threads = In diesem Kanal gibt es keinen Tisch. Seine Spiele laufen in ihren Threads ({ $threads }): Nutze /table end dort.
admin-table-ended = { $user } hat den Tisch von { $game } beendet. Es wurden keine Ergebnisse gespeichert.
admin-table-ended-title = { $game }: beendet
admin-table-ended-card = In { $channel } ohne Ergebnisse beendet.
admin-table-forfeit = { $user } hat den Tisch von { $game } beendet: eine Aufgabe, die nur für { $user } als Niederlage zählt{ $rating }. Wertung, Statistik und Verlauf aller anderen bleiben unverändert.
admin-table-forfeit-card = In { $channel } beendet: { $user } hat aufgegeben.
admin-gone-channel-deleted = sein Kanal gelöscht wurde
admin-gone-thread-deleted = sein Thread gelöscht wurde
admin-gone-dm = { $stage ->
    [game] Dein Spiel { $game } wurde beendet, weil { $why }. Es wurden keine Ergebnisse gespeichert; starte ein neues mit /play.
   *[lobby] Deine Lobby für { $game } wurde beendet, weil { $why }. Es wurden keine Ergebnisse gespeichert; starte ein neues Spiel mit /play.
}
error-not-seated-running = Du spielst in dieser Partie nicht mit; du kannst hier zusehen und mit /play bei der nächsten mitmachen.
error-table-already-over = Dieses Spiel ist schon vorbei: Es endete (oder wurde geschlossen) gerade eben, und was es festhielt, bleibt.
error-not-seated-lobby = Du sitzt nicht an diesem Tisch. Nutze den Beitreten-Knopf der Lobby, bevor das Spiel beginnt.
error-not-your-turn = Du bist nicht am Zug. Ich rufe dich, wenn du dran bist.
error-stale-choice = Diese Wahl stammt aus einem früheren Zug. Drücke **Meine Karten** für deine aktuellen Möglichkeiten.
error-stale-choice-button = Diese Wahl stammt aus einem früheren Zug. Drücke **{ $label }** in der Tischnachricht für deine aktuellen Möglichkeiten.
error-already-done = Das ist schon erledigt: Deine Wahl zählte einmal.
error-already-done-button = Das ist schon erledigt: Deine Wahl zählte einmal. Drücke **{ $label }** für deine aktuellen Möglichkeiten.
error-not-a-choice = Das gehört nicht zu deinen Möglichkeiten. Drücke **Meine Karten**, um zu sehen, was du jetzt tun kannst.
error-table-gone = Dieser Tisch ist beendet. Starte einen neuen mit /play.
error-save-failed = Ich konnte das nicht speichern, also hat sich nichts geändert. Bitte versuch es noch einmal.
error-no-such-game = Es gibt kein Spiel namens { $game }.
error-channel-busy = Dieser Kanal hat schon einen Tisch. Spiel ihn zu Ende oder beende ihn zuerst.
error-channel-busy-with = { $state ->
    [lobby] Dieser Kanal hat schon eine Lobby für { $game }: { $where }. Spiel sie zu Ende oder bitte den Gastgeber, sie zu beenden.
   *[game] Dieser Kanal hat schon eine Partie { $game }: { $where }. Spiel sie zu Ende oder bitte den Gastgeber, sie zu beenden.
}
error-lobby-closed = Diese Lobby hat schon begonnen oder ist geschlossen.
error-already-seated = Du hast schon einen Platz an diesem Tisch.
error-table-full = Dieser Tisch ist voll.
error-bot-levels = Ein Bot spielt auf einer dieser Stufen: { $levels }.
error-host-cannot-leave = Du bist der Gastgeber: Schließe die Lobby stattdessen mit Abbrechen.
error-host-only = { $action ->
    [add-bot] Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann einen Bot hinzufügen.
    [start] Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann das Spiel starten.
    [cancel] Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann die Lobby abbrechen.
   *[end] Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann den Tisch beenden.
}
error-too-few-players = { $game } braucht mindestens { $needed } Spieler; { $seated } sitzen am Tisch.
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

# Glossar: table — Tisch, game — Spiel (Partie), decision — Entscheidung/Zug, thread — Thread, server — Server,
# settings — Einstellungen, preferences — Vorlieben, leaderboard — Bestenliste. Spielnamen bleiben unübersetzt.
command-play-name = spielen
command-play-description = Einen Tisch für eines der Traumspiele eröffnen
command-play-somnia-description = Somnia, Stichspiel (2–4 Spieler)
command-play-traumland-description = Traumland, Kletterspiel: werde deine Karten los (2–4 Spieler)
command-play-somna-description = Somna, soziale Deduktion, der Bot erzählt die Geschichte (7–20 Spieler)
command-play-somnikum-description = Somnikum, Träume aus dem Ring draften (2–4 Spieler)
command-play-darkly-dreaming-description = Darkly Dreaming, fordere dein Glück gegen die Albträume heraus (2–4 Spieler)
command-option-turn-time-description = Sekunden pro Entscheidung (Standard: die Einstellung des Servers oder des Spiels)
command-option-thread-description = In einem eigenen Thread spielen (Standard: die /settings des Servers, an)
command-option-practice-description = Ein Übungstisch: ohne Wertung, mit Tipp-Knopf (wie Tische mit einem Bot)
command-stats-name = statistik
command-stats-description = Gespielte Partien, Siege und Plätze je Spiel
command-stats-user-description = Wessen Statistik (Standard: deine)
command-stats-game-description = Nur dieses Spiel
command-leaderboard-name = bestenliste
command-leaderboard-description = Die bestbewerteten Spieler eines Spiels, hier oder überall
command-leaderboard-board-description = Die Tabelle dieses Servers (Standard) oder die globale
command-option-game-description = Welches Spiel
command-choice-server-name = Dieser Server
command-choice-global-name = Global
command-history-name = verlauf
command-history-description = Deine zuletzt beendeten Partien
command-help-name = hilfe
command-help-description = Was dieser Bot kann und seine Befehle
command-rules-name = regeln
command-rules-description = Wie ein Spiel gespielt wird
command-table-name = tisch
command-table-description = Der Tisch dieses Kanals
command-table-end-name = beenden
command-table-end-description = Den Tisch dieses Kanals beenden (beendet ihn ein Spieler einer gewerteten Partie, gibt er auf)
command-settings-name = einstellungen
command-settings-description = Servereinstellungen für die Traumspiele
command-settings-turn-time-description = Standardsekunden pro Entscheidung (15–86400)
command-settings-threads-description = Jeden Tisch in einem eigenen Thread spielen (Standard: an, wo ich Threads erstellen darf)
command-settings-language-description = Die Sprache der Tisch-Beiträge hier (automatic: die des Servers)
command-choice-automatic-name = automatisch
command-preferences-name = vorlieben
command-preferences-description = Deine eigenen Einstellungen für die Traumspiele
command-preferences-ask-forced-description = Frag mich auch, wenn ich nur einen erlaubten Zug habe (Standard: er spielt sich selbst)
command-preferences-ping-description = Ruf mich, wenn jemand in diesem Server einen Tisch des Spiels unten eröffnet (freiwillig)
command-preferences-game-description = Das Spiel, um das es bei ping: geht
command-preferences-language-description = Die Sprache, in der ich dir antworte (automatic: die deines Discord)
command-replay-name = wiederholung
command-replay-description = Eine beendete Partie Zug um Zug noch einmal ansehen
command-replay-table-description = Die Tischnummer der Partie (siehe /history); tippe, um eine deiner zu wählen
command-privacy-name = datenschutz
command-privacy-description = Was ich über dich speichere, und es löschen

## help and rules

# /help und /rules. Eine Regelzeile, die mit ** (oder * [ .) beginnt, beginnt mit dem Literal {"**"}:
# Fluent reserviert diese Zeichen am Zeilenanfang.
# Glossar (wie im Glossar der Spiel-Engines oben): Spiel (deal), Stich (trick), ausspielen (lead), bedienen (follow),
# Alptraum (Nightmare, Somnias Trumpf), Lebenschip (life chip), verleugnen (revoke); Traumland: Stufe (level),
# Gottheit (Divine), Träumer (Dreamer), 12er-Karte (12 card), passen; Somnikum: Traumschwungrad/Schwungrad (flywheel),
# Traumkarte, Alptraum, Sandplättchen, Begegnungskarte, Zielkarte, Traumteilchen, Handlung (plot), Ebene (level),
# Bruch (break), SP (Siegpunkte); Darkly Dreaming: Träumer, Träumerkarte, Schlafmarker, Punkte-/Jagd-/
# Erschöpfungs-/Schattenstapel, Koma, Alptraum; Somna: Traumdämon, Hexe, Biest, Erzähler, Scheiterhaufen,
# Anklage (nomination), Verteidigung (plea), Fluch/verhexen (Hex), Zauber (Spell), Händler (Monger), Eiferer (Zealot).
# Die Knöpfe „Join“/„Start“ kommen per Verweis aus der Lobby ({ lobby-join }), die übrigen sind im Bot noch englisch.
help-title = Dream Games
help-games = Spiele: { $games }
help-game = **{ $title }** ({ $min }-{ $max })
help-commands =
    {"**"}/play <game>:** einen Tisch in diesem Kanal eröffnen; Freunde drücken **{ lobby-join }**, der Gastgeber drückt **{ lobby-start }**.
    {"**"}/rules game:** wie ein Spiel gespielt wird.
    {"**"}/stats [user] [game]:** Ergebnisse, Wertungen und Erfolge aller Zeiten. **/history:** deine letzten Partien. **/privacy:** was ich über dich speichere – und wie du es löschst.
    {"**"}/leaderboard game: [board]:** die bestbewerteten Spieler, auf diesem Server oder überall.
    {"**"}/replay table:** eine beendete Partie Zug für Zug noch einmal ansehen. **/preferences ping: game:** zu neuen Tischen gerufen werden.
    {"**"}/table end:** den Tisch dieses Kanals beenden (Gastgeber oder „Server verwalten“). Beendet ihn ein Spieler einer gewerteten Partie, ist das seine Aufgabe: eine Niederlage nur für ihn. Beendet ihn ein Moderator, der nicht mitspielt, wird nichts gewertet.
    {"**"}/settings turn_time:** die Standard-Bedenkzeit des Servers in Sekunden pro Entscheidung („Server verwalten“).

    Während einer Partie klickst du nur: Deine geheimen Karten oder deine Rolle kommen per Direktnachricht, und der Knopf **{ bot-button-my-hand }** (in Somna **{ somna-hand-label }**) an der Tischnachricht zeigt sie jederzeit wieder. Läuft deine Zeit ab, spiele ich einen sinnvollen Standardzug für dich; nach zwei Mal hintereinander giltst du als abwesend, bis du **{ bot-button-back }** drückst.
rules-button-previous = Zurück
rules-button-next = Weiter
rules-heading = { $game }: { $page }
rules-footer = Seite { $number } von { $count }
rules-not-yours = Öffne mit /rules deine eigene Ausgabe.
rules-missing = Für { $game } habe ich noch keinen Regeltext; siehe /help.


# /rules somnia: 5 pages (data/rules/somnia.toml counts them)
rules-somnia-1-title = Worum es geht
rules-somnia-1-body =
    Ein Stichspiel für **2 bis 4 Spieler** (Tarte Games, 2019), ein Verwandter des Schweizer Jass.

    Jeder beginnt mit **3 Lebenschips** ❤️❤️❤️. In jedem Spiel spielt ihr alle Karten in Stichen aus und sammelt Kartenpunkte (Traumsplitter). Wer zu viele sammelt, wird *Gefangener des Traums*; wer punktgleich mit jemandem ist, den verbindet *Ein schwarzer Faden*; wer keinen einzigen Stich macht, ist ein *Schlafloses Kind*. Wen der Ausgang des Spiels trifft, der verliert einen Lebenschip.

    Es wird so lange gespielt, bis jemand am Ende eines Spiels **keinen Lebenschip mehr** hat. Es gewinnen die Spieler mit den meisten übrigen Chips (bei Gleichstand teilen sie sich den Sieg).

    {"**"}Geben.** Zu dritt: je 12 Karten (alle 36). Zu viert: je 9. Zu zweit: nur die Werte 5 bis 10 kommen ins Spiel, je 6 Karten, die übrigen 12 bilden einen verdeckten Nachziehstapel. Der Geber wechselt jedes Spiel einen Platz nach links; der Spieler links vom Geber spielt zum ersten Stich aus.
rules-somnia-2-title = Die Karten und der Alptraum
rules-somnia-2-body =
    36 Karten in vier Farben, dargestellt als 🟥 Rot, 🟦 Blau, 🟩 Grün und 🟨 Gelb, Werte **2 bis 10**. Auf dem Tisch steht eine Karte als Farbe + Wert: 🟥7 ist die Rot 7.

    {"**"}Kartenpunkte** (eine gewöhnliche Farbe zählt 30):
    `Wert   2 3 4 5  6  7 8 9 10`
    `Punkte 0 0 0 0 10  2 3 4 11`

    {"**"}Der Alptraum** (Trumpf). Zu Beginn eines Spiels ist keine Farbe Trumpf. Die *erste Karte, die die ausgespielte Farbe nicht bedient*, macht ihre Farbe sofort zum Alptraum, schon für diesen Stich und für den Rest des Spiels. Der Tisch zeigt ihn mit 🌙.

    In der Alptraumfarbe steigen zwei Karten auf: Die **7 wird die höchste Karte (Rang 12, zählt 20)** und die **5 die zweithöchste (Rang 11, zählt 13)**. Reihenfolge im Alptraum von hoch nach niedrig: 7, 5, 10, 9, 8, 6, 4, 3, 2. Die Farbe zählt dann 61, ein Spiel also 151 Punkte (120, wenn nie ein Alptraum bestimmt wurde).

    Gezählt wird mit dem Alptraum, wie er am Ende des Spiels steht: Eine früh gewonnene 7 zählt 20, wenn ihre Farbe später zum Alptraum wird.
rules-somnia-3-title = Ein Stich
rules-somnia-3-body =
    Der Ausspieler legt eine beliebige Karte; danach folgt jeder reihum (im Uhrzeigersinn):

    • **Bedienen**, wenn du kannst.
    • Eine **Alptraumkarte darf immer gespielt werden**, auch wenn du bedienen könntest.
    • **Kein Untertrumpfen:** Eine Alptraumkarte auf eine gewöhnliche Farbe muss jede Alptraumkarte schlagen, die schon im Stich liegt, es sei denn, du hast nur noch Alptraumkarten.
    • Wird Alptraum ausgespielt, darfst du jede Alptraumkarte legen, und die Alptraum-7 musst du nie hergeben: Ist sie deine einzige Alptraumkarte, darfst du beliebig spielen.
    • Kannst du nicht bedienen, spielst du beliebig (solange noch kein Alptraum bestimmt ist, bestimmt diese Karte ihn).

    Die höchste Alptraumkarte gewinnt den Stich; liegt keine, die höchste Karte der ausgespielten Farbe. Der Gewinner nimmt die Karten **offen** an sich (jeder sieht auf dem Tisch jeden Stichstapel und seine Punkte) und spielt zum nächsten Stich aus.

    {"**"}Zu zweit:** Nach jedem Stich zieht erst der Gewinner die oberste Karte vom Stapel, dann der andere, solange der Stapel reicht. Was du ziehst, erfährst nur du.
rules-somnia-4-title = Spielausgänge und Lebenschips
rules-somnia-4-body =
    Am Ende eines Spiels zählt jeder seine Punkte. Die erste zutreffende Regel bestimmt den Ausgang und wer einen Chip verliert:

    {"**"}Zu dritt**
    1. Wer **keinen Stich** hat, verliert: *Schlafloses Kind*.
    2. Wer **100 Punkte oder mehr** hat, verliert: *Gefangener des Traums*.
    3. Spieler mit **gleich vielen Punkten** verlieren alle: *Ein schwarzer Faden*.
    4. Sonst verliert der **Zweite nach Punkten**: *Zwischen Traum und Morgengrauen*.

    {"**"}Zu viert**
    1. Wer **86 oder mehr** hat, verliert: *Gefangener des Traums*; hat aber ein Spieler **alle Punkte**, verlieren die drei anderen: *Monopol*.
    2. Alle gleich: Alle verlieren, *Ein schwarzer Faden*.
    3. Die beiden Besten gleich: Der Dritte verliert; die beiden Letzten gleich: Der Zweite verliert (*Einsamkeit*); beide Paare gleich: Alle vier verlieren (*Zwei schwarze Fäden*).
    4. Sonst verlieren der Zweite und der Dritte: *Zwischen Traum und Morgengrauen*.

    {"**"}Zu zweit**
    1. Wer **86 oder mehr** hat, verliert: *Gefangener des Traums*.
    2. Gleich viele Punkte: Beide verlieren, *Ein schwarzer Faden*.
    3. Sonst verliert, wer weniger Punkte hat: *Traumloses Kind*.

    Bei Gleichstand von drei oder mehr Spielern und wenn mehrere Spieler keinen Stich haben, verlieren alle von ihnen.
rules-somnia-5-title = Spielen mit diesem Bot
rules-somnia-5-body =
    {"**"}Start:** `/play somnia`, Freunde drücken **{ lobby-join }**, der Gastgeber drückt **{ lobby-start }** (2 bis 4 Spieler). Die Option `allow_revoke` schaltet die strenge Regel zum Verleugnen ein (siehe unten).

    {"**"}Deine Karten** kommen per Direktnachricht, nach Farbe und Wert sortiert. Bist du am Zug, hat die Direktnachricht **einen Knopf für jede Karte, die du spielen darfst**; Karten, die die Regeln verbieten, werden einfach nicht angeboten. Alle Kartenknöpfe sind grau (ein farbiger Knopf könnte für eine Farbe gehalten werden); der Knopf einer Alptraumkarte sagt es dazu, z. B. *Gelb 7 🌙 Alptraum, Rang 12*. Das Bild deiner Karten zeigt jede Farbe durch Farbton und Form (Rot ▲, Blau ●, Grün ◆, Gelb ★), die Punkte jeder Karte (die Zahl des Teufelchens) und kennzeichnet den Alptraum mit einem dunklen Doppelrahmen und einem Mondreiter mit seinem Trumpfrang (11 für die 5, 12 für die 7); bist du am Zug, stehen die spielbaren Karten erhöht, die anderen tiefer, dunkler und schraffiert. Der Knopf **Meine Karten** an der Tischnachricht zeigt dasselbe jederzeit (nützlich, wenn deine Direktnachrichten geschlossen sind).

    {"**"}Die Tischnachricht** zeigt die Lebenschips aller Spieler, den Alptraum (oder *noch nicht bestimmt*), den laufenden Stich mit wer was gespielt hat, jeden Stichstapel mit seinen Punkten, wer am Zug ist und zu zweit die Karten, die noch im Stapel sind. Nach jedem Stich sagt eine Zeile, wer ihn gemacht hat und was er wert war; nach jedem Spiel den Ausgang, die Punkte aller und wer einen Chip verloren hat.

    {"**"}Verleugnen** (nur mit `allow_revoke`): Du darfst auch eine Karte spielen, die die Bedienregeln verbieten. Das sind rote Knöpfe in einer eigenen Gruppe, die es klar sagen: *Verleugnen: Rot 7 spielen (du verlierst sofort einen Lebenschip)*. Die Karte gilt als gespielt (sie kann sogar den Alptraum bestimmen), und der Chip ist sofort weg.

    {"**"}Zeit:** Läuft deine Zeit ab, spiele ich eine ruhige Karte für dich (eine niedrige, die den Stich nicht gewinnt). Nach zwei Zeitüberschreitungen hintereinander giltst du als abwesend, bis du **Ich bin zurück** drückst.

# /rules traumland: 5 pages (data/rules/traumland.toml counts them)
rules-traumland-1-title = Spielidee
rules-traumland-1-body =
    Ein Stichspiel zum Aufsteigen für **2 bis 4 Spieler** (Piatnik 1996, Hartmut Witt).

    Alle Spieler beginnen auf **Stufe 1**. Jeder gewonnene Stich bringt dich **sofort eine Stufe höher**. Wer als Erster **12** erreicht, erhält die **12er-Karte** 👑 und setzt für den Rest der Runde aus. Erreicht in derselben Runde noch jemand 12, nimmt er ihm die 12er-Karte ab. Das Spiel endet mit der Runde, in der jemand 12 erreicht hat, und **wer die 12er-Karte besitzt, gewinnt**; die übrigen Plätze ergeben sich aus den Stufen (gleiche Stufe, gleicher Platz).

    Die Tischnachricht zeigt die Stufe jedes Spielers als Leiste aus 12 Feldern, z. B. `▰▰▰▰▰▱▱▱▱▱▱▱` **5**/12, dazu seine Handkarten, die in dieser Runde gewonnenen Stiche, wer ausspielt, wer gepasst hat und wer die 12er-Karte hat. Ihr Bild zeigt die oberste Karte und die Leiste jedes Spielers (goldene Felder bis zu seiner Stufe, eine Krone auf 12, ein Pfeil beim Spieler, der an der Reihe ist).
rules-traumland-2-title = Spielmaterial und Geben
rules-traumland-2-body =
    {"**"}44 Zahlenkarten**: 1 bis 11 in vier Farben, 🟥 Rot, 🟦 Blau, 🟨 Gelb und 🟩 Grün.
    {"**"}4 Gottheiten** ✨ und **4 Träumer** 🌙, dazu die 12er-Karte (nur das Zeichen des Siegers, sie wird nie ausgeteilt).

    In jeder Runde wird die Stufe jedes Spielers mit einer Zahlenkarte markiert, die aus dem Stapel genommen wird; der Rest wird gemischt und ausgeteilt: **je 20 Karten** zu zweit, **je 16** zu dritt, **je 12** zu viert. Das Geben wechselt jede Runde nach links.

    {"**"}Wer eine Runde eröffnet**: der Spieler mit der niedrigsten Stufe (bei Gleichstand der erste von ihnen im Uhrzeigersinn, gezählt links vom Spieler mit der höchsten Stufe). In der ersten Runde der linke Nachbar des Gebers.
rules-traumland-3-title = Ein Stich
rules-traumland-3-body =
    {"**"}Ausspielen.** Beim **ersten Ausspiel jeder Runde** ist jede Karte erlaubt: eine Zahlenkarte, eine Gottheit ✨ oder ein Träumer 🌙, angesagt als beliebige Zahlenkarte oder als Gottheit. **Jedes spätere Ausspiel** (nach einem gewonnenen Stich oder nachdem jemand 12 erreicht hat) ist eine Zahlenkarte oder ein Träumer, angesagt als Zahlenkarte; eine Gottheit darf dort nur ausgespielt werden, wenn du nichts anderes hast. Eine ausgespielte Gottheit, auf die weder eine 1 noch ein Träumer folgt, gewinnt den Stich, und die Runde endet.

    {"**"}Weiterspielen.** Gespielt wird nach links. Wer an der Reihe ist, darf:
    • eine **höhere Karte in der Farbe der obersten Karte** legen;
    • eine **Gottheit** ✨ legen (auf alles außer eine Gottheit);
    • einen **Träumer** 🌙 legen: Auf eine Zahlenkarte wird er als gleiche Farbe mit höherem Wert oder als Gottheit angesagt; auf eine Gottheit als beliebige Farbe und beliebiger Wert;
    • auf eine Gottheit darf nur eine **1 beliebiger Farbe** oder ein Träumer folgen; nach einer 1 geht der Stich in der Farbe dieser 1 weiter;
    • oder **passen**. Wer passt, ist nicht ausgeschieden: Kommt die Reihe wieder an ihn, darf er erneut legen.

    {"**"}Stich gewinnen.** Kommt die Reihe wieder an den Spieler, der die oberste Karte gelegt hat, und haben alle anderen seither gepasst, gewinnt er den Stich (eine Stufe, egal wie viele Karten darin liegen) und spielt zum nächsten aus.
rules-traumland-4-title = Rundenende
rules-traumland-4-body =
    Eine Runde endet **sofort**, wenn:
    • jemand die **letzte Karte aus seiner Hand** spielt: Der unfertige Stich geht an **niemanden** (wer ausgeht, kann einem Gegner einen Stich verwehren);
    • ein Stich mit einer **Gottheit** (oder einem als Gottheit angesagten Träumer) obenauf gewonnen wird.

    {"**"}12 erreichen.** Die Stufen zählen sofort: Sobald du 12 erreichst, nimmst du die 12er-Karte, deine restlichen Karten scheiden aus, und du setzt für den Rest der Runde aus; dein linker Nachbar spielt zum nächsten Stich aus. Ist nur noch ein Spieler in der Runde, ist jede Karte, die er ausspielt, sofort ein Stich: Diese Ausspiele mache ich rasch für ihn und zeige das Ergebnis.

    Das Spiel endet mit der Runde, in der jemand 12 erreicht hat.
rules-traumland-5-title = Spielen mit diesem Bot
rules-traumland-5-body =
    {"**"}/play traumland** eröffnet einen Tisch; Freunde drücken **{ lobby-join }**, der Gastgeber drückt **{ lobby-start }**.

    {"**"}Deine Karten** kommen per Direktnachricht, nach Farben sortiert; die Karten, die du jetzt spielen darfst, stehen **fett**. Im Bild deiner Hand stehen sie erhöht und klar; die anderen liegen tiefer, dunkler und schraffiert (lesbar, ohne Farben unterscheiden zu müssen). Jede Farbe hat auch eine Form: Rot ▲, Blau ●, Grün ◆, Gelb ★; der Träumer ist ein Mond zwischen Sternen, die Gottheit eine Sonne. Der Knopf **Meine Karten** an der Tischnachricht zeigt sie jederzeit wieder (nur dir).

    {"**"}Du bist am Zug.** Du bekommst einen Knopf für jede Karte, die du spielen darfst, und einen zum Passen, wenn du passen darfst. Darfst du einen Träumer spielen, erscheinen stattdessen Menüs: **Passen oder eine Karte spielen** (die gewöhnlichen Karten) und **Den Träumer spielen als …** (beim Ausspielen nach Farben getrennt), wo du wählst, was dein Träumer darstellt: Farbe und Wert (oder *eine Gottheit*). Angeboten werden immer nur erlaubte Züge.

    Nach jedem Stich sagt eine Zeile, wer ihn gewonnen hat und auf welcher Stufe er nun steht; nach jeder Runde die Stufen; am Ende die Plätze, die für **/stats** und **/leaderboard** gespeichert werden.

    {"**"}Zeit.** Läuft deine Zeit ab, passe ich für dich, wenn du passen darfst, sonst spiele ich deine niedrigste Karte.

    {"**"}Optionen** (beim Eröffnen des Tisches):
    • `most_beyond_12`: die offizielle Variante. Niemand scheidet bei 12 aus, die Stufen zählen über 12 hinaus weiter, und das Spiel endet mit der ersten Runde, an deren Ende jemand 12 oder mehr hat; die höchste Stufe gewinnt.
    • `lone_player_ends_round`: Hausregel. Die Runde endet, sobald nur noch ein Spieler in ihr ist.

# /rules somnikum: 5 pages (data/rules/somnikum.toml counts them)
rules-somnikum-1-title = Spielidee
rules-somnikum-1-body =
    Ein Spiel ums Bauen von Träumen für **2 bis 4 Spieler** (Сомникум, GaGa Games 2018; auf Englisch *Somnicum*). Der Sandmann ist verschwunden, und nun macht ihr die Träume.

    In der Mitte liegt ein **Ring** aus Traumkarten (16 zu zweit, 21 zu dritt, 24 zu viert) mit zwei **Traumschwungrädern**: ⚫ Schwungrad 1 und ⚪ Schwungrad 2, einander gegenüber. In deinem Zug bewegst du ein Schwungrad im Uhrzeigersinn, nimmst die Karte, auf der es stehen bleibt, und legst sie an **deinen Traum** an: bis zu drei Reihen (Ebenen), gebaut wie eine umgedrehte Pyramide. Je tiefer eine Karte liegt, desto mehr zählt sie.

    Das Spiel dauert **drei Runden**. Danach gewinnt, wer die meisten Siegpunkte (SP) hat; bei Gleichstand entscheidet die Zahl der Sandplättchen, danach wird der Sieg geteilt.

    {"**"}Karten.** Jede Karte eines guten Traums gehört zu einer Handlung, erkennbar an der Farbe: 🟩 Märchen, 🟦 Unterwasserwelt, 🟥 Weltraum. Sie zeigt 1 bis 3 Traumteilchen (🐉 Drache, 🐙 Krake, ☁️ Wolke …) und ★ Sterne (SP). Ein ⬛ **Alptraum** zählt als jede Handlung und zeigt 6 Teilchen, aber seine 👁️ Augen kosten SP. ❓ ist das Begegnungssymbol.

    In diesem Bot liest sich eine Karte so: 🟩*Drachenburg* 🐉🏰 ★1: die Farbe ihrer Handlung, ihr Name, ihre Teilchen und ihre Sterne.

    {"*"}Die Kartenlisten sind eine Rekonstruktion: Den genauen Inhalt der gedruckten Karten kennen wir nicht.*
rules-somnikum-2-title = Dein Zug, Klick für Klick
rules-somnikum-2-body =
    Deine Auswahl kommt **per Direktnachricht** (oder über den Knopf **Meine Karten** am Tisch). Angeboten werden nur Züge, die die Regeln erlauben; jeder Knopf sagt, was er tut.

    {"**"}Schnell: eine Wahl.** Das Menü **Karte nehmen und anlegen** zeigt jede Karte, die ein Schwungrad gratis erreicht, auf jeder Ebene, an die sie darf, mit den SP, die dein Traum dort gewänne: *⚫1, 2 Schritte: Drachenburg 🐉🏰 ★1 → Ebene 2: +3 SP*. Eine Wahl bewegt das Schwungrad, nimmt die Karte und legt sie an (und beendet deinen Zug, wenn nur noch Begegnungskarten zu spielen blieben). Karten weiter vorn stehen im nächsten Menü: Dann zahlst du und wählst die Ebene. Die Schritte einzeln, wie unten beschrieben, bleiben über die Schwungrad-Knöpfe offen.

    {"**"}1. Freiwillig: ein Teilchen hinzufügen.** „Ein 🐉-Drache-Plättchen auf eine deiner Karten legen“, dann wählst du die Reihe: Das Plättchen kommt auf die **letzte Karte** dieser Reihe, und die Karte zählt, als trüge sie auch dieses Teilchen. Auf eine Karte derselben Handlung wie das Plättchen (oder einen Alptraum) kostet das 1 Plättchen; auf eine andere Handlung brauchst du **zwei gleiche Plättchen** (eins kommt zurück in den Beutel). Der Knopf sagt, welcher Fall vorliegt.

    {"**"}2. Ein Schwungrad bewegen.** „Schwungrad 1 bewegen“ oder „Schwungrad 2 bewegen“, dann wie weit: „Schwungrad 1: 3 Schritte → Drachenburg 🐉🏰 ★1 nehmen (gratis)“. Ein Schritt ist eine Karte. Die ersten **3 Schritte sind frei**; jeder weitere Schritt kostet ein Sandplättchen (du wählst, welches). Ein Zug um **1 Schritt bringt dir 2 Plättchen**, 2 Schritte bringen 1 Plättchen. Mit „← Zurück“ wählst du neu, solange du nicht bezahlt hast.

    {"**"}3. Die Karte anlegen.** „An Ebene 1 anlegen“ verlängert deine oberste Reihe; Karten der Ebenen 2 und 3 kommen **unter das nächste Kartenpaar ohne Bruch** in der Reihe darüber. Der Knopf sagt, ob die Karte den Traum fortsetzt oder einen **Bruch** ✂️ erzeugt (kein gemeinsames Teilchen mit der Karte links daneben: ein Plättchen aus dem Beutel markiert ihn). Eine Karte mit ❓ bringt so viele Begegnungskarten, wie ihre Ebene angibt; eine davon behältst du („E05 ‚Rückenwind‘ behalten“).

    Hast du Begegnungskarten, beendest du deinen Zug selbst (**Zug beenden**), nachdem du beliebige davon gespielt hast. Die einzige Ausnahme: Lässt deine Karte nur noch so viele Karten im Ring, wie Spieler mitspielen, endet die Runde **sofort**, nachdem du sie angelegt hast, und nichts wird mehr gespielt.
rules-somnikum-3-title = Die Tischnachricht
rules-somnikum-3-body =
    Die Tischnachricht ist immer auf dem neuesten Stand:

    • **Der Ring**, eine Zeile pro Platz, im Uhrzeigersinn von 1 bis 16/21/24 nummeriert. Die Zeilen der Schwungräder stehen zwischen den Plätzen. Hinter jeder Karte sagt `⚫3 ⚪7`, wie viele Schritte Schwungrad 1 und Schwungrad 2 bis zu ihr brauchen: 3 oder weniger sind frei.
    • **Jeder Traum**, eine Zeile pro Ebene: `—` verbindet zwei Karten, `✂️` ist ein Bruch, `·` ein leerer Platz (die nächste Ebene kommt unter Paare), `+🐉` ein Plättchen auf einer Karte.
    • ⏳ Sandplättchen und ❓ Begegnungskarten jedes Spielers (wie viele, ist offen; welche, ist geheim). Plättchen liegen mit der Rückseite nach oben, daher sind auch ihre Rückseiten offen: `⏳3 (2 Sand, 1 leer)` sind drei Plättchen, zwei mit Schlafsand auf der Rückseite und eins leer. Die dauerhaften Begegnungskarten liegen offen, ebenso die Stapel.
    • ⚠️ **Dieser Zug beendet die Runde** (oder in Runde 3 **das Spiel**), wenn der laufende Zug sie beenden wird, durch eine der beiden Bedingungen.
    • Ein **Bild** des Rings mit beiden Schwungrädern und allen Träumen.

    Geheim, nur für dich (Direktnachricht und **Meine Karten**): die Teilchen deiner Plättchen, deine **Zielkarte**, deine Begegnungskarten mit ihren Texten.
rules-somnikum-4-title = Begegnungskarten
rules-somnikum-4-body =
    Begegnungskarten spielst du in deinem eigenen Zug: vor dem Bewegen, nach dem Nehmen einer Karte oder nach dem Anlegen (aber nicht nach der Karte, die eine Runde beendet, weil nur noch so viele Karten wie Spieler übrig sind: Diese Runde endet sofort). Einmalige Karten kommen auf den Ablagestapel; **dauerhafte** bleiben offen vor dir liegen. Jede Karte, die du nie spielst, zählt am Ende **1 SP**. Eine Karte, die gerade nichts bewirken könnte, wird nicht angeboten.

    • **Sandmanns Beutel**: Zieh 2 Sandplättchen.
    • **Rückenwind**: 2 weitere freie Schritte in diesem Zug.
    • **Rückwärtsdrall**: In diesem Zug dreht sich das Schwungrad gegen den Uhrzeigersinn.
    • **Flickfaden**: Entferne einen Bruch aus deinem Traum.
    • **Goldstaub**: Leg ein weiteres Plättchen auf eine letzte Karte, gleich welcher Handlung, mit nur einem Plättchen.
    • **Traumfänger**: Zieh 2 Begegnungskarten, behalte 1.
    • **Wandernder Stern**: Bewege nach dem Anlegen ein Schwungrad 1 freien Schritt und nimm auch diese Karte.
    • **Sanddieb**: Nimm einem anderen Spieler ein zufälliges Plättchen.
    • Dauerhaft: **Sanduhr** (4. Schritt frei), **Gute Fee / Meereskönig / Sternennavigator** (Plättchen dieser Handlung kommen mit einem Plättchen auf jede Karte), **Nachtlicht** (Alpträume verlieren ein Auge), **Sternbild** (+2 SP je Reihe aus 3+ Karten ohne Bruch), **Sandhüter** (+1 SP je 3 Plättchen im Vorrat).

    Mit der Tischoption *discovery_18* werden die 18 Karten der englischen Ausgabe verwendet.
rules-somnikum-5-title = Runden und Wertung
rules-somnikum-5-body =
    {"**"}Eine Runde endet**, wenn nur noch so viele Karten im Ring liegen, wie Spieler mitspielen (Bedingung A): Sie endet **sofort**, nachdem diese Karte angelegt ist, in jeder Runde, daher kann danach keine Begegnungskarte mehr gespielt werden. Sie endet auch, wenn ein Zug um **1 oder 2 Schritte** **keine Karte zwischen den beiden Schwungrädern** übrig lässt und eines der gezogenen Plättchen eine **leere Rückseite** hat (Bedingung B): Dann endet die Runde nach deinem Zug. Die Tischnachricht warnt, wenn der laufende Zug die Runde oder das Spiel beendet. Die übrigen Karten scheiden aus, ein neuer Ring wird ausgelegt, und wer die Runde beendet hat, stellt die Schwungräder für die nächste auf.

    {"**"}Wertung** nach Runde 3:
    • ★ auf Karten der Ebene 1, ★ auf Ebene 2 **×2**, ★ auf Ebene 3 **×3**;
    • eine Karte der Ebene 2 oder 3 mit einem Bruch auf jeder Seite, auf der sie einen Nachbarn hat, zählt nur ×1;
    • 👁️ Augen werden abgezogen, ebenso vervielfacht;
    • **+1 SP** für jedes Teilchen auf den Karten deines Traums, das auf deiner Zielkarte steht (Plättchen zählen nicht);
    • **+1 SP** für jede ungespielte Begegnungskarte, dazu die Boni der dauerhaften Karten.

    Am Ende zeigt der Bot die Abrechnung jedes Spielers und die Zielkarten, und die Ergebnisse gehen in **/stats** und **/leaderboard** ein.

# /rules darkly_dreaming: 5 pages (data/rules/darkly_dreaming.toml counts them)
rules-darkly-dreaming-1-title = Spielidee
rules-darkly-dreaming-1-body =
    Ein Spiel um Glück und Wagemut, um Alpträume und Schlaflosigkeit, für **2 bis 4 Spieler** (Print-and-Play von Foxtale Games, der Kartenprototyp von *Lucidity*).

    Jeder Spieler hat eine **Träumerkarte**. In deinem Zug ziehst du Träume vom Stapel, würfelst für jeden und sammelst, was der Würfel zeigt. Bleib wach, um mehr zu ziehen und mehr zu punkten ... oder schlaf, bevor dich die dunkle Seite deiner Träume verschlingt.

    Der Stapel enthält 80 Träume, 20 von jeder Art:
    🌊 **Tiefen** · 🐍 **Neid** · ⛓️ **Käfige** · 🐺 **Urzeit**

    {"**"}Ziel:** Hat jemand am Ende eines Zuges **15 Punkte**, wird weitergespielt, bis der Startspieler wieder an der Reihe wäre; dann gewinnt, wer die meisten Punkte hat (bei Gleichstand, wer die meisten Träume auf der Karte hat, sonst wird geteilt). Ausgeschiedene Spieler können nicht gewinnen.

    Offen ist alles außer der Reihenfolge des Stapels: Die **Tischnachricht** zeigt jede Träumerkarte und die letzten Züge. Musst du wählen, kommen deine Möglichkeiten per Direktnachricht. **My card** an der Tischnachricht zeigt dir deine eigene Karte privat, und wenn du wählen darfst, auch deine Möglichkeiten (nutze es, wenn deine Direktnachrichten geschlossen sind: Dann erwähnt dich der Bot im Kanal, mit diesem Knopf).
rules-darkly-dreaming-2-title = Dein Zug: was du klickst
rules-darkly-dreaming-2-body =
    Dein Zug beginnt mit dem **Schlafmarker auf 3**.

    {"**"}1. Ziehen.** Du ziehst so viele Träume, wie der Schlafmarker anzeigt. Deine Direktnachricht zeigt sie (z. B. 🌊🐍🐍).
    {"**"}2. Zwei zurücklegen.** Wähl im Menü, welche **zwei Träume zurück** in den Stapel gehen. Jede Auswahl sagt, wofür gewürfelt wird und was dieser Wurf im Schnitt bringt (⭐ Punkte, 💤 Erschöpfung, 🐾 Jagd, 🌑 Schatten).
    {"**"}3. Würfeln.** Für jeden übrigen Traum wird gewürfelt; die Tischnachricht zeigt jeden Würfel (⚀⚁⚂⚃⚄⚅) und wohin der Traum wandert.
    {"**"}4. Schlafen oder wach bleiben.**
    • 😴 **Schlafen**: Dein Zug endet, deine Punkte sind sicher; der oberste Traum deines Erschöpfungsstapels geht zurück in den Stapel.
    • ☕ **Wach bleiben**: Der Marker steigt um eins, und du ziehst erneut (4, dann 5 ... bis 9; bei 9 musst du schlafen).

    Bevor du drückst, zeigt deine Direktnachricht deine Gefahr, z. B. `Erschöpfung 2/3 · verdeckt 1/3 · Jagd 3/4 · Schatten des Neids 2/3`.

    Manche Würfe fragen jemand anderen: Bei einem **Schatten des Neids** bekommt dein linker Nachbar eine Direktnachricht und wählt einen deiner Träume zum Neuwürfeln; ein Alptraum wählt seine eigenen Möglichkeiten. Klick einfach, was deine Direktnachricht zeigt. Läuft die Zeit ab, spielt der Bot eine sichere Standardwahl.
rules-darkly-dreaming-3-title = Die Würfel
rules-darkly-dreaming-3-body =
    Jeder Traum würfelt mit einem W6:
    `Traum     1   2   3   4   5   6`
    `Tiefen    1P  1P  1P  Ers Sch Sch`
    `Neid      1P  1P  1P  Ers Sch Sch`
    `Käfige    1P  1P  1P  Ers Ers Sch`
    `Urzeit    1P  2P  2P  Ers Jgd Sch`

    Gewürfelte Träume kommen auf deine Karte, in dieser Reihenfolge:
    ⭐ **Punktestapel**: je 1 Punkt (ein Urzeit-Traum kann 2 wert sein).
    🐾 **Jagdstapel**: Bei **4** wirst du zur Strecke gebracht und **scheidest aus**.
    💤 **Erschöpfungsstapel** (↑ offen, ↓ verdeckt): Bei **3** fällst du ins **Koma** und setzt deinen nächsten Zug aus (seine offenen Träume gehen zurück in den Stapel). **3 verdeckte** Erschöpfungsträume: Du wachst nie mehr auf und **scheidest aus**.
    🌑 **Schattenstapel**, einer pro Art: Bei **3** Träumen einer Art (**4** zu zweit) wirst du zu diesem **Alptraum**.

    Die Würfelzeile des Tisches zeigt jeden Würfel des laufenden Zuges als Traum, Augenzahl und Ergebnis, z. B. 🐍⚅🌑 = Neid hat eine 6 gewürfelt: Schatten.
rules-darkly-dreaming-4-title = Schatten und Alpträume
rules-darkly-dreaming-4-body =
    Jeder Schatten hat eine Fähigkeit, abgehandelt in der Reihenfolge Tiefen, Neid, Käfige, Urzeit:
    🌊 **Tiefen**: Du ziehst einen weiteren Traum und würfelst sofort für ihn.
    🐍 **Neid**: Dein **linker Nachbar** wählt einen beliebigen Traum auf deiner Karte; er wird neu gewürfelt und wandert auf seinen neuen Stapel (ein so gewürfelter Schatten hat keine Fähigkeit).
    ⛓️ **Käfige**: Dein niedrigster offener Erschöpfungstraum wird umgedreht.
    🐺 **Urzeit**: Du darfst einen Traum aus einem deiner Schattenstapel auf deinen Jagdstapel legen (nützlich, um kein Alptraum zu werden, riskant wegen der Jagd).

    {"**"}Zum Alptraum werden.** Deine Punkte behältst du, alle anderen Träume gibst du zurück. In deinem Zug ziehst du 2, behältst einen (Knöpfe) und würfelst ihn für einen Träumer deiner Wahl. Immer wenn ein Träumer einen Schatten deiner Art abhandeln müsste, nimmst du diesen Traum als 1 Punkt und schlägst zu:
    • **Käfige**: Sein niedrigster offener Erschöpfungstraum wird umgedreht.
    • **Tiefen**: Er zieht und würfelt zwei; du wählst, welcher Wurf zurückgeht, den anderen handelt er ab.
    • **Neid**: Du wählst einen seiner Träume zum Neuwürfeln, oder er würfelt zwei neu, und jedes ⭐1-Ergebnis gehört dir.
    • **Urzeit**: Du darfst einen seiner Urzeit-Träume mit 2 Punkten auf seinen Jagdstapel legen.
    Ist der Alptraum, der du werden müsstest, schon vergeben, wirst du der Alptraum deines größten freien Stapels.
rules-darkly-dreaming-5-title = Das Ende
rules-darkly-dreaming-5-body =
    Das Spiel endet:
    • wenn die **Schlussrunde** vorbei ist: Jemand hatte am Ende eines Zuges 15+ Punkte, und es wurde weitergespielt, bis der Zug des Startspielers beginnen würde;
    • wenn **kein Träumer mehr übrig** ist (alle sind Alpträume oder ausgeschieden);
    • sofort, wenn jemand von einem Stapel ziehen muss, der zu wenige Träume hat.

    Die Schlussnachricht nennt die Punkte jedes Spielers, wer zum Alptraum wurde und wer ausgeschieden ist, und den oder die Sieger. Spieler, die noch im Spiel sind, stehen vor den Ausgeschiedenen. Die Ergebnisse werden gespeichert: siehe **/stats** und **/leaderboard**.

    Eine Partie startest du mit `/play darkly_dreaming` (die Option `goal` setzt die Punkte, mit denen die Schlussrunde beginnt, standardmäßig 15).

# /rules somna: 5 pages (data/rules/somna.toml counts them)
rules-somna-1-title = Das Spiel
rules-somna-1-body =
    Unter den Dorfbewohnern verbirgt sich ein Traumdämon. Nachts schlägt er zu; tagsüber redet das Dorf, klagt an und stimmt jemanden auf den Scheiterhaufen. **7 bis 20 Spieler**; der Erzähler bin ich, also muss niemand aussetzen und moderieren.

    {"**"}Die Seiten**
    🏡 **Das Dorf** gewinnt, wenn der Dämon stirbt (auf dem Scheiterhaufen oder nachts getötet).
    😈 **Das Böse** (der Dämon und die Hexen, die er macht) gewinnt, wenn nicht mehr lebende Dorfbewohner übrig sind als lebende Böse.

    {"**"}So läuft eine Partie auf Discord**
    1. **/play somna** öffnet eine Lobby; Freunde drücken **{ lobby-join }**, der Gastgeber drückt **{ lobby-start }**.
    2. Jeder bekommt seine **Rollenkarte per Direktnachricht**. Der Knopf **Meine Rolle** an der Tischnachricht zeigt sie jederzeit wieder, nur dir.
    3. Das Spiel wechselt zwischen **Nächten** (geheim, per Direktnachricht) und **Tagen** (öffentlich, im Kanal), bis eine Seite gewinnt.
    4. Am Ende decke ich jede Rolle auf und erzähle die Geschichte der Nächte. Die Ergebnisse gehen in **/stats** ein.

    Die Rollen der Toten werden nicht aufgedeckt (außer der Gastgeber hat die Option `reveal_roles_on_death` gewählt).
rules-somna-2-title = Die Nacht
rules-somna-2-body =
    Jeder lebende Spieler bekommt eine **Nachtabfrage per Direktnachricht**, ob mit Rolle oder ohne, damit niemand daran, wer gefragt wird oder wie lange die Nacht dauert, erkennen kann, wer eine Rolle hat. Die Abfrage eines einfachen Dorfbewohners ist ein einziger Knopf **Schlafen**.

    Wähl dein Ziel über die Knöpfe oder Menüs (Rollen, die sich enthalten dürfen, haben ebenfalls **Schlafen**). Die Abfrage bestätigt dann deine Wahl, und du kannst sie **ändern**, indem du bis zum Ende der Nacht etwas anderes anklickst. Die Sonne geht auf, wenn **jeder lebende Spieler geantwortet hat** oder die Zeit der Nacht abläuft (dann antworte ich für alle, die es nicht getan haben, mit **Schlafen**).

    {"**"}Die erste Nacht**: Nur der Dämon handelt. Er muss einen einfachen Dorfbewohner verführen, der zu seiner **Hexe** wird. Wählt er jemanden mit einer Rolle, widersteht diese Seele, und der Dämon wählt erneut (im Expertenmodus vereiteln ihn stattdessen drei Rollen: siehe „Die Rollen des Bösen“).

    {"**"}Was geschieht, in dieser Reihenfolge**
    1. Verführung, dann Flüche (die Fähigkeit eines verhexten Spielers versagt in dieser Nacht).
    2. Segen und Wachen.
    3. Alle Tötungen auf einmal: der Schlag des Dämons, das Biest, das Gift, der Eiferer.
    4. Das Elixier (ein Toter kehrt als einfacher Dorfbewohner zurück).
    5. Auskünfte: der Zauber, die Prüfung des Hexenjägers, der Blick des Neugierigen, mitgeteilt per Direktnachricht bei Sonnenaufgang, sogar einem Seher, der in dieser Nacht getötet wurde (er bekam die Antwort, als er erwachte).

    {"**"}Sonnenaufgang**, erzählt als kurze Geschichte in der Reihenfolge der Regeln: zuerst, wer **verhext** wurde (die Fluchkarte liegt für alle sichtbar auf seiner Rollenkarte) und wie viele Fluchkarten noch übrig sind; dann, wer gestorben ist und wie („im Schlaf erschlagen“, „vergiftet“, „von einem Selbstjustizler niedergestreckt“; die Tötung des Biests liest sich genau wie die des Dämons); „Jemand wurde gerettet“ (oder „Zwei Menschen wurden gerettet“, nach Menschen gezählt); wer ins Leben zurückkehrte; und eine Rückschau, die auf eine noch im Spiel befindliche Rolle hindeuten kann (nie darauf, wer sie hat; Option `storyteller_hints`).
rules-somna-3-title = Der Tag
rules-somna-3-body =
    Alles am Tag geschieht über die Nachrichten im Kanal; nur lebende Spieler können klicken.

    {"**"}Anklage**: Jeder lebende Spieler drückt **<Name> nominieren** (nicht sich selbst) oder **Tag beenden**, wenn er keine (weitere) Anklage hat.
    {"**"}Verteidigung**: Der Angeklagte hat kurz Zeit, sich zu verteidigen, und drückt dann **Ich habe gesprochen** (oder die Zeit läuft ab).
    {"**"}Abstimmung**: Jeder lebende Spieler drückt **Ja: hinrichten** oder **Nein: verschonen**. Eine laufend aktualisierte Zeile unter den Knöpfen zeigt, wer wie gestimmt hat; du kannst deine Stimme ändern, bis alle gestimmt haben. Der Angeklagte wird hingerichtet, wenn **die Ja-Stimmen mehr als die Hälfte der lebenden Spieler** sind.
    {"**"}Eine gescheiterte Abstimmung** öffnet die Anklagen erneut. Nach **3 gescheiterten Abstimmungen**, wenn mehr als die Hälfte der Lebenden den Tag beendet hat oder wenn die Zeit des Tages abläuft (eine Uhr für den ganzen Tag), folgt eine **Schlussabstimmung**: Jeder wählt einen lebenden Spieler (oder enthält sich); wer die meisten Stimmen hat, kommt auf den Scheiterhaufen. Bei Gleichstand folgt eine **Stichwahl von 30 Sekunden** unter den Gleichstehenden; ein erneuter Gleichstand wird ausgelost.

    {"**"}Der Scheiterhaufen**: Jeder lebende Spieler bekommt eine kurze Abfrage per Direktnachricht (**Dem Feuer zusehen**). Danach erfährt der Kanal nur, ob **der Dämon geläutert wurde**. Stirbt der Dämon, stirbt seine Hexe mit ihm, und das Dorf gewinnt.

    Läuft deine Zeit ab, antworte ich für dich (Tag beenden, Nein, Enthalten, Zusehen). Nach zwei verpassten Entscheidungen am Tag hintereinander giltst du als abwesend, bis du **Ich bin zurück** drückst; eine verpasste Nacht erfährst nur du, und sie zählt nicht. Der Gastgeber kann dem aktuellen Abschnitt einmal pro Nacht und Tag **Mehr Zeit** geben (2 Minuten).
rules-somna-4-title = Die Rollen des Dorfes
rules-somna-4-body =
    Sie werden zu Beginn verteilt; alle anderen sind einfache **Dorfbewohner**. Niemand erfährt die Rolle eines anderen, außer wo angegeben.

    🔎 **Hexenjäger**: Prüfe jede Nacht einen Spieler; bei Sonnenaufgang erfährst du, ob er als Hexe gilt. Auch der Apotheker gilt als Hexe, solange er lebt.
    ✝️ **Priester**: Segne jede Nacht ein Haus, auch dein eigenes: Seine Bewohner sind in dieser Nacht vor dem Schlag des Dämons sicher (nicht vor anderen Tötungen).
    ⚗️ **Apotheker**: zwei Fläschchen, höchstens eines pro Nacht: **Elixier** (einmal: ein Toter, unter den Toten gewählt, kehrt bei Sonnenaufgang als einfacher Dorfbewohner zurück, selbst eine Hexe) und **Gift** (einmal: töte einen Spieler).
    🗡️ **Eiferer** (ab 10 Spielern): Jede Nacht darfst du einen Spieler niederstrecken oder dich enthalten.
    🛡️ **Händler** (ab 10 Spielern): erfährt beim ersten Erwachen, in der zweiten Nacht, wer der Eiferer ist. Jede Nacht beschützt er einen Spieler vor dem Eiferer. Einmal pro Partie kann er am Scheiterhaufen eine Hinrichtung **sabotieren**: An diesem Tag brennt niemand (nicht am Tag, nachdem er verhext wurde).
    👁️ **Neugieriger** (Expertenmodus): Schau dir jede Nacht die aktuelle Rollenkarte eines Spielers an.
    🏠 **Dorfbewohner**: keine Fähigkeit in der Nacht. Deine Waffe ist der Tag: reden, anklagen, abstimmen.
rules-somna-5-title = Die Rollen des Bösen
rules-somna-5-body =
    😈 **Traumdämon**: In der ersten Nacht verführt er einen einfachen Dorfbewohner zu seiner Hexe. Ab der zweiten Nacht **erschlägt** er jede Nacht einen Spieler (ein gesegnetes Haus ist sicher). In der Nacht direkt nach dem Tod seiner Hexe (einmal pro Partie) darf er statt zu töten eine neue verführen. Er kennt seine Hexen immer.

    🧙 **Hexe**: vom Dämon gemacht; sie erfährt, dass sie verführt wurde, aber nicht, wer der Dämon ist. Jede Nacht ein **Zauber** (erfahre, ob ein Spieler der Dämon ist) oder ein **Fluch** (3 pro Partie, gemeinsam für alle Hexen): Die Fähigkeit des verhexten Spielers versagt in dieser Nacht, das Fläschchen eines verhexten Apothekers zerbricht, und ein verhexter Händler kann am nächsten Tag nicht sabotieren. Bei Sonnenaufgang sehen alle, wer verhext wurde und wie viele Fluchkarten übrig sind; nur der Verhexte selbst erfährt, ob eine seiner Fähigkeiten versagt hat.

    🐺 **Biest** (Expertenmodus): Nach seiner zweiten Hexe kann der Dämon einen Spieler zum Biest verderben, das den Dämon kennt und jede Nacht einen Spieler **zerfleischen** darf (auch die Hexe); der Segen des Priesters hält es nicht auf, und seine Tötung wird wie die des Dämons als „im Schlaf erschlagen“ verkündet.

    {"**"}Expertenmodus** (Option `advanced`): Der Neugierige wird verteilt, und der Versuch, den Priester, den Hexenjäger oder den Eiferer zu verführen (oder zu verderben), scheitert sofort und beendet die Nacht des Dämons. Apotheker, Händler und Neugieriger widerstehen wie im Grundspiel (der Dämon wählt erneut): Nur einfache Dorfbewohner werden je zur Hexe oder zum Biest.

## lobby and rematch

# Glossar (Lobby, Nochmal spielen, Wiederholung): table = Tisch; lobby = Lobby; host = Gastgeber;
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
lobby-cancelled = Der Gastgeber hat diese Lobby abgebrochen.
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
rematch-ping-elsewhere = Dieser Button ruft Spieler des Servers, auf dem gespielt wurde: Drück ihn dort.
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
replay-button-back-move = Einen Zug zurück
replay-button-next-move = Einen Zug weiter
replay-chapter = { $number ->
    [0] Das Austeilen
   *[other] { $kind ->
        [deal] Runde { $number }
        [day] Tag { $number }
       *[round] Runde { $number }
    }
}
replay-chapter-step = ab Schritt { $step }
replay-chapter-placeholder = { $kind ->
    [deal] Zu einer Runde…
    [day] Zu einem Tag…
   *[round] Zu einer Runde…
}

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
somnia-hand-empty = Keine Karten auf der Hand.
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
traumland-now-follow-divine = Du bist am Zug: Auf {$card} darf nur eine 1 beliebiger Farbe oder ein 🌙 Träumer gelegt werden – oder pass.
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

# Glossar (de):
#   dream card = Traumkarte; nightmare card = Alptraumkarte; goal card = Zielkarte;
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
somnikum-group-take = Karte nehmen und anlegen (eine Wahl)
somnikum-group-take-paid = Karte weiter vorn nehmen (mit Plättchen zahlen, dann anlegen)
somnikum-take-where = { $wheel }{ $number }, { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }:
somnikum-label-take = { $where } { $card } → Ebene { $level }: { $gain } SP
somnikum-label-take-paid = { $where } { $card }: bis { $gain } SP (Ebene { $level })
somnikum-take-ends-turn = dann endet dein Zug
somnikum-attach-gain = { $label } · { $gain } SP
somnikum-private-reachable = Karten, die du nehmen kannst (SP, die dein Traum je Ebene gewänne)
somnikum-reachable-line = { $where } { $card } · { $cost } · { $gains }
somnikum-reachable-gain = Ebene { $level }: { $gain }
somnikum-round-standing = **{ $name }**: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } im Traum ({ $breaks ->
        [one] { $breaks } Bruch
       *[other] { $breaks } Brüche
    }) · ⏳{ $tokens } · ❓{ $encounters } · bisher { $running } SP
somnikum-now-flywheels = setzt die Schwungräder
somnikum-now-start = darf ein Teilchen anlegen und eine Begegnung spielen, dann wählt er ein Schwungrad
somnikum-now-token = wählt die Karte für ein Sandplättchen
somnikum-now-steps = wählt, wie weit das Schwungrad läuft
somnikum-now-pay = bezahlt die zusätzlichen Schritte mit Sandplättchen
somnikum-now-attach = legt die Karte an den eigenen Traum an
somnikum-now-keep = behält eine der gezogenen Begegnungskarten
somnikum-now-after = darf Begegnungen spielen und beendet dann den Zug
somnikum-now-extra = nimmt die Extrakarte des Wandernden Sterns
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
somnikum-you-extra = Wandernder Stern: wähle das Schwungrad für den Extraschritt
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
somnikum-effect-night-light = Alpträume verlieren beim Werten 1 Auge (dauerhaft)
somnikum-effect-constellation = +2 SP je Reihe aus 3+ Karten ohne Bruch (dauerhaft)
somnikum-effect-sand-keeper = +1 SP je 3 Plättchen am Ende (dauerhaft)
somnikum-card-nightmare-label = { $name } (Alptraum) { $worth }
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
somnikum-board-backspin = läuft gegen den Uhrzeigersinn (Rückwärtsdrall)
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
somnikum-label-extra = Wandernder Stern: Schwungrad { $number } einen Schritt → { $card } nehmen
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
somnikum-event-moved-extra = 🌟 { $who } bewegt { $wheel } Schwungrad { $number } einen weiteren Schritt (Wandernder Stern) und nimmt { $card } von Platz { $place }.
somnikum-event-moved = { $who } bewegt { $wheel } Schwungrad { $number } um { $steps ->
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
#   der Käfige, der Urzeit); dreamer = Träumer; Nightmare = Alptraum (Alptraum des Neids); shadow = Schatten
#   (Schatten des Neids); hunt = Jagd (Jagdstapel); exhaust = Erschöpfung (Erschöpfungsstapel);
#   face up / face down = offen / verdeckt; sleep marker = Schlafmarker; comatose = im Koma; out = ausgeschieden;
#   points = Punkte; deck = Stapel; goal = Ziel; final round = letzte Runde; roll / reroll = würfeln / neu
#   würfeln; stay awake = wach bleiben. Players are addressed with du.
darkly-hand-label = Meine Karte
darkly-tagline = fordere dein Glück gegen die Alpträume heraus
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
darkly-status-nightmare = 😈 Alptraum { $dream ->
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
darkly-card-shadow = 🌑 Schatten { $counts } (Alptraum bei { $limit })
darkly-the-nightmare-of = der Alptraum { $dream ->
        [D] der Tiefen
        [E] des Neids
        [C] der Käfige
        [P] der Urzeit
       *[other] ?
    }
darkly-a-nightmare = ein Alptraum
darkly-away = (abwesend)
darkly-await-return-one = { $who } ({ $nightmare }) zog { $dreams }: einen behalten, um für einen Träumer zu würfeln
darkly-await-return = { $who } zog { $short } ({ $dreams }): { $count } zurückmischen, der Rest wird gewürfelt
darkly-await-target = { $who } ({ $nightmare }) wählt den Träumer, für den { $dream } gewürfelt wird
darkly-await-envy-shadow = { $who } wählt einen Traum von **{ $of }** zum Neuwürfeln (Schatten des Neids)
darkly-await-envy-nightmare = { $who } wählt einen Traum von **{ $of }** zum Neuwürfeln (Alptraum des Neids)
darkly-await-primeval = { $who } darf einen Schattentraum auf den eigenen Jagdstapel legen (Schatten der Urzeit)
darkly-await-nm-envy = { $who } (Alptraum des Neids) wählt, wie **{ $of }** getroffen wird
darkly-await-envy-two = { $who } wählt { $count ->
        [one] noch { $count } eigenen Traum
       *[other] noch { $count } eigene Träume
    } zum Neuwürfeln (Alptraum des Neids)
darkly-await-nm-depths = { $who } (Alptraum der Tiefen) schickt einen Wurf von **{ $of }** zurück: { $rolls }
darkly-and = {" "}und{" "}
darkly-or = {" "}oder{" "}
darkly-await-nm-primeval = { $who } (Alptraum der Urzeit) darf die 2-Punkte-Urzeit von **{ $of }** auf dessen Jagdstapel legen
darkly-await-become = { $who } wählt, welcher Alptraum er wird: { $choices }
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
darkly-board-nightmares = 😈 Alpträume: { $claimed }
darkly-waiting = ⏳ Jetzt: { $what }.
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
darkly-group-nm-envy = Wie der Alptraum des Neids zuschlägt
darkly-group-nm-depths = Welcher Wurf zurück in den Stapel geht
darkly-group-nm-primeval = Die 2-Punkte-Urzeit von { $of } auf dessen Jagdstapel legen?
darkly-group-become = Wähle den Alptraum, der du wirst
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
darkly-label-become = Alptraum { $dream ->
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
darkly-event-drew-nightmare-depths = 🌊 Alptraum der Tiefen: { $who } zieht zwei: { $dreams }.
darkly-event-drew-nightmare = 😈 { $who } zieht { $dreams }.
darkly-event-drew = 🃏 { $who } zieht { $count }: { $short } ({ $dreams }).
darkly-event-returned = ↩️ { $who } mischt { $dreams } zurück in den Stapel.
darkly-event-returned-depths = ↩️ { $dreams } geht zurück in den Stapel; { $who } behält den anderen.
darkly-event-rolled-envy = 🎲 Neuwurf auf der Karte von { $who }: { $rolls } (ohne Fähigkeit).
darkly-event-rolled-nightmare = 🎲 { $by } würfelt für { $who }: { $rolls }.
darkly-event-rolled-nightmare-envy = 🎲 { $who } würfelt neu: { $rolls }.
darkly-event-rolled-nightmare-depths = 🎲 { $who } würfelt die zwei des Alptraums: { $rolls }.
darkly-event-rolled = 🎲 { $who } würfelt: { $rolls }.
darkly-event-targeted = 😈 { $nightmare } behält { $dream } und sucht damit { $who } heim.
darkly-event-nightmare-activated = 😈 Der Schatten { $dream } von { $who } weckt { $nightmare }, den Alptraum { $kind ->
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
darkly-event-envy-mode-two = 😈 { $nightmare } lässt { $who } zwei Träume neu würfeln: Jedes Ergebnis ⭐1 geht an den Alptraum.
darkly-event-hunt-points = 🐾 { $by } legt die 2-Punkte-{ $dream } von { $who } auf dessen Jagdstapel.
darkly-event-hunt-shadow = 🐾 { $who } legt einen Schatten { $dream } auf den eigenen Jagdstapel.
darkly-event-declined-nm-primeval = { $who } lässt die 2-Punkte-Urzeit liegen.
darkly-event-declined = { $who } legt nichts auf den Jagdstapel.
darkly-event-out-hunted = ❌ { $who } wird zur Strecke gebracht (4 Jagdträume) und scheidet aus; die Träume gehen zurück in den Stapel.
darkly-event-out-asleep = ❌ { $who } wacht nie mehr auf (3 verdeckte Erschöpfungsträume) und scheidet aus; die Träume gehen zurück in den Stapel.
darkly-event-became-nightmare = 😈 { $who } wird zum **Alptraum { $kind ->
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
darkly-picture-nightmare = Alptraum { $dream ->
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
darkly-picture-shadow-limit = Alptraum bei { $limit }

## somna

spirits-thread-name = 👻 Geister von { $game } #{ $table }
spirits-greeting = 👻 Hier versammeln sich die Geister von **{ $game }** aus <#{ $channel }>. Die Lebenden sehen diesen Thread nicht: Schaut zu und redet miteinander.
spirits-over = Das Spiel ist vorbei: Alle Stimmen sind zurück in <#{ $channel }>.
spirits-roles = 👁️ Nur für die Augen der Geister, alle Rollen: { $roles }
spirits-reason-dead = Tot im Spiel an Tisch #{ $table }
spirits-reason-back = Wieder im Spiel an Tisch #{ $table }, oder es ist vorbei
spirits-reason-thread = Die Toten von Tisch #{ $table }
somna-hand-label = Meine Rolle
somna-button-extend = Mehr Zeit
somna-extend-done = ⏳ { $minutes ->
    [one] Eine Minute mehr
   *[other] { $minutes } Minuten mehr
}: Dieser Abschnitt endet jetzt <t:{ $ends }:R>.
somna-extend-refused-host = Nur der Gastgeber kann dem Dorf mehr Zeit geben.
somna-extend-refused-used = Seit Einbruch der Nacht gab es schon mehr Zeit: Der Gastgeber kann sie einmal pro Nacht und Tag geben.
somna-extend-refused-not-now = Gerade gibt es nichts, das mehr Zeit bekommen könnte.
somna-tagline = soziale Deduktion, der Bot erzählt die Geschichte

# Glossar für Somna (überall gleich):
#   Dream Demon — Traumdämon; Witch — Hexe; Witch Hunter — Hexenjäger;
#   Beast — Bestie; Priest — Priester; Apothecary — Apotheker; Zealot — Eiferer;
#   Monger — Friedensstifter; Curious One — Neugierige; Villager — Dorfbewohner;
#   Hex — Fluch (Fluchkarte); Spell — Zauber; Poison — Gift; Elixir — Elixier;
#   pyre — Scheiterhaufen; nomination — Nominierung; vote — Stimme; village — Dorf;
#   Storyteller — Erzähler; sunrise — Sonnenaufgang; night — Nacht; day — Tag.
# „Hex“ heißt Fluch, nie „Hexe“: die Hexe ist eine Rolle.
somna-story-sunrise = 🌅 **Sonnenaufgang nach Nacht { $night }.** { $line }
somna-story-role-revealed = { $text } (Rolle: { $role }.)
somna-story-cause-slain = im Schlaf getötet
somna-story-cause-poisoned = vergiftet
somna-story-cause-vigilante = von Selbstjustiz niedergestreckt
somna-story-cause-unknown = tot
somna-story-number = { $count ->
    [0] Keine
    [1] Eine
    [2] Zwei
    [3] Drei
    [4] Vier
    [5] Fünf
    [6] Sechs
    [7] Sieben
    [8] Acht
    [9] Neun
    [10] Zehn
   *[other] { $count }
}
somna-story-number-lower = { $count ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
   *[other] { $count }
}
somna-list-and = { $first } und { $last }
somna-tale-night = 🌙 **Nacht { $night }:** { $text }.
somna-tale-day = ☀️ **Tag { $day }:** { $text }.
somna-tale-votes = nach { $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
}: { $text }
somna-tale-fallback = { $actor }, { $role }: { $power } auf { $target }
somna-story-dawn-1 = Ein grauer Morgen kriecht über die Strohdächer.
somna-story-dawn-2 = Der Hahn kräht, und das Dorf erwacht.
somna-story-dawn-3 = Die Sonne geht auf, und der Nebel hebt sich aus den Gassen.
somna-story-dawn-4 = Die Kirchenglocke läutet einen kalten, fahlen Morgen ein.
somna-story-dawn-5 = Ein Fensterladen nach dem anderen knarrt auf.
somna-story-dawn-6 = Die letzte Kerze erlischt, und der Himmel färbt sich rosa.
somna-story-hex-1 = Für alle sichtbar liegt eine Fluchkarte auf der Rollenkarte von { $player }. Verbleibende Fluchkarten: { $left }.
somna-story-hex-2 = In der Nacht hat Hexerei { $player } berührt: Eine Fluchkarte liegt auf der Rollenkarte. Verbleibende Fluchkarten: { $left }.
somna-story-hex-3 = Alle sehen es: { $player } wurde verflucht. Verbleibende Fluchkarten: { $left }.
somna-story-slain-1 = { $player } wurde im Schlaf getötet.
somna-story-slain-2 = { $player } ist nie erwacht: im Schlaf getötet.
somna-story-slain-3 = Die Nachbarn fanden { $player } im ersten Licht, im Schlaf getötet.
somna-story-slain-4 = Ein Schrei im Morgengrauen: { $player } wurde im Schlaf getötet.
somna-story-poisoned-1 = { $player } wurde vergiftet.
somna-story-poisoned-2 = Ein bitterer Geruch hängt über dem Bett von { $player }: vergiftet.
somna-story-poisoned-3 = { $player } liegt reglos da, die Lippen blau: vergiftet.
somna-story-vigilante-1 = { $player } wurde von Selbstjustiz niedergestreckt.
somna-story-vigilante-2 = Jemand hat das Gesetz selbst in die Hand genommen: { $player } wurde von Selbstjustiz niedergestreckt.
somna-story-vigilante-3 = { $player } liegt in der Gasse, von Selbstjustiz niedergestreckt.
somna-story-many-1 = Über { $player } kam heute Nacht mehr als ein Schicksal: { $causes }.
somna-story-many-2 = Das Dorf tuschelt über { $player }: { $causes }.
somna-story-many-3 = { $player } hat den Morgen nicht mehr erlebt: { $causes }.
somna-story-saved-one-1 = Jemand wurde gerettet.
somna-story-saved-one-2 = Der Tod hat angeklopft, doch jemand wurde gerettet.
somna-story-saved-one-3 = Das Schicksal war einer Seele gnädig: Jemand wurde gerettet.
somna-story-saved-many-1 = { $saved ->
    [one] { $count } Person wurde gerettet.
   *[other] { $count } Personen wurden gerettet.
}
somna-story-saved-many-2 = { $saved ->
    [one] Der Tod hat mehr als einmal angeklopft, doch { $count_lower } Person wurde gerettet.
   *[other] Der Tod hat mehr als einmal angeklopft, doch { $count_lower } Personen wurden gerettet.
}
somna-story-saved-many-3 = { $saved ->
    [one] Das Schicksal war heute Nacht gnädig: { $count_lower } Person wurde gerettet.
   *[other] Das Schicksal war heute Nacht gnädig: { $count_lower } Personen wurden gerettet.
}
somna-story-returned-1 = { $player } ist ins Leben zurückgekehrt!
somna-story-returned-2 = Das Grab gibt { $player } wieder her: ins Leben zurückgekehrt!
somna-story-returned-3 = { $player } atmet wieder: ins Leben zurückgekehrt!
somna-story-quiet-1 = Das Dorf schlief in Frieden: Niemand ist gestorben.
somna-story-quiet-2 = Eine ruhige Nacht für alle: Niemand ist gestorben.
somna-story-quiet-3 = Keine Tür wurde aufgebrochen, kein Schrei war zu hören: Niemand ist gestorben.
somna-story-quiet-4 = Jedes Bett ist heute Morgen warm: Niemand ist gestorben.
somna-story-downfall-1 = Das Dorf versammelt sich schweigend.
somna-story-downfall-2 = Heute Morgen geht die Angst durch die Gassen.
somna-story-downfall-3 = Getuschel und scheele Blicke füllen den Platz.
somna-story-downfall-4 = Jemand unter euch weiß mehr, als er sagt.
somna-story-hint-witch-1 = Irgendwo im Dorf blubbert noch ein Kessel.
somna-story-hint-witch-2 = Der Geruch verbrannter Kräuter hängt in der Luft: Hexerei geht noch um.
somna-story-hint-witch-3 = Noch immer sammeln sich schwarze Katzen, wo eine Hexe umgeht.
somna-story-hint-witch-hunter-1 = Jemand beobachtet noch die Fenster, auf der Suche nach Hexerei.
somna-story-hint-witch-hunter-2 = Nachts wandert noch eine Laterne von Fenster zu Fenster: Die Jagd geht weiter.
somna-story-hint-witch-hunter-3 = Jemand unter euch erkennt eine Hexe noch auf den ersten Blick.
somna-story-hint-priest-1 = Vor dem Altar brennt noch eine Kerze.
somna-story-hint-priest-2 = Jede Nacht wird noch ein Gebet über die Häuser gesprochen.
somna-story-hint-priest-3 = Die Kapellentür steht den Gläubigen noch offen.
somna-story-hint-apothecary-1 = Aus einem Keller weht noch der Duft von Kräutern.
somna-story-hint-apothecary-2 = Jemand bewahrt noch Fläschchen auf einem hohen Regal auf.
somna-story-hint-apothecary-3 = Im Dunkeln mahlt noch ein Stößel.
somna-story-hint-zealot-1 = Jemand schärft noch eine Klinge im Namen des Glaubens.
somna-story-hint-zealot-2 = Ein Schwur der Selbstjustiz bindet noch jemanden im Dorf.
somna-story-hint-zealot-3 = Hinter einer dieser Türen brennt noch glühender Eifer.
somna-story-hint-monger-1 = Jemand hält noch einen Eimer Wasser neben der Tür bereit.
somna-story-hint-monger-2 = Eine ruhige Stimme der Vernunft ist noch unter euch.
somna-story-hint-monger-3 = Jemand hält noch Wache gegen die Selbstjustiz.
somna-story-hint-curious-one-1 = Nachts wandern noch kleine Fußspuren zwischen den Häusern.
somna-story-hint-curious-one-2 = Ein neugieriges Kind steckt seine Nase noch in fremde Angelegenheiten.
somna-story-hint-curious-one-3 = Jemand Junges weiß noch mehr, als die Erwachsenen denken.
somna-tale-seduce-witch = { $actor }, { $role }, verführte { $target } zur Hexe
somna-tale-seduce-failed = { $actor }, { $role }, versuchte { $target } zu verführen, doch die Seele widerstand
somna-tale-corrupt-beast = { $actor }, { $role }, verdarb { $target } zur Bestie
somna-tale-corrupt-failed = { $actor }, { $role }, versuchte vergeblich, { $target } zu verderben
somna-tale-hex-cast = { $actor }, { $role }, legte einen Fluch auf { $target }
somna-tale-spell-true = { $actor }, { $role }, belegte { $target } mit einem Zauber und erfuhr: der Traumdämon
somna-tale-spell-false = { $actor }, { $role }, belegte { $target } mit einem Zauber und erfuhr: nicht der Traumdämon
somna-tale-check-true = { $actor }, { $role }, spähte durch das Fenster von { $target } und sah eine Hexe
somna-tale-check-false = { $actor }, { $role }, spähte durch das Fenster von { $target } und sah keine Hexe
somna-tale-check-hexed = { $actor }, { $role }, spähte durch das Fenster von { $target }, doch ein Fluch trübte das Glas
somna-tale-peek-seen = { $actor }, { $role }, schlich sich ins Haus von { $target } und fand die Karte „{ $seen }“
somna-tale-peek-hexed = { $actor }, { $role }, schlich zum Haus von { $target }, doch ein Fluch trieb { $actor } zurück
somna-tale-bless-blessed = { $actor }, { $role }, segnete das Haus von { $target }
somna-tale-bless-hexed = { $actor }, { $role }, segnete das Haus von { $target }, doch ein Fluch verdarb den Segen
somna-tale-guard-guarded = { $actor }, { $role }, hielt Wache an der Tür von { $target }
somna-tale-guard-hexed = { $actor }, { $role }, hielt Wache an der Tür von { $target }, doch ein Fluch ließ { $actor } einschlafen
somna-tale-slay-struck = { $actor }, { $role }, tötete { $target } im Schlaf
somna-tale-slay-blocked = { $actor }, { $role }, kam für { $target }, doch ein Segen versperrte die Tür
somna-tale-maul-struck = { $actor }, { $role }, zerfleischte { $target }
somna-tale-maul-hexed = { $actor }, { $role }, ging auf { $target } los, doch ein Fluch hielt die Bestie zurück
somna-tale-poison-struck = { $actor }, { $role }, vergiftete { $target }
somna-tale-poison-hexed = { $actor }, { $role }, goss Gift für { $target } ein, doch ein Fluch zerbrach das Fläschchen
somna-tale-vigilante-struck = { $actor }, { $role }, streckte { $target } nieder
somna-tale-vigilante-blocked = { $actor }, { $role }, kam für { $target }, doch an der Tür stand eine Wache
somna-tale-vigilante-hexed = { $actor }, { $role }, erhob die Klinge gegen { $target }, doch ein Fluch hielt die Hand zurück
somna-tale-elixir-returned = { $actor }, { $role }, holte { $target } mit dem Elixier ins Leben zurück
somna-tale-elixir-saved = { $actor }, { $role }, entriss { $target } mit dem Elixier dem Tod
somna-tale-elixir-wasted = { $actor }, { $role }, goss das Elixier für { $target } ein, doch es war vergeudet
somna-tale-elixir-hexed = { $actor }, { $role }, goss das Elixier für { $target } ein, doch ein Fluch zerbrach das Fläschchen
somna-tale-any-void = { $actor } griff nach einer Kraft, die nicht mehr da war
somna-tale-quiet-night = das ganze Dorf schlief
somna-tale-deaths = am Morgen lagen tot da: { $players }
somna-tale-executed = das Dorf schickte { $player } auf den Scheiterhaufen
somna-tale-sabotaged = der Scheiterhaufen für { $player } wurde entzündet, doch { $saboteur }, der Friedensstifter, goss Wasser auf die Scheite
somna-tale-no-pyre = niemand kam auf den Scheiterhaufen

# Rollennamen (ids aus data/somna/roles.toml), Nachtkräfte (night.toml), Rollenkarten (cards.toml).
somna-role-demon = Traumdämon
somna-role-witch = Hexe
somna-role-beast = Bestie
somna-role-witch-hunter = Hexenjäger
somna-role-priest = Priester
somna-role-apothecary = Apotheker
somna-role-zealot = Eiferer
somna-role-monger = Friedensstifter
somna-role-curious-one = Neugierige
somna-role-villager = Dorfbewohner
somna-power-seduce = Zur Hexe verführen
somna-power-corrupt = Zur Bestie verderben
somna-power-hex = Fluch
somna-power-bless = Ein Haus segnen
somna-power-guard = Wache halten
somna-power-slay = Töten
somna-power-maul = Zerfleischen
somna-power-poison = Gift
somna-power-vigilante = Selbstjustiz üben
somna-power-elixir = Elixier
somna-power-spell = Zauber (ist das der Traumdämon?)
somna-power-check = Nach Hexerei suchen
somna-power-peek = In eine Rollenkarte spähen
somna-card-demon =
    Du bist **böse**. In der ersten Nacht musst du einen einfachen Dorfbewohner zu deiner Hexe verführen (eine Seele mit Rolle widersteht: Du erfährst es und wählst erneut). Ab der zweiten Nacht tötest du jede Nacht einen Spieler; ein gesegnetes Haus ist vor dir sicher. Stirbt deine Hexe, darfst du in der Nacht direkt danach (einmal pro Spiel) statt zu töten eine neue verführen.
    Du kennst deine Hexen. Das Böse gewinnt, wenn das lebende Dorf nicht größer ist als das Böse; du verlierst, wenn du stirbst.
somna-card-witch = Du bist **böse**: Der Traumdämon hat dich verführt (du weißt nicht, wer er ist; er kennt dich). Wirke jede Nacht einen **Zauber** (erfahre, ob ein Spieler der Traumdämon ist) oder einen **Fluch** (3 pro Spiel für alle Hexen zusammen): Die Kraft des verfluchten Spielers versagt in dieser Nacht. Stirbt der Traumdämon, stirbst du mit ihm.
somna-card-beast = Du bist **böse**: Der Traumdämon hat dich verdorben, und du weißt, wer er ist. Jede Nacht darfst du einen Spieler **zerfleischen**, auch die Hexe; Segen halten dich nicht auf, und das Dorf erfährt von deinem Opfer wie von dem des Traumdämons.
somna-card-witch-hunter = Du stehst auf der Seite des **Dorfes**. Prüfe jede Nacht einen Spieler: Bei Sonnenaufgang erfährst du, ob er als Hexe erscheint. (Ein Heiler des Dorfes erscheint, solange er lebt, ebenfalls als Hexe: siehe /rules.)
somna-card-priest = Du stehst auf der Seite des **Dorfes**. Segne jede Nacht ein Haus (auch dein eigenes): Seine Bewohner sind in dieser Nacht vor dem Traumdämon sicher.
somna-card-apothecary = Du stehst auf der Seite des **Dorfes**. Du hast zwei Fläschchen, höchstens eines pro Nacht: das **Elixier** (einmal: Ein toter Spieler kehrt bei Sonnenaufgang als einfacher Dorfbewohner zurück) und das **Gift** (einmal: Töte einen Spieler). Oder tu nichts und behalte sie.
somna-card-zealot = Du stehst auf der Seite des **Dorfes**. Jede Nacht darfst du einen Spieler in Selbstjustiz niederstrecken oder dich enthalten. Eine Wache kann dich aufhalten.
somna-card-monger = Du stehst auf der Seite des **Dorfes**. Wenn du zum ersten Mal geweckt wirst, in der zweiten Nacht, erfährst du, wer der Eiferer ist (unten). Schütze jede Nacht einen Spieler vor dem Eiferer. Einmal pro Spiel darfst du eine Hinrichtung auf dem Scheiterhaufen **sabotieren** (nicht am Tag nach einem Fluch auf dich).
somna-card-curious-one = Du stehst auf der Seite des **Dorfes**. Spähe jede Nacht in die aktuelle Rollenkarte eines Spielers.
somna-card-villager = Du stehst auf der Seite des **Dorfes**. Du hast keine Nachtkraft: Drücke jede Nacht **Schlafen**. Finde am Tag den Traumdämon: nominiere, diskutiere, stimme ab.
somna-card-advanced-demon =
    Du bist **böse**. In der ersten Nacht musst du einen einfachen Dorfbewohner zu deiner Hexe verführen. Eine Seele mit Rolle widersteht entweder (du erfährst es und wählst erneut) oder vereitelt dich, bei drei standhaften Rollen (siehe /rules): Die Verführung misslingt, und deine Nacht endet ohne Tat. Ab der zweiten Nacht tötest du jede Nacht einen Spieler; ein gesegnetes Haus ist vor dir sicher. Stirbt deine Hexe, darfst du in der Nacht direkt danach (einmal pro Spiel) statt zu töten eine neue verführen. Nach deiner zweiten Hexe darfst du einmal pro Spiel stattdessen einen einfachen Dorfbewohner zu deiner **Bestie** verderben, die jede Nacht an deiner Seite tötet (Segen halten sie nicht auf; das Dorf erfährt von ihrem Opfer wie von deinem).
    Du kennst deine Hexen und deine Bestie. Das Böse gewinnt, wenn das lebende Dorf nicht größer ist als das Böse; du verlierst, wenn du stirbst.
somna-verb-seduce = Verführen
somna-verb-corrupt = Verderben
somna-verb-slay = Töten
somna-verb-maul = Zerfleischen
somna-verb-spell = Zauber auf
somna-verb-hex = Verfluchen
somna-verb-check = Prüfen
somna-verb-bless = Haus segnen von
somna-verb-elixir = Elixier für
somna-verb-poison = Vergiften
somna-verb-vigilante = Niederstrecken
somna-verb-guard = Beschützen
somna-verb-peek = Spähen bei
somna-cause-slain = wurde im Schlaf getötet
somna-cause-torn-apart = wurde im Schlaf getötet
somna-cause-poisoned = wurde vergiftet
somna-cause-vigilante = wurde von Selbstjustiz niedergestreckt
somna-cause-executed = wurde hingerichtet
somna-cause-with-demon = starb mit dem Traumdämon
somna-stage-nominate = Nominierungen
somna-stage-plea = der Angeklagte spricht
somna-stage-vote = die Abstimmung
somna-stage-final = die Schlussabstimmung
somna-stage-pyre = der Scheiterhaufen
somna-stage-runoff = die Stichwahl

# Das öffentliche Brett (cogs/present/somna.py).
somna-nobody = niemand
somna-death-line = 💀 **{ $player }** { $how }.
somna-death-line-role = 💀 **{ $player }** { $how } (Rolle: { $role }).
somna-board-night-title = 🌙 Somna: Nacht { $night }
somna-board-night-intro = Alle beantworten ihre private Nachtabfrage (DM oder **Meine Rolle** unten). Bis Sonnenaufgang ändert sich hier nichts.
somna-board-day-title = ☀️ Somna: Tag { $day }, { $stage }
somna-board-intro-nominate = Nominiere einen lebenden Spieler oder beende den Tag. Mehr als die Hälfte der Lebenden ({ $needed }) muss für die Hinrichtung stimmen.
somna-board-intro-plea = Der Angeklagte spricht, dann stimmen alle ab.
somna-board-intro-vote = Stimme mit Ja oder Nein; { $needed } Ja-Stimmen bedeuten die Hinrichtung.
somna-board-intro-final = Jeder lebende Spieler wählt einen lebenden Spieler; wer am öftesten gewählt wird, kommt auf den Scheiterhaufen.
somna-board-intro-pyre = Der Scheiterhaufen ist entzündet: Er brennt, wenn die Zeit abläuft.
somna-board-intro-runoff = Die Schlussabstimmung endete unentschieden: Jeder lebende Spieler wählt einen der Gleichstehenden; wer am öftesten gewählt wird, kommt auf den Scheiterhaufen, ein erneuter Gleichstand wird ausgelost.
somna-board-over-title = 🏁 Somna: { $winner ->
    [village] Das Dorf gewinnt
   *[evil] Das Böse gewinnt
}
somna-board-over-intro = Das Spiel ist vorbei; alle Rollen werden im Kanal aufgedeckt.
somna-board-away = abwesend
somna-board-hexed = verflucht
somna-board-dead = tot
somna-board-when-night = Nacht { $night }
somna-board-when-day = Tag { $day }
somna-field-alive = Am Leben
somna-field-alive-value = { $alive } von { $seats }
somna-field-trial = Angeklagt
somna-field-trial-value = **{ $nominee }**, angeklagt von { $accuser }
somna-field-votes = Stimmen
somna-field-final = Schlussabstimmung
somna-field-pyre = Auf dem Scheiterhaufen
somna-field-failed = Gescheiterte Abstimmungen heute
somna-field-failed-value = { $failed } von { $max }
somna-field-history = Heutige Abstimmungen
somna-tally-needed = { $needed } Ja nötig
somna-tally-waiting = es fehlen: { $names }
somna-tally-abstained = enthalten: { $names }
somna-tally-no-picks = noch keine Wahl
somna-history-no-picks = keine Wahl
somna-history-final = Schlussabstimmung: { $tally } → **{ $chosen }**
somna-history-final-tie = Schlussabstimmung: { $tally } → **{ $chosen }** (Gleichstand ausgelost)
somna-history-final-runoff = Schlussabstimmung: { $tally } → Gleichstand zwischen { $names }: Stichwahl
somna-history-runoff = Stichwahl: { $tally } → **{ $chosen }**
somna-history-runoff-tie = Stichwahl: { $tally } → **{ $chosen }** (Gleichstand ausgelost)
somna-history-vote = { $accuser } klagte **{ $nominee }** an: { $yes } Ja ({ $yes_names }), { $no } Nein ({ $no_names }), { $needed } nötig: { $passed ->
    [yes] angenommen
   *[no] abgelehnt
}

# Auswahl, Aufrufe und der private Bildschirm (cogs/present/somna.py).
somna-group-sleep = Oder nichts tun
somna-group-nominate = Nominiere jemanden oder beende den Tag
somna-group-pick = Schlussabstimmung: wähle einen Spieler
somna-group-choose = Wähle
somna-label-elixir-back = Elixier: { $name } zurückholen
somna-label-elixir-tonight = Elixier für { $name } (falls heute Nacht tot)
somna-label-power = { $verb } { $name }
somna-label-sleep = Schlafen
somna-label-nominate = { $name } nominieren
somna-label-end-day = Tag beenden (keine Nominierung)
somna-label-end-plea = Ich habe gesprochen: Abstimmung öffnen
somna-label-vote-yes = Ja: hinrichten
somna-label-vote-no = Nein: verschonen
somna-label-abstain = Enthalten
somna-label-pick = { $name } wählen
somna-label-watch = Dem Scheiterhaufen zusehen
somna-label-sabotage = Scheiterhaufen sabotieren
somna-prompt-footer-night = Du kannst deine Wahl bis zum Ende der Nacht ändern.
somna-call-plea = 📣 { $mentions }: **{ $name }** verteidigt sich{ $until }, danach stimmt ihr hier ab.
somna-call-nominate = 📣 { $mentions }: Nominiert jemanden oder beendet den Tag{ $until }.
somna-call-final = 📣 { $mentions }: Wählt einen Spieler{ $until }.
somna-choice-none = noch keine Antwort
somna-private-title = { $emoji } { $role } (deine Rolle)
somna-private-dealt = _Du hast die Rolle „{ $role }“ erhalten; in der Nacht hat sich deine Rolle geändert._
somna-private-dead = 👻 **Du bist tot.** Du kannst nicht mehr handeln oder abstimmen; sieh zu, wie es endet.
somna-private-night-chosen = 🌙 **Nacht { $night }**: deine Wahl heute Nacht: **{ $choice }**.
somna-private-night-open = 🌙 **Nacht { $night }**: Wähle unten, bevor die Nacht endet.
somna-private-pyre-chosen = 🔥 **Am Scheiterhaufen**: Du hast **{ $choice }** gewählt.
somna-private-pyre-open = 🔥 **Am Scheiterhaufen**: Wähle unten.
somna-private-day = ☀️ **Tag { $day }**: Die Wahl des Tages findet im Kanal statt.
somna-known-witches = Deine Hexen: { $names }
somna-known-beast = Deine Bestie: { $names }
somna-known-demon = Der Traumdämon ist **{ $name }**.
somna-known-resisted = Heute Nacht widerstanden dir: { $names }
somna-field-known = Was du weißt
somna-field-left = Übrig
somna-left-hexes = Flüche
somna-left-elixir = Elixier
somna-left-poison = Gift
somna-left-sabotage = Sabotage
somna-left-witches = neue Hexen
somna-left-beasts = neue Bestie
somna-knowledge-when = Nacht { $night }: { $text }
somna-knowledge-knows = **{ $name }** ist: { $role }.
somna-knowledge-resisted = **{ $name }** hat deiner Verführung widerstanden: eine Seele mit Rolle.
somna-knowledge-witch-made = **{ $name }** wurde deine Hexe.
somna-knowledge-beast-made = **{ $name }** wurde deine Bestie.
somna-knowledge-seduction-failed = Dein Versuch bei **{ $name }** ist gescheitert: Diese Seele hat dich vereitelt, und deine Nacht ist vorbei.
somna-knowledge-seduced = Der Traumdämon hat dich verführt: Du bist jetzt eine **Hexe** (böse).
somna-knowledge-corrupted = Der Traumdämon hat dich verdorben: Du bist jetzt die **Bestie**. Der Traumdämon ist **{ $demon }**.
somna-knowledge-spell-yes = Dein Zauber auf **{ $name }**: **der Traumdämon**!
somna-knowledge-spell-no = Dein Zauber auf **{ $name }**: nicht der Traumdämon.
somna-knowledge-check-yes = Deine Prüfung von **{ $name }**: **erscheint als Hexe**.
somna-knowledge-check-no = Deine Prüfung von **{ $name }**: erscheint nicht als Hexe.
somna-knowledge-peek = Du hast bei **{ $name }** gespäht: { $role }.
somna-knowledge-hexed = Du warst verflucht: Deine Kraft blieb wirkungslos.
somna-knowledge-hexed-power = Du warst verflucht: „{ $power }“ blieb wirkungslos.
somna-knowledge-returned = Das Elixier hat dich ins Leben zurückgeholt: Du bist jetzt ein einfacher Dorfbewohner.

# Die Ereignisse des Tages, das Ende und die Ergebnisse (cogs/present/somna.py).
somna-status-ready = Bereit, den Tag zu beenden: { $names } ({ $ready } von { $alive }; { $needed } beenden ihn)
somna-status-late = ⏳ die Hälfte der Zeit ist um (endet { $ends })
somna-status-late-waiting = ⏳ die Hälfte der Zeit ist um (endet { $ends }): noch offen: { $names }
somna-event-choose-again = { $line } Wähle erneut.
somna-event-night-falls = 🌙 **Nacht { $night } bricht herein.** Alle beantworten ihre Nachtabfrage per DM (oder über **Meine Rolle**) und können die Antwort bis Sonnenaufgang ändern; die Sonne geht auf, wenn alle geantwortet haben oder die Zeit abläuft.
somna-event-day-begins = ☀️ **Tag { $day }.** Am Leben ({ $count }): { $names }. Redet, dann nominiert unten jemanden oder beendet den Tag.
somna-event-nominated = ⚖️ **{ $accuser }** klagt **{ $nominee }** an. { $nominee }, verteidige dich.
somna-event-vote-opened = 🗳️ **Abstimmung über { $nominee }**: { $needed } Ja-Stimmen bedeuten die Hinrichtung. Du kannst deine Stimme ändern, bis alle abgestimmt haben.
somna-event-vote-closed = Die Abstimmung über **{ $nominee }** wurde { $passed ->
    [yes] ✅ **angenommen**
   *[no] ❌ **abgelehnt**
}: { $yes } Ja ({ $yes_names }), { $no } Nein ({ $no_names }); { $needed } nötig.
somna-event-nominations-open = Nominierungen sind wieder offen ({ $failed ->
    [one] { $failed } gescheiterte Abstimmung heute
   *[other] { $failed } gescheiterte Abstimmungen heute
}).
somna-event-final-vote = ⏳ **Schlussabstimmung.** Jeder lebende Spieler wählt einen lebenden Spieler (oder enthält sich); wer am öftesten gewählt wird, kommt auf den Scheiterhaufen; bei Gleichstand folgt eine kurze Stichwahl.
somna-event-runoff = ⚖️ **Stichwahl.** Gleichstand zwischen { $names }: Jeder lebende Spieler wählt binnen { $seconds } s einen von ihnen (oder enthält sich); ein erneuter Gleichstand wird ausgelost.
somna-event-pyre-lit = 🔥 **Der Scheiterhaufen für { $name } ist entzündet.** Er brennt, wenn die Zeit abläuft.
somna-event-sabotaged = 💧 Jemand hat Wasser auf die Scheite gegossen: Der Scheiterhaufen brennt nicht. **{ $name }** lebt, und heute wird niemand hingerichtet.
somna-event-executed = 🔥 **{ $name }** wurde hingerichtet. { $demon ->
    [yes] 😈 **Der Traumdämon ist vertrieben!**
   *[no] Der Traumdämon wurde nicht vertrieben.
}
somna-event-executed-role = 🔥 **{ $name }** wurde hingerichtet. Rolle: { $role }. { $demon ->
    [yes] 😈 **Der Traumdämon ist vertrieben!**
   *[no] Der Traumdämon wurde nicht vertrieben.
}
somna-over-head = { $winner ->
    [village] 🏡 **Das Dorf gewinnt**
   *[evil] 😈 **Das Böse gewinnt**
}: { $reason ->
    [demon_dead] Der Traumdämon ist tot
   *[other] Das lebende Dorf ist nicht größer als das Böse
}.
somna-over-died-with-demon = 💀 **{ $name }** starb mit dem Traumdämon.
somna-over-roles = **Die Rollen:**
somna-over-story = **Die Geschichte:**
somna-over-dealt = { $role } (ausgeteilt: { $dealt })
somna-faction-village = Dorf
somna-faction-evil = böse
somna-result-line = { $mark } **{ $name }**: { $emoji } { $role } ({ $faction }, { $alive ->
    [yes] am Leben
   *[no] tot
}){ $won ->
    [yes] {" "}gewonnen
   *[no] {""}
}

# Das Dorfbild (cogs/present/somna_images.py), vor dem Zeichnen aufgelöst.
somna-picture-night = Nacht { $night }
somna-picture-day = Tag { $day }
somna-picture-day-sunrise = Tag { $day }: Sonnenaufgang
somna-picture-over = { $winner ->
    [village] Das Dorf gewinnt
   *[evil] Das Böse gewinnt
}
somna-picture-line = { $alive } am Leben · { $dead } tot
somna-picture-hexed = { $count } verflucht
somna-picture-seat = Platz { $seat }
somna-picture-on-trial = angeklagt

## stats, ratings and achievements

# Glossar: stats — Statistik, rating — Wertung, leaderboard — Bestenliste, place — Platz,
# achievement — Erfolg, rated game — gewertete Partie.
stats-title = Statistik für { $name }
stats-none = Noch keine beendeten Partien.
stats-none-game = Noch keine beendeten Partien in { $game }.
stats-summary = **{ $played }** Partien, **{ $wins }** Siege ({ $percent } %), durchschnittlicher Platz { $place }
stats-game-line = { $played } gespielt, { $wins } gewonnen ({ $percent } %), Ø Platz { $place }
stats-rating = { $rating } ({ $games } { $games ->
    [one] gewertete Partie
   *[other] gewertete Partien
})
stats-rating-where = { $where ->
    [here] hier { $rating }
   *[global] global { $rating }
}
stats-ratings = Wertung: { $ratings }
stats-role-wins = Siege als { $role }: { $wins } von { $played }
stats-role-wins-expected = Siege als { $role }: { $wins } von { $played }, erwartet { $expected }
stats-achievement = 🏅 **{ $name }**{ $times ->
    [1] {""}
   *[other] {" "}x{ $times }
}: { $description }
leaderboard-title = { $board ->
    [server] Bestenliste { $game } (Server)
   *[global] Bestenliste { $game } (global)
}
leaderboard-empty = { $board ->
    [server] Hier hat noch niemand { $needed } gewertete Partien in { $game }.
   *[global] Noch niemand hat { $needed } gewertete Partien in { $game }.
}
leaderboard-footer = Nach Wertung sortiert (die vorsichtige Schätzung: Sie steigt, wenn du spielst und gewinnst); Spieler mit mindestens { $needed } gewerteten Partien.
stats-rating-provisional = { $rating } vorläufig ({ $games } von { $needed } { $needed ->
    [one] gewerteten Partie
   *[other] gewerteten Partien
})
finished-rating-provisional = { " " }· Wertung { $after } ({ $sign }{ $delta }), vorläufig: { $games } von { $needed } { $needed ->
    [one] gewerteten Partie
   *[other] gewerteten Partien
}
finished-achievement = 🏅 **{ $name }** erhält den Erfolg **{ $achievement }**: { $description }
leaderboard-not-yet = Noch nicht auf der Liste: <@{ $user }>, { $games } von { $needed } { $needed ->
    [one] gewerteten Partie
   *[other] gewerteten Partien
} (noch { $missing }).
history-title = Deine letzten Partien
history-none = Noch keine beendeten Partien. Starte eine mit /play.
history-line = { $won ->
    [yes] { $date } **{ $game }**: Platz { $place } (gewonnen) in { $link } · Wiederholung: `/replay table:{ $table }`
   *[no] { $date } **{ $game }**: Platz { $place } in { $link } · Wiederholung: `/replay table:{ $table }`
}
achievement-darkly-dreaming-nightmare-reign-name = Herrschaft des Albtraums
achievement-darkly-dreaming-nightmare-reign-description = Gewinne als Albtraum.
achievement-darkly-dreaming-deep-sleeper-name = Tiefschläfer
achievement-darkly-dreaming-deep-sleeper-description = Beende eine Partie mit 20 Punkten oder mehr.
achievement-somna-alone-in-the-dark-name = Allein im Dunkeln
achievement-somna-alone-in-the-dark-description = Gewinne als Traumdämon, ohne dass am Ende eine Hexe lebt.
achievement-somna-seduced-name = Verführt
achievement-somna-seduced-description = Gewinne als Hexe.
achievement-somna-plain-sight-name = Vor aller Augen
achievement-somna-plain-sight-description = Gewinne als einfacher Dorfbewohner und erlebe die Morgendämmerung.
achievement-somnia-by-a-thread-name = Am seidenen Faden
achievement-somnia-by-a-thread-description = Überstehe eine Partie bis zum Ende mit einem letzten Lebenschip.
achievement-somnia-untouched-name = Unberührt
achievement-somnia-untouched-description = Gewinne, ohne einen einzigen Lebenschip zu verlieren.
achievement-somnia-long-night-name = Die längste Nacht
achievement-somnia-long-night-description = Spiele eine Partie, die sechs Runden oder länger dauert.
achievement-somnikum-goal-minded-name = Zielstrebig
achievement-somnikum-goal-minded-description = Erziele 6 oder mehr Siegpunkte mit den Traumpartikeln deiner Zielkarte.
achievement-somnikum-clear-eyed-name = Klarer Blick
achievement-somnikum-clear-eyed-description = Gewinne ohne ein einziges Auge gegen dich in deinem Traum.
achievement-traumland-stolen-summit-name = Gestohlener Gipfel
achievement-traumland-stolen-summit-description = Nimm die 12er-Karte jemandem ab, der die 12 vor dir erreicht hat.
achievement-traumland-so-close-name = So knapp
achievement-traumland-so-close-description = Erreiche die 12 und verliere die 12er-Karte dann an einen späteren Kletterer.

## settings and preferences

# Glossar: settings — Einstellungen, decision — Zug (Entscheidung), Manage Server — „Server verwalten“.
settings-saved = Gespeichert. { $settings }
settings-need-manage = Um Einstellungen zu ändern, brauchst du die Berechtigung „Server verwalten“.
settings-turn-time = Standardzeit pro Entscheidung: **{ $seconds } s**.
settings-turn-time-default = Standardzeit pro Entscheidung: die des jeweiligen Spiels ({ $defaults }).
settings-turn-time-game = { $game } { $seconds } s
settings-threads-on = Jeder Tisch spielt in einem eigenen Thread (wo ich Threads erstellen darf); `/play ... thread:False` lässt einen Tisch in seinem Kanal.
settings-threads-off = Tische spielen in dem Kanal, in dem sie eröffnet wurden; `/play ... thread:True` gibt einem Tisch einen Thread.
settings-language-chosen = Die Tische hier sprechen { $language } (`/settings language:automatic` folgt der Sprache des Servers).
settings-language-automatic = Die Tische hier sprechen die Sprache des Servers ({ $language }); `/settings language:...` wählt eine andere.
preferences-need-game = Sag, welches Spiel: `/preferences ping:True game:...` (ein Spiel auf einmal).
preferences-ping-per-server = Rufe gelten pro Server: Nutze das in dem Server, von dessen Tischen du hören willst.
preferences-ask-forced-on = Ich frage dich auch, wenn du nur einen erlaubten Zug hast.
preferences-ask-forced-off = Wenn du nur einen erlaubten Zug hast, spiele ich ihn sofort für dich, und der Tisch sagt es an (in Somna nie nachts). `/preferences ask_forced:True`, um trotzdem gefragt zu werden.
preferences-pings = In diesem Server rufe ich dich zu neuen Tischen von: { $games }.
preferences-pings-none = Hier rufe ich dich zu keinen neuen Tischen (`/preferences ping:True game:...`).
preferences-language-chosen = Ich antworte dir auf { $language } (`/preferences language:automatic` folgt der Sprache deines Discord).
preferences-language-automatic = Ich antworte dir in der Sprache deines Discord ({ $language }); `/preferences language:...` wählt eine andere.
## privacy
# Glossar: preferences — Einstellungen; ping opt-in — Einladungs-Abo;
# achievements — Erfolge; stats — Statistik; ratings — Wertungen;
# a former player — ein ehemaliger Spieler.
privacy-title = **Was ich über dich speichere**
privacy-line-settings = • Einstellungen: Sprache { $language }; { $ask ->
    [yes] ich frage dich auch, wenn du nur einen erlaubten Zug hast
   *[no] ein einziger erlaubter Zug wird von selbst gespielt
}.
privacy-line-no-settings = • Einstellungen: keine gespeichert.
privacy-language-discord = wie in deinem Discord
privacy-line-pings = • Einladungs-Abos: { $list }.
privacy-line-no-pings = • Einladungs-Abos: keine.
privacy-ping = { $game } auf { $server }
privacy-line-achievements = • Erfolge: { $count }.
privacy-line-stats = • Statistik: { $finished ->
    [one] { $finished } beendete Partie
   *[other] { $finished } beendete Partien
} in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}.
privacy-line-ratings = • Wertungen: { $count } (eine pro Spiel, je Server und weltweit).
privacy-open-table = Du sitzt an einem offenen Tisch (Tisch { $table }): Spiel ihn zu Ende oder verlass ihn, bevor du deine Daten löschst.
privacy-delete-ask = Alles löschen? Deine Einstellungen, Einladungs-Abos, Erfolge, Statistik und Wertungen verschwinden. In Partien, die du mit anderen beendet hast, bleibt dein Platz als „{ $former }“ erhalten, damit ihre Verläufe stimmig bleiben. Das lässt sich nicht rückgängig machen.
privacy-nothing = Ich speichere nichts über dich.
privacy-button-delete = Meine Daten löschen
privacy-button-cancel = Abbrechen
privacy-former-player = ein ehemaliger Spieler
privacy-deleted = Gelöscht: Deine Einstellungen, Einladungs-Abos, Erfolge, Statistik und Wertungen sind weg. { $seats ->
    [one] Dein Platz in { $seats } beendeten Partie heißt jetzt „{ $former }“.
   *[other] Deine Plätze in { $seats } beendeten Partien heißen jetzt „{ $former }“.
}
privacy-cancelled = Abgebrochen: Nichts wurde gelöscht.
privacy-not-yours = Diese Knöpfe gehören der Person, die sie aufgerufen hat. Deine eigenen Daten zeigt /privacy.
privacy-stale = Diese Frage ist älter als { $minutes } Minuten: Nichts wurde gelöscht. Ruf /privacy noch einmal auf.
privacy-refused-open = Du sitzt an einem offenen Tisch (Tisch { $table }): Spiel ihn erst zu Ende oder verlass ihn, dann ruf /privacy noch einmal auf. Nichts wurde gelöscht.
privacy-removed-why = ich von seinem Server entfernt wurde

## limits

# Glossar: table — Tisch, lobby — Lobby, host — Gastgeber,
# ping — rufen (wie der Knopf „Ruf mich zum nächsten Spiel“).
# { $when } ist ein relativer Discord-Zeitstempel („in 8 Sekunden“).
limits-slow-down = 🐢 Langsamer: Du klickst schneller, als ich Klicks annehme. Es hat sich nichts geändert; versuch es { $when } noch einmal.
limits-play-busy = Dein letztes /play wird noch beantwortet. Versuch es { $when } noch einmal.
limits-after-cancel = Du hast gerade eine Lobby abgebrochen. Eine neue kannst du { $when } mit /play öffnen.
limits-play-cooldown = Du hast innerhalb einer Minute { $count ->
    [one] eine Lobby
   *[other] { $count } Lobbys
} geöffnet. Eine weitere kannst du { $when } mit /play öffnen.
limits-lobbies = Du bist schon Gastgeber { $count ->
    [one] einer offenen Lobby
   *[other] von { $count } offenen Lobbys
}, mehr darf niemand haben. Starte oder brich zuerst eine ab; sonst schließt sich die erste { $when } von selbst.
limits-tables-lobby = Auf diesem Server { $count ->
    [one] ist { $count } Tisch
   *[other] sind { $count } Tische
} offen, seine Grenze (ein Moderator kann sie mit `/settings max_tables` erhöhen). Versuch es { $when } noch einmal, wenn sich die erste untätige Lobby schließt, oder sobald ein Spiel endet.
limits-tables = Auf diesem Server { $count ->
    [one] ist { $count } Tisch
   *[other] sind { $count } Tische
} offen, seine Grenze (ein Moderator kann sie mit `/settings max_tables` erhöhen). Versuch es noch einmal, sobald eines seiner Spiele endet.
limits-ping-held = Deine Lobby ist offen, aber ich habe die Spieler, die gerufen werden wollten, nicht gerufen: Ein Gastgeber ruft sie höchstens alle 10 Minuten. Dein nächstes /play kann sie { $when } rufen.
limits-settings-max-tables = Offene Tische (Lobbys und Spiele) auf diesem Server: höchstens **{ $count }**.
