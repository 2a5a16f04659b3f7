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
error-not-seated-running = Вы не участвуете в этой игре; можете смотреть её здесь и присоединиться к следующей через /play.
error-not-seated-lobby = Вы не сидите за этим столом. Нажмите кнопку «Присоединиться» в лобби, пока игра не началась.
error-not-your-turn = Сейчас не ваш ход. Я позову вас, когда он наступит.
error-stale-choice = Этот выбор — с прошлого хода. Нажмите **My hand**, чтобы увидеть свои текущие варианты.
error-stale-choice-button = Этот выбор — с прошлого хода. Нажмите **{ $label }** в сообщении стола, чтобы увидеть свои текущие варианты.
error-already-done = Это уже сделано: ваш выбор засчитан один раз.
error-already-done-button = Это уже сделано: ваш выбор засчитан один раз. Нажмите **{ $label }**, чтобы увидеть свои текущие варианты.
error-table-gone = Этот стол уже закрыт. Начните новый через /play.
error-save-failed = Не удалось это сохранить, поэтому ничего не изменилось. Попробуйте ещё раз.
error-no-such-game = Игры { $game } нет.
error-channel-busy = В этом канале уже есть стол. Сначала доиграйте или завершите его.
error-channel-busy-with = { $state ->
    [lobby] В этом канале уже есть лобби { $game }: { $where }. Доиграйте или попросите хозяина стола его завершить.
   *[game] В этом канале уже идёт игра { $game }: { $where }. Доиграйте или попросите хозяина стола её завершить.
}
error-lobby-closed = Это лобби уже началось или закрыто.
error-already-seated = Вы уже сидите за этим столом.
error-table-full = Этот стол заполнен.
error-bot-levels = Бот играет на одном из уровней: { $levels }.
error-host-cannot-leave = Вы хозяин стола: чтобы закрыть лобби, нажмите «Отмена».
error-host-only = { $action ->
    [add-bot] Добавить бота может только хозяин стола или участник с правом «Управлять сервером».
    [start] Начать игру может только хозяин стола или участник с правом «Управлять сервером».
    [cancel] Отменить лобби может только хозяин стола или участник с правом «Управлять сервером».
   *[end] Завершить стол может только хозяин стола или участник с правом «Управлять сервером».
}
error-too-few-players = { $game }: нужно не меньше { $needed ->
    [one] { $needed } игрока
    [few] { $needed } игроков
    [many] { $needed } игроков
   *[other] { $needed } игрока
}; сейчас за столом { $seated }.

## commands

# Глоссарий: table — стол, game — игра (партия), turn/decision — ход, thread — ветка, server — сервер,
# settings — настройки, preferences — предпочтения, leaderboard — рейтинг. Названия игр не переводятся.
command-play-name = играть
command-play-description = Открыть стол для одной из игр снов
command-play-somnia-description = Somnia, игра на взятки (2–4 игрока)
command-play-somnia-allow-revoke-description = Строгое правило: можно не пойти в масть, имея её; каждый такой ход сразу стоит фишку жизни.
command-play-traumland-description = Traumland, игра на сброс: избавьтесь от карт (2–4 игрока)
command-play-traumland-most-beyond-12-description = Официальный вариант: на 12 никто не выбывает; побеждает высший уровень, когда раунд кончится с 12+.
command-play-traumland-lone-player-ends-round-description = Домашнее правило: раунд кончается, когда в нём остался один игрок (другие выбыли на 12).
command-play-somna-description = Somna, игра на дедукцию, историю ведёт бот (7–20 игроков)
command-play-somna-advanced-description = Продвинутый режим: в игре Любопытный, а Демон может создать Зверя.
command-play-somna-reveal-roles-on-death-description = Объявлять роль каждого погибшего игрока.
command-play-somna-storyteller-hints-description = На каждом рассвете Рассказчик намекает на одну роль в игре (но не на того, у кого она).
command-play-somna-night-seconds-description = Длительность ночи в секундах.
command-play-somna-day-seconds-description = Время на выдвижения каждый день, в секундах.
command-play-somna-plea-seconds-description = Время на оправдание обвиняемого, в секундах.
command-play-somna-vote-seconds-description = Длительность голосования в секундах.
command-play-somna-min-players-description = Минимум игроков (5 или 6 для спокойных серверов: Демон, Охотник на ведьм, Жрец, Аптекарь).
command-play-somnikum-description = Somnikum, выбор снов из круга (2–4 игрока)
command-play-somnikum-discovery-18-description = Взять 18 карт встреч (Discovery) английского издания вместо 24 русских.
command-play-darkly-dreaming-description = Darkly Dreaming, испытай удачу против кошмаров (2–4 игрока)
command-play-darkly-dreaming-goal-description = Очки в стопке очков, с которых начинается последний раунд (по правилам 15).
command-option-turn-time-description = Секунд на ход (по умолчанию: настройка сервера или игры)
command-option-thread-description = Играть в отдельной ветке (по умолчанию: /settings сервера, включено)
command-option-practice-description = Тренировочный стол: без рейтинга, с кнопкой подсказки (как и столы с ботом)
command-stats-name = статистика
command-stats-description = Сыгранные партии, победы и места по каждой игре
command-stats-user-description = Чья статистика (по умолчанию ваша)
command-stats-game-description = Только эта игра
command-leaderboard-name = рейтинг
command-leaderboard-description = Лучшие по рейтингу игроки игры, здесь или везде
command-leaderboard-board-description = Таблица этого сервера (по умолчанию) или общая
command-option-game-description = Какая игра
command-choice-server-name = Этот сервер
command-choice-global-name = Общий
command-history-name = история
command-history-description = Ваши последние завершённые партии
command-help-name = помощь
command-help-description = Что умеет этот бот и его команды
command-rules-name = правила
command-rules-description = Как играть в игру
command-table-name = стол
command-table-description = Стол этого канала
command-table-end-name = завершить
command-table-end-description = Завершить стол этого канала, не записывая результаты
command-settings-name = настройки
command-settings-description = Настройки сервера для игр снов
command-settings-turn-time-description = Секунд на ход по умолчанию (15–86400)
command-settings-threads-description = Каждый стол — в своей ветке (по умолчанию включено, где я могу создавать ветки)
command-settings-language-description = Язык сообщений столов здесь (automatic — язык сервера)
command-choice-automatic-name = автоматически
command-preferences-name = предпочтения
command-preferences-description = Ваши личные настройки для игр снов
command-preferences-ask-forced-description = Спрашивать, даже если у меня один допустимый ход (по умолчанию он делается сам)
command-preferences-ping-description = Звать меня, когда на этом сервере открывают стол игры ниже (по желанию)
command-preferences-game-description = Игра, к которой относится ping:
command-preferences-language-description = Язык, на котором я вам отвечаю (automatic — язык вашего Discord)
command-replay-name = повтор
command-replay-description = Пересмотреть завершённую партию ход за ходом
command-replay-table-description = Номер стола партии (см. /history); начните вводить, чтобы выбрать свою

