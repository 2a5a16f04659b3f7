## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play
# Глоссарий: ход — turn/move; стол — the table message; «Мои карты» — My hand.
play-unknown-game = Игры {$name} нет. Выберите одну из этих: {$games}.
play-hand-label = Мои карты
play-board-away = (нет на месте)
play-private-title = {$game}: {$hand}
play-footer-idle = Сейчас делать нечего.
play-footer-over = Игра окончена.
play-footer-move = Ваш ход.
play-footer-together = Ваш выбор: остальные тоже выбирают.
play-call-turn = {$mentions}: ваш ход{$until}.
play-call-move = {$mentions}: ваш выбор{$until}.
play-call-turn-private = {$mentions}: ваш ход — нажмите **{$hand}** в сообщении стола{$until}.
play-call-move-private = {$mentions}: ваш выбор — нажмите **{$hand}** в сообщении стола{$until}.

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
