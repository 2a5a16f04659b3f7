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

