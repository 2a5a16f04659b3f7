## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## games (engine errors, reasons, events)

## bot (store, tables, errors)

# Glossar: table — Tisch, lobby — Lobby, thread — Thread, server — Server.
admin-no-table = In diesem Kanal gibt es keinen Tisch.
admin-no-table-threads = In diesem Kanal gibt es keinen Tisch. Seine Spiele laufen in ihren Threads ({ $threads }): Nutze /table end dort.
admin-table-ended = { $user } hat den Tisch von { $game } beendet. Es wurden keine Ergebnisse gespeichert.
admin-table-ended-title = { $game }: beendet
admin-table-ended-card = In { $channel } ohne Ergebnisse beendet.
admin-gone-channel-deleted = sein Kanal gelöscht wurde
admin-gone-thread-deleted = sein Thread gelöscht wurde
admin-gone-removed = ich von seinem Server entfernt wurde
admin-gone-dm = { $stage ->
    [game] Dein Spiel { $game } wurde beendet, weil { $why }. Es wurden keine Ergebnisse gespeichert; starte ein neues mit /play.
   *[lobby] Deine Lobby für { $game } wurde beendet, weil { $why }. Es wurden keine Ergebnisse gespeichert; starte ein neues Spiel mit /play.
}
error-not-seated-running = Du spielst in dieser Partie nicht mit; du kannst hier zusehen und mit /play bei der nächsten mitmachen.
error-not-seated-lobby = Du sitzt nicht an diesem Tisch. Nutze den Beitreten-Knopf der Lobby, bevor das Spiel beginnt.
error-not-your-turn = Du bist nicht am Zug. Ich rufe dich, wenn du dran bist.
error-stale-choice = Diese Wahl stammt aus einem früheren Zug. Drücke **My hand** für deine aktuellen Möglichkeiten.
error-stale-choice-button = Diese Wahl stammt aus einem früheren Zug. Drücke **{ $label }** in der Tischnachricht für deine aktuellen Möglichkeiten.
error-already-done = Das ist schon erledigt: Deine Wahl zählte einmal.
error-already-done-button = Das ist schon erledigt: Deine Wahl zählte einmal. Drücke **{ $label }** für deine aktuellen Möglichkeiten.
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

## commands

# Glossar: table — Tisch, game — Spiel (Partie), decision — Entscheidung/Zug, thread — Thread, server — Server,
# settings — Einstellungen, preferences — Vorlieben, leaderboard — Bestenliste. Spielnamen bleiben unübersetzt.
command-play-name = spielen
command-play-description = Einen Tisch für eines der Traumspiele eröffnen
command-play-somnia-description = Somnia, Stichspiel (2–4 Spieler)
command-play-somnia-allow-revoke-description = Puristenregel: auch Farbe verleugnen anbieten; jedes Mal kostet sofort einen Lebenschip.
command-play-traumland-description = Traumland, Kletterspiel: werde deine Karten los (2–4 Spieler)
command-play-traumland-most-beyond-12-description = Offizielle Variante: Keiner scheidet bei 12 aus; die höchste Stufe gewinnt nach einer Runde mit 12+.
command-play-traumland-lone-player-ends-round-description = Hausregel: Die Runde endet, wenn nur noch ein Spieler darin ist (die anderen schieden bei 12 aus).
command-play-somna-description = Somna, soziale Deduktion, der Bot erzählt die Geschichte (7–20 Spieler)
command-play-somna-advanced-description = Fortgeschrittener Modus: Der Neugierige wird verteilt, und der Dämon kann ein Biest erschaffen.
command-play-somna-reveal-roles-on-death-description = Die Rolle jedes Spielers verkünden, der stirbt.
command-play-somna-storyteller-hints-description = Bei jedem Sonnenaufgang deutet der Erzähler eine Rolle im Spiel an (nie, wer sie hat).
command-play-somna-night-seconds-description = Länge einer Nacht in Sekunden.
command-play-somna-day-seconds-description = Zeit für Nominierungen an jedem Tag, in Sekunden.
command-play-somna-plea-seconds-description = Zeit, die der Angeklagte zur Verteidigung hat, in Sekunden.
command-play-somna-vote-seconds-description = Länge einer Abstimmung in Sekunden.
command-play-somna-min-players-description = Mindestzahl Spieler (5 oder 6 für lockere Server: Dämon, Hexenjäger, Priester, Apotheker).
command-play-somnikum-description = Somnikum, Träume aus dem Ring draften (2–4 Spieler)
command-play-somnikum-discovery-18-description = Die 18 Begegnungskarten (Discovery) der englischen Ausgabe statt der 24 russischen nutzen.
command-play-darkly-dreaming-description = Darkly Dreaming, fordere dein Glück gegen die Albträume heraus (2–4 Spieler)
command-play-darkly-dreaming-goal-description = Punkte in einem Punktestapel, die die letzte Runde einläuten (laut Regeln 15).
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
command-table-end-description = Den Tisch dieses Kanals beenden, ohne Ergebnisse zu speichern
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

## help and rules

## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

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
settings-turn-time-default = Standardzeit pro Entscheidung: die des jeweiligen Spiels (meist 120 s).
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

