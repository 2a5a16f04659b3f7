## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## games (engine errors, reasons, events)

## bot (store, tables, errors)

# Глоссарий: table — стол, lobby — лобби, thread — ветка, server — сервер.
admin-no-table = В этом канале нет стола.
admin-no-table-threads = В этом канале нет стола. Его игры идут в ветках ({ $threads }): используйте /table end там.
admin-table-ended = { $user } завершил(а) стол игры { $game }. Результаты не записаны.
admin-table-ended-title = { $game }: завершено
admin-table-ended-card = Завершено в { $channel } без результатов.
admin-gone-channel-deleted = его канал удалён
admin-gone-thread-deleted = его ветка удалена
admin-gone-removed = меня удалили с этого сервера
admin-gone-dm = { $stage ->
    [game] Ваша игра { $game } завершена: { $why }. Результаты не записаны; начните новую через /play.
   *[lobby] Ваше лобби { $game } закрыто: { $why }. Результаты не записаны; начните новую игру через /play.
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

# Глоссарий: settings — настройки, decision — ход (решение), Manage Server — «Управлять сервером».
settings-saved = Сохранено. { $settings }
settings-need-manage = Чтобы менять настройки, нужно право «Управлять сервером».
settings-turn-time = Время на ход по умолчанию: **{ $seconds } с**.
settings-turn-time-default = Время на ход по умолчанию: своё у каждой игры (обычно 120 с).
settings-threads-on = Каждый стол играет в своей ветке (где я могу создавать ветки); `/play ... thread:False` оставляет стол в его канале.
settings-threads-off = Столы играют в канале, где их открыли; `/play ... thread:True` даёт столу ветку.
settings-language-chosen = Столы здесь говорят на языке: { $language } (`/settings language:automatic` — язык сервера).
settings-language-automatic = Столы здесь говорят на языке сервера ({ $language }); `/settings language:...` выбирает другой.
preferences-need-game = Укажите игру: `/preferences ping:True game:...` (по одной за раз).
preferences-ping-per-server = Оповещения у каждого сервера свои: используйте команду на сервере, о столах которого хотите слышать.
preferences-ask-forced-on = Я спрашиваю вас, даже когда у вас всего один допустимый ход.
preferences-ask-forced-off = Когда у вас всего один допустимый ход, я сразу делаю его за вас, и стол об этом сообщает (в Сомне ночью — никогда). `/preferences ask_forced:True`, чтобы вас всё равно спрашивали.
preferences-pings = На этом сервере я зову вас к новым столам игр: { $games }.
preferences-pings-none = Здесь я не зову вас к новым столам (`/preferences ping:True game:...`).
preferences-language-chosen = Я отвечаю вам на языке: { $language } (`/preferences language:automatic` — язык вашего Discord).
preferences-language-automatic = Я отвечаю вам на языке вашего Discord ({ $language }); `/preferences language:...` выбирает другой.

