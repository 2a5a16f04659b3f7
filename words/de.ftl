## The catalogue: de. Sections by area; keys are area-thing-detail.

## common

words-language-name = Deutsch

## games (engine errors, reasons, events)

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
bot-button-back = Bin wieder da
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

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