## help and rules

## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

# Глоссарий: stats — статистика, rating — рейтинг, leaderboard — таблица лидеров, place — место,
# achievement — достижение, rated game — рейтинговая партия.
stats-title = Статистика: { $name }
stats-none = Завершённых партий пока нет.
stats-none-game = Завершённых партий в { $game } пока нет.
stats-summary = Партий: **{ $played }**, побед: **{ $wins }** ({ $percent } %), среднее место { $place }
stats-game-line = сыграно { $played }, побед { $wins } ({ $percent } %), среднее место { $place }
stats-rating = { $rating } ({ $games } { $games ->
    [one] рейтинговая партия
    [few] рейтинговые партии
    [many] рейтинговых партий
   *[other] рейтинговой партии
})
stats-rating-where = { $where ->
    [here] здесь { $rating }
   *[global] везде { $rating }
}
stats-ratings = Рейтинг: { $ratings }
stats-role-wins = Побед за роль «{ $role }»: { $wins } из { $played }
stats-role-wins-expected = Побед за роль «{ $role }»: { $wins } из { $played }, ожидалось { $expected }
stats-achievement = 🏅 **{ $name }**{ $times ->
    [1] {""}
   *[other] {" "}x{ $times }
}: { $description }
leaderboard-title = { $board ->
    [server] { $game }: таблица лидеров (сервер)
   *[global] { $game }: таблица лидеров (общая)
}
leaderboard-empty = { $board ->
    [server] Здесь пока ни у кого нет { $needed } рейтинговых партий в { $game }.
   *[global] Пока ни у кого нет { $needed } рейтинговых партий в { $game }.
}
leaderboard-footer = По рейтингу (осторожной оценке: она растёт, когда вы играете и побеждаете); игроки хотя бы с { $needed } рейтинговыми партиями.
history-title = Ваши последние партии
history-none = Завершённых партий пока нет. Начните новую через /play.
history-line = { $won ->
    [yes] { $date } **{ $game }**: место { $place } (победа) в { $link } · повтор: `/replay table:{ $table }`
   *[no] { $date } **{ $game }**: место { $place } в { $link } · повтор: `/replay table:{ $table }`
}
achievement-darkly-dreaming-nightmare-reign-name = Царство кошмара
achievement-darkly-dreaming-nightmare-reign-description = Победите, играя за Кошмар.
achievement-darkly-dreaming-deep-sleeper-name = Крепкий сон
achievement-darkly-dreaming-deep-sleeper-description = Закончите игру с 20 очками или больше.
achievement-somna-alone-in-the-dark-name = Один во тьме
achievement-somna-alone-in-the-dark-description = Победите Демоном сна, когда к концу игры не осталось живой Ведьмы.
achievement-somna-seduced-name = Соблазн
achievement-somna-seduced-description = Победите, играя за Ведьму.
achievement-somna-plain-sight-name = У всех на виду
achievement-somna-plain-sight-description = Победите простым Жителем и доживите до рассвета.
achievement-somnia-by-a-thread-name = На волоске
achievement-somnia-by-a-thread-description = Доживите до конца игры с одной оставшейся фишкой жизни.
achievement-somnia-untouched-name = Нетронутый
achievement-somnia-untouched-description = Победите, не потеряв ни одной фишки жизни.
achievement-somnia-long-night-name = Самая долгая ночь
achievement-somnia-long-night-description = Сыграйте партию длиной в шесть раздач или больше.
achievement-somnikum-goal-minded-name = Целеустремлённый
achievement-somnikum-goal-minded-description = Наберите 6 или больше победных очков за частицы сна с карты цели.
achievement-somnikum-clear-eyed-name = Ясный взгляд
achievement-somnikum-clear-eyed-description = Победите, не имея в своём сновидении ни одного глаза кошмаров.
achievement-traumland-stolen-summit-name = Украденная вершина
achievement-traumland-stolen-summit-description = Заберите карту 12 у того, кто дошёл до 12 раньше вас.
achievement-traumland-so-close-name = Так близко
achievement-traumland-so-close-description = Дойдите до 12, а потом отдайте карту 12 тому, кто поднялся позже.

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

