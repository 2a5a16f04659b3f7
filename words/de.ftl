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

## stats, ratings and achievements

## settings and preferences
