## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play
play-unknown-game = There is no game called {$name}. Pick one of: {$games}.
play-hand-label = My hand
play-board-away = (away)
play-private-title = {$game}: {$hand}
play-footer-idle = Nothing to do right now.
play-footer-over = The game is over.
play-footer-move = Your move.
play-footer-together = Your choice: the others are choosing too.
play-call-turn = {$mentions}: your turn{$until}.
play-call-move = {$mentions}: your move{$until}.
play-call-turn-private = {$mentions}: your turn: press **{$hand}** on the table message{$until}.
play-call-move-private = {$mentions}: your move: press **{$hand}** on the table message{$until}.

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
