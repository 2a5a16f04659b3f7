## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

# /help und /rules. Eine Regelzeile, die mit ** (oder * [ .) beginnt, beginnt mit dem Literal {"**"}:
# Fluent reserviert diese Zeichen am Zeilenanfang.
# Glossar: Runde/Spiel (deal), Stich (trick), Trumpf — Albtraum (Nightmare), Lebenschip (life chip),
# Stufe (level), Göttliche (Divine), Träumer (Dreamer), 12er-Karte (12 card); Somnikum: Traumrad (flywheel),
# Traumkarte, Sandplättchen, Begegnungskarte, Zielkarte, Traumteilchen, Thema (plot), Bruch (break),
# SP (Siegpunkte); Darkly Dreaming: Träumer, Erschöpfung, Jagd, Schatten, Albtraum;
# Somna: Traumdämon, Hexe, Bestie, Erzähler, Scheiterhaufen, Anklage, Fluch (Hex).
help-title = Dream Games
help-games = Spiele: { $games }
help-game = **{ $title }** ({ $min }-{ $max })
help-commands =
    {"**"}/play <game>:** einen Tisch in diesem Kanal eröffnen; Freunde drücken **Join**, der Gastgeber drückt **Start**.
    {"**"}/rules game:** wie ein Spiel gespielt wird.
    {"**"}/stats [user] [game]:** Ergebnisse, Wertungen und Erfolge aller Zeiten. **/history:** deine letzten Partien.
    {"**"}/leaderboard game: [board]:** die bestbewerteten Spieler, auf diesem Server oder überall.
    {"**"}/replay table:** eine beendete Partie Zug für Zug noch einmal ansehen. **/preferences ping: game:** zu neuen Tischen gerufen werden.
    {"**"}/table end:** den Tisch dieses Kanals ohne Wertung beenden (Gastgeber oder „Server verwalten“).
    {"**"}/settings turn_time:** die Standard-Bedenkzeit des Servers in Sekunden pro Entscheidung („Server verwalten“).

    Während einer Partie klickst du nur: Deine geheimen Karten oder deine Rolle kommen per Direktnachricht, und der Knopf **My hand** (in Somna **My role**) an der Tischnachricht zeigt sie jederzeit wieder. Läuft deine Zeit ab, spiele ich einen sinnvollen Standardzug für dich; nach zwei Mal hintereinander giltst du als abwesend, bis du **I'm back** drückst.
rules-button-previous = Zurück
rules-button-next = Weiter
rules-heading = { $game }: { $page }
rules-footer = Seite { $number } von { $count }
rules-not-yours = Öffne mit /rules deine eigene Ausgabe.
rules-missing = Für { $game } habe ich noch keinen Regeltext; siehe /help.


## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
