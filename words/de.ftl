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

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
