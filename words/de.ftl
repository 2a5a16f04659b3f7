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

## darkly-dreaming

## somna

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
somna-story-hint-beast-1 = Am Waldrand streift noch etwas Tollwütiges umher.
somna-story-hint-beast-2 = Krallenspuren an einer Tür: Eine Bestie streift noch umher.
somna-story-hint-beast-3 = Die Hunde hören nicht auf zu heulen: Etwas Wildes lebt noch unter euch.
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
somna-status-ready = Bereit, den Tag zu beenden: { $names } ({ $ready } von { $alive })
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
somna-event-final-vote = ⏳ **Schlussabstimmung.** Jeder lebende Spieler wählt einen lebenden Spieler (oder enthält sich); wer am öftesten gewählt wird, kommt auf den Scheiterhaufen, ein Gleichstand wird ausgelost.
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

## settings and preferences
