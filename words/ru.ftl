## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## screens (router, table message, channel, DMs, results)

play-pick-one = Выберите ровно один вариант.
play-cancelled = Отменено: ничего не сыграно.
play-unknown-button = Я не знаю эту кнопку. Возможно, она от моей старой версии.
play-not-seated-here = Вы не играете за этим столом; на доске выше видно всё открытое.
play-not-started = Игра ещё не началась.
play-welcome-back = С возвращением: вы снова играете сами.
play-not-away = Вы не были отмечены как отошедший.
board-last-moves = Последние ходы
board-time = Время
board-time-until = до <t:{ $when }:R>
call-until = (до <t:{ $when }:R>)
dm-header = **{ $game }** в <#{ $channel }>
channel-cannot-post = **{ $game }** в <#{ $channel }>: мне больше нельзя писать в этот канал. Игра продолжается: играйте кнопкой **{ $label }** на сообщении стола (и в личных сообщениях).
channel-unarchive-reason = За столом #{ $table } ещё идёт игра
lines-caught-up = ⏰ Я был не в сети, когда истекло время; вот что произошло за это время:
lines-forced = ↪ У **{ $name }** был только один допустимый ход: я его сделал.
lines-timed-out = ⏰ У **{ $name }** истекло время; я сходил за этого игрока.
lines-now-away = **{ $name }** теперь отошёл и играет по умолчанию, пока не нажмёт **Я вернулся**.
dm-closed = <@{ $user }>, я не могу писать вам в личные сообщения. Нажмите кнопку **{ $label }** на сообщении стола, чтобы увидеть свои тайные сведения и варианты.
timeout-note = ⏰ Ваше время истекло, поэтому я ответил за вас (так, как по умолчанию).
timeout-note-away = ⏰ Ваше время истекло, поэтому я ответил за вас (так, как по умолчанию). Теперь вы играете по умолчанию, пока не нажмёте **Я вернулся** на сообщении стола.
reminder-dm = ⏳ Прошла половина вашего времени (конец { $when }).
reminder-channel = ⏳ { $pings }: прошла половина вашего времени (конец { $when }).
lobby-expired = Это лобби закрылось после 15 минут без действий. Откройте новое командой /play.
finished-over = 🏁 Игра **{ $game }** окончена. { $count ->
    [0] Никто не победил.
    [one] Победитель: **{ $names }**.
    [few] Победители: **{ $names }**.
    [many] Победители: **{ $names }**.
   *[other] Победители: **{ $names }**.
  }
finished-rating = { " " }· рейтинг { $after } ({ $sign }{ $delta })
finished-saved-rated = Результаты сохранены: см. /stats и /leaderboard.
finished-saved-practice = Результаты сохранены: см. /stats. Без рейтинга: тренировочный стол (с ботом или /play с practice).
finished-saved-sides = Результаты сохранены: см. /stats. Без рейтинга: для него нужны два игрока-человека на разных сторонах.
finished-card-title = { $game }: игра окончена
finished-card-link = Игра: <#{ $channel }>
duration-minutes = { $minutes } мин
duration-seconds = { $seconds } с
lobby-title = { $game }: лобби
lobby-host = (хозяин)
lobby-description = Игроков: { $min }–{ $max }. Нажмите **Войти**, чтобы занять место; хозяин нажимает **Начать**.
lobby-seats = Места ({ $taken }/{ $max })
lobby-options = Настройки
lobby-times = Время
lobby-time-per-decision = Время на решение
lobby-practice = Тренировка
lobby-practice-value = Без рейтинга; у каждого игрока есть кнопка 💡 **Подсказка**.
lobby-footer = Лобби закроется после 15 минут без действий.
lobby-join = Войти
lobby-leave = Выйти
lobby-add-bot = Добавить бота
lobby-start = Начать
lobby-cancel = Отменить
lobby-add-level-bot = { $level ->
    [easy] Добавить лёгкого бота
    [hard] Добавить сильного бота
   *[other] Добавить бота ({ $level })
  }
rematch-play-again = Сыграть ещё
rematch-ping-me = Позвать меня на следующую игру

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
